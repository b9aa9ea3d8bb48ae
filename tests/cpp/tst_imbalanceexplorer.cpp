// hotspot-models-test: links hotspotmodels, no Qt Quick, Charts or Widgets (models_links_models_only checks it).
// ImbalanceExplorer, the QML-facing explorer of the "keys are not load" lesson: inputs,
// validation, the ratio and its reading, chart scaling and number formatting.
#include "i18n/LanguageService.h"
#include "lessons/keysvsload/ImbalanceExplorer.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

#include <cmath>
#include <limits>

class TestImbalanceExplorer : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // The English catalogue holds the plural forms ("1 partition", "2 partitions").
        QVERIFY(LanguageService::instance()->applyLanguage(QStringLiteral("en")));
    }
    void init() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void cleanupTestCase() { QLocale::setDefault(QLocale::c()); }

    void startsWithTheHotKeyCase()
    {
        ImbalanceExplorer explorer;
        QCOMPARE(explorer.cause(), ImbalanceExplorer::HotKey);
        QCOMPARE(explorer.partitions(), 8);
        QCOMPARE(explorer.capacityPerPartition(), 5000.0);
        QCOMPARE(explorer.hotKeyRate(), 6000.0);
        QCOMPARE(explorer.loads().size(), 8);
        QCOMPARE(explorer.loads().at(5), 7500.0);
        QCOMPARE(explorer.loads().at(0), 1500.0);
        QCOMPARE(explorer.peakLoad(), 7500.0);
        QCOMPARE(explorer.meanLoad(), 2250.0);
        QCOMPARE(explorer.ratio(), 7500.0 / 2250.0);
        // P5, as the charts and the verdict name it: one numbering in every lesson.
        QCOMPARE(explorer.hottestPartition(), 5);
        QCOMPARE(explorer.readingLevel(), ImbalanceExplorer::Severe);
        QCOMPARE(explorer.hotPartitionUtilisation(), 150.0);
        QCOMPARE(explorer.overloadedPartitions(), 1);
        QCOMPARE(explorer.ratioText(), QStringLiteral("3.3"));
        QCOMPARE(explorer.partitionLabels().size(), 8);
        QCOMPARE(explorer.partitionLabels().first(), QStringLiteral("P0"));
        QCOMPARE(explorer.partitionLabels().last(), QStringLiteral("P7"));
        QVERIFY2(explorer.summary().startsWith(QStringLiteral("Partition P5 owns the hot key")),
                 qPrintable(explorer.summary()));
    }

    void addingPartitionsDoesNotSaveTheHotKey()
    {
        ImbalanceExplorer explorer;
        QSignalSpy inputs(&explorer, &ImbalanceExplorer::inputsChanged);
        QSignalSpy results(&explorer, &ImbalanceExplorer::resultsChanged);
        explorer.setPartitions(16);
        QCOMPARE(inputs.count(), 1);
        QCOMPARE(results.count(), 1);
        QCOMPARE(explorer.loads().size(), 16);
        QCOMPARE(explorer.peakLoad(), 6750.0);
        QCOMPARE(explorer.ratio(), 6.0);
        QCOMPARE(explorer.hottestPartition(), 13);
        QCOMPARE(explorer.hotPartitionUtilisation(), 135.0);
        QCOMPARE(explorer.overloadedPartitions(), 1);
        QVERIFY(explorer.verdict().contains(QStringLiteral("6,000 rps")));
        QVERIFY(explorer.verdict().contains(QStringLiteral("5,000 rps")));
    }

    void aKeyBelowCapacityIsHelpedByMorePartitions()
    {
        ImbalanceExplorer explorer;
        explorer.setHotKeyRate(4000.0);
        QCOMPARE(explorer.peakLoad(), 5500.0); // 1,500 + 4,000, over the 5,000 capacity
        QCOMPARE(explorer.overloadedPartitions(), 1);
        QVERIFY(explorer.verdict().startsWith(QStringLiteral("1 partition over capacity")));
        explorer.setPartitions(16);
        QCOMPARE(explorer.peakLoad(), 4750.0); // 750 + 4,000
        QCOMPARE(explorer.overloadedPartitions(), 0);
        QVERIFY(explorer.verdict().startsWith(QStringLiteral("Every partition is within")));
    }

    // A hot key of 2,000 rps: a peak-to-average ratio of 2.0 ("Severe") while every
    // partition is within its capacity. The reading speaks of idle capacity paid for; only
    // the verdict, load against capacity, may speak of overload.
    void aSevereRatioIsWasteNotFailure()
    {
        ImbalanceExplorer explorer;
        explorer.setHotKeyRate(2000.0);
        QCOMPARE(explorer.peakLoad(), 3500.0); // 1,500 + 2,000
        QCOMPARE(explorer.meanLoad(), 1750.0); // (8 x 1,500 + 2,000) / 8
        QCOMPARE(explorer.ratioText(), QStringLiteral("2.0"));
        QCOMPARE(explorer.readingLevel(), ImbalanceExplorer::Severe);
        QCOMPARE(explorer.overloadedPartitions(), 0);
        QVERIFY(explorer.verdict().startsWith(QStringLiteral("Every partition is within its capacity")));
        QVERIFY2(!explorer.reading().contains(QStringLiteral("fail")), qPrintable(explorer.reading()));
        QVERIFY2(explorer.reading().contains(QStringLiteral("sits idle")), qPrintable(explorer.reading()));
    }

    void hotTenantFortyPercentIsThreePointTwo()
    {
        ImbalanceExplorer explorer;
        QSignalSpy inputs(&explorer, &ImbalanceExplorer::inputsChanged);
        explorer.setCause(ImbalanceExplorer::HotTenant);
        QCOMPARE(inputs.count(), 1);
        QCOMPARE(explorer.tenantSharePercent(), 40.0);
        QCOMPARE(explorer.ratio(), 3.2);
        QCOMPARE(explorer.ratioText(), QStringLiteral("3.2"));
        QCOMPARE(explorer.hottestPartition(), 5);
        QCOMPARE(explorer.meanLoad(), 5000.0);
        QCOMPARE(explorer.overloadedPartitions(), 0); // no capacity in this case
        QCOMPARE(explorer.chartCapacity(), 0.0);
        QVERIFY(explorer.summary().contains(QStringLiteral("40.0%")));
        QVERIFY(explorer.summary().contains(QStringLiteral("12.5%")));

        explorer.setTenantSharePercent(12.5);
        QCOMPARE(explorer.ratio(), 1.0); // 5,000 on the tenant, 35,000 / 7 on each other
        QCOMPARE(explorer.readingLevel(), ImbalanceExplorer::Healthy);
    }

    void evenLoadReadsOnePointZero()
    {
        ImbalanceExplorer explorer;
        explorer.setHotKeyRate(0.0);
        QCOMPARE(explorer.ratio(), 1.0);
        QCOMPARE(explorer.ratioText(), QStringLiteral("1.0"));
        QCOMPARE(explorer.readingLevel(), ImbalanceExplorer::Healthy);
        QVERIFY(explorer.reading().startsWith(QStringLiteral("Healthy.")));
    }

    void largeValuesDivergeInBytes()
    {
        ImbalanceExplorer explorer;
        explorer.setCause(ImbalanceExplorer::LargeValues);
        QCOMPARE(explorer.loads().size(), 8);
        QCOMPARE(explorer.loads().at(0), 10e9);
        QCOMPARE(explorer.loads().at(5), 109.98e9);
        QCOMPARE(explorer.bytesOutPerSecond().at(0), 2e6);
        QCOMPARE(explorer.bytesOutPerSecond().at(5), 21.996e6);
        QCOMPARE(explorer.keysPerPartition(), qint64(10'000'000));
        // The bars are in gigabytes.
        QCOMPARE(explorer.chartBase().at(0), 10.0);
        QCOMPARE(explorer.chartExtra().at(5), 100.0);
        QCOMPARE(explorer.chartMaximum(), 125.0); // steps of 25 GB
        QCOMPARE(explorer.chartTickCount(), 6);
        QCOMPARE(explorer.axisTitle(), QStringLiteral("Stored (GB)"));
        QCOMPARE(explorer.chartKeysInMillions(), QList<double>(8, 10.0));
        QCOMPARE(explorer.chartBytesOut().size(), 8);
        QCOMPARE(explorer.chartBytesOut().at(0), 2.0);
        QCOMPARE(explorer.chartBytesOut().at(5), 21.996);
        QCOMPARE(explorer.bytesOutChartMaximum(), 25.0); // steps of 5 MB/s
        QCOMPARE(explorer.bytesOutTickCount(), 6);
        QVERIFY(explorer.summary().contains(QStringLiteral("10,000,000 keys")));
        QVERIFY(explorer.summary().contains(QStringLiteral("110.0 GB")));
        QVERIFY(explorer.summary().contains(QStringLiteral("22.0 MB/s")));

        explorer.setLargeValueCount(0);
        QCOMPARE(explorer.ratio(), 1.0);
        explorer.setLargeValueMegabytes(50);
        QCOMPARE(explorer.largeValueMegabytes(), 50);
        explorer.setLargeValueCount(100'000);
        QCOMPARE(explorer.loads().at(5), 9.9e6 * 1000.0 + 100'000 * 50e6);
    }

    void chartAxisStaysWholeAndSwitchesToThousands()
    {
        ImbalanceExplorer explorer;
        QCOMPARE(explorer.chartMaximum(), 8000.0);
        QCOMPARE(explorer.chartTickCount(), 5);
        QCOMPARE(explorer.chartCapacity(), 5000.0);
        QCOMPARE(explorer.chartBase().at(5), 1500.0);
        QCOMPARE(explorer.chartExtra().at(5), 6000.0);
        QCOMPARE(explorer.axisTitle(), QStringLiteral("Requests/s"));
        QVERIFY(explorer.chartKeysInMillions().isEmpty());
        QVERIFY(explorer.chartBytesOut().isEmpty());

        explorer.setHotKeyRate(60000.0);
        QCOMPARE(explorer.axisTitle(), QStringLiteral("Thousand rps"));
        QCOMPARE(explorer.chartExtra().at(5), 60.0);
        QCOMPARE(explorer.chartCapacity(), 5.0);
        QVERIFY(explorer.chartMaximum() >= 61.5);
        const double step = explorer.chartMaximum() / (explorer.chartTickCount() - 1);
        QCOMPARE(step, std::round(step));
    }

    void onePartitionIsEven()
    {
        ImbalanceExplorer explorer;
        explorer.setPartitions(1);
        QCOMPARE(explorer.loads().size(), 1);
        QCOMPARE(explorer.ratio(), 1.0);
        QCOMPARE(explorer.hottestPartition(), 0);
        explorer.setCause(ImbalanceExplorer::HotTenant);
        QCOMPARE(explorer.ratio(), 1.0);
        explorer.setCause(ImbalanceExplorer::LargeValues);
        QCOMPARE(explorer.ratio(), 1.0);
    }

    void zeroLoadHasNoRatio()
    {
        ImbalanceExplorer explorer;
        explorer.setOrdinaryLoad(0.0);
        explorer.setHotKeyRate(0.0);
        QVERIFY(!explorer.hasLoad());
        QCOMPARE(explorer.ratio(), 0.0);
        QCOMPARE(explorer.hottestPartition(), -1);
        QCOMPARE(explorer.readingLevel(), ImbalanceExplorer::NoLoad);
        QCOMPARE(explorer.ratioText(), QStringLiteral("none"));
        QVERIFY(std::isfinite(explorer.meanLoad()));
        QVERIFY(explorer.chartMaximum() > 0.0);

        explorer.setCause(ImbalanceExplorer::HotTenant);
        explorer.setTenantTraffic(0.0);
        QVERIFY(!explorer.hasLoad());
        QCOMPARE(explorer.summary(), QStringLiteral("Every partition is idle."));
    }

    void invalidInputIsRefused()
    {
        ImbalanceExplorer explorer;
        explorer.setCause(ImbalanceExplorer::HotTenant);
        QSignalSpy inputs(&explorer, &ImbalanceExplorer::inputsChanged);
        QSignalSpy results(&explorer, &ImbalanceExplorer::resultsChanged);
        const QList<double> before = explorer.loads();

        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("partitions must be between 1 and 64; got 0"));
        explorer.setPartitions(0);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("partitions must be between 1 and 64; got 65"));
        explorer.setPartitions(65);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("tenantSharePercent must be between 0 and 100; got 120"));
        explorer.setTenantSharePercent(120.0);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("tenantSharePercent must be between 0 and 100; got nan"));
        explorer.setTenantSharePercent(std::numeric_limits<double>::quiet_NaN());
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("tenantTraffic must be between 0 and 1e\\+06; got -1"));
        explorer.setTenantTraffic(-1.0);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("capacityPerPartition must be between 1 and"));
        explorer.setCapacityPerPartition(0.0);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("hotKeyRate must be between 0 and"));
        explorer.setHotKeyRate(-500.0);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("ordinaryLoad must be between 0 and"));
        explorer.setOrdinaryLoad(std::numeric_limits<double>::infinity());
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("largeValueCount must be between 0 and 100000; got -1"));
        explorer.setLargeValueCount(-1);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("largeValueMegabytes must be between 1 and 50; got 0"));
        explorer.setLargeValueMegabytes(0);
        QTest::ignoreMessage(
            QtWarningMsg,
            QRegularExpression("cause must be HotKey \\(0\\), HotTenant \\(1\\) or LargeValues \\(2\\); got 7"));
        explorer.setCause(ImbalanceExplorer::Cause(7));

        QCOMPARE(inputs.count(), 0);
        QCOMPARE(results.count(), 0);
        QCOMPARE(explorer.cause(), ImbalanceExplorer::HotTenant);
        QCOMPARE(explorer.partitions(), 8);
        QCOMPARE(explorer.tenantSharePercent(), 40.0);
        QCOMPARE(explorer.tenantTraffic(), 40000.0);
        QCOMPARE(explorer.capacityPerPartition(), 5000.0);
        QCOMPARE(explorer.hotKeyRate(), 6000.0);
        QCOMPARE(explorer.ordinaryLoad(), 12000.0);
        QCOMPARE(explorer.largeValueCount(), 20000);
        QCOMPARE(explorer.largeValueMegabytes(), 5);
        QCOMPARE(explorer.loads(), before);
        QCOMPARE(explorer.ratio(), 3.2);
    }

    void settingTheSameValueIsSilent()
    {
        ImbalanceExplorer explorer;
        QSignalSpy inputs(&explorer, &ImbalanceExplorer::inputsChanged);
        explorer.setPartitions(8);
        explorer.setCause(ImbalanceExplorer::HotKey);
        explorer.setHotKeyRate(6000.0);
        QCOMPARE(inputs.count(), 0);
    }

    void resetRestoresTheStartingFigures()
    {
        ImbalanceExplorer explorer;
        explorer.setCause(ImbalanceExplorer::LargeValues);
        explorer.setPartitions(3);
        explorer.setHotKeyRate(100.0);
        explorer.setTenantSharePercent(90.0);
        explorer.reset();
        QCOMPARE(explorer.cause(), ImbalanceExplorer::HotKey);
        QCOMPARE(explorer.partitions(), 8);
        QCOMPARE(explorer.hotKeyRate(), 6000.0);
        QCOMPARE(explorer.tenantSharePercent(), 40.0);
        QCOMPARE(explorer.ratio(), 7500.0 / 2250.0);
    }

    void numbersFollowTheLocale()
    {
        ImbalanceExplorer explorer;
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        QCOMPARE(explorer.ratioText(), QStringLiteral("3,3"));
        QVERIFY(explorer.summary().contains(QStringLiteral("7.500")));
        QVERIFY(explorer.summary().contains(QStringLiteral("2.250")));
        QLocale::setDefault(QLocale(QLocale::Indonesian, QLocale::Indonesia));
        explorer.setCause(ImbalanceExplorer::LargeValues);
        QVERIFY(explorer.summary().contains(QStringLiteral("10.000.000")));
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QVERIFY(explorer.summary().contains(QStringLiteral("10,000,000")));
    }

    // A language switch refreshes the texts only: the figures, and the partition labels
    // while they read the same, stay, so the charts do not lay their bars out again.
    void languageChangeRefreshesTextsOnly()
    {
        ImbalanceExplorer explorer;
        QSignalSpy results(&explorer, &ImbalanceExplorer::resultsChanged);
        QSignalSpy texts(&explorer, &ImbalanceExplorer::textsChanged);
        QSignalSpy labels(&explorer, &ImbalanceExplorer::partitionLabelsChanged);
        QVERIFY(LanguageService::instance()->applyLanguage(QStringLiteral("id")));
        QCOMPARE(texts.count(), 1);
        QCOMPARE(results.count(), 0);
        QCOMPARE(labels.count(), 0);

        // New figures bring new texts; new labels only when the partition count changes.
        explorer.setHotKeyRate(7000);
        QCOMPARE(results.count(), 1);
        QCOMPARE(texts.count(), 2);
        QCOMPARE(labels.count(), 0);
        explorer.setPartitions(4);
        QCOMPARE(labels.count(), 1);
        QCOMPARE(explorer.partitionLabels(), QStringList({"P0", "P1", "P2", "P3"}));
        QVERIFY(LanguageService::instance()->applyLanguage(QStringLiteral("en")));
    }

    // The explorer's prediction: commit before 16 partitions are in view, then compare.
    void predictionOfTheRatioAtSixteenPartitions()
    {
        ImbalanceExplorer explorer;
        LessonPrediction *prediction = explorer.prediction();
        QCOMPARE(prediction->choices().size(), 3);
        QVERIFY(prediction->question().contains(QStringLiteral("from 8 to 16 partitions")));
        QVERIFY(prediction->isOpen());
        prediction->setChosenIndex(ImbalanceExplorer::RatioRises);
        QVERIFY(prediction->commit());
        QVERIFY(prediction->statusText().endsWith(QStringLiteral("Now set the partitions to 16 and read the ratio.")));

        // Other counts are not the result yet, and no longer the starting point.
        explorer.setPartitions(12);
        QVERIFY(!prediction->revealed());
        QVERIFY(!prediction->isOpen());
        explorer.setPartitions(16);
        QVERIFY(prediction->revealed());
        QCOMPARE(prediction->outcomeIndex(), int(ImbalanceExplorer::RatioRises));
        QCOMPARE(prediction->verdict(), LessonPrediction::Right);
        // 12,000 + 6,000 rps: 7,500 against a mean of 2,250 at 8, 6,750 against 1,125 at 16.
        QVERIFY2(prediction->resultText().startsWith(QStringLiteral("Ratio at 8 partitions: 3.3. At 16: 6.0.")),
                 qPrintable(prediction->resultText()));
        QVERIFY(prediction->resultText().contains(QStringLiteral("6,000 rps")));

        // Another cause takes the result out of view; back to the hot key shows it again.
        explorer.setCause(ImbalanceExplorer::HotTenant);
        QVERIFY(!prediction->revealed());
        QVERIFY(!prediction->isOpen());
        explorer.setCause(ImbalanceExplorer::HotKey);
        QVERIFY(prediction->revealed());

        // Starting figures again: the prediction stays, and 8 partitions reopen it.
        explorer.reset();
        QVERIFY(prediction->committed());
        QVERIFY(prediction->isOpen());
        QVERIFY(!prediction->revealed());
    }

    void predictionWithoutAHotKeyAndWhileTheResultShows()
    {
        ImbalanceExplorer explorer;
        LessonPrediction *prediction = explorer.prediction();
        // Past the starting point the ratio already hints at the answer (15 partitions: 5.7):
        // no prediction can be made there.
        explorer.setPartitions(15);
        QVERIFY(!prediction->isOpen());
        QCOMPARE(prediction->statusText(),
                 QStringLiteral("The prediction starts from 8 partitions of the hot key: set them back to 8 first."));
        explorer.setPartitions(16);
        prediction->setChosenIndex(ImbalanceExplorer::RatioFalls);
        QTest::ignoreMessage(QtWarningMsg,
                             "LessonPrediction: the result is already in view; a prediction now would only copy it");
        QVERIFY(!prediction->commit());

        explorer.setPartitions(8);
        explorer.setHotKeyRate(0);
        QVERIFY(prediction->commit());
        explorer.setPartitions(16);
        QCOMPARE(prediction->outcomeIndex(), int(ImbalanceExplorer::RatioStays));
        QCOMPARE(prediction->verdict(), LessonPrediction::Wrong);
        QCOMPARE(prediction->verdictText(), QStringLiteral("Not quite: the result is “It stays about the same”."));
        QVERIFY(prediction->resultText().startsWith(QStringLiteral("Ratio at 8 partitions: 1.0. At 16: 1.0.")));
    }

    void predictionFollowsTheLanguage()
    {
        ImbalanceExplorer explorer;
        LessonPrediction *prediction = explorer.prediction();
        prediction->setChosenIndex(ImbalanceExplorer::RatioRises);
        QVERIFY(prediction->commit());
        QVERIFY(LanguageService::instance()->applyLanguage(QStringLiteral("de")));
        QVERIFY(prediction->committed());
        QVERIFY2(prediction->question().contains(QStringLiteral("von 8 auf 16 Partitionen")),
                 qPrintable(prediction->question()));
        QVERIFY(LanguageService::instance()->applyLanguage(QStringLiteral("en")));
    }
};

QTEST_GUILESS_MAIN(TestImbalanceExplorer)
#include "tst_imbalanceexplorer.moc"
