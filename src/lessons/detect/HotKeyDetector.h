#pragma once

#include "lessons/catalog/LessonPrediction.h"
#include "lessons/detect/DetectCore.h"
#include "lessons/detect/DetectHistoryModel.h"

#include <QObject>
#include <QQmlEngine>
#include <QTimer>
#include <QVariantList>

#include <algorithm>

// The detect lesson for QML: a thin wrapper around DetectCore. Any change of a setting
// to another valid value starts the stream again at request 0; the same value changes
// nothing; an invalid value is refused with a warning naming the valid range, and the
// settings and the stream stay as they were. feed() runs synchronously (100,000 requests
// take about 10 ms at the defaults); the page's actions use feedInSlices() and play(),
// which feed kSliceRequests requests per frame-sized tick, so the window keeps drawing
// and answering while a long feed runs, and the student sees the counts grow.
class HotKeyDetector : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(int distinctKeys READ distinctKeys WRITE setDistinctKeys NOTIFY settingsChanged FINAL)
    Q_PROPERTY(int hotSharePercent READ hotSharePercent WRITE setHotSharePercent NOTIFY settingsChanged FINAL)
    Q_PROPERTY(qint64 shiftAt READ shiftAt WRITE setShiftAt NOTIFY settingsChanged FINAL)
    Q_PROPERTY(int sketchWidth READ sketchWidth WRITE setSketchWidth NOTIFY settingsChanged FINAL)
    Q_PROPERTY(int sketchDepth READ sketchDepth WRITE setSketchDepth NOTIFY settingsChanged FINAL)
    Q_PROPERTY(int topK READ topK WRITE setTopK NOTIFY settingsChanged FINAL)
    Q_PROPERTY(int sampleEvery READ sampleEvery WRITE setSampleEvery NOTIFY settingsChanged FINAL)
    Q_PROPERTY(qint64 halveEvery READ halveEvery WRITE setHalveEvery NOTIFY settingsChanged FINAL)
    Q_PROPERTY(qint64 seed READ seed WRITE setSeed NOTIFY settingsChanged FINAL)

    Q_PROPERTY(qint64 requestCount READ requestCount NOTIFY streamChanged FINAL)
    Q_PROPERTY(int hotKeyBeforeShift READ hotKeyBeforeShift NOTIFY settingsChanged FINAL)
    Q_PROPERTY(int hotKeyAfterShift READ hotKeyAfterShift NOTIFY settingsChanged FINAL)
    Q_PROPERTY(int hotKeyNow READ hotKeyNow NOTIFY streamChanged FINAL)
    Q_PROPERTY(int detectedHotKey READ detectedHotKey NOTIFY streamChanged FINAL)
    Q_PROPERTY(double epsilon READ epsilon NOTIFY settingsChanged FINAL)
    Q_PROPERTY(double delta READ delta NOTIFY settingsChanged FINAL)
    Q_PROPERTY(qint64 sketchMemoryBytes READ sketchMemoryBytes NOTIFY settingsChanged FINAL)
    Q_PROPERTY(qint64 keysSeen READ keysSeen NOTIFY streamChanged FINAL)
    Q_PROPERTY(qint64 exactMemoryBytes READ exactMemoryBytes NOTIFY streamChanged FINAL)
    // The bytes per key seen that exactMemoryBytes counts (the key, its count and a hash
    // table's share), for the page to state.
    Q_PROPERTY(int exactBytesPerKey READ exactBytesPerKey CONSTANT FINAL)
    Q_PROPERTY(qint64 maxOverestimate READ maxOverestimate NOTIFY streamChanged FINAL)
    Q_PROPERTY(double withinBoundPercent READ withinBoundPercent NOTIFY streamChanged FINAL)

    // Beyond the contract, for the page.
    Q_PROPERTY(qint64 minOverestimate READ minOverestimate NOTIFY streamChanged FINAL)
    // epsilon x requestCount: the overestimate the sketch promises to stay within.
    Q_PROPERTY(double boundNow READ boundNow NOTIFY streamChanged FINAL)
    Q_PROPERTY(qint64 sampledKeysSeen READ sampledKeysSeen NOTIFY streamChanged FINAL)
    Q_PROPERTY(qint64 sampledMemoryBytes READ sampledMemoryBytes NOTIFY streamChanged FINAL)
    Q_PROPERTY(int exactTopKey READ exactTopKey NOTIFY streamChanged FINAL)
    Q_PROPERTY(int sampledTopKey READ sampledTopKey NOTIFY streamChanged FINAL)
    // Both hot keys' sketch estimates and true counts now.
    Q_PROPERTY(qint64 oldHotEstimate READ oldHotEstimate NOTIFY streamChanged FINAL)
    Q_PROPERTY(qint64 oldHotTrueCount READ oldHotTrueCount NOTIFY streamChanged FINAL)
    Q_PROPERTY(qint64 newHotEstimate READ newHotEstimate NOTIFY streamChanged FINAL)
    Q_PROPERTY(qint64 newHotTrueCount READ newHotTrueCount NOTIFY streamChanged FINAL)
    // The kWorstShown largest overestimates, largest first: the page's chart.
    Q_PROPERTY(QVariantList worstOverestimates READ worstOverestimates NOTIFY streamChanged FINAL)
    // The chart scales: the largest memory of the three detectors (KiB), and the larger of
    // the largest overestimate and epsilon x N.
    Q_PROPERTY(double memoryPeakKiB READ memoryPeakKiB NOTIFY streamChanged FINAL)
    Q_PROPERTY(double overestimatePeak READ overestimatePeak NOTIFY streamChanged FINAL)
    // The largest count or estimate in the history: the history chart's scale (at least 1).
    Q_PROPERTY(double historyPeak READ historyPeak NOTIFY streamChanged FINAL)
    // The run over time, one row per recorded point: what the time charts draw.
    Q_PROPERTY(DetectHistoryModel *history READ history CONSTANT FINAL)
    // Where Play pauses: 100,000 requests, or 30,000 after a later shift.
    Q_PROPERTY(qint64 runEnd READ runEnd NOTIFY settingsChanged FINAL)
    // shiftAt + 20,000 (the shift prediction's moment), -1 without a shift.
    Q_PROPERTY(qint64 checkpointRequest READ checkpointRequest NOTIFY settingsChanged FINAL)
    // Requests still to be fed by feedInSlices() or play(); feeding while any are left.
    Q_PROPERTY(qint64 pendingRequests READ pendingRequests NOTIFY feedingChanged FINAL)
    Q_PROPERTY(bool feeding READ feeding NOTIFY feedingChanged FINAL)
    // Whether a run has passed the shift prediction's moment without decay, and with it,
    // and whether a narrow sketch's estimates have been in view: the page holds back the
    // text that explains each result until the student has seen it. Reset by reset() only
    // for the run, never: a class keeps what it saw.
    Q_PROPERTY(bool lifetimeShiftSeen READ lifetimeShiftSeen NOTIFY seenChanged FINAL)
    Q_PROPERTY(bool decayShiftSeen READ decayShiftSeen NOTIFY seenChanged FINAL)
    Q_PROPERTY(bool narrowingSeen READ narrowingSeen NOTIFY seenChanged FINAL)
    // Which key the sketch names 20,000 requests after the shift, with this run's decay.
    Q_PROPERTY(LessonPrediction *shiftPrediction READ shiftPrediction CONSTANT FINAL)
    // Whether a narrow sketch's estimates come out too high or too low.
    Q_PROPERTY(LessonPrediction *narrowingPrediction READ narrowingPrediction CONSTANT FINAL)

