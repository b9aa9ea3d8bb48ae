#pragma once

#include "lessons/lab/MitigationCore.h"

#include <QAbstractTableModel>
#include <QQmlEngine>
#include <QStringList>

// One row per partition of the system with the fix: partition, received, completed and
// waiting, and the same partition's waiting requests without the fix. (The keys each
// partition holds are drawn beside it: MitigationLab.batchPlaces.) Rows come and go when partitions are
// added. Cells are formatted for the current language; the "value" role holds the exact
// number.
class MitigationTableModel : public QAbstractTableModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The table belongs to a MitigationLab: use MitigationLab.table.")
    Q_PROPERTY(QStringList headers READ headers NOTIFY headersChanged FINAL)

public:
    enum Column {
        PartitionColumn,
        ReceivedColumn,
        CompletedColumn,
        WaitingColumn,
        BaselineWaitingColumn,
        ColumnCount,
    };
    Q_ENUM(Column)

    enum Role {
        ValueRole = Qt::UserRole + 1,
        // True for a waiting count above zero: the page marks it as an alarm.
        AlarmRole,
        // True for the partition name: text, left-aligned.
        TextRole,
    };
    Q_ENUM(Role)

    explicit MitigationTableModel(const MitigationCore *core, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    QStringList headers() const;
    Q_INVOKABLE bool isTextColumn(int column) const { return column == PartitionColumn; }

    // Called by the lab after every change: the rows (when partitions were added or
    // removed) and all cells may have changed.
    void refresh();

signals:
    void headersChanged();

private:
    QString columnTitle(int column) const;

    const MitigationCore *m_core;
    int m_rows;
};
