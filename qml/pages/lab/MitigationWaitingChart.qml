import QtQuick
import QtCharts
import HotspotLab

// Waiting requests per partition of one of the two systems of "try a fix", on the scale
// both charts share (MitigationLab.chartMaximum), so their bars compare by eye.
LessonChart {
    id: chart

    required property MitigationLab fixLab
    // Waiting requests per partition and the partitions' names, from the model.
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

    StackedBarSeries {
        id: series

        barWidth: 0.6

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

    // One set per partition, non-zero only in its own category, so each bar has its
    // partition's colour. Sets are made again only when the number of partitions changes.
    function barValuesOf(partition: int): list<real> {
        return Array.from({
                "length": waiting.length
            }, (_, category) => category === partition ? Number(waiting[partition]) : 0);
    }

    function updateBars() {
        if (series.count !== waiting.length) {
            series.clear();
            for (let p = 0; p < waiting.length; ++p) {
                const set = series.append("", barValuesOf(p));
                set.color = Qt.binding(() => Theme.partitionColor(p));
                set.borderColor = Qt.binding(() => Theme.partitionColor(p));
            }
            return;
        }
        for (let p = 0; p < series.count; ++p)
            series.at(p).values = barValuesOf(p);
    }

    onWaitingChanged: updateBars()
    Component.onCompleted: updateBars()
}
