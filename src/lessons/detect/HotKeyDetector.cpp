#include "lessons/detect/HotKeyDetector.h"

#include "i18n/LanguageService.h"
#include "i18n/NumberFormat.h"

#include <QVariantMap>

#include <algorithm>
#include <limits>

HotKeyDetector::HotKeyDetector(QObject *parent)
    : QObject(parent)
    , m_shiftPrediction(new LessonPrediction(this))
    , m_narrowingPrediction(new LessonPrediction(this))
    , m_history(new DetectHistoryModel(&m_core, this))
{
    m_sliceTimer.setInterval(kSliceIntervalMs);
    connect(&m_sliceTimer, &QTimer::timeout, this, &HotKeyDetector::feedSlice);
    connect(this, &HotKeyDetector::streamChanged, this, &HotKeyDetector::updatePredictions);
    connect(this, &HotKeyDetector::settingsChanged, this, &HotKeyDetector::updatePredictions);
    connect(LanguageService::instance(), &LanguageService::languageChanged, this, &HotKeyDetector::updatePredictions);
    updatePredictions();
}

qint64 HotKeyDetector::runEnd() const
{
    return std::max(kRunLength, shiftAt() > 0 ? shiftAt() + kRunAfterShift : 0);
}

double HotKeyDetector::historyPeak() const
{
    std::int64_t peak = 1;
    for (const DetectCore::HistoryPoint &point : m_core.history())
        peak =
            std::max({peak, point.oldHotEstimate, point.oldHotTrueCount, point.newHotEstimate, point.newHotTrueCount});
    return double(peak);
}

void HotKeyDetector::setPending(qint64 pending)
{
    if (pending == m_pendingRequests)
        return;
    m_pendingRequests = pending;
    if (pending > 0)
        m_sliceTimer.start();
    else
        m_sliceTimer.stop();
    emit feedingChanged();
}

void HotKeyDetector::feedInSlices(qint64 count)
{
    if (count < 1) {
        qWarning("HotKeyDetector: feedInSlices(%lld) refused; feed at least 1 request", static_cast<long long>(count));
        return;
    }
    setPending(m_pendingRequests + count);
}

void HotKeyDetector::play()
{
    if (requestCount() >= runEnd())
        reset();
    // Play stops at the moment the shift prediction asks about, so it is seen, not passed.
    const qint64 checkpoint = checkpointRequest();
    const qint64 target = checkpoint > requestCount() ? checkpoint : runEnd();
    setPending(target - requestCount());
}

void HotKeyDetector::pause()
{
    setPending(0);
}

void HotKeyDetector::feedSlice()
{
    const qint64 slice = std::min(m_pendingRequests, kSliceRequests);
    if (slice <= 0)
        return;
    m_core.feed(slice);
    m_history->addNewPoints();
    setPending(m_pendingRequests - slice);
    emit streamChanged();
}

