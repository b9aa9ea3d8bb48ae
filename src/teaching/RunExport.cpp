#include "teaching/RunExport.h"

#include "i18n/LanguageService.h"

#include <QAbstractItemModel>
#include <QDir>
#include <QImageWriter>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUrl>

#include <cmath>

namespace {

int roleNamed(const QAbstractItemModel &model, const QByteArray &name)
{
    const QHash<int, QByteArray> roles = model.roleNames();
    for (auto it = roles.cbegin(); it != roles.cend(); ++it) {
        if (it.value() == name)
            return it.key();
    }
    return -1;
}

QString csvField(const QString &text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) && !text.contains(QLatin1Char('\n'))
        && !text.contains(QLatin1Char('\r')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

} // namespace

QString RunExport::cannotWrite(const QString &path, const QString &reason)
{
    //: An export failed; %1 is the file, %2 the system's reason
    return tr("Could not write \"%1\": %2").arg(QDir::toNativeSeparators(path), reason);
}

QString RunExport::csvNumber(const QVariant &value)
{
    switch (value.typeId()) {
    case QMetaType::Bool:
        return value.toBool() ? QStringLiteral("1") : QStringLiteral("0");
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::Long:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
        return QString::number(value.toLongLong());
    default:
        break;
    }
    bool isNumber = false;
    const double number = value.toDouble(&isNumber);
    if (!isNumber || !std::isfinite(number))
        return {};
    // QString::number is locale-free: a dot and no grouping, what every spreadsheet reads.
    // Four decimals hold every share and average the lessons show; zeros after them go.
    QString text = QString::number(number, 'f', 4);
    while (text.endsWith(QLatin1Char('0')))
        text.chop(1);
    if (text.endsWith(QLatin1Char('.')))
        text.chop(1);
    return text == QLatin1String("-0") ? QStringLiteral("0") : text;
}

QString RunExport::csv(const QAbstractItemModel &model)
{
    const int valueRole = roleNamed(model, "value");
    const int textRole = roleNamed(model, "textual");
    const int headerRole = roleNamed(model, "csvHeader");
    const int columns = model.columnCount();
    QStringList lines;
    QStringList fields;
    for (int column = 0; column < columns; ++column) {
        const QVariant title = headerRole >= 0 ? model.headerData(column, Qt::Horizontal, headerRole) : QVariant();
        fields.append(csvField(title.isValid() ? title.toString()
                                               : model.headerData(column, Qt::Horizontal, Qt::DisplayRole).toString()));
    }
    lines.append(fields.join(QLatin1Char(',')));
    for (int row = 0; row < model.rowCount(); ++row) {
        fields.clear();
        for (int column = 0; column < columns; ++column) {
            const QModelIndex index = model.index(row, column);
            const bool text = valueRole < 0 || (textRole >= 0 && model.data(index, textRole).toBool());
            fields.append(text ? csvField(model.data(index, Qt::DisplayRole).toString())
                               : csvNumber(model.data(index, valueRole)));
        }
        lines.append(fields.join(QLatin1Char(',')));
    }
    return lines.join(QLatin1String("\r\n")) + QLatin1String("\r\n");
}

RunExport::Result RunExport::writeCsv(const QAbstractItemModel &model, const QString &path)
{
    Result result;
    if (path.isEmpty()) {
        result.error = tr("Choose a file to save the table in.");
        return result;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        result.error = cannotWrite(path, file.errorString());
        return result;
    }
    QByteArray bytes("\xEF\xBB\xBF");
    bytes += csv(model).toUtf8();
    if (file.write(bytes) != bytes.size() || !file.commit()) {
        result.error = cannotWrite(path, file.errorString());
        return result;
    }
    result.ok = true;
    return result;
}

RunExport::Result RunExport::writePng(const QImage &image, const QString &path)
{
    Result result;
    if (path.isEmpty()) {
        result.error = tr("Choose a file to save the chart in.");
        return result;
    }
    if (image.isNull()) {
        result.error = cannotWrite(path, tr("the chart could not be drawn"));
        return result;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        result.error = cannotWrite(path, file.errorString());
        return result;
    }
    QImageWriter writer(&file, "png");
    if (!writer.write(image)) {
        file.cancelWriting();
        result.error = cannotWrite(path, writer.errorString());
        return result;
    }
    if (!file.commit()) {
        result.error = cannotWrite(path, file.errorString());
        return result;
    }
    result.ok = true;
    return result;
}

QString RunExport::exportFolder()
{
    QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (folder.isEmpty() || !QDir(folder).exists())
        folder = QDir::homePath();
    return folder;
}

QString RunExport::suggestedFileName(const QString &lessonId, const QString &name, const QString &language,
                                     const QString &extension)
{
    return QStringLiteral("hotspot-lab-%1-%2-%3.%4").arg(lessonId, name, language, extension);
}

QString RunExport::suggestedPath(const QString &lessonId, const QString &name, const QString &extension)
{
    return QDir(exportFolder())
        .filePath(suggestedFileName(lessonId, name, LanguageService::instance()->language(), extension));
}

QString RunExport::normalisedPath(const QString &path, const QString &extension)
{
    QString file = path.trimmed();
    if (file.startsWith(QLatin1String("file:")))
        file = QUrl(file).toLocalFile();
    const QString suffix = QLatin1Char('.') + extension;
    if (!file.isEmpty() && !file.endsWith(suffix, Qt::CaseInsensitive))
        file += suffix;
    return file;
}
