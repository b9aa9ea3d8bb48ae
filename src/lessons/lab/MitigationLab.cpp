#include "lessons/lab/MitigationLab.h"

#include "i18n/LanguageService.h"
#include "i18n/NumberFormat.h"
#include "lessons/lab/PartitionLab.h"

#include <algorithm>
#include <limits>

namespace {
QString countsText(const std::vector<std::int64_t> &counts)
{
    return PartitionLab::countsPerPartition(QList<qint64>(counts.begin(), counts.end()));
}
} // namespace

MitigationLab::MitigationLab(QObject *parent)
    : QObject(parent)
    , m_table(new MitigationTableModel(&m_core, this))
    , m_waitingBars(new PartitionBarsModel(this))
    , m_baselineWaitingBars(new PartitionBarsModel(this))
    , m_prediction(new LessonPrediction(this))
{
    connect(LanguageService::instance(), &LanguageService::languageChanged, this, [this] {
        updatePrediction();
        emit textsChanged();
        emit batchPlacesChanged();
    });
    updatePrediction();
    updateWaitingBars();
}

void MitigationLab::updatePrediction()
{
    m_prediction->setTexts(
        // Not "where 6 requests wait": that is guided step 3's answer, and a worksheet shows
        // every question at once.
        tr("With this fix, what will the first hot batch leave at the busiest partition, compared with the same "
           "batch without a fix?"),
        {tr("No queue at all"), tr("A shorter queue"), tr("The same queue"), tr("A queue on another partition")},
        tr("Now send a batch to both systems and compare the charts."),
        fix() == NoFix ? tr("Choose a fix first: then predict what it does.")
                       : tr("The result is already on screen: reset the run to predict again."));
    const bool batchSent = m_core.baseline().totalReceived() > 0;
    m_prediction->setOpen(fix() != NoFix && !batchSent);
    if (!batchSent || fix() == NoFix) {
        m_prediction->setOutcome(-1, {});
        return;
    }
    const MitigationCore::Queue with = m_core.firstBatchQueue();
    const MitigationCore::Queue without = m_core.firstBatchBaselineQueue();
    //: After the first batch: %1 and %3 queue lengths, %2 and %4 partitions
    const QString result = tr("After the first batch, the longest queue is %1 at %2 with the fix, and %3 at %4 "
                              "without it.")
                               .arg(NumberFormat::count(with.length), NumberFormat::partition(with.partition),
                                    NumberFormat::count(without.length), NumberFormat::partition(without.partition));
    m_prediction->setOutcome(int(m_core.firstBatchOutcome()), result);
}

template<typename Setter, typename Value>
void MitigationLab::change(Setter setter, Value value, bool valid, const char *refusal)
{
    if (!valid) {
        qWarning("MitigationLab: %s", refusal);
        return;
    }
    if (!(m_core.*setter)(value))
        return;
    emit settingsChanged();
    emit batchPlacesChanged();
    runUpdated(LastAction::NewRun);
}

void MitigationLab::setFix(Fix fix)
{
    const auto value = MitigationCore::Fix(fix);
    change(&MitigationCore::setFix, value, MitigationCore::isValidFix(value),
           qPrintable(QStringLiteral("fix %1 refused; valid fixes are MitigationLab.NoFix (0) to "
                                     "MitigationLab.AddPartitions (4)")
                          .arg(int(fix))));
}

void MitigationLab::setHotKey(int key)
{
    change(&MitigationCore::setHotKey, key, LabCore::isValidKey(key),
           qPrintable(QStringLiteral("hot key %1 refused; valid keys are 0-%2").arg(key).arg(keyCount() - 1)));
}

void MitigationLab::setCacheHits(int hits)
{
    change(&MitigationCore::setCacheHits, hits, MitigationCore::isValidCacheHits(hits),
           qPrintable(QStringLiteral("cacheHits %1 refused; valid values are 0-%2")
                          .arg(hits)
                          .arg(MitigationCore::kHotKeyCopies)));
}

void MitigationLab::setMoveTo(int partition)
{
    change(&MitigationCore::setMoveTo, partition, MitigationCore::isValidMoveTarget(partition),
           qPrintable(QStringLiteral("moveTo %1 refused; valid partitions are 0-%2")
                          .arg(partition)
                          .arg(MitigationCore::kBasePartitions - 1)));
}

void MitigationLab::setSplitCount(int count)
{
    change(&MitigationCore::setSplitCount, count, MitigationCore::isValidSplitCount(count),
           qPrintable(QStringLiteral("splitCount %1 refused; valid values are %2-%3")
                          .arg(count)
                          .arg(MitigationCore::kMinSplitCount)
                          .arg(MitigationCore::kMaxSplitCount)));
}

