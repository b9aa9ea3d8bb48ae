// The benchmark's floor: a minimal Qt Quick window (one Controls button, one Qt Charts bar
// chart) set up like the app (QApplication, Fusion, software rendering when offscreen).
// The app's start-up time and memory are compared with it. It prints the same first-frame
// and complete-page lines as the benchmark's copy of the app (bench/reports) and exits.
#include "reports/FirstFrameReport.h"

#include <QApplication>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSGRendererInterface>

#include <cstdio>

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
    FirstFrameReport::reportNextFrame(window, "first-frame");
    // Nothing of the floor is built after its first frame, but its chart is drawn in a
    // later one: it is complete once the window has settled after its first frame.
    FirstFrameReport::reportSettledAndExit(window, "complete-page");
    return QApplication::exec();
}
