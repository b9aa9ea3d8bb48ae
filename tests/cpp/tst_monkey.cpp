// The random-use test: a seeded monkey drives the real main window with thousands of
// random but valid actions (clicks, keys, slider moves, text input, lesson and language
// switches, zoom) and checks after every action that the lesson models still add up and
// that nothing printed a warning. The seed is printed, so a failure can be replayed:
//   HOTSPOT_MONKEY_SEED=<seed> build/tests/cpp/tst_monkey
// HOTSPOT_MONKEY_ACTIONS sets the number of actions (default 10,000),
// HOTSPOT_MONKEY_SECONDS the time they may take (0: no limit; by default 480 s, or a minute
// less than Qt Test's limit where that is shorter: a run that has not done all its actions
// by then stops there and fails, with a report, before the watchdog aborts it), and
// HOTSPOT_MONKEY_VERBOSE=1 prints every action.
#include "QuickTestSupport.h"
#include "app/AppRunner.h"
#include "i18n/LanguageService.h"
#include "lessons/catalog/LessonCatalog.h"
#include "lessons/catalog/LessonNavigator.h"
#include "lessons/detect/HotKeyDetector.h"
#include "lessons/keysvsload/ImbalanceExplorer.h"
#include "lessons/lab/PartitionLab.h"
#include "lessons/subkeys/SubKeySplit.h"
#include "lessons/throttling/CommandChecker.h"
#include "lessons/throttling/ThrottleSimulation.h"
#include "settings/DisplaySettings.h"

#include <QApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QPointer>
#include <QQmlApplicationEngine>
#include <QQmlComponent>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRandomGenerator>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <deque>
#include <limits>

Q_IMPORT_QML_PLUGIN(HotspotLabPlugin)

namespace {
using TestSupport::singletonOf;

// Every warning, critical or fatal message printed while the monkey runs is a failure:
// QML TypeErrors, ReferenceErrors, binding loops and models refusing input the UI offered.
struct MessageLog
{
    QtMessageHandler previous = nullptr;
    bool capturing = false;
    QStringList problems;
};

MessageLog &messageLog()
{
    static MessageLog log;
    return log;
}

void monkeyMessageHandler(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    MessageLog &log = messageLog();
    if (log.capturing && type != QtDebugMsg && type != QtInfoMsg)
        log.problems.append(message);
    if (log.previous)
        log.previous(type, context, message);
}

bool fuzzyEqual(double a, double b)
{
    return std::abs(a - b) <= 1e-6 * std::max({1.0, std::abs(a), std::abs(b)});
}

QString describe(const QQuickItem *item)
{
    const QString name = item->objectName().isEmpty() ? QStringLiteral("-") : item->objectName();
    QString label = item->property("text").toString();
    if (label.size() > 30)
        label = label.left(30) + QStringLiteral("...");
    return QStringLiteral("%1 \"%2\" [%3]").arg(QString::fromLatin1(item->metaObject()->className()), name, label);
}

// What the monkey may touch: the controls a student can operate.
bool isInteractive(const QQuickItem *item)
{
    return item->inherits("QQuickAbstractButton") || item->inherits("QQuickSlider") || item->inherits("QQuickSpinBox")
        || item->inherits("QQuickComboBox") || item->inherits("QQuickTextField");
}

void collectInteractive(QQuickItem *item, QList<QQuickItem *> &found)
{
    // isVisible() and isEnabled() are the effective values, so hidden cards are skipped.
    if (!item->isVisible() || !item->isEnabled() || item->opacity() <= 0.0)
        return;
    if (isInteractive(item)) {
        if (item->width() > 0 && item->height() > 0)
            found.append(item);
        return; // a control's own parts (indicators, text inputs) are not separate targets
    }
    const auto children = item->childItems();
    for (QQuickItem *child : children)
        collectInteractive(child, found);
}

// The popups that are open right now (menus, combo box lists, dialogs) live in the overlay.
QList<QQuickItem *> openPopupItems(QQuickWindow *window)
{
    QList<QQuickItem *> items;
    auto *overlay = window->property("overlay").value<QQuickItem *>();
    if (!overlay)
        return items;
    const auto children = overlay->childItems();
    for (QQuickItem *child : children) {
        if (child->isVisible() && child->inherits("QQuickPopupItem"))
            items.append(child);
    }
    return items;
}

} // namespace

class TestMonkey : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void harnessCatchesQmlWarnings();
    void randomUse();
    void failsOnPurpose();
    void cleanupTestCase();

private:
    enum class Action {
        Control,
        Keyboard,
        Wheel,
        LessonViaNavigator,
        LessonViaList,
        LanguageViaService,
        LanguageViaMenu,
        Zoom,
        PopupOrEscape,
    };

    QQuickItem *page() const;
    void refreshModels();
    void render();
    void settle();
    QPoint centreOf(QQuickItem *item) const;
    QQuickItem *pickControl(bool preferPopups);

    Action pickAction();
    void perform(Action action);
    void operate(QQuickItem *control);
    void clickItem(QQuickItem *item);
    void clickAt(QQuickItem *item, QPointF local);
    void pressKey(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier);
    void typeText(QQuickItem *field);
    void typeCharacters(const QString &text);
    void operateSlider(QQuickItem *slider);
    void operateSpinBox(QQuickItem *spinBox);
    void operateComboBox(QQuickItem *comboBox);

    void checkInvariants();
    void checkLab(const PartitionLab *lab);
    void checkThrottling(const ThrottleSimulation *simulation);
    void checkChecker(const CommandChecker *checker);
    void checkSubKeys(const SubKeySplit *split);
    void checkImbalance(const ImbalanceExplorer *explorer);
    void checkDetector(const HotKeyDetector *detector);
    void checkControlsMatchModels();
    void checkNavigation();
    void expect(bool condition, const QString &what);
    void failNow(const QString &what);
    void note(const QString &action);

    std::unique_ptr<QQmlApplicationEngine> m_engine;
    QQuickWindow *m_window = nullptr;
    LessonNavigator *m_navigator = nullptr;
    LanguageService *m_language = nullptr;
    DisplaySettings *m_display = nullptr;
    QRandomGenerator m_random;
    quint32 m_seed = 0;
    int m_actionIndex = 0;
    std::deque<QString> m_recentActions;
    bool m_verbose = false;
    QString m_failure;

    QPointer<QQuickItem> m_modelsPage;
    QList<QPointer<PartitionLab>> m_labs;
    QList<QPointer<ThrottleSimulation>> m_throttles;
    QList<QPointer<CommandChecker>> m_checkers;
    QList<QPointer<SubKeySplit>> m_splits;
    QList<QPointer<ImbalanceExplorer>> m_explorers;
    QList<QPointer<HotKeyDetector>> m_detectors;
    QMap<QString, int> m_actionsPerLesson;
};

