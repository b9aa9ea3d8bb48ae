#include "lessons/catalog/LessonQuestionList.h"

#include "i18n/LanguageService.h"
#include "lessons/catalog/LessonDefinition.h"

LessonQuestionList::LessonQuestionList(QObject *parent)
    : QObject(parent)
{
    connect(LanguageService::instance(), &LanguageService::languageChanged, this, &LessonQuestionList::refresh);
}

QList<LessonQuestion> LessonQuestionList::of(const QString &lessonId)
{
    const LessonDefinition *lesson = LessonRegistry::find(lessonId);
    return lesson && lesson->writtenQuestions ? lesson->writtenQuestions() : QList<LessonQuestion>();
}

void LessonQuestionList::setLessonId(const QString &lessonId)
{
    if (lessonId == m_lessonId)
        return;
    if (of(lessonId).isEmpty()) {
        qWarning("LessonQuestions: \"%s\" has no written questions; the lesson stays \"%s\"", qPrintable(lessonId),
                 qPrintable(m_lessonId));
        return;
    }
    m_lessonId = lessonId;
    emit lessonIdChanged();
    refresh();
}

void LessonQuestionList::refresh()
{
    QVariantList questions;
    for (const LessonQuestion &question : of(m_lessonId))
        questions.append(question.toVariantMap());
    QVariantMap byId;
    for (const QVariant &question : std::as_const(questions))
        byId.insert(question.toMap().value(QStringLiteral("id")).toString(), question);
    m_questions = questions;
    m_byId = byId;
    emit questionsChanged();
}
