import QtQuick
import QtQuick.Templates as T
import HotspotLab

// The background of a flat button: one rectangle, shown only while the button is pressed,
// hovered or has the keyboard's focus. Fusion's own panel is seven items, made even while
// hidden: the lab page built about 60 of them that were never shown (docs/benchmarks.md).
Rectangle {
    required property T.AbstractButton control

    // Fusion's panel's size, so a button keeps the size it had.
    implicitWidth: 80
    implicitHeight: 24
    radius: 2
    visible: control.down || control.visualFocus || (control.enabled && control.hovered)
    color: control.down ? Qt.darker(control.palette.button, 1.1) : control.palette.button
    border.color: control.visualFocus ? control.palette.highlight : Theme.controlBorderColor
}
