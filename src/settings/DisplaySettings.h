#pragma once

#include <QHash>
#include <QObject>
#include <QQmlEngine>
#include <QVariant>

// Display settings for projectors: one text size factor that the QML Theme multiplies every
// font by, and a high-contrast palette (black on white, darker colours, stronger borders)
// for washed-out classroom projectors. Both persisted, so a classroom machine keeps them.
class DisplaySettings : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(double textScale READ textScale WRITE setTextScale NOTIFY textScaleChanged FINAL)
    // The smallest scale now: presenter mode raises it to kPresenterScale.
    Q_PROPERTY(double minimumTextScale READ minimumTextScale NOTIFY textScaleChanged FINAL)
    Q_PROPERTY(double maximumTextScale READ maximumTextScale CONSTANT FINAL)
    // The body text's size in pixels at 100%: the Theme's bodySize is this times textScale.
    Q_PROPERTY(int bodyPixelSize READ bodyPixelSize CONSTANT FINAL)
    Q_PROPERTY(bool canZoomIn READ canZoomIn NOTIFY textScaleChanged FINAL)
    Q_PROPERTY(bool canZoomOut READ canZoomOut NOTIFY textScaleChanged FINAL)
    Q_PROPERTY(bool highContrast READ highContrast WRITE setHighContrast NOTIFY highContrastChanged FINAL)
    // View > Reduce motion: the lab's request tokens stop sliding into place. Qt 6.4 tells
    // nothing of the desktop's own choice (docs/qt-6.4-limits.md), so this is the only one.
    Q_PROPERTY(bool reduceMotion READ reduceMotion WRITE setReduceMotion NOTIFY reduceMotionChanged FINAL)
    // Presenter mode (F5) for the back row: the lesson list is hidden and the text is at least
    // kPresenterScale. For this run only; the saved text size returns when it ends.
    Q_PROPERTY(bool presenterMode READ presenterMode WRITE setPresenterMode NOTIFY presenterModeChanged FINAL)
    Q_PROPERTY(bool animationsEnabled READ animationsEnabled NOTIFY reduceMotionChanged FINAL)
    Q_PROPERTY(double minimumSimulationShare READ minimumSimulationShare CONSTANT FINAL)
    Q_PROPERTY(double maximumSimulationShare READ maximumSimulationShare CONSTANT FINAL)

public:
    explicit DisplaySettings(QObject *parent = nullptr);

    static constexpr double kMinimumScale = 0.8;
    static constexpr double kMaximumScale = 2.0;
    static constexpr double kScaleStep = 0.1;
    static constexpr double kPresenterScale = 1.5;
    static constexpr int kBodyPixelSize = 15;

    // The scale the Theme applies: the chosen one, and at least kPresenterScale in
    // presenter mode.
    double textScale() const;
    void setTextScale(double scale);
    // Like setTextScale, but for this run only (the command line's --text-size): not saved.
    void applyTextScale(double scale);
    double minimumTextScale() const { return m_presenterMode ? kPresenterScale : kMinimumScale; }
    double maximumTextScale() const { return kMaximumScale; }
    int bodyPixelSize() const { return kBodyPixelSize; }
    bool canZoomIn() const;
    bool canZoomOut() const;

    Q_INVOKABLE void zoomIn();
    Q_INVOKABLE void zoomOut();
    Q_INVOKABLE void resetZoom();

    bool highContrast() const { return m_highContrast; }
    void setHighContrast(bool on);

    bool presenterMode() const { return m_presenterMode; }
    void setPresenterMode(bool on);
    Q_INVOKABLE void togglePresenterMode() { setPresenterMode(!m_presenterMode); }

    bool reduceMotion() const { return m_reduceMotion; }
    void setReduceMotion(bool on);
    bool animationsEnabled() const { return !m_reduceMotion; }

    // A lesson's simulation pane: its share of the page's width, as the student left the
    // divider (LessonPage). Saved per lesson; a missing or damaged value gives the default.
    static constexpr double kDefaultSimulationShare = 0.6;
    static constexpr double kMinimumSimulationShare = 0.3;
    static constexpr double kMaximumSimulationShare = 0.75;
    double minimumSimulationShare() const { return kMinimumSimulationShare; }
    double maximumSimulationShare() const { return kMaximumSimulationShare; }
    Q_INVOKABLE double simulationShare(const QString &lessonId) const;
    // Out of range values are bounded; an empty lesson id is refused with a warning.
    Q_INVOKABLE void setSimulationShare(const QString &lessonId, double share);

signals:
    void textScaleChanged();
    void highContrastChanged();
    void reduceMotionChanged();
    void presenterModeChanged();

private:
    bool change(double scale);
    void applyDefaultFont();

    double m_textScale = 1.0;
    bool m_highContrast = false;
    bool m_reduceMotion = false;
    // The saved widths of the simulation panes, by lesson, as read at start and set since:
    // a page asks when it is built, and reading the file then would wait for the writes
    // still queued (the lesson visit that opened it).
    QHash<QString, QVariant> m_simulationShares;
    bool m_presenterMode = false;
};
