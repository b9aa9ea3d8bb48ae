import QtQuick
import QtQuick.Controls
import HotspotLab

// A tab whose title wraps onto a second line when the tabs share too little width (large
// text on a narrow window), instead of being cut off. Press and Toggle through the
// accessibility bus open it, as a click does (AccessibleActions).
TabButton {
    id: control

    Accessible.onPressAction: AccessibleActions.press(control)
    Accessible.onToggleAction: AccessibleActions.press(control)

    contentItem: Label {
        text: control.text
        font: control.font
        color: Theme.textColor
        wrapMode: Text.Wrap
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
    }
}