void MitigationLab::setPartitionsWithFix(int count)
{
    change(&MitigationCore::setPartitionsWithFix, count, MitigationCore::isValidPartitionCount(count),
           qPrintable(QStringLiteral("partitionsWithFix %1 refused; valid values are %2-%3")
                          .arg(count)
                          .arg(MitigationCore::kMinPartitions)
                          .arg(MitigationCore::kMaxPartitions)));
}

void MitigationLab::setRouting(Routing routing)
{
    const auto value = MitigationCore::Routing(routing);
    change(&MitigationCore::setRouting, value, MitigationCore::isValidRouting(value),
           qPrintable(QStringLiteral("routing %1 refused; valid routings are MitigationLab.ModN (0) and "
                                     "MitigationLab.FixedSlots (1)")
                          .arg(int(routing))));
}

QStringList MitigationLab::partitionNames() const
{
    QStringList names;
    for (int p = 0; p < partitionCount(); ++p)
        names.append(NumberFormat::partition(p));
    return names;
}

QStringList MitigationLab::baselinePartitionNames() const
{
    QStringList names;
    for (int p = 0; p < MitigationCore::kBasePartitions; ++p)
        names.append(NumberFormat::partition(p));
    return names;
}

void MitigationLab::updateWaitingBars()
{
    QList<double> waiting;
    for (int p = 0; p < partitionCount(); ++p)
        waiting.append(double(m_core.fixed().waiting(p)));
    m_waitingBars->setValues(waiting);
    QList<double> baseline;
    for (int p = 0; p < MitigationCore::kBasePartitions; ++p)
        baseline.append(double(m_core.baseline().waiting(p)));
    m_baselineWaitingBars->setValues(baseline);
}

QVariantList MitigationLab::waitingWithFix() const
{
    QVariantList waiting;
    for (int p = 0; p < partitionCount(); ++p)
        waiting.append(qint64(m_core.fixed().waiting(p)));
    return waiting;
}

QVariantList MitigationLab::waitingWithoutFix() const
{
    QVariantList waiting;
    for (int p = 0; p < MitigationCore::kBasePartitions; ++p)
        waiting.append(qint64(m_core.baseline().waiting(p)));
    return waiting;
}

int MitigationLab::chartMaximum() const
{
    qint64 longest = 0;
    for (int p = 0; p < partitionCount(); ++p)
        longest = std::max<qint64>(longest, m_core.fixed().waiting(p));
    for (int p = 0; p < MitigationCore::kBasePartitions; ++p)
        longest = std::max<qint64>(longest, m_core.baseline().waiting(p));
    const qint64 step = capacityPerStep();
    const qint64 top = std::max<qint64>(12, (longest + step - 1) / step * step);
    return int(std::min<qint64>(top, std::numeric_limits<int>::max()));
}

QVariantList MitigationLab::batchPlaces() const
{
    const std::vector<MitigationCore::Share> shares = m_core.batchShares();
    const bool cache = fix() == CacheReads;
    QVariantList places;
    for (int place = cache ? MitigationCore::kCache : 0; place < partitionCount(); ++place) {
        QVariantList chips;
        QStringList keys;
        int requests = 0;
        for (const MitigationCore::Share &share : shares) {
            if (share.partition != place)
                continue;
            const QString label = share.subKey < 0
                ? NumberFormat::count(share.key)
                //: A sub-key of the hot key: %1 the hot key, %2 the sub-key's number, e.g. "0#1"
                : tr("%1#%2").arg(NumberFormat::count(share.key), NumberFormat::count(share.subKey));
            keys.append(label);
            requests += share.requests;
            chips.append(QVariantMap {
                {QStringLiteral("text"),
                 share.requests > 0
                     //: A key in the picture of where a batch goes: %1 the key (or sub-key "0#1"), %2 its
                     //: requests per batch, e.g. "0#1 ×3"
                     ? tr("%1 ×%2").arg(label, NumberFormat::count(share.requests))
                     : label},
                {QStringLiteral("hot"), share.key == hotKey()},
                {QStringLiteral("idle"), share.requests == 0},
            });
        }
        const bool isCache = place == MitigationCore::kCache;
        //: Title of the cache in the picture of where a batch goes
        const QString name = isCache ? tr("Cache") : NumberFormat::partition(place);
        const QString accessibleName = isCache
            //: Screen-reader name of the cache in the picture of where a batch goes; %1 the hot key
            ? tr("Cache: answers %n request(s) for key %1 in every batch; they never reach a partition.", "", requests)
                  .arg(NumberFormat::count(hotKey()))
            //: Screen-reader name of a partition in the picture of where a batch goes; %1 the partition, %2 its
            //: keys, e.g. "0#1, 1, 4"
            : tr("%1 holds keys %2 and gets %n request(s) in every batch.", "", requests)
                  .arg(name, keys.join(QStringLiteral(", ")));
        places.append(QVariantMap {
            {QStringLiteral("name"), name},
            {QStringLiteral("cache"), isCache},
            //: Under a partition or the cache in the picture of where a batch goes
            {QStringLiteral("requestsText"), tr("%n per batch", "", requests)},
            {QStringLiteral("accessibleName"), accessibleName},
            {QStringLiteral("chips"), chips},
        });
    }
    return places;
}

