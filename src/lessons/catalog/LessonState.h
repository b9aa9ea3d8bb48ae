#pragma once

#include <QHash>
#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QVariant>

// What a class did in one lesson, kept for as long as the app runs (LessonSession), so
// that the lesson's page can be released while it is out of view and built again, with
// everything as it was, when it is opened.
//
// A lesson declares its models on it in QML (qml/pages/<Lesson>State.qml: the simulation,
// the guide, the predictions). What only the page's controls hold (a chosen option, a
// typed answer, the tab on show, the place on the page) is kept here by name, through
// value() and setValue().
class LessonState : public QObject
{
    Q_OBJECT
    QML_ELEMENT

public:
    explicit LessonState(QObject *parent = nullptr);

    // The value kept under `key`, or `fallback` when nothing is kept yet.
    Q_INVOKABLE QVariant value(const QString &key, const QVariant &fallback = {}) const;
    // Keeps `value` under `key`; an undefined value forgets the key.
    Q_INVOKABLE void setValue(const QString &key, const QVariant &value);
    Q_INVOKABLE bool contains(const QString &key) const { return m_values.contains(key); }

private:
    QHash<QString, QVariant> m_values;
};
