import QtQuick
import QtCharts
import HotspotLab

// Waiting requests per partition of one of the two systems of "try a fix", on the scale
// both charts share (MitigationLab.chartMaximum), so their bars compare by eye.
LessonChart {
    id: chart

    required property MitigationLab fixLab
    // Waiting requests per partition as the bars (one set per partition) and as numbers,
    // and the partitions' names, from the model.
    required property PartitionBarsModel bars
    required property var waiting
    required property var names
    required property string description

    //: Axis title beside the bars of "try a fix"
    valueAxisTitle: qsTr("Waiting requests")
    //: Axis title under the bars
    categoryAxisTitle: qsTr("Partition")
    gridAxis: waitingAxis
    categoryLabels: names
    categoryFont: Theme.chartEmphasisFont
    barValues: waiting
    Accessible.role: Accessible.Chart
    Accessible.name: heading
    Accessible.description: description

    PartitionBarSeries {
        bars: chart.bars

        axisX: BarIndexAxis {
            count: chart.waiting.length
        }
        axisY: ValueAxis {
            id: waitingAxis

            min: 0
            max: chart.fixLab.chartMaximum
            tickCount: 5
            labelFormat: "%.0f"
            labelsFont: Theme.chartLabelFont
        }
    }
}
