#pragma once

#include <QSettings>
#include <QString>
#include <QVariant>

#include <memory>

// One place that decides where settings live. The file sits in the app's config
// location, so QStandardPaths::setTestModeEnabled(true) isolates tests from a user's
// settings.
namespace AppSettings {

QString filePath();
// The settings for reading, once every write made before has reached the file.
std::unique_ptr<QSettings> open();

// Writes, made on the GUI thread, reach the file on a worker thread one after the other,
// in order. Each rewrites and syncs the whole file, which would otherwise cost a language
// switch, a zoom step or opening a lesson a few milliseconds before its frame.
void setValue(const QString &key, const QVariant &value);
// Several values in one write: they reach the file together.
void setValues(const QVariantMap &values);
void remove(const QString &key);
// Waits until every write made so far is in the file (open() does this itself). At exit
// the writes still pending are finished before the process ends.
void flush();

// Reports once per process (on stderr) that the settings file could not be read.
void warnIfUnreadable(const QSettings &settings);

} // namespace AppSettings
