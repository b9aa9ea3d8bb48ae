#pragma once

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QQmlEngine>
#include <QString>

#include "lessons/catalog/LessonState.h"

// Every lesson's state for as long as the app runs: one LessonState per lesson, created
// from the lesson's state file (LessonCatalog::stateUrlFor) the first time its page asks,
// and then handed to every page built for it.
//
// Why: only the page on screen stays built (LessonNavigator). A page out of view would
// otherwise cost every language switch as much as the one on screen, because Qt 6.4
// re-evaluates every translated binding of the engine and lays out each text again,
// shown or not. Its state lives here instead, so what a class did survives lesson
// switches, and "Reset all" (clear()) gives every lesson a fresh one.
class LessonSession : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit LessonSession(QQmlEngine *engine, QObject *parent = nullptr);
    static LessonSession *create(QQmlEngine *engine, QJSEngine *scriptEngine);

    // The lesson's state, created on first use. Null for a lesson without state (the Start
    // page) and, with a warning, for an unknown id or a state file that does not load.
    Q_INVOKABLE LessonState *stateOf(const QString &lessonId);
    // Whether the lesson's state exists yet (its page was opened since the last clear()).
    Q_INVOKABLE bool hasState(const QString &lessonId) const { return m_states.value(lessonId); }
    // Forgets every lesson's state: the next stateOf() creates a fresh one. The old states
    // are deleted once control returns to the event loop, so a page released in the same
    // turn ("Reset all" releases the page on screen right after) never reads a deleted
    // state: its bindings are switched off when its Loader lets it go.
    Q_INVOKABLE void clear();

private:
    QQmlEngine *m_engine;
    QHash<QString, QPointer<LessonState>> m_states;
};
