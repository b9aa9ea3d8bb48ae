#include "lessons/throttling/ThrottleSimulation.h"

#include "i18n/LanguageService.h"
#include "i18n/NumberFormat.h"

#include <QVariantMap>
#include <QtDebug>

#include <algorithm>
#include <cmath>

namespace {
// Oldest history kept for the charts: two days are plenty for a class.
constexpr int kMaxHistoryMinutes = 2 * 24 * 60;
constexpr qint64 kMinutesPerHour = 60;
constexpr qint64 kMinutesPerDay = 24 * kMinutesPerHour;

// A chart's description: what it shows now, then the shaded throttling stretches, if any.
QString withMarks(const QString &now, const QString &marks)
{
    return marks.isEmpty() ? now : now + QLatin1Char(' ') + marks;
}
} // namespace

ThrottleSimulation::ThrottleSimulation(QObject *parent)
    : QObject(parent)
    , m_prediction(new LessonPrediction(this))
    , m_window(new ThrottleWindowModel(this, this))
{
    // The texts are formatted for the language: refresh them after a switch. Only them:
    // stateChanged() would make the page replace every chart series for nothing.
    connect(LanguageService::instance(), &LanguageService::languageChanged, this, &ThrottleSimulation::textsChanged);
    connect(this, &ThrottleSimulation::stateChanged, this, &ThrottleSimulation::textsChanged);
    connect(LanguageService::instance(), &LanguageService::languageChanged, this,
            &ThrottleSimulation::presetTextsChanged);
    connect(this, &ThrottleSimulation::presetIdChanged, this, &ThrottleSimulation::presetTextsChanged);
    connect(this, &ThrottleSimulation::textsChanged, this, &ThrottleSimulation::updatePrediction);
    // A new scenario, or free play, asks a new question.
    connect(this, &ThrottleSimulation::presetIdChanged, m_prediction, &LessonPrediction::clear);
    updatePrediction();
}

QStringList ThrottleSimulation::presetIds()
{
    return {QStringLiteral("burst"), QStringLiteral("sustained"), QStringLiteral("spread"), QStringLiteral("bulk")};
}

QVariantList ThrottleSimulation::presets() const
{
    QVariantList list;
    const QStringList ids = presetIds();
    for (const QString &id : ids) {
        list.append(QVariantMap {{QStringLiteral("id"), id}, {QStringLiteral("label"), labelOf(id)}});
    }
    return list;
}

QString ThrottleSimulation::labelOf(const QString &presetId)
{
    if (presetId == QLatin1String("burst"))
        //: Preset button
        return tr("Short burst");
    if (presetId == QLatin1String("sustained"))
        //: Preset button
        return tr("Sustained ingestion");
    if (presetId == QLatin1String("spread"))
        //: Preset button
        return tr("Spread evenly");
    if (presetId == QLatin1String("bulk"))
        //: Preset button
        return tr("Bulk load, then quiet");
    return {};
}

QString ThrottleSimulation::descriptionOf(const QString &presetId)
{
    // What the scenario sends, never what it leads to: the student predicts that first.
    if (presetId == QLatin1String("burst"))
        return tr("Short burst: 30 minutes at 90%, then 20% for as long as you let it run.");
    if (presetId == QLatin1String("sustained"))
        return tr("Sustained ingestion: 80% for four hours, then nothing.");
    if (presetId == QLatin1String("spread"))
        return tr("Spread evenly: the same writes as the sustained import, at 40% over eight hours, then nothing.");
    if (presetId == QLatin1String("bulk"))
        return tr("Bulk load, then quiet hours: 100% for 90 minutes, then 10%.");
    return tr("Free play: the slider sets the demand from now on. Press Reset to start again from two idle hours.");
}

void ThrottleSimulation::setDemandPercent(double percent)
{
    if (!m_core.setDemandPercent(percent)) {
        qWarning("ThrottleSimulation: demandPercent %g refused; it must be a number from 0 to %g", percent,
                 ThrottleCore::kMaxDemandPercent);
        return;
    }
    // Moving the demand by hand leaves the preset: from now on it is free play.
    if (!m_schedule.isEmpty() || !m_presetId.isEmpty()) {
        m_schedule.clear();
        m_outcome = {};
        m_presetId.clear();
        emit presetIdChanged();
        updatePrediction();
    }
    emit demandPercentChanged();
}

