import QtQuick
import HotspotLab

// A status line that sighted users read and screen readers hear. Bind `words` to the
// status in the current language and call announce() when the state changes: the line
// shows the text, and its LiveAnnouncer sends it as an alert (Qt 6.4 has no live region).
Paragraph {
    id: line

    readonly property alias announcer: announcer

    function announce() {
        announcer.announce();
    }

    font.bold: true
    Accessible.role: Accessible.StatusBar
    Accessible.name: text

    LiveAnnouncer {
        id: announcer

        text: line.words
        Accessible.role: Accessible.AlertMessage
        Accessible.name: text
    }
}
