// LessonCatalog: teaching order, ids, every lesson's page, and retranslated titles.
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
    void everyLessonHasItsPage();
    void passesModelTester();
    void followsLanguageSwitch();
};

void TestLessonCatalog::idsInCurriculumOrder()
{
    QCOMPARE(LessonCatalog::lessonIds(),
             (QStringList {QStringLiteral("start"), QStringLiteral("keys-vs-load"), QStringLiteral("lab"),
                           QStringLiteral("subkeys"), QStringLiteral("detect"), QStringLiteral("throttling")}));
}

void TestLessonCatalog::everyLessonHasItsPage()
{
    LessonCatalog catalog;
    QCOMPARE(catalog.rowCount(), int(LessonCatalog::lessonIds().size()));
    QCOMPARE(catalog.indexOf(QStringLiteral("start")), 0);
    QCOMPARE(catalog.indexOf(QStringLiteral("detect")), 4);
    QCOMPARE(catalog.indexOf(QStringLiteral("throttling")), 5);
    QVERIFY(!catalog.contains(QStringLiteral("nonsense")));
    QCOMPARE(catalog.indexOf(QStringLiteral("nonsense")), -1);
    QVERIFY(catalog.pageUrl(QStringLiteral("nonsense")).isEmpty());
    QVERIFY(!LessonCatalog::isKnown(QStringLiteral("nonsense")));
    for (int row = 0; row < catalog.rowCount(); ++row) {
        const QModelIndex index = catalog.index(row);
        QCOMPARE(index.data(LessonCatalog::LessonIdRole).toString(), LessonCatalog::lessonIds().at(row));
        // The Start page is 0; the lessons are numbered from 1 in teaching order.
        QCOMPARE(index.data(LessonCatalog::LessonNumberRole).toInt(), row);
        // Every lesson's page is in the build: a missing one fails here, not in class.
        const QUrl page = index.data(LessonCatalog::PageUrlRole).toUrl();
        QVERIFY2(QFile::exists(QLatin1Char(':') + page.path()), qPrintable(page.toString()));
        QCOMPARE(page, LessonCatalog::pageUrlFor(LessonCatalog::lessonIds().at(row)));
        QVERIFY(!index.data(LessonCatalog::TitleRole).toString().isEmpty());
        QVERIFY(!index.data(LessonCatalog::GoalRole).toString().isEmpty());
        // Every lesson opens with a question (the lesson before it ends by asking it);
        // the Start page asks none.
        const QString question = index.data(LessonCatalog::QuestionRole).toString();
        QCOMPARE(question.isEmpty(), row == 0);
        QVERIFY2(row == 0 || question.endsWith(QLatin1Char('?')), qPrintable(question));
    }
    QCOMPARE(catalog.question(QStringLiteral("subkeys")),
             QStringLiteral(
                 "A key takes twice the writes a partition can serve. Into how many sub-keys must you split it?"));
    QCOMPARE(catalog.question(QStringLiteral("nonsense")), QString());
    QCOMPARE(catalog.title(QStringLiteral("subkeys")), QStringLiteral("Splitting a hot key"));
    // Each lesson leads to the next; the last one back to the Start page.
    QCOMPARE(catalog.nextLessonAfter(QStringLiteral("keys-vs-load")), QStringLiteral("lab"));
    QCOMPARE(catalog.nextLessonAfter(QStringLiteral("subkeys")), QStringLiteral("detect"));
    QCOMPARE(catalog.nextLessonAfter(QStringLiteral("detect")), QStringLiteral("throttling"));
    QCOMPARE(catalog.nextLessonAfter(QStringLiteral("throttling")), QStringLiteral("start"));
    QCOMPARE(catalog.nextLessonAfter(QStringLiteral("start")), QString());
    QCOMPARE(catalog.nextLessonAfter(QStringLiteral("nonsense")), QString());
}

void TestLessonCatalog::passesModelTester()
{
    LessonCatalog catalog;
    QAbstractItemModelTester tester(&catalog, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(catalog.rowCount(), 6);
}

void TestLessonCatalog::followsLanguageSwitch()
{
    LanguageService &language = *LanguageService::instance();
    QVERIFY(language.setLanguage(QStringLiteral("en")));
    LessonCatalog catalog;
    QSignalSpy dataChanged(&catalog, &QAbstractItemModel::dataChanged);
    QCOMPARE(catalog.title(QStringLiteral("start")), QStringLiteral("Start"));

    QVERIFY(language.setLanguage(QStringLiteral("id")));
    QCOMPARE(dataChanged.count(), 1);
    QCOMPARE(catalog.title(QStringLiteral("start")), QStringLiteral("Mulai"));
    QCOMPARE(catalog.data(catalog.index(0), LessonCatalog::GoalRole).toString(),
             QStringLiteral("Apa yang diajarkan aplikasi ini dan cara memakainya di kelas."));
    QVERIFY(language.setLanguage(QStringLiteral("en")));
}

QTEST_GUILESS_MAIN(TestLessonCatalog)
#include "tst_lessoncatalog.moc"
