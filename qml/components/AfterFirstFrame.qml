import QtQuick

// Emits `due` in the event-loop turn after the window's next frame, while `enabled`: for
// work that can wait until the window shows something (a page's lower part, the menus'
// items). Not inside frameSwapped itself: the frame's other listeners (the start-up
// report) still belong to the frame that was just shown.
QtObject {
    id: root

    // The window whose frames count (Window.window of an item in it).
    property QtObject window
    property bool enabled: true

    signal due

    property Connections frameWatch: Connections {
        target: root.window
        enabled: root.enabled

        function onFrameSwapped() {
            root.nextTurn.start();
        }
    }
    property Timer nextTurn: Timer {
        interval: 0
        onTriggered: root.due()
    }
}
