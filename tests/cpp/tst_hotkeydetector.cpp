// HotKeyDetector, the QML contract of the detect lesson: every name the page and the
// checks outside the repository use, the defaults, refused values and the signals.
#include "lessons/detect/HotKeyDetector.h"

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
            import HotspotLab
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
};

QTEST_MAIN(TestHotKeyDetector)
#include "tst_hotkeydetector.moc"
