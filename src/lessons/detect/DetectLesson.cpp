// The lesson "detect": its entry in the catalogue, its milestones, questions, teacher notes,
// sheet and shortcuts (LessonDefinition), registered through hotspot_add_lesson().
#include "i18n/NumberFormat.h"
#include "lessons/catalog/LessonDefinition.h"
#include "lessons/detect/DetectDiscussion.h"
#include "lessons/detect/HotKeyDetector.h"
#include "teaching/LessonSheet.h"
#include "teaching/TeacherNotes.h"

namespace {

TeacherNotes teacherNotes()
{
    TeacherNotes notes;
    notes.goals = {
        TeacherNotes::tr(
            "Students can explain why the metrics of each partition say where the load is, but not which key "
            "causes it."),
        TeacherNotes::tr("Students can compare exact counts, sampling and a count-min sketch by memory and by error."),
        TeacherNotes::tr(
            "Students can state what a count-min sketch promises: it never counts too low, and it stays within "
            "ε × N with probability 1 - δ."),
        TeacherNotes::tr("Students can explain why a detector must forget old counts to follow a hot key that moves."),
    };
    notes.situation = {
        TeacherNotes::tr(
            "A stream of requests goes to 100,000 keys. One hot key takes 10% of the requests; at request 50,000 "
            "another key becomes the hot one."),
        TeacherNotes::tr(
            "Three detectors watch the same stream: exact counts (16 bytes for every key seen), sampling (one "
            "request in 100) and a count-min sketch of 4 rows with 2,048 counters each (32 KiB) that keeps a "
            "top-10 list."),
    };
    notes.openingAnswer = TeacherNotes::tr(
        "Count requests per key, with bounded memory: a count-min sketch with a top-k list names the hot key "
        "without a counter for every key. Tomorrow another key may be hot, so the counts must decay, or the "
        "detector keeps naming yesterday's key.");
    notes.timing45 = {
        TeacherNotes::tr("5 min: a partition is hot. Which key is it? Why the partition metrics cannot say."),
        TeacherNotes::tr("10 min: run the three detectors side by side and compare their memory."),
        TeacherNotes::tr("10 min: the narrowing prediction, then a narrow sketch on the projector."),
        TeacherNotes::tr("15 min: the shift prediction, first with lifetime counts, then with decay."),
        TeacherNotes::tr("5 min: what the sketch promises, and what it does not."),
    };
    notes.timing90 = {
        TeacherNotes::tr("10 min: the question and the three detectors."),
        TeacherNotes::tr("15 min: memory: exact counts against the sketch, worked out for 5 million keys."),
        TeacherNotes::tr("15 min: the narrowing prediction and the guarantee: never too low, at most ε × N too high."),
        TeacherNotes::tr(
            "20 min: the shift prediction with lifetime counts and with decay; groups try other decay periods."),
        TeacherNotes::tr("15 min: the limits of the model, and how real systems count on many nodes."),
        TeacherNotes::tr("15 min: the three questions for discussion."),
    };
    notes.runningPredictions = {
        TeacherNotes::tr(
            "Make each prediction before the run that answers it: the page accepts a prediction only until the "
            "sketch is narrow, or until the run reaches the moment in question."),
        TeacherNotes::tr(
            "For the shift, ask first with decay off, then again with decay on. Students who keep their answer "
            "should say why."),
        TeacherNotes::tr("Let students read the true counts next to the estimates before anyone explains the result."),
    };
    notes.misconceptions = {
        TeacherNotes::tr(
            "\"A sketch can count too low.\" Each cell only adds; other keys can raise a count, never lower it."),
        TeacherNotes::tr("\"A wide enough sketch is exact.\" It is never exact; width and depth only bound the error."),
        TeacherNotes::tr("\"Sampling finds every key.\" It finds the hot key well, but rare keys are missed or badly "
                         "estimated."),
        TeacherNotes::tr(
            "\"The biggest count is today's hot key.\" Lifetime counts name yesterday's hot key until the new one "
            "catches up; decay makes the detector follow."),
    };
    notes.wrongChoices.insert(
        QStringLiteral("narrowing"),
        TeacherNotes::tr(
            "\"Too low\" and \"some too high, some too low\": every cell a key maps to also holds the counts of "
            "the other keys that share it, and the estimate is the smallest of those cells. Counts are only "
            "added, never taken away, so no estimate falls below the true count."));
    // The shift is asked twice, with lifetime counts and with decay; each answer has its
    // own wrong choice to explain.
    notes.wrongChoices.insert(
        QStringLiteral("shift:lifetime"),
        TeacherNotes::tr(
            "\"The key that is hot after the shift\": without decay the old key's lead of several thousand requests "
            "takes long to overtake, so at this point the list still names the old key. \"Neither: some other key\" "
            "would need a key more frequent than both, which this stream does not have."));
    notes.wrongChoices.insert(
        QStringLiteral("shift:decay"),
        TeacherNotes::tr(
            "\"The key that was hot before the shift\": with decay the old counts are halved again and again, so "
            "the old key's lead melts away and the new key leads. \"Neither: some other key\" would need a key "
            "more frequent than both, which this stream does not have."));
    return notes;
}

void buildSheet(LessonSheet &sheet)
{
    HotKeyDetector memory;
    constexpr qint64 kMemoryRequests = 20'000;
    memory.feed(kMemoryRequests);
    constexpr double kKibibyte = 1024.0;
    sheet.figures.append(
        {LessonSheet::tr("Memory after %1 requests (KiB)").arg(NumberFormat::count(kMemoryRequests)),
         LessonSheet::tr("KiB"),
         {LessonSheet::tr("Exact counts"), LessonSheet::tr("Sampling"), LessonSheet::tr("Count-min sketch")},
         {static_cast<double>(memory.exactMemoryBytes()) / kKibibyte,
          static_cast<double>(memory.sampledMemoryBytes()) / kKibibyte,
          static_cast<double>(memory.sketchMemoryBytes()) / kKibibyte},
         0.0,
         {}});

    SheetSection predictions {LessonSheet::tr("Predictions"), {}, {}};
    HotKeyDetector narrow;
    narrow.setSketchWidth(HotKeyDetector::kNarrowWidth);
    SheetItem narrowing = LessonSheet::predictionItem(narrow.narrowingPrediction(),
                                                      [&narrow] { narrow.feed(HotKeyDetector::kNarrowingRequests); });
    narrowing.wrongAnswers = {sheet.notes.wrongChoices.value(QStringLiteral("narrowing"))};
    predictions.items.append(narrowing);

    for (const qint64 halveEvery : {qint64 {0}, qint64 {5'000}}) {
        HotKeyDetector shifting;
        shifting.setHalveEvery(halveEvery);
        SheetItem shift = LessonSheet::predictionItem(shifting.shiftPrediction(),
                                                      [&shifting] { shifting.feed(shifting.checkpointRequest()); });
        shift.wrongAnswers = {sheet.notes.wrongChoices.value(halveEvery > 0 ? QStringLiteral("shift:decay")
                                                                            : QStringLiteral("shift:lifetime"))};
        predictions.items.append(shift);
    }
    sheet.sections.append(predictions);
    sheet.addWrittenQuestions({});
}

} // namespace

LessonDefinition detectLesson()
{
    LessonDefinition lesson;
    lesson.id = QStringLiteral("detect");
    lesson.order = 40;
    lesson.title = QT_TRANSLATE_NOOP("LessonCatalog", "Finding the hot key");
    lesson.goal = QT_TRANSLATE_NOOP("LessonCatalog",
                                    "Find the key behind a hot partition with bounded memory: exact counts, sampling "
                                    "and a count-min sketch, and a hot key that moves on.");
    lesson.question = QT_TRANSLATE_NOOP("LessonCatalog",
                                        "One partition runs at 95% CPU. Which key is it, and will the answer still be "
                                        "true tomorrow?");
    lesson.pageFile = QStringLiteral("DetectPage.qml");
    lesson.stateFile = QStringLiteral("DetectState.qml");
    lesson.stepIds = {QStringLiteral("narrowing"), QStringLiteral("lifetimeShift"), QStringLiteral("decayShift")};
    lesson.questionIds = {QStringLiteral("narrowing"), QStringLiteral("shift")};
    lesson.writtenQuestions = &DetectDiscussion::questions;
    lesson.teacherNotes = &teacherNotes;
    lesson.buildSheet = &buildSheet;
    lesson.shortcuts = {
        {QStringLiteral("detectPlay"),
         {QStringLiteral("Ctrl+K")},
         QT_TRANSLATE_NOOP("KeyboardShortcuts", "Play or pause the request stream")},
        {QStringLiteral("detectFeed"),
         {QStringLiteral("Ctrl+L")},
         QT_TRANSLATE_NOOP("KeyboardShortcuts", "Send the next 10,000 requests")},
    };
    return lesson;
}
