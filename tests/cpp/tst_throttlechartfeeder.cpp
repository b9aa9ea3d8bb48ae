// ThrottleChartFeeder: the throttling charts get the simulation's histories, thinned
// without changing the line drawn, and the time axis moves in one step.
#include "lessons/throttling/ThrottleChartFeeder.h"
#include "lessons/throttling/ThrottleSimulation.h"

#include <QLineSeries>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QValueAxis>

#include <limits>

namespace {
// The value the drawn line has at x: read between the two points around it.
double lineValueAt(const QXYSeries &series, double x)
{
    for (int i = 0; i + 1 < series.count(); ++i) {
        const QPointF from = series.at(i);
        const QPointF to = series.at(i + 1);
        if (from.x() <= x && x <= to.x())
            return from.y() + (x - from.x()) / (to.x() - from.x()) * (to.y() - from.y());
    }
    return std::numeric_limits<double>::quiet_NaN();
}
} // namespace

class TestThrottleChartFeeder : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void thinningKeepsOnlyTheBends()
    {
        const QList<QPointF> points {{0, 0}, {1, 1}, {2, 2}, {3, 2}, {4, 2}, {5, 0}};
        QCOMPARE(ThrottleChartFeeder::withoutCollinearPoints(points),
                 (QList<QPointF> {{0, 0}, {2, 2}, {4, 2}, {5, 0}}));
        // Two points are a line already; none stay none.
        const QList<QPointF> two {{0, 1}, {1, 1}};
        QCOMPARE(ThrottleChartFeeder::withoutCollinearPoints(two), two);
        QCOMPARE(ThrottleChartFeeder::withoutCollinearPoints({}), QList<QPointF>());
    }

    void seriesDrawEveryRecordedMinute()
    {
        ThrottleSimulation sim;
        sim.applyPreset(QStringLiteral("sustained"));
        sim.advance(24 * 60); // stops once at the scenario's end, minute 480
        sim.advance(int(qint64 {24} * 60 - sim.minute()));
        QCOMPARE(sim.minute(), qint64(24) * 60);
        ThrottleChartFeeder feeder;
        feeder.setSimulation(&sim);
        QStringList drawnPoints;
        for (const auto which :
             {ThrottleSimulation::CpuSeries, ThrottleSimulation::AverageSeries, ThrottleSimulation::AllowedRateSeries,
              ThrottleSimulation::LatencySeries, ThrottleSimulation::ThrottleFlagSeries}) {
            QLineSeries series;
            QSignalSpy replaced(&series, &QXYSeries::pointsReplaced);
            feeder.updateSeries(&series, which);
            QCOMPARE(replaced.count(), 1); // one redraw per series
            const QList<QPointF> recorded = sim.points(which);
            drawnPoints.append(QString::number(series.count()));
            QCOMPARE(series.at(series.count() - 1), recorded.last());
            for (const QPointF &point : recorded)
                QVERIFY2(qAbs(lineValueAt(series, point.x()) - point.y()) < 1e-6,
                         qPrintable(QString::number(point.x())));
        }
        // 1,441 recorded minutes each; drawn: only the points where a line bends (CPU,
        // average, allowed rate, latency, throttle flag).
        QCOMPARE(drawnPoints.join(QLatin1Char(' ')), QStringLiteral("8 9 6 266 6"));
        QLineSeries threshold;
        feeder.updateSeries(&threshold, ThrottleSimulation::ThresholdSeries);
        QCOMPARE(threshold.count(), 2);
        QCOMPARE(threshold.at(1), QPointF(24.0, 50.0));
    }

    // The time axis moves in one step (one rangeChanged), to the window the series use.
    void timeAxisFollowsTheWindowInOneStep()
    {
        ThrottleSimulation sim;
        ThrottleChartFeeder feeder;
        feeder.setSimulation(&sim);
        QValueAxis axis;
        QSignalSpy ranges(&axis, &QValueAxis::rangeChanged);
        feeder.updateTimeAxis(&axis);
        QCOMPARE(axis.min(), 0.0);
        QCOMPARE(axis.max(), 6.0);
        QCOMPARE(axis.tickInterval(), 1.0);
        sim.advance(36 * 60); // stops once at the scenario's end, minute 480
        sim.advance(int(qint64 {36} * 60 - sim.minute()));
        ranges.clear();
        feeder.updateTimeAxis(&axis);
        QCOMPARE(ranges.count(), 1);
        QCOMPARE(axis.min(), 12.0);
        QCOMPARE(axis.max(), 36.0);
        QCOMPARE(axis.tickInterval(), 4.0);
    }

    void refusesWhatItCannotDraw()
    {
        ThrottleChartFeeder feeder;
        QLineSeries series;
        QValueAxis axis;
        QTest::ignoreMessage(QtWarningMsg, "ThrottleChartFeeder: updateSeries needs a simulation");
        feeder.updateSeries(&series, ThrottleSimulation::CpuSeries);
        QTest::ignoreMessage(QtWarningMsg, "ThrottleChartFeeder: updateTimeAxis needs a simulation");
        feeder.updateTimeAxis(&axis);
        QCOMPARE(series.count(), 0);
        ThrottleSimulation sim;
        feeder.setSimulation(&sim);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("updateSeries needs a line")));
        feeder.updateSeries(nullptr, ThrottleSimulation::CpuSeries);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("updateTimeAxis needs a value axis")));
        feeder.updateTimeAxis(nullptr);
    }
};

QTEST_MAIN(TestThrottleChartFeeder)
#include "tst_throttlechartfeeder.moc"
