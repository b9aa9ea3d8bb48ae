// The lesson "keys-vs-load": its entry in the catalogue, its milestones, questions, teacher notes,
// sheet and shortcuts (LessonDefinition), registered through hotspot_add_lesson().
#include "lessons/catalog/LessonDefinition.h"
#include "lessons/catalog/LessonPrediction.h"
#include "lessons/keysvsload/ImbalanceExplorer.h"
#include "lessons/keysvsload/ImbalanceWorkedExample.h"
#include "lessons/keysvsload/KeysVsLoadQuiz.h"
#include "teaching/LessonSheet.h"
#include "teaching/TeacherNotes.h"

namespace {

TeacherNotes teacherNotes()
{
    TeacherNotes notes;
    notes.goals = {
        TeacherNotes::tr(
            "Students can explain why the same number of keys on every partition says nothing about the load on "
            "each one."),
        TeacherNotes::tr(
            "Students can work out a peak-to-average ratio from the load of each partition and say what it costs."),
        TeacherNotes::tr(
            "Students can tell a hot key, a hot tenant and large values apart by the measurement that shows each."),
        TeacherNotes::tr("Students can choose a mitigation that fits the cause and name what it gives up."),
    };
    notes.situation = {
        TeacherNotes::tr(
            "A cluster has 8 partitions, P0 to P7, and 80 million keys: exactly 10 million on each partition."),
        TeacherNotes::tr("All day, P5 runs at 95% CPU while the other seven partitions stay at 30%."),
    };
    notes.openingAnswer = TeacherNotes::tr(
        "Keys are not requests. P5 owns the profile of a celebrity, which is read 6,000 times a second: the "
        "same number of keys, very different work. A hash spreads keys evenly; it cannot know how often a key "
        "is used or how large its value is.");
    notes.timing45 = {
        TeacherNotes::tr(
            "5 min: show the two charts side by side and ask why P5 struggles. Collect guesses without judging them."),
        TeacherNotes::tr("10 min: the three causes. Students match each cause to the measurement that reveals it."),
        TeacherNotes::tr(
            "10 min: the peak-to-average ratio. Work out the example together, then run the explorer's prediction "
            "with the class."),
        TeacherNotes::tr("15 min: \"Check yourself\", alone first, then compare answers in pairs."),
        TeacherNotes::tr("5 min: exit question: which dashboard would have shown the problem on the first day?"),
    };
    notes.timing90 = {
        TeacherNotes::tr("10 min: the two charts and the opening question. Write the class's guesses on the board."),
        TeacherNotes::tr(
            "15 min: the three causes. Each group takes one cause and presents its measurement and its fix."),
        TeacherNotes::tr(
            "15 min: the peak-to-average ratio, worked out for the example, then the explorer's prediction with "
            "the whole class."),
        TeacherNotes::tr(
            "20 min: the explorer in pairs. Each pair finds settings that give a ratio of about 1.1, 2 and 3 and "
            "explains them."),
        TeacherNotes::tr("15 min: \"Check yourself\", then discuss the questions most students got wrong."),
        TeacherNotes::tr(
            "15 min: the failure modes. Each group picks one and sketches a dashboard that would have caught it."),
    };
    notes.runningPredictions = {
        TeacherNotes::tr(
            "Ask for the prediction before anyone touches the partitions control: a show of hands for each of "
            "the three choices."),
        TeacherNotes::tr(
            "Write the counts on the board, then set 16 partitions on the projector and read the ratio aloud."),
        TeacherNotes::tr(
            "Let a student who chose a wrong answer explain it first. The wrong answers show what the lesson has "
            "to change."),
    };
    notes.misconceptions = {
        TeacherNotes::tr(
            "\"Even keys mean even load.\" Key counts show placement only; load depends on how often each key is "
            "used and how large its value is."),
        TeacherNotes::tr(
            "\"More partitions fix a hot key.\" One key always has one owner. More partitions only spread the "
            "other keys more thinly."),
        TeacherNotes::tr(
            "\"A comfortable mean CPU means a healthy cluster.\" The mean hides the peak: look at the busiest "
            "partition and the peak-to-average ratio."),
        TeacherNotes::tr("\"One fix suits every imbalance.\" A cache helps a hot read key, sub-keys a hot write key, a "
                         "partition of its own a big tenant, object storage large values."),
    };
    notes.wrongChoices.insert(
        QStringLiteral("prediction"),
        TeacherNotes::tr(
            "\"It falls\": only the ordinary keys' share per partition falls; the hot key stays whole on one "
            "partition. \"It stays about the same\": the busiest partition keeps almost its whole load while the "
            "mean per partition halves, so the ratio grows."));
    return notes;
}

void buildSheet(LessonSheet &sheet)
{
    const ImbalanceWorkedExample example;
    const QStringList names = example.partitionLabels();
    sheet.figures.append({QCoreApplication::translate("KeysVsLoadPage", "Keys per partition (millions)"),
                          QCoreApplication::translate("KeysVsLoadPage", "Million keys"),
                          names,
                          example.keysInMillions(),
                          0.0,
                          {}});
    sheet.figures.append({QCoreApplication::translate("KeysVsLoadPage", "CPU per partition (%)"),
                          QCoreApplication::translate("KeysVsLoadPage", "CPU (%)"),
                          names,
                          example.cpuPercent(),
                          0.0,
                          {}});

    ImbalanceExplorer explorer;
    explorer.setCause(ImbalanceExplorer::HotKey);
    SheetItem prediction =
        LessonSheet::predictionItem(explorer.prediction(), [&explorer] { explorer.setPartitions(16); });
    prediction.context = LessonSheet::tr("In the explorer, choose the cause Hot key and keep its starting figures.");
    prediction.wrongAnswers = {sheet.notes.wrongChoices.value(QStringLiteral("prediction"))};
    sheet.sections.append({LessonSheet::tr("Prediction"), {}, {prediction}});

    sheet.addWrittenQuestions(QCoreApplication::translate("KeysVsLoadPage", "Check yourself"));
}

} // namespace

LessonDefinition keysVsLoadLesson()
{
    LessonDefinition lesson;
    lesson.id = QStringLiteral("keys-vs-load");
    lesson.order = 10;
    lesson.title = QT_TRANSLATE_NOOP("LessonCatalog", "Keys are not load");
    lesson.goal = QT_TRANSLATE_NOOP("LessonCatalog",
                                    "Measure imbalance per partition, tell a hot key, a hot tenant and large "
                                    "values apart, and match the fix to the cause.");
    lesson.question = QT_TRANSLATE_NOOP("LessonCatalog",
                                        "Every partition holds the same number of keys. Why is one of them drowning?");
    lesson.pageFile = QStringLiteral("KeysVsLoadPage.qml");
    lesson.stateFile = QStringLiteral("KeysVsLoadState.qml");
    lesson.stepIds = {};
    lesson.questionIds = {QStringLiteral("prediction"), QStringLiteral("q1"), QStringLiteral("q2"),
                          QStringLiteral("q3"),         QStringLiteral("q4"), QStringLiteral("q5"),
                          QStringLiteral("q6")};
    lesson.writtenQuestions = &KeysVsLoadQuiz::questions;
    lesson.teacherNotes = &teacherNotes;
    lesson.buildSheet = &buildSheet;
    return lesson;
}
