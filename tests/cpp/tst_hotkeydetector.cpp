// hotspot-models-test: links hotspotmodels, no Qt Quick, Charts or Widgets (models_links_models_only checks it).
// HotKeyDetector, the QML contract of the detect lesson: every name the page and the
// checks outside the repository use, the defaults, refused values and the signals.
#include "lessons/detect/HotKeyDetector.h"

#include "i18n/NumberFormat.h"

#include <QAbstractItemModelTester>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QSignalSpy>
#include <QTest>

#include <cmath>
#include <memory>

class TestHotKeyDetector : public QObject
{
    Q_OBJECT

private slots:
    void theQmlContract()
    {
        QQmlEngine engine;
        QQmlComponent component(&engine);
        component.setData(R"(
            import QtQml
            import HotspotLab.Models
            HotKeyDetector {
                sketchWidth: 1024
                readonly property var settings: [distinctKeys, hotSharePercent, shiftAt, sketchDepth,
                    topK, sampleEvery, halveEvery, seed]
                readonly property var figures: [requestCount, hotKeyBeforeShift, hotKeyAfterShift,
                    hotKeyNow, detectedHotKey, epsilon, delta, sketchMemoryBytes, keysSeen,
                    exactMemoryBytes, maxOverestimate, withinBoundPercent]
                property var before: []
                property var top: []
                property int trueOfHot: -1
                property int sketchOfHot: -1
                property int sampledOfHot: -1
                Component.onCompleted: {
                    before = [requestCount, detectedHotKey, keysSeen];
                    feed(20000);
                    top = topKeys();
                    trueOfHot = trueCount(hotKeyBeforeShift);
                    sketchOfHot = sketchEstimate(hotKeyBeforeShift);
                    sampledOfHot = sampledEstimate(hotKeyBeforeShift);
                }
            })",
                          QUrl(QStringLiteral("qrc:/tst_hotkeydetector.qml")));
        std::unique_ptr<QObject> object(component.create());
        QVERIFY2(object, qPrintable(component.errorString()));
        auto *detector = qobject_cast<HotKeyDetector *>(object.get());
        QVERIFY(detector);
        // The defaults of the curriculum, read before the first request.
        QCOMPARE(object->property("settings").toList(), (QVariantList {100'000, 10, 50'000, 4, 10, 100, 0, 1}));
        // Nothing counted and nothing detected before the first request.
        QCOMPARE(object->property("before").toList(), (QVariantList {0, -1, 0}));
        // The read-only figures follow the stream through their signals.
        const QVariantList figures = object->property("figures").toList();
        QCOMPARE(figures.size(), 12);
        QCOMPARE(figures.at(0).toLongLong(), 20'000);
        QCOMPARE(figures.at(4).toInt(), detector->hotKeyBeforeShift());
        QCOMPARE(figures.at(7).toLongLong(), 1024 * 4 * 4);
        QCOMPARE(figures.at(8).toLongLong(), detector->keysSeen());
        QCOMPARE(figures.at(10).toLongLong(), detector->maxOverestimate());

        QCOMPARE(detector->requestCount(), 20'000);
        QCOMPARE(detector->detectedHotKey(), detector->hotKeyBeforeShift());
        QCOMPARE(detector->hotKeyNow(), detector->hotKeyBeforeShift());
        QVERIFY(detector->hotKeyBeforeShift() != detector->hotKeyAfterShift());
        const QVariantList top = object->property("top").toList();
        QCOMPARE(top.size(), 10);
        const QVariantMap first = top.first().toMap();
        QCOMPARE(first.value(QStringLiteral("key")).toInt(), detector->hotKeyBeforeShift());
        QCOMPARE(first.value(QStringLiteral("trueCount")).toLongLong(), object->property("trueOfHot").toLongLong());
        QCOMPARE(first.value(QStringLiteral("estimate")).toLongLong(), object->property("sketchOfHot").toLongLong());
        QVERIFY(object->property("sketchOfHot").toLongLong() >= object->property("trueOfHot").toLongLong());
        QCOMPARE(object->property("sampledOfHot").toLongLong() % 100, 0);
        QCOMPARE(detector->exactMemoryBytes(), detector->keysSeen() * detector->exactBytesPerKey());
        QVERIFY(std::abs(detector->epsilon() - std::exp(1.0) / 1024) < 1e-12);
        QVERIFY(std::abs(detector->delta() - std::exp(-4.0)) < 1e-12);
    }

    void settingsStartTheStreamAgain()
    {
        HotKeyDetector detector;
        QSignalSpy settings(&detector, &HotKeyDetector::settingsChanged);
        QSignalSpy stream(&detector, &HotKeyDetector::streamChanged);
        detector.feed(1'000);
        QCOMPARE(stream.count(), 1);
        QCOMPARE(settings.count(), 0);
        detector.setTopK(10); // the same value
        QCOMPARE(detector.requestCount(), 1'000);
        QCOMPARE(settings.count(), 0);
        const int oldHot = detector.hotKeyBeforeShift();
        detector.setSeed(7);
        QCOMPARE(settings.count(), 1);
        QCOMPARE(stream.count(), 2);
        QCOMPARE(detector.requestCount(), 0);
        QVERIFY(detector.hotKeyBeforeShift() != oldHot);
        detector.setHalveEvery(5'000);
        detector.setShiftAt(0);
        detector.feed(60'000);
        QCOMPARE(detector.hotKeyNow(), detector.hotKeyBeforeShift());
        detector.reset();
        QCOMPARE(detector.requestCount(), 0);
        QCOMPARE(detector.keysSeen(), 0);
        QCOMPARE(detector.detectedHotKey(), -1);
    }

    void invalidValuesAreRefused()
    {
        HotKeyDetector detector;
        detector.feed(500);
        QSignalSpy settings(&detector, &HotKeyDetector::settingsChanged);
        const auto refuse = [](const char *message) {
            QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QString::fromLatin1(message)));
        };
        refuse("distinctKeys 999 refused; valid values are 1000-1000000");
        detector.setDistinctKeys(999);
        refuse("hotSharePercent 51 refused; valid values are 0-50");
        detector.setHotSharePercent(51);
        refuse("shiftAt -1 refused");
        detector.setShiftAt(-1);
        refuse("sketchWidth 65537 refused; valid values are 16-65536");
        detector.setSketchWidth(65'537);
        refuse("sketchDepth 0 refused; valid values are 1-8");
        detector.setSketchDepth(0);
        refuse("topK 101 refused; valid values are 1-100");
        detector.setTopK(101);
        refuse("sampleEvery 0 refused; valid values are 1-1000");
        detector.setSampleEvery(0);
        refuse("halveEvery -5 refused");
        detector.setHalveEvery(-5);
        refuse("seed -1 refused");
        detector.setSeed(-1);
        refuse("feed\\(0\\) refused");
        detector.feed(0);
        refuse("trueCount\\(100000\\) refused; valid keys are 0-99999");
        QCOMPARE(detector.trueCount(100'000), 0);
        refuse("sketchEstimate\\(-1\\) refused");
        QCOMPARE(detector.sketchEstimate(-1), 0);
        refuse("sampledEstimate\\(-1\\) refused");
        QCOMPARE(detector.sampledEstimate(-1), 0);
        QCOMPARE(settings.count(), 0);
        QCOMPARE(detector.requestCount(), 500);
        QCOMPARE(detector.distinctKeys(), 100'000);
        QCOMPARE(detector.sketchWidth(), 2'048);
    }

    // The page's actions feed in slices: one slice per tick, the event loop turns between
    // them, and Pause drops what is left.
    void feedingInSlicesKeepsTheLoopTurning()
    {
        HotKeyDetector detector;
        QSignalSpy feeding(&detector, &HotKeyDetector::feedingChanged);
        detector.feedInSlices(10'000);
        QVERIFY(detector.feeding());
        QCOMPARE(detector.pendingRequests(), 10'000);
        QCOMPARE(detector.requestCount(), 0);
        QTRY_COMPARE(detector.requestCount(), HotKeyDetector::kSliceRequests);
        QVERIFY(detector.requestCount() < 10'000);
        QTRY_VERIFY(!detector.feeding());
        QCOMPARE(detector.requestCount(), 10'000);
        QVERIFY(feeding.count() >= 2);

        detector.feedInSlices(50'000);
        QTRY_VERIFY(detector.requestCount() > 10'000);
        detector.pause();
        QVERIFY(!detector.feeding());
        const qint64 paused = detector.requestCount();
        QTest::qWait(3 * HotKeyDetector::kSliceIntervalMs);
        QCOMPARE(detector.requestCount(), paused);

        QTest::ignoreMessage(QtWarningMsg, "HotKeyDetector: feedInSlices(0) refused; feed at least 1 request");
        detector.feedInSlices(0);
        QVERIFY(!detector.feeding());
    }

    // Play runs to the run's end and stops there; pressed at the end it starts again.
    void playStopsAtTheRunsEnd()
    {
        HotKeyDetector detector;
        QCOMPARE(detector.runEnd(), 100'000);
        detector.setShiftAt(90'000);
        QCOMPARE(detector.runEnd(), 120'000);
        detector.setShiftAt(50'000);
        detector.feed(99'000);
        detector.play();
        QCOMPARE(detector.pendingRequests(), 1'000);
        QTRY_VERIFY(!detector.feeding());
        QCOMPARE(detector.requestCount(), 100'000);
        detector.play();
        QCOMPARE(detector.requestCount(), 0);
        // From the start, Play stops first where the shift prediction asks (70,000).
        QCOMPARE(detector.pendingRequests(), 70'000);
        // A new setting starts the stream again and drops the pending requests.
        detector.setSketchDepth(2);
        QVERIFY(!detector.feeding());
        QCOMPARE(detector.requestCount(), 0);
        detector.play();
        detector.reset();
        QVERIFY(!detector.feeding());
    }

    void theShiftPredictionIsAnsweredByTheRun()
    {
        HotKeyDetector detector;
        LessonPrediction *prediction = detector.shiftPrediction();
        QVERIFY(prediction->isOpen());
        QVERIFY(prediction->question().contains(QStringLiteral("50,000")));
        QVERIFY(prediction->question().contains(QStringLiteral("70,000")));
        QCOMPARE(prediction->choices().size(), 3);
        prediction->setChosenIndex(HotKeyDetector::NamesNewHotKey);
        QVERIFY(prediction->commit());
        detector.feed(70'000);
        QVERIFY(!prediction->isOpen());
        QVERIFY(prediction->revealed());
        QCOMPARE(prediction->outcomeIndex(), int(HotKeyDetector::NamesOldHotKey));
        QCOMPARE(prediction->verdict(), LessonPrediction::Wrong);
        QVERIFY(prediction->resultText().contains(QString::number(detector.hotKeyBeforeShift())));
        QVERIFY(detector.lifetimeShiftSeen());
        QVERIFY(!detector.decayShiftSeen());
        // The narrowing experiment's width does not wipe the shift prediction.
        detector.setSketchWidth(32);
        QVERIFY(prediction->committed());
        detector.setSketchWidth(2'048);

        // With decay the question names it, starts afresh, and the new key is named.
        detector.setHalveEvery(5'000);
        QVERIFY(!prediction->committed());
        QVERIFY(prediction->isOpen());
        QVERIFY(prediction->question().contains(QStringLiteral("5,000")));
        prediction->setChosenIndex(HotKeyDetector::NamesNewHotKey);
        QVERIFY(prediction->commit());
        detector.feed(70'000);
        QCOMPARE(prediction->verdict(), LessonPrediction::Right);
        QVERIFY(detector.decayShiftSeen());
        // The outcome gives the halved counts the list ranked, and the totals beside them.
        const QString decayed = prediction->resultText();
        const DetectCore::Checkpoint &halved = detector.core().checkpoint();
        QVERIFY2(decayed.contains(
                     QStringLiteral("were %1 for the old hot key and %2 for the new one")
                         .arg(NumberFormat::count(halved.oldHotEstimate), NumberFormat::count(halved.newHotEstimate))),
                 qPrintable(decayed));
        QVERIFY(decayed.contains(
            QStringLiteral("the old one had %1 requests").arg(NumberFormat::count(halved.oldHotTrueCount))));

        // Without a shift there is nothing to predict.
        detector.setShiftAt(0);
        QVERIFY(!prediction->isOpen());
        QVERIFY(prediction->statusText().contains(QStringLiteral("never shifts")));
    }

    void theNarrowingPredictionShowsEstimatesAreNeverTooLow()
    {
        HotKeyDetector detector;
        LessonPrediction *prediction = detector.narrowingPrediction();
        QVERIFY(prediction->isOpen());
        prediction->setChosenIndex(HotKeyDetector::TooLow);
        QVERIFY(prediction->commit());
        detector.setSketchWidth(16);
        QVERIFY(prediction->isOpen());
        // With decay on, halved counts fall below the totals for another reason: no verdict.
        detector.setHalveEvery(5'000);
        detector.feed(20'000);
        QVERIFY(prediction->isOpen());
        QVERIFY(!detector.narrowingSeen());
        detector.setHalveEvery(0);
        detector.feed(20'000);
        QVERIFY(!prediction->isOpen());
        QVERIFY(detector.narrowingSeen());
        QCOMPARE(prediction->outcomeIndex(), int(HotKeyDetector::TooHigh));
        QCOMPARE(prediction->verdict(), LessonPrediction::Wrong);
        QVERIFY(detector.minOverestimate() >= 0);
        QVERIFY(detector.maxOverestimate() > 500);
        QVERIFY(prediction->resultText().contains(NumberFormat::count(detector.maxOverestimate())));
        // Wide again: the question opens, the commitment stays.
        detector.setSketchWidth(2'048);
        QVERIFY(prediction->isOpen());
        QVERIFY(prediction->committed());
    }

    // The time charts' table: a row at request 0 and one every 1,000 requests, added as
    // the stream is fed; a new setting or Reset starts it again.
    void theHistoryIsATable()
    {
        HotKeyDetector detector;
        DetectHistoryModel *history = detector.history();
        QAbstractItemModelTester tester(history, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(history->rowCount(), 1);
        QCOMPARE(history->columnCount(), int(DetectHistoryModel::ColumnCount));
        const auto cell = [history](int row, DetectHistoryModel::Column column) {
            return history->index(row, column).data().toDouble();
        };
        QCOMPARE(cell(0, DetectHistoryModel::ThousandRequestsColumn), 0.0);
        QCOMPARE(cell(0, DetectHistoryModel::OldHotTrueCountColumn), 0.0);

        QSignalSpy inserted(history, &QAbstractItemModel::rowsInserted);
        QSignalSpy reset(history, &QAbstractItemModel::modelReset);
        detector.feed(20'500);
        QCOMPARE(history->rowCount(), 21);
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(inserted.at(0).at(1).toInt(), 1);
        QCOMPARE(inserted.at(0).at(2).toInt(), 20);
        QCOMPARE(reset.count(), 0);
        QCOMPARE(cell(20, DetectHistoryModel::ThousandRequestsColumn), 20.0);
        QCOMPARE(cell(20, DetectHistoryModel::OldHotTrueCountColumn),
                 double(detector.core().history().back().oldHotTrueCount));
        QCOMPARE(cell(20, DetectHistoryModel::OldHotEstimateColumn),
                 double(detector.core().history().back().oldHotEstimate));
        QCOMPARE(detector.historyPeak(), detector.core().history().back().oldHotEstimate);
        // The key that becomes hot later: its counts so far.
        QCOMPARE(cell(20, DetectHistoryModel::NewHotTrueCountColumn),
                 double(detector.trueCount(detector.hotKeyAfterShift())));
        QCOMPARE(cell(20, DetectHistoryModel::NewHotEstimateColumn),
                 double(detector.sketchEstimate(detector.hotKeyAfterShift())));
        // The sketch's 32 KiB in every row; exact counting grows with the keys it has seen.
        QCOMPARE(cell(0, DetectHistoryModel::SketchMemoryKiBColumn), 32.0);
        QCOMPARE(cell(20, DetectHistoryModel::SketchMemoryKiBColumn), 32.0);
        QVERIFY(cell(20, DetectHistoryModel::ExactMemoryKiBColumn)
                > cell(10, DetectHistoryModel::ExactMemoryKiBColumn));
        QVERIFY(cell(20, DetectHistoryModel::SampledMemoryKiBColumn)
                < cell(20, DetectHistoryModel::ExactMemoryKiBColumn));
        // Fewer than 1,000 more requests record no point.
        detector.feed(400);
        QCOMPARE(history->rowCount(), 21);
        QCOMPARE(inserted.count(), 1);
        QVERIFY(!history->index(0, DetectHistoryModel::ColumnCount).isValid());

        // A narrower sketch starts the run again: one row, with the new sketch's size.
        detector.setSketchWidth(1'024);
        QCOMPARE(reset.count(), 1);
        QCOMPARE(history->rowCount(), 1);
        QCOMPARE(cell(0, DetectHistoryModel::SketchMemoryKiBColumn), double(detector.sketchMemoryBytes()) / 1024.0);
        QVERIFY(cell(0, DetectHistoryModel::SketchMemoryKiBColumn) < 32.0);
        detector.feed(3'000);
        QCOMPARE(history->rowCount(), 4);
        detector.reset();
        QCOMPARE(reset.count(), 2);
        QCOMPARE(history->rowCount(), 1);
        QCOMPARE(cell(0, DetectHistoryModel::OldHotTrueCountColumn), 0.0);
    }

    void theWorstOverestimates()
    {
        HotKeyDetector detector;
        detector.feed(20'500);
        const QVariantList worst = detector.largestOverestimates(10);
        QCOMPARE(worst.size(), 10);
        QCOMPARE(worst.front().toLongLong(), detector.maxOverestimate());
        QTest::ignoreMessage(QtWarningMsg,
                             "HotKeyDetector: largestOverestimates(1001) refused; valid counts are 0-1000");
        QVERIFY(detector.largestOverestimates(1'001).isEmpty());
    }
};

QTEST_MAIN(TestHotKeyDetector)
#include "tst_hotkeydetector.moc"
