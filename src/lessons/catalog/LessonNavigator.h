#pragma once

#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QUrl>

// Which page is open. The navigation, the Start page's lesson cards and the --lesson
// option all go through open(), so there is one place that says what is shown.
//
// It also says which page is built (builtLesson), the rule Main.qml follows: only the one
// on screen. Opening another lesson releases the page out of view and builds the new one.
// Why: Qt 6.4 re-evaluates every translated binding of the engine on a language switch,
// and lays each text out again, shown or not, so every page kept built would cost each
// switch about what the page on screen costs. What a class did on a page (the simulation,
// the guided step, the predictions, typed answers, the place on the page) lives in the
// lesson's state (LessonSession) instead, and a rebuilt page shows it as it was.
class LessonNavigator : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString currentLesson READ currentLesson NOTIFY currentLessonChanged FINAL)
    Q_PROPERTY(QUrl currentPageUrl READ currentPageUrl NOTIFY currentLessonChanged FINAL)
    Q_PROPERTY(QString builtLesson READ builtLesson NOTIFY builtLessonChanged FINAL)

public:
    explicit LessonNavigator(QObject *parent = nullptr);

    QString currentLesson() const { return m_currentLesson; }
    QUrl currentPageUrl() const;
    // The lesson whose page is built: the current one, or none for a moment while
    // rebuildCurrentPage() releases it.
    QString builtLesson() const { return m_builtLesson; }

    // Opens a lesson of the catalog; an unknown id is refused with a warning and the
    // current page stays.
    Q_INVOKABLE bool open(const QString &lessonId);
    // The page after / before the current one in teaching order (Ctrl+PgDown / Ctrl+PgUp);
    // false and no change at either end.
    Q_INVOKABLE bool openNext();
    Q_INVOKABLE bool openPrevious();
    // "Reset all": the page on screen is released and built anew, after LessonSession has
    // forgotten every lesson's state, so it starts over. The lesson stays the same.
    Q_INVOKABLE void rebuildCurrentPage();

signals:
    void currentLessonChanged();
    void builtLessonChanged();

private:
    bool openRelative(int step);

    QString m_currentLesson;
    QString m_builtLesson;
};
