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
