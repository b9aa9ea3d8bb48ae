#include "lessons/keysvsload/ImbalanceExplorer.h"

#include "i18n/LanguageService.h"
#include "i18n/NumberFormat.h"

#include <QtDebug>

#include <algorithm>
#include <cmath>

namespace {
// Axis values up to this many units are printed without a thousands separator, which the
// chart axis cannot add; larger loads switch to thousands of requests per second.
constexpr double kLargestPlainAxisValue = 9999.0;
constexpr double kRequestsPerThousand = 1000.0;
constexpr int kTargetIntervals = 5;

// A step of 1, 2 or 5 times a power of ten, at least 1 so that axis labels are whole.
double niceStep(double maximum)
{
    const double raw = std::max(1.0, maximum / kTargetIntervals);
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double factor : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        const double step = factor * power;
        // 2.5 only from 25 up, so that every tick stays a whole number.
        if (step >= raw && step == std::floor(step))
            return step;
    }
    return 10.0 * power;
}

struct Axis
{
    double maximum = 1.0;
    int tickCount = 2;
};

// An axis from zero that shows `largest` with whole-number ticks.
Axis niceAxis(double largest)
{
    const double step = niceStep(largest);
    const int intervals = std::max(1, int(std::ceil(largest / step - 1e-9)));
    return {intervals * step, intervals + 1};
}

QList<double> toList(const std::vector<double> &values)
{
    return QList<double>(values.begin(), values.end());
}
} // namespace

ImbalanceExplorer::ImbalanceExplorer(QObject *parent)
    : QObject(parent)
    , m_prediction(new LessonPrediction(this))
{
    connect(LanguageService::instance(), &LanguageService::languageChanged, this, &ImbalanceExplorer::refreshTexts);
    recompute();
}

void ImbalanceExplorer::setCause(Cause cause)
{
    if (cause != HotKey && cause != HotTenant && cause != LargeValues) {
        qWarning("ImbalanceExplorer: cause must be HotKey (0), HotTenant (1) or LargeValues (2); got %d", int(cause));
        return;
    }
    if (cause == m_cause)
        return;
    m_cause = cause;
    emit inputsChanged();
    recompute();
}

void ImbalanceExplorer::setPartitions(int partitions)
{
    if (partitions < imbalance::kMinPartitions || partitions > imbalance::kMaxPartitions) {
        qWarning("ImbalanceExplorer: partitions must be between %d and %d; got %d", imbalance::kMinPartitions,
                 imbalance::kMaxPartitions, partitions);
        return;
    }
    if (partitions == m_partitions)
        return;
    m_partitions = partitions;
    emit inputsChanged();
    recompute();
}

bool ImbalanceExplorer::acceptRate(const char *name, double value, double min, double max) const
{
    if (std::isfinite(value) && value >= min && value <= max)
        return true;
    qWarning("ImbalanceExplorer: %s must be between %g and %g; got %g", name, min, max, value);
    return false;
}

void ImbalanceExplorer::setCapacityPerPartition(double capacity)
{
    if (!acceptRate("capacityPerPartition", capacity, imbalance::kMinCapacity, kMaxRateInput)
        || capacity == m_hotKey.capacityPerPartition)
        return;
    m_hotKey.capacityPerPartition = capacity;
    emit inputsChanged();
    recompute();
}

void ImbalanceExplorer::setOrdinaryLoad(double load)
{
    if (!acceptRate("ordinaryLoad", load, 0.0, kMaxRateInput) || load == m_hotKey.ordinaryLoad)
        return;
    m_hotKey.ordinaryLoad = load;
    emit inputsChanged();
    recompute();
}

void ImbalanceExplorer::setHotKeyRate(double rate)
{
    if (!acceptRate("hotKeyRate", rate, 0.0, kMaxRateInput) || rate == m_hotKey.hotKeyRate)
        return;
    m_hotKey.hotKeyRate = rate;
    emit inputsChanged();
    recompute();
}

void ImbalanceExplorer::setTenantTraffic(double traffic)
{
    if (!acceptRate("tenantTraffic", traffic, 0.0, kMaxRateInput) || traffic == m_tenant.totalTraffic)
        return;
    m_tenant.totalTraffic = traffic;
    emit inputsChanged();
    recompute();
}

void ImbalanceExplorer::setTenantSharePercent(double percent)
{
    if (!acceptRate("tenantSharePercent", percent, 0.0, 100.0) || percent / 100.0 == m_tenant.largestTenantShare)
        return;
    m_tenant.largestTenantShare = percent / 100.0;
    emit inputsChanged();
    recompute();
}

