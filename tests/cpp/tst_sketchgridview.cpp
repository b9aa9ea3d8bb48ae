// SketchGridView: the sketch's grid painted in one item, cell by cell from the
// SketchGridModel: the shades, the looked-up key's outlined cells, its filled minimum and
// the counts where they fit.
#include "lessons/detect/SketchGridView.h"

#include <QImage>
#include <QPainter>
#include <QTest>

class TestSketchGridView : public QObject
{
    Q_OBJECT

private:
    // A detector with a sketch `sketchWidth` counters wide, its grid model, and a view of
    // it `viewWidth` px wide and 4 x 20 px high, on a 16 px font.
    struct Sketch
    {
        HotKeyDetector detector;
        SketchGridModel grid;
        SketchGridView view;

        Sketch(int sketchWidth, qreal viewWidth)
        {
            detector.setSketchWidth(sketchWidth);
            grid.setDetector(&detector);
            view.setGrid(&grid);
            view.setSize({viewWidth, 4 * 20.0});
            QFont font;
            font.setPixelSize(16);
            view.setFont(font);
        }

        // The column of the looked-up key's counter in `row`.
        int lookedUpColumn(int row) const { return grid.lookupColumns().at(row).toInt(); }
    };

    static QColor pixelAt(SketchGridView &view, const QPointF &point)
    {
        QImage image(view.size().toSize(), QImage::Format_ARGB32);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        view.paint(&painter);
        painter.end();
        return image.pixelColor(point.toPoint());
    }

private slots:
    void cellsFollowTheModel()
    {
        Sketch sketch(64, 640);
        auto &[detector, grid, view] = sketch;
        view.setSurfaceColor(Qt::white);
        view.setShadeColor(QColor(0, 0, 255));
        view.setMarkColor(QColor(200, 0, 0));
        QCOMPARE(view.columns(), 64);
        QCOMPARE(view.rows(), 4);
        // Whole pixels per cell, the columns sharing the width.
        QCOMPARE(view.cellRect(1, 2), QRectF(20, 20, 10, 20));
        QVERIFY(view.cellRect(4, 0).isNull());
        QVERIFY(view.cellRect(0, -1).isNull());

        // Before any request every cell has the lightest shade: 10% of the blue.
        QCOMPARE(view.cellColor(0, 0), QColor::fromRgbF(0.9F, 0.9F, 1.0F));
        detector.feed(5'000);
        const int hot = detector.hotKeyNow();
        grid.setLookupKey(hot);
        const int minimumRow = grid.lookupMinimumRow();
        const int minimumColumn = sketch.lookedUpColumn(minimumRow);
        QCOMPARE(view.cellColor(minimumRow, minimumColumn), QColor(200, 0, 0));
        // The largest counter is the darkest cell: all of the shade.
        bool foundLargest = false;
        for (int row = 0; row < view.rows() && !foundLargest; ++row) {
            for (int column = 0; column < view.columns() && !foundLargest; ++column) {
                const QModelIndex cell = grid.index(row, column);
                if (cell.data(SketchGridModel::CountRole).toLongLong() != grid.largestCounter()
                    || cell.data(SketchGridModel::MinimumRole).toBool())
                    continue;
                QCOMPARE(view.cellColor(row, column).rgb(), QColor(0, 0, 255).rgb());
                foundLargest = true;
            }
        }
        QVERIFY(foundLargest);
        // The lines between cells are the surface.
        const QRectF minimumCell = view.cellRect(minimumRow, minimumColumn);
        QCOMPARE(pixelAt(view, minimumCell.bottomRight() - QPointF(1, 1)).rgb(), QColor(Qt::white).rgb());

        // The painting shows the same: the minimum filled with the mark colour.
        QCOMPARE(pixelAt(view, minimumCell.center()).rgba(), QColor(200, 0, 0).rgba());
        const int otherRow = (minimumRow + 1) % 4;
        const QRectF touched = view.cellRect(otherRow, sketch.lookedUpColumn(otherRow));
        // Outlined: the border is the mark colour, the middle the cell's shade.
        QCOMPARE(pixelAt(view, touched.topLeft() + QPointF(0.5, 0.5)).rgba(), QColor(200, 0, 0).rgba());
        QCOMPARE(pixelAt(view, touched.center()).rgba(),
                 view.cellColor(otherRow, sketch.lookedUpColumn(otherRow)).rgba());

        // 10 px cells are too narrow for a number.
        QCOMPARE(view.cellText(minimumRow, minimumColumn), QString());
    }

    void wideCellsShowTheirCount()
    {
        Sketch sketch(16, 960);
        auto &[detector, grid, view] = sketch;
        QCOMPARE(view.columns(), 16);
        detector.feed(2'000);
        grid.setLookupKey(detector.hotKeyNow());
        const int minimumRow = grid.lookupMinimumRow();
        const int minimumColumn = sketch.lookedUpColumn(minimumRow);
        QCOMPARE(view.cellText(minimumRow, minimumColumn), QStringLiteral("min"));
        const int otherRow = (minimumRow + 1) % 4;
        const int otherColumn = sketch.lookedUpColumn(otherRow);
        QCOMPARE(view.cellText(otherRow, otherColumn), grid.index(otherRow, otherColumn).data().toString());
        QVERIFY(!view.cellText(otherRow, otherColumn).isEmpty());
    }

    // A wide sketch has no cells; no model paints nothing.
    void noCellsNoPainting()
    {
        HotKeyDetector detector;
        SketchGridModel grid;
        grid.setDetector(&detector);
        SketchGridView view;
        view.setSize({200, 80});
        QCOMPARE(view.rows(), 0);
        view.setGrid(&grid);
        QCOMPARE(view.rows(), 0);
        QCOMPARE(view.columns(), 0);
        QVERIFY(view.cellRect(0, 0).isNull());
        QVERIFY(!view.cellColor(0, 0).isValid());
        QCOMPARE(pixelAt(view, {10, 10}).alpha(), 0);
    }
};

QTEST_MAIN(TestSketchGridView)
#include "tst_sketchgridview.moc"
