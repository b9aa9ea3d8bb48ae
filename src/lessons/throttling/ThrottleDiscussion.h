#pragma once

#include "lessons/catalog/LessonQuestion.h"

#include <QList>

// The throttling lesson's questions for discussion with their model answers, in the current
// language: the page and the worksheet read them here (ids discussion1 to discussion3).
namespace ThrottleDiscussion {
QList<LessonQuestion> questions();
} // namespace ThrottleDiscussion
