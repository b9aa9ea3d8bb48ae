import QtQuick
import QtQuick.Controls
import HotspotLab

// Asks before "Reset all" starts every lesson over: it cannot be undone, and a class's
// work on every page goes with it.
Dialog {
    id: dialog

    objectName: "resetAllDialog"
    //: Title of the dialog that asks before every lesson starts over
    title: qsTr("Reset all lessons?")
    modal: true
    // Made by a Loader, whose own size is none: the dialog measures the window instead.
    parent: Overlay.overlay
    padding: Theme.spacingLarge
    anchors.centerIn: Overlay.overlay
    width: Math.min(parent ? parent.width - 2 * Theme.pageMargin : Theme.readableWidth, Theme.readableWidth * 0.6)

    // Our own buttons, so their labels are translated like every other text. Cancel comes
    // first and has the focus: Enter alone must not wipe a class's work.
    footer: DialogButtonBox {
        TextButton {
            id: cancelButton

            objectName: "resetAllCancelButton"
            text: qsTr("Cancel")
            Accessible.name: text
            DialogButtonBox.buttonRole: Dialog.RejectRole
        }
        TextButton {
            objectName: "resetAllConfirmButton"
            //: Confirms that every lesson starts over
            text: qsTr("Reset all")
            Accessible.name: text
            DialogButtonBox.buttonRole: Dialog.AcceptRole
        }
    }

    onOpened: cancelButton.forceActiveFocus()

    // The text is built when the dialog opens, as in AboutDialog: most runs never open it.
    // The Loader gives it its width.
    Loader {
        width: dialog.availableWidth
        active: dialog.visible

        sourceComponent: Paragraph {
            objectName: "resetAllText"
            words: qsTr("Every lesson goes back to its start: the simulations, the guided steps, the predictions, the typed answers and the progress shown in the lesson list. The language, the text size and the contrast stay as they are. This cannot be undone.")
        }
    }
}
