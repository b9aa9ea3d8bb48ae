#include "lessons/catalog/LessonQuestion.h"

#include "i18n/NumberFormat.h"

#include <QVariantList>

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
