// hotspot-models-test: links hotspotmodels, no Qt Quick, Charts or Widgets (models_links_models_only checks it).
// PartitionLab, the QML contract of the hot-key lab, and its table model.
#include "i18n/LanguageService.h"
#include "lessons/lab/PartitionLab.h"

#include <QAbstractItemModelTester>
#include <QCoreApplication>
#include <QLocale>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

class TestPartitionLab : public QObject
{
    Q_OBJECT

private:
    static QString cell(const PartitionLab &lab, int row, int column)
    {
        return lab.table()->data(lab.table()->index(row, column)).toString();
    }
    static QVariant value(const PartitionLab &lab, int row, int column)
    {
        return lab.table()->data(lab.table()->index(row, column), LabTableModel::ValueRole);
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // English plural forms ("1 step", "12 units") come from the English catalogue.
        QVERIFY(LanguageService::instance()->applyLanguage(QStringLiteral("en")));
    }
    void cleanup() { LanguageService::instance()->applyLanguage(QStringLiteral("en")); }

    void constantsAndDefaults()
    {
        PartitionLab lab;
        QCOMPARE(lab.partitionCount(), 3);
        QCOMPARE(lab.keyCount(), 12);
        QCOMPARE(lab.capacityPerStep(), 4);
        QCOMPARE(lab.batchSize(), 12);
        QCOMPARE(lab.profile(), PartitionLab::Even);
        QCOMPARE(lab.hotKey(), 0);
        QCOMPARE(lab.stepCount(), 0);
        QCOMPARE(lab.totalReceived(), 0);
        for (int p = 0; p < 3; ++p) {
            QCOMPARE(value(lab, p, LabTableModel::ShareColumn).toDouble(), 0.0);
            QCOMPARE(value(lab, p, LabTableModel::KeysOwnedColumn).toInt(), 4);
        }
        QCOMPARE(lab.ownerOf(0), 0);
        QCOMPARE(lab.ownerOf(10), 1);
        QCOMPARE(lab.ownerOf(11), 2);
    }

