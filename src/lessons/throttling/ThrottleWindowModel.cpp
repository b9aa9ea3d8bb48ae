#include "lessons/throttling/ThrottleWindowModel.h"

#include "lessons/throttling/ThrottleSimulation.h"

#include <algorithm>

ThrottleWindowModel::ThrottleWindowModel(const ThrottleSimulation *simulation, QObject *parent)
    : QAbstractTableModel(parent)
    , m_simulation(simulation)
    , m_firstMinute(windowFirstMinute())
    , m_rowCount(int(simulation->minute() - m_firstMinute + 1))
{ }

qint64 ThrottleWindowModel::windowFirstMinute() const
{
    const qint64 recordedFrom = m_simulation->record(0).minute;
    return std::max(recordedFrom, qint64(m_simulation->chartStartHours() * 60.0));
}

int ThrottleWindowModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rowCount;
}

int ThrottleWindowModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ThrottleWindowModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || role != Qt::DisplayRole)
        return {};
    const qint64 recordedFrom = m_simulation->record(0).minute;
    const ThrottleSimulation::MinuteRecord minute = m_simulation->record(m_firstMinute + index.row() - recordedFrom);
    switch (index.column()) {
    case HoursColumn:
        return double(minute.minute) / 60.0;
    case CpuColumn:
        return minute.cpuPercent;
    case AverageColumn:
        return minute.averagePercent;
    case AllowedRateColumn:
        return minute.allowedRatePercent;
    case LatencyMinutesColumn:
        return minute.latencyMs / ThrottleCore::kMsPerMinute;
    case ThrottleFlagColumn:
        return minute.throttled ? 1.0 : 0.0;
    default:
        return {};
    }
}

void ThrottleWindowModel::follow()
{
    const qint64 first = windowFirstMinute();
    const qint64 last = m_simulation->minute();
    const qint64 lastBefore = m_firstMinute + m_rowCount - 1;
    // A new run (or a jump past the whole window): every row is another.
    if (first < m_firstMinute || last < lastBefore || first > lastBefore) {
        beginResetModel();
        m_firstMinute = first;
        m_rowCount = int(last - first + 1);
        endResetModel();
        return;
    }
    if (first > m_firstMinute) {
        beginRemoveRows({}, 0, int(first - m_firstMinute) - 1);
        m_rowCount -= int(first - m_firstMinute);
        m_firstMinute = first;
        endRemoveRows();
    }
    if (last > lastBefore) {
        beginInsertRows({}, m_rowCount, m_rowCount + int(last - lastBefore) - 1);
        m_rowCount += int(last - lastBefore);
        endInsertRows();
    }
}
