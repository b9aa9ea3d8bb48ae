#pragma once

class QQuickWindow;

// Benchmark hook shared by the app (AppRunner) and the benchmark's floor (bench/floor), so
// both report the first frame the same way. It is its own small library
// (hotspotfirstframe) that needs only Qt Quick: the floor links it without any of the app.
namespace FirstFrameReport {

// True when the environment variable HOTSPOT_REPORT_FIRST_FRAME is set (to anything).
bool requested();

// At the window's first rendered frame, prints one line to stdout and exits with status 0:
//   first-frame elapsed_ms=<since process start> monotonic_ns=<CLOCK_MONOTONIC> peak_rss_kib=<VmHWM>
// elapsed_ms counts from the kernel's process start time (10 ms resolution); a driver that
// noted CLOCK_MONOTONIC before launching subtracts it from monotonic_ns for an exact
// figure. peak_rss_kib is the process's peak resident memory so far.
void reportAndExit(QQuickWindow *window);

} // namespace FirstFrameReport
