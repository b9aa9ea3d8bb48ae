// The teacher's tools in the real main window, by mouse and by keyboard: Reset all (with
// its confirmation), presenter mode, full screen, the progress the lesson list and the
// Start page show (also after a restart), the sheets exported from the File menu and the
// "For teachers" part of each page.
#include "QuickTestSupport.h"
#include "TestSupport.h"
#include "i18n/LanguageService.h"
#include "lessons/catalog/LessonCatalog.h"
#include "lessons/catalog/LessonNavigator.h"
#include "lessons/catalog/LessonPrediction.h"
#include "lessons/catalog/LessonProgress.h"
#include "lessons/detect/HotKeyDetector.h"
#include "lessons/lab/LabGuide.h"
#include "lessons/lab/MitigationLab.h"
#include "lessons/lab/PartitionLab.h"
#include "lessons/throttling/ThrottleSimulation.h"
#include "settings/AppSettings.h"
#include "settings/DisplaySettings.h"
#include "teaching/RunExport.h"
#include "teaching/RunExporter.h"

#include <QAbstractItemModel>
#include <QApplication>
#include <QFile>
#include <QImage>
#include <QPointer>
#include <QPointingDevice>
#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQmlExpression>
#include <QQuickItem>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QStyleHints>
#include <QTemporaryDir>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

#include <functional>

Q_IMPORT_QML_PLUGIN(HotspotLabPlugin)

using TestSupport::findItem;
using TestSupport::singletonOf;

class TestTeacherTools : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void resetAllStartsEveryLessonOver_data();
    void resetAllStartsEveryLessonOver();
    void cancelKeepsTheClassWork();
    void presenterModeAndFullScreen_data();
    void presenterModeAndFullScreen();
    void progressShowsAndSurvivesARestart();
    void answersCountOnlyWhenRight();
    void aCompleteLessonShowsATick();
    void everyLessonCountsItsProgress_data();
    void everyLessonCountsItsProgress();
    void exportSheetsFromTheFileMenu_data();
    void exportSheetsFromTheFileMenu();
    void startPageHasNoSheet();
    void exportChartsAndTables_data();
    void exportChartsAndTables();
    void everyChartCanBeExported();
    void chartMenuOpensOnTouchHold();
    void teacherNotesOpenOnRequest_data();
    void teacherNotesOpenOnRequest();

private:
    void load();
    LessonNavigator *navigator() const { return singletonOf<LessonNavigator>(*m_engine, "LessonNavigator"); }
    LessonProgress *progress() const { return singletonOf<LessonProgress>(*m_engine, "LessonProgress"); }
    // The lab with its guide at step 2 and a batch sent: a class's work.
    void workOnTheLab();
    QObject *dialog() const { return m_window->findChild<QObject *>(QStringLiteral("resetAllDialog")); }

    std::unique_ptr<QQmlApplicationEngine> m_engine;
    QQuickWindow *m_window = nullptr;
    // QTest::createTouchDevice() hands the device over and Qt 6.4 never deletes it (the
    // sanitizer run reports it as a leak). It goes with the test object, after cleanup()
    // has closed every window it touched, so no window keeps a pointer to it.
    std::unique_ptr<QPointingDevice> m_touchScreen;
};

void TestTeacherTools::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    AppRunner::configureQuick();
}

void TestTeacherTools::init()
{
    TestSupport::removeSettingsFile();
    load();
}

void TestTeacherTools::load()
{
    m_engine = std::make_unique<QQmlApplicationEngine>();
    m_window = TestSupport::showMainWindow(*m_engine);
    QVERIFY(m_window);
}

void TestTeacherTools::cleanup()
{
    if (m_engine) {
        if (auto *display = singletonOf<DisplaySettings>(*m_engine, "DisplaySettings"))
            display->setPresenterMode(false);
        LanguageService::instance()->applyLanguage(QStringLiteral("en"));
    }
    m_window = nullptr;
    TestSupport::tearDownMainWindow(m_engine);
    TestSupport::removeSettingsFile();
}

void TestTeacherTools::workOnTheLab()
{
    QVERIFY(navigator()->open(QStringLiteral("lab")));
    QQuickItem *page = TestSupport::waitForPage(m_window, QStringLiteral("lab"));
    QVERIFY(page);
    auto *lab = TestSupport::lessonModel<PartitionLab>(page, QStringLiteral("partitionLab"));
    auto *guide = TestSupport::lessonModel<LabGuide>(page, QStringLiteral("labGuideModel"));
    QVERIFY(lab && guide);
    guide->act();
    guide->nextStep();
    QCOMPARE(guide->step(), 2);
    lab->sendBatch();
    QVERIFY(lab->totalReceived() > 0);
    // Step 1 was done: the progress says so.
    QVERIFY(progress()->isStepDone(QStringLiteral("lab"), QStringLiteral("guide1")));
}

// The rows of a test done once by mouse (menus, buttons) and once by keyboard.
static void byMouseAndByKeyboard()
{
    QTest::addColumn<bool>("keyboard");
    QTest::newRow("mouse") << false;
    QTest::newRow("keyboard") << true;
}

void TestTeacherTools::resetAllStartsEveryLessonOver_data()
{
    byMouseAndByKeyboard();
}

