// hotspot-models-test: links hotspotmodels, no Qt Quick, Charts or Widgets (models_links_models_only checks it).
// Tests the sub-key model against the exercise's figures and against independent
// computations of the collision probability.
#include "lessons/subkeys/SubKeyMath.h"
#include "lessons/subkeys/SubKeySplit.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <cmath>
#include <cstdint>
#include <functional>
#include <vector>

namespace {

// Independent check 1: try every one of bins^items placements and count the safe ones.
double bruteForceProbability(int items, int bins, int maxPerBin)
{
    std::vector<int> placement(std::size_t(items), 0);
    std::uint64_t safe = 0;
    std::uint64_t total = 0;
    while (true) {
        std::vector<int> counts(std::size_t(bins), 0);
        bool ok = true;
        for (const int bin : placement) {
            if (++counts[std::size_t(bin)] > maxPerBin)
                ok = false;
        }
        safe += ok ? 1 : 0;
        ++total;
        // Next placement, as a number in base `bins`.
        int digit = 0;
        while (digit < items && ++placement[std::size_t(digit)] == bins) {
            placement[std::size_t(digit)] = 0;
            ++digit;
        }
        if (digit == items)
            break;
    }
    return double(safe) / double(total);
}

// Independent check 2: sum the multinomial coefficient items! / (k_1! ... k_bins!) over
// every occupancy vector with k_i <= maxPerBin, in exact 64-bit integers.
double occupancyProbability(int items, int bins, int maxPerBin)
{
    std::vector<std::uint64_t> factorial(std::size_t(items) + 1, 1);
    for (int n = 1; n <= items; ++n)
        factorial[std::size_t(n)] = factorial[std::size_t(n - 1)] * std::uint64_t(n);
    std::uint64_t ways = 0;
    std::function<void(int, int, std::uint64_t)> visit = [&](int bin, int left, std::uint64_t denominator) {
        if (bin == bins) {
            if (left == 0)
                ways += factorial[std::size_t(items)] / denominator;
            return;
        }
        for (int k = 0; k <= std::min(maxPerBin, left); ++k)
            visit(bin + 1, left - k, denominator * factorial[std::size_t(k)]);
    };
    visit(0, items, 1);
    double all = 1.0;
    for (int i = 0; i < items; ++i)
        all *= bins;
    return double(ways) / all;
}

} // namespace

