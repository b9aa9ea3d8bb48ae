// The lesson "subkeys": its entry in the catalogue, its milestones, questions, teacher notes,
// sheet and shortcuts (LessonDefinition), registered through hotspot_add_lesson().
#include "lessons/catalog/LessonDefinition.h"
#include "lessons/subkeys/SubKeyQuestions.h"
#include "lessons/subkeys/SubKeySplit.h"
#include "teaching/LessonSheet.h"
#include "teaching/TeacherNotes.h"

namespace {

TeacherNotes teacherNotes()
{
    TeacherNotes notes;
    notes.goals = {
        TeacherNotes::tr("Students can work out the load on the owner of a hot key and its peak-to-average ratio."),
        TeacherNotes::tr("Students can size a split by the headroom left after collisions, not by an even split."),
        TeacherNotes::tr(
            "Students can name the price of sub-keys: dearer reads, totals that lag, and no atomic update of "
            "the whole value."),
    };
    notes.situation = {
        TeacherNotes::tr("A cluster has 8 partitions, and each can serve 6,000 requests per second (rps)."),
        TeacherNotes::tr("At the peak, ordinary keys bring 28,000 rps, spread evenly: 3,500 rps on every partition."),
        TeacherNotes::tr(
            "One promotion key adds 12,000 rps of writes. It holds the stock of a flash sale, and every purchase "
            "writes to it."),
    };
    notes.openingAnswer = TeacherNotes::tr(
        "More than two, and more than eight. With 8 sub-keys of 1,500 rps, two that a hash puts on the same "
        "partition give 3,500 + 3,000 = 6,500 rps, above the 6,000 it can serve. The headroom after collisions "
        "sets the number: 16 sub-keys of 750 rps fit even three to a partition.");
    notes.timing45 = {
        TeacherNotes::tr("5 min: the scenario and the figure. Ask: will the promo key's partition cope?"),
        TeacherNotes::tr("15 min: questions 1 and 2, alone first, then compare in pairs."),
        TeacherNotes::tr("10 min: the split explorer, set to 8 sub-keys: placed by hash and round-robin side by side."),
        TeacherNotes::tr("10 min: question 3 and the question to think further: what does the split cost?"),
        TeacherNotes::tr("5 min: the rule to take away: the headroom after collisions sets the number of sub-keys."),
    };
    notes.timing90 = {
        TeacherNotes::tr("10 min: the scenario, and a first guess at how many sub-keys are needed."),
        TeacherNotes::tr("20 min: questions 1 and 2, then the class agrees on the numbers on the board."),
        TeacherNotes::tr(
            "20 min: the explorer. Groups find the smallest number of sub-keys that is safe with round-robin "
            "and with a hash."),
        TeacherNotes::tr("10 min: why the chance of a safe placement does not simply rise with more sub-keys."),
        TeacherNotes::tr("15 min: question 3 and the price of splitting: reads, stale totals, atomic stock updates."),
        TeacherNotes::tr(
            "15 min: design task: a stock counter that must never sell below zero. Which split would you use?"),
    };
    notes.runningPredictions = {
        TeacherNotes::tr(
            "The answer fields are the predictions here: students write their number on paper before they type "
            "it."),
        TeacherNotes::tr("Before the explorer, ask for the chance that 8 sub-keys placed by hash all land on different "
                         "partitions. Collect guesses, then set the explorer to 8 sub-keys and show it."),
        TeacherNotes::tr(
            "When an answer is wrong, read the hint aloud and let the class find the step that was missed."),
    };
    notes.misconceptions = {
        TeacherNotes::tr(
            "\"As many sub-keys as partitions spreads the load evenly.\" A hash places them at random, and two "
            "usually share a partition."),
        TeacherNotes::tr(
            "\"More nodes help a hot key.\" The promo key is one key with one owner, however many nodes there "
            "are."),
        TeacherNotes::tr(
            "\"More sub-keys are always safer.\" The chance of a safe placement depends on how many sub-keys fit "
            "into the headroom, and it does not rise steadily."),
        TeacherNotes::tr("\"Sub-keys are free.\" Every read of the total needs one request per sub-key."),
    };
    return notes;
}

void buildSheet(LessonSheet &sheet)
{
    const SubKeySplit exercise;
    const QStringList names = LessonSheet::partitionNames(exercise.partitionCount());
    const QList<double> ordinary(exercise.partitionCount(), exercise.basePerPartitionRps());
    const QString rps = LessonSheet::tr("Requests per second");
    sheet.figures.append({LessonSheet::tr("Ordinary keys: load per partition"), rps, names, ordinary,
                          exercise.capacityRps(), LessonSheet::tr("capacity")});
    QList<double> withPromo = ordinary;
    withPromo[exercise.homePartition()] += exercise.hotKeyRps();
    sheet.answerFigures.append({LessonSheet::tr("With the promo key on its owner"), rps, names, withPromo,
                                exercise.capacityRps(), LessonSheet::tr("capacity")});
    sheet.addWrittenQuestions(LessonSheet::tr("Questions"));
}

} // namespace

LessonDefinition subKeysLesson()
{
    LessonDefinition lesson;
    lesson.id = QStringLiteral("subkeys");
    lesson.order = 30;
    lesson.title = QT_TRANSLATE_NOOP("LessonCatalog", "Splitting a hot key");
    lesson.goal = QT_TRANSLATE_NOOP("LessonCatalog",
                                    "Work out how many sub-keys a hot write key needs once collisions are "
                                    "counted, and what the split costs.");
    lesson.question = QT_TRANSLATE_NOOP("LessonCatalog",
                                        "A key takes twice the writes a partition can serve. Into how many sub-keys "
                                        "must you split it?");
    lesson.pageFile = QStringLiteral("SubKeysPage.qml");
    lesson.stateFile = QStringLiteral("SubKeysState.qml");
    lesson.stepIds = {};
    lesson.questionIds = {QStringLiteral("q1Load"), QStringLiteral("q1Ratio"), QStringLiteral("q2Share"),
                          QStringLiteral("q2One"),  QStringLiteral("q2Two"),   QStringLiteral("q3Reads")};
    lesson.writtenQuestions = &SubKeyQuestions::questions;
    lesson.teacherNotes = &teacherNotes;
    lesson.buildSheet = &buildSheet;
    return lesson;
}
