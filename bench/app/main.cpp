// hotspot-lab-reports: the benchmark's copy of hotspot-lab. The same libraries and the same
// AppRunner::run as the executable users run, plus the two lines the benchmark reads: at
// the first frame, and once the complete page is built and drawn (then it exits). The app
// holds no benchmark code; AppRunner::run's main-window hook is the one seam, and only
// this file passes one.
#include "app/AppRunner.h"
#include "reports/CompletePageReport.h"
#include "reports/FirstFrameReport.h"

#include <QtQml/qqmlextensionplugin.h>

Q_IMPORT_QML_PLUGIN(HotspotLabPlugin)

namespace {
void startReports(QQuickWindow *window)
{
    FirstFrameReport::reportNextFrame(window, "first-frame");
    new CompletePageReport(window);
}
} // namespace

int main(int argc, char *argv[])
{
    return AppRunner::run(argc, argv, startReports);
}
