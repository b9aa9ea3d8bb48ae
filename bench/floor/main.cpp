// The benchmark's floor: a minimal Qt Quick window (one Controls button, one Qt Charts bar
// chart) set up like the app (QApplication, Fusion, software rendering when offscreen).
// The app's start-up time and memory are compared with it. With HOTSPOT_REPORT_FIRST_FRAME
// set it prints the same first-frame line as the app, with HOTSPOT_REPORT_COMPLETE_PAGE the
// same complete-page line, and exits: both use the one implementation in
// src/app/FirstFrameReport, the only part of the app the floor links.
#include "app/FirstFrameReport.h"

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
    using FirstFrameReport::Then;
    const bool completePage = FirstFrameReport::completePageRequested();
    if (FirstFrameReport::requested())
        FirstFrameReport::reportNextFrame(window, "first-frame", completePage ? Then::Continue : Then::Exit);
    // Nothing of the floor is built after its first frame, but its chart is drawn in a
    // later one: it is complete once the window has settled after its first frame.
    if (completePage)
        FirstFrameReport::reportSettledAndExit(window, "complete-page");
    return QApplication::exec();
}
