#pragma once

#include <cstddef>
#include <cstdint>

// How the app's heap grows at start-up (issue 19). A Qt
// Quick page allocates its objects a few hundred bytes at a time, and on Linux every new
// 4 KiB page of heap is a page fault, which made up much of a page's start-up CPU time.
// So, before Qt starts, the app grows glibc's heap in one step, asks the kernel for
// transparent huge pages on the first part of it, and keeps to one arena (the QML type
// loader's thread would otherwise grow an arena of its own, outside that part).
//
// Only where it helps: with glibc on 64 bits, and a kernel whose huge pages are given on
// request (`madvise` mode; in `always` mode the heap gets them anyway). Elsewhere, and under
// a sanitizer's or another allocator, it changes nothing.
namespace StartupHeap {

// A transparent huge page on x86-64 (and on arm64 with 4 KiB pages).
constexpr std::uintptr_t kHugePageBytes = std::uintptr_t {2} << 20;

// The heap advised for huge pages: what the lab page fills until it is complete, so that
// its last huge page is full and peak memory does not grow.
constexpr std::size_t kHugePageRegionBytes = std::size_t {16} << 20;

struct Result
{
    bool applied = false;
    std::uintptr_t regionStart = 0; // kHugePageBytes aligned
    std::size_t regionBytes = 0;
};

// Call before the QApplication and before any thread starts. Runs once; later calls
// return the first call's result and change nothing.
Result prepare();

// True where the kernel gives transparent huge pages to memory advised for them, and to
// no other: /sys/kernel/mm/transparent_hugepage/enabled reads "[madvise]".
bool hugePagesOnRequest();

} // namespace StartupHeap
