#pragma once

#include "lessons/rebalance/RebalanceCore.h"
#include "lessons/rebalance/RebalanceNodeModel.h"

#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QVariantList>

#include <atomic>
#include <memory>
#include <thread>

// The rebalance lesson for QML: a node joins a store of keyCount keys on nodeCount nodes,
// and every figure is counted exactly over all keys by RebalanceCore. A setting changed
// to another valid value counts again; an invalid value is refused with a warning naming
// the valid range, and everything stays as it was.
// Small counts (RebalanceCore::workEstimate up to kSynchronousWork) run at once, so the
// figures are there when the setter returns: the defaults take 1 to 3 ms, and every
// scheme at 100,000 keys on 4 nodes (up to 256 tokens) at most about 15 ms. Larger ones
// (up to about a second at 1,000,000 keys, 64 nodes and 512 tokens) run on a worker
// thread: busy is true and progress grows from 0 to 1 until the figures arrive; until
// then the counted figures are the previous settings' ones (the charts keep their bars),
// while nodeCountAfter and idealMovedPercent follow the settings at once. A newer change
// stops a running count and starts its own.
class RebalanceLab : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(Scheme scheme READ scheme WRITE setScheme NOTIFY settingsChanged FINAL)
    Q_PROPERTY(int keyCount READ keyCount WRITE setKeyCount NOTIFY settingsChanged FINAL)
    Q_PROPERTY(int nodeCount READ nodeCount WRITE setNodeCount NOTIFY settingsChanged FINAL)
    Q_PROPERTY(int virtualNodes READ virtualNodes WRITE setVirtualNodes NOTIFY settingsChanged FINAL)
    Q_PROPERTY(int hotSharePercent READ hotSharePercent WRITE setHotSharePercent NOTIFY settingsChanged FINAL)
    Q_PROPERTY(int slotCount READ slotCount CONSTANT FINAL)
    Q_PROPERTY(int nodeCountAfter READ nodeCountAfter NOTIFY settingsChanged FINAL)
    Q_PROPERTY(double idealMovedPercent READ idealMovedPercent NOTIFY settingsChanged FINAL)

    // Counted: lists of ints (keys) and of doubles (percent of all requests), before the
    // join (nodeCount entries) and after it (nodeCount + 1).
    Q_PROPERTY(QVariantList keysPerNode READ keysPerNode NOTIFY figuresChanged FINAL)
    Q_PROPERTY(QVariantList keysPerNodeAfter READ keysPerNodeAfter NOTIFY figuresChanged FINAL)
    Q_PROPERTY(QVariantList loadPercentPerNode READ loadPercentPerNode NOTIFY figuresChanged FINAL)
    Q_PROPERTY(QVariantList loadPercentPerNodeAfter READ loadPercentPerNodeAfter NOTIFY figuresChanged FINAL)
    Q_PROPERTY(int keysMoved READ keysMoved NOTIFY figuresChanged FINAL)
    Q_PROPERTY(double keysMovedPercent READ keysMovedPercent NOTIFY figuresChanged FINAL)
    Q_PROPERTY(int movesBetweenOldNodes READ movesBetweenOldNodes NOTIFY figuresChanged FINAL)
    Q_PROPERTY(int slotsMoved READ slotsMoved NOTIFY figuresChanged FINAL)
    Q_PROPERTY(double maxToAverageKeys READ maxToAverageKeys NOTIFY figuresChanged FINAL)
    Q_PROPERTY(double maxToAverageKeysAfter READ maxToAverageKeysAfter NOTIFY figuresChanged FINAL)
    Q_PROPERTY(double maxLoadPercent READ maxLoadPercent NOTIFY figuresChanged FINAL)
    Q_PROPERTY(double maxLoadPercentAfter READ maxLoadPercentAfter NOTIFY figuresChanged FINAL)
    Q_PROPERTY(double loadMovedPercent READ loadMovedPercent NOTIFY figuresChanged FINAL)

    // Beyond the contract, for the page: the hot key's (key 0's) node before and after,
    // to mark it on the charts.
    Q_PROPERTY(int hotKeyOwner READ hotKeyOwner NOTIFY figuresChanged FINAL)
    Q_PROPERTY(int hotKeyOwnerAfter READ hotKeyOwnerAfter NOTIFY figuresChanged FINAL)
    // One row per node after the join (the new node last): the same figures as the lists.
    Q_PROPERTY(RebalanceNodeModel *nodes READ nodes CONSTANT FINAL)
    // A count runs on the worker thread; progress is its share done (1 when idle).
    Q_PROPERTY(bool busy READ busy NOTIFY busyChanged FINAL)
    Q_PROPERTY(double progress READ progress NOTIFY progressChanged FINAL)

