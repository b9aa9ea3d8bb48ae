import QtQuick
import QtQuick.Controls
import HotspotLab

// A spin box that Increase and Decrease through the accessibility bus step, as the arrow
// keys do (AccessibleActions): Qt 6.4's own actions do nothing. Its up and down buttons
// show the font's chevron, turned, where Fusion has an arrow image: the first image a page
// shows makes Qt load every image-format plugin (about 4 M instructions).
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

        Text {
            anchors.centerIn: parent
            // The chevron's ink sits an eighth of the size below the middle of its line:
            // turned, that is a sideways shift, put right here.
            anchors.horizontalCenterOffset: (stepButton.upward ? -1 : 1) * Math.round(font.pixelSize / 8)
            text: "›"
            rotation: stepButton.upward ? -90 : 90
            font.pixelSize: Theme.bodySize
            font.bold: true
            font.preferShaping: false
            color: stepButton.box.palette.buttonText
            opacity: stepButton.enabled ? 1 : 0.5
            Accessible.ignored: true
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
