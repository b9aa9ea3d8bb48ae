#pragma once

#include "lessons/lab/PartitionQueues.h"

#include <array>
#include <cstdint>

// The exact core of the hot-key lab, free of Qt Quick so it is easy to test: 12 keys
// routed to 3 partitions by key mod 3, batches of 12 requests, and processing steps in
// which every partition completes at most 4 requests. Counters are 64-bit, so any
// number of batches stays exact.
class LabCore
{
public:
    enum class Profile {
        Even,
        HotKey,
    };

    static constexpr int kPartitionCount = 3;
    static constexpr int kKeyCount = 12;
    static constexpr int kCapacityPerStep = 4;
    static constexpr int kBatchSize = 12;
    // The hot profile: the hot key 9 times, then the next three keys once each.
    static constexpr int kHotKeyCopies = 9;
    static constexpr int kHotNeighbours = 3;

    using PartitionCounts = std::array<std::int64_t, kPartitionCount>;
    using KeyCounts = std::array<int, kKeyCount>;

    static bool isValidKey(int key) { return key >= 0 && key < kKeyCount; }
    static bool isValidPartition(int partition) { return partition >= 0 && partition < kPartitionCount; }
    static bool isValidProfile(Profile profile) { return profile == Profile::Even || profile == Profile::HotKey; }

    // The owner of a key (key mod 3), or -1 for a key outside 0-11.
    static int ownerOf(int key);
    // How many keys a partition owns (4 each), 0 for an invalid partition.
    static int keysOwnedBy(int partition);
    // Requests per key in one batch of the given profile.
    static KeyCounts batchComposition(Profile profile, int hotKey);
    // Requests per partition in one batch of the given profile.
    static PartitionCounts batchArrivals(Profile profile, int hotKey);

    Profile profile() const { return m_profile; }
    int hotKey() const { return m_hotKey; }

    // Both return true when the value was valid and different, which starts a new run.
    // Queued requests are not migrated: a new selection is a new experiment.
    bool setProfile(Profile profile);
    bool setHotKey(int key);

    // A batch of 12 arrives, then one processing step runs.
    void sendBatch();
    // One processing step with no arrivals.
    void drainStep();
    // All counters to zero; profile and hot key are kept.
    void resetRun();

    std::int64_t stepCount() const { return m_queues.stepCount(); }
    std::int64_t received(int partition) const { return m_queues.received(partition); }
    std::int64_t completed(int partition) const { return m_queues.completed(partition); }
    std::int64_t waiting(int partition) const { return m_queues.waiting(partition); }
    // What the last step did to a partition's queue: the requests that arrived with its
    // batch (none for a drain step) and the ones finished in it. Zero before any step.
    std::int64_t arrivedInLastStep(int partition) const { return m_queues.arrivedInLastStep(partition); }
    std::int64_t completedInLastStep(int partition) const { return m_queues.completedInLastStep(partition); }
    std::int64_t totalReceived() const { return m_queues.totalReceived(); }
    std::int64_t totalCompleted() const { return m_queues.totalCompleted(); }
    std::int64_t totalWaiting() const { return m_queues.totalWaiting(); }
    // Capacity offered in the run: every step gives each partition 4 units.
    std::int64_t capacityOffered() const { return m_queues.capacityOffered(); }
    // Capacity that expired unused (it is never lent to another partition).
    std::int64_t capacityUnused() const { return capacityOffered() - totalCompleted(); }

    // Share of all requests received in the run, 0-100; 0 when nothing was received.
    double sharePercent(int partition) const;
    // The same, rounded to a whole percent (83 + 8 + 8 need not add up to 100).
    int roundedSharePercent(int partition) const;
    // The partition that received the most requests, or -1 when the run is empty or
    // several partitions share the top.
    int mostLoadedPartition() const;
    // Drain steps needed to empty every queue without new arrivals.
    std::int64_t drainStepsToEmpty() const;

private:
    Profile m_profile = Profile::Even;
    int m_hotKey = 0;
    PartitionQueues m_queues {kPartitionCount, kCapacityPerStep};
};
