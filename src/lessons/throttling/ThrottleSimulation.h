#pragma once

#include "lessons/catalog/LessonPrediction.h"
#include "lessons/throttling/ThrottleCore.h"
#include "lessons/throttling/ThrottleWindowModel.h"

#include <QList>
#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QStringList>
#include <QVariantList>

// The QML face of ThrottleCore: the lesson's contract properties, the teaching presets
// (a demand schedule over time, with their names and descriptions), and the recorded
// history the page's charts draw (its window, a table that Qt Charts' model mappers read).
class ThrottleSimulation : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(double demandPercent READ demandPercent WRITE setDemandPercent NOTIFY demandPercentChanged FINAL)
    Q_PROPERTY(double maximumDemandPercent READ maximumDemandPercent CONSTANT FINAL)
    Q_PROPERTY(QString presetId READ presetId NOTIFY presetIdChanged FINAL)
    Q_PROPERTY(QStringList presetIds READ presetIds CONSTANT FINAL)
    // One entry per preset, in presetIds' order: {id, label}, the label translated.
    Q_PROPERTY(QVariantList presets READ presets NOTIFY presetTextsChanged FINAL)
    // What the current preset does, or what free play means when none is chosen.
    Q_PROPERTY(QString presetDescription READ presetDescription NOTIFY presetTextsChanged FINAL)
    Q_PROPERTY(qint64 minute READ minute NOTIFY stateChanged FINAL)
    Q_PROPERTY(double cpuPercent READ cpuPercent NOTIFY stateChanged FINAL)
    Q_PROPERTY(double rollingAveragePercent READ rollingAveragePercent NOTIFY stateChanged FINAL)
    Q_PROPERTY(bool throttleActive READ throttleActive NOTIFY stateChanged FINAL)
    Q_PROPERTY(double allowedRatePercent READ allowedRatePercent NOTIFY stateChanged FINAL)
    Q_PROPERTY(qint64 throttleEvents READ throttleEvents NOTIFY stateChanged FINAL)
    Q_PROPERTY(int throttledClients READ throttledClients NOTIFY stateChanged FINAL)
    Q_PROPERTY(int writingClients READ writingClients NOTIFY stateChanged FINAL)
    Q_PROPERTY(qint64 offeredWrites READ offeredWrites NOTIFY stateChanged FINAL)
    Q_PROPERTY(qint64 completedWrites READ completedWrites NOTIFY stateChanged FINAL)
    Q_PROPERTY(qint64 waitingWrites READ waitingWrites NOTIFY stateChanged FINAL)
    Q_PROPERTY(double writeLatencyMs READ writeLatencyMs NOTIFY stateChanged FINAL)
    Q_PROPERTY(QString writeLatencyText READ writeLatencyText NOTIFY textsChanged FINAL)
    Q_PROPERTY(QString elapsedText READ elapsedText NOTIFY textsChanged FINAL)
    Q_PROPERTY(double chartStartHours READ chartStartHours NOTIFY stateChanged FINAL)
    Q_PROPERTY(double chartEndHours READ chartEndHours NOTIFY stateChanged FINAL)
    // The time axis's tick: every 1, 2 or 4 hours as the window grows past 8 or 16 hours.
    Q_PROPERTY(double timeTickHours READ timeTickHours NOTIFY stateChanged FINAL)
    // The minutes in that window, one row each: what the time charts draw.
    Q_PROPERTY(ThrottleWindowModel *window READ window CONSTANT FINAL)
    Q_PROPERTY(double latencyAxisMaxMinutes READ latencyAxisMaxMinutes NOTIFY stateChanged FINAL)
    // The last notable change (start, throttling on or off, the scenario's end, a simulated
    // day finished) and the throttle state now, in the current language: shown on the page
    // and announced to screen readers after each statusUpdated().
    Q_PROPERTY(QString statusText READ statusText NOTIFY textsChanged FINAL)
    // The charts' contents in words, with the numbers of the current minute.
    Q_PROPERTY(QString cpuSummary READ cpuSummary NOTIFY textsChanged FINAL)
    Q_PROPERTY(QString rateSummary READ rateSummary NOTIFY textsChanged FINAL)
    Q_PROPERTY(QString latencySummary READ latencySummary NOTIFY textsChanged FINAL)
    Q_PROPERTY(QString flagSummary READ flagSummary NOTIFY textsChanged FINAL)
    // The stretches of the charts' window in which throttling was on, for the marks on the
    // CPU and rate charts: one {fromHours, toHours, switchedOn, switchedOff} per stretch,
    // oldest first (see ThrottleEpisode). switchedOff is false while throttling is still
    // on, and toHours is then the current minute.
    Q_PROPERTY(QVariantList throttleMarks READ throttleMarks NOTIFY stateChanged FINAL)
    // Those stretches in words, for the charts' descriptions ("" when there are none).
    Q_PROPERTY(QString throttleMarksSummary READ throttleMarksSummary NOTIFY textsChanged FINAL)
    // The scenario's prediction: will the service throttle, and in which hour? Open until
    // the run reaches the minute that decides it (throttling starts, or the 2-hour average
    // peaks below 50%); a new scenario clears it, free play has none.
    Q_PROPERTY(LessonPrediction *prediction READ prediction CONSTANT FINAL)
    // A scenario ends when its episode is over and the 2-hour window has caught up: the
    // last change of demand, queue or throttle plus 120 minutes, rounded up to an hour.
    // advance() stops there once (the page's Play pauses); -1 in free play.
    Q_PROPERTY(qint64 endMinute READ endMinute NOTIFY presetIdChanged FINAL)
    Q_PROPERTY(bool finished READ finished NOTIFY stateChanged FINAL)

