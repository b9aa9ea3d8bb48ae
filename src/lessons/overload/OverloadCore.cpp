#include "lessons/overload/OverloadCore.h"

#include <algorithm>
#include <cmath>

double OverloadCore::latencyFactorAt(double utilizationPercent)
{
    if (!std::isfinite(utilizationPercent) || utilizationPercent < 0.0 || utilizationPercent >= 100.0)
        return -1.0;
    return 1.0 / (1.0 - utilizationPercent / 100.0);
}

double OverloadCore::amplification(int retries, int layers)
{
    if (retries < 0 || layers < 0)
        return -1.0;
    return std::pow(double(retries) + 1.0, double(layers));
}

double OverloadCore::utilizationPercent() const
{
    return double(m_settings.offeredLoad) / double(m_settings.capacity) * 100.0;
}

double OverloadCore::serviceTimeMs() const
{
    return 1000.0 / double(m_settings.capacity);
}

double OverloadCore::meanLatencyMs() const
{
    const double factor = latencyFactorAt(utilizationPercent());
    return factor < 0.0 ? -1.0 : serviceTimeMs() * factor;
}

double OverloadCore::meanInSystem() const
{
    const double latencyMs = meanLatencyMs();
    return latencyMs < 0.0 ? -1.0 : double(m_settings.offeredLoad) * latencyMs / 1000.0;
}

bool OverloadCore::isValid(const Settings &settings)
{
    return isValidCapacity(settings.capacity) && isValidOfferedLoad(settings.offeredLoad)
        && isValidTimeoutMs(settings.timeoutMs) && isValidMaxRetries(settings.maxRetries)
        && isValidRetryBudgetPercent(settings.retryBudgetPercent) && isValidBrownoutAtS(settings.brownoutAtS)
        && isValidBrownoutSeconds(settings.brownoutSeconds)
        && isValidBrownoutCapacityPercent(settings.brownoutCapacityPercent);
}

OverloadCore::OverloadCore()
{
    resetRun();
}

OverloadCore::OverloadCore(const Settings &settings)
{
    if (isValid(settings))
        m_settings = settings;
    resetRun();
}

bool OverloadCore::setSettings(const Settings &settings)
{
    if (!isValid(settings) || settings == m_settings)
        return false;
    m_settings = settings;
    resetRun();
    return true;
}

template<typename T>
bool OverloadCore::change(T Settings::*field, T value, bool valid)
{
    if (!valid || m_settings.*field == value)
        return false;
    m_settings.*field = value;
    resetRun();
    return true;
}

bool OverloadCore::setCapacity(int value)
{
    return change(&Settings::capacity, value, isValidCapacity(value));
}

bool OverloadCore::setOfferedLoad(int value)
{
    return change(&Settings::offeredLoad, value, isValidOfferedLoad(value));
}

bool OverloadCore::setTimeoutMs(int value)
{
    return change(&Settings::timeoutMs, value, isValidTimeoutMs(value));
}

bool OverloadCore::setMaxRetries(int value)
{
    return change(&Settings::maxRetries, value, isValidMaxRetries(value));
}

bool OverloadCore::setRetryBudget(bool on)
{
    return change(&Settings::retryBudget, on, true);
}

bool OverloadCore::setRetryBudgetPercent(int value)
{
    return change(&Settings::retryBudgetPercent, value, isValidRetryBudgetPercent(value));
}

bool OverloadCore::setShedding(bool on)
{
    return change(&Settings::shedding, on, true);
}

bool OverloadCore::setBrownoutAtS(int value)
{
    return change(&Settings::brownoutAtS, value, isValidBrownoutAtS(value));
}

bool OverloadCore::setBrownoutSeconds(int value)
{
    return change(&Settings::brownoutSeconds, value, isValidBrownoutSeconds(value));
}

bool OverloadCore::setBrownoutCapacityPercent(int value)
{
    return change(&Settings::brownoutCapacityPercent, value, isValidBrownoutCapacityPercent(value));
}

int OverloadCore::timeoutTicks() const
{
    return (m_settings.timeoutMs + kTickMs - 1) / kTickMs;
}

bool OverloadCore::inBrownout(int tick) const
{
    const int start = m_settings.brownoutAtS * kTicksPerSecond;
    return tick >= start && tick < start + m_settings.brownoutSeconds * kTicksPerSecond;
}

