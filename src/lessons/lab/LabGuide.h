#pragma once

#include "lessons/lab/MitigationLab.h"
#include "lessons/lab/PartitionLab.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QQmlEngine>
#include <QString>
#include <QStringList>

// The four guided steps of the hot-key lab, as a state machine over a PartitionLab. Each
// step asks for an optional prediction, runs its action on the lab, and then compares the
// prediction with what the lab reports. The page only shows these texts and calls act(),
// nextStep(), skip() and restart(); the lab's own controls stay usable, so free play is
// possible at any time.
class LabGuide : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(PartitionLab *lab READ lab WRITE setLab NOTIFY labChanged FINAL)
    // The lab's "Try a fix": its question waits for step 3, so restart() empties its run.
    Q_PROPERTY(MitigationLab *fixLab READ fixLab WRITE setFixLab NOTIFY fixLabChanged FINAL)
    // 1 to stepCount are the steps; stepCount + 1 means all are done.
    Q_PROPERTY(int step READ step NOTIFY stateChanged FINAL)
    Q_PROPERTY(int stepCount READ stepCount CONSTANT FINAL)
    Q_PROPERTY(bool finished READ finished NOTIFY stateChanged FINAL)
    // The step's result is shown (for step 4: the queue is empty again).
    Q_PROPERTY(bool revealed READ revealed NOTIFY stateChanged FINAL)
    // Step 4 between its two parts: the second batch is sent, the drain steps follow.
    Q_PROPERTY(bool draining READ draining NOTIFY stateChanged FINAL)
    Q_PROPERTY(int drainsDone READ drainsDone NOTIFY stateChanged FINAL)
    // The question and its answer box show until the step's action reveals the result.
    Q_PROPERTY(bool asking READ asking NOTIFY stateChanged FINAL)
    // False until guided step 3 has sent the hot batch (or was skipped): each partition's
    // requests per batch would answer steps 1 to 3 (what waits, who gets most of the
    // work), so the page holds those totals back until then.
    Q_PROPERTY(bool batchTotalsShown READ batchTotalsShown NOTIFY stateChanged FINAL)

    // The prediction box: "No prediction" first, then the step's choices.
    Q_PROPERTY(QStringList predictionChoices READ predictionChoices NOTIFY textsChanged FINAL)
    // The chosen entry of predictionChoices; 0 is "No prediction".
    Q_PROPERTY(int predictionIndex READ predictionIndex WRITE setPredictionIndex NOTIFY predictionIndexChanged FINAL)
    // The value of the chosen entry (a count, or a partition in step 2), -1 for none.
    Q_PROPERTY(int prediction READ prediction NOTIFY predictionIndexChanged FINAL)
    // The revealed step's answer: waiting at P0 (step 1), waiting at the hot key's owner
    // (3) or drain steps (4); -1 before the result is revealed and in step 2, whose
    // prediction (the owner) step 3 checks.
    Q_PROPERTY(int answer READ answer NOTIFY stateChanged FINAL)
    Q_PROPERTY(Verdict verdict READ verdict NOTIFY stateChanged FINAL)

    Q_PROPERTY(QString heading READ heading NOTIFY textsChanged FINAL)
    Q_PROPERTY(QString instruction READ instruction NOTIFY textsChanged FINAL)
    Q_PROPERTY(QString question READ question NOTIFY textsChanged FINAL)
    Q_PROPERTY(QString hint READ hint NOTIFY textsChanged FINAL)
    Q_PROPERTY(QString progressText READ progressText NOTIFY textsChanged FINAL)
    Q_PROPERTY(QString resultText READ resultText NOTIFY textsChanged FINAL)
    Q_PROPERTY(QString verdictText READ verdictText NOTIFY textsChanged FINAL)
    Q_PROPERTY(QString actionText READ actionText NOTIFY textsChanged FINAL)
    Q_PROPERTY(QString nextText READ nextText NOTIFY textsChanged FINAL)
    Q_PROPERTY(bool canAct READ canAct NOTIFY stateChanged FINAL)
    Q_PROPERTY(bool canGoOn READ canGoOn NOTIFY stateChanged FINAL)
    Q_PROPERTY(bool canRestart READ canRestart NOTIFY stateChanged FINAL)

