#pragma once

#include <QAbstractTableModel>
#include <QList>
#include <QQmlEngine>

// One number per partition as a square table for a stacked bar chart whose bars carry
// their partition's colour: row p is the bar (category) of partition p, column p the bar
// set of partition p, and every cell off the diagonal is 0. Qt Charts gives a colour to a
// bar set, not to a bar, so one set per partition is how each bar gets its own; a
// VBarModelMapper reads the columns as the sets. Cells are plain numbers.
class PartitionBarsModel : public QAbstractTableModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The bars belong to a lab: use its chart property.")
    Q_PROPERTY(int partitionCount READ partitionCount NOTIFY partitionCountChanged FINAL)

public:
    explicit PartitionBarsModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    int partitionCount() const { return int(m_values.size()); }
    const QList<double> &values() const { return m_values; }
    // The partitions' numbers: a bar that changes is one changed cell (its set keeps its
    // colour); another number of partitions makes the table anew.
    void setValues(const QList<double> &values);

signals:
    void partitionCountChanged();

private:
    QList<double> m_values;
};
