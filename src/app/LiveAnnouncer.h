#pragma once

#include <QQuickItem>
#include <QString>

// Announces status changes to screen readers. Qt 6.4 has neither Accessible.announce nor
// a live-region property, so this item is the equivalent: give it the role AlertMessage
// and bind Accessible.name and `text` to the status text in QML; announce() then sends
// NameChanged and Alert events for it, which assistive technology reads out. The text is
// a binding, so it is always in the current language; announce() only says "now".
class LiveAnnouncer : public QQuickItem
{
    Q_OBJECT
    QML_ELEMENT

    // The status to announce, in the current language (bind it).
    Q_PROPERTY(QString text READ text WRITE setText NOTIFY textChanged FINAL)
    // The text the last announcement carried, and how many were sent (for tests).
    Q_PROPERTY(QString lastAnnouncement READ lastAnnouncement NOTIFY announced FINAL)
    Q_PROPERTY(qint64 announcementCount READ announcementCount NOTIFY announced FINAL)

public:
    explicit LiveAnnouncer(QQuickItem *parent = nullptr);

    QString text() const { return m_text; }
    void setText(const QString &text);
    QString lastAnnouncement() const { return m_lastAnnouncement; }
    qint64 announcementCount() const { return m_announcementCount; }

    // Announces `text` once the current event is handled, so bindings that depend on the
    // same change have settled; several calls in one go give one announcement.
    Q_INVOKABLE void announce();

signals:
    void textChanged();
    void announced(const QString &text);

private:
    void deliver();

    QString m_text;
    QString m_lastAnnouncement;
    qint64 m_announcementCount = 0;
    bool m_pending = false;
};
