import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import HotspotLab

// A list of short points. Bind `items` to an array of translated strings.
// The rows sit in a Column, not a ColumnLayout: in Qt 6.4 a layout that is hidden (the
// closed About dialog, a collapsed card) keeps the rows a language switch has replaced,
// and its next resize (a zoom step, another switch) touched the deleted rows and crashed.
Column {
    id: list

    property var items: []

    Layout.fillWidth: true
    spacing: Theme.spacing

    Repeater {
        model: list.items

        delegate: RowLayout {
            id: row

            required property string modelData

            width: parent ? parent.width : 0
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
