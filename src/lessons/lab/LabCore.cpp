#include "lessons/lab/LabCore.h"

#include <algorithm>
#include <cmath>

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
    const PartitionCounts arrivals = batchArrivals(m_profile, m_hotKey);
    m_queues.receiveAndProcess(PartitionQueues::Counts(arrivals.begin(), arrivals.end()));
}

void LabCore::drainStep()
{
    m_queues.processWithoutArrivals();
}

void LabCore::resetRun()
{
    m_queues.reset();
}

double LabCore::sharePercent(int partition) const
{
    const std::int64_t total = totalReceived();
    if (!isValidPartition(partition) || total == 0)
        return 0.0;
    return 100.0 * double(received(partition)) / double(total);
}

int LabCore::roundedSharePercent(int partition) const
{
    const std::int64_t total = totalReceived();
    if (!isValidPartition(partition) || total == 0)
        return 0;
    // Integer rounding (half up) where it cannot overflow, so 10/12 gives exactly 83.
    const std::int64_t part = received(partition);
    if (part <= INT64_MAX / 200)
        return int((200 * part + total) / (2 * total));
    return int(std::lround(sharePercent(partition)));
}

int LabCore::mostLoadedPartition() const
{
    if (totalReceived() == 0)
        return -1;
    int top = 0;
    for (int p = 1; p < kPartitionCount; ++p) {
        if (received(p) > received(top))
            top = p;
    }
    for (int p = 0; p < kPartitionCount; ++p) {
        if (p != top && received(p) == received(top))
            return -1;
    }
    return top;
}

std::int64_t LabCore::drainStepsToEmpty() const
{
    std::int64_t longest = 0;
    for (int p = 0; p < kPartitionCount; ++p)
        longest = std::max(longest, waiting(p));
    return (longest + kCapacityPerStep - 1) / kCapacityPerStep;
}