public:
    // A stretch of minutes with throttling on, as throttleMarks gives it: from the first
    // throttled minute to the first minute after it that was not (-1 while still on).
    struct ThrottleEpisode
    {
        qint64 onMinute = 0;
        qint64 offMinute = -1;
        // false: it began at the window's left edge or before it (or before the recorded
        // history), so the charts do not show the switch
        bool switchedOn = true;
        friend bool operator==(const ThrottleEpisode &, const ThrottleEpisode &) = default;
    };

    // The prediction's choices, in this order.
    enum ThrottleOutcome {
        NeverThrottles,
        ThrottlesInFirstHour,
        ThrottlesInSecondHour,
        ThrottlesLater,
    };
    Q_ENUM(ThrottleOutcome)

    static constexpr qint64 kMaxAdvanceMinutes = qint64 {7} * 24 * 60;
    static constexpr int kChartSpanMinutes = 24 * 60;

    explicit ThrottleSimulation(QObject *parent = nullptr);

    double demandPercent() const { return m_core.demandPercent(); }
    void setDemandPercent(double percent);
    double maximumDemandPercent() const { return ThrottleCore::kMaxDemandPercent; }
    QString presetId() const { return m_presetId; }
    static QStringList presetIds();
    QVariantList presets() const;
    QString presetDescription() const { return descriptionOf(m_presetId); }
    static QString labelOf(const QString &presetId);
    static QString descriptionOf(const QString &presetId);

    qint64 minute() const { return m_core.minute(); }
    double cpuPercent() const { return m_core.cpuPercent(); }
    double rollingAveragePercent() const { return m_core.rollingAveragePercent(); }
    bool throttleActive() const { return m_core.throttleActive(); }
    double allowedRatePercent() const { return m_core.allowedRatePercent(); }
    qint64 throttleEvents() const { return m_core.throttleEvents(); }
    int throttledClients() const { return m_core.throttledClients(); }
    int writingClients() const { return m_core.writingClients(); }
    qint64 offeredWrites() const { return m_core.offeredWrites(); }
    qint64 completedWrites() const { return m_core.completedWrites(); }
    qint64 waitingWrites() const { return m_core.waitingWrites(); }
    double writeLatencyMs() const { return m_core.writeLatencyMs(); }
    QString writeLatencyText() const;
    QString elapsedText() const;
    double chartStartHours() const;
    double chartEndHours() const;
    double latencyAxisMaxMinutes() const;
    QString statusText() const;
    QString cpuSummary() const;
    QString rateSummary() const;
    QString latencySummary() const;
    QString flagSummary() const;
    QList<ThrottleEpisode> throttleEpisodes() const;
    QVariantList throttleMarks() const;
    QString throttleMarksSummary() const;
    LessonPrediction *prediction() const { return m_prediction; }
    // The minute that decides the current scenario's prediction, -1 in free play.
    qint64 decidingMinute() const { return m_outcome.decidingMinute; }
    qint64 endMinute() const { return m_outcome.endMinute; }
    bool finished() const { return m_outcome.endMinute >= 0 && m_core.minute() >= m_outcome.endMinute; }

    // Runs whole minutes (0 to kMaxAdvanceMinutes); a preset sets the demand on the way.
    // A run that reaches the scenario's end stops there and sends endReached(); from the
    // end on, it runs on as asked.
    Q_INVOKABLE void advance(int minutes);
    // Back to minute 0 after two idle hours; the preset and its schedule are kept.
    Q_INVOKABLE void reset();
    // Starts a preset from minute 0: "burst", "sustained", "spread" or "bulk".
    Q_INVOKABLE bool applyPreset(const QString &presetId);
    double timeTickHours() const;
    ThrottleWindowModel *window() const { return m_window; }

    // One minute of the run as the CSV export writes it (ThrottleHistoryModel).
    struct MinuteRecord
    {
        qint64 minute = 0;
        double demandPercent = 0.0;
        double cpuPercent = 0.0;
        double averagePercent = 0.0;
        double allowedRatePercent = 0.0;
        double latencyMs = 0.0;
        bool throttled = false;
    };
    // Every recorded minute, oldest first, with minute 0 while the history reaches back to it.
    qsizetype recordCount() const;
    MinuteRecord record(qsizetype index) const;

    // A duration in milliseconds as the page shows it ("1 ms", "2.5 s", "1 h 38 min").
    static QString formatDuration(double milliseconds);

