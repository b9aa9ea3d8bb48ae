import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import HotspotLab

// File > Export worksheet... and Export answer sheet...: where the PDF goes and on which
// paper, then the export (SheetExporter). The window creates it when it is first asked
// for (Main.qml): most runs never export a sheet.
ExportDialog {
    id: dialog

    objectName: "exportSheetDialog"
    property bool answers: false

    // Opens the dialog for one lesson's sheet.
    function openFor(lesson: string, answerSheet: bool) {
        lessonId = lesson;
        answers = answerSheet;
        errorText = "";
        savedPath = "";
        open();
    }

    title: answers ?
    //: Title of the dialog that saves a lesson's answer sheet as PDF
    qsTr("Export answer sheet") :
    //: Title of the dialog that saves a lesson's worksheet as PDF
    qsTr("Export worksheet")
    namePrefix: "export"
    //: In the export dialog: %1 the lesson's title
    lessonText: qsTr("Lesson: %1. The sheet is written in the language of the app.").arg(LessonCatalog.title(lessonId))
    //: Writes the sheet to the chosen file
    saveText: qsTr("Save PDF")

    onSaveRequested: {
        const error = SheetExporter.exportSheet(lessonId, answers, letterButton.checked, pathField.text);
        errorText = error;
        savedPath = error.length === 0 ? pathField.text : "";
        announceResult();
    }
    onOpened: {
        pathField.text = SheetExporter.suggestedPath(lessonId, answers);
        pathField.forceActiveFocus();
    }

    belowFile: [
        Label {
            //: Label of the choice between A4 and Letter paper
            text: qsTr("Paper")
            font.bold: true
        },
        TextRadioButton {
            objectName: "paperA4"
            Layout.fillWidth: true
            // The paper's name is the same in every language.
            text: "A4"
            checked: true
            Accessible.name: text
        },
        TextRadioButton {
            id: letterButton

            objectName: "paperLetter"
            Layout.fillWidth: true
            //: The US paper size
            text: qsTr("Letter")
            Accessible.name: text
        }
    ]
}
