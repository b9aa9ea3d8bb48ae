#pragma once

#include "teaching/TeacherNotes.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

class LessonPrediction;

// A bar chart on a sheet, drawn from a lesson model's numbers (SheetFigurePainter).
struct SheetFigure
{
    QString title;
    QString valueAxis;
    QStringList labels;
    QList<double> values;
    // A dashed line across the bars (a capacity), when above 0.
    double limit = 0.0;
    QString limitLabel;
};

// One question of a sheet: what the worksheet prints, and what the answer sheet adds.
struct SheetItem
{
    QString heading; // opens a group of questions (the items after it are lettered)
    QString context; // what to set up or read before the question
    QString prompt;
    QStringList choices; // boxes to tick; without choices the worksheet leaves lines to write on
    int answerLines = 2;

    QString answer;
    QString reasoning;
    QStringList wrongAnswers;
};

struct SheetSection
{
    QString title;
    QString intro;
    QList<SheetItem> items;
    // False where the questions carry their own numbers, as the page's discussion does.
    bool numbered = true;
};

// Everything a lesson's worksheet and answer sheet hold, in the current language. The
// questions come from the same sources as the page (its models' predictions and guide,
// LessonQuestionList), the answers from running those models to the state each question
// refers to, and the teacher's texts from TeacherNotes.
struct LessonSheet
{
    Q_DECLARE_TR_FUNCTIONS(LessonSheet)

public:
    QString lessonId;
    QString title;
    QString goal; // the lesson's goal as the Start page states it: it gives no answer away
    TeacherNotes notes;
    QList<SheetFigure> figures;       // the situation, on both sheets
    QList<SheetFigure> answerFigures; // results, on the answer sheet only
    QList<SheetSection> sections;

    // An empty sheet (no title) for an unknown lesson or the Start page; a lesson adds its
    // own figures and sections (LessonDefinition::buildSheet).
    static LessonSheet build(const QString &lessonId);

    // For the lessons' sheet builders:
    // Predictions a sheet answers by running the model: a choice list of more entries than
    // this becomes a line to write on.
    static constexpr int kMostChoicesToTick = 6;
    // The prediction as the page asks it; for the answer sheet the model is then brought to
    // the state that answers it (bringIntoView), and its own result text is the reasoning.
    static SheetItem predictionItem(LessonPrediction *prediction, const std::function<void()> &bringIntoView);
    static QList<double> toDoubles(const QList<qint64> &values);
    static QStringList partitionNames(int count);
    // The page's written questions (LessonQuestionList) as sections: choices and typed
    // answers under `questionsTitle`, discussion under its own title.
    void addWrittenQuestions(const QString &questionsTitle);
};
