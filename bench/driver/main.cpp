// hotspot-bench: start-up, memory and responsiveness of Hotspot Lab, in one run.
//  1. Start-up: launches the floor and the app (its copy with the benchmark's reports,
//     bench/app; Start page, lab page) in turn, each `--runs` times after one warm-up, and
//     takes the time from launch to the first frame; for the lab page also the CPU time
//     and peak memory of the complete page (everything built and drawn, the window
//     settled), against the floor's once its window has settled after its first frame.
//  2. Responsiveness, in this process: loads the app's Main.qml as the app does and times
//     a language switch on every page and the lesson actions (BusyMeter: GUI-thread time
//     until the last frame the action caused).
// Prints one table with the guards of issue 57. Misses are reported, not failed: the exit
// status is 1 only when something could not be measured.
#include "BusyMeter.h"
#include "ResultTable.h"
#include "Startup.h"
#include "app/AppRunner.h"
#include "app/StartupHeap.h"
#include "i18n/LanguageService.h"
#include "lessons/catalog/LessonCatalog.h"
#include "lessons/catalog/LessonNavigator.h"
#include "lessons/detect/HotKeyDetector.h"
#include "lessons/lab/PartitionLab.h"
#include "lessons/throttling/ThrottleSimulation.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFile>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>
#include <QtQml/qqmlextensionplugin.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <functional>

Q_IMPORT_QML_PLUGIN(HotspotLabPlugin)