void ImbalanceExplorer::setLargeValueCount(int count)
{
    if (count < 0 || count > kMaxLargeValueCount) {
        qWarning("ImbalanceExplorer: largeValueCount must be between 0 and %d; got %d", kMaxLargeValueCount, count);
        return;
    }
    if (count == m_large.largeValueCount)
        return;
    m_large.largeValueCount = count;
    emit inputsChanged();
    recompute();
}

void ImbalanceExplorer::setLargeValueMegabytes(int megabytes)
{
    if (megabytes < 1 || megabytes > kMaxLargeValueMegabytes) {
        qWarning("ImbalanceExplorer: largeValueMegabytes must be between 1 and %d; got %d", kMaxLargeValueMegabytes,
                 megabytes);
        return;
    }
    if (megabytes == largeValueMegabytes())
        return;
    m_large.largeValueBytes = megabytes * kBytesPerMegabyte;
    emit inputsChanged();
    recompute();
}

void ImbalanceExplorer::reset()
{
    m_cause = HotKey;
    m_partitions = 8;
    m_hotKey = {};
    m_tenant = {};
    m_large = {};
    emit inputsChanged();
    recompute();
}

void ImbalanceExplorer::recompute()
{
    std::vector<imbalance::PartitionLoad> parts;
    m_bytesOut.clear();
    switch (m_cause) {
    case HotKey:
        m_hotKey.partitions = m_partitions;
        parts = imbalance::hotKeyLoads(m_hotKey);
        break;
    case HotTenant:
        m_tenant.partitions = m_partitions;
        parts = imbalance::hotTenantLoads(m_tenant);
        break;
    case LargeValues:
        m_large.partitions = m_partitions;
        parts = imbalance::largeValueBytesStored(m_large);
        m_bytesOut = toList(imbalance::largeValueBytesOut(m_large));
        break;
    }
    const std::vector<double> totals = imbalance::totals(parts);
    m_loads = toList(totals);
    m_summary = imbalance::summarize(totals);

    const double divisor = chartDivisor();
    double shown = m_summary.peak;
    if (m_cause == HotKey)
        shown = std::max(shown, m_hotKey.capacityPerPartition);
    const Axis axis = niceAxis(shown / divisor);
    m_chartMaximum = axis.maximum;
    m_chartTickCount = axis.tickCount;
    const Axis bytesOutAxis = niceAxis(
        m_bytesOut.isEmpty() ? 0.0 : *std::max_element(m_bytesOut.cbegin(), m_bytesOut.cend()) / kBytesPerMegabyte);
    m_bytesOutMaximum = bytesOutAxis.maximum;
    m_bytesOutTickCount = bytesOutAxis.tickCount;

    m_chartBase.clear();
    m_chartExtra.clear();
    for (const imbalance::PartitionLoad &part : parts) {
        m_chartBase.append(part.base / divisor);
        m_chartExtra.append(part.extra / divisor);
    }
    emit resultsChanged();
    refreshTexts();
}

void ImbalanceExplorer::refreshTexts()
{
    QStringList labels;
    for (int i = 0; i < m_partitions; ++i)
        labels.append(NumberFormat::partition(i));
    if (labels != m_partitionLabels) {
        m_partitionLabels = labels;
        emit partitionLabelsChanged();
    }
    emit textsChanged();
    updatePrediction();
}

void ImbalanceExplorer::updatePrediction()
{
    const QString from = NumberFormat::count(kPredictionFromPartitions);
    const QString to = NumberFormat::count(kPredictionToPartitions);
    m_prediction->setTexts(
        //: %1 and %2 are partition counts (8 and 16)
        tr("Hot key, starting figures: what will the peak-to-average ratio do when the cluster grows from %1 to %2 "
           "partitions?")
            .arg(from, to),
        {tr("It falls: each partition gets a smaller share"), tr("It stays about the same"),
         tr("It rises: the imbalance gets worse")},
        //: %1 is a partition count (16)
        tr("Now set the partitions to %1 and read the ratio.").arg(to),
        //: %1 is a partition count (8)
        tr("The prediction starts from %1 partitions of the hot key: set them back to %1 first.").arg(from));

    // Open only at the starting point: at 15 partitions the ratio already tells the answer.
    m_prediction->setOpen(m_cause == HotKey && m_partitions == kPredictionFromPartitions);
    const bool inView = m_cause == HotKey && m_partitions == kPredictionToPartitions;
    if (!inView) {
        m_prediction->setOutcome(-1, {});
        return;
    }
    // Both ratios with the hot-key figures of the moment, so the text matches the bars.
    imbalance::HotKeyParams before = m_hotKey;
    before.partitions = kPredictionFromPartitions;
    const double ratioBefore = imbalance::summarize(imbalance::totals(imbalance::hotKeyLoads(before))).ratio;
    const double ratioAfter = m_summary.ratio;
    // Shown with one decimal: a change the student cannot see counts as staying the same.
    constexpr double kVisibleChange = 0.05;
    const RatioChange change = ratioAfter > ratioBefore + kVisibleChange ? RatioRises
        : ratioAfter < ratioBefore - kVisibleChange                      ? RatioFalls
                                                                         : RatioStays;
    //: %1 and %3 partition counts, %2 and %4 peak-to-average ratios
    QString result = tr("Ratio at %1 partitions: %2. At %3: %4.")
                         .arg(from, NumberFormat::number(ratioBefore, 1), to, NumberFormat::number(ratioAfter, 1));
    if (change == RatioRises)
        //: %1 requests per second on the hot key
        result += QLatin1Char(' ')
            + tr("The other keys spread thinner, so the mean load halves, but the hot key's %1 rps still land on one "
                 "partition: the peak hardly falls. More partitions leave more capacity idle.")
                  .arg(NumberFormat::number(m_hotKey.hotKeyRate));
    else if (change == RatioStays)
        result += QLatin1Char(' ')
            + tr("Without a hot key the load is even at any partition count, so the ratio stays where it is.");
    m_prediction->setOutcome(change, result);
}

