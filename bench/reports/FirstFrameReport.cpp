#include "reports/FirstFrameReport.h"

#include <QCoreApplication>
#include <QFile>
#include <QQuickWindow>
#include <QTimer>

#include <array>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>

#ifdef Q_OS_LINUX
#include <unistd.h>
#endif

namespace FirstFrameReport {

namespace {

// A window has settled once it has drawn no new frame for this long (as in
// ScreenshotWriter): layouts, wrapped text and charts each ask for another frame while
// they settle, and Qt Charts paints a chart's scene only in the frame after its first.
constexpr int kQuietMs = 300;
// A window that never stops drawing is reported at its last frame after this long.
constexpr int kSettleDeadlineMs = 10000;

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

// CPU time of the whole process so far (every thread, user and system), in milliseconds;
// -1 where unknown.
double processCpuMilliseconds()
{
#ifdef CLOCK_PROCESS_CPUTIME_ID
    timespec cpu {};
    if (clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu) != 0)
        return -1;
    return double(cpu.tv_sec) * 1000.0 + double(cpu.tv_nsec) / 1e6;
#else
    return -1;
#endif
}

struct Figures
{
    double elapsedMs = -1;
    qint64 monotonicNs = 0;
    qint64 peakResidentKib = -1;
    double cpuMs = -1;
};

Figures currentFigures()
{
    const auto monotonic = std::chrono::steady_clock::now().time_since_epoch();
    return {millisecondsSinceProcessStart(),
            qint64(std::chrono::duration_cast<std::chrono::nanoseconds>(monotonic).count()), peakResidentKib(),
            processCpuMilliseconds()};
}

void printLine(const QByteArray &event, const Figures &figures)
{
    // QByteArray::number, not printf: QCoreApplication sets the C locale from the
    // environment, and a decimal comma would break the driver's parsing.
    const QByteArray line = event + " elapsed_ms=" + QByteArray::number(figures.elapsedMs, 'f', 1) + " monotonic_ns="
        + QByteArray::number(figures.monotonicNs) + " peak_rss_kib=" + QByteArray::number(figures.peakResidentKib)
        + " cpu_ms=" + QByteArray::number(figures.cpuMs, 'f', 1) + '\n';
    std::fputs(line.constData(), stdout);
    std::fflush(stdout);
}

void exitSoon()
{
    const auto exitNow = [] { QCoreApplication::exit(0); };
    QMetaObject::invokeMethod(QCoreApplication::instance(), exitNow, Qt::QueuedConnection);
}

using FrameWatch = std::array<QMetaObject::Connection, 2>;

// Calls onFrame at the swap of every frame whose scene was synchronised after this call:
// a frame already rendering may not show what the caller waited for. Direct: with a
// threaded render loop frames are synchronised and swapped on the render thread, and the
// figures must be taken there, not when the main thread gets to it.
void watchFrames(QQuickWindow *window, FrameWatch &watch, std::function<void()> onFrame)
{
    auto synchronised = std::make_shared<std::atomic_bool>(false);
    watch[0] = QObject::connect(
        window, &QQuickWindow::afterSynchronizing, window, [synchronised] { synchronised->store(true); },
        Qt::DirectConnection);
    watch[1] = QObject::connect(
        window, &QQuickWindow::frameSwapped, window,
        [synchronised, onFrame = std::move(onFrame)] {
            if (synchronised->load())
                onFrame();
        },
        Qt::DirectConnection);
}

void stopWatching(const FrameWatch &watch)
{
    for (const QMetaObject::Connection &connection : watch)
        QObject::disconnect(connection);
}

} // namespace

void reportNextFrame(QQuickWindow *window, const char *event)
{
    auto watch = std::make_shared<FrameWatch>();
    watchFrames(window, *watch, [watch, name = QByteArray(event)] {
        stopWatching(*watch);
        printLine(name, currentFigures());
    });
}

void reportSettledAndExit(QQuickWindow *window, const char *event)
{
    struct Settling
    {
        FrameWatch watch;
        std::mutex mutex; // lastFrame is written where frames are swapped, read on the main thread
        std::optional<Figures> lastFrame;
        bool finished = false;
    };
    auto settling = std::make_shared<Settling>();
    auto *quiet = new QTimer(window);
    quiet->setSingleShot(true);
    quiet->setInterval(kQuietMs);
    auto *deadline = new QTimer(window);
    deadline->setSingleShot(true);
    deadline->setInterval(kSettleDeadlineMs);

    const auto finish = [settling, quiet, deadline, name = QByteArray(event)] {
        if (settling->finished)
            return;
        settling->finished = true;
        stopWatching(settling->watch);
        quiet->stop();
        deadline->stop();
        std::optional<Figures> figures;
        {
            const std::lock_guard lock(settling->mutex);
            figures = settling->lastFrame;
        }
        printLine(name, figures.value_or(currentFigures()));
        exitSoon();
    };
    QObject::connect(quiet, &QTimer::timeout, window, finish);
    QObject::connect(deadline, &QTimer::timeout, window, [finish] {
        std::fputs("hotspot: the window did not settle within 10 s; reporting its last frame.\n", stderr);
        finish();
    });
    watchFrames(window, settling->watch, [settling, quiet] {
        {
            const std::lock_guard lock(settling->mutex);
            settling->lastFrame = currentFigures();
        }
        // Every frame starts the wait again. Queued: the timer belongs to the main thread.
        const auto restartQuiet = [quiet] { quiet->start(); };
        QMetaObject::invokeMethod(quiet, restartQuiet, Qt::QueuedConnection);
    });
    deadline->start();
}

} // namespace FirstFrameReport
