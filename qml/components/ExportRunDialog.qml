import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import HotspotLab

// File > Export chart or table..., and a chart's context menu: one of the page's tables
// as CSV or one of its charts as PNG (RunExporter lists them and writes them), to a file
// the dialog suggests. A failure says why and keeps the dialog open with what was typed.
Dialog {
    id: dialog

    property string lessonId
    // RunExporter.exportables() of the page, taken when the dialog opens.
    property var entries: []
    readonly property var entry: entries[choice.currentIndex] ?? null
    property string errorText
    property string savedPath
    // The PNG being drawn, until RunExporter reports it (chartSaved).
    property string pendingFile
    readonly property bool saving: pendingFile.length > 0
    // Opened from the File menu the list comes first; from a chart, the file.
    property bool startWithChoice: false

    // Opens the dialog for a page; `target` (a chart or a table) is chosen first if the
    // page offers it.
    function openFor(lesson: string, page: Item, target: QtObject) {
        lessonId = lesson;
        entries = RunExporter.exportables(page);
        const first = entries.findIndex(candidate => candidate.target === target);
        choice.currentIndex = Math.max(0, first);
        startWithChoice = target === null;
        errorText = "";
        savedPath = "";
        pendingFile = "";
        pathField.text = entry ? RunExporter.suggestedPath(lessonId, entry.name, entry.kind) : "";
        open();
    }

    function save() {
        if (!entry || saving)
            return;
        savedPath = "";
        if (entry.kind === "csv") {
            errorText = RunExporter.exportTable(entry.target, pathField.text);
            savedPath = errorText.length === 0 ? RunExporter.filePath(pathField.text, "csv") : "";
            result.announce();
            return;
        }
        const file = RunExporter.filePath(pathField.text, "png");
        errorText = RunExporter.saveChart(entry.target, pathField.text);
        pendingFile = errorText.length === 0 ? file : "";
        result.announce();
    }

    title: qsTr("Export chart or table")
    modal: true
    // Made by a Loader, whose own size is none: the dialog measures the window instead.
    parent: Overlay.overlay
    padding: Theme.spacingLarge
    anchors.centerIn: Overlay.overlay
    width: Math.min(parent ? parent.width - 2 * Theme.pageMargin : Theme.readableWidth, Theme.readableWidth * 0.8)

    footer: DialogButtonBox {
        TextButton {
            objectName: "exportRunCancelButton"
            text: dialog.savedPath.length > 0 ? qsTr("Close") : qsTr("Cancel")
            Accessible.name: text
            DialogButtonBox.buttonRole: Dialog.RejectRole
        }
        TextButton {
            objectName: "exportRunSaveButton"
            // Stays enabled while a chart is drawn, so that keyboard focus stays on it;
            // save() ignores a second press.
            enabled: dialog.entry !== null
            //: Writes the chosen chart or table to the file
            text: qsTr("Save")
            Accessible.name: text
            onClicked: dialog.save()
        }
    }

    onOpened: {
        if (startWithChoice)
            choice.forceActiveFocus();
        else
            pathField.forceActiveFocus();
    }

    Connections {
        target: RunExporter

        function onChartSaved(path: string, error: string) {
            // Only the save this dialog is waiting for: one from before it was reopened
            // reports on another file.
            if (path !== dialog.pendingFile)
                return;
            dialog.pendingFile = "";
            dialog.errorText = error;
            dialog.savedPath = error.length === 0 ? path : "";
            result.announce();
        }
    }

    ColumnLayout {
        width: dialog.availableWidth
        spacing: Theme.spacing

        Paragraph {
            //: In the export dialog: %1 the lesson's title
            text: qsTr("Lesson: %1.").arg(LessonCatalog.title(dialog.lessonId))
        }
        Paragraph {
            objectName: "exportRunEmpty"
            visible: dialog.entries.length === 0
            //: In the export dialog, on a page whose charts are all hidden
            text: qsTr("Nothing on this page can be exported right now: open a part of the page that shows a chart.")
        }
        Label {
            //: Label of the list of the page's charts and tables
            text: qsTr("What to export")
            font.bold: true
        }
        TextComboBox {
            id: choice

            objectName: "exportRunChoice"
            Layout.fillWidth: true
            model: dialog.entries.map(candidate => candidate.title)
            Accessible.name: qsTr("What to export")
            onActivated: {
                const chosen = dialog.entry;
                if (chosen)
                    pathField.text = RunExporter.suggestedPath(dialog.lessonId, chosen.name, chosen.kind);
                dialog.errorText = "";
                dialog.savedPath = "";
            }
        }
        Label {
            text: qsTr("File")
            font.bold: true
        }
        TextField {
            id: pathField

            objectName: "exportRunPathField"
            Layout.fillWidth: true
            selectByMouse: true
            Accessible.name: qsTr("File")
            onAccepted: dialog.save()
        }
        Paragraph {
            objectName: "exportRunCsvNote"
            visible: dialog.entry !== null && dialog.entry.kind === "csv"
            color: Theme.mutedTextColor
            //: In the export dialog, for a table
            text: qsTr("The table has commas between values and a dot before decimals, without digit grouping. A spreadsheet set to German or Indonesian may read it wrongly when the file is opened directly: import it instead and choose comma as the separator and English (USA) as the language.")
        }
        LiveStatusLine {
            id: result

            objectName: "exportRunResult"
            visible: text.length > 0
            font.bold: false
            color: dialog.errorText.length > 0 ? Theme.dangerColor : Theme.textColor
            text: dialog.errorText.length > 0 ? dialog.errorText : dialog.saving ?
            //: While a chart is being drawn into its file
            qsTr("Saving...") : dialog.savedPath.length > 0 ? qsTr("Saved: %1").arg(dialog.savedPath) : ""
        }
    }
}
