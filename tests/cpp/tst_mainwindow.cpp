// The real main window, driven like a user would: title, navigation, text size
// shortcuts, the About dialog and a language switch through the menu.
#include "QuickTestSupport.h"
#include "TestSupport.h"
#include "app/AppRunner.h"
#include "i18n/LanguageService.h"
#include "lessons/catalog/LessonCatalog.h"
#include "lessons/catalog/LessonNavigator.h"
#include "lessons/catalog/LessonSession.h"
#include "lessons/catalog/LessonState.h"
#include "lessons/lab/LabGuide.h"
#include "lessons/lab/PartitionLab.h"
#include "settings/DisplaySettings.h"

#include <QAccessible>
#include <QApplication>
#include <QKeySequence>
#include <QMutex>
#include <QMutexLocker>
#include <QPointer>
#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QSGRendererInterface>
#include <QScopeGuard>
#include <QSet>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest/quicktest.h>
#include <QtTest>

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <tuple>
#include <vector>

Q_IMPORT_QML_PLUGIN(HotspotLabPlugin)

namespace {
using TestSupport::clickItem;
using TestSupport::findItem;
using TestSupport::findItems;
using TestSupport::findItemsOfQmlType;
using TestSupport::findItemsWhere;
using TestSupport::singletonOf;
} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void opensTheStartPage();
    void urlsAreNotSentThroughAFileSelector();
    void qtTextsFollowTheAppNotTheDesktop();
    void opensTheLessonFromTheCommandLine();
    void navigationSwitchesPages();
    void releasesPagesOutOfViewAndKeepsTheirState();
    void roundTripByMouseAndKeyboard_data();
    void roundTripByMouseAndKeyboard();
    void startPageCardsOpenLessons();
    void lessonsEndWithTheWayOn();
    void referencePartsFoldAway();
    void partsOpenWholeInALanguageSwitch();
    void hiddenParagraphsWaitForTheirWords();
    void aSwitchSetsEachTextOnce();
    void bigChangesRepaintTheWholeWindow();
    void textSizeShortcuts();
    void dialogsAreMadeWhenFirstAskedFor();
    void typesThatWaitAreNotCompiledAtStart();
    void languageMenuRetranslatesEverything();
    void failsOnPurpose();

private:
    QQuickItem *page() const;
    LessonNavigator *navigator() const;
    QString pageTitle() const;
    QStringList builtPages() const;
    void load(const QString &initialLesson);

    std::unique_ptr<QQmlApplicationEngine> m_engine;
    QQuickWindow *m_window = nullptr;
};

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    AppRunner::configureQuick();
}

void TestMainWindow::init()
{
    load(QString());
}

void TestMainWindow::load(const QString &initialLesson)
{
    m_engine = std::make_unique<QQmlApplicationEngine>();
    m_window = TestSupport::showMainWindow(*m_engine);
    QVERIFY(m_window);
    if (!initialLesson.isEmpty())
        navigator()->open(initialLesson);
}

LessonNavigator *TestMainWindow::navigator() const
{
    return singletonOf<LessonNavigator>(*m_engine, "LessonNavigator");
}

void TestMainWindow::cleanup()
{
    m_window = nullptr;
    TestSupport::tearDownMainWindow(m_engine);
}

void TestMainWindow::failsOnPurpose()
{
    HOTSPOT_SKIP_UNLESS_FAILING_ON_PURPOSE();
    TestSupport::failWithTheWindowInUse(*m_engine, m_window);
}

QQuickItem *TestMainWindow::page() const
{
    return TestSupport::currentPage(*m_engine, m_window);
}

QString TestMainWindow::pageTitle() const
{
    QQuickItem *current = page();
    auto *title = current ? current->findChild<QQuickItem *>(QStringLiteral("pageTitle")) : nullptr;
    return title ? title->property("text").toString() : QString();
}

QStringList TestMainWindow::builtPages() const
{
    // The page slots are the visual children of "pageLoader"; a built page is a slot's item.
    auto *host = m_window->findChild<QQuickItem *>(QStringLiteral("pageLoader"));
    QStringList built;
    const auto pageSlots = host ? host->childItems() : QList<QQuickItem *>();
    for (QQuickItem *slot : pageSlots) {
        if (slot->property("item").value<QQuickItem *>())
            built.append(slot->property("lessonId").toString());
    }
    built.sort();
    return built;
}

