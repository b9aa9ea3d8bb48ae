import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import HotspotLab

// The lower half of "Try a fix" (MitigationPanel): where one batch goes, the system with
// the fix as a table, what the fix does and what it costs. The panel builds it in the turn
// after its own first frame, so that opening the tab shows the choices, the buttons and
// both charts in one frame and this half in the next, each within a frame's budget.
ColumnLayout {
    id: details

    required property MitigationLab fixLab
    // Where a batch goes waits for the prediction and for guided step 3 (MitigationPanel).
    required property bool batchHidden
    required property bool guideHoldsBatch
    // The panel keeps the table in view after each action (MitigationPanel.showResult).
    readonly property alias table: fixTableView
    readonly property alias batchHeadingText: batchHeading.text

    spacing: Theme.spacing

    Label {
        id: batchHeading

        //: Heading of the picture of where one batch goes under the chosen fix
        text: qsTr("Where one batch goes")
        font.bold: true
    }
    Paragraph {
        objectName: "batchPictureWaits"
        visible: details.batchHidden
        words: details.guideHoldsBatch ?
        //: Shown instead of the picture of where a batch goes while the guided steps ask about it
        qsTr("Where the requests of a batch go is shown once guided step 3 has sent the hot batch: the guide asks you to predict it first.") :
        //: Shown instead of the picture of where a batch goes while a prediction is open
        qsTr("Where the requests of a batch go is shown once you have committed your prediction.")
    }
    Column {
        Layout.fillWidth: true
        visible: !details.batchHidden

        Repeater {
            model: DelegateEntries.ownedBy(details, details.batchHidden ? 0 : 1)

            delegate: MitigationBatchPicture {
                required property var modelData

                objectName: "batchPicture"
                width: parent ? parent.width : 0
                fixLab: modelData.owner.fixLab
                Accessible.name: modelData.owner.batchHeadingText
            }
        }
    }
    Paragraph {
        objectName: "batchPictureLegend"
        visible: !details.batchHidden
        //: Legend of the picture of where a batch goes
        words: qsTr("“0 ×9”: key 0 gets 9 requests in every batch. “0#1”: sub-key 1 of key 0. A key without “×” gets no request in this batch.")
        font.pixelSize: Theme.smallSize
    }

    // The system with the fix, one row per partition, and what waits there without it:
    // headers from the model, cells from the model through a TableView.
    Row {
        id: fixTableHeader

        Layout.fillWidth: true

        readonly property MitigationTableModel table: details.fixLab.table
        readonly property int columnCount: table.headers.length

        Repeater {
            model: DelegateEntries.ownedBy(fixTableHeader, fixTableHeader.columnCount)

            delegate: Label {
                id: headerCell

                required property var modelData
                required property int index
                readonly property var row: modelData.owner

                width: headerCell.row.width / Math.max(1, headerCell.row.columnCount)
                padding: Theme.spacingSmall
                text: headerCell.row.table.headers[headerCell.index] ?? ""
                font.bold: true
                wrapMode: Text.Wrap
                horizontalAlignment: headerCell.row.table.isTextColumn(headerCell.index) ? Text.AlignLeft : Text.AlignRight
            }
        }
    }
    TableView {
        id: fixTableView

        objectName: "fixTableView"
        // Figures to read, not a control: no Tab stop (Qt 6.8's TableView is one).
        activeFocusOnTab: false
        Layout.fillWidth: true
        // Rows of one line each: a height that follows the wrapped cells would change while
        // the layout that sets the table's width runs (a polish loop).
        Layout.preferredHeight: rows * (Theme.bodySize * 1.6 + 2 * Theme.spacingSmall)
        rowHeightProvider: () => Theme.bodySize * 1.6 + 2 * Theme.spacingSmall
        interactive: false
        model: details.fixLab.table
        columnWidthProvider: () => width / Math.max(1, columns)
        Accessible.role: Accessible.Table
        //: The table of "try a fix" for screen readers
        Accessible.name: qsTr("Requests per partition with the fix")
        Accessible.description: details.fixLab.tableSummary
        // The widths follow the pane.
        onWidthChanged: forceLayout()

        delegate: Text {
            id: fixCell

            required property int row
            required property int column
            required property string display
            required property bool alarming
            required property bool textual

            objectName: "fixCell_" + fixCell.row + "_" + fixCell.column
            padding: Theme.spacingSmall
            text: fixCell.display
            color: fixCell.alarming ? Theme.dangerColor : Theme.textColor
            font.pixelSize: Theme.bodySize
            font.bold: fixCell.alarming
            font.preferShaping: false
            horizontalAlignment: fixCell.textual ? Text.AlignLeft : Text.AlignRight
            elide: Text.ElideRight
        }
    }

    Paragraph {
        objectName: "fixEffect"
        visible: !details.batchHidden
        words: details.fixLab.fixEffectText
    }
    InfoCard {
        objectName: "fixCost"
        Layout.fillWidth: true
        //: Heading of the panel that says what the chosen fix costs
        heading: qsTr("What it costs")
        Accessible.role: Accessible.StaticText
        Accessible.name: heading
        Accessible.description: details.fixLab.fixCostText

        Paragraph {
            words: details.fixLab.fixCostText
        }
    }
}
