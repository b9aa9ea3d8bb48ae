#pragma once

#include <cstdint>
#include <vector>

// The lab's processing rule, shared by the four-step lab (LabCore) and the fixes
// (MitigationCore): every partition works only on its own queue and completes at most
// `capacityPerStep` requests per step, waiting work included; capacity it does not use
// expires with the step and is never lent to another partition. Counters are 64-bit.
class PartitionQueues
{
public:
    using Counts = std::vector<std::int64_t>;

    PartitionQueues(int partitionCount, int capacityPerStep);

    int partitionCount() const { return int(m_received.size()); }
    int capacityPerStep() const { return m_capacityPerStep; }
    bool isValidPartition(int partition) const { return partition >= 0 && partition < partitionCount(); }

    // Requests arriving at the partitions (one count per partition), then one step.
    void receiveAndProcess(const Counts &arrivals);
    // One step with no arrivals.
    void processWithoutArrivals();
    // Counters to zero, with a new number of partitions (at least one).
    void reset(int partitionCount);
    void reset() { reset(partitionCount()); }

    std::int64_t stepCount() const { return m_stepCount; }
    std::int64_t received(int partition) const { return valueAt(m_received, partition); }
    std::int64_t completed(int partition) const { return valueAt(m_completed, partition); }
    std::int64_t waiting(int partition) const { return valueAt(m_waiting, partition); }
    std::int64_t arrivedInLastStep(int partition) const { return valueAt(m_lastArrived, partition); }
    std::int64_t completedInLastStep(int partition) const { return valueAt(m_lastCompleted, partition); }
    std::int64_t totalReceived() const { return sum(m_received); }
    std::int64_t totalCompleted() const { return sum(m_completed); }
    std::int64_t totalWaiting() const { return sum(m_waiting); }
    // Capacity offered in the run: every step gives each partition its capacity.
    std::int64_t capacityOffered() const { return m_stepCount * m_capacityPerStep * partitionCount(); }

private:
    void processStep();
    std::int64_t valueAt(const Counts &counts, int partition) const
    {
        return isValidPartition(partition) ? counts[std::size_t(partition)] : 0;
    }
    static std::int64_t sum(const Counts &counts);

    int m_capacityPerStep;
    std::int64_t m_stepCount = 0;
    Counts m_received;
    Counts m_completed;
    Counts m_waiting;
    Counts m_lastArrived;
    Counts m_lastCompleted;
};
