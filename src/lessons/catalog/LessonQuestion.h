#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QVariantMap>

// One question of a lesson page, in the current language. The page shows it and the
// worksheet prints it from this one source, so the two cannot drift apart; the answer
// sheet prints its answer, its reasoning and the wrong answers students give.
struct LessonQuestion
{
    QString id;      // the question's milestone in LessonProgress ("q1", "q1Load")
    QString heading; // the group it opens, if any ("Question 1: How hot is the owner?")
    QString intro;   // a paragraph before it, if any
    QString prompt;

    // A choice question: its options, one explanation per option, and the right one.
    QStringList options;
    QStringList explanations;
    int correctIndex = -1;

    // A typed answer: the value, what distance from it still counts, whether decimals are
    // expected, and the wrong values students often type with a hint for each.
    double expected = 0.0;
    double tolerance = 0.0;
    bool decimal = false;
    QList<double> knownMistakes;
    QStringList mistakeHints;
    // How a typed answer is worked out (the answer sheet's reasoning).
    QString reasoning;

    // A question for discussion: the points a good answer makes.
    QString modelAnswer;

    // The three kinds, made in one call each by the lessons' question lists.
    static LessonQuestion choice(const QString &id, const QString &prompt, const QStringList &options,
                                 const QStringList &explanations, int correctIndex);
    static LessonQuestion typed(const QString &id, const QString &prompt, double expected,
                                const QList<double> &knownMistakes, const QStringList &mistakeHints,
                                const QString &reasoning);
    static LessonQuestion discussion(const QString &id, const QString &prompt, const QString &modelAnswer);

    bool isChoice() const { return !options.isEmpty(); }
    bool isDiscussion() const { return !modelAnswer.isEmpty(); }
    // The right answer as a student would write it, in the current language.
    QString answerText() const;
    // The fields QML reads, under the names of the properties they set.
    QVariantMap toVariantMap() const;
};
