import QtQuick
import QtCharts
import HotspotLab

// Each partition's share of all requests received in the run, one bar per partition, on
// a fixed 0-100% axis so the bars of different runs can be compared by eye. The numbers
// come from the lab.
LessonChart {
    id: chart

    required property PartitionLab lab

    //: Chart title in the hot-key lab
    heading: qsTr("Share of all requests received in this run")
    //: Axis title beside the bars
    valueAxisTitle: qsTr("Share of requests (%)")
    //: Axis title under the bars
    categoryAxisTitle: qsTr("Partition")
    gridAxis: shareAxis
    categoryLabels: [lab.partitionName(0), lab.partitionName(1), lab.partitionName(2)]
    categoryFont: Theme.chartEmphasisFont

    //: Shown inside the empty share chart before the first batch
    emptyText: lab.totalReceived === 0 ? qsTr("No requests yet. Send a batch to see each partition's share.") : ""
    Accessible.role: Accessible.Chart
    Accessible.name: heading
    Accessible.description: lab.shareSummary

    StackedBarSeries {
        id: series

        labelsVisible: true
        labelsPosition: AbstractBarSeries.LabelsOutsideEnd
        // Texts in the chart change only while it is showing (see LessonChart).
        Binding on labelsFormat  {
            //: Value label on a bar; @value is the share in whole percent. Use your language's spacing before %.
            value: qsTr("@value%")
            when: chart.showing
            restoreMode: Binding.RestoreNone
        }
        barWidth: 0.6

        axisX: BarIndexAxis {
            count: 3
        }
        axisY: ValueAxis {
            id: shareAxis

            min: 0
            max: 100
            // Lines at 0, 25, 50, 75 and 100%: clear of the value labels above the bars
            // of both profiles (33% each, or 83% and 8%), which a line at 40% struck through.
            tickCount: 5
            labelFormat: "%.0f"
            labelsFont: Theme.chartLabelFont
        }

        // One set per partition, each non-zero only in its own category, so every bar
        // gets its partition's colour (as in the key picker) and a zero segment shows no
        // label. The category name under each bar names the partition too.
        BarSet {
            values: [chart.lab.roundedShares[0], 0, 0]
            color: Theme.partitionColor(0)
            borderColor: Theme.partitionColor(0)
            labelColor: Theme.textColor
            labelFont: Theme.chartEmphasisFont
        }
        BarSet {
            values: [0, chart.lab.roundedShares[1], 0]
            color: Theme.partitionColor(1)
            borderColor: Theme.partitionColor(1)
            labelColor: Theme.textColor
            labelFont: Theme.chartEmphasisFont
        }
        BarSet {
            values: [0, 0, chart.lab.roundedShares[2]]
            color: Theme.partitionColor(2)
            borderColor: Theme.partitionColor(2)
            labelColor: Theme.textColor
            labelFont: Theme.chartEmphasisFont
        }
    }
}
