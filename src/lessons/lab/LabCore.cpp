#include "lessons/lab/LabCore.h"

#include <algorithm>
#include <cmath>
#include <numeric>

int LabCore::ownerOf(int key)
{
    return isValidKey(key) ? key % kPartitionCount : -1;
}

int LabCore::keysOwnedBy(int partition)
{
    if (!isValidPartition(partition))
        return 0;
    int owned = 0;
    for (int key = 0; key < kKeyCount; ++key) {
        if (ownerOf(key) == partition)
            ++owned;
    }
    return owned;
}

LabCore::KeyCounts LabCore::batchComposition(Profile profile, int hotKey)
{
    KeyCounts counts {};
    if (profile == Profile::HotKey && isValidKey(hotKey)) {
        counts[hotKey] += kHotKeyCopies;
        for (int offset = 1; offset <= kHotNeighbours; ++offset)
            counts[(hotKey + offset) % kKeyCount] += 1;
    } else {
        counts.fill(1);
    }
    return counts;
}

LabCore::PartitionCounts LabCore::batchArrivals(Profile profile, int hotKey)
{
    PartitionCounts arrivals {};
    const KeyCounts keys = batchComposition(profile, hotKey);
    for (int key = 0; key < kKeyCount; ++key)
        arrivals[ownerOf(key)] += keys[key];
    return arrivals;
}

bool LabCore::setProfile(Profile profile)
{
    if (!isValidProfile(profile) || profile == m_profile)
        return false;
    m_profile = profile;
    resetRun();
    return true;
}

bool LabCore::setHotKey(int key)
{
    if (!isValidKey(key) || key == m_hotKey)
        return false;
    m_hotKey = key;
    resetRun();
    return true;
}

void LabCore::sendBatch()
{
    m_lastArrived = batchArrivals(m_profile, m_hotKey);
    for (int p = 0; p < kPartitionCount; ++p) {
        m_received[p] += m_lastArrived[p];
        m_waiting[p] += m_lastArrived[p];
    }
    processStep();
}

void LabCore::drainStep()
{
    m_lastArrived.fill(0);
    processStep();
}

void LabCore::resetRun()
{
    m_stepCount = 0;
    m_received.fill(0);
    m_completed.fill(0);
    m_waiting.fill(0);
    m_lastArrived.fill(0);
    m_lastCompleted.fill(0);
}

void LabCore::processStep()
{
    // Each partition works only on its own queue; capacity it does not use expires.
    for (int p = 0; p < kPartitionCount; ++p) {
        const std::int64_t done = std::min<std::int64_t>(m_waiting[p], kCapacityPerStep);
        m_waiting[p] -= done;
        m_completed[p] += done;
        m_lastCompleted[p] = done;
    }
    ++m_stepCount;
}

std::int64_t LabCore::sum(const PartitionCounts &counts)
{
    return std::accumulate(counts.begin(), counts.end(), std::int64_t {0});
}

std::int64_t LabCore::arrivedInLastStep(int partition) const
{
    return isValidPartition(partition) ? m_lastArrived[partition] : 0;
}

std::int64_t LabCore::completedInLastStep(int partition) const
{
    return isValidPartition(partition) ? m_lastCompleted[partition] : 0;
}

std::int64_t LabCore::received(int partition) const
{
    return isValidPartition(partition) ? m_received[partition] : 0;
}

std::int64_t LabCore::completed(int partition) const
{
    return isValidPartition(partition) ? m_completed[partition] : 0;
}

std::int64_t LabCore::waiting(int partition) const
{
    return isValidPartition(partition) ? m_waiting[partition] : 0;
}

std::int64_t LabCore::totalReceived() const
{
    return sum(m_received);
}

std::int64_t LabCore::totalCompleted() const
{
    return sum(m_completed);
}

std::int64_t LabCore::totalWaiting() const
{
    return sum(m_waiting);
}

std::int64_t LabCore::capacityOffered() const
{
    return m_stepCount * kCapacityPerStep * kPartitionCount;
}

double LabCore::sharePercent(int partition) const
{
    const std::int64_t total = totalReceived();
    if (!isValidPartition(partition) || total == 0)
        return 0.0;
    return 100.0 * double(m_received[partition]) / double(total);
}

int LabCore::roundedSharePercent(int partition) const
{
    const std::int64_t total = totalReceived();
    if (!isValidPartition(partition) || total == 0)
        return 0;
    // Integer rounding (half up) where it cannot overflow, so 10/12 gives exactly 83.
    const std::int64_t part = m_received[partition];
    if (part <= INT64_MAX / 200)
        return int((200 * part + total) / (2 * total));
    return int(std::lround(sharePercent(partition)));
}

int LabCore::mostLoadedPartition() const
{
    if (totalReceived() == 0)
        return -1;
    const auto top = std::max_element(m_received.begin(), m_received.end());
    if (std::count(m_received.begin(), m_received.end(), *top) > 1)
        return -1;
    return int(top - m_received.begin());
}

std::int64_t LabCore::drainStepsToEmpty() const
{
    const std::int64_t longest = *std::max_element(m_waiting.begin(), m_waiting.end());
    return (longest + kCapacityPerStep - 1) / kCapacityPerStep;
}
