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
    // The ticks of the value axis (LessonChart.valueTickCount), which the axis takes too.
    valueTickCount: 5
    property string valueLabelFormat: "%.0f"
    // Shade the stretches with throttling on, with a line and "on" / "off" where it
    // switched (ThrottleSimulation.throttleMarks), behind the chart's lines.
    property bool marksThrottling: false
    readonly property var throttleMarks: marksThrottling && run ? run.throttleMarks : []
    // The marks' items are made again only when their number changes, not every minute.
    readonly property int throttleMarkCount: throttleMarks.length
    // The stacked time charts line their plots up, so an hour sits at the same x in each:
    // a chart whose value labels are narrower than "100" (the flag's "1") leaves the
    // difference free on its left.
    readonly property real labelWidthGap: {
        // advanceWidth() is a call, not a property: naming the font size makes a text-size
        // change recompute this.
        if (labelMetrics.font.pixelSize <= 0)
            return 0;
        return Math.max(0, labelMetrics.advanceWidth("100") - labelMetrics.advanceWidth(String(Math.round(valueMax))));
    }

    Layout.fillWidth: true
    Layout.preferredHeight: Theme.chartHeight
    Accessible.role: Accessible.Chart
    Accessible.name: chartTitle
    heading: chartTitle
    margins.left: Theme.spacing + labelWidthGap
    gridAxis: valueAxis
    verticalGridAxis: timeAxis
    valueAxisTitle: valueTitle
    //: Axis title of the time charts
    categoryAxisTitle: qsTr("Time since the start (hours)")
    //: Shown inside the time charts before the simulated clock has moved
    emptyText: run && run.minute === 0 ? qsTr("No data yet. Press Play or Step 1 minute to start the clock.") : ""

    Repeater {
        model: DelegateEntries.ownedBy(chart, chart.throttleMarkCount)

        delegate: Item {
            id: mark

            required property var modelData
            required property int index

            readonly property var owner: modelData.owner
            readonly property var entry: owner.throttleMarks[index] ?? {}

            objectName: "throttleMark"
            z: -1
            x: owner.plotXOf(entry.fromHours ?? 0)
            y: Math.round(owner.plotArea.y)
            // At least the width of its edge line, so a stretch of one minute shows.
            width: Math.max(2, owner.plotXOf(entry.toHours ?? 0) - x)
            height: Math.round(owner.plotArea.height)

            Rectangle {
                anchors.fill: parent
                color: Theme.throttleShadeColor
            }
            Rectangle {
                objectName: "throttleOnLine"
                visible: mark.entry.switchedOn ?? false
                width: 2
                height: parent.height
                color: Theme.dangerColor
            }
            Rectangle {
                objectName: "throttleOffLine"
                visible: mark.entry.switchedOff ?? false
                x: parent.width - width
                width: 2
                height: parent.height
                color: Theme.dangerColor
            }
            Text {
                objectName: "throttleOnLabel"
                visible: mark.entry.switchedOn ?? false
                x: Theme.spacingSmall
                y: Theme.spacingSmall
                //: Marks the moment throttling switched on, on the throttling charts
                text: qsTr("on")
                font: Theme.chartLabelFont
                color: Theme.dangerColor
                Accessible.ignored: true
            }
            Text {
                objectName: "throttleOffLabel"
                visible: mark.entry.switchedOff ?? false
                x: parent.width + Theme.spacingSmall
                y: Theme.spacingSmall
                //: Marks the moment throttling switched off, on the throttling charts
                text: qsTr("off")
                font: Theme.chartLabelFont
                color: Theme.dangerColor
                Accessible.ignored: true
            }
        }
    }

    FontMetrics {
        id: labelMetrics

        font: Theme.chartLabelFont
    }

    ValueAxis {
        id: timeAxis

        // The window and its tick follow the run.
        min: chart.run ? chart.run.chartStartHours : 0
        max: chart.run ? chart.run.chartEndHours : 6
        tickType: ValueAxis.TicksDynamic
        tickAnchor: 0
        tickInterval: chart.run ? chart.run.timeTickHours : 1
        minorTickCount: 0
        labelFormat: "%.0f"
        labelsFont: Theme.chartLabelFont
        // The value axis's bottom grid line is the baseline (LessonChart.gridAxis).
        lineVisible: false
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
