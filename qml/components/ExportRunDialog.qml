import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import HotspotLab

// File > Export chart or table..., and a chart's context menu: one of the page's tables
// as CSV or one of its charts as PNG (RunExporter lists them and writes them), to a file
// the dialog suggests.
ExportDialog {
    id: dialog

    objectName: "exportRunDialog"
    // RunExporter.exportables() of the page, taken when the dialog opens.
    property var entries: []
    readonly property var entry: entries[choice.currentIndex] ?? null
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

    title: qsTr("Export chart or table")
    namePrefix: "exportRun"
    //: In the export dialog: %1 the lesson's title
    lessonText: qsTr("Lesson: %1.").arg(LessonCatalog.title(lessonId))
    //: Writes the chosen chart or table to the file
    saveText: qsTr("Save")
    // Stays enabled while a chart is drawn, so that keyboard focus stays on it; a second
    // press is ignored.
    saveEnabled: entry !== null
    busyText: saving ?
    //: While a chart is being drawn into its file
    qsTr("Saving...") : ""

    onSaveRequested: {
        if (!entry || saving)
            return;
        savedPath = "";
        if (entry.kind === "csv") {
            errorText = RunExporter.exportTable(entry.target, pathField.text);
            savedPath = errorText.length === 0 ? RunExporter.filePath(pathField.text, "csv") : "";
            announceResult();
            return;
        }
        const file = RunExporter.filePath(pathField.text, "png");
        errorText = RunExporter.saveChart(entry.target, pathField.text);
        pendingFile = errorText.length === 0 ? file : "";
        announceResult();
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
            dialog.announceResult();
        }
    }

    Paragraph {
        objectName: "exportRunEmpty"
        visible: dialog.entries.length === 0
        //: In the export dialog, on a page whose charts are all hidden
        words: qsTr("Nothing on this page can be exported right now: open a part of the page that shows a chart.")
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
                dialog.pathField.text = RunExporter.suggestedPath(dialog.lessonId, chosen.name, chosen.kind);
            dialog.errorText = "";
            dialog.savedPath = "";
        }
    }

    belowFile: Paragraph {
        objectName: "exportRunCsvNote"
        visible: dialog.entry !== null && dialog.entry.kind === "csv"
        color: Theme.mutedTextColor
        //: In the export dialog, for a table
        words: qsTr("The table has commas between values and a dot before decimals, without digit grouping. A spreadsheet set to German or Indonesian may read it wrongly when the file is opened directly: import it instead and choose comma as the separator and English (USA) as the language.")
    }
}
