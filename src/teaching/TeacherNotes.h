#pragma once

#include <QCoreApplication>
#include <QMap>
#include <QString>
#include <QStringList>

// What a teacher needs beside a lesson page, in the current language: the goals, the
// situation students work on (with its numbers), a plan for a 45- and a 90-minute class,
// how to run the predictions, the misconceptions the lesson targets, and why the wrong
// choices of each prediction are wrong. The "For teachers" part of every page and the
// worksheets (LessonSheet) read these texts; nothing else holds them.
struct TeacherNotes
{
    Q_DECLARE_TR_FUNCTIONS(TeacherNotes)

public:
    QStringList goals;
    QStringList situation;
    // The answer to the question the lesson opens with (LessonCatalog::question).
    QString openingAnswer;
    QStringList timing45;
    QStringList timing90;
    QStringList runningPredictions;
    QStringList misconceptions;
    // Why the wrong choices are wrong, by the prediction's milestone id in LessonProgress;
    // a prediction asked once per scenario has one note per scenario ("prediction:burst").
    QMap<QString, QString> wrongChoices;

    // A titled list of the notes, in the order a teacher reads them.
    struct Part
    {
        QString title;
        QStringList items;
    };
    // The goals first, then the class plans, running the predictions and the
    // misconceptions; `answers` (a sheet's answers, "question: answer") go before the
    // misconceptions when given.
    QList<Part> parts(const QStringList &answers = {}) const;

    // Empty notes for an unknown lesson or the Start page.
    // Each lesson writes its own (LessonDefinition::teacherNotes).
    static TeacherNotes forLesson(const QString &lessonId);
};
