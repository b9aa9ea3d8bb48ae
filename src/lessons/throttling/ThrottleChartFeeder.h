#pragma once

#include "lessons/throttling/ThrottleSimulation.h"

#include <QAbstractAxis>
#include <QAbstractSeries>
#include <QList>
#include <QObject>
#include <QPointF>
#include <QPointer>
#include <QQmlEngine>

// Draws a ThrottleSimulation's histories with Qt Charts: a series gets the points of one
// history, thinned to those that shape its line, and the time axis gets the simulation's
// window. The simulation itself knows nothing of Qt Charts.
class ThrottleChartFeeder : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(ThrottleSimulation *simulation READ simulation WRITE setSimulation NOTIFY simulationChanged FINAL)

public:
    explicit ThrottleChartFeeder(QObject *parent = nullptr);

    ThrottleSimulation *simulation() const { return m_simulation; }
    void setSimulation(ThrottleSimulation *simulation);

    // Replaces the points of a Qt Charts XY series with one of the recorded histories, in
    // one replace() (one redraw).
    Q_INVOKABLE void updateSeries(QAbstractSeries *series, ThrottleSimulation::Series which) const;
    // Sets a Qt Charts value axis to the charts' time window and tick in one step: Qt
    // Charts lays out an axis and its labels again for each change of min, max or
    // interval, and bindings would make them one by one.
    Q_INVOKABLE void updateTimeAxis(QAbstractAxis *axis) const;

    // Drops every point that lies on the straight line through its two neighbours: the
    // line drawn is exactly the same, but the flat and steadily rising stretches of a
    // simulated day cost a few points instead of 1,440, and Qt Charts strokes every point
    // on each redraw.
    static QList<QPointF> withoutCollinearPoints(const QList<QPointF> &points);

signals:
    void simulationChanged();

private:
    QPointer<ThrottleSimulation> m_simulation;
};
