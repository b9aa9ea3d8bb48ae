#pragma once

#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QVariantList>

// The "For teachers" part of a lesson page: TeacherNotes in titled lists, with the answers
// of the lesson's sheet ("question — answer") before the misconceptions. Written only
// while `active` (the part is open): building the answers runs the lesson's models, and
// a closed part costs nothing, on a language switch either. New after a switch.
class TeacherGuide : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(QString lessonId READ lessonId WRITE setLessonId NOTIFY lessonIdChanged FINAL)
    Q_PROPERTY(bool active READ isActive WRITE setActive NOTIFY activeChanged FINAL)
    // One entry per part: {title, items}; empty while inactive.
    Q_PROPERTY(QVariantList parts READ parts NOTIFY partsChanged FINAL)
    // Where the lesson's printable sheets are; empty while inactive.
    Q_PROPERTY(QString sheetsText READ sheetsText NOTIFY partsChanged FINAL)

public:
    explicit TeacherGuide(QObject *parent = nullptr);

    QString lessonId() const { return m_lessonId; }
    // The Start page or an unknown lesson is refused with a warning.
    void setLessonId(const QString &lessonId);
    bool isActive() const { return m_active; }
    void setActive(bool active);
    QVariantList parts() const { return m_parts; }
    QString sheetsText() const;

signals:
    void lessonIdChanged();
    void activeChanged();
    void partsChanged();

private:
    void refresh();

    QString m_lessonId;
    bool m_active = false;
    QVariantList m_parts;
};