void TestTeacherTools::resetAllStartsEveryLessonOver()
{
    QFETCH(bool, keyboard);
    workOnTheLab();
    QVERIFY(navigator()->open(QStringLiteral("subkeys")));
    QVERIFY(TestSupport::waitForPage(m_window, QStringLiteral("subkeys")));
    QVERIFY(navigator()->open(QStringLiteral("lab")));
    QPointer<QQuickItem> oldLab = TestSupport::waitForPage(m_window, QStringLiteral("lab"));
    QVERIFY(oldLab);
    QCOMPARE(navigator()->builtLesson(), QStringLiteral("lab"));
    // The teacher's notes, opened during the class (an open part is kept with the lesson).
    findItem(oldLab, QStringLiteral("teacherNotes"))->setProperty("expanded", true);
    singletonOf<DisplaySettings>(*m_engine, "DisplaySettings")->setHighContrast(true);

    if (keyboard) {
        QTest::keyClick(m_window, Qt::Key_N, Qt::ControlModifier | Qt::ShiftModifier);
    } else {
        auto *menu = m_window->findChild<QObject *>(QStringLiteral("fileMenu"));
        QVERIFY(menu);
        QMetaObject::invokeMethod(menu, "open");
        QTRY_VERIFY(menu->property("opened").toBool());
        auto *item = m_window->findChild<QQuickItem *>(QStringLiteral("resetAllMenuItem"));
        QVERIFY(TestSupport::clickItem(m_window, item));
    }
    QVERIFY(dialog());
    QTRY_VERIFY(dialog()->property("opened").toBool());
    // The dialog says what goes and what stays, in the current language.
    auto *text = findItem(dialog()->property("contentItem").value<QQuickItem *>(), QStringLiteral("resetAllText"));
    QVERIFY(text);
    QVERIFY(text->property("text").toString().contains(QLatin1String("cannot be undone")));
    if (keyboard) {
        // Cancel has the focus, so Enter alone wipes nothing; Tab goes to "Reset all".
        QTest::keyClick(m_window, Qt::Key_Tab);
        QTest::keyClick(m_window, Qt::Key_Space);
    } else {
        QVERIFY(TestSupport::clickItem(m_window,
                                       findItem(m_window->contentItem(), QStringLiteral("resetAllConfirmButton"))));
    }
    QTRY_VERIFY(!dialog()->property("visible").toBool());

    // Only the page on screen is built, and it is a new one at its start.
    QCOMPARE(navigator()->currentLesson(), QStringLiteral("lab"));
    QCOMPARE(navigator()->builtLesson(), QStringLiteral("lab"));
    QQuickItem *newLab = TestSupport::waitForPage(m_window, QStringLiteral("lab"));
    QVERIFY(newLab);
    QTRY_VERIFY(!oldLab);
    auto *lab = TestSupport::lessonModel<PartitionLab>(newLab, QStringLiteral("partitionLab"));
    auto *guide = TestSupport::lessonModel<LabGuide>(newLab, QStringLiteral("labGuideModel"));
    QVERIFY(lab && guide);
    QCOMPARE(lab->totalReceived(), qint64(0));
    QCOMPARE(guide->step(), 1);
    QVERIFY(!findItem(newLab, QStringLiteral("teacherNotes"))->property("expanded").toBool());
    // The progress is gone; the settings stay.
    QVERIFY(!progress()->started(QStringLiteral("lab")));
    QVERIFY(singletonOf<DisplaySettings>(*m_engine, "DisplaySettings")->highContrast());
    singletonOf<DisplaySettings>(*m_engine, "DisplaySettings")->setHighContrast(false);
}

