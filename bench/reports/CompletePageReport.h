#pragma once

#include <QObject>
#include <QPointer>

class QQuickWindow;

// The benchmark's complete-page report, which its copy of the app (bench/app) makes for the
// main window. It waits until the window offers its page: Main.qml's page host
// ("pageLoader") names it only once the page is fully built (LessonPage.ready; the menus'
// items wait until a menu opens, AppMenuBar.qml). It then reports the page as
// "complete-page" once the window has settled (FirstFrameReport::reportSettledAndExit) and
// exits. A window without a page host is reported on stderr and exits with status 1, so
// the benchmark fails instead of waiting.
class CompletePageReport : public QObject
{
    Q_OBJECT

public:
    explicit CompletePageReport(QQuickWindow *window);

private slots:
    void check();

private:
    QPointer<QQuickWindow> m_window;
    QPointer<QObject> m_pageHost;
    bool m_reported = false;
};
