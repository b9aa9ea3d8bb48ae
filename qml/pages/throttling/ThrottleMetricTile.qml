import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import HotspotLab

// One number of the metric panel: what it is called, its value, and a short note.
Frame {
    id: tile

    property string label
    property string metricName
    property string value
    property string note
    property bool alert: false

    Layout.fillWidth: true
    // Tiles in one row share its height, so their tops and bottoms line up.
    Layout.fillHeight: true
    Layout.alignment: Qt.AlignTop
    Layout.preferredWidth: 1
    padding: Theme.spacing
    Accessible.role: Accessible.StaticText
    Accessible.name: label + ": " + value

    background: Rectangle {
        color: tile.alert ? Theme.dangerSurfaceColor : Theme.surfaceColor
        border.color: tile.alert ? Theme.dangerColor : Theme.borderColor
        border.width: tile.alert ? Theme.focusWidth : Theme.borderWidth
        radius: Theme.radius
    }

    ColumnLayout {
        width: tile.availableWidth
        spacing: Theme.spacingSmall

        Label {
            Layout.fillWidth: true
            text: tile.label
            font.pixelSize: Theme.smallSize
            font.bold: true
            color: Theme.textColor
            wrapMode: Text.Wrap
        }
        Label {
            Layout.fillWidth: true
            text: tile.value
            font.pixelSize: Theme.figureSize
            font.bold: true
            color: tile.alert ? Theme.dangerColor : Theme.textColor
            wrapMode: Text.Wrap
        }
        Label {
            Layout.fillWidth: true
            visible: tile.metricName.length > 0
            // A narrow tile breaks the name between its words (a zero-width space before
            // each capital that starts one), not in the middle of "Throttle". The label is
            // not selectable, so nobody copies the invisible spaces.
            text: tile.metricName.replace(/([a-z])([A-Z])/g, "$1\u200b$2").replace(/([A-Z])([A-Z][a-z])/g, "$1\u200b$2")
            font.pixelSize: Theme.smallSize
            font.family: "monospace"
            color: Theme.mutedTextColor
            wrapMode: Text.Wrap
            Accessible.name: tile.metricName
        }
        Label {
            Layout.fillWidth: true
            visible: tile.note.length > 0
            text: tile.note
            font.pixelSize: Theme.smallSize
            color: Theme.mutedTextColor
            wrapMode: Text.Wrap
        }
    }
}
