#include "app/AppSettings.h"

#include <QDir>
#include <QStandardPaths>
#include <QtGlobal>

namespace AppSettings {

QString filePath()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation);
    return QDir(dir).filePath(QStringLiteral("settings.ini"));
}

std::unique_ptr<QSettings> open()
{
    auto settings = std::make_unique<QSettings>(filePath(), QSettings::IniFormat);
    warnIfUnreadable(*settings);
    return settings;
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
