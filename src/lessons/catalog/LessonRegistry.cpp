#include "lessons/catalog/LessonDefinition.h"

#include <algorithm>

// Written by CMake (hotspot_write_lesson_registry) from every lesson folder's
// hotspot_add_lesson(): the definitions in the order the folders were read.
QList<LessonDefinition> hotspotRegisteredLessons();

const QList<LessonDefinition> &LessonRegistry::lessons()
{
    static const QList<LessonDefinition> all = [] {
        QList<LessonDefinition> lessons = hotspotRegisteredLessons();
        std::stable_sort(lessons.begin(), lessons.end(),
                         [](const LessonDefinition &a, const LessonDefinition &b) { return a.order < b.order; });
        return lessons;
    }();
    return all;
}

const LessonDefinition *LessonRegistry::find(const QString &lessonId)
{
    const QList<LessonDefinition> &all = lessons();
    const auto found = std::find_if(all.cbegin(), all.cend(),
                                    [&lessonId](const LessonDefinition &lesson) { return lesson.id == lessonId; });
    return found == all.cend() ? nullptr : &*found;
}
