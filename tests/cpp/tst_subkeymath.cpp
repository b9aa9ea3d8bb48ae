// hotspot-core-test: links hotspotcore and Qt Test only (core_links_core_only checks it).
// The sub-key lesson's plain arithmetic, driven directly (no QML type in between): the
// hash, both placements, the exact probability that no partition is overloaded, and the
// capacity checks, with the figures of the curriculum (8 partitions of 6,000 rps, 3,500 rps
// of ordinary load each, a promo key of 12,000 rps).
#include "lessons/subkeys/SubKeyMath.h"

#include <QtTest>

#include <numeric>

namespace {
constexpr double kCapacity = 6000.0;
constexpr double kBasePerPartition = 3500.0;
constexpr double kHotKeyRps = 12000.0;

int sum(const std::vector<int> &counts)
{
    return std::accumulate(counts.cbegin(), counts.cend(), 0);
}

// The most sub-keys a partition may hold, and the chance that random placement keeps every
// partition within that, for n sub-keys of the promo key on 8 partitions.
double safeChance(int subKeys)
{
    const int most = SubKeyMath::maxSubKeysWithinCapacity(kCapacity, kBasePerPartition, kHotKeyRps / subKeys, subKeys);
    return SubKeyMath::boundedPlacementProbability(subKeys, 8, most);
}
} // namespace

class TestSubKeyMath : public QObject
{
    Q_OBJECT

private slots:
    void murmurMatchesTheReferenceVectors();
    void hashPlacementOfThePromoSubKeys();
    void roundRobinStartsAtTheHomePartition();
    void countsBoundedPlacementsExactly();
    void eightSubKeysAreRarelySafe();
    void sixteenSubKeysAreSafeAboutOneTimeInFive();
    void theChanceIsNotMonotonicInTheSubKeyCount();
    void subKeysWithinCapacity();
    void capacityAllowsForRounding();
};

void TestSubKeyMath::murmurMatchesTheReferenceVectors()
{
    QCOMPARE(SubKeyMath::murmur3_32(""), 0u);
    QCOMPARE(SubKeyMath::murmur3_32("", 1), 0x514E28B7u);
    QCOMPARE(SubKeyMath::murmur3_32("hello"), 0x248BFA47u);
    QCOMPARE(SubKeyMath::murmur3_32("The quick brown fox jumps over the lazy dog"), 0x2E4FF723u);
}

void TestSubKeyMath::hashPlacementOfThePromoSubKeys()
{
    // murmur3_32("promo#i") mod 8 for i = 0..15.
    const QList<int> expected {4, 4, 5, 7, 3, 0, 6, 6, 0, 2, 0, 2, 7, 3, 4, 5};
    for (int i = 0; i < int(expected.size()); ++i)
        QCOMPARE(SubKeyMath::hashPartitionOf(i, 8), expected.at(i));
    // Eight sub-keys by hash: two partitions get none, two get two.
    QCOMPARE(SubKeyMath::hashCounts(8, 8), (std::vector<int> {1, 0, 0, 1, 2, 1, 2, 1}));
    QCOMPARE(sum(SubKeyMath::hashCounts(64, 32)), 64);
    // One partition holds everything.
    QCOMPARE(SubKeyMath::hashCounts(5, 1), std::vector<int> {5});
}

void TestSubKeyMath::roundRobinStartsAtTheHomePartition()
{
    QCOMPARE(SubKeyMath::homePartition(8), 4);
    QCOMPARE(SubKeyMath::roundRobinCounts(8, 8), std::vector<int>(8, 1));
    QCOMPARE(SubKeyMath::roundRobinCounts(16, 8), std::vector<int>(8, 2));
    // Ten sub-keys from partition 4: partitions 4 and 5 get the two extra ones.
    QCOMPARE(SubKeyMath::roundRobinCounts(10, 8), (std::vector<int> {1, 1, 1, 1, 2, 2, 1, 1}));
    // The busiest partition holds ceil(N / 8).
    for (int n = 1; n <= SubKeyMath::kMaxSubKeys; ++n) {
        const std::vector<int> counts = SubKeyMath::roundRobinCounts(n, 8);
        QCOMPARE(sum(counts), n);
        QCOMPARE(*std::max_element(counts.cbegin(), counts.cend()), (n + 7) / 8);
    }
}

