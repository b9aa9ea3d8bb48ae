#pragma once

#include "lessons/catalog/LessonQuestion.h"

#include <QList>

// The detection lesson's questions for discussion, in the current language, with the
// points a good answer makes: the page shows the questions, the answer sheet and the
// teachers' notes the answers (ids discussion1 to discussion3).
namespace DetectDiscussion {
QList<LessonQuestion> questions();
} // namespace DetectDiscussion
