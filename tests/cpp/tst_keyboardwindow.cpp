// The real main window by keyboard: F1 and the Help menu open the Keyboard help dialog,
// which lists every shortcut and closes with Esc; every Shortcut item of every page is in
// that list; Ctrl+PgDown/PgUp walk the lessons; Alt+letter opens a menu; Tab reaches the
// lesson list, whose arrows and Enter open a lesson.
#include "QuickTestSupport.h"
#include "TestSupport.h"
#include "app/AppRunner.h"
#include "app/KeyboardShortcuts.h"
#include "i18n/LanguageService.h"
#include "lessons/catalog/LessonCatalog.h"
#include "lessons/catalog/LessonNavigator.h"

#include <QApplication>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

Q_IMPORT_QML_PLUGIN(HotspotLabPlugin)

namespace {
using TestSupport::singletonOf;
// Shortcut items anywhere below an item: QObject children of every visual item, since
// Loaders and Repeaters create visual children only.
void collectShortcuts(QObject *object, QList<QObject *> &found)
{
    if (!object)
        return;
    if (qstrcmp(object->metaObject()->className(), "QQuickShortcut") == 0 && !found.contains(object))
        found.append(object);
    const auto children = object->children();
    for (QObject *child : children)
        collectShortcuts(child, found);
    if (auto *item = qobject_cast<QQuickItem *>(object)) {
        const auto childItems = item->childItems();
        for (QQuickItem *child : childItems)
            collectShortcuts(child, found);
    }
}

QStringList sequencesOf(QObject *shortcut)
{
    QStringList result;
    const QVariant single = shortcut->property("sequence");
    if (!single.toString().isEmpty())
        result.append(single.toString());
    const QVariantList many = shortcut->property("sequences").toList();
    for (const QVariant &sequence : many)
        result.append(sequence.toString());
    return result;
}
} // namespace

class TestKeyboardWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void f1OpensKeyboardHelpAndEscCloses();
    void helpMenuOpensKeyboardHelp();
    void keyboardHelpFollowsTheLanguage();
    void everyShortcutOfEveryPageIsListed();
    void lessonShortcutsWalkTheLessons();
    void altLetterOpensAMenu();
    void tabReachesTheLessonListAndThePage();
    void failsOnPurpose();

private:
    QObject *dialog() const { return m_window->findChild<QObject *>(QStringLiteral("keyboardHelpDialog")); }
    QQuickItem *helpList() const;
    QString keysShownFor(const QString &id) const;
    LessonNavigator *navigator() const { return singletonOf<LessonNavigator>(*m_engine, "LessonNavigator"); }

    std::unique_ptr<QQmlApplicationEngine> m_engine;
    QQuickWindow *m_window = nullptr;
};

void TestKeyboardWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    AppRunner::configureQuick();
}

void TestKeyboardWindow::init()
{
    m_engine = std::make_unique<QQmlApplicationEngine>();
    m_window = TestSupport::showMainWindow(*m_engine);
    QVERIFY(m_window);
    m_window->requestActivate();
}

void TestKeyboardWindow::cleanup()
{
    m_window = nullptr;
    TestSupport::tearDownMainWindow(m_engine);
}

QQuickItem *TestKeyboardWindow::helpList() const
{
    return dialog()->findChild<QQuickItem *>(QStringLiteral("keyboardHelpList"));
}

// The keys column of the dialog's row for one shortcut, scrolled into the list first.
QString TestKeyboardWindow::keysShownFor(const QString &id) const
{
    QQuickItem *list = helpList();
    if (!list)
        return QString();
    auto *shortcuts = singletonOf<KeyboardShortcuts>(*m_engine, "KeyboardShortcuts");
    const int row = int(shortcuts->ids().indexOf(id));
    QMetaObject::invokeMethod(list, "positionViewAtIndex", Q_ARG(int, row), Q_ARG(int, 0));
    QMetaObject::invokeMethod(list, "forceLayout");
    auto *contentItem = list->property("contentItem").value<QQuickItem *>();
    const auto rows = contentItem->childItems();
    for (QQuickItem *rowItem : rows) {
        if (rowItem->objectName() == QStringLiteral("keyboardHelpRow_") + id) {
            auto *keys = rowItem->findChild<QQuickItem *>(QStringLiteral("keys"));
            return keys ? keys->property("text").toString() : QString();
        }
    }
    return QString();
}

