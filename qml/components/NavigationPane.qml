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
        keyNavigationEnabled: true
        clip: true
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
            }
        }
    }
}
