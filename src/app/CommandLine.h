#pragma once

#include <QSize>
#include <QString>
#include <QStringList>

// What the user asked for on the command line. Parsed before any window or QApplication
// exists, so a bad value can be reported without touching the display.
struct LaunchOptions
{
    QString language; // empty: use the saved or system language
    QString lesson;   // empty: the Start page
    QSize windowSize {1280, 800};
    QString screenshotPath;  // empty: run interactively
    int textSizePercent = 0; // 0: use the saved text size
    // Write the lesson's worksheet (or with `answers`, its answer sheet) as PDF and exit.
    QString worksheetPath; // empty: run interactively
    bool answers = false;
    bool letterPaper = false; // A4 unless --paper letter
};

struct CommandLineResult
{
    enum class Status {
        Run,
        ShowHelp,
        ShowVersion,
        Error
    };
    Status status = Status::Run;
    LaunchOptions options;
    QString text; // the help text, the version line, or the one-line error
};

namespace CommandLine {

// Exit status for a bad option value (documented in --help and README).
inline constexpr int kUsageErrorExitCode = 2;

CommandLineResult parse(const QStringList &arguments);

} // namespace CommandLine
