#pragma once

#include "lessons/throttling/ThrottleSimulation.h"

#include <QAbstractTableModel>
#include <QPointer>
#include <QQmlEngine>

// The throttling run as a table, one row per simulated minute (demand, writer CPU, its
// 2-hour average, the allowed write rate, the write latency, throttling on or off), for
// the CSV export. Nothing on the page shows it, so it reads the simulation's history only
// when asked: a simulated minute costs it a model reset and no copy.
class ThrottleHistoryModel : public QAbstractTableModel
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(ThrottleSimulation *simulation READ simulation WRITE setSimulation NOTIFY simulationChanged FINAL)

public:
    enum Column {
        MinuteColumn,
        DemandColumn,
        CpuColumn,
        AverageColumn,
        AllowedRateColumn,
        LatencyColumn,
        ThrottledColumn,
        ColumnCount,
    };
    Q_ENUM(Column)

    enum Role {
        ValueRole = Qt::UserRole + 1,
    };
    Q_ENUM(Role)

    explicit ThrottleHistoryModel(QObject *parent = nullptr);

    ThrottleSimulation *simulation() const { return m_simulation; }
    void setSimulation(ThrottleSimulation *simulation);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

signals:
    void simulationChanged();

private:
    QPointer<ThrottleSimulation> m_simulation;
    QMetaObject::Connection m_stateConnection;
};
