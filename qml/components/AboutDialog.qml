import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import HotspotLab

Dialog {
    id: dialog

    objectName: "aboutDialog"
    title: qsTr("About Hotspot Lab")
    modal: true
    // Made by a Loader, whose own size is none: the dialog measures the window instead.
    parent: Overlay.overlay
    padding: Theme.spacingLarge
    anchors.centerIn: Overlay.overlay
    width: Math.min(parent ? parent.width - 2 * Theme.pageMargin : Theme.readableWidth, Theme.readableWidth * 0.75)
    // At large text the text scrolls inside the dialog; the dialog never outgrows the window.
    height: Math.min(implicitHeight, parent ? parent.height - 2 * Theme.pageMargin : implicitHeight)

    // Our own button, so its label is translated like every other text.
    footer: DialogButtonBox {
        TextButton {
            objectName: "aboutCloseButton"
            //: Closes the About dialog
            text: qsTr("Close")
            Accessible.name: text
            DialogButtonBox.buttonRole: Dialog.RejectRole
        }
    }

    // The text is built when the dialog opens and released when it closes: most
    // sessions never open it, and it cost start-up time.
    Loader {
        anchors.fill: parent
        active: dialog.visible

        sourceComponent: ScrollView {
            id: scroller

            anchors.fill: parent
            contentWidth: availableWidth
            clip: true

            ColumnLayout {
                width: scroller.availableWidth
                spacing: Theme.spacing

                Label {
                    Layout.fillWidth: true
                    //: %1 is the version number, e.g. 0.1.0
                    text: qsTr("Hotspot Lab %1").arg(AppInfo.version)
                    font.pixelSize: Theme.headingSize
                    font.bold: true
                }
                Paragraph {
                    words: qsTr("Interactive lessons on why an even spread of keys over partitions can still leave one partition with most of the work.")
                }
                Paragraph {
                    //: %1 is the licence name, e.g. MIT; %2 the Qt version
                    words: qsTr("Licence: %1. Built with Qt %2.").arg(AppInfo.licence).arg(AppInfo.qtVersion)
                }
                Paragraph {
                    font.bold: true
                    words: qsTr("What the lessons are based on")
                }
                BulletList {
                    items: [qsTr("A course lesson on telling key distribution apart from load distribution, with the sub-key exercise."), qsTr("A four-step classroom lab on predicting the most loaded owner of twelve keys."), qsTr("A cloud provider's public advice to design partition keys around access patterns."), qsTr("A managed in-memory store's documentation on throttling writes to search-indexed keys.")]
                }
                Paragraph {
                    color: Theme.mutedTextColor
                    words: qsTr("All figures in the lessons are for teaching. Capacities, rates and the four-requests-per-step rule are chosen to make the effect easy to see; they are not measurements of any product.")
                }
            }
        }
    }
}
