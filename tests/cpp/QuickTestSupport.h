#pragma once

// Helpers for the C++ tests that drive the real main window.
#include "app/AppRunner.h"
#include "i18n/LanguageService.h"
#include "lessons/catalog/LessonNavigator.h"
#include "settings/DisplaySettings.h"

#include <algorithm>
#include <memory>
#include <utility>

#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>
#include <QtQuickTest/quicktest.h>

namespace TestSupport {

using AppRunner::singletonOf;

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

// Every item below root (root included) for which matches(item) holds, in tree order.
template<typename Predicate>
QList<QQuickItem *> findItemsWhere(QQuickItem *root, const Predicate &matches)
{
    QList<QQuickItem *> found;
    if (!root)
        return found;
    if (matches(root))
        found.append(root);
    const auto children = root->childItems();
    for (QQuickItem *child : children)
        found.append(findItemsWhere(child, matches));
    return found;
}

// Every item below root (root included) with that objectName, in tree order.
inline QList<QQuickItem *> findItems(QQuickItem *root, const QString &objectName)
{
    return findItemsWhere(root, [&objectName](const QQuickItem *item) { return item->objectName() == objectName; });
}

// Every item below root (root included) of the QML type typeName or a type built on it
// (a TeacherNotesPart is a Foldout), in tree order. A QML-defined type's meta-object is
// named "<type>_QMLTYPE_<n>" and has its base type's as super class.
inline QList<QQuickItem *> findItemsOfQmlType(QQuickItem *root, const QByteArray &typeName)
{
    const QByteArray prefix = typeName + "_QMLTYPE_";
    return findItemsWhere(root, [&](const QQuickItem *item) {
        for (const QMetaObject *type = item->metaObject(); type; type = type->superClass()) {
            const QByteArray name(type->className());
            if (name == typeName || name.startsWith(prefix))
                return true;
        }
        return false;
    });
}

// The QML file an item is written in, for messages that name it.
inline QString qmlFileOf(const QQuickItem *item)
{
    const QQmlContext *context = qmlContext(item);
    return context ? context->baseUrl().fileName() : QStringLiteral("?");
}

// Every Paragraph under root that holds text while hidden, or is shown without its words
// (Paragraph.qml: a hidden text is still laid out on every change).
inline QStringList paragraphsNotHoldingTheirWords(QQuickItem *root, const QString &where)
{
    QStringList failures;
    const QList<QQuickItem *> paragraphs = findItemsOfQmlType(root, "Paragraph");
    for (const QQuickItem *paragraph : paragraphs) {
        const QString words = paragraph->property("words").toString();
        const QString text = paragraph->property("text").toString();
        const QString name = QStringLiteral("%1: the Paragraph \"%2\" in %3")
                                 .arg(where, (words.isEmpty() ? text : words).left(40), qmlFileOf(paragraph));
        if (paragraph->isVisible() && text != words)
            failures.append(name + QStringLiteral(" is shown without its words"));
        else if (!paragraph->isVisible() && !text.isEmpty())
            failures.append(name + QStringLiteral(" is hidden and holds text"));
    }
    return failures;
}

// A model of the page's lesson, by objectName: the models live in the lesson's state
// (LessonSession, the page's lessonState), not in the page, so they outlive it.
template<typename Model = QObject>
Model *lessonModel(const QQuickItem *page, const QString &objectName)
{
    const auto *state = page ? page->property("lessonState").value<QObject *>() : nullptr;
    return state ? state->findChild<Model *>(objectName) : nullptr;
}

// Builds the menus' items, as opening a menu first does (AppMenuBar.buildMenus), so a
// test can find an item by its name; true once they exist.
inline bool buildMenus(const QQuickWindow *window)
{
    auto *menuBar = window->property("menuBar").value<QObject *>();
    if (!menuBar || !QMetaObject::invokeMethod(menuBar, "buildMenus"))
        return false;
    return menuBar->property("ready").toBool();
}

// Whether `item` is a Flickable whose content scrolls up and down: one whose content fits
// (a tab bar's list) scrolls nothing.
inline bool scrollsVertically(const QQuickItem *item)
{
    return item->inherits("QQuickFlickable") && item->property("contentHeight").toReal() > item->height();
}

// Scrolls every Flickable around `item` that scrolls vertically (a page's narrative, its
// simulation pane, a list in a dialog) so that the item lies in its view, centred where it
// did not, as a student would with the wheel; true if one moved.
inline bool scrollIntoView(QQuickItem *item)
{
    bool moved = false;
    for (QQuickItem *ancestor = item->parentItem(); ancestor; ancestor = ancestor->parentItem()) {
        if (!scrollsVertically(ancestor))
            continue;
        auto *content = ancestor->property("contentItem").value<QQuickItem *>();
        if (!content)
            continue;
        const qreal viewHeight = ancestor->height();
        const qreal contentHeight = ancestor->property("contentHeight").toReal();
        const QRectF rect = item->mapRectToItem(content, QRectF(0, 0, item->width(), item->height()));
        const qreal contentY = ancestor->property("contentY").toReal();
        if (rect.top() >= contentY && rect.bottom() <= contentY + viewHeight)
            continue;
        const qreal maxY = std::max<qreal>(0, contentHeight - viewHeight);
        ancestor->setProperty("contentY", std::clamp<qreal>(rect.center().y() - viewHeight / 2, 0, maxY));
        moved = true;
    }
    return moved;
}

// The part of the window in which `item` can be seen: the window, cut by the view of each
// Flickable around it that scrolls. An item just scrolled past a pane's edge may still lie
// in the window (over the menu bar), where a click would land on something else.
inline QRectF visibleAreaOf(const QQuickWindow *window, const QQuickItem *item)
{
    QRectF area(QPointF(0, 0), window->size());
    for (const QQuickItem *ancestor = item->parentItem(); ancestor; ancestor = ancestor->parentItem()) {
        if (scrollsVertically(ancestor))
            area = area.intersected(ancestor->mapRectToScene(QRectF(QPointF(0, 0), ancestor->size())));
    }
    return area;
}

// Scrolls `item` into view (scrollIntoView) and clicks its centre with the mouse (the right
// button for a context menu); false if the item is not visible or its centre stays outside
// the part of the window where it can be seen.
inline bool clickItem(QQuickWindow *window, QQuickItem *item, Qt::MouseButton button = Qt::LeftButton)
{
    if (!window || !item || !item->isVisible())
        return false;
    // A part built a moment ago (a page's deferred part) has its size only after the
    // window's next polish: scrolled before it, the view would aim at a stale place. An
    // item that polishes again on every frame (an animation) must not stop the click, so
    // a wait that times out carries on.
    if (QQuickTest::qIsPolishScheduled(window))
        QQuickTest::qWaitForPolish(window, 1000);
    scrollIntoView(item);
    // Rows and flows place a control on their next polish; a scrolled page on its next frame.
    QTest::qWait(50);
    const QPointF centre = item->mapToScene(QPointF(item->width() / 2, item->height() / 2));
    if (!visibleAreaOf(window, item).contains(centre))
        return false;
    QTest::mouseClick(window, button, Qt::NoModifier, centre.toPoint());
    return true;
}

// The main window as the app builds it (AppRunner::loadMainWindow), once it is exposed,
// with its menus' items built; null if it could not be loaded or shown.
inline QQuickWindow *showMainWindow(QQmlApplicationEngine &engine, const LaunchOptions &options = LaunchOptions())
{
    QQuickWindow *window = AppRunner::loadMainWindow(engine, options);
    if (!window || !QTest::qWaitForWindowExposed(window))
        return nullptr;
    return buildMenus(window) ? window : nullptr;
}

// Shows the lab's "Try a fix" part through its tab, as a class does: its panel is built
// when the tab first opens (LabSimulation.qml), its lower half a frame later
// (MitigationPanel.complete). True once it is shown whole.
inline bool showLabFixPart(QQuickWindow *window, QQuickItem *page)
{
    QQuickItem *tab = findItem(page, QStringLiteral("labFixTab"));
    if (!tab || !clickItem(window, tab))
        return false;
    return QTest::qWaitFor([page] {
        const QQuickItem *panel = findItem(page, QStringLiteral("mitigationPanel"));
        return panel && panel->isVisible() && panel->property("complete").toBool();
    });
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
    // The slots are made by a Repeater: items of the window, not QObject children.
    const auto *slot = findItem(window->contentItem(), QStringLiteral("pageSlot_") + lessonId);
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
    const auto *navigator = singletonOf<LessonNavigator>(engine, "LessonNavigator");
    return navigator ? waitForPage(window, navigator->currentLesson()) : nullptr;
}

// Closes every open menu, dialog and list below root and waits until they are gone;
// false if one stays open for 5 s.
inline bool closePopups(QObject *root)
{
    QList<QObject *> popups;
    const auto objects = root->findChildren<QObject *>();
    for (QObject *object : objects) {
        if (object->inherits("QQuickPopup") && object->property("visible").toBool()) {
            QMetaObject::invokeMethod(object, "close");
            popups.append(object);
        }
    }
    return QTest::qWaitFor(
        [&popups] {
            return std::none_of(popups.cbegin(), popups.cend(),
                                [](const QObject *popup) { return popup->property("visible").toBool(); });
        },
        5000);
}

// Makes every dialog the window makes when first asked for, through the menu items a class
// would use (Help > About, Help > Keyboard help, File > Reset all, File > Export...), and
// closes each again. Needs the menus' items (showMainWindow builds them) and a lesson page:
// the Start page has nothing to export. Returns what was not made, or an empty string.
inline QString makeEveryDialog(QQuickWindow *window)
{
    const QList<std::pair<const char *, const char *>> dialogs = {
        {"aboutMenuItem", "aboutDialog"},         {"keyboardHelpMenuItem", "keyboardHelpDialog"},
        {"resetAllMenuItem", "resetAllDialog"},   {"exportWorksheetMenuItem", "exportSheetDialog"},
        {"exportRunMenuItem", "exportRunDialog"},
    };
    for (const auto &[itemName, dialogName] : dialogs) {
        auto *item = window->findChild<QObject *>(QLatin1String(itemName));
        if (!item)
            return QLatin1String(itemName) + QStringLiteral(" was not found");
        if (!item->property("enabled").toBool())
            return QLatin1String(itemName) + QStringLiteral(" is disabled here");
        if (!QMetaObject::invokeMethod(item, "triggered"))
            return QLatin1String(itemName) + QStringLiteral(" could not be triggered");
        QObject *dialog = window->findChild<QObject *>(QLatin1String(dialogName));
        if (!dialog || !QTest::qWaitFor([dialog] { return dialog->property("opened").toBool(); }))
            return QLatin1String(itemName) + QStringLiteral(" opened no ") + QLatin1String(dialogName);
        if (!closePopups(window))
            return QLatin1String(dialogName) + QStringLiteral(" did not close");
    }
    return QString();
}

// Tears the main window down safely in whatever state a test left it, also after a failed
// comparison returned early: an open dialog or menu, another language, another text size.
// Qt 6.4 crashes when a window is destroyed while a popup in it is open (the popup's exit
// lays out its list again in a context that is going away), so open popups are closed
// first, and the language and text size go back to the defaults the next test expects.
inline void tearDownMainWindow(std::unique_ptr<QQmlApplicationEngine> &engine)
{
    if (!engine)
        return;
    if (auto *language = singletonOf<LanguageService>(*engine, "LanguageService"))
        language->setLanguage(QStringLiteral("en"));
    if (auto *display = singletonOf<DisplaySettings>(*engine, "DisplaySettings"))
        display->resetZoom();
    const auto roots = engine->rootObjects();
    for (QObject *root : roots) {
        if (!closePopups(root))
            qWarning("tearDownMainWindow: a popup did not close within 5 s");
    }
    engine.reset();
    // What QML released with deleteLater goes now, while the next test has not started.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
}

// A failure on purpose, to prove that a harness reports a failed comparison and exits with
// status 1 instead of crashing in its teardown: only with HOTSPOT_FAIL_ON_PURPOSE=1, which
// the fails_cleanly test sets; the suite's ordinary run skips it.
inline bool failOnPurposeRequested()
{
    return qEnvironmentVariableIntValue("HOTSPOT_FAIL_ON_PURPOSE") == 1;
}

// Leaves the window as a test that fails in the middle of its work might (a lesson open,
// the Keyboard help dialog open and scrolled, German, larger text) and then fails a comparison: the
// body of every harness's failsOnPurpose().
inline void failWithTheWindowInUse(QQmlApplicationEngine &engine, QQuickWindow *window)
{
    QVERIFY(window);
    auto *navigator = singletonOf<LessonNavigator>(engine, "LessonNavigator");
    QVERIFY(navigator->open(QStringLiteral("lab")));
    QVERIFY(waitForPage(window, QStringLiteral("lab")));
    singletonOf<DisplaySettings>(engine, "DisplaySettings")->zoomIn();
    QVERIFY(singletonOf<LanguageService>(engine, "LanguageService")->setLanguage(QStringLiteral("de")));
    QTest::keyClick(window, Qt::Key_F1);
    auto *dialog = window->findChild<QObject *>(QStringLiteral("keyboardHelpDialog"));
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->property("opened").toBool());
    // Scrolled down: closing a scrolled list as its window goes is what crashed Qt 6.4.
    auto *list = dialog->findChild<QQuickItem *>(QStringLiteral("keyboardHelpList"));
    QVERIFY(list);
    QMetaObject::invokeMethod(list, "positionViewAtIndex", Q_ARG(int, list->property("count").toInt() / 2),
                              Q_ARG(int, 0));
    QMetaObject::invokeMethod(list, "forceLayout");
    QCOMPARE(dialog->property("title").toString(), QStringLiteral("a title this dialog never has"));
}

} // namespace TestSupport

#define HOTSPOT_SKIP_UNLESS_FAILING_ON_PURPOSE() \
    do { \
        if (!TestSupport::failOnPurposeRequested()) \
            QSKIP("fails on purpose only with HOTSPOT_FAIL_ON_PURPOSE=1 (the fails_cleanly test)"); \
    } while (false)
