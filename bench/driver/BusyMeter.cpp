#include "BusyMeter.h"

#include <QEventLoop>
#include <QQuickWindow>
#include <QTimer>

#include <algorithm>
#include <ctime>

namespace BusyMeter {

namespace {
constexpr int kDeadlineMs = 10000;

double threadCpuMs()
{
    timespec now {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1000.0 + double(now.tv_nsec) / 1e6;
}

// Runs the event loop until no frame was swapped for quietMs; calls onFrame at each.
void runUntilQuiet(QQuickWindow *window, int quietMs, int deadlineMs, const std::function<void()> &onFrame)
{
    QEventLoop loop;
    QTimer quiet;
    quiet.setSingleShot(true);
    quiet.setInterval(quietMs);
    QObject::connect(&quiet, &QTimer::timeout, &loop, &QEventLoop::quit);
    QTimer deadline;
    deadline.setSingleShot(true);
    deadline.setInterval(deadlineMs);
    QObject::connect(&deadline, &QTimer::timeout, &loop, &QEventLoop::quit);
    const auto connection = QObject::connect(window, &QQuickWindow::frameSwapped, &loop, [&] {
        if (onFrame)
            onFrame();
        quiet.start();
    });
    quiet.start();
    deadline.start();
    loop.exec();
    QObject::disconnect(connection);
}
} // namespace

void settle(QQuickWindow *window, int quietMs, int deadlineMs)
{
    window->requestUpdate();
    runUntilQuiet(window, quietMs, deadlineMs, {});
}

Measurement measure(QQuickWindow *window, const std::function<void()> &action, int quietMs)
{
    Measurement result;
    const double startMs = threadCpuMs();
    action();
    // An action that changes nothing on screen costs just its own time.
    result.actionMs = threadCpuMs() - startMs;
    result.busyMs = result.actionMs;
    result.longestFrameMs = result.actionMs;
    double previousFrameMs = 0;
    runUntilQuiet(window, quietMs, kDeadlineMs, [&] {
        ++result.frames;
        result.busyMs = threadCpuMs() - startMs;
        result.longestFrameMs = std::max(result.longestFrameMs, result.busyMs - previousFrameMs);
        previousFrameMs = result.busyMs;
    });
    return result;
}

} // namespace BusyMeter
