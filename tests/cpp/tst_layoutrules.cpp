// Structural rules for the QML of every page and dialog, checked on the real item tree:
// each page as a class uses it with the mouse (its parts open, on each tab, its predictions
// committed, its simulation run, a chart's context menu opened), and every menu and dialog
// the window holds, opened.
//
// Repeaters. Qt 6.4's Quick Layouts keep a pointer to every child in their layout engine.
// When a Repeater that is a direct child of a layout replaces its delegates (its model
// changes: a language switch, another tab, a reset), the layout can ask a deleted delegate
// for its size hints on the next rearrange and crash (qmlAttachedPropertiesObject inside
// QQuickGridLayoutBase::rearrange). The monkey test hit this on a zoom step. So a Repeater
// never sits directly in a ColumnLayout, RowLayout or GridLayout: it goes into a Column,
// Row or Flow, which keeps no such engine, and that positioner goes into the layout.
//
// Text. Qt 6.4 lays a text out whenever it changes, shown or not, and shapes every word
// with HarfBuzz unless its font says otherwise; English, German and Indonesian need no
// shaping. So every text item prefers no shaping, and a Paragraph holds its words only
// while it is shown (docs/qt-6.4-limits.md).
//
// Fonts. A character the app's font lacks (▸, ✓) makes Qt load a fallback font, which
// costs the page's build a font engine and a fontconfig search: shown texts keep to the
// characters of their own font.
//
// Tab bars. Fusion's tab bar resizes an invisible highlight under the current tab at
// 400 px a second, and the window draws frames that show nothing new until it is done:
// every tab bar is a PaneTabBar, whose list puts the highlight in place at once.
#include "QuickTestSupport.h"
#include "app/AppRunner.h"
#include "lessons/catalog/LessonCatalog.h"
#include "lessons/catalog/LessonNavigator.h"

#include <QApplication>
#include <QQmlApplicationEngine>
#include <QQmlComponent>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRawFont>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

#include <algorithm>
#include <functional>
#include <optional>
#include <utility>

Q_IMPORT_QML_PLUGIN(HotspotLabPlugin)

