#pragma once

#include <QObject>
#include <QQmlEngine>
#include <QString>

// The File menu's "Export worksheet..." and "Export answer sheet...": where a sheet goes
// by default, and the export itself (WorksheetWriter), for QML.
class SheetExporter : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit SheetExporter(QObject *parent = nullptr);

    // In the user's documents folder (or home): hotspot-lab-<lesson>-<kind>-<language>.pdf.
    Q_INVOKABLE QString suggestedPath(const QString &lessonId, bool answers) const;
    // Writes the sheet in the current language. Empty on success, else what went wrong,
    // in the current language; a file already at `path` stays as it was then.
    Q_INVOKABLE QString exportSheet(const QString &lessonId, bool answers, bool letterPaper, const QString &path) const;
};
