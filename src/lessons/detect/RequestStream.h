#pragma once

#include <cstdint>

// The detect lesson's request stream, free of Qt: keys 0 to distinctKeys - 1, the same
// sequence for a seed on every machine (its own generator, SplitMix64, and its own
// sampling; no std:: distribution, whose output differs between library versions).
// - One hot key takes hotSharePercent of the requests; from request shiftAt on (0: never)
//   another key is the hot one.
// - The rest is background, skewed like real traffic: a Zipf-like rank (exponent 0.8)
//   mixed with a uniform share where needed, so that no background key gets more than
//   about 3% of the requests. Ranks are spread over the keys by a fixed permutation, so
//   the busiest background keys are not simply 0, 1, 2.
class RequestStream
{
public:
    struct Settings
    {
        int distinctKeys = 100'000;
        int hotSharePercent = 10;
        std::int64_t shiftAt = 50'000;
        std::uint64_t seed = 1;

        bool operator==(const Settings &) const = default;
    };

    static constexpr int kMinDistinctKeys = 1'000;
    static constexpr int kMaxDistinctKeys = 1'000'000;
    static constexpr int kMaxHotSharePercent = 50;
    // No background key above this share of all requests.
    static constexpr double kMaxBackgroundShare = 0.03;

    static bool isValid(const Settings &settings);

    // `settings` must be valid (isValid).
    explicit RequestStream(const Settings &settings);

    // The key of the next request.
    int next();
    // Requests drawn so far.
    std::int64_t position() const { return m_position; }
    // Back to request 0: the same sequence again.
    void restart();

    int hotKeyBeforeShift() const { return m_hotBefore; }
    int hotKeyAfterShift() const { return m_hotAfter; }
    // The hot key of the next request.
    int hotKeyNow() const;
    // The background's share of a rank (0 = busiest) among background requests.
    double backgroundShareOfRank(int rank) const;

private:
    std::uint64_t nextRandom();
    // A uniform double in [0, 1).
    double nextUnit();
    int backgroundRank(double unit) const;
    int keyOfRank(int rank) const;

    Settings m_settings;
    std::uint64_t m_state = 0;
    std::int64_t m_position = 0;
    int m_hotBefore = 0;
    int m_hotAfter = 1;
    // The Zipf part's weight in the background (the rest is uniform), and its constants.
    double m_zipfWeight = 1;
    double m_zipfTop = 0;
    // Rank r becomes key (r * m_stride + m_offset) mod distinctKeys; m_stride is coprime
    // with distinctKeys, so every rank has its own key.
    std::int64_t m_stride = 1;
    std::int64_t m_offset = 0;
};
