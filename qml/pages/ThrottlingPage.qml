import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtCharts
import HotspotLab

// Lesson "throttling": a managed in-memory store delays writes to search-indexed keys
// when the 2-hour average of its writer CPU passes 50%. Every number comes from
// ThrottleSimulation and CommandChecker; this page only lays them out.
LessonPage {
    id: page

    property alias simulation: simulation
    property alias commandChecker: checkerPanel.checker
    property bool playing: false
    // Simulated minutes per second of real time: 1, 10 or 60.
    property int speed: 10

    // New points go only to the charts that are showing (LessonChart.showing): redrawing
    // a chart costs several milliseconds, and one far from the screen catches up as it
    // comes near (refreshChart from its onShowingChanged).
    function refreshChart(chart: ThrottleChart) {
        // The feeder gets its simulation by a binding, which may come after the
        // simulation's first state: it catches up in its onSimulationChanged.
        if (!chart.showing || chartFeeder.simulation === null)
            return;
        chartFeeder.updateTimeAxis(chart.timeAxis);
        if (chart === cpuChart) {
            chartFeeder.updateSeries(cpuSeries, ThrottleSimulation.CpuSeries);
            chartFeeder.updateSeries(averageSeries, ThrottleSimulation.AverageSeries);
            chartFeeder.updateSeries(thresholdSeries, ThrottleSimulation.ThresholdSeries);
        } else if (chart === rateChart) {
            chartFeeder.updateSeries(rateSeries, ThrottleSimulation.AllowedRateSeries);
        } else if (chart === latencyChart) {
            chartFeeder.updateSeries(latencySeries, ThrottleSimulation.LatencySeries);
        } else if (chart === flagChart) {
            chartFeeder.updateSeries(flagSeries, ThrottleSimulation.ThrottleFlagSeries);
        }
    }

    function refreshCharts() {
        for (const chart of [cpuChart, rateChart, latencyChart, flagChart])
            refreshChart(chart);
    }

    title: qsTr("Write throttling: when the service slows you down")
    lead: qsTr("A managed in-memory store with a search module does not refuse your writes when its writer threads are busy for too long. It slows them down instead. Drive the load yourself, watch whether the 2-hour average crosses 50%, and see what your application notices: the service returns no error, but writes take longer, and your own timeouts still fire.")
    lessonId: "throttling"
    remember: [qsTr("Only writes to keys in a search index are throttled; reads and writes to other keys never are."), qsTr("Throttling starts when the writer threads' CPU averages more than 50% over a rolling 2-hour window, and it never cuts write capacity below half."), qsTr("The service returns no error, but writes wait. Your own timeouts can still fire, so keep retried writes idempotent."), qsTr("Watch writer CPU and the throttle flag, spread long imports over the window, and scale the cluster when throttling is frequent or lasts.")]
    // A page kept built but not on screen (see LessonNavigator.h) does not run the clock.
    onVisibleChanged: if (!visible)
        playing = false

    ThrottleChartFeeder {
        id: chartFeeder

        simulation: simulation
        onSimulationChanged: page.refreshCharts()
    }

    ThrottleSimulation {
        id: simulation

        Component.onCompleted: applyPreset("sustained")
        onStateChanged: page.refreshCharts()
        onStatusUpdated: throttleStatus.announce()
        // The scenario is over: Play stops there, and "Play again" starts it anew.
        onEndReached: page.playing = false
    }

    Timer {
        id: playTimer

        interval: page.speed === 1 ? 1000 : 100
        repeat: true
        running: page.playing
        onTriggered: simulation.advance(page.speed === 1 ? 1 : page.speed / 10)
    }

    SectionHeading {
        text: qsTr("Why the service slows writes down")
    }
    Paragraph {
        text: qsTr("In its durable mode the store protects your data in two ways: it takes automatic backups, and it writes every change to a transaction log that is kept in several availability zones. That log is what lets the store recover and restart quickly after a failure.")
    }
    Paragraph {
        text: qsTr("Both have to keep pace with your writes. When the threads that update the search index stay busy for hours, backups and the log could fall behind. So the service lowers the rate at which it accepts indexed writes for a while, until everything has caught up.")
    }
    Paragraph {
        text: qsTr("Only writes to keys that belong to a search index are affected. Reads are never slowed down, and neither are writes to keys that no index covers.")
    }

    SectionHeading {
        text: qsTr("The rule in numbers")
    }
    BulletList {
        items: [qsTr("The service measures the CPU use of the search module's writer threads and averages it over the last two hours, a rolling window of 120 minutes."), qsTr("When this 2-hour average goes above 50%, throttling starts: the service sets the allowed write rate so that the average comes back to 50%."), qsTr("It also checks the CPU right now. If the current CPU is already at or below 50%, the rate is held where it is instead of being cut further, even while the average is still above 50%."), qsTr("The allowed rate never goes below 50% of normal throughput."), qsTr("Once the 2-hour average is below 50%, the rate rises step by step until full throughput is back, and throttling switches off."), qsTr("Short bursts do no harm when quieter minutes in the same two hours balance them: 45 minutes at 80% followed by 20% only lifts the average to 42.5%.")]
    }

    SectionHeading {
        text: qsTr("Try it: run the simulation")
    }
    Paragraph {
        text: qsTr("Pick a scenario and commit your prediction before you press Play. Every run starts at minute 0 after two idle hours, so the window begins full of minutes at 0%.")
    }

    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacing

        Repeater {
            // A delegate sees only its model data (no outer ids: qmllint), so each entry
            // carries the page and its simulation.
            // The ids are constant, so a language switch keeps the buttons (and focus).
            model: Array.from(simulation.presetIds, preset => ({
                            "preset": preset,
                            "page": page,
                            "simulation": simulation
                        }))

            delegate: ChoiceButton {
                required property var modelData
                required property int index

                objectName: "preset_" + modelData.preset
                text: modelData.simulation.presets[index].label
                highlighted: modelData.simulation.presetId === modelData.preset
                font.bold: highlighted
                Accessible.checked: highlighted
                Accessible.name: qsTr("Scenario: %1").arg(text)
                onClicked: {
                    modelData.page.playing = false;
                    modelData.simulation.applyPreset(modelData.preset);
                }
            }
        }
    }
    Paragraph {
        objectName: "presetDescription"
        text: simulation.presetDescription
        color: Theme.mutedTextColor
    }

    PredictionCard {
        objectName: "throttlePrediction"
        prediction: simulation.prediction
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
            to: simulation.maximumDemandPercent
            stepSize: 5
            snapMode: Slider.SnapAlways
            value: simulation.demandPercent
            Accessible.name: qsTr("Demand in percent of writer CPU")
            onMoved: simulation.demandPercent = value
        }
        Label {
            objectName: "demandValue"
            Layout.minimumWidth: implicitWidth
            text: NumberFormat.current.formatPercent(simulation.demandPercent)
            font.bold: true
        }
    }
    Paragraph {
        text: qsTr("Demand is the writer CPU that the offered indexed writes would need at full speed. 100% stands for 10,000 indexed writes a minute; above 100% the threads cannot keep up even without throttling.")
        font.pixelSize: Theme.smallSize
        color: Theme.mutedTextColor
    }

    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacing

        ShortcutButton {
            objectName: "playButton"
            text: page.playing ? qsTr("Pause") : simulation.finished ? qsTr("Play again") : qsTr("Play")
            highlighted: !page.playing
            shortcutSequence: KeyboardShortcuts.sequence("throttlingPlay")
            Accessible.name: page.playing ? qsTr("Pause the simulation") : simulation.finished ? qsTr("Play the scenario again from minute 0") : qsTr("Play the simulation")
            onClicked: {
                if (!page.playing && simulation.finished)
                    simulation.reset();
                page.playing = !page.playing;
            }
        }
        ShortcutButton {
            objectName: "stepButton"
            //: Runs one simulated minute
            text: qsTr("Step 1 minute")
            shortcutSequence: KeyboardShortcuts.sequence("throttlingStep")
            Accessible.name: qsTr("Run one simulated minute")
            onClicked: simulation.advance(1)
        }
        ShortcutButton {
            objectName: "hourButton"
            //: Runs sixty simulated minutes at once
            text: qsTr("+1 hour")
            shortcutSequence: KeyboardShortcuts.sequence("throttlingHour")
            Accessible.name: qsTr("Run one simulated hour")
            onClicked: simulation.advance(60)
        }
        TextButton {
            objectName: "resetButton"
            text: qsTr("Reset")
            Accessible.name: qsTr("Reset the simulation to minute 0")
            onClicked: {
                page.playing = false;
                simulation.reset();
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

    Label {
        objectName: "elapsedLabel"
        Layout.fillWidth: true
        //: Simulation clock, %1 is e.g. "minute 76 (1 h 16 min)"
        text: qsTr("Now: %1").arg(simulation.elapsedText)
        font.pixelSize: Theme.bodySize
        font.bold: true
        wrapMode: Text.Wrap
    }
    LiveStatusLine {
        id: throttleStatus

        objectName: "throttleStatus"
        text: simulation.statusText
    }

    InfoCard {
        objectName: "metricPanel"
        heading: qsTr("What the service publishes")

        Paragraph {
            objectName: "metricPanelNote"
            color: Theme.mutedTextColor
            text: qsTr("The names are the service's metrics. The values are this lesson's model, which counts in its own way where the service does not say how.")
        }
        GridLayout {
            Layout.fillWidth: true
            // Two columns, so that the long metric names fit on one line.
            columns: 2
            columnSpacing: Theme.spacing
            rowSpacing: Theme.spacing

            ThrottleMetricTile {
                objectName: "metricThrottleActive"
                label: qsTr("Throttle active")
                metricName: "SearchWriteThrottleActive"
                //: Value of the throttle flag: 1 and the word "on", or 0 and "off"
                value: simulation.throttleActive ? qsTr("1 (on)") : qsTr("0 (off)")
                note: qsTr("Is throttling active?")
                alert: simulation.throttleActive
            }
            ThrottleMetricTile {
                objectName: "metricThrottledClients"
                label: qsTr("Throttled clients")
                metricName: "SearchWriteThrottledClientsCount"
                value: NumberFormat.current.formatCount(simulation.throttledClients)
                note: qsTr("Client connections with delayed writes")
            }
            ThrottleMetricTile {
                objectName: "metricThrottleEvents"
                label: qsTr("Throttle events")
                metricName: "SearchWriteThrottleEvents"
                value: NumberFormat.current.formatCount(simulation.throttleEvents)
                //: The service defines only "throttling events per reporting interval"; the model counts delayed writes
                note: qsTr("How this model counts: writes the throttle delayed in the last 5 minutes")
            }
            ThrottleMetricTile {
                objectName: "metricWriterCpu"
                label: qsTr("Writer CPU")
                metricName: "SearchWriteCPUUtilization"
                value: NumberFormat.current.formatPercent(simulation.cpuPercent)
                note: qsTr("Writer CPU in the last minute")
            }
        }
    }

    InfoCard {
        objectName: "modelPanel"
        heading: qsTr("What the model also shows")

        GridLayout {
            Layout.fillWidth: true
            columns: page.width > 700 ? 4 : 2
            columnSpacing: Theme.spacing
            rowSpacing: Theme.spacing

            ThrottleMetricTile {
                objectName: "metricAverage"
                label: qsTr("2-hour average")
                value: NumberFormat.current.formatPercent(simulation.rollingAveragePercent)
                note: simulation.rollingAveragePercent > 50 ? qsTr("above the 50% line") : qsTr("at or below the 50% line")
            }
            ThrottleMetricTile {
                objectName: "metricAllowedRate"
                label: qsTr("Allowed write rate")
                value: NumberFormat.current.formatPercent(simulation.allowedRatePercent)
                note: qsTr("of normal throughput, for the next minute")
            }
            ThrottleMetricTile {
                objectName: "metricLatency"
                label: qsTr("Write latency")
                value: simulation.writeLatencyText
                note: qsTr("mean of the writes completed in the last minute")
            }
            ThrottleMetricTile {
                objectName: "metricWaiting"
                label: qsTr("Writes waiting")
                value: NumberFormat.current.formatCount(simulation.waitingWrites)
                note: qsTr("delayed, not rejected")
            }
        }
        Paragraph {
            objectName: "conservationLabel"
            readonly property string offered: NumberFormat.current.formatCount(simulation.offeredWrites)
            readonly property string completed: NumberFormat.current.formatCount(simulation.completedWrites)
            readonly property string waiting: NumberFormat.current.formatCount(simulation.waitingWrites)

            //: %1 offered, %2 completed, %3 waiting writes since the start
            text: qsTr("Since minute 0: %1 writes offered = %2 completed + %3 waiting.").arg(offered).arg(completed).arg(waiting)
        }
    }

    ThrottleChart {
        id: cpuChart

        objectName: "cpuChart"
        onShowingChanged: page.refreshChart(cpuChart)
        run: simulation
        Accessible.description: simulation.cpuSummary
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
            }]
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
        }
        LineSeries {
            id: averageSeries

            axisX: cpuChart.timeAxis
            axisY: cpuChart.valueAxis
            color: Theme.partitionColor(1)
            width: 3
            style: Qt.DashLine
        }
        LineSeries {
            id: thresholdSeries

            axisX: cpuChart.timeAxis
            axisY: cpuChart.valueAxis
            color: Theme.dangerColor
            width: 2
            style: Qt.DotLine
        }
    }

    ThrottleChart {
        id: rateChart

        objectName: "rateChart"
        onShowingChanged: page.refreshChart(rateChart)
        run: simulation
        Accessible.description: simulation.rateSummary
        chartTitle: qsTr("Allowed write rate")
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
        }
    }

    ThrottleChart {
        id: latencyChart

        objectName: "latencyChart"
        onShowingChanged: page.refreshChart(latencyChart)
        run: simulation
        Accessible.description: simulation.latencySummary
        chartTitle: qsTr("Write latency")
        valueTitle: qsTr("Minutes")
        valueMin: 0
        valueMax: simulation.latencyAxisMaxMinutes
        valueTickCount: 5
        valueLabelFormat: "%g"

        LineSeries {
            id: latencySeries

            axisX: latencyChart.timeAxis
            axisY: latencyChart.valueAxis
            color: Theme.partitionColor(3)
            width: 2
        }
    }

    ThrottleChart {
        id: flagChart

        objectName: "flagChart"
        onShowingChanged: page.refreshChart(flagChart)
        run: simulation
        Accessible.description: simulation.flagSummary
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
        }
    }

    InfoCard {
        heading: qsTr("How the model counts")
        tint: Theme.highlightSurfaceColor

        BulletList {
            items: [qsTr("Time moves in whole minutes. In each minute the new writes join the back of a queue, and the writer threads complete as many as the allowed rate permits, oldest first. Writer CPU is the work done in that minute."), qsTr("Nothing is dropped: at every minute, writes offered = writes completed + writes waiting."), qsTr("The rate cut: the service picks the rate that would bring the average back to exactly 50% after the next minute. After a long busy stretch that rate is far below 50%, so the floor of 50% takes over."), qsTr("The release: while the average is below 50%, the allowed rate goes up by 5 percentage points a minute; at 100% throttling switches off."), qsTr("Write latency is the mean time of the writes completed in a minute: about 1 ms when nothing waits, plus one minute for every minute a write spent in the queue."), qsTr("Clients: each client connection sends writes worth 5% of demand, so 80% means 16 connections. While throttling is active, every connection with writes still in the queue counts as throttled."), qsTr("Throttle events: in each minute, every write that full speed would have completed but the lowered rate left waiting counts as one event, at most as many as arrived in that minute. Writes that wait only because demand is above 100% do not count. The panel adds the events up over a reporting interval of 5 minutes.")]
        }
    }

    SectionHeading {
        text: qsTr("What your application sees")
    }
    BulletList {
        items: [qsTr("No error from the service: a throttled write still succeeds, it just takes longer. But a wait longer than your client's timeout reaches your application as an error, and if it then retries a write that is not idempotent (HINCRBY, JSON.NUMINCRBY, ...), that write can count twice. Keep retried writes idempotent."), qsTr("Higher latency. The service's metrics for successful write latency and for the latency of search-based set commands go up."), qsTr("Less throughput. In the sustained scenario the allowed rate drops to 50%, so the four-hour import only finishes in minute 339, after 5 hours and 39 minutes, and its last writes wait up to 99 minutes."), qsTr("Clients that wait. In a real application each connection waits for its reply, so the queue of this model shows up as slower clients, longer request times and fuller buffers in your own code.")]
    }

    SectionHeading {
        text: qsTr("Best practices")
    }
    BulletList {
        items: [qsTr("Watch the writer CPU (SearchWriteCPUUtilization). It shows your write pattern and how close you are getting to the threshold before anything slows down."), qsTr("Watch the throttle flag (SearchWriteThrottleActive) and raise an alert on it, so that someone looks into it right away."), qsTr("Spread continuous ingestion across the 2-hour window. A burst is fine as long as quieter minutes in the same window balance it; compare the sustained and the evenly spread scenario."), qsTr("Scale the cluster when throttling lasts long or keeps coming back and the extra latency hurts your application.")]
    }

    SectionHeading {
        text: qsTr("Which commands are throttled?")
    }
    Paragraph {
        text: qsTr("Only certain writes are throttled, and only when they touch a key that belongs to a search index. Enter the key prefixes of your indexes, then type a command line. The checker tells you whether the command can be delayed, and why.")
    }
    ThrottleCommandChecker {
        id: checkerPanel

        objectName: "commandCheckerPanel"
    }

    Foldout {
        objectName: "limitsFoldout"
        title: qsTr("Limits of this model")

        BulletList {
            items: [qsTr("The real service measures more finely than in whole minutes and does not publish its exact control law. The rate-cut formula, the release step of 5 points a minute, the 5-minute reporting interval and the way clients are counted are choices made for this lesson."), qsTr("CPU is proportional to the number of writes, and every write costs the same. In reality a large JSON document with many indexed fields costs more than a small hash."), qsTr("All writes wait in one queue and nobody gives up. Real clients wait for each reply, have timeouts and send less while they wait."), qsTr("Only indexed writes use CPU here. Reads, other keys, backups and the transaction log are not modelled, and neither are several shards, failover or scaling during a run.")]
        }
    }

    SectionHeading {
        text: qsTr("Questions for discussion")
    }
    Paragraph {
        text: qsTr("Discuss first, then open the model answer.")
        color: Theme.mutedTextColor
    }
    Paragraph {
        text: qsTr("1. The sustained and the evenly spread scenario write the same data. Which one finishes first? Which one would you choose for an online shop that keeps taking orders during the import?")
        font.bold: true
    }
    Foldout {
        objectName: "answer1Foldout"
        title: qsTr("Model answer")
        //: A screen reader's name for the model answer's heading; %1 is the question's number
        accessibleName: qsTr("Model answer to question %1").arg(1)
        titleSize: Theme.bodySize

        Paragraph {
            text: qsTr("The sustained import finishes first, in minute 339, even though it is throttled; the spread one needs until minute 480. But from minute 76 every indexed write waits, up to 99 minutes, and the shop's own writes to indexed keys queue behind the import. Spread over eight hours, the import never lifts the average above 40%, and a write still takes about 1 ms. For a shop that stays open, spread it: finishing later costs less than slow orders.")
        }
    }
    Paragraph {
        text: qsTr("2. Why does the service look at the current CPU as well as at the 2-hour average? What could happen without the 50% floor?")
        font.bold: true
    }
    Foldout {
        objectName: "answer2Foldout"
        title: qsTr("Model answer")
        //: A screen reader's name for the model answer's heading; %1 is the question's number
        accessibleName: qsTr("Model answer to question %1").arg(2)
        titleSize: Theme.bodySize

        Paragraph {
            text: qsTr("The average lags: after a busy stretch it can stay above 50% for up to an hour while the writer threads are already calm. Judged by the average alone, the service would keep cutting writes that do no harm. The current CPU tells it when to hold the rate instead. Without the floor, the rate that pulls the average back to 50% within one minute can be zero after a long busy stretch: writes would stop, and the queue and the wait would grow for as long as the average stays high.")
        }
    }
    Paragraph {
        text: qsTr("3. Your dashboards show no errors, but writes get slower every night at two o'clock. Which metrics do you check first?")
        font.bold: true
    }
    Foldout {
        objectName: "answer3Foldout"
        title: qsTr("Model answer")
        //: A screen reader's name for the model answer's heading; %1 is the question's number
        accessibleName: qsTr("Model answer to question %1").arg(3)
        titleSize: Theme.bodySize

        Paragraph {
            text: qsTr("First the throttle flag (SearchWriteThrottleActive): is it 1 at two o'clock? Then the writer CPU (SearchWriteCPUUtilization) in the two hours before: a nightly job that keeps it high lifts the average above 50%. The throttled clients and throttle events show how many writers are held back. Throttling returns no error, which is why the error dashboards stay quiet. The fix: spread the job over more hours, or scale the cluster.")
        }
    }
}
