import QtQuick
import QtQuick.Controls
import HotspotLab

// Fusion's ComboBox (Qt 6.4) keeps a fixed height whatever its font, which cuts off
// descenders at normal size and whole lines at projector text sizes: grow with the text.
// Its content item is a TextField (a TextInput); the cast tells qmllint so. A press
// through the accessibility bus opens the list, as a click does.
ComboBox {
    id: control

    implicitHeight: Math.max(implicitBackgroundHeight, (contentItem as TextInput).contentHeight + 2 * Theme.spacing)
    Accessible.onPressAction: AccessibleActions.press(control)

    // The font's chevron (Chevron), at a heading's size: at the body's, it is a mere dot
    // beside the text.
    indicator: Chevron {
        x: (control.mirrored ? control.padding : control.width - width - control.padding) + inkShift
        y: control.topPadding + (control.availableHeight - height) / 2
        width: 20
        horizontalAlignment: Text.AlignHCenter
        font.pixelSize: Theme.headingSize
        color: control.editable ? control.palette.text : control.palette.buttonText
    }
}
