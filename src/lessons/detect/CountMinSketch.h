#pragma once

#include <cstdint>
#include <vector>

// A count-min sketch, free of Qt: depth rows of width 32-bit counters. Row i hashes a key
// with its own hash from a pairwise-independent family, ((a_i x + b_i) mod p) mod width
// with p = 2^31 - 1 (above
// every key) and a_i, b_i drawn from the seed. A key's estimate is the minimum of
// its counters: never below its true count (until counters are halved), and with
// probability at least 1 - delta at most epsilon x N above it, where epsilon = e / width,
// delta = e^-depth and N the requests counted.
class CountMinSketch
{
public:
    static constexpr int kMinWidth = 16;
    static constexpr int kMaxWidth = 65'536;
    static constexpr int kMinDepth = 1;
    static constexpr int kMaxDepth = 8;

    static bool isValidWidth(int width) { return width >= kMinWidth && width <= kMaxWidth; }
    static bool isValidDepth(int depth) { return depth >= kMinDepth && depth <= kMaxDepth; }

    // `width` and `depth` must be valid.
    CountMinSketch(int width, int depth, std::uint64_t seed);

    int width() const { return m_width; }
    int depth() const { return m_depth; }
    double epsilon() const;
    double delta() const;
    std::int64_t memoryBytes() const { return std::int64_t(m_width) * m_depth * 4; }

    // The column of `key` in `row`.
    int column(int row, std::int64_t key) const;
    // Counts one request for `key`; returns its new estimate.
    std::uint32_t add(std::int64_t key);
    std::uint32_t estimate(std::int64_t key) const;
    std::uint32_t counter(int row, int column) const { return m_counters[std::size_t(row) * m_width + column]; }
    // Every counter halved (rounded down): older requests weigh less.
    void halve();
    void clear();

private:
    int m_width;
    int m_depth;
    std::vector<std::uint64_t> m_a;
    std::vector<std::uint64_t> m_b;
    std::vector<std::uint32_t> m_counters;
};
