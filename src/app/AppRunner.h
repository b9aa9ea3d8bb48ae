#pragma once

#include "app/CommandLine.h"

#include <QQmlEngine>

class LanguageService;
class QQmlApplicationEngine;
class QQuickWindow;

// Starts Hotspot Lab: parses the command line, creates the application and the QML
// engine, applies the language, opens the requested page, and writes a screenshot when
// asked to.
namespace AppRunner {

// Called with the main window once it is loaded, before its first frame.
using MainWindowHook = void (*)(QQuickWindow *window);

// The app passes no hook. The one seam for code that is not the app: the benchmark's copy
// of the executable (bench/app) adds its reports here, so it runs exactly this path.
int run(int argc, char *argv[], MainWindowHook onMainWindow = nullptr);

// The engine's instance of one of the app's C++ singletons (the one QML sees): the app,
// its tests and the benchmark all reach the singletons this way. The models' singletons
// are in HotspotLab.Models, the shell's (KeyboardShortcuts, RunExporter) in HotspotLab.
template<typename T>
T *singletonOf(QQmlEngine &engine, const char *typeName)
{
    int typeId = qmlTypeId("HotspotLab.Models", 1, 0, typeName);
    if (typeId < 0)
        typeId = qmlTypeId("HotspotLab", 1, 0, typeName);
    return engine.singletonInstance<T *>(typeId);
}

// Application name, organisation and desktop file name, shared with the test runners so
// that they read and write settings in the same (test-mode) place.
void setApplicationMetadata();

// The Controls style, and software rendering where there is no GPU or display (the
// offscreen platform). Call after the QApplication exists.
void configureQuick();

// Adds the module's import path, registers its types and creates the LanguageService,
// so the saved language is installed before the first page is built (a translator
// installed while bindings evaluate would make them re-evaluate mid-way). The app and
// the test runners share it.
LanguageService *prepareEngine(QQmlEngine &engine);

// The main window as run() creates it for these options, on a fresh engine: language and
// text size for this run only, the requested lesson built first and alone, the window at
// its size. Null (after a message on stderr) when Main.qml cannot be loaded. Tests use it
// to see a page exactly as a student who starts the app on it does.
QQuickWindow *loadMainWindow(QQmlApplicationEngine &engine, const LaunchOptions &options);

} // namespace AppRunner
