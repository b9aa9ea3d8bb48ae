#include "lessons/keysvsload/KeysVsLoadQuiz.h"

#include "i18n/NumberFormat.h"

#include <QCoreApplication>

namespace KeysVsLoadQuiz {

// The texts keep the page's translation context, where their translations have always been.
QList<LessonQuestion> questions()
{
    QList<LessonQuestion> questions;
    questions.append(LessonQuestion::choice(
        QStringLiteral("q1"),
        QCoreApplication::translate("KeysVsLoadPage",
                                    "One key gets 6,000 rps and each partition can serve 5,000 rps. You grow the "
                                    "cluster from 8 to 16 partitions. Does the overload go away?"),
        {QCoreApplication::translate("KeysVsLoadPage", "Yes: with twice the partitions, each one gets half the load."),
         QCoreApplication::translate("KeysVsLoadPage",
                                     "No: the key still has a single owner, which must serve all 6,000 rps."),
         QCoreApplication::translate("KeysVsLoadPage", "Only if the new partitions run on faster disks.")},
        {QCoreApplication::translate("KeysVsLoadPage",
                                     "Only the ordinary keys are spread thinner. The hot key is one key, so one "
                                     "partition still receives all of its 6,000 rps, above the 5,000 it can serve."),
         QCoreApplication::translate("KeysVsLoadPage",
                                     "More partitions spread the other keys, but one key always maps to one owner. "
                                     "Cache its reads, or split it if it is written."),
         QCoreApplication::translate("KeysVsLoadPage",
                                     "Disks are not the limit here; the request rate on one owner is. The key still "
                                     "lands on a single partition.")},
        1));
    questions.append(LessonQuestion::choice(
        QStringLiteral("q2"),
        QCoreApplication::translate("KeysVsLoadPage",
                                    "The table is partitioned by tenant_id over 8 partitions. The largest tenant "
                                    "sends 40% of all traffic. What is the peak-to-average ratio?"),
        {NumberFormat::number(5, 1), NumberFormat::number(3.2, 1), NumberFormat::number(1.4, 1)},
        {QCoreApplication::translate("KeysVsLoadPage",
                                     "That divides the wrong numbers: 40 / 8 = 5 compares no loads. The average "
                                     "share per partition is 100% / 8 = 12.5%, and 40 / 12.5 = 3.2."),
         QCoreApplication::translate(
             "KeysVsLoadPage",
             "The whole tenant sits on one partition: 40% against an average of 12.5% is 3.2 times the mean."),
         QCoreApplication::translate(
             "KeysVsLoadPage",
             "That underestimates it. One partition carries 40%, the average is 12.5%, so the ratio is 3.2.")},
        1));
    questions.append(LessonQuestion::choice(
        QStringLiteral("q3"),
        QCoreApplication::translate("KeysVsLoadPage",
                                    "Your dashboard shows exactly 10,000,000 keys on each of 8 "
                                    "partitions. What does that tell you about the load?"),
        {QCoreApplication::translate("KeysVsLoadPage", "The load is even, because the keys are even."),
         QCoreApplication::translate("KeysVsLoadPage", "Nothing yet: you need requests and bytes per partition."),
         QCoreApplication::translate("KeysVsLoadPage", "The hash function is working, so hot keys cannot happen.")},
        {QCoreApplication::translate(
             "KeysVsLoadPage",
             "That is exactly the trap of the worked example: equal keys, yet one partition at 95% CPU."),
         QCoreApplication::translate("KeysVsLoadPage",
                                     "Key counts show placement only. Load depends on how often keys are used and "
                                     "how big their values are."),
         QCoreApplication::translate(
             "KeysVsLoadPage", "A good hash spreads keys evenly, and a hot key still lands on exactly one partition.")},
        1));
    questions.append(LessonQuestion::choice(
        QStringLiteral("q4"),
        QCoreApplication::translate("KeysVsLoadPage", "The mean CPU over all partitions is 40%. Is the cluster safe?"),
        {QCoreApplication::translate("KeysVsLoadPage", "Yes, there is 60% headroom everywhere."),
         QCoreApplication::translate("KeysVsLoadPage", "You cannot tell: look at the busiest partition."),
         QCoreApplication::translate("KeysVsLoadPage", "No, 40% is always too high.")},
        {QCoreApplication::translate(
             "KeysVsLoadPage",
             "A mean of 40% is possible with one partition at 98%. The headroom is not where the load is."),
         QCoreApplication::translate(
             "KeysVsLoadPage", "An average hides the peak. Check the hottest partition and the peak-to-average ratio."),
         QCoreApplication::translate(
             "KeysVsLoadPage",
             "40% on its own is fine. The question is how the load is spread, which the mean does not show.")},
        1));
    questions.append(LessonQuestion::choice(
        QStringLiteral("q5"),
        QCoreApplication::translate(
            "KeysVsLoadPage", "A counter key receives far too many writes for its partition. Which mitigation fits?"),
        {QCoreApplication::translate("KeysVsLoadPage", "Put a cache in front of it."),
         QCoreApplication::translate(
             "KeysVsLoadPage",
             "Split it into sub-keys key#0 to key#7, write to a random one, and add them all up when reading."),
         QCoreApplication::translate("KeysVsLoadPage", "Move the value to object storage.")},
        {QCoreApplication::translate("KeysVsLoadPage",
                                     "A cache absorbs repeated reads. Every write must still reach the owner."),
         QCoreApplication::translate("KeysVsLoadPage",
                                     "The writes spread over up to eight partitions; with hashing, some sub-keys "
                                     "usually share one (lesson 3 shows how often). The price: each read needs 8 "
                                     "requests, and the counter loses single-key atomic operations."),
         QCoreApplication::translate(
             "KeysVsLoadPage",
             "Object storage helps with large values. A counter is small; its problem is the write rate.")},
        1));
    questions.append(LessonQuestion::choice(
        QStringLiteral("q6"),
        QCoreApplication::translate("KeysVsLoadPage",
                                    "Key counts are equal everywhere, but one partition's disk keeps "
                                    "filling first. Which metric reveals the cause?"),
        {QCoreApplication::translate("KeysVsLoadPage", "Keys per partition."),
         QCoreApplication::translate("KeysVsLoadPage", "Requests per second per key."),
         QCoreApplication::translate("KeysVsLoadPage", "Bytes per partition and bytes sent per second.")},
        {QCoreApplication::translate("KeysVsLoadPage", "Those are equal, which is why the problem stays hidden."),
         QCoreApplication::translate("KeysVsLoadPage",
                                     "Useful for hot keys, but a partition full of 5 MB documents can fill its disk "
                                     "without a single hot key."),
         QCoreApplication::translate(
             "KeysVsLoadPage",
             "Large values show up in bytes, not in key counts. The fix is object storage or balancing by bytes.")},
        2));
    return questions;
}

} // namespace KeysVsLoadQuiz
