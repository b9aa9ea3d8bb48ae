import QtQuick
import QtQuick.Controls
import HotspotLab

// The divider between a lesson's narrative and its simulation. Dragging it, or Left and
// Right while it has focus, gives the simulation a different share of the page's width;
// the page keeps that share per lesson once the drag or key press ends.
Control {
    id: divider

    // The simulation's share of the page's width, 0 to 1, as the page has it now.
    property real share: 0.5
    readonly property real shareStep: 0.05
    readonly property real minimumShare: DisplaySettings.minimumSimulationShare
    readonly property real maximumShare: DisplaySettings.maximumSimulationShare

    // A new share while the student moves the divider, and the end of the move.
    signal moved(real share)
    signal released

    function moveBy(delta: real) {
        moved(Math.max(minimumShare, Math.min(maximumShare, share + delta)));
        released();
    }

    width: Theme.dividerWidth
    focusPolicy: Qt.TabFocus
    hoverEnabled: true
    Accessible.role: Accessible.Splitter
    //: Screen-reader name of the divider between a lesson's text and its simulation
    Accessible.name: qsTr("Divider between the text and the simulation")
    //: Screen-reader hint of that divider
    Accessible.description: qsTr("Left and Right arrow keys give the simulation more or less width.")
    Keys.onLeftPressed: moveBy(shareStep)
    Keys.onRightPressed: moveBy(-shareStep)

    background: Rectangle {
        color: divider.hovered || dragArea.pressed ? Theme.highlightSurfaceColor : Theme.windowColor

        Rectangle {
            anchors.horizontalCenter: parent.horizontalCenter
            width: Theme.borderWidth
            height: parent.height
            color: Theme.borderColor
        }
        // A grip in the middle, so the divider reads as something to drag.
        Rectangle {
            anchors.centerIn: parent
            width: Theme.spacingSmall
            height: Theme.spacingHuge * 2
            radius: width / 2
            color: Theme.controlBorderColor
        }
    }

    MouseArea {
        id: dragArea

        anchors.fill: parent
        cursorShape: Qt.SplitHCursor
        onPositionChanged: mouse => {
            if (!pressed)
                return;
            const page = divider.parent;
            const x = divider.mapToItem(page, mouse.x, 0).x;
            divider.moved(Math.max(divider.minimumShare, Math.min(divider.maximumShare, (page.width - x) / page.width)));
        }
        onReleased: divider.released()
    }
}
