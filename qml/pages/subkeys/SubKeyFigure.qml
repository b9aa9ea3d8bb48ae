import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import HotspotLab

// One figure of the split explorer: a caption above a large value, with an optional note.
Rectangle {
    id: figure

    property string caption
    property string value
    property string note
    property bool warning: false

    Layout.fillWidth: true
    Layout.fillHeight: true
    Layout.preferredWidth: Theme.readableWidth / 4
    implicitHeight: column.implicitHeight + 2 * Theme.spacing
    color: warning ? Theme.dangerSurfaceColor : Theme.surfaceColor
    border.color: warning ? Theme.dangerColor : Theme.borderColor
    border.width: Theme.borderWidth
    radius: Theme.radius

    Accessible.role: Accessible.StaticText
    Accessible.name: caption + ": " + value + (note.length > 0 ? " (" + note + ")" : "")

    ColumnLayout {
        id: column

        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacingSmall

        Label {
            Layout.fillWidth: true
            text: figure.caption
            color: Theme.mutedTextColor
            font.pixelSize: Theme.smallSize
            wrapMode: Text.Wrap
        }
        Label {
            objectName: figure.objectName + "Value"
            Layout.fillWidth: true
            text: figure.value
            color: figure.warning ? Theme.dangerColor : Theme.textColor
            font.pixelSize: Theme.figureSize
            font.bold: true
            wrapMode: Text.Wrap
        }
        Label {
            Layout.fillWidth: true
            visible: figure.note.length > 0
            text: figure.note
            font.pixelSize: Theme.smallSize
            wrapMode: Text.Wrap
        }
        // A card stretched to its neighbour's height keeps its texts at the top, so the
        // values of cards side by side line up instead of being spread over the card.
        Item {
            Layout.fillHeight: true
        }
    }
}