void TestMonkey::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    AppRunner::configureQuick();

    bool ok = false;
    const quint32 envSeed = qEnvironmentVariable("HOTSPOT_MONKEY_SEED").toUInt(&ok);
    m_seed = ok ? envSeed : quint32(QDateTime::currentMSecsSinceEpoch() ^ QCoreApplication::applicationPid());
    m_random.seed(m_seed);
    m_verbose = qEnvironmentVariableIntValue("HOTSPOT_MONKEY_VERBOSE") != 0;
    qInfo("monkey seed: %u (replay with HOTSPOT_MONKEY_SEED=%u)", m_seed, m_seed);

    m_engine = std::make_unique<QQmlApplicationEngine>();
    m_window = TestSupport::showMainWindow(*m_engine);
    QVERIFY(m_window);
    m_navigator = singletonOf<LessonNavigator>(*m_engine, "LessonNavigator");
    m_language = singletonOf<LanguageService>(*m_engine, "LanguageService");
    m_display = singletonOf<DisplaySettings>(*m_engine, "DisplaySettings");
    QVERIFY(m_navigator && m_language && m_display);
    // The same start for every run, whatever an earlier test saved, so a seed replays.
    m_language->setLanguage(QStringLiteral("en"));
    m_display->resetZoom();
    m_navigator->open(LessonCatalog::startLessonId());

    // The engine reports QML warnings through this signal as well as on stderr.
    connect(m_engine.get(), &QQmlEngine::warnings, this, [](const QList<QQmlError> &warnings) {
        MessageLog &log = messageLog();
        if (!log.capturing)
            return;
        for (const QQmlError &warning : warnings)
            log.problems.append(warning.toString());
    });
    messageLog().previous = qInstallMessageHandler(monkeyMessageHandler);
}

void TestMonkey::cleanupTestCase()
{
    messageLog().capturing = false;
    if (messageLog().previous)
        qInstallMessageHandler(messageLog().previous);
    m_window = nullptr;
    TestSupport::tearDownMainWindow(m_engine);
}

void TestMonkey::failsOnPurpose()
{
    HOTSPOT_SKIP_UNLESS_FAILING_ON_PURPOSE();
    TestSupport::failWithTheWindowInUse(*m_engine, m_window);
}

QQuickItem *TestMonkey::page() const
{
    return TestSupport::currentPage(*m_engine, m_window);
}

void TestMonkey::note(const QString &action)
{
    m_recentActions.push_back(
        QStringLiteral("#%1 [%2] %3").arg(m_actionIndex).arg(m_navigator->currentLesson(), action));
    if (m_recentActions.size() > 15)
        m_recentActions.pop_front();
    if (m_verbose)
        qInfo().noquote() << m_recentActions.back();
}

void TestMonkey::expect(bool condition, const QString &what)
{
    if (!condition && m_failure.isEmpty())
        m_failure = what;
}

void TestMonkey::failNow(const QString &what)
{
    QString message =
        QStringLiteral("seed %1 (replay with HOTSPOT_MONKEY_SEED=%1), action %2, lesson %3, language %4: %5")
            .arg(m_seed)
            .arg(m_actionIndex)
            .arg(m_navigator->currentLesson(), m_language->language(), what);
    message += QStringLiteral("\nLast actions:");
    for (const QString &action : m_recentActions)
        message += QStringLiteral("\n  ") + action;
    messageLog().capturing = false;
    QTest::qFail(qPrintable(message), __FILE__, __LINE__);
}

// Polishes, synchronises and renders one frame right now, so that layouts are current
// before the monkey computes where to click. (The offscreen window would otherwise wait
// for its frame timer.)
void TestMonkey::render()
{
    QEvent updateRequest(QEvent::UpdateRequest);
    QCoreApplication::sendEvent(m_window, &updateRequest);
}

void TestMonkey::settle()
{
    QCoreApplication::processEvents();
    // Objects that QML released with deleteLater (for example an old page) go now.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    // A frame after every action, as a student gets between two presses: without it, the
    // changes of several actions were laid out in one polish pass, which a person cannot
    // cause (a button's new text and a part opening at once made Qt 6.4's layouts report a
    // polish loop).
    render();
}

QPoint TestMonkey::centreOf(QQuickItem *item) const
{
    return item->mapToScene(QPointF(item->width() / 2, item->height() / 2)).toPoint();
}

QQuickItem *TestMonkey::pickControl(bool preferPopups)
{
    QList<QQuickItem *> controls;
    const QList<QQuickItem *> popups = openPopupItems(m_window);
    if (preferPopups && !popups.isEmpty()) {
        for (QQuickItem *popup : popups)
            collectInteractive(popup, controls);
    } else if (QQuickItem *current = page()) {
        collectInteractive(current, controls);
    }
    if (controls.isEmpty())
        return nullptr;
    return controls.at(m_random.bounded(int(controls.size())));
}

TestMonkey::Action TestMonkey::pickAction()
{
    // Mostly the page's own controls; page loads and language switches are slower, so
    // they are a small share (still hundreds in a run of 10,000).
    const int roll = m_random.bounded(1000);
    if (roll < 760)
        return Action::Control;
    if (roll < 860)
        return Action::Keyboard;
    if (roll < 910)
        return Action::Wheel;
    if (roll < 925)
        return Action::LessonViaNavigator;
    if (roll < 940)
        return Action::LessonViaList;
    if (roll < 955)
        return Action::LanguageViaService;
    if (roll < 965)
        return Action::LanguageViaMenu;
    if (roll < 975)
        return Action::Zoom;
    return Action::PopupOrEscape;
}