public:
    // A fixed type: QML may write any int (which the setter refuses), and a value outside
    // an unfixed enum's range is undefined behaviour.
    enum Scheme : int {
        ModN = int(RebalanceCore::Scheme::ModN),
        FixedSlots = int(RebalanceCore::Scheme::FixedSlots),
        Ring = int(RebalanceCore::Scheme::Ring),
        Rendezvous = int(RebalanceCore::Scheme::Rendezvous),
        JumpHash = int(RebalanceCore::Scheme::JumpHash),
    };
    Q_ENUM(Scheme)

    // 10 to 20 ns a unit on the project's 2-core machine: at most a few frames, and the
    // issue's reference settings (100,000 keys, 4 -> 5 nodes, 1 or 256 tokens) all fit.
    static constexpr std::int64_t kSynchronousWork = 2'500'000;

    explicit RebalanceLab(QObject *parent = nullptr);
    ~RebalanceLab() override;

    Scheme scheme() const { return Scheme(m_core->settings().scheme); }
    void setScheme(Scheme scheme);
    int keyCount() const { return m_core->settings().keyCount; }
    void setKeyCount(int count);
    int nodeCount() const { return m_core->settings().nodeCount; }
    void setNodeCount(int count);
    int virtualNodes() const { return m_core->settings().virtualNodes; }
    void setVirtualNodes(int count);
    int hotSharePercent() const { return m_core->settings().hotSharePercent; }
    void setHotSharePercent(int percent);
    int slotCount() const { return RebalanceCore::kSlotCount; }
    int nodeCountAfter() const { return nodeCount() + 1; }
    double idealMovedPercent() const { return 100.0 / nodeCountAfter(); }

    QVariantList keysPerNode() const;
    QVariantList keysPerNodeAfter() const;
    QVariantList loadPercentPerNode() const;
    QVariantList loadPercentPerNodeAfter() const;
    int keysMoved() const { return m_figures.keysMoved; }
    double keysMovedPercent() const { return m_figures.keysMovedPercent; }
    int movesBetweenOldNodes() const { return m_figures.movesBetweenOldNodes; }
    int slotsMoved() const { return m_figures.slotsMoved; }
    double maxToAverageKeys() const { return m_figures.maxToAverageKeys; }
    double maxToAverageKeysAfter() const { return m_figures.maxToAverageKeysAfter; }
    double maxLoadPercent() const { return m_figures.maxLoadPercent; }
    double maxLoadPercentAfter() const { return m_figures.maxLoadPercentAfter; }
    double loadMovedPercent() const { return m_figures.loadMovedPercent; }
    int hotKeyOwner() const { return m_figures.hotKeyOwner; }
    int hotKeyOwnerAfter() const { return m_figures.hotKeyOwnerAfter; }
    RebalanceNodeModel *nodes() const { return m_nodes; }
    bool busy() const { return m_busy; }
    double progress() const { return m_progress; }

    // A key's hash as a decimal string (a 64-bit number does not fit QML's numbers); any
    // key from 0 up, in the key set or not. A negative key is refused: an empty string.
    Q_INVOKABLE QString hashOf(qint64 key) const;
    // A key's node before and after the join with the current settings; -1 outside 0 to
    // keyCount - 1.
    Q_INVOKABLE int ownerBefore(qint64 key) const { return m_core->ownerBefore(key); }
    Q_INVOKABLE int ownerAfter(qint64 key) const { return m_core->ownerAfter(key); }

    const RebalanceCore &core() const { return *m_core; }
    // The figures of the last finished count.
    const RebalanceCore::Figures &figures() const { return m_figures; }

signals:
    void settingsChanged();
    void figuresChanged();
    void busyChanged();
    void progressChanged();

private:
    // Takes valid settings (counting again if they differ); refuses others with the range
    // of the setting `name` (and `range`, words added to it) in a warning.
    void change(const RebalanceCore::Settings &settings, const char *name, int value, int minimum, int maximum,
                const char *range = "");
    void count();
    void stopWorker();
    void finishCount(quint64 generation, RebalanceCore::Figures figures);
    void setBusy(bool busy);
    void setProgress(double progress);

    std::shared_ptr<const RebalanceCore> m_core;
    RebalanceCore::Figures m_figures;
    RebalanceNodeModel *m_nodes;
    bool m_busy = false;
    double m_progress = 1.0;
    // Counts that finish after a newer one started are dropped: each has its number.
    quint64 m_generation = 0;
    std::atomic<bool> m_stopRequested = false;
    std::thread m_worker;
};
