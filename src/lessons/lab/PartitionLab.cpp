#include "lessons/lab/PartitionLab.h"

#include "i18n/LanguageService.h"
#include "i18n/NumberFormat.h"

#include <QLocale>
#include <QStringList>
#include <QtGlobal>

#include <algorithm>

PartitionLab::PartitionLab(QObject *parent)
    : QObject(parent)
    , m_table(new LabTableModel(&m_core, this))
    , m_shareBars(new PartitionBarsModel(this))
    , m_queues(new LabQueueModel(&m_core, this))
    , m_transposedTable(new QTransposeProxyModel(this))
{
    m_transposedTable->setSourceModel(m_table);
    updateShareBars();
    connect(LanguageService::instance(), &LanguageService::languageChanged, this, &PartitionLab::textsChanged);
}

PartitionLab::Profile PartitionLab::profile() const
{
    return m_core.profile() == LabCore::Profile::HotKey ? HotKey : Even;
}

void PartitionLab::setProfile(Profile profile)
{
    if (profile != Even && profile != HotKey) {
        qWarning("PartitionLab: profile %d refused; valid profiles are PartitionLab.Even (0) and "
                 "PartitionLab.HotKey (1)",
                 int(profile));
        return;
    }
    const auto core = profile == HotKey ? LabCore::Profile::HotKey : LabCore::Profile::Even;
    if (!m_core.setProfile(core))
        return;
    emit profileChanged();
    emit selectionChanged();
    runUpdated(LastAction::NewRun);
}

void PartitionLab::setHotKey(int key)
{
    if (!LabCore::isValidKey(key)) {
        qWarning("PartitionLab: hot key %d refused; valid keys are 0-%d", key, LabCore::kKeyCount - 1);
        return;
    }
    if (!m_core.setHotKey(key))
        return;
    emit hotKeyChanged();
    emit selectionChanged();
    runUpdated(LastAction::NewRun);
}

QVariantList PartitionLab::roundedShares() const
{
    QVariantList shares;
    for (int p = 0; p < LabCore::kPartitionCount; ++p)
        shares.append(m_core.roundedSharePercent(p));
    return shares;
}

void PartitionLab::updateShareBars()
{
    QList<double> shares;
    for (int p = 0; p < LabCore::kPartitionCount; ++p)
        shares.append(double(m_core.roundedSharePercent(p)));
    m_shareBars->setValues(shares);
}

QString PartitionLab::capacitySummary() const
{
    const qint64 capacity = m_core.capacityOffered();
    const qint64 done = m_core.totalCompleted();
    const qint64 steps = m_core.stepCount();
    //: Part of the capacity line; %1 is a number of processing steps
    const QString stepsText =
        tr("In %1 step(s):", "", NumberFormat::pluralCount(steps)).arg(NumberFormat::count(steps));
    //: Part of the capacity line; %1 is a number of capacity units
    const QString capacityText =
        tr("%1 unit(s) of capacity", "", NumberFormat::pluralCount(capacity)).arg(NumberFormat::count(capacity));
    //: Part of the capacity line; %1 is a number of requests
    const QString doneText =
        tr("%1 request(s) completed", "", NumberFormat::pluralCount(done)).arg(NumberFormat::count(done));
    //: The capacity line, e.g. "In 1 step: 12 units of capacity, 6 requests completed"
    return tr("%1 %2, %3").arg(stepsText, capacityText, doneText);
}

QVariantList PartitionLab::batchComposition() const
{
    QVariantList counts;
    for (const int count : LabCore::batchComposition(m_core.profile(), m_core.hotKey()))
        counts.append(count);
    return counts;
}

QVariantList PartitionLab::batchArrivals() const
{
    QVariantList counts;
    for (const qint64 count : LabCore::batchArrivals(m_core.profile(), m_core.hotKey()))
        counts.append(count);
    return counts;
}

void PartitionLab::sendBatch()
{
    m_core.sendBatch();
    runUpdated(LastAction::Batch);
}

void PartitionLab::drainStep()
{
    m_core.drainStep();
    runUpdated(LastAction::Drain);
}

void PartitionLab::resetRun()
{
    m_core.resetRun();
    runUpdated(LastAction::Reset);
}

