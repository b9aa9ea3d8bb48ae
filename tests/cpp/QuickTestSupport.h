#pragma once

// Helpers for the C++ tests that drive the real main window.
#include "AppRunner.h"
#include "LessonNavigator.h"

#include <QQmlApplicationEngine>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>

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

// True once the menus' items exist: AppMenuBar builds them after the first frame.
inline bool menusReady(const QQuickWindow *window)
{
    const auto *menuBar = window->property("menuBar").value<QObject *>();
    return menuBar && menuBar->property("ready").toBool();
}

// The main window as the app builds it (AppRunner::loadMainWindow), once it is exposed
// and its menus are complete; null if it could not be loaded or shown.
inline QQuickWindow *showMainWindow(QQmlApplicationEngine &engine, const LaunchOptions &options = LaunchOptions())
{
    QQuickWindow *window = AppRunner::loadMainWindow(engine, options);
    if (!window || !QTest::qWaitForWindowExposed(window))
        return nullptr;
    return QTest::qWaitFor([window] { return menusReady(window); }) ? window : nullptr;
}

// The page the window offers: its "pageLoader" host names a page once the page is fully
// built (a page may build its part below the first screen after its first frame, see
// LessonPage.ready), so this can still be the previous page for a frame or two.
inline QQuickItem *shownPage(const QQuickWindow *window)
{
    auto *host = window->findChild<QQuickItem *>(QStringLiteral("pageLoader"));
    return host ? host->property("item").value<QQuickItem *>() : nullptr;
}

// Waits until the page of lessonId is fully built and shown; null if that does not happen.
inline QQuickItem *waitForPage(const QQuickWindow *window, const QString &lessonId, int timeoutMs = 5000)
{
    const auto *slot = window->findChild<QQuickItem *>(QStringLiteral("pageSlot_") + lessonId);
    if (!slot)
        return nullptr;
    const auto isShown = [window, slot] {
        QQuickItem *page = shownPage(window);
        return page && page == slot->property("item").value<QQuickItem *>();
    };
    return QTest::qWaitFor(isShown, timeoutMs) ? shownPage(window) : nullptr;
}

// The current lesson's page, once it is fully built and shown.
inline QQuickItem *currentPage(QQmlEngine &engine, const QQuickWindow *window)
{
    const auto *navigator = singleton<LessonNavigator>(engine, "LessonNavigator");
    return navigator ? waitForPage(window, navigator->currentLesson()) : nullptr;
}

} // namespace TestSupport