void TestMainWindow::releasesPagesOutOfViewAndKeepsTheirState()
{
    // Not built at start-up: only the page on screen exists.
    QCOMPARE(builtPages(), QStringList {QStringLiteral("start")});
    QPointer<QQuickItem> startPage = page();
    QVERIFY(startPage);
    const auto open = [this](const QString &lessonId) -> QPointer<QQuickItem> {
        if (!navigator()->open(lessonId))
            return nullptr;
        // Only the page on screen is built: the one before is released.
        if (builtPages() != QStringList {lessonId})
            return nullptr;
        return TestSupport::waitForPage(m_window, lessonId);
    };

    // What a class did on every lesson page: the simulation, the guided step, a quiz pick,
    // typed answers, an open part, a tab, the clock's speed, a command and the place on the
    // page.
    QPointer<QQuickItem> labPage = open(QStringLiteral("lab"));
    QVERIFY(labPage);
    QTRY_VERIFY(!startPage);
    auto *lab = TestSupport::lessonModel<PartitionLab>(labPage, QStringLiteral("partitionLab"));
    auto *guide = TestSupport::lessonModel<LabGuide>(labPage, QStringLiteral("labGuideModel"));
    QVERIFY(lab && guide);
    guide->act();
    guide->nextStep();
    QCOMPARE(guide->step(), 2);
    lab->setProfile(PartitionLab::HotKey);
    lab->sendBatch();
    QCOMPARE(lab->totalReceived(), qint64(lab->batchSize()));
    auto *narrative = labPage->property("contentItem").value<QQuickItem *>();
    QVERIFY(narrative);
    // Scrolled once the page has settled (it may restore a kept place for 250 ms): the
    // guide's card 10 px above the top of the view.
    QTRY_VERIFY(!labPage->property("restoringPositions").toBool());
    // Where an item starts in the content of the pane it scrolls in (a page's property).
    const auto topInPane = [](QQuickItem *page, const char *pane, QQuickItem *item) {
        auto *flick = page->property(pane).value<QQuickItem *>();
        return item->mapToItem(flick->property("contentItem").value<QQuickItem *>(), QPointF()).y();
    };
    const auto guideTop = [&topInPane](QQuickItem *page) {
        return topInPane(page, "contentItem", findItem(page, QStringLiteral("labGuide")));
    };
    const qreal guideTopInEnglish = guideTop(labPage);
    narrative->setProperty("contentY", guideTopInEnglish + 10);
    // The simulation pane scrolled too: the table's frame 10 px above the pane's top.
    const auto tableTop = [&topInPane](QQuickItem *page) {
        return topInPane(page, "simulationPane", findItem(page, QStringLiteral("labTable"))->parentItem());
    };
    auto *simulationPane = labPage->property("simulationPane").value<QQuickItem *>();
    QVERIFY(simulationPane && simulationPane->isVisible());
    const qreal tableTopInEnglish = tableTop(labPage);
    simulationPane->setProperty("contentY", tableTopInEnglish + 10);
    QCOMPARE(simulationPane->property("contentY").toReal(), tableTopInEnglish + 10);
    // A model answer the class opened (the part below the guide is built after the first frame).
    QTRY_VERIFY(findItem(labPage, QStringLiteral("answer2Foldout")));
    findItem(labPage, QStringLiteral("answer2Foldout"))->setProperty("expanded", true);

    QPointer<QQuickItem> keysPage = open(QStringLiteral("keys-vs-load"));
    QVERIFY(keysPage);
    // The lab's page is gone, and its shortcuts with it: Ctrl+B sends nothing.
    QTRY_VERIFY(!labPage);
    QTest::keyClick(m_window, Qt::Key_B, Qt::ControlModifier);
    QTest::qWait(50);
    QCOMPARE(lab->totalReceived(), qint64(lab->batchSize()));
    findItem(keysPage, QStringLiteral("question2"))->setProperty("chosenIndex", 1);
    findItem(keysPage, QStringLiteral("mitigations"))->setProperty("causeIndex", 3);
    auto *explorer = TestSupport::lessonModel(keysPage, QStringLiteral("imbalanceExplorer"));
    QVERIFY(explorer);
    explorer->setProperty("partitions", 16);
    findItem(keysPage, QStringLiteral("teacherNotes"))->setProperty("expanded", true);

    QPointer<QQuickItem> subKeysPage = open(QStringLiteral("subkeys"));
    QVERIFY(subKeysPage);
    findItem(subKeysPage, QStringLiteral("q1LoadInput"))->setProperty("text", QStringLiteral("15500"));
    findItem(subKeysPage, QStringLiteral("q1Load"))->setProperty("submittedText", QStringLiteral("15500"));
    findItem(subKeysPage, QStringLiteral("q1RatioInput"))->setProperty("text", QStringLiteral("2,5"));
    findItem(subKeysPage, QStringLiteral("showDiscussionButton"))->setProperty("shown", true);
    auto *split = TestSupport::lessonModel(subKeysPage, QStringLiteral("subKeyExplorer"));
    QVERIFY(split);
    split->setProperty("subKeyCount", 12);

    QPointer<QQuickItem> detectPage = open(QStringLiteral("detect"));
    QVERIFY(detectPage);
    auto *detector = TestSupport::lessonModel(detectPage, QStringLiteral("hotKeyDetector"));
    QVERIFY(detector);
    QMetaObject::invokeMethod(detector, "feed", Q_ARG(qint64, 20'000));
    findItem(detectPage, QStringLiteral("detectViewTabs"))->setProperty("currentIndex", 2);
    findItem(detectPage, QStringLiteral("detectSettings"))->setProperty("expanded", true);
    auto *sketchGrid = findItem(detectPage, QStringLiteral("sketchGrid"));
    QVERIFY(sketchGrid);
    sketchGrid->property("grid").value<QObject *>()->setProperty("lookupKey", 7);
    // The stream plays while the page is open, and stops when another lesson opens.
    QMetaObject::invokeMethod(detector, "play");
    QTRY_VERIFY(detector->property("requestCount").toLongLong() > 20'000);

    QPointer<QQuickItem> throttlingPage = open(QStringLiteral("throttling"));
    QVERIFY(throttlingPage);
    QTRY_VERIFY(!detectPage);
    const qint64 requestsWhenLeft = detector->property("requestCount").toLongLong();
    QTest::qWait(200);
    QCOMPARE(detector->property("requestCount").toLongLong(), requestsWhenLeft);
    auto *simulation = throttlingPage->property("simulation").value<QObject *>();
    QVERIFY(simulation);
    QMetaObject::invokeMethod(simulation, "advance", Q_ARG(int, 30));
    throttlingPage->setProperty("speed", 60);
    findItem(throttlingPage, QStringLiteral("throttleCommandField"))
        ->setProperty("text", QStringLiteral("GET product:42"));
    findItem(throttlingPage, QStringLiteral("limitsFoldout"))->setProperty("expanded", true);
    QCOMPARE(throttlingPage->property("commandChecker").value<QObject *>()->property("throttled").toBool(), false);

    // A language switch on the Start page, then every lesson again: each page is built
    // anew, and shows what the class left there, in the new language.
    auto *language = singletonOf<LanguageService>(*m_engine, "LanguageService");
    QVERIFY(open(QStringLiteral("start")));
    QTRY_VERIFY(!throttlingPage);
    QVERIFY(language->setLanguage(QStringLiteral("de")));
    QCOMPARE(pageTitle(), QStringLiteral("Warum geht eine Partition unter?"));

    QPointer<QQuickItem> page = open(QStringLiteral("lab"));
    QVERIFY(page);
    QCOMPARE(TestSupport::lessonModel<PartitionLab>(page, QStringLiteral("partitionLab")), lab);
    QCOMPARE(lab->totalReceived(), qint64(lab->batchSize()));
    QCOMPARE(lab->profile(), PartitionLab::HotKey);
    QCOMPARE(guide->step(), 2);
    QCOMPARE(findItem(page, QStringLiteral("labGuide"))->property("heading").toString(),
             QStringLiteral("Geführter Schritt 2 von 4"));
    // The same words are at the top, though the German text above them is longer: the
    // place is kept by words, not by pixels.
    narrative = page->property("contentItem").value<QQuickItem *>();
    QTRY_VERIFY(!page->property("restoringPositions").toBool());
    const qreal guideTopInGerman = guideTop(page);
    QVERIFY2(qAbs(guideTopInGerman - guideTopInEnglish) > 20, qPrintable(QString::number(guideTopInGerman)));
    const qreal intoGuide = narrative->property("contentY").toReal() - guideTopInGerman;
    QVERIFY2(intoGuide >= 0 && intoGuide <= 20, qPrintable(QString::number(intoGuide)));
    simulationPane = page->property("simulationPane").value<QQuickItem *>();
    const qreal tableTopInGerman = tableTop(page);
    QVERIFY2(qAbs(tableTopInGerman - tableTopInEnglish) > 20, qPrintable(QString::number(tableTopInGerman)));
    const qreal intoTable = simulationPane->property("contentY").toReal() - tableTopInGerman;
    QVERIFY2(intoTable >= 0 && intoTable <= 20, qPrintable(QString::number(intoTable)));
    // The parts the class opened are open again; the others stay closed.
    QTRY_VERIFY(findItem(page, QStringLiteral("answer2Foldout")));
    QVERIFY(findItem(page, QStringLiteral("answer2FoldoutBody"))->isVisible());
    QVERIFY(!findItem(page, QStringLiteral("answer1Foldout"))->property("expanded").toBool());
    QVERIFY(!findItem(page, QStringLiteral("teacherNotes"))->property("expanded").toBool());

    page = open(QStringLiteral("keys-vs-load"));
    QVERIFY(page);
    QCOMPARE(findItem(page, QStringLiteral("question2"))->property("chosenIndex").toInt(), 1);
    QCOMPARE(findItem(page, QStringLiteral("mitigations"))->property("causeIndex").toInt(), 3);
    QCOMPARE(explorer->property("partitions").toInt(), 16);
    QCOMPARE(findItem(page, QStringLiteral("partitionsSpinBox"))->property("value").toInt(), 16);
    QVERIFY(findItem(page, QStringLiteral("teacherNotes"))->property("expanded").toBool());
    QVERIFY(!findItem(page, QStringLiteral("sourcesFoldout"))->property("expanded").toBool());

    // A kept place whose path leads to no item on the page: its pixel position serves.
    auto *session = singletonOf<LessonSession>(*m_engine, "LessonSession");
    QVERIFY(session);
    LessonState *subKeysState = session->stateOf(QStringLiteral("subkeys"));
    subKeysState->setValue(QStringLiteral("narrativePlace"),
                           QVariantMap {{QStringLiteral("path"), QVariantList {999}}, {QStringLiteral("offset"), 0}});
    subKeysState->setValue(QStringLiteral("narrativePosition"), 300);
    page = open(QStringLiteral("subkeys"));
    QVERIFY(page);
    QTRY_COMPARE(page->property("contentItem").value<QQuickItem *>()->property("contentY").toReal(), 300.0);
    QCOMPARE(findItem(page, QStringLiteral("q1LoadInput"))->property("text").toString(), QStringLiteral("15500"));
    QCOMPARE(findItem(page, QStringLiteral("q1LoadMark"))->property("text").toString(), QStringLiteral("Richtig"));
    QCOMPARE(findItem(page, QStringLiteral("q1RatioInput"))->property("text").toString(), QStringLiteral("2,5"));
    // Typed but not handed in: no verdict yet.
    QVERIFY(!findItem(page, QStringLiteral("q1RatioMark"))->isVisible());
    QVERIFY(findItem(page, QStringLiteral("discussionCard"))->isVisible());
    QCOMPARE(split->property("subKeyCount").toInt(), 12);

    page = open(QStringLiteral("detect"));
    QVERIFY(page);
    QCOMPARE(detector->property("requestCount").toLongLong(), requestsWhenLeft);
    QCOMPARE(findItem(page, QStringLiteral("detectViewTabs"))->property("currentIndex").toInt(), 2);
    QCOMPARE(findItem(page, QStringLiteral("sketchGrid"))->property("lookupKey").toInt(), 7);
    QVERIFY(findItem(page, QStringLiteral("detectSettingsBody"))->isVisible());

    page = open(QStringLiteral("throttling"));
    QVERIFY(page);
    QCOMPARE(page->property("simulation").value<QObject *>(), simulation);
    QCOMPARE(simulation->property("minute").toLongLong(), qint64(30));
    QCOMPARE(page->property("speed").toInt(), 60);
    QVERIFY(!page->property("playing").toBool());
    QCOMPARE(findItem(page, QStringLiteral("throttleCommandField"))->property("text").toString(),
             QStringLiteral("GET product:42"));
    QVERIFY(findItem(page, QStringLiteral("limitsFoldout"))->property("expanded").toBool());
    QVERIFY(!findItem(page, QStringLiteral("answer3Foldout"))->property("expanded").toBool());
}

void TestMainWindow::roundTripByMouseAndKeyboard_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("keyboard");
    // The texts a student reads there (i18n/*.ts) and the answer typed the language's way.
    QTest::addColumn<QString>("oneStep");
    QTest::addColumn<QString>("answer");
    QTest::addColumn<QString>("right");
    const auto rows = {
        std::tuple {"en", "Processing steps in this run: 1", "15,500", "Right"},
        std::tuple {"de", "Verarbeitungsschritte in diesem Lauf: 1", "15.500", "Richtig"},
        std::tuple {"id", "Langkah pemrosesan dalam percobaan ini: 1", "15.500", "Benar"},
    };
    for (const auto &[language, oneStep, answer, right] : rows) {
        for (const bool keyboard : {false, true}) {
            QTest::addRow("%s, %s", language, keyboard ? "keyboard" : "mouse")
                << QString::fromLatin1(language) << keyboard << QString::fromUtf8(oneStep)
                << QString::fromLatin1(answer) << QString::fromUtf8(right);
        }
    }
}

// A class's round trip, lab, sub-keys, detect, throttling and back to the lab, by mouse (the
// lesson list, the buttons) or by keyboard (Ctrl+PgDown and Ctrl+PgUp, the lessons'
// shortcuts, Tab and typing), in each language: what was done on each page is still there.
void TestMainWindow::roundTripByMouseAndKeyboard()
{
    QFETCH(QString, language);
    QFETCH(bool, keyboard);
    QFETCH(QString, oneStep);
    QFETCH(QString, answer);
    QFETCH(QString, right);
    auto *languages = singletonOf<LanguageService>(*m_engine, "LanguageService");
    QVERIFY(languages->setLanguage(language));
    QCOMPARE(navigator()->currentLesson(), QStringLiteral("start"));

    const auto openLesson = [this, keyboard](const QString &lessonId, int steps) {
        if (keyboard) {
            for (int i = 0; i < std::abs(steps); ++i)
                QTest::keyClick(m_window, steps > 0 ? Qt::Key_PageDown : Qt::Key_PageUp, Qt::ControlModifier);
        } else {
            QVERIFY(clickItem(m_window, findItem(m_window->contentItem(), QStringLiteral("lessonEntry_") + lessonId)));
        }
        QTRY_COMPARE(navigator()->currentLesson(), lessonId);
        QVERIFY(TestSupport::waitForPage(m_window, lessonId));
    };
    const auto item = [this](const QString &name) { return findItem(page(), name); };
    // Tab until the control named `name` (or the text field inside it) has the focus.
    const auto tabTo = [this](const QString &name) {
        for (int presses = 0; presses < 250; ++presses) {
            for (QQuickItem *focused = m_window->activeFocusItem(); focused; focused = focused->parentItem()) {
                if (focused->objectName() == name)
                    return true;
            }
            QTest::keyClick(m_window, Qt::Key_Tab);
        }
        return false;
    };

    // The lab: one batch.
    openLesson(QStringLiteral("lab"), 2);
    QPointer<QQuickItem> labPage = page();
    auto *lab = TestSupport::lessonModel<PartitionLab>(labPage, QStringLiteral("partitionLab"));
    QVERIFY(lab);
    if (keyboard)
        QTest::keyClick(m_window, Qt::Key_B, Qt::ControlModifier);
    else
        QVERIFY(clickItem(m_window, item(QStringLiteral("labSendButton"))));
    QTRY_COMPARE(lab->totalReceived(), qint64(12));
    QCOMPARE(item(QStringLiteral("labStepCounter"))->property("text").toString(), oneStep);

    // Sub-keys: an answer typed the language's way.
    openLesson(QStringLiteral("subkeys"), 1);
    QPointer<QQuickItem> subKeysPage = page();
    if (keyboard)
        QVERIFY(tabTo(QStringLiteral("q1LoadInput")));
    else
        QVERIFY(clickItem(m_window, item(QStringLiteral("q1LoadInput"))));
    for (const QChar character : std::as_const(answer))
        QTest::keyClick(m_window, character.toLatin1());
    QTest::keyClick(m_window, Qt::Key_Return);
    QCOMPARE(item(QStringLiteral("q1LoadMark"))->property("text").toString(), right);

    // Detect: 10,000 requests, fed in slices.
    openLesson(QStringLiteral("detect"), 1);
    QPointer<QQuickItem> detectPage = page();
    auto *detector = detectPage->property("detector").value<QObject *>();
    QVERIFY(detector);
    if (keyboard)
        QTest::keyClick(m_window, Qt::Key_L, Qt::ControlModifier);
    else
        QVERIFY(clickItem(m_window, item(QStringLiteral("detectFeedButton"))));
    QTRY_COMPARE(detector->property("requestCount").toLongLong(), qint64(10'000));

    // Throttling: play for a moment, then pause.
    openLesson(QStringLiteral("throttling"), 1);
    QQuickItem *throttlingPage = page();
    auto *simulation = throttlingPage->property("simulation").value<QObject *>();
    QVERIFY(simulation);
    const auto playOrPause = [&] {
        if (keyboard)
            QTest::keyClick(m_window, Qt::Key_G, Qt::ControlModifier);
        else
            QVERIFY(clickItem(m_window, item(QStringLiteral("playButton"))));
    };
    playOrPause();
    QVERIFY(throttlingPage->property("playing").toBool());
    QTRY_VERIFY(simulation->property("minute").toLongLong() > 0);
    playOrPause();
    QVERIFY(!throttlingPage->property("playing").toBool());
    const qint64 minute = simulation->property("minute").toLongLong();

    // Back to the lab, the sub-keys and detect: each page is built anew (the ones left were
    // released), and shows what the class did there.
    QVERIFY(!labPage && !subKeysPage && !detectPage);
    openLesson(QStringLiteral("lab"), -3);
    QCOMPARE(TestSupport::lessonModel<PartitionLab>(page(), QStringLiteral("partitionLab")), lab);
    QCOMPARE(lab->totalReceived(), qint64(12));
    QCOMPARE(item(QStringLiteral("labStepCounter"))->property("text").toString(), oneStep);
    openLesson(QStringLiteral("subkeys"), 1);
    QCOMPARE(item(QStringLiteral("q1LoadInput"))->property("text").toString(), answer);
    QCOMPARE(item(QStringLiteral("q1LoadMark"))->property("text").toString(), right);
    openLesson(QStringLiteral("detect"), 1);
    QCOMPARE(page()->property("detector").value<QObject *>(), detector);
    QCOMPARE(detector->property("requestCount").toLongLong(), qint64(10'000));
    openLesson(QStringLiteral("throttling"), 1);
    QCOMPARE(simulation->property("minute").toLongLong(), minute);
}

void TestMainWindow::opensTheStartPage()
{
    QCOMPARE(m_window->title(), QStringLiteral("Hotspot Lab"));
    QCOMPARE(m_window->size(), QSize(1280, 800));
    QCOMPARE(navigator()->currentLesson(), QStringLiteral("start"));
    QCOMPARE(pageTitle(), QStringLiteral("Why does one partition drown?"));
}

// QQmlApplicationEngine installs a file selector that looks for "+selector" variants of
// every file it loads; the app has none, and the look-ups were 4% of the lab page's start.
// A fresh engine has it once it has loaded something (so the check can fail); the app's
// engine does not.
void TestMainWindow::urlsAreNotSentThroughAFileSelector()
{
    QQmlApplicationEngine fresh;
    fresh.loadData("import QtQml\nQtObject {}");
    QCOMPARE(fresh.urlInterceptors().size(), 1);
    QVERIFY(m_engine->urlInterceptors().isEmpty());
    // The empty object the set-up loaded is gone: the window is the only root object.
    QCOMPARE(m_engine->rootObjects().size(), 1);
    QCOMPARE(m_engine->rootObjects().constFirst(), m_window);
}

// Qt's own texts (key names) follow the app's language, not the desktop's: the engine's
// set-up (AppRunner::prepareEngine) drops the Qt catalogue QQmlApplicationEngine installs
// for the locale of that moment. A German desktop, the app in English: "Ctrl+B".
void TestMainWindow::qtTextsFollowTheAppNotTheDesktop()
{
    cleanup();
    const QLocale desktop;
    QLocale::setDefault(QLocale(QStringLiteral("de_DE")));
    LaunchOptions options;
    options.language = QStringLiteral("en");
    m_engine = std::make_unique<QQmlApplicationEngine>();
    m_window = TestSupport::showMainWindow(*m_engine, options);
    QLocale::setDefault(desktop);
    QVERIFY(m_window);
    const QKeySequence send(Qt::CTRL | Qt::Key_B);
    QCOMPARE(send.toString(QKeySequence::NativeText), QStringLiteral("Ctrl+B"));
    // The check can fail: in German, Qt's catalogue says "Strg".
    auto *language = singletonOf<LanguageService>(*m_engine, "LanguageService");
    QVERIFY(language->setLanguage(QStringLiteral("de")));
    const QString missing = TestSupport::missingQtCatalogue(QStringLiteral("de"), language->qtCatalogueFile());
    QVERIFY2(missing.isEmpty(), qPrintable(missing));
    QCOMPARE(send.toString(QKeySequence::NativeText), QStringLiteral("Strg+B"));
    QVERIFY(language->setLanguage(QStringLiteral("en")));
    QCOMPARE(send.toString(QKeySequence::NativeText), QStringLiteral("Ctrl+B"));
}

void TestMainWindow::opensTheLessonFromTheCommandLine()
{
    LessonCatalog catalog;
    const QString last = catalog.index(catalog.rowCount() - 1).data(LessonCatalog::LessonIdRole).toString();
    load(last);
    QCOMPARE(navigator()->currentLesson(), last);
    QVERIFY(page());

    // An id without a page is refused and the current page stays.
    QTest::ignoreMessage(
        QtWarningMsg,
        QRegularExpression(QStringLiteral("no lesson \"no-such-lesson\"; valid values are start, keys-vs-load")));
    QVERIFY(!navigator()->open(QStringLiteral("no-such-lesson")));
    QCOMPARE(navigator()->currentLesson(), last);
    QVERIFY(navigator()->open(QStringLiteral("start")));
    QCOMPARE(pageTitle(), QStringLiteral("Why does one partition drown?"));
}

void TestMainWindow::navigationSwitchesPages()
{
    auto *list = m_window->findChild<QQuickItem *>(QStringLiteral("lessonList"));
    QVERIFY(list);
    LessonCatalog catalog;
    QCOMPARE(list->property("count").toInt(), catalog.rowCount());
    QCOMPARE(list->property("currentIndex").toInt(), 0);

    // Keyboard: focus the list, walk down with the arrow keys and open with Return.
    for (int row = 1; row < catalog.rowCount(); ++row) {
        list->forceActiveFocus();
        QTest::keyClick(m_window, Qt::Key_Down);
        QCOMPARE(list->property("currentIndex").toInt(), row);
        QQuickItem *entry = list->property("currentItem").value<QQuickItem *>();
        QVERIFY(entry);
        const QPointF centre = entry->mapToScene(QPointF(entry->width() / 2, entry->height() / 2));
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centre.toPoint());
        const QString expected = catalog.index(row).data(LessonCatalog::LessonIdRole).toString();
        QTRY_COMPARE(navigator()->currentLesson(), expected);
        QVERIFY(page());
    }
}

void TestMainWindow::startPageCardsOpenLessons()
{
    const QStringList lessons = LessonCatalog::lessonIds();
    for (const QString &lesson : lessons) {
        if (lesson == LessonCatalog::startLessonId())
            continue;
        QVERIFY(navigator()->open(LessonCatalog::startLessonId()));
        QQuickItem *button = findItem(page(), QStringLiteral("openLesson_") + lesson);
        QVERIFY2(button, qPrintable(lesson));
        button->forceActiveFocus();
        QTest::keyClick(m_window, Qt::Key_Space);
        QTRY_COMPARE(navigator()->currentLesson(), lesson);
    }
}

void TestMainWindow::lessonsEndWithTheWayOn()
{
    // The curriculum's order, then back to the Start page.
    const QList<QPair<QString, QString>> steps = {
        {QStringLiteral("keys-vs-load"), QStringLiteral("lab")},
        {QStringLiteral("lab"), QStringLiteral("subkeys")},
        {QStringLiteral("subkeys"), QStringLiteral("detect")},
        {QStringLiteral("detect"), QStringLiteral("throttling")},
        {QStringLiteral("throttling"), QStringLiteral("start")},
    };
    for (const auto &[lesson, next] : steps) {
        QVERIFY(navigator()->open(lesson));
        QQuickItem *button = findItem(page(), QStringLiteral("nextLessonButton"));
        QVERIFY2(button && button->isVisible(), qPrintable(lesson));
        const QString expectedText = next == QLatin1String("start")
            ? QStringLiteral("Back to the Start page")
            : QStringLiteral("Next lesson: ") + LessonCatalog().title(next);
        QCOMPARE(button->property("text").toString(), expectedText);
        // Above it: what to remember (three to five lines) and the next lesson's question.
        QQuickItem *remember = findItem(page(), QStringLiteral("rememberCard"));
        QVERIFY2(remember && remember->isVisible(), qPrintable(lesson));
        const qsizetype lines = page()->property("remember").toList().size();
        QVERIFY2(lines >= 3 && lines <= 5, qPrintable(QStringLiteral("%1: %2 lines").arg(lesson).arg(lines)));
        QQuickItem *question = findItem(page(), QStringLiteral("nextQuestion"));
        QVERIFY(question);
        QCOMPARE(question->isVisible(), next != QLatin1String("start"));
        if (next != QLatin1String("start"))
            QCOMPARE(question->property("text").toString(),
                     QStringLiteral("Next question: ") + LessonCatalog().question(next));
        button->forceActiveFocus();
        QTest::keyClick(m_window, Qt::Key_Space);
        QTRY_COMPARE(navigator()->currentLesson(), next);
    }
    QQuickItem *startButton = findItem(page(), QStringLiteral("nextLessonButton"));
    QVERIFY(!startButton || !startButton->isVisible());
}

// The model's limits and the sources fold away: closed on opening, opened and closed by
// Space on the focused heading (as a click does) and by a screen reader's press or toggle,
// which hears whether it is open.
void TestMainWindow::referencePartsFoldAway()
{
    const QList<QPair<QString, QStringList>> foldouts = {
        {QStringLiteral("keys-vs-load"), {QStringLiteral("sourcesFoldout")}},
        {QStringLiteral("lab"),
         {QStringLiteral("limitsFoldout"), QStringLiteral("answer1Foldout"), QStringLiteral("answer2Foldout"),
          QStringLiteral("answer3Foldout"), QStringLiteral("sourcesFoldout")}},
        {QStringLiteral("throttling"),
         {QStringLiteral("limitsFoldout"), QStringLiteral("answer1Foldout"), QStringLiteral("answer2Foldout"),
          QStringLiteral("answer3Foldout")}},
    };
    // As when a screen reader runs: Qt Quick Controls give their items states only then.
    QAccessible::setActive(true);
    const auto inactiveAgain = qScopeGuard([] { QAccessible::setActive(false); });
    for (const auto &[lesson, names] : foldouts) {
        QVERIFY(navigator()->open(lesson));
        QTRY_VERIFY(page() && page()->property("ready").toBool());
        for (const QString &name : names) {
            const QString where = lesson + QLatin1Char('/') + name;
            QQuickItem *foldout = findItem(page(), name);
            QQuickItem *button = findItem(page(), name + QStringLiteral("Button"));
            QQuickItem *body = findItem(page(), name + QStringLiteral("Body"));
            if (!foldout || !button || !body)
                QFAIL(qPrintable(where + QStringLiteral(" is missing")));
            QVERIFY2(!foldout->property("expanded").toBool() && !body->isVisible(), qPrintable(where));
            // A closed part's list makes its points only when it is first shown.
            QVERIFY2(findItems(body, QStringLiteral("bulletItem")).isEmpty(), qPrintable(where));
            button->forceActiveFocus();
            QTest::keyClick(m_window, Qt::Key_Space);
            QVERIFY2(body->isVisible(), qPrintable(where));
            // Opened for the first time, its points lie one below the other, wrapped to
            // the body's width (they were made as it opened).
            const QList<QQuickItem *> points = findItems(body, QStringLiteral("bulletItem"));
            if (name == QLatin1String("limitsFoldout"))
                QVERIFY2(points.size() >= 4, qPrintable(where));
            for (qsizetype i = 0; i < points.size(); ++i) {
                const QString point = where + QStringLiteral(", point %1").arg(i);
                QTRY_VERIFY2(points.at(i)->height() > 0 && points.at(i)->width() <= body->width() + 0.5
                                 && points.at(i)->childrenRect().width() <= body->width() + 0.5,
                             qPrintable(point));
                if (i > 0) {
                    const QQuickItem *above = points.at(i - 1);
                    QTRY_VERIFY2(points.at(i)->mapToItem(body, QPointF(0, 0)).y()
                                     >= above->mapToItem(body, QPointF(0, above->height())).y(),
                                 qPrintable(point));
                }
            }
            QTest::keyClick(m_window, Qt::Key_Space);
            QVERIFY2(!body->isVisible(), qPrintable(where));

            QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(button);
            if (!iface || !iface->actionInterface())
                QFAIL(qPrintable(where + QStringLiteral(": no accessible actions")));
            // Each heading has its own name, even where the titles repeat (model answers).
            if (name.startsWith(QStringLiteral("answer")))
                QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("Model answer to question ") + name.mid(6, 1));
            // Qt 6.4 has no expanded state for Qt Quick: open reads as checked.
            QVERIFY(iface->state().checkable);
            QVERIFY(!iface->state().checked);
            iface->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
            QVERIFY2(body->isVisible(), qPrintable(where));
            QVERIFY(iface->state().checked);
            iface->actionInterface()->doAction(QAccessibleActionInterface::toggleAction());
            QVERIFY2(!body->isVisible(), qPrintable(where));
        }
    }
}

// Every part of every page opens whole when it opens in the polish pass of a language
// switch. Qt 6.4's layouts reported a polish loop there and left detect's "For teachers"
// at height 0 (docs/qt-6.4-limits.md); the monkey met it once. Each part is kept under its
// objectName (Foldout.keptIn), so the names are checked to be there and unique as well.
void TestMainWindow::partsOpenWholeInALanguageSwitch()
{
    QTest::failOnWarning(QRegularExpression(QStringLiteral("Polish loop")));
    auto *language = singletonOf<LanguageService>(*m_engine, "LanguageService");
    const QStringList languages = {QStringLiteral("de"), QStringLiteral("id"), QStringLiteral("en")};
    qsizetype switches = 0;
    const auto switchLanguage = [&] { language->setLanguage(languages.at(switches++ % languages.size())); };
    for (const QString &lesson : LessonCatalog::lessonIds()) {
        QVERIFY(navigator()->open(lesson));
        QTRY_VERIFY(page() && page()->property("ready").toBool());
        QStringList names;
        qsizetype opened = 0;
        for (QQuickItem *part : findItemsOfQmlType(page(), "Foldout")) {
            const QString where = lesson + QLatin1Char('/') + part->objectName();
            QVERIFY2(!part->objectName().isEmpty(), qPrintable(where + QStringLiteral(": a part without a name")));
            QVERIFY2(!names.contains(part->objectName()), qPrintable(where + QStringLiteral(": the name repeats")));
            names.append(part->objectName());
            if (!part->isVisible()) // the Start page's "For teachers"
                continue;
            ++opened;
            QQuickItem *body = findItem(part, part->objectName() + QStringLiteral("Body"));
            QVERIFY2(body, qPrintable(where + QStringLiteral(": no body")));
            QVERIFY2(!part->property("expanded").toBool(), qPrintable(where + QStringLiteral(" is open already")));

            switchLanguage();
            part->setProperty("expanded", true);
            QTRY_VERIFY2(body->isVisible() && body->height() > 0 && body->childrenRect().height() > 0,
                         qPrintable(where + QStringLiteral(" opened empty in ") + language->language()));
            QVERIFY(QQuickTest::qWaitForPolish(page()));
            QVERIFY2(
                qAbs(body->height() - body->implicitHeight()) < 1,
                qPrintable(where + QStringLiteral(": its height is not its content's in ") + language->language()));

            switchLanguage();
            part->setProperty("expanded", false);
            QTRY_VERIFY2(!body->isVisible(), qPrintable(where));
        }
        if (lesson != LessonCatalog::startLessonId())
            QVERIFY2(opened > 0, qPrintable(lesson + QStringLiteral(": no part that folds away was found")));
    }
}

// A language switch lays out only the paragraphs that are shown (Paragraph.qml): a hidden
// one holds no text, a shown one holds its words, also once a hidden one is shown.
void TestMainWindow::hiddenParagraphsWaitForTheirWords()
{
    auto *language = singletonOf<LanguageService>(*m_engine, "LanguageService");
    qsizetype lessonsWithParts = 0;
    const auto checkParagraphs = [&](const QString &lesson, qsizetype *hiddenWithWords) {
        const QStringList failures =
            TestSupport::paragraphsNotHoldingTheirWords(page(), lesson + QLatin1Char('/') + language->language());
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u'\n')));
        const QList<QQuickItem *> paragraphs = findItemsOfQmlType(page(), "Paragraph");
        *hiddenWithWords = std::count_if(paragraphs.cbegin(), paragraphs.cend(), [](const QQuickItem *paragraph) {
            return !paragraph->isVisible() && !paragraph->property("words").toString().isEmpty();
        });
    };
    for (const QString &lesson : LessonCatalog::lessonIds()) {
        if (lesson == LessonCatalog::startLessonId())
            continue;
        QVERIFY(navigator()->open(lesson));
        QVERIFY(TestSupport::waitForPage(m_window, lesson));
        qsizetype hiddenWithWords = 0;
        language->setLanguage(QStringLiteral("de"));
        checkParagraphs(lesson, &hiddenWithWords);
        if (QTest::currentTestFailed())
            return;
        QVERIFY2(hiddenWithWords > 0, qPrintable(lesson + QStringLiteral(": no hidden paragraph to check")));

        // Opened in German, a part shows its words: a paragraph of its own, or the points
        // of a list, which are made only when the part first opens (BulletList).
        const QList<QQuickItem *> parts = findItemsOfQmlType(page(), "Foldout");
        const auto holdsWords = [](QQuickItem *part) {
            const QList<QQuickItem *> paragraphs = findItemsOfQmlType(part, "Paragraph");
            const QList<QQuickItem *> lists = findItemsOfQmlType(part, "BulletList");
            return std::any_of(
                       paragraphs.cbegin(), paragraphs.cend(),
                       [](const QQuickItem *paragraph) { return !paragraph->property("words").toString().isEmpty(); })
                || std::any_of(lists.cbegin(), lists.cend(),
                               [](const QQuickItem *list) { return list->property("rowCount").toInt() > 0; });
        };
        const auto shownWithWords = [](QQuickItem *part) {
            const QList<QQuickItem *> paragraphs = findItemsOfQmlType(part, "Paragraph");
            return std::count_if(paragraphs.cbegin(), paragraphs.cend(), [](const QQuickItem *paragraph) {
                const QString words = paragraph->property("words").toString();
                return paragraph->isVisible() && !words.isEmpty() && paragraph->property("text").toString() == words;
            });
        };
        const auto found = std::find_if(parts.cbegin(), parts.cend(), holdsWords);
        if (found == parts.cend()) { // sub-keys: no part folds away
            language->setLanguage(QStringLiteral("en"));
            continue;
        }
        ++lessonsWithParts;
        QQuickItem *part = *found;
        part->setProperty("expanded", true);
        QTRY_VERIFY(findItem(part, part->objectName() + QStringLiteral("Body"))->isVisible());
        qsizetype stillHidden = 0;
        checkParagraphs(lesson, &stillHidden);
        if (QTest::currentTestFailed())
            return;
        QVERIFY2(shownWithWords(part) > 0, qPrintable(lesson + QStringLiteral(": opening a part showed no paragraph")));
        part->setProperty("expanded", false);
        language->setLanguage(QStringLiteral("en"));
    }
    QCOMPARE(lessonsWithParts, 4);
}

// Each text a switch changes is laid out again: a sentence built from several properties
// that each change on a switch would be laid out once per property.
void TestMainWindow::aSwitchSetsEachTextOnce()
{
    auto *language = singletonOf<LanguageService>(*m_engine, "LanguageService");
    for (const QString &lesson : LessonCatalog::lessonIds()) {
        QVERIFY(navigator()->open(lesson));
        QVERIFY(TestSupport::waitForPage(m_window, lesson));
        const QList<QQuickItem *> texts = findItemsWhere(
            m_window->contentItem(), [](const QQuickItem *item) { return item->inherits("QQuickText"); });
        std::vector<std::unique_ptr<QSignalSpy>> changes;
        for (QQuickItem *text : texts)
            changes.push_back(std::make_unique<QSignalSpy>(text, SIGNAL(textChanged(QString))));
        language->setLanguage(QStringLiteral("de"));
        qsizetype changed = 0;
        for (qsizetype i = 0; i < texts.size(); ++i) {
            QVERIFY2(changes.at(i)->count() <= 1,
                     qPrintable(QStringLiteral("%1: set %2 times: %3")
                                    .arg(lesson)
                                    .arg(changes.at(i)->count())
                                    .arg(texts.at(i)->property("text").toString().left(60))));
            changed += changes.at(i)->count();
        }
        QVERIFY2(changed > 10, qPrintable(lesson + QStringLiteral(": the switch changed almost no text")));
        language->setLanguage(QStringLiteral("en"));
    }
}

namespace {
// What the software renderer sent to the screen in one frame, from its debug log: the
// number of rectangles and their bounds ("render QRegion(...) ..." per frame).
struct Flush
{
    int rects = 0;
    QRect bounds;
};

Flush flushFrom(const QString &message)
{
    static const QRegularExpression region(
        QStringLiteral(R"(^render QRegion\((?:size=(\d+), bounds=\()?(-?\d+),(-?\d+) (\d+)x(\d+))"));
    const QRegularExpressionMatch match = region.match(message);
    Flush flush;
    if (match.hasMatch()) {
        flush.rects = match.captured(1).isEmpty() ? 1 : match.captured(1).toInt();
        flush.bounds = QRect(match.captured(2).toInt(), match.captured(3).toInt(), match.captured(4).toInt(),
                             match.captured(5).toInt());
    }
    return flush;
}
} // namespace

// A language switch, a new text size or the high-contrast colours change almost all of the
// window, and the software renderer repaints it as one area instead of tracking hundreds
// of text rectangles (WholeWindowRepaint.h); any other frame keeps its small repaint and
// sends only what changed to the screen.
void TestMainWindow::bigChangesRepaintTheWholeWindow()
{
    QCOMPARE(m_window->rendererInterface()->graphicsApi(), QSGRendererInterface::Software);
    auto *repaint = findItem(m_window->contentItem(), QStringLiteral("wholeWindowRepaint"));
    QVERIFY(repaint);
    QCOMPARE(repaint->acceptedMouseButtons(), Qt::NoButton);
    QVERIFY(!repaint->acceptHoverEvents());
    QVERIFY(!repaint->activeFocusOnTab());
    const auto wholeRepaints = [repaint] { return repaint->property("wholeRepaints").toInt(); };
    const QRect wholeWindow(QPoint(0, 0), m_window->size());

    QVERIFY(navigator()->open(QStringLiteral("lab")));
    QQuickItem *lab = TestSupport::waitForPage(m_window, QStringLiteral("lab"));
    QVERIFY(lab);
    QSignalSpy frames(m_window, &QQuickWindow::frameSwapped);
    m_window->update();
    QVERIFY(frames.wait());
    const int before = wholeRepaints();

    QList<Flush> flushes;
    const TestSupport::CategoryLog renderLog(
        "qt.scenegraph.softwarecontext.renderer",
        [&flushes](const QString &message) { flushes.append(flushFrom(message)); });

    auto *language = singletonOf<LanguageService>(*m_engine, "LanguageService");
    QVERIFY(language->setLanguage(QStringLiteral("de")));
    QTRY_COMPARE(wholeRepaints(), before + 1);
    QTRY_VERIFY(!flushes.isEmpty());
    QCOMPARE(pageTitle(), QStringLiteral("Hot-Key-Labor: Wer bekommt die Arbeit?"));
    // The switch's frame repainted the whole window, menu bar included, as few areas.
    QCOMPARE(flushes.constFirst().bounds, wholeWindow);
    QVERIFY2(flushes.constFirst().rects <= 3, qPrintable(QString::number(flushes.constFirst().rects)));

    // A batch changes the chart, the queues and the table: an ordinary frame, which sends
    // only part of the window to the screen.
    auto *send = findItem(lab, QStringLiteral("labSendButton"));
    QVERIFY(clickItem(m_window, send));
    auto *partitionLab = TestSupport::lessonModel<PartitionLab>(lab, QStringLiteral("partitionLab"));
    QVERIFY(partitionLab);
    QTRY_COMPARE(partitionLab->stepCount(), 1);
    flushes.clear();
    frames.clear();
    QVERIFY(frames.wait());
    QCOMPARE(wholeRepaints(), before + 1);
    QVERIFY(!flushes.isEmpty());
    // A batch leaves the lesson list on the left as it was, so what goes to the screen
    // starts right of it; a flush of the whole window would start at 0.
    for (const Flush &flush : std::as_const(flushes))
        QVERIFY2(flush.bounds.left() > 100,
                 qPrintable(QStringLiteral("an ordinary frame sent %1x%2 at %3,%4")
                                .arg(flush.bounds.width())
                                .arg(flush.bounds.height())
                                .arg(flush.bounds.left())
                                .arg(flush.bounds.top())));

    auto *display = singletonOf<DisplaySettings>(*m_engine, "DisplaySettings");
    const auto normalColours = qScopeGuard([display] { display->setHighContrast(false); });
    display->zoomIn();
    QTRY_COMPARE(wholeRepaints(), before + 2);
    display->resetZoom();
    QTRY_COMPARE(wholeRepaints(), before + 3);
    display->setHighContrast(true);
    QTRY_COMPARE(wholeRepaints(), before + 4);
    display->setHighContrast(false);
    QTRY_COMPARE(wholeRepaints(), before + 5);
}

void TestMainWindow::textSizeShortcuts()
{
    auto *display = singletonOf<DisplaySettings>(*m_engine, "DisplaySettings");
    QVERIFY(display);
    QCOMPARE(display->textScale(), 1.0);
    const qreal bodySize = m_window->property("font").value<QFont>().pixelSize();

    QTest::keyClick(m_window, Qt::Key_Plus, Qt::ControlModifier);
    QCOMPARE(display->textScale(), 1.1);
    QTest::keyClick(m_window, Qt::Key_Equal, Qt::ControlModifier);
    QCOMPARE(display->textScale(), 1.2);
    QVERIFY(m_window->property("font").value<QFont>().pixelSize() > bodySize);

    QTest::keyClick(m_window, Qt::Key_Minus, Qt::ControlModifier);
    QCOMPARE(display->textScale(), 1.1);
    QTest::keyClick(m_window, Qt::Key_0, Qt::ControlModifier);
    QCOMPARE(display->textScale(), 1.0);
    QCOMPARE(m_window->property("font").value<QFont>().pixelSize(), bodySize);
}

// The dialogs are made when first asked for: a window that has opened none has none. The
// About dialog shows the app's name and version.
void TestMainWindow::dialogsAreMadeWhenFirstAskedFor()
{
    for (const char *name :
         {"aboutDialog", "keyboardHelpDialog", "resetAllDialog", "exportSheetDialog", "exportRunDialog"})
        QVERIFY2(!m_window->findChild<QObject *>(QLatin1String(name)), name);
    auto *aboutItem = m_window->findChild<QObject *>(QStringLiteral("aboutMenuItem"));
    QVERIFY(aboutItem);
    QVERIFY(QMetaObject::invokeMethod(aboutItem, "triggered"));
    auto *dialog = m_window->findChild<QObject *>(QStringLiteral("aboutDialog"));
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->property("opened").toBool());
    QCOMPARE(dialog->property("title").toString(), QStringLiteral("About Hotspot Lab"));
    // Closed and asked for again, it is the same dialog.
    QVERIFY(TestSupport::closePopups(m_window));
    QVERIFY(QMetaObject::invokeMethod(aboutItem, "triggered"));
    QTRY_VERIFY(dialog->property("opened").toBool());
    QCOMPARE(m_window->findChildren<QObject *>(QStringLiteral("aboutDialog")).size(), 1);
    QVERIFY(TestSupport::closePopups(m_window));
    // The Start page has nothing to export; a lesson page offers every dialog.
    QCOMPARE(TestSupport::makeEveryDialog(m_window), QStringLiteral("exportWorksheetMenuItem is disabled here"));
    QVERIFY(navigator()->open(QStringLiteral("lab")));
    QVERIFY(TestSupport::waitForPage(m_window, QStringLiteral("lab")));
    const QString unmade = TestSupport::makeEveryDialog(m_window);
    QVERIFY2(unmade.isEmpty(), qPrintable(unmade));
}