void PartitionLab::runUpdated(LastAction action)
{
    m_lastAction = action;
    m_table->refresh();
    updateShareBars();
    m_queues->refresh(action == LastAction::Batch || action == LastAction::Drain);
    emit runChanged();
    emit textsChanged();
    emit statusUpdated();
}

QString PartitionLab::waitingList() const
{
    const QLocale locale;
    QStringList parts;
    for (int p = 0; p < LabCore::kPartitionCount; ++p) {
        //: Queue length at one partition in the lab's status line, e.g. "6 at P0"
        parts.append(tr("%1 at %2").arg(NumberFormat::count(m_core.waiting(p)), NumberFormat::partition(p)));
    }
    return locale.createSeparatedList(parts);
}

QString PartitionLab::statusText() const
{
    const QString steps = NumberFormat::count(m_core.stepCount());
    switch (m_lastAction) {
    case LastAction::Batch:
        //: Lab status after "Send 12 requests + step"; %1 step number, %2 e.g. "6 at P0, 0 at P1 and 0 at P2"
        return tr("Batch sent, step %1 done. Waiting: %2.").arg(steps, waitingList());
    case LastAction::Drain:
        //: Lab status after "Drain one step"; %1 step number, %2 e.g. "2 at P0, 0 at P1 and 0 at P2"
        return tr("Drain step done, step %1. Waiting: %2.").arg(steps, waitingList());
    case LastAction::Reset:
        return tr("Run reset: all counters are zero and every queue is empty.");
    case LastAction::NewRun:
        break;
    }
    return tr("New run: nothing sent yet and every queue is empty.");
}

QString PartitionLab::shareSummary() const
{
    const qint64 total = m_core.totalReceived();
    if (total == 0)
        return tr("No requests received yet.");
    const QLocale locale;
    QStringList parts;
    for (int p = 0; p < LabCore::kPartitionCount; ++p) {
        //: Chart description per partition, e.g. "P0 received 10 of 12 requests (83%)"
        parts.append(tr("%1 received %2 of %3 requests (%4%)")
                         .arg(NumberFormat::partition(p), NumberFormat::count(m_core.received(p)),
                              NumberFormat::count(total), NumberFormat::count(m_core.roundedSharePercent(p))));
    }
    return locale.createSeparatedList(parts);
}

QStringList PartitionLab::partitionFigures() const
{
    QStringList parts;
    for (int p = 0; p < LabCore::kPartitionCount; ++p) {
        //: Table description per partition, e.g. "P0: 10 received, 4 completed, 6 waiting"
        parts.append(tr("%1: %2 received, %3 completed, %4 waiting")
                         .arg(NumberFormat::partition(p), NumberFormat::count(m_core.received(p)),
                              NumberFormat::count(m_core.completed(p)), NumberFormat::count(m_core.waiting(p))));
    }
    return parts;
}

QString PartitionLab::tableSummary() const
{
    return partitionFigures().join(QStringLiteral("; "));
}

QString PartitionLab::sharesNote() const
{
    if (m_core.totalReceived() == 0)
        return tr("The bars will show each partition's share of the requests received in this run.");
    // Both profiles' shares round to a total of 99 (33 + 33 + 33, 83 + 8 + 8): say so with
    // the run's own figures, next to bars that a student may add up.
    QStringList shares;
    int sum = 0;
    for (int p = 0; p < LabCore::kPartitionCount; ++p) {
        const int share = m_core.roundedSharePercent(p);
        sum += share;
        shares.append(NumberFormat::count(share));
    }
    //: %1 the rounded shares added up, e.g. "83 + 8 + 8"; %2 their sum with the percent sign, e.g. "99%"
    return tr("The bars show shares rounded to whole percent, so here they add up to %2 (%1). The table gives the "
              "exact counts.")
        .arg(shares.join(QStringLiteral(" + ")), NumberFormat::percent(sum));
}

bool PartitionLab::checkPartition(int partition, const char *function) const
{
    if (LabCore::isValidPartition(partition))
        return true;
    qWarning("PartitionLab::%s: partition %d refused; valid partitions are 0-%d", function, partition,
             LabCore::kPartitionCount - 1);
    return false;
}

