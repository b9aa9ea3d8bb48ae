#include "lessons/overload/OverloadLab.h"

OverloadLab::OverloadLab(QObject *parent)
    : QObject(parent)
{ }

void OverloadLab::change(bool (OverloadCore::*setter)(int), int value, bool valid, const char *name, int minimum,
                         int maximum)
{
    if (!valid) {
        qWarning("OverloadLab: %s %d refused; valid values are %d-%d", name, value, minimum, maximum);
        return;
    }
    if ((m_core.*setter)(value))
        changed();
}

void OverloadLab::changed()
{
    emit settingsChanged();
    emit runChanged();
}

void OverloadLab::setCapacity(int value)
{
    change(&OverloadCore::setCapacity, value, OverloadCore::isValidCapacity(value), "capacity",
           OverloadCore::kMinCapacity, OverloadCore::kMaxCapacity);
}

void OverloadLab::setOfferedLoad(int value)
{
    change(&OverloadCore::setOfferedLoad, value, OverloadCore::isValidOfferedLoad(value), "offeredLoad",
           OverloadCore::kMinOfferedLoad, OverloadCore::kMaxOfferedLoad);
}

void OverloadLab::setTimeoutMs(int value)
{
    change(&OverloadCore::setTimeoutMs, value, OverloadCore::isValidTimeoutMs(value), "timeoutMs",
           OverloadCore::kMinTimeoutMs, OverloadCore::kMaxTimeoutMs);
}

void OverloadLab::setMaxRetries(int value)
{
    change(&OverloadCore::setMaxRetries, value, OverloadCore::isValidMaxRetries(value), "maxRetries",
           OverloadCore::kMinMaxRetries, OverloadCore::kMaxMaxRetries);
}

void OverloadLab::setRetryBudget(bool on)
{
    if (m_core.setRetryBudget(on))
        changed();
}

void OverloadLab::setRetryBudgetPercent(int value)
{
    change(&OverloadCore::setRetryBudgetPercent, value, OverloadCore::isValidRetryBudgetPercent(value),
           "retryBudgetPercent", OverloadCore::kMinRetryBudgetPercent, OverloadCore::kMaxRetryBudgetPercent);
}

void OverloadLab::setShedding(bool on)
{
    if (m_core.setShedding(on))
        changed();
}

void OverloadLab::setBrownoutAtS(int value)
{
    change(&OverloadCore::setBrownoutAtS, value, OverloadCore::isValidBrownoutAtS(value), "brownoutAtS",
           OverloadCore::kMinBrownoutAtS, OverloadCore::kMaxBrownoutAtS);
}

void OverloadLab::setBrownoutSeconds(int value)
{
    change(&OverloadCore::setBrownoutSeconds, value, OverloadCore::isValidBrownoutSeconds(value), "brownoutSeconds",
           OverloadCore::kMinBrownoutSeconds, OverloadCore::kMaxBrownoutSeconds);
}

void OverloadLab::setBrownoutCapacityPercent(int value)
{
    change(&OverloadCore::setBrownoutCapacityPercent, value, OverloadCore::isValidBrownoutCapacityPercent(value),
           "brownoutCapacityPercent", OverloadCore::kMinBrownoutCapacityPercent,
           OverloadCore::kMaxBrownoutCapacityPercent);
}

double OverloadLab::rateAt(int tick, double OverloadCore::TickRecord::*field) const
{
    const OverloadCore::TickRecord *record = m_core.recordAt(tick);
    return record ? record->*field : -1.0;
}

double OverloadLab::goodputAt(int tick) const
{
    return rateAt(tick, &OverloadCore::TickRecord::goodput);
}

double OverloadLab::attemptsAt(int tick) const
{
    return rateAt(tick, &OverloadCore::TickRecord::attempts);
}

double OverloadLab::wastedAt(int tick) const
{
    return rateAt(tick, &OverloadCore::TickRecord::wasted);
}

double OverloadLab::failedAt(int tick) const
{
    return rateAt(tick, &OverloadCore::TickRecord::failed);
}

double OverloadLab::servedAt(int tick) const
{
    const OverloadCore::TickRecord *record = m_core.recordAt(tick);
    return record ? record->goodput + record->wasted : -1.0;
}

double OverloadLab::queueDelayMsAt(int tick) const
{
    const OverloadCore::TickRecord *record = m_core.recordAt(tick);
    return record ? record->queued / record->capacity * 1000.0 : -1.0;
}

bool OverloadLab::step()
{
    if (!m_core.step())
        return false;
    emit runChanged();
    return true;
}

void OverloadLab::runToEnd()
{
    if (m_core.finished())
        return;
    m_core.runToEnd();
    emit runChanged();
}

void OverloadLab::resetRun()
{
    if (m_core.tick() == 0)
        return;
    m_core.resetRun();
    emit runChanged();
}
