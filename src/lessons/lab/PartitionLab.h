#pragma once

#include "lessons/lab/LabCore.h"
#include "lessons/lab/LabQueueModel.h"
#include "lessons/lab/LabTableModel.h"
#include "lessons/lab/PartitionBarsModel.h"

#include <QObject>
#include <QQmlEngine>
#include <QTransposeProxyModel>
#include <QVariantList>

// The hot-key lab for QML: a thin wrapper around LabCore that exposes every number
// the page shows, and the per-partition table. Invalid input is refused with a warning
// naming the valid range; the run stays as it was.
class PartitionLab : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(int partitionCount READ partitionCount CONSTANT FINAL)
    Q_PROPERTY(int keyCount READ keyCount CONSTANT FINAL)
    Q_PROPERTY(int capacityPerStep READ capacityPerStep CONSTANT FINAL)
    Q_PROPERTY(int batchSize READ batchSize CONSTANT FINAL)
    // "P0", "P1", ... in the current language: the chart's categories, the key picker's rows.
    Q_PROPERTY(QStringList partitionNames READ partitionNames NOTIFY textsChanged FINAL)
    // The keys each partition owns, one list per partition: the key picker's rows.
    Q_PROPERTY(QVariantList ownedKeys READ ownedKeys CONSTANT FINAL)
    Q_PROPERTY(Profile profile READ profile WRITE setProfile NOTIFY profileChanged FINAL)
    Q_PROPERTY(int hotKey READ hotKey WRITE setHotKey NOTIFY hotKeyChanged FINAL)

    Q_PROPERTY(qint64 stepCount READ stepCount NOTIFY runChanged FINAL)
    Q_PROPERTY(qint64 totalReceived READ totalReceived NOTIFY runChanged FINAL)
    Q_PROPERTY(qint64 totalCompleted READ totalCompleted NOTIFY runChanged FINAL)
    Q_PROPERTY(qint64 totalWaiting READ totalWaiting NOTIFY runChanged FINAL)
    Q_PROPERTY(qint64 capacityOffered READ capacityOffered NOTIFY runChanged FINAL)
    Q_PROPERTY(qint64 capacityUnused READ capacityUnused NOTIFY runChanged FINAL)
    // Rounded shares per partition (whole percent), for the bars.
    Q_PROPERTY(QVariantList roundedShares READ roundedShares NOTIFY runChanged FINAL)
    // The partition that received the most, -1 when the run is empty or tied.
    Q_PROPERTY(int mostLoadedPartition READ mostLoadedPartition NOTIFY runChanged FINAL)
    Q_PROPERTY(qint64 drainStepsToEmpty READ drainStepsToEmpty NOTIFY runChanged FINAL)
    // "36 units of capacity, 24 requests completed", in the current language.
    Q_PROPERTY(QString capacitySummary READ capacitySummary NOTIFY textsChanged FINAL)
    // What the last action did and how long every queue is now, in the current language:
    // the page shows it and announces it to screen readers after each statusUpdated().
    Q_PROPERTY(QString statusText READ statusText NOTIFY textsChanged FINAL)
    // Every partition's share of the requests received, in words (the chart's description).
    Q_PROPERTY(QString shareSummary READ shareSummary NOTIFY textsChanged FINAL)
    // Received, completed and waiting per partition, in words (the table's description).
    Q_PROPERTY(QString tableSummary READ tableSummary NOTIFY textsChanged FINAL)
    // The same, one entry per partition ("P0: 10 received, 4 completed, 6 waiting"): the
    // guide shows them next to its question.
    Q_PROPERTY(QStringList partitionFigures READ partitionFigures NOTIFY textsChanged FINAL)
    // The note under the share chart, about the run on screen: the bars' whole percents
    // and what they add up to in this run.
    Q_PROPERTY(QString sharesNote READ sharesNote NOTIFY textsChanged FINAL)

    // What one batch of the current selection looks like.
    Q_PROPERTY(QVariantList batchComposition READ batchComposition NOTIFY selectionChanged FINAL)
    Q_PROPERTY(QVariantList batchArrivals READ batchArrivals NOTIFY selectionChanged FINAL)
    Q_PROPERTY(int hotOwner READ hotOwner NOTIFY selectionChanged FINAL)
    // How much the longest queue grows with every batch of the current selection.
    Q_PROPERTY(int queueGrowthPerBatch READ queueGrowthPerBatch NOTIFY selectionChanged FINAL)
    // How keys are placed: the rule and which partition owns which keys, in words.
    Q_PROPERTY(QString placementText READ placementText NOTIFY textsChanged FINAL)
    // What one batch of the profile sends, and where it arrives, in the current language.
    Q_PROPERTY(QString batchCompositionText READ batchCompositionText NOTIFY textsChanged FINAL)
    Q_PROPERTY(QString batchArrivalsText READ batchArrivalsText NOTIFY textsChanged FINAL)

    Q_PROPERTY(LabTableModel *table READ table CONSTANT FINAL)
    // roundedShares as the share chart's bars, one set per partition.
    Q_PROPERTY(PartitionBarsModel *shareBars READ shareBars CONSTANT FINAL)
    // The queues of the last step as request tokens, for the picture beside the chart.
    Q_PROPERTY(LabQueueModel *queues READ queues CONSTANT FINAL)
    // The same table with the partitions as columns and the figures as rows, for narrow
    // windows and large text, where six columns would not fit their headers.
    Q_PROPERTY(QAbstractItemModel *transposedTable READ transposedTable CONSTANT FINAL)

