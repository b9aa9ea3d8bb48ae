import QtQuick
import HotspotLab

// The sign of a queue that is not empty: a red disc with a white "!". Drawn, not the
// character ⚠, which the app's font lacks: the fallback font it made Qt load cost the
// lab page 5 ms and 0.5 MiB (docs/benchmarks.md).
Rectangle {
    implicitWidth: Math.round(Theme.smallSize * 1.2)
    implicitHeight: implicitWidth
    radius: width / 2
    color: Theme.dangerColor
    Accessible.ignored: true

    Text {
        anchors.centerIn: parent
        text: "!"
        font.pixelSize: Theme.smallSize
        font.bold: true
        color: Theme.accentTextColor
    }
}
