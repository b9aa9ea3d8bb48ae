#include "lessons/lab/PartitionQueues.h"

#include <algorithm>
#include <numeric>

PartitionQueues::PartitionQueues(int partitionCount, int capacityPerStep)
    : m_capacityPerStep(std::max(0, capacityPerStep))
{
    reset(partitionCount);
}

void PartitionQueues::receiveAndProcess(const Counts &arrivals)
{
    for (int p = 0; p < partitionCount(); ++p) {
        const auto index = std::size_t(p);
        const std::int64_t arrived = index < arrivals.size() ? std::max<std::int64_t>(0, arrivals[index]) : 0;
        m_lastArrived[index] = arrived;
        m_received[index] += arrived;
        m_waiting[index] += arrived;
    }
    processStep();
}

void PartitionQueues::processWithoutArrivals()
{
    std::fill(m_lastArrived.begin(), m_lastArrived.end(), 0);
    processStep();
}

void PartitionQueues::reset(int partitionCount)
{
    const auto size = std::size_t(std::max(1, partitionCount));
    m_stepCount = 0;
    for (Counts *counts : {&m_received, &m_completed, &m_waiting, &m_lastArrived, &m_lastCompleted})
        counts->assign(size, 0);
}

void PartitionQueues::processStep()
{
    for (std::size_t p = 0; p < m_waiting.size(); ++p) {
        const std::int64_t done = std::min<std::int64_t>(m_waiting[p], m_capacityPerStep);
        m_waiting[p] -= done;
        m_completed[p] += done;
        m_lastCompleted[p] = done;
    }
    ++m_stepCount;
}

std::int64_t PartitionQueues::sum(const Counts &counts)
{
    return std::accumulate(counts.begin(), counts.end(), std::int64_t {0});
}
