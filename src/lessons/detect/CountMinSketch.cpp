#include "lessons/detect/CountMinSketch.h"

#include "common/SplitMix64.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace {
// Keys are below 2^31 - 1 (a million at most), so (a x + b) stays below 2^62.
constexpr std::uint64_t kPrime = (std::uint64_t(1) << 31) - 1;
} // namespace

CountMinSketch::CountMinSketch(int width, int depth, std::uint64_t seed)
    : m_width(width)
    , m_depth(depth)
    , m_counters(std::size_t(width) * std::size_t(depth), 0)
{
    std::uint64_t state = seed ^ 0xc0ffee123456789ULL;
    for (int row = 0; row < depth; ++row) {
        m_a.push_back(1 + splitMix64(state) % (kPrime - 1));
        m_b.push_back(splitMix64(state) % kPrime);
    }
}

double CountMinSketch::epsilon() const
{
    return std::exp(1.0) / m_width;
}

double CountMinSketch::delta() const
{
    return std::exp(-double(m_depth));
}

int CountMinSketch::column(int row, std::int64_t key) const
{
    const std::uint64_t hash = (m_a[std::size_t(row)] * (std::uint64_t(key) % kPrime) + m_b[std::size_t(row)]) % kPrime;
    return int(hash % std::uint64_t(m_width));
}

std::uint32_t CountMinSketch::add(std::int64_t key)
{
    std::uint32_t smallest = std::numeric_limits<std::uint32_t>::max();
    for (int row = 0; row < m_depth; ++row) {
        std::uint32_t &cell = m_counters[std::size_t(row) * m_width + column(row, key)];
        if (cell < std::numeric_limits<std::uint32_t>::max())
            ++cell;
        smallest = std::min(smallest, cell);
    }
    return smallest;
}

std::uint32_t CountMinSketch::estimate(std::int64_t key) const
{
    std::uint32_t smallest = std::numeric_limits<std::uint32_t>::max();
    for (int row = 0; row < m_depth; ++row)
        smallest = std::min(smallest, counter(row, column(row, key)));
    return smallest;
}

void CountMinSketch::halve()
{
    for (std::uint32_t &cell : m_counters)
        cell /= 2;
}

void CountMinSketch::clear()
{
    std::fill(m_counters.begin(), m_counters.end(), 0);
}
