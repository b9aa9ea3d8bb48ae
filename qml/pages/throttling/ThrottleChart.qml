import QtQuick
import QtQuick.Layouts
import QtCharts
import HotspotLab

// A time chart of the throttling simulation: hours on the x axis, following the run.
// Instances add their LineSeries with axisX: chart.timeAxis and axisY: chart.valueAxis.
LessonChart {
    id: chart

    property ThrottleSimulation run
    property alias timeAxis: timeAxis
    property alias valueAxis: valueAxis
    property string valueTitle
    property string chartTitle
    property real valueMin: 0
    property real valueMax: 100
    property int valueTickCount: 5
    property string valueLabelFormat: "%.0f"
    readonly property real spanHours: run ? run.chartEndHours - run.chartStartHours : 6

    Layout.fillWidth: true
    Layout.preferredHeight: Theme.chartHeight
    Accessible.role: Accessible.Chart
    Accessible.name: chartTitle
    heading: chartTitle
    valueAxisTitle: valueTitle
    //: Axis title of the time charts
    categoryAxisTitle: qsTr("Time since the start (hours)")
    //: Shown inside the time charts before the simulated clock has moved
    emptyText: run && run.minute === 0 ? qsTr("No data yet. Press Play or Step 1 minute to start the clock.") : ""

    ValueAxis {
        id: timeAxis

        // The window follows the run through ThrottleSimulation.updateTimeAxis (one
        // layout of the axis instead of one each for min and max).
        min: 0
        max: 6
        tickType: ValueAxis.TicksDynamic
        tickAnchor: 0
        tickInterval: chart.spanHours <= 8 ? 1 : (chart.spanHours <= 16 ? 2 : 4)
        minorTickCount: 0
        labelFormat: "%.0f"
        labelsFont: Theme.chartLabelFont
    }
    ValueAxis {
        id: valueAxis

        min: chart.valueMin
        max: chart.valueMax
        tickCount: chart.valueTickCount
        labelFormat: chart.valueLabelFormat
        labelsFont: Theme.chartLabelFont
    }
}
