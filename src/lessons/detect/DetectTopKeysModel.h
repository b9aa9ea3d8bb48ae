#pragma once

#include "lessons/detect/HotKeyDetector.h"

#include <QAbstractTableModel>
#include <QPointer>
#include <QQmlEngine>
#include <QStringList>
#include <QVariantList>

// The sketch's top-k list as a table: per candidate key its true count, the sketch's
// estimate, the sampled estimate and the sketch's error (estimate minus true count).
// Cells are formatted for the current language; the "value" role holds the exact number.
// The first kChartKeys rows are also offered as lists for the page's bar chart.
class DetectTopKeysModel : public QAbstractTableModel
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(HotKeyDetector *detector READ detector WRITE setDetector NOTIFY detectorChanged FINAL)
    Q_PROPERTY(QStringList headers READ headers NOTIFY headersChanged FINAL)
    Q_PROPERTY(QStringList chartKeys READ chartKeys NOTIFY rowsChanged FINAL)
    Q_PROPERTY(QVariantList chartTrueCounts READ chartTrueCounts NOTIFY rowsChanged FINAL)
    Q_PROPERTY(QVariantList chartSketchEstimates READ chartSketchEstimates NOTIFY rowsChanged FINAL)
    Q_PROPERTY(QVariantList chartSampledEstimates READ chartSampledEstimates NOTIFY rowsChanged FINAL)
    // The rows in words, for screen readers: the table's and the chart's description.
    Q_PROPERTY(QString summary READ summary NOTIFY rowsChanged FINAL)
    // The largest of the charted values (at least 1): the chart's scale. A double: Qt 6.4's
    // compiled bindings refuse a qint64 where QML expects a number (docs/qt-6.4-limits.md).
    Q_PROPERTY(double chartMaximum READ chartMaximum NOTIFY rowsChanged FINAL)

public:
    enum Column {
        KeyColumn,
        TrueCountColumn,
        SketchColumn,
        SampledColumn,
        ErrorColumn,
        ColumnCount,
    };
    Q_ENUM(Column)
    enum Role {
        ValueRole = Qt::UserRole + 1,
        // The hot key of the moment: the page marks its row.
        HotRole,
        // The key column: text, left-aligned.
        TextRole,
    };
    Q_ENUM(Role)
    static constexpr int kChartKeys = 5;

    explicit DetectTopKeysModel(QObject *parent = nullptr);

    HotKeyDetector *detector() const { return m_detector; }
    void setDetector(HotKeyDetector *detector);
    QStringList headers() const;
    QStringList chartKeys() const;
    QString summary() const;
    QVariantList chartTrueCounts() const { return chartColumn(TrueCountColumn); }
    QVariantList chartSketchEstimates() const { return chartColumn(SketchColumn); }
    QVariantList chartSampledEstimates() const { return chartColumn(SampledColumn); }
    double chartMaximum() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

signals:
    void detectorChanged();
    void headersChanged();
    void rowsChanged();

private:
    // With decay on the sketch counts halved requests, which are not comparable with totals.
    bool decayed() const;

    struct Row
    {
        int key = 0;
        qint64 trueCount = 0;
        qint64 sketch = 0;
        qint64 sampled = 0;
    };
    void refresh();
    qint64 value(const Row &row, int column) const;
    QVariantList chartColumn(int column) const;

    QPointer<HotKeyDetector> m_detector;
    QList<Row> m_rows;
};
