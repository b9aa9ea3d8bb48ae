#include "lessons/detect/DetectTopKeysModel.h"

#include "i18n/LanguageService.h"
#include "i18n/NumberFormat.h"
#include "lessons/detect/HotKeyDetector.h"

#include <algorithm>

DetectTopKeysModel::DetectTopKeysModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    connect(LanguageService::instance(), &LanguageService::languageChanged, this, [this] {
        emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
        emit headersChanged();
        if (!m_rows.isEmpty())
            emit dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1), {Qt::DisplayRole});
        emit rowsChanged();
    });
}

void DetectTopKeysModel::setDetector(HotKeyDetector *detector)
{
    if (m_detector == detector)
        return;
    if (m_detector)
        disconnect(m_detector, nullptr, this, nullptr);
    m_detector = detector;
    if (m_detector) {
        connect(m_detector, &HotKeyDetector::streamChanged, this, &DetectTopKeysModel::refresh);
        // Decay renames the sketch's column and empties its error column.
        connect(m_detector, &HotKeyDetector::settingsChanged, this, [this] {
            emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
            emit headersChanged();
        });
    }
    emit detectorChanged();
    refresh();
}

void DetectTopKeysModel::refresh()
{
    QList<Row> rows;
    if (m_detector) {
        const DetectCore &core = m_detector->core();
        for (const DetectCore::Candidate &candidate : core.topKeys())
            // The sketch's estimate now, as everywhere on the page (the list's own copy is
            // updated only when its key comes again).
            rows.append({candidate.key, candidate.trueCount, core.sketchEstimate(candidate.key),
                         core.sampledEstimate(candidate.key)});
    }
    // Rows come and go only while the list fills up (or the run starts again); otherwise
    // the cells change in place.
    if (rows.size() != m_rows.size()) {
        beginResetModel();
        m_rows = rows;
        endResetModel();
    } else {
        m_rows = rows;
        if (!m_rows.isEmpty())
            emit dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
    }
    emit rowsChanged();
}

QStringList DetectTopKeysModel::headers() const
{
    QStringList titles;
    for (int column = 0; column < ColumnCount; ++column)
        titles.append(headerData(column, Qt::Horizontal).toString());
    return titles;
}

qint64 DetectTopKeysModel::value(const Row &row, int column) const
{
    switch (column) {
    case KeyColumn:
        return row.key;
    case TrueCountColumn:
        return row.trueCount;
    case SketchColumn:
        return row.sketch;
    case SampledColumn:
        return row.sampled;
    case ErrorColumn:
        return row.sketch - row.trueCount;
    default:
        return 0;
    }
}

QStringList DetectTopKeysModel::chartKeys() const
{
    QStringList keys;
    for (qsizetype i = 0; i < std::min<qsizetype>(m_rows.size(), kChartKeys); ++i)
        keys.append(QString::number(m_rows.at(i).key));
    return keys;
}

QString DetectTopKeysModel::summary() const
{
    if (m_rows.isEmpty())
        return tr("No key counted yet.");
    QStringList parts;
    for (const Row &row : m_rows) {
        //: One row of the top-k table for screen readers: %1 a key, %2 true count, %3 sketch estimate, %4 sampled
        //: estimate
        parts.append(tr("key %1: true count %2, sketch %3, sampled %4")
                         .arg(QString::number(row.key), NumberFormat::count(row.trueCount),
                              NumberFormat::count(row.sketch), NumberFormat::count(row.sampled)));
    }
    return parts.join(QStringLiteral("; "));
}

QVariantList DetectTopKeysModel::chartColumn(int column) const
{
    QVariantList values;
    for (qsizetype i = 0; i < std::min<qsizetype>(m_rows.size(), kChartKeys); ++i)
        values.append(value(m_rows.at(i), column));
    return values;
}

double DetectTopKeysModel::chartMaximum() const
{
    qint64 largest = 1;
    for (qsizetype i = 0; i < std::min<qsizetype>(m_rows.size(), kChartKeys); ++i) {
        const Row &row = m_rows.at(i);
        largest = std::max({largest, row.trueCount, row.sketch, row.sampled});
    }
    return double(largest);
}

int DetectTopKeysModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int DetectTopKeysModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DetectTopKeysModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Row &row = m_rows.at(index.row());
    const qint64 number = value(row, index.column());
    switch (role) {
    case ValueRole:
        // A halved count against a lifetime total has no error to give (see below).
        if (index.column() == ErrorColumn && decayed())
            return {};
        return number;
    case HotRole:
        return m_detector && row.key == m_detector->hotKeyNow();
    case TextRole:
        return index.column() == KeyColumn;
    case Qt::DisplayRole:
        // Keys are names, not amounts: no digit grouping.
        if (index.column() == KeyColumn)
            return QString::number(number);
        // A halved count against a lifetime total is no error of the sketch's.
        if (index.column() == ErrorColumn && decayed())
            return QStringLiteral("–");
        if (index.column() == ErrorColumn && number > 0)
            return QStringLiteral("+") + NumberFormat::count(number);
        return NumberFormat::count(number);
    default:
        return {};
    }
}

QVariant DetectTopKeysModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal)
        return {};
    switch (section) {
    case KeyColumn:
        //: Column of the detect lesson's top-k table
        return tr("Key");
    case TrueCountColumn:
        //: Column of the detect lesson's top-k table: exact count of requests
        return tr("True count");
    case SketchColumn:
        if (decayed())
            //: Column of the detect lesson's top-k table with decay on: the sketch's estimate from halved counters
            return tr("Sketch estimate (halved)");
        //: Column of the detect lesson's top-k table: the count-min sketch's estimate
        return tr("Sketch estimate");
    case SampledColumn:
        //: Column of the detect lesson's top-k table: the sampled count times the sampling rate
        return tr("Sampled estimate");
    case ErrorColumn:
        //: Column of the detect lesson's top-k table: sketch estimate minus true count
        return tr("Sketch error");
    default:
        return {};
    }
}

bool DetectTopKeysModel::decayed() const
{
    return m_detector && m_detector->halveEvery() > 0;
}

QHash<int, QByteArray> DetectTopKeysModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(ValueRole, "value");
    names.insert(HotRole, "hot");
    names.insert(TextRole, "textual");
    return names;
}
