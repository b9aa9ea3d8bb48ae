#pragma once

#include <QObject>
#include <QPointer>
#include <QString>

class QQuickWindow;

// Saves a window as PNG once its content has settled (FrameSettle), so layouts, wrapped
// text and charts are in their final place. Emits finished() with the outcome.
class ScreenshotWriter : public QObject
{
    Q_OBJECT

public:
    ScreenshotWriter(QQuickWindow *window, const QString &filePath, QObject *parent = nullptr);

    void start();

signals:
    void finished(bool ok, const QString &message);

private:
    void capture();

    QPointer<QQuickWindow> m_window;
    QString m_filePath;
};
