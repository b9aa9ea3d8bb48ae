#include "ScreenshotWriter.h"

#include <QFileInfo>
#include <QImage>
#include <QQuickWindow>

namespace {
// Frames to wait for: the first frame lays out, later ones pick up text reflow and the
// charts, which paint their scene one frame after their geometry is known.
constexpr int kFramesToSettle = 3;
constexpr int kSettleDelayMs = 150;
constexpr int kDeadlineMs = 10000;
} // namespace

ScreenshotWriter::ScreenshotWriter(QQuickWindow *window, const QString &filePath, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_filePath(filePath)
{
    m_settleTimer.setSingleShot(true);
    m_settleTimer.setInterval(kSettleDelayMs);
    connect(&m_settleTimer, &QTimer::timeout, this, &ScreenshotWriter::capture);
    m_deadline.setSingleShot(true);
    m_deadline.setInterval(kDeadlineMs);
    connect(&m_deadline, &QTimer::timeout, this, &ScreenshotWriter::capture);
}

void ScreenshotWriter::start()
{
    if (!m_window) {
        emit finished(false, QStringLiteral("no window to capture"));
        return;
    }
    connect(m_window, &QQuickWindow::frameSwapped, this, &ScreenshotWriter::onFrameSwapped);
    m_deadline.start();
    m_window->requestUpdate();
}

void ScreenshotWriter::onFrameSwapped()
{
    ++m_framesSeen;
    if (m_framesSeen >= kFramesToSettle) {
        // Every further frame restarts the wait: capture once the scene is quiet.
        m_settleTimer.start();
    } else if (m_window) {
        m_window->requestUpdate();
    }
}

void ScreenshotWriter::capture()
{
    m_settleTimer.stop();
    m_deadline.stop();
    if (!m_window) {
        emit finished(false, QStringLiteral("the window was closed before it could be captured"));
        return;
    }
    disconnect(m_window, nullptr, this, nullptr);
    const QImage image = m_window->grabWindow();
    if (image.isNull()) {
        emit finished(false, QStringLiteral("the window could not be rendered"));
        return;
    }
    if (!image.save(m_filePath, "PNG")) {
        emit finished(false, QStringLiteral("cannot write %1").arg(QFileInfo(m_filePath).absoluteFilePath()));
        return;
    }
    emit finished(true, QString());
}
