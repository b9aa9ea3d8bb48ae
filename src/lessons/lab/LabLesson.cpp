// The lesson "lab": its entry in the catalogue, its milestones, questions, teacher notes,
// sheet and shortcuts (LessonDefinition), registered through hotspot_add_lesson().
#include "i18n/NumberFormat.h"
#include "lessons/catalog/LessonDefinition.h"
#include "lessons/catalog/LessonPrediction.h"
#include "lessons/lab/LabDiscussion.h"
#include "lessons/lab/LabGuide.h"
#include "lessons/lab/MitigationLab.h"
#include "lessons/lab/PartitionLab.h"
#include "teaching/LessonSheet.h"
#include "teaching/TeacherNotes.h"

namespace {

TeacherNotes teacherNotes()
{
    TeacherNotes notes;
    notes.goals = {
        TeacherNotes::tr(
            "Students can predict which partition receives most of a batch from the rule owner = key mod 3."),
        TeacherNotes::tr(
            "Students can explain why a queue grows at one owner while capacity at the others goes unused."),
        TeacherNotes::tr(
            "Students can compare a cache, moving the key, splitting it and adding partitions by what each does "
            "to the work that reaches the owner, and by its price."),
    };
    notes.situation = {
        TeacherNotes::tr(
            "12 keys, 0 to 11, live on 3 partitions. A key's owner is key mod 3: P0 owns 0, 3, 6 and 9, P1 owns "
            "1, 4, 7 and 10, P2 owns 2, 5, 8 and 11."),
        TeacherNotes::tr(
            "In each step a partition finishes at most 4 requests, older waiting ones first. Capacity it does not "
            "use is lost; it is never lent to another partition."),
        TeacherNotes::tr(
            "A batch has 12 requests. In the Even profile every key gets one. In the Hot key profile the hot key "
            "(key 0 unless you pick another) gets 9, and the next three keys get one each."),
    };
    notes.openingAnswer = TeacherNotes::tr(
        "The hot key's owner does it: key 0 lives on P0 (0 mod 3), and so does key 3, so P0 receives 10 of "
        "every 12 requests. It finishes 4 per step, so its queue grows by 6 with every hot batch, while the "
        "spare capacity of P1 and P2 goes unused.");
    notes.timing45 = {
        TeacherNotes::tr("5 min: the rule owner = key mod 3 on the board. Students list the keys of each partition."),
        TeacherNotes::tr(
            "15 min: guided steps 1 to 4 on the projector. Every prediction goes on paper before anyone presses "
            "a button."),
        TeacherNotes::tr(
            "15 min: \"Try a fix\". Each group takes one fix, predicts, runs it beside the run without a fix and "
            "reports the queue after one batch."),
        TeacherNotes::tr(
            "10 min: discussion question 2: which fix lowers the work at the owner, and which only moves it?"),
    };
    notes.timing90 = {
        TeacherNotes::tr("10 min: the rule and the key lists, and why even placement looks safe."),
        TeacherNotes::tr("20 min: guided steps 1 to 4, predictions on paper, one student at the controls."),
        TeacherNotes::tr("10 min: free play with hot key 1 and hot key 3: which bar rises, and why?"),
        TeacherNotes::tr(
            "25 min: \"Try a fix\" in four groups. Each group presents its numbers and the price of its fix."),
        TeacherNotes::tr("10 min: the limits of the model. Which of them would change the result in a real store?"),
        TeacherNotes::tr("15 min: the three questions for discussion."),
    };
    notes.runningPredictions = {
        TeacherNotes::tr(
            "Before each guided action, everyone writes down a number; then hands up for each value. The student "
            "at the controls presses only after that."),
        TeacherNotes::tr(
            "Step 2 asks for a partition. Ask for the reason too: the key lists on the board decide it, not the "
            "bar chart."),
        TeacherNotes::tr("In step 4, count the drain steps aloud with the class while the queue empties."),
        TeacherNotes::tr(
            "For each fix, have the group say which of the four outcomes it expects before it sends the batch."),
    };
    notes.misconceptions = {
        TeacherNotes::tr(
            "\"Even placement means even work.\" Every partition owns 4 keys, yet one receives 10 of the 12 "
            "requests."),
        TeacherNotes::tr(
            "\"The idle partitions will help.\" Capacity expires with the step; only a key's owner can work on it."),
        TeacherNotes::tr(
            "\"Another hot key spreads the load.\" Hot key 1 moves the load to P1, and hot key 3 brings it back "
            "to P0: the work still lands on one owner."),
        TeacherNotes::tr(
            "\"More sub-keys are always better.\" With 4 sub-keys two of them share P0 (6/3/3); 3 sub-keys give "
            "4/4/4."),
        TeacherNotes::tr(
            "\"More partitions split a hot key.\" With 4 partitions the hot key still sends 9 requests to one "
            "owner, and most keys change owner."),
    };
    notes.wrongChoices.insert(
        QStringLiteral("fix"),
        TeacherNotes::tr(
            "Students often expect no queue from adding partitions: the hot key's 9 requests still reach one owner, "
            "which finishes 4, so the queue is only shorter. Others expect moving the key to help: it hands the "
            "same queue to another partition. And a cache or a split looks like \"a shorter queue\", yet at their "
            "starting settings no queue is left at all."));
    return notes;
}

void buildSheet(LessonSheet &sheet)
{
    PartitionLab lab;
    QList<double> keysOwned;
    const QVariantList owned = PartitionLab::ownedKeys();
    for (const QVariant &keys : owned)
        keysOwned.append(double(keys.toList().size()));
    sheet.figures.append({LessonSheet::tr("Keys owned by each partition"),
                          LessonSheet::tr("Keys"),
                          lab.partitionNames(),
                          keysOwned,
                          0.0,
                          {}});

    LabGuide guide;
    guide.setLab(&lab);
    SheetSection steps {
        LessonSheet::tr("Guided steps"), LessonSheet::tr("Write down your prediction before each action."), {}};
    for (int step = 1; step <= LabGuide::kStepCount; ++step) {
        SheetItem item;
        item.heading = guide.heading();
        item.context = guide.instruction();
        item.prompt = guide.question();
        const QStringList choices = guide.predictionChoices().mid(1); // without "No prediction"
        if (choices.size() <= LessonSheet::kMostChoicesToTick)
            item.choices = choices;
        else
            item.answerLines = 1;
        do {
            guide.act();
        } while (!guide.revealed() && guide.canAct());
        if (step == 2) {
            item.answer = NumberFormat::partition(lab.hotOwner());
        } else {
            item.answer = NumberFormat::count(guide.answer());
        }
        item.reasoning = guide.resultText();
        if (step == 3) {
            // The batch that answers step 2's owner question, and the step's own result.
            steps.items[1].reasoning = guide.verdictText().section(QLatin1Char('\n'), 0, 0);
            QList<qint64> received;
            QList<qint64> waiting;
            for (int p = 0; p < lab.partitionCount(); ++p) {
                received.append(lab.received(p));
                waiting.append(lab.waiting(p));
            }
            sheet.answerFigures.append({LessonSheet::tr("Step 3: requests received"), LessonSheet::tr("Requests"),
                                        lab.partitionNames(), LessonSheet::toDoubles(received),
                                        double(lab.capacityPerStep()), LessonSheet::tr("capacity per step")});
            sheet.answerFigures.append({LessonSheet::tr("Step 3: requests waiting"),
                                        LessonSheet::tr("Requests"),
                                        lab.partitionNames(),
                                        LessonSheet::toDoubles(waiting),
                                        0.0,
                                        {}});
        }
        steps.items.append(item);
        guide.nextStep();
    }
    sheet.sections.append(steps);

    // One question per fix, so that each group has its own boxes to tick and the answer
    // sheet ticks each fix's outcome.
    MitigationLab fixes;
    LessonPrediction *prediction = fixes.prediction();
    SheetSection trials {
        LessonSheet::tr("Try a fix"),
        LessonSheet::tr("Try each fix at its starting setting. For each one, predict, then send one batch to "
                        "the system with the fix and to the one without it."),
        {}};
    for (const auto fix : {MitigationLab::CacheReads, MitigationLab::MoveHotKey, MitigationLab::SplitHotKey,
                           MitigationLab::AddPartitions}) {
        fixes.setFix(fix);
        prediction->clear(); // the last fix's commitment
        const QString effect = fixes.fixEffectText();
        SheetItem item = LessonSheet::predictionItem(prediction, [&fixes] { fixes.sendBatch(); });
        item.heading = fixes.fixNames().value(fix);
        item.reasoning = QStringList {effect, item.reasoning, fixes.fixCostText()}.join(QLatin1Char(' '));
        trials.items.append(item);
    }
    // The note covers all four fixes: it follows the last.
    trials.items.last().wrongAnswers = {sheet.notes.wrongChoices.value(QStringLiteral("fix"))};
    sheet.sections.append(trials);

    sheet.addWrittenQuestions({});
}

} // namespace

