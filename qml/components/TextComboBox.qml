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
        // The chevron's ink sits an eighth of the size below the middle of its line: turned,
        // that is a shift to the left, put right here.
        x: (control.mirrored ? control.padding : control.width - width - control.padding) + Math.round(font.pixelSize / 8)
        y: control.topPadding + (control.availableHeight - height) / 2
        width: 20
        horizontalAlignment: Text.AlignHCenter
        text: "›"
        rotation: 90
        // A heading's size and weight, which a page has loaded already: a chevron of the
        // body's size is a mere dot beside the text.
        font.pixelSize: Theme.headingSize
        font.bold: true
        font.preferShaping: false
        color: control.editable ? control.palette.text : control.palette.buttonText
        Accessible.ignored: true
    }
}
