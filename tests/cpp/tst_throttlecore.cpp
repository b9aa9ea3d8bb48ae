// hotspot-core-test: links hotspotcore and Qt Test only (core_links_core_only checks it).
// The throttle's rules, minute by minute, driven directly on the plain core: when it
// starts (a 2-hour average above 50%, not at 50% exactly), the rate it sets, the guard that
// holds the rate while the current CPU is at or below 50%, the 50% floor, the release in
// 5% steps, and that writes wait but are never lost. Every figure is worked out by hand
// from the rules in ThrottleCore.h (100% CPU = 10,000 writes a minute).
#include "lessons/throttling/ThrottleCore.h"

#include <QtTest>

#include <cmath>
#include <limits>

namespace {
void run(ThrottleCore &core, double demand, int minutes)
{
    QVERIFY(core.setDemandPercent(demand));
    for (int i = 0; i < minutes; ++i)
        core.step();
}

// Writes are delayed, never rejected.
bool conserved(const ThrottleCore &core)
{
    return core.offeredWrites() == core.completedWrites() + core.waitingWrites();
}
} // namespace

class TestThrottleCore : public QObject
{
    Q_OBJECT

private slots:
    void startsIdle_data();
    void startsIdle();
    void refusesInvalidDemand();
    void steadyLoadBelowTheThresholdNeverThrottles();
    void anHourAtFullLoadIsExactlyAtTheAverage();
    void theNextMinuteStartsThrottlingAtTheFloor();
    void theGuardHoldsTheRateAndWritesWait();
    void throttledWritesAreCountedAsEvents();
    void theRateNeverFallsBelowHalf();
    void releaseRaisesTheRateInFivePercentSteps();
};

void TestThrottleCore::startsIdle_data()
{
    QTest::addColumn<int>("minutesBeforeReset");
    QTest::newRow("new") << 0;
    // 70 minutes at 100%: throttled, with writes waiting; a reset forgets all of it but
    // the demand (the page's slider).
    QTest::newRow("reset after a throttled hour") << 70;
}

void TestThrottleCore::startsIdle()
{
    QFETCH(int, minutesBeforeReset);
    ThrottleCore core;
    if (minutesBeforeReset > 0) {
        run(core, 100.0, minutesBeforeReset);
        QVERIFY(core.throttleActive());
        core.reset();
        QCOMPARE(core.demandPercent(), 100.0);
        QVERIFY(core.setDemandPercent(0.0));
    }
    QCOMPARE(core.minute(), 0);
    QCOMPARE(core.cpuPercent(), 0.0);
    QCOMPARE(core.rollingAveragePercent(), 0.0);
    QVERIFY(!core.throttleActive());
    QCOMPARE(core.allowedRatePercent(), 100.0);
    QCOMPARE(core.throttleEvents(), 0);
    QCOMPARE(core.throttledClients(), 0);
    QCOMPARE(core.offeredWrites(), 0);
    QCOMPARE(core.waitingWrites(), 0);
    QCOMPARE(core.writeLatencyMs(), ThrottleCore::kBaseLatencyMs);
    QCOMPARE(core.writingClients(), 0);
}

void TestThrottleCore::refusesInvalidDemand()
{
    ThrottleCore core;
    QVERIFY(core.setDemandPercent(40.0));
    for (double bad :
         {-1.0, 150.5, std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::infinity()}) {
        QVERIFY(!core.setDemandPercent(bad));
        QCOMPARE(core.demandPercent(), 40.0);
    }
    QVERIFY(core.setDemandPercent(0.0));
    QVERIFY(core.setDemandPercent(150.0));
    QCOMPARE(core.writingClients(), 30); // 5% a client connection
}

void TestThrottleCore::steadyLoadBelowTheThresholdNeverThrottles()
{
    ThrottleCore core;
    QVERIFY(core.setDemandPercent(40.0));
    for (int minute = 1; minute <= 240; ++minute) {
        core.step();
        QVERIFY(!core.throttleActive());
        QCOMPARE(core.completedLastMinute(), 4000);
        QCOMPARE(core.waitingWrites(), 0);
    }
    QCOMPARE(core.minute(), 240);
    QCOMPARE(core.rollingAveragePercent(), 40.0); // the window is full: 120 minutes at 40%
    QCOMPARE(core.offeredWrites(), 240 * 4000);
    QVERIFY(conserved(core));
}

void TestThrottleCore::anHourAtFullLoadIsExactlyAtTheAverage()
{
    // 60 minutes at 100% in a 120-minute window: an average of exactly 50%, not above it.
    ThrottleCore core;
    run(core, 100.0, 60);
    QCOMPARE(core.rollingAveragePercent(), 50.0);
    QVERIFY(!core.throttleActive());
    QCOMPARE(core.waitingWrites(), 0);
}

