import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import HotspotLab

// Keyboard help (F1): every shortcut and key of the app, grouped, in large type. The
// list is the KeyboardShortcuts model that the Shortcut items use too, so it cannot drift.
Dialog {
    id: dialog

    objectName: "keyboardHelpDialog"
    //: Title of the dialog that lists all keyboard shortcuts
    title: qsTr("Keyboard help")
    modal: true
    // Made by a Loader, whose own size is none: the dialog measures the window instead.
    parent: Overlay.overlay
    focus: true
    padding: Theme.spacingLarge
    anchors.centerIn: Overlay.overlay
    width: Math.min(parent ? parent.width - 2 * Theme.pageMargin : Theme.readableWidth, Theme.readableWidth)
    // Not from the list's contentHeight: a ListView estimates that from the delegates it has
    // created, which depends on its height (a binding loop). The list scrolls instead.
    height: parent ? parent.height - 2 * Theme.pageMargin : Theme.readableWidth

    onOpened: (listLoader.item as ListView).forceActiveFocus()

    // A title that reads from the back of a classroom.
    header: Label {
        text: dialog.title
        padding: Theme.spacingLarge
        bottomPadding: 0
        font.pixelSize: Theme.headingSize
        font.bold: true
        wrapMode: Text.Wrap
        Accessible.role: Accessible.TitleBar
    }

    footer: DialogButtonBox {
        TextButton {
            objectName: "keyboardHelpCloseButton"
            //: Closes the Keyboard help dialog
            text: qsTr("Close")
            Accessible.name: text
            DialogButtonBox.buttonRole: Dialog.RejectRole
        }
    }

    // The list is built when the dialog opens and released when it closes: most sessions
    // never open it, and it cost start-up time.
    Loader {
        id: listLoader

        anchors.fill: parent
        active: dialog.visible

        sourceComponent: ListView {
            id: list

            objectName: "keyboardHelpList"
            anchors.fill: parent
            clip: true
            model: KeyboardShortcuts
            keyNavigationEnabled: true
            boundsBehavior: Flickable.StopAtBounds
            //: Title of the dialog that lists all keyboard shortcuts
            Accessible.name: qsTr("Keyboard help")
            // Always shown when the list is longer than the dialog, so large text does not hide
            // that there is more.
            ScrollBar.vertical: ScrollBar {
                policy: list.contentHeight > list.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
            }

            section.property: "group"
            section.delegate: Label {
                required property string section

                width: ListView.view.width
                topPadding: Theme.spacingLarge
                bottomPadding: Theme.spacingSmall
                text: section
                font.pixelSize: Theme.headingSize
                font.bold: true
                wrapMode: Text.Wrap
                Accessible.role: Accessible.Heading
            }

            delegate: RowLayout {
                id: row

                required property string shortcutId
                required property string keys
                required property string action

                objectName: "keyboardHelpRow_" + shortcutId
                width: ListView.view.width - Theme.spacingHuge
                spacing: Theme.spacingLarge

                Label {
                    objectName: "keys"
                    Layout.preferredWidth: Math.round(row.width * 0.35)
                    Layout.alignment: Qt.AlignTop
                    text: row.keys
                    font.pixelSize: Theme.bodySize
                    font.bold: true
                    wrapMode: Text.Wrap
                    color: Theme.accentColor
                }
                Label {
                    objectName: "action"
                    Layout.fillWidth: true
                    Layout.alignment: Qt.AlignTop
                    text: row.action
                    font.pixelSize: Theme.bodySize
                    wrapMode: Text.Wrap
                }
            }
        }
    }
}
