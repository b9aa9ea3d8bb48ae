import QtQuick
import QtQuick.Controls
import HotspotLab

// Fusion's Slider (Qt 6.4) keeps a 13 px handle whatever the text size, too small to see
// and grab on a projector at large text: grow the handle with the text. Increase and
// Decrease through the accessibility bus move it one step, as the arrow keys do.
Slider {
    id: control

    // A change is complete: the handle let go, or moved by a key (or the accessibility
    // bus). A page that follows the result scrolls then, not under a dragging mouse.
    signal settled

    onMoved: if (!pressed)
        settled()
    onPressedChanged: if (!pressed)
        settled()
    handle.implicitWidth: Theme.indicatorSize
    handle.implicitHeight: Theme.indicatorSize
    Accessible.onIncreaseAction: AccessibleActions.increase(control)
    Accessible.onDecreaseAction: AccessibleActions.decrease(control)
}
