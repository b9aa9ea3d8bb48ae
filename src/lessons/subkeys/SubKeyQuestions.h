#pragma once

#include "lessons/catalog/LessonQuestion.h"

#include <QList>

// The sub-key exercise's three questions and their six answer fields, in the current
// language, with the values the fields accept, and the question to think further: the page's fields and the worksheet
// read them here (ids as in LessonProgress). Every value comes from SubKeySplit's scenario.
namespace SubKeyQuestions {
QList<LessonQuestion> questions();
} // namespace SubKeyQuestions
