// LessonNavigator: the one place that decides which page is open.
#include "LessonCatalog.h"
#include "LessonNavigator.h"

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
    const QStringList available = LessonCatalog::availableLessonIds();
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
                         QRegularExpression(QStringLiteral("LessonNavigator: no page .* valid values are start")));
    QVERIFY(!navigator.open(lessonId));
    QCOMPARE(navigator.currentLesson(), QStringLiteral("start"));
    QCOMPARE(changed.count(), 0);
}

QTEST_GUILESS_MAIN(TestLessonNavigator)
#include "tst_lessonnavigator.moc"
