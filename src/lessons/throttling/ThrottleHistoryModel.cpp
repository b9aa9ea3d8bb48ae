#include "lessons/throttling/ThrottleHistoryModel.h"

#include "i18n/LanguageService.h"
#include "i18n/NumberFormat.h"

ThrottleHistoryModel::ThrottleHistoryModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    connect(LanguageService::instance(), &LanguageService::languageChanged, this,
            [this] { emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1); });
}

void ThrottleHistoryModel::setSimulation(ThrottleSimulation *simulation)
{
    if (m_simulation == simulation)
        return;
    beginResetModel();
    disconnect(m_stateConnection);
    m_simulation = simulation;
    if (m_simulation) {
        m_stateConnection = connect(m_simulation, &ThrottleSimulation::stateChanged, this, [this] {
            beginResetModel();
            endResetModel();
        });
    }
    endResetModel();
    emit simulationChanged();
}

int ThrottleHistoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_simulation ? 0 : int(m_simulation->recordCount());
}

int ThrottleHistoryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ThrottleHistoryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !m_simulation)
        return {};
    if (role != ValueRole && role != Qt::DisplayRole)
        return {};
    const ThrottleSimulation::MinuteRecord record = m_simulation->record(index.row());
    QVariant value;
    switch (index.column()) {
    case MinuteColumn:
        value = record.minute;
        break;
    case DemandColumn:
        value = record.demandPercent;
        break;
    case CpuColumn:
        value = record.cpuPercent;
        break;
    case AverageColumn:
        value = record.averagePercent;
        break;
    case AllowedRateColumn:
        value = record.allowedRatePercent;
        break;
    case LatencyColumn:
        value = record.latencyMs;
        break;
    case ThrottledColumn:
        value = record.throttled;
        break;
    default:
        return {};
    }
    if (role == ValueRole)
        return value;
    if (index.column() == MinuteColumn || index.column() == ThrottledColumn)
        return NumberFormat::count(value.toLongLong());
    return NumberFormat::number(value.toDouble(), 1);
}

QVariant ThrottleHistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case MinuteColumn:
        //: Column of the exported throttling run: the simulated minute
        return tr("Minute");
    case DemandColumn:
        //: Column of the exported throttling run: the write demand, in percent of the writers' capacity
        return tr("Write demand (%)");
    case CpuColumn:
        //: Column of the exported throttling run
        return tr("Writer CPU (%)");
    case AverageColumn:
        //: Column of the exported throttling run: the rolling 2-hour average of the writer CPU
        return tr("2-hour average CPU (%)");
    case AllowedRateColumn:
        //: Column of the exported throttling run: the write rate allowed, in percent of normal
        return tr("Allowed write rate (%)");
    case LatencyColumn:
        //: Column of the exported throttling run: the average time a write takes, in milliseconds
        return tr("Write latency (ms)");
    case ThrottledColumn:
        //: Column of the exported throttling run: 1 while throttling is on, 0 while it is off
        return tr("Throttling on (1 = yes)");
    default:
        return {};
    }
}

QHash<int, QByteArray> ThrottleHistoryModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(ValueRole, "value");
    return names;
}