// Qt 6.4 compiles a QML file, and every type the file names, when the file loads: a type
// named only by URL, or reached through a Loader's source, is compiled when it is first
// made, so a part a class may never open costs nothing at start. Opening the lab compiles
// neither the dialogs, nor the menus' entries, nor "Try a fix"; building the menus and
// opening About does. Which files the engine loaded comes from Qt's import trace: it names
// a file each time it resolves one of the file's imports, which it does for every file.
void TestMainWindow::typesThatWaitAreNotCompiledAtStart()
{
    cleanup();
    QMutex mutex; // the type loader's thread logs too
    QSet<QString> loadedFiles;
    const auto loaded = [&](const QString &file) {
        const QMutexLocker lock(&mutex);
        return loadedFiles.contains(file);
    };
    const TestSupport::CategoryLog importLog("qt.qml.import", [&](const QString &message) {
        static const QRegularExpression import(QStringLiteral(R"(^addLibraryImport: \S*/([^/\s]+\.qml) )"));
        const QRegularExpressionMatch match = import.match(message);
        if (match.hasMatch()) {
            const QMutexLocker lock(&mutex);
            loadedFiles.insert(match.captured(1));
        }
    });

    LaunchOptions options;
    options.lesson = QStringLiteral("lab");
    m_engine = std::make_unique<QQmlApplicationEngine>();
    m_window = AppRunner::loadMainWindow(*m_engine, options);
    QVERIFY(m_window);
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    QVERIFY(TestSupport::waitForPage(m_window, QStringLiteral("lab")));
    // The trace is read right: the lab's own files and Qt's are there.
    for (const char *file : {"Main.qml", "LabPage.qml", "LabSimulation.qml", "LabBody.qml", "Button.qml"})
        QVERIFY2(loaded(QLatin1String(file)), file);
    // Dialog.qml is Fusion's, which only the dialogs use.
    for (const char *file : {"AboutDialog.qml", "KeyboardHelpDialog.qml", "ResetAllDialog.qml", "ExportDialog.qml",
                             "ExportSheetDialog.qml", "ExportRunDialog.qml", "AppMenuEntries.qml", "AppMenuItem.qml",
                             "ChartContextMenu.qml", "MitigationPanel.qml", "PredictionCard.qml", "Dialog.qml"})
        QVERIFY2(!loaded(QLatin1String(file)), file);

    QVERIFY(TestSupport::buildMenus(m_window));
    QVERIFY(loaded(QStringLiteral("AppMenuEntries.qml")));
    QVERIFY(loaded(QStringLiteral("AppMenuItem.qml")));
    QVERIFY(!loaded(QStringLiteral("AboutDialog.qml")));
    auto *aboutItem = m_window->findChild<QObject *>(QStringLiteral("aboutMenuItem"));
    QVERIFY(aboutItem);
    QVERIFY(QMetaObject::invokeMethod(aboutItem, "triggered"));
    QTRY_VERIFY(loaded(QStringLiteral("AboutDialog.qml")));
    QVERIFY(TestSupport::closePopups(m_window));
}

