#include "app/StartupHeap.h"

#if defined(__linux__) && defined(__GLIBC__) && UINTPTR_MAX == UINT64_MAX
#include <cstdlib>
#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>
#define HOTSPOT_STARTUP_HEAP 1
#endif

namespace StartupHeap {

namespace {

#ifdef HOTSPOT_STARTUP_HEAP
constexpr std::uintptr_t kHugePageBytes = std::uintptr_t {2} << 20;
// The heap grows by this much at once and keeps this much when it shrinks, so the advised
// region is never given back and grown again as ordinary pages.
constexpr int kTopPadBytes = 32 << 20;
// glibc's largest mmap threshold on 64 bits, and its smallest, which is its default.
constexpr int kLargestMmapThreshold = 32 << 20;
constexpr int kDefaultMmapThreshold = 128 << 10;

char *heapBreak()
{
    return static_cast<char *>(sbrk(0));
}

Result reserveHugePageRegion()
{
    mallopt(M_ARENA_MAX, 1);
    mallopt(M_TOP_PAD, kTopPadBytes);

    // A request larger than the heap's free top makes malloc extend the heap by the request
    // and the pad; the raised threshold keeps it from asking mmap for the request instead.
    char *const oldBreak = heapBreak();
    mallopt(M_MMAP_THRESHOLD, kLargestMmapThreshold);
    void *volatile probe = std::malloc(mallinfo2().keepcost + (std::size_t {1} << 20));
    std::free(probe);
    mallopt(M_MMAP_THRESHOLD, kDefaultMmapThreshold);

    const std::uintptr_t misalignment = reinterpret_cast<std::uintptr_t>(oldBreak) % kHugePageBytes;
    char *const start = misalignment == 0 ? oldBreak : oldBreak + (kHugePageBytes - misalignment);
    if (heapBreak() < start + kHugePageRegionBytes)
        return {}; // the heap is not where the break is, as under a sanitizer's allocator
    if (madvise(start, kHugePageRegionBytes, MADV_HUGEPAGE) != 0)
        return {}; // a kernel without transparent huge pages
    return {true, reinterpret_cast<std::uintptr_t>(start), kHugePageRegionBytes};
}
#endif

} // namespace

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
