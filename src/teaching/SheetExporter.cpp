#include "teaching/SheetExporter.h"

#include "i18n/LanguageService.h"
#include "teaching/WorksheetWriter.h"

#include <QDir>
#include <QStandardPaths>
#include <QUrl>

SheetExporter::SheetExporter(QObject *parent)
    : QObject(parent)
{ }

QString SheetExporter::suggestedPath(const QString &lessonId, bool answers) const
{
    QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (folder.isEmpty() || !QDir(folder).exists())
        folder = QDir::homePath();
    const auto kind = answers ? WorksheetWriter::Kind::AnswerSheet : WorksheetWriter::Kind::Worksheet;
    return QDir(folder).filePath(
        WorksheetWriter::suggestedFileName(lessonId, kind, LanguageService::instance()->language()));
}

QString SheetExporter::exportSheet(const QString &lessonId, bool answers, bool letterPaper, const QString &path) const
{
    QString file = path.trimmed();
    if (file.startsWith(QLatin1String("file:")))
        file = QUrl(file).toLocalFile();
    if (!file.isEmpty() && !file.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        file += QLatin1String(".pdf");
    const WorksheetWriter::Result result = WorksheetWriter::write(
        lessonId, answers ? WorksheetWriter::Kind::AnswerSheet : WorksheetWriter::Kind::Worksheet,
        letterPaper ? WorksheetWriter::Paper::Letter : WorksheetWriter::Paper::A4, file);
    return result.ok ? QString() : result.error;
}
