// hotspot-models-test: links hotspotmodels, no Qt Quick, Charts or Widgets (models_links_models_only checks it).
// DetectTopKeysModel: the sketch's top-k list as a table and as the chart's lists, in
// the language's number format.
#include "i18n/LanguageService.h"
#include "lessons/detect/DetectTopKeysModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

class TestDetectTopKeysModel : public QObject
{
    Q_OBJECT

private slots:
    void init() { QVERIFY(LanguageService::instance()->applyLanguage(QStringLiteral("en"))); }
    void cleanup() { LanguageService::instance()->applyLanguage(QStringLiteral("en")); }

    void rowsFollowTheTopKeys()
    {
        HotKeyDetector detector;
        DetectTopKeysModel table;
        QAbstractItemModelTester tester(&table, QAbstractItemModelTester::FailureReportingMode::QtTest);
        table.setDetector(&detector);
        QCOMPARE(table.rowCount(), 0);
        QCOMPARE(table.columnCount(), int(DetectTopKeysModel::ColumnCount));
        QCOMPARE(table.chartMaximum(), 1);
        QCOMPARE(table.summary(), QStringLiteral("No key counted yet."));
        detector.feed(20'000);
        QCOMPARE(table.rowCount(), 10);
        const QVariantList top = detector.topKeys();
        for (int row = 0; row < 10; ++row) {
            const QVariantMap candidate = top.at(row).toMap();
            const int key = candidate.value(QStringLiteral("key")).toInt();
            const auto value = [&table, row](int column) {
                return table.index(row, column).data(DetectTopKeysModel::ValueRole).toLongLong();
            };
            QCOMPARE(value(DetectTopKeysModel::KeyColumn), key);
            QCOMPARE(value(DetectTopKeysModel::TrueCountColumn), detector.trueCount(key));
            QCOMPARE(value(DetectTopKeysModel::SketchColumn), detector.sketchEstimate(key));
            QCOMPARE(value(DetectTopKeysModel::SampledColumn), detector.sampledEstimate(key));
            QCOMPARE(value(DetectTopKeysModel::ErrorColumn),
                     value(DetectTopKeysModel::SketchColumn) - value(DetectTopKeysModel::TrueCountColumn));
            QVERIFY(value(DetectTopKeysModel::ErrorColumn) >= 0);
        }
        const int hot = detector.hotKeyBeforeShift();
        QCOMPARE(table.index(0, DetectTopKeysModel::KeyColumn).data().toString(), QString::number(hot));
        QVERIFY(table.index(0, 0).data(DetectTopKeysModel::HotRole).toBool());
        QVERIFY(!table.index(1, 0).data(DetectTopKeysModel::HotRole).toBool());
        QCOMPARE(table.chartKeys().size(), DetectTopKeysModel::kChartKeys);
        QCOMPARE(table.chartKeys().front(), QString::number(hot));
        QCOMPARE(table.chartTrueCounts().front().toLongLong(), detector.trueCount(hot));
        QCOMPARE(table.chartMaximum(),
                 std::max({detector.trueCount(hot), detector.sketchEstimate(hot), detector.sampledEstimate(hot)}));
        QVERIFY(
            table.summary().startsWith(QStringLiteral("key %1: true count %2, sketch %3, sampled %4; ")
                                           .arg(hot)
                                           .arg(QLocale(QLocale::English).toString(detector.trueCount(hot)))
                                           .arg(QLocale(QLocale::English).toString(detector.sketchEstimate(hot)))
                                           .arg(QLocale(QLocale::English).toString(detector.sampledEstimate(hot)))));
        // A true count in the thousands is grouped; the key is a name and is not.
        const QString count = table.index(0, DetectTopKeysModel::TrueCountColumn).data().toString();
        QVERIFY2(count.contains(QLatin1Char(',')), qPrintable(count));

        detector.reset();
        QCOMPARE(table.rowCount(), 0);
        QVERIFY(table.chartKeys().isEmpty());
    }

    // With decay the sketch holds halved counts: the column says so, and no error is
    // computed against a lifetime total.
    void decayRenamesTheSketchColumnAndDropsTheError()
    {
        HotKeyDetector detector;
        DetectTopKeysModel table;
        QAbstractItemModelTester tester(&table, QAbstractItemModelTester::FailureReportingMode::QtTest);
        table.setDetector(&detector);
        QCOMPARE(table.headers().at(DetectTopKeysModel::SketchColumn), QStringLiteral("Sketch estimate"));
        QSignalSpy headers(&table, &DetectTopKeysModel::headersChanged);
        detector.setHalveEvery(5'000);
        QCOMPARE(headers.count(), 1);
        QCOMPARE(table.headers().at(DetectTopKeysModel::SketchColumn), QStringLiteral("Sketch estimate (halved)"));
        detector.feed(20'000);
        const QModelIndex error = table.index(0, DetectTopKeysModel::ErrorColumn);
        QCOMPARE(error.data().toString(), QStringLiteral("–"));
        // Halved counts fall below the totals.
        QVERIFY(table.index(0, DetectTopKeysModel::SketchColumn).data(DetectTopKeysModel::ValueRole).toLongLong()
                < table.index(0, DetectTopKeysModel::TrueCountColumn).data(DetectTopKeysModel::ValueRole).toLongLong());
        detector.setHalveEvery(0);
        QCOMPARE(table.headers().at(DetectTopKeysModel::SketchColumn), QStringLiteral("Sketch estimate"));
        detector.feed(20'000);
        QVERIFY(table.index(0, DetectTopKeysModel::ErrorColumn).data().toString() != QStringLiteral("–"));
    }

    void headersAndNumbersFollowTheLanguage()
    {
        HotKeyDetector detector;
        DetectTopKeysModel table;
        table.setDetector(&detector);
        detector.feed(20'000);
        QCOMPARE(table.headers().size(), int(DetectTopKeysModel::ColumnCount));
        QCOMPARE(table.headers().at(DetectTopKeysModel::TrueCountColumn), QStringLiteral("True count"));
        QSignalSpy headers(&table, &DetectTopKeysModel::headersChanged);
        QVERIFY(LanguageService::instance()->setLanguage(QStringLiteral("de")));
        QCOMPARE(headers.count(), 1);
        QVERIFY(table.headers().at(DetectTopKeysModel::TrueCountColumn) != QStringLiteral("True count"));
        const QString count = table.index(0, DetectTopKeysModel::TrueCountColumn).data().toString();
        QVERIFY2(count.contains(QLatin1Char('.')), qPrintable(count));
    }
};

QTEST_MAIN(TestDetectTopKeysModel)
#include "tst_detecttopkeysmodel.moc"
