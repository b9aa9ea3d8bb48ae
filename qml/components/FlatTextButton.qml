import QtQuick
import HotspotLab

// A flat TextButton: its background, one rectangle, shows only while the button is pressed,
// hovered or has the keyboard's focus. Fusion's own panel is seven objects, made even while
// a flat button hides it: the lab page built 8 such panels, about 60 objects never shown.
TextButton {
    id: control

    flat: true

    background: Rectangle {
        // Fusion's panel's size, so a button keeps the size it had.
        implicitWidth: 80
        implicitHeight: 24
        radius: 2
        visible: control.down || control.visualFocus || (control.enabled && control.hovered)
        color: control.down ? Qt.darker(control.palette.button, 1.1) : control.palette.button
        border.color: control.visualFocus ? Theme.accentColor : Theme.controlBorderColor
    }
}