public:
    // `: int`: QML may write any int to the property (the setter refuses it), and an
    // unfixed enum holding a value outside its range is undefined behaviour.
    enum Profile : int {
        Even,
        HotKey,
    };
    Q_ENUM(Profile)

    explicit PartitionLab(QObject *parent = nullptr);

    int partitionCount() const { return LabCore::kPartitionCount; }
    int keyCount() const { return LabCore::kKeyCount; }
    int capacityPerStep() const { return LabCore::kCapacityPerStep; }
    int batchSize() const { return LabCore::kBatchSize; }
    QStringList partitionNames() const;
    static QVariantList ownedKeys();

    Profile profile() const;
    void setProfile(Profile profile);
    int hotKey() const { return m_core.hotKey(); }
    void setHotKey(int key);

    qint64 stepCount() const { return m_core.stepCount(); }
    qint64 totalReceived() const { return m_core.totalReceived(); }
    qint64 totalCompleted() const { return m_core.totalCompleted(); }
    qint64 totalWaiting() const { return m_core.totalWaiting(); }
    qint64 capacityOffered() const { return m_core.capacityOffered(); }
    qint64 capacityUnused() const { return m_core.capacityUnused(); }
    QVariantList roundedShares() const;
    int mostLoadedPartition() const { return m_core.mostLoadedPartition(); }
    qint64 drainStepsToEmpty() const { return m_core.drainStepsToEmpty(); }
    QString capacitySummary() const;
    QString statusText() const;
    QString shareSummary() const;
    QString tableSummary() const;
    QStringList partitionFigures() const;
    QString sharesNote() const;
    QVariantList batchComposition() const;
    QVariantList batchArrivals() const;
    int hotOwner() const { return LabCore::ownerOf(m_core.hotKey()); }
    int queueGrowthPerBatch() const;
    QString placementText() const;
    QString batchCompositionText() const;
    QString batchArrivalsText() const;
    // One count per partition as the lab's texts write them: "10 / 1 / 1".
    static QString countsPerPartition(const QList<qint64> &counts);
    LabTableModel *table() const { return m_table; }
    PartitionBarsModel *shareBars() const { return m_shareBars; }
    LabQueueModel *queues() const { return m_queues; }
    QAbstractItemModel *transposedTable() const { return m_transposedTable; }

    Q_INVOKABLE void sendBatch();
    Q_INVOKABLE void drainStep();
    Q_INVOKABLE void resetRun();

    Q_INVOKABLE int ownerOf(int key) const;
    Q_INVOKABLE qint64 received(int partition) const;
    Q_INVOKABLE qint64 completed(int partition) const;
    Q_INVOKABLE qint64 waiting(int partition) const;
    // The key `offset` places after the hot key, wrapping around (11 + 1 is 0).
    Q_INVOKABLE int neighbourKey(int offset) const;

signals:
    void profileChanged();
    void hotKeyChanged();
    void selectionChanged();
    void runChanged();
    void textsChanged();
    // A batch, drain step, reset or new selection changed the run (not a language switch).
    void statusUpdated();

private:
    // What last changed the run; statusText() says it in words.
    enum class LastAction {
        NewRun,
        Batch,
        Drain,
        Reset,
    };

    bool checkPartition(int partition, const char *function) const;
    void runUpdated(LastAction action);
    void updateShareBars();
    QString waitingList() const;

    LabCore m_core;
    LabTableModel *m_table;
    PartitionBarsModel *m_shareBars;
    LabQueueModel *m_queues;
    QTransposeProxyModel *m_transposedTable;
    LastAction m_lastAction = LastAction::NewRun;
};
