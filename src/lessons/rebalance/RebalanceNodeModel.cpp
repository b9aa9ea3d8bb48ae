#include "lessons/rebalance/RebalanceNodeModel.h"

RebalanceNodeModel::RebalanceNodeModel(QObject *parent)
    : QAbstractListModel(parent)
{ }

int RebalanceNodeModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_figures.keysPerNodeAfter.size());
}

QVariant RebalanceNodeModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto node = std::size_t(index.row());
    const bool existedBefore = node < m_figures.keysPerNode.size();
    switch (role) {
    case NodeRole:
        return index.row();
    case KeysBeforeRole:
        return existedBefore ? m_figures.keysPerNode[node] : 0;
    case KeysAfterRole:
        return m_figures.keysPerNodeAfter[node];
    case LoadBeforeRole:
        return existedBefore ? m_figures.loadPercentPerNode[node] : 0.0;
    case LoadAfterRole:
        return m_figures.loadPercentPerNodeAfter[node];
    default:
        return {};
    }
}

QHash<int, QByteArray> RebalanceNodeModel::roleNames() const
{
    return {
        {NodeRole, "node"},           {KeysBeforeRole, "keysBefore"},
        {KeysAfterRole, "keysAfter"}, {LoadBeforeRole, "loadBefore"},
        {LoadAfterRole, "loadAfter"},
    };
}

void RebalanceNodeModel::setFigures(const RebalanceCore::Figures &figures)
{
    // Nodes come and go only with nodeCount; otherwise the rows change in place.
    if (figures.keysPerNodeAfter.size() != m_figures.keysPerNodeAfter.size()) {
        beginResetModel();
        m_figures = figures;
        endResetModel();
        return;
    }
    m_figures = figures;
    if (rowCount() > 0)
        emit dataChanged(index(0), index(rowCount() - 1));
}
