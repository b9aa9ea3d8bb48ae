#pragma once

#include <QCoreApplication>
#include <QImage>
#include <QString>
#include <QVariant>

class QAbstractItemModel;

// A lesson's run taken out of the app: a table model as CSV (one row per partition,
// minute or key) and a chart as PNG. The CSV's header row is the model's own, in the
// current language (where the model has a "csvHeader" role, its header for that role:
// the title with the unit the exported numbers are in); its numbers are written for
// spreadsheets in any language (a dot before decimals, no digit grouping). Files are
// written with QSaveFile: a failed export leaves a file already at the path as it was.
class RunExport
{
    Q_DECLARE_TR_FUNCTIONS(RunExport)

public:
    struct Result
    {
        bool ok = false;
        QString error; // in the current language, when not ok
    };

    // The model's rows as CSV text (RFC 4180, CRLF line ends). A cell is the model's
    // "value" role, a number, unless the model marks the column as text (its "textual"
    // role), which gives the displayed text. A cell without a value stays empty.
    static QString csv(const QAbstractItemModel &model);
    // One number as the CSV writes it: "12", "33.3333", "-0.5"; true and false are 1 and 0.
    static QString csvNumber(const QVariant &value);

    // Writes csv(model), UTF-8 with a byte-order mark (so that spreadsheets read the
    // header's umlauts), to `path`.
    static Result writeCsv(const QAbstractItemModel &model, const QString &path);
    // Writes a chart's picture as PNG to `path`; a null image is refused.
    static Result writePng(const QImage &image, const QString &path);

    // Where exports go unless the user says otherwise: the documents folder, or home.
    static QString exportFolder();
    // "hotspot-lab-lab-run-de.csv": the file name the app suggests for a run's table or
    // chart; `name` says which of the lesson's tables or charts it is.
    static QString suggestedFileName(const QString &lessonId, const QString &name, const QString &language,
                                     const QString &extension);
    // That file in exportFolder(), in the current language: what an export dialog proposes.
    static QString suggestedPath(const QString &lessonId, const QString &name, const QString &extension);
    // "Could not write "FILE": reason", the message of every export that failed.
    static QString cannotWrite(const QString &path, const QString &reason);
    // A path the user typed, made a local file with the extension: "file:" URLs are
    // resolved, the extension is added when missing.
    static QString normalisedPath(const QString &path, const QString &extension);
};
