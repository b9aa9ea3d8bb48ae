#pragma once

#include <cstdint>

// SplitMix64 (Steele, Lea and Flood 2014), the lessons' one hash and pseudo-random
// generator: own code rather than a std:: engine and distribution, so that a seed gives
// the same stream and the same hashes on every machine and library version.

// The output for one 64-bit input, all mod 2^64 (rebalance: a key's hash, the ring's
// tokens, the rendezvous scores).
constexpr std::uint64_t splitMix64Of(std::uint64_t input)
{
    std::uint64_t z = input + 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

// The generator: the next number of the stream that `state` holds (detect: the request
// stream and the sketch's hash family).
inline std::uint64_t splitMix64(std::uint64_t &state)
{
    const std::uint64_t next = splitMix64Of(state);
    state += 0x9e3779b97f4a7c15ULL;
    return next;
}
