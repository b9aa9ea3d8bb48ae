#include "lessons/catalog/LessonSession.h"

#include "lessons/catalog/LessonCatalog.h"
#include "lessons/catalog/LessonState.h"

#include <QQmlComponent>

LessonSession::LessonSession(QQmlEngine *engine, QObject *parent)
    : QObject(parent)
    , m_engine(engine)
{ }

LessonSession *LessonSession::create(QQmlEngine *engine, QJSEngine *scriptEngine)
{
    Q_UNUSED(scriptEngine)
    return new LessonSession(engine);
}

LessonState *LessonSession::stateOf(const QString &lessonId)
{
    if (LessonState *state = m_states.value(lessonId))
        return state;
    if (!LessonCatalog::isKnown(lessonId)) {
        qWarning("LessonSession: no lesson \"%s\"; valid values are %s.", qPrintable(lessonId),
                 qPrintable(LessonCatalog::lessonIds().join(QStringLiteral(", "))));
        return nullptr;
    }
    const QUrl url = LessonCatalog::stateUrlFor(lessonId);
    if (url.isEmpty())
        return nullptr;
    QQmlComponent component(m_engine, url, QQmlComponent::PreferSynchronous);
    QObject *object = component.create();
    auto *state = qobject_cast<LessonState *>(object);
    if (!state) {
        qWarning("LessonSession: the state of \"%s\" (%s) did not load: %s", qPrintable(lessonId),
                 qPrintable(url.toString()),
                 object ? "its root is not a LessonState" : qPrintable(component.errorString()));
        delete object;
        return nullptr;
    }
    // Owned by the session, not by the page that asked first, nor by the JavaScript heap.
    state->setParent(this);
    QQmlEngine::setObjectOwnership(state, QQmlEngine::CppOwnership);
    m_states.insert(lessonId, state);
    return state;
}

void LessonSession::clear()
{
    for (LessonState *state : std::as_const(m_states)) {
        if (state)
            state->deleteLater();
    }
    m_states.clear();
}