void TestMonkey::clickAt(QQuickItem *item, QPointF local)
{
    render();
    if (TestSupport::scrollIntoView(item))
        render();
    const QPoint scenePoint = item->mapToScene(local).toPoint();
    if (!QRect(QPoint(0, 0), m_window->size()).contains(scenePoint)) {
        note(QStringLiteral("skipped click outside the window on %1").arg(describe(item)));
        return;
    }
    QTest::mouseClick(m_window, Qt::LeftButton, Qt::NoModifier, scenePoint);
}

void TestMonkey::clickItem(QQuickItem *item)
{
    clickAt(item, QPointF(item->width() / 2, item->height() / 2));
}

void TestMonkey::pressKey(Qt::Key key, Qt::KeyboardModifiers modifiers)
{
    QTest::keyClick(m_window, key, modifiers);
}

// QTest::keyClicks takes only widgets in Qt 6.4: one key event per character.
void TestMonkey::typeCharacters(const QString &text)
{
    for (const QChar character : text)
        QTest::keyClick(m_window, character.toLatin1());
}

void TestMonkey::typeText(QQuickItem *field)
{
    // Command lines for the throttling checker, prefixes, and numbers in the forms
    // students type them for the sub-key answers.
    static const QStringList texts = {
        QStringLiteral("HSET product:42 price 10"),
        QStringLiteral("SET user:1 x"),
        QStringLiteral("GET product:1"),
        QStringLiteral("DEL product:1 product:2"),
        QStringLiteral("JSON.SET product:7 $ {}"),
        QStringLiteral("hset"),
        QStringLiteral("MSET a 1 b 2"),
        QStringLiteral("product:, user:"),
        QStringLiteral(",,"),
        QStringLiteral("15500"),
        QStringLiteral("15,500"),
        QStringLiteral("15.500"),
        QStringLiteral("2.58"),
        QStringLiteral("2,58"),
        QStringLiteral("50%"),
        QStringLiteral("0"),
        QStringLiteral("-3"),
        QStringLiteral("1e9"),
        QStringLiteral("abc"),
        QStringLiteral("  8  "),
        QStringLiteral("99999999999999999999"),
    };
    field->forceActiveFocus();
    if (m_random.bounded(4) != 0)
        pressKey(Qt::Key_A, Qt::ControlModifier);
    if (m_random.bounded(5) == 0) {
        pressKey(Qt::Key_Backspace);
        note(QStringLiteral("backspace in %1").arg(describe(field)));
        return;
    }
    const QString &text = texts.at(m_random.bounded(int(texts.size())));
    typeCharacters(text);
    if (m_random.bounded(2) == 0)
        pressKey(Qt::Key_Return);
    note(QStringLiteral("typed \"%1\" into %2").arg(text, describe(field)));
}

void TestMonkey::operateSlider(QQuickItem *slider)
{
    if (m_random.bounded(2) == 0) {
        // A click somewhere on the groove moves the handle there.
        const qreal fraction = m_random.generateDouble();
        const qreal x = slider->property("leftPadding").toReal()
            + fraction
                * (slider->width() - slider->property("leftPadding").toReal()
                   - slider->property("rightPadding").toReal());
        note(QStringLiteral("click at %1% of %2").arg(qRound(fraction * 100)).arg(describe(slider)));
        clickAt(slider, QPointF(x, slider->height() / 2));
        return;
    }
    static const Qt::Key keys[] = {Qt::Key_Left, Qt::Key_Right, Qt::Key_Up,     Qt::Key_Down,
                                   Qt::Key_Home, Qt::Key_End,   Qt::Key_PageUp, Qt::Key_PageDown};
    const Qt::Key key = keys[m_random.bounded(int(std::size(keys)))];
    const int repeats = 1 + m_random.bounded(4);
    note(QStringLiteral("key %1 x%2 on %3").arg(QKeySequence(key).toString()).arg(repeats).arg(describe(slider)));
    slider->forceActiveFocus();
    for (int i = 0; i < repeats; ++i)
        pressKey(key);
}

void TestMonkey::operateSpinBox(QQuickItem *spinBox)
{
    const int choice = m_random.bounded(3);
    if (choice == 0) {
        auto *indicator = spinBox->property(m_random.bounded(2) ? "up" : "down").value<QObject *>();
        auto *indicatorItem = indicator ? indicator->property("indicator").value<QQuickItem *>() : nullptr;
        if (indicatorItem && indicatorItem->isVisible()) {
            note(QStringLiteral("click an arrow of %1").arg(describe(spinBox)));
            render();
            if (TestSupport::scrollIntoView(spinBox))
                render();
            clickItem(indicatorItem);
            return;
        }
    }
    spinBox->forceActiveFocus();
    if (choice == 1) {
        const Qt::Key key = m_random.bounded(2) ? Qt::Key_Up : Qt::Key_Down;
        const int repeats = 1 + m_random.bounded(5);
        note(QStringLiteral("key %1 x%2 on %3").arg(QKeySequence(key).toString()).arg(repeats).arg(describe(spinBox)));
        for (int i = 0; i < repeats; ++i)
            pressKey(key);
        return;
    }
    // Typed values, in range or not: the spin box clamps them, the model must agree.
    const int digits = 1 + m_random.bounded(7);
    QString text;
    for (int i = 0; i < digits; ++i)
        text += QChar(u'0' + m_random.bounded(10));
    note(QStringLiteral("typed %1 + Return into %2").arg(text, describe(spinBox)));
    pressKey(Qt::Key_A, Qt::ControlModifier);
    typeCharacters(text);
    pressKey(Qt::Key_Return);
}

