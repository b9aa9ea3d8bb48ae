#include "lessons/lab/LabTableModel.h"

#include "i18n/LanguageService.h"
#include "i18n/NumberFormat.h"

LabTableModel::LabTableModel(const LabCore *core, QObject *parent)
    : QAbstractTableModel(parent)
    , m_core(core)
{
    connect(LanguageService::instance(), &LanguageService::languageChanged, this, [this] {
        emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
        emit headersChanged();
        // Numbers are formatted for the language too (10,000 vs 10.000).
        refresh();
    });
}

int LabTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : LabCore::kPartitionCount;
}

int LabTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LabTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int partition = index.row();
    if (role == PartitionRole)
        return partition;

    QVariant value;
    switch (index.column()) {
    case PartitionColumn:
        value = partition;
        break;
    case KeysOwnedColumn:
        value = LabCore::keysOwnedBy(partition);
        break;
    case ReceivedColumn:
        value = qint64(m_core->received(partition));
        break;
    case CompletedColumn:
        value = qint64(m_core->completed(partition));
        break;
    case WaitingColumn:
        value = qint64(m_core->waiting(partition));
        break;
    case ShareColumn:
        value = m_core->sharePercent(partition);
        break;
    default:
        return {};
    }
    if (role == ValueRole)
        return value;
    if (role == AlarmRole)
        return index.column() == WaitingColumn && value.toLongLong() > 0;
    if (role == TextRole)
        return isTextColumn(index.column());
    if (role != Qt::DisplayRole)
        return {};

    switch (index.column()) {
    case PartitionColumn:
        return NumberFormat::partition(partition);
    case KeysOwnedColumn: {
        QStringList keys;
        for (int key = 0; key < LabCore::kKeyCount; ++key) {
            if (LabCore::ownerOf(key) == partition)
                keys.append(NumberFormat::count(key));
        }
        //: Keys a partition owns: the count, then the list, e.g. "4 (0, 3, 6, 9)"
        return tr("%1 (%2)").arg(NumberFormat::count(LabCore::keysOwnedBy(partition)), keys.join(QStringLiteral(", ")));
    }
    case ShareColumn:
        return NumberFormat::percent(m_core->roundedSharePercent(partition));
    default:
        return NumberFormat::count(value.toLongLong());
    }
}

QString LabTableModel::columnTitle(int column)
{
    switch (column) {
    case PartitionColumn:
        //: Table header: the partition of the row
        return tr("Partition");
    case KeysOwnedColumn:
        //: Table header: how many (and which) keys the partition owns
        return tr("Keys owned");
    case ReceivedColumn:
        //: Table header: requests that arrived at the partition in this run
        return tr("Received");
    case CompletedColumn:
        //: Table header: requests the partition has finished in this run
        return tr("Completed");
    case WaitingColumn:
        //: Table header: requests still in the partition's queue
        return tr("Waiting");
    case ShareColumn:
        //: Table header: the partition's share of all requests received in this run
        return tr("Share");
    default:
        return {};
    }
}

QVariant LabTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == CsvHeaderRole && section == ShareColumn)
        //: Column of the exported lab table: the partition's share of all requests, in percent
        return tr("Share (%)");
    if (role != Qt::DisplayRole && role != CsvHeaderRole)
        return {};
    if (orientation == Qt::Horizontal)
        return (section >= 0 && section < ColumnCount) ? QVariant(columnTitle(section)) : QVariant();
    if (section >= 0 && section < LabCore::kPartitionCount)
        return NumberFormat::partition(section);
    return {};
}

QHash<int, QByteArray> LabTableModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(ValueRole, "value");
    names.insert(PartitionRole, "partition");
    names.insert(AlarmRole, "alarming");
    names.insert(TextRole, "textual");
    names.insert(CsvHeaderRole, "csvHeader");
    return names;
}

QVariantList LabTableModel::columnWeights() const
{
    return {0.9, 1.6, 1.0, 1.0, 1.0, 0.9};
}

QString LabTableModel::widestKeysText() const
{
    QString widest;
    for (int row = 0; row < rowCount(); ++row) {
        const QString text = data(index(row, KeysOwnedColumn)).toString();
        if (text.size() > widest.size())
            widest = text;
    }
    return widest;
}

QStringList LabTableModel::headers() const
{
    QStringList titles;
    for (int column = 0; column < ColumnCount; ++column)
        titles.append(columnTitle(column));
    return titles;
}

void LabTableModel::refresh()
{
    emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}
