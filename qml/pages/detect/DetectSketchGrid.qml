import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import HotspotLab

// The count-min sketch seen: while it is narrow, every counter as a cell shaded by its
// count, the cells of the looked-up key outlined in each row and the smallest of them,
// the estimate, filled in; at larger widths a summary. Buttons look up the hot key and a
// key that shares its cell in the first row only.
ColumnLayout {
    id: root

    required property HotKeyDetector detector
    readonly property SketchGridModel grid: sketchGrid
    readonly property int lookupKey: sketchGrid.lookupKey
    readonly property string lookupText: {
        if (lookupKey < 0)
            return qsTr("Look up a key to see the counters it touches.");
        //: One of a looked-up key's counters; %1 the row, counted from 1, %2 the counter's value
        const counters = sketchGrid.lookupCounters.map((count, row) => qsTr("row %1: %2").arg(row + 1).arg(NumberFormat.current.formatCount(count)));
        //: %1 a key, %2 the key's counters row by row, %3 the smallest (the estimate), %4 its true count
        const touches = qsTr("Key %1 touches one counter in each row (%2). The estimate is the smallest, %3; the true count is %4.").arg(lookupKey).arg(counters.join("; ")).arg(NumberFormat.current.formatCount(root.detector.sketchEstimate(lookupKey))).arg(NumberFormat.current.formatCount(root.detector.trueCount(lookupKey)));
        const hot = root.detector.hotKeyNow;
        const shared = sketchGrid.rowsSharedWith(hot);
        if (shared.length === 0)
            return touches;
        if (shared.length === root.detector.sketchDepth)
            //: After the counters of a looked-up key that shares every counter with the hot key %1
            return touches + " " + qsTr("It shares every counter with hot key %1, so its estimate is at least the hot key's count: no row can bring it down.").arg(hot);
        //: After the counters of a looked-up key; %1 the hot key, %2 the numbers of the rows it shares (%n of them)
        return touches + " " + qsTr("It shares the counter in row(s) %2 with hot key %1, so that counter holds the hot key's requests too. In the other rows it does not, and the smallest counter keeps the estimate low.", "", shared.length).arg(hot).arg(shared.join(", "));
    }

    spacing: Theme.spacing

    SketchGridModel {
        id: sketchGrid

        detector: root.detector
        // The looked-up key is kept in the lesson's state, so a page built again shows it.
        // Restored once the detector is bound (the model checks the key against its keys),
        // and kept only after that: binding the detector announces the empty look-up.
        property bool keyRestored: false

        Component.onCompleted: {
            lookupKey = LessonSession.stateOf("detect").value("lookupKey", -1);
            keyRestored = true;
        }
        onLookupChanged: {
            if (keyRestored)
                LessonSession.stateOf("detect").setValue("lookupKey", lookupKey);
        }
    }

    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacing

        TextButton {
            objectName: "lookUpHotKeyButton"
            text: qsTr("Look up the hot key")
            enabled: root.detector.requestCount > 0
            onClicked: sketchGrid.lookupKey = root.detector.hotKeyNow
        }
        TextButton {
            objectName: "lookUpNeighbourButton"
            text: qsTr("Look up a key that shares the hot key's cell in row 1")
            enabled: root.detector.requestCount > 0 && root.detector.sketchDepth > 1
            onClicked: {
                const neighbour = sketchGrid.keySharingOneCellWith(root.detector.hotKeyNow);
                if (neighbour >= 0)
                    sketchGrid.lookupKey = neighbour;
            }
        }
    }

    Paragraph {
        id: lookupParagraph

        objectName: "sketchLookupText"
        // The height of the text as laid out at the pane's width: in this nested layout,
        // Qt 6.4 kept the height of a narrower first layout (docs/qt-6.4-limits.md).
        Layout.preferredHeight: contentHeight
        words: root.lookupText
    }

    // The grid: the row numbers, then one cell per counter, the columns sharing the width.
    RowLayout {
        Layout.fillWidth: true
        visible: sketchGrid.drawn
        spacing: Theme.spacingSmall

        Column {
            Layout.alignment: Qt.AlignTop

            Repeater {
                model: Array.from({
                        "length": sketchGrid.drawn ? root.detector.sketchDepth : 0
                    }, (_, row) => ({
                                "number": row + 1,
                                "height": cells.cellHeight
                            }))

                delegate: Label {
                    id: rowLabel

                    required property var modelData

                    height: rowLabel.modelData.height
                    verticalAlignment: Text.AlignVCenter
                    //: Label of one row of the sketch's grid; %1 counted from 1
                    text: qsTr("Row %1").arg(rowLabel.modelData.number)
                    font.pixelSize: Theme.smallSize
                    color: Theme.mutedTextColor
                    Accessible.ignored: true
                }
            }
        }

        SketchGridView {
            id: cells

            readonly property real cellWidth: Math.floor(width / Math.max(1, columns))
            readonly property real cellHeight: Math.max(Math.ceil(Theme.bodySize * 1.4), Math.min(cellWidth, Theme.bodySize * 3))

            objectName: "sketchGridCells"
            Layout.fillWidth: true
            Layout.preferredHeight: rows * cellHeight
            grid: sketchGrid
            surfaceColor: Theme.surfaceColor
            shadeColor: Theme.partitionColor(0)
            markColor: Theme.dangerColor
            textColor: Theme.textColor
            markWidth: Theme.focusWidth
            font.pixelSize: Theme.smallSize
            font.preferShaping: false
            Accessible.role: Accessible.Table
            //: The sketch grid for screen readers; %n rows, %1 counters per row
            Accessible.name: qsTr("Sketch counters: %n row(s) of %1", "", root.detector.sketchDepth).arg(root.detector.sketchWidth)
            Accessible.description: root.lookupText
        }
    }

    Paragraph {
        Layout.preferredHeight: contentHeight
        visible: sketchGrid.drawn
        words: qsTr("Darker cells have counted more. Outlined: the counters the key touches, one per row. Filled red: the smallest of them, the estimate.")
        font.pixelSize: Theme.smallSize
    }
    Paragraph {
        objectName: "sketchSummary"
        //: %1 counters per row, %n rows, %2 percent of counters above zero, %3 the largest counter
        words: qsTr("%1 counters in each of %n row(s); %2 of them have counted something, the largest holds %3.", "", root.detector.sketchDepth).arg(NumberFormat.current.formatCount(root.detector.sketchWidth)).arg(NumberFormat.current.formatPercent(sketchGrid.fillPercent)).arg(NumberFormat.current.formatCount(sketchGrid.largestCounter))
        color: Theme.mutedTextColor
    }
    Paragraph {
        visible: !sketchGrid.drawn
        words: qsTr("Too many counters to draw one by one. Choose a width of 64 or less to see every cell.")
        font.pixelSize: Theme.smallSize
        color: Theme.mutedTextColor
    }
}
