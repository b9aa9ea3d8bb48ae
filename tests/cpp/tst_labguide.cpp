// hotspot-models-test: links hotspotmodels, no Qt Quick, Charts or Widgets (models_links_models_only checks it).
// LabGuide: the lab's four guided steps with right, wrong and no predictions, skips,
// restarts, the live progress of step 4, and texts that follow the language.
#include "i18n/LanguageService.h"
#include "lessons/lab/LabGuide.h"
#include "lessons/lab/MitigationLab.h"
#include "lessons/lab/PartitionLab.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

class TestLabGuide : public QObject
{
    Q_OBJECT

private:
    // Chooses the entry whose label is `label` in the prediction box, as a student would.
    static void predict(LabGuide &guide, const QString &label)
    {
        const int index = int(guide.predictionChoices().indexOf(label));
        QVERIFY2(index > 0,
                 qPrintable(label + QStringLiteral(" is not offered: ")
                            + guide.predictionChoices().join(QStringLiteral(", "))));
        guide.setPredictionIndex(index);
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(LanguageService::instance()->applyLanguage(QStringLiteral("en")));
    }
    void cleanup() { LanguageService::instance()->applyLanguage(QStringLiteral("en")); }

    void startsAtStepOneAsking()
    {
        PartitionLab lab;
        LabGuide guide;
        guide.setLab(&lab);
        QCOMPARE(guide.step(), 1);
        QCOMPARE(guide.stepCount(), 4);
        QVERIFY(guide.asking());
        QVERIFY(guide.canAct());
        QVERIFY(!guide.canGoOn());
        QVERIFY(!guide.canRestart());
        QCOMPARE(guide.heading(), QStringLiteral("Guided step 1 of 4"));
        QCOMPARE(guide.question(),
                 QStringLiteral("Your prediction: how many requests will wait at P0 after this batch?"));
        QCOMPARE(guide.actionText(), QStringLiteral("Send 12 requests + step"));
        // "No prediction", then 0 to 12 waiting.
        QCOMPARE(guide.predictionChoices().size(), 14);
        QCOMPARE(guide.predictionChoices().first(), QStringLiteral("No prediction"));
        QCOMPARE(guide.predictionChoices().last(), QStringLiteral("12"));
        QCOMPARE(guide.prediction(), -1);
        // Nothing is answered before the question is asked.
        QCOMPARE(guide.answer(), -1);
        QCOMPARE(guide.verdict(), LabGuide::NotYet);
        QVERIFY(guide.resultText().isEmpty());
        QVERIFY(guide.verdictText().isEmpty());
        QVERIFY(!guide.batchTotalsShown());
    }