void TestMonkey::operateComboBox(QQuickItem *comboBox)
{
    if (m_random.bounded(2) == 0) {
        // Opens the list; the next popup action picks an entry or closes it.
        note(QStringLiteral("open %1").arg(describe(comboBox)));
        clickItem(comboBox);
        return;
    }
    comboBox->forceActiveFocus();
    const Qt::Key key = m_random.bounded(2) ? Qt::Key_Up : Qt::Key_Down;
    const int repeats = 1 + m_random.bounded(3);
    note(QStringLiteral("key %1 x%2 on %3").arg(QKeySequence(key).toString()).arg(repeats).arg(describe(comboBox)));
    for (int i = 0; i < repeats; ++i)
        pressKey(key);
}

void TestMonkey::operate(QQuickItem *control)
{
    if (control->inherits("QQuickSlider")) {
        operateSlider(control);
    } else if (control->inherits("QQuickSpinBox")) {
        operateSpinBox(control);
    } else if (control->inherits("QQuickComboBox")) {
        operateComboBox(control);
    } else if (control->inherits("QQuickTextField")) {
        if (m_random.bounded(4) == 0) {
            note(QStringLiteral("click %1").arg(describe(control)));
            clickItem(control);
        }
        typeText(control);
    } else if (m_random.bounded(4) == 0 && control->property("focusPolicy").toInt() & Qt::TabFocus) {
        note(QStringLiteral("focus + Space on %1").arg(describe(control)));
        control->forceActiveFocus();
        pressKey(Qt::Key_Space);
    } else {
        note(QStringLiteral("click %1").arg(describe(control)));
        clickItem(control);
    }
}

