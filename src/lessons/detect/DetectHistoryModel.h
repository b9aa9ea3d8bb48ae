#pragma once

#include "lessons/detect/DetectCore.h"

#include <QAbstractTableModel>
#include <QQmlEngine>

// The run over time as a table, one row per recorded point (request 0, then every
// DetectCore::kHistoryStep requests): the thousands of requests so far, both hot keys'
// sketch estimates and true counts, and the three detectors' memory in KiB. Every cell
// is a plain number, as Qt Charts' model mappers read it; the page's time charts draw
// their lines from its columns.
class DetectHistoryModel : public QAbstractTableModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The history belongs to a HotKeyDetector: use HotKeyDetector.history.")

public:
    enum Column {
        ThousandRequestsColumn,
        OldHotEstimateColumn,
        OldHotTrueCountColumn,
        NewHotEstimateColumn,
        NewHotTrueCountColumn,
        ExactMemoryKiBColumn,
        SampledMemoryKiBColumn,
        SketchMemoryKiBColumn,
        ColumnCount,
    };
    Q_ENUM(Column)

    explicit DetectHistoryModel(const DetectCore *core, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    // Called by the detector: after the stream started again (every row may differ) and
    // after requests were fed (rows were added).
    void restart();
    void addNewPoints();

private:
    const DetectCore *m_core;
    int m_rowCount = 0;
};
