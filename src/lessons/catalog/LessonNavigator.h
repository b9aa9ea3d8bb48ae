#pragma once

#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QStringList>
#include <QUrl>

// Which page is open. The navigation, the Start page's lesson cards and the --lesson
// option all go through open(), so there is one place that says what is shown.
//
// It also says which pages stay built (keptLessons), the rule Main.qml follows: only
// the current page and the page shown just before it exist. A page is built when it is
// first opened, never at start-up; a page two switches back is released. Why: a teacher
// switching back and forth between two lessons in class gets an instant switch that keeps
// what the class just did on the other page, while memory stays bounded to two pages
// however long the app runs. A language switch releases the page not on screen, so only
// the visible page is retranslated and the switch stays within a frame.
class LessonNavigator : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString currentLesson READ currentLesson NOTIFY currentLessonChanged FINAL)
    Q_PROPERTY(QUrl currentPageUrl READ currentPageUrl NOTIFY currentLessonChanged FINAL)
    Q_PROPERTY(QStringList keptLessons READ keptLessons NOTIFY keptLessonsChanged FINAL)

public:
    // The current page and the one before it.
    static constexpr int kKeptPages = 2;

    explicit LessonNavigator(QObject *parent = nullptr);

    QString currentLesson() const { return m_currentLesson; }
    QUrl currentPageUrl() const;
    // The pages that stay built, the current one first, then the most recent before it.
    QStringList keptLessons() const { return m_keptLessons; }

    // Opens a lesson of the catalog; an unknown id is refused with a warning and the
    // current page stays.
    Q_INVOKABLE bool open(const QString &lessonId);
    // The page after / before the current one in teaching order (Ctrl+PgDown / Ctrl+PgUp);
    // false and no change at either end.
    Q_INVOKABLE bool openNext();
    Q_INVOKABLE bool openPrevious();
    // Forgets the earlier pages, so only the current one stays built. The app calls it
    // after --lesson and before the window exists (the Start page was never shown then,
    // and must not be built at start-up); every language switch calls it too.
    void keepOnlyCurrent();

signals:
    void currentLessonChanged();
    void keptLessonsChanged();

private:
    bool openRelative(int step);

    QString m_currentLesson;
    QStringList m_keptLessons;
};
