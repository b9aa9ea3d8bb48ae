#pragma once

#include "lessons/lab/LabCore.h"

#include <QAbstractListModel>
#include <QQmlEngine>

// The lab's queues as a picture: one row per partition with what its last step did to
// the queue, in request tokens. The page draws the tokens in rows of capacityPerStep, so a
// row is one step of work, and a queue that grows by 6 grows by one and a half rows.
class LabQueueModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The queues belong to a PartitionLab: use PartitionLab.queues.")
    Q_PROPERTY(int tokensPerRow READ tokensPerRow CONSTANT FINAL)
    // Rows the page reserves for the arrivals of one batch, so nothing below them moves.
    Q_PROPERTY(int arrivedRows READ arrivedRows CONSTANT FINAL)
    // Rows of waiting tokens drawn at most; beyond them the queue's count says it all.
    Q_PROPERTY(int waitingRows READ waitingRows CONSTANT FINAL)
    // Every partition's figures of the last step in one sentence, for screen readers.
    Q_PROPERTY(QString description READ description NOTIFY descriptionChanged FINAL)

public:
    enum Role {
        NameRole = Qt::UserRole + 1,
        // The last step: requests that arrived with its batch, and that it finished.
        ArrivedRole,
        CompletedRole,
        // Requests waiting after the step; of them, the ones that arrived in it.
        WaitingRole,
        NewWaitingRole,
        // Waiting tokens drawn (older first, then this step's) and the ones left out
        // (the page marks them and writes the full count above the queue).
        ShownOlderRole,
        ShownNewRole,
        HiddenRole,
        // The model itself, so a delegate reaches the row constants and stepTaken
        // without ids from outside (qmllint).
        QueuesRole,
    };
    Q_ENUM(Role)

    static constexpr int kWaitingRows = 6;

    explicit LabQueueModel(const LabCore *core, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    int tokensPerRow() const { return LabCore::kCapacityPerStep; }
    int arrivedRows() const;
    int waitingRows() const { return kWaitingRows; }
    int maximumShownWaiting() const { return kWaitingRows * LabCore::kCapacityPerStep; }
    QString description() const;

    // Called by the lab after every change of the run; stepped is true for a batch or a
    // drain step (the page animates those), false for a reset or a new run.
    void refresh(bool stepped);

signals:
    void descriptionChanged();
    // A batch or drain step ran: the page animates the tokens for a moment.
    void stepTaken();

private:
    const LabCore *m_core;
};
