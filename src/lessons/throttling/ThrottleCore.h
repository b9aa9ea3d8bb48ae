#pragma once

#include <cstdint>
#include <deque>
#include <vector>

// The write-throttling rules of a managed in-memory store, minute by minute, without any
// Qt dependency so that tests can drive it directly.
//
// Units: at full normal throughput the writer threads complete kWritesPerPercentMinute
// writes per minute for every percent of CPU, so 100% CPU is 10,000 indexed writes a
// minute. Demand is the CPU the offered writes would need at full throughput (0-150%).
//
// One minute runs like this:
//  1. The writes of this minute arrive at the back of a first-in, first-out queue.
//  2. The writer threads complete as many queued writes as the allowed rate lets them
//     (never more than 100% CPU). The CPU of the minute is the work they did.
//  3. The minute's CPU enters the 120-minute rolling window (the oldest leaves it).
//  4. The throttle decides the allowed rate for the next minute:
//     - off, 2-hour average above 50%: throttling starts;
//     - on, average above 50%, current CPU above 50%: the rate is set so that, after the
//       next minute, the average would be back at 50% (never raised, never below 50%);
//     - on, average above 50%, current CPU at or below 50%: the rate is held;
//     - on, average below 50%: the rate rises by kReleaseStepPercent per minute, and
//       throttling switches off once it reaches 100%.
// Writes are delayed, never rejected: offered = completed + waiting after every minute.
class ThrottleCore
{
public:
    static constexpr int kWindowMinutes = 120;
    static constexpr std::int64_t kWritesPerPercentMinute = 100;
    static constexpr double kThresholdPercent = 50.0;
    static constexpr double kMinimumRatePercent = 50.0;
    static constexpr double kReleaseStepPercent = 5.0;
    static constexpr double kMaxDemandPercent = 150.0;
    // One client connection offers writes worth 5% of normal throughput.
    static constexpr double kPercentPerClient = 5.0;
    // Latency of a write that did not wait: the store answers in about a millisecond.
    static constexpr double kBaseLatencyMs = 1.0;
    static constexpr double kMsPerMinute = 60000.0;
    // Throttle events are reported over the last five minutes.
    static constexpr int kReportingIntervalMinutes = 5;

    ThrottleCore();

    void reset();
    // Returns false (state unchanged) for demand outside 0-150 or not finite.
    bool setDemandPercent(double percent);
    double demandPercent() const { return m_demandPercent; }

    // Runs one minute with the current demand.
    void step();

    std::int64_t minute() const { return m_minute; }
    double cpuPercent() const { return m_cpuPercent; }
    double rollingAveragePercent() const;
    bool throttleActive() const { return m_throttleActive; }
    double allowedRatePercent() const { return m_allowedRatePercent; }
    std::int64_t throttleEvents() const;
    int throttledClients() const { return m_throttledClients; }
    std::int64_t offeredWrites() const { return m_offeredWrites; }
    std::int64_t completedWrites() const { return m_completedWrites; }
    std::int64_t waitingWrites() const { return m_waitingWrites; }
    double writeLatencyMs() const { return m_writeLatencyMs; }
    // Writes of the last minute, for the page.
    std::int64_t arrivedLastMinute() const { return m_arrivedLastMinute; }
    std::int64_t completedLastMinute() const { return m_completedLastMinute; }
    int writingClients() const;

private:
    struct Chunk
    {
        std::int64_t arrivalMinute;
        std::int64_t remaining;
        int clients;
    };

    void decideNextRate();

    double m_demandPercent = 0.0;
    std::int64_t m_minute = 0;
    double m_cpuPercent = 0.0;
    bool m_throttleActive = false;
    double m_allowedRatePercent = 100.0;
    int m_throttledClients = 0;
    std::int64_t m_offeredWrites = 0;
    std::int64_t m_completedWrites = 0;
    std::int64_t m_waitingWrites = 0;
    double m_writeLatencyMs = kBaseLatencyMs;
    std::int64_t m_arrivedLastMinute = 0;
    std::int64_t m_completedLastMinute = 0;

    // Writes completed per minute (CPU x 100) for the last 120 minutes, oldest first.
    std::deque<std::int64_t> m_window;
    std::int64_t m_windowSum = 0;
    std::deque<Chunk> m_queue;
    // Writes held back by the throttle per minute, for the last reporting interval.
    std::deque<std::int64_t> m_recentEvents;
};