double OverloadCore::capacityAt(int tick) const
{
    if (tick < 0 || tick >= kTickCount)
        return -1.0;
    const auto capacity = double(m_settings.capacity);
    return inBrownout(tick) ? capacity * m_settings.brownoutCapacityPercent / 100.0 : capacity;
}

void OverloadCore::resetRun()
{
    m_queue.clear();
    m_retriesNext.assign(std::size_t(m_settings.maxRetries) + 2, 0.0);
    m_records.clear();
    m_records.reserve(kTickCount);
}

bool OverloadCore::step()
{
    if (finished())
        return false;
    const int t = tick();
    const int maxRetries = m_settings.maxRetries;
    TickRecord record;

    // 1. Capacity.
    record.capacity = capacityAt(t);
    const double capacityPerTick = record.capacity / kTicksPerSecond;

    // 2. Arrivals, attempt 1 first.
    struct Arrival
    {
        int attempt;
        double amount;
    };
    std::vector<Arrival> arrivals;
    const double newPerTick = double(m_settings.offeredLoad) / kTicksPerSecond;
    arrivals.push_back({1, newPerTick});
    for (int attempt = 2; attempt <= maxRetries + 1; ++attempt) {
        if (m_retriesNext[std::size_t(attempt)] > 0.0)
            arrivals.push_back({attempt, m_retriesNext[std::size_t(attempt)]});
    }
    double attempts = 0.0;
    double retries = 0.0;
    for (const Arrival &arrival : arrivals) {
        attempts += arrival.amount;
        if (arrival.attempt > 1)
            retries += arrival.amount;
    }

    std::vector<double> retriesNext(m_retriesNext.size(), 0.0);
    double failed = 0.0;
    const auto fail = [&](int attempt, double amount) {
        failed += amount;
        if (attempt <= maxRetries)
            retriesNext[std::size_t(attempt) + 1] += amount;
    };

    // 3. Shedding, then the FIFO queue.
    double queued = 0.0;
    for (const Cohort &cohort : m_queue)
        queued += cohort.amount;
    const double sheddingLimit = record.capacity * m_settings.timeoutMs / 1000.0;
    for (const Arrival &arrival : arrivals) {
        double admitted = arrival.amount;
        if (m_settings.shedding) {
            admitted = std::min(arrival.amount, std::max(0.0, sheddingLimit - queued));
            if (arrival.amount - admitted > 0.0)
                fail(arrival.attempt, arrival.amount - admitted);
        }
        if (admitted > 0.0) {
            m_queue.push_back({t, arrival.attempt, admitted});
            queued += admitted;
        }
    }

    // The cohorts that reach the timeout in this tick (rule 5), as queued before service:
    // they arrived in tick t - timeoutTicks, which makes them contiguous in the FIFO.
    const int timingOutTick = t - timeoutTicks();
    std::vector<Arrival> timingOut;
    const auto firstTimingOut = std::lower_bound(m_queue.begin(), m_queue.end(), timingOutTick,
                                                 [](const Cohort &c, int at) { return c.arrivalTick < at; });
    for (auto it = firstTimingOut; it != m_queue.end() && it->arrivalTick == timingOutTick; ++it)
        timingOut.push_back({it->attempt, it->amount});

    // 4. Service from the head.
    double left = capacityPerTick;
    double goodput = 0.0;
    double wasted = 0.0;
    while (left > 0.0 && !m_queue.empty()) {
        Cohort &head = m_queue.front();
        const double taken = std::min(left, head.amount);
        if ((t - head.arrivalTick) * kTickMs >= m_settings.timeoutMs)
            wasted += taken;
        else
            goodput += taken;
        head.amount -= taken;
        left -= taken;
        if (head.amount <= 0.0)
            m_queue.pop_front();
    }

    // 5. Timeouts: the clients give up and retry next tick; the cohorts stay queued.
    for (const Arrival &cohort : timingOut)
        fail(cohort.attempt, cohort.amount);

    // 6. The retry budget.
    if (m_settings.retryBudget) {
        double scheduled = 0.0;
        for (const double amount : retriesNext)
            scheduled += amount;
        const double allowed = m_settings.retryBudgetPercent / 100.0 * newPerTick;
        if (scheduled > allowed) {
            const double scale = allowed / scheduled;
            for (double &amount : retriesNext)
                amount *= scale;
        }
    }
    m_retriesNext = std::move(retriesNext);

    queued = 0.0;
    for (const Cohort &cohort : m_queue)
        queued += cohort.amount;
    record.newRequests = newPerTick * kTicksPerSecond;
    record.retries = retries * kTicksPerSecond;
    record.attempts = attempts * kTicksPerSecond;
    record.goodput = goodput * kTicksPerSecond;
    record.wasted = wasted * kTicksPerSecond;
    record.failed = failed * kTicksPerSecond;
    record.queued = queued;
    m_records.push_back(record);
    return true;
}

