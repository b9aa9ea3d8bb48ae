#include "teaching/RunExporter.h"

#include "app/FrameSettle.h"
#include "teaching/RunExport.h"

#include <QAbstractItemModel>
#include <QDir>
#include <QQuickItem>
#include <QQuickItemGrabResult>
#include <QVariantMap>

namespace {

// A chart settles within a few frames; a window that shows none (minimised) gives up.
constexpr int kChartQuietMs = 100;
constexpr int kChartDeadlineMs = 5000;

// The page's charts depth first, each item's children in their order: the page's reading
// order.
void collectCharts(QQuickItem *item, QList<QQuickItem *> &charts)
{
    if (!item || !item->isVisible())
        return;
    // A LessonChart (a Qt Charts view) with a name; a wrapper may pass the name on to it.
    if (item->inherits("DeclarativeChart") && !item->property("exportName").toString().isEmpty())
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
        const QString heading = chart->property("heading").toString();
        images.append(QVariantMap {
            {QStringLiteral("kind"), QStringLiteral("png")},
            //: An entry of the export dialog: %1 is a chart's heading
            {QStringLiteral("title"), tr("Chart (PNG): %1").arg(heading)},
            {QStringLiteral("name"), chart->property("exportName").toString()},
            {QStringLiteral("target"), QVariant::fromValue(static_cast<QObject *>(chart))},
        });
    }
    return tables + images;
}

QString RunExporter::suggestedPath(const QString &lessonId, const QString &name, const QString &kind) const
{
    return RunExport::suggestedPath(lessonId, name, kind);
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
    // catch up for the picture, and the picture is taken once its window has settled, as
    // Qt Charts paints a new scene a frame or two after the data changed.
    m_exporting.append(chart);
    chart->setProperty("exporting", true);
    QPointer<QQuickItem> source(chart);
    auto *settle = new FrameSettle(chart->window(), kChartQuietMs, kChartDeadlineMs, this);
    connect(settle, &FrameSettle::settled, this, [this, settle, source, file](bool inTime) {
        settle->deleteLater();
        const QSharedPointer<QQuickItemGrabResult> grab = inTime && source ? source->grabToImage() : nullptr;
        if (!grab) {
            finishChart(source, file, QImage());
            return;
        }
        // The grab lives until it is ready, here; it is let go after its ready() returned.
        m_pendingGrabs.append(grab);
        QQuickItemGrabResult *pending = grab.data();
        connect(pending, &QQuickItemGrabResult::ready, this, [this, pending, source, file] {
            finishChart(source, file, pending->image());
            QMetaObject::invokeMethod(
                this,
                [this, pending] {
                    m_pendingGrabs.removeIf([pending](const auto &held) { return held.data() == pending; });
                },
                Qt::QueuedConnection);
        });
    });
    settle->start();
    return {};
}

void RunExporter::finishChart(QQuickItem *chart, const QString &file, const QImage &image)
{
    if (chart) {
        m_exporting.removeOne(chart);
        if (!m_exporting.contains(chart))
            chart->setProperty("exporting", false);
    } else {
        m_exporting.removeAll(nullptr);
    }
    const RunExport::Result result = RunExport::writePng(image, file);
    emit chartSaved(file, result.error);
}
