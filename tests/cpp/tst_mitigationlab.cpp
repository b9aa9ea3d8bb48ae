// hotspot-models-test: links hotspotmodels, no Qt Quick, Charts or Widgets (models_links_models_only checks it).
// MitigationLab, the QML contract of "try a fix", and its table model: the names QML
// uses, the curriculum's numbers through them, refused values and the signals.
#include "i18n/LanguageService.h"
#include "lessons/lab/MitigationLab.h"

#include <QAbstractItemModelTester>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <memory>

class TestMitigationLab : public QObject
{
    Q_OBJECT

private:
    static QString cell(const MitigationLab &lab, int row, int column)
    {
        return lab.table()->data(lab.table()->index(row, column)).toString();
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(LanguageService::instance()->applyLanguage(QStringLiteral("en")));
    }
    void cleanup() { LanguageService::instance()->applyLanguage(QStringLiteral("en")); }

    void theQmlContract()
    {
        QQmlEngine engine;
        QQmlComponent component(&engine);
        component.setData(R"(
            import QtQml
            import HotspotLab.Models
            MitigationLab {
                fix: MitigationLab.SplitHotKey
                splitCount: 4
                routing: MitigationLab.FixedSlots
                readonly property var names: [MitigationLab.NoFix, MitigationLab.CacheReads,
                    MitigationLab.MoveHotKey, MitigationLab.SplitHotKey, MitigationLab.AddPartitions,
                    MitigationLab.ModN, MitigationLab.FixedSlots]
                Component.onCompleted: sendBatch()
            })",
                          QUrl(QStringLiteral("qrc:/tst_mitigationlab.qml")));
        std::unique_ptr<QObject> object(component.create());
        QVERIFY2(object, qPrintable(component.errorString()));
        auto *lab = qobject_cast<MitigationLab *>(object.get());
        QVERIFY(lab);
        QCOMPARE(object->property("names").toList(), (QVariantList {0, 1, 2, 3, 4, 0, 1}));
        QCOMPARE(lab->fix(), MitigationLab::SplitHotKey);
        QCOMPARE(lab->readFanOut(), 4);
        QCOMPARE(lab->stepCount(), qint64(1));
        // Sub-keys 0 and 3 collide on P0: 6 / 3 / 3, and P0 keeps 2 waiting.
        QCOMPARE(lab->received(0), qint64(6));
        QCOMPARE(lab->waiting(0), qint64(2));
        QCOMPARE(lab->baselineWaiting(0), qint64(6));
        for (const char *name :
             {"fix", "hotKey", "cacheHits", "moveTo", "splitCount", "partitionsWithFix", "routing", "partitionCount",
              "capacityPerStep", "stepCount", "totalReceived", "totalCompleted", "totalWaiting", "cacheServed",
              "readFanOut", "keysMoved", "baselineTotalWaiting", "baselineTotalCompleted"}) {
            QVERIFY2(lab->metaObject()->indexOfProperty(name) >= 0, name);
        }
        QVERIFY(!lab->metaObject()->property(lab->metaObject()->indexOfProperty("partitionCount")).isWritable());
    }

    void defaultsFollowTheCurriculum()
    {
        MitigationLab lab;
        QCOMPARE(lab.fix(), MitigationLab::NoFix);
        QCOMPARE(lab.hotKey(), 0);
        QCOMPARE(lab.cacheHits(), 6);
        QCOMPARE(lab.moveTo(), 1);
        QCOMPARE(lab.splitCount(), 3);
        QCOMPARE(lab.partitionsWithFix(), 4);
        QCOMPARE(lab.routing(), MitigationLab::ModN);
        QCOMPARE(lab.partitionCount(), 3);
        QCOMPARE(lab.capacityPerStep(), 4);
        QCOMPARE(lab.readFanOut(), 1);
        QCOMPARE(lab.keysMoved(), 0);
        QCOMPARE(lab.stepCount(), qint64(0));
        QCOMPARE(lab.subKeyOwner(0), -1);
        QCOMPARE(lab.fixEffectText(),
                 QStringLiteral("No fix: both systems get the lab's hot batch. Requests per batch on P0 / P1 / P2: "
                                "10 / 1 / 1."));
        // Without a fix both systems are the same: the status says so once, not "with the fix".
        lab.sendBatch();
        QCOMPARE(lab.statusText(), QStringLiteral("After 1 step: 6 waiting. Choose a fix to compare."));
    }

    // The cost panel does not claim a cost where the setting changes nothing.
    void settingsThatChangeNothingCostNothing()
    {
        MitigationLab lab;
        lab.setFix(MitigationLab::MoveHotKey);
        lab.setMoveTo(0);
        QCOMPARE(lab.keysMoved(), 0);
        QCOMPARE(lab.fixCostText(),
                 QStringLiteral("Key 0 already lives on P0: nothing moves, and nothing changes. Choose another "
                                "partition."));
        lab.setFix(MitigationLab::SplitHotKey);
        lab.setSplitCount(1);
        QCOMPARE(lab.readFanOut(), 1);
        QCOMPARE(lab.fixCostText(),
                 QStringLiteral("With 1 sub-key the key is not split: reads, totals and atomic writes stay as they "
                                "were, and so does the queue."));
    }

    void eachFixSideBySideWithTheBaseline()
    {
        MitigationLab lab;
        lab.setFix(MitigationLab::CacheReads);
        lab.sendBatch();
        lab.sendBatch();
        QCOMPARE(lab.totalWaiting(), qint64(0));
        QCOMPARE(lab.baselineTotalWaiting(), qint64(12));
        QCOMPARE(lab.cacheServed(), qint64(12));
        QCOMPARE(lab.totalReceived() + lab.cacheServed(), qint64(24));
        QCOMPARE(lab.totalCompleted(), qint64(12));
        QCOMPARE(lab.baselineTotalCompleted(), qint64(12));
        QCOMPARE(lab.statusText(), QStringLiteral("After 2 steps: 0 waiting with the fix, 12 without it."));
        QCOMPARE(lab.fixCostText(),
                 QStringLiteral("The cache has answered 12 requests in this run: they never reached a "
                                "partition. An answer from the cache can be out of date."));

        lab.setFix(MitigationLab::MoveHotKey);
        lab.setMoveTo(2);
        lab.sendBatch();
        QCOMPARE(lab.waitingWithFix(), (QVariantList {qint64(0), qint64(0), qint64(6)}));
        QCOMPARE(lab.waitingWithoutFix(), (QVariantList {qint64(6), qint64(0), qint64(0)}));
        QCOMPARE(lab.keysMoved(), 1);
        QCOMPARE(lab.ownerOf(0), 2);
        QCOMPARE(lab.cacheServed(), qint64(0));

        lab.setFix(MitigationLab::AddPartitions);
        QCOMPARE(lab.partitionCount(), 4);
        QCOMPARE(lab.keysMoved(), 9);
        lab.sendBatch();
        QCOMPARE(lab.waiting(0), qint64(5));
        QCOMPARE(lab.partitionNames(), (QStringList {"P0", "P1", "P2", "P3"}));
        lab.setRouting(MitigationLab::FixedSlots);
        QCOMPARE(lab.keysMoved(), 3);
        QCOMPARE(
            lab.fixCostText(),
            QStringLiteral("3 keys change owner, and their data has to move: key mod N moves 9 of the 12 keys, "
                           "fixed slots move 3. The hot key is still one key on one partition. In this run: 0 units "
                           "of capacity, 0 requests completed."));
    }

    void thePredictionComparesTheFirstBatch_data()
    {
        QTest::addColumn<int>("hotKey");
        QTest::addColumn<int>("fix");
        QTest::addColumn<int>("setting");
        QTest::addColumn<int>("outcome");
        QTest::addColumn<QString>("result");
        // Choices: 0 no queue, 1 shorter, 2 the same, 3 on another partition.
        QTest::newRow("cache 6") << 0 << int(MitigationLab::CacheReads) << 6 << 0
                                 << "After the first batch, the longest queue is 0 at P0 with the fix, and 6 at P0 "
                                    "without it.";
        QTest::newRow("cache 3") << 0 << int(MitigationLab::CacheReads) << 3 << 1
                                 << "After the first batch, the longest queue is 3 at P0 with the fix, and 6 at P0 "
                                    "without it.";
        QTest::newRow("cache 0") << 0 << int(MitigationLab::CacheReads) << 0 << 2
                                 << "After the first batch, the longest queue is 6 at P0 with the fix, and 6 at P0 "
                                    "without it.";
        QTest::newRow("move to P2") << 0 << int(MitigationLab::MoveHotKey) << 2 << 3
                                    << "After the first batch, the longest queue is 6 at P2 with the fix, and 6 at P0 "
                                       "without it.";
        QTest::newRow("3 sub-keys: none") << 0 << int(MitigationLab::SplitHotKey) << 3 << 0
                                          << "After the first batch, the longest queue is 0 at P0 with the fix, and 6 "
                                             "at P0 without it.";
        QTest::newRow("4 sub-keys queue") << 0 << int(MitigationLab::SplitHotKey) << 4 << 1
                                          << "After the first batch, the longest queue is 2 at P0 with the fix, and 6 "
                                             "at P0 without it.";
        QTest::newRow("4 partitions") << 0 << int(MitigationLab::AddPartitions) << 4 << 1
                                      << "After the first batch, the longest queue is 5 at P0 with the fix, and 6 at "
                                         "P0 without it.";
        QTest::newRow("5 partitions put key 11 with key 1")
            << 11 << int(MitigationLab::AddPartitions) << 5 << 3
            << "After the first batch, the longest queue is 6 at P1 with the fix, and 6 at P2 without it.";
    }

    void thePredictionComparesTheFirstBatch()
    {
        QFETCH(int, hotKey);
        QFETCH(int, fix);
        QFETCH(int, setting);
        QFETCH(int, outcome);
        QFETCH(QString, result);
        MitigationLab lab;
        LessonPrediction *prediction = lab.prediction();
        QVERIFY(!prediction->isOpen()); // no fix chosen yet
        lab.setHotKey(hotKey);
        lab.setFix(MitigationLab::Fix(fix));
        lab.setSetting(setting);
        QVERIFY(prediction->isOpen());
        QCOMPARE(prediction->choices().size(), 4);
        prediction->setChosenIndex(outcome);
        QVERIFY(prediction->commit());
        QCOMPARE(prediction->outcomeIndex(), -1);
        lab.sendBatch();
        QVERIFY(!prediction->isOpen());
        QVERIFY(prediction->revealed());
        QCOMPARE(prediction->outcomeIndex(), outcome);
        QCOMPARE(prediction->verdict(), LessonPrediction::Right);
        QCOMPARE(prediction->resultText(), result);
        // A reset is a new experiment: predict again.
        lab.resetRun();
        QVERIFY(prediction->isOpen());
        QVERIFY(!prediction->committed());
        QCOMPARE(prediction->outcomeIndex(), -1);
    }

    void theChartsShareOneScale()
    {
        MitigationLab lab;
        QCOMPARE(lab.chartMaximum(), 12);
        lab.setFix(MitigationLab::CacheReads);
        for (int i = 0; i < 3; ++i)
            lab.sendBatch();
        // The baseline's 18 waiting set the scale of both charts, rounded up to the capacity.
        QCOMPARE(lab.baselineTotalWaiting(), qint64(18));
        QCOMPARE(lab.chartMaximum(), 20);
    }

    void invalidValuesAreRefusedAndChangeNothing()
    {
        MitigationLab lab;
        lab.setFix(MitigationLab::SplitHotKey);
        lab.sendBatch();
        QSignalSpy settings(&lab, &MitigationLab::settingsChanged);
        QSignalSpy run(&lab, &MitigationLab::runChanged);
        QTest::ignoreMessage(QtWarningMsg, "MitigationLab: hot key 12 refused; valid keys are 0-11");
        lab.setHotKey(12);
        QTest::ignoreMessage(QtWarningMsg, "MitigationLab: cacheHits 10 refused; valid values are 0-9");
        lab.setCacheHits(10);
        QTest::ignoreMessage(QtWarningMsg, "MitigationLab: moveTo 3 refused; valid partitions are 0-2");
        lab.setMoveTo(3);
        QTest::ignoreMessage(QtWarningMsg, "MitigationLab: splitCount 0 refused; valid values are 1-6");
        lab.setSplitCount(0);
        QTest::ignoreMessage(QtWarningMsg, "MitigationLab: partitionsWithFix 9 refused; valid values are 3-8");
        lab.setPartitionsWithFix(9);
        QTest::ignoreMessage(QtWarningMsg,
                             "MitigationLab: fix 5 refused; valid fixes are MitigationLab.NoFix (0) to "
                             "MitigationLab.AddPartitions (4)");
        lab.setFix(MitigationLab::Fix(5));
        QTest::ignoreMessage(QtWarningMsg,
                             "MitigationLab: routing -1 refused; valid routings are MitigationLab.ModN (0) and "
                             "MitigationLab.FixedSlots (1)");
        lab.setRouting(MitigationLab::Routing(-1));
        QTest::ignoreMessage(QtWarningMsg, "MitigationLab::waiting: partition 3 refused; valid partitions are 0-2");
        QCOMPARE(lab.waiting(3), qint64(0));
        QTest::ignoreMessage(QtWarningMsg,
                             "MitigationLab::baselineWaiting: partition -1 refused; valid partitions are 0-2");
        QCOMPARE(lab.baselineWaiting(-1), qint64(0));
        QTest::ignoreMessage(QtWarningMsg, "MitigationLab::ownerOf: key -1 refused; valid keys are 0-11");
        QCOMPARE(lab.ownerOf(-1), -1);
        // The same value is no change either.
        lab.setSplitCount(3);
        lab.setFix(MitigationLab::SplitHotKey);
        QCOMPARE(settings.count(), 0);
        QCOMPARE(run.count(), 0);
        QCOMPARE(lab.stepCount(), qint64(1));
        QCOMPARE(lab.totalReceived(), qint64(12));
        QCOMPARE(lab.splitCount(), 3);
    }

    void aNewSettingStartsANewRun()
    {
        MitigationLab lab;
        lab.sendBatch();
        QSignalSpy settings(&lab, &MitigationLab::settingsChanged);
        QSignalSpy status(&lab, &MitigationLab::statusUpdated);
        lab.setCacheHits(3); // not used without CacheReads, and still a new run
        QCOMPARE(settings.count(), 1);
        QCOMPARE(status.count(), 1);
        QCOMPARE(lab.stepCount(), qint64(0));
        QCOMPARE(lab.baselineTotalWaiting(), qint64(0));
        QCOMPARE(lab.statusText(), QStringLiteral("New run: send a batch to both systems and compare their queues."));
    }

    void theTableFollowsThePartitions()
    {
        MitigationLab lab;
        QAbstractItemModelTester tester(lab.table(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(lab.table()->rowCount(), 3);
        QCOMPARE(lab.table()->columnCount(), int(MitigationTableModel::ColumnCount));
        lab.setFix(MitigationLab::AddPartitions);
        lab.setPartitionsWithFix(6);
        QCOMPARE(lab.table()->rowCount(), 6);
        lab.sendBatch();
        QCOMPARE(cell(lab, 0, MitigationTableModel::ReceivedColumn), QStringLiteral("9"));
        QCOMPARE(cell(lab, 0, MitigationTableModel::WaitingColumn), QStringLiteral("5"));
        QCOMPARE(cell(lab, 0, MitigationTableModel::BaselineWaitingColumn), QStringLiteral("6"));
        // P5 does not exist without the fix: no number rather than a 0.
        QCOMPARE(cell(lab, 5, MitigationTableModel::BaselineWaitingColumn), QStringLiteral("–"));
        QVERIFY(
            lab.tableSummary().contains(QStringLiteral("P5 (added by the fix): 0 received, 0 completed, 0 waiting")));
        QVERIFY(lab.table()
                    ->data(lab.table()->index(0, MitigationTableModel::WaitingColumn), MitigationTableModel::AlarmRole)
                    .toBool());
        lab.setFix(MitigationLab::SplitHotKey);
        QCOMPARE(lab.table()->rowCount(), 3);
        QCOMPARE(cell(lab, 0, MitigationTableModel::ReceivedColumn), QStringLiteral("0"));
    }

    // The two charts' bars: one set per partition, the waiting requests on the diagonal;
    // the fix's chart has as many partitions as the fix makes.
    void theBarsFollowThePartitions()
    {
        MitigationLab lab;
        PartitionBarsModel *bars = lab.waitingBars();
        PartitionBarsModel *baseline = lab.baselineWaitingBars();
        QAbstractItemModelTester tester(bars, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester baselineTester(baseline, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(bars->partitionCount(), 3);
        QCOMPARE(baseline->partitionCount(), 3);
        QSignalSpy counted(bars, &PartitionBarsModel::partitionCountChanged);
        lab.setFix(MitigationLab::AddPartitions);
        lab.setPartitionsWithFix(6);
        QCOMPARE(bars->partitionCount(), 6);
        QVERIFY(counted.count() >= 1);
        QCOMPARE(baseline->partitionCount(), 3);
        lab.sendBatch();
        QCOMPARE(bars->index(0, 0).data().toDouble(), 5.0);
        QCOMPARE(bars->index(0, 5).data().toDouble(), 0.0);
        QCOMPARE(baseline->index(0, 0).data().toDouble(), 6.0);
        QCOMPARE(baseline->values(), (QList<double> {6, 0, 0}));
        QCOMPARE(bars->values().size(), lab.waitingWithFix().size());
        for (qsizetype p = 0; p < bars->values().size(); ++p)
            QCOMPARE(bars->values().at(p), lab.waitingWithFix().at(p).toDouble());
        lab.setFix(MitigationLab::SplitHotKey);
        QCOMPARE(bars->partitionCount(), 3);
        QCOMPARE(bars->values(), (QList<double> {0, 0, 0}));
    }

    // The picture of where a batch goes: the cache as a place of its own that no request
    // leaves, sub-keys as chips on their partitions, every key placed, the words in the
    // chosen language.
    void batchPlacesShowCacheAndSubKeys()
    {
        const auto chipTexts = [](const QVariant &place) {
            QStringList texts;
            const QVariantList chips = place.toMap().value(QStringLiteral("chips")).toList();
            for (const QVariant &chip : chips)
                texts.append(chip.toMap().value(QStringLiteral("text")).toString());
            return texts.join(QStringLiteral(" | "));
        };
        MitigationLab lab;
        QSignalSpy changed(&lab, &MitigationLab::batchPlacesChanged);
        QVariantList places = lab.batchPlaces();
        QCOMPARE(places.size(), 3);
        QCOMPARE(chipTexts(places[0]), QStringLiteral("0 ×9 | 3 ×1 | 6 | 9"));
        QCOMPARE(places[0].toMap().value(QStringLiteral("requestsText")).toString(), QStringLiteral("10 per batch"));

        lab.setFix(MitigationLab::CacheReads);
        QCOMPARE(changed.count(), 1);
        places = lab.batchPlaces();
        QCOMPARE(places.size(), 4);
        const QVariantMap cache = places[0].toMap();
        QCOMPARE(cache.value(QStringLiteral("name")).toString(), QStringLiteral("Cache"));
        QVERIFY(cache.value(QStringLiteral("cache")).toBool());
        QCOMPARE(chipTexts(places[0]), QStringLiteral("0 ×6"));
        QCOMPARE(cache.value(QStringLiteral("accessibleName")).toString(),
                 QStringLiteral("Cache: answers 6 requests for key 0 in every batch; they never reach a partition."));
        QCOMPARE(chipTexts(places[1]), QStringLiteral("0 ×3 | 3 ×1 | 6 | 9"));
        QVERIFY(!places[1].toMap().value(QStringLiteral("cache")).toBool());
        QCOMPARE(places[1].toMap().value(QStringLiteral("accessibleName")).toString(),
                 QStringLiteral("P0 holds keys 0, 3, 6, 9 and gets 4 requests in every batch."));
        const QVariantMap hot = places[1].toMap().value(QStringLiteral("chips")).toList().first().toMap();
        QVERIFY(hot.value(QStringLiteral("hot")).toBool());
        QVERIFY(!hot.value(QStringLiteral("idle")).toBool());
        const QVariantMap idle = places[1].toMap().value(QStringLiteral("chips")).toList().last().toMap();
        QVERIFY(!idle.value(QStringLiteral("hot")).toBool());
        QVERIFY(idle.value(QStringLiteral("idle")).toBool());

        lab.setFix(MitigationLab::SplitHotKey);
        lab.setSplitCount(4);
        places = lab.batchPlaces();
        QCOMPARE(places.size(), 3);
        QCOMPARE(chipTexts(places[0]), QStringLiteral("0#0 ×3 | 0#3 ×2 | 3 ×1 | 6 | 9"));
        QCOMPARE(chipTexts(places[1]), QStringLiteral("0#1 ×2 | 1 ×1 | 4 | 7 | 10"));
        QCOMPARE(chipTexts(places[2]), QStringLiteral("0#2 ×2 | 2 ×1 | 5 | 8 | 11"));
        QCOMPARE(places[0].toMap().value(QStringLiteral("requestsText")).toString(), QStringLiteral("6 per batch"));

        // A batch changes the queues, not where a batch goes.
        changed.clear();
        lab.sendBatch();
        QCOMPARE(changed.count(), 0);
        // The same value changes nothing.
        lab.setSplitCount(4);
        QCOMPARE(changed.count(), 0);

        QVERIFY(LanguageService::instance()->setLanguage(QStringLiteral("de")));
        QCOMPARE(changed.count(), 1);
        places = lab.batchPlaces();
        QCOMPARE(places[0].toMap().value(QStringLiteral("requestsText")).toString(), QStringLiteral("6 pro Stapel"));
        QCOMPARE(places[0].toMap().value(QStringLiteral("accessibleName")).toString(),
                 QStringLiteral("P0 enthält die Schlüssel 0#0, 0#3, 3, 6, 9 und bekommt in jedem Stapel 6 Anfragen."));
    }

    void textsFollowTheLanguage()
    {
        MitigationLab lab;
        QSignalSpy texts(&lab, &MitigationLab::textsChanged);
        QSignalSpy headers(lab.table(), &MitigationTableModel::headersChanged);
        lab.setFix(MitigationLab::SplitHotKey);
        texts.clear();
        QVERIFY(LanguageService::instance()->setLanguage(QStringLiteral("de")));
        QCOMPARE(texts.count(), 1);
        QCOMPARE(headers.count(), 1);
        QCOMPARE(lab.fixEffectText(),
                 QStringLiteral("Schlüssel 0 wird als 3 Unterschlüssel auf P0, P1, P2 geschrieben. Anfragen pro Stapel "
                                "an P0 / P1 / P2: 4 / 4 / 4."));
        QVERIFY(LanguageService::instance()->setLanguage(QStringLiteral("en")));
        QCOMPARE(lab.fixEffectText(),
                 QStringLiteral(
                     "Key 0 is written as 3 sub-keys on P0, P1, P2. Requests per batch on P0 / P1 / P2: 4 / 4 / 4."));
    }
};

QTEST_MAIN(TestMitigationLab)
#include "tst_mitigationlab.moc"
