#include "teaching/LessonSheet.h"

#include "i18n/NumberFormat.h"
#include "lessons/catalog/LessonCatalog.h"
#include "lessons/catalog/LessonDefinition.h"
#include "lessons/catalog/LessonPrediction.h"
#include "lessons/catalog/LessonQuestionList.h"

#include <QLocale>

#include <functional>

namespace {

// A wrong answer and why it is wrong.
const auto kWrongAnswer = QStringLiteral("%1 – %2");

} // namespace

SheetItem LessonSheet::predictionItem(LessonPrediction *prediction, const std::function<void()> &bringIntoView)
{
    SheetItem item;
    item.prompt = prediction->question();
    item.choices = prediction->choices();
    prediction->setChosenIndex(0); // any choice: a committed prediction shows its result
    if (!prediction->commit()) {
        qWarning("LessonSheet: the prediction \"%s\" could not be committed", qPrintable(item.prompt));
        return item;
    }
    bringIntoView();
    item.answer = prediction->choices().value(prediction->outcomeIndex());
    item.reasoning = prediction->resultText();
    return item;
}

QList<double> LessonSheet::toDoubles(const QList<qint64> &values)
{
    QList<double> result;
    for (qint64 value : values)
        result.append(double(value));
    return result;
}

QStringList LessonSheet::partitionNames(int count)
{
    QStringList names;
    for (int p = 0; p < count; ++p)
        names.append(NumberFormat::partition(p));
    return names;
}

LessonSheet LessonSheet::build(const QString &lessonId)
{
    LessonSheet sheet;
    if (!LessonCatalog::isKnown(lessonId) || lessonId == LessonCatalog::startLessonId())
        return sheet;
    sheet.lessonId = lessonId;
    const LessonCatalog catalog;
    sheet.title = catalog.title(lessonId);
    sheet.goal = catalog.data(catalog.index(catalog.indexOf(lessonId)), LessonCatalog::GoalRole).toString();
    sheet.notes = TeacherNotes::forLesson(lessonId);

    // The question the lesson opens with, answered first by guess and again at the end.
    SheetItem opening;
    opening.prompt = catalog.question(lessonId);
    opening.answerLines = 3;
    opening.answer = sheet.notes.openingAnswer;
    sheet.sections.append(
        {tr("Before you start"), tr("Write down your first answer. Come back to it at the end."), {opening}});

    const LessonDefinition *lesson = LessonRegistry::find(lessonId);
    if (lesson && lesson->buildSheet)
        lesson->buildSheet(sheet);
    return sheet;
}

void LessonSheet::addWrittenQuestions(const QString &questionsTitle)
{
    SheetSection written {questionsTitle, {}, {}};
    SheetSection discussion {tr("Questions for discussion"), {}, {}, false};
    for (const LessonQuestion &question : LessonQuestionList::of(lessonId)) {
        SheetItem item;
        item.heading = question.heading;
        item.context = question.intro;
        item.prompt = question.prompt;
        item.answer = question.answerText();
        if (question.isDiscussion()) {
            item.answerLines = 5;
            discussion.items.append(item);
            continue;
        }
        if (question.isChoice()) {
            item.choices = question.options;
            item.reasoning = question.explanations.value(question.correctIndex);
            for (int i = 0; i < question.options.size(); ++i) {
                if (i != question.correctIndex)
                    item.wrongAnswers.append(kWrongAnswer.arg(question.options.at(i), question.explanations.value(i)));
            }
        } else {
            item.answerLines = 2; // the answer and the working
            item.reasoning = question.reasoning;
            // Mistakes that differ only in rounding share their hint: one line for them.
            QStringList hints;
            QList<QStringList> values;
            for (int i = 0; i < question.knownMistakes.size(); ++i) {
                const QString hint = question.mistakeHints.value(i);
                const QString value =
                    NumberFormat::number(question.knownMistakes.at(i), QLocale::FloatingPointShortest);
                const qsizetype known = hints.indexOf(hint);
                if (known >= 0) {
                    values[known].append(value);
                } else {
                    hints.append(hint);
                    values.append({value});
                }
            }
            for (int i = 0; i < hints.size(); ++i)
                item.wrongAnswers.append(kWrongAnswer.arg(values.at(i).join(QStringLiteral(" / ")), hints.at(i)));
        }
        written.items.append(item);
    }
    if (!written.items.isEmpty())
        sections.append(written);
    if (!discussion.items.isEmpty())
        sections.append(discussion);
}
