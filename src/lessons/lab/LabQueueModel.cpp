#include "lessons/lab/LabQueueModel.h"

#include "i18n/LanguageService.h"
#include "i18n/NumberFormat.h"

#include <algorithm>

LabQueueModel::LabQueueModel(const LabCore *core, QObject *parent)
    : QAbstractListModel(parent)
    , m_core(core)
{
    connect(LanguageService::instance(), &LanguageService::languageChanged, this, [this] { refresh(false); });
}

int LabQueueModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : LabCore::kPartitionCount;
}

int LabQueueModel::arrivedRows() const
{
    // The hot profile's largest arrival at one partition: the hot key and its neighbours.
    std::int64_t largest = 0;
    for (const auto profile : {LabCore::Profile::Even, LabCore::Profile::HotKey}) {
        for (int key = 0; key < LabCore::kKeyCount; ++key) {
            const LabCore::PartitionCounts arrivals = LabCore::batchArrivals(profile, key);
            largest = std::max(largest, *std::max_element(arrivals.begin(), arrivals.end()));
        }
    }
    return int((largest + LabCore::kCapacityPerStep - 1) / LabCore::kCapacityPerStep);
}

QVariant LabQueueModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int partition = index.row();
    const qint64 waiting = m_core->waiting(partition);
    // Queues are first in, first out: whatever of this step's arrivals still waits is at
    // the back of the queue.
    const qint64 newWaiting = std::min<qint64>(waiting, m_core->arrivedInLastStep(partition));
    const qint64 shownNew = std::min<qint64>(newWaiting, maximumShownWaiting());
    const qint64 shownOlder = std::min<qint64>(waiting - newWaiting, maximumShownWaiting() - shownNew);
    const qint64 hidden = waiting - shownNew - shownOlder;
    switch (role) {
    case NameRole:
        return NumberFormat::partition(partition);
    case ArrivedRole:
        return qint64(m_core->arrivedInLastStep(partition));
    case CompletedRole:
        return qint64(m_core->completedInLastStep(partition));
    case WaitingRole:
        return waiting;
    case NewWaitingRole:
        return newWaiting;
    case ShownOlderRole:
        return shownOlder;
    case ShownNewRole:
        return shownNew;
    case HiddenRole:
        return hidden;
    case QueuesRole:
        return QVariant::fromValue(const_cast<LabQueueModel *>(this));
    default:
        return {};
    }
}

QHash<int, QByteArray> LabQueueModel::roleNames() const
{
    return {
        {NameRole, "name"},         {ArrivedRole, "arrived"},       {CompletedRole, "completed"},
        {WaitingRole, "waiting"},   {NewWaitingRole, "newWaiting"}, {ShownOlderRole, "shownOlder"},
        {ShownNewRole, "shownNew"}, {HiddenRole, "hidden"},         {QueuesRole, "queues"},
    };
}

QString LabQueueModel::description() const
{
    if (m_core->stepCount() == 0)
        return tr("Every queue is empty: no step has run yet.");
    QStringList parts;
    for (int p = 0; p < LabCore::kPartitionCount; ++p) {
        //: The queue picture for a screen reader, per partition, e.g. "P0: 10 arrived, 4 completed, 6 waiting"
        parts.append(tr("%1: %2 arrived, %3 completed, %4 waiting")
                         .arg(NumberFormat::partition(p), NumberFormat::count(m_core->arrivedInLastStep(p)),
                              NumberFormat::count(m_core->completedInLastStep(p)),
                              NumberFormat::count(m_core->waiting(p))));
    }
    //: The queue picture for a screen reader; %1 the step number, %2 the partitions' figures
    return tr("In step %1: %2.").arg(NumberFormat::count(m_core->stepCount()), parts.join(QStringLiteral("; ")));
}

void LabQueueModel::refresh(bool stepped)
{
    emit dataChanged(index(0), index(LabCore::kPartitionCount - 1));
    emit descriptionChanged();
    if (stepped)
        emit stepTaken();
}
