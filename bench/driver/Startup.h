#pragma once

#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <optional>

// Launches a program that honours HOTSPOT_REPORT_FIRST_FRAME (the app, the floor) and reads
// its first-frame line (format in src/app/AppRunner.h).
namespace Startup {

struct Sample
{
    double firstFrameMs = 0;  // from just before the launch to the first swapped frame
    double peakMemoryMib = 0; // VmHWM at that frame
};

// Headless, software rendering, C locale, settings and runtime files in `stateDir` (so
// every run starts from defaults and the user's settings are not read).
QProcessEnvironment environment(const QString &stateDir);

// One launch; nullopt (and `error` set) when the program failed or printed no report.
std::optional<Sample> measure(const QString &program, const QStringList &arguments,
                              const QProcessEnvironment &environment, QString *error);

} // namespace Startup