double ImbalanceExplorer::chartDivisor() const
{
    if (m_cause == LargeValues)
        return kBytesPerGigabyte;
    double shown = m_summary.peak;
    if (m_cause == HotKey)
        shown = std::max(shown, m_hotKey.capacityPerPartition);
    return shown > kLargestPlainAxisValue ? kRequestsPerThousand : 1.0;
}

double ImbalanceExplorer::chartCapacity() const
{
    return m_cause == HotKey ? m_hotKey.capacityPerPartition / chartDivisor() : 0.0;
}

QList<double> ImbalanceExplorer::chartKeysInMillions() const
{
    if (m_cause != LargeValues)
        return {};
    return QList<double>(m_partitions, double(m_large.keysPerPartition) / 1e6);
}

QList<double> ImbalanceExplorer::chartBytesOut() const
{
    QList<double> megabytes;
    for (const double bytes : m_bytesOut)
        megabytes.append(bytes / kBytesPerMegabyte);
    return megabytes;
}

int ImbalanceExplorer::overloadedPartitions() const
{
    if (m_cause != HotKey)
        return 0;
    return int(std::count_if(m_loads.cbegin(), m_loads.cend(),
                             [this](double load) { return load > m_hotKey.capacityPerPartition; }));
}

double ImbalanceExplorer::hotPartitionUtilisation() const
{
    if (m_cause != HotKey || m_loads.isEmpty())
        return 0.0;
    const int owner = imbalance::hotPartitionIndex(m_partitions);
    return m_loads.at(owner) / m_hotKey.capacityPerPartition * 100.0;
}

QString ImbalanceExplorer::chartTitle() const
{
    switch (m_cause) {
    case HotKey:
        return tr("Requests per second on each partition: one hot key");
    case HotTenant:
        return tr("Requests per second on each partition: partitioned by tenant");
    case LargeValues:
        return tr("Bytes stored on each partition: same number of keys");
    }
    return {};
}

QString ImbalanceExplorer::axisTitle() const
{
    if (m_cause == LargeValues)
        //: Axis title; GB = gigabytes
        return tr("Stored (GB)");
    if (chartDivisor() > 1.0)
        //: Short axis title: thousands of requests per second (rps)
        return tr("Thousand rps");
    //: Short axis title: requests per second
    return tr("Requests/s");
}

QString ImbalanceExplorer::baseSeriesName() const
{
    switch (m_cause) {
    case HotKey:
        return tr("Ordinary keys");
    case HotTenant:
        return tr("Other tenants");
    case LargeValues:
        return tr("Small values");
    }
    return {};
}

QString ImbalanceExplorer::extraSeriesName() const
{
    switch (m_cause) {
    case HotKey:
        return tr("Hot key");
    case HotTenant:
        return tr("Largest tenant");
    case LargeValues:
        //: Documents of several megabytes each
        return tr("Large documents");
    }
    return {};
}

QString ImbalanceExplorer::ratioText() const
{
    //: Shown in place of the ratio when every partition has zero load
    return m_summary.hasLoad ? NumberFormat::number(m_summary.ratio, 1) : tr("none");
}

