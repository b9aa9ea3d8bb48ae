#include "lessons/lab/MitigationCore.h"

#include <algorithm>

namespace {
MitigationCore::Queue longestQueue(const std::vector<std::int64_t> &arrivals, int preferred)
{
    MitigationCore::Queue longest {preferred, 0};
    for (int p = 0; p < int(arrivals.size()); ++p) {
        const std::int64_t queue =
            std::max<std::int64_t>(0, arrivals[std::size_t(p)] - MitigationCore::kCapacityPerStep);
        const bool preferredTie = queue == longest.length && p == preferred;
        if (queue > longest.length || preferredTie)
            longest = {p, queue};
    }
    return longest;
}

// Sets `value` to `next` and starts a new run when `next` is valid and different.
template<typename T>
bool change(T &value, T next, bool valid, MitigationCore &core)
{
    if (!valid || value == next)
        return false;
    value = next;
    core.resetRun();
    return true;
}
} // namespace

MitigationCore::KeyOwners MitigationCore::keyOwners(int partitionCount, Routing routing)
{
    KeyOwners owners {};
    const int n = std::clamp(partitionCount, kMinPartitions, kMaxPartitions);
    for (int key = 0; key < kKeyCount; ++key)
        owners[std::size_t(key)] = key % (routing == Routing::ModN ? n : kBasePartitions);
    if (routing == Routing::ModN)
        return owners;

    const auto slotsOn = [&owners](int partition) { return int(std::count(owners.begin(), owners.end(), partition)); };
    const int fewestAllowed = kKeyCount / n;
    const int mostAllowed = (kKeyCount + n - 1) / n;
    for (;;) {
        int most = 0;
        int fewest = 0;
        for (int p = 1; p < n; ++p) {
            if (slotsOn(p) > slotsOn(most))
                most = p;
            if (slotsOn(p) < slotsOn(fewest))
                fewest = p;
        }
        if (slotsOn(most) <= mostAllowed && slotsOn(fewest) >= fewestAllowed)
            return owners;
        for (int slot = kKeyCount - 1; slot >= 0; --slot) {
            if (owners[std::size_t(slot)] == most) {
                owners[std::size_t(slot)] = fewest;
                break;
            }
        }
    }
}

int MitigationCore::keysMovedTo(int partitionCount, Routing routing)
{
    const KeyOwners owners = keyOwners(partitionCount, routing);
    int moved = 0;
    for (int key = 0; key < kKeyCount; ++key)
        moved += owners[std::size_t(key)] != LabCore::ownerOf(key) ? 1 : 0;
    return moved;
}

MitigationCore::MitigationCore() = default;

bool MitigationCore::setFix(Fix fix)
{
    return change(m_fix, fix, isValidFix(fix), *this);
}

bool MitigationCore::setHotKey(int key)
{
    return change(m_hotKey, key, LabCore::isValidKey(key), *this);
}

bool MitigationCore::setCacheHits(int hits)
{
    return change(m_cacheHits, hits, isValidCacheHits(hits), *this);
}

bool MitigationCore::setMoveTo(int partition)
{
    return change(m_moveTo, partition, isValidMoveTarget(partition), *this);
}

bool MitigationCore::setSplitCount(int count)
{
    return change(m_splitCount, count, isValidSplitCount(count), *this);
}

bool MitigationCore::setPartitionsWithFix(int count)
{
    return change(m_partitionsWithFix, count, isValidPartitionCount(count), *this);
}

bool MitigationCore::setRouting(Routing routing)
{
    return change(m_routing, routing, isValidRouting(routing), *this);
}

int MitigationCore::partitionCount() const
{
    return m_fix == Fix::AddPartitions ? m_partitionsWithFix : kBasePartitions;
}

