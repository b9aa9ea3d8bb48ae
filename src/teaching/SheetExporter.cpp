#include "teaching/SheetExporter.h"

#include "teaching/RunExport.h"
#include "teaching/WorksheetWriter.h"

SheetExporter::SheetExporter(QObject *parent)
    : QObject(parent)
{ }

QString SheetExporter::suggestedPath(const QString &lessonId, bool answers) const
{
    return RunExport::suggestedPath(
        lessonId,
        WorksheetWriter::fileKind(answers ? WorksheetWriter::Kind::AnswerSheet : WorksheetWriter::Kind::Worksheet),
        QStringLiteral("pdf"));
}

QString SheetExporter::exportSheet(const QString &lessonId, bool answers, bool letterPaper, const QString &path) const
{
    const QString file = RunExport::normalisedPath(path, QStringLiteral("pdf"));
    const WorksheetWriter::Result result = WorksheetWriter::write(
        lessonId, answers ? WorksheetWriter::Kind::AnswerSheet : WorksheetWriter::Kind::Worksheet,
        letterPaper ? WorksheetWriter::Paper::Letter : WorksheetWriter::Paper::A4, file);
    return result.ok ? QString() : result.error;
}