namespace {
using TestSupport::findItem;
using TestSupport::findItemsOfQmlType;
using TestSupport::findItemsWhere;
using TestSupport::paragraphsNotHoldingTheirWords;
using TestSupport::qmlFileOf;
using TestSupport::singletonOf;

// Where a Repeater is written: its file, and the file of its delegate when it differs.
QString describeRepeater(const QQuickItem *repeater)
{
    QString where = qmlFileOf(repeater);
    if (!repeater->objectName().isEmpty())
        where += QStringLiteral(" \"%1\"").arg(repeater->objectName());
    const auto *delegate = repeater->property("delegate").value<QQmlComponent *>();
    if (delegate && delegate->url().fileName() != where.section(QLatin1Char(' '), 0, 0))
        where += QStringLiteral(" (delegate from %1)").arg(delegate->url().fileName());
    return where;
}

// Every Repeater under root whose parent item is a Quick Layout, visible or not.
QStringList repeatersInLayouts(const QQuickItem *root, const QString &where)
{
    QStringList failures;
    if (!root)
        return failures;
    const auto children = root->childItems();
    for (const QQuickItem *child : children) {
        if (child->inherits("QQuickRepeater") && root->inherits("QQuickLayout")) {
            failures.append(
                QStringLiteral("%1: a Repeater in %2 is a direct child of a %3")
                    .arg(where, describeRepeater(child), QString::fromLatin1(root->metaObject()->className())));
        }
        failures += repeatersInLayouts(child, where);
    }
    return failures;
}

// Every text item under root, shown or not, whose font lets Qt shape its words.
QStringList shapedTexts(QQuickItem *root, const QString &where)
{
    QStringList failures;
    const QList<QQuickItem *> texts = findItemsWhere(root, [](const QQuickItem *item) {
        return item->inherits("QQuickText") || item->inherits("QQuickTextInput") || item->inherits("QQuickTextEdit");
    });
    for (const QQuickItem *text : texts) {
        if (!(text->property("font").value<QFont>().styleStrategy() & QFont::PreferNoShaping)) {
            failures.append(QStringLiteral("%1: a %2 in %3 shapes its text")
                                .arg(where, QString::fromLatin1(text->metaObject()->className()), qmlFileOf(text)));
        }
    }
    return failures;
}

// Every text under root that is shown with a character its own font lacks. Qt then loads
// a fallback font for it: a font engine and a fontconfig search, about 4 M instructions,
// on the page's build or in the frame of the action that showed the text.
QStringList textsNeedingAFallbackFont(QQuickItem *root, const QString &where)
{
    QStringList failures;
    const QList<QQuickItem *> texts = findItemsWhere(root, [](const QQuickItem *item) {
        return (item->inherits("QQuickText") || item->inherits("QQuickTextInput") || item->inherits("QQuickTextEdit"))
            && item->isVisible();
    });
    for (const QQuickItem *text : texts) {
        const QString shown = text->property("text").toString();
        const QRawFont font = QRawFont::fromFont(text->property("font").value<QFont>());
        for (const char32_t character : QStringView(shown).toUcs4()) {
            // Spaces and invisible break hints (a zero-width space) draw nothing.
            if (!QChar::isSpace(character) && QChar::category(character) != QChar::Other_Format
                && !font.supportsCharacter(character)) {
                failures.append(QStringLiteral("%1: \"%2\" in %3 needs a fallback font for U+%4")
                                    .arg(where, shown, qmlFileOf(text))
                                    .arg(uint(character), 4, 16, QLatin1Char('0')));
                break;
            }
        }
    }
    return failures;
}

// Every tab bar under root, shown or not.
QList<QQuickItem *> tabBarsIn(QQuickItem *root)
{
    return findItemsWhere(root, [](const QQuickItem *item) { return item->inherits("QQuickTabBar"); });
}

// Every tab bar under root whose list moves or resizes its highlight over time.
QStringList animatedTabBars(QQuickItem *root, const QString &where)
{
    QStringList failures;
    const QList<QQuickItem *> bars = tabBarsIn(root);
    for (const QQuickItem *bar : bars) {
        const auto *list = bar->property("contentItem").value<QQuickItem *>();
        if (!list || list->property("highlightMoveDuration").toInt() != 0
            || list->property("highlightResizeDuration").toInt() != 0) {
            failures.append(QStringLiteral("%1: a tab bar in %2 animates its highlight").arg(where, qmlFileOf(bar)));
        }
    }
    return failures;
}

// What a class chooses on a page before it predicts: "Try a fix" asks for a prediction once
// a fix is chosen (the first, a cache).
const QStringList kChoicesBeforePredicting = {QStringLiteral("fixChoice1")};

// What a class does on a page before the rules look at it, so that the items a run makes
// (the detect lesson's table cells, the lab's tokens, a discussion) exist: one press on each
// of these, wherever a page has it.
const QStringList kRunButtons = {
    QStringLiteral("labSendButton"),        QStringLiteral("fixSendButton"), QStringLiteral("detectFeedButton"),
    QStringLiteral("stepButton"),           QStringLiteral("hourButton"),    QStringLiteral("lookUpHotKeyButton"),
    QStringLiteral("showDiscussionButton"),
};

// Clicks item with the mouse once the page has stopped scrolling (after a run it keeps
// the result in view; after a switch it follows the reader's place) and the item is
// enabled and in view (clickItem scrolls it there): a button that needs an earlier run,
// such as the detect lesson's look-up, is enabled once that run has come in. A button must
// also have taken the click. False if that does not happen within 5 s.
bool clickWhenReady(QQuickWindow *window, QQuickItem *page, QQuickItem *item,
                    Qt::MouseButton mouseButton = Qt::LeftButton)
{
    std::optional<QSignalSpy> clicks;
    if (item->inherits("QQuickAbstractButton"))
        clicks.emplace(item, SIGNAL(clicked()));
    return QTest::qWaitFor([&] {
        if (page->property("keepingInView").toBool() || page->property("placeFollowing").toBool() || !item->isEnabled()
            || !TestSupport::clickItem(window, item, mouseButton))
            return false;
        return !clicks || !clicks->isEmpty();
    });
}

// The prediction cards that take a prediction on the walk: the keys-vs-load explorer, "Try
// a fix" (once a fix is chosen), the detect lesson's two and throttling. The lab's guide
// asks in a list of its own, not a card.
constexpr int kPredictionCards = 5;

// Commits a prediction on every card on the page that takes one, with the mouse as a
// student would (the first choice), so the verdict and result a commit shows are walked
// too. The number committed, or nothing if a card open for a prediction did not take it.
std::optional<int> commitEveryPrediction(QQuickWindow *window, QQuickItem *page)
{
    int committed = 0;
    const QList<QQuickItem *> cards = findItemsOfQmlType(page, "PredictionCard");
    for (QQuickItem *card : cards) {
        const auto *prediction = card->property("prediction").value<QObject *>();
        if (!card->isVisible() || !prediction || !prediction->property("open").toBool()
            || prediction->property("committed").toBool())
            continue;
        QQuickItem *choice = findItem(card, QStringLiteral("predictionChoice0"));
        QQuickItem *commit = findItem(card, QStringLiteral("predictionCommitButton"));
        if (!choice || !commit || !clickWhenReady(window, page, choice) || !clickWhenReady(window, page, commit)
            || !QTest::qWaitFor([prediction] { return prediction->property("committed").toBool(); }))
            return std::nullopt;
        ++committed;
    }
    return committed;
}

// Opens a chart's context menu with a right click, as a class exporting a chart would, and
// calls check on it; false if the page has a chart and its menu did not open and close.
bool checkChartContextMenu(QQuickWindow *window, QQuickItem *page, const QString &where,
                           const std::function<void(QQuickItem *, const QString &)> &check)
{
    const QList<QQuickItem *> charts = findItemsOfQmlType(page, "LessonChart");
    const auto shown =
        std::find_if(charts.cbegin(), charts.cend(), [](const QQuickItem *chart) { return chart->isVisible(); });
    if (shown == charts.cend())
        return true;
    if (!clickWhenReady(window, page, *shown, Qt::RightButton))
        return false;
    QObject *menu = nullptr;
    if (!QTest::qWaitFor([&] {
            menu = (*shown)->findChild<QObject *>(QStringLiteral("chartContextMenu"));
            return menu && menu->property("opened").toBool();
        }))
        return false;
    const auto *content = menu->property("contentItem").value<QQuickItem *>();
    check(content ? content->parentItem() : nullptr, where + QStringLiteral(": a chart's context menu"));
    QMetaObject::invokeMethod(menu, "close");
    return QTest::qWaitFor([menu] { return !menu->property("visible").toBool(); });
}

// Opens every lesson page and all its parts. On each of its tabs, with the mouse: makes
// the choices that open a prediction, commits the predictions open there, runs what it
// shows (kRunButtons) and opens a chart's context menu. Then opens every menu and dialog
// the window holds (the export dialogs once made through File > Export). Calls
// check(root, where) on each of them and at last on the whole window.
// Returns why the walk stopped early, or an empty string.
QString visitEverySurface(QQmlApplicationEngine &engine, QQuickWindow *window,
                          const std::function<void(QQuickItem *, const QString &)> &check)
{
    auto *navigator = singletonOf<LessonNavigator>(engine, "LessonNavigator");
    QStringList unpressed = kRunButtons;
    int committed = 0;
    for (const QString &lessonId : LessonCatalog::lessonIds()) {
        if (!navigator->open(lessonId))
            return lessonId + QStringLiteral(" did not open");
        QQuickItem *page = TestSupport::waitForPage(window, lessonId);
        if (!page)
            return lessonId + QStringLiteral(" was not shown");
        const QList<QQuickItem *> parts = findItemsOfQmlType(page, "Foldout");
        for (QQuickItem *part : parts)
            part->setProperty("expanded", true);
        // An opened part shows its body; "For teachers" makes its texts a frame later.
        const auto opened = [&parts] {
            return std::all_of(parts.cbegin(), parts.cend(), [](QQuickItem *part) {
                if (!part->isVisible())
                    return true;
                const QQuickItem *body = findItem(part, part->objectName() + QStringLiteral("Body"));
                const QVariant due = part->property("contentDue");
                return body && body->isVisible() && (!due.isValid() || due.toBool());
            });
        };
        if (!QTest::qWaitFor(opened))
            return lessonId + QStringLiteral(": a part did not open");
        // A page with tabs (the detect lesson's views, the causes in keys-vs-load) is walked
        // on each tab: each shows other items, and a run button may sit on one of them.
        const QList<QQuickItem *> tabBars = tabBarsIn(page);
        if (tabBars.size() > 1)
            return lessonId + QStringLiteral(": the walk knows one tab bar per page, not %1").arg(tabBars.size());
        QList<QQuickItem *> tabs {nullptr};
        if (!tabBars.isEmpty()) {
            tabs = findItemsWhere(tabBars.constFirst(),
                                  [](const QQuickItem *item) { return item->inherits("QQuickTabButton"); });
            if (tabs.isEmpty())
                return lessonId + QStringLiteral(": a tab bar without tabs");
        }
        // A run button a page has, also one that a tab builds when it first opens (the
        // lab's "Try a fix"), must be pressed on one of its tabs.
        QStringList seenHere;
        QStringList unpressedHere;
        const auto noteRunButtons = [&] {
            for (const QString &name : kRunButtons) {
                if (!seenHere.contains(name) && findItem(page, name)) {
                    seenHere.append(name);
                    unpressedHere.append(name);
                }
            }
        };
        noteRunButtons();
        for (QQuickItem *tab : std::as_const(tabs)) {
            QString where = lessonId + QStringLiteral(" (%1 parts open)").arg(parts.size());
            if (tab) {
                if (!clickWhenReady(window, page, tab)
                    || !QTest::qWaitFor([tab] { return tab->property("checked").toBool(); }))
                    return lessonId + QStringLiteral(": the tab \"%1\" did not open").arg(tab->objectName());
                where += QStringLiteral(" on the tab \"%1\"").arg(tab->objectName());
                // A part may be built when its tab first opens (the lab's "Try a fix").
                noteRunButtons();
            }
            // The lab's guide holds "Try a fix" back until its step 3 is done: skip through it,
            // as a class that knows the steps would.
            for (QQuickItem *skip = findItem(page, QStringLiteral("labGuideSkip")); skip && skip->isVisible();) {
                if (!clickWhenReady(window, page, skip))
                    return where + QStringLiteral(": the guided steps could not be skipped");
            }
            for (const QString &name : kChoicesBeforePredicting) {
                QQuickItem *choice = findItem(page, name);
                if (choice && choice->isVisible() && !clickWhenReady(window, page, choice))
                    return where + QStringLiteral(": ") + name + QStringLiteral(" could not be chosen");
            }
            const std::optional<int> committedHere = commitEveryPrediction(window, page);
            if (!committedHere)
                return where + QStringLiteral(": a prediction was not committed");
            committed += *committedHere;
            const QStringList toPress = unpressedHere;
            for (const QString &name : toPress) {
                QQuickItem *button = findItem(page, name);
                if (!button || !button->isVisible())
                    continue;
                if (!clickWhenReady(window, page, button))
                    return where + QStringLiteral(": ") + name + QStringLiteral(" could not be pressed");
                unpressedHere.removeAll(name);
                unpressed.removeAll(name);
            }
            if (lessonId == QStringLiteral("detect")) {
                // The top keys' table makes its cells once the fed stream has keys to list.
                if (!QTest::qWaitFor([page] { return findItem(page, QStringLiteral("topCell_0_0")) != nullptr; }))
                    return where + QStringLiteral(": the top keys' table made no cells");
            }
            if (!QTest::qWaitFor(opened))
                return where + QStringLiteral(": a part did not open after the run");
            QTest::qWait(50); // its rows are placed on the next polish
            check(page, where);
            if (!checkChartContextMenu(window, page, where, check))
                return where + QStringLiteral(": a chart's context menu did not open and close");
        }
        if (!unpressedHere.isEmpty())
            return lessonId + QStringLiteral(": never shown: ") + unpressedHere.join(u", ");
        for (QQuickItem *part : parts)
            part->setProperty("expanded", false);
    }
    if (committed < kPredictionCards)
        return QStringLiteral("only %1 predictions committed").arg(committed);
    if (!unpressed.isEmpty())
        return QStringLiteral("no page has ") + unpressed.join(u", ");
    // The dialogs are made when first asked for: the menus make them, as a class would.
    QString unmade = TestSupport::makeEveryDialog(window);
    if (!unmade.isEmpty())
        return unmade;
    // Menus build their items when first opened (the walk's pages did not open one, so
    // showMainWindow built them); dialogs build their content when opened.
    int popups = 0;
    QStringList dialogs;
    const auto objects = window->findChildren<QObject *>();
    for (QObject *object : objects) {
        if (!object->inherits("QQuickPopup"))
            continue;
        ++popups;
        const QString name = QString::fromLatin1(object->metaObject()->className());
        const bool isDialog = object->inherits("QQuickDialog");
        if (isDialog) {
            dialogs.append(object->objectName());
            QMetaObject::invokeMethod(object, "open");
            if (!QTest::qWaitFor([object] { return object->property("opened").toBool(); }))
                return name + QStringLiteral(" did not open");
        }
        const auto *content = object->property("contentItem").value<QQuickItem *>();
        check(content ? content->parentItem() : nullptr, name);
        if (isDialog) {
            QMetaObject::invokeMethod(object, "close");
            if (!QTest::qWaitFor([object] { return !object->property("visible").toBool(); }))
                return name + QStringLiteral(" did not close");
        }
    }
    if (popups < 9)
        return QStringLiteral("only %1 menus and dialogs").arg(popups);
    for (const QString &made :
         {QStringLiteral("aboutDialog"), QStringLiteral("keyboardHelpDialog"), QStringLiteral("resetAllDialog"),
          QStringLiteral("exportSheetDialog"), QStringLiteral("exportRunDialog")}) {
        if (!dialogs.contains(made))
            return made + QStringLiteral(" was not walked");
    }
    check(window->contentItem(), QStringLiteral("window"));
    return QString();
}
} // namespace

