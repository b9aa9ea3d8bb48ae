#include "app/ScreenshotWriter.h"

#include <QFileInfo>
#include <QImage>
#include <QQuickWindow>

namespace {
// After the first frame, wait until no new frame has been rendered for this long: text
// reflow, layouts and the charts (which paint their scene after their geometry is
// known) each schedule another frame while they settle.
constexpr int kQuietMs = 300;
constexpr int kDeadlineMs = 10000;
} // namespace

ScreenshotWriter::ScreenshotWriter(QQuickWindow *window, const QString &filePath, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_filePath(filePath)
{
    m_settleTimer.setSingleShot(true);
    m_settleTimer.setInterval(kQuietMs);
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
    // Every frame restarts the wait: capture once the scene is quiet.
    m_settleTimer.start();
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
