// hotspot-core-test: links hotspotcore and Qt Test only (core_links_core_only checks it).
// The plain C++ core of the hot-key lab: routing, batch profiles and processing steps,
// checked against every number of the curriculum's "lab" section.
#include "lessons/lab/LabCore.h"

#include <QStandardPaths>
#include <QTest>

using Profile = LabCore::Profile;

class TestLabCore : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void ownersAreKeyModThree()
    {
        const int expected[] = {0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2};
        for (int key = 0; key < LabCore::kKeyCount; ++key)
            QCOMPARE(LabCore::ownerOf(key), expected[key]);
        QCOMPARE(LabCore::ownerOf(-1), -1);
        QCOMPARE(LabCore::ownerOf(12), -1);
        for (int p = 0; p < 3; ++p)
            QCOMPARE(LabCore::keysOwnedBy(p), 4);
        QCOMPARE(LabCore::keysOwnedBy(3), 0);
    }

    void evenBatchHasEveryKeyOnce()
    {
        const auto keys = LabCore::batchComposition(Profile::Even, 5);
        for (int count : keys)
            QCOMPARE(count, 1);
        const auto arrivals = LabCore::batchArrivals(Profile::Even, 0);
        QCOMPARE(arrivals[0], 4);
        QCOMPARE(arrivals[1], 4);
        QCOMPARE(arrivals[2], 4);
    }

    void hotBatchIsNineCopiesAndThreeNeighbours_data()
    {
        QTest::addColumn<int>("hotKey");
        QTest::addColumn<QList<int>>("neighbours");
        QTest::addColumn<QList<qint64>>("arrivals");
        QTest::newRow("key 0") << 0 << QList<int> {1, 2, 3} << QList<qint64> {10, 1, 1};
        QTest::newRow("key 1") << 1 << QList<int> {2, 3, 4} << QList<qint64> {1, 10, 1};
        QTest::newRow("key 3") << 3 << QList<int> {4, 5, 6} << QList<qint64> {10, 1, 1};
        QTest::newRow("key 11 wraps") << 11 << QList<int> {0, 1, 2} << QList<qint64> {1, 1, 10};
        QTest::newRow("key 10 wraps") << 10 << QList<int> {11, 0, 1} << QList<qint64> {1, 10, 1};
    }

    void hotBatchIsNineCopiesAndThreeNeighbours()
    {
        QFETCH(int, hotKey);
        QFETCH(QList<int>, neighbours);
        QFETCH(QList<qint64>, arrivals);
        const auto keys = LabCore::batchComposition(Profile::HotKey, hotKey);
        int total = 0;
        for (int key = 0; key < LabCore::kKeyCount; ++key) {
            const int expected = key == hotKey ? 9 : (neighbours.contains(key) ? 1 : 0);
            QCOMPARE(keys[key], expected);
            total += keys[key];
        }
        QCOMPARE(total, LabCore::kBatchSize);
        const auto perPartition = LabCore::batchArrivals(Profile::HotKey, hotKey);
        for (int p = 0; p < 3; ++p)
            QCOMPARE(perPartition[p], arrivals.at(p));
    }

    void evenRunNeverQueues()
    {
        LabCore lab;
        QCOMPARE(lab.profile(), Profile::Even);
        for (int batch = 0; batch < 5; ++batch)
            lab.sendBatch();
        for (int p = 0; p < 3; ++p) {
            QCOMPARE(lab.received(p), 20);
            QCOMPARE(lab.completed(p), 20);
            QCOMPARE(lab.waiting(p), 0);
        }
        QCOMPARE(lab.stepCount(), 5);
        QCOMPARE(lab.capacityOffered(), 60);
        QCOMPARE(lab.capacityUnused(), 0);
        QCOMPARE(lab.mostLoadedPartition(), -1); // a three-way tie
    }

    void hotRunQueuesAtTheOwner()
    {
        LabCore lab;
        QVERIFY(lab.setProfile(Profile::HotKey));
        lab.sendBatch();
        QCOMPARE(lab.completed(0), 4);
        QCOMPARE(lab.waiting(0), 6);
        QCOMPARE(lab.completed(1), 1);
        QCOMPARE(lab.completed(2), 1);
        QCOMPARE(lab.capacityOffered(), 12);
        QCOMPARE(lab.totalCompleted(), 6);
        QCOMPARE(lab.capacityUnused(), 6);
        QCOMPARE(lab.mostLoadedPartition(), 0);
        QCOMPARE(lab.roundedSharePercent(0), 83);
        QCOMPARE(lab.roundedSharePercent(1), 8);
        QCOMPARE(lab.roundedSharePercent(2), 8);

        lab.sendBatch();
        QCOMPARE(lab.waiting(0), 12);
        QCOMPARE(lab.drainStepsToEmpty(), 3);
        lab.drainStep();
        QCOMPARE(lab.waiting(0), 8);
        lab.drainStep();
        QCOMPARE(lab.waiting(0), 4);
        lab.drainStep();
        QCOMPARE(lab.waiting(0), 0);
        QCOMPARE(lab.totalWaiting(), 0);
        QCOMPARE(lab.completed(0), 20);
        QCOMPARE(lab.stepCount(), 5);
        // A drain with nothing waiting completes nothing, but the step still counts.
        lab.drainStep();
        QCOMPARE(lab.totalCompleted(), 24);
        QCOMPARE(lab.stepCount(), 6);
        QCOMPARE(lab.capacityOffered(), 72);
    }

    void queueGrowsBySixPerBatch()
    {
        LabCore lab;
        lab.setProfile(Profile::HotKey);
        for (int batch = 1; batch <= 10; ++batch) {
            lab.sendBatch();
            QCOMPARE(lab.waiting(0), 6 * batch);
            QCOMPARE(lab.waiting(1), 0);
            QCOMPARE(lab.waiting(2), 0);
        }
    }

    void lastStepSaysWhatArrivedAndWhatWasDone()
    {
        LabCore lab;
        for (int p = 0; p < LabCore::kPartitionCount; ++p) {
            QCOMPARE(lab.arrivedInLastStep(p), 0);
            QCOMPARE(lab.completedInLastStep(p), 0);
        }
        lab.setProfile(Profile::HotKey);
        lab.sendBatch();
        // Hot key 0: 9 copies and key 1..3 once: P0 gets 10, P1 1, P2 1; P0 finishes 4.
        QCOMPARE(lab.arrivedInLastStep(0), 10);
        QCOMPARE(lab.arrivedInLastStep(1), 1);
        QCOMPARE(lab.arrivedInLastStep(2), 1);
        QCOMPARE(lab.completedInLastStep(0), 4);
        QCOMPARE(lab.completedInLastStep(1), 1);
        QCOMPARE(lab.completedInLastStep(2), 1);
        lab.sendBatch();
        QCOMPARE(lab.arrivedInLastStep(0), 10);
        QCOMPARE(lab.completedInLastStep(0), 4);
        QCOMPARE(lab.waiting(0), 12);
        // A drain step brings nothing and works off the queue, 4 at a time.
        lab.drainStep();
        QCOMPARE(lab.arrivedInLastStep(0), 0);
        QCOMPARE(lab.completedInLastStep(0), 4);
        QCOMPARE(lab.completedInLastStep(1), 0);
        QCOMPARE(lab.waiting(0), 8);
        lab.drainStep();
        lab.drainStep();
        QCOMPARE(lab.completedInLastStep(0), 4);
        lab.drainStep();
        QCOMPARE(lab.completedInLastStep(0), 0);
        lab.sendBatch();
        lab.resetRun();
        QCOMPARE(lab.arrivedInLastStep(0), 0);
        QCOMPARE(lab.completedInLastStep(0), 0);
        // Out of range partitions read 0, as the other counters do.
        QCOMPARE(lab.arrivedInLastStep(-1), 0);
        QCOMPARE(lab.completedInLastStep(3), 0);
    }

    void countersStayExactForManyBatches()
    {
        LabCore lab;
        lab.setProfile(Profile::HotKey);
        const qint64 batches = 1'000'000;
        for (qint64 i = 0; i < batches; ++i)
            lab.sendBatch();
        QCOMPARE(lab.received(0), 10 * batches);
        QCOMPARE(lab.completed(0), 4 * batches);
        QCOMPARE(lab.waiting(0), 6 * batches);
        QCOMPARE(lab.totalReceived(), 12 * batches);
        QCOMPARE(lab.drainStepsToEmpty(), 6 * batches / 4);
        QCOMPARE(lab.roundedSharePercent(0), 83);
    }

    void selectionRules()
    {
        LabCore lab;
        lab.setProfile(Profile::HotKey);
        lab.sendBatch();
        QVERIFY(!lab.setProfile(Profile::HotKey)); // same value: run kept
        QCOMPARE(lab.waiting(0), 6);
        QVERIFY(!lab.setHotKey(0));
        QVERIFY(!lab.setHotKey(12));
        QVERIFY(!lab.setHotKey(-1));
        QCOMPARE(lab.hotKey(), 0);
        QCOMPARE(lab.waiting(0), 6);
        QVERIFY(lab.setHotKey(4)); // a new run, not a migration
        QCOMPARE(lab.stepCount(), 0);
        QCOMPARE(lab.totalReceived(), 0);
        lab.sendBatch();
        QCOMPARE(lab.waiting(1), 6);
        lab.resetRun();
        QCOMPARE(lab.hotKey(), 4);
        QCOMPARE(lab.profile(), Profile::HotKey);
        QCOMPARE(lab.totalReceived(), 0);
    }

    void emptyRunHasZeroShares()
    {
        LabCore lab;
        for (int p = 0; p < 3; ++p) {
            QCOMPARE(lab.sharePercent(p), 0.0);
            QCOMPARE(lab.roundedSharePercent(p), 0);
        }
        QCOMPARE(lab.mostLoadedPartition(), -1);
        QCOMPARE(lab.drainStepsToEmpty(), 0);
        QCOMPARE(lab.sharePercent(7), 0.0);
        QCOMPARE(lab.received(-1), 0);
    }
};

QTEST_GUILESS_MAIN(TestLabCore)
#include "tst_labcore.moc"
