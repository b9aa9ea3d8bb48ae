import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import HotspotLab

// File > Export worksheet... and Export answer sheet...: where the PDF goes and on which
// paper, then the export (SheetExporter). A failed export says why and keeps the dialog
// open with what was typed; a successful one says where the file is.
Dialog {
    id: dialog

    property string lessonId
    property bool answers: false
    property string errorText
    property string savedPath

    // Opens the dialog for one lesson's sheet.
    function openFor(lesson: string, answerSheet: bool) {
        lessonId = lesson;
        answers = answerSheet;
        errorText = "";
        savedPath = "";
        open();
    }

    function save() {
        const error = SheetExporter.exportSheet(lessonId, answers, letterButton.checked, pathField.text);
        errorText = error;
        savedPath = error.length === 0 ? pathField.text : "";
        result.announce();
    }

    title: answers ?
    //: Title of the dialog that saves a lesson's answer sheet as PDF
    qsTr("Export answer sheet") :
    //: Title of the dialog that saves a lesson's worksheet as PDF
    qsTr("Export worksheet")
    modal: true
    // Made by a Loader, whose own size is none: the dialog measures the window instead.
    parent: Overlay.overlay
    padding: Theme.spacingLarge
    anchors.centerIn: Overlay.overlay
    width: Math.min(parent ? parent.width - 2 * Theme.pageMargin : Theme.readableWidth, Theme.readableWidth * 0.8)

    footer: DialogButtonBox {
        TextButton {
            objectName: "exportCancelButton"
            text: dialog.savedPath.length > 0 ? qsTr("Close") : qsTr("Cancel")
            Accessible.name: text
            DialogButtonBox.buttonRole: Dialog.RejectRole
        }
        TextButton {
            objectName: "exportSaveButton"
            //: Writes the sheet to the chosen file
            text: qsTr("Save PDF")
            Accessible.name: text
            onClicked: dialog.save()
        }
    }

    onOpened: {
        pathField.text = SheetExporter.suggestedPath(lessonId, answers);
        pathField.forceActiveFocus();
    }

    // The window creates this dialog when it is first asked for (Main.qml): most runs never
    // export a sheet.
    ColumnLayout {
        width: dialog.availableWidth
        spacing: Theme.spacing

        Paragraph {
            objectName: "exportLessonText"
            //: In the export dialog: %1 the lesson's title
            text: qsTr("Lesson: %1. The sheet is written in the language of the app.").arg(LessonCatalog.title(dialog.lessonId))
        }
        Label {
            //: Label of the field with the PDF's file name
            text: qsTr("File")
            font.bold: true
        }
        TextField {
            id: pathField

            objectName: "exportPathField"
            Layout.fillWidth: true
            selectByMouse: true
            Accessible.name: qsTr("File")
            onAccepted: dialog.save()
        }
        Label {
            //: Label of the choice between A4 and Letter paper
            text: qsTr("Paper")
            font.bold: true
        }
        TextRadioButton {
            objectName: "paperA4"
            Layout.fillWidth: true
            // The paper's name is the same in every language.
            text: "A4"
            checked: true
            Accessible.name: text
        }
        TextRadioButton {
            id: letterButton

            objectName: "paperLetter"
            Layout.fillWidth: true
            //: The US paper size
            text: qsTr("Letter")
            Accessible.name: text
        }
        LiveStatusLine {
            id: result

            objectName: "exportResult"
            font.bold: false
            visible: text.length > 0
            color: dialog.errorText.length > 0 ? Theme.dangerColor : Theme.textColor
            text: dialog.errorText.length > 0 ? dialog.errorText :
            //: After a successful export; %1 is the file
            dialog.savedPath.length > 0 ? qsTr("Saved: %1").arg(dialog.savedPath) : ""
        }
    }
}