bool ThrottleSimulation::applyPreset(const QString &presetId)
{
    QList<Segment> schedule;
    if (presetId == QLatin1String("burst"))
        schedule = {{0, 90.0}, {30, 20.0}}; // 30 minutes at 90%, then 20%
    else if (presetId == QLatin1String("sustained"))
        schedule = {{0, 80.0}, {240, 0.0}}; // 80% for four hours, then idle
    else if (presetId == QLatin1String("spread"))
        schedule = {{0, 40.0}, {480, 0.0}}; // the same writes at half the rate, eight hours
    else if (presetId == QLatin1String("bulk"))
        schedule = {{0, 100.0}, {90, 10.0}}; // 90 minutes flat out, then quiet hours
    else {
        qWarning("ThrottleSimulation: unknown preset \"%s\"; use one of: %s", qPrintable(presetId),
                 qPrintable(presetIds().join(QStringLiteral(", "))));
        return false;
    }
    m_schedule = schedule;
    m_outcome = lookAhead();
    if (m_presetId != presetId) {
        m_presetId = presetId;
        emit presetIdChanged();
    }
    reset();
    return true;
}

void ThrottleSimulation::reset()
{
    m_core.reset();
    m_history.clear();
    applyScheduledDemand();
    recordStatus(StatusKind::Start);
    m_window->follow();
    emit stateChanged();
    emit statusUpdated();
}

void ThrottleSimulation::advance(int minutes)
{
    if (minutes < 0 || minutes > kMaxAdvanceMinutes) {
        qWarning("ThrottleSimulation: advance(%d) refused; minutes must be from 0 to %lld", minutes,
                 static_cast<long long>(kMaxAdvanceMinutes));
        return;
    }
    if (minutes == 0)
        return;
    // A run that reaches the scenario's end stops there, once.
    const bool reachesEnd = !finished() && m_outcome.endMinute >= 0 && m_core.minute() + minutes >= m_outcome.endMinute;
    if (reachesEnd)
        minutes = int(m_outcome.endMinute - m_core.minute());
    bool notable = false;
    for (int i = 0; i < minutes; ++i) {
        const bool wasThrottled = m_core.throttleActive();
        applyScheduledDemand();
        m_core.step();
        recordSample();
        if (m_core.throttleActive() != wasThrottled) {
            recordStatus(m_core.throttleActive() ? StatusKind::ThrottleStarted : StatusKind::ThrottleStopped);
            notable = true;
        }
        if (m_core.minute() % kMinutesPerDay == 0) {
            recordStatus(StatusKind::DayFinished);
            notable = true;
        }
    }
    if (reachesEnd) {
        recordStatus(StatusKind::ScenarioFinished);
        notable = true;
    }
    // The demand shown is the one of the coming minute.
    applyScheduledDemand();
    m_window->follow();
    emit stateChanged();
    if (notable)
        emit statusUpdated();
    if (reachesEnd)
        emit endReached();
}

void ThrottleSimulation::recordStatus(StatusKind kind)
{
    m_status = {kind, m_core.minute()};
}

QString ThrottleSimulation::statusText() const
{
    QString event;
    switch (m_status.kind) {
    case StatusKind::Start:
        //: Throttling status after a reset or a new scenario
        event = tr("The simulation starts at minute 0.");
        break;
    case StatusKind::ThrottleStarted:
        event = tr("Minute %1: throttling started.").arg(NumberFormat::count(m_status.minute));
        break;
    case StatusKind::ThrottleStopped:
        event = tr("Minute %1: throttling stopped.").arg(NumberFormat::count(m_status.minute));
        break;
    case StatusKind::ScenarioFinished:
        //: %1 is the minute the scenario ended
        event = tr("Minute %1: the scenario is over. Press Reset to run it again.")
                    .arg(NumberFormat::count(m_status.minute));
        break;
    case StatusKind::DayFinished:
        //: %1 is the number of the day (1, 2, ...), %2 the minute it ended
        event = tr("Simulated day %1 finished at minute %2.")
                    .arg(NumberFormat::count(m_status.minute / kMinutesPerDay), NumberFormat::count(m_status.minute));
        break;
    }
    // The state of this minute, so the line never contradicts the tiles beside it.
    const QString state = m_core.throttleActive()
        //: %1 allowed write rate in percent, %2 a duration such as "2.5 s"
        ? tr("Writes are delayed: the allowed write rate is %1% and a write takes %2 on average.")
              .arg(NumberFormat::percentNumber(m_core.allowedRatePercent()), formatDuration(m_core.writeLatencyMs()))
        : m_core.waitingWrites() > 0
            //: %1 a duration such as "2.5 s"
            ? tr("Throttling is off, but writes still wait in the queue: a write takes %1 on average.")
                  .arg(formatDuration(m_core.writeLatencyMs()))
            : tr("Writes are not delayed.");
    //: Throttling status: the event, then the throttle state, e.g. "Minute 76: throttling started. Writes are delayed:
    //: ..."
    return tr("%1 %2").arg(event, state);
}

