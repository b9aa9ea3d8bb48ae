#pragma once

#include "lessons/catalog/LessonQuestion.h"

#include <QList>

// The lab's questions for discussion with their model answers, in the current language:
// the page and the worksheet read them here (ids discussion1 to discussion3).
namespace LabDiscussion {
QList<LessonQuestion> questions();
} // namespace LabDiscussion
