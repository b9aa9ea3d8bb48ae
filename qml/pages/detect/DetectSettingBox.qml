import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import HotspotLab

// One setting of the detect lesson: a caption over a list of values. The detector holds
// the value; the box shows it and passes on what the student picks.
ColumnLayout {
    id: box

    property string caption
    // The values offered, and their texts in the same order.
    property var values: []
    property var texts: []
    property real current: 0

    signal chosen(real value)

    Layout.fillWidth: true
    spacing: Theme.spacingSmall

    Label {
        Layout.fillWidth: true
        text: box.caption
        font.pixelSize: Theme.smallSize
        font.bold: true
        wrapMode: Text.Wrap
    }
    TextComboBox {
        id: combo

        objectName: box.objectName + "Combo"
        Layout.fillWidth: true
        model: box.texts
        currentIndex: box.values.indexOf(box.current)
        onActivated: index => box.chosen(box.values[index])
        // New texts (a language switch) make the box start at its first entry: show the
        // detector's value again.
        onModelChanged: currentIndex = Qt.binding(() => box.values.indexOf(box.current))
        Accessible.name: box.caption
    }
}
