#include "Startup.h"

#include <QProcess>
#include <QRegularExpression>

#include <chrono>

namespace Startup {

namespace {
constexpr int kTimeoutMs = 60000;

qint64 monotonicNs()
{
    // steady_clock is CLOCK_MONOTONIC, the clock the child's monotonic_ns is read from.
    return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}
} // namespace

QProcessEnvironment environment(const QString &stateDir, bool onDisplay)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), onDisplay ? QStringLiteral("xcb") : QStringLiteral("offscreen"));
    env.remove(QStringLiteral("QT_QUICK_BACKEND"));
    env.remove(QStringLiteral("QSG_RHI_BACKEND"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), stateDir);
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), stateDir);
    return env;
}

std::optional<Sample> measure(const QString &program, const QStringList &arguments,
                              const QProcessEnvironment &environment, QString *error)
{
    QProcess process;
    process.setProcessEnvironment(environment);
    const qint64 launchedNs = monotonicNs();
    process.start(program, arguments);
    if (!process.waitForFinished(kTimeoutMs)) {
        process.kill();
        process.waitForFinished();
        *error = QStringLiteral("%1 did not finish within %2 s (%3)")
                     .arg(program)
                     .arg(kTimeoutMs / 1000)
                     .arg(process.errorString());
        return std::nullopt;
    }
    const QString output = QString::fromUtf8(process.readAllStandardOutput());
    static const QRegularExpression firstFrame(QStringLiteral(R"(first-frame elapsed_ms=\S+ monotonic_ns=(\d+))"));
    static const QRegularExpression completePage(
        QStringLiteral(R"(complete-page elapsed_ms=\S+ monotonic_ns=\d+ peak_rss_kib=(\d+) cpu_ms=([0-9.]+))"));
    const QRegularExpressionMatch first = firstFrame.match(output);
    const QRegularExpressionMatch complete = completePage.match(output);
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0 || !first.hasMatch()
        || !complete.hasMatch()) {
        *error = QStringLiteral("%1 %2 exited with status %3 without its first-frame and complete-page lines:\n%4\n%5")
                     .arg(program, arguments.join(QLatin1Char(' ')))
                     .arg(process.exitCode())
                     .arg(output.trimmed(), QString::fromUtf8(process.readAllStandardError()).trimmed());
        return std::nullopt;
    }
    Sample sample;
    sample.firstFrameMs = double(first.captured(1).toLongLong() - launchedNs) / 1e6;
    sample.completePeakMemoryMib = complete.captured(1).toDouble() / 1024.0;
    sample.completeCpuMs = complete.captured(2).toDouble();
    return sample;
}

} // namespace Startup