QString ThrottleSimulation::cpuSummary() const
{
    //: Description of the CPU chart; %1 minute, %2 CPU and %3 2-hour average in percent
    const QString now = tr("At minute %1 the writer CPU is %2% and its 2-hour average %3%; the dotted line marks 50%.")
                            .arg(NumberFormat::count(m_core.minute()), NumberFormat::percentNumber(m_core.cpuPercent()),
                                 NumberFormat::percentNumber(m_core.rollingAveragePercent()));
    return withMarks(now, throttleMarksSummary());
}

QString ThrottleSimulation::rateSummary() const
{
    //: Description of the allowed-rate chart; %1 minute, %2 percent of normal throughput
    const QString now =
        tr("At minute %1 writes are allowed at %2% of normal throughput.")
            .arg(NumberFormat::count(m_core.minute()), NumberFormat::percentNumber(m_core.allowedRatePercent()));
    return withMarks(now, throttleMarksSummary());
}

QString ThrottleSimulation::latencySummary() const
{
    //: Description of the latency chart; %1 minute, %2 a duration such as "2.5 s"
    return tr("At minute %1 a write takes %2 on average.")
        .arg(NumberFormat::count(m_core.minute()), writeLatencyText());
}

QString ThrottleSimulation::flagSummary() const
{
    return m_core.throttleActive() ? tr("At minute %1 throttling is on.").arg(NumberFormat::count(m_core.minute()))
                                   : tr("At minute %1 throttling is off.").arg(NumberFormat::count(m_core.minute()));
}

QList<ThrottleSimulation::ThrottleEpisode> ThrottleSimulation::throttleEpisodes() const
{
    QList<ThrottleEpisode> episodes;
    const qint64 firstMinute = qint64(chartStartHours() * 60.0);
    const qint64 offset = m_core.minute() - m_history.size();
    bool before = false;
    for (qsizetype i = 0; i < m_history.size(); ++i) {
        const qint64 minuteNumber = offset + i + 1;
        const bool throttled = m_history.at(i).throttled;
        if (throttled && !before) {
            // A history that was cut (kMaxHistoryMinutes) may start in the middle of one.
            episodes.append({minuteNumber, -1, i > 0 || offset == 0});
        } else if (!throttled && before) {
            episodes.last().offMinute = minuteNumber;
        }
        before = throttled;
    }
    // Only what the charts show: a stretch that began before the window starts at its
    // edge, where the chart cannot show the switch.
    QList<ThrottleEpisode> shown;
    for (ThrottleEpisode episode : std::as_const(episodes)) {
        if (episode.offMinute >= 0 && episode.offMinute <= firstMinute)
            continue;
        if (firstMinute > 0 && episode.onMinute <= firstMinute) {
            episode.onMinute = firstMinute;
            episode.switchedOn = false;
        }
        shown.append(episode);
    }
    return shown;
}

QVariantList ThrottleSimulation::throttleMarks() const
{
    QVariantList marks;
    for (const ThrottleEpisode &episode : throttleEpisodes()) {
        const qint64 to = episode.offMinute >= 0 ? episode.offMinute : m_core.minute();
        marks.append(QVariantMap {{QStringLiteral("fromHours"), double(episode.onMinute) / 60.0},
                                  {QStringLiteral("toHours"), double(to) / 60.0},
                                  {QStringLiteral("switchedOn"), episode.switchedOn},
                                  {QStringLiteral("switchedOff"), episode.offMinute >= 0}});
    }
    return marks;
}

QString ThrottleSimulation::throttleMarksSummary() const
{
    QStringList sentences;
    for (const ThrottleEpisode &episode : throttleEpisodes()) {
        const QString from = NumberFormat::count(episode.onMinute);
        if (episode.offMinute >= 0) {
            //: Description of the shaded stretch on the throttling charts; %1 and %2 are minutes
            sentences.append(tr("Shaded: throttling on from minute %1 to minute %2.")
                                 .arg(from, NumberFormat::count(episode.offMinute)));
        } else {
            //: Description of the shaded stretch on the throttling charts; %1 is a minute
            sentences.append(tr("Shaded: throttling on since minute %1.").arg(from));
        }
    }
    return sentences.join(QLatin1Char(' '));
}

