#pragma once

#include <cstdint>

// The detect lesson's one pseudo-random generator (SplitMix64, Steele, Lea and Flood
// 2014): its own code rather than a std:: engine and distribution, so that a seed gives
// the same stream and the same sketch hashes on every machine and library version.
inline std::uint64_t splitMix64(std::uint64_t &state)
{
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}