class TestLayoutRules : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void repeatersAreNeverDirectChildrenOfLayouts();
    void textIsLaidOutWithoutShaping();
    void paragraphsHoldTheirWordsOnlyWhenShown();
    void textsNeedNoFallbackFont();
    void tabBarsDoNotAnimate();
    void theRulesSeeWhatTheyForbid();
    void failsOnPurpose();

private:
    // Runs rule on every surface (visitEverySurface) and fails with the list of breaches.
    void checkEverySurface(const std::function<QStringList(QQuickItem *, const QString &)> &rule,
                           const QString &breaches);

    std::unique_ptr<QQmlApplicationEngine> m_engine;
    QQuickWindow *m_window = nullptr;
};

void TestLayoutRules::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    AppRunner::configureQuick();
}

void TestLayoutRules::init()
{
    m_engine = std::make_unique<QQmlApplicationEngine>();
    m_window = TestSupport::showMainWindow(*m_engine);
    QVERIFY(m_window);
}

void TestLayoutRules::cleanup()
{
    m_window = nullptr;
    TestSupport::tearDownMainWindow(m_engine);
}

void TestLayoutRules::checkEverySurface(const std::function<QStringList(QQuickItem *, const QString &)> &rule,
                                        const QString &breaches)
{
    QStringList failures;
    qsizetype itemsSeen = 0;
    int surfaces = 0;
    const QString stopped = visitEverySurface(*m_engine, m_window, [&](QQuickItem *root, const QString &where) {
        ++surfaces;
        itemsSeen += findItemsWhere(root, [](const QQuickItem *) { return true; }).size();
        failures += rule(root, where);
    });
    QVERIFY2(stopped.isEmpty(), qPrintable(QStringLiteral("the walk stopped: ") + stopped));
    QVERIFY(surfaces > int(LessonCatalog::lessonIds().size()) + 5);
    QVERIFY(itemsSeen > 1000);
    failures.removeDuplicates();
    for (const QString &failure : std::as_const(failures))
        qWarning().noquote() << failure;
    QVERIFY2(failures.isEmpty(), qPrintable(QStringLiteral("%1 %2 (listed above)").arg(failures.size()).arg(breaches)));
}

