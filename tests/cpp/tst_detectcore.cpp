// hotspot-core-test: links hotspotcore and Qt Test only (core_links_core_only checks it).
// The detect lesson's core: the request stream (deterministic, skewed, a hot key that
// shifts), the count-min sketch's guarantees, and the three detectors side by side with
// the curriculum's defaults.
#include "lessons/detect/DetectCore.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <vector>

namespace {
std::vector<int> firstKeys(RequestStream stream, int count)
{
    std::vector<int> keys;
    keys.reserve(std::size_t(count));
    for (int i = 0; i < count; ++i)
        keys.push_back(stream.next());
    return keys;
}

// The share of the busiest key among `requests` requests that are not `hotKey`.
double busiestBackgroundShare(const RequestStream::Settings &settings, int requests)
{
    RequestStream stream(settings);
    std::vector<int> counts(std::size_t(settings.distinctKeys), 0);
    int background = 0;
    for (int i = 0; i < requests; ++i) {
        const int key = stream.next();
        if (key == stream.hotKeyBeforeShift() && settings.hotSharePercent > 0)
            continue;
        ++counts[std::size_t(key)];
        ++background;
    }
    return double(*std::max_element(counts.begin(), counts.end())) / background;
}
} // namespace

class TestDetectCore : public QObject
{
    Q_OBJECT

private slots:
    void theStreamIsTheSameForASeed()
    {
        const RequestStream::Settings settings;
        const std::vector<int> once = firstKeys(RequestStream(settings), 2'000);
        QCOMPARE(firstKeys(RequestStream(settings), 2'000), once);
        RequestStream restarted(settings);
        firstKeys(restarted, 10);
        restarted.next();
        restarted.restart();
        QCOMPARE(restarted.position(), 0);
        QCOMPARE(firstKeys(restarted, 2'000), once);
        RequestStream::Settings other = settings;
        other.seed = 2;
        QVERIFY(firstKeys(RequestStream(other), 2'000) != once);
        for (const int key : once)
            QVERIFY(key >= 0 && key < settings.distinctKeys);
    }

    // The generator and the sampling are the project's own, not std:: distributions, so the
    // first keys of seed 1 are the same on every machine and library version: a change here
    // changes every figure the lesson shows.
    void theStreamDoesNotDependOnTheMachine()
    {
        RequestStream stream(RequestStream::Settings {});
        QCOMPARE(stream.hotKeyBeforeShift(), 8'089);
        QCOMPARE(stream.hotKeyAfterShift(), 43'031);
        QCOMPARE(firstKeys(stream, 8),
                 (std::vector<int> {97'437, 40'599, 4'372, 93'634, 8'089, 69'741, 8'089, 31'296}));
    }

    void theHotKeyTakesItsShareAndShifts()
    {
        RequestStream::Settings settings;
        RequestStream stream(settings);
        QVERIFY(stream.hotKeyBeforeShift() != stream.hotKeyAfterShift());
        int before = 0;
        for (int i = 0; i < 50'000; ++i) {
            QCOMPARE(stream.hotKeyNow(), stream.hotKeyBeforeShift());
            before += stream.next() == stream.hotKeyBeforeShift() ? 1 : 0;
        }
        // 10% of 50,000, give or take what chance allows (sd about 67).
        QVERIFY2(std::abs(before - 5'000) < 300, qPrintable(QString::number(before)));
        QCOMPARE(stream.hotKeyNow(), stream.hotKeyAfterShift());
        int after = 0;
        for (int i = 0; i < 20'000; ++i)
            after += stream.next() == stream.hotKeyAfterShift() ? 1 : 0;
        QVERIFY2(std::abs(after - 2'000) < 200, qPrintable(QString::number(after)));

        settings.shiftAt = 0;
        RequestStream never(settings);
        firstKeys(never, 60'000);
        QCOMPARE(never.hotKeyNow(), never.hotKeyBeforeShift());

        settings.hotSharePercent = 0;
        RequestStream cold(settings);
        int hot = 0;
        for (int i = 0; i < 20'000; ++i)
            hot += cold.next() == cold.hotKeyBeforeShift() ? 1 : 0;
        QVERIFY(hot < 100);
    }

    void theBackgroundIsSkewedButCapped_data()
    {
        QTest::addColumn<int>("distinctKeys");
        QTest::newRow("1,000 keys") << 1'000;
        QTest::newRow("100,000 keys") << 100'000;
        QTest::newRow("1,000,000 keys") << 1'000'000;
    }

    void theBackgroundIsSkewedButCapped()
    {
        QFETCH(int, distinctKeys);
        RequestStream::Settings settings;
        settings.distinctKeys = distinctKeys;
        settings.hotSharePercent = 0;
        const RequestStream stream(settings);
        QVERIFY(stream.backgroundShareOfRank(0) <= RequestStream::kMaxBackgroundShare + 1e-9);
        // Skewed: the busiest key gets far more than an even share.
        QVERIFY(stream.backgroundShareOfRank(0) > 10.0 / distinctKeys);
        QVERIFY(stream.backgroundShareOfRank(0) > stream.backgroundShareOfRank(100));
        double total = 0;
        for (int rank = 0; rank < distinctKeys; ++rank)
            total += stream.backgroundShareOfRank(rank);
        QVERIFY(std::abs(total - 1) < 1e-6);
        // Measured: no background key above about 3% (chance adds a little at 200,000).
        QVERIFY(busiestBackgroundShare(settings, 200'000) < 0.033);
    }

    void theSketchHasItsPromisedSize()
    {
        const CountMinSketch sketch(2'048, 4, 1);
        QCOMPARE(sketch.memoryBytes(), 32'768);
        QVERIFY(std::abs(sketch.epsilon() - 0.0013273) < 1e-6); // e / 2048: about 0.13%
        QVERIFY(std::abs(sketch.delta() - 0.0183156) < 1e-6);   // e^-4: about 1.8%
        for (int row = 0; row < 4; ++row) {
            for (std::int64_t key = 0; key < 1'000; ++key) {
                const int column = sketch.column(row, key);
                QVERIFY(column >= 0 && column < 2'048);
            }
        }
        // Each row has its own hash: keys that collide in one row rarely collide in all.
        int collideEverywhere = 0;
        for (std::int64_t key = 1; key < 5'000; ++key) {
            bool all = true;
            for (int row = 0; row < 4; ++row)
                all = all && sketch.column(row, key) == sketch.column(row, 0);
            collideEverywhere += all ? 1 : 0;
        }
        QCOMPARE(collideEverywhere, 0);
    }

    void theDefaultsFindTheHotKey()
    {
        DetectCore detector;
        QCOMPARE(detector.detectedHotKey(), -1);
        QCOMPARE(detector.withinBoundPercent(), 100.0);
        detector.feed(20'000);
        QCOMPARE(detector.requestCount(), 20'000);
        const int hot = detector.hotKeyBeforeShift();
        QCOMPARE(detector.detectedHotKey(), hot);
        QCOMPARE(detector.exactMemoryBytes(), detector.keysSeen() * 16);
        // Most requests go to keys seen once or twice: thousands of keys after 20,000.
        QVERIFY(detector.keysSeen() > 5'000 && detector.keysSeen() < 20'000);
        // The sketch never underestimates, and (w = 2048) stays within epsilon x N for
        // nearly every key.
        QVERIFY(detector.maxOverestimate() >= 0);
        QVERIFY(detector.maxOverestimate() <= std::int64_t(std::ceil(detector.sketch().epsilon() * 20'000)) * 2);
        QVERIFY(detector.withinBoundPercent() >= 98.0);
        for (const DetectCore::Candidate &candidate : detector.topKeys())
            QVERIFY(candidate.estimate >= candidate.trueCount);
        // Sampling 1 in 100: 200 samples, about 20 of them the hot key, so its estimate is
        // right to within chance (3 standard deviations: 100 x 3 x sqrt(200 x 0.1 x 0.9)).
        const std::int64_t truth = detector.trueCount(hot);
        const double spread = 100 * 3 * std::sqrt(200 * 0.1 * 0.9);
        QVERIFY2(std::abs(double(detector.sampledEstimate(hot) - truth)) < spread,
                 qPrintable(QStringLiteral("%1 sampled, %2 true").arg(detector.sampledEstimate(hot)).arg(truth)));
        // A rare key is either missed or counted as 100.
        int rare = -1;
        for (int key = 0; key < 100'000 && rare < 0; ++key)
            rare = detector.trueCount(key) == 1 ? key : -1;
        QVERIFY(rare >= 0);
        QVERIFY(detector.sampledEstimate(rare) == 0 || detector.sampledEstimate(rare) == 100);
    }

    void aNarrowSketchOverestimates()
    {
        DetectCore::Settings settings;
        settings.sketchWidth = 16;
        DetectCore narrow(settings);
        narrow.feed(20'000);
        DetectCore wide;
        wide.feed(20'000);
        // 16 columns share 18,000 background requests: every key is estimated at hundreds.
        QVERIFY2(narrow.maxOverestimate() > 500, qPrintable(QString::number(narrow.maxOverestimate())));
        QVERIFY(narrow.maxOverestimate() > 20 * wide.maxOverestimate());
        // The promise still holds for most keys at any width: at most epsilon x N over.
        QVERIFY(narrow.withinBoundPercent() >= 60.0);
    }

    void topKeysAreSortedAndBounded()
    {
        DetectCore::Settings settings;
        settings.topK = 5;
        DetectCore detector(settings);
        detector.feed(30'000);
        const std::vector<DetectCore::Candidate> top = detector.topKeys();
        QCOMPARE(int(top.size()), 5);
        for (std::size_t i = 1; i < top.size(); ++i)
            QVERIFY(top[i - 1].estimate >= top[i].estimate);
        QCOMPARE(top.front().key, detector.hotKeyBeforeShift());
        QCOMPARE(top.front().trueCount, detector.trueCount(top.front().key));
    }

    // Lifetime counts keep naming yesterday's hot key; halving every 5,000 requests
    // follows the shift (the curriculum's figures).
    void decayFollowsAShift()
    {
        DetectCore lifetime;
        lifetime.feed(70'000);
        const int before = lifetime.hotKeyBeforeShift();
        const int after = lifetime.hotKeyAfterShift();
        QCOMPARE(lifetime.hotKeyNow(), after);
        QVERIFY(std::abs(lifetime.trueCount(before) - 5'000) < 400);
        QVERIFY(std::abs(lifetime.trueCount(after) - 2'000) < 250);
        QCOMPARE(lifetime.detectedHotKey(), before);

        DetectCore::Settings settings;
        settings.halveEvery = 5'000;
        DetectCore decaying(settings);
        decaying.feed(70'000);
        QCOMPARE(decaying.detectedHotKey(), after);
        // Decayed counts are no longer totals.
        QVERIFY(decaying.sketchEstimate(after) < decaying.trueCount(after));
    }

    // Every key of a 100,000-request stream: no estimate below the true count, and at the
    // defaults at least 1 - delta of the keys within epsilon x N.
    void theSketchNeverUnderestimates()
    {
        DetectCore detector;
        detector.feed(100'000);
        QVERIFY(detector.minOverestimate() >= 0);
        for (int key = 0; key < detector.settings().stream.distinctKeys; ++key)
            QVERIFY(detector.sketchEstimate(key) >= detector.trueCount(key));
        QVERIFY(detector.withinBoundPercent() >= 100.0 * (1.0 - detector.sketch().delta()));
        const std::vector<std::int64_t> worst = detector.largestOverestimates(30);
        QCOMPARE(int(worst.size()), 30);
        QCOMPARE(worst.front(), detector.maxOverestimate());
        QVERIFY(std::is_sorted(worst.rbegin(), worst.rend()));
        QVERIFY(detector.largestOverestimates(0).empty());
    }

    // One point at request 0 and one every 1,000: the two hot keys' estimates and true
    // counts and the growing detectors' memory, as the charts draw them.
    void theHistoryRecordsEveryThousandRequests()
    {
        DetectCore detector;
        QCOMPARE(int(detector.history().size()), 1);
        QCOMPARE(detector.history().front().request, 0);
        detector.feed(10'500);
        QCOMPARE(int(detector.history().size()), 11);
        const DetectCore::HistoryPoint &last = detector.history().back();
        QCOMPARE(last.request, 10'000);
        QVERIFY(last.oldHotTrueCount > 800 && last.oldHotTrueCount < 1'200);
        QVERIFY(last.oldHotEstimate >= last.oldHotTrueCount);
        QVERIFY(last.exactMemoryBytes > last.sampledMemoryBytes);
        QCOMPARE(detector.sampledMemoryBytes(), detector.sampledKeysSeen() * 16);
        // 105 samples of 1 in 100, some of them the same key.
        QVERIFY(detector.sampledKeysSeen() > 50 && detector.sampledKeysSeen() <= 105);
        QCOMPARE(detector.exactTopKey(), detector.hotKeyBeforeShift());
        QCOMPARE(detector.sampledTopKey(), detector.hotKeyBeforeShift());
        detector.reset();
        QCOMPARE(int(detector.history().size()), 1);
        QCOMPARE(detector.exactTopKey(), -1);
        QCOMPARE(detector.sampledTopKey(), -1);
        QCOMPARE(detector.sampledKeysSeen(), 0);
    }

    // The leaders are kept as requests arrive; they must be what a scan over every key
    // finds, ties to the smaller key, across the shift and at every slice.
    void theLeadingKeysMatchAScan()
    {
        DetectCore::Settings settings;
        settings.stream.distinctKeys = 2'000;
        settings.sampleEvery = 7;
        DetectCore detector(settings);
        const auto scan = [&detector](const auto &countOf) {
            int top = -1;
            std::int64_t best = 0;
            for (int key = 0; key < detector.settings().stream.distinctKeys; ++key) {
                const std::int64_t count = countOf(key);
                if (count > best) {
                    best = count;
                    top = key;
                }
            }
            return top;
        };
        for (int slice = 0; slice < 40; ++slice) {
            detector.feed(slice == 0 ? 1 : 2'501);
            QCOMPARE(detector.exactTopKey(), scan([&detector](int key) { return detector.trueCount(key); }));
            QCOMPARE(detector.sampledTopKey(), scan([&detector](int key) { return detector.sampledEstimate(key); }));
        }
        // 47,540 requests after the shift, lifetime counts still put the old hot key first.
        QCOMPARE(detector.exactTopKey(), detector.hotKeyBeforeShift());
    }

    // The shift prediction's answer is recorded at shiftAt + 20,000, whatever the slices.
    void theCheckpointRecordsWhatWasNamed()
    {
        DetectCore lifetime;
        QCOMPARE(lifetime.checkpointRequest(), 70'000);
        lifetime.feed(69'999);
        QCOMPARE(lifetime.checkpoint().namedKey, -1);
        lifetime.feed(2);
        QCOMPARE(lifetime.checkpoint().namedKey, lifetime.hotKeyBeforeShift());
        QVERIFY(lifetime.checkpoint().oldHotTrueCount > lifetime.checkpoint().newHotTrueCount);

        DetectCore::Settings settings;
        settings.halveEvery = 5'000;
        DetectCore decaying(settings);
        for (int slice = 0; slice < 35; ++slice)
            decaying.feed(2'345);
        QCOMPARE(decaying.checkpoint().namedKey, decaying.hotKeyAfterShift());
        // The list ranks halved counts: the new key leads there while the old one still
        // has more requests in all.
        const DetectCore::Checkpoint &halved = decaying.checkpoint();
        QVERIFY(halved.newHotEstimate > halved.oldHotEstimate);
        QVERIFY(halved.oldHotTrueCount > halved.newHotTrueCount);
        QVERIFY(halved.newHotEstimate < halved.newHotTrueCount);
        // Without decay the estimates then were the sketch's, never below the totals.
        QVERIFY(lifetime.checkpoint().oldHotEstimate >= lifetime.checkpoint().oldHotTrueCount);
        QVERIFY(lifetime.checkpoint().newHotEstimate >= lifetime.checkpoint().newHotTrueCount);

        settings.stream.shiftAt = 0;
        DetectCore steady(settings);
        QCOMPARE(steady.checkpointRequest(), -1);
        steady.feed(80'000);
        QCOMPARE(steady.checkpoint().namedKey, -1);
    }

    void resetStartsAgainWithTheSameSettings()
    {
        DetectCore::Settings settings;
        settings.sketchWidth = 64;
        DetectCore detector(settings);
        detector.feed(5'000);
        const std::int64_t estimate = detector.sketchEstimate(detector.hotKeyBeforeShift());
        detector.reset();
        QCOMPARE(detector.requestCount(), 0);
        QCOMPARE(detector.keysSeen(), 0);
        QCOMPARE(detector.sketchEstimate(detector.hotKeyBeforeShift()), 0);
        QCOMPARE(detector.settings(), settings);
        detector.feed(5'000);
        QCOMPARE(detector.sketchEstimate(detector.hotKeyBeforeShift()), estimate);
    }

    void invalidSettingsAreRefused()
    {
        DetectCore detector;
        detector.feed(100);
        const auto refused = [&detector](auto change) {
            DetectCore::Settings settings = detector.settings();
            change(settings);
            return !detector.setSettings(settings) && detector.requestCount() == 100;
        };
        QVERIFY(refused([](DetectCore::Settings &s) { s.stream.distinctKeys = 999; }));
        QVERIFY(refused([](DetectCore::Settings &s) { s.stream.distinctKeys = 1'000'001; }));
        QVERIFY(refused([](DetectCore::Settings &s) { s.stream.hotSharePercent = 51; }));
        QVERIFY(refused([](DetectCore::Settings &s) { s.stream.hotSharePercent = -1; }));
        QVERIFY(refused([](DetectCore::Settings &s) { s.stream.shiftAt = -1; }));
        QVERIFY(refused([](DetectCore::Settings &s) { s.sketchWidth = 15; }));
        QVERIFY(refused([](DetectCore::Settings &s) { s.sketchWidth = 65'537; }));
        QVERIFY(refused([](DetectCore::Settings &s) { s.sketchDepth = 0; }));
        QVERIFY(refused([](DetectCore::Settings &s) { s.sketchDepth = 9; }));
        QVERIFY(refused([](DetectCore::Settings &s) { s.topK = 0; }));
        QVERIFY(refused([](DetectCore::Settings &s) { s.topK = 101; }));
        QVERIFY(refused([](DetectCore::Settings &s) { s.sampleEvery = 0; }));
        QVERIFY(refused([](DetectCore::Settings &s) { s.sampleEvery = 1'001; }));
        QVERIFY(refused([](DetectCore::Settings &s) { s.halveEvery = -1; }));
        // The same settings change nothing; a new one starts the stream again.
        QVERIFY(refused([](DetectCore::Settings &) { /* unchanged */ }));
        DetectCore::Settings wider = detector.settings();
        wider.sketchWidth = 4'096;
        QVERIFY(detector.setSettings(wider));
        QCOMPARE(detector.requestCount(), 0);
        QCOMPARE(detector.keysSeen(), 0);
        QCOMPARE(detector.sketch().width(), 4'096);
        QCOMPARE(detector.trueCount(-1), 0);
        QCOMPARE(detector.trueCount(100'000), 0);
    }
};

QTEST_APPLESS_MAIN(TestDetectCore)
#include "tst_detectcore.moc"
