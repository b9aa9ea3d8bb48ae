#include "lessons/subkeys/SubKeySplit.h"

#include "lessons/subkeys/SubKeyMath.h"

#include <QtGlobal>

#include <algorithm>
#include <cmath>

namespace {
// Generous bound for every rate, so products in the arithmetic stay far from overflow.
constexpr double kMaxRps = 1e12;
} // namespace

SubKeySplit::SubKeySplit(QObject *parent)
    : QObject(parent)
{
    recompute();
}

int SubKeySplit::maxSubKeys()
{
    return SubKeyMath::kMaxSubKeys;
}

int SubKeySplit::maxPartitions()
{
    return SubKeyMath::kMaxPartitions;
}

void SubKeySplit::setPartitionCount(int count)
{
    if (count < 1 || count > SubKeyMath::kMaxPartitions) {
        qWarning("SubKeySplit: partitionCount %d refused; valid range is 1 to %d", count, SubKeyMath::kMaxPartitions);
        return;
    }
    if (count == m_partitionCount)
        return;
    m_partitionCount = count;
    scenarioChanged();
    emit partitionCountChanged();
}

void SubKeySplit::setCapacityRps(double rps)
{
    if (!std::isfinite(rps) || rps <= 0.0 || rps > kMaxRps) {
        qWarning("SubKeySplit: capacityRps %g refused; valid range is above 0 up to %g", rps, kMaxRps);
        return;
    }
    if (rps == m_capacityRps)
        return;
    m_capacityRps = rps;
    scenarioChanged();
    emit capacityRpsChanged();
}

void SubKeySplit::setBaseLoadRps(double rps)
{
    if (!std::isfinite(rps) || rps < 0.0 || rps > kMaxRps) {
        qWarning("SubKeySplit: baseLoadRps %g refused; valid range is 0 to %g", rps, kMaxRps);
        return;
    }
    if (rps == m_baseLoadRps)
        return;
    m_baseLoadRps = rps;
    scenarioChanged();
    emit baseLoadRpsChanged();
}

void SubKeySplit::setHotKeyRps(double rps)
{
    if (!std::isfinite(rps) || rps < 0.0 || rps > kMaxRps) {
        qWarning("SubKeySplit: hotKeyRps %g refused; valid range is 0 to %g", rps, kMaxRps);
        return;
    }
    if (rps == m_hotKeyRps)
        return;
    m_hotKeyRps = rps;
    scenarioChanged();
    emit hotKeyRpsChanged();
}

void SubKeySplit::setSubKeyCount(int count)
{
    if (count < minSubKeys() || count > SubKeyMath::kMaxSubKeys) {
        qWarning("SubKeySplit: subKeyCount %d refused; valid range is %d to %d", count, minSubKeys(),
                 SubKeyMath::kMaxSubKeys);
        return;
    }
    if (count == m_subKeyCount)
        return;
    m_subKeyCount = count;
    recompute();
    emit subKeyCountChanged();
}

void SubKeySplit::scenarioChanged()
{
    // Both caches depend on the scenario, not on the sub-key count chosen.
    m_probabilityBySubKeys.clear();
    m_subKeysNeededRandomly = -1;
    recompute();
}

void SubKeySplit::recompute()
{
    m_hashCounts = SubKeyMath::hashCounts(m_subKeyCount, m_partitionCount);
    m_roundRobinCounts = SubKeyMath::roundRobinCounts(m_subKeyCount, m_partitionCount);
    m_safeProbability = probabilityFor(m_subKeyCount);
    emit figuresChanged();
}

double SubKeySplit::probabilityFor(int subKeys) const
{
    const int fits =
        SubKeyMath::maxSubKeysWithinCapacity(m_capacityRps, basePerPartitionRps(), m_hotKeyRps / subKeys, subKeys);
    return fits <= 0 ? 0.0 : SubKeyMath::boundedPlacementProbability(subKeys, m_partitionCount, fits);
}

