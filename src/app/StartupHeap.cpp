#include "app/StartupHeap.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#if defined(__linux__) && defined(__GLIBC__) && UINTPTR_MAX == UINT64_MAX
#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>
#define HOTSPOT_STARTUP_HEAP 1
#endif

namespace StartupHeap {

namespace {

#ifdef HOTSPOT_STARTUP_HEAP
// The heap grows by this much at once and keeps this much free top when it shrinks, so the
// advised region is never given back and grown again as ordinary pages. Free pages of it
// that were never touched take no memory.
constexpr int kTopPadBytes = 32 << 20;
// Any of these settings ends glibc's dynamic thresholds, which rise as large blocks are
// freed (up to 32 MiB for mmap, twice that for trimming). Fixed at their highest, a large
// buffer freed and allocated again (an image, a text's layout) is reused from the heap, as
// glibc's own rule would have it after its first free, not mapped and faulted in again.
constexpr int kMmapThresholdBytes = 32 << 20;
constexpr int kTrimThresholdBytes = 64 << 20;
constexpr int kDefaultTopPadBytes = 128 << 10;

std::uintptr_t heapBreak()
{
    return reinterpret_cast<std::uintptr_t>(sbrk(0));
}

Result reserveHugePageRegion()
{
    if (!hugePagesOnRequest())
        return {};
    // glibc's mallopt returns 1; a sanitizer's or another allocator's returns something else.
    if (mallopt(M_TOP_PAD, kTopPadBytes) != 1)
        return {};
    mallopt(M_MMAP_THRESHOLD, kMmapThresholdBytes);
    mallopt(M_TRIM_THRESHOLD, kTrimThresholdBytes);

    // A request larger than the heap's free top makes malloc extend the heap by the request
    // and the pad.
    auto *const oldBreak = static_cast<char *>(sbrk(0));
    void *volatile probe = std::malloc(mallinfo2().keepcost + (std::size_t {1} << 20));
    std::free(probe);

    const std::uintptr_t misalignment = reinterpret_cast<std::uintptr_t>(oldBreak) % kHugePageBytes;
    const std::uintptr_t offset = misalignment == 0 ? 0 : kHugePageBytes - misalignment;
    const std::uintptr_t start = reinterpret_cast<std::uintptr_t>(oldBreak) + offset;
    if (heapBreak() < start + kHugePageRegionBytes
        || madvise(oldBreak + offset, kHugePageRegionBytes, MADV_HUGEPAGE) != 0) {
        // The pad goes back to glibc's default; the thresholds stay fixed where its
        // dynamic rule ends, since that rule cannot be switched on again.
        mallopt(M_TOP_PAD, kDefaultTopPadBytes);
        return {};
    }
    mallopt(M_ARENA_MAX, 1);
    return {true, start, kHugePageRegionBytes};
}
#endif

} // namespace

bool hugePagesOnRequest()
{
    std::FILE *file = std::fopen("/sys/kernel/mm/transparent_hugepage/enabled", "re");
    if (!file)
        return false;
    char mode[128] = {};
    const bool read = std::fgets(mode, sizeof mode, file) != nullptr;
    std::fclose(file);
    return read && std::strstr(mode, "[madvise]") != nullptr;
}

Result prepare()
{
#ifdef HOTSPOT_STARTUP_HEAP
    static const Result result = reserveHugePageRegion();
    return result;
#else
    return {};
#endif
}

} // namespace StartupHeap