void TestTeacherTools::cancelKeepsTheClassWork()
{
    workOnTheLab();
    QPointer<QQuickItem> labPage = TestSupport::waitForPage(m_window, QStringLiteral("lab"));
    QTest::keyClick(m_window, Qt::Key_N, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(dialog());
    QTRY_VERIFY(dialog()->property("opened").toBool());
    // Esc, or Space on the focused Cancel.
    QTest::keyClick(m_window, Qt::Key_Space);
    QTRY_VERIFY(!dialog()->property("visible").toBool());
    QCOMPARE(TestSupport::shownPage(m_window), labPage.data());
    auto *guide = TestSupport::lessonModel<LabGuide>(labPage, QStringLiteral("labGuideModel"));
    QVERIFY(guide);
    QCOMPARE(guide->step(), 2);
    QVERIFY(progress()->started(QStringLiteral("lab")));
}

void TestTeacherTools::presenterModeAndFullScreen_data()
{
    byMouseAndByKeyboard();
}

void TestTeacherTools::presenterModeAndFullScreen()
{
    QFETCH(bool, keyboard);
    auto *display = singletonOf<DisplaySettings>(*m_engine, "DisplaySettings");
    auto *navigation = m_window->findChild<QQuickItem *>(QStringLiteral("navigationPane"));
    QVERIFY(navigation && navigation->isVisible());
    const int bodySize = m_window->property("font").value<QFont>().pixelSize();
    const auto triggerMenuItem = [this](const char *menuName, const char *itemName) {
        auto *menu = m_window->findChild<QObject *>(QLatin1String(menuName));
        QVERIFY(menu);
        QMetaObject::invokeMethod(menu, "open");
        QTRY_VERIFY(menu->property("opened").toBool());
        QVERIFY(TestSupport::clickItem(m_window, m_window->findChild<QQuickItem *>(QLatin1String(itemName))));
        QTRY_VERIFY(!menu->property("visible").toBool());
    };

    if (keyboard)
        QTest::keyClick(m_window, Qt::Key_F5);
    else
        triggerMenuItem("viewMenu", "presenterModeMenuItem");
    QVERIFY(display->presenterMode());
    QVERIFY(!navigation->isVisible());
    QCOMPARE(m_window->property("font").value<QFont>().pixelSize(), qRound(bodySize * 1.5));
    // Every shortcut still works: the next lesson, and a larger text.
    QTest::keyClick(m_window, Qt::Key_PageDown, Qt::ControlModifier);
    QCOMPARE(navigator()->currentLesson(), QStringLiteral("keys-vs-load"));
    QTest::keyClick(m_window, Qt::Key_Plus, Qt::ControlModifier);
    QCOMPARE(display->textScale(), 1.6);

    if (keyboard)
        QTest::keyClick(m_window, Qt::Key_F11);
    else
        triggerMenuItem("viewMenu", "fullScreenMenuItem");
    QTRY_COMPARE(m_window->visibility(), QWindow::FullScreen);
    QVERIFY(m_window->findChild<QObject *>(QStringLiteral("fullScreenMenuItem"))->property("checked").toBool());
    if (keyboard)
        QTest::keyClick(m_window, Qt::Key_F11);
    else
        triggerMenuItem("viewMenu", "fullScreenMenuItem");
    QTRY_VERIFY(m_window->visibility() != QWindow::FullScreen);

    if (keyboard)
        QTest::keyClick(m_window, Qt::Key_F5);
    else
        triggerMenuItem("viewMenu", "presenterModeMenuItem");
    QVERIFY(!display->presenterMode());
    QVERIFY(navigation->isVisible());
    display->resetZoom();
}

void TestTeacherTools::progressShowsAndSurvivesARestart()
{
    auto *entry = findItem(m_window->contentItem(), QStringLiteral("lessonProgress_lab"));
    QVERIFY(entry);
    QCOMPARE(entry->property("text").toString(), QStringLiteral("Not started"));
    auto *continueCard = findItem(m_window->contentItem(), QStringLiteral("continueCard"));
    QVERIFY(continueCard && !continueCard->isVisible());

    workOnTheLab();
    QCOMPARE(entry->property("text").toString(), QStringLiteral("1 of 4 steps · 0 of 5 right"));
    QVERIFY(navigator()->open(QStringLiteral("start")));

    // A restart: the lesson list and the Start page still know, and Continue opens the lab.
    TestSupport::tearDownMainWindow(m_engine);
    load();
    entry = findItem(m_window->contentItem(), QStringLiteral("lessonProgress_lab"));
    QVERIFY(entry);
    QCOMPARE(entry->property("text").toString(), QStringLiteral("1 of 4 steps · 0 of 5 right"));
    QQuickItem *start = TestSupport::waitForPage(m_window, QStringLiteral("start"));
    QVERIFY(start);
    auto *progressLine = findItem(start, QStringLiteral("progress_lab"));
    QVERIFY(progressLine);
    QCOMPARE(progressLine->property("text").toString(), QStringLiteral("Your progress: 1 of 4 steps · 0 of 5 right"));
    auto *button = findItem(start, QStringLiteral("continueButton"));
    QVERIFY(button && button->isVisible());
    QVERIFY(TestSupport::clickItem(m_window, button));
    QCOMPARE(navigator()->currentLesson(), QStringLiteral("lab"));
}

// The sub-key page's answer fields report to the progress: a wrong answer counts nothing,
// a right one counts once, and a later wrong answer takes nothing back.
void TestTeacherTools::answersCountOnlyWhenRight()
{
    QVERIFY(navigator()->open(QStringLiteral("subkeys")));
    QQuickItem *page = TestSupport::waitForPage(m_window, QStringLiteral("subkeys"));
    QVERIFY(page);
    auto *field = findItem(page, QStringLiteral("q2Share"));
    QVERIFY(field);
    field->setProperty("submittedText", QStringLiteral("5000"));
    QCOMPARE(field->property("correct").toBool(), false);
    QVERIFY(!progress()->started(QStringLiteral("subkeys")));
    field->setProperty("submittedText", QStringLiteral("1,500"));
    QVERIFY(field->property("correct").toBool());
    QVERIFY(progress()->isAnsweredRight(QStringLiteral("subkeys"), QStringLiteral("q2Share")));
    field->setProperty("submittedText", QStringLiteral("96000"));
    QCOMPARE(progress()->answeredRight(QStringLiteral("subkeys")), 1);
    auto *entry = findItem(m_window->contentItem(), QStringLiteral("lessonProgress_subkeys"));
    QVERIFY(entry);
    QCOMPARE(entry->property("text").toString(), QStringLiteral("1 of 6 right"));
}

// A complete lesson gets a tick in the lesson list, and in the narrow rail beside its
// number; the rail shows a house for the Start page. All three are drawn (DrawnSign): the
// app's font has neither sign.
void TestTeacherTools::aCompleteLessonShowsATick()
{
    const QString lesson = QStringLiteral("detect");
    const auto sign = [this](const QString &name) { return findItem(m_window->contentItem(), name); };
    // A DrawnSign.Kind value, read where the sign is declared.
    const auto kind = [](QQuickItem *item, const char *name) {
        QQmlExpression expression(qmlContext(item), item, QStringLiteral("DrawnSign.") + QLatin1String(name));
        const QVariant value = expression.evaluate();
        return expression.hasError() ? -1 : value.toInt();
    };
    QQuickItem *listTick = sign(QStringLiteral("lessonCompleteSign_detect"));
    QVERIFY(listTick);
    QVERIFY(!listTick->isVisible());
    for (const QString &id : LessonProgress::stepIds(lesson))
        progress()->markStepDone(lesson, id);
    QVERIFY(!listTick->isVisible());
    for (const QString &id : LessonProgress::questionIds(lesson))
        progress()->markAnsweredRight(lesson, id);
    QVERIFY(progress()->complete(lesson));
    QTRY_VERIFY(listTick->isVisible());
    QCOMPARE(listTick->property("kind").toInt(), kind(listTick, "Tick"));
    QVERIFY(listTick->width() > 0);
    // The words beside it carry no sign of their own.
    const QString summary =
        findItem(m_window->contentItem(), QStringLiteral("lessonProgress_detect"))->property("text").toString();
    QVERIFY2(summary.at(0).isLetterOrNumber(), qPrintable(summary));
    // It stands before the words, which make room for it.
    QVERIFY(findItem(m_window->contentItem(), QStringLiteral("lessonProgress_detect"))->property("leftPadding").toReal()
            >= listTick->width());
    // Only the complete lesson has one.
    QVERIFY(!sign(QStringLiteral("lessonCompleteSign_lab"))->isVisible());

    // The rail: a lesson page in a narrow window.
    m_window->resize(1024, 700);
    QVERIFY(navigator()->open(lesson));
    QTRY_VERIFY(sign(QStringLiteral("lessonRailSign_start"))->isVisible());
    QCOMPARE(sign(QStringLiteral("lessonRailSign_start"))->property("kind").toInt(), kind(listTick, "House"));
    QQuickItem *house = sign(QStringLiteral("lessonRailSign_start"));
    QCOMPARE(house->x(), std::round((house->parentItem()->width() - house->width()) / 2));
    QVERIFY(sign(QStringLiteral("lessonRailSign_detect"))->isVisible());
    // The rail's tick comes after the lesson's number.
    QQuickItem *railTick = sign(QStringLiteral("lessonRailSign_detect"));
    const QQuickItem *number = railTick->parentItem();
    QVERIFY(railTick->x() >= (number->width() + number->property("contentWidth").toReal()) / 2);
    QCOMPARE(sign(QStringLiteral("lessonRailSign_detect"))->property("kind").toInt(), kind(listTick, "Tick"));
    QVERIFY(!sign(QStringLiteral("lessonRailSign_lab"))->isVisible());
    QVERIFY(!listTick->isVisible());
}

// The choice a prediction's run proves right, found on a twin of the page's model: the
// prediction is committed first (any choice) and the twin then run to its result.
template<typename Model>
static int rightChoice(Model &twin, LessonPrediction *prediction, const std::function<void(Model &)> &run)
{
    prediction->setChosenIndex(0);
    if (!prediction->commit())
        return -1;
    run(twin);
    return prediction->outcomeIndex();
}

// Each lesson reports its milestones to the progress as a student reaches them on its page:
// a quiz answered right (by mouse and by keyboard), the right prediction for a fix, the
// narrowed sketch, a throttling scenario watched to its end. The lesson list shows it.
void TestTeacherTools::everyLessonCountsItsProgress_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<bool>("keyboard");
    QTest::addColumn<QString>("step");
    QTest::addColumn<QString>("question");
    QTest::addColumn<QString>("summary");
    QTest::newRow("keys-vs-load, mouse") << "keys-vs-load" << false << ""
                                         << "q1"
                                         << "1 of 7 right";
    QTest::newRow("keys-vs-load, keyboard") << "keys-vs-load" << true << ""
                                            << "q1"
                                            << "1 of 7 right";
    QTest::newRow("lab fix") << "lab" << false << ""
                             << "fix"
                             << "0 of 4 steps · 1 of 5 right";
    QTest::newRow("detect") << "detect" << false << "narrowing"
                            << "narrowing"
                            << "1 of 3 steps · 1 of 2 right";
    QTest::newRow("throttling") << "throttling" << false << "sustained"
                                << "prediction"
                                << "1 of 4 steps · 1 of 1 right";
}

