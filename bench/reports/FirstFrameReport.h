#pragma once

class QQuickWindow;

// The benchmark's frame reports, shared by its copy of the app (bench/app) and its floor
// (bench/floor), so both report their frames the same way. Qt Quick alone: the floor
// links none of the app.
namespace FirstFrameReport {

// At the swap of the first frame whose scene was synchronised after this call (for a new
// window: its first frame), prints one line to stdout:
//   <event> elapsed_ms=<since process start> monotonic_ns=<CLOCK_MONOTONIC> peak_rss_kib=<VmHWM> cpu_ms=<CPU time>
// event is "first-frame" or "complete-page". elapsed_ms counts from the kernel's process
// start time (10 ms resolution); a driver that noted CLOCK_MONOTONIC before launching
// subtracts it from monotonic_ns for an exact figure. peak_rss_kib is the process's peak
// resident memory so far; cpu_ms the CPU time of all its threads so far (user + system).
void reportNextFrame(QQuickWindow *window, const char *event);

// Like reportNextFrame(), but at the last frame before the window settles: from the first
// frame synchronised after this call, it waits until no new frame has been drawn for
// 300 ms, prints the line with the figures of the last frame drawn, and exits with status
// 0. Those later frames are part of a complete page: Qt Charts, for one, paints a chart's
// scene only in the frame after the chart's first.
void reportSettledAndExit(QQuickWindow *window, const char *event);

} // namespace FirstFrameReport
