#include "app/ScreenshotWriter.h"

#include "app/FrameSettle.h"

#include <QFileInfo>
#include <QImage>
#include <QQuickWindow>

namespace {
// After the first frame, wait until no new frame has been rendered for this long (start-up
// settles slowly: the page, the menus and every chart are built).
constexpr int kQuietMs = 300;
constexpr int kDeadlineMs = 10000;
} // namespace

ScreenshotWriter::ScreenshotWriter(QQuickWindow *window, const QString &filePath, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_filePath(filePath)
{ }

void ScreenshotWriter::start()
{
    if (!m_window) {
        emit finished(false, QStringLiteral("no window to capture"));
        return;
    }
    auto *settle = new FrameSettle(m_window, kQuietMs, kDeadlineMs, this);
    // A deadline that passes captures what there is, as before.
    connect(settle, &FrameSettle::settled, this, [this, settle] {
        settle->deleteLater();
        capture();
    });
    settle->start();
}

void ScreenshotWriter::capture()
{
    if (!m_window) {
        emit finished(false, QStringLiteral("the window was closed before it could be captured"));
        return;
    }
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
