import QtQuick
import QtQuick.Controls
import HotspotLab

// A spin box that Increase and Decrease through the accessibility bus step, as the arrow
// keys do (AccessibleActions): Qt 6.4's own actions do nothing.
SpinBox {
    id: control

    Accessible.onIncreaseAction: AccessibleActions.increase(control)
    Accessible.onDecreaseAction: AccessibleActions.decrease(control)
}
