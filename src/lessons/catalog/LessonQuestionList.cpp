#include "lessons/catalog/LessonQuestionList.h"

#include "i18n/LanguageService.h"
#include "lessons/detect/DetectDiscussion.h"
#include "lessons/keysvsload/KeysVsLoadQuiz.h"
#include "lessons/lab/LabDiscussion.h"
#include "lessons/subkeys/SubKeyQuestions.h"
#include "lessons/throttling/ThrottleDiscussion.h"

LessonQuestionList::LessonQuestionList(QObject *parent)
    : QObject(parent)
{
    connect(LanguageService::instance(), &LanguageService::languageChanged, this, &LessonQuestionList::refresh);
}

QList<LessonQuestion> LessonQuestionList::of(const QString &lessonId)
{
    if (lessonId == QLatin1String("keys-vs-load"))
        return KeysVsLoadQuiz::questions();
    if (lessonId == QLatin1String("lab"))
        return LabDiscussion::questions();
    if (lessonId == QLatin1String("subkeys"))
        return SubKeyQuestions::questions();
    if (lessonId == QLatin1String("detect"))
        return DetectDiscussion::questions();
    if (lessonId == QLatin1String("throttling"))
        return ThrottleDiscussion::questions();
    return {};
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
