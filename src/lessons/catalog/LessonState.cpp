#include "lessons/catalog/LessonState.h"

LessonState::LessonState(QObject *parent)
    : QObject(parent)
{ }

QVariant LessonState::value(const QString &key, const QVariant &fallback) const
{
    return m_values.value(key, fallback);
}

void LessonState::setValue(const QString &key, const QVariant &value)
{
    if (!value.isValid()) {
        m_values.remove(key);
        return;
    }
    m_values.insert(key, value);
}
