#include "lessons/keysvsload/ImbalanceWorkedExample.h"

#include "i18n/LanguageService.h"
#include "i18n/NumberFormat.h"
#include "lessons/keysvsload/LoadImbalance.h"

#include <QStringList>

#include <vector>

namespace {
std::vector<double> toVector(const QList<double> &values)
{
    return {values.begin(), values.end()};
}
} // namespace

ImbalanceWorkedExample::ImbalanceWorkedExample(QObject *parent)
    : QObject(parent)
{
    connect(LanguageService::instance(), &LanguageService::languageChanged, this,
            &ImbalanceWorkedExample::partitionLabelsChanged);
}

QList<double> ImbalanceWorkedExample::keysInMillions() const
{
    return QList<double>(kPartitions, double(kKeysPerPartition) / 1e6);
}

QList<double> ImbalanceWorkedExample::cpuPercent() const
{
    QList<double> cpu(kPartitions, kOtherCpu);
    cpu[kHotPartition] = kHotCpu;
    return cpu;
}

QList<double> ImbalanceWorkedExample::cpuBase() const
{
    return QList<double>(kPartitions, kOtherCpu);
}

QList<double> ImbalanceWorkedExample::cpuExtra() const
{
    QList<double> extra(kPartitions, 0.0);
    extra[kHotPartition] = kHotCpu - kOtherCpu;
    return extra;
}

QStringList ImbalanceWorkedExample::partitionLabels() const
{
    QStringList labels;
    for (int i = 0; i < kPartitions; ++i)
        labels.append(NumberFormat::partition(i));
    return labels;
}

double ImbalanceWorkedExample::keysRatio() const
{
    return imbalance::summarize(toVector(keysInMillions())).ratio;
}

double ImbalanceWorkedExample::cpuRatio() const
{
    return imbalance::summarize(toVector(cpuPercent())).ratio;
}

double ImbalanceWorkedExample::meanCpuPercent() const
{
    return imbalance::summarize(toVector(cpuPercent())).mean;
}
