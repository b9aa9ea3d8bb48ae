#include "lessons/subkeys/SubKeyQuestions.h"

#include "i18n/NumberFormat.h"
#include "lessons/subkeys/SubKeySplit.h"

#include <QCoreApplication>

namespace SubKeyQuestions {

namespace {
// Question 2 splits the promo key into 8 sub-keys, question 3 into 16.
constexpr int kFirstSplit = 8;
constexpr int kSecondSplit = 16;

} // namespace

// The texts keep the page's translation context, where their translations have always been.
QList<LessonQuestion> questions()
{
    SubKeySplit exercise; // the lesson's scenario: 8 partitions, 6,000 rps each
    const double base = exercise.basePerPartitionRps();
    const double promo = exercise.hotKeyRps();
    const double hot = exercise.hotPartitionLoadRps();
    const double total = exercise.totalLoadRps();
    const double mean = exercise.meanLoadRps();
    const double share = promo / kFirstSplit;
    const auto n = [](double value) { return NumberFormat::number(value); };

    QList<LessonQuestion> questions;
    LessonQuestion load = LessonQuestion::typed(
        QStringLiteral("q1Load"),
        QCoreApplication::translate("SubKeysPage",
                                    "How many requests per second does the partition that owns the promo key carry?"),
        hot, {promo, base, total},
        {QCoreApplication::translate(
             "SubKeysPage",
             "That is the promo key on its own. Its partition also serves its share of the ordinary keys."),
         QCoreApplication::translate("SubKeysPage", "That is only the ordinary keys' share. Add the promo key."),
         QCoreApplication::translate("SubKeysPage",
                                     "That is the whole cluster. The question asks about one partition.")},
        //: %1 ordinary load, %2 promo key, %3 their sum, %4 capacity (requests per second)
        QCoreApplication::translate("SubKeysPage",
                                    "Ordinary keys %1 + promo key %2 = %3 rps, against a capacity of %4 rps.")
            .arg(n(base), n(promo), n(hot), n(exercise.capacityRps())));
    load.heading = QCoreApplication::translate("SubKeysPage", "Question 1: How hot is the owner?");
    questions.append(load);

    LessonQuestion ratio = LessonQuestion::typed(
        QStringLiteral("q1Ratio"),
        QCoreApplication::translate("SubKeysPage",
                                    "What is its peak-to-average ratio, that is, the busiest partition's load divided "
                                    "by the mean load of all partitions?"),
        exercise.peakToAverage(), {2.4, 4.43, 4.4, 2.58, 2.6},
        {QCoreApplication::translate("SubKeysPage", "Use the whole partition's load, not the promo key alone."),
         QCoreApplication::translate("SubKeysPage",
                                     "Divide by the mean of all traffic, the promo key included: 40,000 / 8."),
         QCoreApplication::translate("SubKeysPage",
                                     "Divide by the mean of all traffic, the promo key included: 40,000 / 8."),
         QCoreApplication::translate("SubKeysPage", "Divide by the mean load, not by the capacity."),
         QCoreApplication::translate("SubKeysPage", "Divide by the mean load, not by the capacity.")},
        //: %1 total load, %2 partitions, %3 mean load, %4 busiest partition's load, %5 the ratio
        QCoreApplication::translate("SubKeysPage", "Mean load: %1 / %2 = %3 rps. Ratio: %4 / %3 = %5.")
            .arg(n(total), n(exercise.partitionCount()), n(mean), n(hot),
                 NumberFormat::number(exercise.peakToAverage(), 1)));
    ratio.tolerance = 0.005;
    ratio.decimal = true;
    questions.append(ratio);

    LessonQuestion perSubKey = LessonQuestion::typed(
        QStringLiteral("q2Share"),
        QCoreApplication::translate("SubKeysPage", "How many requests per second does one sub-key carry?"), share,
        {base + share, promo * kFirstSplit},
        {QCoreApplication::translate("SubKeysPage",
                                     "That is a whole partition's load. The question asks for one "
                                     "sub-key's share of the 12,000 rps."),
         QCoreApplication::translate("SubKeysPage", "Divide the promo key's traffic by the number of sub-keys.")},
        //: %1 promo key's requests per second, %2 sub-keys, %3 the share of one
        QCoreApplication::translate("SubKeysPage", "%1 / %2 = %3 rps per sub-key.")
            .arg(n(promo), n(kFirstSplit), n(share)));
    perSubKey.heading = QCoreApplication::translate("SubKeysPage", "Question 2: Split it into 8 sub-keys");
    perSubKey.intro = QCoreApplication::translate(
        "SubKeysPage",
        "Now store the promo key as 8 sub-keys, promo#0 to promo#7. Every write picks one of them at "
        "random, so each carries an equal share.");
    questions.append(perSubKey);

    //: %1 ordinary load, %2 one sub-key's share, %3 their sum, %4 capacity (requests per second)
    const QString oneReasoning =
        QCoreApplication::translate("SubKeysPage", "%1 + %2 = %3 rps, under the %4 rps capacity.");
    questions.append(LessonQuestion::typed(
        QStringLiteral("q2One"),
        QCoreApplication::translate(
            "SubKeysPage", "Best case: every partition holds exactly one sub-key. What does each partition carry?"),
        base + share, {share, base},
        {QCoreApplication::translate("SubKeysPage", "Add the 3,500 rps of ordinary keys that every partition serves."),
         QCoreApplication::translate("SubKeysPage", "Add the sub-key's share.")},
        oneReasoning.arg(n(base), n(share), n(base + share), n(exercise.capacityRps()))));

    //: %1 ordinary load, %2 one sub-key's share, %3 the sum, %4 capacity (requests per second)
    const QString twoReasoning = QCoreApplication::translate(
        "SubKeysPage", "%1 + 2 × %2 = %3 rps, over the %4 rps capacity: 8 sub-keys are not safe with a hash.");
    questions.append(LessonQuestion::typed(
        QStringLiteral("q2Two"),
        QCoreApplication::translate(
            "SubKeysPage", "The hash puts two sub-keys on the same partition. What does that partition carry?"),
        base + 2 * share, {2 * share, base + share},
        {QCoreApplication::translate("SubKeysPage",
                                     "That is the two sub-keys alone. Add the 3,500 rps of ordinary keys."),
         QCoreApplication::translate("SubKeysPage", "That is a partition with one sub-key; this one holds two.")},
        twoReasoning.arg(n(base), n(share), n(base + 2 * share), n(exercise.capacityRps()))));

    LessonQuestion reads = LessonQuestion::typed(
        QStringLiteral("q3Reads"),
        QCoreApplication::translate(
            "SubKeysPage", "With 16 sub-keys, how many requests does it take to read the promo key's total once?"),
        kSecondSplit, {1, kFirstSplit},
        {QCoreApplication::translate(
             "SubKeysPage", "The total is no longer stored in one place. It has to be added up from the sub-keys."),
         QCoreApplication::translate("SubKeysPage", "That would be right for 8 sub-keys. Here there are 16.")},
        //: %1 the number of sub-keys
        QCoreApplication::translate("SubKeysPage", "One read per sub-key: %1 requests, then add them up.")
            .arg(n(kSecondSplit)));
    reads.heading = QCoreApplication::translate("SubKeysPage", "Question 3: What does the split cost?");
    questions.append(reads);

    questions.append(LessonQuestion::discussion(
        QStringLiteral("thinkFurther"),
        QCoreApplication::translate("SubKeysPage",
                                    "Think further: what else do you give up when one key becomes many?"),
        QCoreApplication::translate(
            "SubKeysPage",
            "The total is never read in one step: it is added up from all sub-keys and may be slightly out of date. "
            "\"Sell only while stock is left\" is no longer one atomic operation on one key; each sub-key needs its "
            "own "
            "quota, or a separate stock check guards the sale. Writes to different sub-keys have no common order. "
            "And every extra sub-key makes each read dearer.")));
    return questions;
}

} // namespace SubKeyQuestions
