import QtQuick
import HotspotLab

// One clearly visible focus ring for the whole window: Fusion's own focus frame is too
// faint on a projector. The ring moves into the control that has keyboard focus (so it
// scrolls with it) and shows only after keyboard navigation, not after a click.
Item {
    id: root

    // The control that owns the focus: the focused item itself, or the control around an
    // inner editor (a SpinBox's text field).
    readonly property var target: {
        let item = Window.activeFocusItem;
        while (item && !("visualFocus" in item) && !("focusReason" in item))
            item = item.parent;
        return item;
    }
    readonly property bool shown: target !== null && target.visible && (target.visualFocus === true || target.focusReason === Qt.TabFocusReason || target.focusReason === Qt.BacktabFocusReason)
    readonly property alias ring: ring

    Rectangle {
        id: ring

        objectName: "focusRing"
        parent: root.shown ? root.target : root
        visible: root.shown
        anchors.fill: parent
        anchors.margins: -Theme.focusWidth
        z: 1000
        color: "transparent"
        radius: Theme.radius
        border.width: Theme.focusWidth
        border.color: Theme.accentColor
    }
}