    void fourStepsWithRightPredictions()
    {
        PartitionLab lab;
        LabGuide guide;
        guide.setLab(&lab);

        // Step 1: an even batch leaves nothing waiting at P0.
        predict(guide, QStringLiteral("0"));
        QCOMPARE(guide.prediction(), 0);
        guide.act();
        QVERIFY(guide.revealed());
        QVERIFY(!guide.asking());
        QCOMPARE(lab.profile(), PartitionLab::Even);
        QCOMPARE(lab.received(0), 4);
        QCOMPARE(guide.answer(), 0);
        QCOMPARE(guide.verdict(), LabGuide::Right);
        QCOMPARE(guide.resultText(),
                 QStringLiteral("Arrivals 4 / 4 / 4: each partition received 4 requests and "
                                "finished 4 in the same step. Nothing waits."));
        QCOMPARE(guide.verdictText(), QStringLiteral("Right. You predicted 0, and the table shows 0 waiting at P0."));
        QVERIFY(guide.canGoOn());
        QCOMPARE(guide.nextText(), QStringLiteral("Next step"));
        guide.nextStep();

        // Step 2: P0 owns hot key 0; the switch only starts a new run.
        QCOMPARE(guide.step(), 2);
        QCOMPARE(guide.predictionChoices(), (QStringList {"No prediction", "P0", "P1", "P2"}));
        predict(guide, QStringLiteral("P0"));
        guide.act();
        QCOMPARE(lab.profile(), PartitionLab::HotKey);
        QCOMPARE(lab.stepCount(), 0);
        QCOMPARE(guide.verdict(), LabGuide::NotYet); // step 3 checks the owner
        QCOMPARE(guide.answer(), -1);
        QCOMPARE(guide.verdictText(),
                 QStringLiteral("You predicted P0. Send the batch to see whether you were right."));
        // 10 / 1 / 1 per batch would answer step 3 before it is asked.
        QVERIFY(!guide.batchTotalsShown());
        guide.nextStep();

        // Step 3: 10 arrive at P0, 4 are finished, 6 wait.
        QCOMPARE(guide.step(), 3);
        // Its question does not name the owner: that is step 2's answer, still unchecked.
        QCOMPARE(guide.question(),
                 QStringLiteral("Your prediction: how many requests will wait at the busiest "
                                "partition after this batch?"));
        QVERIFY(!guide.instruction().contains(QStringLiteral("P0")));
        predict(guide, QStringLiteral("6"));
        QVERIFY(!guide.batchTotalsShown());
        guide.act();
        QVERIFY(guide.batchTotalsShown());
        QCOMPARE(guide.answer(), 6);
        QCOMPARE(guide.verdict(), LabGuide::Right);
        QCOMPARE(guide.resultText(),
                 QStringLiteral("Arrivals 10 / 1 / 1. P0 finished 4 and has 6 waiting; the other two partitions "
                                "finished all they received. There were 12 units of capacity, but only 6 requests "
                                "were completed."));
        QCOMPARE(guide.verdictText(),
                 QStringLiteral("Your owner prediction was right: P0 received 10 of 12 requests.\n"
                                "Right. You predicted 6, and the table shows 6 waiting at P0."));
        guide.nextStep();

        // Step 4: the second batch leaves 12 waiting; three drain steps empty the queue.
        QCOMPARE(guide.step(), 4);
        QCOMPARE(guide.predictionChoices(), (QStringList {"No prediction", "1", "2", "3", "4", "5", "6"}));
        predict(guide, QStringLiteral("3"));
        QCOMPARE(guide.actionText(), QStringLiteral("Send the second batch"));
        guide.act();
        QVERIFY(guide.draining());
        QVERIFY(!guide.revealed());
        QVERIFY(!guide.asking());
        QCOMPARE(lab.waiting(0), 12);
        QCOMPARE(guide.actionText(), QStringLiteral("Drain one step"));
        // The progress line says what the table says, at once (it said 0 here before).
        QCOMPARE(guide.progressText(), QStringLiteral("Waiting at P0: 12. Drain steps so far: 0."));
        guide.act();
        QCOMPARE(guide.progressText(), QStringLiteral("Waiting at P0: 8. Drain steps so far: 1."));
        guide.act();
        QCOMPARE(guide.progressText(), QStringLiteral("Waiting at P0: 4. Drain steps so far: 2."));
        QCOMPARE(guide.answer(), -1);
        guide.act();
        QVERIFY(guide.revealed());
        QVERIFY(guide.progressText().isEmpty());
        QCOMPARE(guide.drainsDone(), 3);
        QCOMPARE(guide.answer(), 3);
        QCOMPARE(guide.verdict(), LabGuide::Right);
        QCOMPARE(guide.verdictText(), QStringLiteral("Right: 3 drain steps."));
        QCOMPARE(guide.resultText(),
                 QStringLiteral("After the second batch P0 had 12 requests waiting. At 4 per step "
                                "that takes 3 drain steps, and the queue is empty now."));
        QCOMPARE(guide.nextText(), QStringLiteral("Finish"));
        guide.nextStep();
        QVERIFY(guide.finished());
        QCOMPARE(guide.heading(), QStringLiteral("All four steps done"));
        QVERIFY(!guide.canAct());
        QVERIFY(!guide.canGoOn());
        QVERIFY(guide.canRestart());
        // Done is done: more presses change nothing.
        guide.nextStep();
        guide.act();
        QCOMPARE(guide.step(), 5);
        QCOMPARE(lab.stepCount(), 5);
    }

