// hotspot-models-test: links hotspotmodels, no Qt Quick, Charts or Widgets (models_links_models_only checks it).
// LessonProgress: milestones per lesson, the summary in each language, the settings file
// (a restart, a damaged entry, a file that cannot be read) and "Reset all".
#include "TestSupport.h"
#include "i18n/LanguageService.h"
#include "lessons/catalog/LessonCatalog.h"
#include "lessons/catalog/LessonProgress.h"
#include "settings/AppSettings.h"

#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

class TestLessonProgress : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init();
    void cleanup();

    void everyLessonHasMilestones();
    void startsEmpty();
    void marksOnceAndNeverUnmarks();
    void refusesUnknownIds();
    void summaryInEachLanguage_data();
    void summaryInEachLanguage();
    void survivesARestart();
    void damagedEntriesAreSkipped();
    void unreadableFileGivesDefaults();
    void clearForgetsEverything();
};

void TestLessonProgress::init()
{
    TestSupport::removeSettingsFile();
    LanguageService::instance()->setLanguage(QStringLiteral("en"));
}

void TestLessonProgress::cleanup()
{
    TestSupport::removeSettingsFile();
    LanguageService::instance()->setLanguage(QStringLiteral("en"));
}

void TestLessonProgress::everyLessonHasMilestones()
{
    LessonProgress progress;
    for (const QString &lessonId : LessonCatalog::lessonIds()) {
        if (lessonId == LessonCatalog::startLessonId()) {
            QCOMPARE(progress.stepCount(lessonId) + progress.questionCount(lessonId), 0);
            QCOMPARE(progress.summary(lessonId), QString());
            continue;
        }
        QVERIFY2(progress.stepCount(lessonId) + progress.questionCount(lessonId) > 0, qPrintable(lessonId));
    }
    // The lab: four guided steps; their four predictions and the fix's.
    QCOMPARE(progress.stepCount(QStringLiteral("lab")), 4);
    QCOMPARE(progress.questionCount(QStringLiteral("lab")), 5);
    QCOMPARE(progress.questionCount(QStringLiteral("subkeys")), 6);
    QCOMPARE(progress.questionCount(QStringLiteral("keys-vs-load")), 7);
    QCOMPARE(LessonProgress::stepIds(QStringLiteral("throttling")),
             (QStringList {QStringLiteral("burst"), QStringLiteral("sustained"), QStringLiteral("spread"),
                           QStringLiteral("bulk")}));
}

void TestLessonProgress::startsEmpty()
{
    LessonProgress progress;
    QCOMPARE(progress.lastLesson(), QString());
    QVERIFY(!progress.started(QStringLiteral("lab")));
    QVERIFY(!progress.complete(QStringLiteral("lab")));
    QCOMPARE(progress.summary(QStringLiteral("lab")), QStringLiteral("Not started"));
}

void TestLessonProgress::marksOnceAndNeverUnmarks()
{
    LessonProgress progress;
    QSignalSpy changed(&progress, &LessonProgress::changed);
    QVERIFY(progress.markStepDone(QStringLiteral("lab"), QStringLiteral("guide1")));
    QVERIFY(progress.markStepDone(QStringLiteral("lab"), QStringLiteral("guide1")));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(progress.stepsDone(QStringLiteral("lab")), 1);
    QVERIFY(progress.isStepDone(QStringLiteral("lab"), QStringLiteral("guide1")));
    // A step id and a question id of the same name are different milestones.
    QVERIFY(!progress.isAnsweredRight(QStringLiteral("lab"), QStringLiteral("guide1")));
    QVERIFY(progress.markAnsweredRight(QStringLiteral("lab"), QStringLiteral("fix")));
    QCOMPARE(progress.answeredRight(QStringLiteral("lab")), 1);
    QVERIFY(progress.started(QStringLiteral("lab")));
    QVERIFY(!progress.started(QStringLiteral("detect")));

    for (const QString &id : LessonProgress::stepIds(QStringLiteral("detect")))
        progress.markStepDone(QStringLiteral("detect"), id);
    QVERIFY(!progress.complete(QStringLiteral("detect")));
    for (const QString &id : LessonProgress::questionIds(QStringLiteral("detect")))
        progress.markAnsweredRight(QStringLiteral("detect"), id);
    QVERIFY(progress.complete(QStringLiteral("detect")));
}

