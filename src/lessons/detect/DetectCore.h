#pragma once

#include "lessons/detect/CountMinSketch.h"
#include "lessons/detect/RequestStream.h"

#include <cstdint>
#include <vector>

// The detect lesson, free of Qt Quick: one request stream through three detectors side by
// side. Exact counting (a count per key seen), sampling (one request in sampleEvery,
// counted sampleEvery times) and a count-min sketch with a list of the topK keys by
// estimate. With halveEvery > 0 the sketch's counters and the candidates' estimates are
// halved after every that many requests, so the list follows a hot key that shifts.
class DetectCore
{
public:
    struct Settings
    {
        RequestStream::Settings stream;
        int sketchWidth = 2'048;
        int sketchDepth = 4;
        int topK = 10;
        int sampleEvery = 100;
        std::int64_t halveEvery = 0;

        bool operator==(const Settings &) const = default;
    };
    // The two hot keys' sketch estimates and true counts, and the memory of the two
    // growing detectors, every kHistoryStep requests: what the charts draw over time.
    struct HistoryPoint
    {
        std::int64_t request = 0;
        std::int64_t oldHotEstimate = 0;
        std::int64_t oldHotTrueCount = 0;
        std::int64_t newHotEstimate = 0;
        std::int64_t newHotTrueCount = 0;
        std::int64_t exactMemoryBytes = 0;
        std::int64_t sampledMemoryBytes = 0;
    };
    // What the sketch's top-k list named kCheckpointAfterShift requests after the shift,
    // with both hot keys' true counts then: the answer to the page's shift prediction.
    struct Checkpoint
    {
        int namedKey = -1;
        std::int64_t oldHotTrueCount = 0;
        std::int64_t newHotTrueCount = 0;
        // The sketch's estimates then: with decay on they are halved counts, not totals.
        std::int64_t oldHotEstimate = 0;
        std::int64_t newHotEstimate = 0;
    };
    struct Candidate
    {
        int key = 0;
        std::int64_t estimate = 0;
        std::int64_t trueCount = 0;
    };

    static constexpr int kMinTopK = 1;
    static constexpr int kMaxTopK = 100;
    static constexpr int kMinSampleEvery = 1;
    static constexpr int kMaxSampleEvery = 1'000;
    // What exact counting costs per key seen: the key, its count and a hash table's share.
    static constexpr int kExactBytesPerKey = 16;

    static constexpr std::int64_t kHistoryStep = 1'000;
    static constexpr std::int64_t kCheckpointAfterShift = 20'000;
    static bool isValid(const Settings &settings);

    // The curriculum's defaults.
    DetectCore();
    // `settings` must be valid.
    explicit DetectCore(const Settings &settings);

    const Settings &settings() const { return m_settings; }
    // A valid, different setting starts the stream again at request 0 and returns true;
    // anything else changes nothing.
    bool setSettings(const Settings &settings);

    // The next `requests` requests through every detector.
    void feed(std::int64_t requests);
    // Back to request 0 with the same settings.
    void reset();

    std::int64_t requestCount() const { return m_stream.position(); }
    int hotKeyBeforeShift() const { return m_stream.hotKeyBeforeShift(); }
    int hotKeyAfterShift() const { return m_stream.hotKeyAfterShift(); }
    int hotKeyNow() const { return m_stream.hotKeyNow(); }
    const RequestStream &stream() const { return m_stream; }
    const CountMinSketch &sketch() const { return m_sketch; }

    bool isValidKey(int key) const { return key >= 0 && key < m_settings.stream.distinctKeys; }
    // 0 for a key outside the stream.
    std::int64_t trueCount(int key) const;
    std::int64_t sketchEstimate(int key) const;
    std::int64_t sampledEstimate(int key) const;
    // At most topK candidates, highest estimate first (lower key first on a tie).
    std::vector<Candidate> topKeys() const;
    // The first of topKeys(), -1 before any request.
    int detectedHotKey() const;

    std::int64_t keysSeen() const { return std::int64_t(m_seenKeys.size()); }
    std::int64_t exactMemoryBytes() const { return keysSeen() * kExactBytesPerKey; }
    // Sampling counts the keys it sampled exactly: the same bytes per key, fewer keys.
    std::int64_t sampledKeysSeen() const { return m_sampledKeysSeen; }
    std::int64_t sampledMemoryBytes() const { return m_sampledKeysSeen * kExactBytesPerKey; }
    // The key with the highest exact count, and with the highest sampled count (lower key
    // first on a tie); -1 before any request (or any sample).
    int exactTopKey() const { return m_exactTopKey; }
    int sampledTopKey() const { return m_sampledTopKey; }
    // A point at request 0 and one every kHistoryStep requests.
    const std::vector<HistoryPoint> &history() const { return m_history; }
    // shiftAt + kCheckpointAfterShift, or -1 when the hot key never shifts.
    std::int64_t checkpointRequest() const;
    // Recorded when the stream passes checkpointRequest(); namedKey is -1 until then.
    const Checkpoint &checkpoint() const { return m_checkpoint; }
    // Over the keys seen: the largest sketch estimate minus true count, and the share (in
    // percent, 100 before any request) whose overestimate is at most epsilon x requests.
    std::int64_t maxOverestimate() const;
    double withinBoundPercent() const;
    // The smallest sketch estimate minus true count over the keys seen (0 before any
    // request): never below 0 without decay.
    std::int64_t minOverestimate() const;
    // The `count` largest overestimates over the keys seen, largest first.
    std::vector<std::int64_t> largestOverestimates(int count) const;

private:
    template<typename Count>
    static bool isAhead(const std::vector<Count> &counts, int key, int leader)
    {
        if (leader < 0)
            return counts[std::size_t(key)] > 0;
        const Count count = counts[std::size_t(key)];
        const Count leading = counts[std::size_t(leader)];
        return count > leading || (count == leading && key < leader);
    }

    void count(int key);
    void record();
    void updateErrors() const;

    Settings m_settings;
    RequestStream m_stream;
    CountMinSketch m_sketch;
    std::vector<std::int64_t> m_exact;
    std::vector<std::int32_t> m_sampled;
    std::vector<int> m_seenKeys;
    std::int64_t m_sampledKeysSeen = 0;
    // Kept as requests arrive: a count only grows, so a key that passes the leader leads
    // (ties go to the smaller key). A scan of every key seen cost more than a frame's share.
    int m_exactTopKey = -1;
    int m_sampledTopKey = -1;
    std::vector<HistoryPoint> m_history;
    Checkpoint m_checkpoint;
    std::vector<int> m_candidateKeys;
    std::vector<std::int64_t> m_candidateEstimates;
    // The error figures, worked out when asked for after the stream moved on.
    mutable bool m_errorsStale = true;
    mutable std::int64_t m_maxOverestimate = 0;
    mutable std::int64_t m_minOverestimate = 0;
    // Every key seen's overestimate, from the same pass: the chart's worst keys need no
    // second round of hashing.
    mutable std::vector<std::int64_t> m_overestimates;
    mutable double m_withinBoundPercent = 100;
};