namespace {

// The guards of issue 57. An action: a median within one frame at 60 Hz, a worst run
// within two. Start-up, against the floor: the first frame, and the complete lab page's
// CPU time and peak memory.
constexpr double kOneFrameMs = 16.7;
constexpr double kTwoFramesMs = 33;
constexpr double kMaxFirstFrameRatio = 1.3;
constexpr double kMaxCompleteCpuRatio = 2.0;
constexpr double kMaxCompleteMemoryRatio = 1.25;
const auto kMainQml = QStringLiteral("qrc:/qt/qml/HotspotLab/qml/Main.qml");

QTextStream &out()
{
    static QTextStream stream(stdout);
    return stream;
}

// ---- 1. Start-up --------------------------------------------------------------------

struct StartupTarget
{
    QString name;
    QString program;
    QStringList arguments;
    QList<double> firstFrameMs;
    QList<double> completeCpuMs;
    QList<double> completePeakMemoryMib;
};

bool measureStartup(QList<StartupTarget> &targets, int runs, bool onDisplay, QString *error)
{
    QTemporaryDir stateDir;
    const QProcessEnvironment environment = Startup::environment(stateDir.path(), onDisplay);
    // Round-robin, so that a busy moment on the machine hits all targets alike. Run 0 warms
    // the disk cache and is not counted.
    for (int run = 0; run <= runs; ++run) {
        for (StartupTarget &target : targets) {
            const auto sample = Startup::measure(target.program, target.arguments, environment, error);
            if (!sample)
                return false;
            if (run == 0)
                continue;
            target.firstFrameMs.append(sample->firstFrameMs);
            target.completeCpuMs.append(sample->completeCpuMs);
            target.completePeakMemoryMib.append(sample->completePeakMemoryMib);
        }
        out() << '.' << Qt::flush;
    }
    out() << Qt::endl;
    return true;
}

// ---- 2. Responsiveness --------------------------------------------------------------

using AppRunner::singletonOf;

QObject *currentPage(QQuickWindow *window)
{
    // Objects declared in the window may have the window or its root item as QObject parent.
    auto *loader = window->findChild<QQuickItem *>(QStringLiteral("pageLoader"));
    if (!loader)
        loader = window->contentItem()->findChild<QQuickItem *>(QStringLiteral("pageLoader"));
    return loader ? loader->property("item").value<QObject *>() : nullptr;
}

// Scrolls the page so that the item named `name` starts near the top of the screen. A
// lesson action is timed with the charts it changes on screen: charts far from the screen
// take no changes until they come near (LessonChart.showing), so timing an action at the
// top of a page would leave out the redraws a student watching the charts waits for.
bool scrollTo(QQuickWindow *window, const QString &name)
{
    QObject *page = currentPage(window);
    auto *flickable = page ? page->property("contentItem").value<QQuickItem *>() : nullptr;
    auto *item = page ? page->findChild<QQuickItem *>(name) : nullptr;
    auto *content = flickable ? flickable->property("contentItem").value<QQuickItem *>() : nullptr;
    if (!item || !content)
        return false;
    const double y = item->mapToItem(content, QPointF(0, 0)).y();
    const double maxY = std::max(0.0, flickable->property("contentHeight").toDouble() - flickable->height());
    flickable->setProperty("contentY", std::clamp(y - 40, 0.0, maxY));
    BusyMeter::settle(window);
    return true;
}

bool g_verbose = false;
// Set when a row could not be measured: the table still prints, the exit status is 1.
bool g_incomplete = false;

// Adds `samples` to the table; with --verbose, every sample and its frames. The action's
// whole cost against the frame guards; for an action spread over frames (`animated`: an
// animation, a feed in slices, a part built in two turns) its longest block between two
// frames against them, and the sum for information: the student feels the longest of
// them, not their sum.
void addActionRow(ResultTable &table, const QString &metric, const QList<BusyMeter::Measurement> &samples,
                  bool animated = false)
{
    QList<double> busy;
    QList<double> longest;
    QStringList details;
    for (const BusyMeter::Measurement &sample : samples) {
        busy.append(sample.busyMs);
        longest.append(sample.longestFrameMs);
        details.append(QStringLiteral("%1 ms (call %2, longest block %3, %4 frames)")
                           .arg(sample.busyMs, 0, 'f', 1)
                           .arg(sample.actionMs, 0, 'f', 1)
                           .arg(sample.longestFrameMs, 0, 'f', 1)
                           .arg(sample.frames));
    }
    if (g_verbose)
        QTextStream(stderr) << '\n' << metric << ": " << details.join(QStringLiteral("; ")) << '\n';
    if (!animated) {
        table.addLimitRow(metric, busy, kOneFrameMs, kTwoFramesMs);
        return;
    }
    // The frame guards hold for each frame: the sum over the animation or the feed's slices
    // is shown, but it is spread over many frames (verbose: how many).
    table.addInformationRow(metric + QStringLiteral(", all frames"), busy,
                            QStringLiteral("information: spread over frames"));
    table.addLimitRow(metric + QStringLiteral(", longest block"), longest, kOneFrameMs, kTwoFramesMs);
}

// Times `repeats` runs of `action`; `prepare` (not timed) before each.
void timeAction(ResultTable &table, const QString &metric, QQuickWindow *window, int repeats,
                const std::function<void()> &action, const std::function<void()> &prepare = {}, bool animated = false)
{
    QList<BusyMeter::Measurement> samples;
    for (int i = 0; i < repeats; ++i) {
        if (prepare) {
            prepare();
            BusyMeter::settle(window);
        }
        samples.append(BusyMeter::measure(window, action));
    }
    addActionRow(table, metric, samples, animated);
}

// The lesson models alone, without a page: what the simulation costs by itself, for
// information (a student waits for the page, which the rows with guards time).
void timeModels(ResultTable &table, int repeats)
{
    const auto timeMs = [](const std::function<void()> &action) {
        const auto start = std::chrono::steady_clock::now();
        action();
        return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    };
    QList<double> batch;
    QList<double> day;
    QList<double> detect;
    for (int i = 0; i < repeats; ++i) {
        PartitionLab lab;
        batch.append(timeMs([&] { lab.sendBatch(); }));
        ThrottleSimulation simulation;
        simulation.applyPreset(QStringLiteral("sustained"));
        day.append(timeMs([&] { simulation.advance(24 * 60); }));
        HotKeyDetector detector;
        detect.append(timeMs([&] { detector.feed(100'000); }));
    }
    const auto note = QStringLiteral("information: the model alone");
    table.addInformationRow(QStringLiteral("lab: send one batch, model only"), batch, note);
    table.addInformationRow(QStringLiteral("throttling: simulate a full day, model only"), day, note);
    // 100,000 requests through every detector at the defaults.
    table.addInformationRow(QStringLiteral("detect: feed 100,000 requests, model only"), detect, note);
}

void invoke(QObject *object, const char *method)
{
    if (!QMetaObject::invokeMethod(object, method))
        qFatal("hotspot-bench: cannot call %s", method);
}

void invoke(QObject *object, const char *method, int argument)
{
    if (!QMetaObject::invokeMethod(object, method, Q_ARG(int, argument)))
        qFatal("hotspot-bench: cannot call %s(int)", method);
}

bool measureResponsiveness(ResultTable &table, int runs, QString *error)
{
    QQmlApplicationEngine engine;
    auto *languageService = AppRunner::prepareEngine(engine);
    auto *navigator = singletonOf<LessonNavigator>(engine, "LessonNavigator");
    if (!languageService || !navigator) {
        *error = QStringLiteral("the HotspotLab singletons could not be created");
        return false;
    }
    languageService->applyLanguage(QStringLiteral("en"));
    engine.setInitialProperties({{QStringLiteral("width"), 1280}, {QStringLiteral("height"), 800}});
    engine.load(QUrl(kMainQml));
    auto *window =
        engine.rootObjects().isEmpty() ? nullptr : qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
    if (!window) {
        *error = QStringLiteral("Main.qml could not be loaded");
        return false;
    }
    BusyMeter::settle(window);

    // A language switch on every page: German, Indonesian, English, over and over.
    const QStringList languages = {QStringLiteral("de"), QStringLiteral("id"), QStringLiteral("en")};
    for (const QString &lessonId : LessonCatalog::lessonIds()) {
        navigator->open(lessonId);
        BusyMeter::settle(window);
        QList<BusyMeter::Measurement> samples;
        for (int i = 0; i < std::max(runs, 3); ++i)
            samples.append(BusyMeter::measure(window, [&] { languageService->setLanguage(languages.at(i % 3)); }));
        if (languageService->language() != QLatin1String("en")) {
            languageService->setLanguage(QStringLiteral("en"));
            BusyMeter::settle(window);
        }
        addActionRow(table, QStringLiteral("language switch, %1 page").arg(lessonId), samples);
        out() << '.' << Qt::flush;
    }

    // The lab: one batch, one drain step (each a button on the page).
    if (navigator->open(QStringLiteral("lab"))) {
        BusyMeter::settle(window);
        QObject *lab = currentPage(window) ? currentPage(window)->property("lab").value<QObject *>() : nullptr;
        if (!lab || !scrollTo(window, QStringLiteral("labShareChart"))) {
            *error = QStringLiteral("the lab page has no lab property or no labShareChart");
            return false;
        }
        // The queue picture's tokens move for about 0.7 s after a batch.
        timeAction(
            table, QStringLiteral("lab: send one batch"), window, runs, [lab] { invoke(lab, "sendBatch"); }, {}, true);
        timeAction(table, QStringLiteral("lab: one drain step"), window, runs, [lab] { invoke(lab, "drainStep"); });
        timeAction(
            table, QStringLiteral("lab: reset run (after 10 batches)"), window, runs,
            [lab] { invoke(lab, "resetRun"); },
            [lab] {
                for (int i = 0; i < 10; ++i)
                    invoke(lab, "sendBatch");
            });
        invoke(lab, "resetRun");
        // "Try a fix" is built the first time its tab opens (LabSimulation.qml): each run
        // opens it on a lab page built anew, with the run on show. It is built in two
        // frames (its choices and charts, then the rest, MitigationPanel.complete), so it
        // is judged by its longest block, as the other actions spread over frames are.
        const auto labState = [window] {
            return currentPage(window) ? currentPage(window)->property("lessonState").value<QObject *>() : nullptr;
        };
        timeAction(
            table, QStringLiteral("lab: open Try a fix, first time"), window, runs,
            [&labState] {
                if (!labState() || !labState()->setProperty("simulationPart", 1))
                    qFatal("hotspot-bench: the lab's state has no simulationPart");
            },
            [&] {
                if (labState())
                    labState()->setProperty("simulationPart", 0);
                navigator->open(QStringLiteral("start"));
                BusyMeter::settle(window);
                navigator->open(QStringLiteral("lab"));
            },
            true);
        timeModels(table, runs);
        out() << '.' << Qt::flush;
    }

    // Throttling: a full day from minute 0, then a minute and an hour with a day of history
    // in the charts (the Step and +1 hour buttons), and choosing a preset.
    if (navigator->open(QStringLiteral("throttling"))) {
        BusyMeter::settle(window);
        QObject *page = currentPage(window);
        auto *simulation = page ? page->property("simulation").value<QObject *>() : nullptr;
        if (!simulation || !scrollTo(window, QStringLiteral("cpuChart"))) {
            *error = QStringLiteral("the throttling page has no simulation property or no cpuChart");
            return false;
        }
        timeAction(
            table, QStringLiteral("throttling: simulate a full day"), window, runs,
            [simulation] { invoke(simulation, "advance", 24 * 60); }, [simulation] { invoke(simulation, "reset"); });
        timeAction(table, QStringLiteral("throttling: one minute (Step)"), window, runs,
                   [simulation] { invoke(simulation, "advance", 1); });
        timeAction(table, QStringLiteral("throttling: one hour (+1 hour)"), window, runs,
                   [simulation] { invoke(simulation, "advance", 60); });
        timeAction(
            table, QStringLiteral("throttling: reset (after a full day)"), window, runs,
            [simulation] { invoke(simulation, "reset"); }, [simulation] { invoke(simulation, "advance", 24 * 60); });
        const QStringList presets = {QStringLiteral("burst"), QStringLiteral("sustained"), QStringLiteral("spread"),
                                     QStringLiteral("bulk")};
        int next = 0;
        timeAction(table, QStringLiteral("throttling: choose a preset"), window, runs, [&] {
            QMetaObject::invokeMethod(simulation, "applyPreset", Q_ARG(QString, presets.at(next++ % presets.size())));
        });
        out() << '.' << Qt::flush;
    }
    // Detect: +10,000 requests, fed 1,000 per tick (issue 21: a feed never blocks the window
    // for more than a frame), with the top keys' chart and table in view, then the same on
    // the sketch's grid at width 64 (4 x 64 cells redrawn per tick).
    if (navigator->open(QStringLiteral("detect"))) {
        BusyMeter::settle(window);
        QObject *page = currentPage(window);
        auto *detector = page ? page->property("detector").value<HotKeyDetector *>() : nullptr;
        QObject *tabs = page ? page->findChild<QObject *>(QStringLiteral("detectViewTabs")) : nullptr;
        if (!detector || !tabs || !scrollTo(window, QStringLiteral("topKeysChart"))) {
            table.addFailedRow(QStringLiteral("detect: +10,000 requests"),
                               QStringLiteral("the detect page has no detector, detectViewTabs or topKeysChart"));
            g_incomplete = true;
        } else {
            const auto feed = [detector] { detector->feedInSlices(10'000); };
            const auto settleFeed = [detector, window] {
                while (detector->feeding())
                    BusyMeter::settle(window);
            };
            timeAction(table, QStringLiteral("detect: +10,000 requests, top keys"), window, runs, feed, settleFeed,
                       true);
            detector->setSketchWidth(64);
            tabs->setProperty("currentIndex", 2);
            BusyMeter::settle(window);
            timeAction(table, QStringLiteral("detect: +10,000 requests, sketch grid"), window, runs, feed, settleFeed,
                       true);
            detector->setSketchWidth(2'048);
            tabs->setProperty("currentIndex", 0);
        }
        out() << '.' << Qt::flush;
    }
    // Keys vs load: each cause tab recomputes the explorer and redraws its bar chart.
    if (navigator->open(QStringLiteral("keys-vs-load"))) {
        BusyMeter::settle(window);
        QObject *explorer =
            currentPage(window) ? currentPage(window)->property("explorer").value<QObject *>() : nullptr;
        if (!explorer) {
            // Reported as a failed row (and exit status 1), so the rest of the table still prints.
            table.addFailedRow(QStringLiteral("keys-vs-load: choose a cause"),
                               QStringLiteral("the keys-vs-load page has no explorer property"));
            g_incomplete = true;
        }
        if (explorer && !scrollTo(window, QStringLiteral("explorerChart"))) {
            table.addFailedRow(QStringLiteral("keys-vs-load: choose a cause"),
                               QStringLiteral("the keys-vs-load page has no item named explorerChart"));
            g_incomplete = true;
            explorer = nullptr;
        }
        if (explorer) {
            int cause = 0;
            timeAction(table, QStringLiteral("keys-vs-load: choose a cause"), window, runs,
                       [&] { explorer->setProperty("cause", ++cause % 3); });
        }
        out() << '.' << Qt::flush;
    }

    // Sub-keys: the explorer's sliders recompute the hash and round-robin placements.
    if (navigator->open(QStringLiteral("subkeys"))) {
        BusyMeter::settle(window);
        QObject *split = currentPage(window) ? currentPage(window)->property("explorer").value<QObject *>() : nullptr;
        if (!split) {
            // Reported as a failed row (and exit status 1), so the rest of the table still prints.
            table.addFailedRow(QStringLiteral("subkeys: the explorer"),
                               QStringLiteral("the subkeys page has no explorer property"));
            g_incomplete = true;
        }
        if (split && !scrollTo(window, QStringLiteral("hashChart"))) {
            table.addFailedRow(QStringLiteral("subkeys: the explorer"),
                               QStringLiteral("the subkeys page has no item named hashChart"));
            g_incomplete = true;
            split = nullptr;
        }
        if (split) {
            const int maxSubKeys = split->property("maxSubKeys").toInt();
            int step = 0;
            timeAction(table, QStringLiteral("subkeys: change the sub-key count"), window, runs,
                       [&] { split->setProperty("subKeyCount", ++step % 2 ? maxSubKeys : 8); });
            timeAction(table, QStringLiteral("subkeys: change the partition count"), window, runs,
                       [&] { split->setProperty("partitionCount", ++step % 2 ? 32 : 3); });
        }
        out() << '.' << Qt::flush;
    }
    out() << Qt::endl;
    return true;
}

QString loadAverage()
{
    QFile file(QStringLiteral("/proc/loadavg"));
    if (!file.open(QIODevice::ReadOnly))
        return QStringLiteral("unknown");
    return QString::fromLatin1(file.readAll()).section(QLatin1Char(' '), 0, 2);
}

} // namespace

int main(int argc, char *argv[])
{
    // By default software rendering without a display, like the test suite; with --on-display
    // the X display of $DISPLAY and Qt's default renderer, OpenGL (Xvfb with Mesa: a school
    // computer without a GPU driver). The platform is chosen before the application exists,
    // so the option is looked for here; the parser below knows it too. (Not --display: Qt's
    // X11 platform takes that, and the next argument as the display's name.) Fresh settings,
    // so the app's defaults are measured and the user's settings stay untouched.
    const bool onDisplay = std::any_of(argv + 1, argv + argc,
                                       [](const char *argument) { return std::strcmp(argument, "--on-display") == 0; });
    if (onDisplay && qEnvironmentVariableIsEmpty("DISPLAY")) {
        std::fputs("hotspot-bench: --on-display needs an X display in $DISPLAY, e.g.\n"
                   "  xvfb-run -a -s \"-screen 0 1920x1080x24\" bench/run --on-display\n",
                   stderr);
        return 2;
    }
    qputenv("QT_QPA_PLATFORM", onDisplay ? "xcb" : "offscreen");
    // Qt's default renderer, whatever the shell that runs the benchmark asks for.
    qunsetenv("QT_QUICK_BACKEND");
    qunsetenv("QSG_RHI_BACKEND");
    QTemporaryDir settingsDir;
    qputenv("XDG_CONFIG_HOME", settingsDir.path().toLocal8Bit());
    qputenv("XDG_RUNTIME_DIR", settingsDir.path().toLocal8Bit());

    AppRunner::setApplicationMetadata();
    StartupHeap::prepare(); // the heap the app's windows are timed on, as AppRunner::run makes it
    QApplication app(argc, argv);
    AppRunner::configureQuick();

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Start-up, memory and responsiveness benchmark of Hotspot Lab."));
    parser.addHelpOption();
    const QCommandLineOption runsOption(QStringLiteral("runs"), QStringLiteral("Measurements per figure."),
                                        QStringLiteral("n"), QStringLiteral("7"));
    const QCommandLineOption appOption(QStringLiteral("app"),
                                       QStringLiteral("The app with the benchmark's reports (hotspot-lab-reports)."),
                                       QStringLiteral("path"), QStringLiteral(HOTSPOT_APP_PATH));
    const QCommandLineOption floorOption(QStringLiteral("floor"), QStringLiteral("The floor binary."),
                                         QStringLiteral("path"), QStringLiteral(HOTSPOT_FLOOR_PATH));
    const QCommandLineOption verboseOption(QStringLiteral("verbose"),
                                           QStringLiteral("Print every sample (and its frames) to stderr."));
    const QCommandLineOption displayOption(
        QStringLiteral("on-display"),
        QStringLiteral("Run on the X display of $DISPLAY with Qt's default renderer, not offscreen."));
    parser.addOptions({runsOption, appOption, floorOption, verboseOption, displayOption});
    parser.process(app);
    g_verbose = parser.isSet(verboseOption);
    bool runsOk = false;
    const int runs = parser.value(runsOption).toInt(&runsOk);
    if (!runsOk || runs < 1 || runs > 100) {
        QTextStream(stderr) << "hotspot-bench: --runs must be a whole number from 1 to 100.\n";
        return 2;
    }

    out() << "Hotspot Lab benchmark: Qt " << qVersion() << ", " << QThread::idealThreadCount()
          << " cores, load average " << loadAverage() << ", "
          << (onDisplay ? QStringLiteral("X display %1, Qt's default renderer").arg(qEnvironmentVariable("DISPLAY"))
                        : QStringLiteral("offscreen software rendering"))
          << ", " << runs << " runs per figure" << Qt::endl;

    QString error;
    QList<StartupTarget> targets = {
        {QStringLiteral("floor"), parser.value(floorOption), {}, {}, {}, {}},
        {QStringLiteral("start page"),
         parser.value(appOption),
         {QStringLiteral("--lesson"), QStringLiteral("start")},
         {},
         {},
         {}},
        {QStringLiteral("lab page"),
         parser.value(appOption),
         {QStringLiteral("--lesson"), QStringLiteral("lab")},
         {},
         {},
         {}},
    };
    out() << "start-up " << Qt::flush;
    if (!measureStartup(targets, runs, onDisplay, &error)) {
        QTextStream(stderr) << "hotspot-bench: " << error << '\n';
        return 1;
    }
    ResultTable table;
    const StartupTarget &floor = targets.constFirst();
    for (qsizetype i = 1; i < targets.size(); ++i) {
        table.addRatioRow(QStringLiteral("first frame, %1").arg(targets.at(i).name), QStringLiteral("ms"),
                          targets.at(i).firstFrameMs, floor.firstFrameMs, kMaxFirstFrameRatio);
    }
    // The complete lab page from process start: the whole lab built and drawn, not just its
    // first screen.
    const StartupTarget &lab = targets.constLast();
    table.addRatioRow(QStringLiteral("complete lab page, CPU time"), QStringLiteral("ms"), lab.completeCpuMs,
                      floor.completeCpuMs, kMaxCompleteCpuRatio);
    table.addRatioRow(QStringLiteral("complete lab page, peak memory"), QStringLiteral("MiB"),
                      lab.completePeakMemoryMib, floor.completePeakMemoryMib, kMaxCompleteMemoryRatio);
    if (g_verbose) {
        for (const StartupTarget &target : std::as_const(targets)) {
            QStringList samples;
            for (qsizetype i = 0; i < target.completeCpuMs.size(); ++i) {
                samples.append(QStringLiteral("%1 ms %2 MiB")
                                   .arg(target.completeCpuMs.at(i), 0, 'f', 1)
                                   .arg(target.completePeakMemoryMib.at(i), 0, 'f', 1));
            }
            QTextStream(stderr) << target.name
                                << ", complete page (CPU time, peak memory): " << samples.join(QStringLiteral("; "))
                                << '\n';
        }
    }

    out() << "responsiveness " << Qt::flush;
    if (!measureResponsiveness(table, runs, &error)) {
        QTextStream(stderr) << "hotspot-bench: " << error << '\n';
        return 1;
    }

    out() << '\n'
          << table.render() << '\n'
          << "worst: the slowest (or largest) run; spread: the largest run minus the smallest (max - min).\n"
          << table.passCount() << " of " << table.guardCount() << " guards pass." << Qt::endl;
    return g_incomplete ? 1 : 0;
}