void TestTeacherTools::everyLessonCountsItsProgress()
{
    QFETCH(QString, lesson);
    QFETCH(bool, keyboard);
    QFETCH(QString, step);
    QFETCH(QString, question);
    QFETCH(QString, summary);
    QVERIFY(navigator()->open(lesson));
    QQuickItem *page = TestSupport::waitForPage(m_window, lesson);
    QVERIFY(page);
    QVERIFY(!progress()->started(lesson));

    if (lesson == QLatin1String("keys-vs-load")) {
        auto *quiz = findItem(page, QStringLiteral("question1"));
        QVERIFY(quiz);
        auto *option = findItem(quiz, QStringLiteral("option%1").arg(quiz->property("correctIndex").toInt()));
        QVERIFY(option);
        if (keyboard) {
            option->forceActiveFocus(Qt::TabFocusReason);
            QTest::keyClick(m_window, Qt::Key_Space);
        } else {
            QVERIFY(TestSupport::clickItem(m_window, option));
        }
        QTRY_VERIFY(quiz->property("answeredCorrectly").toBool());
    } else if (lesson == QLatin1String("lab")) {
        auto *fixes = TestSupport::lessonModel<MitigationLab>(page, QStringLiteral("mitigationLab"));
        QVERIFY(fixes);
        MitigationLab twin;
        twin.setFix(MitigationLab::MoveHotKey);
        const int right =
            rightChoice<MitigationLab>(twin, twin.prediction(), [](MitigationLab &lab) { lab.sendBatch(); });
        QVERIFY(right >= 0);
        fixes->setFix(MitigationLab::MoveHotKey);
        fixes->prediction()->setChosenIndex(right);
        QVERIFY(fixes->prediction()->commit());
        fixes->sendBatch();
    } else if (lesson == QLatin1String("detect")) {
        auto *detector = TestSupport::lessonModel<HotKeyDetector>(page, QStringLiteral("hotKeyDetector"));
        QVERIFY(detector);
        HotKeyDetector twin;
        twin.setSketchWidth(HotKeyDetector::kNarrowWidth);
        const int right = rightChoice<HotKeyDetector>(twin, twin.narrowingPrediction(), [](HotKeyDetector &narrow) {
            narrow.feed(HotKeyDetector::kNarrowingRequests);
        });
        QVERIFY(right >= 0);
        detector->setSketchWidth(HotKeyDetector::kNarrowWidth);
        detector->narrowingPrediction()->setChosenIndex(right);
        QVERIFY(detector->narrowingPrediction()->commit());
        detector->feed(HotKeyDetector::kNarrowingRequests);
        QVERIFY(detector->narrowingSeen());
    } else {
        auto *simulation = TestSupport::lessonModel<ThrottleSimulation>(page, QStringLiteral("throttleSimulation"));
        QVERIFY(simulation);
        ThrottleSimulation twin;
        QVERIFY(twin.applyPreset(step));
        const int right = rightChoice<ThrottleSimulation>(
            twin, twin.prediction(), [](ThrottleSimulation &run) { run.advance(int(run.endMinute())); });
        // The sustained import throttles in minute 76: in the second hour.
        QCOMPARE(right, int(ThrottleSimulation::ThrottlesInSecondHour));
        QVERIFY(simulation->applyPreset(step));
        simulation->prediction()->setChosenIndex(right);
        QVERIFY(simulation->prediction()->commit());
        // Not yet at the end: the scenario is not done.
        simulation->advance(60);
        QVERIFY(!progress()->isStepDone(lesson, step));
        simulation->advance(int(simulation->endMinute()));
        QVERIFY(simulation->finished());
    }

    if (!step.isEmpty())
        QTRY_VERIFY(progress()->isStepDone(lesson, step));
    QTRY_VERIFY(progress()->isAnsweredRight(lesson, question));
    auto *entry = findItem(m_window->contentItem(), QStringLiteral("lessonProgress_%1").arg(lesson));
    QVERIFY(entry);
    QTRY_COMPARE(entry->property("text").toString(), summary);
}

void TestTeacherTools::exportSheetsFromTheFileMenu_data()
{
    byMouseAndByKeyboard();
}