double ThrottleSimulation::demandForMinute(qint64 minute) const
{
    double demand = 0.0;
    for (const Segment &segment : m_schedule) {
        if (minute >= segment.fromMinute)
            demand = segment.demandPercent;
    }
    return demand;
}

ThrottleSimulation::Outcome ThrottleSimulation::lookAhead() const
{
    Outcome outcome;
    if (m_schedule.isEmpty())
        return outcome;
    // The run as advance() will make it, from minute 0, until its episode is over.
    qint64 lastChange = 0;
    for (const Segment &segment : m_schedule)
        lastChange = std::max(lastChange, segment.fromMinute);
    ThrottleCore probe;
    double peak = -1.0;
    bool decided = false;
    while (probe.minute() < kMaxAdvanceMinutes) {
        probe.setDemandPercent(demandForMinute(probe.minute()));
        probe.step();
        const double average = probe.rollingAveragePercent();
        if (!decided && probe.throttleActive()) {
            outcome = {probe.minute(), true, average, -1};
            decided = true;
        }
        // The first minute of the highest average: from there the answer is plain.
        constexpr double kRoundingNoise = 1e-9;
        if (!decided && average > peak + kRoundingNoise) {
            peak = average;
            outcome = {probe.minute(), false, average, -1};
        }
        if (probe.throttleActive() || probe.waitingWrites() > 0)
            lastChange = std::max<qint64>(lastChange, probe.minute());
        if (probe.minute() >= lastChange + ThrottleCore::kWindowMinutes)
            break;
    }
    outcome.endMinute =
        (lastChange + ThrottleCore::kWindowMinutes + kMinutesPerHour - 1) / kMinutesPerHour * kMinutesPerHour;
    return outcome;
}

void ThrottleSimulation::updatePrediction()
{
    m_prediction->setTexts(
        tr("Will the service throttle in this scenario, and when?"),
        {tr("It never throttles"), tr("Yes, within the first hour"), tr("Yes, in the second hour"),
         tr("Yes, but only after two hours")},
        tr("Now press Play and watch the 2-hour average."),
        m_outcome.decidingMinute < 0
            ? tr("In free play there is nothing fixed to predict. Pick a scenario to predict its run.")
            : tr("This run has already shown the answer. Press Reset to predict before it plays "
                 "again."));
    const bool inView = m_outcome.decidingMinute >= 0 && m_core.minute() >= m_outcome.decidingMinute;
    m_prediction->setOpen(m_outcome.decidingMinute >= 0 && !inView);
    if (!inView) {
        m_prediction->setOutcome(-1, {});
        return;
    }
    if (!m_outcome.throttles) {
        //: %1 the 2-hour average in percent, %2 a minute
        m_prediction->setOutcome(NeverThrottles,
                                 tr("The 2-hour average peaked at %1% in minute %2 and stays below the 50% line from "
                                    "then on: no write is delayed.")
                                     .arg(NumberFormat::percentNumber(m_outcome.averagePercent),
                                          NumberFormat::count(m_outcome.decidingMinute)));
        return;
    }
    const ThrottleOutcome when = m_outcome.decidingMinute <= kMinutesPerHour ? ThrottlesInFirstHour
        : m_outcome.decidingMinute <= 2 * kMinutesPerHour                    ? ThrottlesInSecondHour
                                                                             : ThrottlesLater;
    //: %1 a minute, %2 the 2-hour average in percent
    m_prediction->setOutcome(
        when,
        tr("Throttling started in minute %1, the first minute in which the 2-hour average "
           "was above 50% (%2%).")
            .arg(NumberFormat::count(m_outcome.decidingMinute), NumberFormat::percentNumber(m_outcome.averagePercent)));
}

void ThrottleSimulation::applyScheduledDemand()
{
    if (m_schedule.isEmpty())
        return;
    const double demand = demandForMinute(m_core.minute());
    if (demand != m_core.demandPercent()) {
        m_core.setDemandPercent(demand);
        emit demandPercentChanged();
    }
}

