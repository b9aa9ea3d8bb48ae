#include "lessons/throttling/ThrottleDiscussion.h"

#include <QCoreApplication>

namespace ThrottleDiscussion {

// The texts keep the page's translation context, where their translations have always been.
QList<LessonQuestion> questions()
{
    QList<LessonQuestion> questions;
    questions.append(LessonQuestion::discussion(
        QStringLiteral("discussion1"),
        QCoreApplication::translate(
            "ThrottlingPage",
            "1. The sustained and the evenly spread scenario write the same data. Which one finishes first? Which one "
            "would you choose for an online shop that keeps taking orders during the import?"),
        QCoreApplication::translate(
            "ThrottlingPage",
            "The sustained import finishes first, in minute 339, even though it is throttled; the spread one needs "
            "until minute 480. But from minute 76 every indexed write waits, up to 99 minutes, and the shop's own "
            "writes to indexed keys queue behind the import. Spread over eight hours, the import never lifts the "
            "average above 40%, and a write still takes about 1 ms. For a shop that stays open, spread it: finishing "
            "later costs less than slow orders.")));
    questions.append(LessonQuestion::discussion(
        QStringLiteral("discussion2"),
        QCoreApplication::translate("ThrottlingPage",
                                    "2. Why does the service look at the current CPU as well as at "
                                    "the 2-hour average? What could happen without the 50% floor?"),
        QCoreApplication::translate(
            "ThrottlingPage",
            "The average lags: after a busy stretch it can stay above 50% for up to an hour while the writer threads "
            "are already calm. Judged by the average alone, the service would keep cutting writes that do no harm. The "
            "current CPU tells it when to hold the rate instead. Without the floor, the rate that pulls the average "
            "back to 50% within one minute can be zero after a long busy stretch: writes would stop, and the queue and "
            "the wait would grow for as long as the average stays high.")));
    questions.append(LessonQuestion::discussion(
        QStringLiteral("discussion3"),
        QCoreApplication::translate("ThrottlingPage",
                                    "3. Your dashboards show no errors, but writes get slower every "
                                    "night at two o'clock. Which metrics do you check first?"),
        QCoreApplication::translate(
            "ThrottlingPage",
            "First the throttle flag (SearchWriteThrottleActive): is it 1 at two o'clock? Then the writer CPU "
            "(SearchWriteCPUUtilization) in the two hours before: a nightly job that keeps it high lifts the average "
            "above 50%. The throttled clients and throttle events show how many writers are held back. Throttling "
            "returns no error, which is why the error dashboards stay quiet. The fix: spread the job over more hours, "
            "or scale the cluster.")));
    return questions;
}

} // namespace ThrottleDiscussion
