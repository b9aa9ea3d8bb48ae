#pragma once

#include <QSettings>
#include <QString>

#include <memory>

// One place that decides where settings live. The file sits in the app's config
// location, so QStandardPaths::setTestModeEnabled(true) isolates tests from a user's
// settings.
namespace AppSettings {

QString filePath();
std::unique_ptr<QSettings> open();

// Reports once per process (on stderr) that the settings file could not be read.
void warnIfUnreadable(const QSettings &settings);

} // namespace AppSettings