void TestLayoutRules::repeatersAreNeverDirectChildrenOfLayouts()
{
    checkEverySurface([](QQuickItem *root, const QString &where) { return repeatersInLayouts(root, where); },
                      QStringLiteral("Repeaters in layouts"));
}

// Also the items a run makes and those of parts and dialogs, which a page that was only
// opened does not have yet.
void TestLayoutRules::textIsLaidOutWithoutShaping()
{
    checkEverySurface(shapedTexts, QStringLiteral("shaped texts"));
}

// In English: a hidden paragraph's words, laid out, would be work thrown away on a switch.
void TestLayoutRules::paragraphsHoldTheirWordsOnlyWhenShown()
{
    checkEverySurface(paragraphsNotHoldingTheirWords, QStringLiteral("paragraphs without their words"));
}

// Each font Qt loads costs a font engine and a glyph cache: the pages keep to the app's own font.
void TestLayoutRules::textsNeedNoFallbackFont()
{
    checkEverySurface(textsNeedingAFallbackFont, QStringLiteral("texts that need a fallback font"));
}

void TestLayoutRules::tabBarsDoNotAnimate()
{
    int tabBars = 0;
    checkEverySurface(
        [&tabBars](QQuickItem *root, const QString &where) {
            tabBars += int(tabBarsIn(root).size());
            return animatedTabBars(root, where);
        },
        QStringLiteral("tab bars that animate"));
    // The lab's parts, keys-vs-load's causes and detect's views.
    QVERIFY2(tabBars >= 3, qPrintable(QString::number(tabBars)));
}

