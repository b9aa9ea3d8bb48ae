#include "lessons/subkeys/SubKeyMath.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace SubKeyMath {

namespace {
std::uint32_t rotl32(std::uint32_t x, int r)
{
    return (x << r) | (x >> (32 - r));
}

std::uint32_t byteAt(std::string_view bytes, std::size_t i)
{
    return static_cast<std::uint8_t>(bytes[i]);
}
} // namespace

std::uint32_t murmur3_32(std::string_view bytes, std::uint32_t seed)
{
    constexpr std::uint32_t c1 = 0xcc9e2d51u;
    constexpr std::uint32_t c2 = 0x1b873593u;
    const std::size_t length = bytes.size();
    const std::size_t blocks = length / 4;
    std::uint32_t h = seed;

    for (std::size_t b = 0; b < blocks; ++b) {
        const std::size_t i = 4 * b;
        std::uint32_t k = byteAt(bytes, i) | (byteAt(bytes, i + 1) << 8) | (byteAt(bytes, i + 2) << 16)
            | (byteAt(bytes, i + 3) << 24);
        k *= c1;
        k = rotl32(k, 15);
        k *= c2;
        h ^= k;
        h = rotl32(h, 13);
        h = h * 5 + 0xe6546b64u;
    }

    const std::size_t tail = 4 * blocks;
    std::uint32_t k = 0;
    switch (length & 3) {
    case 3:
        k ^= byteAt(bytes, tail + 2) << 16;
        [[fallthrough]];
    case 2:
        k ^= byteAt(bytes, tail + 1) << 8;
        [[fallthrough]];
    case 1:
        k ^= byteAt(bytes, tail);
        k *= c1;
        k = rotl32(k, 15);
        k *= c2;
        h ^= k;
        break;
    default: // a length that is a multiple of 4 leaves no tail
        break;
    }

    // Final avalanche (fmix32).
    h ^= static_cast<std::uint32_t>(length);
    h ^= h >> 16;
    h *= 0x85ebca6bu;
    h ^= h >> 13;
    h *= 0xc2b2ae35u;
    h ^= h >> 16;
    return h;
}

int hashPartitionOf(int index, int partitionCount)
{
    if (partitionCount <= 0 || index < 0)
        return -1;
    // "promo#" and decimal digits are ASCII, so these bytes are the UTF-8 text.
    const std::string text = "promo#" + std::to_string(index);
    return static_cast<int>(murmur3_32(text) % static_cast<std::uint32_t>(partitionCount));
}

int homePartition(int partitionCount)
{
    return hashPartitionOf(0, partitionCount);
}

std::vector<int> hashCounts(int subKeyCount, int partitionCount)
{
    std::vector<int> counts(static_cast<std::size_t>(std::max(partitionCount, 0)), 0);
    for (int i = 0; i < subKeyCount && partitionCount > 0; ++i)
        ++counts[static_cast<std::size_t>(hashPartitionOf(i, partitionCount))];
    return counts;
}

std::vector<int> roundRobinCounts(int subKeyCount, int partitionCount)
{
    std::vector<int> counts(static_cast<std::size_t>(std::max(partitionCount, 0)), 0);
    const int home = homePartition(partitionCount);
    for (int i = 0; i < subKeyCount && partitionCount > 0; ++i)
        ++counts[static_cast<std::size_t>((home + i) % partitionCount)];
    return counts;
}

long double countBoundedPlacements(int items, int bins, int maxPerBin)
{
    if (items < 0 || bins < 0)
        return 0.0L;
    if (items == 0)
        return 1.0L;
    if (bins == 0 || maxPerBin <= 0)
        return 0.0L;
    const int cap = std::min(maxPerBin, items);

    // Pascal's triangle up to `items`: exact in long double for items <= 64.
    std::vector<std::vector<long double>> binom(static_cast<std::size_t>(items) + 1);
    for (int n = 0; n <= items; ++n) {
        binom[n].assign(static_cast<std::size_t>(n) + 1, 1.0L);
        for (int k = 1; k < n; ++k)
            binom[n][k] = binom[n - 1][k - 1] + binom[n - 1][k];
    }

    // ways[n]: placements of n given labelled items into the bins seen so far.
    std::vector<long double> ways(static_cast<std::size_t>(items) + 1, 0.0L);
    ways[0] = 1.0L;
    for (int bin = 0; bin < bins; ++bin) {
        std::vector<long double> next(ways.size(), 0.0L);
        for (int n = 0; n <= items; ++n) {
            // The new bin takes k of the n items; the other n - k went to earlier bins.
            for (int k = 0; k <= std::min(cap, n); ++k)
                next[n] += binom[n][k] * ways[n - k];
        }
        ways.swap(next);
    }
    return ways[items];
}

double boundedPlacementProbability(int items, int bins, int maxPerBin)
{
    if (items < 0 || bins <= 0)
        return 0.0;
    if (maxPerBin >= items)
        return 1.0;
    // Pigeonhole: the bins cannot hold them all. Saves the exact count where it is 0.
    if (static_cast<long long>(maxPerBin) * bins < items)
        return 0.0;
    const long double all = std::pow(static_cast<long double>(bins), items);
    return static_cast<double>(countBoundedPlacements(items, bins, maxPerBin) / all);
}

bool withinCapacity(double loadRps, double capacityRps)
{
    // Shares such as 12,000 / 7 are not exact in binary; a relative slack far below one
    // request per second keeps "exactly at capacity" within capacity.
    return loadRps <= capacityRps + 1e-9 * std::max(1.0, std::abs(capacityRps));
}

int maxSubKeysWithinCapacity(double capacityRps, double basePerPartitionRps, double perSubKeyRps, int subKeyCount)
{
    if (!withinCapacity(basePerPartitionRps, capacityRps))
        return 0;
    if (perSubKeyRps <= 0.0)
        return subKeyCount;
    const double headroom = capacityRps - basePerPartitionRps;
    const double quotient = std::floor(headroom / perSubKeyRps);
    if (quotient >= subKeyCount + 1)
        return subKeyCount;
    int fits = static_cast<int>(quotient);
    // Correct the floor for rounding in either direction.
    while (fits < subKeyCount && withinCapacity(basePerPartitionRps + (fits + 1) * perSubKeyRps, capacityRps))
        ++fits;
    while (fits > 0 && !withinCapacity(basePerPartitionRps + fits * perSubKeyRps, capacityRps))
        --fits;
    return std::min(std::max(fits, 0), subKeyCount);
}

} // namespace SubKeyMath
