#include "lessons/lab/MitigationTableModel.h"

#include "i18n/LanguageService.h"
#include "i18n/NumberFormat.h"
#include "lessons/lab/LabTableModel.h"

MitigationTableModel::MitigationTableModel(const MitigationCore *core, QObject *parent)
    : QAbstractTableModel(parent)
    , m_core(core)
    , m_rows(core->partitionCount())
{
    connect(LanguageService::instance(), &LanguageService::languageChanged, this, [this] {
        emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
        emit headersChanged();
        refresh();
    });
}

int MitigationTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int MitigationTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

void MitigationTableModel::refresh()
{
    const int rows = m_core->partitionCount();
    if (rows > m_rows) {
        beginInsertRows({}, m_rows, rows - 1);
        m_rows = rows;
        endInsertRows();
    } else if (rows < m_rows) {
        beginRemoveRows({}, rows, m_rows - 1);
        m_rows = rows;
        endRemoveRows();
    }
    if (m_rows > 0)
        emit dataChanged(index(0, 0), index(m_rows - 1, ColumnCount - 1));
}

QVariant MitigationTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int partition = index.row();
    const PartitionQueues &fixed = m_core->fixed();
    QVariant value;
    switch (index.column()) {
    case PartitionColumn:
        value = partition;
        break;
    case ReceivedColumn:
        value = qint64(fixed.received(partition));
        break;
    case CompletedColumn:
        value = qint64(fixed.completed(partition));
        break;
    case WaitingColumn:
        value = qint64(fixed.waiting(partition));
        break;
    case BaselineWaitingColumn:
        // The baseline has 3 partitions; a partition the fix added has no value without it
        // (an empty cell in the CSV export, a dash on the page).
        if (partition < MitigationCore::kBasePartitions)
            value = qint64(m_core->baseline().waiting(partition));
        break;
    default:
        return {};
    }
    const bool text = index.column() == PartitionColumn;
    switch (role) {
    case ValueRole:
        return value;
    case AlarmRole:
        return !text && index.column() != ReceivedColumn && index.column() != CompletedColumn && value.toLongLong() > 0;
    case TextRole:
        return text;
    case Qt::DisplayRole:
        if (index.column() == PartitionColumn)
            return NumberFormat::partition(partition);
        // A partition the fix added has no counterpart without it: no number, not a 0.
        if (index.column() == BaselineWaitingColumn && partition >= MitigationCore::kBasePartitions)
            return QStringLiteral("–");
        return NumberFormat::count(value.toLongLong());
    default:
        return {};
    }
}

QString MitigationTableModel::columnTitle(int column) const
{
    // The columns the lab's table has too share its titles (and their translations).
    switch (column) {
    case PartitionColumn:
        return LabTableModel::columnTitle(LabTableModel::PartitionColumn);
    case ReceivedColumn:
        return LabTableModel::columnTitle(LabTableModel::ReceivedColumn);
    case CompletedColumn:
        return LabTableModel::columnTitle(LabTableModel::CompletedColumn);
    case WaitingColumn:
        return LabTableModel::columnTitle(LabTableModel::WaitingColumn);
    case BaselineWaitingColumn:
        //: Table header: requests that would be waiting on this partition without the fix
        return tr("Waiting without fix");
    default:
        return {};
    }
}

QVariant MitigationTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Horizontal)
        return (section >= 0 && section < ColumnCount) ? QVariant(columnTitle(section)) : QVariant();
    return (section >= 0 && section < m_rows) ? QVariant(NumberFormat::partition(section)) : QVariant();
}

QHash<int, QByteArray> MitigationTableModel::roleNames() const
{
    auto names = QAbstractTableModel::roleNames();
    names.insert(ValueRole, "value");
    names.insert(AlarmRole, "alarming");
    names.insert(TextRole, "textual");
    return names;
}

QStringList MitigationTableModel::headers() const
{
    QStringList titles;
    for (int column = 0; column < ColumnCount; ++column)
        titles.append(columnTitle(column));
    return titles;
}
