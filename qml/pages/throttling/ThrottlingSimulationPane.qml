import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtCharts
import HotspotLab

// The throttling page's simulation: Play, Step, +1 hour and Reset, the clock and what
// changed, the CPU chart, the speed and the demand, the allowed-rate chart, the metric
// panels, and the latency and throttle-flag charts. Every number comes from the page's
// ThrottleSimulation.
ColumnLayout {
    id: root

    required property ThrottlingPage page
    readonly property ThrottleSimulation simulation: page.simulation
    //: Names the throttling run's table in the export dialog
    readonly property string historyTitle: qsTr("Throttling run: demand, CPU, average, write rate and latency per minute")

    // The CPU and rate charts shade the minutes with throttling on.
    readonly property var throttleLegendEntry: ({
            "name": qsTr("Throttling on (shaded)"),
            "color": Theme.throttleShadeColor,
            "border": Theme.dangerColor
        })

    // After Play, a step or an hour, the buttons, the clock, the status line and the CPU
    // chart are in view together: at large text the page is one column, and the chart lay
    // below the window. The speed and the demand come after the chart, so that the
    // buttons and the chart fit in one view at 200% text on a 700 px window.
    function showResult() {
        root.page.keepInView(clockButtons, [elapsedLabel, throttleStatus, cpuChart]);
    }

    spacing: Theme.spacingLarge

    Connections {
        target: root.simulation

        function onStatusUpdated() {
            throttleStatus.announce();
        }
    }

    // The run minute by minute, for the charts' CSV export.
    ThrottleHistoryModel {
        id: history

        simulation: root.simulation
    }

    // The prediction the clock would answer, above the buttons that run it.
    PredictFirstPrompt {
        page: root.page
        predictions: [root.simulation.prediction]
    }

    Flow {
        id: clockButtons

        Layout.fillWidth: true
        spacing: Theme.spacing

        ShortcutButton {
            objectName: "playButton"
            text: root.page.playing ? qsTr("Pause") : root.simulation.finished ? qsTr("Play again") : qsTr("Play")
            highlighted: !root.page.playing
            shortcutSequence: KeyboardShortcuts.sequence("throttlingPlay")
            Accessible.name: root.page.playing ? qsTr("Pause the simulation") : root.simulation.finished ? qsTr("Play the scenario again from minute 0") : qsTr("Play the simulation")
            onClicked: {
                if (!root.page.playing && root.simulation.finished)
                    root.simulation.reset();
                root.page.playing = !root.page.playing;
                root.showResult();
            }
        }
        ShortcutButton {
            objectName: "stepButton"
            //: Runs one simulated minute
            text: qsTr("Step 1 minute")
            shortcutSequence: KeyboardShortcuts.sequence("throttlingStep")
            Accessible.name: qsTr("Run one simulated minute")
            onClicked: {
                root.simulation.advance(1);
                root.showResult();
            }
        }
        ShortcutButton {
            objectName: "hourButton"
            //: Runs sixty simulated minutes at once
            text: qsTr("+1 hour")
            shortcutSequence: KeyboardShortcuts.sequence("throttlingHour")
            Accessible.name: qsTr("Run one simulated hour")
            onClicked: {
                root.simulation.advance(60);
                root.showResult();
            }
        }
        TextButton {
            objectName: "resetButton"
            text: qsTr("Reset")
            Accessible.name: qsTr("Reset the simulation to minute 0")
            onClicked: {
                root.page.playing = false;
                root.simulation.reset();
            }
        }
    }

    Label {
        id: elapsedLabel

        objectName: "elapsedLabel"
        Layout.fillWidth: true
        //: Simulation clock, %1 is e.g. "minute 76 (1 h 16 min)"
        text: qsTr("Now: %1").arg(root.simulation.elapsedText)
        font.pixelSize: Theme.bodySize
        font.bold: true
        wrapMode: Text.Wrap
    }

    LiveStatusLine {
        id: throttleStatus

        objectName: "throttleStatus"
        words: root.simulation.statusText
    }

    ThrottleChart {
        id: cpuChart

        objectName: "cpuChart"
        exportName: "cpu"
        runTable: history
        runTableName: "run"
        runTableTitle: root.historyTitle
        Layout.maximumHeight: root.page.chartMaximumHeight
        run: root.simulation
        Accessible.description: root.simulation.cpuSummary
        chartTitle: qsTr("Writer CPU and its 2-hour average")
        // The names live in the legend only: a series name is text inside the chart's
        // scene, which a language switch would make it repaint (see LessonChart).
        legendEntries: [{
                "name": qsTr("Writer CPU per minute"),
                "color": cpuSeries.color,
                "line": Qt.SolidLine
            }, {
                "name": qsTr("2-hour average (dashed)"),
                "color": averageSeries.color,
                "line": Qt.DashLine
            }, {
                "name": qsTr("50% line (dotted)"),
                "color": thresholdSeries.color,
                "line": Qt.DotLine
            }, root.throttleLegendEntry]
        marksThrottling: true
        valueTitle: qsTr("CPU (%)")
        valueMin: 0
        valueMax: 100
        valueTickCount: 5

        LineSeries {
            id: cpuSeries

            axisX: cpuChart.timeAxis
            axisY: cpuChart.valueAxis
            color: Theme.partitionColor(0)
            width: 2

            VXYModelMapper {
                model: root.simulation.window
                xColumn: ThrottleWindowModel.HoursColumn
                yColumn: ThrottleWindowModel.CpuColumn
            }
        }
        LineSeries {
            id: averageSeries

            axisX: cpuChart.timeAxis
            axisY: cpuChart.valueAxis
            color: Theme.partitionColor(1)
            width: 3
            style: Qt.DashLine

            VXYModelMapper {
                model: root.simulation.window
                xColumn: ThrottleWindowModel.HoursColumn
                yColumn: ThrottleWindowModel.AverageColumn
            }
        }
        // The 50% line spans the plot, on a hidden axis of its own from 0 to 1.
        ValueAxis {
            id: thresholdAxis

            visible: false
            min: 0
            max: 1
        }
        LineSeries {
            id: thresholdSeries

            axisX: thresholdAxis
            axisY: cpuChart.valueAxis
            color: Theme.dangerColor
            width: 2
            style: Qt.DotLine
            // Ends exactly at the plot's edges (a square cap reaches half the pen width past them).
            capStyle: Qt.FlatCap

            XYPoint {
                x: 0
                y: 50
            }
            XYPoint {
                x: 1
                y: 50
            }
        }
    }

    // A Flow, so the choices move to a second line at large text on a narrow window.
    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacing

        Label {
            // On the line of the radio buttons' text (they have padding, a label has none).
            topPadding: Theme.spacing
            //: Label before the speed choices
            text: qsTr("Speed:")
        }
        Repeater {
            // Each entry carries the page (see the scenario buttons).
            model: Array.from([1, 10, 60], speed => ({
                            "speed": speed,
                            "page": page
                        }))

            delegate: TextRadioButton {
                required property var modelData

                objectName: "speed" + modelData.speed
                //: Simulation speed: simulated minutes per real second
                text: qsTr("%1 min/s").arg(NumberFormat.current.formatNumber(modelData.speed, 0))
                checked: modelData.page.speed === modelData.speed
                Accessible.name: qsTr("%n simulated minute(s) per second", "", modelData.speed)
                onClicked: modelData.page.speed = modelData.speed
            }
        }
    }

    RowLayout {
        Layout.fillWidth: true
        spacing: Theme.spacing

        Label {
            //: Label of the demand slider
            text: qsTr("Demand")
        }
        TextSlider {
            id: demandSlider

            objectName: "demandSlider"
            Layout.fillWidth: true
            from: 0
            to: root.simulation.maximumDemandPercent
            stepSize: 5
            snapMode: Slider.SnapAlways
            value: root.simulation.demandPercent
            Accessible.name: qsTr("Demand in percent of writer CPU")
            onMoved: root.simulation.demandPercent = value
        }
        Label {
            objectName: "demandValue"
            Layout.minimumWidth: implicitWidth
            text: NumberFormat.current.formatPercent(root.simulation.demandPercent)
            font.bold: true
        }
    }

    ThrottleChart {
        id: rateChart

        objectName: "rateChart"
        exportName: "rate"
        runTable: history
        runTableName: "run"
        runTableTitle: root.historyTitle
        Layout.maximumHeight: root.page.chartMaximumHeight
        run: root.simulation
        Accessible.description: root.simulation.rateSummary
        chartTitle: qsTr("Allowed write rate")
        legendEntries: [root.throttleLegendEntry]
        marksThrottling: true
        valueTitle: qsTr("Allowed rate (%)")
        valueMin: 0
        valueMax: 100
        valueTickCount: 5

        LineSeries {
            id: rateSeries

            axisX: rateChart.timeAxis
            axisY: rateChart.valueAxis
            color: Theme.partitionColor(2)
            width: 2

            VXYModelMapper {
                model: root.simulation.window
                xColumn: ThrottleWindowModel.HoursColumn
                yColumn: ThrottleWindowModel.AllowedRateColumn
            }
        }
    }

    InfoCard {
        objectName: "metricPanel"
        heading: qsTr("What the service publishes")

        Paragraph {
            objectName: "metricPanelNote"
            color: Theme.mutedTextColor
            words: qsTr("The names are the service's metrics. The values are this lesson's model, which counts in its own way where the service does not say how.")
        }
        GridLayout {
            Layout.fillWidth: true
            // Two columns where the long metric names and notes fit on one line; else
            // one, as wrapped text beside a tile kept a stale height in Qt 6.4.
            columns: (root.page.twoPanes ? root.page.simulationWidth : root.page.width) > Theme.bodySize * 44 ? 2 : 1
            columnSpacing: Theme.spacing
            rowSpacing: Theme.spacing

            ThrottleMetricTile {
                objectName: "metricThrottleActive"
                label: qsTr("Throttle active")
                metricName: "SearchWriteThrottleActive"
                //: Value of the throttle flag: 1 and the word "on", or 0 and "off"
                value: root.simulation.throttleActive ? qsTr("1 (on)") : qsTr("0 (off)")
                note: qsTr("Is throttling active?")
                alert: root.simulation.throttleActive
            }
            ThrottleMetricTile {
                objectName: "metricThrottledClients"
                label: qsTr("Throttled clients")
                metricName: "SearchWriteThrottledClientsCount"
                value: NumberFormat.current.formatCount(root.simulation.throttledClients)
                note: qsTr("Client connections with delayed writes")
            }
            ThrottleMetricTile {
                objectName: "metricThrottleEvents"
                label: qsTr("Throttle events")
                metricName: "SearchWriteThrottleEvents"
                value: NumberFormat.current.formatCount(root.simulation.throttleEvents)
                //: The service defines only "throttling events per reporting interval"; the model counts delayed writes
                note: qsTr("How this model counts: writes the throttle delayed in the last 5 minutes")
            }
            ThrottleMetricTile {
                objectName: "metricWriterCpu"
                label: qsTr("Writer CPU")
                metricName: "SearchWriteCPUUtilization"
                value: NumberFormat.current.formatPercent(root.simulation.cpuPercent)
                note: qsTr("Writer CPU in the last minute")
            }
        }
    }

    InfoCard {
        objectName: "modelPanel"
        heading: qsTr("What the model also shows")

        GridLayout {
            Layout.fillWidth: true
            columns: (root.page.twoPanes ? root.page.simulationWidth : root.page.width) > 700 ? 4 : 2
            columnSpacing: Theme.spacing
            rowSpacing: Theme.spacing

            ThrottleMetricTile {
                objectName: "metricAverage"
                label: qsTr("2-hour average")
                value: NumberFormat.current.formatPercent(root.simulation.rollingAveragePercent)
                note: root.simulation.rollingAveragePercent > 50 ? qsTr("above the 50% line") : qsTr("at or below the 50% line")
            }
            ThrottleMetricTile {
                objectName: "metricAllowedRate"
                label: qsTr("Allowed write rate")
                value: NumberFormat.current.formatPercent(root.simulation.allowedRatePercent)
                note: qsTr("of normal throughput, for the next minute")
            }
            ThrottleMetricTile {
                objectName: "metricLatency"
                label: qsTr("Write latency")
                value: root.simulation.writeLatencyText
                note: qsTr("mean of the writes completed in the last minute")
            }
            ThrottleMetricTile {
                objectName: "metricWaiting"
                label: qsTr("Writes waiting")
                value: NumberFormat.current.formatCount(root.simulation.waitingWrites)
                note: qsTr("delayed, not rejected")
            }
        }
        Paragraph {
            objectName: "conservationLabel"
            readonly property string offered: NumberFormat.current.formatCount(root.simulation.offeredWrites)
            readonly property string completed: NumberFormat.current.formatCount(root.simulation.completedWrites)
            readonly property string waiting: NumberFormat.current.formatCount(root.simulation.waitingWrites)

            //: %1 offered, %2 completed, %3 waiting writes since the start
            words: qsTr("Since minute 0: %1 writes offered = %2 completed + %3 waiting.").arg(offered).arg(completed).arg(waiting)
        }
    }

    ThrottleChart {
        id: latencyChart

        objectName: "latencyChart"
        exportName: "latency"
        runTable: history
        runTableName: "run"
        runTableTitle: root.historyTitle
        Layout.maximumHeight: root.page.chartMaximumHeight
        run: root.simulation
        Accessible.description: root.simulation.latencySummary
        chartTitle: qsTr("Write latency")
        valueTitle: qsTr("Minutes")
        valueMin: 0
        valueMax: root.simulation.latencyAxisMaxMinutes
        valueTickCount: 5
        valueLabelFormat: "%g"

        LineSeries {
            id: latencySeries

            axisX: latencyChart.timeAxis
            axisY: latencyChart.valueAxis
            color: Theme.partitionColor(3)
            width: 2

            VXYModelMapper {
                model: root.simulation.window
                xColumn: ThrottleWindowModel.HoursColumn
                yColumn: ThrottleWindowModel.LatencyMinutesColumn
            }
        }
    }

    ThrottleChart {
        id: flagChart

        objectName: "flagChart"
        exportName: "throttling"
        runTable: history
        runTableName: "run"
        runTableTitle: root.historyTitle
        Layout.maximumHeight: root.page.chartMaximumHeight
        run: root.simulation
        Accessible.description: root.simulation.flagSummary
        Layout.preferredHeight: Theme.chartHeight * 0.8
        chartTitle: qsTr("Throttle active (1 = on, 0 = off)")
        valueTitle: qsTr("Flag")
        valueMin: 0
        valueMax: 1
        valueTickCount: 2

        LineSeries {
            id: flagSeries

            axisX: flagChart.timeAxis
            axisY: flagChart.valueAxis
            color: Theme.dangerColor
            width: 2

            VXYModelMapper {
                model: root.simulation.window
                xColumn: ThrottleWindowModel.HoursColumn
                yColumn: ThrottleWindowModel.ThrottleFlagColumn
            }
        }
    }
}