    // What the page draws comes from here, not from numbers written into QML.
    // The share chart's bars: row and column p hold partition p's rounded share, every
    // other cell 0. A new batch changes the cells of the bars that moved, no more, so the
    // chart keeps its bar sets (and their colours).
    void shareBarsAreTheRoundedShares()
    {
        PartitionLab lab;
        PartitionBarsModel *bars = lab.shareBars();
        QAbstractItemModelTester tester(bars, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(bars->partitionCount(), 3);
        QCOMPARE(bars->rowCount(), 3);
        QCOMPARE(bars->columnCount(), 3);
        QCOMPARE(bars->values(), (QList<double> {0, 0, 0}));
        QSignalSpy changed(bars, &QAbstractItemModel::dataChanged);
        QSignalSpy reset(bars, &QAbstractItemModel::modelReset);
        lab.setProfile(PartitionLab::HotKey);
        lab.sendBatch();
        QCOMPARE(bars->values(), (QList<double> {83, 8, 8}));
        QCOMPARE(changed.count(), 3);
        QCOMPARE(bars->index(0, 0).data().toDouble(), 83.0);
        QCOMPARE(bars->index(1, 1).data().toDouble(), 8.0);
        QCOMPARE(bars->index(0, 1).data().toDouble(), 0.0);
        QCOMPARE(bars->index(2, 0).data().toDouble(), 0.0);
        // The same shares again: nothing changes.
        lab.sendBatch();
        QCOMPARE(changed.count(), 3);
        QCOMPARE(reset.count(), 0);
        QVERIFY(!bars->index(3, 3).isValid());
    }

    void pageLayoutFactsComeFromTheModel()
    {
        PartitionLab lab;
        QCOMPARE(lab.partitionNames(), (QStringList {"P0", "P1", "P2"}));
        QCOMPARE(
            lab.placementText(),
            QStringLiteral("Every request names one of 12 keys, 0 to 11, one per product page. The key decides its "
                           "owner: partition = key mod 3. So P0 owns keys 0, 3, 6, and 9; P1 owns keys 1, 4, 7, "
                           "and 10; P2 owns keys 2, 5, 8, and 11."));
        QCOMPARE(lab.batchArrivalsText(), QStringLiteral("Requests per batch on P0 / P1 / P2: 4 / 4 / 4."));
        lab.setProfile(PartitionLab::HotKey);
        QCOMPARE(lab.batchArrivalsText(), QStringLiteral("Requests per batch on P0 / P1 / P2: 10 / 1 / 1."));
        QCOMPARE(lab.table()->columnWeights().size(), int(LabTableModel::ColumnCount));
        QCOMPARE(lab.table()->widestKeysText(), QStringLiteral("4 (1, 4, 7, 10)"));
        QVERIFY(lab.table()->isTextColumn(LabTableModel::PartitionColumn));
        QVERIFY(lab.table()->isTextColumn(LabTableModel::KeysOwnedColumn));
        QVERIFY(!lab.table()->isTextColumn(LabTableModel::WaitingColumn));

        // Only a waiting count above zero is an alarm.
        const auto alarming = [&lab](int row, int column) {
            return lab.table()->data(lab.table()->index(row, column), LabTableModel::AlarmRole).toBool();
        };
        QVERIFY(!alarming(0, LabTableModel::WaitingColumn));
        lab.sendBatch();
        QVERIFY(alarming(0, LabTableModel::WaitingColumn));
        QVERIFY(!alarming(1, LabTableModel::WaitingColumn));
        QVERIFY(!alarming(0, LabTableModel::ReceivedColumn));
        QCOMPARE(lab.table()->data(lab.table()->index(0, LabTableModel::KeysOwnedColumn), LabTableModel::TextRole),
                 QVariant(true));
    }

    void evenBatch()
    {
        PartitionLab lab;
        QAbstractItemModelTester tester(lab.table(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        lab.sendBatch();
        for (int p = 0; p < 3; ++p) {
            QCOMPARE(lab.received(p), 4);
            QCOMPARE(lab.completed(p), 4);
            QCOMPARE(lab.waiting(p), 0);
            QCOMPARE(cell(lab, p, LabTableModel::WaitingColumn), QStringLiteral("0"));
        }
        QCOMPARE(lab.totalCompleted(), 12);
        QCOMPARE(lab.totalWaiting(), 0);
        QCOMPARE(lab.stepCount(), 1);
        QCOMPARE(lab.capacitySummary(), QStringLiteral("In 1 step: 12 units of capacity, 12 requests completed"));
        // Even shares of 33% add up to 99 as well; only an empty run has no bars to explain.
        QCOMPARE(lab.sharesNote(),
                 QStringLiteral("The bars show shares rounded to whole percent, so here they add up "
                                "to 99% (33 + 33 + 33). The table gives the exact counts."));
        lab.resetRun();
        QCOMPARE(lab.sharesNote(),
                 QStringLiteral("The bars will show each partition's share of the requests received in this run."));
    }

    void hotBatchesAndDrains()
    {
        PartitionLab lab;
        QAbstractItemModelTester tester(lab.table(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        lab.setProfile(PartitionLab::HotKey);
        QCOMPARE(lab.batchArrivals(), (QVariantList {10, 1, 1}));
        lab.sendBatch();
        QCOMPARE(lab.received(0), 10);
        QCOMPARE(lab.received(1), 1);
        QCOMPARE(lab.received(2), 1);
        QCOMPARE(lab.completed(0), 4);
        QCOMPARE(lab.completed(1), 1);
        QCOMPARE(lab.completed(2), 1);
        QCOMPARE(lab.waiting(0), 6);
        QCOMPARE(lab.totalWaiting(), 6);
        QCOMPARE(lab.capacityOffered(), 12);
        QCOMPARE(lab.totalCompleted(), 6);
        QCOMPARE(lab.capacitySummary(), QStringLiteral("In 1 step: 12 units of capacity, 6 requests completed"));
        QCOMPARE(lab.roundedShares(), (QVariantList {83, 8, 8}));
        // The note under the chart speaks of this run's bars, which add up to 99.
        QCOMPARE(lab.sharesNote(),
                 QStringLiteral("The bars show shares rounded to whole percent, so here they add up "
                                "to 99% (83 + 8 + 8). The table gives the exact counts."));
        QCOMPARE(lab.partitionFigures(),
                 (QStringList {QStringLiteral("P0: 10 received, 4 completed, 6 waiting"),
                               QStringLiteral("P1: 1 received, 1 completed, 0 waiting"),
                               QStringLiteral("P2: 1 received, 1 completed, 0 waiting")}));
        QVERIFY(qAbs(value(lab, 0, LabTableModel::ShareColumn).toDouble() - 250.0 / 3.0) < 1e-9);
        QCOMPARE(cell(lab, 0, LabTableModel::ShareColumn), QStringLiteral("83%"));
        QCOMPARE(cell(lab, 0, LabTableModel::ReceivedColumn), QStringLiteral("10"));
        QCOMPARE(value(lab, 0, LabTableModel::WaitingColumn).toLongLong(), 6);
        QCOMPARE(lab.mostLoadedPartition(), 0);

        lab.sendBatch();
        QCOMPARE(lab.waiting(0), 12);
        QCOMPARE(lab.drainStepsToEmpty(), 3);
        for (int i = 0; i < 3; ++i)
            lab.drainStep();
        QCOMPARE(lab.totalWaiting(), 0);
        QCOMPARE(lab.stepCount(), 5);
        QCOMPARE(cell(lab, 0, LabTableModel::CompletedColumn), QStringLiteral("20"));
    }

    void hotKeyMovesTheLoad_data()
    {
        QTest::addColumn<int>("hotKey");
        QTest::addColumn<int>("loaded");
        QTest::newRow("hot key 1 -> P1") << 1 << 1;
        QTest::newRow("hot key 3 -> P0") << 3 << 0;
        QTest::newRow("hot key 11 wraps -> P2") << 11 << 2;
    }

    void hotKeyMovesTheLoad()
    {
        QFETCH(int, hotKey);
        QFETCH(int, loaded);
        PartitionLab lab;
        lab.setProfile(PartitionLab::HotKey);
        lab.setHotKey(hotKey);
        QCOMPARE(lab.hotOwner(), loaded);
        lab.sendBatch();
        for (int p = 0; p < 3; ++p) {
            QCOMPARE(lab.received(p), p == loaded ? 10 : 1);
            QCOMPARE(lab.waiting(p), p == loaded ? 6 : 0);
        }
        QCOMPARE(lab.mostLoadedPartition(), loaded);
        QCOMPARE(lab.roundedShares().at(loaded).toInt(), 83);
        if (hotKey == 11) {
            const QVariantList keys = lab.batchComposition();
            QCOMPARE(keys.at(11).toInt(), 9);
            QCOMPARE(keys.at(0).toInt(), 1);
            QCOMPARE(keys.at(1).toInt(), 1);
            QCOMPARE(keys.at(2).toInt(), 1);
            QCOMPARE(keys.at(10).toInt(), 0);
        }
    }

    void batchShapeForThePage()
    {
        PartitionLab lab;
        QCOMPARE(lab.queueGrowthPerBatch(), 0);
        QCOMPARE(lab.batchArrivals(), (QVariantList {4, 4, 4}));
        lab.setProfile(PartitionLab::HotKey);
        QCOMPARE(lab.queueGrowthPerBatch(), 6);
        lab.setHotKey(11);
        QCOMPARE(lab.neighbourKey(1), 0);
        QCOMPARE(lab.neighbourKey(2), 1);
        QCOMPARE(lab.neighbourKey(3), 2);
        QCOMPARE(lab.hotOwner(), 2);
        QCOMPARE(lab.batchArrivals(), (QVariantList {1, 1, 10}));
        QCOMPARE(lab.partitionNames().at(2), QStringLiteral("P2"));
    }

    void resetKeepsSelection()
    {
        PartitionLab lab;
        lab.setProfile(PartitionLab::HotKey);
        lab.setHotKey(7);
        lab.sendBatch();
        lab.sendBatch();
        QSignalSpy profileSpy(&lab, &PartitionLab::profileChanged);
        QSignalSpy runSpy(&lab, &PartitionLab::runChanged);
        lab.resetRun();
        QCOMPARE(lab.profile(), PartitionLab::HotKey);
        QCOMPARE(lab.hotKey(), 7);
        QCOMPARE(lab.stepCount(), 0);
        QCOMPARE(lab.totalReceived(), 0);
        QCOMPARE(lab.totalWaiting(), 0);
        QCOMPARE(profileSpy.count(), 0);
        QCOMPARE(runSpy.count(), 1);
    }

    void newSelectionClearsTheRun()
    {
        PartitionLab lab;
        QSignalSpy hotSpy(&lab, &PartitionLab::hotKeyChanged);
        QSignalSpy profileSpy(&lab, &PartitionLab::profileChanged);
        lab.sendBatch();
        lab.setProfile(PartitionLab::HotKey);
        QCOMPARE(profileSpy.count(), 1);
        QCOMPARE(lab.stepCount(), 0);
        lab.sendBatch();
        lab.setHotKey(2);
        QCOMPARE(hotSpy.count(), 1);
        QCOMPARE(lab.totalReceived(), 0);
        QCOMPARE(lab.waiting(0), 0); // queued requests are not migrated
        lab.sendBatch();
        QCOMPARE(lab.waiting(2), 6);
        // The same values again change nothing.
        lab.setHotKey(2);
        lab.setProfile(PartitionLab::HotKey);
        QCOMPARE(hotSpy.count(), 1);
        QCOMPARE(profileSpy.count(), 1);
        QCOMPARE(lab.waiting(2), 6);
        lab.setProfile(PartitionLab::Even);
        QCOMPARE(profileSpy.count(), 2);
        QCOMPARE(lab.totalReceived(), 0);
    }

    void invalidValuesAreRefused()
    {
        PartitionLab lab;
        lab.setProfile(PartitionLab::HotKey);
        lab.setHotKey(5);
        lab.sendBatch();
        QSignalSpy hotSpy(&lab, &PartitionLab::hotKeyChanged);
        QSignalSpy runSpy(&lab, &PartitionLab::runChanged);

        QTest::ignoreMessage(QtWarningMsg, "PartitionLab: hot key 12 refused; valid keys are 0-11");
        lab.setHotKey(12);
        QTest::ignoreMessage(QtWarningMsg, "PartitionLab: hot key -1 refused; valid keys are 0-11");
        lab.setHotKey(-1);
        QTest::ignoreMessage(QtWarningMsg,
                             QRegularExpression("profile 7 refused; valid profiles are PartitionLab.Even"));
        lab.setProfile(PartitionLab::Profile(7));
        QTest::ignoreMessage(QtWarningMsg, "PartitionLab::waiting: partition 3 refused; valid partitions are 0-2");
        QCOMPARE(lab.waiting(3), 0);
        QTest::ignoreMessage(QtWarningMsg, "PartitionLab::received: partition -1 refused; valid partitions are 0-2");
        QCOMPARE(lab.received(-1), 0);
        QTest::ignoreMessage(QtWarningMsg, "PartitionLab::ownerOf: key 12 refused; valid keys are 0-11");
        QCOMPARE(lab.ownerOf(12), -1);

        QCOMPARE(lab.hotKey(), 5);
        QCOMPARE(lab.profile(), PartitionLab::HotKey);
        QCOMPARE(lab.waiting(2), 6);
        QCOMPARE(lab.stepCount(), 1);
        QCOMPARE(hotSpy.count(), 0);
        QCOMPARE(runSpy.count(), 0);
    }

    void tableShapeAndHeaders()
    {
        PartitionLab lab;
        LabTableModel *table = lab.table();
        QAbstractItemModelTester tester(table, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(table->rowCount(), 3);
        QCOMPARE(table->columnCount(), 6);
        QCOMPARE(table->headers(),
                 (QStringList {"Partition", "Keys owned", "Received", "Completed", "Waiting", "Share"}));
        QCOMPARE(table->headerData(5, Qt::Horizontal).toString(), QStringLiteral("Share"));
        QCOMPARE(cell(lab, 1, LabTableModel::PartitionColumn), QStringLiteral("P1"));
        QCOMPARE(cell(lab, 0, LabTableModel::KeysOwnedColumn), QStringLiteral("4 (0, 3, 6, 9)"));
        QCOMPARE(cell(lab, 2, LabTableModel::KeysOwnedColumn), QStringLiteral("4 (2, 5, 8, 11)"));
        QCOMPARE(cell(lab, 2, LabTableModel::ShareColumn), QStringLiteral("0%"));
        QVERIFY(table->roleNames().values().contains("value"));

        QSignalSpy dataSpy(table, &QAbstractItemModel::dataChanged);
        lab.sendBatch();
        QCOMPARE(dataSpy.count(), 1);
    }

    // The narrow-window table: partitions as columns, figures as rows, and it follows
    // every change of the table it shows.
    void transposedTableMirrorsTheTable()
    {
        PartitionLab lab;
        QAbstractItemModel *transposed = lab.transposedTable();
        QAbstractItemModelTester tester(transposed, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(transposed->rowCount(), 6);
        QCOMPARE(transposed->columnCount(), 3);
        QVERIFY(transposed->roleNames().values().contains("value"));
        const auto shown = [transposed](int row, int column) {
            return transposed->data(transposed->index(row, column), Qt::DisplayRole).toString();
        };
        QCOMPARE(shown(LabTableModel::PartitionColumn, 1), QStringLiteral("P1"));
        QCOMPARE(shown(LabTableModel::KeysOwnedColumn, 2), QStringLiteral("4 (2, 5, 8, 11)"));

        QSignalSpy dataSpy(transposed, &QAbstractItemModel::dataChanged);
        lab.setProfile(PartitionLab::HotKey);
        lab.sendBatch();
        QCOMPARE(dataSpy.count(), 2); // the new selection, then the batch
        QCOMPARE(shown(LabTableModel::ReceivedColumn, 0), QStringLiteral("10"));
        QCOMPARE(shown(LabTableModel::WaitingColumn, 0), QStringLiteral("6"));
        QCOMPARE(shown(LabTableModel::ShareColumn, 0), QStringLiteral("83%"));
        QCOMPARE(
            transposed->data(transposed->index(LabTableModel::WaitingColumn, 0), LabTableModel::ValueRole).toLongLong(),
            6);
    }

    void headersFollowTheLanguage()
    {
        PartitionLab lab;
        QSignalSpy headerSpy(lab.table(), &QAbstractItemModel::headerDataChanged);
        QSignalSpy headersSpy(lab.table(), &LabTableModel::headersChanged);
        QSignalSpy textSpy(&lab, &PartitionLab::textsChanged);
        QVERIFY(LanguageService::instance()->applyLanguage(QStringLiteral("de")));
        QCOMPARE(headerSpy.count(), 1);
        QCOMPARE(headersSpy.count(), 1);
        QCOMPARE(textSpy.count(), 1);
        QCOMPARE(lab.table()->headerData(1, Qt::Horizontal).toString(), QStringLiteral("Eigene Schlüssel"));
        QCOMPARE(lab.table()->headers().at(4), QStringLiteral("Wartend"));
        QCOMPARE(lab.capacitySummary(), QStringLiteral("In 0 Schritten: 0 Einheiten Kapazität, 0 Anfragen erledigt"));
        QVERIFY(LanguageService::instance()->applyLanguage(QStringLiteral("en")));
        QCOMPARE(headerSpy.count(), 2);
        QCOMPARE(lab.table()->headerData(1, Qt::Horizontal).toString(), QStringLiteral("Keys owned"));
    }

    void numbersFollowTheLocale()
    {
        PartitionLab lab;
        lab.setProfile(PartitionLab::HotKey);
        for (int i = 0; i < 200; ++i)
            lab.sendBatch();
        QCOMPARE(cell(lab, 0, LabTableModel::ReceivedColumn), QStringLiteral("2,000"));
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        QCOMPARE(cell(lab, 0, LabTableModel::ReceivedColumn), QStringLiteral("2.000"));
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void statusTextsSayWhatHappened()
    {
        PartitionLab lab;
        QSignalSpy statusSpy(&lab, &PartitionLab::statusUpdated);
        QCOMPARE(lab.statusText(), QStringLiteral("New run: nothing sent yet and every queue is empty."));
        QCOMPARE(lab.shareSummary(), QStringLiteral("No requests received yet."));

        lab.setProfile(PartitionLab::HotKey);
        QCOMPARE(statusSpy.count(), 1);
        lab.sendBatch();
        QCOMPARE(statusSpy.count(), 2);
        // Hot key 0: P0 receives 10 of 12 requests, finishes 4 and queues 6.
        QCOMPARE(lab.statusText(), QStringLiteral("Batch sent, step 1 done. Waiting: 6 at P0, 0 at P1, and 0 at P2."));
        QCOMPARE(lab.shareSummary(),
                 QStringLiteral("P0 received 10 of 12 requests (83%), P1 received 1 of 12 requests "
                                "(8%), and P2 received 1 of 12 requests (8%)"));
        QCOMPARE(lab.tableSummary(),
                 QStringLiteral("P0: 10 received, 4 completed, 6 waiting; P1: 1 received, 1 "
                                "completed, 0 waiting; P2: 1 received, 1 completed, 0 waiting"));
        lab.sendBatch();
        lab.drainStep();
        QCOMPARE(statusSpy.count(), 4);
        // 12 waiting after two batches, 4 fewer after a drain step.
        QCOMPARE(lab.statusText(), QStringLiteral("Drain step done, step 3. Waiting: 8 at P0, 0 at P1, and 0 at P2."));
        lab.resetRun();
        QCOMPARE(statusSpy.count(), 5);
        QCOMPARE(lab.statusText(), QStringLiteral("Run reset: all counters are zero and every queue is empty."));
        lab.setHotKey(1);
        QCOMPARE(statusSpy.count(), 6);
        QCOMPARE(lab.statusText(), QStringLiteral("New run: nothing sent yet and every queue is empty."));

        // A refused value changes nothing, so nothing is announced.
        QTest::ignoreMessage(QtWarningMsg, "PartitionLab: hot key 12 refused; valid keys are 0-11");
        lab.setHotKey(12);
        QCOMPARE(statusSpy.count(), 6);
    }

    void statusTextFollowsTheLanguage()
    {
        PartitionLab lab;
        lab.setProfile(PartitionLab::HotKey);
        for (int i = 0; i < 200; ++i)
            lab.sendBatch();
        QSignalSpy statusSpy(&lab, &PartitionLab::statusUpdated);
        QSignalSpy textSpy(&lab, &PartitionLab::textsChanged);
        QVERIFY(LanguageService::instance()->applyLanguage(QStringLiteral("de")));
        QCOMPARE(textSpy.count(), 1);
        // 200 batches: 2,000 received at P0, 800 completed, 1,200 waiting.
        QCOMPARE(
            lab.statusText(),
            QStringLiteral("Stapel gesendet, Schritt 200 ausgeführt. Wartend: 1.200 bei P0, 0 bei P1 und 0 bei P2."));
        // A language switch is no new state: nothing to announce.
        QCOMPARE(statusSpy.count(), 0);
    }
};

QTEST_MAIN(TestPartitionLab)
#include "tst_partitionlab.moc"
