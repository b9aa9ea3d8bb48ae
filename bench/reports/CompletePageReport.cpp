#include "reports/CompletePageReport.h"

#include "reports/FirstFrameReport.h"

#include <QCoreApplication>
#include <QQmlProperty>
#include <QQuickItem>
#include <QQuickWindow>

#include <cstdio>

CompletePageReport::CompletePageReport(QQuickWindow *window)
    : QObject(window)
    , m_window(window)
{
    // Objects declared in the window may have the window or its root item as QObject parent.
    m_pageHost = window->findChild<QObject *>(QStringLiteral("pageLoader"));
    if (!m_pageHost)
        m_pageHost = window->contentItem()->findChild<QObject *>(QStringLiteral("pageLoader"));
    const QQmlProperty item = m_pageHost ? QQmlProperty(m_pageHost, QStringLiteral("item")) : QQmlProperty();
    if (!item.hasNotifySignal()) {
        std::fputs("hotspot-lab: the window has no page host to report a complete page from.\n", stderr);
        QMetaObject::invokeMethod(
            QCoreApplication::instance(), [] { QCoreApplication::exit(1); }, Qt::QueuedConnection);
        return;
    }
    item.connectNotifySignal(this, SLOT(check()));
    check();
}

void CompletePageReport::check()
{
    if (m_reported || !m_window || !m_pageHost || !m_pageHost->property("item").value<QObject *>())
        return;
    m_reported = true;
    disconnect(m_pageHost, nullptr, this, nullptr);
    FirstFrameReport::reportSettledAndExit(m_window, "complete-page");
    // The last part to become ready may change nothing on screen (a deferred part below
    // the first screen): ask for a frame rather than wait for one.
    m_window->update();
}
