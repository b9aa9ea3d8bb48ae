#pragma once

#include <QList>
#include <QObject>
#include <QQmlEngine>
#include <QStringList>

// The lesson's worked example: 8 partitions (P0 to P7, as in every lesson) with exactly
// 10 million keys each, yet P5 runs at 95% CPU while the other seven sit at 30%. It owns one celebrity
// profile read 6,000 times a second. The figures are fixed; the ratios come from the
// imbalance core so the page shows computed numbers, not typed-in ones.
class ImbalanceWorkedExample : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(int partitions READ partitions CONSTANT FINAL)
    Q_PROPERTY(qint64 totalKeys READ totalKeys CONSTANT FINAL)
    Q_PROPERTY(qint64 keysPerPartition READ keysPerPartition CONSTANT FINAL)
    Q_PROPERTY(int hotPartition READ hotPartition CONSTANT FINAL)
    Q_PROPERTY(double hotCpuPercent READ hotCpuPercent CONSTANT FINAL)
    Q_PROPERTY(double otherCpuPercent READ otherCpuPercent CONSTANT FINAL)
    Q_PROPERTY(double celebrityReadsPerSecond READ celebrityReadsPerSecond CONSTANT FINAL)
    Q_PROPERTY(QList<double> keysInMillions READ keysInMillions CONSTANT FINAL)
    Q_PROPERTY(QList<double> cpuPercent READ cpuPercent CONSTANT FINAL)
    // The CPU bars split into what every partition does (30%) and what the celebrity key
    // adds on top of P5 (65 points).
    Q_PROPERTY(QList<double> cpuBase READ cpuBase CONSTANT FINAL)
    Q_PROPERTY(QList<double> cpuExtra READ cpuExtra CONSTANT FINAL)
    // Translated names ("P0" ...), new on a language change.
    Q_PROPERTY(QStringList partitionLabels READ partitionLabels NOTIFY partitionLabelsChanged FINAL)
    Q_PROPERTY(double keysRatio READ keysRatio CONSTANT FINAL)
    Q_PROPERTY(double cpuRatio READ cpuRatio CONSTANT FINAL)
    Q_PROPERTY(double meanCpuPercent READ meanCpuPercent CONSTANT FINAL)

public:
    explicit ImbalanceWorkedExample(QObject *parent = nullptr);

    static int partitions() { return kPartitions; }
    static qint64 keysPerPartition() { return kKeysPerPartition; }
    static qint64 totalKeys() { return kKeysPerPartition * kPartitions; }
    // 0-based like every partition number in the app: P5 is the sixth bar.
    static int hotPartition() { return kHotPartition; }
    static double hotCpuPercent() { return kHotCpu; }
    static double otherCpuPercent() { return kOtherCpu; }
    static double celebrityReadsPerSecond() { return kCelebrityReads; }

    QList<double> keysInMillions() const;
    QList<double> cpuPercent() const;
    QList<double> cpuBase() const;
    QList<double> cpuExtra() const;
    QStringList partitionLabels() const;
    double keysRatio() const;
    double cpuRatio() const;
    double meanCpuPercent() const;

signals:
    void partitionLabelsChanged();

private:
    static constexpr int kPartitions = 8;
    static constexpr qint64 kKeysPerPartition = 10'000'000;
    static constexpr int kHotPartition = 5;
    static constexpr double kHotCpu = 95.0;
    static constexpr double kOtherCpu = 30.0;
    static constexpr double kCelebrityReads = 6000.0;
};