    void wrongPredictionsAreExplained()
    {
        PartitionLab lab;
        LabGuide guide;
        guide.setLab(&lab);
        predict(guide, QStringLiteral("3"));
        guide.act();
        QCOMPARE(guide.verdict(), LabGuide::Wrong);
        QCOMPARE(guide.verdictText(),
                 QStringLiteral("Not quite. You predicted 3; the table shows 0 waiting at P0. Each "
                                "partition received 4 and can finish 4 per step, so an even "
                                "batch leaves no queue."));
        guide.nextStep();
        predict(guide, QStringLiteral("P1"));
        guide.act();
        guide.nextStep();
        predict(guide, QStringLiteral("4"));
        guide.act();
        QCOMPARE(guide.verdict(), LabGuide::Wrong);
        QCOMPARE(guide.verdictText(),
                 QStringLiteral("You expected P1, but P0 got most of the work: 10 of 12 requests. Key 0 belongs to P0 "
                                "(0 mod 3 = 0), and so does key 3, the third key after it.\n"
                                "Not quite. You predicted 4; the table shows 6 waiting at P0. P0 received 10 requests "
                                "but can finish only 4 per step, so 6 stay in its queue."));
        guide.nextStep();
        predict(guide, QStringLiteral("2"));
        for (int press = 0; press < 4; ++press)
            guide.act();
        QVERIFY(guide.revealed());
        QCOMPARE(guide.verdict(), LabGuide::Wrong);
        QCOMPARE(guide.verdictText(),
                 QStringLiteral("Not quite. You predicted 2 drain steps; it took 3. The queue grows by 6 with every "
                                "hot batch, only its owner can work on it, and the free capacity of the other "
                                "partitions expires unused."));
    }

