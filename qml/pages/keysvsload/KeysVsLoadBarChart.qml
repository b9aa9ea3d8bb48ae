import QtQuick
import QtCharts
import HotspotLab

// Bars per partition, stacked from an even base and the part one cause adds, with an
// optional capacity line. Every value comes from C++; this only draws.
LessonChart {
    id: chart

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

    // The bars in words for screen readers: each partition's values as drawn, no sums.
    function describeBars(): string {
        const number = value => NumberFormat.current.formatNumber(value, Number.isInteger(value) ? 0 : 1);
        let parts = [];
        for (let i = 0; i < categories.length; ++i) {
            //: Chart description per bar: partition, value, series, e.g. "P1: 40 (Ordinary keys)"
            let part = qsTr("%1: %2 (%3)").arg(categories[i]).arg(number(baseValues[i] || 0)).arg(baseName);
            if (extraName.length > 0 && extraValues[i] > 0)
                //: A bar's description with its stacked part, e.g. "P1: 40 (Ordinary keys) + 50 (Celebrity key)"
                part = qsTr("%1 + %2 (%3)").arg(part).arg(number(extraValues[i])).arg(extraName);
            parts.push(part);
        }
        if (capacity > 0)
            //: End of a chart description: the capacity line, e.g. "Capacity: 100"
            parts.push(qsTr("Capacity: %1").arg(number(capacity)));
        return parts.join("; ");
    }

    function updateCapacityLine() {
        capacityLine.clear();
        if (capacity > 0 && categories.length > 0) {
            capacityLine.append(-0.5, capacity);
            capacityLine.append(categories.length - 0.5, capacity);
        }
    }

    implicitHeight: Theme.chartHeight
    // The axis's numbers in the language's format (8,000 in English, 8.000 in German),
    // drawn by Qt Quick: a language switch leaves the chart's scene alone.
    drawsValueLabels: true
    valueAxisTitle: axisTitle
    //: Axis title under the bars: partition numbers
    categoryAxisTitle: qsTr("Partition")
    headingFont: Theme.chartEmphasisFont
    gridAxis: valueAxis
    categoryLabels: categories
    // A legend only when there is more than one thing to tell apart.
    legendEntries: {
        if (extraName.length === 0 && capacity <= 0)
            return [];
        const entries = [{
                "name": baseName,
                "color": baseColor
            }];
        if (extraName.length > 0)
            entries.push({
                    "name": extraName,
                    "color": extraColor
                });
        if (capacity > 0)
            entries.push({
                    "name": capacityName,
                    "color": Theme.dangerColor,
                    "line": Qt.DashLine
                });
        return entries;
    }
    Accessible.role: Accessible.Chart
    Accessible.name: heading
    Accessible.description: describeBars()

    onCapacityChanged: updateCapacityLine()
    onCategoriesChanged: updateCapacityLine()
    Component.onCompleted: updateCapacityLine()

    ValueAxis {
        id: valueAxis

        min: 0
        max: chart.axisMaximum
        tickCount: chart.tickCount
    }

    BarIndexAxis {
        id: categoryAxis

        count: chart.categories.length
    }

    StackedBarSeries {
        axisX: categoryAxis
        axisY: valueAxis
        barWidth: 0.7

        BarSet {
            values: chart.baseValues
            color: chart.baseColor
            borderColor: chart.baseColor
        }
        BarSet {
            values: chart.extraValues
            color: chart.extraColor
            borderColor: Theme.textColor
        }
    }

    LineSeries {
        id: capacityLine

        axisX: categoryAxis
        axisY: valueAxis
        visible: chart.capacity > 0
        color: Theme.dangerColor
        width: 2
        style: Qt.DashLine
        // Ends exactly at the plot's edges (a square cap reaches half the pen width past them).
        capStyle: Qt.FlatCap
    }
}