void HotKeyDetector::updatePredictions()
{
    const qint64 shift = shiftAt();
    const qint64 checkpoint = checkpointRequest();
    //: %1 the request at which another key becomes hot, %2 that request plus 20,000
    const QString question = shift == 0
        ? tr("When another key becomes hot, which key will the sketch's top-k list name 20,000 requests later?")
        : halveEvery() == 0
        ? tr("At request %1 another key becomes hot. With decay off, which key will the sketch's top-k list name "
             "at request %2?")
              .arg(NumberFormat::count(shift), NumberFormat::count(checkpoint))
        //: %1 the request at which another key becomes hot, %2 that request plus 20,000, %3 the decay period
        : tr("At request %1 another key becomes hot. With the sketch's counts halved after each %3 requests, "
             "which key will its top-k list name at request %2?")
              .arg(NumberFormat::count(shift), NumberFormat::count(checkpoint), NumberFormat::count(halveEvery()));
    m_shiftPrediction->setTexts(
        question,
        {tr("The key that was hot before the shift"), tr("The key that is hot after the shift"),
         tr("Neither: some other key")},
        //: %1 a request number
        tr("Now press Play and watch the top-k list after request %1.").arg(NumberFormat::count(shift)),
        shift == 0 ? tr("In this run the hot key never shifts. Choose a shift to predict what the detector names.")
                   : tr("This run is past the moment in question. Press Reset to predict before it plays again."));
    const DetectCore::Checkpoint &seen = m_core.checkpoint();
    m_shiftPrediction->setOpen(checkpoint > 0 && requestCount() < checkpoint);
    if (seen.namedKey < 0) {
        m_shiftPrediction->setOutcome(-1, {});
    } else {
        const ShiftChoice named = seen.namedKey == hotKeyBeforeShift() ? NamesOldHotKey
            : seen.namedKey == hotKeyAfterShift()                      ? NamesNewHotKey
                                                                       : NamesAnotherKey;
        bool &shiftSeen = halveEvery() > 0 ? m_decayShiftSeen : m_lifetimeShiftSeen;
        if (!shiftSeen) {
            shiftSeen = true;
            emit seenChanged();
        }
        // With decay the list ranks halved counts, so the outcome gives those: the totals
        // alone would not explain why the new key leads.
        const QString outcome = halveEvery() == 0
            //: %1 a request number, %2 a key, %3 and %4 counts of requests
            ? tr("At request %1 the sketch named key %2. Until then the old hot key had %3 requests in all, the "
                 "new one %4.")
                  .arg(NumberFormat::count(checkpoint), QString::number(seen.namedKey),
                       NumberFormat::count(seen.oldHotTrueCount), NumberFormat::count(seen.newHotTrueCount))
            //: %1 a request number, %2 a key, %3 and %4 the decayed estimates of the old and the new hot key, %5 and %6
            //: their total requests
            : tr("At request %1 the sketch named key %2. Its halved counts were %3 for the old hot key and %4 for "
                 "the new one, although in all the old one had %5 requests and the new one %6.")
                  .arg(NumberFormat::count(checkpoint), QString::number(seen.namedKey),
                       NumberFormat::count(seen.oldHotEstimate), NumberFormat::count(seen.newHotEstimate),
                       NumberFormat::count(seen.oldHotTrueCount), NumberFormat::count(seen.newHotTrueCount));
        m_shiftPrediction->setOutcome(named, outcome);
    }

    //: %1 the narrow width, %2 the default width
    m_narrowingPrediction->setTexts(
        tr("Make the sketch narrow, %1 counters per row or fewer instead of %2. Will its estimates come out too "
           "high, too low, or both?")
            .arg(NumberFormat::count(kNarrowWidth), NumberFormat::count(DetectCore::Settings {}.sketchWidth)),
        {tr("Too high"), tr("Too low"), tr("Some too high, some too low")},
        tr("Now choose a width of 64 or less with decay off, feed requests and compare the estimates with the "
           "true counts."),
        tr("The sketch is already narrow and has counted requests, so its estimates are in view. Choose a width "
           "above 64 to predict first."));
    // Judged without decay only: halved counters fall below lifetime totals, which says
    // nothing about the sketch's own error.
    const bool narrowInView =
        sketchWidth() <= kNarrowWidth && requestCount() >= kNarrowingRequests && halveEvery() == 0;
    m_narrowingPrediction->setOpen(!narrowInView);
    if (!narrowInView) {
        m_narrowingPrediction->setOutcome(-1, {});
        return;
    }
    if (!m_narrowingSeen) {
        m_narrowingSeen = true;
        emit seenChanged();
    }
    const NarrowingChoice outcome = minOverestimate() >= 0 ? TooHigh : BothWays;
    //: %1 a width, %2 a count of requests, %3 and %4 counts (largest and smallest overestimate)
    m_narrowingPrediction->setOutcome(
        outcome,
        tr("With %1 counters per row, after %2 requests, estimates are up to %3 too high and at least %4 too high: "
           "no estimate is below its true count.")
            .arg(NumberFormat::count(sketchWidth()), NumberFormat::count(requestCount()),
                 NumberFormat::count(maxOverestimate()), NumberFormat::count(std::abs(minOverestimate()))));
}

void HotKeyDetector::change(const DetectCore::Settings &settings, bool valid, const QString &refusal)
{
    if (!valid) {
        qWarning("HotKeyDetector: %s", qPrintable(refusal));
        return;
    }
    const DetectCore::Settings before = m_core.settings();
    if (!m_core.setSettings(settings))
        return;
    m_history->restart();
    setPending(0);
    // Another decay or shift is another question: the shift prediction is asked again.
    // Other settings keep it (the narrowing experiment must not wipe it).
    if (settings.halveEvery != before.halveEvery || settings.stream.shiftAt != before.stream.shiftAt)
        m_shiftPrediction->clear();
    emit settingsChanged();
    emit streamChanged();
}

void HotKeyDetector::setDistinctKeys(int keys)
{
    DetectCore::Settings settings = m_core.settings();
    settings.stream.distinctKeys = keys;
    change(settings, keys >= RequestStream::kMinDistinctKeys && keys <= RequestStream::kMaxDistinctKeys,
           QStringLiteral("distinctKeys %1 refused; valid values are %2-%3")
               .arg(keys)
               .arg(RequestStream::kMinDistinctKeys)
               .arg(RequestStream::kMaxDistinctKeys));
}

void HotKeyDetector::setHotSharePercent(int percent)
{
    DetectCore::Settings settings = m_core.settings();
    settings.stream.hotSharePercent = percent;
    change(settings, percent >= 0 && percent <= RequestStream::kMaxHotSharePercent,
           QStringLiteral("hotSharePercent %1 refused; valid values are 0-%2")
               .arg(percent)
               .arg(RequestStream::kMaxHotSharePercent));
}

