import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import HotspotLab

// A list of short points. Bind `items` to an array of translated strings.
ColumnLayout {
    id: list

    property var items: []

    Layout.fillWidth: true
    spacing: Theme.spacing

    Repeater {
        model: list.items

        delegate: RowLayout {
            id: row

            required property string modelData

            Layout.fillWidth: true
            spacing: Theme.spacing

            Label {
                Layout.alignment: Qt.AlignTop
                text: "•"
                Accessible.ignored: true
            }
            Paragraph {
                text: row.modelData
            }
        }
    }
}
