#pragma once

#include <cstdint>
#include <vector>

// The arithmetic of the "keys are not load" lesson, free of Qt so it can be checked by
// hand: per-partition load for each cause of imbalance, and the peak-to-average ratio.
namespace imbalance {

enum class Cause {
    HotKey,
    HotTenant,
    LargeValues
};

// How bad a peak-to-average ratio is. The curriculum calls 1.1 healthy and 3 expensive.
enum class Reading {
    NoLoad,
    Healthy,
    Uneven,
    Severe
};

// Valid ranges shared by every cause; the explorer refuses anything outside them.
inline constexpr int kMinPartitions = 1;
inline constexpr int kMaxPartitions = 64;
inline constexpr double kMaxRate = 10'000'000.0;    // requests per second
inline constexpr double kMinCapacity = 1.0;         // requests per second
inline constexpr double kMaxCapacity = 1'000'000.0; // requests per second
inline constexpr double kMaxLargeValueMegabytes = 1000.0;
inline constexpr double kHealthyRatioLimit = 1.25; // 1.1 is healthy
inline constexpr double kSevereRatioFrom = 2.0;    // twice the needed capacity or worse

// One partition's load split into the even background and the part the cause adds, so
// the bars can show where the extra comes from.
struct PartitionLoad
{
    double base = 0.0;
    double extra = 0.0;
    double total() const { return base + extra; }
};

struct HotKeyParams
{
    int partitions = 8;
    double capacityPerPartition = 5000.0; // requests per second one partition can serve
    double ordinaryLoad = 12000.0;        // requests per second over all other keys, even
    double hotKeyRate = 6000.0;           // requests per second on the one hot key
};

struct HotTenantParams
{
    int partitions = 8;
    double totalTraffic = 40000.0;    // requests per second of all tenants together
    double largestTenantShare = 0.40; // 0..1 of the total traffic
};

struct LargeValueParams
{
    int partitions = 8;
    std::int64_t keysPerPartition = 10'000'000;
    double smallValueBytes = 1000.0;       // a typical value, 1 KB
    std::int64_t largeValueCount = 20'000; // large documents, all on the heavy partition
    double largeValueBytes = 5'000'000.0;  // 5 MB documents
    double readsPerPartition = 2000.0;     // reads per second, the same on every partition
};

struct Summary
{
    double peak = 0.0;
    double mean = 0.0;
    double ratio = 0.0; // 0 when there is no load to compare against
    int hottest = -1;   // index of the most loaded partition, -1 without load
    bool hasLoad = false;
};

// The partition that owns the hot key, the big tenant or the large documents. It stands
// for hash(key) mod n with a fixed hash, picked so that 8 partitions give P5, as in the
// worked example. Changing n moves the key, but it keeps one owner.
int hotPartitionIndex(int partitions);

bool isValid(const HotKeyParams &params);
bool isValid(const HotTenantParams &params);
bool isValid(const LargeValueParams &params);

// Requests per second per partition: ordinary traffic spread evenly, the hot key on top
// of its one owner.
std::vector<PartitionLoad> hotKeyLoads(const HotKeyParams &params);

// Requests per second per partition when partitioning by tenant_id: the largest tenant
// fills its partition, the many small tenants spread over the remaining partitions.
std::vector<PartitionLoad> hotTenantLoads(const HotTenantParams &params);

// Bytes stored per partition: equal key counts, but the heavy partition holds the large
// documents in place of small values.
std::vector<PartitionLoad> largeValueBytesStored(const LargeValueParams &params);

// Bytes sent per second per partition: every key is read equally often, so a partition
// sends its average value size times its read rate.
std::vector<double> largeValueBytesOut(const LargeValueParams &params);

std::vector<double> totals(const std::vector<PartitionLoad> &loads);

// Peak-to-average ratio = hottest partition / mean of all partitions. An empty list or a
// load of zero everywhere gives hasLoad == false and ratio 0, never a division by zero.
Summary summarize(const std::vector<double> &loads);

Reading classify(const Summary &summary);

} // namespace imbalance
