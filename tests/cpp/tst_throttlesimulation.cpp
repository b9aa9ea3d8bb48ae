// hotspot-models-test: links hotspotmodels, no Qt Quick, Charts or Widgets (models_links_models_only checks it).
// The throttling lesson's simulation: the rules of the curriculum, minute by minute.
#include "i18n/LanguageService.h"
#include "lessons/throttling/ThrottleCore.h"
#include "lessons/throttling/ThrottleSimulation.h"

#include <QAbstractItemModelTester>
#include <QLocale>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <cmath>
#include <limits>

namespace {

struct Snapshot
{
    qint64 minute;
    double cpu;
    double average;
    bool active;
    double rate;
};

Snapshot snapshot(const ThrottleSimulation &sim)
{
    return {sim.minute(), sim.cpuPercent(), sim.rollingAveragePercent(), sim.throttleActive(),
            sim.allowedRatePercent()};
}

// Runs a preset minute by minute and records every minute, checking conservation on the way.
QList<Snapshot> runPreset(ThrottleSimulation &sim, const QString &preset, int minutes)
{
    QList<Snapshot> trace;
    if (!sim.applyPreset(preset))
        return trace;
    trace.append(snapshot(sim));
    for (int i = 0; i < minutes; ++i) {
        sim.advance(1);
        if (sim.offeredWrites() != sim.completedWrites() + sim.waitingWrites())
            return {};
        trace.append(snapshot(sim));
    }
    return trace;
}

// One line of the charts' window (ThrottleSimulation::window): (hours, value) per minute.
QList<QPointF> windowLine(const ThrottleSimulation &sim, ThrottleWindowModel::Column column)
{
    const ThrottleWindowModel *window = sim.window();
    QList<QPointF> points;
    for (int row = 0; row < window->rowCount(); ++row)
        points.append({window->index(row, ThrottleWindowModel::HoursColumn).data().toDouble(),
                       window->index(row, column).data().toDouble()});
    return points;
}

// The throttled stretches as the flag chart draws them: from each minute whose flag
// turns 1 to the next whose flag is 0 again. A stretch that is on at the window's first
// point began before the window.
QList<ThrottleSimulation::ThrottleEpisode> episodesFromFlagLine(const ThrottleSimulation &sim)
{
    QList<ThrottleSimulation::ThrottleEpisode> episodes;
    const QList<QPointF> flag = windowLine(sim, ThrottleWindowModel::ThrottleFlagColumn);
    bool before = false;
    for (qsizetype i = 0; i < flag.size(); ++i) {
        const auto minute = qint64(std::llround(flag.at(i).x() * 60.0));
        const bool throttled = flag.at(i).y() > 0.5;
        if (throttled && !before)
            episodes.append({minute, -1, i > 0});
        else if (!throttled && before)
            episodes.last().offMinute = minute;
        before = throttled;
    }
    return episodes;
}

} // namespace

