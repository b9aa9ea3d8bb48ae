#include "lessons/detect/DetectCore.h"

#include <algorithm>
#include <functional>

bool DetectCore::isValid(const Settings &settings)
{
    return RequestStream::isValid(settings.stream) && CountMinSketch::isValidWidth(settings.sketchWidth)
        && CountMinSketch::isValidDepth(settings.sketchDepth) && settings.topK >= kMinTopK && settings.topK <= kMaxTopK
        && settings.sampleEvery >= kMinSampleEvery && settings.sampleEvery <= kMaxSampleEvery
        && settings.halveEvery >= 0;
}

DetectCore::DetectCore()
    : DetectCore(Settings {})
{ }

DetectCore::DetectCore(const Settings &settings)
    : m_settings(settings)
    , m_stream(settings.stream)
    , m_sketch(settings.sketchWidth, settings.sketchDepth, settings.stream.seed)
{
    reset();
}

bool DetectCore::setSettings(const Settings &settings)
{
    if (!isValid(settings))
        return false;
    if (settings == m_settings)
        return false;
    m_settings = settings;
    m_stream = RequestStream(settings.stream);
    m_sketch = CountMinSketch(settings.sketchWidth, settings.sketchDepth, settings.stream.seed);
    reset();
    return true;
}

void DetectCore::reset()
{
    m_stream.restart();
    m_sketch.clear();
    m_exact.assign(std::size_t(m_settings.stream.distinctKeys), 0);
    m_sampled.assign(std::size_t(m_settings.stream.distinctKeys), 0);
    m_seenKeys.clear();
    m_sampledKeysSeen = 0;
    m_exactTopKey = -1;
    m_sampledTopKey = -1;
    m_candidateKeys.clear();
    m_candidateEstimates.clear();
    m_checkpoint = {};
    m_history.clear();
    record();
    m_errorsStale = true;
}

void DetectCore::record()
{
    const int oldHot = hotKeyBeforeShift();
    const int newHot = hotKeyAfterShift();
    m_history.push_back({requestCount(), sketchEstimate(oldHot), trueCount(oldHot), sketchEstimate(newHot),
                         trueCount(newHot), exactMemoryBytes(), sampledMemoryBytes()});
}

std::int64_t DetectCore::checkpointRequest() const
{
    return m_settings.stream.shiftAt > 0 ? m_settings.stream.shiftAt + kCheckpointAfterShift : -1;
}

void DetectCore::feed(std::int64_t requests)
{
    const std::int64_t checkpointAt = checkpointRequest();
    for (std::int64_t i = 0; i < requests; ++i) {
        count(m_stream.next());
        const std::int64_t position = requestCount();
        if (position % kHistoryStep == 0)
            record();
        if (position == checkpointAt)
            m_checkpoint = {detectedHotKey(), trueCount(hotKeyBeforeShift()), trueCount(hotKeyAfterShift()),
                            sketchEstimate(hotKeyBeforeShift()), sketchEstimate(hotKeyAfterShift())};
    }
    if (requests > 0)
        m_errorsStale = true;
}

void DetectCore::count(int key)
{
    std::int64_t &exact = m_exact[std::size_t(key)];
    if (exact++ == 0)
        m_seenKeys.push_back(key);
    if (isAhead(m_exact, key, m_exactTopKey))
        m_exactTopKey = key;
    const std::int64_t position = m_stream.position();
    if (position % m_settings.sampleEvery == 0) {
        if (m_sampled[std::size_t(key)]++ == 0)
            ++m_sampledKeysSeen;
        if (isAhead(m_sampled, key, m_sampledTopKey))
            m_sampledTopKey = key;
    }

    const std::int64_t estimate = m_sketch.add(key);
    const auto found = std::find(m_candidateKeys.begin(), m_candidateKeys.end(), key);
    if (found != m_candidateKeys.end()) {
        m_candidateEstimates[std::size_t(found - m_candidateKeys.begin())] = estimate;
    } else if (int(m_candidateKeys.size()) < m_settings.topK) {
        m_candidateKeys.push_back(key);
        m_candidateEstimates.push_back(estimate);
    } else {
        // The weakest candidate gives way to a key the sketch now estimates higher.
        const auto weakest = std::min_element(m_candidateEstimates.begin(), m_candidateEstimates.end());
        if (estimate > *weakest) {
            m_candidateKeys[std::size_t(weakest - m_candidateEstimates.begin())] = key;
            *weakest = estimate;
        }
    }

    if (m_settings.halveEvery > 0 && position % m_settings.halveEvery == 0) {
        m_sketch.halve();
        for (std::int64_t &candidate : m_candidateEstimates)
            candidate /= 2;
    }
}

std::int64_t DetectCore::trueCount(int key) const
{
    return isValidKey(key) ? m_exact[std::size_t(key)] : 0;
}

std::int64_t DetectCore::sketchEstimate(int key) const
{
    return isValidKey(key) ? std::int64_t(m_sketch.estimate(key)) : 0;
}

std::int64_t DetectCore::sampledEstimate(int key) const
{
    return isValidKey(key) ? std::int64_t(m_sampled[std::size_t(key)]) * m_settings.sampleEvery : 0;
}

std::vector<DetectCore::Candidate> DetectCore::topKeys() const
{
    std::vector<Candidate> candidates;
    for (std::size_t i = 0; i < m_candidateKeys.size(); ++i) {
        const int key = m_candidateKeys[i];
        candidates.push_back({key, m_candidateEstimates[i], trueCount(key)});
    }
    std::sort(candidates.begin(), candidates.end(), [](const Candidate &a, const Candidate &b) {
        return a.estimate != b.estimate ? a.estimate > b.estimate : a.key < b.key;
    });
    return candidates;
}

int DetectCore::detectedHotKey() const
{
    if (m_candidateKeys.empty())
        return -1;
    return topKeys().front().key;
}

void DetectCore::updateErrors() const
{
    if (!m_errorsStale)
        return;
    m_errorsStale = false;
    m_maxOverestimate = 0;
    m_minOverestimate = 0;
    m_overestimates.clear();
    if (m_seenKeys.empty()) {
        m_withinBoundPercent = 100;
        return;
    }
    const double bound = m_sketch.epsilon() * double(requestCount());
    std::int64_t within = 0;
    bool first = true;
    for (const int key : m_seenKeys) {
        const std::int64_t over = std::int64_t(m_sketch.estimate(key)) - m_exact[std::size_t(key)];
        m_overestimates.push_back(over);
        m_maxOverestimate = first ? over : std::max(m_maxOverestimate, over);
        m_minOverestimate = first ? over : std::min(m_minOverestimate, over);
        first = false;
        if (double(over) <= bound)
            ++within;
    }
    m_withinBoundPercent = 100.0 * double(within) / double(m_seenKeys.size());
}

std::int64_t DetectCore::maxOverestimate() const
{
    updateErrors();
    return m_maxOverestimate;
}

double DetectCore::withinBoundPercent() const
{
    updateErrors();
    return m_withinBoundPercent;
}

std::int64_t DetectCore::minOverestimate() const
{
    updateErrors();
    return m_minOverestimate;
}

std::vector<std::int64_t> DetectCore::largestOverestimates(int count) const
{
    updateErrors();
    std::vector<std::int64_t> overestimates = m_overestimates;
    const auto kept = std::min(overestimates.size(), std::size_t(std::max(0, count)));
    std::partial_sort(overestimates.begin(), overestimates.begin() + std::ptrdiff_t(kept), overestimates.end(),
                      std::greater<>());
    overestimates.resize(kept);
    return overestimates;
}
