import QtQuick
import QtQuick.Controls

// Tabs that switch what a lesson's pane shows, drawn as Fusion draws a tab bar. Fusion's
// list of tabs keeps an invisible highlight on the current tab and resizes it at 400 px
// a second: for most of a second after the bar got its width, and again after a change to
// a tab of another width, the window drew frames that showed nothing new (about 45 on the
// lab page, docs/qt-6.4-limits.md).
// Here the highlight moves and resizes at once.
TabBar {
    id: control

    contentItem: ListView {
        model: control.contentModel
        currentIndex: control.currentIndex

        spacing: control.spacing
        orientation: ListView.Horizontal
        boundsBehavior: Flickable.StopAtBounds
        flickableDirection: Flickable.AutoFlickIfNeeded
        snapMode: ListView.SnapToItem

        highlightMoveDuration: 0
        highlightResizeDuration: 0
        highlightRangeMode: ListView.ApplyRange
        preferredHighlightBegin: 40
        preferredHighlightEnd: width - 40
    }
}