void TestKeyboardWindow::f1OpensKeyboardHelpAndEscCloses()
{
    // Made when first asked for.
    QVERIFY(!dialog());
    QTest::keyClick(m_window, Qt::Key_F1);
    QVERIFY(dialog());
    QTRY_VERIFY(dialog()->property("opened").toBool());
    QCOMPARE(dialog()->property("title").toString(), QStringLiteral("Keyboard help"));

    // The dialog shows the whole model, one row per shortcut, grouped.
    QQuickItem *list = helpList();
    QVERIFY(list);
    auto *shortcuts = singletonOf<KeyboardShortcuts>(*m_engine, "KeyboardShortcuts");
    QCOMPARE(list->property("count").toInt(), shortcuts->rowCount());
    QCOMPARE(list->property("model").value<QObject *>(), shortcuts);
    QCOMPARE(keysShownFor(QStringLiteral("nextControl")), QStringLiteral("Tab"));
    QCOMPARE(keysShownFor(QStringLiteral("labSend")), QStringLiteral("Ctrl+B"));
    QCOMPARE(keysShownFor(QStringLiteral("zoomIn")), QStringLiteral("Ctrl++ or Ctrl+="));
    QCOMPARE(keysShownFor(QStringLiteral("keyboardHelp")), QStringLiteral("F1"));
    // The list has the keyboard focus, so arrows scroll it.
    QVERIFY(list->hasActiveFocus());

    QTest::keyClick(m_window, Qt::Key_Escape);
    QTRY_VERIFY(!dialog()->property("visible").toBool());
}

void TestKeyboardWindow::helpMenuOpensKeyboardHelp()
{
    auto *item = m_window->findChild<QObject *>(QStringLiteral("keyboardHelpMenuItem"));
    QVERIFY(item);
    QCOMPARE(item->property("text").toString(), QStringLiteral("&Keyboard help (F1)"));
    QVERIFY(QMetaObject::invokeMethod(item, "triggered"));
    QVERIFY(dialog());
    QTRY_VERIFY(dialog()->property("opened").toBool());
    QTest::keyClick(m_window, Qt::Key_Escape);
    QTRY_VERIFY(!dialog()->property("visible").toBool());
}

void TestKeyboardWindow::keyboardHelpFollowsTheLanguage()
{
    auto *language = singletonOf<LanguageService>(*m_engine, "LanguageService");
    QVERIFY(language->setLanguage(QStringLiteral("de")));
    QTest::keyClick(m_window, Qt::Key_F1);
    QVERIFY(dialog());
    QTRY_VERIFY(dialog()->property("opened").toBool());
    QCOMPARE(dialog()->property("title").toString(), QStringLiteral("Tastaturhilfe"));
    QCOMPARE(keysShownFor(QStringLiteral("languageMenu")), QStringLiteral("Alt+S"));
    const QString missing = TestSupport::missingQtCatalogue(QStringLiteral("de"), language->qtCatalogueFile());
    QVERIFY2(missing.isEmpty(), qPrintable(missing));
    QCOMPARE(keysShownFor(QStringLiteral("labSend")), QStringLiteral("Strg+B"));
    QVERIFY(language->setLanguage(QStringLiteral("id")));
    QCOMPARE(dialog()->property("title").toString(), QStringLiteral("Bantuan keyboard"));
    QCOMPARE(keysShownFor(QStringLiteral("labSend")), QStringLiteral("Ctrl+B"));
    QTest::keyClick(m_window, Qt::Key_Escape);
    QTRY_VERIFY(!dialog()->property("visible").toBool());
}

void TestKeyboardWindow::everyShortcutOfEveryPageIsListed()
{
    auto *shortcuts = singletonOf<KeyboardShortcuts>(*m_engine, "KeyboardShortcuts");
    QSet<QString> used;
    int lessonShortcuts = 0;
    const QStringList lessons = LessonCatalog::lessonIds();
    for (const QString &lesson : lessons) {
        QVERIFY(navigator()->open(lesson));
        QQuickItem *page = TestSupport::waitForPage(m_window, lesson);
        QVERIFY(page);
        // "Try a fix" brings its own shortcuts; its panel is built when its tab opens.
        if (lesson == QLatin1String("lab"))
            QVERIFY(TestSupport::showLabFixPart(m_window, page));
        QList<QObject *> found;
        collectShortcuts(m_window, found);
        collectShortcuts(m_window->contentItem(), found);
        QVERIFY(found.size() >= 6); // the window's own: text size, lessons, F1
        for (QObject *shortcut : std::as_const(found)) {
            const QStringList sequences = sequencesOf(shortcut);
            QVERIFY2(!sequences.isEmpty(), qPrintable(lesson + QStringLiteral(": a Shortcut without keys")));
            for (const QString &sequence : sequences) {
                QVERIFY2(shortcuts->lists(sequence),
                         qPrintable(lesson + QStringLiteral(": ") + sequence
                                    + QStringLiteral(" is not in the Keyboard help")));
                used.insert(QKeySequence(sequence).toString(QKeySequence::PortableText));
            }
        }
        if (lesson == QLatin1String("lab"))
            lessonShortcuts = int(found.size());
    }
    QVERIFY(lessonShortcuts >= 12); // the lab adds Ctrl+B, Ctrl+D, Ctrl+R and the same with Shift
    // And the other way round: every listed sequence belongs to a real Shortcut.
    for (const QString &id : shortcuts->ids()) {
        for (const QVariant &sequence : shortcuts->sequences(id)) {
            const QString text = sequence.toString();
            QVERIFY2(used.contains(QKeySequence(text).toString(QKeySequence::PortableText)),
                     qPrintable(id + QLatin1Char(' ') + text));
        }
    }
}

