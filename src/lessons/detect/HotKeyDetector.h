#pragma once

#include "lessons/detect/DetectCore.h"

#include <QObject>
#include <QQmlEngine>
#include <QVariantList>

// The detect lesson for QML: a thin wrapper around DetectCore. Any change of a setting
// to another valid value starts the stream again at request 0; the same value changes
// nothing; an invalid value is refused with a warning naming the valid range, and the
// settings and the stream stay as they were. feed() runs synchronously: the page feeds in
// slices small enough for one frame (100,000 requests take about 10 ms at the defaults).
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

public:
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

    // The next `count` requests (at least 1) through every detector.
    Q_INVOKABLE void feed(qint64 count);
    // Back to request 0 with the same settings.
    Q_INVOKABLE void reset();
    // Counts of a key; 0 (and a warning) for a key outside 0 to distinctKeys - 1.
    Q_INVOKABLE qint64 trueCount(int key) const;
    Q_INVOKABLE qint64 sketchEstimate(int key) const;
    Q_INVOKABLE qint64 sampledEstimate(int key) const;
    // At most topK maps {key, estimate, trueCount}, highest estimate first.
    Q_INVOKABLE QVariantList topKeys() const;

    const DetectCore &core() const { return m_core; }

signals:
    void settingsChanged();
    // Requests were fed, or the stream started again.
    void streamChanged();

private:
    // Applies a changed copy of the settings, or warns with `refusal` when it is invalid.
    void change(const DetectCore::Settings &settings, bool valid, const QString &refusal);
    bool checkKey(int key, const char *function) const;

    DetectCore m_core;
};