int SubKeySplit::subKeysNeededRandomly() const
{
    // Up to a few hundred exact counts: computed once per scenario, not per sub-key count.
    if (m_subKeysNeededRandomly < 0) {
        m_subKeysNeededRandomly = 0;
        for (int n = minSubKeys(); n <= searchedSubKeys(); ++n) {
            if (probabilityFor(n) >= safeTarget()) {
                m_subKeysNeededRandomly = n;
                break;
            }
        }
    }
    return m_subKeysNeededRandomly;
}

int SubKeySplit::subKeysNeededRoundRobin() const
{
    // Round-robin puts at most ceil(n / partitions) sub-keys on a partition.
    for (int n = minSubKeys(); n <= searchedSubKeys(); ++n) {
        const int busiest = (n + m_partitionCount - 1) / m_partitionCount;
        if (SubKeyMath::withinCapacity(basePerPartitionRps() + busiest * (m_hotKeyRps / n), m_capacityRps))
            return n;
    }
    return 0;
}

QVariantList SubKeySplit::safeProbabilityBySubKeys() const
{
    if (m_probabilityBySubKeys.isEmpty()) {
        for (int n = minSubKeys(); n <= SubKeyMath::kMaxSubKeys; ++n)
            m_probabilityBySubKeys.append(probabilityFor(n));
    }
    return m_probabilityBySubKeys;
}

double SubKeySplit::perSubKeyRps() const
{
    return m_hotKeyRps / m_subKeyCount;
}

double SubKeySplit::basePerPartitionRps() const
{
    return m_baseLoadRps / m_partitionCount;
}

double SubKeySplit::totalLoadRps() const
{
    return m_baseLoadRps + m_hotKeyRps;
}

double SubKeySplit::meanLoadRps() const
{
    return totalLoadRps() / m_partitionCount;
}

double SubKeySplit::headroomRps() const
{
    return m_capacityRps - basePerPartitionRps();
}

int SubKeySplit::homePartition() const
{
    return SubKeyMath::homePartition(m_partitionCount);
}

double SubKeySplit::loadWith(int subKeys) const
{
    return basePerPartitionRps() + subKeys * perSubKeyRps();
}

double SubKeySplit::hotPartitionLoadRps() const
{
    return basePerPartitionRps() + m_hotKeyRps;
}

double SubKeySplit::peakToAverage() const
{
    const double mean = meanLoadRps();
    return mean > 0.0 ? hotPartitionLoadRps() / mean : 0.0;
}

int SubKeySplit::maxSafeSubKeysPerPartition() const
{
    return SubKeyMath::maxSubKeysWithinCapacity(m_capacityRps, basePerPartitionRps(), perSubKeyRps(), m_subKeyCount);
}

double SubKeySplit::peakOf(const std::vector<int> &counts) const
{
    const auto most = std::max_element(counts.begin(), counts.end());
    return loadWith(most == counts.end() ? 0 : *most);
}

double SubKeySplit::roundRobinPeakLoadRps() const
{
    return peakOf(m_roundRobinCounts);
}

double SubKeySplit::hashPeakLoadRps() const
{
    return peakOf(m_hashCounts);
}

double SubKeySplit::roundRobinPeakToAverage() const
{
    const double mean = meanLoadRps();
    return mean > 0.0 ? roundRobinPeakLoadRps() / mean : 0.0;
}

double SubKeySplit::hashPeakToAverage() const
{
    const double mean = meanLoadRps();
    return mean > 0.0 ? hashPeakLoadRps() / mean : 0.0;
}

int SubKeySplit::roundRobinPeakSubKeys() const
{
    return *std::max_element(m_roundRobinCounts.begin(), m_roundRobinCounts.end());
}

int SubKeySplit::hashPeakSubKeys() const
{
    return *std::max_element(m_hashCounts.begin(), m_hashCounts.end());
}

