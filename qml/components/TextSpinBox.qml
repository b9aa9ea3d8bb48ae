import QtQuick
import QtQuick.Controls
import HotspotLab

// A spin box that Increase and Decrease through the accessibility bus step, as the arrow
// keys do (AccessibleActions): Qt 6.4's own actions do nothing. Its up and down buttons
// show a Chevron where Fusion has an arrow image.
SpinBox {
    id: control

    // Fusion's button: the upper or lower half of the box's right end, shaded while pressed.
    // (An inline component does not see the ids of the file around it: the box is passed.)
    component StepButton: Rectangle {
        id: stepButton

        required property SpinBox box
        required property bool pressed
        required property bool upward

        x: box.mirrored ? 1 : box.width - width - 1
        y: upward ? 1 : box.height - height - 1
        height: box.height / 2 - 1
        implicitWidth: 16
        implicitHeight: 10
        radius: 1.7
        color: pressed ? box.palette.mid : "transparent"

        Chevron {
            anchors.centerIn: parent
            anchors.horizontalCenterOffset: inkShift
            pointsUp: stepButton.upward
            color: stepButton.box.palette.buttonText
            opacity: stepButton.enabled ? 1 : 0.5
        }
    }

    Accessible.onIncreaseAction: AccessibleActions.increase(control)
    Accessible.onDecreaseAction: AccessibleActions.decrease(control)

    up.indicator: StepButton {
        box: control
        pressed: control.up.pressed
        upward: true
    }
    down.indicator: StepButton {
        box: control
        pressed: control.down.pressed
        upward: false
    }
}
