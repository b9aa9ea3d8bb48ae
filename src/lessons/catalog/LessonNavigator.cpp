#include "LessonNavigator.h"

#include "LessonCatalog.h"

LessonNavigator::LessonNavigator(QObject *parent)
    : QObject(parent)
    , m_currentLesson(LessonCatalog::startLessonId())
{ }

QUrl LessonNavigator::currentPageUrl() const
{
    return LessonCatalog::pageUrlFor(m_currentLesson);
}

bool LessonNavigator::open(const QString &lessonId)
{
    if (!LessonCatalog::isAvailable(lessonId)) {
        qWarning("LessonNavigator: no page \"%s\" in this build; valid values are %s.", qPrintable(lessonId),
                 qPrintable(LessonCatalog::availableLessonIds().join(QStringLiteral(", "))));
        return false;
    }
    if (lessonId != m_currentLesson) {
        m_currentLesson = lessonId;
        emit currentLessonChanged();
    }
    return true;
}

bool LessonNavigator::openNext()
{
    return openRelative(1);
}

bool LessonNavigator::openPrevious()
{
    return openRelative(-1);
}

bool LessonNavigator::openRelative(int step)
{
    const QStringList lessons = LessonCatalog::availableLessonIds();
    const qsizetype target = lessons.indexOf(m_currentLesson) + step;
    if (target < 0 || target >= lessons.size())
        return false;
    return open(lessons.at(target));
}
