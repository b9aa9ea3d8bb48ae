#include "app/LiveAnnouncer.h"

#include <QAccessible>
#include <QMetaObject>

LiveAnnouncer::LiveAnnouncer(QQuickItem *parent)
    : QQuickItem(parent)
{ }

void LiveAnnouncer::setText(const QString &text)
{
    if (m_text == text)
        return;
    m_text = text;
    emit textChanged();
}

void LiveAnnouncer::announce()
{
    if (m_pending)
        return;
    m_pending = true;
    QMetaObject::invokeMethod(this, &LiveAnnouncer::deliver, Qt::QueuedConnection);
}

void LiveAnnouncer::deliver()
{
    m_pending = false;
    if (m_text.isEmpty())
        return;
    m_lastAnnouncement = m_text;
    ++m_announcementCount;
    // NameChanged refreshes what a screen reader has cached; Alert makes it speak.
    // (updateAccessibility does nothing while no assistive technology listens.)
    QAccessibleEvent nameChanged(this, QAccessible::NameChanged);
    QAccessible::updateAccessibility(&nameChanged);
    QAccessibleEvent alert(this, QAccessible::Alert);
    QAccessible::updateAccessibility(&alert);
    emit announced(m_lastAnnouncement);
}
