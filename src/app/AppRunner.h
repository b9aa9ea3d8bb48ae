#pragma once

class LanguageService;
class QQmlEngine;

// Starts Hotspot Lab: parses the command line, creates the application and the QML
// engine, applies the language, opens the requested page, and writes a screenshot when
// asked to.
namespace AppRunner {

int run(int argc, char *argv[]);

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

} // namespace AppRunner