void TestTeacherTools::exportSheetsFromTheFileMenu()
{
    QFETCH(bool, keyboard);
    QVERIFY(navigator()->open(QStringLiteral("subkeys")));
    QVERIFY(TestSupport::waitForPage(m_window, QStringLiteral("subkeys")));

    // The answer sheet: the File menu's second entry.
    if (keyboard) {
        QTest::keyClick(m_window, Qt::Key_F, Qt::AltModifier);
        auto *menu = m_window->findChild<QObject *>(QStringLiteral("fileMenu"));
        QTRY_VERIFY(menu->property("opened").toBool());
        QTest::keyClick(m_window, Qt::Key_Down);
        QTest::keyClick(m_window, Qt::Key_Down);
        QTest::keyClick(m_window, Qt::Key_Return);
    } else {
        auto *menu = m_window->findChild<QObject *>(QStringLiteral("fileMenu"));
        QMetaObject::invokeMethod(menu, "open");
        QTRY_VERIFY(menu->property("opened").toBool());
        QVERIFY(TestSupport::clickItem(m_window,
                                       m_window->findChild<QQuickItem *>(QStringLiteral("exportAnswersMenuItem"))));
    }
    // The window makes the dialog when it is first asked for.
    QObject *dialog = nullptr;
    QTRY_VERIFY((dialog = m_window->findChild<QObject *>(QStringLiteral("exportSheetDialog"))));
    QTRY_VERIFY(dialog->property("opened").toBool());
    QCOMPARE(dialog->property("answers").toBool(), true);
    // Made by a Loader, it still takes its size from the window (a Loader's is none).
    QVERIFY(dialog->property("width").toDouble() > m_window->width() / 3.0);
    QCOMPARE(dialog->property("lessonId").toString(), QStringLiteral("subkeys"));
    auto *content = dialog->property("contentItem").value<QQuickItem *>();
    QQuickItem *field = nullptr;
    QTRY_VERIFY((field = findItem(content, QStringLiteral("exportPathField"))));
    QVERIFY2(field->property("text").toString().endsWith(QStringLiteral("hotspot-lab-subkeys-answers-en.pdf")),
             qPrintable(field->property("text").toString()));
    QTRY_VERIFY(field->hasActiveFocus());

    QTemporaryDir folder;
    const auto save = [&](const QString &path) {
        field->setProperty("text", path);
        if (keyboard)
            QTest::keyClick(m_window, Qt::Key_Return); // Enter in the field saves
        else
            QVERIFY(TestSupport::clickItem(m_window,
                                           findItem(m_window->contentItem(), QStringLiteral("exportSaveButton"))));
    };
    // A folder that does not exist: the dialog says so and stays open with the path.
    const QString missing = folder.filePath(QStringLiteral("gone/sheet.pdf"));
    save(missing);
    auto *result = findItem(content, QStringLiteral("exportResult"));
    QVERIFY(result);
    QTRY_VERIFY2(result->property("text").toString().startsWith(QStringLiteral("Could not write")),
                 qPrintable(result->property("text").toString()));
    QVERIFY(dialog->property("opened").toBool());
    QCOMPARE(field->property("text").toString(), missing);

    // On Letter paper (by mouse) or A4 (by keyboard), into a real folder; ".pdf" is added.
    if (!keyboard)
        QVERIFY(TestSupport::clickItem(m_window, findItem(content, QStringLiteral("paperLetter"))));
    save(folder.filePath(QStringLiteral("answers")));
    const QString written = folder.filePath(QStringLiteral("answers.pdf"));
    QTRY_VERIFY(QFile::exists(written));
    QTRY_COMPARE(result->property("text").toString(),
                 QStringLiteral("Saved: %1").arg(folder.filePath(QStringLiteral("answers"))));
    const QString info = TestSupport::popplerOutput(QStringLiteral("pdfinfo"), {written});
    QVERIFY2(info.contains(keyboard ? QStringLiteral("(A4)") : QStringLiteral("(letter)")), qPrintable(info));
    const QString text = TestSupport::popplerOutput(QStringLiteral("pdftotext"), {written, QStringLiteral("-")});
    QVERIFY2(text.startsWith(QStringLiteral("Answer sheet: Splitting a hot key")), qPrintable(text.left(100)));
    QVERIFY(text.contains(QStringLiteral("15,500")));

    if (keyboard)
        QTest::keyClick(m_window, Qt::Key_Escape);
    else
        QVERIFY(
            TestSupport::clickItem(m_window, findItem(m_window->contentItem(), QStringLiteral("exportCancelButton"))));
    QTRY_VERIFY(!dialog->property("visible").toBool());
}

void TestTeacherTools::startPageHasNoSheet()
{
    QCOMPARE(navigator()->currentLesson(), QStringLiteral("start"));
    auto *menu = m_window->findChild<QObject *>(QStringLiteral("fileMenu"));
    QMetaObject::invokeMethod(menu, "open");
    QTRY_VERIFY(menu->property("opened").toBool());
    for (const char *name : {"exportWorksheetMenuItem", "exportAnswersMenuItem", "exportRunMenuItem"}) {
        auto *item = m_window->findChild<QQuickItem *>(QLatin1String(name));
        QVERIFY(item);
        QVERIFY(!item->isEnabled());
    }
    QVERIFY(m_window->findChild<QQuickItem *>(QStringLiteral("resetAllMenuItem"))->isEnabled());
}

