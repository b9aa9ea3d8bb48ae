#pragma once

#include <functional>

class QQuickWindow;

// How long one UI action keeps the GUI thread busy: the thread's CPU time from the start
// of the action until the last frame the action caused has been swapped (the window then
// stays quiet). Idle waits between frames are not counted, nor is time the thread spends
// descheduled by other processes, so the figure is stable on a shared machine. With the
// software renderer, polishing, syncing and painting all happen on this thread.
namespace BusyMeter {

struct Measurement
{
    double busyMs = 0;         // the whole cost, up to the last frame
    double actionMs = 0;       // the action's call alone (model, bindings, chart data)
    double longestFrameMs = 0; // the most work between two frames: the longest single block
    int frames = 0;
};

// Processes events until `window` has swapped no frame for `quietMs` (or `deadlineMs`
// passed): lets a page finish loading, laying out and painting before a measurement.
void settle(QQuickWindow *window, int quietMs = 250, int deadlineMs = 10000);

Measurement measure(QQuickWindow *window, const std::function<void()> &action, int quietMs = 250);

} // namespace BusyMeter