double SubKeySplit::chartCeilingRps() const
{
    // Room above the capacity line and the highest bar, rounded up to a multiple of 2,000.
    const double top =
        std::max({m_capacityRps * 1.25, hashPeakLoadRps(), roundRobinPeakLoadRps(), hotPartitionLoadRps()});
    constexpr double step = 2000.0;
    return std::ceil(top / step) * step;
}

QVariantList SubKeySplit::loadsOf(const std::vector<int> &counts) const
{
    QVariantList list;
    for (const int subKeys : counts)
        list.append(loadWith(subKeys));
    return list;
}

QVariantList SubKeySplit::withinOf(const std::vector<int> &counts) const
{
    QVariantList list;
    for (const int subKeys : counts)
        list.append(std::min(loadWith(subKeys), m_capacityRps));
    return list;
}

QVariantList SubKeySplit::aboveOf(const std::vector<int> &counts) const
{
    QVariantList list;
    for (const int subKeys : counts) {
        const double load = loadWith(subKeys);
        list.append(SubKeyMath::withinCapacity(load, m_capacityRps) ? 0.0 : load - m_capacityRps);
    }
    return list;
}

QVariantList SubKeySplit::overloadedOf(const std::vector<int> &counts) const
{
    QVariantList list;
    for (std::size_t p = 0; p < counts.size(); ++p) {
        if (!SubKeyMath::withinCapacity(loadWith(counts[p]), m_capacityRps))
            list.append(int(p));
    }
    return list;
}

QVariantList SubKeySplit::hashLoadsRps() const
{
    return loadsOf(m_hashCounts);
}
QVariantList SubKeySplit::roundRobinLoadsRps() const
{
    return loadsOf(m_roundRobinCounts);
}
QVariantList SubKeySplit::hashWithinCapacityRps() const
{
    return withinOf(m_hashCounts);
}
QVariantList SubKeySplit::hashAboveCapacityRps() const
{
    return aboveOf(m_hashCounts);
}
QVariantList SubKeySplit::roundRobinWithinCapacityRps() const
{
    return withinOf(m_roundRobinCounts);
}
QVariantList SubKeySplit::roundRobinAboveCapacityRps() const
{
    return aboveOf(m_roundRobinCounts);
}
QVariantList SubKeySplit::hashOverloadedPartitions() const
{
    return overloadedOf(m_hashCounts);
}
QVariantList SubKeySplit::roundRobinOverloadedPartitions() const
{
    return overloadedOf(m_roundRobinCounts);
}

int SubKeySplit::hashPartitionOf(int index) const
{
    if (index < 0 || index >= SubKeyMath::kMaxSubKeys) {
        qWarning("SubKeySplit: sub-key index %d refused; valid range is 0 to %d", index, SubKeyMath::kMaxSubKeys - 1);
        return -1;
    }
    return SubKeyMath::hashPartitionOf(index, m_partitionCount);
}

const std::vector<int> &SubKeySplit::countsFor(Placement placement) const
{
    return placement == RoundRobin ? m_roundRobinCounts : m_hashCounts;
}

int SubKeySplit::partitionSubKeys(int partition, int placement) const
{
    if (placement != Hash && placement != RoundRobin) {
        qWarning("SubKeySplit: placement %d refused; use SubKeySplit.Hash or SubKeySplit.RoundRobin", placement);
        return -1;
    }
    if (partition < 0 || partition >= m_partitionCount) {
        qWarning("SubKeySplit: partition %d refused; valid range is 0 to %d", partition, m_partitionCount - 1);
        return -1;
    }
    return countsFor(static_cast<Placement>(placement))[std::size_t(partition)];
}

double SubKeySplit::partitionLoadRps(int partition, int placement) const
{
    const int subKeys = partitionSubKeys(partition, placement);
    return subKeys < 0 ? -1.0 : loadWith(subKeys);
}
