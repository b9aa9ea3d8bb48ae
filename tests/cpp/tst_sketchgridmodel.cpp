// hotspot-models-test: links hotspotmodels, no Qt Quick, Charts or Widgets (models_links_models_only checks it).
// SketchGridModel: the narrow sketch counter by counter, the cells a key touches and
// the row that gives its estimate, the summary at any width, and a key that shares one
// cell with the hot key but not all.
#include "i18n/LanguageService.h"
#include "lessons/detect/SketchGridModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

class TestSketchGridModel : public QObject
{
    Q_OBJECT

private slots:
    void init() { QVERIFY(LanguageService::instance()->applyLanguage(QStringLiteral("en"))); }

    void aNarrowSketchIsDrawnCellByCell()
    {
        HotKeyDetector detector;
        detector.setSketchWidth(16);
        detector.setSketchDepth(3);
        SketchGridModel grid;
        QAbstractItemModelTester tester(&grid, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(!grid.drawn());
        grid.setDetector(&detector);
        QVERIFY(grid.drawn());
        QCOMPARE(grid.rowCount(), 3);
        QCOMPARE(grid.columnCount(), 16);
        detector.feed(20'000);
        // Every row counts every request once.
        for (int row = 0; row < 3; ++row) {
            qint64 sum = 0;
            for (int column = 0; column < 16; ++column)
                sum += grid.index(row, column).data(SketchGridModel::CountRole).toLongLong();
            QCOMPARE(sum, 20'000);
        }
        QCOMPARE(grid.fillPercent(), 100.0);
        // The shades follow this feed's largest counter: the largest cell is 1, none above.
        double darkest = 0;
        for (int row = 0; row < 3; ++row) {
            for (int column = 0; column < 16; ++column)
                darkest = std::max(darkest, grid.index(row, column).data(SketchGridModel::HeatRole).toDouble());
        }
        QCOMPARE(darkest, 1.0);
        QVERIFY(grid.largestCounter() >= detector.trueCount(detector.hotKeyBeforeShift()));
        QCOMPARE(grid.index(0, 0).data().toString(),
                 QLocale(QLocale::English).toString(grid.index(0, 0).data(SketchGridModel::CountRole).toLongLong()));

        const int hot = detector.hotKeyBeforeShift();
        QSignalSpy lookup(&grid, &SketchGridModel::lookupChanged);
        grid.setLookupKey(hot);
        QCOMPARE(lookup.count(), 1);
        const QVariantList columns = grid.lookupColumns();
        const QVariantList counters = grid.lookupCounters();
        QCOMPARE(columns.size(), 3);
        qint64 smallest = counters.front().toLongLong();
        for (int row = 0; row < 3; ++row) {
            const QModelIndex cell = grid.index(row, columns.at(row).toInt());
            QVERIFY(cell.data(SketchGridModel::TouchedRole).toBool());
            QCOMPARE(cell.data(SketchGridModel::CountRole), counters.at(row));
            smallest = std::min(smallest, counters.at(row).toLongLong());
        }
        QCOMPARE(counters.at(grid.lookupMinimumRow()).toLongLong(), smallest);
        QCOMPARE(smallest, detector.sketchEstimate(hot));
        QVERIFY(grid.index(grid.lookupMinimumRow(), columns.at(grid.lookupMinimumRow()).toInt())
                    .data(SketchGridModel::MinimumRole)
                    .toBool());
        int touched = 0;
        for (int row = 0; row < 3; ++row) {
            for (int column = 0; column < 16; ++column)
                touched += grid.index(row, column).data(SketchGridModel::TouchedRole).toBool() ? 1 : 0;
        }
        QCOMPARE(touched, 3);
    }

    // The key that shares the hot key's cell in row 0 is estimated far too high by that
    // row alone; the other rows bring its estimate down.
    void depthHelpsAKeyThatSharesOneCell()
    {
        HotKeyDetector detector;
        detector.setSketchWidth(64);
        SketchGridModel grid;
        grid.setDetector(&detector);
        detector.feed(20'000);
        const int hot = detector.hotKeyBeforeShift();
        const int neighbour = grid.keySharingOneCellWith(hot);
        QVERIFY(neighbour >= 0 && neighbour != hot);
        QVERIFY(detector.trueCount(neighbour) > 0);
        grid.setLookupKey(neighbour);
        const QVariantList counters = grid.lookupCounters();
        QVERIFY(counters.front().toLongLong() >= detector.trueCount(hot));
        QVERIFY(detector.sketchEstimate(neighbour) < detector.trueCount(hot));
        QVERIFY(grid.lookupMinimumRow() != 0);
        // Row 1 is shared, and at least one row is not.
        const QVariantList shared = grid.rowsSharedWith(hot);
        QVERIFY(!shared.isEmpty() && shared.size() < detector.sketchDepth());
        QCOMPARE(shared.front().toInt(), 1);
        QVERIFY(grid.rowsSharedWith(neighbour).isEmpty());
        QVERIFY(grid.rowsSharedWith(-5).isEmpty());

        detector.setSketchDepth(1);
        QCOMPARE(grid.keySharingOneCellWith(hot), -1);
        QCOMPARE(grid.keySharingOneCellWith(-5), -1);
    }

    void aWideSketchHasOnlyASummary()
    {
        HotKeyDetector detector;
        SketchGridModel grid;
        QAbstractItemModelTester tester(&grid, QAbstractItemModelTester::FailureReportingMode::QtTest);
        grid.setDetector(&detector);
        QVERIFY(!grid.drawn());
        QCOMPARE(grid.rowCount(), 0);
        QCOMPARE(grid.fillPercent(), 0.0);
        detector.feed(1'000);
        QVERIFY(grid.fillPercent() > 0.0 && grid.fillPercent() < 100.0);
        detector.setSketchWidth(32);
        QVERIFY(grid.drawn());
        QCOMPARE(grid.columnCount(), 32);
    }

    void invalidKeysAreRefused()
    {
        HotKeyDetector detector;
        SketchGridModel grid;
        grid.setDetector(&detector);
        grid.setLookupKey(7);
        QTest::ignoreMessage(QtWarningMsg,
                             "SketchGridModel: lookupKey 100000 refused; valid keys are -1 (none) and 0-99999");
        grid.setLookupKey(100'000);
        QCOMPARE(grid.lookupKey(), 7);
        grid.setLookupKey(-1);
        QVERIFY(grid.lookupColumns().isEmpty());
        QCOMPARE(grid.lookupMinimumRow(), -1);
    }
};

QTEST_MAIN(TestSketchGridModel)
#include "tst_sketchgridmodel.moc"
