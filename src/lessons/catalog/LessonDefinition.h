#pragma once

#include "lessons/catalog/LessonQuestion.h"

#include <QList>
#include <QString>
#include <QStringList>

struct LessonSheet;
struct TeacherNotes;

// A lesson shortcut (KeyboardShortcuts): its id, the portable key sequences, and what it
// does, marked with QT_TRANSLATE_NOOP("KeyboardShortcuts", …).
struct LessonShortcut
{
    QString id;
    QStringList sequences;
    const char *action = "";
};

// Everything the shared parts of the app need to know about one lesson. Each lesson folder
// defines one (src/lessons/<id>/<Name>Lesson.cpp) and names its function to CMake with
// hotspot_add_lesson(); LessonRegistry lists them in teaching order. Nothing outside the
// lesson's folder names the lesson.
struct LessonDefinition
{
    QString id;
    // The place in teaching order: lessons are listed by it, lowest first.
    int order = 0;
    // Marked with QT_TRANSLATE_NOOP("LessonCatalog", …): LessonCatalog translates them.
    const char *title = "";
    const char *goal = "";
    const char *question = "";
    // The page and the file that declares the lesson's state (LessonSession), below
    // qml/pages/ in the module's resources.
    QString pageFile;
    QString stateFile;
    // The milestones a page reports (LessonProgress): steps reached and questions answered
    // right, in the lesson's order.
    QStringList stepIds;
    QStringList questionIds;
    // The page's written questions in the current language (LessonQuestionList).
    QList<LessonQuestion> (*writtenQuestions)() = nullptr;
    // The teacher's texts in the current language (TeacherNotes::forLesson).
    TeacherNotes (*teacherNotes)() = nullptr;
    // Adds the lesson's figures and sections to a sheet whose title, goal, notes and
    // opening question LessonSheet::build has set.
    void (*buildSheet)(LessonSheet &sheet) = nullptr;
    QList<LessonShortcut> shortcuts;
};

// The registered lessons, in teaching order.
namespace LessonRegistry {
const QList<LessonDefinition> &lessons();
// The lesson with this id, or nullptr.
const LessonDefinition *find(const QString &lessonId);
} // namespace LessonRegistry
