#include "LessonNavigator.h"

#include "LessonCatalog.h"

LessonNavigator::LessonNavigator(QObject *parent)
    : QObject(parent)
    , m_currentLesson(LessonCatalog::startLessonId())
    , m_keptLessons {m_currentLesson}
{
    // A hidden page would be retranslated (and its charts laid out) for nothing.
    connect(&m_languageWatcher, &LanguageChangeWatcher::languageChanged, this, &LessonNavigator::keepOnlyCurrent);
}

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
        // Most recent first; the oldest page beyond kKeptPages is released.
        m_keptLessons.removeAll(lessonId);
        m_keptLessons.prepend(lessonId);
        while (m_keptLessons.size() > kKeptPages)
            m_keptLessons.removeLast();
        emit currentLessonChanged();
        emit keptLessonsChanged();
    }
    return true;
}

void LessonNavigator::keepOnlyCurrent()
{
    if (m_keptLessons.size() == 1)
        return;
    m_keptLessons = {m_currentLesson};
    emit keptLessonsChanged();
}