void OverloadCore::runToEnd()
{
    while (step()) { }
}

const OverloadCore::TickRecord *OverloadCore::recordAt(int tick) const
{
    if (tick < 0 || tick >= this->tick())
        return nullptr;
    return &m_records[std::size_t(tick)];
}

double OverloadCore::queuedWaiting() const
{
    // After tick t - 1, the cohorts of the last timeoutTicks ticks have not timed out.
    const int firstWaitingTick = tick() - timeoutTicks();
    double amount = 0.0;
    for (const Cohort &cohort : m_queue) {
        if (cohort.arrivalTick >= firstWaitingTick)
            amount += cohort.amount;
    }
    return amount;
}

double OverloadCore::queuedTimedOut() const
{
    const int firstWaitingTick = tick() - timeoutTicks();
    double amount = 0.0;
    for (const Cohort &cohort : m_queue) {
        if (cohort.arrivalTick < firstWaitingTick)
            amount += cohort.amount;
    }
    return amount;
}

double OverloadCore::finalGoodputPercent() const
{
    if (!finished())
        return -1.0;
    if (m_settings.offeredLoad == 0)
        return 100.0;
    double sum = 0.0;
    for (int t = kTickCount - kFinalWindowTicks; t < kTickCount; ++t)
        sum += m_records[std::size_t(t)].goodput;
    return sum / kFinalWindowTicks / m_settings.offeredLoad * 100.0;
}

double OverloadCore::recoveredAtS() const
{
    if (!finished())
        return -1.0;
    const double threshold = kRecoveredPercent / 100.0 * m_settings.offeredLoad;
    int from = kTickCount;
    while (from > 0 && m_records[std::size_t(from) - 1].goodput >= threshold)
        --from;
    if (from == kTickCount)
        return -1.0;
    const int brownoutEndTick =
        m_settings.brownoutSeconds > 0 ? (m_settings.brownoutAtS + m_settings.brownoutSeconds) * kTicksPerSecond : 0;
    const int recoveredTick = std::max(from, brownoutEndTick);
    if (recoveredTick >= kTickCount)
        return -1.0;
    return double(recoveredTick) / kTicksPerSecond;
}

double OverloadCore::peakAmplification() const
{
    if (m_settings.offeredLoad == 0)
        return 0.0;
    double peak = 0.0;
    for (const TickRecord &record : m_records)
        peak = std::max(peak, record.attempts / m_settings.offeredLoad);
    return peak;
}

double OverloadCore::wastedPercent() const
{
    double wasted = 0.0;
    double served = 0.0;
    for (const TickRecord &record : m_records) {
        wasted += record.wasted;
        served += record.goodput + record.wasted;
    }
    return served > 0.0 ? wasted / served * 100.0 : 0.0;
}

int OverloadCore::tippingLoad(const Settings &settings)
{
    // Nothing offered is full goodput; the largest load is beyond what any capacity can
    // serve at 95%. So the bisection starts with one load that recovers and one that does not.
    static_assert(kMaxOfferedLoad * kRecoveredPercent / 100.0 > kMaxCapacity);
    const auto recoversAt = [&settings](int offeredLoad) {
        Settings trial = settings;
        trial.offeredLoad = offeredLoad;
        OverloadCore core(trial);
        core.runToEnd();
        return core.recovered();
    };
    int recovering = kMinOfferedLoad;
    int failing = kMaxOfferedLoad;
    while (failing - recovering > 1) {
        const int middle = recovering + (failing - recovering) / 2;
        (recoversAt(middle) ? recovering : failing) = middle;
    }
    return failing;
}