// Each check must fail on the pattern it forbids and pass the one that follows the rule.
void TestLayoutRules::theRulesSeeWhatTheyForbid()
{
    QQmlEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    QQmlComponent component(&engine);
    component.setData(R"(
        import QtQuick
        import QtQuick.Controls
        import QtQuick.Layouts
        import HotspotLab
        Item {
            TabBar { TabButton { text: "a" } }
            PaneTabBar { TabButton { text: "b" } }
            ColumnLayout { Repeater { objectName: "bad"; model: 2; Item {} } }
            ColumnLayout { Column { Repeater { model: 2; Item {} } } }
            Item {
                objectName: "texts"
                Text { text: "shaped"; font.preferShaping: true }
                Text { text: "plain"; font.preferShaping: false }
            }
            Item {
                objectName: "signs"
                Text { text: "Key 3 ×9 › ‣ “quoted” – 12,5 % Search\u200BWrite"; font.preferShaping: false }
                Text { text: "中 Limits"; font.preferShaping: false }
                Text { visible: false; text: "✓ hidden"; font.preferShaping: false }
            }
            Paragraph { words: "shown" }
            Paragraph { visible: false; words: "hidden" }
            Paragraph { visible: false; text: "set directly" }
            Paragraph { text: "shown without words" }
        })",
                      QUrl(QStringLiteral("file:///rule.qml")));
    std::unique_ptr<QObject> root(component.create());
    QVERIFY2(root, qPrintable(component.errorString()));
    auto *rootItem = qobject_cast<QQuickItem *>(root.get());

    const QStringList repeaters = repeatersInLayouts(rootItem, QStringLiteral("sample"));
    QCOMPARE(repeaters.size(), 1);
    QVERIFY2(repeaters.constFirst().contains(QLatin1String("rule.qml \"bad\"")), qPrintable(repeaters.constFirst()));
    QVERIFY(repeaters.constFirst().contains(QLatin1String("QQuickColumnLayout")));

    const QStringList shaped = shapedTexts(findItem(rootItem, QStringLiteral("texts")), QStringLiteral("sample"));
    QCOMPARE(shaped, QStringList {QStringLiteral("sample: a QQuickText in rule.qml shapes its text")});

    const QStringList signs =
        textsNeedingAFallbackFont(findItem(rootItem, QStringLiteral("signs")), QStringLiteral("sample"));
    QCOMPARE(signs, QStringList {QStringLiteral("sample: \"中 Limits\" in rule.qml needs a fallback font for U+4e2d")});

    const QStringList tabBars = animatedTabBars(rootItem, QStringLiteral("sample"));
    QCOMPARE(tabBars, QStringList {QStringLiteral("sample: a tab bar in rule.qml animates its highlight")});

    const QStringList paragraphs = paragraphsNotHoldingTheirWords(rootItem, QStringLiteral("sample"));
    QCOMPARE(paragraphs.size(), 2);
    QVERIFY2(paragraphs.at(0).contains(QLatin1String("\"set directly\"")) && paragraphs.at(0).endsWith(u"holds text"),
             qPrintable(paragraphs.at(0)));
    QVERIFY2(paragraphs.at(1).contains(QLatin1String("\"shown without words\""))
                 && paragraphs.at(1).endsWith(u"without its words"),
             qPrintable(paragraphs.at(1)));
}

void TestLayoutRules::failsOnPurpose()
{
    HOTSPOT_SKIP_UNLESS_FAILING_ON_PURPOSE();
    TestSupport::failWithTheWindowInUse(*m_engine, m_window);
}

int main(int argc, char *argv[])
{
    // Qt Charts draws with Graphics View, so the pages need a QApplication.
    QApplication app(argc, argv);
    TestLayoutRules test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_layoutrules.moc"
