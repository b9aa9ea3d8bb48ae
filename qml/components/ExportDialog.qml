import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import HotspotLab

// The frame both export dialogs share (ExportSheetDialog, ExportRunDialog): modal, in the
// middle of the window; the lesson, the dialog's choices, the file, a line that says what
// happened, then Cancel (Close once a file is saved) and the save button. A failure keeps
// the dialog open with what was typed. A dialog puts its choices above the file field
// (its children) and below it (`belowFile`), and saves on `saveRequested`.
Dialog {
    id: dialog

    property string lessonId
    property string errorText
    property string savedPath
    // Said on the result line while the dialog works and there is no error.
    property string busyText
    // Each dialog's parts are named "<prefix>PathField", "<prefix>SaveButton", ... for the
    // tests and for scripts that drive the app.
    property string namePrefix
    property alias lessonText: lessonLine.words
    property alias saveText: saveButton.text
    property alias saveEnabled: saveButton.enabled
    readonly property alias pathField: pathField
    default property alias choices: aboveFile.data
    property alias belowFile: belowFile.data

    // The save button, or Enter in the file field.
    signal saveRequested

    // Reads the result line out (it is a live region) once it says something new.
    function announceResult() {
        result.announce();
    }

    modal: true
    // Made by a Loader, whose own size is none: the dialog measures the window instead.
    parent: Overlay.overlay
    padding: Theme.spacingLarge
    anchors.centerIn: Overlay.overlay
    width: Math.min(parent ? parent.width - 2 * Theme.pageMargin : Theme.readableWidth, Theme.readableWidth * 0.8)

    footer: DialogButtonBox {
        TextButton {
            objectName: dialog.namePrefix + "CancelButton"
            text: dialog.savedPath.length > 0 ? qsTr("Close") : qsTr("Cancel")
            Accessible.name: text
            DialogButtonBox.buttonRole: Dialog.RejectRole
        }
        TextButton {
            id: saveButton

            objectName: dialog.namePrefix + "SaveButton"
            Accessible.name: text
            onClicked: dialog.saveRequested()
        }
    }

    // Spacing by margins: a part with nothing to show (a dialog's empty slot) adds no gap.
    ColumnLayout {
        width: dialog.availableWidth
        spacing: 0

        Paragraph {
            id: lessonLine

            objectName: dialog.namePrefix + "LessonText"
        }
        ColumnLayout {
            id: aboveFile

            Layout.fillWidth: true
            Layout.topMargin: implicitHeight > 0 ? Theme.spacing : 0
            spacing: Theme.spacing
        }
        Label {
            Layout.topMargin: Theme.spacing
            //: Label of the field with the exported file's name
            text: qsTr("File")
            font.bold: true
        }
        TextField {
            id: pathField

            objectName: dialog.namePrefix + "PathField"
            Layout.fillWidth: true
            Layout.topMargin: Theme.spacing
            selectByMouse: true
            Accessible.name: qsTr("File")
            onAccepted: dialog.saveRequested()
        }
        ColumnLayout {
            id: belowFile

            Layout.fillWidth: true
            Layout.topMargin: implicitHeight > 0 ? Theme.spacing : 0
            spacing: Theme.spacing
        }
        LiveStatusLine {
            id: result

            objectName: dialog.namePrefix + "Result"
            Layout.topMargin: Theme.spacing
            visible: words.length > 0
            font.bold: false
            color: dialog.errorText.length > 0 ? Theme.dangerColor : Theme.textColor
            words: dialog.errorText.length > 0 ? dialog.errorText : dialog.busyText.length > 0 ? dialog.busyText :
            //: After a successful export; %1 is the file
            dialog.savedPath.length > 0 ? qsTr("Saved: %1").arg(dialog.savedPath) : ""
        }
    }
}
