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
    void keepsTheCurrentAndThePreviousPage();
    void keepOnlyCurrentForgetsEarlierPages();
    void languageSwitchReleasesThePageNotOnScreen();
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

void TestLessonNavigator::keepsTheCurrentAndThePreviousPage()
{
    LessonNavigator navigator;
    QSignalSpy kept(&navigator, &LessonNavigator::keptLessonsChanged);
    // At start only the page on screen.
    QCOMPARE(navigator.keptLessons(), QStringList {QStringLiteral("start")});
    QVERIFY(navigator.open(QStringLiteral("lab")));
    QCOMPARE(navigator.keptLessons(), (QStringList {QStringLiteral("lab"), QStringLiteral("start")}));
    QVERIFY(navigator.open(QStringLiteral("subkeys")));
    // The oldest page is released: never more than kKeptPages.
    QCOMPARE(navigator.keptLessons(), (QStringList {QStringLiteral("subkeys"), QStringLiteral("lab")}));
    // Back and forth between two pages keeps both.
    QVERIFY(navigator.open(QStringLiteral("lab")));
    QCOMPARE(navigator.keptLessons(), (QStringList {QStringLiteral("lab"), QStringLiteral("subkeys")}));
    QVERIFY(navigator.open(QStringLiteral("subkeys")));
    QCOMPARE(navigator.keptLessons(), (QStringList {QStringLiteral("subkeys"), QStringLiteral("lab")}));
    QCOMPARE(kept.count(), 4);
    // Opening the current page again, or a refused one, changes nothing.
    QVERIFY(navigator.open(QStringLiteral("subkeys")));
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("LessonNavigator: no lesson \"nope\"")));
    QVERIFY(!navigator.open(QStringLiteral("nope")));
    QCOMPARE(navigator.keptLessons(), (QStringList {QStringLiteral("subkeys"), QStringLiteral("lab")}));
    QCOMPARE(kept.count(), 4);
    // Every page, in turn: always the current one and the one before it.
    const QStringList available = LessonCatalog::lessonIds();
    for (qsizetype i = 1; i < available.size(); ++i) {
        QVERIFY(navigator.open(available.at(i - 1)));
        QVERIFY(navigator.open(available.at(i)));
        QCOMPARE(navigator.keptLessons(), (QStringList {available.at(i), available.at(i - 1)}));
        QCOMPARE(navigator.keptLessons().size(), LessonNavigator::kKeptPages);
    }
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

void TestLessonNavigator::languageSwitchReleasesThePageNotOnScreen()
{
    // Only the visible page is retranslated: a switch stays within a frame.
    QStandardPaths::setTestModeEnabled(true);
    LanguageService &service = *LanguageService::instance();
    QVERIFY(service.applyLanguage(QStringLiteral("en")));
    LessonNavigator navigator;
    QVERIFY(navigator.open(QStringLiteral("lab")));
    QVERIFY(navigator.open(QStringLiteral("throttling")));
    QCOMPARE(navigator.keptLessons(), (QStringList {QStringLiteral("throttling"), QStringLiteral("lab")}));
    QSignalSpy kept(&navigator, &LessonNavigator::keptLessonsChanged);
    QVERIFY(service.applyLanguage(QStringLiteral("de")));
    QCOMPARE(navigator.keptLessons(), QStringList {QStringLiteral("throttling")});
    QCOMPARE(navigator.currentLesson(), QStringLiteral("throttling"));
    QCOMPARE(kept.count(), 1);
    QVERIFY(service.applyLanguage(QStringLiteral("en")));
    QCOMPARE(kept.count(), 1);
    // Afterwards the rule applies as before.
    QVERIFY(navigator.open(QStringLiteral("lab")));
    QCOMPARE(navigator.keptLessons(), (QStringList {QStringLiteral("lab"), QStringLiteral("throttling")}));
}

QTEST_GUILESS_MAIN(TestLessonNavigator)
#include "tst_lessonnavigator.moc"