void TestMonkey::perform(Action action)
{
    switch (action) {
    case Action::Control:
        if (QQuickItem *control = pickControl(true))
            operate(control);
        else
            note(QStringLiteral("no control to operate"));
        break;
    case Action::Keyboard: {
        // Tab through the page, activate what has focus, or use the window's shortcuts.
        static const QList<QPair<Qt::Key, Qt::KeyboardModifiers>> keys = {
            {Qt::Key_Tab, Qt::NoModifier},    {Qt::Key_Tab, Qt::NoModifier},    {Qt::Key_Backtab, Qt::ShiftModifier},
            {Qt::Key_Space, Qt::NoModifier},  {Qt::Key_Return, Qt::NoModifier}, {Qt::Key_Left, Qt::NoModifier},
            {Qt::Key_Right, Qt::NoModifier},  {Qt::Key_Up, Qt::NoModifier},     {Qt::Key_Down, Qt::NoModifier},
            {Qt::Key_B, Qt::ControlModifier}, {Qt::Key_D, Qt::ControlModifier}, {Qt::Key_R, Qt::ControlModifier},
            {Qt::Key_Escape, Qt::NoModifier},
        };
        const auto &[key, modifiers] = keys.at(m_random.bounded(int(keys.size())));
        note(QStringLiteral("key %1").arg(QKeySequence(key | modifiers).toString()));
        pressKey(key, modifiers);
        break;
    }
    case Action::Wheel: {
        QQuickItem *current = page();
        if (!current)
            break;
        const QPointF point = current->mapToScene(QPointF(current->width() / 2, current->height() / 2));
        const int steps = m_random.bounded(-10, 11);
        note(QStringLiteral("wheel %1 notches").arg(steps));
        QWheelEvent wheel(point, m_window->mapToGlobal(point), QPoint(), QPoint(0, steps * 120), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(m_window, &wheel);
        break;
    }
    case Action::LessonViaNavigator: {
        const QStringList lessons = LessonCatalog::lessonIds();
        const QString &lesson = lessons.at(m_random.bounded(int(lessons.size())));
        note(QStringLiteral("open lesson %1 through LessonNavigator").arg(lesson));
        expect(m_navigator->open(lesson), QStringLiteral("LessonNavigator refused %1").arg(lesson));
        break;
    }
    case Action::LessonViaList: {
        auto *list = m_window->findChild<QQuickItem *>(QStringLiteral("lessonList"));
        expect(list, QStringLiteral("no lessonList"));
        if (!list)
            break;
        QList<QQuickItem *> entries;
        collectInteractive(list, entries);
        if (entries.isEmpty())
            break;
        QQuickItem *entry = entries.at(m_random.bounded(int(entries.size())));
        note(QStringLiteral("click navigation entry %1").arg(describe(entry)));
        clickItem(entry);
        break;
    }
    case Action::LanguageViaService: {
        const QStringList languages = LanguageService::supportedLanguages();
        const QString &language = languages.at(m_random.bounded(int(languages.size())));
        note(QStringLiteral("language %1 through LanguageService").arg(language));
        expect(m_language->setLanguage(language), QStringLiteral("LanguageService refused %1").arg(language));
        break;
    }
    case Action::LanguageViaMenu: {
        const QStringList languages = LanguageService::supportedLanguages();
        const QString &language = languages.at(m_random.bounded(int(languages.size())));
        auto *item = m_window->findChild<QObject *>(QStringLiteral("languageMenuItem_") + language);
        expect(item, QStringLiteral("no menu item for %1").arg(language));
        if (!item)
            break;
        note(QStringLiteral("language %1 through the menu").arg(language));
        QMetaObject::invokeMethod(item, "triggered");
        expect(m_language->language() == language, QStringLiteral("the menu did not switch to %1").arg(language));
        break;
    }
    case Action::Zoom: {
        // The text size shortcuts; at the limits they do nothing.
        static const Qt::Key keys[] = {Qt::Key_Plus, Qt::Key_Minus, Qt::Key_0};
        const Qt::Key key = keys[m_random.bounded(3)];
        note(QStringLiteral("zoom shortcut Ctrl+%1").arg(QKeySequence(key).toString()));
        pressKey(key, Qt::ControlModifier);
        break;
    }
    case Action::PopupOrEscape:
        if (!openPopupItems(m_window).isEmpty() || m_random.bounded(2) == 0) {
            note(QStringLiteral("Escape"));
            pressKey(Qt::Key_Escape);
        } else {
            note(QStringLiteral("open the About dialog"));
            auto *about = m_window->findChild<QObject *>(QStringLiteral("aboutMenuItem"));
            expect(about, QStringLiteral("no aboutMenuItem"));
            if (about)
                QMetaObject::invokeMethod(about, "triggered");
        }
        break;
    }
}

void TestMonkey::refreshModels()
{
    QQuickItem *current = page();
    if (current == m_modelsPage && current)
        return;
    m_modelsPage = current;
    m_labs.clear();
    m_throttles.clear();
    m_checkers.clear();
    m_splits.clear();
    m_explorers.clear();
    m_detectors.clear();
    if (!current)
        return;
    // The page's own models and those of its lesson's state (LessonSession), which
    // outlive the page.
    QList<QObject *> roots {current};
    if (auto *state = current->property("lessonState").value<QObject *>())
        roots.append(state);
    for (QObject *root : std::as_const(roots)) {
        for (auto *model : root->findChildren<PartitionLab *>())
            m_labs.append(model);
        for (auto *model : root->findChildren<ThrottleSimulation *>())
            m_throttles.append(model);
        for (auto *model : root->findChildren<CommandChecker *>())
            m_checkers.append(model);
        for (auto *model : root->findChildren<SubKeySplit *>())
            m_splits.append(model);
        for (auto *model : root->findChildren<ImbalanceExplorer *>())
            m_explorers.append(model);
        for (auto *model : root->findChildren<HotKeyDetector *>())
            m_detectors.append(model);
    }

    // Every lesson page has its model; a page without it would make the checks vacuous.
    const QString lesson = m_navigator->currentLesson();
    if (lesson == QLatin1String("lab"))
        expect(m_labs.size() == 1, QStringLiteral("the lab page has %1 PartitionLab").arg(m_labs.size()));
    else if (lesson == QLatin1String("throttling"))
        expect(m_throttles.size() == 1 && m_checkers.size() == 1,
               QStringLiteral("the throttling page lacks its models"));
    else if (lesson == QLatin1String("subkeys"))
        expect(m_splits.size() == 2, QStringLiteral("the sub-key page has %1 SubKeySplit").arg(m_splits.size()));
    else if (lesson == QLatin1String("detect"))
        expect(m_detectors.size() == 1,
               QStringLiteral("the detect page has %1 HotKeyDetector").arg(m_detectors.size()));
    else if (lesson == QLatin1String("keys-vs-load"))
        expect(m_explorers.size() == 1,
               QStringLiteral("the keys-vs-load page has %1 ImbalanceExplorer").arg(m_explorers.size()));
}

// The detectors never contradict the stream: counts within the requests, the sketch
// never below a true count while nothing halves it, the named key one of the stream's.
void TestMonkey::checkDetector(const HotKeyDetector *detector)
{
    const qint64 requests = detector->requestCount();
    expect(requests >= 0 && requests <= detector->runEnd() + 10'000'000,
           QStringLiteral("detect: request count %1").arg(requests));
    expect(detector->keysSeen() <= requests && detector->sampledKeysSeen() <= detector->keysSeen(),
           QStringLiteral("detect: %1 keys seen, %2 sampled, in %3 requests")
               .arg(detector->keysSeen())
               .arg(detector->sampledKeysSeen())
               .arg(requests));
    if (detector->halveEvery() == 0)
        expect(detector->minOverestimate() >= 0,
               QStringLiteral("detect: an estimate %1 below its true count").arg(-detector->minOverestimate()));
    expect(detector->detectedHotKey() >= -1 && detector->detectedHotKey() < detector->distinctKeys(),
           QStringLiteral("detect: named key %1").arg(detector->detectedHotKey()));
    expect(detector->withinBoundPercent() >= 0 && detector->withinBoundPercent() <= 100,
           QStringLiteral("detect: %1% within the bound").arg(detector->withinBoundPercent()));
}

void TestMonkey::checkLab(const PartitionLab *lab)
{
    qint64 received = 0;
    qint64 completed = 0;
    qint64 waiting = 0;
    qint64 maxWaiting = 0;
    for (int p = 0; p < lab->partitionCount(); ++p) {
        expect(lab->received(p) == lab->completed(p) + lab->waiting(p),
               QStringLiteral("lab: P%1 received %2 != completed %3 + waiting %4")
                   .arg(p)
                   .arg(lab->received(p))
                   .arg(lab->completed(p))
                   .arg(lab->waiting(p)));
        expect(lab->completed(p) >= 0 && lab->waiting(p) >= 0, QStringLiteral("lab: negative counter at P%1").arg(p));
        expect(lab->completed(p) <= lab->stepCount() * lab->capacityPerStep(),
               QStringLiteral("lab: P%1 completed more than its capacity").arg(p));
        received += lab->received(p);
        completed += lab->completed(p);
        waiting += lab->waiting(p);
        maxWaiting = std::max(maxWaiting, lab->waiting(p));
    }
    expect(lab->totalReceived() == lab->totalCompleted() + lab->totalWaiting(),
           QStringLiteral("lab: received %1 != completed %2 + waiting %3")
               .arg(lab->totalReceived())
               .arg(lab->totalCompleted())
               .arg(lab->totalWaiting()));
    expect(received == lab->totalReceived() && completed == lab->totalCompleted() && waiting == lab->totalWaiting(),
           QStringLiteral("lab: per-partition sums do not match the totals"));
    expect(lab->capacityOffered() == lab->stepCount() * lab->partitionCount() * lab->capacityPerStep(),
           QStringLiteral("lab: capacity offered %1 after %2 steps").arg(lab->capacityOffered()).arg(lab->stepCount()));
    expect(lab->capacityUnused() == lab->capacityOffered() - lab->totalCompleted() && lab->capacityUnused() >= 0,
           QStringLiteral("lab: unused capacity %1").arg(lab->capacityUnused()));
    expect(lab->totalReceived() % lab->batchSize() == 0,
           QStringLiteral("lab: %1 received is not whole batches").arg(lab->totalReceived()));
    const qint64 drains = (maxWaiting + lab->capacityPerStep() - 1) / lab->capacityPerStep();
    expect(lab->drainStepsToEmpty() == drains,
           QStringLiteral("lab: %1 drain steps to empty, expected %2").arg(lab->drainStepsToEmpty()).arg(drains));

    int composition = 0;
    for (const QVariant &count : lab->batchComposition())
        composition += count.toInt();
    int arrivals = 0;
    for (const QVariant &count : lab->batchArrivals())
        arrivals += count.toInt();
    expect(composition == lab->batchSize() && arrivals == lab->batchSize(),
           QStringLiteral("lab: one batch has %1 requests by key and %2 by partition").arg(composition).arg(arrivals));
    expect(lab->hotKey() >= 0 && lab->hotKey() < lab->keyCount(), QStringLiteral("lab: hot key %1").arg(lab->hotKey()));
    for (const QVariant &share : lab->roundedShares())
        expect(share.toInt() >= 0 && share.toInt() <= 100, QStringLiteral("lab: rounded share %1").arg(share.toInt()));

    // The table shows the same counters.
    const LabTableModel *table = lab->table();
    expect(table->rowCount() == lab->partitionCount(), QStringLiteral("lab: table has %1 rows").arg(table->rowCount()));
}

void TestMonkey::checkThrottling(const ThrottleSimulation *simulation)
{
    expect(simulation->offeredWrites() == simulation->completedWrites() + simulation->waitingWrites(),
           QStringLiteral("throttling: offered %1 != completed %2 + waiting %3")
               .arg(simulation->offeredWrites())
               .arg(simulation->completedWrites())
               .arg(simulation->waitingWrites()));
    expect(simulation->completedWrites() >= 0 && simulation->waitingWrites() >= 0,
           QStringLiteral("throttling: negative writes"));
    expect(simulation->allowedRatePercent() >= 50.0 - 1e-9 && simulation->allowedRatePercent() <= 100.0 + 1e-9,
           QStringLiteral("throttling: allowed rate %1%").arg(simulation->allowedRatePercent()));
    expect(simulation->demandPercent() >= 0 && simulation->demandPercent() <= simulation->maximumDemandPercent(),
           QStringLiteral("throttling: demand %1%").arg(simulation->demandPercent()));
    expect(simulation->minute() >= 0, QStringLiteral("throttling: minute %1").arg(simulation->minute()));
    expect(simulation->cpuPercent() >= 0 && simulation->cpuPercent() <= 100.0 + 1e-9,
           QStringLiteral("throttling: CPU %1%").arg(simulation->cpuPercent()));
    expect(simulation->rollingAveragePercent() >= 0 && simulation->rollingAveragePercent() <= 100.0 + 1e-9,
           QStringLiteral("throttling: average %1%").arg(simulation->rollingAveragePercent()));
    expect(!simulation->throttleActive() || simulation->allowedRatePercent() < 100.0 + 1e-9,
           QStringLiteral("throttling: active at full rate"));
    expect(simulation->throttleEvents() >= 0, QStringLiteral("throttling: negative throttle events"));
    // Throttled clients are counted from the queue, so after a demand cut they may
    // outnumber the clients writing now; without throttling there are none.
    expect(simulation->throttledClients() >= 0 && (simulation->throttleActive() || simulation->throttledClients() == 0),
           QStringLiteral("throttling: %1 throttled clients, throttle active %2")
               .arg(simulation->throttledClients())
               .arg(simulation->throttleActive()));
    expect(simulation->writeLatencyMs() >= 0,
           QStringLiteral("throttling: latency %1 ms").arg(simulation->writeLatencyMs()));
}

void TestMonkey::checkChecker(const CommandChecker *checker)
{
    expect(!checker->throttled() || checker->valid(), QStringLiteral("checker: throttled but not valid"));
    expect(checker->verdict() >= CommandChecker::Empty && checker->verdict() <= CommandChecker::Throttled,
           QStringLiteral("checker: verdict %1").arg(int(checker->verdict())));
    expect(checker->command().trimmed().isEmpty() == (checker->verdict() == CommandChecker::Empty),
           QStringLiteral("checker: verdict %1 for \"%2\"").arg(int(checker->verdict())).arg(checker->command()));
    expect(!checker->headline().isEmpty(), QStringLiteral("checker: no headline"));
}

void TestMonkey::checkSubKeys(const SubKeySplit *split)
{
    const int subKeys = split->subKeyCount();
    const int partitions = split->partitionCount();
    expect(subKeys >= SubKeySplit::minSubKeys() && subKeys <= SubKeySplit::maxSubKeys(),
           QStringLiteral("sub-keys: %1 sub-keys").arg(subKeys));
    expect(partitions >= 1 && partitions <= SubKeySplit::maxPartitions(),
           QStringLiteral("sub-keys: %1 partitions").arg(partitions));
    expect(fuzzyEqual(split->perSubKeyRps() * subKeys, split->hotKeyRps()),
           QStringLiteral("sub-keys: %1 rps x %2 != %3 rps")
               .arg(split->perSubKeyRps())
               .arg(subKeys)
               .arg(split->hotKeyRps()));
    expect(fuzzyEqual(split->totalLoadRps(), split->baseLoadRps() + split->hotKeyRps()),
           QStringLiteral("sub-keys: total load"));
    expect(fuzzyEqual(split->meanLoadRps() * partitions, split->totalLoadRps()), QStringLiteral("sub-keys: mean load"));
    expect(split->hashPeakLoadRps() >= split->meanLoadRps() - 1e-6,
           QStringLiteral("sub-keys: hash peak %1 below the mean %2")
               .arg(split->hashPeakLoadRps())
               .arg(split->meanLoadRps()));
    expect(split->roundRobinPeakLoadRps() >= split->meanLoadRps() - 1e-6,
           QStringLiteral("sub-keys: round-robin peak below the mean"));
    expect(split->hashPeakLoadRps() >= split->roundRobinPeakLoadRps() - 1e-6,
           QStringLiteral("sub-keys: hash peak %1 below round-robin peak %2")
               .arg(split->hashPeakLoadRps())
               .arg(split->roundRobinPeakLoadRps()));
    expect(split->safeProbability() >= 0.0 && split->safeProbability() <= 1.0,
           QStringLiteral("sub-keys: probability %1").arg(split->safeProbability()));
    expect(split->readFanOut() == subKeys, QStringLiteral("sub-keys: fan-out %1").arg(split->readFanOut()));
    expect(fuzzyEqual(split->hotPartitionLoadRps(), split->basePerPartitionRps() + split->hotKeyRps()),
           QStringLiteral("sub-keys: unsplit owner load"));

    const QVariantList hashLoads = split->hashLoadsRps();
    const QVariantList roundRobinLoads = split->roundRobinLoadsRps();
    const QVariantList within = split->hashWithinCapacityRps();
    const QVariantList above = split->hashAboveCapacityRps();
    expect(hashLoads.size() == partitions && roundRobinLoads.size() == partitions && within.size() == partitions
               && above.size() == partitions,
           QStringLiteral("sub-keys: %1 bars for %2 partitions").arg(hashLoads.size()).arg(partitions));
    if (hashLoads.size() != partitions || roundRobinLoads.size() != partitions || within.size() != partitions
        || above.size() != partitions)
        return;
    double hashSum = 0;
    double roundRobinSum = 0;
    double hashPeak = 0;
    int hashSubKeys = 0;
    int roundRobinSubKeys = 0;
    for (int p = 0; p < partitions; ++p) {
        hashSum += hashLoads.at(p).toDouble();
        roundRobinSum += roundRobinLoads.at(p).toDouble();
        hashPeak = std::max(hashPeak, hashLoads.at(p).toDouble());
        hashSubKeys += split->partitionSubKeys(p, SubKeySplit::Hash);
        roundRobinSubKeys += split->partitionSubKeys(p, SubKeySplit::RoundRobin);
        expect(fuzzyEqual(within.at(p).toDouble() + above.at(p).toDouble(), hashLoads.at(p).toDouble()),
               QStringLiteral("sub-keys: P%1 within + above != load").arg(p));
    }
    expect(fuzzyEqual(hashSum, split->totalLoadRps()) && fuzzyEqual(roundRobinSum, split->totalLoadRps()),
           QStringLiteral("sub-keys: bars add up to %1 / %2, total %3")
               .arg(hashSum)
               .arg(roundRobinSum)
               .arg(split->totalLoadRps()));
    expect(fuzzyEqual(hashPeak, split->hashPeakLoadRps()),
           QStringLiteral("sub-keys: tallest bar %1 != peak %2").arg(hashPeak).arg(split->hashPeakLoadRps()));
    expect(
        hashSubKeys == subKeys && roundRobinSubKeys == subKeys,
        QStringLiteral("sub-keys: %1 / %2 sub-keys placed of %3").arg(hashSubKeys).arg(roundRobinSubKeys).arg(subKeys));
}

void TestMonkey::checkImbalance(const ImbalanceExplorer *explorer)
{
    const QList<double> loads = explorer->loads();
    expect(loads.size() == explorer->partitions(),
           QStringLiteral("keys-vs-load: %1 loads for %2 partitions").arg(loads.size()).arg(explorer->partitions()));
    expect(explorer->partitions() >= ImbalanceExplorer::minPartitions()
               && explorer->partitions() <= ImbalanceExplorer::maxPartitions(),
           QStringLiteral("keys-vs-load: %1 partitions").arg(explorer->partitions()));
    if (loads.isEmpty())
        return;
    double sum = 0;
    double peak = 0;
    for (double load : loads) {
        expect(load >= 0, QStringLiteral("keys-vs-load: negative load %1").arg(load));
        sum += load;
        peak = std::max(peak, load);
    }
    expect(fuzzyEqual(peak, explorer->peakLoad()),
           QStringLiteral("keys-vs-load: peak %1, tallest %2").arg(explorer->peakLoad()).arg(peak));
    expect(
        fuzzyEqual(sum / double(loads.size()), explorer->meanLoad()),
        QStringLiteral("keys-vs-load: mean %1, expected %2").arg(explorer->meanLoad()).arg(sum / double(loads.size())));
    expect(explorer->hasLoad() == (sum > 0),
           QStringLiteral("keys-vs-load: hasLoad %1 with load %2").arg(explorer->hasLoad()).arg(sum));
    if (explorer->hasLoad()) {
        expect(explorer->ratio() >= 1.0 - 1e-9,
               QStringLiteral("keys-vs-load: peak-to-average %1 below 1").arg(explorer->ratio()));
        expect(fuzzyEqual(explorer->ratio(), explorer->peakLoad() / explorer->meanLoad()),
               QStringLiteral("keys-vs-load: ratio != peak / mean"));
        expect(explorer->hottestPartition() >= 0 && explorer->hottestPartition() < loads.size()
                   && fuzzyEqual(loads.at(explorer->hottestPartition()), peak),
               QStringLiteral("keys-vs-load: hottest partition %1").arg(explorer->hottestPartition()));
        expect(explorer->readingLevel() != ImbalanceExplorer::NoLoad,
               QStringLiteral("keys-vs-load: reading 'no load' with load"));
    }
    expect(explorer->partitionLabels().size() == loads.size() && explorer->chartBase().size() == loads.size()
               && explorer->chartExtra().size() == loads.size(),
           QStringLiteral("keys-vs-load: chart lists do not match %1 partitions").arg(loads.size()));
    expect(explorer->overloadedPartitions() >= 0 && explorer->overloadedPartitions() <= loads.size(),
           QStringLiteral("keys-vs-load: %1 overloaded partitions").arg(explorer->overloadedPartitions()));
}

// The controls show what the models hold (a binding broken by an interaction would not).
void TestMonkey::checkControlsMatchModels()
{
    QQuickItem *current = page();
    if (!current)
        return;
    auto valueOf = [current](const char *name) -> QVariant {
        auto *item = current->findChild<QQuickItem *>(QLatin1String(name));
        return item ? item->property("value") : QVariant();
    };
    for (const auto &simulation : std::as_const(m_throttles)) {
        const QVariant demand = valueOf("demandSlider");
        expect(demand.isValid() && fuzzyEqual(demand.toDouble(), simulation->demandPercent()),
               QStringLiteral("throttling: slider shows %1%, model has %2%")
                   .arg(demand.toDouble())
                   .arg(simulation->demandPercent()));
    }
    for (const auto &explorer : std::as_const(m_explorers)) {
        const QVariant partitions = valueOf("partitionsSpinBox");
        expect(partitions.isValid() && partitions.toInt() == explorer->partitions(),
               QStringLiteral("keys-vs-load: spin box shows %1 partitions, model has %2")
                   .arg(partitions.toInt())
                   .arg(explorer->partitions()));
    }
    if (m_splits.size() == 2) {
        // The explorer is the copy the sliders drive: the one whose sub-key count they show.
        const QVariant subKeys = valueOf("subKeySlider");
        const QVariant partitions = valueOf("partitionSlider");
        const bool matches = std::any_of(m_splits.cbegin(), m_splits.cend(), [&](const QPointer<SubKeySplit> &split) {
            return subKeys.toInt() == split->subKeyCount() && partitions.toInt() == split->partitionCount();
        });
        expect(subKeys.isValid() && partitions.isValid() && matches,
               QStringLiteral("sub-keys: sliders show %1 sub-keys on %2 partitions, no model agrees")
                   .arg(subKeys.toInt())
                   .arg(partitions.toInt()));
    }
}

void TestMonkey::checkNavigation()
{
    const QString lesson = m_navigator->currentLesson();
    expect(LessonCatalog::isKnown(lesson), QStringLiteral("current lesson %1 is not available").arg(lesson));
    expect(page() != nullptr, QStringLiteral("no page loaded for %1").arg(lesson));
    auto *list = m_window->findChild<QQuickItem *>(QStringLiteral("lessonList"));
    const int expected = int(LessonCatalog::lessonIds().indexOf(lesson));
    expect(list && list->property("currentIndex").toInt() == expected,
           QStringLiteral("navigation highlights %1, lesson %2 is entry %3")
               .arg(list ? list->property("currentIndex").toInt() : -1)
               .arg(lesson)
               .arg(expected));
}

void TestMonkey::checkInvariants()
{
    refreshModels();
    for (const auto &lab : std::as_const(m_labs))
        checkLab(lab);
    for (const auto &simulation : std::as_const(m_throttles))
        checkThrottling(simulation);
    for (const auto &checker : std::as_const(m_checkers))
        checkChecker(checker);
    for (const auto &split : std::as_const(m_splits))
        checkSubKeys(split);
    for (const auto &explorer : std::as_const(m_explorers))
        checkImbalance(explorer);
    for (const auto &detector : std::as_const(m_detectors))
        checkDetector(detector);
    checkControlsMatchModels();
    checkNavigation();
}

// The monkey is only as good as its ears: a binding error in a QML object must reach
// the log that fails the run.
void TestMonkey::harnessCatchesQmlWarnings()
{
    messageLog().problems.clear();
    messageLog().capturing = true;
    QQmlComponent component(m_engine.get());
    component.setData("import QtQuick\nItem { property int broken: noSuchObject.value }",
                      QUrl(QStringLiteral("qrc:/monkey/Broken.qml")));
    std::unique_ptr<QObject> broken(component.create());
    messageLog().capturing = false;
    QVERIFY(broken);
    QVERIFY2(messageLog().problems.join(u'\n').contains(QStringLiteral("ReferenceError")),
             qPrintable(messageLog().problems.join(u'\n')));
    messageLog().problems.clear();
}

void TestMonkey::randomUse()
{
    bool ok = false;
    int actions = qEnvironmentVariable("HOTSPOT_MONKEY_ACTIONS").toInt(&ok);
    if (!ok || actions <= 0)
        actions = 10000;

    // The run must end before Qt Test's watchdog does (QTEST_FUNCTION_TIMEOUT, 300 s unless
    // set: ctest sets 570 s), with a minute to spare for the report.
    const int watchdogMs = qEnvironmentVariableIsSet("QTEST_FUNCTION_TIMEOUT")
        ? qEnvironmentVariableIntValue("QTEST_FUNCTION_TIMEOUT")
        : 300000;
    int seconds = qEnvironmentVariable("HOTSPOT_MONKEY_SECONDS").toInt(&ok);
    if (!ok || seconds < 0)
        seconds = std::min(480, watchdogMs / 1000 - 60);
    // 0: no limit of its own.
    const qint64 budgetMs = seconds > 0 ? seconds * 1000LL : std::numeric_limits<qint64>::max();

    messageLog().capturing = true;
    messageLog().problems.clear();
    QElapsedTimer clock;
    clock.start();
    checkInvariants();
    if (!m_failure.isEmpty())
        return failNow(m_failure);
    for (m_actionIndex = 1; m_actionIndex <= actions; ++m_actionIndex) {
        // A run that is not done in time fails here with a report, where Qt Test's watchdog
        // would abort the process: a monkey that did part of its actions tested part of the app.
        if (clock.elapsed() > budgetMs) {
            m_actionIndex -= 1;
            return failNow(QStringLiteral("time is up after %1 of %2 actions (%3 s, HOTSPOT_MONKEY_SECONDS)")
                               .arg(m_actionIndex)
                               .arg(actions)
                               .arg(seconds));
        }
        perform(pickAction());
        settle();
        ++m_actionsPerLesson[m_navigator->currentLesson()];
        checkInvariants();
        if (!messageLog().problems.isEmpty())
            return failNow(QStringLiteral("printed: ") + messageLog().problems.join(QStringLiteral("\n  ")));
        if (!m_failure.isEmpty())
            return failNow(m_failure);
    }
    messageLog().capturing = false;
    const qint64 elapsed = std::max<qint64>(1, clock.elapsed());
    QStringList perLesson;
    for (auto it = m_actionsPerLesson.cbegin(); it != m_actionsPerLesson.cend(); ++it)
        perLesson.append(QStringLiteral("%1 %2").arg(it.key()).arg(it.value()));
    qInfo("monkey: %d actions in %.1f s (%.0f actions/s), seed %u; actions per page: %s", actions,
          double(elapsed) / 1000.0, actions * 1000.0 / double(elapsed), m_seed,
          qPrintable(perLesson.join(QStringLiteral(", "))));
}

QTEST_MAIN(TestMonkey)
#include "tst_monkey.moc"