class TestSubKeySplit : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void defaultsAreTheExercise()
    {
        SubKeySplit split;
        QCOMPARE(split.partitionCount(), 8);
        QCOMPARE(split.capacityRps(), 6000.0);
        QCOMPARE(split.baseLoadRps(), 28000.0);
        QCOMPARE(split.hotKeyRps(), 12000.0);
        QCOMPARE(split.subKeyCount(), 1);
    }

    void unsplitKey()
    {
        SubKeySplit split;
        QCOMPARE(split.basePerPartitionRps(), 3500.0);
        QCOMPARE(split.hotPartitionLoadRps(), 15500.0);
        QCOMPARE(split.totalLoadRps(), 40000.0);
        QCOMPARE(split.meanLoadRps(), 5000.0);
        QCOMPARE(split.peakToAverage(), 3.1);
        QCOMPARE(split.perSubKeyRps(), 12000.0);
        QCOMPARE(split.readFanOut(), 1);
        // The whole key sits on one partition under both placements.
        QCOMPARE(split.hashPeakLoadRps(), 15500.0);
        QCOMPARE(split.roundRobinPeakLoadRps(), 15500.0);
        QCOMPARE(split.maxSafeSubKeysPerPartition(), 0);
        QCOMPARE(split.safeProbability(), 0.0);
        QCOMPARE(split.hashOverloadedPartitions().size(), 1);
        QCOMPARE(split.roundRobinOverloadedPartitions(), QVariantList {split.homePartition()});
        QVERIFY(split.hashOverloadedPartitions().contains(split.homePartition()));
    }

    void morePartitionsDoNotHelpTheUnsplitKey()
    {
        SubKeySplit split;
        for (const int partitions : {8, 16, 32, 64}) {
            split.setPartitionCount(partitions);
            QVERIFY(split.hotPartitionLoadRps() > 12000.0);
            QVERIFY(split.hashPeakLoadRps() > split.capacityRps());
            QCOMPARE(split.safeProbability(), 0.0);
        }
        QCOMPARE(split.hotPartitionLoadRps(), 28000.0 / 64 + 12000.0);
    }

    void eightSubKeys()
    {
        SubKeySplit split;
        split.setSubKeyCount(8);
        QCOMPARE(split.perSubKeyRps(), 1500.0);
        QCOMPARE(split.readFanOut(), 8);
        // Round robin: one sub-key on every partition, 3,500 + 1,500 = 5,000 everywhere.
        QCOMPARE(split.roundRobinPeakLoadRps(), 5000.0);
        QCOMPARE(split.roundRobinPeakSubKeys(), 1);
        for (int p = 0; p < 8; ++p) {
            QCOMPARE(split.partitionLoadRps(p, SubKeySplit::RoundRobin), 5000.0);
            QCOMPARE(split.partitionSubKeys(p, SubKeySplit::RoundRobin), 1);
        }
        QVERIFY(split.roundRobinOverloadedPartitions().isEmpty());
        QCOMPARE(split.maxSafeSubKeysPerPartition(), 1);

        // Any partition holding two of the eight carries 3,500 + 3,000 = 6,500.
        int twice = 0;
        for (int p = 0; p < 8; ++p) {
            if (split.partitionSubKeys(p, SubKeySplit::Hash) == 2) {
                ++twice;
                QCOMPARE(split.partitionLoadRps(p, SubKeySplit::Hash), 6500.0);
                QVERIFY(split.hashOverloadedPartitions().contains(p));
            }
        }
        // The page's hash does what a random hash usually does: two pairs collide.
        QCOMPARE(twice, 2);
        QCOMPARE(split.hashPeakSubKeys(), 2);
        QCOMPARE(split.hashPeakLoadRps(), 6500.0);
        QCOMPARE(split.hashPeakToAverage(), 1.3);
        QCOMPARE(split.hashAboveCapacityRps().size(), 8);
    }

    void eightSubKeysProbability()
    {
        SubKeySplit split;
        split.setSubKeyCount(8);
        // Only one sub-key per partition fits: 8! of the 8^8 placements.
        double factorial = 1.0;
        for (int i = 2; i <= 8; ++i)
            factorial *= i;
        const double expected = factorial / (8.0 * 8 * 8 * 8 * 8 * 8 * 8 * 8);
        QCOMPARE(split.safeProbability(), expected);
        QCOMPARE(split.safeProbability(), bruteForceProbability(8, 8, 1));
        QVERIFY(qAbs(split.safeProbability() - 0.0024) < 0.00005);
    }

    void sixteenSubKeys()
    {
        SubKeySplit split;
        split.setSubKeyCount(16);
        QCOMPARE(split.perSubKeyRps(), 750.0);
        QCOMPARE(split.roundRobinPeakLoadRps(), 5000.0);
        QCOMPARE(split.roundRobinPeakSubKeys(), 2);
        QCOMPARE(split.maxSafeSubKeysPerPartition(), 3);
        QCOMPARE(split.readFanOut(), 16);
        QVERIFY(qAbs(split.safeProbability() - 0.2083) < 0.00005);
        QVERIFY(qAbs(split.safeProbability() - occupancyProbability(16, 8, 3)) < 1e-12);
        // Three sub-keys on one partition: 3,500 + 2,250 = 5,750, still within capacity.
        QVERIFY(split.hashPeakSubKeys() <= 3);
        QCOMPARE(split.hashPeakLoadRps(), 3500.0 + split.hashPeakSubKeys() * 750.0);
        QVERIFY(split.hashOverloadedPartitions().isEmpty());
    }

    void probabilityAgainstIndependentCounts_data()
    {
        QTest::addColumn<int>("items");
        QTest::addColumn<int>("bins");
        QTest::addColumn<int>("maxPerBin");
        QTest::newRow("3 into 3, one each") << 3 << 3 << 1;
        QTest::newRow("6 into 3, two each") << 6 << 3 << 2;
        QTest::newRow("7 into 4, two each") << 7 << 4 << 2;
        QTest::newRow("6 into 5, one each") << 6 << 5 << 1;
        QTest::newRow("9 into 4, three each") << 9 << 4 << 3;
        QTest::newRow("5 into 2, four each") << 5 << 2 << 4;
        QTest::newRow("8 into 8, one each") << 8 << 8 << 1;
    }

    void probabilityAgainstIndependentCounts()
    {
        QFETCH(int, items);
        QFETCH(int, bins);
        QFETCH(int, maxPerBin);
        const double brute = bruteForceProbability(items, bins, maxPerBin);
        QVERIFY(qAbs(SubKeyMath::boundedPlacementProbability(items, bins, maxPerBin) - brute) < 1e-12);
        QVERIFY(qAbs(occupancyProbability(items, bins, maxPerBin) - brute) < 1e-12);
    }

    void probabilityIsNotMonotonic()
    {
        SubKeySplit split;
        // The page's table of chances for 1 to 64 sub-keys, everything else as now.
        const QVariantList table = split.safeProbabilityBySubKeys();
        QCOMPARE(table.size(), 64);
        const auto chance = [&table](int subKeys) { return table.at(subKeys - 1).toDouble(); };
        // 9 sub-keys of 1,333 rps: still one per partition, and 9 cannot fit on 8.
        QCOMPARE(chance(9), 0.0);
        QVERIFY(chance(8) > chance(9));
        QVERIFY(chance(10) > chance(8));
        QVERIFY(chance(17) < chance(16));
        QVERIFY(qAbs(chance(10) - occupancyProbability(10, 8, 2)) < 1e-12);
        QVERIFY(qAbs(chance(5) - occupancyProbability(5, 8, 1)) < 1e-12);
        // The figure for the current count is the same computation.
        for (int subKeys : {5, 8, 17, 64}) {
            split.setSubKeyCount(subKeys);
            QCOMPARE(split.safeProbability(), chance(subKeys));
        }
    }

    void probabilityStaysExactForLargeSplits()
    {
        SubKeySplit split;
        split.setSubKeyCount(64);
        // 187.5 rps each: 13 fit in 2,500 rps of headroom.
        QCOMPARE(split.maxSafeSubKeysPerPartition(), 13);
        // Reference from exact rational arithmetic (Python fractions, the same counting by
        // bins): 64 items, 8 bins, at most 13 per bin.
        QVERIFY(qAbs(split.safeProbability() - 0.806166867218079) < 1e-12);
        split.setPartitionCount(1024);
        QVERIFY(split.safeProbability() >= 0.0 && split.safeProbability() <= 1.0);
    }

    // The honest figure next to round-robin: 8 partitions, 2,500 rps of headroom. Random
    // placement first reaches a 90% chance at 82 sub-keys (17 of 146 rps fit: 90.77%);
    // 81 gets 83.3%. Round-robin needs 5 (2,400 rps each, one per partition). Figures from
    // exact rational arithmetic in Python (the same counting by bins).
    void subKeysNeededForEachPlacement()
    {
        SubKeySplit split;
        QCOMPARE(SubKeySplit::safeTarget(), 0.9);
        QCOMPARE(split.subKeysNeededRandomly(), 82);
        QCOMPARE(split.subKeysNeededRoundRobin(), 5);
        // Independent of the sub-key count chosen on the slider.
        split.setSubKeyCount(16);
        QCOMPARE(split.subKeysNeededRandomly(), 82);
        QVERIFY(qAbs(SubKeyMath::boundedPlacementProbability(82, 8, 17) - 0.907659) < 1e-6);
        QVERIFY(qAbs(SubKeyMath::boundedPlacementProbability(81, 8, 16) - 0.833008) < 1e-6);
        // More partitions: more headroom each and more places, so far fewer sub-keys.
        QSignalSpy figures(&split, &SubKeySplit::figuresChanged);
        split.setPartitionCount(16);
        QVERIFY(figures.count() >= 1);
        // 16 partitions: 1,750 rps ordinary each, so two sub-keys of 2,000 rps fit: 6.
        QCOMPARE(split.subKeysNeededRandomly(), 6);
        QCOMPARE(split.subKeysNeededRoundRobin(), 3);
        // Two partitions cannot even carry the ordinary keys (14,000 rps each): no count helps.
        split.setPartitionCount(2);
        QCOMPARE(split.subKeysNeededRandomly(), 0);
        QCOMPARE(split.subKeysNeededRoundRobin(), 0);
    }

    void loadExactlyAtCapacityIsWithin()
    {
        SubKeySplit split;
        // 24 sub-keys of 500 rps: five of them bring a partition to exactly 6,000.
        split.setSubKeyCount(24);
        QCOMPARE(split.maxSafeSubKeysPerPartition(), 5);
        // Capacity exactly at the round-robin load of 8 sub-keys.
        split.setSubKeyCount(8);
        split.setCapacityRps(5000.0);
        QCOMPARE(split.roundRobinPeakLoadRps(), 5000.0);
        QVERIFY(split.roundRobinOverloadedPartitions().isEmpty());
        QCOMPARE(split.maxSafeSubKeysPerPartition(), 1);
        // 12,000 / 7 is not exact in binary; 3 sub-keys of 7 plus 857.14 base is 6,000.
        SubKeySplit sevens;
        sevens.setPartitionCount(7);
        sevens.setBaseLoadRps(7 * (6000.0 - 3 * 12000.0 / 7));
        sevens.setSubKeyCount(7);
        QCOMPARE(sevens.maxSafeSubKeysPerPartition(), 3);
    }

    void roundRobinSpreadsEvenly()
    {
        SubKeySplit split;
        split.setSubKeyCount(13);
        // ceil(13 / 8) = 2 on the busiest partition.
        QCOMPARE(split.roundRobinPeakSubKeys(), 2);
        int total = 0;
        for (int p = 0; p < 8; ++p)
            total += split.partitionSubKeys(p, SubKeySplit::RoundRobin);
        QCOMPARE(total, 13);
        // Sub-key i sits on (home + i) mod 8: the home partition and the four after it get two.
        const int home = split.homePartition();
        QCOMPARE(split.partitionSubKeys(home, SubKeySplit::RoundRobin), 2);
        QCOMPARE(split.partitionSubKeys((home + 4) % 8, SubKeySplit::RoundRobin), 2);
        QCOMPARE(split.partitionSubKeys((home + 5) % 8, SubKeySplit::RoundRobin), 1);
        QCOMPARE(split.homePartition(), split.hashPartitionOf(0));
    }

    void hashIsMurmur3AndStable()
    {
        // Published MurmurHash3_x86_32 test vectors.
        QCOMPARE(SubKeyMath::murmur3_32(""), 0u);
        QCOMPARE(SubKeyMath::murmur3_32("", 1), 0x514e28b7u);
        QCOMPARE(SubKeyMath::murmur3_32("hello"), 0x248bfa47u);
        QCOMPARE(SubKeyMath::murmur3_32("The quick brown fox jumps over the lazy dog"), 0x2e4ff723u);
        // "promo#0".."promo#15" on 8 partitions, from an independent implementation.
        const QList<int> expected = {4, 4, 5, 7, 3, 0, 6, 6, 0, 2, 0, 2, 7, 3, 4, 5};
        SubKeySplit first;
        SubKeySplit second;
        for (int i = 0; i < expected.size(); ++i) {
            QCOMPARE(first.hashPartitionOf(i), expected.at(i));
            QCOMPARE(second.hashPartitionOf(i), first.hashPartitionOf(i));
        }
        // Counts follow the placement of each sub-key.
        first.setSubKeyCount(16);
        QCOMPARE(first.partitionSubKeys(4, SubKeySplit::Hash), 3);
        QCOMPARE(first.partitionSubKeys(1, SubKeySplit::Hash), 0);
    }

    void chartListsMatchLoads()
    {
        SubKeySplit split;
        split.setSubKeyCount(8);
        const QVariantList loads = split.hashLoadsRps();
        const QVariantList within = split.hashWithinCapacityRps();
        const QVariantList above = split.hashAboveCapacityRps();
        QCOMPARE(loads.size(), 8);
        for (int p = 0; p < 8; ++p) {
            QCOMPARE(loads.at(p).toDouble(), split.partitionLoadRps(p, SubKeySplit::Hash));
            QCOMPARE(within.at(p).toDouble() + above.at(p).toDouble(), loads.at(p).toDouble());
            QVERIFY(within.at(p).toDouble() <= 6000.0);
        }
        QVERIFY(split.chartCeilingRps() >= 7500.0);
        QCOMPARE(std::fmod(split.chartCeilingRps(), 2000.0), 0.0);
    }

    void invalidValuesAreRefused()
    {
        SubKeySplit split;
        QSignalSpy figures(&split, &SubKeySplit::figuresChanged);
        QSignalSpy subKeys(&split, &SubKeySplit::subKeyCountChanged);

        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("subKeyCount 0 refused; valid range is 1 to 64"));
        split.setSubKeyCount(0);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("subKeyCount 65 refused"));
        split.setSubKeyCount(65);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("partitionCount 0 refused; valid range is 1 to"));
        split.setPartitionCount(0);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("partitionCount -3 refused"));
        split.setPartitionCount(-3);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("capacityRps 0 refused"));
        split.setCapacityRps(0.0);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("capacityRps -6000 refused"));
        split.setCapacityRps(-6000.0);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("baseLoadRps -1 refused"));
        split.setBaseLoadRps(-1.0);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("hotKeyRps -12000 refused"));
        split.setHotKeyRps(-12000.0);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("hotKeyRps nan refused"));
        split.setHotKeyRps(qQNaN());

        QCOMPARE(figures.count(), 0);
        QCOMPARE(subKeys.count(), 0);
        QCOMPARE(split.subKeyCount(), 1);
        QCOMPARE(split.partitionCount(), 8);
        QCOMPARE(split.capacityRps(), 6000.0);
        QCOMPARE(split.baseLoadRps(), 28000.0);
        QCOMPARE(split.hotKeyRps(), 12000.0);
        QCOMPARE(split.hotPartitionLoadRps(), 15500.0);

        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("partition 8 refused; valid range is 0 to 7"));
        QCOMPARE(split.partitionLoadRps(8, SubKeySplit::Hash), -1.0);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("placement 7 refused"));
        QCOMPARE(split.partitionLoadRps(0, 7), -1.0);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("sub-key index -1 refused"));
        QCOMPARE(split.hashPartitionOf(-1), -1);
    }

    void validChangesNotify()
    {
        SubKeySplit split;
        QSignalSpy figures(&split, &SubKeySplit::figuresChanged);
        QSignalSpy partitions(&split, &SubKeySplit::partitionCountChanged);
        split.setPartitionCount(16);
        QCOMPARE(partitions.count(), 1);
        QCOMPARE(figures.count(), 1);
        split.setPartitionCount(16);
        QCOMPARE(partitions.count(), 1);
        QCOMPARE(split.basePerPartitionRps(), 1750.0);
        QCOMPARE(split.meanLoadRps(), 2500.0);
        // A key with no traffic fits anywhere.
        split.setHotKeyRps(0.0);
        QCOMPARE(split.safeProbability(), 1.0);
        // Ordinary keys alone above capacity: nothing is safe.
        split.setBaseLoadRps(200000.0);
        QCOMPARE(split.safeProbability(), 0.0);
        QCOMPARE(split.maxSafeSubKeysPerPartition(), 0);
    }
};

QTEST_GUILESS_MAIN(TestSubKeySplit)
#include "tst_subkeysplit.moc"
