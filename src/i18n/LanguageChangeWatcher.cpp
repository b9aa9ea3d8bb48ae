#include "i18n/LanguageChangeWatcher.h"

#include <QCoreApplication>
#include <QEvent>

namespace {
// Only touched on the GUI thread, where translators are installed.
int g_batchDepth = 0;
bool g_changedInBatch = false;
} // namespace

LanguageChangeWatcher::LanguageChangeWatcher(QObject *parent)
    : QObject(parent)
{
    if (QCoreApplication::instance())
        QCoreApplication::instance()->installEventFilter(this);
}

bool LanguageChangeWatcher::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == QCoreApplication::instance() && event->type() == QEvent::LanguageChange) {
        if (g_batchDepth > 0)
            g_changedInBatch = true;
        else
            emit languageChanged();
    }
    return QObject::eventFilter(watched, event);
}

LanguageChangeWatcher::Batch::Batch()
{
    ++g_batchDepth;
}

LanguageChangeWatcher::Batch::~Batch()
{
    if (--g_batchDepth > 0 || !g_changedInBatch)
        return;
    g_changedInBatch = false;
    // One more LanguageChange, now outside the batch: every watcher sees it once.
    if (QCoreApplication *app = QCoreApplication::instance()) {
        QEvent languageChange(QEvent::LanguageChange);
        QCoreApplication::sendEvent(app, &languageChange);
    }
}
