#include "lessons/keysvsload/LoadImbalance.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace imbalance {

namespace {
// hash("celebrity profile") in this teaching model; 13 mod 8 = 5, i.e. P5 as in the worked example.
constexpr int kHotKeyHash = 13;

bool isRate(double value, double max)
{
    return std::isfinite(value) && value >= 0.0 && value <= max;
}

bool isPartitionCount(int partitions)
{
    return partitions >= kMinPartitions && partitions <= kMaxPartitions;
}
} // namespace

int hotPartitionIndex(int partitions)
{
    return partitions > 0 ? kHotKeyHash % partitions : 0;
}

bool isValid(const HotKeyParams &params)
{
    return isPartitionCount(params.partitions) && std::isfinite(params.capacityPerPartition)
        && params.capacityPerPartition >= kMinCapacity && params.capacityPerPartition <= kMaxCapacity
        && isRate(params.ordinaryLoad, kMaxRate) && isRate(params.hotKeyRate, kMaxRate);
}

bool isValid(const HotTenantParams &params)
{
    return isPartitionCount(params.partitions) && isRate(params.totalTraffic, kMaxRate)
        && std::isfinite(params.largestTenantShare) && params.largestTenantShare >= 0.0
        && params.largestTenantShare <= 1.0;
}

bool isValid(const LargeValueParams &params)
{
    return isPartitionCount(params.partitions) && params.keysPerPartition >= 0 && params.largeValueCount >= 0
        && params.largeValueCount <= params.keysPerPartition
        && isRate(params.smallValueBytes, kMaxLargeValueMegabytes * 1e6)
        && isRate(params.largeValueBytes, kMaxLargeValueMegabytes * 1e6) && isRate(params.readsPerPartition, kMaxRate);
}

std::vector<PartitionLoad> hotKeyLoads(const HotKeyParams &params)
{
    if (!isValid(params))
        return {};
    const double ordinaryPerPartition = params.ordinaryLoad / params.partitions;
    std::vector<PartitionLoad> loads(std::size_t(params.partitions), {ordinaryPerPartition, 0.0});
    loads[std::size_t(hotPartitionIndex(params.partitions))].extra = params.hotKeyRate;
    return loads;
}

std::vector<PartitionLoad> hotTenantLoads(const HotTenantParams &params)
{
    if (!isValid(params))
        return {};
    const double tenantLoad = params.totalTraffic * params.largestTenantShare;
    const double othersLoad = params.totalTraffic - tenantLoad;
    const std::size_t hot = std::size_t(hotPartitionIndex(params.partitions));
    std::vector<PartitionLoad> loads(std::size_t(params.partitions));
    if (params.partitions == 1) {
        // Nowhere else to go: everything shares the single partition.
        loads[0] = {othersLoad, tenantLoad};
        return loads;
    }
    const double othersPerPartition = othersLoad / (params.partitions - 1);
    for (std::size_t i = 0; i < loads.size(); ++i)
        loads[i] = i == hot ? PartitionLoad {0.0, tenantLoad} : PartitionLoad {othersPerPartition, 0.0};
    return loads;
}

std::vector<PartitionLoad> largeValueBytesStored(const LargeValueParams &params)
{
    if (!isValid(params))
        return {};
    const double evenBytes = double(params.keysPerPartition) * params.smallValueBytes;
    std::vector<PartitionLoad> loads(std::size_t(params.partitions), {evenBytes, 0.0});
    const double count = double(params.largeValueCount);
    // The large documents take the place of small values: same number of keys.
    loads[std::size_t(hotPartitionIndex(params.partitions))] = {
        (double(params.keysPerPartition) - count) * params.smallValueBytes, count * params.largeValueBytes};
    return loads;
}

std::vector<double> largeValueBytesOut(const LargeValueParams &params)
{
    std::vector<double> out = totals(largeValueBytesStored(params));
    for (double &bytes : out) {
        const double averageValue = params.keysPerPartition > 0 ? bytes / double(params.keysPerPartition) : 0.0;
        bytes = averageValue * params.readsPerPartition;
    }
    return out;
}

std::vector<double> totals(const std::vector<PartitionLoad> &loads)
{
    std::vector<double> result;
    result.reserve(loads.size());
    for (const PartitionLoad &load : loads)
        result.push_back(load.total());
    return result;
}

Summary summarize(const std::vector<double> &loads)
{
    Summary summary;
    if (loads.empty())
        return summary;
    const auto hottest = std::max_element(loads.begin(), loads.end());
    const double sum = std::accumulate(loads.begin(), loads.end(), 0.0);
    summary.peak = *hottest;
    summary.mean = sum / double(loads.size());
    if (summary.mean <= 0.0)
        return summary;
    summary.hasLoad = true;
    summary.hottest = int(hottest - loads.begin());
    summary.ratio = summary.peak / summary.mean;
    return summary;
}

Reading classify(const Summary &summary)
{
    if (!summary.hasLoad)
        return Reading::NoLoad;
    // Compare with a little tolerance so that 1.25 computed as 1.2500000001 stays healthy.
    constexpr double epsilon = 1e-9;
    if (summary.ratio <= kHealthyRatioLimit + epsilon)
        return Reading::Healthy;
    if (summary.ratio < kSevereRatioFrom - epsilon)
        return Reading::Uneven;
    return Reading::Severe;
}

} // namespace imbalance
