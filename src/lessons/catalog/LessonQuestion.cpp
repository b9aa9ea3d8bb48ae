#include "lessons/catalog/LessonQuestion.h"

#include "i18n/NumberFormat.h"

#include <QVariantList>

LessonQuestion LessonQuestion::choice(const QString &id, const QString &prompt, const QStringList &options,
                                      const QStringList &explanations, int correctIndex)
{
    LessonQuestion question;
    question.id = id;
    question.prompt = prompt;
    question.options = options;
    question.explanations = explanations;
    question.correctIndex = correctIndex;
    return question;
}

LessonQuestion LessonQuestion::typed(const QString &id, const QString &prompt, double expected,
                                     const QList<double> &knownMistakes, const QStringList &mistakeHints,
                                     const QString &reasoning)
{
    LessonQuestion question;
    question.id = id;
    question.prompt = prompt;
    question.expected = expected;
    question.knownMistakes = knownMistakes;
    question.mistakeHints = mistakeHints;
    question.reasoning = reasoning;
    return question;
}

LessonQuestion LessonQuestion::discussion(const QString &id, const QString &prompt, const QString &modelAnswer)
{
    LessonQuestion question;
    question.id = id;
    question.prompt = prompt;
    question.modelAnswer = modelAnswer;
    return question;
}

QString LessonQuestion::answerText() const
{
    if (isChoice())
        return options.value(correctIndex);
    if (isDiscussion())
        return modelAnswer;
    return NumberFormat::number(expected, decimal ? 1 : 0);
}

QVariantMap LessonQuestion::toVariantMap() const
{
    QVariantList mistakes;
    for (double value : knownMistakes)
        mistakes.append(value);
    return {
        {QStringLiteral("id"), id},
        {QStringLiteral("heading"), heading},
        {QStringLiteral("intro"), intro},
        {QStringLiteral("prompt"), prompt},
        {QStringLiteral("options"), options},
        {QStringLiteral("explanations"), explanations},
        {QStringLiteral("correctIndex"), correctIndex},
        {QStringLiteral("expected"), expected},
        {QStringLiteral("tolerance"), tolerance},
        {QStringLiteral("decimal"), decimal},
        {QStringLiteral("knownMistakes"), mistakes},
        {QStringLiteral("mistakeHints"), mistakeHints},
        {QStringLiteral("modelAnswer"), modelAnswer},
    };
}
