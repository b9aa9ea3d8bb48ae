#pragma once

#include "lessons/catalog/LessonPrediction.h"
#include "lessons/lab/MitigationCore.h"
#include "lessons/lab/MitigationTableModel.h"
#include "lessons/lab/PartitionBarsModel.h"

#include <QObject>
#include <QQmlEngine>
#include <QStringList>
#include <QVariantList>

// "Try a fix" for QML: a thin wrapper around MitigationCore. Every setting that changes
// to another valid value starts a new run of both systems (with and without the fix);
// the same value changes nothing; an invalid value is refused with a warning naming the
// valid range, and settings and run stay as they were.
class MitigationLab : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(Fix fix READ fix WRITE setFix NOTIFY settingsChanged FINAL)
    Q_PROPERTY(int hotKey READ hotKey WRITE setHotKey NOTIFY settingsChanged FINAL)
    Q_PROPERTY(int cacheHits READ cacheHits WRITE setCacheHits NOTIFY settingsChanged FINAL)
    Q_PROPERTY(int moveTo READ moveTo WRITE setMoveTo NOTIFY settingsChanged FINAL)
    Q_PROPERTY(int splitCount READ splitCount WRITE setSplitCount NOTIFY settingsChanged FINAL)
    Q_PROPERTY(int partitionsWithFix READ partitionsWithFix WRITE setPartitionsWithFix NOTIFY settingsChanged FINAL)
    Q_PROPERTY(Routing routing READ routing WRITE setRouting NOTIFY settingsChanged FINAL)

    Q_PROPERTY(int partitionCount READ partitionCount NOTIFY settingsChanged FINAL)
    Q_PROPERTY(int capacityPerStep READ capacityPerStep CONSTANT FINAL)
    Q_PROPERTY(int keyCount READ keyCount CONSTANT FINAL)
    Q_PROPERTY(int readFanOut READ readFanOut NOTIFY settingsChanged FINAL)
    Q_PROPERTY(int keysMoved READ keysMoved NOTIFY settingsChanged FINAL)

    Q_PROPERTY(qint64 stepCount READ stepCount NOTIFY runChanged FINAL)
    Q_PROPERTY(qint64 totalReceived READ totalReceived NOTIFY runChanged FINAL)
    Q_PROPERTY(qint64 totalCompleted READ totalCompleted NOTIFY runChanged FINAL)
    Q_PROPERTY(qint64 totalWaiting READ totalWaiting NOTIFY runChanged FINAL)
    Q_PROPERTY(qint64 cacheServed READ cacheServed NOTIFY runChanged FINAL)
    Q_PROPERTY(qint64 baselineTotalWaiting READ baselineTotalWaiting NOTIFY runChanged FINAL)
    Q_PROPERTY(qint64 baselineTotalCompleted READ baselineTotalCompleted NOTIFY runChanged FINAL)

    // For the page: "P0", "P1", ... of the system with the fix, in the current language.
    Q_PROPERTY(QStringList partitionNames READ partitionNames NOTIFY textsChanged FINAL)
    // The same for the system without the fix, which always has 3.
    Q_PROPERTY(QStringList baselinePartitionNames READ baselinePartitionNames NOTIFY textsChanged FINAL)
    // Waiting requests per partition with the fix, and without it (3 partitions).
    Q_PROPERTY(QVariantList waitingWithFix READ waitingWithFix NOTIFY runChanged FINAL)
    Q_PROPERTY(QVariantList waitingWithoutFix READ waitingWithoutFix NOTIFY runChanged FINAL)
    // The top of both charts' common scale: a multiple of the capacity, at least 12.
    Q_PROPERTY(int chartMaximum READ chartMaximum NOTIFY runChanged FINAL)
    // What the chosen fix does to one batch, and what it costs, in the current language.
    Q_PROPERTY(QString fixEffectText READ fixEffectText NOTIFY textsChanged FINAL)
    Q_PROPERTY(QString fixCostText READ fixCostText NOTIFY textsChanged FINAL)
    // Both systems after the last action, in words: shown and announced.
    Q_PROPERTY(QString statusText READ statusText NOTIFY textsChanged FINAL)
    Q_PROPERTY(MitigationTableModel *table READ table CONSTANT FINAL)
    // waitingWithFix and waitingWithoutFix as the two charts' bars, one set per partition.
    Q_PROPERTY(PartitionBarsModel *waitingBars READ waitingBars CONSTANT FINAL)
    Q_PROPERTY(PartitionBarsModel *baselineWaitingBars READ baselineWaitingBars CONSTANT FINAL)
    // Where one batch goes under the chosen fix, for the page's picture: under CacheReads
    // the cache first, then every partition. Each place is a map: name, cache (bool),
    // requestsText ("4 per batch"), accessibleName (the place in one sentence) and chips,
    // a list of maps {text ("0#1 ×3"), hot, idle (no request in a batch)}, in key order.
    Q_PROPERTY(QVariantList batchPlaces READ batchPlaces NOTIFY batchPlacesChanged FINAL)
    // Before the first batch under a fix: what happens at the busiest partition? Open
    // while a fix is chosen and no batch was sent; a new setting or a reset asks again.
    Q_PROPERTY(LessonPrediction *prediction READ prediction CONSTANT FINAL)
    // The fix chooser's entries, in Fix order, and the routing chooser's, in Routing order.
    Q_PROPERTY(QStringList fixNames READ fixNames NOTIFY textsChanged FINAL)
    Q_PROPERTY(QStringList routingNames READ routingNames NOTIFY textsChanged FINAL)
    // The chosen fix's one setting (cache hits, target partition, sub-keys, partitions):
    // its name, range and value; none (an empty name) without a fix. setSetting() sets it.
    Q_PROPERTY(QString settingName READ settingName NOTIFY textsChanged FINAL)
    Q_PROPERTY(int settingMinimum READ settingMinimum NOTIFY settingsChanged FINAL)
    Q_PROPERTY(int settingMaximum READ settingMaximum NOTIFY settingsChanged FINAL)
    Q_PROPERTY(int settingValue READ settingValue NOTIFY settingsChanged FINAL)
    // Waiting requests per partition in words, for the two charts' descriptions.
    Q_PROPERTY(QString waitingWithFixText READ waitingWithFixText NOTIFY textsChanged FINAL)
    Q_PROPERTY(QString waitingWithoutFixText READ waitingWithoutFixText NOTIFY textsChanged FINAL)
    // The table in words, one partition after the other (the table's description).
    Q_PROPERTY(QString tableSummary READ tableSummary NOTIFY textsChanged FINAL)

