#include "app/AppRunner.h"

#include "app/AccessibleVisibility.h"
#include "app/AppInfo.h"
#include "app/CommandLine.h"
#include "app/ScreenshotWriter.h"
#include "app/StartupHeap.h"
#include "i18n/LanguageService.h"
#include "lessons/catalog/LessonNavigator.h"
#include "settings/DisplaySettings.h"
#include "teaching/WorksheetWriter.h"

#include <QApplication>
#include <QIcon>
#include <QQmlApplicationEngine>
#include <QQmlComponent>
#include <QQmlFileSelector>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSGRendererInterface>
#include <QTextStream>
#include <QTranslator>

#include <cstdio>

namespace AppRunner {

namespace {
const auto kMainQml = QStringLiteral("qrc:/qt/qml/HotspotLab/qml/Main.qml");
const auto kIcon = QStringLiteral(":/qt/qml/HotspotLab/resources/icons/" HOTSPOT_APP_ID ".svg");

void print(FILE *stream, const QString &text)
{
    QTextStream out(stream);
    out << text;
    if (!text.endsWith(QLatin1Char('\n')))
        out << '\n';
}
} // namespace

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
    // QQmlApplicationEngine sets itself up on its first load, and from then on passes every
    // URL it loads through a file selector, which looks for "+selector" folders (a locale's
    // or platform's variant) beside each QML file. The app has none, and the look-ups cost
    // the lab page about 18 M instructions at start, 4% of it. So the
    // set-up is made here, with an empty object that goes again, and the selector removed.
    // The Qt Quick Test runner has no selector either.
    if (auto *applicationEngine = qobject_cast<QQmlApplicationEngine *>(&engine)) {
        applicationEngine->loadData("import QtQml\nQtObject {}");
        // A destroyed root object leaves rootObjects().
        qDeleteAll(applicationEngine->rootObjects());
        // The set-up also installed Qt's own catalogue for the locale of this moment, the
        // desktop's: LanguageService installs the one of the app's language instead. A
        // deleted translator uninstalls itself.
        qDeleteAll(applicationEngine->findChildren<QTranslator *>(Qt::FindDirectChildrenOnly));
        qDeleteAll(applicationEngine->findChildren<QQmlFileSelector *>(Qt::FindDirectChildrenOnly));
    }
    // Importing the module registers its types; only then can the singleton be created.
    QQmlComponent importer(&engine);
    importer.setData("import HotspotLab\nimport QtQml\nQtObject {}", QUrl());
    return singletonOf<LanguageService>(engine, "LanguageService");
}

QQuickWindow *loadMainWindow(QQmlApplicationEngine &engine, const LaunchOptions &options)
{
    // The singleton reads the saved language; a --lang choice applies to this run only.
    auto *languageService = prepareEngine(engine);
    if (languageService && !options.language.isEmpty())
        languageService->applyLanguage(options.language);
    // Like --lang, --text-size applies to this run only.
    auto *displaySettings = singletonOf<DisplaySettings>(engine, "DisplaySettings");
    if (displaySettings && options.textSizePercent > 0)
        displaySettings->applyTextScale(options.textSizePercent / 100.0);
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
        return nullptr;
    }
    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
    if (!window) {
        print(stderr, QStringLiteral("hotspot-lab: the main QML file is not a window."));
        return nullptr;
    }
    // Only what is shown reaches screen readers (see AccessibleVisibility).
    new AccessibleVisibility(window->contentItem(), window);
    return window;
}

// --worksheet: the sheet in the chosen (or saved) language, with no window, so that it
// also works without a display.
int writeWorksheet(int argc, char *argv[], const LaunchOptions &options)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    auto *languageService = LanguageService::instance();
    if (!options.language.isEmpty())
        languageService->applyLanguage(options.language);
    const auto kind = options.answers ? WorksheetWriter::Kind::AnswerSheet : WorksheetWriter::Kind::Worksheet;
    const auto paper = options.letterPaper ? WorksheetWriter::Paper::Letter : WorksheetWriter::Paper::A4;
    const WorksheetWriter::Result result = WorksheetWriter::write(options.lesson, kind, paper, options.worksheetPath);
    if (!result.ok) {
        print(stderr, QStringLiteral("hotspot-lab: ") + result.error);
        return 1;
    }
    print(stdout, QStringLiteral("hotspot-lab: wrote %1 (%2 pages)").arg(options.worksheetPath).arg(result.pages));
    return 0;
}

int run(int argc, char *argv[], MainWindowHook onMainWindow)
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
    if (!options.worksheetPath.isEmpty())
        return writeWorksheet(argc, argv, options);
    StartupHeap::prepare();       // before Qt starts its threads
    QApplication app(argc, argv); // Qt Charts paints through Graphics View widgets.
    configureQuick();
    QApplication::setWindowIcon(QIcon(kIcon));

    QQmlApplicationEngine engine;
    QQuickWindow *window = loadMainWindow(engine, options);
    if (!window)
        return 1;

    if (onMainWindow)
        onMainWindow(window);

    if (!options.screenshotPath.isEmpty()) {
        auto *writer = new ScreenshotWriter(window, options.screenshotPath, &app);
        QObject::connect(writer, &ScreenshotWriter::finished, &app, [](bool ok, const QString &message) {
            if (!ok)
                print(stderr, QStringLiteral("hotspot-lab: screenshot failed: ") + message);
            QCoreApplication::exit(ok ? 0 : 1);
        });
        writer->start();
    }
    return QApplication::exec();
}

} // namespace AppRunner
