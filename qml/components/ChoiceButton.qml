import QtQuick
import HotspotLab

// A button that picks one of several choices (a scenario, a cause). Screen readers hear
// it as checkable, and Toggle through the accessibility bus picks it, as a click does
// (AccessibleActions).
TextButton {
    id: control

    Accessible.checkable: true
    Accessible.onToggleAction: AccessibleActions.press(control)
}