    // A prediction of one drain step is a count of one: singular in every language.
    void oneDrainStepIsSingular_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("expected");
        QTest::newRow("en") << QStringLiteral("en")
                            << QStringLiteral("Not quite. You predicted 1 drain step; it took 3.");
        QTest::newRow("de") << QStringLiteral("de")
                            << QStringLiteral("Nicht ganz. Sie haben 1 Abbauschritt vorhergesagt, nötig waren 3.");
        QTest::newRow("id") << QStringLiteral("id")
                            << QStringLiteral("Belum tepat. Tebakanmu 1 langkah pengurasan antrean, ternyata perlu 3.");
    }

    void oneDrainStepIsSingular()
    {
        QFETCH(QString, language);
        QFETCH(QString, expected);
        QVERIFY(LanguageService::instance()->applyLanguage(language));
        PartitionLab lab;
        LabGuide guide;
        guide.setLab(&lab);
        for (int step = 1; step < 4; ++step)
            guide.nextStep();
        QCOMPARE(guide.step(), 4);
        predict(guide, QStringLiteral("1"));
        for (int press = 0; press < 4; ++press)
            guide.act();
        QCOMPARE(guide.verdict(), LabGuide::Wrong);
        QVERIFY2(guide.verdictText().startsWith(expected), qPrintable(guide.verdictText()));
    }

    void predictionsAreOptional()
    {
        PartitionLab lab;
        LabGuide guide;
        guide.setLab(&lab);
        guide.act();
        QCOMPARE(guide.verdict(), LabGuide::NoPrediction);
        QCOMPARE(guide.verdictText(),
                 QStringLiteral("No prediction this time. That is fine: compare the table with what you expected."));
        guide.nextStep();
        guide.act();
        QCOMPARE(guide.verdictText(),
                 QStringLiteral("No prediction this time. That is fine: watch which bar rises in step 3."));
        guide.nextStep();
        guide.act();
        QVERIFY(guide.verdictText().startsWith(QStringLiteral("P0 got most of the work: 10 of 12 requests.\n")));
        guide.nextStep();
        for (int press = 0; press < 4; ++press)
            guide.act();
        QCOMPARE(guide.verdictText(),
                 QStringLiteral("No prediction this time. Notice how the idle capacity at the "
                                "other partitions did not help."));
    }

    void skippedStepsStillLeadToTheSecondBatch()
    {
        PartitionLab lab;
        LabGuide guide;
        guide.setLab(&lab);
        QSignalSpy state(&guide, &LabGuide::stateChanged);
        guide.nextStep();
        guide.nextStep();
        QVERIFY(!guide.batchTotalsShown());
        guide.nextStep();
        QCOMPARE(state.count(), 3);
        QCOMPARE(guide.step(), 4);
        // Step 3 skipped: nothing is left for the totals to answer.
        QVERIFY(guide.batchTotalsShown());
        QVERIFY(guide.canRestart());
        // Nothing was sent: step 4 replays step 3's batch first, so this is still the second.
        QCOMPARE(lab.totalReceived(), 0);
        guide.act();
        QCOMPARE(lab.waiting(0), 12);
        QCOMPARE(lab.drainStepsToEmpty(), 3);
        // Skipping step 4 in the middle of draining ends the steps.
        guide.nextStep();
        QVERIFY(guide.finished());
    }

    // A student who plays with the lab's own buttons between steps 3 and 4 still gets
    // step 4's second batch, and a right prediction of 3 drain steps is judged right.
    void playingBetweenStepsKeepsStepFourRight()
    {
        PartitionLab lab;
        LabGuide guide;
        guide.setLab(&lab);
        guide.nextStep();
        guide.nextStep();
        guide.act(); // step 3: the first hot batch
        guide.nextStep();
        lab.sendBatch(); // free play: a batch of its own
        lab.sendBatch();
        QCOMPARE(lab.waiting(0), 18);
        predict(guide, QStringLiteral("3"));
        guide.act();
        QCOMPARE(lab.waiting(0), 12);
        QCOMPARE(lab.drainStepsToEmpty(), 3);
        for (int drains = 0; drains < 3; ++drains)
            guide.act();
        QVERIFY(guide.revealed());
        QCOMPARE(guide.answer(), 3);
        QCOMPARE(guide.verdict(), LabGuide::Right);
    }

    void skippingStepTwoForgetsNoOwner()
    {
        PartitionLab lab;
        LabGuide guide;
        guide.setLab(&lab);
        guide.nextStep();
        // An owner chosen in step 2 but not confirmed by its action does not count in step 3.
        predict(guide, QStringLiteral("P2"));
        guide.nextStep();
        QCOMPARE(guide.prediction(), -1); // every step starts with no prediction
        guide.act();
        QVERIFY(guide.verdictText().startsWith(QStringLiteral("P0 got most of the work")));
    }

    // The totals per batch wait for step 3's batch; a restart holds them back again.
    void batchTotalsWaitForTheHotBatch()
    {
        PartitionLab lab;
        LabGuide guide;
        guide.setLab(&lab);
        guide.act();
        QVERIFY(!guide.batchTotalsShown());
        guide.nextStep();
        guide.act();
        QVERIFY(!guide.batchTotalsShown());
        guide.nextStep();
        QSignalSpy state(&guide, &LabGuide::stateChanged);
        guide.act();
        QVERIFY(guide.batchTotalsShown());
        QVERIFY(!state.isEmpty()); // bindings on it follow
        lab.setHotKey(5);
        guide.restart();
        QVERIFY(!guide.batchTotalsShown());
        // Nor does the lab keep the hot run that would answer the steps again.
        QCOMPARE(lab.profile(), PartitionLab::Even);
        QCOMPARE(lab.totalReceived(), 0);
        QCOMPARE(lab.hotKey(), 5);
    }

    void restartBeginsAgain()
    {
        PartitionLab lab;
        LabGuide guide;
        guide.setLab(&lab);
        predict(guide, QStringLiteral("0"));
        guide.act();
        guide.nextStep();
        predict(guide, QStringLiteral("P1"));
        guide.act();
        guide.restart();
        QCOMPARE(guide.step(), 1);
        QVERIFY(!guide.revealed());
        QVERIFY(guide.asking());
        QCOMPARE(guide.predictionIndex(), 0);
        QVERIFY(guide.verdictText().isEmpty());
        QVERIFY(!guide.canRestart());
        // The owner guessed before the restart is gone too.
        guide.nextStep();
        guide.nextStep();
        guide.act();
        QVERIFY(guide.verdictText().startsWith(QStringLiteral("P0 got most of the work")));
    }

    // "Try a fix" asks its question after step 3, so a run left there would answer it: a
    // restart empties it and keeps the chosen measure. A guide without one restarts too.
    void restartEmptiesTheFixRun()
    {
        PartitionLab lab;
        MitigationLab fixLab;
        LabGuide guide;
        guide.setLab(&lab);
        QSignalSpy fixLabChanged(&guide, &LabGuide::fixLabChanged);
        guide.setFixLab(&fixLab);
        guide.setFixLab(&fixLab);
        QCOMPARE(fixLabChanged.count(), 1);
        fixLab.setFix(MitigationLab::CacheReads);
        fixLab.sendBatch();
        fixLab.sendBatch();
        QCOMPARE(fixLab.stepCount(), 2);
        QVERIFY(fixLab.totalReceived() > 0);
        guide.restart();
        QCOMPARE(fixLab.stepCount(), 0);
        QCOMPARE(fixLab.totalReceived(), 0);
        QCOMPARE(fixLab.totalWaiting(), 0);
        QCOMPARE(fixLab.fix(), MitigationLab::CacheReads);

        guide.setFixLab(nullptr);
        fixLab.sendBatch();
        guide.restart();
        QCOMPARE(guide.step(), 1);
        QCOMPARE(fixLab.stepCount(), 1);
    }

    void resultStaysWhileThePupilPlays()
    {
        PartitionLab lab;
        LabGuide guide;
        guide.setLab(&lab);
        guide.nextStep();
        guide.nextStep();
        guide.act();
        const QString result = guide.resultText();
        lab.sendBatch();
        lab.drainStep();
        QCOMPARE(guide.resultText(), result);
    }

    void invalidPredictionIsRefused()
    {
        PartitionLab lab;
        LabGuide guide;
        guide.setLab(&lab);
        QSignalSpy changed(&guide, &LabGuide::predictionIndexChanged);
        QTest::ignoreMessage(QtWarningMsg, "LabGuide: prediction 14 refused; valid entries are 0-13");
        guide.setPredictionIndex(14);
        QTest::ignoreMessage(QtWarningMsg, "LabGuide: prediction -1 refused; valid entries are 0-13");
        guide.setPredictionIndex(-1);
        QCOMPARE(guide.predictionIndex(), 0);
        QCOMPARE(changed.count(), 0);
    }

    void withoutALabNothingHappens()
    {
        LabGuide guide;
        guide.act();
        QCOMPARE(guide.step(), 1);
        QVERIFY(!guide.revealed());
        QVERIFY(guide.question().isEmpty());
        QCOMPARE(guide.predictionChoices(), QStringList {QStringLiteral("No prediction")});
    }

    void textsFollowTheLanguage()
    {
        PartitionLab lab;
        LabGuide guide;
        guide.setLab(&lab);
        guide.nextStep();
        guide.nextStep();
        guide.nextStep();
        guide.act();
        QSignalSpy texts(&guide, &LabGuide::textsChanged);
        QSignalSpy state(&guide, &LabGuide::stateChanged);
        QVERIFY(LanguageService::instance()->applyLanguage(QStringLiteral("de")));
        QCOMPARE(texts.count(), 1);
        QCOMPARE(state.count(), 0);
        QCOMPARE(guide.heading(), QStringLiteral("Geführter Schritt 4 von 4"));
        QCOMPARE(guide.progressText(), QStringLiteral("Wartend bei P0: 12. Bisherige Abbauschritte: 0."));
        QCOMPARE(guide.predictionChoices().first(), QStringLiteral("Keine Vorhersage"));
    }
};

QTEST_GUILESS_MAIN(TestLabGuide)
#include "tst_labguide.moc"