// A run taken out of the app: a chart's table as CSV or the chart as PNG, by the chart's
// context menu (right mouse button) or by File > Export chart or table... and the keyboard.
void TestTeacherTools::exportChartsAndTables_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<QString>("chartName");
    QTest::addColumn<bool>("table");
    QTest::addColumn<bool>("keyboard");
    QTest::addColumn<QString>("language");
    // For a table: a header cell in the language, and the first row (empty: not checked).
    QTest::addColumn<QString>("headerCell");
    QTest::addColumn<QString>("firstRow");
    // The lab after the guide's first step and an even batch: 8 each, a third each.
    QTest::newRow("lab table, mouse, de") << "lab"
                                          << "labShareChart" << true << false << "de"
                                          << "Wartend"
                                          << "P0,\"4 (0, 3, 6, 9)\",8,8,0,33.3333";
    QTest::newRow("lab chart, keyboard") << "lab"
                                         << "labShareChart" << false << true << "en"
                                         << ""
                                         << "";
    // No batch sent in "try a fix" yet.
    QTest::newRow("fix table, keyboard, id") << "lab"
                                             << "withFixChart" << true << true << "id"
                                             << "Menunggu"
                                             << "P0,0,0,0,0";
    QTest::newRow("throttling chart, mouse") << "throttling"
                                             << "cpuChart" << false << false << "en"
                                             << ""
                                             << "";
    // A chart two screens down, never scrolled to: drawn with the run's latest minutes.
    QTest::newRow("throttling chart out of view, keyboard") << "throttling"
                                                            << "latencyChart" << false << true << "en"
                                                            << ""
                                                            << "";
    QTest::newRow("throttling table, keyboard, de") << "throttling"
                                                    << "cpuChart" << true << true << "de"
                                                    << "Schreibbedarf (%)"
                                                    << "0,0,0,0,100,1,0";
    QTest::newRow("detect table, mouse") << "detect"
                                         << "topKeysChart" << true << false << "en"
                                         << "True count"
                                         << "";
    QTest::newRow("keys-vs-load chart, mouse") << "keys-vs-load"
                                               << "exampleCpuChart" << false << false << "en"
                                               << ""
                                               << "";
}

void TestTeacherTools::exportChartsAndTables()
{
    QFETCH(QString, lesson);
    QFETCH(QString, chartName);
    QFETCH(bool, table);
    QFETCH(bool, keyboard);
    QFETCH(QString, language);
    QFETCH(QString, headerCell);
    QFETCH(QString, firstRow);
    QVERIFY(LanguageService::instance()->applyLanguage(language));
    if (lesson == QLatin1String("lab"))
        workOnTheLab();
    QVERIFY(navigator()->open(lesson));
    QQuickItem *page = TestSupport::waitForPage(m_window, lesson);
    QVERIFY(page);
    if (auto *simulation = TestSupport::lessonModel<ThrottleSimulation>(page, QStringLiteral("throttleSimulation"))) {
        QVERIFY(simulation->applyPreset(QStringLiteral("sustained")));
        simulation->advance(80);
    }
    if (auto *detector = TestSupport::lessonModel<HotKeyDetector>(page, QStringLiteral("hotKeyDetector")))
        detector->feed(20'000);
    if (chartName.contains(QLatin1String("Fix")))
        QVERIFY(TestSupport::showLabFixPart(m_window, page));

    QQuickItem *chart = findItem(page, chartName);
    QVERIFY(chart);
    // Nothing scrolled the page: the chart far down is not showing and has not taken the
    // run's minutes.
    if (chartName == QLatin1String("latencyChart"))
        QVERIFY(!chart->property("showing").toBool());
    auto *model = chart->property("runTable").value<QAbstractItemModel *>();
    QCOMPARE(model != nullptr, table || lesson != QLatin1String("keys-vs-load"));
    QObject *wanted = table ? static_cast<QObject *>(model) : static_cast<QObject *>(chart);

    if (keyboard) {
        // Alt and the File menu's mnemonic in this language (Datei, Berkas).
        auto *menu = m_window->findChild<QObject *>(QStringLiteral("fileMenu"));
        const QString title = menu->property("title").toString();
        const QChar mnemonic = title.at(title.indexOf(QLatin1Char('&')) + 1).toUpper();
        QTest::keyClick(m_window, mnemonic.toLatin1(), Qt::AltModifier);
        QTRY_VERIFY(menu->property("opened").toBool());
        for (int entry = 0; entry < 3; ++entry)
            QTest::keyClick(m_window, Qt::Key_Down);
        QTest::keyClick(m_window, Qt::Key_Return);
    } else {
        QVERIFY(TestSupport::clickItem(m_window, chart, Qt::RightButton));
        QObject *contextMenu = nullptr;
        QTRY_VERIFY((contextMenu = chart->findChild<QObject *>(QStringLiteral("chartContextMenu")))
                    && contextMenu->property("opened").toBool());
        const QString itemName = table ? QStringLiteral("exportTableMenuItem") : QStringLiteral("saveChartMenuItem");
        auto *menuItem = contextMenu->findChild<QQuickItem *>(itemName);
        QVERIFY(menuItem && menuItem->isVisible());
        QVERIFY(menuItem->isEnabled());
        QVERIFY(TestSupport::clickItem(m_window, menuItem));
    }
    QObject *dialog = nullptr;
    QTRY_VERIFY((dialog = m_window->findChild<QObject *>(QStringLiteral("exportRunDialog"))));
    QTRY_VERIFY(dialog->property("opened").toBool());
    QCOMPARE(dialog->property("lessonId").toString(), lesson);
    QVERIFY(dialog->property("width").toDouble() > m_window->width() / 3.0);
    auto *content = dialog->property("contentItem").value<QQuickItem *>();
    QQuickItem *choice = findItem(content, QStringLiteral("exportRunChoice"));
    QQuickItem *field = findItem(content, QStringLiteral("exportRunPathField"));
    QVERIFY(choice && field);
    // From the File menu the list has the focus, from a chart the file.
    QTRY_VERIFY((keyboard ? choice : field)->hasActiveFocus());

    // The entry for the wanted table or chart: chosen already from the context menu, chosen
    // with the arrow keys in the list from the File menu.
    const QVariantList entries = dialog->property("entries").toList();
    int index = -1;
    for (int i = 0; i < entries.size(); ++i) {
        if (entries.at(i).toMap().value(QStringLiteral("target")).value<QObject *>() == wanted)
            index = i;
    }
    QVERIFY2(index >= 0, "the page offers the chart and its table");
    if (keyboard) {
        QCOMPARE(choice->property("currentIndex").toInt(), 0);
        for (int step = 0; step < index; ++step)
            QTest::keyClick(m_window, Qt::Key_Down);
        QTest::keyClick(m_window, Qt::Key_Tab);
        QTRY_VERIFY(field->hasActiveFocus());
    }
    QCOMPARE(choice->property("currentIndex").toInt(), index);
    const QVariantMap entry = entries.at(index).toMap();
    const QString extension = table ? QStringLiteral("csv") : QStringLiteral("png");
    QCOMPARE(entry.value(QStringLiteral("kind")).toString(), extension);
    const QString suggested = field->property("text").toString();
    QVERIFY2(suggested.endsWith(QStringLiteral("-%1.%2").arg(language, extension)), qPrintable(suggested));
    QVERIFY2(suggested.contains(QStringLiteral("hotspot-lab-%1-").arg(lesson)), qPrintable(suggested));

    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("export"));
    field->setProperty("text", path);
    if (keyboard)
        QTest::keyClick(m_window, Qt::Key_Return);
    else
        QVERIFY(
            TestSupport::clickItem(m_window, findItem(m_window->contentItem(), QStringLiteral("exportRunSaveButton"))));
    const QString written = path + QLatin1Char('.') + extension;
    QTRY_VERIFY(QFile::exists(written));
    auto *result = findItem(content, QStringLiteral("exportRunResult"));
    QTRY_VERIFY2(result->property("text").toString().contains(written),
                 qPrintable(result->property("text").toString()));
    QVERIFY(dialog->property("opened").toBool());

    if (table) {
        QFile file(written);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QVERIFY(bytes.startsWith("\xEF\xBB\xBF"));
        const QStringList lines = QString::fromUtf8(bytes.mid(3)).split(QStringLiteral("\r\n"));
        // A header in the app's language, then a row per partition, minute or key.
        QCOMPARE(lines.size(), 1 + model->rowCount() + 1);
        QVERIFY(lines.last().isEmpty());
        QVERIFY2(lines.first().split(QLatin1Char(',')).contains(headerCell), qPrintable(lines.first()));
        if (!firstRow.isEmpty())
            QCOMPARE(lines.at(1), firstRow);
        QVERIFY(model->rowCount() >= 3);
    } else {
        const QImage image = QImage(written).convertToFormat(QImage::Format_ARGB32);
        QVERIFY(!image.isNull());
        const qreal ratio = m_window->effectiveDevicePixelRatio();
        QCOMPARE(image.size(), (QSizeF(chart->width(), chart->height()) * ratio).toSize());
        QCOMPARE(chart->property("exporting").toBool(), false);
        if (keyboard)
            QTest::keyClick(m_window, Qt::Key_Escape);
        else
            QVERIFY(TestSupport::clickItem(m_window,
                                           findItem(m_window->contentItem(), QStringLiteral("exportRunCancelButton"))));
        QTRY_VERIFY(!dialog->property("visible").toBool());
        // The picture is the chart as the window shows it once it is scrolled into view: its
        // data, texts and colours, not a blank card or an older state.
        QVERIFY(TestSupport::clickItem(m_window, chart));
        QTRY_VERIFY(chart->property("showing").toBool());
        QTest::qWait(300);
        const QRectF area = chart->mapRectToScene(QRectF(0, 0, chart->width(), chart->height()));
        const QImage shown = m_window->grabWindow()
                                 .copy(QRectF(area.topLeft() * ratio, area.size() * ratio).toRect())
                                 .convertToFormat(QImage::Format_ARGB32);
        QCOMPARE(shown.size(), image.size());
        qint64 compared = 0;
        qint64 same = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x) {
                if (qAlpha(image.pixel(x, y)) < 255)
                    continue; // the card's rounded corners
                ++compared;
                same += (image.pixel(x, y) & 0xffffff) == (shown.pixel(x, y) & 0xffffff) ? 1 : 0;
            }
        }
        QVERIFY2(same >= compared * 98 / 100,
                 qPrintable(QStringLiteral("%1 of %2 pixels as shown").arg(same).arg(compared)));
        return;
    }

    if (keyboard)
        QTest::keyClick(m_window, Qt::Key_Escape);
    else
        QVERIFY(TestSupport::clickItem(m_window,
                                       findItem(m_window->contentItem(), QStringLiteral("exportRunCancelButton"))));
    QTRY_VERIFY(!dialog->property("visible").toBool());
}