void TestThrottleCore::theNextMinuteStartsThrottlingAtTheFloor()
{
    // Minute 61 takes the average to 610,000 / 1,200,000 writes of capacity, above 50%.
    // To be back at 50% after the next minute, that minute would have to do -10,000 writes:
    // the rate goes to the floor, 50%.
    ThrottleCore core;
    run(core, 100.0, 61);
    QVERIFY(core.throttleActive());
    QCOMPARE(core.allowedRatePercent(), 50.0);
    QCOMPARE(core.waitingWrites(), 0); // nothing was held back yet
    QCOMPARE(core.throttledClients(), 0);
}

void TestThrottleCore::theGuardHoldsTheRateAndWritesWait()
{
    ThrottleCore core;
    run(core, 100.0, 62);
    // Minute 62 at half rate: 5,000 of 10,000 done, CPU 50%: the rate is held, not cut.
    QCOMPARE(core.completedLastMinute(), 5000);
    QCOMPARE(core.cpuPercent(), 50.0);
    QCOMPARE(core.waitingWrites(), 5000);
    QCOMPARE(core.allowedRatePercent(), 50.0);
    QCOMPARE(core.writeLatencyMs(), ThrottleCore::kBaseLatencyMs); // done in the minute they came
    QCOMPARE(core.throttledClients(), 20);
    QVERIFY(conserved(core));

    core.step();
    // Minute 63: the 5,000 left from minute 62 go first, each a minute late.
    QCOMPARE(core.completedLastMinute(), 5000);
    QCOMPARE(core.waitingWrites(), 10000);
    QCOMPARE(core.writeLatencyMs(), ThrottleCore::kBaseLatencyMs + 60000.0);
    QVERIFY(conserved(core));
}

void TestThrottleCore::throttledWritesAreCountedAsEvents()
{
    ThrottleCore core;
    run(core, 100.0, 62);
    QCOMPARE(core.throttleEvents(), 5000);
    core.step();
    QCOMPARE(core.throttleEvents(), 10000);
    // The reporting interval is five minutes: after five more, only those count.
    run(core, 100.0, 5);
    QCOMPARE(core.throttleEvents(), 5 * 5000);
}

void TestThrottleCore::theRateNeverFallsBelowHalf()
{
    ThrottleCore core;
    QVERIFY(core.setDemandPercent(150.0));
    for (int minute = 1; minute <= 600; ++minute) {
        core.step();
        QVERIFY(core.allowedRatePercent() >= ThrottleCore::kMinimumRatePercent);
        // There is always work waiting, so at least half of full throughput is done.
        QVERIFY(core.completedLastMinute() >= 5000);
        QVERIFY(conserved(core));
    }
    QVERIFY(core.throttleActive());
}

void TestThrottleCore::releaseRaisesTheRateInFivePercentSteps()
{
    // 90 minutes at 100%: throttled to 50% from minute 62, so 29 minutes x 5,000 writes
    // wait. Then no new writes: the backlog drains at 5,000 a minute (CPU 50%, the rate is
    // held) by minute 119. At minute 150 the window (minutes 31-150) holds 31 x 10,000 +
    // 58 x 5,000 = 600,000 writes, exactly 50%; at minute 151 minute 31 leaves it and the
    // average is below 50%: the rate rises 5% a minute, 55% at 151 to 100% at 160, where
    // throttling ends.
    ThrottleCore core;
    run(core, 100.0, 90);
    QCOMPARE(core.waitingWrites(), 29 * 5000);
    run(core, 0.0, 29);
    QCOMPARE(core.minute(), 119);
    QCOMPARE(core.waitingWrites(), 0);
    QCOMPARE(core.allowedRatePercent(), 50.0);
    run(core, 0.0, 31);
    QCOMPARE(core.rollingAveragePercent(), 50.0);
    QCOMPARE(core.allowedRatePercent(), 50.0);
    for (int minute = 151; minute <= 159; ++minute) {
        core.step();
        QCOMPARE(core.allowedRatePercent(), 50.0 + 5.0 * (minute - 150));
        QVERIFY(core.throttleActive());
    }
    core.step();
    QCOMPARE(core.minute(), 160);
    QVERIFY(!core.throttleActive());
    QCOMPARE(core.allowedRatePercent(), 100.0);
    QCOMPARE(core.offeredWrites(), 90 * 10000);
    QVERIFY(conserved(core));
}

QTEST_APPLESS_MAIN(TestThrottleCore)
#include "tst_throttlecore.moc"
