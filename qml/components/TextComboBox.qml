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

    // The font's chevron, turned down, where Fusion has an arrow image: the first image a
    // page shows makes Qt load every image-format plugin (about 4 M instructions).
    indicator: Text {
        x: control.mirrored ? control.padding : control.width - width - control.padding
        y: control.topPadding + (control.availableHeight - height) / 2
        width: 20
        horizontalAlignment: Text.AlignHCenter
        text: "›"
        rotation: 90
        font: control.font
        color: control.editable ? control.palette.text : control.palette.buttonText
        Accessible.ignored: true
    }
}
