#pragma once

#include "lessons/subkeys/SubKeyMath.h"

#include <QObject>
#include <QQmlEngine>
#include <QVariantList>

#include <vector>

// The sub-key exercise as a model: partitions of fixed capacity, ordinary keys spread
// evenly, and one hot write key ("promo") split into sub-keys. Every figure the page shows
// is derived here; the arithmetic itself lives in SubKeyMath.
//
// Defaults are the exercise's: 8 partitions of 6,000 rps, 28,000 rps of ordinary keys,
// 12,000 rps on the hot key, not split (one sub-key).
class SubKeySplit : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(int partitionCount READ partitionCount WRITE setPartitionCount NOTIFY partitionCountChanged FINAL)
    Q_PROPERTY(double capacityRps READ capacityRps WRITE setCapacityRps NOTIFY capacityRpsChanged FINAL)
    Q_PROPERTY(double baseLoadRps READ baseLoadRps WRITE setBaseLoadRps NOTIFY baseLoadRpsChanged FINAL)
    Q_PROPERTY(double hotKeyRps READ hotKeyRps WRITE setHotKeyRps NOTIFY hotKeyRpsChanged FINAL)
    Q_PROPERTY(int subKeyCount READ subKeyCount WRITE setSubKeyCount NOTIFY subKeyCountChanged FINAL)

    Q_PROPERTY(int minSubKeys READ minSubKeys CONSTANT FINAL)
    Q_PROPERTY(int maxSubKeys READ maxSubKeys CONSTANT FINAL)
    Q_PROPERTY(int maxPartitions READ maxPartitions CONSTANT FINAL)

    Q_PROPERTY(double perSubKeyRps READ perSubKeyRps NOTIFY figuresChanged FINAL)
    Q_PROPERTY(double basePerPartitionRps READ basePerPartitionRps NOTIFY figuresChanged FINAL)
    Q_PROPERTY(double totalLoadRps READ totalLoadRps NOTIFY figuresChanged FINAL)
    Q_PROPERTY(double meanLoadRps READ meanLoadRps NOTIFY figuresChanged FINAL)
    Q_PROPERTY(double headroomRps READ headroomRps NOTIFY figuresChanged FINAL)
    Q_PROPERTY(int homePartition READ homePartition NOTIFY figuresChanged FINAL)
    Q_PROPERTY(double hotPartitionLoadRps READ hotPartitionLoadRps NOTIFY figuresChanged FINAL)
    Q_PROPERTY(double peakToAverage READ peakToAverage NOTIFY figuresChanged FINAL)
    Q_PROPERTY(int maxSafeSubKeysPerPartition READ maxSafeSubKeysPerPartition NOTIFY figuresChanged FINAL)
    Q_PROPERTY(double roundRobinPeakLoadRps READ roundRobinPeakLoadRps NOTIFY figuresChanged FINAL)
    Q_PROPERTY(double hashPeakLoadRps READ hashPeakLoadRps NOTIFY figuresChanged FINAL)
    Q_PROPERTY(double roundRobinPeakToAverage READ roundRobinPeakToAverage NOTIFY figuresChanged FINAL)
    Q_PROPERTY(double hashPeakToAverage READ hashPeakToAverage NOTIFY figuresChanged FINAL)
    Q_PROPERTY(int roundRobinPeakSubKeys READ roundRobinPeakSubKeys NOTIFY figuresChanged FINAL)
    Q_PROPERTY(int hashPeakSubKeys READ hashPeakSubKeys NOTIFY figuresChanged FINAL)
    Q_PROPERTY(int readFanOut READ readFanOut NOTIFY figuresChanged FINAL)
    Q_PROPERTY(double safeProbability READ safeProbability NOTIFY figuresChanged FINAL)
    // safeProbability for 1..64 sub-keys with everything else as now (index = count - 1),
    // for sentences that compare sub-key counts. Computed when first read after a change.
    Q_PROPERTY(QVariantList safeProbabilityBySubKeys READ safeProbabilityBySubKeys NOTIFY figuresChanged FINAL)
    // The honest comparison of the two placements: how many sub-keys each needs. Random
    // placement: the fewest (up to searchedSubKeys()) with at least a safeTarget chance
    // that no partition is overloaded, 0 when none of them has it; exact, and up to a
    // quarter of a second for 7 partitions, so read it for a fixed scenario, not per
    // slider step. Round-robin: the fewest that keep the busiest partition within
    // capacity, 0 when none does.
    Q_PROPERTY(double safeTarget READ safeTarget CONSTANT FINAL)
    Q_PROPERTY(int subKeysNeededRandomly READ subKeysNeededRandomly NOTIFY figuresChanged FINAL)
    Q_PROPERTY(int subKeysNeededRoundRobin READ subKeysNeededRoundRobin NOTIFY figuresChanged FINAL)
    Q_PROPERTY(double chartCeilingRps READ chartCeilingRps NOTIFY figuresChanged FINAL)

    // Per-partition lists for the charts (index = partition).
    Q_PROPERTY(QVariantList hashLoadsRps READ hashLoadsRps NOTIFY figuresChanged FINAL)
    Q_PROPERTY(QVariantList roundRobinLoadsRps READ roundRobinLoadsRps NOTIFY figuresChanged FINAL)
    Q_PROPERTY(QVariantList hashWithinCapacityRps READ hashWithinCapacityRps NOTIFY figuresChanged FINAL)
    Q_PROPERTY(QVariantList hashAboveCapacityRps READ hashAboveCapacityRps NOTIFY figuresChanged FINAL)
    Q_PROPERTY(QVariantList roundRobinWithinCapacityRps READ roundRobinWithinCapacityRps NOTIFY figuresChanged FINAL)
    Q_PROPERTY(QVariantList roundRobinAboveCapacityRps READ roundRobinAboveCapacityRps NOTIFY figuresChanged FINAL)
    Q_PROPERTY(QVariantList hashOverloadedPartitions READ hashOverloadedPartitions NOTIFY figuresChanged FINAL)
    Q_PROPERTY(
        QVariantList roundRobinOverloadedPartitions READ roundRobinOverloadedPartitions NOTIFY figuresChanged FINAL)

