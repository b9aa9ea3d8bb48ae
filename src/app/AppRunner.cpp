#include "AppRunner.h"

#include "AppInfo.h"
#include "CommandLine.h"
#include "DisplaySettings.h"
#include "LanguageService.h"
#include "LessonNavigator.h"
#include "ScreenshotWriter.h"

#include <QApplication>
#include <QFile>
#include <QIcon>
#include <QQmlApplicationEngine>
#include <QQmlComponent>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSGRendererInterface>
#include <QTextStream>

#include <chrono>
#include <cstdio>
#include <ctime>
#include <memory>

#ifdef Q_OS_LINUX
#include <unistd.h>
#endif

namespace AppRunner {

namespace {
const auto kMainQml = QStringLiteral("qrc:/qt/qml/HotspotLab/qml/Main.qml");
const auto kIcon = QStringLiteral(":/qt/qml/HotspotLab/resources/icons/" HOTSPOT_APP_ID ".svg");

template<typename T>
T *singletonOf(QQmlEngine &engine, const char *typeName)
{
    return engine.singletonInstance<T *>(qmlTypeId("HotspotLab", 1, 0, typeName));
}

void print(FILE *stream, const QString &text)
{
    QTextStream out(stream);
    out << text;
    if (!text.endsWith(QLatin1Char('\n')))
        out << '\n';
}

// Peak resident memory of this process so far (VmHWM), in KiB; -1 where unknown.
qint64 peakResidentKib()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly | QIODevice::Text))
        return -1;
    const QList<QByteArray> lines = status.readAll().split('\n');
    for (const QByteArray &line : lines) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').constFirst().toLongLong();
    }
    return -1;
}

// Milliseconds since the kernel started this process, -1 where unknown. The start time
// is kept in clock ticks since boot, so this is only good to 10 ms.
double millisecondsSinceProcessStart()
{
#ifdef Q_OS_LINUX
    QFile stat(QStringLiteral("/proc/self/stat"));
    if (!stat.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray text = stat.readAll();
    // The command name (field 2) may contain spaces; the fields after it do not.
    const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
    constexpr int kStartTimeIndex = 22 - 3; // field 22, counted from field 3 (state)
    timespec now {};
    const long ticksPerSecond = sysconf(_SC_CLK_TCK);
    if (fields.size() <= kStartTimeIndex || ticksPerSecond <= 0 || clock_gettime(CLOCK_BOOTTIME, &now) != 0)
        return -1;
    const double startMs = fields.at(kStartTimeIndex).toDouble() * 1000.0 / double(ticksPerSecond);
    return double(now.tv_sec) * 1000.0 + double(now.tv_nsec) / 1e6 - startMs;
#else
    return -1;
#endif
}
} // namespace

void reportFirstFrameAndExit(QQuickWindow *window)
{
    auto connection = std::make_shared<QMetaObject::Connection>();
    // Direct: with a threaded render loop the frame is swapped on the render thread, and
    // the time must be taken there, not when the main thread gets to it.
    *connection = QObject::connect(
        window, &QQuickWindow::frameSwapped, window,
        [connection]() {
            QObject::disconnect(*connection);
            const auto monotonic = std::chrono::steady_clock::now().time_since_epoch();
            print(stdout,
                  QStringLiteral("first-frame elapsed_ms=%1 monotonic_ns=%2 peak_rss_kib=%3")
                      .arg(millisecondsSinceProcessStart(), 0, 'f', 1)
                      .arg(std::chrono::duration_cast<std::chrono::nanoseconds>(monotonic).count())
                      .arg(peakResidentKib()));
            std::fflush(stdout);
            QMetaObject::invokeMethod(
                QCoreApplication::instance(), [] { QCoreApplication::exit(0); }, Qt::QueuedConnection);
        },
        Qt::DirectConnection);
}

void setApplicationMetadata()
{
    QCoreApplication::setOrganizationName(QStringLiteral("HotspotLab"));
    QCoreApplication::setApplicationName(QStringLiteral("hotspot-lab"));
    QCoreApplication::setApplicationVersion(AppInfo::version());
    QGuiApplication::setApplicationDisplayName(AppInfo::name());
    QGuiApplication::setDesktopFileName(AppInfo::applicationId());
}

void configureQuick()
{
    QQuickStyle::setStyle(QStringLiteral("Fusion"));
    if (QGuiApplication::platformName() == QLatin1String("offscreen"))
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
}

LanguageService *prepareEngine(QQmlEngine &engine)
{
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    // Importing the module registers its types; only then can the singleton be created.
    QQmlComponent importer(&engine);
    importer.setData("import HotspotLab\nimport QtQml\nQtObject {}", QUrl());
    return singletonOf<LanguageService>(engine, "LanguageService");
}

int run(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));

    // Parse before any window system connection: a bad value must never open a window.
    const CommandLineResult parsed = CommandLine::parse(arguments);
    switch (parsed.status) {
    case CommandLineResult::Status::ShowHelp:
    case CommandLineResult::Status::ShowVersion:
        print(stdout, parsed.text);
        return 0;
    case CommandLineResult::Status::Error:
        print(stderr, parsed.text);
        return CommandLine::kUsageErrorExitCode;
    case CommandLineResult::Status::Run:
        break;
    }
    const LaunchOptions &options = parsed.options;

    setApplicationMetadata();
    QApplication app(argc, argv); // Qt Charts paints through Graphics View widgets.
    configureQuick();
    app.setWindowIcon(QIcon(kIcon));

    QQmlApplicationEngine engine;
    // The singleton reads the saved language; a --lang choice applies to this run only.
    auto *languageService = prepareEngine(engine);
    if (languageService && !options.language.isEmpty())
        languageService->applyLanguage(options.language);
    // Like --lang, --text-size applies to this run only.
    auto *displaySettings = singletonOf<DisplaySettings>(engine, "DisplaySettings");
    if (displaySettings && options.textSizePercent > 0)
        displaySettings->applyTextScale(options.textSizePercent / 100.0);
    // A valid id whose page is not in this build stays on the Start page (with a warning).
    auto *navigator = singletonOf<LessonNavigator>(engine, "LessonNavigator");
    if (navigator && !options.lesson.isEmpty())
        navigator->open(options.lesson);

    engine.setInitialProperties({
        {QStringLiteral("width"), options.windowSize.width()},
        {QStringLiteral("height"), options.windowSize.height()},
    });
    engine.load(QUrl(kMainQml));
    if (engine.rootObjects().isEmpty()) {
        print(stderr, QStringLiteral("hotspot-lab: the main window could not be created."));
        return 1;
    }
    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
    if (!window) {
        print(stderr, QStringLiteral("hotspot-lab: the main QML file is not a window."));
        return 1;
    }

    if (qEnvironmentVariableIsSet("HOTSPOT_REPORT_FIRST_FRAME"))
        reportFirstFrameAndExit(window);

    if (!options.screenshotPath.isEmpty()) {
        auto *writer = new ScreenshotWriter(window, options.screenshotPath, &app);
        QObject::connect(writer, &ScreenshotWriter::finished, &app, [](bool ok, const QString &message) {
            if (!ok)
                print(stderr, QStringLiteral("hotspot-lab: screenshot failed: ") + message);
            QCoreApplication::exit(ok ? 0 : 1);
        });
        writer->start();
    }
    return app.exec();
}

} // namespace AppRunner