QString MitigationLab::fixEffectText() const
{
    const QString arrivals = countsText(m_core.batchArrivals());
    const QString names = partitionNames().join(QStringLiteral(" / "));
    const QString hot = NumberFormat::count(hotKey());
    switch (fix()) {
    case NoFix:
        // Counts follow a colon: "10 / 1 / 1 requests" would read as "1 requests".
        //: %1 the partitions, e.g. "P0 / P1 / P2", %2 the requests per batch at each of them, e.g. "10 / 1 / 1"
        return tr("No fix: both systems get the lab's hot batch. Requests per batch on %1: %2.").arg(names, arrivals);
    case CacheReads:
        //: %1 requests the cache answers, %2 the hot key, %3 the partitions, %4 the requests per batch at each of
        //: them, e.g. "4 / 1 / 1"
        return tr("The cache answers %1 of the 9 requests for key %2 in every batch. Requests per batch that still "
                  "reach %3: %4.")
            .arg(NumberFormat::count(cacheHits()), hot, names, arrivals);
    case MoveHotKey:
        //: %1 the hot key, %2 its new partition, %3 the partitions, %4 the requests per batch at each of them, %5
        //: keys moved
        return tr("Key %1 now lives on %2; every other key stays where it was. Requests per batch on %3: %4. Keys "
                  "moved: %5.")
            .arg(hot, NumberFormat::partition(moveTo()), names, arrivals, NumberFormat::count(keysMoved()));
    case SplitHotKey: {
        QStringList owners;
        for (int i = 0; i < splitCount(); ++i)
            owners.append(NumberFormat::partition(subKeyOwner(i)));
        //: %n sub-keys; %1 the hot key, %2 the partitions of its sub-keys in order, %3 the partitions, %4 the
        //: requests per batch at each of them
        return tr("Key %1 is written as %n sub-key(s) on %2. Requests per batch on %3: %4.", "", splitCount())
            .arg(hot, owners.join(QStringLiteral(", ")), names, arrivals);
    }
    case AddPartitions: {
        const QString rule = routing() == ModN
            //: How keys are placed on the new partitions: by key mod N
            ? tr("key mod %1").arg(NumberFormat::count(partitionsWithFix()))
            //: How keys are placed on the new partitions: the fewest slots move
            : tr("fixed slots");
        //: %n partitions; %1 the placement rule, %2 the partitions, %3 the requests per batch at each of them, %4
        //: keys that changed owner
        return tr("%n partition(s), keys placed by %1. Requests per batch on %2: %3. Keys that changed owner: %4.", "",
                  partitionsWithFix())
            .arg(rule, names, arrivals, NumberFormat::count(keysMoved()));
    }
    }
    return {};
}

