import QtQuick
import QtQuick.Controls
import HotspotLab

// A menu entry whose "&" mnemonic a screen reader does not read out, and which Press
// through the accessibility bus triggers as a click does (AccessibleActions).
MenuItem {
    id: control

    Accessible.name: text.replace("&", "")
    Accessible.onPressAction: AccessibleActions.press(control)
    Accessible.onToggleAction: {
        if (control.checkable)
            AccessibleActions.press(control);
    }
}
