import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import HotspotLab

// The exact counts per partition: a header row with the model's translated headers and
// a TableView of the lab's table model. Waiting requests are bold, coloured and marked
// with the waiting badge, so colour is never the only cue. When six columns cannot fit their
// headers' words (large text, a narrow window), the table turns: one column per
// partition and one row per figure, with the figure's name in front.
Rectangle {
    id: frame

    required property PartitionLab lab
    // Header cells are rebuilt only when their number changes; a language switch leaves
    // them in place and they re-read their titles (see BulletList).
    readonly property int fieldCount: lab.table.headers.length
    // Two lines a row when the keys column is too narrow for its widest cell on one
    // (large text on a narrow window): the cells wrap instead of cutting the keys off.
    readonly property bool keysWrap: keysMetrics.advanceWidth > columnWidth(LabTableModel.KeysOwnedColumn) - 2 * Theme.spacing
    readonly property real rowHeight: Math.ceil(Theme.bodySize * (keysWrap ? 3.6 : 2.4))
    // The narrowest width at which every column still fits the longest word of its header.
    readonly property real wideMinimumWidth: {
        // advanceWidth() is a call, not a property: naming the font size makes a text-size
        // change recompute this.
        if (headerMetrics.font.pixelSize <= 0)
            return 0;
        let needed = 0;
        const headers = lab.table.headers;
        for (let column = 0; column < headers.length; ++column) {
            let longest = 0;
            for (const word of headers[column].split(/\s+/))
                longest = Math.max(longest, headerMetrics.advanceWidth(word));
            needed = Math.max(needed, (longest + 2 * Theme.spacing + 1) * weightSum / columnWeights[column]);
        }
        return Math.ceil(needed) + 2 * Theme.borderWidth;
    }
    readonly property bool transposed: width < wideMinimumWidth
    // The TableViews get their models once the width has settled, not at every width a
    // layout pass gives the table on its way there: at 1280x800 it is 0, 251, 403 and
    // then 596 px wide while the page is laid out, and each turn made both TableViews build
    // all their cells anew. The timer runs once, after the pass.
    // shownTransposed is the turn the models were built for; settled, whether they are.
    readonly property alias shownTransposed: shown.transposed
    readonly property alias settled: shown.settled

    function settle() {
        if (width <= 0)
            return;
        shown.transposed = transposed;
        shown.settled = true;
    }

    QtObject {
        id: shown

        property bool settled: false
        property bool transposed: false
    }

    onWidthChanged: settleTimer.restart()
    onTransposedChanged: settleTimer.restart()
    Component.onCompleted: settleTimer.restart()
    // Turned: the figure names take a third of the width, the partitions share the rest.
    readonly property real fieldColumnWidth: Math.floor((width - 2 * Theme.borderWidth) * 0.34)
    readonly property real partitionColumnWidth: Math.floor((width - 2 * Theme.borderWidth - fieldColumnWidth) / Math.max(1, lab.partitionCount))
    readonly property bool turnedKeysWrap: keysMetrics.advanceWidth > partitionColumnWidth - 2 * Theme.spacing
    readonly property real turnedHeight: {
        let total = 0;
        for (let row = 0; row < lab.table.headers.length; ++row)
            total += turnedRowHeight(row);
        return total;
    }
    readonly property var columnWeights: lab.table.columnWeights
    readonly property real weightSum: columnWeights.reduce((sum, weight) => sum + weight, 0)

    function turnedRowHeight(row: int): real {
        return Math.ceil(Theme.bodySize * (row === LabTableModel.KeysOwnedColumn && turnedKeysWrap ? 3.6 : 2.4));
    }

    function columnWidth(column: int): real {
        return Math.floor((width - 2 * Theme.borderWidth) * columnWeights[column] / weightSum);
    }

    Layout.fillWidth: true
    implicitHeight: (shownTransposed ? turnedHeight : header.height + table.rowHeightTotal) + 2 * Theme.borderWidth
    color: Theme.surfaceColor
    border.color: Theme.borderColor
    border.width: Theme.borderWidth
    radius: Theme.radius

    // One cell of either table: partition names are bold, and waiting requests (the
    // model's alarming cells) are bold, coloured and marked with the waiting badge.
    component TableCell: Rectangle {
        id: tableCell

        required property string display
        required property bool alarming
        required property int row
        required property int column
        property bool leftAligned: false
        property bool bold: false
        property bool heading: false
        property bool topRule: true

        // The providers set the real size; TableView falls back to these only while the
        // table has no width yet.
        implicitWidth: 1
        implicitHeight: 1
        color: tableCell.alarming ? Theme.dangerSurfaceColor : (tableCell.heading ? Theme.highlightSurfaceColor : "transparent")

        Rectangle {
            width: parent.width
            height: Theme.borderWidth
            color: Theme.borderColor
            visible: tableCell.topRule
        }

        // The sign is made only in a cell with waiting requests: the table has a cell for
        // every figure, and most never wait (18 signs were built hidden).
        Repeater {
            model: DelegateEntries.ownedBy(tableCell, tableCell.alarming ? 1 : 0)

            delegate: WaitingBadge {
                required property var modelData

                objectName: "labCellWaitingBadge"
                x: Theme.spacingSmall
                y: Math.round(((modelData.owner as Item).height - height) / 2)
            }
        }

        // Plain Text: a cell needs none of what a Label adds (its palette and font come
        // from the Theme), and the table builds a cell for every figure.
        Text {
            anchors.fill: parent
            anchors.leftMargin: tableCell.alarming ? Theme.waitingBadgeSize + 2 * Theme.spacingSmall : Theme.spacing
            anchors.rightMargin: Theme.spacing
            verticalAlignment: Text.AlignVCenter
            horizontalAlignment: tableCell.leftAligned ? Text.AlignLeft : Text.AlignRight
            text: tableCell.display
            font.pixelSize: Theme.bodySize
            font.bold: tableCell.bold || tableCell.alarming
            font.preferShaping: false
            color: tableCell.alarming ? Theme.dangerColor : Theme.textColor
            wrapMode: Text.WordWrap
            elide: Text.ElideRight
            //: Screen-reader name of a lab table cell with requests waiting, %1 the number
            Accessible.name: tableCell.alarming ? qsTr("%1, queue not empty").arg(text) : text
        }
    }

    // In the event-loop turn after the width or the turn last changed.
    Timer {
        id: settleTimer

        interval: 0
        onTriggered: frame.settle()
    }

    FontMetrics {
        id: headerMetrics

        font.pixelSize: Theme.smallSize
        font.bold: true
        font.preferShaping: false
    }

    TextMetrics {
        id: keysMetrics

        font.pixelSize: Theme.bodySize
        font.bold: true
        font.preferShaping: false
        text: frame.lab.table.widestKeysText
    }

    Row {
        id: header

        visible: !frame.shownTransposed
        // Headers wrap at large text sizes; the row takes the tallest one.
        readonly property real cellHeight: {
            let tallest = frame.rowHeight;
            for (let i = 0; i < children.length; ++i) {
                const cell = children[i];
                if (cell.labelHeight !== undefined)
                    tallest = Math.max(tallest, Math.ceil(cell.labelHeight + 2 * Theme.spacingSmall));
            }
            return tallest;
        }

        x: Theme.borderWidth
        y: Theme.borderWidth

        Repeater {
            // A delegate sees only its model data (no outer ids: qmllint), so each entry
            // carries the frame that knows the column widths and the row that knows the height.
            model: Array.from({
                    "length": frame.fieldCount
                }, () => ({
                            "frame": frame,
                            "header": header
                        }))

            delegate: Rectangle {
                id: headerCell

                required property var modelData
                required property int index
                readonly property real labelHeight: headerLabel.implicitHeight

                objectName: "labHeader_" + headerCell.index
                width: headerCell.modelData.frame.columnWidth(headerCell.index)
                height: headerCell.modelData.header.cellHeight
                color: Theme.highlightSurfaceColor

                Label {
                    id: headerLabel

                    anchors.fill: parent
                    anchors.leftMargin: Theme.spacing
                    anchors.rightMargin: Theme.spacing
                    verticalAlignment: Text.AlignVCenter
                    horizontalAlignment: headerCell.modelData.frame.lab.table.isTextColumn(headerCell.index) ? Text.AlignLeft : Text.AlignRight
                    text: headerCell.modelData.frame.lab.table.headers[headerCell.index] ?? ""
                    font.bold: true
                    font.pixelSize: Theme.smallSize
                    // Whole words only: the table turns before a word would not fit.
                    wrapMode: Text.WordWrap
                }
            }
        }
    }

    TableView {
        id: table

        readonly property real rowHeightTotal: frame.lab.partitionCount * frame.rowHeight

        objectName: "labTable"
        // Figures to read, not a control: no Tab stop (Qt 6.8's TableView is one).
        activeFocusOnTab: false
        visible: !frame.shownTransposed
        x: Theme.borderWidth
        anchors.top: header.bottom
        width: frame.width - 2 * Theme.borderWidth
        height: rowHeightTotal
        interactive: false
        clip: true
        model: frame.settled && !frame.shownTransposed ? frame.lab.table : null
        columnWidthProvider: column => frame.columnWidth(column)
        rowHeightProvider: () => frame.rowHeight
        Accessible.role: Accessible.Table
        //: Screen-reader name of the lab's table
        Accessible.name: qsTr("Requests per partition")
        Accessible.description: frame.lab.tableSummary

        onWidthChanged: forceLayout()

        delegate: TableCell {
            required property bool textual

            objectName: "labCell_" + row + "_" + column
            bold: column === LabTableModel.PartitionColumn
            leftAligned: textual
        }
    }

    // The turned table: the figure names, then a TableView of the transposed model.
    Row {
        visible: frame.shownTransposed
        x: Theme.borderWidth
        y: Theme.borderWidth

        Column {
            Repeater {
                model: frame.settled && frame.shownTransposed ? Array.from({
                        "length": frame.fieldCount
                    }, () => ({
                                "frame": frame
                            })) : []

                delegate: Rectangle {
                    id: fieldCell

                    required property var modelData
                    required property int index

                    objectName: "labFieldName_" + fieldCell.index
                    width: fieldCell.modelData.frame.fieldColumnWidth
                    height: fieldCell.modelData.frame.turnedRowHeight(fieldCell.index)
                    color: Theme.highlightSurfaceColor

                    Rectangle {
                        width: parent.width
                        height: Theme.borderWidth
                        color: Theme.borderColor
                        visible: fieldCell.index > 0
                    }
                    Label {
                        anchors.fill: parent
                        anchors.leftMargin: Theme.spacing
                        anchors.rightMargin: Theme.spacing
                        verticalAlignment: Text.AlignVCenter
                        text: fieldCell.modelData.frame.lab.table.headers[fieldCell.index] ?? ""
                        font.bold: true
                        font.pixelSize: Theme.smallSize
                        wrapMode: Text.WordWrap
                    }
                }
            }
        }

        TableView {
            objectName: "labTableTurned"
            activeFocusOnTab: false
            width: frame.width - 2 * Theme.borderWidth - frame.fieldColumnWidth
            height: frame.turnedHeight
            interactive: false
            clip: true
            model: frame.settled && frame.shownTransposed ? frame.lab.transposedTable : null
            columnWidthProvider: () => frame.partitionColumnWidth
            rowHeightProvider: row => frame.turnedRowHeight(row)
            Accessible.role: Accessible.Table
            Accessible.name: qsTr("Requests per partition")
            Accessible.description: frame.lab.tableSummary

            onWidthChanged: forceLayout()

            delegate: TableCell {
                objectName: "labTurnedCell_" + row + "_" + column
                bold: row === LabTableModel.PartitionColumn
                heading: row === LabTableModel.PartitionColumn
                topRule: row > 0
            }
        }
    }
}
