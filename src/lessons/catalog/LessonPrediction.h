#pragma once

#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QStringList>

// A prediction the student commits before the result shows, then sees compared with it:
// the "predict, press, watch" loop of a lesson part that has no guide of its own. The
// lesson model that owns it words the question and the choices, says whether the result
// is already in view and which choice the result proves right; this type keeps the
// state and the verdict, so that every page shows predictions the same way
// (PredictionCard.qml) and tests read them alike.
class LessonPrediction : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A lesson model owns its prediction.")

    Q_PROPERTY(QString question READ question NOTIFY textsChanged FINAL)
    Q_PROPERTY(QStringList choices READ choices NOTIFY textsChanged FINAL)
    // -1 until the student picks a choice; fixed once committed.
    Q_PROPERTY(int chosenIndex READ chosenIndex WRITE setChosenIndex NOTIFY stateChanged FINAL)
    Q_PROPERTY(bool committed READ committed NOTIFY stateChanged FINAL)
    // False while the result is already in view: a prediction made then would be a copy.
    Q_PROPERTY(bool open READ isOpen NOTIFY stateChanged FINAL)
    Q_PROPERTY(bool canCommit READ canCommit NOTIFY stateChanged FINAL)
    // Open and not yet committed: what would answer the question waits (the page hides it).
    Q_PROPERTY(bool awaitingCommit READ awaitingCommit NOTIFY stateChanged FINAL)
    // Committed, and the result is in view.
    Q_PROPERTY(bool revealed READ revealed NOTIFY stateChanged FINAL)
    // The choice the result proves right, -1 until it is in view.
    Q_PROPERTY(int outcomeIndex READ outcomeIndex NOTIFY stateChanged FINAL)
    Q_PROPERTY(Verdict verdict READ verdict NOTIFY stateChanged FINAL)
    // What to do now: pick, commit, go and look (with the committed choice), or why no
    // prediction can be made at the moment.
    Q_PROPERTY(QString statusText READ statusText NOTIFY textsChanged FINAL)
    // Once revealed: right or not, and the result in numbers.
    Q_PROPERTY(QString verdictText READ verdictText NOTIFY textsChanged FINAL)
    Q_PROPERTY(QString resultText READ resultText NOTIFY textsChanged FINAL)

public:
    enum Verdict {
        NotYet,
        Right,
        Wrong,
    };
    Q_ENUM(Verdict)

    explicit LessonPrediction(QObject *parent = nullptr);

    QString question() const { return m_question; }
    QStringList choices() const { return m_choices; }
    int chosenIndex() const { return m_chosenIndex; }
    // Refused with a warning when out of range or already committed.
    void setChosenIndex(int index);
    bool committed() const { return m_committed; }
    bool isOpen() const { return m_open; }
    bool canCommit() const { return m_open && !m_committed && m_chosenIndex >= 0; }
    bool awaitingCommit() const { return m_open && !m_committed; }
    bool revealed() const { return m_committed && m_outcomeIndex >= 0; }
    int outcomeIndex() const { return m_outcomeIndex; }
    Verdict verdict() const;
    QString statusText() const;
    QString verdictText() const;
    QString resultText() const { return revealed() ? m_resultText : QString(); }

    // Commits the chosen answer. Refused (false, with a warning) without a choice, a
    // second time, or while the result is already in view.
    Q_INVOKABLE bool commit();
    // Predict again: the choice and the commitment go, the question stays.
    Q_INVOKABLE void clear();

    // For the owning model, in the current language: the question, its choices, what to
    // do after committing, and why no prediction can be made while the result shows.
    void setTexts(const QString &question, const QStringList &choices, const QString &afterCommit,
                  const QString &whenClosed);
    // Whether the result is out of view, so that a prediction can still be made.
    void setOpen(bool open);
    // The result is in view and proves `outcomeIndex` right, described by `resultText`;
    // -1 (and no text) while it is not in view.
    void setOutcome(int outcomeIndex, const QString &resultText);

signals:
    void stateChanged();
    void textsChanged();

private:
    QString m_question;
    QStringList m_choices;
    QString m_afterCommit;
    QString m_whenClosed;
    QString m_resultText;
    int m_chosenIndex = -1;
    int m_outcomeIndex = -1;
    bool m_committed = false;
    bool m_open = true;
};
