#pragma once

#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <optional>

// Launches a program that prints the benchmark's reports (its copy of the app, bench/app;
// the floor) and reads its first-frame and complete-page lines (format in
// bench/reports/FirstFrameReport.h). One launch gives both: the first frame's figures are
// taken before the rest of the page is built.
namespace Startup {

struct Sample
{
    double firstFrameMs = 0; // from just before the launch to the first swapped frame
    // At the complete page, built and drawn (the floor: settled after its first frame):
    double completeCpuMs = 0;         // the process's CPU time since it started
    double completePeakMemoryMib = 0; // VmHWM
};

// C locale, settings and runtime files in `stateDir` (so every run starts from defaults and
// the user's settings are not read). Headless (the app then draws with Qt Quick's software
// renderer), or with `onDisplay` on the X display of $DISPLAY, where Qt picks its default
// renderer (OpenGL): no QT_QUICK_BACKEND or QSG_RHI_BACKEND from the caller's shell.
QProcessEnvironment environment(const QString &stateDir, bool onDisplay);

// One launch; nullopt (and `error` set) when the program failed or printed no report.
std::optional<Sample> measure(const QString &program, const QStringList &arguments,
                              const QProcessEnvironment &environment, QString *error);

} // namespace Startup
