#pragma once

#include "lessons/catalog/LessonPrediction.h"
#include "lessons/keysvsload/LoadImbalance.h"

#include <QList>
#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QStringList>

// The imbalance explorer of the "keys are not load" lesson: the student picks a cause
// (hot key, hot tenant, large values), sets its parameters and reads per-partition load,
// the peak-to-average ratio and what that ratio means. All arithmetic happens in the
// imbalance core; this type validates input, scales values for the bars and words the
// results in the current language.
class ImbalanceExplorer : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(Cause cause READ cause WRITE setCause NOTIFY inputsChanged FINAL)
    Q_PROPERTY(int partitions READ partitions WRITE setPartitions NOTIFY inputsChanged FINAL)
    Q_PROPERTY(
        double capacityPerPartition READ capacityPerPartition WRITE setCapacityPerPartition NOTIFY inputsChanged FINAL)
    Q_PROPERTY(double ordinaryLoad READ ordinaryLoad WRITE setOrdinaryLoad NOTIFY inputsChanged FINAL)
    Q_PROPERTY(double hotKeyRate READ hotKeyRate WRITE setHotKeyRate NOTIFY inputsChanged FINAL)
    Q_PROPERTY(double tenantTraffic READ tenantTraffic WRITE setTenantTraffic NOTIFY inputsChanged FINAL)
    Q_PROPERTY(double tenantSharePercent READ tenantSharePercent WRITE setTenantSharePercent NOTIFY inputsChanged FINAL)
    Q_PROPERTY(int largeValueCount READ largeValueCount WRITE setLargeValueCount NOTIFY inputsChanged FINAL)
    Q_PROPERTY(int largeValueMegabytes READ largeValueMegabytes WRITE setLargeValueMegabytes NOTIFY inputsChanged FINAL)

    // Limits for the controls, the same ones the setters enforce.
    Q_PROPERTY(int minPartitions READ minPartitions CONSTANT FINAL)
    Q_PROPERTY(int maxPartitions READ maxPartitions CONSTANT FINAL)
    Q_PROPERTY(int maxRate READ maxRate CONSTANT FINAL)
    Q_PROPERTY(int maxLargeValueCount READ maxLargeValueCount CONSTANT FINAL)
    Q_PROPERTY(int maxLargeValueMegabytes READ maxLargeValueMegabytes CONSTANT FINAL)
    // Fixed figures of the large-values case, shown in the text.
    Q_PROPERTY(qint64 keysPerPartition READ keysPerPartition CONSTANT FINAL)
    Q_PROPERTY(double readsPerPartition READ readsPerPartition CONSTANT FINAL)

    // Results: loads in natural units (requests/s, or bytes stored for large values).
    Q_PROPERTY(QList<double> loads READ loads NOTIFY resultsChanged FINAL)
    Q_PROPERTY(QList<double> bytesOutPerSecond READ bytesOutPerSecond NOTIFY resultsChanged FINAL)
    Q_PROPERTY(double peakLoad READ peakLoad NOTIFY resultsChanged FINAL)
    Q_PROPERTY(double meanLoad READ meanLoad NOTIFY resultsChanged FINAL)
    Q_PROPERTY(double ratio READ ratio NOTIFY resultsChanged FINAL)
    Q_PROPERTY(bool hasLoad READ hasLoad NOTIFY resultsChanged FINAL)
    Q_PROPERTY(int hottestPartition READ hottestPartition NOTIFY resultsChanged FINAL)
    Q_PROPERTY(Reading readingLevel READ readingLevel NOTIFY resultsChanged FINAL)
    Q_PROPERTY(int overloadedPartitions READ overloadedPartitions NOTIFY resultsChanged FINAL)
    Q_PROPERTY(double hotPartitionUtilisation READ hotPartitionUtilisation NOTIFY resultsChanged FINAL)

    // The bars: values already divided into the axis unit, with a tidy axis.
    // Numbers in the current locale; notified only when they differ, because a chart
    // lays out its whole category axis again each time it gets them.
    Q_PROPERTY(QStringList partitionLabels READ partitionLabels NOTIFY partitionLabelsChanged FINAL)
    Q_PROPERTY(QList<double> chartBase READ chartBase NOTIFY resultsChanged FINAL)
    Q_PROPERTY(QList<double> chartExtra READ chartExtra NOTIFY resultsChanged FINAL)
    Q_PROPERTY(double chartMaximum READ chartMaximum NOTIFY resultsChanged FINAL)
    Q_PROPERTY(int chartTickCount READ chartTickCount NOTIFY resultsChanged FINAL)
    Q_PROPERTY(double chartCapacity READ chartCapacity NOTIFY resultsChanged FINAL)
    // Large values only: keys per partition (millions) and bytes sent (MB/s), side by side.
    Q_PROPERTY(QList<double> chartKeysInMillions READ chartKeysInMillions NOTIFY resultsChanged FINAL)
    Q_PROPERTY(QList<double> chartBytesOut READ chartBytesOut NOTIFY resultsChanged FINAL)
    Q_PROPERTY(double bytesOutChartMaximum READ bytesOutChartMaximum NOTIFY resultsChanged FINAL)
    Q_PROPERTY(int bytesOutTickCount READ bytesOutTickCount NOTIFY resultsChanged FINAL)

    // Translated texts. A language switch notifies only these (textsChanged), so the
    // charts keep their bars instead of laying them out again.
    Q_PROPERTY(QString chartTitle READ chartTitle NOTIFY textsChanged FINAL)
    Q_PROPERTY(QString axisTitle READ axisTitle NOTIFY textsChanged FINAL)
    Q_PROPERTY(QString baseSeriesName READ baseSeriesName NOTIFY textsChanged FINAL)
    Q_PROPERTY(QString extraSeriesName READ extraSeriesName NOTIFY textsChanged FINAL)
    Q_PROPERTY(QString ratioText READ ratioText NOTIFY textsChanged FINAL)
    Q_PROPERTY(QString reading READ reading NOTIFY textsChanged FINAL)
    Q_PROPERTY(QString summary READ summary NOTIFY textsChanged FINAL)
    Q_PROPERTY(QString verdict READ verdict NOTIFY textsChanged FINAL)

    // The explorer's prediction: what the ratio of the hot-key case does when the cluster
    // grows from 8 to 16 partitions. Open at the starting point (the hot key on 8
    // partitions); revealed at 16 with the hot-key figures of the moment.
    Q_PROPERTY(LessonPrediction *prediction READ prediction CONSTANT FINAL)