int PartitionLab::ownerOf(int key) const
{
    if (!LabCore::isValidKey(key)) {
        qWarning("PartitionLab::ownerOf: key %d refused; valid keys are 0-%d", key, LabCore::kKeyCount - 1);
        return -1;
    }
    return LabCore::ownerOf(key);
}

qint64 PartitionLab::received(int partition) const
{
    return checkPartition(partition, "received") ? m_core.received(partition) : 0;
}

qint64 PartitionLab::completed(int partition) const
{
    return checkPartition(partition, "completed") ? m_core.completed(partition) : 0;
}

qint64 PartitionLab::waiting(int partition) const
{
    return checkPartition(partition, "waiting") ? m_core.waiting(partition) : 0;
}

QString PartitionLab::countsPerPartition(const QList<qint64> &counts)
{
    QStringList texts;
    for (qint64 count : counts)
        texts.append(NumberFormat::count(count));
    return texts.join(QStringLiteral(" / "));
}

QString PartitionLab::batchArrivalsText() const
{
    QList<qint64> arrivals;
    const QVariantList batch = batchArrivals();
    for (const QVariant &count : batch)
        arrivals.append(count.toLongLong());
    // The counts follow a colon rather than stand before "requests": "10 / 1 / 1 requests" would read as "1 requests".
    //: %1 the partitions ("P0 / P1 / P2"), %2 the requests per batch at each of them ("10 / 1 / 1")
    return tr("Requests per batch on %1: %2.")
        .arg(partitionNames().join(QStringLiteral(" / ")), countsPerPartition(arrivals));
}

QString PartitionLab::placementText() const
{
    QStringList owners;
    const QVariantList keysByPartition = ownedKeys();
    for (int p = 0; p < partitionCount(); ++p) {
        QStringList keys;
        const QVariantList owned = keysByPartition.at(p).toList();
        for (const QVariant &key : owned)
            keys.append(NumberFormat::count(key.toInt()));
        //: One partition's keys, e.g. "P0 owns keys 0, 3, 6 and 9"
        owners.append(tr("%1 owns keys %2").arg(NumberFormat::partition(p), QLocale().createSeparatedList(keys)));
    }
    //: %1 how many keys, %2 the highest key, %3 how many partitions, %4 each partition's keys
    //: ("P0 owns keys 0, 3, 6 and 9; P1 owns keys ..."), separated by semicolons
    return tr("Every request names one of %1 keys, 0 to %2, one per product page. The key decides its owner: "
              "partition = key mod %3. So %4.")
        .arg(NumberFormat::count(keyCount()), NumberFormat::count(keyCount() - 1),
             NumberFormat::count(partitionCount()), owners.join(QStringLiteral("; ")));
}

QString PartitionLab::batchCompositionText() const
{
    if (profile() == Even)
        return tr("Every key gets one request per batch.");
    return tr("Key %1 gets 9 requests per batch; keys %2, %3 and %4 get one each.")
        .arg(hotKey())
        .arg(neighbourKey(1))
        .arg(neighbourKey(2))
        .arg(neighbourKey(3));
}

QVariantList PartitionLab::ownedKeys()
{
    QVariantList partitions;
    for (int p = 0; p < LabCore::kPartitionCount; ++p) {
        QVariantList keys;
        for (int key = 0; key < LabCore::kKeyCount; ++key) {
            if (LabCore::ownerOf(key) == p)
                keys.append(key);
        }
        partitions.append(QVariant(keys));
    }
    return partitions;
}

QStringList PartitionLab::partitionNames() const
{
    QStringList names;
    for (int p = 0; p < partitionCount(); ++p)
        names.append(NumberFormat::partition(p));
    return names;
}

int PartitionLab::queueGrowthPerBatch() const
{
    qint64 growth = 0;
    for (const qint64 arrivals : LabCore::batchArrivals(m_core.profile(), m_core.hotKey()))
        growth = std::max<qint64>(growth, arrivals - LabCore::kCapacityPerStep);
    return int(growth);
}

int PartitionLab::neighbourKey(int offset) const
{
    const int keys = LabCore::kKeyCount;
    return ((m_core.hotKey() + offset) % keys + keys) % keys;
}
