#pragma once

#include "lessons/catalog/LessonQuestion.h"

#include <QList>

// The lesson's "Check yourself" questions, in the current language: the page's cards
// and the worksheet read them here (ids q1 to q6, as in LessonProgress).
namespace KeysVsLoadQuiz {
QList<LessonQuestion> questions();
} // namespace KeysVsLoadQuiz