void HotKeyDetector::setShiftAt(qint64 request)
{
    DetectCore::Settings settings = m_core.settings();
    settings.stream.shiftAt = request;
    change(settings, request >= 0,
           QStringLiteral("shiftAt %1 refused; valid values are 0 (never) or a request number above 0").arg(request));
}

void HotKeyDetector::setSketchWidth(int width)
{
    DetectCore::Settings settings = m_core.settings();
    settings.sketchWidth = width;
    change(settings, CountMinSketch::isValidWidth(width),
           QStringLiteral("sketchWidth %1 refused; valid values are %2-%3")
               .arg(width)
               .arg(CountMinSketch::kMinWidth)
               .arg(CountMinSketch::kMaxWidth));
}

void HotKeyDetector::setSketchDepth(int depth)
{
    DetectCore::Settings settings = m_core.settings();
    settings.sketchDepth = depth;
    change(settings, CountMinSketch::isValidDepth(depth),
           QStringLiteral("sketchDepth %1 refused; valid values are %2-%3")
               .arg(depth)
               .arg(CountMinSketch::kMinDepth)
               .arg(CountMinSketch::kMaxDepth));
}

void HotKeyDetector::setTopK(int size)
{
    DetectCore::Settings settings = m_core.settings();
    settings.topK = size;
    change(settings, size >= DetectCore::kMinTopK && size <= DetectCore::kMaxTopK,
           QStringLiteral("topK %1 refused; valid values are %2-%3")
               .arg(size)
               .arg(DetectCore::kMinTopK)
               .arg(DetectCore::kMaxTopK));
}

void HotKeyDetector::setSampleEvery(int every)
{
    DetectCore::Settings settings = m_core.settings();
    settings.sampleEvery = every;
    change(settings, every >= DetectCore::kMinSampleEvery && every <= DetectCore::kMaxSampleEvery,
           QStringLiteral("sampleEvery %1 refused; valid values are %2-%3")
               .arg(every)
               .arg(DetectCore::kMinSampleEvery)
               .arg(DetectCore::kMaxSampleEvery));
}

void HotKeyDetector::setHalveEvery(qint64 every)
{
    DetectCore::Settings settings = m_core.settings();
    settings.halveEvery = every;
    change(
        settings, every >= 0,
        QStringLiteral("halveEvery %1 refused; valid values are 0 (never) or a number of requests above 0").arg(every));
}

void HotKeyDetector::setSeed(qint64 seed)
{
    DetectCore::Settings settings = m_core.settings();
    settings.stream.seed = std::uint64_t(seed);
    change(settings, seed >= 0,
           QStringLiteral("seed %1 refused; valid values are 0-%2").arg(seed).arg(std::numeric_limits<qint64>::max()));
}

void HotKeyDetector::feed(qint64 count)
{
    if (count < 1) {
        qWarning("HotKeyDetector: feed(%lld) refused; feed at least 1 request", static_cast<long long>(count));
        return;
    }
    m_core.feed(count);
    m_history->addNewPoints();
    emit streamChanged();
}

void HotKeyDetector::reset()
{
    setPending(0);
    m_core.reset();
    m_history->restart();
    emit streamChanged();
}

bool HotKeyDetector::checkKey(int key, const char *function) const
{
    if (m_core.isValidKey(key))
        return true;
    qWarning("HotKeyDetector: %s(%d) refused; valid keys are 0-%d", function, key, distinctKeys() - 1);
    return false;
}

qint64 HotKeyDetector::trueCount(int key) const
{
    return checkKey(key, "trueCount") ? m_core.trueCount(key) : 0;
}

qint64 HotKeyDetector::sketchEstimate(int key) const
{
    return checkKey(key, "sketchEstimate") ? m_core.sketchEstimate(key) : 0;
}

qint64 HotKeyDetector::sampledEstimate(int key) const
{
    return checkKey(key, "sampledEstimate") ? m_core.sampledEstimate(key) : 0;
}

QVariantList HotKeyDetector::topKeys() const
{
    QVariantList keys;
    for (const DetectCore::Candidate &candidate : m_core.topKeys()) {
        keys.append(QVariantMap {
            {QStringLiteral("key"), candidate.key},
            {QStringLiteral("estimate"), qint64(candidate.estimate)},
            {QStringLiteral("trueCount"), qint64(candidate.trueCount)},
        });
    }
    return keys;
}

QVariantList HotKeyDetector::largestOverestimates(int count) const
{
    if (count < 0 || count > 1'000) {
        qWarning("HotKeyDetector: largestOverestimates(%d) refused; valid counts are 0-1000", count);
        return {};
    }
    QVariantList overestimates;
    for (const std::int64_t over : m_core.largestOverestimates(count))
        overestimates.append(qint64(over));
    return overestimates;
}
