#include "lessons/lab/PartitionBarsModel.h"

PartitionBarsModel::PartitionBarsModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

int PartitionBarsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : partitionCount();
}

int PartitionBarsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : partitionCount();
}

QVariant PartitionBarsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || role != Qt::DisplayRole)
        return {};
    return index.row() == index.column() ? m_values.at(index.row()) : 0.0;
}

void PartitionBarsModel::setValues(const QList<double> &values)
{
    if (values.size() != m_values.size()) {
        beginResetModel();
        m_values = values;
        endResetModel();
        emit partitionCountChanged();
        return;
    }
    for (qsizetype partition = 0; partition < values.size(); ++partition) {
        if (values.at(partition) == m_values.at(partition))
            continue;
        m_values[partition] = values.at(partition);
        const QModelIndex cell = index(int(partition), int(partition));
        emit dataChanged(cell, cell, {Qt::DisplayRole});
    }
}
