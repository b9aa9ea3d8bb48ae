import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// Body text that wraps to the column width.
Label {
    Layout.fillWidth: true
    wrapMode: Text.Wrap
    textFormat: Text.PlainText
    lineHeight: 1.15
}