QString MitigationLab::fixCostText() const
{
    switch (fix()) {
    case NoFix:
        return tr("Choose a fix to compare it with this run.");
    case CacheReads:
        //: %n requests the cache answered in this run
        return tr("The cache has answered %n request(s) in this run: they never reached a partition. An answer "
                  "from the cache can be out of date.",
                  "", NumberFormat::pluralCount(cacheServed()));
    case MoveHotKey:
        if (keysMoved() == 0) {
            //: %1 the hot key, %2 its partition
            return tr("Key %1 already lives on %2: nothing moves, and nothing changes. Choose another partition.")
                .arg(NumberFormat::count(hotKey()), NumberFormat::partition(moveTo()));
        }
        //: %1 the hot key's requests per batch, %2 a partition's capacity per step
        return tr("The hot key's data has to move, and nothing is gained, because the same work lands on another "
                  "partition. Moving is a real fix only when the key alone fits within one partition: here it "
                  "sends %1 requests per batch to a partition that finishes %2 per step.")
            .arg(NumberFormat::count(MitigationCore::kHotKeyCopies), NumberFormat::count(capacityPerStep()));
    case SplitHotKey:
        if (splitCount() == 1)
            return tr("With 1 sub-key the key is not split: reads, totals and atomic writes stay as they were, and so "
                      "does the queue.");
        //: %n requests needed to read the hot key's whole value
        return tr("Reading the whole value takes %n request(s), totals lag behind, and the key can no longer be "
                  "updated in one atomic write.",
                  "", readFanOut());
    case AddPartitions: {
        //: %n keys whose data moves; %1 keys moved by key mod N, %2 keys moved by fixed slots, %3 capacity offered, %4
        //: requests completed
        return tr("%n key(s) change owner, and their data has to move: key mod N moves %1 of the 12 keys, fixed "
                  "slots move %2. The hot key is still one key on one partition. In this run: %3 units of capacity, "
                  "%4 requests completed.",
                  "", keysMoved())
            .arg(NumberFormat::count(MitigationCore::keysMovedTo(partitionsWithFix(), MitigationCore::Routing::ModN)),
                 NumberFormat::count(
                     MitigationCore::keysMovedTo(partitionsWithFix(), MitigationCore::Routing::FixedSlots)),
                 NumberFormat::count(m_core.fixed().capacityOffered()), NumberFormat::count(totalCompleted()));
    }
    }
    return {};
}

QStringList MitigationLab::fixNames() const
{
    //: The fix chooser's entries, in this order: no fix, cache, move, split, add partitions
    return {tr("No fix"), tr("Cache reads"), tr("Move the hot key"), tr("Split the hot key"), tr("Add partitions")};
}

QStringList MitigationLab::routingNames() const
{
    //: How keys are placed on added partitions: key mod N (most keys move), or fixed slots (the fewest move)
    return {tr("Key mod N"), tr("Fixed slots")};
}

QString MitigationLab::settingName() const
{
    switch (fix()) {
    case CacheReads:
        //: Spin box: how many of the hot key's 9 requests per batch the cache answers
        return tr("Requests the cache answers (of 9)");
    case MoveHotKey:
        //: Spin box: the partition the hot key moves to
        return tr("Move the hot key to partition");
    case SplitHotKey:
        //: Spin box: into how many sub-keys the hot key is split
        return tr("Sub-keys");
    case AddPartitions:
        //: Spin box: how many partitions there are with the fix
        return tr("Partitions");
    case NoFix:
        break;
    }
    return {};
}

int MitigationLab::settingMinimum() const
{
    switch (fix()) {
    case SplitHotKey:
        return MitigationCore::kMinSplitCount;
    case AddPartitions:
        return MitigationCore::kMinPartitions;
    default:
        return 0;
    }
}

int MitigationLab::settingMaximum() const
{
    switch (fix()) {
    case CacheReads:
        return MitigationCore::kHotKeyCopies;
    case MoveHotKey:
        return MitigationCore::kBasePartitions - 1;
    case SplitHotKey:
        return MitigationCore::kMaxSplitCount;
    case AddPartitions:
        return MitigationCore::kMaxPartitions;
    case NoFix:
        break;
    }
    return 0;
}

int MitigationLab::settingValue() const
{
    switch (fix()) {
    case CacheReads:
        return cacheHits();
    case MoveHotKey:
        return moveTo();
    case SplitHotKey:
        return splitCount();
    case AddPartitions:
        return partitionsWithFix();
    case NoFix:
        break;
    }
    return 0;
}

void MitigationLab::setSetting(int value)
{
    switch (fix()) {
    case CacheReads:
        setCacheHits(value);
        break;
    case MoveHotKey:
        setMoveTo(value);
        break;
    case SplitHotKey:
        setSplitCount(value);
        break;
    case AddPartitions:
        setPartitionsWithFix(value);
        break;
    case NoFix:
        qWarning("MitigationLab::setSetting: %d refused; without a fix there is no setting", value);
        break;
    }
}

QString MitigationLab::waitingList(const PartitionQueues &queues)
{
    QStringList parts;
    for (int p = 0; p < queues.partitionCount(); ++p) {
        //: One partition in a chart's description: %1 the partition, %2 its waiting requests
        parts.append(tr("%1: %2 waiting").arg(NumberFormat::partition(p), NumberFormat::count(queues.waiting(p))));
    }
    return parts.join(QStringLiteral(", "));
}

