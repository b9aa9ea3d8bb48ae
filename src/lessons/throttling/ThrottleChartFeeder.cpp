#include "lessons/throttling/ThrottleChartFeeder.h"

#include <QValueAxis>
#include <QXYSeries>
#include <QtDebug>

#include <cmath>

namespace {
// Far below a pixel (the charts span 0 to 100 or more), far above rounding noise.
constexpr double kCollinearTolerance = 1e-9;
} // namespace

ThrottleChartFeeder::ThrottleChartFeeder(QObject *parent)
    : QObject(parent)
{ }

void ThrottleChartFeeder::setSimulation(ThrottleSimulation *simulation)
{
    if (m_simulation == simulation)
        return;
    m_simulation = simulation;
    emit simulationChanged();
}

QList<QPointF> ThrottleChartFeeder::withoutCollinearPoints(const QList<QPointF> &points)
{
    if (points.size() < 3)
        return points;
    QList<QPointF> kept;
    kept.reserve(points.size());
    kept.append(points.constFirst());
    for (qsizetype i = 1; i + 1 < points.size(); ++i) {
        const QPointF &before = points.at(i - 1);
        const QPointF &point = points.at(i);
        const QPointF &after = points.at(i + 1);
        const double share = (point.x() - before.x()) / (after.x() - before.x());
        const double onLine = before.y() + share * (after.y() - before.y());
        if (std::abs(point.y() - onLine) > kCollinearTolerance)
            kept.append(point);
    }
    kept.append(points.constLast());
    return kept;
}

void ThrottleChartFeeder::updateSeries(QAbstractSeries *series, ThrottleSimulation::Series which) const
{
    auto *xy = qobject_cast<QXYSeries *>(series);
    if (!xy) {
        qWarning("ThrottleChartFeeder: updateSeries needs a line, spline or scatter series");
        return;
    }
    if (!m_simulation) {
        qWarning("ThrottleChartFeeder: updateSeries needs a simulation");
        return;
    }
    xy->replace(withoutCollinearPoints(m_simulation->points(which)));
}

void ThrottleChartFeeder::updateTimeAxis(QAbstractAxis *axis) const
{
    auto *valueAxis = qobject_cast<QValueAxis *>(axis);
    if (!valueAxis) {
        qWarning("ThrottleChartFeeder: updateTimeAxis needs a value axis");
        return;
    }
    if (!m_simulation) {
        qWarning("ThrottleChartFeeder: updateTimeAxis needs a simulation");
        return;
    }
    valueAxis->setTickInterval(m_simulation->timeTickHours());
    valueAxis->setRange(m_simulation->chartStartHours(), m_simulation->chartEndHours());
}
