#pragma once

#include "lessons/rebalance/RebalanceCore.h"

#include <QAbstractListModel>
#include <QQmlEngine>

// The rebalance lab's nodes as a list: one row per node after the join, the new node
// last (it has no keys and no load before). The same figures as the lab's lists, for a
// delegate that wants one node's numbers together.
class RebalanceNodeModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The nodes belong to a RebalanceLab: use RebalanceLab.nodes.")

public:
    enum Role {
        NodeRole = Qt::UserRole + 1,
        KeysBeforeRole,
        KeysAfterRole,
        // Percent of all requests.
        LoadBeforeRole,
        LoadAfterRole,
    };
    Q_ENUM(Role)

    explicit RebalanceNodeModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Called by the lab when a count finishes.
    void setFigures(const RebalanceCore::Figures &figures);

private:
    RebalanceCore::Figures m_figures;
};
