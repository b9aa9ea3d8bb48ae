#include "lessons/detect/DetectHistoryModel.h"

DetectHistoryModel::DetectHistoryModel(const DetectCore *core, QObject *parent)
    : QAbstractTableModel(parent)
    , m_core(core)
    , m_rowCount(int(core->history().size()))
{ }

int DetectHistoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rowCount;
}

int DetectHistoryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DetectHistoryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || role != Qt::DisplayRole)
        return {};
    const DetectCore::HistoryPoint &point = m_core->history().at(std::size_t(index.row()));
    switch (index.column()) {
    case ThousandRequestsColumn:
        return double(point.request) / 1000.0;
    case OldHotEstimateColumn:
        return double(point.oldHotEstimate);
    case OldHotTrueCountColumn:
        return double(point.oldHotTrueCount);
    case NewHotEstimateColumn:
        return double(point.newHotEstimate);
    case NewHotTrueCountColumn:
        return double(point.newHotTrueCount);
    case ExactMemoryKiBColumn:
        return double(point.exactMemoryBytes) / 1024.0;
    case SampledMemoryKiBColumn:
        return double(point.sampledMemoryBytes) / 1024.0;
    case SketchMemoryKiBColumn:
        // The sketch does not grow: its size is the settings', the same in every row.
        return double(m_core->sketch().memoryBytes()) / 1024.0;
    default:
        return {};
    }
}

void DetectHistoryModel::restart()
{
    beginResetModel();
    m_rowCount = int(m_core->history().size());
    endResetModel();
}

void DetectHistoryModel::addNewPoints()
{
    const int rows = int(m_core->history().size());
    if (rows <= m_rowCount)
        return;
    beginInsertRows({}, m_rowCount, rows - 1);
    m_rowCount = rows;
    endInsertRows();
}
