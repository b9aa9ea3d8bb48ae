#include "lessons/rebalance/RebalanceLab.h"

#include <QMetaObject>

#include <utility>

namespace {
template<typename Number>
QVariantList toVariantList(const std::vector<Number> &values)
{
    QVariantList list;
    list.reserve(qsizetype(values.size()));
    for (const Number value : values)
        list.append(value);
    return list;
}
} // namespace

RebalanceLab::RebalanceLab(QObject *parent)
    : QObject(parent)
    , m_core(std::make_shared<const RebalanceCore>(RebalanceCore::Settings {}))
    , m_nodes(new RebalanceNodeModel(this))
{
    count();
}

RebalanceLab::~RebalanceLab()
{
    stopWorker();
}

QVariantList RebalanceLab::keysPerNode() const
{
    return toVariantList(m_figures.keysPerNode);
}

QVariantList RebalanceLab::keysPerNodeAfter() const
{
    return toVariantList(m_figures.keysPerNodeAfter);
}

QVariantList RebalanceLab::loadPercentPerNode() const
{
    return toVariantList(m_figures.loadPercentPerNode);
}

QVariantList RebalanceLab::loadPercentPerNodeAfter() const
{
    return toVariantList(m_figures.loadPercentPerNodeAfter);
}

QString RebalanceLab::hashOf(qint64 key) const
{
    if (key < 0) {
        qWarning("RebalanceLab: hashOf(%lld) refused; valid keys are 0 or more", static_cast<long long>(key));
        return {};
    }
    return QString::number(RebalanceCore::hashOf(quint64(key)));
}

void RebalanceLab::change(const RebalanceCore::Settings &settings, const char *name, int value, int minimum,
                          int maximum, const char *range)
{
    if (!settings.isValid()) {
        qWarning("RebalanceLab: %s %d refused; valid values are %d-%d%s", name, value, minimum, maximum, range);
        return;
    }
    if (settings == m_core->settings())
        return;
    m_core = std::make_shared<const RebalanceCore>(settings);
    emit settingsChanged();
    count();
}

void RebalanceLab::setScheme(Scheme scheme)
{
    RebalanceCore::Settings settings = m_core->settings();
    settings.scheme = RebalanceCore::Scheme(scheme);
    change(settings, "scheme", int(scheme), int(ModN), int(JumpHash), " (RebalanceLab.ModN to RebalanceLab.JumpHash)");
}

void RebalanceLab::setKeyCount(int count)
{
    RebalanceCore::Settings settings = m_core->settings();
    settings.keyCount = count;
    change(settings, "keyCount", count, RebalanceCore::kMinKeyCount, RebalanceCore::kMaxKeyCount);
}

void RebalanceLab::setNodeCount(int count)
{
    RebalanceCore::Settings settings = m_core->settings();
    settings.nodeCount = count;
    change(settings, "nodeCount", count, RebalanceCore::kMinNodeCount, RebalanceCore::kMaxNodeCount);
}

void RebalanceLab::setVirtualNodes(int count)
{
    RebalanceCore::Settings settings = m_core->settings();
    settings.virtualNodes = count;
    change(settings, "virtualNodes", count, RebalanceCore::kMinVirtualNodes, RebalanceCore::kMaxVirtualNodes);
}

void RebalanceLab::setHotSharePercent(int percent)
{
    RebalanceCore::Settings settings = m_core->settings();
    settings.hotSharePercent = percent;
    change(settings, "hotSharePercent", percent, RebalanceCore::kMinHotSharePercent,
           RebalanceCore::kMaxHotSharePercent);
}

void RebalanceLab::count()
{
    stopWorker();
    const quint64 generation = ++m_generation;
    if (RebalanceCore::workEstimate(m_core->settings()) <= kSynchronousWork) {
        // Nothing stops a count without a keepGoing, so there are figures.
        finishCount(generation, m_core->compute().value());
        return;
    }
    setProgress(0.0);
    setBusy(true);
    m_stopRequested = false;
    // The worker owns a reference to its core: a newer setting replaces m_core, not it.
    m_worker = std::thread([this, core = m_core, generation] {
        std::optional<RebalanceCore::Figures> figures = core->compute([this, generation](double done) {
            if (m_stopRequested)
                return false;
            QMetaObject::invokeMethod(
                this,
                [this, generation, done] {
                    if (generation == m_generation)
                        setProgress(done);
                },
                Qt::QueuedConnection);
            return true;
        });
        if (figures)
            QMetaObject::invokeMethod(
                this,
                [this, generation, result = std::move(*figures)]() mutable {
                    finishCount(generation, std::move(result));
                },
                Qt::QueuedConnection);
    });
}

void RebalanceLab::stopWorker()
{
    // The worker checks between chunks of keys, so this waits for one chunk at most (a
    // few milliseconds at the largest settings). Its posted results carry an older
    // generation and are dropped.
    if (!m_worker.joinable())
        return;
    m_stopRequested = true;
    m_worker.join();
}

void RebalanceLab::finishCount(quint64 generation, RebalanceCore::Figures figures)
{
    if (generation != m_generation)
        return;
    if (m_worker.joinable())
        m_worker.join();
    m_figures = std::move(figures);
    m_nodes->setFigures(m_figures);
    emit figuresChanged();
    setProgress(1.0);
    setBusy(false);
}

void RebalanceLab::setBusy(bool busy)
{
    if (busy == m_busy)
        return;
    m_busy = busy;
    emit busyChanged();
}

void RebalanceLab::setProgress(double progress)
{
    if (progress == m_progress)
        return;
    m_progress = progress;
    emit progressChanged();
}