QString MitigationLab::waitingWithFixText() const
{
    //: A chart's description; %1 lists the partitions' waiting requests
    return tr("With the fix: %1.").arg(waitingList(m_core.fixed()));
}

QString MitigationLab::waitingWithoutFixText() const
{
    //: A chart's description; %1 lists the partitions' waiting requests
    return tr("Without a fix: %1.").arg(waitingList(m_core.baseline()));
}

QString MitigationLab::tableSummary() const
{
    QStringList rows;
    for (int p = 0; p < partitionCount(); ++p) {
        if (p >= MitigationCore::kBasePartitions) {
            //: A partition the fix added, in the table's description: %1 the partition, %2 received, %3 completed, %4
            //: waiting
            rows.append(tr("%1 (added by the fix): %2 received, %3 completed, %4 waiting")
                            .arg(NumberFormat::partition(p), NumberFormat::count(received(p)),
                                 NumberFormat::count(completed(p)), NumberFormat::count(waiting(p))));
            continue;
        }
        //: One partition in the table's description: %1 the partition, %2 received, %3 completed, %4 waiting, %5
        //: waiting without the fix
        rows.append(tr("%1: %2 received, %3 completed, %4 waiting (%5 without the fix)")
                        .arg(NumberFormat::partition(p), NumberFormat::count(received(p)),
                             NumberFormat::count(completed(p)), NumberFormat::count(waiting(p)),
                             NumberFormat::count(m_core.baseline().waiting(p))));
    }
    return rows.join(QStringLiteral("; "));
}

QString MitigationLab::statusText() const
{
    if (m_lastAction == LastAction::NewRun || m_lastAction == LastAction::Reset || stepCount() == 0)
        return tr("New run: send a batch to both systems and compare their queues.");
    if (fix() == NoFix) {
        //: %n processing steps; %1 waiting requests in both systems, which are the same without a fix
        return tr("After %n step(s): %1 waiting. Choose a fix to compare.", "", NumberFormat::pluralCount(stepCount()))
            .arg(NumberFormat::count(baselineTotalWaiting()));
    }
    //: %n processing steps; %1 waiting with the fix, %2 waiting without it
    return tr("After %n step(s): %1 waiting with the fix, %2 without it.", "", NumberFormat::pluralCount(stepCount()))
        .arg(NumberFormat::count(totalWaiting()), NumberFormat::count(baselineTotalWaiting()));
}

void MitigationLab::sendBatch()
{
    m_core.sendBatch();
    runUpdated(LastAction::Batch);
}

void MitigationLab::drainStep()
{
    m_core.drainStep();
    runUpdated(LastAction::Drain);
}

void MitigationLab::resetRun()
{
    m_core.resetRun();
    runUpdated(LastAction::Reset);
}

void MitigationLab::runUpdated(LastAction action)
{
    m_lastAction = action;
    // A new run is a new experiment: predict again.
    if (action == LastAction::NewRun || action == LastAction::Reset)
        m_prediction->clear();
    updatePrediction();
    m_table->refresh();
    updateWaitingBars();
    emit runChanged();
    emit textsChanged();
    emit statusUpdated();
}

bool MitigationLab::checkPartition(int partition, int count, const char *function) const
{
    if (partition >= 0 && partition < count)
        return true;
    qWarning("MitigationLab::%s: partition %d refused; valid partitions are 0-%d", function, partition, count - 1);
    return false;
}

int MitigationLab::ownerOf(int key) const
{
    if (!LabCore::isValidKey(key)) {
        qWarning("MitigationLab::ownerOf: key %d refused; valid keys are 0-%d", key, keyCount() - 1);
        return -1;
    }
    return m_core.ownerOf(key);
}

int MitigationLab::subKeyOwner(int index) const
{
    return m_core.subKeyOwner(index);
}

qint64 MitigationLab::received(int partition) const
{
    return checkPartition(partition, partitionCount(), "received") ? m_core.fixed().received(partition) : 0;
}

qint64 MitigationLab::completed(int partition) const
{
    return checkPartition(partition, partitionCount(), "completed") ? m_core.fixed().completed(partition) : 0;
}

qint64 MitigationLab::waiting(int partition) const
{
    return checkPartition(partition, partitionCount(), "waiting") ? m_core.fixed().waiting(partition) : 0;
}

qint64 MitigationLab::baselineWaiting(int partition) const
{
    return checkPartition(partition, MitigationCore::kBasePartitions, "baselineWaiting")
        ? m_core.baseline().waiting(partition)
        : 0;
}