// Every chart the pages show is offered for export, under a name of its own, on every page.
void TestTeacherTools::everyChartCanBeExported()
{
    auto *exporter = singletonOf<RunExporter>(*m_engine, "RunExporter");
    QVERIFY(exporter);
    // The lab is visited twice: on its run, then on "Try a fix" (the part on show is offered).
    QStringList visits = LessonCatalog::lessonIds();
    visits.insert(visits.indexOf(QStringLiteral("lab")) + 1, QStringLiteral("lab"));
    int labVisits = 0;
    for (const QString &lesson : std::as_const(visits)) {
        QVERIFY(navigator()->open(lesson));
        QQuickItem *page = TestSupport::waitForPage(m_window, lesson);
        QVERIFY(page);
        const bool fixPart = lesson == QLatin1String("lab") && ++labVisits == 2;
        if (fixPart)
            QVERIFY(TestSupport::showLabFixPart(m_window, page));
        int charts = 0;
        const QList<QQuickItem *> items = page->findChildren<QQuickItem *>();
        for (QQuickItem *item : items) {
            bool shown = item->isVisible();
            for (QQuickItem *parent = item->parentItem(); shown && parent && parent != page;
                 parent = parent->parentItem())
                shown = parent->isVisible();
            if (shown && item->inherits("DeclarativeChart"))
                ++charts;
        }
        QStringList names;
        int tables = 0;
        for (const QVariant &entry : exporter->exportables(page)) {
            const QVariantMap map = entry.toMap();
            QVERIFY(!map.value(QStringLiteral("title")).toString().isEmpty());
            if (map.value(QStringLiteral("kind")).toString() == QLatin1String("csv"))
                ++tables;
            else
                names.append(map.value(QStringLiteral("name")).toString());
        }
        QVERIFY2(names.size() == charts,
                 qPrintable(QStringLiteral("%1: %2 of %3 charts offered: %4")
                                .arg(lesson)
                                .arg(names.size())
                                .arg(charts)
                                .arg(names.join(QStringLiteral(", ")))));
        QCOMPARE(QSet<QString>(names.cbegin(), names.cend()).size(), names.size());
        // The runs of the lab (the part on show), detect and throttling come as tables.
        const int expectedTables =
            lesson == QLatin1String("lab") || lesson == QLatin1String("detect") || lesson == QLatin1String("throttling")
            ? 1
            : 0;
        QCOMPARE(tables, expectedTables);
        if (fixPart)
            QCOMPARE(names, QStringList({QStringLiteral("without-fix"), QStringLiteral("with-fix")}));
        else if (lesson == QLatin1String("lab"))
            QCOMPARE(names, QStringList({QStringLiteral("shares")}));
    }
}

