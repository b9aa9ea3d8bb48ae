// hotspot-core-test: links hotspotcore and Qt Test only (core_links_core_only checks it).
// The Qt-free imbalance core: per-partition load for each cause and the peak-to-average
// ratio, checked against the figures of the "keys are not load" lesson.
#include "lessons/keysvsload/LoadImbalance.h"

#include <QStandardPaths>
#include <QtTest>

#include <cmath>
#include <limits>

using namespace imbalance;

class TestLoadImbalance : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void workedExampleCpu()
    {
        // 8 partitions, P5 at 95% CPU, the other seven at 30%.
        const Summary summary = summarize({30, 30, 30, 30, 30, 95, 30, 30});
        QVERIFY(summary.hasLoad);
        QCOMPARE(summary.hottest, 5);
        QCOMPARE(summary.peak, 95.0);
        QCOMPARE(summary.mean, 38.125);
        QCOMPARE(summary.ratio, 95.0 / 38.125);
        QCOMPARE(classify(summary), Reading::Severe);
    }

    void evenLoadIsOne()
    {
        const Summary summary = summarize(std::vector<double>(8, 10'000'000.0));
        QCOMPARE(summary.ratio, 1.0);
        QCOMPARE(summary.hottest, 0);
        QCOMPARE(classify(summary), Reading::Healthy);
    }

    void hotPartitionFollowsTheHash()
    {
        QCOMPARE(hotPartitionIndex(8), 5); // P5, as in the worked example
        QCOMPARE(hotPartitionIndex(16), 13);
        QCOMPARE(hotPartitionIndex(5), 3);
        QCOMPARE(hotPartitionIndex(1), 0);
        QCOMPARE(hotPartitionIndex(64), 13);
    }

    void hotKeyOnEightPartitions()
    {
        const HotKeyParams params; // 8 partitions, 5,000 capacity, 12,000 ordinary, 6,000 hot
        const std::vector<PartitionLoad> loads = hotKeyLoads(params);
        QCOMPARE(loads.size(), std::size_t(8));
        for (std::size_t i = 0; i < loads.size(); ++i) {
            QCOMPARE(loads[i].base, 1500.0);
            QCOMPARE(loads[i].extra, i == 5 ? 6000.0 : 0.0);
        }
        const Summary summary = summarize(totals(loads));
        QCOMPARE(summary.peak, 7500.0);
        QCOMPARE(summary.mean, 2250.0);
        QCOMPARE(summary.ratio, 7500.0 / 2250.0);
        QVERIFY(summary.peak > params.capacityPerPartition);
    }

    void hotKeyOnSixteenPartitions()
    {
        HotKeyParams params;
        params.partitions = 16;
        const std::vector<PartitionLoad> loads = hotKeyLoads(params);
        QCOMPARE(loads.size(), std::size_t(16));
        QCOMPARE(loads[13].total(), 750.0 + 6000.0);
        const Summary summary = summarize(totals(loads));
        QCOMPARE(summary.hottest, 13);
        QCOMPARE(summary.mean, 1125.0);
        QCOMPARE(summary.ratio, 6.0); // twice the partitions made the ratio worse
    }

    void morePartitionsNeverSaveAKeyAboveCapacity()
    {
        // 6,000 rps on one key against 5,000 rps per partition: no partition count helps.
        HotKeyParams params;
        for (int n = kMinPartitions; n <= kMaxPartitions; ++n) {
            params.partitions = n;
            const std::vector<PartitionLoad> loads = hotKeyLoads(params);
            QCOMPARE(int(loads.size()), n);
            QVERIFY2(loads[std::size_t(hotPartitionIndex(n))].total() > params.capacityPerPartition,
                     qPrintable(QString::number(n)));
        }
    }

    void hotTenantFortyPercentOnEight()
    {
        HotTenantParams params; // 8 partitions, 40,000 rps, 40%
        const std::vector<PartitionLoad> loads = hotTenantLoads(params);
        QCOMPARE(loads.size(), std::size_t(8));
        QCOMPARE(loads[5].total(), 16000.0);
        QCOMPARE(loads[0].total(), 24000.0 / 7.0);
        const Summary summary = summarize(totals(loads));
        QCOMPARE(summary.mean, 5000.0); // 12.5% of 40,000
        QCOMPARE(summary.ratio, 3.2);
        QCOMPARE(summary.hottest, 5);
    }

    void smallLargestTenantIsNotThePeak()
    {
        HotTenantParams params;
        params.largestTenantShare = 0.10; // below the even share of 12.5%
        const Summary summary = summarize(totals(hotTenantLoads(params)));
        QVERIFY(summary.hottest != 4);
        QCOMPARE(summary.ratio, (36000.0 / 7.0) / 5000.0);
        QCOMPARE(classify(summary), Reading::Healthy);
    }

    void onePartitionIsAlwaysEven()
    {
        HotKeyParams key;
        key.partitions = 1;
        QCOMPARE(summarize(totals(hotKeyLoads(key))).ratio, 1.0);
        QCOMPARE(hotKeyLoads(key)[0].total(), 18000.0);

        HotTenantParams tenant;
        tenant.partitions = 1;
        const std::vector<PartitionLoad> loads = hotTenantLoads(tenant);
        QCOMPARE(loads.size(), std::size_t(1));
        QCOMPARE(loads[0].total(), 40000.0);
        QCOMPARE(summarize(totals(loads)).ratio, 1.0);

        LargeValueParams large;
        large.partitions = 1;
        QCOMPARE(summarize(totals(largeValueBytesStored(large))).ratio, 1.0);
    }

    void largeValuesKeepKeysEvenButNotBytes()
    {
        const LargeValueParams params; // 10M keys of 1 KB, 20,000 documents of 5 MB
        const std::vector<PartitionLoad> stored = largeValueBytesStored(params);
        QCOMPARE(stored.size(), std::size_t(8));
        QCOMPARE(stored[0].total(), 10e9);
        QCOMPARE(stored[5].base, 9'980'000.0 * 1000.0);
        QCOMPARE(stored[5].extra, 20'000.0 * 5e6);
        QCOMPARE(stored[5].total(), 109.98e9);

        const std::vector<double> out = largeValueBytesOut(params);
        QCOMPARE(out.size(), std::size_t(8));
        QCOMPARE(out[0], 2000.0 * 1000.0);  // 2 MB/s
        QCOMPARE(out[5], 2000.0 * 10998.0); // average value 10,998 bytes
        const Summary bytes = summarize(totals(stored));
        QCOMPARE(bytes.hottest, 5);
        QCOMPARE(bytes.ratio, 109.98e9 / ((7 * 10e9 + 109.98e9) / 8));
        QCOMPARE(summarize(out).ratio, bytes.ratio);
    }

    void zeroLoadDividesByNothing()
    {
        const Summary zeros = summarize({0.0, 0.0, 0.0});
        QVERIFY(!zeros.hasLoad);
        QCOMPARE(zeros.ratio, 0.0);
        QCOMPARE(zeros.hottest, -1);
        QVERIFY(std::isfinite(zeros.mean));
        QCOMPARE(classify(zeros), Reading::NoLoad);

        const Summary empty = summarize({});
        QVERIFY(!empty.hasLoad);
        QCOMPARE(empty.ratio, 0.0);

        HotKeyParams idle;
        idle.ordinaryLoad = 0.0;
        idle.hotKeyRate = 0.0;
        QVERIFY(!summarize(totals(hotKeyLoads(idle))).hasLoad);

        HotTenantParams quiet;
        quiet.totalTraffic = 0.0;
        QVERIFY(!summarize(totals(hotTenantLoads(quiet))).hasLoad);
    }

    void readingThresholds_data()
    {
        QTest::addColumn<double>("ratio");
        QTest::addColumn<int>("reading");
        QTest::newRow("even") << 1.0 << int(Reading::Healthy);
        QTest::newRow("healthy 1.1") << 1.1 << int(Reading::Healthy);
        QTest::newRow("edge 1.25") << 1.25 << int(Reading::Healthy);
        QTest::newRow("uneven 1.5") << 1.5 << int(Reading::Uneven);
        QTest::newRow("edge 2.0") << 2.0 << int(Reading::Severe);
        QTest::newRow("expensive 3") << 3.0 << int(Reading::Severe);
    }

    void readingThresholds()
    {
        QFETCH(double, ratio);
        QFETCH(int, reading);
        // Two partitions whose peak-to-average ratio is `ratio`: peak r, other 2 - r.
        const Summary summary = summarize({ratio, 2.0 - ratio});
        QCOMPARE(summary.ratio, ratio);
        QCOMPARE(int(classify(summary)), reading);
    }

    void invalidParametersGiveNoLoads()
    {
        const double nan = std::numeric_limits<double>::quiet_NaN();
        HotKeyParams key;
        key.partitions = 0;
        QVERIFY(!isValid(key));
        QVERIFY(hotKeyLoads(key).empty());
        key.partitions = 65;
        QVERIFY(!isValid(key));
        key = {};
        key.capacityPerPartition = 0.0;
        QVERIFY(!isValid(key));
        key = {};
        key.hotKeyRate = -1.0;
        QVERIFY(!isValid(key));
        key = {};
        key.ordinaryLoad = nan;
        QVERIFY(!isValid(key));
        QVERIFY(isValid(HotKeyParams {}));

        HotTenantParams tenant;
        tenant.largestTenantShare = 1.5;
        QVERIFY(!isValid(tenant));
        QVERIFY(hotTenantLoads(tenant).empty());
        tenant = {};
        tenant.totalTraffic = -5.0;
        QVERIFY(!isValid(tenant));

        LargeValueParams large;
        large.largeValueCount = large.keysPerPartition + 1;
        QVERIFY(!isValid(large));
        QVERIFY(largeValueBytesStored(large).empty());
        QVERIFY(largeValueBytesOut(large).empty());
    }
};

QTEST_GUILESS_MAIN(TestLoadImbalance)
#include "tst_loadimbalance.moc"
