#include "LanguageChangeWatcher.h"

#include <QCoreApplication>
#include <QEvent>

LanguageChangeWatcher::LanguageChangeWatcher(QObject *parent)
    : QObject(parent)
{
    if (QCoreApplication::instance())
        QCoreApplication::instance()->installEventFilter(this);
}

bool LanguageChangeWatcher::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == QCoreApplication::instance() && event->type() == QEvent::LanguageChange)
        emit languageChanged();
    return QObject::eventFilter(watched, event);
}
