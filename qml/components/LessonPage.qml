import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import HotspotLab

// The frame of every page: a title, a lead paragraph and the page's content in one
// readable column that scrolls when it does not fit.
ScrollView {
    id: page

    property string title
    property string lead
    default property alias content: column.data

    contentWidth: availableWidth
    clip: true

    ColumnLayout {
        id: column

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
    }
}
