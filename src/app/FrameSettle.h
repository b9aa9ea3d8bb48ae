#pragma once

#include <QObject>
#include <QPointer>
#include <QTimer>

class QQuickWindow;

// Waits until a window's content has settled: a frame has been rendered and no further one
// followed for `quietMs`. Text reflow, layouts and the charts (which paint their scene a
// moment after their data changes) each ask for another frame while they settle. Sends
// settled() once: inTime is false when the deadline came first or the window went away.
class FrameSettle : public QObject
{
    Q_OBJECT

public:
    FrameSettle(QQuickWindow *window, int quietMs, int deadlineMs, QObject *parent = nullptr);

    // Asks the window for a frame and starts waiting.
    void start();

signals:
    void settled(bool inTime);

private:
    void finish(bool inTime);

    QPointer<QQuickWindow> m_window;
    QTimer m_quiet;
    QTimer m_deadline;
    bool m_finished = false;
};