signals:
    void demandPercentChanged();
    void presetIdChanged();
    // The presets' names or the current description changed (a language switch or
    // another preset); not sent every minute, so the preset buttons stay as they are.
    void presetTextsChanged();
    void stateChanged();
    // A notable change happened (see statusText); not sent for a language switch.
    void statusUpdated();
    // advance() stopped at the scenario's end.
    void endReached();
    // The formatted texts changed: with every stateChanged(), and alone after a language
    // switch (which changes no number, so the charts need not be redrawn).
    void textsChanged();

private:
    enum class StatusKind {
        Start,
        ThrottleStarted,
        ThrottleStopped,
        ScenarioFinished,
        DayFinished,
    };
    // The last notable change, kept as numbers so that its text follows a language switch.
    struct Status
    {
        StatusKind kind = StatusKind::Start;
        qint64 minute = 0;
    };

    struct Sample
    {
        double demand;
        double cpu;
        double average;
        double rate;
        double latencyMs;
        bool throttled;
    };
    struct Segment
    {
        qint64 fromMinute;
        double demandPercent;
    };
    // What the current scenario does, worked out ahead on a copy of the model.
    struct Outcome
    {
        qint64 decidingMinute = -1; // throttling starts, or the average peaks; -1 in free play
        bool throttles = false;
        double averagePercent = 0.0; // the 2-hour average in that minute
        qint64 endMinute = -1;       // see the endMinute property
    };

    void applyScheduledDemand();
    void recordSample();
    void recordStatus(StatusKind kind);
    double demandForMinute(qint64 minute) const;
    Outcome lookAhead() const;
    void updatePrediction();

    ThrottleCore m_core;
    QString m_presetId;
    QList<Segment> m_schedule;
    QList<Sample> m_history;
    Status m_status;
    Outcome m_outcome;
    LessonPrediction *m_prediction = nullptr;
    ThrottleWindowModel *m_window = nullptr;
};