public:
    enum Cause {
        HotKey = int(imbalance::Cause::HotKey),
        HotTenant = int(imbalance::Cause::HotTenant),
        LargeValues = int(imbalance::Cause::LargeValues)
    };
    Q_ENUM(Cause)
    enum Reading {
        NoLoad = int(imbalance::Reading::NoLoad),
        Healthy = int(imbalance::Reading::Healthy),
        Uneven = int(imbalance::Reading::Uneven),
        Severe = int(imbalance::Reading::Severe)
    };
    Q_ENUM(Reading)

    explicit ImbalanceExplorer(QObject *parent = nullptr);

    Cause cause() const { return m_cause; }
    int partitions() const { return m_partitions; }
    double capacityPerPartition() const { return m_hotKey.capacityPerPartition; }
    double ordinaryLoad() const { return m_hotKey.ordinaryLoad; }
    double hotKeyRate() const { return m_hotKey.hotKeyRate; }
    double tenantTraffic() const { return m_tenant.totalTraffic; }
    double tenantSharePercent() const { return m_tenant.largestTenantShare * 100.0; }
    int largeValueCount() const { return int(m_large.largeValueCount); }
    int largeValueMegabytes() const { return int(m_large.largeValueBytes / kBytesPerMegabyte); }

    // Each setter refuses a value outside its range with a warning and changes nothing.
    void setCause(Cause cause);
    void setPartitions(int partitions);
    void setCapacityPerPartition(double capacity);
    void setOrdinaryLoad(double load);
    void setHotKeyRate(double rate);
    void setTenantTraffic(double traffic);
    void setTenantSharePercent(double percent);
    void setLargeValueCount(int count);
    void setLargeValueMegabytes(int megabytes);

    // Back to the lesson's starting figures: 8 partitions, 5,000 rps capacity, and so on.
    // A committed prediction stays: going back to 8 partitions is how a student tries it.
    Q_INVOKABLE void reset();

    // The prediction's choices, in this order.
    enum RatioChange {
        RatioFalls,
        RatioStays,
        RatioRises,
    };
    Q_ENUM(RatioChange)
    static constexpr int kPredictionFromPartitions = 8;
    static constexpr int kPredictionToPartitions = 16;
    LessonPrediction *prediction() const { return m_prediction; }

    static int minPartitions() { return imbalance::kMinPartitions; }
    static int maxPartitions() { return imbalance::kMaxPartitions; }
    static int maxRate() { return kMaxRateInput; }
    static int maxLargeValueCount() { return kMaxLargeValueCount; }
    static int maxLargeValueMegabytes() { return kMaxLargeValueMegabytes; }
    qint64 keysPerPartition() const { return m_large.keysPerPartition; }
    double readsPerPartition() const { return m_large.readsPerPartition; }

    QList<double> loads() const { return m_loads; }
    QList<double> bytesOutPerSecond() const { return m_bytesOut; }
    double peakLoad() const { return m_summary.peak; }
    double meanLoad() const { return m_summary.mean; }
    double ratio() const { return m_summary.ratio; }
    bool hasLoad() const { return m_summary.hasLoad; }
    // 0-based, as every partition in the app is numbered (P0, P1, ...); -1 without load.
    int hottestPartition() const { return m_summary.hasLoad ? m_summary.hottest : -1; }
    Reading readingLevel() const { return Reading(imbalance::classify(m_summary)); }
    int overloadedPartitions() const;
    double hotPartitionUtilisation() const;

    QStringList partitionLabels() const { return m_partitionLabels; }
    QList<double> chartBase() const { return m_chartBase; }
    QList<double> chartExtra() const { return m_chartExtra; }
    double chartMaximum() const { return m_chartMaximum; }
    int chartTickCount() const { return m_chartTickCount; }
    double chartCapacity() const;
    QList<double> chartKeysInMillions() const;
    QList<double> chartBytesOut() const;
    double bytesOutChartMaximum() const { return m_bytesOutMaximum; }
    int bytesOutTickCount() const { return m_bytesOutTickCount; }

    QString chartTitle() const;
    QString axisTitle() const;
    QString baseSeriesName() const;
    QString extraSeriesName() const;
    QString ratioText() const;
    QString reading() const;
    QString summary() const;
    QString verdict() const;

