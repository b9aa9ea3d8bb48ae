#pragma once

#include <QObject>
#include <QPointer>
#include <QQmlEngine>
#include <QSharedPointer>
#include <QString>
#include <QVariantList>

class QImage;
class QQuickItem;
class QQuickItemGrabResult;

// Exports of a lesson's run for QML (RunExport does the writing): the tables and charts a
// page offers, the path suggested for each, and the exports themselves. A chart offers
// itself by a non-empty `exportName` (LessonChart), and its run's table by `runTable`
// (a model with "value" and "textual" roles), `runTableName` and `runTableTitle`.
class RunExporter : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit RunExporter(QObject *parent = nullptr);

    // What the page on screen offers, in the page's order: each a map with "kind" ("csv" or
    // "png"), "title" (in the current language), "name" (for the file) and "target" (the
    // table model or the chart). A table shared by several charts is offered once; hidden
    // charts are left out.
    Q_INVOKABLE QVariantList exportables(QQuickItem *page) const;
    // In the user's documents folder (or home): hotspot-lab-<lesson>-<name>-<language>.<kind>.
    Q_INVOKABLE QString suggestedPath(const QString &lessonId, const QString &name, const QString &kind) const;
    // The file an export to `path` writes: a "file:" URL resolved, the extension added.
    Q_INVOKABLE QString filePath(const QString &path, const QString &kind) const;
    // Writes the table as CSV. Empty on success, else what went wrong in the current language.
    Q_INVOKABLE QString exportTable(QObject *model, const QString &path) const;
    // Draws the chart and writes it as PNG. The drawing takes a frame: an empty result
    // means it started, and chartSaved() tells how it ended; a refusal (no chart, no file)
    // is returned at once.
    Q_INVOKABLE QString saveChart(QQuickItem *chart, const QString &path);
    // A chart's context menu asks for the export dialog, with this chart or its table chosen.
    Q_INVOKABLE void requestExport(QObject *target) { emit exportRequested(target); }

signals:
    void chartSaved(const QString &path, const QString &error);
    void exportRequested(QObject *target);

private:
    // Writes a chart's picture (a null image: it could not be drawn) and reports it.
    void finishChart(QQuickItem *chart, const QString &file, const QImage &image);

    QList<QSharedPointer<QQuickItemGrabResult>> m_pendingGrabs;
    // The charts being drawn for a PNG, once per save under way.
    QList<QPointer<QQuickItem>> m_exporting;
};
