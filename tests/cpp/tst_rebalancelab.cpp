// hotspot-models-test: links hotspotmodels, no Qt Quick, Charts or Widgets (models_links_models_only checks it).
// RebalanceLab, the QML contract of the rebalance lesson: every name the page and the
// checks outside the repository use, the defaults, refused values, the signals, the
// invokables, the count on the worker thread, and the node model.
#include "lessons/rebalance/RebalanceLab.h"

#include <QAbstractItemModelTester>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

#include <memory>

namespace {
QVariantList intList(const std::vector<int> &values)
{
    QVariantList list;
    for (const int value : values)
        list.append(value);
    return list;
}

QVariantList doubleList(const std::vector<double> &values)
{
    QVariantList list;
    for (const double value : values)
        list.append(value);
    return list;
}

RebalanceCore::Figures coreFigures(RebalanceCore::Scheme scheme, int keys, int nodes, int tokens, int hotShare)
{
    RebalanceCore::Settings settings;
    settings.scheme = scheme;
    settings.keyCount = keys;
    settings.nodeCount = nodes;
    settings.virtualNodes = tokens;
    settings.hotSharePercent = hotShare;
    return RebalanceCore(settings).compute().value();
}

// Every counted figure the lab shows equals the core's.
void compareWithCore(const RebalanceLab &lab, const RebalanceCore::Figures &core)
{
    QCOMPARE(lab.keysPerNode(), intList(core.keysPerNode));
    QCOMPARE(lab.keysPerNodeAfter(), intList(core.keysPerNodeAfter));
    QCOMPARE(lab.loadPercentPerNode(), doubleList(core.loadPercentPerNode));
    QCOMPARE(lab.loadPercentPerNodeAfter(), doubleList(core.loadPercentPerNodeAfter));
    QCOMPARE(lab.keysMoved(), core.keysMoved);
    QCOMPARE(lab.keysMovedPercent(), core.keysMovedPercent);
    QCOMPARE(lab.movesBetweenOldNodes(), core.movesBetweenOldNodes);
    QCOMPARE(lab.slotsMoved(), core.slotsMoved);
    QCOMPARE(lab.maxToAverageKeys(), core.maxToAverageKeys);
    QCOMPARE(lab.maxToAverageKeysAfter(), core.maxToAverageKeysAfter);
    QCOMPARE(lab.maxLoadPercent(), core.maxLoadPercent);
    QCOMPARE(lab.maxLoadPercentAfter(), core.maxLoadPercentAfter);
    QCOMPARE(lab.loadMovedPercent(), core.loadMovedPercent);
    QCOMPARE(lab.hotKeyOwner(), core.hotKeyOwner);
    QCOMPARE(lab.hotKeyOwnerAfter(), core.hotKeyOwnerAfter);
    QCOMPARE(lab.idealMovedPercent(), core.idealMovedPercent);
}
} // namespace

