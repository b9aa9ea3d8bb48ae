#include "lessons/detect/SketchGridModel.h"

#include "i18n/LanguageService.h"
#include "i18n/NumberFormat.h"
#include "lessons/detect/HotKeyDetector.h"

#include <algorithm>

SketchGridModel::SketchGridModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    // The cells' text is a number in the language's format.
    connect(LanguageService::instance(), &LanguageService::languageChanged, this, [this] { refresh(false); });
}

void SketchGridModel::setDetector(HotKeyDetector *detector)
{
    if (m_detector == detector)
        return;
    if (m_detector)
        disconnect(m_detector, nullptr, this, nullptr);
    m_detector = detector;
    if (m_detector) {
        connect(m_detector, &HotKeyDetector::streamChanged, this, [this] { refresh(true); });
        // Other settings may mean other hashes: the touched cells move too.
        connect(m_detector, &HotKeyDetector::settingsChanged, this, [this] { refresh(false); });
    }
    emit detectorChanged();
    refresh(false);
}

void SketchGridModel::setLookupKey(int key)
{
    if (key == m_lookupKey)
        return;
    if (key != -1 && (!m_detector || !m_detector->core().isValidKey(key))) {
        qWarning("SketchGridModel: lookupKey %d refused; valid keys are -1 (none) and 0-%d", key,
                 m_detector ? m_detector->distinctKeys() - 1 : -1);
        return;
    }
    m_lookupKey = key;
    emit lookupChanged();
    if (m_rows > 0)
        emit dataChanged(index(0, 0), index(m_rows - 1, m_columns - 1), {TouchedRole, MinimumRole});
}

bool SketchGridModel::drawn() const
{
    return m_rows > 0;
}

void SketchGridModel::refresh(bool countsOnly)
{
    if (m_lookupKey >= 0 && m_detector && !m_detector->core().isValidKey(m_lookupKey))
        m_lookupKey = -1;
    // The shade of every cell depends on the largest counter: work it out first.
    m_largestCounter = 0;
    m_fillPercent = 0;
    if (m_detector) {
        const CountMinSketch &sketch = m_detector->core().sketch();
        qint64 filled = 0;
        for (int row = 0; row < sketch.depth(); ++row) {
            for (int column = 0; column < sketch.width(); ++column) {
                const qint64 count = sketch.counter(row, column);
                m_largestCounter = std::max(m_largestCounter, count);
                filled += count > 0 ? 1 : 0;
            }
        }
        m_fillPercent = 100.0 * double(filled) / (double(sketch.width()) * sketch.depth());
    }
    const bool narrow = m_detector && m_detector->sketchWidth() <= HotKeyDetector::kNarrowWidth;
    const int rows = narrow ? m_detector->sketchDepth() : 0;
    const int columns = narrow ? m_detector->sketchWidth() : 0;
    if (rows != m_rows || columns != m_columns) {
        beginResetModel();
        m_rows = rows;
        m_columns = columns;
        endResetModel();
    } else if (m_rows > 0) {
        // A feed changes the counts and so their shades and the minimum, not which cells a
        // key touches.
        emit dataChanged(index(0, 0), index(m_rows - 1, m_columns - 1),
                         countsOnly ? QList<int> {Qt::DisplayRole, CountRole, HeatRole, MinimumRole} : QList<int> {});
    }
    emit gridChanged();
    emit lookupChanged();
}

int SketchGridModel::columnOf(int row) const
{
    return m_detector->core().sketch().column(row, m_lookupKey);
}

QVariantList SketchGridModel::lookupColumns() const
{
    QVariantList columns;
    if (!m_detector || m_lookupKey < 0)
        return columns;
    for (int row = 0; row < m_detector->sketchDepth(); ++row)
        columns.append(columnOf(row));
    return columns;
}

QVariantList SketchGridModel::lookupCounters() const
{
    QVariantList counters;
    if (!m_detector || m_lookupKey < 0)
        return counters;
    const CountMinSketch &sketch = m_detector->core().sketch();
    for (int row = 0; row < sketch.depth(); ++row)
        counters.append(qint64(sketch.counter(row, columnOf(row))));
    return counters;
}

int SketchGridModel::lookupMinimumRow() const
{
    if (!m_detector || m_lookupKey < 0)
        return -1;
    const CountMinSketch &sketch = m_detector->core().sketch();
    int minimumRow = 0;
    for (int row = 1; row < sketch.depth(); ++row) {
        if (sketch.counter(row, columnOf(row)) < sketch.counter(minimumRow, columnOf(minimumRow)))
            minimumRow = row;
    }
    return minimumRow;
}

int SketchGridModel::keySharingOneCellWith(int key) const
{
    if (!m_detector || !m_detector->core().isValidKey(key) || m_detector->sketchDepth() < 2)
        return -1;
    const DetectCore &core = m_detector->core();
    const CountMinSketch &sketch = core.sketch();
    const int firstColumn = sketch.column(0, key);
    for (int other = 0; other < m_detector->distinctKeys(); ++other) {
        if (other == key || core.trueCount(other) == 0 || sketch.column(0, other) != firstColumn)
            continue;
        for (int row = 1; row < sketch.depth(); ++row) {
            if (sketch.column(row, other) != sketch.column(row, key))
                return other;
        }
    }
    return -1;
}

QVariantList SketchGridModel::rowsSharedWith(int key) const
{
    QVariantList rows;
    if (!m_detector || m_lookupKey < 0 || key == m_lookupKey || !m_detector->core().isValidKey(key))
        return rows;
    const CountMinSketch &sketch = m_detector->core().sketch();
    for (int row = 0; row < sketch.depth(); ++row) {
        if (sketch.column(row, key) == sketch.column(row, m_lookupKey))
            rows.append(row + 1);
    }
    return rows;
}

int SketchGridModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int SketchGridModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_columns;
}

QVariant SketchGridModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !m_detector)
        return {};
    const CountMinSketch &sketch = m_detector->core().sketch();
    const qint64 count = sketch.counter(index.row(), index.column());
    const bool touched = m_lookupKey >= 0 && columnOf(index.row()) == index.column();
    switch (role) {
    case Qt::DisplayRole:
        return NumberFormat::count(count);
    case CountRole:
        return count;
    case HeatRole:
        return m_largestCounter > 0 ? double(count) / double(m_largestCounter) : 0.0;
    case TouchedRole:
        return touched;
    case MinimumRole:
        return touched && index.row() == lookupMinimumRow();
    default:
        return {};
    }
}

QHash<int, QByteArray> SketchGridModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(CountRole, "count");
    names.insert(HeatRole, "heat");
    names.insert(TouchedRole, "touched");
    names.insert(MinimumRole, "minimum");
    return names;
}
