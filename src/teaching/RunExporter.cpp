#include "teaching/RunExporter.h"

#include "i18n/LanguageService.h"
#include "teaching/RunExport.h"

#include <QAbstractItemModel>
#include <QDir>
#include <QQuickItem>
#include <QQuickItemGrabResult>
#include <QVariantMap>

namespace {

// The page's items in the order they are laid out in (depth first, children by their z-less
// order of creation), which is the page's reading order.
void collectCharts(QQuickItem *item, QList<QQuickItem *> &charts)
{
    if (!item || !item->isVisible())
        return;
    if (!item->property("exportName").toString().isEmpty())
        charts.append(item);
    const QList<QQuickItem *> children = item->childItems();
    for (QQuickItem *child : children)
        collectCharts(child, charts);
}

} // namespace

RunExporter::RunExporter(QObject *parent)
    : QObject(parent)
{ }

QVariantList RunExporter::exportables(QQuickItem *page) const
{
    QList<QQuickItem *> charts;
    collectCharts(page, charts);
    QVariantList tables;
    QVariantList images;
    QList<QObject *> seenTables;
    for (QQuickItem *chart : std::as_const(charts)) {
        QObject *table = chart->property("runTable").value<QObject *>();
        if (qobject_cast<QAbstractItemModel *>(table) && !seenTables.contains(table)) {
            seenTables.append(table);
            tables.append(QVariantMap {
                {QStringLiteral("kind"), QStringLiteral("csv")},
                //: An entry of the export dialog: %1 names a lesson's table of results
                {QStringLiteral("title"), tr("Table (CSV): %1").arg(chart->property("runTableTitle").toString())},
                {QStringLiteral("name"), chart->property("runTableName").toString()},
                {QStringLiteral("target"), QVariant::fromValue(table)},
            });
        }
        QString heading = chart->property("heading").toString();
        if (heading.isEmpty())
            heading = chart->property("exportTitle").toString();
        images.append(QVariantMap {
            {QStringLiteral("kind"), QStringLiteral("png")},
            //: An entry of the export dialog: %1 is a chart's heading
            {QStringLiteral("title"), tr("Chart (PNG): %1").arg(heading)},
            {QStringLiteral("name"), chart->property("exportName").toString()},
            {QStringLiteral("target"), QVariant::fromValue(static_cast<QObject *>(chart))},
        });
    }
    // Charts that keep the default name are told apart by their place: chart-1, chart-2.
    QHash<QString, int> uses;
    for (const QVariant &image : std::as_const(images))
        ++uses[image.toMap().value(QStringLiteral("name")).toString()];
    QHash<QString, int> numbered;
    for (QVariant &image : images) {
        QVariantMap map = image.toMap();
        const QString name = map.value(QStringLiteral("name")).toString();
        if (uses.value(name) > 1)
            map.insert(QStringLiteral("name"), QStringLiteral("%1-%2").arg(name).arg(++numbered[name]));
        image = map;
    }
    return tables + images;
}

QString RunExporter::suggestedPath(const QString &lessonId, const QString &name, const QString &kind) const
{
    return QDir(RunExport::exportFolder())
        .filePath(RunExport::suggestedFileName(lessonId, name, LanguageService::instance()->language(), kind));
}

QString RunExporter::filePath(const QString &path, const QString &kind) const
{
    return RunExport::normalisedPath(path, kind);
}

QString RunExporter::exportTable(QObject *model, const QString &path) const
{
    const auto *table = qobject_cast<QAbstractItemModel *>(model);
    if (!table) {
        qWarning("RunExporter::exportTable: no table to export");
        return RunExport::tr("There is no table to export.");
    }
    return RunExport::writeCsv(*table, RunExport::normalisedPath(path, QStringLiteral("csv"))).error;
}

QString RunExporter::saveChart(QQuickItem *chart, const QString &path)
{
    const QString file = RunExport::normalisedPath(path, QStringLiteral("png"));
    if (!chart || chart->width() <= 0 || chart->height() <= 0 || !chart->window()) {
        qWarning("RunExporter::saveChart: no chart on screen to save");
        return RunExport::tr("There is no chart to save.");
    }
    if (file.isEmpty())
        return RunExport::tr("Choose a file to save the chart in.");
    // A chart scrolled out of view takes no new data (LessonChart.showing): it is made to
    // catch up for the picture, and left to rest again afterwards.
    chart->setProperty("exporting", true);
    const QSharedPointer<QQuickItemGrabResult> grab = chart->grabToImage();
    if (!grab) {
        chart->setProperty("exporting", false);
        return RunExport::tr("The chart could not be drawn.");
    }
    // The grab lives until it is ready: kept here, not in its own connection.
    m_pendingGrabs.append(grab);
    QPointer<QQuickItem> source(chart);
    QQuickItemGrabResult *pending = grab.data();
    connect(pending, &QQuickItemGrabResult::ready, this, [this, pending, source, file] {
        if (source)
            source->setProperty("exporting", false);
        const RunExport::Result result = RunExport::writePng(pending->image(), file);
        m_pendingGrabs.removeIf([pending](const auto &grab) { return grab.data() == pending; });
        emit chartSaved(file, result.error);
    });
    return {};
}
