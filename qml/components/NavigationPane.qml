import QtQuick
import QtQuick.Controls
import HotspotLab

// The always-visible list of pages: Start, then the lessons in teaching order. As a
// narrow rail (compact) it shows only the lesson numbers, a house for Start, with the
// title in a tooltip and for screen readers: the lesson gets the width.
Pane {
    id: pane

    // Set by the window, which sizes the pane from it; the entries follow the width they
    // get (a delegate cannot read the pane's properties: qmllint).
    property bool compact: false

    padding: 0
    background: Rectangle {
        color: Theme.navigationColor
    }

    // A Repeater in a Column, not a ListView: a ListView creates the open lesson's entry
    // first, and screen readers list entries in the order they were created, so the list
    // read "Start, 2., 1., 3., 4." with the lab open. The lessons are few and fixed.
    Flickable {
        id: list

        // The open page's row, and its entry: the highlight always shows the open page.
        readonly property int currentIndex: LessonCatalog.indexOf(LessonNavigator.currentLesson)
        readonly property Item currentItem: entries.count > 0 ? entries.itemAt(currentIndex) : null
        readonly property int count: entries.count

        objectName: "lessonList"
        anchors.fill: parent
        anchors.topMargin: Theme.spacingLarge
        contentHeight: column.implicitHeight
        boundsBehavior: Flickable.StopAtBounds
        clip: true
        // One Tab stop for the whole list. Up and Down open the lesson above or below at
        // once; Enter or Space open the highlighted one.
        activeFocusOnTab: true
        Keys.onUpPressed: LessonNavigator.openPrevious()
        Keys.onDownPressed: LessonNavigator.openNext()
        Keys.onReturnPressed: LessonNavigator.open(LessonNavigator.currentLesson)
        Keys.onEnterPressed: LessonNavigator.open(LessonNavigator.currentLesson)
        Keys.onSpacePressed: LessonNavigator.open(LessonNavigator.currentLesson)
        Accessible.role: Accessible.List
        Accessible.name: qsTr("Lessons")
        // Large text on a short window: keep the open lesson's entry in view.
        onCurrentItemChanged: {
            if (!currentItem)
                return;
            const top = currentItem.y;
            const bottom = top + currentItem.height;
            if (top < contentY)
                contentY = Math.max(0, top);
            else if (bottom > contentY + height)
                contentY = Math.min(bottom - height, Math.max(0, contentHeight - height));
        }

        // Only on a list that scrolls (large text, short window): an invisible bar would be
        // read out as one more entry of the list.
        ScrollBar.vertical: ScrollBar {
            policy: list.contentHeight > list.height ? ScrollBar.AsNeeded : ScrollBar.AlwaysOff
        }

        // The focus ring of the list: the entry that Enter would open.
        Rectangle {
            visible: list.activeFocus && list.currentItem !== null
            x: list.currentItem ? list.currentItem.x : 0
            y: list.currentItem ? list.currentItem.y : 0
            width: list.currentItem ? list.currentItem.width : 0
            height: list.currentItem ? list.currentItem.height : 0
            z: 1
            color: "transparent"
            border.width: Theme.focusWidth * 2
            border.color: Theme.textColor
        }

        Column {
            id: column

            width: list.width

            Repeater {
                id: entries

                model: LessonCatalog

                delegate: ItemDelegate {
                    id: entry

                    required property string lessonId
                    required property string title
                    required property int lessonNumber
                    required property int index

                    objectName: "lessonEntry_" + lessonId
                    width: parent ? parent.width : 0
                    highlighted: index === LessonCatalog.indexOf(LessonNavigator.currentLesson)
                    //: Navigation entry: lesson number and title, e.g. "2. Hot-key lab"
                    text: lessonNumber === 0 ? title : qsTr("%1. %2").arg(lessonNumber).arg(title)
                    font.bold: highlighted
                    focusPolicy: Qt.NoFocus
                    Accessible.name: text
                    Accessible.selectable: true
                    Accessible.selected: highlighted
                    Accessible.onPressAction: AccessibleActions.press(entry)
                    onClicked: LessonNavigator.open(lessonId)

                    // As wide as the pane: a rail's entry is narrow.
                    // Not while it has no width yet: a list entry would first be laid out in
                    // its rail form (a number or a house) and then again with its title.
                    readonly property bool compact: width > 0 && width < Theme.navigationRailWidth * 2

                    ToolTip.visible: compact && hovered
                    ToolTip.text: text
                    ToolTip.delay: 300

                    // How far the student got (LessonProgress); empty for the Start page.
                    readonly property string progressText: LessonProgress.revision >= 0 ? LessonProgress.summary(lessonId) : ""
                    readonly property bool complete: LessonProgress.revision >= 0 && LessonProgress.complete(lessonId)

                    Accessible.description: progressText
                    readonly property color textColor: highlighted ? Theme.accentTextColor : Theme.textColor
                    readonly property int progressSignSize: Math.round(Theme.smallSize * 0.8)

                    // Its title, or in the rail its number (a house for the Start page), and
                    // below the title how far the student got. A complete lesson shows a tick.
                    // The house and the tick are drawn: the app's font has neither. (No ids
                    // in here: contentItem is a deferred property.)
                    contentItem: Column {
                        spacing: 0

                        Label {
                            width: parent.width
                            text: !entry.compact ? entry.text : (entry.lessonNumber === 0 ? "" : String(entry.lessonNumber))
                            font: entry.font
                            horizontalAlignment: entry.compact ? Text.AlignHCenter : Text.AlignLeft
                            wrapMode: Text.Wrap
                            color: entry.textColor
                            // The entry says it; read once, not twice.
                            Accessible.ignored: true

                            // In the rail: the house in place of a number, the tick after one.
                            DrawnSign {
                                objectName: "lessonRailSign_" + entry.lessonId
                                kind: !entry.compact ? DrawnSign.None : (entry.lessonNumber === 0 ? DrawnSign.House : (entry.complete ? DrawnSign.Tick : DrawnSign.None))
                                // The house stands alone, for a word: as large as the text.
                                size: kind === DrawnSign.House ? entry.font.pixelSize : Math.round(entry.font.pixelSize * 0.8)
                                x: kind === DrawnSign.House ? Math.round((parent.width - width) / 2) : Math.round((parent.width + parent.contentWidth) / 2) + Theme.spacingSmall
                                anchors.verticalCenter: parent.verticalCenter
                                color: parent.color
                            }
                        }
                        Label {
                            objectName: "lessonProgress_" + entry.lessonId
                            width: parent.width
                            visible: !entry.compact && entry.progressText.length > 0
                            // A complete lesson's tick stands before the words.
                            leftPadding: entry.complete ? entry.progressSignSize + Theme.spacingSmall : 0
                            text: entry.progressText
                            font.pixelSize: Theme.smallSize
                            wrapMode: Text.Wrap
                            color: entry.highlighted ? Theme.accentTextColor : Theme.mutedTextColor
                            Accessible.ignored: true

                            DrawnSign {
                                objectName: "lessonCompleteSign_" + entry.lessonId
                                kind: entry.complete ? DrawnSign.Tick : DrawnSign.None
                                size: entry.progressSignSize
                                // On the first line.
                                y: Math.round((parent.implicitHeight / Math.max(1, parent.lineCount) - height) / 2)
                                color: parent.color
                            }
                        }
                    }
                    background: Rectangle {
                        color: entry.highlighted ? Theme.accentColor : (entry.hovered ? Theme.highlightSurfaceColor : "transparent")
                    }
                }
            }
        }
    }
}
