import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// Body text that wraps to the column width. Bind `words`, not `text`: the paragraph
// shows its words only while it is shown. Qt 6.4 lays a text out whenever it changes,
// shown or not, so a language switch would otherwise lay out every hidden paragraph
// (a closed part's model answer, a result kept for after its step) and nobody sees it.
Label {
    property string words

    text: visible ? words : ""
    Layout.fillWidth: true
    wrapMode: Text.Wrap
    textFormat: Text.PlainText
    lineHeight: 1.15
}