LessonDefinition labLesson()
{
    LessonDefinition lesson;
    lesson.id = QStringLiteral("lab");
    lesson.order = 20;
    lesson.title = QT_TRANSLATE_NOOP("LessonCatalog", "Hot-key lab");
    lesson.goal = QT_TRANSLATE_NOOP("LessonCatalog",
                                    "Predict which partition gets the work when one key is hot, then watch its "
                                    "queue grow step by step.");
    lesson.question =
        QT_TRANSLATE_NOOP("LessonCatalog",
                          "One key gets most of the requests. Which partition does the work, and how fast "
                          "does its queue grow?");
    lesson.pageFile = QStringLiteral("LabPage.qml");
    lesson.stateFile = QStringLiteral("LabState.qml");
    lesson.stepIds = {QStringLiteral("guide1"), QStringLiteral("guide2"), QStringLiteral("guide3"),
                      QStringLiteral("guide4")};
    lesson.questionIds = {QStringLiteral("guide1"), QStringLiteral("guide2"), QStringLiteral("guide3"),
                          QStringLiteral("guide4"), QStringLiteral("fix")};
    lesson.writtenQuestions = &LabDiscussion::questions;
    lesson.teacherNotes = &teacherNotes;
    lesson.buildSheet = &buildSheet;
    lesson.shortcuts = {
        {QStringLiteral("labSend"),
         {QStringLiteral("Ctrl+B")},
         QT_TRANSLATE_NOOP("KeyboardShortcuts", "Send a batch of requests and run one step")},
        {QStringLiteral("labDrain"),
         {QStringLiteral("Ctrl+D")},
         QT_TRANSLATE_NOOP("KeyboardShortcuts", "Drain one step without new requests")},
        {QStringLiteral("labReset"),
         {QStringLiteral("Ctrl+R")},
         QT_TRANSLATE_NOOP("KeyboardShortcuts", "Reset the run")},
        {QStringLiteral("fixSend"),
         {QStringLiteral("Ctrl+Shift+B")},
         QT_TRANSLATE_NOOP("KeyboardShortcuts", "Try a fix: send a batch to both systems and run one step")},
        {QStringLiteral("fixDrain"),
         {QStringLiteral("Ctrl+Shift+D")},
         QT_TRANSLATE_NOOP("KeyboardShortcuts", "Try a fix: drain one step in both systems")},
        {QStringLiteral("fixReset"),
         {QStringLiteral("Ctrl+Shift+R")},
         QT_TRANSLATE_NOOP("KeyboardShortcuts", "Try a fix: reset both runs")},
    };
    return lesson;
}
