import QtQuick
import HotspotLab

// The sign of a queue that is not empty: a red disc with a white "!". Drawn, not the
// character ⚠, which the app's font lacks: the fallback font it made Qt load cost the
// lab page 5 ms and 0.5 MiB.
Rectangle {
    implicitWidth: Theme.waitingBadgeSize
    implicitHeight: implicitWidth
    radius: width / 2
    color: Theme.dangerColor

    // The sign is a picture: a screen reader gets the cell's or the legend's own words
    // (an ignored item still exposes its children, so the Text itself is ignored).
    Text {
        Accessible.ignored: true
        anchors.centerIn: parent
        text: "!"
        font.pixelSize: Theme.smallSize
        font.bold: true
        font.preferShaping: false
        color: Theme.accentTextColor
    }
}