void ThrottleSimulation::recordSample()
{
    m_history.append({m_core.demandPercent(), m_core.cpuPercent(), m_core.rollingAveragePercent(),
                      m_core.allowedRatePercent(), m_core.writeLatencyMs(), m_core.throttleActive()});
    if (m_history.size() > kMaxHistoryMinutes)
        m_history.remove(0, m_history.size() - kMaxHistoryMinutes);
}

double ThrottleSimulation::chartEndHours() const
{
    // Whole hours, at least six, so the axis does not move every minute; a scenario's
    // whole run from minute 0 to its end, so the axis keeps still while it plays.
    const double scenarioHours = double(std::max<qint64>(0, m_outcome.endMinute)) / 60.0;
    return std::max({6.0, scenarioHours, std::ceil(double(m_core.minute()) / 60.0)});
}

double ThrottleSimulation::chartStartHours() const
{
    return std::max(0.0, chartEndHours() - kChartSpanMinutes / 60.0);
}

double ThrottleSimulation::latencyAxisMaxMinutes() const
{
    double peak = 0.0;
    const qint64 firstMinute = qint64(chartStartHours() * 60.0);
    // The minutes the latency chart draws (the window, ThrottleWindowModel).
    for (qsizetype index = 0, count = recordCount(); index < count; ++index) {
        const MinuteRecord minute = record(index);
        if (minute.minute >= firstMinute)
            peak = std::max(peak, minute.latencyMs / ThrottleCore::kMsPerMinute);
    }
    // Round up to a tidy top whose quarters are whole minutes, so that the axis keeps
    // still while the line grows and its five labels need no decimals.
    for (double top : {4.0, 8.0, 20.0, 40.0, 60.0, 120.0, 180.0, 240.0, 360.0, 480.0}) {
        if (peak <= top)
            return top;
    }
    return std::ceil(peak / 240.0) * 240.0;
}

double ThrottleSimulation::timeTickHours() const
{
    const double span = chartEndHours() - chartStartHours();
    return span <= 8.0 ? 1.0 : (span <= 16.0 ? 2.0 : 4.0);
}

qsizetype ThrottleSimulation::recordCount() const
{
    const bool fromMinuteZero = m_core.minute() == m_history.size();
    return m_history.size() + (fromMinuteZero ? 1 : 0);
}

ThrottleSimulation::MinuteRecord ThrottleSimulation::record(qsizetype index) const
{
    const qint64 offset = m_core.minute() - m_history.size();
    const bool fromMinuteZero = offset == 0;
    if (fromMinuteZero && index == 0) {
        // Minute 0, the end of the two idle hours.
        return {0, 0.0, 0.0, 0.0, 100.0, ThrottleCore::kBaseLatencyMs, false};
    }
    const qsizetype sampleIndex = index - (fromMinuteZero ? 1 : 0);
    if (sampleIndex < 0 || sampleIndex >= m_history.size())
        return {};
    const Sample &sample = m_history.at(sampleIndex);
    return {offset + sampleIndex + 1, sample.demand,   sample.cpu, sample.average, sample.rate,
            sample.latencyMs,         sample.throttled};
}

QString ThrottleSimulation::formatDuration(double milliseconds)
{
    if (milliseconds < 1000.0) {
        //: A short duration in milliseconds, e.g. "1 ms"
        return tr("%1 ms").arg(NumberFormat::number(milliseconds, 0));
    }
    const double seconds = milliseconds / 1000.0;
    if (seconds < 60.0) {
        //: A duration in seconds, e.g. "2.5 s"
        return tr("%1 s").arg(NumberFormat::number(seconds, 1));
    }
    const auto totalMinutes = qint64(std::llround(seconds / 60.0));
    if (totalMinutes < 60) {
        //: A duration in whole minutes, e.g. "12 min"
        return tr("%1 min").arg(NumberFormat::count(totalMinutes));
    }
    //: A duration in hours and minutes, e.g. "1 h 38 min"
    return tr("%1 h %2 min").arg(NumberFormat::count(totalMinutes / 60)).arg(totalMinutes % 60);
}

QString ThrottleSimulation::writeLatencyText() const
{
    return formatDuration(m_core.writeLatencyMs());
}

QString ThrottleSimulation::elapsedText() const
{
    const qint64 minutes = m_core.minute();
    //: Simulated time since the start, e.g. "minute 76 (1 h 16 min)"
    return tr("minute %1 (%2 h %3 min)")
        .arg(NumberFormat::count(minutes))
        .arg(NumberFormat::count(minutes / 60))
        .arg(minutes % 60);
}
