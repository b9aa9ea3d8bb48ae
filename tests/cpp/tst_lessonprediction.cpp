// hotspot-models-test: links hotspotmodels, no Qt Quick, Charts or Widgets (models_links_models_only checks it).
// LessonPrediction, the committed prediction of a lesson part: choosing, committing,
// refusals, the verdict once the owner reveals the result, and predicting again.
#include "lessons/catalog/LessonPrediction.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

class TestLessonPrediction : public QObject
{
    Q_OBJECT

private:
    static void giveTexts(LessonPrediction &prediction)
    {
        prediction.setTexts(QStringLiteral("Which way?"),
                            {QStringLiteral("Left"), QStringLiteral("Straight"), QStringLiteral("Right")},
                            QStringLiteral("Now walk."), QStringLiteral("You are already there."));
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void startsOpenWithNothingChosen()
    {
        LessonPrediction prediction;
        giveTexts(prediction);
        QCOMPARE(prediction.chosenIndex(), -1);
        QVERIFY(prediction.isOpen());
        QVERIFY(!prediction.committed());
        QVERIFY(!prediction.canCommit());
        QVERIFY(prediction.awaitingCommit());
        QVERIFY(!prediction.revealed());
        QCOMPARE(prediction.verdict(), LessonPrediction::NotYet);
        QCOMPARE(prediction.statusText(),
                 QStringLiteral("Pick the answer you expect, then commit it before you look."));
        QVERIFY(prediction.verdictText().isEmpty());
        QVERIFY(prediction.resultText().isEmpty());
    }

    void commitThenReveal()
    {
        LessonPrediction prediction;
        giveTexts(prediction);
        QSignalSpy state(&prediction, &LessonPrediction::stateChanged);
        prediction.setChosenIndex(2);
        QCOMPARE(state.count(), 1);
        QVERIFY(prediction.canCommit());
        QCOMPARE(prediction.statusText(), QStringLiteral("Commit your prediction, then go and look."));
        QVERIFY(prediction.commit());
        QVERIFY(prediction.committed());
        QVERIFY(!prediction.awaitingCommit());
        QCOMPARE(prediction.statusText(), QStringLiteral("Your prediction: “Right”. Now walk."));

        // The result comes into view: the owner says which choice it proves right.
        prediction.setOpen(false);
        prediction.setOutcome(2, QStringLiteral("It was right."));
        QVERIFY(prediction.revealed());
        QCOMPARE(prediction.outcomeIndex(), 2);
        QCOMPARE(prediction.verdict(), LessonPrediction::Right);
        QCOMPARE(prediction.verdictText(), QStringLiteral("Right: the result is what you predicted."));
        QCOMPARE(prediction.resultText(), QStringLiteral("It was right."));
        QCOMPARE(prediction.statusText(), QStringLiteral("Your prediction: “Right”."));

        // Out of view again (the student changed the figures back): no verdict until it returns.
        prediction.setOpen(true);
        prediction.setOutcome(-1, {});
        QVERIFY(!prediction.revealed());
        QCOMPARE(prediction.verdict(), LessonPrediction::NotYet);
        QVERIFY(prediction.committed());
    }

    void aWrongPredictionNamesTheResult()
    {
        LessonPrediction prediction;
        giveTexts(prediction);
        prediction.setChosenIndex(0);
        QVERIFY(prediction.commit());
        prediction.setOutcome(1, QStringLiteral("Straight on."));
        QCOMPARE(prediction.verdict(), LessonPrediction::Wrong);
        QCOMPARE(prediction.verdictText(), QStringLiteral("Not quite: the result is “Straight”."));
    }

    void refusalsLeaveTheStateAsItWas()
    {
        LessonPrediction prediction;
        giveTexts(prediction);
        QSignalSpy state(&prediction, &LessonPrediction::stateChanged);

        QTest::ignoreMessage(QtWarningMsg, "LessonPrediction: nothing to commit; choose an answer first");
        QVERIFY(!prediction.commit());
        QTest::ignoreMessage(QtWarningMsg, "LessonPrediction: choice 3 refused; it must be from -1 to 2");
        prediction.setChosenIndex(3);
        QTest::ignoreMessage(QtWarningMsg, "LessonPrediction: choice -2 refused; it must be from -1 to 2");
        prediction.setChosenIndex(-2);
        QCOMPARE(prediction.chosenIndex(), -1);
        QCOMPARE(state.count(), 0);

        // While the result is in view, a prediction would only copy it.
        prediction.setChosenIndex(1);
        prediction.setOpen(false);
        QVERIFY(!prediction.canCommit());
        QCOMPARE(prediction.statusText(), QStringLiteral("You are already there."));
        QTest::ignoreMessage(QtWarningMsg,
                             "LessonPrediction: the result is already in view; a prediction now would only copy it");
        QVERIFY(!prediction.commit());
        QVERIFY(!prediction.committed());

        prediction.setOpen(true);
        QVERIFY(prediction.commit());
        QTest::ignoreMessage(QtWarningMsg, "LessonPrediction: already committed; clear() it to predict again");
        QVERIFY(!prediction.commit());
        QTest::ignoreMessage(QtWarningMsg,
                             "LessonPrediction: the prediction is committed; clear() it before choosing again");
        prediction.setChosenIndex(0);
        QCOMPARE(prediction.chosenIndex(), 1);
    }

    void anOutcomeOutsideTheChoicesIsNoOutcome()
    {
        LessonPrediction prediction;
        giveTexts(prediction);
        prediction.setChosenIndex(0);
        QVERIFY(prediction.commit());
        prediction.setOutcome(7, QStringLiteral("Nowhere."));
        QCOMPARE(prediction.outcomeIndex(), -1);
        QVERIFY(!prediction.revealed());
        QVERIFY(prediction.resultText().isEmpty());
    }

    void predictAgain()
    {
        LessonPrediction prediction;
        giveTexts(prediction);
        prediction.setChosenIndex(1);
        QVERIFY(prediction.commit());
        prediction.setOutcome(1, QStringLiteral("Straight on."));
        prediction.clear();
        QVERIFY(!prediction.committed());
        QCOMPARE(prediction.chosenIndex(), -1);
        QCOMPARE(prediction.verdict(), LessonPrediction::NotYet);
        QVERIFY(prediction.resultText().isEmpty());
        // Clearing what is already clear announces nothing.
        QSignalSpy state(&prediction, &LessonPrediction::stateChanged);
        prediction.clear();
        QCOMPARE(state.count(), 0);
    }

    void newTextsKeepAChoiceTheyStillHave()
    {
        LessonPrediction prediction;
        giveTexts(prediction);
        prediction.setChosenIndex(2);
        QVERIFY(prediction.commit());
        QSignalSpy texts(&prediction, &LessonPrediction::textsChanged);
        // A language switch: the same three choices in other words.
        prediction.setTexts(QStringLiteral("Wohin?"),
                            {QStringLiteral("Links"), QStringLiteral("Geradeaus"), QStringLiteral("Rechts")},
                            QStringLiteral("Jetzt gehen."), QStringLiteral("Schon da."));
        QCOMPARE(texts.count(), 1);
        QVERIFY(prediction.committed());
        QCOMPARE(prediction.chosenIndex(), 2);
        // Fewer choices than the one committed: the prediction goes.
        prediction.setTexts(QStringLiteral("Yes or no?"), {QStringLiteral("Yes"), QStringLiteral("No")}, {}, {});
        QVERIFY(!prediction.committed());
        QCOMPARE(prediction.chosenIndex(), -1);
    }
};

QTEST_GUILESS_MAIN(TestLessonPrediction)
#include "tst_lessonprediction.moc"
