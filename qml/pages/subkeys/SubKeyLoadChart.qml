import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtCharts
import HotspotLab

// Load per partition as bars: the part up to capacity and, in red above the dashed
// capacity line, the part beyond it. Overloaded partitions also carry a "!" under their
// bar and are named in the text below, so colour is never the only cue. ("!", not "⚠":
// the app's font lacks that sign, and the fallback font it loads is dear, see WaitingBadge.)
ColumnLayout {
    id: chart

    property string title
    // The chart's name in an exported PNG's file name (LessonChart.exportName).
    property string exportName
    property int partitionCount: 8
    property real capacityRps: 6000
    property real ceilingRps: 16000
    property var withinCapacity: []
    property var aboveCapacity: []
    property var overloaded: []
    // At most this tall, so that the sliders stay in view above it (LessonPage).
    property real chartMaximumHeight: Infinity
    // The plot's height once the chart has laid itself out. Not a binding on plotArea: a
    // new axis range changes the plot (its labels' width) while it is being set, and the
    // binding of the range below would loop.
    property real plotHeight: 0
    // The load axis's scale: `step` rps between grid lines, 2,000 (4,000 on taller scales),
    // doubled until every label has a row of its own, and `intervals` from 0 up to the
    // first line at or above the ceiling. One binding, so that the axis's maximum and its
    // ticks change together: two chained ones passed through a mix of old and new (an
    // extra layout of the chart, and grid lines for a scale never shown).
    readonly property var loadScale: {
        const labelRow = Theme.chartLabelFont.pixelSize * 1.4;
        let step = ceilingRps > 16000 ? 4000 : 2000;
        while (plotHeight > 0 && step < ceilingRps && plotHeight / (Math.ceil(ceilingRps / step) + 1) < labelRow)
            step *= 2;
        return {
            "step": step,
            "intervals": Math.ceil(ceilingRps / step)
        };
    }
    readonly property string overloadedText: {
        if (overloaded.length === 0)
            return qsTr("No partition is over capacity.");
        const names = overloaded.map(p => NumberFormat.current.partitionName(p));
        //: %1 is a list of partitions such as "P2, P5"; %n how many they are
        return qsTr("%n partition(s) over capacity: %1", "", overloaded.length).arg(names.join(", "));
    }

    Layout.fillWidth: true
    spacing: Theme.spacingSmall

    // The capacity line spans the plot on an axis of its own from 0 to 1, so a new
    // partition count leaves it alone (every change redraws the chart).
    function updateCapacityLine() {
        capacityLine.clear();
        capacityLine.append(0, chart.capacityRps);
        capacityLine.append(1, chart.capacityRps);
    }

    onCapacityRpsChanged: updateCapacityLine()
    Component.onCompleted: updateCapacityLine()

    // Takes the plot's height in the next turn, after the chart's layout (see plotHeight).
    Timer {
        id: plotHeightTaker

        interval: 0
        onTriggered: chart.plotHeight = view.plotArea.height
    }

    LessonChart {
        id: view

        objectName: chart.objectName + "View"
        exportName: chart.exportName
        onPlotAreaChanged: plotHeightTaker.restart()
        Layout.fillWidth: true
        Layout.preferredHeight: Theme.chartHeight
        Layout.maximumHeight: chart.chartMaximumHeight
        heading: chart.title
        //: Chart axis title above the plot: the load on each partition
        valueAxisTitle: qsTr("Requests per second")
        //: Chart axis: partition names (P0, P1, ...)
        categoryAxisTitle: qsTr("Partition")
        drawsValueLabels: true
        gridAxis: loadAxis
        // The grid's ticks, drawn by Qt Quick: a new partition count that changes the scale
        // then costs Qt Charts one layout of the axis (its range), not two.
        valueTickCount: chart.loadScale.intervals + 1
        // With many partitions only some numbers fit under the bars (see LessonChart); the
        // text below the chart names every overloaded partition.
        categoryLabels: {
            const labels = [];
            for (let p = 0; p < chart.partitionCount; ++p) {
                const name = NumberFormat.current.partitionName(p);
                labels.push(chart.overloaded.indexOf(p) >= 0 ? name + "!" : name);
            }
            return labels;
        }
        margins.right: Theme.spacingSmall
        Accessible.role: Accessible.Chart
        Accessible.name: chart.title + ". " + chart.overloadedText
        Accessible.description: {
            let parts = [];
            for (let p = 0; p < chart.partitionCount; ++p) {
                const within = NumberFormat.current.formatNumber(chart.withinCapacity[p] || 0, 0);
                const above = chart.aboveCapacity[p] || 0;
                parts.push(above > 0 ?
                    //: Chart description of an overloaded partition, e.g. "P2: 6,000 rps up to capacity, 2,000 rps above it"
                    qsTr("%1: %2 rps up to capacity, %3 rps above it").arg(NumberFormat.current.partitionName(p)).arg(within).arg(NumberFormat.current.formatNumber(above, 0)) :
                    //: Chart description of a partition within capacity, e.g. "P0: 3,000 rps"
                    qsTr("%1: %2 rps").arg(NumberFormat.current.partitionName(p)).arg(within));
            }
            return parts.join("; ");
        }

        ValueAxis {
            id: loadAxis

            // Round figures to read off: the axis ends on a grid line.
            min: 0
            max: chart.loadScale.intervals * chart.loadScale.step
            // Qt Charts' own ticks carry no line and no number (LessonChart draws them at
            // valueTickCount): two that never change.
            tickCount: 2
        }

        BarIndexAxis {
            id: partitionAxis

            count: chart.partitionCount
        }

        ValueAxis {
            id: lineAxis

            visible: false
            min: 0
            max: 1
        }

        StackedBarSeries {
            axisX: partitionAxis
            axisY: loadAxis
            barWidth: 0.7

            BarSet {
                values: chart.withinCapacity
                color: Theme.partitionColor(0)
                borderColor: Theme.partitionColor(0)
            }
            BarSet {
                values: chart.aboveCapacity
                color: Theme.dangerColor
                borderColor: Theme.dangerColor
            }
        }

        LineSeries {
            id: capacityLine

            axisX: lineAxis
            axisY: loadAxis
            color: Theme.textColor
            width: Theme.focusWidth
            style: Qt.DashLine
            // Ends exactly at the plot's edges (a square cap reaches half the pen width past them).
            capStyle: Qt.FlatCap
        }
    }

    // The legend, below the chart so its entries wrap instead of being cut off.
    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacingLarge

        Row {
            spacing: Theme.spacingSmall

            Rectangle {
                anchors.verticalCenter: parent.verticalCenter
                width: Theme.spacingLarge
                height: Theme.spacingLarge
                color: Theme.partitionColor(0)
            }
            Label {
                id: withinLegend

                //: Legend: the part of a partition's load up to its capacity
                text: qsTr("Load within capacity")
                font.pixelSize: Theme.smallSize
            }
        }
        Row {
            spacing: Theme.spacingSmall

            Rectangle {
                anchors.verticalCenter: parent.verticalCenter
                width: Theme.spacingLarge
                height: Theme.spacingLarge
                color: Theme.dangerColor
            }
            Label {
                id: aboveLegend

                //: Legend: the part of a partition's load beyond its capacity; the sign also marks the partition number
                text: qsTr("Load over capacity (!)")
                font.pixelSize: Theme.smallSize
            }
        }
        Row {
            spacing: Theme.spacingSmall

            Row {
                anchors.verticalCenter: parent.verticalCenter
                spacing: Theme.spacingSmall

                Repeater {
                    model: 3

                    Rectangle {
                        width: Theme.spacing
                        height: Theme.focusWidth
                        color: Theme.textColor
                    }
                }
            }
            Label {
                id: lineLegend

                //: Legend: the dashed capacity line; %1 is the capacity in requests per second
                text: qsTr("Capacity: %1 rps").arg(NumberFormat.current.formatNumber(chart.capacityRps, 0))
                font.pixelSize: Theme.smallSize
            }
        }
    }

    Label {
        objectName: chart.objectName + "Overloaded"
        Layout.fillWidth: true
        text: chart.overloadedText
        color: chart.overloaded.length > 0 ? Theme.dangerColor : Theme.goodColor
        font.bold: chart.overloaded.length > 0
        wrapMode: Text.Wrap
    }
}