void TestLessonProgress::refusesUnknownIds()
{
    LessonProgress progress;
    QSignalSpy changed(&progress, &LessonProgress::changed);
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression("lesson \"lab\" has no step \"guide5\""));
    QVERIFY(!progress.markStepDone(QStringLiteral("lab"), QStringLiteral("guide5")));
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression("lesson \"nope\" has no question \"q1\""));
    QVERIFY(!progress.markAnsweredRight(QStringLiteral("nope"), QStringLiteral("q1")));
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression("lesson \"keys-vs-load\" has no step \"q1\""));
    QVERIFY(!progress.markStepDone(QStringLiteral("keys-vs-load"), QStringLiteral("q1")));
    // The Start page and unknown lessons are no place to continue from.
    progress.recordVisit(QStringLiteral("start"));
    progress.recordVisit(QStringLiteral("nope"));
    QCOMPARE(progress.lastLesson(), QString());
    QCOMPARE(changed.count(), 0);
    QVERIFY(!progress.started(QStringLiteral("lab")));
}

void TestLessonProgress::summaryInEachLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("notStarted");
    QTest::addColumn<QString>("oneStep");
    QTest::addColumn<QString>("lab");
    QTest::newRow("en") << "en"
                        << "Not started"
                        << "1 of 3 steps"
                        << "2 of 4 steps · 1 of 5 right";
    QTest::newRow("de") << "de"
                        << "Noch nicht begonnen"
                        << "1 von 3 Schritten"
                        << "2 von 4 Schritten · 1 von 5 richtig";
    QTest::newRow("id") << "id"
                        << "Belum dimulai"
                        << "1 dari 3 langkah"
                        << "2 dari 4 langkah · 1 dari 5 benar";
}

void TestLessonProgress::summaryInEachLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, notStarted);
    QFETCH(QString, oneStep);
    QFETCH(QString, lab);
    LessonProgress progress;
    QSignalSpy changed(&progress, &LessonProgress::changed);
    QVERIFY(LanguageService::instance()->setLanguage(language));
    // A switch re-words the summaries: bindings that read `revision` follow it.
    QCOMPARE(changed.count(), language == QLatin1String("en") ? 0 : 1);
    QCOMPARE(progress.summary(QStringLiteral("throttling")), notStarted);
    progress.markStepDone(QStringLiteral("detect"), QStringLiteral("narrowing"));
    // Detect has steps and questions; only the part reached is a number worth showing, but
    // both are said, so "0 of 2 right" tells what is left.
    QVERIFY(progress.summary(QStringLiteral("detect")).startsWith(oneStep));
    progress.markStepDone(QStringLiteral("lab"), QStringLiteral("guide1"));
    progress.markStepDone(QStringLiteral("lab"), QStringLiteral("guide2"));
    progress.markAnsweredRight(QStringLiteral("lab"), QStringLiteral("guide2"));
    QCOMPARE(progress.summary(QStringLiteral("lab")), lab);
}

void TestLessonProgress::survivesARestart()
{
    {
        LessonProgress progress;
        progress.markStepDone(QStringLiteral("throttling"), QStringLiteral("burst"));
        progress.markAnsweredRight(QStringLiteral("subkeys"), QStringLiteral("q2One"));
        progress.recordVisit(QStringLiteral("subkeys"));
    }
    LessonProgress restarted;
    QVERIFY(restarted.isStepDone(QStringLiteral("throttling"), QStringLiteral("burst")));
    QVERIFY(restarted.isAnsweredRight(QStringLiteral("subkeys"), QStringLiteral("q2One")));
    QCOMPARE(restarted.answeredRight(QStringLiteral("subkeys")), 1);
    QCOMPARE(restarted.lastLesson(), QStringLiteral("subkeys"));
}

