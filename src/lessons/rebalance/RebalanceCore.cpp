#include "lessons/rebalance/RebalanceCore.h"

#include <QtGlobal>

#include <algorithm>
#include <bit>

bool RebalanceCore::Settings::isValid() const
{
    const int schemeIndex = static_cast<int>(scheme);
    return schemeIndex >= 0 && schemeIndex < kSchemeCount && keyCount >= kMinKeyCount && keyCount <= kMaxKeyCount
        && nodeCount >= kMinNodeCount && nodeCount <= kMaxNodeCount && virtualNodes >= kMinVirtualNodes
        && virtualNodes <= kMaxVirtualNodes && hotSharePercent >= kMinHotSharePercent
        && hotSharePercent <= kMaxHotSharePercent;
}

int RebalanceCore::jumpConsistentHash(std::uint64_t key, int buckets)
{
    std::int64_t b = -1;
    std::int64_t j = 0;
    while (j < buckets) {
        b = j;
        key = key * 2862933555777941757ULL + 1;
        j = static_cast<std::int64_t>(double(b + 1) * (double(1LL << 31) / double((key >> 33) + 1)));
    }
    return static_cast<int>(b);
}

std::uint64_t RebalanceCore::ringToken(int node, int token)
{
    return splitMix64((std::uint64_t(node) << 32) | std::uint64_t(token));
}

std::uint64_t RebalanceCore::rendezvousScore(std::uint64_t hash, int node)
{
    return splitMix64(hash ^ (0x9e3779b97f4a7c15ULL * std::uint64_t(node + 1)));
}

RebalanceCore::RebalanceCore(const Settings &settings)
    : m_settings(settings)
{
    Q_ASSERT(settings.isValid());
    const int nodes = settings.nodeCount;
    if (settings.scheme == Scheme::FixedSlots) {
        // Node i owns slots floor(i * S / N) to floor((i + 1) * S / N) - 1. At the join each
        // old node keeps its lowest t_i slots, t_i being its share of an even split over
        // N + 1 nodes, and hands the rest to the new node: only slots that must move move.
        m_slotOwnersBefore.resize(kSlotCount);
        m_slotOwnersAfter.resize(kSlotCount);
        for (int node = 0; node < nodes; ++node) {
            const int first = node * kSlotCount / nodes;
            const int end = (node + 1) * kSlotCount / nodes;
            const int kept = (node + 1) * kSlotCount / (nodes + 1) - node * kSlotCount / (nodes + 1);
            for (int slot = first; slot < end; ++slot) {
                m_slotOwnersBefore[slot] = std::uint8_t(node);
                m_slotOwnersAfter[slot] = std::uint8_t(slot - first < kept ? node : nodes);
            }
            m_slotsMoved += std::max(0, end - first - kept);
        }
    } else if (settings.scheme == Scheme::Ring) {
        m_ringBefore = buildRing(nodes, settings.virtualNodes);
        m_ringAfter = buildRing(nodes + 1, settings.virtualNodes);
    }
}

RebalanceCore::Ring RebalanceCore::buildRing(int nodeCount, int virtualNodes)
{
    struct Token
    {
        std::uint64_t position;
        std::uint8_t owner;
    };
    std::vector<Token> tokens;
    tokens.reserve(std::size_t(nodeCount) * std::size_t(virtualNodes));
    for (int node = 0; node < nodeCount; ++node)
        for (int token = 0; token < virtualNodes; ++token)
            tokens.push_back({ringToken(node, token), std::uint8_t(node)});
    // Equal positions (never seen, but possible) go to the lower node first.
    std::sort(tokens.begin(), tokens.end(), [](const Token &a, const Token &b) {
        return a.position != b.position ? a.position < b.position : a.owner < b.owner;
    });
    Ring ring;
    ring.positions.reserve(tokens.size());
    ring.owners.reserve(tokens.size());
    for (const Token &token : tokens) {
        ring.positions.push_back(token.position);
        ring.owners.push_back(token.owner);
    }
    return ring;
}