int MitigationCore::ownerOf(int key) const
{
    if (!LabCore::isValidKey(key))
        return -1;
    if (m_fix == Fix::AddPartitions)
        return keyOwners(m_partitionsWithFix, m_routing)[std::size_t(key)];
    if (m_fix == Fix::MoveHotKey && key == m_hotKey)
        return m_moveTo;
    return LabCore::ownerOf(key);
}

int MitigationCore::subKeyOwner(int index) const
{
    if (m_fix != Fix::SplitHotKey || index < 0 || index >= m_splitCount)
        return -1;
    return (LabCore::ownerOf(m_hotKey) + index) % kBasePartitions;
}

int MitigationCore::keysMoved() const
{
    if (m_fix == Fix::AddPartitions)
        return keysMovedTo(m_partitionsWithFix, m_routing);
    int moved = 0;
    for (int key = 0; key < kKeyCount; ++key) {
        if (ownerOf(key) != LabCore::ownerOf(key))
            ++moved;
    }
    return moved;
}

int MitigationCore::readFanOut() const
{
    return m_fix == Fix::SplitHotKey ? m_splitCount : 1;
}

std::vector<MitigationCore::Share> MitigationCore::batchShares() const
{
    std::vector<Share> shares;
    const LabCore::KeyCounts keys = LabCore::batchComposition(LabCore::Profile::HotKey, m_hotKey);
    for (int key = 0; key < kKeyCount; ++key) {
        const int requests = keys[std::size_t(key)];
        if (key == m_hotKey && m_fix == Fix::SplitHotKey) {
            for (int i = 0; i < m_splitCount; ++i) {
                const int share = requests / m_splitCount + (i < requests % m_splitCount ? 1 : 0);
                shares.push_back({key, i, subKeyOwner(i), share});
            }
        } else if (key == m_hotKey && m_fix == Fix::CacheReads) {
            shares.push_back({key, -1, kCache, m_cacheHits});
            shares.push_back({key, -1, ownerOf(key), requests - m_cacheHits});
        } else {
            shares.push_back({key, -1, ownerOf(key), requests});
        }
    }
    return shares;
}

std::vector<std::int64_t> MitigationCore::batchArrivals() const
{
    std::vector<std::int64_t> arrivals(std::size_t(partitionCount()), 0);
    for (const Share &share : batchShares()) {
        if (share.partition != kCache)
            arrivals[std::size_t(share.partition)] += share.requests;
    }
    return arrivals;
}

std::vector<std::int64_t> MitigationCore::baselineBatchArrivals(int hotKey)
{
    const LabCore::PartitionCounts arrivals = LabCore::batchArrivals(LabCore::Profile::HotKey, hotKey);
    return {arrivals.begin(), arrivals.end()};
}

MitigationCore::Queue MitigationCore::firstBatchQueue() const
{
    return longestQueue(batchArrivals(), LabCore::ownerOf(m_hotKey));
}

MitigationCore::Queue MitigationCore::firstBatchBaselineQueue() const
{
    return longestQueue(baselineBatchArrivals(m_hotKey), LabCore::ownerOf(m_hotKey));
}

MitigationCore::Outcome MitigationCore::firstBatchOutcome() const
{
    const Queue with = firstBatchQueue();
    const Queue without = firstBatchBaselineQueue();
    if (with.length == 0)
        return Outcome::NoQueue;
    if (with.partition != without.partition)
        return Outcome::QueueMoves;
    return with.length < without.length ? Outcome::ShorterQueue : Outcome::SameQueue;
}

void MitigationCore::sendBatch()
{
    m_fixed.receiveAndProcess(batchArrivals());
    m_baseline.receiveAndProcess(baselineBatchArrivals(m_hotKey));
    m_cacheServed += cacheServedPerBatch();
}

void MitigationCore::drainStep()
{
    m_fixed.processWithoutArrivals();
    m_baseline.processWithoutArrivals();
}

void MitigationCore::resetRun()
{
    m_fixed.reset(partitionCount());
    m_baseline.reset(kBasePartitions);
    m_cacheServed = 0;
}
