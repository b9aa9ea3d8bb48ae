#pragma once

#include <cstddef>
#include <cstdint>

// How the app's heap grows at start-up (issue 19, docs/benchmarks.md). A Qt Quick page
// allocates its objects a few hundred bytes at a time, and on Linux every new 4 KiB page of
// heap costs the kernel a page fault: the lab page took about 2,000 more of them than the
// benchmark's floor, a third of its start-up CPU time. So, before Qt starts, the app asks
// glibc for a single arena (the QML type loader's thread would otherwise grow an arena of
// its own) and asks the kernel for transparent huge pages on the first part of the heap that
// start-up fills. Elsewhere (another C library, a sanitizer's allocator) it changes nothing.
namespace StartupHeap {

// The heap advised for huge pages: about what the lab page fills until it is complete, so the
// last huge page is full and peak memory does not grow.
constexpr std::size_t kHugePageRegionBytes = std::size_t {16} << 20;

struct Result
{
    bool applied = false;
    std::uintptr_t regionStart = 0; // 2 MiB aligned
    std::size_t regionBytes = 0;
};

// Call first in main, before any thread starts. Runs once; later calls return the first
// call's result and change nothing.
Result prepare();

} // namespace StartupHeap