int RebalanceCore::ringOwner(const Ring &ring, std::uint64_t hash)
{
    const auto first = std::lower_bound(ring.positions.begin(), ring.positions.end(), hash);
    return first == ring.positions.end() ? ring.owners.front()
                                         : ring.owners[std::size_t(first - ring.positions.begin())];
}

int RebalanceCore::ownerOfHash(std::uint64_t hash, int nodeCount) const
{
    const bool after = nodeCount > m_settings.nodeCount;
    switch (m_settings.scheme) {
    case Scheme::ModN:
        return int(hash % std::uint64_t(nodeCount));
    case Scheme::FixedSlots:
        return (after ? m_slotOwnersAfter : m_slotOwnersBefore)[hash % kSlotCount];
    case Scheme::Ring:
        return ringOwner(after ? m_ringAfter : m_ringBefore, hash);
    case Scheme::Rendezvous: {
        int best = 0;
        std::uint64_t bestScore = rendezvousScore(hash, 0);
        for (int node = 1; node < nodeCount; ++node) {
            const std::uint64_t score = rendezvousScore(hash, node);
            // Strictly greater: a tie goes to the lower node.
            if (score > bestScore) {
                best = node;
                bestScore = score;
            }
        }
        return best;
    }
    case Scheme::JumpHash:
        return jumpConsistentHash(hash, nodeCount);
    }
    return -1;
}

int RebalanceCore::ownerBefore(std::int64_t key) const
{
    if (key < 0 || key >= m_settings.keyCount)
        return -1;
    return ownerOfHashBefore(hashOf(std::uint64_t(key)));
}

int RebalanceCore::ownerAfter(std::int64_t key) const
{
    if (key < 0 || key >= m_settings.keyCount)
        return -1;
    return ownerOfHashAfter(hashOf(std::uint64_t(key)));
}

int RebalanceCore::slotOwnerBefore(int slot) const
{
    if (m_slotOwnersBefore.empty() || slot < 0 || slot >= kSlotCount)
        return -1;
    return m_slotOwnersBefore[std::size_t(slot)];
}

int RebalanceCore::slotOwnerAfter(int slot) const
{
    if (m_slotOwnersAfter.empty() || slot < 0 || slot >= kSlotCount)
        return -1;
    return m_slotOwnersAfter[std::size_t(slot)];
}