class TestThrottleSimulation : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void startsAfterTwoIdleHours()
    {
        ThrottleSimulation sim;
        QCOMPARE(sim.minute(), 0);
        QCOMPARE(sim.demandPercent(), 0.0);
        QCOMPARE(sim.cpuPercent(), 0.0);
        QCOMPARE(sim.rollingAveragePercent(), 0.0);
        QVERIFY(!sim.throttleActive());
        QCOMPARE(sim.allowedRatePercent(), 100.0);
        QCOMPARE(sim.throttleEvents(), 0);
        QCOMPARE(sim.throttledClients(), 0);
        QCOMPARE(sim.offeredWrites(), 0);
        QCOMPARE(sim.completedWrites(), 0);
        QCOMPARE(sim.waitingWrites(), 0);
        QCOMPARE(sim.writeLatencyMs(), ThrottleCore::kBaseLatencyMs);
        // The idle history weighs in: one minute at 60% moves the average by 0.5 points.
        sim.setDemandPercent(60);
        sim.advance(1);
        QCOMPARE(sim.cpuPercent(), 60.0);
        QCOMPARE(sim.rollingAveragePercent(), 0.5);
        QCOMPARE(sim.offeredWrites(), 6000);
    }

    void shortBurstNeverThrottles()
    {
        ThrottleSimulation sim;
        const QList<Snapshot> trace = runPreset(sim, QStringLiteral("burst"), 12 * 60);
        QCOMPARE(trace.size(), 12 * 60 + 1);
        double peak = 0.0;
        for (const Snapshot &s : trace) {
            QVERIFY2(!s.active, qPrintable(QStringLiteral("throttled at minute %1").arg(s.minute)));
            QCOMPARE(s.rate, 100.0);
            peak = std::max(peak, s.average);
        }
        // 30 minutes at 90% and 90 at 20% fill the window at the peak: 37.5%.
        QCOMPARE(peak, 37.5);
        QCOMPARE(trace.at(30).cpu, 90.0);
        QCOMPARE(trace.at(31).cpu, 20.0);
        QCOMPARE(sim.waitingWrites(), 0);
        QCOMPARE(sim.writeLatencyMs(), ThrottleCore::kBaseLatencyMs);
    }

    void sustainedStartsOnlyAfterAveragePassesHalf()
    {
        ThrottleSimulation sim;
        sim.setDemandPercent(80);
        for (int minute = 1; minute <= 75; ++minute) {
            sim.advance(1);
            QVERIFY2(!sim.throttleActive(), qPrintable(QStringLiteral("throttled at minute %1").arg(minute)));
            QCOMPARE(sim.allowedRatePercent(), 100.0);
            QCOMPARE(sim.cpuPercent(), 80.0);
        }
        // 75 minutes at 80% over 120 minutes: exactly 50%, which is not above 50%.
        QCOMPARE(sim.rollingAveragePercent(), 50.0);
        sim.advance(1);
        QCOMPARE(sim.minute(), 76);
        QVERIFY(sim.throttleActive());
        QVERIFY(sim.rollingAveragePercent() > 50.0);
        // The rate that would bring the average to 50% is below the floor: 50% it is.
        QCOMPARE(sim.allowedRatePercent(), 50.0);
        // Minute 77 runs at the new rate: 5,000 of 8,000 writes complete, 3,000 wait.
        sim.advance(1);
        QCOMPARE(sim.cpuPercent(), 50.0);
        QCOMPARE(sim.completedWrites(), 76 * 8000 + 5000);
        QCOMPARE(sim.waitingWrites(), 3000);
        QCOMPARE(sim.throttledClients(), 16); // 80% / 5% per connection
        QCOMPARE(sim.throttleEvents(), 3000);
        QCOMPARE(sim.writeLatencyMs(), ThrottleCore::kBaseLatencyMs); // all completed writes are new
        // Minute 78: 3,000 writes from minute 77 (one minute late) and 2,000 new ones.
        sim.advance(1);
        QCOMPARE(sim.waitingWrites(), 6000);
        QCOMPARE(sim.writeLatencyMs(), ThrottleCore::kBaseLatencyMs + 3000.0 / 5000.0 * 60000.0);
        QCOMPARE(sim.throttleEvents(), 3000 + 5000);
        // The reporting interval keeps the last five minutes only.
        sim.advance(4);
        QCOMPARE(sim.throttleEvents(), 5 * 5000);
    }

    void sustainedPresetNumbersOnThePage()
    {
        ThrottleSimulation sim;
        const QList<Snapshot> trace = runPreset(sim, QStringLiteral("sustained"), 8 * 60);
        QVERIFY(!trace.isEmpty());
        QCOMPARE(trace.at(75).active, false);
        QCOMPARE(trace.at(76).active, true);
        // The discussion says: the import finishes in minute 339, writes wait up to 99 minutes.
        sim.applyPreset(QStringLiteral("sustained"));
        double worstLatency = 0.0;
        qint64 drainedAt = 0;
        for (int i = 0; i < 8 * 60; ++i) {
            sim.advance(1);
            worstLatency = std::max(worstLatency, sim.writeLatencyMs());
            if (sim.minute() > 240 && sim.waitingWrites() == 0 && drainedAt == 0)
                drainedAt = sim.minute();
        }
        QCOMPARE(drainedAt, 339);
        QCOMPARE(std::lround(worstLatency / 60000.0), 99L);
        QVERIFY(!sim.throttleActive());
        QCOMPARE(sim.offeredWrites(), 240LL * 8000);
        QCOMPARE(sim.completedWrites(), 240LL * 8000);
    }

    void spreadPresetNeverThrottles()
    {
        ThrottleSimulation sim;
        const QList<Snapshot> trace = runPreset(sim, QStringLiteral("spread"), 10 * 60);
        QVERIFY(!trace.isEmpty());
        for (const Snapshot &s : trace)
            QVERIFY(!s.active && s.average <= 40.0);
        // The same data as four hours at 80%.
        QCOMPARE(sim.offeredWrites(), 240LL * 8000);
        QCOMPARE(sim.completedWrites(), sim.offeredWrites());
    }

    void allowedRateNeverBelowHalf_data()
    {
        QTest::addColumn<double>("demand");
        QTest::newRow("80%") << 80.0;
        QTest::newRow("100%") << 100.0;
        QTest::newRow("150%") << 150.0;
    }

    void allowedRateNeverBelowHalf()
    {
        QFETCH(double, demand);
        ThrottleSimulation sim;
        sim.setDemandPercent(demand);
        bool everThrottled = false;
        for (int i = 0; i < 12 * 60; ++i) {
            sim.advance(1);
            everThrottled = everThrottled || sim.throttleActive();
            QVERIFY(sim.allowedRatePercent() >= 50.0);
            QVERIFY(sim.allowedRatePercent() <= 100.0);
            QVERIFY(sim.cpuPercent() >= 0.0 && sim.cpuPercent() <= 100.0);
            QCOMPARE(sim.offeredWrites(), sim.completedWrites() + sim.waitingWrites());
        }
        QVERIFY(everThrottled);
    }

    void rateHeldWhileCurrentCpuAtOrBelowHalf()
    {
        // 60 minutes at 100% put the average at exactly 50%; then 30% pushes it above
        // 50% while the current CPU is low: throttling starts, but the rate is not cut.
        ThrottleSimulation sim;
        sim.setDemandPercent(100);
        sim.advance(60);
        QCOMPARE(sim.rollingAveragePercent(), 50.0);
        QVERIFY(!sim.throttleActive());
        sim.setDemandPercent(30);
        sim.advance(1);
        QVERIFY(sim.throttleActive());
        QVERIFY(sim.rollingAveragePercent() > 50.0);
        QCOMPARE(sim.cpuPercent(), 30.0);
        QCOMPARE(sim.allowedRatePercent(), 100.0);
        while (sim.rollingAveragePercent() > 50.0) {
            QCOMPARE(sim.allowedRatePercent(), 100.0);
            QVERIFY(sim.throttleActive());
            QCOMPARE(sim.throttledClients(), 0); // nothing waits
            sim.advance(1);
        }
        QVERIFY(sim.minute() > 120);
        QVERIFY(!sim.throttleActive());
    }

    void rateRulesHoldEveryMinute_data()
    {
        QTest::addColumn<QString>("preset");
        for (const QString &id : ThrottleSimulation::presetIds())
            QTest::newRow(qPrintable(id)) << id;
    }

    void rateRulesHoldEveryMinute()
    {
        QFETCH(QString, preset);
        ThrottleSimulation sim;
        const QList<Snapshot> trace = runPreset(sim, preset, 12 * 60);
        QVERIFY(!trace.isEmpty());
        for (qsizetype i = 1; i < trace.size(); ++i) {
            const Snapshot &before = trace.at(i - 1);
            const Snapshot &now = trace.at(i);
            QVERIFY(now.rate >= 50.0);
            if (now.active && !before.active) // starts only above a 50% average
                QVERIFY(now.average > 50.0);
            if (before.active && now.average > 50.0 && now.cpu <= 50.0)
                QCOMPARE(now.rate, before.rate); // held, not cut
            if (before.active && now.average > 50.0)
                QVERIFY(now.rate <= before.rate); // never raised above 50%
            if (before.active && now.average < 50.0)
                QCOMPARE(now.rate, std::min(100.0, before.rate + ThrottleCore::kReleaseStepPercent));
            if (!now.active)
                QCOMPARE(now.rate, 100.0);
        }
    }

    void rateClimbsBackAfterLoadDrops()
    {
        ThrottleSimulation sim;
        const QList<Snapshot> trace = runPreset(sim, QStringLiteral("bulk"), 6 * 60);
        QVERIFY(!trace.isEmpty());
        // 100% from idle: above 50% at minute 61 (61 x 100 / 120 = 50.8%).
        QVERIFY(!trace.at(60).active);
        QVERIFY(trace.at(61).active);
        QCOMPARE(trace.at(61).rate, 50.0);
        // The release: from 50% in steps of 5 to 100%, then off.
        qsizetype releaseStart = -1;
        for (qsizetype i = 62; i < trace.size(); ++i) {
            if (trace.at(i).rate > 50.0 && trace.at(i).active) {
                releaseStart = i;
                break;
            }
        }
        QVERIFY(releaseStart > 90);
        QVERIFY(trace.at(releaseStart).average < 50.0);
        for (int step = 0; step < 10; ++step)
            QCOMPARE(trace.at(releaseStart + step).rate, 55.0 + 5.0 * step);
        QVERIFY(trace.at(releaseStart + 8).active);
        QVERIFY(!trace.at(releaseStart + 9).active);
        QCOMPARE(trace.at(releaseStart + 9).rate, 100.0);
        for (qsizetype i = releaseStart + 9; i < trace.size(); ++i)
            QVERIFY(!trace.at(i).active);
        QCOMPARE(sim.waitingWrites(), 0);
    }

    void twelveHoursAt80SettleNearHalf()
    {
        ThrottleSimulation sim;
        sim.setDemandPercent(80);
        sim.advance(12 * 60);
        QCOMPARE(sim.minute(), 720);
        QVERIFY(std::abs(sim.rollingAveragePercent() - 50.0) <= 5.0);
        QVERIFY(sim.throttleActive());
        QCOMPARE(sim.allowedRatePercent(), 50.0);
        // Delayed, never rejected: the backlog grows, nothing is lost.
        QVERIFY(sim.waitingWrites() > 0);
        QCOMPARE(sim.offeredWrites(), 720LL * 8000);
        QCOMPARE(sim.offeredWrites(), sim.completedWrites() + sim.waitingWrites());
    }

    void languageSwitchRefreshesTextsNotCharts()
    {
        // A switch changes the formatted texts, never a number: the page must not redraw
        // its charts (stateChanged() makes it replace every series), only the texts.
        ThrottleSimulation sim;
        sim.advance(76);
        const QString english = sim.elapsedText();
        QCOMPARE(english, QStringLiteral("minute 76 (1 h 16 min)"));
        LanguageService &service = *LanguageService::instance();
        QVERIFY(service.applyLanguage(QStringLiteral("en")));
        QSignalSpy stateSpy(&sim, &ThrottleSimulation::stateChanged);
        QSignalSpy textsSpy(&sim, &ThrottleSimulation::textsChanged);
        QVERIFY(service.applyLanguage(QStringLiteral("de")));
        QCOMPARE(stateSpy.count(), 0);
        QCOMPARE(textsSpy.count(), 1); // once per switch, though two translators change
        QVERIFY(sim.elapsedText() != english);
        QVERIFY(sim.elapsedText().contains(QStringLiteral("76")));
        QVERIFY(service.applyLanguage(QStringLiteral("en")));
        QCOMPARE(textsSpy.count(), 2);
        QCOMPARE(sim.elapsedText(), english);
        // Every change of state still refreshes the texts too.
        sim.advance(1);
        QCOMPARE(stateSpy.count(), 1);
        QCOMPARE(textsSpy.count(), 3);
    }

    void invalidInputIsRefused()
    {
        ThrottleSimulation sim;
        sim.setDemandPercent(40);
        sim.advance(3);
        QSignalSpy stateSpy(&sim, &ThrottleSimulation::stateChanged);
        QSignalSpy demandSpy(&sim, &ThrottleSimulation::demandPercentChanged);
        const QRegularExpression demandWarning(
            QStringLiteral("demandPercent .* refused; it must be a number from 0 to 150"));
        for (double bad :
             {-1.0, 150.5, std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::infinity()}) {
            QTest::ignoreMessage(QtWarningMsg, demandWarning);
            sim.setDemandPercent(bad);
            QCOMPARE(sim.demandPercent(), 40.0);
        }
        QTest::ignoreMessage(
            QtWarningMsg,
            QRegularExpression(QStringLiteral("advance\\(-5\\) refused; minutes must be from 0 to 10080")));
        sim.advance(-5);
        QCOMPARE(sim.minute(), 3);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("unknown preset \"nope\"")));
        QVERIFY(!sim.applyPreset(QStringLiteral("nope")));
        QCOMPARE(sim.minute(), 3);
        QCOMPARE(sim.offeredWrites(), 3 * 4000);
        QCOMPARE(stateSpy.count(), 0);
        QCOMPARE(demandSpy.count(), 0);
        // The edges of the range are fine.
        sim.setDemandPercent(0);
        sim.setDemandPercent(150);
        QCOMPARE(sim.demandPercent(), 150.0);
        sim.advance(0);
        QCOMPARE(sim.minute(), 3);
    }

    void presetsAndReset()
    {
        ThrottleSimulation sim;
        QVERIFY(sim.applyPreset(QStringLiteral("bulk")));
        QCOMPARE(sim.presetId(), QStringLiteral("bulk"));
        QCOMPARE(sim.demandPercent(), 100.0);
        sim.advance(90);
        QCOMPARE(sim.demandPercent(), 10.0); // the coming minute belongs to the quiet hours
        sim.advance(10);
        sim.reset();
        QCOMPARE(sim.minute(), 0);
        QCOMPARE(sim.presetId(), QStringLiteral("bulk"));
        QCOMPARE(sim.demandPercent(), 100.0);
        QCOMPARE(sim.rollingAveragePercent(), 0.0);
        QCOMPARE(sim.offeredWrites(), 0);
        QVERIFY(!sim.throttleActive());
        // Moving the demand by hand is free play.
        QSignalSpy presetSpy(&sim, &ThrottleSimulation::presetIdChanged);
        sim.setDemandPercent(70);
        QCOMPARE(sim.presetId(), QString());
        QCOMPARE(presetSpy.count(), 1);
        sim.advance(200);
        QCOMPARE(sim.offeredWrites(), 200LL * 7000);
    }

    void historyPointsFollowTheRun()
    {
        ThrottleSimulation sim;
        sim.applyPreset(QStringLiteral("sustained"));
        sim.advance(90);
        // Minute 0 (the end of the idle hours) and one point per minute after it.
        const QList<QPointF> cpu = windowLine(sim, ThrottleWindowModel::CpuColumn);
        QCOMPARE(cpu.size(), 91);
        QCOMPARE(cpu.first(), QPointF(0.0, 0.0));
        QCOMPARE(cpu.at(1).y(), 80.0);
        QCOMPARE(cpu.at(76).y(), 80.0);
        QCOMPARE(cpu.last(), QPointF(1.5, 50.0));
        const QList<QPointF> flag = windowLine(sim, ThrottleWindowModel::ThrottleFlagColumn);
        QCOMPARE(flag.at(75).y(), 0.0);
        QCOMPARE(flag.at(76).y(), 1.0);
        QCOMPARE(flag.at(90).y(), 1.0);
        const QList<QPointF> rate = windowLine(sim, ThrottleWindowModel::AllowedRateColumn);
        QCOMPARE(rate.first().y(), 100.0);
        QCOMPARE(rate.last().y(), 50.0);
        // The latency in minutes: the base latency of a millisecond at minute 0.
        const QList<QPointF> latency = windowLine(sim, ThrottleWindowModel::LatencyMinutesColumn);
        QCOMPARE(latency.first().y(), ThrottleCore::kBaseLatencyMs / ThrottleCore::kMsPerMinute);
        QVERIFY(latency.last().y() > 1.0);
        // The axis spans the whole scenario, minute 0 to its end at 8 hours, from the start.
        QCOMPARE(sim.chartEndHours(), 8.0);
        QCOMPARE(sim.chartStartHours(), 0.0);
        QCOMPARE(sim.latencyAxisMaxMinutes(), 8.0); // writes wait about 5 minutes by now

        // A whole day: every recorded minute, as the run went.
        ThrottleSimulation day;
        const QList<Snapshot> trace = runPreset(day, QStringLiteral("sustained"), 24 * 60);
        QCOMPARE(trace.size(), 24 * 60 + 1);
        const QList<QPointF> dayCpu = windowLine(day, ThrottleWindowModel::CpuColumn);
        const QList<QPointF> dayAverage = windowLine(day, ThrottleWindowModel::AverageColumn);
        const QList<QPointF> dayRate = windowLine(day, ThrottleWindowModel::AllowedRateColumn);
        QCOMPARE(dayCpu.size(), trace.size());
        for (qsizetype minute = 0; minute < trace.size(); ++minute) {
            const Snapshot &recorded = trace.at(minute);
            QCOMPARE(dayCpu.at(minute).x(), double(minute) / 60.0);
            QCOMPARE(dayCpu.at(minute).y(), recorded.cpu);
            QCOMPARE(dayAverage.at(minute).y(), recorded.average);
            QCOMPARE(dayRate.at(minute).y(), recorded.rate);
        }
    }

    // The charts show the last 24 hours, at least six, with a coarser tick as it grows.
    void timeWindowFollowsTheRun()
    {
        ThrottleSimulation sim;
        QCOMPARE(sim.chartStartHours(), 0.0);
        QCOMPARE(sim.chartEndHours(), 6.0);
        QCOMPARE(sim.timeTickHours(), 1.0);
        sim.advance(12 * 60);
        QCOMPARE(sim.chartEndHours(), 12.0);
        QCOMPARE(sim.timeTickHours(), 2.0);
        // After a day and a half the 24-hour window has moved on at both ends.
        sim.advance(24 * 60);
        QCOMPARE(sim.chartStartHours(), 12.0);
        QCOMPARE(sim.chartEndHours(), 36.0);
        QCOMPARE(sim.timeTickHours(), 4.0);
        QCOMPARE(windowLine(sim, ThrottleWindowModel::CpuColumn).first().x(), 12.0);
    }

    // The window's table takes a minute run as a new row and a window that moves on as
    // rows dropped at its start, so a chart takes only the new points; a reset starts it
    // again at minute 0.
    void windowTableFollowsTheRun()
    {
        ThrottleSimulation sim;
        ThrottleWindowModel *window = sim.window();
        QAbstractItemModelTester tester(window, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(window->rowCount(), 1);
        QCOMPARE(window->columnCount(), int(ThrottleWindowModel::ColumnCount));
        QSignalSpy inserted(window, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(window, &QAbstractItemModel::rowsRemoved);
        QSignalSpy reset(window, &QAbstractItemModel::modelReset);
        sim.advance(1);
        sim.advance(60);
        QCOMPARE(window->rowCount(), 62);
        QCOMPARE(inserted.count(), 2);
        QCOMPARE(inserted.at(1).at(1).toInt(), 2);
        QCOMPARE(inserted.at(1).at(2).toInt(), 61);
        QCOMPARE(window->index(61, ThrottleWindowModel::HoursColumn).data().toDouble(), 61.0 / 60.0);
        // At 24 hours and one minute the window is hours 1 to 25: the first hour goes.
        sim.advance(24 * 60 - 61);
        sim.advance(1);
        QCOMPARE(sim.chartStartHours(), 1.0);
        QCOMPARE(window->rowCount(), 24 * 60 + 1 - 60 + 1); // minutes 60 to 1,441
        QCOMPARE(removed.count(), 1);
        QCOMPARE(removed.at(0).at(2).toInt(), 59);
        QCOMPARE(window->index(0, ThrottleWindowModel::HoursColumn).data().toDouble(), 1.0);
        QCOMPARE(window->index(window->rowCount() - 1, ThrottleWindowModel::HoursColumn).data().toDouble(),
                 double(24 * 60 + 1) / 60.0);
        QCOMPARE(reset.count(), 0);
        sim.reset();
        QCOMPARE(reset.count(), 1);
        QCOMPARE(window->rowCount(), 1);
        QCOMPARE(window->index(0, ThrottleWindowModel::AllowedRateColumn).data().toDouble(), 100.0);
        QCOMPARE(window->index(0, ThrottleWindowModel::ThrottleFlagColumn).data().toDouble(), 0.0);
        QVERIFY(!window->index(0, ThrottleWindowModel::ColumnCount).isValid());
    }

    void presetsHaveNamesAndDescriptions()
    {
        ThrottleSimulation sim;
        const QVariantList presets = sim.presets();
        QCOMPARE(presets.size(), ThrottleSimulation::presetIds().size());
        QStringList ids;
        for (const QVariant &preset : presets)
            ids.append(preset.toMap().value(QStringLiteral("id")).toString());
        QCOMPARE(ids, ThrottleSimulation::presetIds());
        QCOMPARE(presets.at(1).toMap().value(QStringLiteral("label")).toString(),
                 QStringLiteral("Sustained ingestion"));
        QSignalSpy texts(&sim, &ThrottleSimulation::presetTextsChanged);
        QVERIFY(sim.applyPreset(QStringLiteral("sustained")));
        QCOMPARE(texts.count(), 1);
        QVERIFY(sim.presetDescription().startsWith(QStringLiteral("Sustained ingestion: 80% for four hours")));
        // A minute passing changes no preset text.
        sim.advance(1);
        QCOMPARE(texts.count(), 1);
        sim.setDemandPercent(30);
        QCOMPARE(texts.count(), 2);
        QVERIFY(sim.presetDescription().startsWith(QStringLiteral("Free play:")));
        QVERIFY(LanguageService::instance()->applyLanguage(QStringLiteral("de")));
        QCOMPARE(texts.count(), 3);
        QCOMPARE(sim.presets().at(0).toMap().value(QStringLiteral("label")).toString(), QStringLiteral("Kurze Spitze"));
        QVERIFY(LanguageService::instance()->applyLanguage(QStringLiteral("en")));
    }

    void durationsAreReadable()
    {
        QCOMPARE(ThrottleSimulation::formatDuration(1.0), QStringLiteral("1 ms"));
        QCOMPARE(ThrottleSimulation::formatDuration(36001.0), QStringLiteral("36.0 s"));
        QCOMPARE(ThrottleSimulation::formatDuration(12.0 * 60000.0), QStringLiteral("12 min"));
        QCOMPARE(ThrottleSimulation::formatDuration(5940001.0), QStringLiteral("1 h 39 min"));
        ThrottleSimulation sim;
        sim.advance(76);
        QCOMPARE(sim.elapsedText(), QStringLiteral("minute 76 (1 h 16 min)"));
    }

    void statusNamesTheNotableChanges()
    {
        ThrottleSimulation sim;
        QSignalSpy statusSpy(&sim, &ThrottleSimulation::statusUpdated);
        QVERIFY(sim.applyPreset(QStringLiteral("sustained")));
        QCOMPARE(statusSpy.count(), 1);
        QCOMPARE(sim.statusText(), QStringLiteral("The simulation starts at minute 0. Writes are not delayed."));
        // 80% for 75 minutes leaves the average at exactly 50%: nothing to announce yet.
        sim.advance(75);
        QCOMPARE(statusSpy.count(), 1);
        sim.advance(1);
        QCOMPARE(statusSpy.count(), 2);
        QCOMPARE(sim.statusText(),
                 QStringLiteral("Minute 76: throttling started. Writes are delayed: the allowed write "
                                "rate is 50% and a write takes 1 ms on average."));
        QCOMPARE(sim.rateSummary(),
                 QStringLiteral("At minute 76 writes are allowed at 50% of normal throughput. "
                                "Shaded: throttling on since minute 76."));
        QCOMPARE(sim.flagSummary(), QStringLiteral("At minute 76 throttling is on."));
        QCOMPARE(sim.latencySummary(), QStringLiteral("At minute 76 a write takes 1 ms on average."));
        QVERIFY(sim.cpuSummary().startsWith(
            QStringLiteral("At minute 76 the writer CPU is 80% and its 2-hour average 50.")));
        // The status keeps the numbers of the moment throttling started.
        sim.advance(10);
        QCOMPARE(statusSpy.count(), 2);
        QVERIFY(sim.statusText().startsWith(QStringLiteral("Minute 76: throttling started.")));

        while (sim.throttleActive())
            sim.advance(1);
        QCOMPARE(statusSpy.count(), 3);
        QCOMPARE(sim.statusText(),
                 QStringLiteral("Minute %1: throttling stopped. Writes are not delayed.")
                     .arg(QLocale().toString(sim.minute())));
        QCOMPARE(sim.flagSummary(), QStringLiteral("At minute %1 throttling is off.").arg(sim.minute()));

        // A long advance stops at the scenario's end, once; from there it runs on as asked.
        QSignalSpy endSpy(&sim, &ThrottleSimulation::endReached);
        sim.advance(int(qint64(24) * 60 - sim.minute()));
        QCOMPARE(sim.minute(), qint64(480));
        QVERIFY(sim.finished());
        QCOMPARE(endSpy.count(), 1);
        QCOMPARE(statusSpy.count(), 4);
        QCOMPARE(
            sim.statusText(),
            QStringLiteral("Minute 480: the scenario is over. Press Reset to run it again. Writes are not delayed."));
        sim.advance(int(qint64(24) * 60 - sim.minute()));
        QCOMPARE(endSpy.count(), 1);
        QCOMPARE(statusSpy.count(), 5);
        QCOMPARE(sim.statusText(), QStringLiteral("Simulated day 1 finished at minute 1,440. Writes are not delayed."));
        sim.reset();
        QVERIFY(!sim.finished());
        QCOMPARE(statusSpy.count(), 6);
        QCOMPARE(sim.statusText(), QStringLiteral("The simulation starts at minute 0. Writes are not delayed."));

        // Refused input: no change, no announcement.
        QTest::ignoreMessage(QtWarningMsg, "ThrottleSimulation: advance(-1) refused; minutes must be from 0 to 10080");
        sim.advance(-1);
        QCOMPARE(statusSpy.count(), 6);
    }

    // Each scenario's prediction is decided by a minute worked out ahead: throttling
    // starts, or the 2-hour average peaks below 50%.
    void predictionOutcomes_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<qint64>("decidingMinute");
        QTest::addColumn<int>("outcome");
        QTest::addColumn<QString>("result");
        // 80% for 75 minutes is exactly 50%, not above: minute 76.
        QTest::newRow("sustained") << "sustained" << qint64(76) << int(ThrottleSimulation::ThrottlesInSecondHour)
                                   << "Throttling started in minute 76, the first minute in which the 2-hour average "
                                      "was above 50% (50.7%).";
        // 100% for 60 minutes is exactly 50%: minute 61, the second hour.
        QTest::newRow("bulk") << "bulk" << qint64(61) << int(ThrottleSimulation::ThrottlesInSecondHour)
                              << "Throttling started in minute 61, the first minute in which the 2-hour average was "
                                 "above 50% (50.8%).";
        // (30 x 90 + 90 x 20) / 120 = 37.5% at minute 120; after that the burst leaves the window.
        QTest::newRow("burst") << "burst" << qint64(120) << int(ThrottleSimulation::NeverThrottles)
                               << "The 2-hour average peaked at 37.5% in minute 120 and stays below the 50% line from "
                                  "then on: no write is delayed.";
        QTest::newRow("spread") << "spread" << qint64(120) << int(ThrottleSimulation::NeverThrottles)
                                << "The 2-hour average peaked at 40% in minute 120 and stays below the 50% line from "
                                   "then on: no write is delayed.";
    }
    void predictionOutcomes()
    {
        QFETCH(QString, preset);
        QFETCH(qint64, decidingMinute);
        QFETCH(int, outcome);
        QFETCH(QString, result);
        ThrottleSimulation sim;
        QVERIFY(sim.applyPreset(preset));
        QCOMPARE(sim.decidingMinute(), decidingMinute);
        LessonPrediction *prediction = sim.prediction();
        QVERIFY(prediction->isOpen());
        QCOMPARE(prediction->choices().size(), 4);
        prediction->setChosenIndex(outcome);
        QVERIFY(prediction->commit());
        QCOMPARE(prediction->statusText(),
                 QStringLiteral("Your prediction: “%1”. Now press Play and watch the 2-hour average.")
                     .arg(prediction->choices().at(outcome)));
        // One minute before the deciding one, nothing is revealed.
        sim.advance(int(decidingMinute) - 1);
        QVERIFY(!prediction->revealed());
        QVERIFY(!sim.throttleActive());
        sim.advance(1);
        QVERIFY(prediction->revealed());
        QCOMPARE(prediction->outcomeIndex(), outcome);
        QCOMPARE(prediction->verdict(), LessonPrediction::Right);
        QCOMPARE(prediction->resultText(), result);
        QCOMPARE(sim.throttleActive(), outcome != ThrottleSimulation::NeverThrottles);
        // What the prediction says agrees with the run itself, for a whole day.
        bool everThrottled = sim.throttleActive();
        for (qint64 minute = decidingMinute; minute < qint64 {24} * 60; ++minute) {
            sim.advance(1);
            everThrottled = everThrottled || sim.throttleActive();
        }
        QCOMPARE(everThrottled, outcome != ThrottleSimulation::NeverThrottles);
    }

    void predictionIsClosedOnceTheRunHasShownIt()
    {
        ThrottleSimulation sim;
        QVERIFY(sim.applyPreset(QStringLiteral("sustained")));
        LessonPrediction *prediction = sim.prediction();
        sim.advance(80);
        QVERIFY(!prediction->isOpen());
        QCOMPARE(
            prediction->statusText(),
            QStringLiteral("This run has already shown the answer. Press Reset to predict before it plays again."));
        prediction->setChosenIndex(ThrottleSimulation::ThrottlesLater);
        QTest::ignoreMessage(QtWarningMsg,
                             "LessonPrediction: the result is already in view; a prediction now would only copy it");
        QVERIFY(!prediction->commit());
        // Reset reopens it; a committed prediction stays over a reset, so a class can replay.
        sim.reset();
        QVERIFY(prediction->isOpen());
        QVERIFY(prediction->commit());
        sim.advance(90);
        QCOMPARE(prediction->verdict(), LessonPrediction::Wrong);
        QCOMPARE(prediction->verdictText(), QStringLiteral("Not quite: the result is “Yes, in the second hour”."));
        sim.reset();
        QVERIFY(prediction->committed());
        QVERIFY(!prediction->revealed());

        // Another scenario asks again; free play has nothing fixed to predict.
        QVERIFY(sim.applyPreset(QStringLiteral("burst")));
        QVERIFY(!prediction->committed());
        QCOMPARE(prediction->chosenIndex(), -1);
        sim.setDemandPercent(70);
        QCOMPARE(sim.decidingMinute(), qint64(-1));
        QVERIFY(!prediction->isOpen());
        QVERIFY(prediction->statusText().startsWith(QStringLiteral("In free play there is nothing fixed to predict.")));
    }

    // The scenario's description says what it sends, not what happens: that is the prediction.
    void descriptionsDoNotGiveTheAnswerAway()
    {
        ThrottleSimulation sim;
        for (const QString &preset : ThrottleSimulation::presetIds()) {
            const QString description = ThrottleSimulation::descriptionOf(preset);
            for (const char *spoiler : {"throttl", "37.5", "exactly 50%", "delayed", "minute 7"})
                QVERIFY2(!description.contains(QLatin1String(spoiler), Qt::CaseInsensitive),
                         qPrintable(preset + QStringLiteral(": ") + description));
        }
    }

    // The CPU and rate charts shade the stretches with throttling on; their edges are the
    // minutes it switched on and off, as the status line and the flag chart say.
    void throttleMarksFollowTheEpisodes()
    {
        using Episode = ThrottleSimulation::ThrottleEpisode;
        ThrottleSimulation sim;
        QSignalSpy stateSpy(&sim, &ThrottleSimulation::stateChanged);
        QVERIFY(sim.applyPreset(QStringLiteral("sustained")));
        QVERIFY(sim.throttleMarks().isEmpty());
        QCOMPARE(sim.throttleMarksSummary(), QString());
        QVERIFY(sim.cpuSummary().endsWith(QStringLiteral("the dotted line marks 50%.")));
        sim.advance(75);
        QVERIFY(sim.throttleEpisodes().isEmpty());

        stateSpy.clear();
        sim.advance(1);
        QVERIFY(stateSpy.count() > 0);
        QCOMPARE(sim.throttleEpisodes(), QList<Episode>({{76, -1, true}}));
        const QVariantList marks = sim.throttleMarks();
        QCOMPARE(marks.size(), 1);
        const QVariantMap mark = marks.constFirst().toMap();
        QCOMPARE(mark.value(QStringLiteral("fromHours")).toDouble(), 76.0 / 60.0);
        QCOMPARE(mark.value(QStringLiteral("toHours")).toDouble(), 76.0 / 60.0);
        QCOMPARE(mark.value(QStringLiteral("switchedOn")).toBool(), true);
        QCOMPARE(mark.value(QStringLiteral("switchedOff")).toBool(), false);
        QCOMPARE(sim.throttleMarksSummary(), QStringLiteral("Shaded: throttling on since minute 76."));
        QVERIFY(sim.cpuSummary().endsWith(QStringLiteral("marks 50%. Shaded: throttling on since minute 76.")));
        QCOMPARE(sim.rateSummary(),
                 QStringLiteral("At minute 76 writes are allowed at 50% of normal throughput. "
                                "Shaded: throttling on since minute 76."));
        // While it lasts, the stretch reaches the current minute.
        sim.advance(10);
        QCOMPARE(sim.throttleMarks().constFirst().toMap().value(QStringLiteral("toHours")).toDouble(), 86.0 / 60.0);

        while (sim.throttleActive())
            sim.advance(1);
        const qint64 off = sim.minute();
        QCOMPARE(sim.throttleEpisodes(), QList<Episode>({{76, off, true}}));
        QCOMPARE(sim.throttleEpisodes(), episodesFromFlagLine(sim));
        QCOMPARE(sim.throttleMarks().constFirst().toMap().value(QStringLiteral("switchedOff")).toBool(), true);
        QCOMPARE(sim.throttleMarksSummary(),
                 QStringLiteral("Shaded: throttling on from minute 76 to minute %1.").arg(off));
        // The status line named the same minute.
        QCOMPARE(sim.statusText(), QStringLiteral("Minute %1: throttling stopped. Writes are not delayed.").arg(off));

        sim.reset();
        QVERIFY(sim.throttleMarks().isEmpty());
        QCOMPARE(sim.throttleMarksSummary(), QString());
    }

    // Every scenario, and free play long enough for the window to slide past the first
    // episode: the marks are exactly the flag chart's stretches within the window.
    void throttleMarksMatchTheFlagChart_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<double>("demand");
        QTest::addColumn<int>("minutes");
        QTest::addColumn<int>("episodes");
        QTest::newRow("burst") << "burst" << 0.0 << 180 << 0;
        QTest::newRow("sustained") << "sustained" << 0.0 << 480 << 1;
        QTest::newRow("spread") << "spread" << 0.0 << 600 << 0;
        QTest::newRow("bulk") << "bulk" << 0.0 << 300 << 1;
        QTest::newRow("free play, 30 hours at 100%") << "" << 100.0 << 30 * 60 << -1;
    }
    void throttleMarksMatchTheFlagChart()
    {
        QFETCH(QString, preset);
        QFETCH(double, demand);
        QFETCH(int, minutes);
        QFETCH(int, episodes);
        ThrottleSimulation sim;
        if (preset.isEmpty())
            sim.setDemandPercent(demand);
        else
            QVERIFY(sim.applyPreset(preset));
        for (int minute = 0; minute < minutes; minute += 7) {
            sim.advance(7);
            QCOMPARE(sim.throttleEpisodes(), episodesFromFlagLine(sim));
        }
        const QList<ThrottleSimulation::ThrottleEpisode> shown = sim.throttleEpisodes();
        if (episodes >= 0)
            QCOMPARE(shown.size(), episodes);
        else
            QVERIFY(!shown.isEmpty());
        const auto firstMinute = qint64(sim.chartStartHours() * 60.0);
        for (const auto &episode : shown) {
            QVERIFY(episode.onMinute >= firstMinute);
            QVERIFY(episode.offMinute == -1 || episode.offMinute > episode.onMinute);
            QCOMPARE(episode.switchedOn, episode.onMinute > firstMinute || firstMinute == 0);
        }
        if (preset.isEmpty()) {
            // The window has slid: the first stretch is cut at its left edge.
            QVERIFY(firstMinute > 0);
            QCOMPARE(shown.constFirst().onMinute, firstMinute);
            QVERIFY(!shown.constFirst().switchedOn);
        }
    }

    // Each scenario ends when its episode is over and the window has caught up: the last
    // change of demand, queue or throttle plus 120 minutes, rounded up to a whole hour.
    void scenariosEnd_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<qint64>("endMinute");
        // Import until 240, queue empty at 339, throttling off soon after: 8 hours.
        QTest::newRow("sustained") << "sustained" << qint64(480);
        // 20% from minute 30 on, never throttled: 30 + 120 = 150, so 3 hours.
        QTest::newRow("burst") << "burst" << qint64(180);
        // 40% until minute 480: 600, 10 hours.
        QTest::newRow("spread") << "spread" << qint64(600);
        // 100% until minute 90, throttled from 61, released in steps: 5 hours.
        QTest::newRow("bulk") << "bulk" << qint64(300);
    }
    void scenariosEnd()
    {
        QFETCH(QString, preset);
        QFETCH(qint64, endMinute);
        ThrottleSimulation sim;
        QVERIFY(sim.applyPreset(preset));
        QCOMPARE(sim.endMinute(), endMinute);
        // The charts show the whole scenario (at least six hours) from the start.
        QCOMPARE(sim.chartEndHours(), std::max(6.0, double(endMinute) / 60.0));
        // Nothing happens in the last two hours of a scenario: the run has settled.
        sim.advance(int(endMinute - 120));
        const qint64 offered = sim.offeredWrites();
        QCOMPARE(sim.waitingWrites(), qint64(0));
        QVERIFY(!sim.throttleActive());
        QCOMPARE(sim.allowedRatePercent(), 100.0);
        sim.advance(120);
        QVERIFY(sim.finished());
        QVERIFY(!sim.throttleActive());
        QVERIFY(sim.offeredWrites() >= offered);
        // Free play has no end.
        sim.setDemandPercent(50);
        QCOMPARE(sim.endMinute(), qint64(-1));
        QVERIFY(!sim.finished());
    }
};

QTEST_MAIN(TestThrottleSimulation)
#include "tst_throttlesimulation.moc"