signals:
    void inputsChanged();
    void resultsChanged();
    void textsChanged();
    void partitionLabelsChanged();

private:
    static constexpr double kBytesPerMegabyte = 1e6;
    static constexpr double kBytesPerGigabyte = 1e9;
    static constexpr int kMaxRateInput = 1'000'000;
    static constexpr int kMaxLargeValueCount = 100'000;
    static constexpr int kMaxLargeValueMegabytes = 50;

    bool acceptRate(const char *name, double value, double min, double max) const;
    void recompute();
    void refreshTexts();
    // The divisor from natural units to axis units (1 or 1,000 for requests, 1e9 for bytes).
    double chartDivisor() const;
    // Opens, closes or reveals the prediction for the current inputs, in the current language.
    void updatePrediction();

    Cause m_cause = HotKey;
    int m_partitions = 8;
    imbalance::HotKeyParams m_hotKey;
    imbalance::HotTenantParams m_tenant;
    imbalance::LargeValueParams m_large;

    QList<double> m_base;
    QList<double> m_loads;
    QList<double> m_bytesOut;
    QList<double> m_chartBase;
    QList<double> m_chartExtra;
    QStringList m_partitionLabels;
    double m_chartMaximum = 1.0;
    int m_chartTickCount = 2;
    double m_bytesOutMaximum = 1.0;
    int m_bytesOutTickCount = 2;
    imbalance::Summary m_summary;
    LessonPrediction *m_prediction = nullptr;
};
