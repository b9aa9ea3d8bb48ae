#include "settings/AppSettings.h"

#include <QCoreApplication>
#include <QDir>
#include <QPointer>
#include <QStandardPaths>
#include <QThreadPool>
#include <QtGlobal>

#include <functional>

namespace {
// One thread, so that writes reach the file in the order they were made.
struct SettingsWriter
{
    SettingsWriter() { pool.setMaxThreadCount(1); }
    QThreadPool pool;
    // The application whose end waits for the writes still queued.
    QPointer<QCoreApplication> flushedAtEndOf;
};
Q_GLOBAL_STATIC(SettingsWriter, settingsWriter)

// Called on the GUI thread only (flushedAtEndOf is not locked).
void enqueue(std::function<void(QSettings &)> change)
{
    QString file = AppSettings::filePath();
    // With no application (not yet, or no longer), nothing would empty the queue before
    // Qt's statics go: such a write is made at once.
    if (!QCoreApplication::instance() || settingsWriter.isDestroyed()) {
        AppSettings::flush();
        QSettings settings(file, QSettings::IniFormat);
        change(settings);
        return;
    }
    // The queue is emptied while the application ends: QSettings cannot run once Qt's
    // own statics are being destroyed at exit (a write still queued then crashed).
    if (settingsWriter()->flushedAtEndOf != QCoreApplication::instance()) {
        settingsWriter()->flushedAtEndOf = QCoreApplication::instance();
        qAddPostRoutine(AppSettings::flush);
    }
    // The file is the one of the moment of the write, even if a test moves it later.
    settingsWriter()->pool.start([file = std::move(file), change = std::move(change)] {
        QSettings settings(file, QSettings::IniFormat);
        change(settings);
    });
}
} // namespace

namespace AppSettings {

QString filePath()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation);
    return QDir(dir).filePath(QStringLiteral("settings.ini"));
}

std::unique_ptr<QSettings> open()
{
    flush();
    auto settings = std::make_unique<QSettings>(filePath(), QSettings::IniFormat);
    warnIfUnreadable(*settings);
    return settings;
}

void setValue(const QString &key, const QVariant &value)
{
    enqueue([key, value](QSettings &settings) { settings.setValue(key, value); });
}

void setValues(const QVariantMap &values)
{
    enqueue([values](QSettings &settings) {
        for (auto value = values.cbegin(); value != values.cend(); ++value)
            settings.setValue(value.key(), value.value());
    });
}

void remove(const QString &key)
{
    enqueue([key](QSettings &settings) { settings.remove(key); });
}

void flush()
{
    if (settingsWriter.exists())
        settingsWriter()->pool.waitForDone();
}

void warnIfUnreadable(const QSettings &settings)
{
    static bool warned = false;
    if (settings.status() == QSettings::NoError || warned)
        return;
    warned = true;
    qWarning("hotspot-lab: the settings file %s could not be read; using defaults.", qPrintable(settings.fileName()));
}

} // namespace AppSettings