public:
    enum ShiftChoice {
        NamesOldHotKey,
        NamesNewHotKey,
        NamesAnotherKey,
    };
    Q_ENUM(ShiftChoice)
    enum NarrowingChoice {
        TooHigh,
        TooLow,
        BothWays,
    };
    Q_ENUM(NarrowingChoice)

    static constexpr qint64 kSliceRequests = 1'000;
    static constexpr int kSliceIntervalMs = 33;
    static constexpr qint64 kRunLength = 100'000;
    static constexpr qint64 kRunAfterShift = 30'000;
    // Sketches this narrow or narrower are "narrow" for the prediction (and drawn cell by
    // cell on the page); the result is in view after kNarrowingRequests requests.
    static constexpr int kNarrowWidth = 64;
    static constexpr qint64 kNarrowingRequests = 1'000;
    static constexpr int kWorstShown = 30;

    explicit HotKeyDetector(QObject *parent = nullptr);

    int distinctKeys() const { return m_core.settings().stream.distinctKeys; }
    void setDistinctKeys(int keys);
    int hotSharePercent() const { return m_core.settings().stream.hotSharePercent; }
    void setHotSharePercent(int percent);
    qint64 shiftAt() const { return m_core.settings().stream.shiftAt; }
    void setShiftAt(qint64 request);
    int sketchWidth() const { return m_core.settings().sketchWidth; }
    void setSketchWidth(int width);
    int sketchDepth() const { return m_core.settings().sketchDepth; }
    void setSketchDepth(int depth);
    int topK() const { return m_core.settings().topK; }
    void setTopK(int size);
    int sampleEvery() const { return m_core.settings().sampleEvery; }
    void setSampleEvery(int every);
    qint64 halveEvery() const { return m_core.settings().halveEvery; }
    void setHalveEvery(qint64 every);
    qint64 seed() const { return qint64(m_core.settings().stream.seed); }
    void setSeed(qint64 seed);

    qint64 requestCount() const { return m_core.requestCount(); }
    int hotKeyBeforeShift() const { return m_core.hotKeyBeforeShift(); }
    int hotKeyAfterShift() const { return m_core.hotKeyAfterShift(); }
    int hotKeyNow() const { return m_core.hotKeyNow(); }
    int detectedHotKey() const { return m_core.detectedHotKey(); }
    double epsilon() const { return m_core.sketch().epsilon(); }
    double delta() const { return m_core.sketch().delta(); }
    qint64 sketchMemoryBytes() const { return m_core.sketch().memoryBytes(); }
    qint64 keysSeen() const { return m_core.keysSeen(); }
    qint64 exactMemoryBytes() const { return m_core.exactMemoryBytes(); }
    int exactBytesPerKey() const { return DetectCore::kExactBytesPerKey; }
    qint64 maxOverestimate() const { return m_core.maxOverestimate(); }
    double withinBoundPercent() const { return m_core.withinBoundPercent(); }
    qint64 minOverestimate() const { return m_core.minOverestimate(); }
    double boundNow() const { return epsilon() * double(requestCount()); }
    qint64 sampledKeysSeen() const { return m_core.sampledKeysSeen(); }
    qint64 sampledMemoryBytes() const { return m_core.sampledMemoryBytes(); }
    int exactTopKey() const { return m_core.exactTopKey(); }
    int sampledTopKey() const { return m_core.sampledTopKey(); }
    qint64 runEnd() const;
    double historyPeak() const;
    double memoryPeakKiB() const
    {
        return double(std::max({exactMemoryBytes(), sampledMemoryBytes(), sketchMemoryBytes()})) / 1024.0;
    }
    double overestimatePeak() const { return std::max(double(maxOverestimate()), boundNow()); }
    qint64 oldHotEstimate() const { return m_core.sketchEstimate(hotKeyBeforeShift()); }
    qint64 oldHotTrueCount() const { return m_core.trueCount(hotKeyBeforeShift()); }
    qint64 newHotEstimate() const { return m_core.sketchEstimate(hotKeyAfterShift()); }
    qint64 newHotTrueCount() const { return m_core.trueCount(hotKeyAfterShift()); }
    QVariantList worstOverestimates() const { return largestOverestimates(kWorstShown); }
    qint64 checkpointRequest() const { return m_core.checkpointRequest(); }
    qint64 pendingRequests() const { return m_pendingRequests; }
    bool feeding() const { return m_pendingRequests > 0; }
    bool lifetimeShiftSeen() const { return m_lifetimeShiftSeen; }
    bool decayShiftSeen() const { return m_decayShiftSeen; }
    bool narrowingSeen() const { return m_narrowingSeen; }
    LessonPrediction *shiftPrediction() const { return m_shiftPrediction; }
    LessonPrediction *narrowingPrediction() const { return m_narrowingPrediction; }
    DetectHistoryModel *history() const { return m_history; }

    // The next `count` requests (at least 1) through every detector.
    Q_INVOKABLE void feed(qint64 count);
    // The next `count` requests (at least 1), kSliceRequests per tick, after any already
    // pending.
    Q_INVOKABLE void feedInSlices(qint64 count);
    // Feeds in slices up to the shift prediction's moment (checkpointRequest) when the run
    // has not reached it, else up to runEnd(); at runEnd() or beyond, starts the run again.
    Q_INVOKABLE void play();
    // Drops the requests still pending; what was fed stays.
    Q_INVOKABLE void pause();
    // Back to request 0 with the same settings (and nothing pending).
    Q_INVOKABLE void reset();
    // Counts of a key; 0 (and a warning) for a key outside 0 to distinctKeys - 1.
    Q_INVOKABLE qint64 trueCount(int key) const;
    Q_INVOKABLE qint64 sketchEstimate(int key) const;
    Q_INVOKABLE qint64 sampledEstimate(int key) const;
    // At most topK maps {key, estimate, trueCount}, highest estimate first.
    Q_INVOKABLE QVariantList topKeys() const;
    // The `count` (0-1,000) largest overestimates over the keys seen, largest first.
    Q_INVOKABLE QVariantList largestOverestimates(int count) const;

    const DetectCore &core() const { return m_core; }

signals:
    void settingsChanged();
    // Requests were fed, or the stream started again.
    void streamChanged();
    void feedingChanged();
    void seenChanged();

private:
    void feedSlice();
    void setPending(qint64 pending);
    void updatePredictions();
    // Applies a changed copy of the settings, or warns with `refusal` when it is invalid.
    void change(const DetectCore::Settings &settings, bool valid, const QString &refusal);
    bool checkKey(int key, const char *function) const;

    DetectCore m_core;
    QTimer m_sliceTimer;
    qint64 m_pendingRequests = 0;
    bool m_lifetimeShiftSeen = false;
    bool m_decayShiftSeen = false;
    bool m_narrowingSeen = false;
    LessonPrediction *m_shiftPrediction;
    LessonPrediction *m_narrowingPrediction;
    DetectHistoryModel *m_history;
};
