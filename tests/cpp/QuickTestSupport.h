#pragma once

// Helpers for the C++ tests that drive the real main window.
#include <QQmlEngine>
#include <QQuickItem>

namespace TestSupport {

// The module's C++ singleton as the engine created it (the one QML sees).
template<typename T>
T *singleton(QQmlEngine &engine, const char *name)
{
    return engine.singletonInstance<T *>(qmlTypeId("HotspotLab", 1, 0, name));
}

// Items that Repeaters and Loaders create are visual children, not QObject children, so
// QObject::findChild does not see them: search the item tree instead.
inline QQuickItem *findItem(QQuickItem *root, const QString &objectName)
{
    if (!root)
        return nullptr;
    if (root->objectName() == objectName)
        return root;
    const auto children = root->childItems();
    for (QQuickItem *child : children) {
        if (QQuickItem *found = findItem(child, objectName))
            return found;
    }
    return nullptr;
}

} // namespace TestSupport
