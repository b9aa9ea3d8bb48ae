#include "lessons/detect/RequestStream.h"

#include "common/SplitMix64.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace {
constexpr double kZipfExponent = 0.8;
constexpr double kOneMinusS = 1 - kZipfExponent;
} // namespace

bool RequestStream::isValid(const Settings &settings)
{
    return settings.distinctKeys >= kMinDistinctKeys && settings.distinctKeys <= kMaxDistinctKeys
        && settings.hotSharePercent >= 0 && settings.hotSharePercent <= kMaxHotSharePercent && settings.shiftAt >= 0;
}

RequestStream::RequestStream(const Settings &settings)
    : m_settings(settings)
{
    const std::int64_t keys = m_settings.distinctKeys;
    // The Zipf part is drawn from its continuous form, x = (1 + u (N^(1-s) - 1))^(1/(1-s)),
    // rank = floor(x) - 1: the busiest rank gets (2^(1-s) - 1) / (N^(1-s) - 1) of it.
    m_zipfTop = std::pow(double(keys), kOneMinusS) - 1;
    const double topShare = (std::pow(2.0, kOneMinusS) - 1) / m_zipfTop;
    // Mixed with uniform traffic where the busiest key would get more than the cap.
    m_zipfWeight = std::min(1.0, (kMaxBackgroundShare - 1.0 / double(keys)) / (topShare - 1.0 / double(keys)));

    std::uint64_t setup = m_settings.seed ^ 0x5eed5eed5eed5eedULL;
    m_stride = std::int64_t(splitMix64(setup) % std::uint64_t(keys));
    while (std::gcd(m_stride, keys) != 1)
        m_stride = (m_stride + 1) % keys;
    m_offset = std::int64_t(splitMix64(setup) % std::uint64_t(keys));
    m_hotBefore = int(splitMix64(setup) % std::uint64_t(keys));
    m_hotAfter = int(splitMix64(setup) % std::uint64_t(std::max<std::int64_t>(1, keys - 1)));
    if (m_hotAfter >= m_hotBefore)
        ++m_hotAfter; // never the same key
    restart();
}

void RequestStream::restart()
{
    m_state = m_settings.seed;
    m_position = 0;
}

std::uint64_t RequestStream::nextRandom()
{
    return splitMix64(m_state);
}

double RequestStream::nextUnit()
{
    return double(nextRandom() >> 11) * 0x1.0p-53;
}

int RequestStream::hotKeyNow() const
{
    return m_settings.shiftAt > 0 && m_position >= m_settings.shiftAt ? m_hotAfter : m_hotBefore;
}

int RequestStream::backgroundRank(double unit) const
{
    const int keys = m_settings.distinctKeys;
    if (unit >= m_zipfWeight) // the uniform part
        return std::min(keys - 1, int((unit - m_zipfWeight) / (1 - m_zipfWeight) * keys));
    const double u = unit / m_zipfWeight;
    const double x = std::pow(1 + u * m_zipfTop, 1 / kOneMinusS);
    return std::min(keys - 1, std::max(0, int(x) - 1));
}

double RequestStream::backgroundShareOfRank(int rank) const
{
    const int keys = m_settings.distinctKeys;
    if (rank < 0 || rank >= keys)
        return 0;
    const auto cdf = [this](double x) { return (std::pow(x, kOneMinusS) - 1) / m_zipfTop; };
    const double zipf = cdf(std::min(double(keys), double(rank) + 2)) - cdf(double(rank) + 1);
    return m_zipfWeight * zipf + (1 - m_zipfWeight) / keys;
}

int RequestStream::keyOfRank(int rank) const
{
    return int((std::int64_t(rank) * m_stride + m_offset) % m_settings.distinctKeys);
}

int RequestStream::next()
{
    const int hot = hotKeyNow();
    ++m_position;
    const std::uint64_t draw = nextRandom();
    // The hot key's share, decided on the draw's top bits in steps of 1 / 10,000.
    if (int((draw >> 32) % 10'000) < m_settings.hotSharePercent * 100)
        return hot;
    return keyOfRank(backgroundRank(nextUnit()));
}
