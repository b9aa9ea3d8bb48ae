#pragma once

#include "teaching/LessonSheet.h"

#include <QCoreApplication>
#include <QList>
#include <QSize>
#include <QString>

// Writes a lesson's worksheet or answer sheet as a PDF with Qt's own PDF engine: rich
// text laid out on A4 or Letter pages (one QTextDocument per page, filled block by
// block), the figures drawn by SheetFigurePainter, every font embedded, and a footer with
// the sheet and the page number inside the margins.
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
    // A piece of the sheet that is never split over two pages: a heading, a paragraph, a
    // figure, a question, an answer. A heading (or a question) keeps with the next block.
    struct Block
    {
        QString html;
        bool keepWithNext = false;
    };
    // The sheet's blocks, in order; figures are "figure:N" images of `figurePixels`, the
    // sheet's figures first and then, on the answer sheet, its answer figures.
    static QList<Block> blocks(const LessonSheet &sheet, Kind kind, const QSize &figurePixels);
    // "worksheet" or "answers": the sheet's part of the file name the app suggests
    // ("hotspot-lab-lab-worksheet-de.pdf", RunExport::suggestedPath).
    static QString fileKind(Kind kind);
};
