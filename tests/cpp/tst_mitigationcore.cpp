// hotspot-core-test: links hotspotcore and Qt Test only (core_links_core_only checks it).
// The plain C++ core of "try a fix": every number of the curriculum's "lab, part 2"
// section, the baseline beside each fix, and settings that are refused or unchanged.
#include "lessons/lab/MitigationCore.h"

#include <QStandardPaths>
#include <QStringList>
#include <QTest>

#include <numeric>
#include <vector>

using Fix = MitigationCore::Fix;
using Routing = MitigationCore::Routing;
using Counts = std::vector<std::int64_t>;

namespace {
Counts waitingOf(const PartitionQueues &queues)
{
    Counts waiting;
    for (int p = 0; p < queues.partitionCount(); ++p)
        waiting.push_back(queues.waiting(p));
    return waiting;
}

Counts receivedOf(const PartitionQueues &queues)
{
    Counts received;
    for (int p = 0; p < queues.partitionCount(); ++p)
        received.push_back(queues.received(p));
    return received;
}
} // namespace

class TestMitigationCore : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void defaults()
    {
        const MitigationCore core;
        QCOMPARE(core.fix(), Fix::NoFix);
        QCOMPARE(core.hotKey(), 0);
        QCOMPARE(core.cacheHits(), 6);
        QCOMPARE(core.moveTo(), 1);
        QCOMPARE(core.splitCount(), 3);
        QCOMPARE(core.partitionsWithFix(), 4);
        QCOMPARE(core.routing(), Routing::ModN);
        QCOMPARE(core.partitionCount(), 3);
        QCOMPARE(core.readFanOut(), 1);
        QCOMPARE(core.keysMoved(), 0);
        QCOMPARE(core.fixed().stepCount(), 0);
        // Without a fix both systems get the lab's hot batch: 10 / 1 / 1 for hot key 0.
        QCOMPARE(core.batchArrivals(), (Counts {10, 1, 1}));
        QCOMPARE(MitigationCore::baselineBatchArrivals(0), (Counts {10, 1, 1}));
    }

    void cacheLowersTheWorkThatReachesTheOwner_data()
    {
        QTest::addColumn<int>("hits");
        QTest::addColumn<Counts>("arrivals");
        QTest::addColumn<Counts>("waitingAfterTwoBatches");
        QTest::newRow("6 of 9 (default): no queue") << 6 << Counts {4, 1, 1} << Counts {0, 0, 0};
        QTest::newRow("3 of 9: the queue grows by 3") << 3 << Counts {7, 1, 1} << Counts {6, 0, 0};
        QTest::newRow("all 9") << 9 << Counts {1, 1, 1} << Counts {0, 0, 0};
        QTest::newRow("none") << 0 << Counts {10, 1, 1} << Counts {12, 0, 0};
    }

    void cacheLowersTheWorkThatReachesTheOwner()
    {
        QFETCH(int, hits);
        QFETCH(Counts, arrivals);
        QFETCH(Counts, waitingAfterTwoBatches);
        MitigationCore core;
        QVERIFY(core.setFix(Fix::CacheReads));
        core.setCacheHits(hits);
        QCOMPARE(core.batchArrivals(), arrivals);
        core.sendBatch();
        core.sendBatch();
        QCOMPARE(waitingOf(core.fixed()), waitingAfterTwoBatches);
        QCOMPARE(waitingOf(core.baseline()), (Counts {12, 0, 0}));
        // Nothing is lost: what reached the owners and what the cache answered make the batches.
        QCOMPARE(core.cacheServed(), std::int64_t(2 * hits));
        QCOMPARE(core.fixed().totalReceived() + core.cacheServed(), std::int64_t(24));
        QCOMPARE(core.fixed().totalReceived(), core.fixed().totalCompleted() + core.fixed().totalWaiting());
        QCOMPARE(core.keysMoved(), 0);
        QCOMPARE(core.readFanOut(), 1);
    }

    void movingOnlyMovesTheWork()
    {
        MitigationCore core;
        QVERIFY(core.setFix(Fix::MoveHotKey));
        QCOMPARE(core.ownerOf(0), 1); // moveTo defaults to 1
        QCOMPARE(core.keysMoved(), 1);
        QVERIFY(core.setMoveTo(2));
        QCOMPARE(core.ownerOf(0), 2);
        QCOMPARE(core.ownerOf(3), 0); // every other key stays at key mod 3
        QCOMPARE(core.batchArrivals(), (Counts {1, 1, 10}));
        core.sendBatch();
        QCOMPARE(waitingOf(core.fixed()), (Counts {0, 0, 6}));
        QCOMPARE(waitingOf(core.baseline()), (Counts {6, 0, 0}));
        QCOMPARE(core.fixed().totalWaiting(), core.baseline().totalWaiting());
        QCOMPARE(core.keysMoved(), 1);
        // Moving it to its own owner moves nothing.
        QVERIFY(core.setMoveTo(0));
        QCOMPARE(core.keysMoved(), 0);
        QCOMPARE(core.batchArrivals(), (Counts {10, 1, 1}));
    }

    void splittingNeedsToCountCollisions_data()
    {
        QTest::addColumn<int>("subKeys");
        QTest::addColumn<Counts>("arrivals");
        QTest::addColumn<Counts>("waitingAfterOneBatch");
        QTest::newRow("k=1") << 1 << Counts {10, 1, 1} << Counts {6, 0, 0};
        QTest::newRow("k=2") << 2 << Counts {6, 5, 1} << Counts {2, 1, 0};
        QTest::newRow("k=3 (default)") << 3 << Counts {4, 4, 4} << Counts {0, 0, 0};
        QTest::newRow("k=4: sub-keys 0 and 3 share P0") << 4 << Counts {6, 3, 3} << Counts {2, 0, 0};
        QTest::newRow("k=5") << 5 << Counts {5, 4, 3} << Counts {1, 0, 0};
        QTest::newRow("k=6") << 6 << Counts {4, 4, 4} << Counts {0, 0, 0};
    }

    void splittingNeedsToCountCollisions()
    {
        QFETCH(int, subKeys);
        QFETCH(Counts, arrivals);
        QFETCH(Counts, waitingAfterOneBatch);
        MitigationCore core;
        QVERIFY(core.setFix(Fix::SplitHotKey));
        core.setSplitCount(subKeys);
        QCOMPARE(core.batchArrivals(), arrivals);
        QCOMPARE(core.readFanOut(), subKeys);
        QCOMPARE(core.keysMoved(), 0);
        for (int i = 0; i < subKeys; ++i)
            QCOMPARE(core.subKeyOwner(i), i % 3);
        QCOMPARE(core.subKeyOwner(subKeys), -1);
        QCOMPARE(core.subKeyOwner(-1), -1);
        core.sendBatch();
        QCOMPARE(waitingOf(core.fixed()), waitingAfterOneBatch);
        QCOMPARE(core.fixed().totalReceived(), std::int64_t(12));
    }

    void subKeysStartAtTheHotKeysOwner()
    {
        MitigationCore core;
        core.setFix(Fix::SplitHotKey);
        core.setHotKey(4); // owner P1
        QCOMPARE(core.subKeyOwner(0), 1);
        QCOMPARE(core.subKeyOwner(1), 2);
        QCOMPARE(core.subKeyOwner(2), 0);
        // Three of the 9 requests on each partition, and the neighbours 5, 6, 7 on P2, P0, P1.
        QCOMPARE(core.batchArrivals(), (Counts {4, 4, 4}));
        // Without SplitHotKey there are no sub-keys.
        core.setFix(Fix::NoFix);
        QCOMPARE(core.subKeyOwner(0), -1);
    }

    // The picture of where a batch goes draws these shares: they must add up to the batch
    // and to the arrivals the queues get.
    void batchSharesNameEveryKeySubKeyAndTheCache()
    {
        using Share = MitigationCore::Share;
        const auto describe = [](const std::vector<Share> &shares) {
            QStringList parts;
            for (const Share &share : shares) {
                if (share.requests > 0)
                    parts.append(QStringLiteral("%1%2@%3x%4")
                                     .arg(share.key)
                                     .arg(share.subKey >= 0 ? QStringLiteral("#%1").arg(share.subKey) : QString())
                                     .arg(share.partition == MitigationCore::kCache ? QStringLiteral("cache")
                                                                                    : QString::number(share.partition))
                                     .arg(share.requests));
            }
            return parts.join(QLatin1Char(' '));
        };
        MitigationCore core;
        QCOMPARE(core.batchShares().size(), std::size_t(12));
        QCOMPARE(describe(core.batchShares()), QStringLiteral("0@0x9 1@1x1 2@2x1 3@0x1"));

        core.setFix(Fix::CacheReads);
        QCOMPARE(core.batchShares().size(), std::size_t(13));
        QCOMPARE(describe(core.batchShares()), QStringLiteral("0@cachex6 0@0x3 1@1x1 2@2x1 3@0x1"));
        core.setCacheHits(9);
        // Every request of the hot key answered: its owner gets none, and says so.
        QCOMPARE(describe(core.batchShares()), QStringLiteral("0@cachex9 1@1x1 2@2x1 3@0x1"));
        QCOMPARE(core.batchShares()[1].partition, 0);
        QCOMPARE(core.batchShares()[1].requests, 0);

        core.setFix(Fix::SplitHotKey);
        core.setSplitCount(4);
        QCOMPARE(core.batchShares().size(), std::size_t(15));
        QCOMPARE(describe(core.batchShares()), QStringLiteral("0#0@0x3 0#1@1x2 0#2@2x2 0#3@0x2 1@1x1 2@2x1 3@0x1"));

        core.setHotKey(11);
        core.setFix(Fix::AddPartitions);
        core.setPartitionsWithFix(5);
        QCOMPARE(describe(core.batchShares()), QStringLiteral("0@0x1 1@1x1 2@2x1 11@1x9"));
        // Keys the batch does not name are still placed: 12 keys on 5 partitions.
        const std::vector<Share> shares = core.batchShares();
        QCOMPARE(shares.size(), std::size_t(12));
        for (const Share &share : shares) {
            QCOMPARE(share.partition, share.key % 5);
            QCOMPARE(share.subKey, -1);
        }

        // Whatever the fix, the shares hold the 12 requests of a batch, and the owners'
        // shares are what the queues receive.
        for (int fix = 0; fix <= int(Fix::AddPartitions); ++fix) {
            core.setFix(Fix(fix));
            std::int64_t total = 0;
            Counts arrivals(std::size_t(core.partitionCount()), 0);
            for (const Share &share : core.batchShares()) {
                total += share.requests;
                if (share.partition != MitigationCore::kCache)
                    arrivals[std::size_t(share.partition)] += share.requests;
            }
            QCOMPARE(total, std::int64_t(12));
            QCOMPARE(arrivals, core.batchArrivals());
        }
    }

    void addingPartitionsNeverSplitsTheHotKey()
    {
        MitigationCore core;
        QVERIFY(core.setFix(Fix::AddPartitions));
        QCOMPARE(core.partitionCount(), 4);
        QCOMPARE(core.batchArrivals(), (Counts {9, 1, 1, 1}));
        core.sendBatch();
        QCOMPARE(waitingOf(core.fixed()), (Counts {5, 0, 0, 0}));
        core.sendBatch();
        QCOMPARE(waitingOf(core.fixed()), (Counts {10, 0, 0, 0}));
        QCOMPARE(core.fixed().capacityOffered(), std::int64_t(2 * 16));
        QCOMPARE(core.baseline().partitionCount(), 3);

        core.setHotKey(11);
        core.setPartitionsWithFix(5);
        QCOMPARE(core.batchArrivals(), (Counts {1, 10, 1, 0, 0}));
    }

    void keysMovedByModN_data()
    {
        QTest::addColumn<int>("partitions");
        QTest::addColumn<int>("moved");
        QTest::newRow("3") << 3 << 0;
        QTest::newRow("4") << 4 << 9;
        QTest::newRow("5") << 5 << 9;
        QTest::newRow("6") << 6 << 6;
        QTest::newRow("7") << 7 << 9;
        QTest::newRow("8") << 8 << 9;
    }

    void keysMovedByModN()
    {
        QFETCH(int, partitions);
        QFETCH(int, moved);
        MitigationCore core;
        core.setFix(Fix::AddPartitions);
        core.setPartitionsWithFix(partitions);
        QCOMPARE(core.keysMoved(), moved);
        for (int key = 0; key < 12; ++key)
            QCOMPARE(core.ownerOf(key), key % partitions);
    }

    void fixedSlotsMoveTheFewestKeys_data()
    {
        QTest::addColumn<int>("partitions");
        QTest::addColumn<int>("moved");
        QTest::newRow("3") << 3 << 0;
        QTest::newRow("4") << 4 << 3;
        QTest::newRow("5") << 5 << 4;
        QTest::newRow("6") << 6 << 6;
        QTest::newRow("7") << 7 << 6;
        QTest::newRow("8") << 8 << 6;
    }

    void fixedSlotsMoveTheFewestKeys()
    {
        QFETCH(int, partitions);
        QFETCH(int, moved);
        MitigationCore core;
        core.setFix(Fix::AddPartitions);
        core.setRouting(Routing::FixedSlots);
        core.setPartitionsWithFix(partitions);
        QCOMPARE(core.keysMoved(), moved);
        // Every partition holds 12/N slots, rounded down or up.
        const auto owners = MitigationCore::keyOwners(partitions, Routing::FixedSlots);
        for (int p = 0; p < partitions; ++p) {
            const auto held = std::count(owners.begin(), owners.end(), p);
            QVERIFY2(held == 12 / partitions || held == (12 + partitions - 1) / partitions,
                     qPrintable(QString::number(p)));
        }
    }

    void fixedSlotsOnFourAndSixPartitions()
    {
        const auto four = MitigationCore::keyOwners(4, Routing::FixedSlots);
        for (int slot : {9, 10, 11})
            QCOMPARE(four[slot], 3);
        const auto six = MitigationCore::keyOwners(6, Routing::FixedSlots);
        QCOMPARE(six[9], 3);
        QCOMPARE(six[6], 3);
        QCOMPARE(six[10], 4);
        QCOMPARE(six[7], 4);
        QCOMPARE(six[11], 5);
        QCOMPARE(six[8], 5);

        MitigationCore core;
        core.setFix(Fix::AddPartitions);
        core.setRouting(Routing::FixedSlots);
        QCOMPARE(core.batchArrivals(), (Counts {10, 1, 1, 0}));
        core.sendBatch();
        QCOMPARE(waitingOf(core.fixed()), (Counts {6, 0, 0, 0}));
        core.setHotKey(9);
        QCOMPARE(core.batchArrivals(), (Counts {1, 0, 0, 11}));
    }

    void routingMattersOnlyWhenPartitionsAreAdded()
    {
        MitigationCore core;
        QVERIFY(core.setRouting(Routing::FixedSlots));
        QCOMPARE(core.partitionCount(), 3);
        QCOMPARE(core.keysMoved(), 0);
        QCOMPARE(core.batchArrivals(), (Counts {10, 1, 1}));
        core.setFix(Fix::CacheReads);
        core.setPartitionsWithFix(8);
        QCOMPARE(core.partitionCount(), 3);
        QCOMPARE(core.ownerOf(4), 1);
    }

    void drainStepsEmptyBothSystems()
    {
        MitigationCore core;
        core.setFix(Fix::MoveHotKey);
        core.sendBatch();
        core.sendBatch();
        QCOMPARE(core.fixed().totalWaiting(), std::int64_t(12));
        QCOMPARE(core.baseline().totalWaiting(), std::int64_t(12));
        for (int i = 0; i < 3; ++i)
            core.drainStep();
        QCOMPARE(core.fixed().totalWaiting(), std::int64_t(0));
        QCOMPARE(core.baseline().totalWaiting(), std::int64_t(0));
        QCOMPARE(core.fixed().totalCompleted(), std::int64_t(24));
        QCOMPARE(core.baseline().totalCompleted(), std::int64_t(24));
        QCOMPARE(core.fixed().stepCount(), std::int64_t(5));
        core.resetRun();
        QCOMPARE(core.fixed().stepCount(), std::int64_t(0));
        QCOMPARE(core.fixed().totalReceived(), std::int64_t(0));
        QCOMPARE(core.fix(), Fix::MoveHotKey);
    }

    void aChangedSettingStartsANewRun()
    {
        MitigationCore core;
        core.setFix(Fix::CacheReads);
        core.sendBatch();
        QCOMPARE(core.cacheServed(), std::int64_t(6));
        // The same value changes nothing.
        QVERIFY(!core.setCacheHits(6));
        QVERIFY(!core.setFix(Fix::CacheReads));
        QVERIFY(!core.setHotKey(0));
        QCOMPARE(core.fixed().stepCount(), std::int64_t(1));
        // Even a setting the current fix does not use starts a new run of both systems.
        QVERIFY(core.setSplitCount(5));
        QCOMPARE(core.fixed().stepCount(), std::int64_t(0));
        QCOMPARE(core.baseline().stepCount(), std::int64_t(0));
        QCOMPARE(core.cacheServed(), std::int64_t(0));
        // Adding partitions resizes the fixed system; the baseline keeps 3.
        QVERIFY(core.setFix(Fix::AddPartitions));
        QVERIFY(core.setPartitionsWithFix(7));
        QCOMPARE(core.fixed().partitionCount(), 7);
        QCOMPARE(core.baseline().partitionCount(), 3);
    }

    void otherHotKeys_data()
    {
        QTest::addColumn<int>("hotKey");
        QTest::addColumn<int>("fix");
        QTest::addColumn<int>("setting");
        QTest::addColumn<int>("routing");
        QTest::addColumn<Counts>("arrivals");
        QTest::addColumn<int>("moved");
        const int modN = int(Routing::ModN);
        const int fixedSlots = int(Routing::FixedSlots);
        // Hot key 1 lives on P1 (neighbours 2, 3, 4 on P2, P0, P1); hot key 11 on P2 (0, 1, 2).
        QTest::newRow("1, no fix") << 1 << int(Fix::NoFix) << 0 << modN << Counts {1, 10, 1} << 0;
        QTest::newRow("1, cache 6") << 1 << int(Fix::CacheReads) << 6 << modN << Counts {1, 4, 1} << 0;
        QTest::newRow("1, cache 3") << 1 << int(Fix::CacheReads) << 3 << modN << Counts {1, 7, 1} << 0;
        QTest::newRow("1, move to its own P1") << 1 << int(Fix::MoveHotKey) << 1 << modN << Counts {1, 10, 1} << 0;
        QTest::newRow("1, move to P0") << 1 << int(Fix::MoveHotKey) << 0 << modN << Counts {10, 1, 1} << 1;
        QTest::newRow("1, split 3") << 1 << int(Fix::SplitHotKey) << 3 << modN << Counts {4, 4, 4} << 0;
        QTest::newRow("1, split 4") << 1 << int(Fix::SplitHotKey) << 4 << modN << Counts {3, 6, 3} << 0;
        QTest::newRow("1, 4 partitions mod N") << 1 << int(Fix::AddPartitions) << 4 << modN << Counts {1, 9, 1, 1} << 9;
        QTest::newRow("1, 4 partitions, slots")
            << 1 << int(Fix::AddPartitions) << 4 << fixedSlots << Counts {1, 10, 1, 0} << 3;
        QTest::newRow("11, no fix") << 11 << int(Fix::NoFix) << 0 << modN << Counts {1, 1, 10} << 0;
        QTest::newRow("11, cache 6") << 11 << int(Fix::CacheReads) << 6 << modN << Counts {1, 1, 4} << 0;
        QTest::newRow("11, move to P1") << 11 << int(Fix::MoveHotKey) << 1 << modN << Counts {1, 10, 1} << 1;
        QTest::newRow("11, split 2") << 11 << int(Fix::SplitHotKey) << 2 << modN << Counts {5, 1, 6} << 0;
        QTest::newRow("11, split 3") << 11 << int(Fix::SplitHotKey) << 3 << modN << Counts {4, 4, 4} << 0;
        QTest::newRow("11, 4 partitions mod N")
            << 11 << int(Fix::AddPartitions) << 4 << modN << Counts {1, 1, 1, 9} << 9;
        QTest::newRow("11, 5 partitions: with key 1")
            << 11 << int(Fix::AddPartitions) << 5 << modN << Counts {1, 10, 1, 0, 0} << 9;
        QTest::newRow("11, 4 partitions, slots")
            << 11 << int(Fix::AddPartitions) << 4 << fixedSlots << Counts {1, 1, 1, 9} << 3;
    }

    void otherHotKeys()
    {
        QFETCH(int, hotKey);
        QFETCH(int, fix);
        QFETCH(int, setting);
        QFETCH(int, routing);
        QFETCH(Counts, arrivals);
        QFETCH(int, moved);
        MitigationCore core;
        core.setHotKey(hotKey);
        core.setFix(Fix(fix));
        core.setRouting(Routing(routing));
        switch (Fix(fix)) {
        case Fix::CacheReads:
            core.setCacheHits(setting);
            break;
        case Fix::MoveHotKey:
            core.setMoveTo(setting);
            break;
        case Fix::SplitHotKey:
            core.setSplitCount(setting);
            break;
        case Fix::AddPartitions:
            core.setPartitionsWithFix(setting);
            break;
        case Fix::NoFix:
            break;
        }
        QCOMPARE(core.batchArrivals(), arrivals);
        QCOMPARE(core.keysMoved(), moved);
        core.sendBatch();
        QCOMPARE(receivedOf(core.fixed()), arrivals);
        QCOMPARE(receivedOf(core.baseline()), MitigationCore::baselineBatchArrivals(hotKey));
    }

    void nothingIsLostOverAThousandBatches_data()
    {
        QTest::addColumn<int>("fix");
        for (const Fix fix : {Fix::NoFix, Fix::CacheReads, Fix::MoveHotKey, Fix::SplitHotKey, Fix::AddPartitions})
            QTest::addRow("fix %d", int(fix)) << int(fix);
    }

    void nothingIsLostOverAThousandBatches()
    {
        QFETCH(int, fix);
        for (const int hotKey : {0, 1, 11}) {
            MitigationCore core;
            core.setHotKey(hotKey);
            core.setFix(Fix(fix));
            core.setCacheHits(4);
            core.setSplitCount(4);
            core.setPartitionsWithFix(5);
            for (int i = 0; i < 1000; ++i) {
                core.sendBatch();
                if (i % 7 == 0)
                    core.drainStep();
            }
            for (const PartitionQueues *queues : {&core.fixed(), &core.baseline()}) {
                for (int p = 0; p < queues->partitionCount(); ++p)
                    QCOMPARE(queues->received(p), queues->completed(p) + queues->waiting(p));
            }
            QCOMPARE(core.fixed().totalReceived() + core.cacheServed(), std::int64_t(12000));
            QCOMPARE(core.baseline().totalReceived(), std::int64_t(12000));
        }
    }

    void invalidSettingsAreRefused()
    {
        MitigationCore core;
        core.setFix(Fix::SplitHotKey);
        core.sendBatch();
        QVERIFY(!core.setHotKey(12));
        QVERIFY(!core.setHotKey(-1));
        QVERIFY(!core.setCacheHits(10));
        QVERIFY(!core.setCacheHits(-1));
        QVERIFY(!core.setMoveTo(3));
        QVERIFY(!core.setSplitCount(0));
        QVERIFY(!core.setSplitCount(7));
        QVERIFY(!core.setPartitionsWithFix(2));
        QVERIFY(!core.setPartitionsWithFix(9));
        QVERIFY(!core.setFix(Fix(7)));
        QVERIFY(!core.setRouting(Routing(2)));
        QCOMPARE(core.fix(), Fix::SplitHotKey);
        QCOMPARE(core.splitCount(), 3);
        QCOMPARE(core.fixed().stepCount(), std::int64_t(1));
        QCOMPARE(receivedOf(core.fixed()), (Counts {4, 4, 4}));
        QCOMPARE(core.ownerOf(12), -1);
        QCOMPARE(core.ownerOf(-1), -1);
        QCOMPARE(core.fixed().waiting(3), std::int64_t(0));
    }

    void countersStayExactOverManyBatches()
    {
        MitigationCore core;
        core.setFix(Fix::CacheReads);
        core.setCacheHits(3);
        for (int i = 0; i < 100000; ++i)
            core.sendBatch();
        QCOMPARE(core.fixed().waiting(0), std::int64_t(300000));
        QCOMPARE(core.baseline().waiting(0), std::int64_t(600000));
        QCOMPARE(core.cacheServed(), std::int64_t(300000));
        QCOMPARE(core.fixed().totalReceived() + core.cacheServed(), std::int64_t(1200000));
    }
};

QTEST_GUILESS_MAIN(TestMitigationCore)
#include "tst_mitigationcore.moc"
