#pragma once

#include "lessons/catalog/LessonQuestion.h"

#include <QObject>
#include <QQmlEngine>
#include <QVariant>
#include <QVariantList>
#include <QVariantMap>

// A lesson page's written questions for QML: `questions[i]` and `byId.<id>` hold what a
// question card, answer field or discussion question shows (LessonQuestion::toVariantMap),
// new after a language switch. The worksheet reads the same list through of().
class LessonQuestionList : public QObject
{
    Q_OBJECT
    QML_NAMED_ELEMENT(LessonQuestions)

    Q_PROPERTY(QString lessonId READ lessonId WRITE setLessonId NOTIFY lessonIdChanged FINAL)
    Q_PROPERTY(QVariantList questions READ questions NOTIFY questionsChanged FINAL)
    // A map from id to question, as a QVariant so that QML reads `byId["q1"]` untyped.
    Q_PROPERTY(QVariant byId READ byId NOTIFY questionsChanged FINAL)

public:
    explicit LessonQuestionList(QObject *parent = nullptr);

    // The written questions of a lesson page in the current language (its predictions
    // belong to its models); empty for the Start page.
    static QList<LessonQuestion> of(const QString &lessonId);

    QString lessonId() const { return m_lessonId; }
    // An unknown lesson or one without written questions is refused with a warning.
    void setLessonId(const QString &lessonId);
    QVariantList questions() const { return m_questions; }
    QVariant byId() const { return m_byId; }

signals:
    void lessonIdChanged();
    void questionsChanged();

private:
    void refresh();

    QString m_lessonId;
    QVariantList m_questions;
    QVariantMap m_byId;
};
