#include "lessons/detect/DetectDiscussion.h"

#include "i18n/NumberFormat.h"

#include <QCoreApplication>

namespace DetectDiscussion {

namespace {
constexpr qint64 kNodes = 200;
constexpr qint64 kSketchBytes = qint64 {32} * 1024;
constexpr qint64 kKeys = 5'000'000;
constexpr qint64 kBytesPerKey = 16;
constexpr double kMebibyte = 1024.0 * 1024.0;
constexpr double kGibibyte = kMebibyte * 1024.0;
} // namespace

// The questions keep the page's translation context, where their translations have always been.
QList<LessonQuestion> questions()
{
    const qint64 exactBytes = kKeys * kBytesPerKey;
    return {
        LessonQuestion::discussion(
            QStringLiteral("discussion1"),
            QCoreApplication::translate(
                "DetectPage",
                "1. Your service runs on 200 nodes, each with a 32 KiB sketch. What would exact "
                "counts of 5 million keys cost on each node, at 16 bytes per key?"),
            //: %1 bytes per node, %2 the same in MiB, %3 how many times the sketch, %4 all nodes in GiB,
            //: %5 all sketches in MiB
            QCoreApplication::translate("DetectPage",
                                        "5,000,000 × 16 bytes = %1 bytes, about %2 MiB on every node: some %3 "
                                        "times the sketch. On 200 nodes that is about %4 GiB instead of %5 MiB. "
                                        "The sketch stays the same size however many keys arrive; exact counts "
                                        "grow with every new key.")
                .arg(NumberFormat::count(exactBytes), NumberFormat::number(exactBytes / kMebibyte, 0),
                     NumberFormat::count(qRound64(double(exactBytes) / kSketchBytes / 100.0) * 100),
                     NumberFormat::number(kNodes * exactBytes / kGibibyte, 0),
                     NumberFormat::number(kNodes * kSketchBytes / kMebibyte, 2))),
        LessonQuestion::discussion(
            QStringLiteral("discussion2"),
            QCoreApplication::translate("DetectPage",
                                        "2. Why is a sketch's estimate good enough for finding hot keys, "
                                        "but not for charging customers per request?"),
            QCoreApplication::translate(
                "DetectPage",
                "A hot key's count is far above the sketch's error of at most ε × N, so it still ranks first, and "
                "the sketch never misses it because it never counts too low. A bill needs each customer's exact "
                "count. The sketch may add up to ε × N to anyone's count, which for a small customer can be more "
                "than all of its real requests, and the error always goes one way: every customer would be "
                "charged too much.")),
        LessonQuestion::discussion(
            QStringLiteral("discussion3"),
            QCoreApplication::translate("DetectPage",
                                        "3. A shop's best sellers change every day, at 10,000 requests a second. Which "
                                        "decay period would you choose, and what goes wrong if it is much too short?"),
            QCoreApplication::translate(
                "DetectPage",
                "10,000 requests a second are 864 million a day. Halving every hour or so (36 million requests) "
                "lets yesterday's best seller fade within a few hours while today's builds a clear lead. Much too "
                "short, say every 1,000 requests, and the counts cover a tenth of a second: a chance burst of an "
                "ordinary key looks hot, the top-k list flickers, and no steady hot key can build a lead.")),
    };
}

} // namespace DetectDiscussion
