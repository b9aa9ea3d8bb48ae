// LessonNavigator: the one place that decides which page is open.
#include "lessons/catalog/LessonCatalog.h"
#include "lessons/catalog/LessonNavigator.h"

#include <QSignalSpy>
#include <QtTest>

class TestLessonNavigator : public QObject
{
    Q_OBJECT

private slots:
    void startsOnTheStartPage();
    void opensEveryAvailablePage();
    void refusesUnknownIds_data();
    void refusesUnknownIds();
    void buildsOnlyTheCurrentPage();
    void rebuildReleasesThePageOnce();
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

void TestLessonNavigator::buildsOnlyTheCurrentPage()
{
    LessonNavigator navigator;
    QSignalSpy built(&navigator, &LessonNavigator::builtLessonChanged);
    // At start only the page on screen.
    QCOMPARE(navigator.builtLesson(), QStringLiteral("start"));
    // The round trip of a class: each page is built while it is open, and only then (its
    // lesson's state outlives it: tst_lessonsession).
    for (const QString &lessonId :
         {QStringLiteral("lab"), QStringLiteral("subkeys"), QStringLiteral("throttling"), QStringLiteral("lab")}) {
        QVERIFY(navigator.open(lessonId));
        QCOMPARE(navigator.builtLesson(), lessonId);
        QCOMPARE(navigator.currentLesson(), lessonId);
    }
    QCOMPARE(built.count(), 4);
    // Opening the current page again, or a refused one, changes nothing.
    QVERIFY(navigator.open(QStringLiteral("lab")));
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("LessonNavigator: no lesson \"nope\"")));
    QVERIFY(!navigator.open(QStringLiteral("nope")));
    QCOMPARE(navigator.builtLesson(), QStringLiteral("lab"));
    QCOMPARE(built.count(), 4);
}

void TestLessonNavigator::rebuildReleasesThePageOnce()
{
    // "Reset all": the page's Loader sees no lesson for a moment, then the same one again.
    LessonNavigator navigator;
    QVERIFY(navigator.open(QStringLiteral("lab")));
    QSignalSpy changed(&navigator, &LessonNavigator::currentLessonChanged);
    QStringList seen;
    connect(&navigator, &LessonNavigator::builtLessonChanged, &navigator,
            [&] { seen.append(navigator.builtLesson()); });
    navigator.rebuildCurrentPage();
    QCOMPARE(seen, (QStringList {QString(), QStringLiteral("lab")}));
    QCOMPARE(navigator.currentLesson(), QStringLiteral("lab"));
    QCOMPARE(changed.count(), 0);
}

QTEST_GUILESS_MAIN(TestLessonNavigator)
#include "tst_lessonnavigator.moc"
