#pragma once

#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QUrl>

// Which page is open. The navigation, the Start page's lesson cards and the --lesson
// option all go through open(), so there is one place that says what is shown.
class LessonNavigator : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString currentLesson READ currentLesson NOTIFY currentLessonChanged FINAL)
    Q_PROPERTY(QUrl currentPageUrl READ currentPageUrl NOTIFY currentLessonChanged FINAL)

public:
    explicit LessonNavigator(QObject *parent = nullptr);

    QString currentLesson() const { return m_currentLesson; }
    QUrl currentPageUrl() const;

    // Opens a page of the catalog; an id without a page in this build is refused with a
    // warning and the current page stays.
    Q_INVOKABLE bool open(const QString &lessonId);
    // The page after / before the current one in teaching order (Ctrl+PgDown / Ctrl+PgUp);
    // false and no change at either end.
    Q_INVOKABLE bool openNext();
    Q_INVOKABLE bool openPrevious();

signals:
    void currentLessonChanged();

private:
    bool openRelative(int step);

    QString m_currentLesson;
};
