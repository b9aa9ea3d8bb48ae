import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import HotspotLab

// A framed block with a heading and free content, for cards, callouts and panels.
Frame {
    id: card

    property string heading
    property color tint: Theme.surfaceColor
    default property alias content: body.data

    Layout.fillWidth: true
    padding: Theme.spacingLarge

    background: Rectangle {
        color: card.tint
        border.color: Theme.borderColor
        border.width: Theme.borderWidth
        radius: Theme.radius
    }

    ColumnLayout {
        id: body

        width: card.availableWidth
        spacing: Theme.spacing

        Label {
            Layout.fillWidth: true
            visible: card.heading.length > 0
            text: card.heading
            font.bold: true
            font.pixelSize: Theme.bodySize
            wrapMode: Text.Wrap
        }
    }
}
