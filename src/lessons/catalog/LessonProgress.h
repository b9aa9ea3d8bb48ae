#pragma once

#include <QHash>
#include <QObject>
#include <QQmlEngine>
#include <QSet>
#include <QString>
#include <QStringList>

// How far a student got in each lesson: which of its milestones are reached (a guided step
// done, a run watched to its end) and which of its questions were answered right, and the
// lesson opened last, for "continue where you left off". Saved in the app's settings, so it
// survives a restart; only "Reset all" clears it. A lesson's own reset does not: what a
// student once reached stays reached.
//
// The milestones of each lesson are listed here, so the navigation can show "2 of 4" for a
// page that was never built; the page reports them as they happen (LessonPage.progressMarks).
class LessonProgress : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // Changes whenever any lesson's progress, the last lesson or the language does: QML
    // bindings that call the invokables below read it to be re-evaluated.
    Q_PROPERTY(int revision READ revision NOTIFY changed FINAL)
    // The lesson to continue with: the last one opened, empty before any was.
    Q_PROPERTY(QString lastLesson READ lastLesson NOTIFY changed FINAL)

public:
    enum class Kind {
        Step,
        Question,
    };

    explicit LessonProgress(QObject *parent = nullptr);

    int revision() const { return m_revision; }
    QString lastLesson() const { return m_lastLesson; }

    // The milestone ids of a lesson, in the lesson's order; empty for the Start page.
    static QStringList stepIds(const QString &lessonId);
    static QStringList questionIds(const QString &lessonId);

    // Records a reached step or a question answered right, once; an unknown lesson or id is
    // refused with a warning (false) and nothing changes.
    Q_INVOKABLE bool markStepDone(const QString &lessonId, const QString &stepId);
    Q_INVOKABLE bool markAnsweredRight(const QString &lessonId, const QString &questionId);
    // The lesson a student is on; the Start page and unknown ids are not recorded.
    Q_INVOKABLE void recordVisit(const QString &lessonId);

    Q_INVOKABLE int stepsDone(const QString &lessonId) const;
    Q_INVOKABLE int stepCount(const QString &lessonId) const { return int(stepIds(lessonId).size()); }
    Q_INVOKABLE int answeredRight(const QString &lessonId) const;
    Q_INVOKABLE int questionCount(const QString &lessonId) const { return int(questionIds(lessonId).size()); }
    Q_INVOKABLE bool isStepDone(const QString &lessonId, const QString &stepId) const;
    Q_INVOKABLE bool isAnsweredRight(const QString &lessonId, const QString &questionId) const;
    // Started (anything reached) and complete (everything reached).
    Q_INVOKABLE bool started(const QString &lessonId) const;
    Q_INVOKABLE bool complete(const QString &lessonId) const;
    // One line in the current language, e.g. "2 of 4 steps · 1 of 3 right"; "Not started"
    // before anything is reached, empty for the Start page.
    Q_INVOKABLE QString summary(const QString &lessonId) const;

    // Forgets every lesson's progress and the last lesson, here and in the settings.
    Q_INVOKABLE void clear();

signals:
    void changed();

private:
    struct Reached
    {
        QSet<QString> steps;
        QSet<QString> questions;
    };
    bool mark(const QString &lessonId, const QString &id, Kind kind);
    void load();
    void save(const QString &lessonId) const;
    void bump();

    QHash<QString, Reached> m_reached;
    QString m_lastLesson;
    int m_revision = 0;
};