void TestKeyboardWindow::lessonShortcutsWalkTheLessons()
{
    const QStringList lessons = LessonCatalog::lessonIds();
    QCOMPARE(navigator()->currentLesson(), lessons.constFirst());
    QTest::keyClick(m_window, Qt::Key_PageUp, Qt::ControlModifier);
    QCOMPARE(navigator()->currentLesson(), lessons.constFirst());
    for (qsizetype i = 1; i < lessons.size(); ++i) {
        QTest::keyClick(m_window, Qt::Key_PageDown, Qt::ControlModifier);
        QTRY_COMPARE(navigator()->currentLesson(), lessons.at(i));
    }
    QTest::keyClick(m_window, Qt::Key_PageUp, Qt::ControlModifier);
    QTRY_COMPARE(navigator()->currentLesson(), lessons.at(lessons.size() - 2));
}

void TestKeyboardWindow::altLetterOpensAMenu()
{
    auto *menu = m_window->findChild<QObject *>(QStringLiteral("languageMenu"));
    QVERIFY(menu);
    QVERIFY(!menu->property("visible").toBool());
    QTest::keyClick(m_window, Qt::Key_L, Qt::AltModifier);
    QTRY_VERIFY(menu->property("opened").toBool());
    QTest::keyClick(m_window, Qt::Key_Escape);
    QTRY_VERIFY(!menu->property("visible").toBool());
}

void TestKeyboardWindow::tabReachesTheLessonListAndThePage()
{
    auto *list = m_window->findChild<QQuickItem *>(QStringLiteral("lessonList"));
    QVERIFY(list);
    QTest::keyClick(m_window, Qt::Key_Tab);
    QTRY_VERIFY(list->hasActiveFocus());
    QTest::keyClick(m_window, Qt::Key_Down);
    QTest::keyClick(m_window, Qt::Key_Return);
    const QString second = LessonCatalog::lessonIds().at(1);
    QTRY_COMPARE(navigator()->currentLesson(), second);
    QVERIFY(list->hasActiveFocus());
    QTest::keyClick(m_window, Qt::Key_Down);
    QTest::keyClick(m_window, Qt::Key_Space);
    QTRY_COMPARE(navigator()->currentLesson(), LessonCatalog::lessonIds().at(2));
    // The highlight is always the open page (Up and Down open the lesson at once).
    QCOMPARE(list->property("currentIndex").toInt(), 2);
    QTest::keyClick(m_window, Qt::Key_Up);
    QTRY_COMPARE(navigator()->currentLesson(), second);
    QCOMPARE(list->property("currentIndex").toInt(), 1);

    // The next Tab goes into the page, and Shift+Tab comes back to the list.
    QTest::keyClick(m_window, Qt::Key_Tab);
    QQuickItem *focused = m_window->activeFocusItem();
    QVERIFY(focused);
    auto *page = TestSupport::currentPage(*m_engine, m_window);
    QVERIFY(page && page->isAncestorOf(focused));
    QTest::keyClick(m_window, Qt::Key_Tab, Qt::ShiftModifier);
    QTRY_VERIFY(list->hasActiveFocus());
}

void TestKeyboardWindow::failsOnPurpose()
{
    HOTSPOT_SKIP_UNLESS_FAILING_ON_PURPOSE();
    TestSupport::failWithTheWindowInUse(*m_engine, m_window);
}

QTEST_MAIN(TestKeyboardWindow)
#include "tst_keyboardwindow.moc"
