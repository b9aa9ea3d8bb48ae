#pragma once

#include <QAbstractTableModel>
#include <QQmlEngine>

class ThrottleSimulation;

// The run's minutes in the charts' time window (ThrottleSimulation::chartStartHours to
// now) as a table in the charts' units, one row per minute: the hour, the writer CPU, its
// 2-hour average, the allowed write rate (all in percent), the write latency in minutes
// and the throttle flag (1 on, 0 off). Every cell is a plain number, as Qt Charts' model
// mappers read it. A minute run adds a row and a window that moves on drops the first
// ones, so a chart takes the new points alone; a new run starts the table again.
class ThrottleWindowModel : public QAbstractTableModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The window belongs to a ThrottleSimulation: use ThrottleSimulation.window.")

public:
    enum Column {
        HoursColumn,
        CpuColumn,
        AverageColumn,
        AllowedRateColumn,
        LatencyMinutesColumn,
        ThrottleFlagColumn,
        ColumnCount,
    };
    Q_ENUM(Column)

    explicit ThrottleWindowModel(const ThrottleSimulation *simulation, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    // Called by the simulation after every change of its state.
    void follow();

private:
    // The first minute the window holds now (its last is the simulation's minute).
    qint64 windowFirstMinute() const;

    const ThrottleSimulation *m_simulation;
    qint64 m_firstMinute = 0;
    int m_rowCount = 0;
};
