#include "lessons/detect/HotKeyDetector.h"

#include <QVariantMap>

#include <limits>

HotKeyDetector::HotKeyDetector(QObject *parent)
    : QObject(parent)
{ }

void HotKeyDetector::change(const DetectCore::Settings &settings, bool valid, const QString &refusal)
{
    if (!valid) {
        qWarning("HotKeyDetector: %s", qPrintable(refusal));
        return;
    }
    if (!m_core.setSettings(settings))
        return;
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
    emit streamChanged();
}

void HotKeyDetector::reset()
{
    m_core.reset();
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
