import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import HotspotLab

// The frame of every page: a title, a lead paragraph and the page's content in one
// readable column that scrolls when it does not fit. A lesson names the page that
// follows it (nextLesson), and its end offers the way there.
ScrollView {
    id: page

    property string title
    property string lead
    property string nextLesson
    default property alias content: column.data

    contentWidth: availableWidth
    clip: true

    ColumnLayout {
        x: Theme.pageMargin
        width: Math.min(page.availableWidth - 2 * Theme.pageMargin, Theme.readableWidth)
        spacing: Theme.spacingLarge

        Item {
            Layout.preferredHeight: Theme.spacing
        }

        Label {
            objectName: "pageTitle"
            Layout.fillWidth: true
            text: page.title
            font.pixelSize: Theme.titleSize
            font.bold: true
            wrapMode: Text.Wrap
            Accessible.role: Accessible.Heading
        }

        Paragraph {
            visible: page.lead.length > 0
            text: page.lead
            font.pixelSize: Theme.bodySize * 1.1
        }

        ColumnLayout {
            id: column

            Layout.fillWidth: true
            spacing: Theme.spacingLarge
        }

        Button {
            objectName: "nextLessonButton"
            Layout.topMargin: Theme.spacingLarge
            visible: LessonCatalog.contains(page.nextLesson)
            text: page.nextLesson === "start" ?
            //: Button at the end of the last lesson
            qsTr("Back to the Start page") :
            //: Button at the end of a lesson; %1 is the next lesson's title
            qsTr("Next lesson: %1").arg(LessonCatalog.title(page.nextLesson))
            Accessible.name: text
            onClicked: LessonNavigator.open(page.nextLesson)
        }

        Item {
            Layout.preferredHeight: Theme.spacingHuge
        }
    }
}
