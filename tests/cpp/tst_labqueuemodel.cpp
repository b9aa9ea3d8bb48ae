// hotspot-models-test: links hotspotmodels, no Qt Quick, Charts or Widgets (models_links_models_only checks it).
// LabQueueModel: the lab's queues as request tokens, one row per partition.
#include "i18n/LanguageService.h"
#include "lessons/lab/PartitionLab.h"

#include <QAbstractItemModelTester>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

class TestLabQueueModel : public QObject
{
    Q_OBJECT

private:
    static QVariant value(const PartitionLab &lab, int partition, LabQueueModel::Role role)
    {
        return lab.queues()->data(lab.queues()->index(partition), role);
    }
    // arrived, completed, waiting, shown older, shown new, hidden
    static QList<qint64> row(const PartitionLab &lab, int partition)
    {
        QList<qint64> out;
        for (const auto role : {LabQueueModel::ArrivedRole, LabQueueModel::CompletedRole, LabQueueModel::WaitingRole,
                                LabQueueModel::ShownOlderRole, LabQueueModel::ShownNewRole, LabQueueModel::HiddenRole})
            out.append(value(lab, partition, role).toLongLong());
        return out;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(LanguageService::instance()->applyLanguage(QStringLiteral("en")));
    }
    void cleanup() { LanguageService::instance()->applyLanguage(QStringLiteral("en")); }

    void shape()
    {
        PartitionLab lab;
        QAbstractItemModelTester tester(lab.queues(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(lab.queues()->rowCount(), 3);
        QCOMPARE(lab.queues()->tokensPerRow(), 4);
        // The hot profile's largest arrival, 10 requests, needs three rows of four.
        QCOMPARE(lab.queues()->arrivedRows(), 3);
        QCOMPARE(lab.queues()->waitingRows(), 6);
        QCOMPARE(value(lab, 1, LabQueueModel::NameRole).toString(), QStringLiteral("P1"));
        QCOMPARE(row(lab, 0), (QList<qint64> {0, 0, 0, 0, 0, 0}));
        QCOMPARE(lab.queues()->description(), QStringLiteral("Every queue is empty: no step has run yet."));
        QCOMPARE(value(lab, 0, LabQueueModel::QueuesRole).value<LabQueueModel *>(), lab.queues());
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("is not valid"));
        QVERIFY(!lab.queues()->data(lab.queues()->index(3), LabQueueModel::ArrivedRole).isValid());
    }

    void queueGrowsBySixAndIsDrawnOldestFirst()
    {
        PartitionLab lab;
        QAbstractItemModelTester tester(lab.queues(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy steps(lab.queues(), &LabQueueModel::stepTaken);
        lab.setProfile(PartitionLab::HotKey);
        QCOMPARE(steps.count(), 0); // a new run is not a step
        lab.sendBatch();
        // P0: 10 arrived, 4 done, 6 wait, all of them from this batch.
        QCOMPARE(row(lab, 0), (QList<qint64> {10, 4, 6, 0, 6, 0}));
        QCOMPARE(row(lab, 1), (QList<qint64> {1, 1, 0, 0, 0, 0}));
        lab.sendBatch();
        // First in, first out: the step finished 4 of the first batch's 6, so 12 wait: 2 from
        // the first batch at the bottom, all 10 of this one on top.
        QCOMPARE(row(lab, 0), (QList<qint64> {10, 4, 12, 2, 10, 0}));
        lab.drainStep();
        QCOMPARE(row(lab, 0), (QList<qint64> {0, 4, 8, 8, 0, 0}));
        QCOMPARE(steps.count(), 3);
        QCOMPARE(lab.queues()->description(),
                 QStringLiteral("In step 3: P0: 0 arrived, 4 completed, 8 waiting; P1: 0 arrived, 0 completed, 0 "
                                "waiting; P2: 0 arrived, 0 completed, 0 waiting."));
        lab.resetRun();
        QCOMPARE(steps.count(), 3);
        QCOMPARE(row(lab, 0), (QList<qint64> {0, 0, 0, 0, 0, 0}));
    }

    void longQueuesAreCappedAndCounted()
    {
        PartitionLab lab;
        lab.setProfile(PartitionLab::HotKey);
        for (int batch = 0; batch < 6; ++batch)
            lab.sendBatch();
        // 36 wait; 24 tokens drawn (6 rows of 4): the 10 new ones and 14 older; 12 are
        // left to the count.
        QCOMPARE(row(lab, 0), (QList<qint64> {10, 4, 36, 14, 10, 12}));
        for (int batch = 0; batch < 100; ++batch)
            lab.sendBatch();
        QCOMPARE(row(lab, 0), (QList<qint64> {10, 4, 636, 14, 10, 612}));
    }

    void descriptionFollowsTheLanguage()
    {
        PartitionLab lab;
        lab.setProfile(PartitionLab::HotKey);
        for (int batch = 0; batch < 200; ++batch)
            lab.sendBatch();
        QSignalSpy changed(lab.queues(), &LabQueueModel::descriptionChanged);
        QVERIFY(LanguageService::instance()->applyLanguage(QStringLiteral("de")));
        QVERIFY(changed.count() >= 1);
        QVERIFY2(lab.queues()->description().contains(QStringLiteral("1.200")),
                 qPrintable(lab.queues()->description()));
        QVERIFY(!lab.queues()->description().contains(QStringLiteral("waiting")));
    }
};

QTEST_MAIN(TestLabQueueModel)
#include "tst_labqueuemodel.moc"
