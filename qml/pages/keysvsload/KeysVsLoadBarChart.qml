import QtQuick
import QtCharts
import HotspotLab

// Bars per partition, stacked from an even base and the part one cause adds, with an
// optional capacity line. Every value comes from C++; this only draws.
LessonChart {
    id: chart

    // Bound to ChartView.title, which has no change signal of its own.
    property string heading
    property var categories: []
    property var baseValues: []
    property var extraValues: []
    property string baseName
    property string extraName
    property string axisTitle
    property real axisMaximum: 100
    property int tickCount: 6
    property real capacity: 0
    property string capacityName
    property color baseColor: Theme.partitionColor(0)
    property color extraColor: Theme.partitionColor(5)

    function updateCapacityLine() {
        capacityLine.clear();
        if (capacity > 0 && categories.length > 0) {
            capacityLine.append(-0.5, capacity);
            capacityLine.append(categories.length - 0.5, capacity);
        }
    }

    implicitHeight: Theme.chartHeight
    title: heading
    titleColor: Theme.textColor
    titleFont: Theme.chartEmphasisFont
    legend.visible: extraName.length > 0 || capacity > 0
    legend.alignment: Qt.AlignBottom
    legend.labelColor: Theme.textColor
    Accessible.role: Accessible.Chart
    Accessible.name: heading

    onCapacityChanged: updateCapacityLine()
    onCategoriesChanged: updateCapacityLine()
    Component.onCompleted: updateCapacityLine()

    ValueAxis {
        id: valueAxis

        min: 0
        max: chart.axisMaximum
        tickCount: chart.tickCount
        labelFormat: "%.0f"
        titleText: chart.axisTitle
        titleFont: Theme.chartLabelFont
        labelsFont: Theme.chartLabelFont
        labelsColor: Theme.textColor
        // A colour converts to a QBrush at run time; qmllint 6.4 does not know that.
        titleBrush: Theme.textColor // qmllint disable type
    }

    BarCategoryAxis {
        id: categoryAxis

        categories: chart.categories
        //: Axis title under the bars: partition numbers
        titleText: qsTr("Partition")
        titleFont: Theme.chartLabelFont
        labelsFont: Theme.chartLabelFont
        labelsColor: Theme.textColor
        // A colour converts to a QBrush at run time; qmllint 6.4 does not know that.
        titleBrush: Theme.textColor // qmllint disable type
    }

    StackedBarSeries {
        axisX: categoryAxis
        axisY: valueAxis
        barWidth: 0.7

        BarSet {
            label: chart.baseName
            values: chart.baseValues
            color: chart.baseColor
            borderColor: chart.baseColor
        }
        BarSet {
            label: chart.extraName
            values: chart.extraValues
            color: chart.extraColor
            borderColor: Theme.textColor
        }
    }

    LineSeries {
        id: capacityLine

        axisX: categoryAxis
        axisY: valueAxis
        name: chart.capacityName
        visible: chart.capacity > 0
        color: Theme.dangerColor
        width: 2
        style: Qt.DashLine
    }
}
