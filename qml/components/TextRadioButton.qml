import QtQuick
import QtQuick.Controls
import HotspotLab

// Fusion's RadioButton (Qt 6.4) keeps a 14 px indicator whatever the font and elides its
// label: grow the indicator with the text size and wrap the label instead. Press and
// Toggle through the accessibility bus choose it, as a click does (AccessibleActions).
RadioButton {
    id: control

    indicator.implicitWidth: Theme.indicatorSize
    indicator.implicitHeight: Theme.indicatorSize
    Accessible.onPressAction: AccessibleActions.press(control)
    Accessible.onToggleAction: AccessibleActions.press(control)

    contentItem: Label {
        leftPadding: control.indicator && !control.mirrored ? control.indicator.width + control.spacing : 0
        rightPadding: control.indicator && control.mirrored ? control.indicator.width + control.spacing : 0
        text: control.text
        font: control.font
        wrapMode: Text.Wrap
        verticalAlignment: Text.AlignVCenter
    }
}
