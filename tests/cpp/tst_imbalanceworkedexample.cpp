// hotspot-models-test: links hotspotmodels, no Qt Quick, Charts or Widgets (models_links_models_only checks it).
// ImbalanceWorkedExample: the fixed figures of the lesson's opening example and the
// ratios computed from them.
#include "lessons/keysvsload/ImbalanceWorkedExample.h"

#include <QStandardPaths>
#include <QtTest>

class TestImbalanceWorkedExample : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void keysAreEven()
    {
        ImbalanceWorkedExample example;
        QCOMPARE(example.partitions(), 8);
        QCOMPARE(example.totalKeys(), qint64(80'000'000));
        QCOMPARE(example.keysPerPartition(), qint64(10'000'000));
        QCOMPARE(example.keysInMillions(), QList<double>(8, 10.0));
        QCOMPARE(example.keysRatio(), 1.0);
        QCOMPARE(example.partitionLabels().size(), 8);
        QCOMPARE(example.partitionLabels().first(), QStringLiteral("P0"));
        QCOMPARE(example.partitionLabels().at(5), QStringLiteral("P5"));
    }

    void cpuIsNot()
    {
        ImbalanceWorkedExample example;
        const QList<double> cpu = example.cpuPercent();
        QCOMPARE(cpu.size(), 8);
        // P5, the sixth bar: partitions are numbered from P0 in every lesson.
        QCOMPARE(cpu.at(5), 95.0);
        QCOMPARE(cpu.count(30.0), 7);
        QCOMPARE(example.hotPartition(), 5);
        QCOMPARE(example.meanCpuPercent(), 38.125);
        QCOMPARE(example.cpuRatio(), 95.0 / 38.125);
        QCOMPARE(example.celebrityReadsPerSecond(), 6000.0);
        // The stacked bars add up to the CPU figures.
        for (int i = 0; i < 8; ++i)
            QCOMPARE(example.cpuBase().at(i) + example.cpuExtra().at(i), cpu.at(i));
        QCOMPARE(example.cpuExtra().at(5), 65.0);
    }
};

QTEST_GUILESS_MAIN(TestImbalanceWorkedExample)
#include "tst_imbalanceworkedexample.moc"