QString ImbalanceExplorer::reading() const
{
    const QString ratio = NumberFormat::number(m_summary.ratio, 1);
    switch (readingLevel()) {
    case NoLoad:
        return tr("No load at all, so there is nothing to compare. Add some traffic to see a ratio.");
    case Healthy:
        //: %1 is the peak-to-average ratio, e.g. 1.1
        return tr("Healthy. The busiest partition carries %1 times the average load. A little "
                  "spread is normal; around 1.1 is what a well-balanced system shows.")
            .arg(ratio);
    case Uneven:
        //: %1 is the peak-to-average ratio, e.g. 1.6
        return tr("Uneven. The busiest partition carries %1 times the average. Every partition "
                  "must be sized for that peak, so you buy %1 times the capacity the load "
                  "actually needs.")
            .arg(ratio);
    case Severe:
        //: %1 is the peak-to-average ratio, e.g. 3.2
        // The ratio measures capacity paid for and left idle; whether a partition is
        // overloaded is the verdict's business (load against capacity).
        return tr("Severe. The busiest partition carries %1 times the average. Sizing every "
                  "partition for that peak means paying for %1 times the capacity the load "
                  "needs, and most of it sits idle on the other partitions.")
            .arg(ratio);
    }
    return {};
}

QString ImbalanceExplorer::summary() const
{
    if (!m_summary.hasLoad)
        return tr("Every partition is idle.");
    switch (m_cause) {
    case HotKey:
        //: %1 partition number, %2 its requests per second, %3 percent of capacity,
        //: %4 capacity per partition, %5 average requests per second per partition
        return tr("Partition %1 owns the hot key and serves %2 rps, %3% of its %4 rps "
                  "capacity. The average partition serves %5 rps.")
            .arg(NumberFormat::partition(imbalance::hotPartitionIndex(m_partitions)),
                 NumberFormat::number(m_loads.value(imbalance::hotPartitionIndex(m_partitions))),
                 NumberFormat::number(hotPartitionUtilisation()), NumberFormat::number(m_hotKey.capacityPerPartition),
                 NumberFormat::number(m_summary.mean));
    case HotTenant:
        //: %1 partition number, %2 the tenant's share of all traffic in percent,
        //: %3 the even share of one partition in percent
        return tr("Partition %1 holds the largest tenant: %2% of all traffic, where an even "
                  "spread would give each partition %3%.")
            .arg(NumberFormat::partition(imbalance::hotPartitionIndex(m_partitions)),
                 NumberFormat::number(tenantSharePercent(), 1), NumberFormat::number(100.0 / m_partitions, 1));
    case LargeValues: {
        const int heavy = imbalance::hotPartitionIndex(m_partitions);
        const int other = m_partitions > 1 ? (heavy + 1) % m_partitions : heavy;
        //: %1 keys per partition, %2 partition number, %3 and %4 gigabytes,
        //: %5 and %6 megabytes per second
        return tr("Every partition holds %1 keys, yet partition %2 stores %3 GB against %4 GB "
                  "on a typical partition, and sends %5 MB/s against %6 MB/s.")
            .arg(NumberFormat::number(double(m_large.keysPerPartition)), NumberFormat::partition(heavy),
                 NumberFormat::number(m_loads.value(heavy) / kBytesPerGigabyte, 1),
                 NumberFormat::number(m_loads.value(other) / kBytesPerGigabyte, 1),
                 NumberFormat::number(m_bytesOut.value(heavy) / kBytesPerMegabyte, 1),
                 NumberFormat::number(m_bytesOut.value(other) / kBytesPerMegabyte, 1));
    }
    }
    return {};
}

QString ImbalanceExplorer::verdict() const
{
    switch (m_cause) {
    case HotKey:
        if (m_hotKey.hotKeyRate > m_hotKey.capacityPerPartition)
            //: %1 the hot key's requests per second, %2 one partition's capacity
            return tr("The hot key alone needs %1 rps, more than one partition can serve (%2 "
                      "rps). More partitions cannot fix that: the key still has exactly one "
                      "owner.")
                .arg(NumberFormat::number(m_hotKey.hotKeyRate), NumberFormat::number(m_hotKey.capacityPerPartition));
        if (overloadedPartitions() > 0)
            return tr("%n partition(s) over capacity. The hot key fits on one partition, so "
                      "spreading the ordinary traffic wider can still help here.",
                      "", overloadedPartitions());
        return tr("Every partition is within its capacity, but the owner of the hot key still "
                  "works hardest.");
    case HotTenant:
        return tr("Partitioning by tenant_id keeps a tenant together, so the whole tenant lands "
                  "on one partition however many partitions you add.");
    case LargeValues:
        return tr("Key counts are identical, so a dashboard that counts keys shows perfect "
                  "balance while this partition's disk and network fill first.");
    }
    return {};
}
