#include "app/FrameSettle.h"

#include <QQuickWindow>

FrameSettle::FrameSettle(QQuickWindow *window, int quietMs, int deadlineMs, QObject *parent)
    : QObject(parent)
    , m_window(window)
{
    m_quiet.setSingleShot(true);
    m_quiet.setInterval(quietMs);
    connect(&m_quiet, &QTimer::timeout, this, [this] { finish(true); });
    m_deadline.setSingleShot(true);
    m_deadline.setInterval(deadlineMs);
    connect(&m_deadline, &QTimer::timeout, this, [this] { finish(false); });
}

void FrameSettle::start()
{
    if (!m_window) {
        finish(false);
        return;
    }
    // Every frame restarts the wait. Queued: a threaded render loop swaps on its own thread.
    const auto restartQuiet = [this] { m_quiet.start(); };
    connect(m_window, &QQuickWindow::frameSwapped, this, restartQuiet, Qt::QueuedConnection);
    m_deadline.start();
    m_window->requestUpdate();
}

void FrameSettle::finish(bool inTime)
{
    if (m_finished)
        return;
    m_finished = true;
    m_quiet.stop();
    m_deadline.stop();
    if (m_window)
        disconnect(m_window, nullptr, this, nullptr);
    emit settled(inTime && m_window);
}
