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
    categoryLabels: lab.partitionNames
    categoryFont: Theme.chartEmphasisFont
    barValues: lab.roundedShares
    //: Value label on a bar; @value is the share in whole percent. Use your language's spacing before %.
    barValueFormat: qsTr("@value%")

    //: Shown inside the empty share chart before the first batch
    emptyText: lab.totalReceived === 0 ? qsTr("No requests yet. Send a batch to see each partition's share.") : ""
    Accessible.role: Accessible.Chart
    Accessible.name: heading
    Accessible.description: lab.shareSummary

    // Each bar in its partition's colour, as in the key picker; the category name under
    // each bar names the partition too.
    PartitionBarSeries {
        bars: chart.lab.shareBars

        axisX: BarIndexAxis {
            count: chart.lab.partitionCount
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
    }
}
