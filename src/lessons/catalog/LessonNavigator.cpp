#include "lessons/catalog/LessonNavigator.h"

#include "lessons/catalog/LessonCatalog.h"

LessonNavigator::LessonNavigator(QObject *parent)
    : QObject(parent)
    , m_currentLesson(LessonCatalog::startLessonId())
    , m_builtLesson(m_currentLesson)
{ }

QUrl LessonNavigator::currentPageUrl() const
{
    return LessonCatalog::pageUrlFor(m_currentLesson);
}

bool LessonNavigator::open(const QString &lessonId)
{
    if (!LessonCatalog::isKnown(lessonId)) {
        qWarning("LessonNavigator: no lesson \"%s\"; valid values are %s.", qPrintable(lessonId),
                 qPrintable(LessonCatalog::lessonIds().join(QStringLiteral(", "))));
        return false;
    }
    if (lessonId != m_currentLesson) {
        m_currentLesson = lessonId;
        m_builtLesson = lessonId;
        emit currentLessonChanged();
        emit builtLessonChanged();
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
    const QStringList lessons = LessonCatalog::lessonIds();
    const qsizetype target = lessons.indexOf(m_currentLesson) + step;
    if (target < 0 || target >= lessons.size())
        return false;
    return open(lessons.at(target));
}

void LessonNavigator::rebuildCurrentPage()
{
    // Two changes, so that the current page's Loader is switched off and on again.
    m_builtLesson.clear();
    emit builtLessonChanged();
    m_builtLesson = m_currentLesson;
    emit builtLessonChanged();
}
