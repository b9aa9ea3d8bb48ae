// LessonNavigator: the one place that decides which page is open.
#include "i18n/LanguageService.h"
#include "lessons/catalog/LessonCatalog.h"
#include "lessons/catalog/LessonNavigator.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

class TestLessonNavigator : public QObject
{
    Q_OBJECT

private slots:
    void startsOnTheStartPage();
    void opensEveryAvailablePage();
    void refusesUnknownIds_data();
    void refusesUnknownIds();
    void keepsEveryOpenedPage();
    void keepOnlyCurrentForgetsEarlierPages();
    void languageSwitchKeepsEveryPage();
};

void TestLessonNavigator::startsOnTheStartPage()
{
    LessonNavigator navigator;
    QCOMPARE(navigator.currentLesson(), QStringLiteral("start"));
    QCOMPARE(navigator.currentPageUrl(), QUrl(QStringLiteral("qrc:/qt/qml/HotspotLab/qml/pages/StartPage.qml")));
}

void TestLessonNavigator::opensEveryAvailablePage()
{
    LessonNavigator navigator;
    QSignalSpy changed(&navigator, &LessonNavigator::currentLessonChanged);
    const QStringList available = LessonCatalog::lessonIds();
    QCOMPARE(available.constFirst(), QStringLiteral("start"));
    for (const QString &lesson : available) {
        QVERIFY(navigator.open(lesson));
        QCOMPARE(navigator.currentLesson(), lesson);
        QCOMPARE(navigator.currentPageUrl(), LessonCatalog::pageUrlFor(lesson));
        QVERIFY(QFile::exists(QLatin1Char(':') + navigator.currentPageUrl().path()));
    }
    QCOMPARE(changed.count(), available.size() - 1); // opening "start" first changed nothing
    QVERIFY(navigator.open(available.constLast()));
    QCOMPARE(changed.count(), available.size() - 1);
}

void TestLessonNavigator::refusesUnknownIds_data()
{
    QTest::addColumn<QString>("lessonId");
    QTest::newRow("empty") << QString();
    QTest::newRow("unknown") << QStringLiteral("intro");
    QTest::newRow("wrong case") << QStringLiteral("Start");
}

void TestLessonNavigator::refusesUnknownIds()
{
    QFETCH(QString, lessonId);
    LessonNavigator navigator;
    QSignalSpy changed(&navigator, &LessonNavigator::currentLessonChanged);
    QTest::ignoreMessage(QtWarningMsg,
                         QRegularExpression(QStringLiteral("LessonNavigator: no lesson .* valid values are start")));
    QVERIFY(!navigator.open(lessonId));
    QCOMPARE(navigator.currentLesson(), QStringLiteral("start"));
    QCOMPARE(changed.count(), 0);
}

void TestLessonNavigator::keepsEveryOpenedPage()
{
    LessonNavigator navigator;
    QSignalSpy kept(&navigator, &LessonNavigator::keptLessonsChanged);
    // At start only the page on screen.
    QCOMPARE(navigator.keptLessons(), QStringList {QStringLiteral("start")});
    QVERIFY(navigator.open(QStringLiteral("lab")));
    QCOMPARE(navigator.keptLessons(), (QStringList {QStringLiteral("lab"), QStringLiteral("start")}));
    QVERIFY(navigator.open(QStringLiteral("subkeys")));
    QVERIFY(navigator.open(QStringLiteral("throttling")));
    // The round trip of a class: every page it saw is still built, the current one first.
    QCOMPARE(navigator.keptLessons(),
             (QStringList {QStringLiteral("throttling"), QStringLiteral("subkeys"), QStringLiteral("lab"),
                           QStringLiteral("start")}));
    QVERIFY(navigator.open(QStringLiteral("lab")));
    QCOMPARE(navigator.keptLessons(),
             (QStringList {QStringLiteral("lab"), QStringLiteral("throttling"), QStringLiteral("subkeys"),
                           QStringLiteral("start")}));
    QCOMPARE(kept.count(), 4);
    // Opening the current page again, or a refused one, changes nothing.
    QVERIFY(navigator.open(QStringLiteral("lab")));
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("LessonNavigator: no lesson \"nope\"")));
    QVERIFY(!navigator.open(QStringLiteral("nope")));
    QCOMPARE(kept.count(), 4);
    // Every page, in turn: at most one per lesson of the catalogue.
    const QStringList available = LessonCatalog::lessonIds();
    for (const QString &lessonId : available)
        QVERIFY(navigator.open(lessonId));
    QCOMPARE(navigator.keptLessons().size(), available.size());
    QCOMPARE(navigator.keptLessons().first(), available.last());
}

void TestLessonNavigator::keepOnlyCurrentForgetsEarlierPages()
{
    // What the app does for --lesson lab before the window exists: the Start page was
    // never on screen, so it must not be built.
    LessonNavigator navigator;
    QVERIFY(navigator.open(QStringLiteral("lab")));
    QSignalSpy kept(&navigator, &LessonNavigator::keptLessonsChanged);
    navigator.keepOnlyCurrent();
    QCOMPARE(navigator.keptLessons(), QStringList {QStringLiteral("lab")});
    QCOMPARE(navigator.currentLesson(), QStringLiteral("lab"));
    QCOMPARE(kept.count(), 1);
    navigator.keepOnlyCurrent();
    QCOMPARE(kept.count(), 1);
}

void TestLessonNavigator::languageSwitchKeepsEveryPage()
{
    // A class that switches language keeps what it did on the other pages.
    QStandardPaths::setTestModeEnabled(true);
    LanguageService &service = *LanguageService::instance();
    QVERIFY(service.applyLanguage(QStringLiteral("en")));
    LessonNavigator navigator;
    QVERIFY(navigator.open(QStringLiteral("lab")));
    QVERIFY(navigator.open(QStringLiteral("throttling")));
    QSignalSpy kept(&navigator, &LessonNavigator::keptLessonsChanged);
    QVERIFY(service.applyLanguage(QStringLiteral("de")));
    QVERIFY(service.applyLanguage(QStringLiteral("en")));
    QCOMPARE(navigator.keptLessons(),
             (QStringList {QStringLiteral("throttling"), QStringLiteral("lab"), QStringLiteral("start")}));
    QCOMPARE(navigator.currentLesson(), QStringLiteral("throttling"));
    QCOMPARE(kept.count(), 0);
}

QTEST_GUILESS_MAIN(TestLessonNavigator)
#include "tst_lessonnavigator.moc"
