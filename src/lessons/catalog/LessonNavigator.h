#pragma once

#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QStringList>
#include <QUrl>

// Which page is open. The navigation, the Start page's lesson cards and the --lesson
// option all go through open(), so there is one place that says what is shown.
//
// It also says which pages stay built (keptLessons), the rule Main.qml follows: a page is
// built when it is first opened, never at start-up, and then stays built for as long as the
// app runs, through lesson and language switches. Why: what a class did on a page (the
// simulation, the guided step, the predictions, typed answers, the place on the page) is
// still there when the teacher comes back to it, and a switch back is instant. A teacher
// starts a lesson over with its own reset. The cost is bounded by the catalogue: at most
// one page per lesson (docs/benchmarks.md has the memory with every page built).
class LessonNavigator : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString currentLesson READ currentLesson NOTIFY currentLessonChanged FINAL)
    Q_PROPERTY(QUrl currentPageUrl READ currentPageUrl NOTIFY currentLessonChanged FINAL)
    Q_PROPERTY(QStringList keptLessons READ keptLessons NOTIFY keptLessonsChanged FINAL)

public:
    explicit LessonNavigator(QObject *parent = nullptr);

    QString currentLesson() const { return m_currentLesson; }
    QUrl currentPageUrl() const;
    // The pages that stay built, the current one first, then the others, most recent first.
    QStringList keptLessons() const { return m_keptLessons; }

    // Opens a lesson of the catalog; an unknown id is refused with a warning and the
    // current page stays.
    Q_INVOKABLE bool open(const QString &lessonId);
    // The page after / before the current one in teaching order (Ctrl+PgDown / Ctrl+PgUp);
    // false and no change at either end.
    Q_INVOKABLE bool openNext();
    Q_INVOKABLE bool openPrevious();
    // Forgets the earlier pages, so only the current one stays built. The app calls it
    // after --lesson and before the window exists: the Start page was never shown then,
    // and must not be built at start-up.
    void keepOnlyCurrent();
    // "Reset all": every kept page is released and the current one is built anew, so every
    // lesson starts over (its state lives in its page's models). The page stays the same.
    Q_INVOKABLE void rebuildAllPages();

signals:
    void currentLessonChanged();
    void keptLessonsChanged();

private:
    bool openRelative(int step);

    QString m_currentLesson;
    QStringList m_keptLessons;
};