template<typename OwnersOf>
std::optional<RebalanceCore::Figures> RebalanceCore::count(OwnersOf ownersOf, const KeepGoing &keepGoing) const
{
    const int keys = m_settings.keyCount;
    const int nodes = m_settings.nodeCount;
    Figures figures;
    figures.keysPerNode.assign(std::size_t(nodes), 0);
    figures.keysPerNodeAfter.assign(std::size_t(nodes) + 1, 0);
    for (int chunkStart = 0; chunkStart < keys; chunkStart += kChunkKeys) {
        if (keepGoing && !keepGoing(double(chunkStart) / keys))
            return std::nullopt;
        const int chunkEnd = std::min(keys, chunkStart + kChunkKeys);
        for (int key = chunkStart; key < chunkEnd; ++key) {
            int before = 0;
            int after = 0;
            ownersOf(hashOf(std::uint64_t(key)), before, after);
            ++figures.keysPerNode[std::size_t(before)];
            ++figures.keysPerNodeAfter[std::size_t(after)];
            if (before != after) {
                ++figures.keysMoved;
                if (after < nodes)
                    ++figures.movesBetweenOldNodes;
            }
            if (key == 0) {
                figures.hotKeyOwner = before;
                figures.hotKeyOwnerAfter = after;
            }
        }
    }
    if (keepGoing && !keepGoing(1.0))
        return std::nullopt;

    const double hotShare = m_settings.hotSharePercent;
    // Every key but the hot one carries this share of all requests.
    const double coldShare = (100.0 - hotShare) / double(keys - 1);
    const auto loads = [&](const std::vector<int> &keysPerNode, int hotOwner) {
        std::vector<double> percent(keysPerNode.size());
        for (std::size_t node = 0; node < keysPerNode.size(); ++node)
            percent[node] = keysPerNode[node] * coldShare;
        percent[std::size_t(hotOwner)] += hotShare - coldShare;
        return percent;
    };
    figures.loadPercentPerNode = loads(figures.keysPerNode, figures.hotKeyOwner);
    figures.loadPercentPerNodeAfter = loads(figures.keysPerNodeAfter, figures.hotKeyOwnerAfter);
    figures.keysMovedPercent = 100.0 * figures.keysMoved / keys;
    figures.idealMovedPercent = 100.0 / (nodes + 1);
    figures.slotsMoved = m_slotsMoved;
    const int largestBefore = *std::max_element(figures.keysPerNode.begin(), figures.keysPerNode.end());
    const int largestAfter = *std::max_element(figures.keysPerNodeAfter.begin(), figures.keysPerNodeAfter.end());
    figures.maxToAverageKeys = double(largestBefore) * nodes / keys;
    figures.maxToAverageKeysAfter = double(largestAfter) * (nodes + 1) / keys;
    figures.maxLoadPercent = *std::max_element(figures.loadPercentPerNode.begin(), figures.loadPercentPerNode.end());
    figures.maxLoadPercentAfter =
        *std::max_element(figures.loadPercentPerNodeAfter.begin(), figures.loadPercentPerNodeAfter.end());
    const bool hotKeyMoved = figures.hotKeyOwner != figures.hotKeyOwnerAfter;
    figures.loadMovedPercent =
        (hotKeyMoved ? hotShare : 0.0) + double(figures.keysMoved - (hotKeyMoved ? 1 : 0)) * coldShare;
    return figures;
}

std::optional<RebalanceCore::Figures> RebalanceCore::compute(const KeepGoing &keepGoing) const
{
    const int nodes = m_settings.nodeCount;
    if (m_settings.scheme == Scheme::Rendezvous)
        // One pass over the N + 1 scores gives both owners (half the work of asking twice
        // at 64 nodes): the new node wins a key only with a strictly higher score than
        // every old node's.
        return count(
            [nodes](std::uint64_t hash, int &before, int &after) {
                int best = 0;
                std::uint64_t bestScore = rendezvousScore(hash, 0);
                for (int node = 1; node < nodes; ++node) {
                    const std::uint64_t score = rendezvousScore(hash, node);
                    if (score > bestScore) {
                        best = node;
                        bestScore = score;
                    }
                }
                before = best;
                after = rendezvousScore(hash, nodes) > bestScore ? nodes : best;
            },
            keepGoing);
    return count(
        [this](std::uint64_t hash, int &before, int &after) {
            before = ownerOfHashBefore(hash);
            after = ownerOfHashAfter(hash);
        },
        keepGoing);
}

std::int64_t RebalanceCore::workEstimate(const Settings &settings)
{
    const auto nodesAfter = unsigned(settings.nodeCount + 1);
    // Per key: its hash and two owners; a binary search or jump hash's loop takes about
    // log2 steps, rendezvous one score per node.
    std::int64_t perKey = 2;
    switch (settings.scheme) {
    case Scheme::ModN:
    case Scheme::FixedSlots:
        break;
    case Scheme::Ring:
        perKey += 2 * std::int64_t(std::bit_width(nodesAfter * unsigned(settings.virtualNodes)));
        break;
    case Scheme::Rendezvous:
        perKey += nodesAfter;
        break;
    case Scheme::JumpHash:
        perKey += 2 * std::int64_t(std::bit_width(nodesAfter));
        break;
    }
    return std::int64_t(settings.keyCount) * perKey;
}