class TestRebalanceLab : public QObject
{
    Q_OBJECT

private slots:
    void theQmlContract()
    {
        QQmlEngine engine;
        QQmlComponent component(&engine);
        component.setData(R"(
            import QtQml
            import HotspotLab.Models
            RebalanceLab {
                readonly property var settings: [scheme, keyCount, nodeCount, virtualNodes, hotSharePercent,
                    slotCount, nodeCountAfter]
                readonly property var figures: [keysMoved, keysMovedPercent, idealMovedPercent,
                    movesBetweenOldNodes, slotsMoved, maxToAverageKeys, maxToAverageKeysAfter, maxLoadPercent,
                    maxLoadPercentAfter, loadMovedPercent, busy, progress]
                readonly property var lists: [keysPerNode, keysPerNodeAfter, loadPercentPerNode,
                    loadPercentPerNodeAfter]
                readonly property var schemes: [RebalanceLab.ModN, RebalanceLab.FixedSlots, RebalanceLab.Ring,
                    RebalanceLab.Rendezvous, RebalanceLab.JumpHash]
                readonly property var answers: [hashOf(0), ownerBefore(0), ownerAfter(0), ownerBefore(-1),
                    ownerAfter(100000)]
                readonly property int nodeRows: nodes.rowCount()
                property var slotsAfterSwitch: []
                function switchToSlots() {
                    scheme = RebalanceLab.FixedSlots;
                    slotsAfterSwitch = [scheme, slotsMoved, keysMoved];
                }
            })",
                          QUrl(QStringLiteral("qrc:/tst_rebalancelab.qml")));
        std::unique_ptr<QObject> object(component.create());
        QVERIFY2(object, qPrintable(component.errorString()));
        auto *lab = qobject_cast<RebalanceLab *>(object.get());
        QVERIFY(lab);
        // The defaults: mod N, 100,000 keys on 4 nodes, 1 token, a 10 % hot key.
        QCOMPARE(object->property("settings").toList(), (QVariantList {0, 100'000, 4, 1, 10, 16'384, 5}));
        QCOMPARE(object->property("schemes").toList(), (QVariantList {0, 1, 2, 3, 4}));
        // At the defaults the figures are there at once (counted in the constructor):
        // 79,899 keys move, 60,137 of them between old nodes.
        const QVariantList figures = object->property("figures").toList();
        QCOMPARE(figures.size(), 12);
        QCOMPARE(figures.at(0).toInt(), 79'899);
        QCOMPARE(figures.at(1).toDouble(), 79.899);
        QCOMPARE(figures.at(2).toDouble(), 20.0);
        QCOMPARE(figures.at(3).toInt(), 60'137);
        QCOMPARE(figures.at(4).toInt(), 0);
        QCOMPARE(figures.at(5).toDouble(), 25'209 / 25'000.0);
        QCOMPARE(figures.at(6).toDouble(), 20'136 / 20'000.0);
        QCOMPARE(figures.at(7).toDouble(), 10.0 + 25'039 * 90.0 / 99'999);
        QCOMPARE(figures.at(8).toDouble(), 10.0 + 20'035 * 90.0 / 99'999);
        QCOMPARE(figures.at(9).toDouble(), 10.0 + 79'898 * 90.0 / 99'999);
        QCOMPARE(figures.at(10).toBool(), false);
        QCOMPARE(figures.at(11).toDouble(), 1.0);
        const QVariantList lists = object->property("lists").toList();
        QCOMPARE(lists.at(0).toList(), (QVariantList {25'209, 24'859, 24'892, 25'040}));
        QCOMPARE(lists.at(1).toList(), (QVariantList {20'036, 20'102, 20'136, 19'964, 19'762}));
        QCOMPARE(lists.at(2).toList().size(), 4);
        QCOMPARE(lists.at(3).toList().size(), 5);
        double total = 0;
        for (const QVariant &load : lists.at(3).toList())
            total += load.toDouble();
        QVERIFY(qAbs(total - 100.0) < 1e-9);
        // The hash as a decimal string (too large for a QML number); key 0 sits on node 3
        // before and node 0 after; no owner outside the keys.
        QCOMPARE(object->property("answers").toList(),
                 (QVariantList {QStringLiteral("16294208416658607535"), 3, 0, -1, -1}));
        QCOMPARE(object->property("nodeRows").toInt(), 5);
        // A scheme set from QML counts again at once: 3,277 slots, 20,092 keys.
        QVERIFY(QMetaObject::invokeMethod(object.get(), "switchToSlots"));
        QCOMPARE(object->property("slotsAfterSwitch").toList(), (QVariantList {1, 3'277, 20'092}));
    }

    void settingsCountAgain()
    {
        RebalanceLab lab;
        QSignalSpy settings(&lab, &RebalanceLab::settingsChanged);
        QSignalSpy figures(&lab, &RebalanceLab::figuresChanged);
        QSignalSpy busy(&lab, &RebalanceLab::busyChanged);
        lab.setNodeCount(4); // the same value
        QCOMPARE(settings.count(), 0);
        QCOMPARE(figures.count(), 0);
        lab.setScheme(RebalanceLab::JumpHash);
        QCOMPARE(settings.count(), 1);
        QCOMPARE(figures.count(), 1);
        QCOMPARE(lab.scheme(), RebalanceLab::JumpHash);
        QCOMPARE(lab.keysMoved(), 19'910);
        QCOMPARE(lab.movesBetweenOldNodes(), 0);
        lab.setHotSharePercent(0);
        QCOMPARE(lab.hotSharePercent(), 0);
        QCOMPARE(lab.loadMovedPercent(), 19'910 * 100.0 / 99'999);
        lab.setScheme(RebalanceLab::Ring);
        lab.setVirtualNodes(256);
        QCOMPARE(lab.virtualNodes(), 256);
        QCOMPARE(lab.maxToAverageKeys(), 1.11652);
        lab.setNodeCount(1);
        QCOMPARE(lab.nodeCountAfter(), 2);
        QCOMPARE(lab.idealMovedPercent(), 50.0);
        lab.setKeyCount(1'000);
        QCOMPARE(lab.keyCount(), 1'000);
        QCOMPARE(lab.keysPerNode(), (QVariantList {1'000}));
        QCOMPARE(settings.count(), 6);
        QCOMPARE(figures.count(), 6);
        // All of these are small enough to count at once: never busy.
        QCOMPARE(busy.count(), 0);
        compareWithCore(lab, coreFigures(RebalanceCore::Scheme::Ring, 1'000, 1, 256, 0));
        QCOMPARE(lab.ownerAfter(999), lab.core().ownerAfter(999));
        QCOMPARE(lab.ownerBefore(1'000), -1);
        QCOMPARE(lab.ownerBefore(0), 0);
    }

    void invalidValuesAreRefused()
    {
        RebalanceLab lab;
        lab.setScheme(RebalanceLab::Rendezvous);
        const RebalanceCore::Figures before = lab.figures();
        QSignalSpy settings(&lab, &RebalanceLab::settingsChanged);
        QSignalSpy figures(&lab, &RebalanceLab::figuresChanged);
        const auto refuse = [](const char *message) {
            QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QString::fromLatin1(message)));
        };
        refuse("^RebalanceLab: keyCount 999 refused; valid values are 1000-1000000$");
        lab.setKeyCount(999);
        refuse("keyCount 1000001 refused; valid values are 1000-1000000");
        lab.setKeyCount(1'000'001);
        refuse("nodeCount 0 refused; valid values are 1-64");
        lab.setNodeCount(0);
        refuse("nodeCount 65 refused; valid values are 1-64");
        lab.setNodeCount(65);
        refuse("virtualNodes 0 refused; valid values are 1-512");
        lab.setVirtualNodes(0);
        refuse("virtualNodes 513 refused; valid values are 1-512");
        lab.setVirtualNodes(513);
        refuse("hotSharePercent -1 refused; valid values are 0-90");
        lab.setHotSharePercent(-1);
        refuse("hotSharePercent 91 refused; valid values are 0-90");
        lab.setHotSharePercent(91);
        refuse("scheme 5 refused; valid values are 0-4");
        lab.setScheme(RebalanceLab::Scheme(5));
        refuse("scheme -1 refused; valid values are 0-4");
        lab.setScheme(RebalanceLab::Scheme(-1));
        refuse("hashOf\\(-1\\) refused; valid keys are 0 or more");
        QCOMPARE(lab.hashOf(-1), QString());
        QCOMPARE(settings.count(), 0);
        QCOMPARE(figures.count(), 0);
        QCOMPARE(lab.scheme(), RebalanceLab::Rendezvous);
        QCOMPARE(lab.keyCount(), 100'000);
        QCOMPARE(lab.nodeCount(), 4);
        QCOMPARE(lab.virtualNodes(), 1);
        QCOMPARE(lab.hotSharePercent(), 10);
        QCOMPARE(lab.figures(), before);
        QCOMPARE(lab.keysMoved(), 19'942);
    }

    void aRefusedValueFromQmlKeepsTheOldOne()
    {
        QQmlEngine engine;
        QQmlComponent component(&engine);
        component.setData(R"(
            import QtQml
            import HotspotLab.Models
            RebalanceLab {
                function tryAll() {
                    nodeCount = 100;
                    hotSharePercent = 95;
                    scheme = 9;
                }
            })",
                          QUrl(QStringLiteral("qrc:/tst_rebalancelab_refused.qml")));
        std::unique_ptr<QObject> object(component.create());
        QVERIFY2(object, qPrintable(component.errorString()));
        QTest::ignoreMessage(QtWarningMsg,
                             QRegularExpression(QStringLiteral("nodeCount 100 refused; valid values are 1-64")));
        QTest::ignoreMessage(QtWarningMsg,
                             QRegularExpression(QStringLiteral("hotSharePercent 95 refused; valid values are 0-90")));
        QTest::ignoreMessage(QtWarningMsg,
                             QRegularExpression(QStringLiteral("scheme 9 refused; valid values are 0-4")));
        QVERIFY(QMetaObject::invokeMethod(object.get(), "tryAll"));
        QCOMPARE(object->property("nodeCount").toInt(), 4);
        QCOMPARE(object->property("hotSharePercent").toInt(), 10);
        QCOMPARE(object->property("scheme").toInt(), 0);
    }

    void hashesAndOwners()
    {
        RebalanceLab lab;
        QCOMPARE(lab.hashOf(0), QStringLiteral("16294208416658607535"));
        QCOMPARE(lab.hashOf(999'999), QStringLiteral("8213720557826901997"));
        // The hash does not depend on the key set: a key beyond keyCount has one too.
        QCOMPARE(lab.hashOf(5'000'000), QString::number(RebalanceCore::hashOf(5'000'000)));
        // Mod N: h(0) mod 4 = 3, h(0) mod 5 = 0.
        QCOMPARE(lab.ownerBefore(0), 3);
        QCOMPARE(lab.ownerAfter(0), 0);
        QCOMPARE(lab.ownerBefore(99'999), int(RebalanceCore::hashOf(99'999) % 4));
        QCOMPARE(lab.ownerAfter(99'999), int(RebalanceCore::hashOf(99'999) % 5));
        QCOMPARE(lab.ownerBefore(100'000), -1);
        QCOMPARE(lab.ownerAfter(-1), -1);
        lab.setScheme(RebalanceLab::JumpHash);
        QCOMPARE(lab.ownerBefore(0), 3);
        QCOMPARE(lab.ownerAfter(0), 3);
    }

    void largeSettingsCountOnTheWorker()
    {
        RebalanceLab lab;
        QSignalSpy busy(&lab, &RebalanceLab::busyChanged);
        QSignalSpy progress(&lab, &RebalanceLab::progressChanged);
        QSignalSpy figures(&lab, &RebalanceLab::figuresChanged);
        const RebalanceCore::Figures defaults = lab.figures();
        lab.setScheme(RebalanceLab::Ring);
        lab.setNodeCount(64);
        QVERIFY(!lab.busy());
        const QVariantList keysOn64Nodes = lab.keysPerNodeAfter();
        lab.setVirtualNodes(512);
        // 100,000 keys on 64 nodes with 512 tokens each is past the synchronous budget.
        QVERIFY(RebalanceCore::workEstimate(lab.core().settings()) > RebalanceLab::kSynchronousWork);
        QVERIFY(lab.busy());
        lab.setKeyCount(1'000'000);
        QVERIFY(lab.busy());
        QVERIFY(lab.progress() < 1.0);
        // Until the count is done the figures are the last finished ones (1 token), while
        // the settings' own figures follow at once.
        QCOMPARE(lab.keysPerNodeAfter(), keysOn64Nodes);
        QCOMPARE(lab.keyCount(), 1'000'000);
        QCOMPARE(lab.virtualNodes(), 512);
        QCOMPARE(lab.ownerBefore(999'999), lab.core().ownerBefore(999'999));
        QTRY_VERIFY_WITH_TIMEOUT(!lab.busy(), 120'000);
        QCOMPARE(lab.progress(), 1.0);
        QVERIFY(progress.count() >= 2);
        // Two counts at once (the ring, 64 nodes), then the one that finished; the one
        // stopped by a newer setting never showed its figures.
        QCOMPARE(figures.count(), 3);
        QVERIFY(lab.figures() != defaults);
        QCOMPARE(lab.keysMoved(), 15'508);
        compareWithCore(lab, coreFigures(RebalanceCore::Scheme::Ring, 1'000'000, 64, 512, 10));
        QCOMPARE(busy.count(), 2);
        // Back to a small count: at once again.
        lab.setKeyCount(1'000);
        QVERIFY(!lab.busy());
        QCOMPARE(busy.count(), 2);
        compareWithCore(lab, coreFigures(RebalanceCore::Scheme::Ring, 1'000, 64, 512, 10));
    }

    void aSmallSettingStopsARunningCount()
    {
        RebalanceLab lab;
        lab.setScheme(RebalanceLab::Rendezvous);
        lab.setNodeCount(64);
        lab.setKeyCount(1'000'000);
        QVERIFY(lab.busy());
        QSignalSpy figures(&lab, &RebalanceLab::figuresChanged);
        lab.setKeyCount(10'000);
        QVERIFY(!lab.busy());
        QCOMPARE(figures.count(), 1);
        compareWithCore(lab, coreFigures(RebalanceCore::Scheme::Rendezvous, 10'000, 64, 1, 10));
        // A stopped count's posted figures are dropped, not shown late.
        QTest::qWait(50);
        QCOMPARE(figures.count(), 1);
        QCOMPARE(lab.keyCount(), 10'000);
        // Destroyed while counting: the worker stops and nothing arrives afterwards.
        auto running = std::make_unique<RebalanceLab>();
        running->setScheme(RebalanceLab::Rendezvous);
        running->setNodeCount(64);
        running->setKeyCount(1'000'000);
        QVERIFY(running->busy());
        running.reset();
        QTest::qWait(20);
    }

    void theNodeModel()
    {
        RebalanceLab lab;
        RebalanceNodeModel *nodes = lab.nodes();
        QAbstractItemModelTester tester(nodes, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(nodes->rowCount(), 5);
        const QHash<int, QByteArray> roles = nodes->roleNames();
        QCOMPARE(roles.value(RebalanceNodeModel::NodeRole), QByteArray("node"));
        QCOMPARE(roles.value(RebalanceNodeModel::KeysBeforeRole), QByteArray("keysBefore"));
        QCOMPARE(roles.value(RebalanceNodeModel::KeysAfterRole), QByteArray("keysAfter"));
        QCOMPARE(roles.value(RebalanceNodeModel::LoadBeforeRole), QByteArray("loadBefore"));
        QCOMPARE(roles.value(RebalanceNodeModel::LoadAfterRole), QByteArray("loadAfter"));
        const auto cell = [nodes](int row, int role) { return nodes->data(nodes->index(row), role); };
        QCOMPARE(cell(2, RebalanceNodeModel::NodeRole).toInt(), 2);
        QCOMPARE(cell(2, RebalanceNodeModel::KeysBeforeRole).toInt(), 24'892);
        QCOMPARE(cell(2, RebalanceNodeModel::KeysAfterRole).toInt(), 20'136);
        QCOMPARE(cell(3, RebalanceNodeModel::LoadBeforeRole).toDouble(), 10.0 + 25'039 * 90.0 / 99'999);
        QCOMPARE(cell(0, RebalanceNodeModel::LoadAfterRole).toDouble(), 10.0 + 20'035 * 90.0 / 99'999);
        // The new node had nothing before.
        QCOMPARE(cell(4, RebalanceNodeModel::KeysBeforeRole).toInt(), 0);
        QCOMPARE(cell(4, RebalanceNodeModel::LoadBeforeRole).toDouble(), 0.0);
        QCOMPARE(cell(4, RebalanceNodeModel::KeysAfterRole).toInt(), 19'762);
        QVERIFY(!nodes->index(5).isValid());

        QSignalSpy reset(nodes, &QAbstractItemModel::modelReset);
        QSignalSpy changed(nodes, &QAbstractItemModel::dataChanged);
        lab.setScheme(RebalanceLab::FixedSlots); // same nodes: cells change in place
        QCOMPARE(reset.count(), 0);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(cell(4, RebalanceNodeModel::KeysAfterRole).toInt(), 20'092);
        lab.setNodeCount(9); // other nodes: the rows are new
        QCOMPARE(reset.count(), 1);
        QCOMPARE(nodes->rowCount(), 10);
        for (int row = 0; row < nodes->rowCount(); ++row)
            QCOMPARE(cell(row, RebalanceNodeModel::KeysAfterRole), lab.keysPerNodeAfter().at(row));
        // The model follows a count on the worker too.
        lab.setNodeCount(64);
        lab.setVirtualNodes(512);
        lab.setScheme(RebalanceLab::Ring);
        QTRY_VERIFY_WITH_TIMEOUT(!lab.busy(), 120'000);
        QCOMPARE(nodes->rowCount(), 65);
        QCOMPARE(cell(64, RebalanceNodeModel::KeysAfterRole).toInt(), lab.keysPerNodeAfter().at(64).toInt());
    }
};

QTEST_MAIN(TestRebalanceLab)
#include "tst_rebalancelab.moc"
