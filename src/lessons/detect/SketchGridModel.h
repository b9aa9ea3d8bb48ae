#pragma once

#include "lessons/detect/HotKeyDetector.h"

#include <QAbstractTableModel>
#include <QPointer>
#include <QQmlEngine>
#include <QVariantList>

// The count-min sketch of a HotKeyDetector, counter by counter: one row per sketch row,
// one column per counter, so the page can draw the d x w grid while the sketch is narrow
// (at most HotKeyDetector::kNarrowWidth columns; wider sketches have no cells here, only
// the summary). For the key looked up, the cells it touches are marked, and the row
// whose counter is the smallest, the estimate, too.
class SketchGridModel : public QAbstractTableModel
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(HotKeyDetector *detector READ detector WRITE setDetector NOTIFY detectorChanged FINAL)
    // The key whose cells are marked; -1 for none. Refused (with a warning) outside the
    // detector's keys.
    Q_PROPERTY(int lookupKey READ lookupKey WRITE setLookupKey NOTIFY lookupChanged FINAL)
    // Whether the grid has cells (the sketch is narrow enough to draw).
    Q_PROPERTY(bool drawn READ drawn NOTIFY gridChanged FINAL)
    // Per row: the looked-up key's column and its counter; the row with the smallest.
    Q_PROPERTY(QVariantList lookupColumns READ lookupColumns NOTIFY lookupChanged FINAL)
    Q_PROPERTY(QVariantList lookupCounters READ lookupCounters NOTIFY lookupChanged FINAL)
    Q_PROPERTY(int lookupMinimumRow READ lookupMinimumRow NOTIFY lookupChanged FINAL)
    // The summary at any width: counters above zero (percent) and the largest counter.
    Q_PROPERTY(double fillPercent READ fillPercent NOTIFY gridChanged FINAL)
    Q_PROPERTY(qint64 largestCounter READ largestCounter NOTIFY gridChanged FINAL)

public:
    enum Role {
        CountRole = Qt::UserRole + 1,
        // The counter relative to the largest one, 0 to 1: the cell's shade.
        HeatRole,
        // The looked-up key hashes to this cell.
        TouchedRole,
        // ... and this is its smallest counter: the estimate.
        MinimumRole,
    };
    Q_ENUM(Role)

    explicit SketchGridModel(QObject *parent = nullptr);

    HotKeyDetector *detector() const { return m_detector; }
    void setDetector(HotKeyDetector *detector);
    int lookupKey() const { return m_lookupKey; }
    void setLookupKey(int key);
    bool drawn() const;
    QVariantList lookupColumns() const;
    QVariantList lookupCounters() const;
    int lookupMinimumRow() const;
    double fillPercent() const { return m_fillPercent; }
    qint64 largestCounter() const { return m_largestCounter; }

    // A key seen so far that shares the cell of `key` in the first row but not in every
    // row: where depth helps. -1 when there is none (or only one row).
    Q_INVOKABLE int keySharingOneCellWith(int key) const;
    // The rows, counted from 1, in which the looked-up key and `key` share a counter.
    Q_INVOKABLE QVariantList rowsSharedWith(int key) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

signals:
    void detectorChanged();
    void lookupChanged();
    void gridChanged();

private:
    // After a feed only the counts change (countsOnly); after a setting or a language
    // switch every role may.
    void refresh(bool countsOnly);
    int columnOf(int row) const;

    QPointer<HotKeyDetector> m_detector;
    int m_lookupKey = -1;
    int m_rows = 0;
    int m_columns = 0;
    qint64 m_largestCounter = 0;
    double m_fillPercent = 0;
};
