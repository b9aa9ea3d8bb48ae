// The lesson "throttling": its entry in the catalogue, its milestones, questions, teacher notes,
// sheet and shortcuts (LessonDefinition), registered through hotspot_add_lesson().
#include "lessons/catalog/LessonDefinition.h"
#include "lessons/throttling/CommandChecker.h"
#include "lessons/throttling/ThrottleDiscussion.h"
#include "lessons/throttling/ThrottleSimulation.h"
#include "teaching/LessonSheet.h"
#include "teaching/TeacherNotes.h"

namespace {

TeacherNotes teacherNotes()
{
    TeacherNotes notes;
    notes.goals = {
        TeacherNotes::tr(
            "Students can say when the service throttles: the writer threads' CPU, averaged over a rolling "
            "2-hour window, is above 50%."),
        TeacherNotes::tr(
            "Students can say which writes are slowed (only writes to keys in a search index) and what clients "
            "see: no error, only slower writes."),
        TeacherNotes::tr("Students can predict from a load profile whether and when throttling starts."),
        TeacherNotes::tr("Students can choose metrics to watch and plan a long import across the window."),
    };
    notes.situation = {
        TeacherNotes::tr(
            "A managed in-memory store with a search module keeps its writer threads' CPU below a 50% average "
            "over a rolling 2-hour window."),
        TeacherNotes::tr(
            "Above that, it slows down writes to keys in a search index until the average returns to 50%, but "
            "never below half the normal write rate. Reads and other writes are never slowed, and the service "
            "rejects no write."),
        TeacherNotes::tr(
            "When the current CPU is already at or below 50%, the rate is held rather than cut further. Once "
            "the average drops below 50%, the rate rises step by step until throttling switches off."),
        TeacherNotes::tr("Every scenario starts after two idle hours, so the 2-hour average starts at 0%."),
    };
    notes.openingAnswer = TeacherNotes::tr(
        "It throttles: the writer threads' CPU averaged more than 50% over the last two hours, so the store "
        "slows writes to keys in a search index. Throttled writes succeed, only later, so no error shows; the "
        "throttle flag and the writer CPU metric do.");
    notes.timing45 = {
        TeacherNotes::tr("5 min: the rule: a 2-hour average above 50% starts throttling; no error, only delay."),
        TeacherNotes::tr("20 min: the four scenarios. For each one, predictions on paper, then Play."),
        TeacherNotes::tr("10 min: the command checker: which commands can be throttled?"),
        TeacherNotes::tr("10 min: discussion question 3: which metrics would you check first?"),
    };
    notes.timing90 = {
        TeacherNotes::tr("10 min: the rule, and why a rolling average lets short bursts pass."),
        TeacherNotes::tr("30 min: the four scenarios, each with its prediction, run to its end."),
        TeacherNotes::tr("10 min: the guard against over-throttling and the floor of half the write rate."),
        TeacherNotes::tr("10 min: the command checker with the class's own commands."),
        TeacherNotes::tr("15 min: the three questions for discussion."),
        TeacherNotes::tr("15 min: plan a nightly import of the same size for a shop that stays open."),
    };
    notes.runningPredictions = {
        TeacherNotes::tr(
            "Pick a scenario, read its description aloud and let everyone choose one of the four answers before "
            "anyone presses Play."),
        TeacherNotes::tr(
            "While it plays, ask students to call out the minute the 2-hour average crosses the 50% line."),
        TeacherNotes::tr(
            "After each scenario, compare the class's answers with the result, and ask what made the wrong ones "
            "tempting."),
    };
    notes.misconceptions = {
        TeacherNotes::tr(
            "\"A burst above 50% starts throttling.\" Only the 2-hour average counts; a short burst followed by "
            "quiet time does not."),
        TeacherNotes::tr(
            "\"Throttled writes fail.\" They succeed, only later; no error is returned, so error dashboards stay "
            "quiet."),
        TeacherNotes::tr(
            "\"All writes are slowed.\" Only writes to keys in a search index are; reads and other writes never "
            "are."),
        TeacherNotes::tr(
            "\"Throttling stops as soon as the load drops.\" The average lags, so throttling can last long after "
            "the busy stretch."),
    };
    // One note per scenario: each has its own tempting answer and its own numbers.
    notes.wrongChoices.insert(
        QStringLiteral("prediction:burst"),
        TeacherNotes::tr(
            "\"Yes, within the first hour\" is the usual wrong answer: 90% looks high. But 30 minutes at 90% and "
            "then 20% lift the 2-hour average to 37.5% at most, in minute 120: (30 × 90% + 90 × 20%) / 120. The "
            "quiet time in the same window balances the burst."));
    notes.wrongChoices.insert(
        QStringLiteral("prediction:sustained"),
        TeacherNotes::tr(
            "\"Yes, within the first hour\" is the usual wrong answer for a heavy start. After two idle hours, an "
            "hour at 80% lifts the 2-hour average only to 40%. It takes until minute 76: 80% × 76 / 120 is just "
            "above 50%."));
    notes.wrongChoices.insert(
        QStringLiteral("prediction:spread"),
        TeacherNotes::tr(
            "\"Yes, but only after two hours\" is the usual wrong answer: these are as many writes as in the "
            "sustained import. But an average of a rate held at 40% never rises above 40%, however long the run: "
            "throttling follows the rate, not the total."));
    notes.wrongChoices.insert(
        QStringLiteral("prediction:bulk"),
        TeacherNotes::tr(
            "\"Yes, within the first hour\" is the usual wrong answer: 100% is as high as it goes. But after two "
            "idle hours, a whole hour at 100% lifts the 2-hour average to exactly 50%, not above it. Minute 61 is "
            "the first above the line: 100% × 61 / 120 is about 50.8%."));
    return notes;
}

void buildSheet(LessonSheet &sheet)
{
    SheetSection predictions {
        LessonSheet::tr("Predictions"), LessonSheet::tr("For each scenario, predict before you press Play."), {}};
    for (const QString &presetId : ThrottleSimulation::presetIds()) {
        ThrottleSimulation simulation;
        simulation.applyPreset(presetId);
        SheetItem item = LessonSheet::predictionItem(
            simulation.prediction(), [&simulation] { simulation.advance(int(simulation.decidingMinute())); });
        item.heading = ThrottleSimulation::labelOf(presetId);
        item.context = ThrottleSimulation::descriptionOf(presetId);
        item.wrongAnswers = {sheet.notes.wrongChoices.value(QStringLiteral("prediction:") + presetId)};
        predictions.items.append(item);
    }
    sheet.sections.append(predictions);

    // The page's command checker, on paper: its example commands against its index, each
    // line the checker can judge (the last example is there to show an error).
    CommandChecker checker;
    checker.setIndexPrefixes(CommandChecker::exampleIndexPrefixes());
    //: %1 the key prefix of the search index, e.g. "product:"
    const QString commandsIntro =
        LessonSheet::tr("The search index covers the keys that start with “%1”. For each command, tick "
                        "whether throttling can delay it, then check your answers in the lesson's "
                        "command checker.")
            .arg(CommandChecker::exampleIndexPrefixes());
    SheetSection commands {
        QCoreApplication::translate("ThrottlingPage", "Which commands are throttled?"), commandsIntro, {}};
    const QStringList choices {LessonSheet::tr("Throttling can delay it"), LessonSheet::tr("Never delayed")};
    for (const QString &command : CommandChecker::exampleCommands()) {
        checker.setCommand(command);
        if (!checker.valid())
            continue;
        SheetItem item;
        item.prompt = command;
        item.choices = choices;
        item.answer = checker.throttled() ? choices.at(0) : choices.at(1);
        item.reasoning = checker.explanation();
        commands.items.append(item);
    }
    sheet.sections.append(commands);
    sheet.addWrittenQuestions({});
}

} // namespace

