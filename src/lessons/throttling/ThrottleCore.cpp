#include "lessons/throttling/ThrottleCore.h"

#include <algorithm>
#include <cmath>

ThrottleCore::ThrottleCore()
{
    reset();
}

void ThrottleCore::reset()
{
    m_minute = 0;
    m_cpuPercent = 0.0;
    m_throttleActive = false;
    m_allowedRatePercent = 100.0;
    m_throttledClients = 0;
    m_offeredWrites = 0;
    m_completedWrites = 0;
    m_waitingWrites = 0;
    m_writeLatencyMs = kBaseLatencyMs;
    m_arrivedLastMinute = 0;
    m_completedLastMinute = 0;
    // A new run starts after two idle hours, so the window is full of 0% minutes.
    m_window.assign(kWindowMinutes, 0);
    m_windowSum = 0;
    m_queue.clear();
    m_recentEvents.clear();
}

bool ThrottleCore::setDemandPercent(double percent)
{
    if (!std::isfinite(percent) || percent < 0.0 || percent > kMaxDemandPercent)
        return false;
    m_demandPercent = percent;
    return true;
}

double ThrottleCore::rollingAveragePercent() const
{
    return double(m_windowSum) / double(kWindowMinutes * kWritesPerPercentMinute);
}

std::int64_t ThrottleCore::throttleEvents() const
{
    std::int64_t sum = 0;
    for (std::int64_t events : m_recentEvents)
        sum += events;
    return sum;
}

int ThrottleCore::writingClients() const
{
    return int(std::ceil(m_demandPercent / kPercentPerClient - 1e-9));
}

void ThrottleCore::step()
{
    ++m_minute;

    // 1. Arrivals join the back of the queue.
    const std::int64_t arrivals = std::llround(m_demandPercent * double(kWritesPerPercentMinute));
    if (arrivals > 0)
        m_queue.push_back({m_minute, arrivals, writingClients()});
    m_offeredWrites += arrivals;
    m_arrivedLastMinute = arrivals;

    // 2. The writer threads work through the queue, oldest writes first.
    const double ratePercent = m_throttleActive ? m_allowedRatePercent : 100.0;
    std::int64_t capacity = std::int64_t(std::floor(ratePercent * double(kWritesPerPercentMinute) + 1e-9));
    std::int64_t served = 0;
    double waitedMinutes = 0.0;
    while (capacity > 0 && !m_queue.empty()) {
        Chunk &chunk = m_queue.front();
        const std::int64_t take = std::min(capacity, chunk.remaining);
        chunk.remaining -= take;
        capacity -= take;
        served += take;
        waitedMinutes += double(take) * double(m_minute - chunk.arrivalMinute);
        if (chunk.remaining == 0)
            m_queue.pop_front();
    }
    m_completedWrites += served;
    m_completedLastMinute = served;
    m_waitingWrites = m_offeredWrites - m_completedWrites;
    m_cpuPercent = double(served) / double(kWritesPerPercentMinute);
    // Latency: mean over the writes completed this minute; a write that waited k minutes
    // took k minutes longer. With nothing completed, the newest waiting write counts.
    if (served > 0)
        m_writeLatencyMs = kBaseLatencyMs + waitedMinutes / double(served) * kMsPerMinute;
    else if (!m_queue.empty())
        m_writeLatencyMs = kBaseLatencyMs + double(m_minute - m_queue.front().arrivalMinute) * kMsPerMinute;
    else
        m_writeLatencyMs = kBaseLatencyMs;

    // Events: writes of this minute that the throttle held back (not those held back
    // because demand is above 100%, which no throttle causes).
    std::int64_t heldBack = 0;
    if (m_throttleActive) {
        const std::int64_t fullCapacity = 100 * kWritesPerPercentMinute;
        const std::int64_t couldServe = std::min(fullCapacity, m_waitingWrites + served);
        heldBack = std::min(arrivals, std::max<std::int64_t>(0, couldServe - served));
    }
    m_recentEvents.push_back(heldBack);
    while (int(m_recentEvents.size()) > kReportingIntervalMinutes)
        m_recentEvents.pop_front();

    // 3. The minute enters the rolling window.
    m_windowSum += served - m_window.front();
    m_window.pop_front();
    m_window.push_back(served);

    // 4. The throttle decides the next minute's rate.
    decideNextRate();

    int clientsWaiting = 0;
    for (const Chunk &chunk : m_queue)
        clientsWaiting = std::max(clientsWaiting, chunk.clients);
    m_throttledClients = m_throttleActive ? clientsWaiting : 0;
}

void ThrottleCore::decideNextRate()
{
    const std::int64_t limit = kWindowMinutes * std::int64_t(kThresholdPercent) * kWritesPerPercentMinute;
    const bool averageAbove = m_windowSum > limit;
    const bool averageBelow = m_windowSum < limit;
    const bool cpuAbove = m_cpuPercent > kThresholdPercent;

    if (!m_throttleActive) {
        if (!averageAbove)
            return;
        m_throttleActive = true;
        m_allowedRatePercent = 100.0;
    }

    if (averageAbove) {
        if (!cpuAbove)
            return; // Guard against over-throttling: hold the rate.
        // The next minute replaces the oldest one; this rate would make the average 50%.
        const std::int64_t newestSum = m_windowSum - m_window.front();
        const double target = double(limit - newestSum) / double(kWritesPerPercentMinute);
        m_allowedRatePercent = std::clamp(target, kMinimumRatePercent, m_allowedRatePercent);
    } else if (averageBelow) {
        m_allowedRatePercent = std::min(100.0, m_allowedRatePercent + kReleaseStepPercent);
        if (m_allowedRatePercent >= 100.0) {
            m_allowedRatePercent = 100.0;
            m_throttleActive = false;
        }
    }
}
