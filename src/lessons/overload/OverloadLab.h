#pragma once

#include "lessons/overload/OverloadCore.h"

#include <QObject>
#include <QQmlEngine>

// The lesson "overload" for QML: a thin wrapper around OverloadCore (its header has the
// rules). A setting that changes to another valid value starts the run again at tick 0;
// the same value changes nothing; an invalid value is refused with a warning naming the
// valid range, and settings and run stay as they were.
//
// The per-tick invokables take a tick of the run (0 to 599) and return per-second rates
// (queueDelayMsAt: milliseconds); they return -1 for a tick outside the run or not run
// yet, except capacityAt, which is known for every tick of the run in advance.
// finalGoodputPercent and recoveredAtS are -1 until the run has finished;
// peakAmplification and wastedPercent are over the ticks run so far.
class OverloadLab : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(int capacity READ capacity WRITE setCapacity NOTIFY settingsChanged FINAL)
    Q_PROPERTY(int offeredLoad READ offeredLoad WRITE setOfferedLoad NOTIFY settingsChanged FINAL)
    Q_PROPERTY(double utilizationPercent READ utilizationPercent NOTIFY settingsChanged FINAL)
    Q_PROPERTY(double serviceTimeMs READ serviceTimeMs NOTIFY settingsChanged FINAL)
    Q_PROPERTY(double meanLatencyMs READ meanLatencyMs NOTIFY settingsChanged FINAL)
    Q_PROPERTY(double meanInSystem READ meanInSystem NOTIFY settingsChanged FINAL)

    Q_PROPERTY(int timeoutMs READ timeoutMs WRITE setTimeoutMs NOTIFY settingsChanged FINAL)
    Q_PROPERTY(int maxRetries READ maxRetries WRITE setMaxRetries NOTIFY settingsChanged FINAL)
    Q_PROPERTY(bool retryBudget READ retryBudget WRITE setRetryBudget NOTIFY settingsChanged FINAL)
    Q_PROPERTY(int retryBudgetPercent READ retryBudgetPercent WRITE setRetryBudgetPercent NOTIFY settingsChanged FINAL)
    Q_PROPERTY(bool shedding READ shedding WRITE setShedding NOTIFY settingsChanged FINAL)
    Q_PROPERTY(int brownoutAtS READ brownoutAtS WRITE setBrownoutAtS NOTIFY settingsChanged FINAL)
    Q_PROPERTY(int brownoutSeconds READ brownoutSeconds WRITE setBrownoutSeconds NOTIFY settingsChanged FINAL)
    Q_PROPERTY(int brownoutCapacityPercent READ brownoutCapacityPercent WRITE setBrownoutCapacityPercent NOTIFY
                   settingsChanged FINAL)
    Q_PROPERTY(int durationS READ durationS CONSTANT FINAL)
    Q_PROPERTY(int tickMs READ tickMs CONSTANT FINAL)

    Q_PROPERTY(int tick READ tick NOTIFY runChanged FINAL)
    Q_PROPERTY(bool finished READ finished NOTIFY runChanged FINAL)
    Q_PROPERTY(double finalGoodputPercent READ finalGoodputPercent NOTIFY runChanged FINAL)
    Q_PROPERTY(bool recovered READ recovered NOTIFY runChanged FINAL)
    Q_PROPERTY(double recoveredAtS READ recoveredAtS NOTIFY runChanged FINAL)
    Q_PROPERTY(double peakAmplification READ peakAmplification NOTIFY runChanged FINAL)
    Q_PROPERTY(double wastedPercent READ wastedPercent NOTIFY runChanged FINAL)

public:
    explicit OverloadLab(QObject *parent = nullptr);

    int capacity() const { return m_core.settings().capacity; }
    void setCapacity(int value);
    int offeredLoad() const { return m_core.settings().offeredLoad; }
    void setOfferedLoad(int value);
    double utilizationPercent() const { return m_core.utilizationPercent(); }
    double serviceTimeMs() const { return m_core.serviceTimeMs(); }
    double meanLatencyMs() const { return m_core.meanLatencyMs(); }
    double meanInSystem() const { return m_core.meanInSystem(); }

    int timeoutMs() const { return m_core.settings().timeoutMs; }
    void setTimeoutMs(int value);
    int maxRetries() const { return m_core.settings().maxRetries; }
    void setMaxRetries(int value);
    bool retryBudget() const { return m_core.settings().retryBudget; }
    void setRetryBudget(bool on);
    int retryBudgetPercent() const { return m_core.settings().retryBudgetPercent; }
    void setRetryBudgetPercent(int value);
    bool shedding() const { return m_core.settings().shedding; }
    void setShedding(bool on);
    int brownoutAtS() const { return m_core.settings().brownoutAtS; }
    void setBrownoutAtS(int value);
    int brownoutSeconds() const { return m_core.settings().brownoutSeconds; }
    void setBrownoutSeconds(int value);
    int brownoutCapacityPercent() const { return m_core.settings().brownoutCapacityPercent; }
    void setBrownoutCapacityPercent(int value);
    int durationS() const { return OverloadCore::kDurationS; }
    int tickMs() const { return OverloadCore::kTickMs; }

    int tick() const { return m_core.tick(); }
    bool finished() const { return m_core.finished(); }
    double finalGoodputPercent() const { return m_core.finalGoodputPercent(); }
    bool recovered() const { return m_core.recovered(); }
    double recoveredAtS() const { return m_core.recoveredAtS(); }
    double peakAmplification() const { return m_core.peakAmplification(); }
    double wastedPercent() const { return m_core.wastedPercent(); }

    // 1 / (1 - u), -1 at or above 100% (or below 0).
    Q_INVOKABLE double latencyFactorAt(double utilizationPercent) const
    {
        return OverloadCore::latencyFactorAt(utilizationPercent);
    }
    // (retries + 1) ^ layers, -1 for negative input.
    Q_INVOKABLE double amplification(int retries, int layers) const
    {
        return OverloadCore::amplification(retries, layers);
    }

    Q_INVOKABLE double goodputAt(int tick) const;
    Q_INVOKABLE double attemptsAt(int tick) const;
    Q_INVOKABLE double wastedAt(int tick) const;
    Q_INVOKABLE double failedAt(int tick) const;
    // goodput + wasted
    Q_INVOKABLE double servedAt(int tick) const;
    // The queue after the tick divided by the tick's capacity, in milliseconds.
    Q_INVOKABLE double queueDelayMsAt(int tick) const;
    Q_INVOKABLE double capacityAt(int tick) const { return m_core.capacityAt(tick); }

    // One tick; false once the run has finished.
    Q_INVOKABLE bool step();
    Q_INVOKABLE void runToEnd();
    Q_INVOKABLE void resetRun();

    // The written question "at which load does this brownout become permanent?": the
    // lowest whole offered load (requests/s) at which a run with the current settings
    // (all but the offered load) does not recover. 3,397 with the defaults. Runs about 18
    // whole runs (some tens of milliseconds); the lab's own run is not touched.
    Q_INVOKABLE int tippingLoad() const { return OverloadCore::tippingLoad(m_core.settings()); }

signals:
    // A setting changed (and with it the queueing figures); runChanged() follows.
    void settingsChanged();
    // The run moved on, or started again.
    void runChanged();

private:
    // Applies a core setter; warns with the property's name and valid range when the value
    // is invalid.
    void change(bool (OverloadCore::*setter)(int), int value, bool valid, const char *name, int minimum, int maximum);
    void changed();
    double rateAt(int tick, double OverloadCore::TickRecord::*field) const;

    OverloadCore m_core;
};
