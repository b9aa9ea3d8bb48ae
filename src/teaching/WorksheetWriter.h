#pragma once

#include "teaching/LessonSheet.h"

#include <QCoreApplication>
#include <QSize>
#include <QString>

// Writes a lesson's worksheet or answer sheet as a PDF with Qt's own PDF engine: a
// QTextDocument laid out on A4 or Letter pages, the figures drawn by SheetFigurePainter,
// every font embedded, and a footer with the lesson and the page number inside the
// margins.
class WorksheetWriter
{
    Q_DECLARE_TR_FUNCTIONS(WorksheetWriter)

public:
    enum class Kind {
        Worksheet,
        AnswerSheet,
    };
    enum class Paper {
        A4,
        Letter,
    };
    // The page margin on every side, in millimetres.
    static constexpr double kMarginMillimetres = 18.0;

    struct Result
    {
        bool ok = false;
        int pages = 0;
        QString error; // in the current language, when not ok
    };

    // Writes the sheet of `lessonId` in the current language to `path`. An unknown lesson,
    // an empty path or a file that cannot be written gives an error and leaves any file
    // already at `path` as it was.
    static Result write(const QString &lessonId, Kind kind, Paper paper, const QString &path);
    // The document's HTML; figures are "figure:N" images of `figurePixels`, in the order of
    // the sheet's figures and then, on the answer sheet, its answer figures.
    static QString html(const LessonSheet &sheet, Kind kind, const QSize &figurePixels);
    // "hotspot-lab-lab-worksheet-de.pdf": the file name the app suggests.
    static QString suggestedFileName(const QString &lessonId, Kind kind, const QString &language);
};