void TestSubKeyMath::countsBoundedPlacementsExactly()
{
    QCOMPARE(double(SubKeyMath::countBoundedPlacements(8, 8, 1)), 40320.0); // 8!
    QCOMPARE(double(SubKeyMath::countBoundedPlacements(2, 2, 1)), 2.0);
    QCOMPARE(double(SubKeyMath::countBoundedPlacements(3, 2, 1)), 0.0);
    QCOMPARE(double(SubKeyMath::countBoundedPlacements(3, 3, 3)), 27.0); // no bound: 3^3
    QCOMPARE(double(SubKeyMath::countBoundedPlacements(0, 4, 0)), 1.0);
    QCOMPARE(SubKeyMath::boundedPlacementProbability(3, 2, 1), 0.0);
    QCOMPARE(SubKeyMath::boundedPlacementProbability(4, 4, 4), 1.0);
}

void TestSubKeyMath::eightSubKeysAreRarelySafe()
{
    // 1,500 rps each; the 2,500 rps of headroom take one: 8! / 8^8.
    QCOMPARE(SubKeyMath::maxSubKeysWithinCapacity(kCapacity, kBasePerPartition, 1500.0, 8), 1);
    QCOMPARE(safeChance(8), 40320.0 / 16777216.0);
    QCOMPARE(QString::number(safeChance(8) * 100, 'f', 2), QStringLiteral("0.24"));
}

void TestSubKeyMath::sixteenSubKeysAreSafeAboutOneTimeInFive()
{
    // 750 rps each; a partition may hold three.
    QCOMPARE(SubKeyMath::maxSubKeysWithinCapacity(kCapacity, kBasePerPartition, 750.0, 16), 3);
    QCOMPARE(QString::number(safeChance(16) * 100, 'f', 1), QStringLiteral("20.8"));
}

void TestSubKeyMath::theChanceIsNotMonotonicInTheSubKeyCount()
{
    QCOMPARE(safeChance(9), 0.0); // nine sub-keys of 1,333 rps, one per partition at most
    QVERIFY(safeChance(8) > safeChance(9));
    QVERIFY(safeChance(10) > safeChance(9)); // 1,200 rps each: two fit
    QVERIFY(safeChance(15) > safeChance(16));
    QCOMPARE(QString::number(safeChance(10) * 100, 'f', 1), QStringLiteral("23.7"));
    QCOMPARE(QString::number(safeChance(15) * 100, 'f', 1), QStringLiteral("29.5"));
    // Up to four sub-keys, each alone is over the headroom.
    for (int n = 1; n <= 4; ++n)
        QCOMPARE(safeChance(n), 0.0);
}

void TestSubKeyMath::subKeysWithinCapacity()
{
    // None fits when one sub-key alone is over the headroom.
    QCOMPARE(SubKeyMath::maxSubKeysWithinCapacity(kCapacity, kBasePerPartition, 12000.0, 1), 0);
    // Capped at the sub-key count: all of them fit.
    QCOMPARE(SubKeyMath::maxSubKeysWithinCapacity(kCapacity, kBasePerPartition, 100.0, 8), 8);
    // Exactly at capacity counts as within: 2,500 / 1,250 = 2.
    QCOMPARE(SubKeyMath::maxSubKeysWithinCapacity(kCapacity, kBasePerPartition, 1250.0, 8), 2);
    // A partition already over capacity holds none.
    QCOMPARE(SubKeyMath::maxSubKeysWithinCapacity(kCapacity, 7000.0, 10.0, 8), 0);
}

void TestSubKeyMath::capacityAllowsForRounding()
{
    QVERIFY(SubKeyMath::withinCapacity(6000.0, 6000.0));
    QVERIFY(SubKeyMath::withinCapacity(3500.0 + 12000.0 / 7.0 * 1.0, 6000.0));
    QVERIFY(SubKeyMath::withinCapacity(12000.0 / 7.0 * 7.0, 12000.0));
    QVERIFY(!SubKeyMath::withinCapacity(6000.5, 6000.0));
    QVERIFY(!SubKeyMath::withinCapacity(3500.0 + 3000.0, 6000.0)); // two of eight: 6,500
}

QTEST_APPLESS_MAIN(TestSubKeyMath)
#include "tst_subkeymath.moc"
