import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import HotspotLab

Label {
    Layout.fillWidth: true
    Layout.topMargin: Theme.spacingLarge
    wrapMode: Text.Wrap
    font.pixelSize: Theme.headingSize
    font.bold: true
    Accessible.role: Accessible.Heading
}
