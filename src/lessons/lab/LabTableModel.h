#pragma once

#include "lessons/lab/LabCore.h"

#include <QAbstractTableModel>
#include <QQmlEngine>
#include <QStringList>
#include <QVariantList>

// One row per partition of the hot-key lab: partition, keys owned, received, completed,
// waiting and share. Cells are formatted for the current language; the "value" role
// holds the exact number for tests and for anything that computes.
class LabTableModel : public QAbstractTableModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The table belongs to a PartitionLab: use PartitionLab.table.")
    // The translated column headers, for a header row drawn by the page.
    Q_PROPERTY(QStringList headers READ headers NOTIFY headersChanged FINAL)
    // How the page shares its width between the columns: the keys column lists keys.
    Q_PROPERTY(QVariantList columnWeights READ columnWeights CONSTANT FINAL)
    // The widest keys cell ("4 (1, 4, 7, 10)"), for the page to measure whether it wraps.
    Q_PROPERTY(QString widestKeysText READ widestKeysText NOTIFY headersChanged FINAL)

public:
    enum Column {
        PartitionColumn,
        KeysOwnedColumn,
        ReceivedColumn,
        CompletedColumn,
        WaitingColumn,
        ShareColumn,
        ColumnCount,
    };
    Q_ENUM(Column)

    enum Role {
        ValueRole = Qt::UserRole + 1,
        PartitionRole,
        // True for a waiting count above zero: the page marks it as an alarm.
        AlarmRole,
        // True for the partition name and the keys list: text, left-aligned.
        TextRole,
        // A header role: the column's title in an exported table (RunExport), with the
        // unit its numbers are in there ("Share (%)": the cells on screen say "83%", so
        // the displayed header stays short). Named in roleNames() so that RunExport, which
        // knows no lesson, finds it as it finds "value" and "textual"; data() ignores it.
        CsvHeaderRole,
    };
    Q_ENUM(Role)

    explicit LabTableModel(const LabCore *core, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    QStringList headers() const;
    QVariantList columnWeights() const;
    QString widestKeysText() const;
    Q_INVOKABLE bool isTextColumn(int column) const { return column == PartitionColumn || column == KeysOwnedColumn; }

    // Called by the lab after every change of the run: all cells may have changed.
    void refresh();

    // A column's title in the current language; the fixes' table shares the common ones.
    static QString columnTitle(int column);

signals:
    void headersChanged();

private:
    const LabCore *m_core;
};