public:
    enum Placement {
        Hash,
        RoundRobin,
    };
    Q_ENUM(Placement)

    explicit SubKeySplit(QObject *parent = nullptr);

    int partitionCount() const { return m_partitionCount; }
    double capacityRps() const { return m_capacityRps; }
    double baseLoadRps() const { return m_baseLoadRps; }
    double hotKeyRps() const { return m_hotKeyRps; }
    int subKeyCount() const { return m_subKeyCount; }

    // Invalid values are refused with a warning naming the valid range; nothing changes.
    void setPartitionCount(int count);
    void setCapacityRps(double rps);
    void setBaseLoadRps(double rps);
    void setHotKeyRps(double rps);
    void setSubKeyCount(int count);

    static int minSubKeys() { return 1; }
    static int maxSubKeys();
    static int maxPartitions();

    double perSubKeyRps() const;
    double basePerPartitionRps() const;
    double totalLoadRps() const;
    double meanLoadRps() const;
    double headroomRps() const;
    int homePartition() const;
    // The partition that holds the whole, unsplit hot key (independent of subKeyCount).
    double hotPartitionLoadRps() const;
    // Of the unsplit key: hotPartitionLoadRps / meanLoadRps.
    double peakToAverage() const;
    int maxSafeSubKeysPerPartition() const;
    double roundRobinPeakLoadRps() const;
    double hashPeakLoadRps() const;
    double roundRobinPeakToAverage() const;
    double hashPeakToAverage() const;
    int roundRobinPeakSubKeys() const;
    int hashPeakSubKeys() const;
    // Requests needed to read the hot key's total: one per sub-key.
    int readFanOut() const { return m_subKeyCount; }
    double safeProbability() const { return m_safeProbability; }
    // A round top for both charts' value axes, so the two compare at a glance.
    double chartCeilingRps() const;
    QVariantList safeProbabilityBySubKeys() const;
    static double safeTarget() { return 0.9; }
    static int searchedSubKeys() { return 4 * SubKeyMath::kMaxSubKeys; }
    int subKeysNeededRandomly() const;
    int subKeysNeededRoundRobin() const;

    QVariantList hashLoadsRps() const;
    QVariantList roundRobinLoadsRps() const;
    QVariantList hashWithinCapacityRps() const;
    QVariantList hashAboveCapacityRps() const;
    QVariantList roundRobinWithinCapacityRps() const;
    QVariantList roundRobinAboveCapacityRps() const;
    QVariantList hashOverloadedPartitions() const;
    QVariantList roundRobinOverloadedPartitions() const;

    // Partition of sub-key `index` (0 .. subKeyCount-1) under the MurmurHash3 placement.
    int hashPartitionOf(int index) const;
    // Load of partition `partition` under the given placement; -1 (with a warning) for an
    // invalid partition or placement.
    double partitionLoadRps(int partition, int placement) const;
    int partitionSubKeys(int partition, int placement) const;

signals:
    void partitionCountChanged();
    void capacityRpsChanged();
    void baseLoadRpsChanged();
    void hotKeyRpsChanged();
    void subKeyCountChanged();
    void figuresChanged();

private:
    // A new partition count, capacity or load: forget the caches, then recompute.
    void scenarioChanged();
    void recompute();
    double probabilityFor(int subKeys) const;
    const std::vector<int> &countsFor(Placement placement) const;
    double loadWith(int subKeys) const;
    double peakOf(const std::vector<int> &counts) const;
    QVariantList loadsOf(const std::vector<int> &counts) const;
    QVariantList withinOf(const std::vector<int> &counts) const;
    QVariantList aboveOf(const std::vector<int> &counts) const;
    QVariantList overloadedOf(const std::vector<int> &counts) const;

    int m_partitionCount = 8;
    double m_capacityRps = 6000.0;
    double m_baseLoadRps = 28000.0;
    double m_hotKeyRps = 12000.0;
    int m_subKeyCount = 1;

    std::vector<int> m_hashCounts;
    std::vector<int> m_roundRobinCounts;
    double m_safeProbability = 0.0;
    mutable QVariantList m_probabilityBySubKeys; // empty until read after a scenario change
    mutable int m_subKeysNeededRandomly = -1;    // -1 until read after the scenario changed
};
