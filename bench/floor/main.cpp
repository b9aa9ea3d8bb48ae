// The benchmark's floor: a minimal Qt Quick window (one Controls button, one Qt Charts bar
// chart) set up like the app (QApplication, Fusion, software rendering when offscreen).
// The app's start-up time and memory are compared with it. With HOTSPOT_REPORT_FIRST_FRAME
// set it prints the same first-frame line as the app (see AppRunner.h) and exits.
#include <QApplication>
#include <QFile>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSGRendererInterface>

#include <chrono>
#include <cstdio>
#include <ctime>
#include <memory>

#include <unistd.h>

namespace {

// The same measurements as AppRunner's hook; copied rather than shared, so that the
// floor links nothing of the app.
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

double millisecondsSinceProcessStart()
{
    QFile stat(QStringLiteral("/proc/self/stat"));
    if (!stat.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray text = stat.readAll();
    const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
    constexpr int kStartTimeIndex = 22 - 3;
    timespec now {};
    const long ticksPerSecond = sysconf(_SC_CLK_TCK);
    if (fields.size() <= kStartTimeIndex || ticksPerSecond <= 0 || clock_gettime(CLOCK_BOOTTIME, &now) != 0)
        return -1;
    const double startMs = fields.at(kStartTimeIndex).toDouble() * 1000.0 / double(ticksPerSecond);
    return double(now.tv_sec) * 1000.0 + double(now.tv_nsec) / 1e6 - startMs;
}

void reportFirstFrameAndExit(QQuickWindow *window)
{
    auto connection = std::make_shared<QMetaObject::Connection>();
    *connection = QObject::connect(
        window, &QQuickWindow::frameSwapped, window,
        [connection]() {
            QObject::disconnect(*connection);
            const auto monotonic = std::chrono::steady_clock::now().time_since_epoch();
            std::printf("first-frame elapsed_ms=%.1f monotonic_ns=%lld peak_rss_kib=%lld\n",
                        millisecondsSinceProcessStart(),
                        static_cast<long long>(std::chrono::duration_cast<std::chrono::nanoseconds>(monotonic).count()),
                        static_cast<long long>(peakResidentKib()));
            std::fflush(stdout);
            QMetaObject::invokeMethod(
                QCoreApplication::instance(), [] { QCoreApplication::exit(0); }, Qt::QueuedConnection);
        },
        Qt::DirectConnection);
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QQuickStyle::setStyle(QStringLiteral("Fusion"));
    if (QGuiApplication::platformName() == QLatin1String("offscreen"))
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);

    QQmlApplicationEngine engine;
    engine.load(QUrl(QStringLiteral("qrc:/qt/qml/HotspotFloor/floor/FloorWindow.qml")));
    auto *window =
        engine.rootObjects().isEmpty() ? nullptr : qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
    if (!window) {
        std::fprintf(stderr, "hotspot-floor: the window could not be created.\n");
        return 1;
    }
    if (qEnvironmentVariableIsSet("HOTSPOT_REPORT_FIRST_FRAME"))
        reportFirstFrameAndExit(window);
    return QApplication::exec();
}