// On a touch screen, pressing and holding a chart opens its menu where the finger is; a
// short touch does not (it may be the start of a scroll).
void TestTeacherTools::chartMenuOpensOnTouchHold()
{
    QVERIFY(navigator()->open(QStringLiteral("lab")));
    QQuickItem *page = TestSupport::waitForPage(m_window, QStringLiteral("lab"));
    QVERIFY(page);
    QQuickItem *chart = nullptr;
    QTRY_VERIFY((chart = findItem(page, QStringLiteral("labShareChart"))) && chart->isVisible());
    const QPointF inChart(chart->width() / 3, chart->height() / 2);
    const QPoint inWindow = chart->mapToScene(inChart).toPoint();
    if (!m_touchScreen)
        m_touchScreen.reset(QTest::createTouchDevice());
    QPointingDevice *touchScreen = m_touchScreen.get();

    QTest::touchEvent(m_window, touchScreen).press(0, inWindow, m_window);
    QTest::touchEvent(m_window, touchScreen).release(0, inWindow, m_window);
    QTest::qWait(qRound(QGuiApplication::styleHints()->mousePressAndHoldInterval() * 1.5));
    QVERIFY2(!chart->findChild<QObject *>(QStringLiteral("chartContextMenu")), "a short touch opened the menu");

    QTest::touchEvent(m_window, touchScreen).press(0, inWindow, m_window);
    QObject *menu = nullptr;
    QTRY_VERIFY((menu = chart->findChild<QObject *>(QStringLiteral("chartContextMenu")))
                && menu->property("opened").toBool());
    QTest::touchEvent(m_window, touchScreen).release(0, inWindow, m_window);
    QVERIFY(menu->property("opened").toBool());
    auto *menuItem = menu->findChild<QQuickItem *>(QStringLiteral("saveChartMenuItem"));
    QVERIFY(menuItem && menuItem->isVisible() && menuItem->isEnabled());
    // Where the finger was: the menu's corner at the touch point (there is room for it).
    const QPointF corner = menu->property("contentItem").value<QQuickItem *>()->mapToScene(QPointF(0, 0));
    QVERIFY2((corner - QPointF(inWindow)).manhattanLength() < 24,
             qPrintable(QStringLiteral("menu at %1,%2, touch at %3,%4")
                            .arg(corner.x())
                            .arg(corner.y())
                            .arg(inWindow.x())
                            .arg(inWindow.y())));
    QMetaObject::invokeMethod(menu, "close");
    QTRY_VERIFY(!menu->property("visible").toBool());
}

void TestTeacherTools::teacherNotesOpenOnRequest_data()
{
    byMouseAndByKeyboard();
}

void TestTeacherTools::teacherNotesOpenOnRequest()
{
    QFETCH(bool, keyboard);
    QVERIFY(navigator()->open(QStringLiteral("lab")));
    QQuickItem *page = TestSupport::waitForPage(m_window, QStringLiteral("lab"));
    QVERIFY(page);
    auto *notes = findItem(page, QStringLiteral("teacherNotes"));
    QVERIFY(notes);
    // Closed, and nothing of it built, until the teacher opens it.
    QCOMPARE(notes->property("expanded").toBool(), false);
    QVERIFY(!findItem(page, QStringLiteral("teacherNotesPart0")));

    auto *button = findItem(page, QStringLiteral("teacherNotesButton"));
    QVERIFY(button);
    if (keyboard) {
        button->forceActiveFocus(Qt::TabFocusReason);
        QTest::keyClick(m_window, Qt::Key_Space);
    } else {
        QVERIFY(TestSupport::clickItem(m_window, button));
    }
    QTRY_VERIFY(notes->property("expanded").toBool());

    // Goals, two class plans, running the predictions, the answers, the misconceptions.
    for (int i = 0; i < 6; ++i)
        QTRY_VERIFY(findItem(page, QStringLiteral("teacherNotesPart%1").arg(i)));
    QVERIFY(!findItem(page, QStringLiteral("teacherNotesPart6")));
    auto *answers = findItem(page, QStringLiteral("teacherNotesPart4"));
    const QVariantMap answerPart = answers->property("modelData").toMap();
    QCOMPARE(answerPart.value(QStringLiteral("title")).toString(), QStringLiteral("Answers"));
    const QStringList items = answerPart.value(QStringLiteral("items")).toStringList();
    // A question asked more than once is named by its heading (the fix); one asked once
    // stands alone.
    QVERIFY(items.contains(
        QStringLiteral("Your prediction: how many requests will wait at the busiest partition after this batch? — 6")));
    const QString fixQuestion = MitigationLab().prediction()->question();
    QVERIFY(items.contains(QStringLiteral("Cache reads: %1 — No queue at all").arg(fixQuestion)));
    QVERIFY(items.contains(QStringLiteral("Add partitions: %1 — A shorter queue").arg(fixQuestion)));

    // A language switch rewrites the notes.
    QVERIFY(singletonOf<LanguageService>(*m_engine, "LanguageService")->setLanguage(QStringLiteral("de")));
    QTRY_COMPARE(findItem(page, QStringLiteral("teacherNotesPart4"))
                     ->property("modelData")
                     .toMap()
                     .value(QStringLiteral("title")),
                 QVariant(QStringLiteral("Lösungen")));
    singletonOf<LanguageService>(*m_engine, "LanguageService")->setLanguage(QStringLiteral("en"));
}

QTEST_MAIN(TestTeacherTools)
#include "tst_teachertools.moc"
