import QtQuick
import QtQuick.Controls
import HotspotLab

// Fusion's Button keeps 4 px of padding whatever its font, so at projector text sizes
// the label touches the frame: the padding grows with the text size. A press through
// the accessibility bus does what a click does (AccessibleActions).
Button {
    id: control

    verticalPadding: Theme.buttonPadding
    horizontalPadding: 2 * Theme.buttonPadding
    Accessible.onPressAction: AccessibleActions.press(control)
}
