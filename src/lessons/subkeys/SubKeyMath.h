#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

// Plain arithmetic behind the sub-key lesson, free of Qt so it is easy to test.
//
// The scenario: `partitionCount` partitions of `capacityRps` each. Ordinary keys bring
// `baseLoadRps` in total, spread evenly. One hot write key brings `hotKeyRps` and is split
// into `subKeyCount` sub-keys that share its traffic equally.
namespace SubKeyMath {

// The largest sub-key count the lesson and the exact probability support.
inline constexpr int kMaxSubKeys = 64;
// Upper bound on partitions: keeps the exact count and the charts cheap.
inline constexpr int kMaxPartitions = 1024;

// MurmurHash3_x86_32 (Austin Appleby, public domain) with seed 0 over the given bytes,
// reading blocks little-endian as the reference does, so the value is the same on every
// run and every machine. Chosen over FNV-1a because FNV-1a modulo a power of two barely
// mixes the last character: "promo#0".."promo#7" would land on 8 different partitions,
// a perfect spread no real hash promises.
std::uint32_t murmur3_32(std::string_view bytes, std::uint32_t seed = 0);

// The partition of sub-key `index` under hash placement: murmur3_32 of the UTF-8 text
// "promo#<index>" modulo `partitionCount`.
int hashPartitionOf(int index, int partitionCount);

// Where round-robin placement starts: the partition of "promo#0" under the hash, so a key
// that is not split sits on the same partition in both placements. Sub-key i goes to
// (home + i) mod partitionCount.
int homePartition(int partitionCount);

// How many sub-keys each partition holds under the two placements.
std::vector<int> hashCounts(int subKeyCount, int partitionCount);
std::vector<int> roundRobinCounts(int subKeyCount, int partitionCount);

// Number of ways to put `items` labelled items into `bins` bins with at most `maxPerBin`
// in each bin, as a long double (exact while the count fits the 64-bit mantissa, and
// within rounding otherwise). Dynamic programming over the bins, adding one bin at a
// time and choosing which of the placed items it holds (binomial coefficients).
long double countBoundedPlacements(int items, int bins, int maxPerBin);

// Probability that no bin receives more than `maxPerBin` of `items` items, each placed on
// one of `bins` bins uniformly and independently: countBoundedPlacements / bins^items.
// Computed without sampling.
double boundedPlacementProbability(int items, int bins, int maxPerBin);

// Sub-keys one partition can hold without exceeding capacity (loads exactly at capacity
// count as within), capped at `subKeyCount` (all of them fit); 0 when none fits.
int maxSubKeysWithinCapacity(double capacityRps, double basePerPartitionRps, double perSubKeyRps, int subKeyCount);

// True when `loadRps` does not exceed `capacityRps`, allowing for rounding of fractional
// shares (12,000 / 7 and the like), so a load that is exactly at capacity counts as within.
bool withinCapacity(double loadRps, double capacityRps);

} // namespace SubKeyMath