void TestLessonProgress::damagedEntriesAreSkipped()
{
    {
        const auto settings = AppSettings::open();
        settings->setValue(QStringLiteral("progress/lab/steps"),
                           QStringList {QStringLiteral("guide1"), QStringLiteral("guide9"), QStringLiteral("guide3")});
        settings->setValue(QStringLiteral("progress/detect/questions"), 42);
        settings->setValue(QStringLiteral("progress/lastLesson"), QStringLiteral("no-such-lesson"));
        settings->setValue(QStringLiteral("display/highContrast"), true);
    }
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression("ignored damaged entries in \"progress/lab/steps\""));
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression("ignored damaged entries in \"progress/detect/questions\""));
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression("ignored the unknown last lesson \"no-such-lesson\""));
    LessonProgress progress;
    // The good ids of a damaged entry stay; the damaged ones go.
    QCOMPARE(progress.stepsDone(QStringLiteral("lab")), 2);
    QVERIFY(progress.isStepDone(QStringLiteral("lab"), QStringLiteral("guide3")));
    QCOMPARE(progress.answeredRight(QStringLiteral("detect")), 0);
    QCOMPARE(progress.lastLesson(), QString());
    // Nothing else in the file is lost, and new progress is saved beside it.
    progress.markStepDone(QStringLiteral("lab"), QStringLiteral("guide2"));
    const auto settings = AppSettings::open();
    QCOMPARE(settings->value(QStringLiteral("display/highContrast")).toBool(), true);
    QCOMPARE(settings->value(QStringLiteral("progress/lab/steps")).toStringList(),
             (QStringList {QStringLiteral("guide1"), QStringLiteral("guide2"), QStringLiteral("guide3")}));
}

void TestLessonProgress::unreadableFileGivesDefaults()
{
    // init()'s language is still on its way to the file; it must not land after the noise.
    AppSettings::flush();
    QFile file(AppSettings::filePath());
    QVERIFY(file.open(QIODevice::WriteOnly));
    // Not an INI file: a group header that never closes and binary noise.
    file.write("[progress\n\x01\x02\xff=\n[");
    file.close();
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression("settings file .* could not be read; using defaults"));
    LessonProgress progress;
    QCOMPARE(progress.lastLesson(), QString());
    QVERIFY(!progress.started(QStringLiteral("lab")));
    QVERIFY(progress.markStepDone(QStringLiteral("lab"), QStringLiteral("guide1")));
    QCOMPARE(progress.stepsDone(QStringLiteral("lab")), 1);
}

void TestLessonProgress::clearForgetsEverything()
{
    {
        LessonProgress progress;
        progress.markStepDone(QStringLiteral("lab"), QStringLiteral("guide1"));
        progress.markAnsweredRight(QStringLiteral("keys-vs-load"), QStringLiteral("q3"));
        progress.recordVisit(QStringLiteral("lab"));
        AppSettings::open()->setValue(QStringLiteral("display/textScale"), 1.3);
        QSignalSpy changed(&progress, &LessonProgress::changed);
        progress.clear();
        QCOMPARE(changed.count(), 1);
        QVERIFY(!progress.started(QStringLiteral("lab")));
        QVERIFY(!progress.started(QStringLiteral("keys-vs-load")));
        QCOMPARE(progress.lastLesson(), QString());
    }
    LessonProgress restarted;
    QVERIFY(!restarted.started(QStringLiteral("lab")));
    QCOMPARE(restarted.lastLesson(), QString());
    // The settings stay.
    QCOMPARE(AppSettings::open()->value(QStringLiteral("display/textScale")).toDouble(), 1.3);
}

QTEST_GUILESS_MAIN(TestLessonProgress)
#include "tst_lessonprogress.moc"
