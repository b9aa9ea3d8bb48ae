#pragma once

// Small helpers shared by the C++ tests.
#include "settings/AppSettings.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QLibraryInfo>
#include <QLoggingCategory>
#include <QMap>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <atomic>
#include <functional>
#include <utility>

namespace TestSupport {

// While it lives, turns on the debug messages of one logging category and hands each to
// `record`, for a test that reads what Qt does from its log (the renderer's repaints, the
// QML files the engine loads); every other message goes on as before. `record` may be
// called from another thread (Qt's type loader logs from its own). One at a time.
class CategoryLog
{
public:
    using Recorder = std::function<void(const QString &message)>;

    CategoryLog(QByteArray category, Recorder record)
        : m_category(std::move(category))
        , m_record(std::move(record))
    {
        Q_ASSERT(!s_active);
        s_active = this;
        m_previous = qInstallMessageHandler(&CategoryLog::handle);
        QLoggingCategory::setFilterRules(QString::fromLatin1(m_category + ".debug=true"));
    }
    ~CategoryLog()
    {
        QLoggingCategory::setFilterRules(QString::fromLatin1(m_category + ".debug=false"));
        qInstallMessageHandler(m_previous);
        s_active = nullptr;
    }
    Q_DISABLE_COPY_MOVE(CategoryLog)

private:
    static void handle(QtMsgType type, const QMessageLogContext &context, const QString &message)
    {
        const CategoryLog *log = s_active;
        if (!log)
            return;
        if (type == QtDebugMsg && log->m_category == context.category)
            log->m_record(message);
        else if (log->m_previous)
            log->m_previous(type, context, message);
    }

    static inline std::atomic<CategoryLog *> s_active = nullptr;
    QByteArray m_category;
    Recorder m_record;
    QtMessageHandler m_previous = nullptr;
};

// Runs the real hotspot-lab binary with its settings in configHome (not the user's).
struct AppRun
{
    int exitCode = -1;
    QProcess::ExitStatus exitStatus = QProcess::CrashExit;
    QString standardOutput;
    QString standardError;
    bool finished = false;
};

// `variables` are set in the app's environment on top of the test's; an empty value
// removes the variable.
inline AppRun runApp(const QStringList &arguments, const QString &configHome, int timeoutMs = 60000,
                     const QMap<QString, QString> &variables = {})
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), configHome);
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    for (auto variable = variables.cbegin(); variable != variables.cend(); ++variable) {
        if (variable.value().isEmpty())
            environment.remove(variable.key());
        else
            environment.insert(variable.key(), variable.value());
    }
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(HOTSPOT_APP_PATH), arguments);
    AppRun run;
    run.finished = process.waitForFinished(timeoutMs);
    if (!run.finished)
        process.kill();
    run.exitCode = process.exitCode();
    run.exitStatus = process.exitStatus();
    run.standardOutput = QString::fromUtf8(process.readAllStandardOutput());
    run.standardError = QString::fromUtf8(process.readAllStandardError());
    return run;
}

// What a poppler-utils tool (pdftotext, pdfinfo, pdffonts) prints for `arguments`, or a
// null string when it could not run (scripts/packages.txt installs poppler-utils).
inline QString popplerOutput(const QString &tool, const QStringList &arguments)
{
    QProcess process;
    process.start(tool, arguments);
    if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return QString();
    return QString::fromUtf8(process.readAllStandardOutput());
}

// Removes the test's settings file, once the writes still queued have reached it: one
// that landed after the removal would leak into the next test.
inline void removeSettingsFile()
{
    AppSettings::flush();
    QFile::remove(AppSettings::filePath());
}

// Where the app keeps its settings file below a given XDG_CONFIG_HOME.
inline QString settingsFileIn(const QString &configHome)
{
    return QDir(configHome).filePath(QStringLiteral("HotspotLab/hotspot-lab/settings.ini"));
}

// An empty string when Qt's own catalogue of the language (qtbase_<code>.qm, which turns
// "Ctrl+B" into "Strg+B") was loaded by the app's language switch, else a message that says
// what to install: check it before comparing a text Qt translates.
inline QString missingQtCatalogue(const QString &language, const QString &loadedFile)
{
    if (!loadedFile.isEmpty())
        return QString();
    return QStringLiteral("Qt's own catalogue qtbase_%1.qm was not found in %2, so Qt's key names stay English: "
                          "install the Debian package qt6-translations-l10n (packaging/runtime-packages.txt lists it; "
                          "scripts/test installs it)")
        .arg(language, QLibraryInfo::path(QLibraryInfo::TranslationsPath));
}

} // namespace TestSupport
