#pragma once

class QQuickWindow;

// Benchmark hook shared by the app (AppRunner) and the benchmark's floor (bench/floor), so
// both report their frames the same way. It is its own small library
// (hotspotfirstframe) that needs only Qt Quick: the floor links it without any of the app.
namespace FirstFrameReport {

// True when the environment variable HOTSPOT_REPORT_FIRST_FRAME is set (to anything).
bool requested();

// True when the environment variable HOTSPOT_REPORT_COMPLETE_PAGE is set (to anything):
// report the complete page (everything built and drawn, not just what the first frame
// shows) with reportSettledAndExit(), then exit. With both set, the first-frame line comes
// first and the process goes on to the complete page.
bool completePageRequested();

enum class Then {
    Continue,
    Exit
};

// At the swap of the first frame whose scene was synchronised after this call (for a new
// window: its first frame), prints one line to stdout and, with Then::Exit, exits with
// status 0:
//   <event> elapsed_ms=<since process start> monotonic_ns=<CLOCK_MONOTONIC> peak_rss_kib=<VmHWM> cpu_ms=<CPU time>
// event is "first-frame" or "complete-page". elapsed_ms counts from the kernel's process
// start time (10 ms resolution); a driver that noted CLOCK_MONOTONIC before launching
// subtracts it from monotonic_ns for an exact figure. peak_rss_kib is the process's peak
// resident memory so far; cpu_ms the CPU time of all its threads so far (user + system).
void reportNextFrame(QQuickWindow *window, const char *event, Then then);

// Like reportNextFrame(), but at the last frame before the window settles: from the first
// frame synchronised after this call, it waits until no new frame has been drawn for
// 300 ms, prints the line with the figures of the last frame drawn, and exits with status
// 0. Those later frames are part of a complete page: Qt Charts, for one, paints a chart's
// scene only in the frame after the chart's first.
void reportSettledAndExit(QQuickWindow *window, const char *event);

} // namespace FirstFrameReport
