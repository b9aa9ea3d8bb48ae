#include "teaching/TeacherNotes.h"

#include "lessons/catalog/LessonDefinition.h"

TeacherNotes TeacherNotes::forLesson(const QString &lessonId)
{
    const LessonDefinition *lesson = LessonRegistry::find(lessonId);
    return lesson && lesson->teacherNotes ? lesson->teacherNotes() : TeacherNotes();
}

QList<TeacherNotes::Part> TeacherNotes::parts(const QStringList &answers) const
{
    QList<Part> parts {
        {tr("Learning goals"), goals},
        {tr("A 45-minute class"), timing45},
        {tr("A 90-minute class"), timing90},
        {tr("Running the predictions"), runningPredictions},
    };
    if (!answers.isEmpty())
        parts.append({tr("Answers"), answers});
    parts.append({tr("Misconceptions this lesson targets"), misconceptions});
    return parts;
}
