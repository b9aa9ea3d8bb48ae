#include "app/FirstFrameReport.h"

#include <QCoreApplication>
#include <QFile>
#include <QQuickWindow>

#include <array>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <memory>

#ifdef Q_OS_LINUX
#include <unistd.h>
#endif

namespace FirstFrameReport {

namespace {

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

} // namespace

bool requested()
{
    return qEnvironmentVariableIsSet("HOTSPOT_REPORT_FIRST_FRAME");
}

bool completePageRequested()
{
    return qEnvironmentVariableIsSet("HOTSPOT_REPORT_COMPLETE_PAGE");
}

void reportNextFrame(QQuickWindow *window, const char *event, Then then)
{
    // A frame already rendering when this is called may not show what the caller waited
    // for: only a frame synchronised after the call counts.
    auto synchronised = std::make_shared<std::atomic_bool>(false);
    auto connections = std::make_shared<std::array<QMetaObject::Connection, 2>>();
    const QByteArray name(event);
    // Direct: with a threaded render loop the frame is synchronised and swapped on the
    // render thread, and the time must be taken there, not when the main thread gets to it.
    (*connections)[0] = QObject::connect(
        window, &QQuickWindow::afterSynchronizing, window, [synchronised] { synchronised->store(true); },
        Qt::DirectConnection);
    (*connections)[1] = QObject::connect(
        window, &QQuickWindow::frameSwapped, window,
        [synchronised, connections, name, then]() {
            if (!synchronised->load())
                return;
            for (const QMetaObject::Connection &connection : *connections)
                QObject::disconnect(connection);
            const auto monotonic = std::chrono::steady_clock::now().time_since_epoch();
            // QByteArray::number, not printf: QCoreApplication sets the C locale from the
            // environment, and a decimal comma would break the driver's parsing.
            const QByteArray line = name + " elapsed_ms=" + QByteArray::number(millisecondsSinceProcessStart(), 'f', 1)
                + " monotonic_ns="
                + QByteArray::number(qint64(std::chrono::duration_cast<std::chrono::nanoseconds>(monotonic).count()))
                + " peak_rss_kib=" + QByteArray::number(peakResidentKib())
                + " cpu_ms=" + QByteArray::number(processCpuMilliseconds(), 'f', 1) + '\n';
            std::fputs(line.constData(), stdout);
            std::fflush(stdout);
            if (then == Then::Exit) {
                QMetaObject::invokeMethod(
                    QCoreApplication::instance(), [] { QCoreApplication::exit(0); }, Qt::QueuedConnection);
            }
        },
        Qt::DirectConnection);
}

} // namespace FirstFrameReport