void TestMainWindow::languageMenuRetranslatesEverything()
{
    auto *german = m_window->findChild<QObject *>(QStringLiteral("languageMenuItem_de"));
    QVERIFY(german);
    QCOMPARE(german->property("text").toString(), QStringLiteral("Deutsch"));
    QVERIFY(QMetaObject::invokeMethod(german, "triggered"));

    auto *language = singletonOf<LanguageService>(*m_engine, "LanguageService");
    QCOMPARE(language->language(), QStringLiteral("de"));
    QCOMPARE(pageTitle(), QStringLiteral("Warum geht eine Partition unter?"));
    auto *list = m_window->findChild<QQuickItem *>(QStringLiteral("lessonList"));
    auto *firstEntry = list->property("currentItem").value<QQuickItem *>();
    QCOMPARE(firstEntry->property("text").toString(), QStringLiteral("Start"));
    QVERIFY(german->property("checked").toBool());

    auto *indonesian = m_window->findChild<QObject *>(QStringLiteral("languageMenuItem_id"));
    QVERIFY(QMetaObject::invokeMethod(indonesian, "triggered"));
    QCOMPARE(pageTitle(), QStringLiteral("Mengapa satu partisi bisa tenggelam?"));
    QCOMPARE(firstEntry->property("text").toString(), QStringLiteral("Mulai"));
    QVERIFY(!german->property("checked").toBool());
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
