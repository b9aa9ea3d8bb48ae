#pragma once

#include "lessons/lab/LabCore.h"
#include "lessons/lab/PartitionQueues.h"

#include <array>
#include <cstdint>
#include <vector>

// "Try a fix", the lab's second part, free of Qt Quick: the lab's hot batch (the hot key
// 9 times, then the next three keys once each) goes to two systems at once, one with a
// fix and a baseline without any, and both process it by the lab's rule
// (PartitionQueues). One fix at a time:
// - CacheReads: a cache answers `cacheHits` of the hot key's 9 requests; the owner gets
//   the rest. The work that reaches the owner shrinks.
// - MoveHotKey: the hot key's owner becomes `moveTo`. The same work, another owner.
// - SplitHotKey: the hot key becomes `splitCount` sub-keys; sub-key i lives on partition
//   (owner(hot) + i) mod 3 and gets 9 / k requests, the first 9 mod k one more.
// - AddPartitions: `partitionsWithFix` partitions, keys placed by `routing`. The hot key
//   stays one key on one owner.
// Every setter returns true when the value was valid and different, which starts a new
// run of both systems; anything else changes nothing.
class MitigationCore
{
public:
    enum class Fix {
        NoFix,
        CacheReads,
        MoveHotKey,
        SplitHotKey,
        AddPartitions,
    };
    enum class Routing {
        ModN,
        FixedSlots,
    };
    // What the first batch with the fix does at the busiest partition without it (the hot
    // key's owner, where the baseline queues 6): the prediction's choices, in this order.
    enum class Outcome {
        NoQueue,
        ShorterQueue,
        SameQueue,
        QueueMoves,
    };
    // The longest queue after one batch: where (the lowest partition on a tie, the hot
    // key's owner first) and how long.
    struct Queue
    {
        int partition = 0;
        std::int64_t length = 0;
    };

    // Where some of one batch's requests go: a key (or one sub-key of the hot key) and its
    // owner, or the cache (partition kCache), with the requests per batch.
    struct Share
    {
        int key = 0;
        // The sub-key's number under SplitHotKey; -1 for a whole key.
        int subKey = -1;
        int partition = 0;
        int requests = 0;
    };
    static constexpr int kCache = -1;

    static constexpr int kKeyCount = LabCore::kKeyCount;
    static constexpr int kBasePartitions = LabCore::kPartitionCount;
    static constexpr int kCapacityPerStep = LabCore::kCapacityPerStep;
    static constexpr int kHotKeyCopies = LabCore::kHotKeyCopies;
    static constexpr int kMinSplitCount = 1;
    static constexpr int kMaxSplitCount = 6;
    static constexpr int kMinPartitions = 3;
    static constexpr int kMaxPartitions = 8;

    using KeyOwners = std::array<int, kKeyCount>;

    static bool isValidFix(Fix fix) { return fix >= Fix::NoFix && fix <= Fix::AddPartitions; }
    static bool isValidRouting(Routing routing) { return routing == Routing::ModN || routing == Routing::FixedSlots; }
    static bool isValidCacheHits(int hits) { return hits >= 0 && hits <= kHotKeyCopies; }
    static bool isValidMoveTarget(int partition) { return partition >= 0 && partition < kBasePartitions; }
    static bool isValidSplitCount(int count) { return count >= kMinSplitCount && count <= kMaxSplitCount; }
    static bool isValidPartitionCount(int count) { return count >= kMinPartitions && count <= kMaxPartitions; }

    // The owner of every key on `partitionCount` partitions (3-8) under a routing. ModN:
    // key mod N. FixedSlots: the 12 keys are slots, slot k starts on k mod 3; then, until
    // every partition holds 12/N rounded down or up, the partition with the most slots
    // (lowest number on a tie) gives its highest-numbered slot to the one with the fewest
    // (lowest number on a tie): the fewest keys move.
    static KeyOwners keyOwners(int partitionCount, Routing routing);
    // Keys whose owner differs from key mod 3 on `partitionCount` partitions under a routing.
    static int keysMovedTo(int partitionCount, Routing routing);

    MitigationCore();

    Fix fix() const { return m_fix; }
    int hotKey() const { return m_hotKey; }
    int cacheHits() const { return m_cacheHits; }
    int moveTo() const { return m_moveTo; }
    int splitCount() const { return m_splitCount; }
    int partitionsWithFix() const { return m_partitionsWithFix; }
    Routing routing() const { return m_routing; }

    bool setFix(Fix fix);
    bool setHotKey(int key);
    bool setCacheHits(int hits);
    bool setMoveTo(int partition);
    bool setSplitCount(int count);
    bool setPartitionsWithFix(int count);
    bool setRouting(Routing routing);

    // 3, or partitionsWithFix under AddPartitions.
    int partitionCount() const;
    // A key's owner under the current fix (-1 for a key outside 0-11). Under SplitHotKey
    // the hot key has several owners: this is its first sub-key's, as without the fix.
    int ownerOf(int key) const;
    // Under SplitHotKey the partition of sub-key i (0 to splitCount - 1); -1 otherwise.
    int subKeyOwner(int index) const;
    // Keys whose owner differs from key mod 3 under the current fix.
    int keysMoved() const;
    // Requests needed to read the hot key's whole value: splitCount under SplitHotKey.
    int readFanOut() const;
    // Where one batch goes under the current fix, in key order: every key (requests 0 for a
    // key the batch does not name), the hot key's sub-keys one by one under SplitHotKey,
    // and under CacheReads the hot key's share the cache answers, before its owner's.
    std::vector<Share> batchShares() const;
    // Where one batch arrives: per partition of the fixed system, and of the baseline.
    std::vector<std::int64_t> batchArrivals() const;
    static std::vector<std::int64_t> baselineBatchArrivals(int hotKey);
    // The hot key's requests per batch that the cache answers (0 without CacheReads).
    int cacheServedPerBatch() const { return m_fix == Fix::CacheReads ? m_cacheHits : 0; }

    // The longest queue after the first batch, with and without the fix, and what the fix
    // changed there: a function of the settings alone, so it can be predicted.
    Queue firstBatchQueue() const;
    Queue firstBatchBaselineQueue() const;
    Outcome firstBatchOutcome() const;

    // A hot batch arrives at both systems, then one processing step runs in each.
    void sendBatch();
    // One processing step in each system, with no arrivals.
    void drainStep();
    // Both systems' counters to zero; every setting is kept.
    void resetRun();

    const PartitionQueues &fixed() const { return m_fixed; }
    const PartitionQueues &baseline() const { return m_baseline; }
    // Requests the cache answered in this run.
    std::int64_t cacheServed() const { return m_cacheServed; }

private:
    Fix m_fix = Fix::NoFix;
    int m_hotKey = 0;
    int m_cacheHits = 6;
    int m_moveTo = 1;
    int m_splitCount = 3;
    int m_partitionsWithFix = 4;
    Routing m_routing = Routing::ModN;
    PartitionQueues m_fixed {kBasePartitions, kCapacityPerStep};
    PartitionQueues m_baseline {kBasePartitions, kCapacityPerStep};
    std::int64_t m_cacheServed = 0;
};