LessonDefinition throttlingLesson()
{
    LessonDefinition lesson;
    lesson.id = QStringLiteral("throttling");
    lesson.order = 60;
    lesson.title = QT_TRANSLATE_NOOP("LessonCatalog", "Write throttling");
    lesson.goal = QT_TRANSLATE_NOOP("LessonCatalog",
                                    "See how a managed store delays writes when its writer threads stay busy, "
                                    "and how it recovers.");
    lesson.question = QT_TRANSLATE_NOOP("LessonCatalog",
                                        "Your writes get slower every night, yet no error shows. What is the store "
                                        "doing?");
    lesson.pageFile = QStringLiteral("ThrottlingPage.qml");
    lesson.stateFile = QStringLiteral("ThrottlingState.qml");
    lesson.stepIds = {QStringLiteral("burst"), QStringLiteral("sustained"), QStringLiteral("spread"),
                      QStringLiteral("bulk")};
    lesson.questionIds = {QStringLiteral("prediction")};
    lesson.writtenQuestions = &ThrottleDiscussion::questions;
    lesson.teacherNotes = &teacherNotes;
    lesson.buildSheet = &buildSheet;
    lesson.shortcuts = {
        {QStringLiteral("throttlingPlay"),
         {QStringLiteral("Ctrl+G")},
         QT_TRANSLATE_NOOP("KeyboardShortcuts", "Play or pause the simulation")},
        {QStringLiteral("throttlingStep"),
         {QStringLiteral("Ctrl+M")},
         QT_TRANSLATE_NOOP("KeyboardShortcuts", "Run one simulated minute")},
        {QStringLiteral("throttlingHour"),
         {QStringLiteral("Ctrl+H")},
         QT_TRANSLATE_NOOP("KeyboardShortcuts", "Run one simulated hour")},
    };
    return lesson;
}
