import QtQuick
import QtQuick.Controls
import HotspotLab

// The always-visible list of pages: Start, then the lessons in teaching order.
Pane {
    padding: 0
    background: Rectangle {
        color: Theme.navigationColor
    }

    ListView {
        id: list

        objectName: "lessonList"
        anchors.fill: parent
        anchors.topMargin: Theme.spacingLarge
        model: LessonCatalog
        currentIndex: LessonCatalog.indexOf(LessonNavigator.currentLesson)
        // One Tab stop for the whole list. Up and Down open the lesson above or below at
        // once, so the highlight always shows the open page; Enter or Space open the
        // highlighted one.
        keyNavigationEnabled: false
        activeFocusOnTab: true
        Keys.onUpPressed: LessonNavigator.openPrevious()
        Keys.onDownPressed: LessonNavigator.openNext()
        clip: true
        readonly property var currentEntry: currentItem
        Keys.onReturnPressed: LessonNavigator.open(currentEntry.lessonId)
        Keys.onEnterPressed: LessonNavigator.open(currentEntry.lessonId)
        Keys.onSpacePressed: LessonNavigator.open(currentEntry.lessonId)
        Accessible.name: qsTr("Lessons")

        delegate: ItemDelegate {
            id: entry

            required property string lessonId
            required property string title
            required property int lessonNumber
            required property int index

            width: ListView.view.width
            highlighted: ListView.isCurrentItem
            //: Navigation entry: lesson number and title, e.g. "2. Hot-key lab"
            text: lessonNumber === 0 ? title : qsTr("%1. %2").arg(lessonNumber).arg(title)
            font.bold: highlighted
            focusPolicy: Qt.NoFocus
            Accessible.name: text
            onClicked: LessonNavigator.open(lessonId)

            contentItem: Label {
                text: entry.text
                font: entry.font
                wrapMode: Text.Wrap
                color: entry.highlighted ? Theme.accentTextColor : Theme.textColor
            }
            background: Rectangle {
                color: entry.highlighted ? Theme.accentColor : (entry.hovered ? Theme.highlightSurfaceColor : "transparent")
                // The focus ring of the list: the entry that Enter would open.
                border.width: entry.highlighted && entry.ListView.view.activeFocus ? Theme.focusWidth * 2 : 0
                border.color: Theme.textColor
            }
        }
    }
}
