// LessonCatalog: teaching order, ids, pages that exist, and retranslated titles.
#include "i18n/LanguageService.h"
#include "lessons/catalog/LessonCatalog.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QSignalSpy>
#include <QtTest>

class TestLessonCatalog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void idsInCurriculumOrder();
    void listsOnlyPagesThatExist();
    void everyLessonIsBuilt();
    void passesModelTester();
    void followsLanguageSwitch();
};

void TestLessonCatalog::idsInCurriculumOrder()
{
    QCOMPARE(LessonCatalog::allLessonIds(),
             (QStringList {QStringLiteral("start"), QStringLiteral("keys-vs-load"), QStringLiteral("lab"),
                           QStringLiteral("subkeys"), QStringLiteral("throttling")}));
}

void TestLessonCatalog::listsOnlyPagesThatExist()
{
    LessonCatalog catalog;
    QVERIFY(catalog.contains(QStringLiteral("start")));
    QCOMPARE(catalog.indexOf(QStringLiteral("start")), 0);
    QVERIFY(!catalog.contains(QStringLiteral("nonsense")));
    QCOMPARE(catalog.indexOf(QStringLiteral("nonsense")), -1);
    QVERIFY(catalog.pageUrl(QStringLiteral("nonsense")).isEmpty());

    QStringList listed;
    for (int row = 0; row < catalog.rowCount(); ++row) {
        const QModelIndex index = catalog.index(row);
        listed.append(index.data(LessonCatalog::LessonIdRole).toString());
        // Numbers are the curriculum's, whichever lessons this build has.
        static const QHash<QString, int> numbers = {{QStringLiteral("start"), 0},
                                                    {QStringLiteral("keys-vs-load"), 1},
                                                    {QStringLiteral("lab"), 2},
                                                    {QStringLiteral("subkeys"), 3},
                                                    {QStringLiteral("throttling"), 4}};
        QCOMPARE(index.data(LessonCatalog::LessonNumberRole).toInt(), numbers.value(listed.constLast(), -1));
        const QUrl page = index.data(LessonCatalog::PageUrlRole).toUrl();
        QVERIFY2(QFile::exists(QLatin1Char(':') + page.path()), qPrintable(page.toString()));
        QVERIFY(!index.data(LessonCatalog::TitleRole).toString().isEmpty());
        QVERIFY(!index.data(LessonCatalog::GoalRole).toString().isEmpty());
    }
    QCOMPARE(catalog.data(catalog.index(0), LessonCatalog::LessonNumberRole).toInt(), 0);
    // Whatever is listed keeps the curriculum's order.
    QStringList expectedOrder = LessonCatalog::allLessonIds();
    expectedOrder.removeIf([&](const QString &id) { return !listed.contains(id); });
    QCOMPARE(listed, expectedOrder);
}

void TestLessonCatalog::everyLessonIsBuilt()
{
    // All four lessons of the curriculum have landed: a page missing from the build
    // would silently drop out of the navigation.
    QCOMPARE(LessonCatalog::availableLessonIds(), LessonCatalog::allLessonIds());
    LessonCatalog catalog;
    QCOMPARE(catalog.rowCount(), 5);
    QCOMPARE(catalog.title(QStringLiteral("subkeys")), QStringLiteral("Splitting a hot key"));
}

void TestLessonCatalog::passesModelTester()
{
    LessonCatalog catalog;
    QAbstractItemModelTester tester(&catalog, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(catalog.rowCount() >= 1);
}

void TestLessonCatalog::followsLanguageSwitch()
{
    LanguageService &language = *LanguageService::instance();
    QVERIFY(language.setLanguage(QStringLiteral("en")));
    LessonCatalog catalog;
    QSignalSpy dataChanged(&catalog, &QAbstractItemModel::dataChanged);
    QCOMPARE(catalog.title(QStringLiteral("start")), QStringLiteral("Start"));

    QVERIFY(language.setLanguage(QStringLiteral("id")));
    QVERIFY(dataChanged.count() >= 1);
    QCOMPARE(catalog.title(QStringLiteral("start")), QStringLiteral("Mulai"));
    QCOMPARE(catalog.data(catalog.index(0), LessonCatalog::GoalRole).toString(),
             QStringLiteral("Apa yang diajarkan aplikasi ini dan cara memakainya di kelas."));
    QVERIFY(language.setLanguage(QStringLiteral("en")));
}

QTEST_GUILESS_MAIN(TestLessonCatalog)
#include "tst_lessoncatalog.moc"
