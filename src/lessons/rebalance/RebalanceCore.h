#pragma once

#include "common/SplitMix64.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

// The rebalance lesson's model: keyCount keys (0 to keyCount - 1) on nodeCount nodes, and
// one node joins. For a placement scheme it says which node owns each key before and
// after the join, and counts every figure over the whole key set, exactly: no sampling,
// so the lesson's texts can quote the numbers. Key 0 is the hot key: it carries
// hotSharePercent of all requests, and the other keys share the rest evenly.
// An object is immutable: it is built for one Settings (its ring or slot tables with
// it), so a worker thread can count with it while the UI thread asks for owners.
class RebalanceCore
{
public:
    enum class Scheme {
        ModN,
        FixedSlots,
        Ring,
        Rendezvous,
        JumpHash,
    };
    static constexpr int kSchemeCount = 5;

    // Redis Cluster's slot count.
    static constexpr int kSlotCount = 16'384;
    static constexpr int kMinKeyCount = 1'000;
    static constexpr int kMaxKeyCount = 1'000'000;
    static constexpr int kMinNodeCount = 1;
    static constexpr int kMaxNodeCount = 64;
    static constexpr int kMinVirtualNodes = 1;
    static constexpr int kMaxVirtualNodes = 512;
    static constexpr int kMinHotSharePercent = 0;
    static constexpr int kMaxHotSharePercent = 90;

    struct Settings
    {
        Scheme scheme = Scheme::ModN;
        int keyCount = 100'000;
        int nodeCount = 4;
        // Tokens per node on the ring (the other schemes ignore it).
        int virtualNodes = 1;
        int hotSharePercent = 10;

        bool operator==(const Settings &) const = default;
        bool isValid() const;
    };

    struct Figures
    {
        // Per node: nodeCount entries before the join, nodeCount + 1 after.
        std::vector<int> keysPerNode;
        std::vector<int> keysPerNodeAfter;
        // Each list sums to 100 (up to rounding).
        std::vector<double> loadPercentPerNode;
        std::vector<double> loadPercentPerNodeAfter;
        int keysMoved = 0;
        double keysMovedPercent = 0;
        // 100 / (nodeCount + 1): the least any scheme can move and stay balanced.
        double idealMovedPercent = 0;
        // Keys whose owner changes from one old node to another (not to the new one).
        int movesBetweenOldNodes = 0;
        // FixedSlots: slots handed to the new node; 0 for the other schemes.
        int slotsMoved = 0;
        // The largest node's keys over the mean, before and after.
        double maxToAverageKeys = 0;
        double maxToAverageKeysAfter = 0;
        double maxLoadPercent = 0;
        double maxLoadPercentAfter = 0;
        // The share of all requests whose key changes owner.
        double loadMovedPercent = 0;
        int hotKeyOwner = 0;
        int hotKeyOwnerAfter = 0;

        bool operator==(const Figures &) const = default;
    };

    // Asked between chunks of keys with the share done (0 to 1); false stops the count.
    using KeepGoing = std::function<bool(double doneFraction)>;
    static constexpr int kChunkKeys = 16'384;

    // `settings` must be valid (Settings::isValid).
    explicit RebalanceCore(const Settings &settings);

    const Settings &settings() const { return m_settings; }

    // SplitMix64's output for the 64-bit input (common/SplitMix64.h): the key's hash, the
    // ring's tokens and the rendezvous scores.
    static constexpr std::uint64_t splitMix64(std::uint64_t input) { return splitMix64Of(input); }
    static constexpr std::uint64_t hashOf(std::uint64_t key) { return splitMix64(key); }
    // Lamping and Veach's JumpConsistentHash (2014), as published.
    static int jumpConsistentHash(std::uint64_t key, int buckets);
    // A ring token and a rendezvous score, as the issue defines them.
    static std::uint64_t ringToken(int node, int token);
    static std::uint64_t rendezvousScore(std::uint64_t hash, int node);

    // The owner of a key before and after the join; -1 outside 0 to keyCount - 1.
    int ownerBefore(std::int64_t key) const;
    int ownerAfter(std::int64_t key) const;
    int ownerOfHashBefore(std::uint64_t hash) const { return ownerOfHash(hash, m_settings.nodeCount); }
    int ownerOfHashAfter(std::uint64_t hash) const { return ownerOfHash(hash, m_settings.nodeCount + 1); }
    // FixedSlots: the owner of a slot before and after the join (the other schemes have
    // no slots: -1).
    int slotOwnerBefore(int slot) const;
    int slotOwnerAfter(int slot) const;

    // Every figure over the whole key set; nothing when keepGoing stopped it.
    std::optional<Figures> compute(const KeepGoing &keepGoing = {}) const;
    // Roughly the hash evaluations and search steps compute() takes for `settings`, for a
    // caller that decides whether to count on another thread. One unit is 10 to 20 ns on
    // the project's 2-core machine.
    static std::int64_t workEstimate(const Settings &settings);

private:
    struct Ring
    {
        std::vector<std::uint64_t> positions;
        std::vector<std::uint8_t> owners;
    };
    static Ring buildRing(int nodeCount, int virtualNodes);
    static int ringOwner(const Ring &ring, std::uint64_t hash);
    int ownerOfHash(std::uint64_t hash, int nodeCount) const;
    // Counts with ownersOf(hash, before, after), the scheme's owners of a hash.
    template<typename OwnersOf>
    std::optional<Figures> count(OwnersOf ownersOf, const KeepGoing &keepGoing) const;

    Settings m_settings;
    // FixedSlots.
    std::vector<std::uint8_t> m_slotOwnersBefore;
    std::vector<std::uint8_t> m_slotOwnersAfter;
    int m_slotsMoved = 0;
    // Ring.
    Ring m_ringBefore;
    Ring m_ringAfter;
};