public:
    enum Verdict {
        NotYet,       // nothing revealed yet, or a step with nothing to judge (step 2)
        NoPrediction, // revealed without a prediction
        Right,
        Wrong,
    };
    Q_ENUM(Verdict)

    static constexpr int kStepCount = 4;
    // The step that sends the first hot batch: its result shows each partition's share.
    static constexpr int kHotBatchStep = 3;
    // Step 4 offers 1 to 6 drain steps: the answer (3) sits in the middle.
    static constexpr int kMostDrainStepsOffered = 6;

    explicit LabGuide(QObject *parent = nullptr);

    PartitionLab *lab() const { return m_lab; }
    void setLab(PartitionLab *lab);
    MitigationLab *fixLab() const { return m_fixLab; }
    void setFixLab(MitigationLab *fixLab);

    int step() const { return m_step; }
    int stepCount() const { return kStepCount; }
    bool finished() const { return m_step > kStepCount; }
    bool revealed() const { return m_revealed; }
    bool draining() const { return m_draining; }
    int drainsDone() const { return m_drainsDone; }
    bool asking() const { return !finished() && !m_revealed && !m_draining; }
    bool batchTotalsShown() const { return m_step > kHotBatchStep || (m_step == kHotBatchStep && m_revealed); }

    QStringList predictionChoices() const;
    int predictionIndex() const { return m_predictionIndex; }
    void setPredictionIndex(int index);
    int prediction() const;
    int answer() const;
    Verdict verdict() const;

    QString heading() const;
    QString instruction() const;
    QString question() const;
    QString hint() const;
    QString progressText() const;
    QString resultText() const;
    QString verdictText() const;
    QString actionText() const;
    QString nextText() const;
    bool canAct() const { return !finished() && !m_revealed; }
    bool canGoOn() const { return !finished() && m_revealed; }
    bool canRestart() const { return m_step > 1 || m_revealed; }

    // Runs the step's action: the batch of step 1 or 3, the profile switch of step 2, and
    // in step 4 first the second batch, then one drain step per call.
    Q_INVOKABLE void act();
    // On to the next step, after the result or without doing the step (the Skip button).
    Q_INVOKABLE void nextStep();
    // Step 1 again, on an empty lab in the Even profile (the hot key stays), and with an
    // empty "Try a fix" run (its measure stays).
    Q_INVOKABLE void restart();

signals:
    void labChanged();
    void fixLabChanged();
    void stateChanged();
    void textsChanged();
    void predictionIndexChanged();

private:
    // The lab's numbers when the result was revealed, so the explanation stays put while
    // the student keeps playing; the texts are still written in the current language.
    struct Snapshot
    {
        int guess = -1;
        QList<qint64> received;
        QList<qint64> completed;
        QList<qint64> waiting;
        int owner = 0;
        int mostLoaded = -1;
        qint64 capacity = 0;
        qint64 done = 0;
        qint64 total = 0;
        int ownerGuess = -1;
        qint64 queueAfterSecond = 0;
        qint64 expectedDrains = 0;
        int hotKey = 0;
        // The keys one, two and three places after the hot key (the hot profile's others).
        QList<int> neighbours;
    };

    QList<int> choiceValues() const;
    Snapshot takeSnapshot(int guess) const;
    void beginStep();
    void setState(int step, bool revealed, bool draining);
    QString judged(int predicted, qint64 actual, const QString &where) const;
    QString ownerVerdict() const;

    QPointer<PartitionLab> m_lab;
    QPointer<MitigationLab> m_fixLab;
    int m_step = 1;
    bool m_revealed = false;
    bool m_draining = false;
    int m_drainsDone = 0;
    int m_predictionIndex = 0;
    // The owner predicted in step 2 (-1: none), checked against the table in step 3.
    int m_ownerGuess = -1;
    Snapshot m_result;
};