public:
    // `: int`: QML may write any int to the property (the setter refuses it), and an
    // unfixed enum holding a value outside its range is undefined behaviour.
    enum Fix : int {
        NoFix,
        CacheReads,
        MoveHotKey,
        SplitHotKey,
        AddPartitions,
    };
    Q_ENUM(Fix)
    // A fixed type as Fix's, for the same reason.
    enum Routing : int {
        ModN,
        FixedSlots,
    };
    Q_ENUM(Routing)

    explicit MitigationLab(QObject *parent = nullptr);

    Fix fix() const { return Fix(m_core.fix()); }
    void setFix(Fix fix);
    int hotKey() const { return m_core.hotKey(); }
    void setHotKey(int key);
    int cacheHits() const { return m_core.cacheHits(); }
    void setCacheHits(int hits);
    int moveTo() const { return m_core.moveTo(); }
    void setMoveTo(int partition);
    int splitCount() const { return m_core.splitCount(); }
    void setSplitCount(int count);
    int partitionsWithFix() const { return m_core.partitionsWithFix(); }
    void setPartitionsWithFix(int count);
    Routing routing() const { return Routing(m_core.routing()); }
    void setRouting(Routing routing);

    int partitionCount() const { return m_core.partitionCount(); }
    int capacityPerStep() const { return MitigationCore::kCapacityPerStep; }
    int keyCount() const { return MitigationCore::kKeyCount; }
    int readFanOut() const { return m_core.readFanOut(); }
    int keysMoved() const { return m_core.keysMoved(); }

    qint64 stepCount() const { return m_core.fixed().stepCount(); }
    qint64 totalReceived() const { return m_core.fixed().totalReceived(); }
    qint64 totalCompleted() const { return m_core.fixed().totalCompleted(); }
    qint64 totalWaiting() const { return m_core.fixed().totalWaiting(); }
    qint64 cacheServed() const { return m_core.cacheServed(); }
    qint64 baselineTotalWaiting() const { return m_core.baseline().totalWaiting(); }
    qint64 baselineTotalCompleted() const { return m_core.baseline().totalCompleted(); }

    QStringList partitionNames() const;
    QStringList baselinePartitionNames() const;
    QVariantList waitingWithFix() const;
    QVariantList waitingWithoutFix() const;
    int chartMaximum() const;
    QString fixEffectText() const;
    QString fixCostText() const;
    QString statusText() const;
    MitigationTableModel *table() const { return m_table; }
    PartitionBarsModel *waitingBars() const { return m_waitingBars; }
    PartitionBarsModel *baselineWaitingBars() const { return m_baselineWaitingBars; }
    QVariantList batchPlaces() const;
    LessonPrediction *prediction() const { return m_prediction; }
    QStringList fixNames() const;
    QStringList routingNames() const;
    QString settingName() const;
    int settingMinimum() const;
    int settingMaximum() const;
    int settingValue() const;
    QString waitingWithFixText() const;
    QString waitingWithoutFixText() const;
    QString tableSummary() const;

    Q_INVOKABLE void setSetting(int value);

    Q_INVOKABLE void sendBatch();
    Q_INVOKABLE void drainStep();
    Q_INVOKABLE void resetRun();
    Q_INVOKABLE int ownerOf(int key) const;
    Q_INVOKABLE int subKeyOwner(int index) const;
    Q_INVOKABLE qint64 received(int partition) const;
    Q_INVOKABLE qint64 completed(int partition) const;
    Q_INVOKABLE qint64 waiting(int partition) const;
    Q_INVOKABLE qint64 baselineWaiting(int partition) const;

signals:
    void settingsChanged();
    void runChanged();
    void textsChanged();
    // A new setting or language: where a batch goes, or its words, changed.
    void batchPlacesChanged();
    // A batch, drain step, reset or new setting changed the run (not a language switch).
    void statusUpdated();

private:
    enum class LastAction {
        NewRun,
        Batch,
        Drain,
        Reset,
    };

    // Applies a core setter; warns with `refusal` when the value is invalid.
    template<typename Setter, typename Value>
    void change(Setter setter, Value value, bool valid, const char *refusal);
    bool checkPartition(int partition, int count, const char *function) const;
    void runUpdated(LastAction action);
    void updateWaitingBars();
    void updatePrediction();
    // "P0: 2 waiting, P1: 0 waiting, ..." for one of the two systems.
    static QString waitingList(const PartitionQueues &queues);

    MitigationCore m_core;
    MitigationTableModel *m_table;
    PartitionBarsModel *m_waitingBars;
    PartitionBarsModel *m_baselineWaitingBars;
    LessonPrediction *m_prediction;
    LastAction m_lastAction = LastAction::NewRun;
};
