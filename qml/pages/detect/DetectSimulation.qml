import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtCharts
import HotspotLab

// The detect page's simulation: Play, +10,000 and Reset with the run's progress, the key
// each detector names and what it costs, the settings, then three views: the top keys
// (chart and table), the run over time (the hot keys' counts and the memory), and the
// sketch itself with its overestimates. Every number comes from the page's HotKeyDetector.
ColumnLayout {
    id: root

    required property LessonPage page
    required property HotKeyDetector detector

    function keyText(key: int): string {
        //: A key of the request stream, e.g. "key 8089"; a dash before any request
        return key < 0 ? "–" : qsTr("key %1").arg(key);
    }

    // After an action the buttons, the status and the named keys are in view, and the
    // view below them, as far as fits (the one column at large text).
    function showResult() {
        root.page.keepInView(runButtons, [runButtons, runStatus, namedFigures, views]);
    }

    // The bound epsilon × N as a line across the overestimates' chart, while it shows.
    function updateBoundLine() {
        if (overChart.showing) {
            boundLine.clear();
            boundLine.append(0, root.detector.boundNow);
            boundLine.append(1, root.detector.boundNow);
        }
    }

    spacing: Theme.spacing
    Component.onCompleted: updateBoundLine()

    Connections {
        target: root.detector

        function onStreamChanged() {
            root.updateBoundLine();
        }
    }

    // The predictions the stream would answer, above the buttons that run it: the shift's
    // first, as Play at the starting settings answers it (the narrow sketch's waits for a
    // width of 64 or less).
    PredictFirstPrompt {
        page: root.page
        predictions: [root.detector.shiftPrediction, root.detector.narrowingPrediction]
    }

    Flow {
        id: runButtons

        Layout.fillWidth: true
        spacing: Theme.spacing

        ShortcutButton {
            objectName: "detectPlayButton"
            text: root.detector.feeding ? qsTr("Pause") : root.detector.requestCount >= root.detector.runEnd ? qsTr("Play again") : qsTr("Play")
            highlighted: !root.detector.feeding
            shortcutSequence: KeyboardShortcuts.sequence("detectPlay")
            Accessible.name: root.detector.feeding ? qsTr("Pause the stream") : qsTr("Play the stream")
            onClicked: {
                if (root.detector.feeding)
                    root.detector.pause();
                else
                    root.detector.play();
                root.showResult();
            }
        }
        ShortcutButton {
            objectName: "detectFeedButton"
            text: qsTr("+10,000 requests")
            shortcutSequence: KeyboardShortcuts.sequence("detectFeed")
            Accessible.name: qsTr("Send the next 10,000 requests")
            onClicked: {
                root.detector.feedInSlices(10000);
                root.showResult();
            }
        }
        TextButton {
            objectName: "detectResetButton"
            text: qsTr("Reset run")
            Accessible.name: qsTr("Reset the run to request 0")
            onClicked: {
                root.detector.reset();
                root.showResult();
            }
        }
    }

    LiveStatusLine {
        id: runStatus

        objectName: "detectStatus"
        Layout.fillWidth: true
        //: %1 requests so far, %2 the run's end, %3 the hot key now (e.g. "key 8089")
        words: qsTr("Request %1 of %2. Hot right now: %3.").arg(NumberFormat.current.formatCount(root.detector.requestCount)).arg(NumberFormat.current.formatCount(root.detector.runEnd)).arg(root.keyText(root.detector.requestCount > 0 ? root.detector.hotKeyNow : -1))
    }

    // Which key each detector names, and what its memory costs now.
    GridLayout {
        id: namedFigures

        Layout.fillWidth: true
        columns: 3
        columnSpacing: Theme.spacing
        rowSpacing: Theme.spacing

        SubKeyFigure {
            objectName: "exactFigure"
            caption: qsTr("Exact counting names")
            value: root.keyText(root.detector.exactTopKey)
            //: %1 memory, %2 how many keys it counts
            note: qsTr("%1 for %2 key(s)", "", root.detector.keysSeen).arg(NumberFormat.current.formatKiB(root.detector.exactMemoryBytes)).arg(NumberFormat.current.formatCount(root.detector.keysSeen))
            warning: root.detector.exactTopKey >= 0 && root.detector.exactTopKey !== root.detector.hotKeyNow
        }
        SubKeyFigure {
            objectName: "sampledFigure"
            //: %1 the sampling rate, e.g. 100
            caption: qsTr("Sampling 1 in %1 names").arg(NumberFormat.current.formatCount(root.detector.sampleEvery))
            value: root.keyText(root.detector.sampledTopKey)
            note: qsTr("%1 for %2 key(s)", "", root.detector.sampledKeysSeen).arg(NumberFormat.current.formatKiB(root.detector.sampledMemoryBytes)).arg(NumberFormat.current.formatCount(root.detector.sampledKeysSeen))
            warning: root.detector.sampledTopKey >= 0 && root.detector.sampledTopKey !== root.detector.hotKeyNow
        }
        SubKeyFigure {
            objectName: "sketchFigure"
            caption: qsTr("The sketch's top-k names")
            value: root.keyText(root.detector.detectedHotKey)
            //: %1 memory of the sketch; it does not grow
            note: qsTr("%1, fixed").arg(NumberFormat.current.formatKiB(root.detector.sketchMemoryBytes))
            warning: root.detector.detectedHotKey >= 0 && root.detector.detectedHotKey !== root.detector.hotKeyNow
        }
    }
    Paragraph {
        words: qsTr("Red: the detector names a key that is not the hot key right now.")
        font.pixelSize: Theme.smallSize
        color: Theme.mutedTextColor
    }
    // The verdicts where the run is watched, too (the cards with the reasoning are in
    // the narrative): one line each, once a committed prediction has been played out.
    Column {
        Layout.fillWidth: true
        visible: root.detector.narrowingPrediction.verdict !== LessonPrediction.NotYet || root.detector.shiftPrediction.verdict !== LessonPrediction.NotYet
        spacing: Theme.spacingSmall

        // No text in the model: a language switch re-words the lines, it does not rebuild them.
        Repeater {
            model: [root.detector.narrowingPrediction, root.detector.shiftPrediction]

            delegate: Paragraph {
                id: verdictLine

                required property LessonPrediction modelData
                required property int index

                objectName: "detectVerdict" + verdictLine.index
                width: verdictLine.parent ? verdictLine.parent.width : 0
                visible: verdictLine.modelData.verdict !== LessonPrediction.NotYet
                words: (verdictLine.index === 0 ? qsTr("Your prediction for the narrow sketch: %1") : qsTr("Your prediction for the shift: %1")).arg(verdictLine.modelData.verdictText)
                font.bold: true
                color: verdictLine.modelData.verdict === LessonPrediction.Right ? Theme.goodColor : Theme.dangerColor
            }
        }
    }

    Foldout {
        id: settings

        objectName: "detectSettings"
        keptIn: root.page.lessonState
        Layout.fillWidth: true
        title: qsTr("Settings (a change starts the run again)")
        titleSize: Theme.bodySize

        // Closed at first: open, they would push the top keys' chart below the window at
        // 1280x800 (atspi_workspace); the story says where to find them.
        GridLayout {
            Layout.fillWidth: true
            columns: 2
            columnSpacing: Theme.spacing
            rowSpacing: Theme.spacing

            DetectSettingBox {
                Layout.preferredWidth: 1
                objectName: "widthSetting"
                caption: qsTr("Sketch width")
                values: [16, 32, 64, 256, 2048, 16384]
                texts: values.map(v => NumberFormat.current.formatCount(v))
                current: root.detector.sketchWidth
                onChosen: value => root.detector.sketchWidth = value
            }
            DetectSettingBox {
                Layout.preferredWidth: 1
                objectName: "depthSetting"
                caption: qsTr("Sketch depth (rows)")
                values: [1, 2, 3, 4, 5, 6, 7, 8]
                texts: values.map(v => NumberFormat.current.formatCount(v))
                current: root.detector.sketchDepth
                onChosen: value => root.detector.sketchDepth = value
            }
            DetectSettingBox {
                Layout.preferredWidth: 1
                objectName: "topKSetting"
                caption: qsTr("Top-k list size")
                values: [3, 5, 10, 20]
                texts: values.map(v => NumberFormat.current.formatCount(v))
                current: root.detector.topK
                onChosen: value => root.detector.topK = value
            }
            DetectSettingBox {
                Layout.preferredWidth: 1
                objectName: "sampleSetting"
                caption: qsTr("Sampling")
                values: [10, 100, 1000]
                //: A sampling rate: one request counted in %1
                texts: values.map(v => qsTr("1 in %1").arg(NumberFormat.current.formatCount(v)))
                current: root.detector.sampleEvery
                onChosen: value => root.detector.sampleEvery = value
            }
            DetectSettingBox {
                Layout.preferredWidth: 1
                objectName: "decaySetting"
                caption: qsTr("Decay of the sketch and its top-k list: halve every")
                values: [0, 1000, 5000, 20000]
                //: Decay choice: %1 requests
                texts: values.map(v => v === 0 ? qsTr("Off") : qsTr("%1 request(s)", "", v).arg(NumberFormat.current.formatCount(v)))
                current: Number(root.detector.halveEvery)
                onChosen: value => root.detector.halveEvery = value
            }
            DetectSettingBox {
                Layout.preferredWidth: 1
                objectName: "shiftSetting"
                caption: qsTr("Hot key shifts at request")
                values: [0, 20000, 50000, 80000]
                texts: values.map(v => v === 0 ? qsTr("Never") : NumberFormat.current.formatCount(v))
                current: Number(root.detector.shiftAt)
                onChosen: value => root.detector.shiftAt = value
            }
        }
        Paragraph {
            //: %1 epsilon in percent, %2 delta in percent, %3 the sketch's memory
            words: qsTr("This sketch: epsilon = e / width = %1, delta = e^-depth = %2, %3.").arg(NumberFormat.current.formatProbability(root.detector.epsilon)).arg(NumberFormat.current.formatProbability(root.detector.delta)).arg(NumberFormat.current.formatKiB(root.detector.sketchMemoryBytes))
            font.pixelSize: Theme.smallSize
        }
    }

    PaneTabBar {
        id: viewTabs

        objectName: "detectViewTabs"
        Layout.fillWidth: true
        // The view on show is kept in the lesson's state, so a page built again shows it.
        currentIndex: root.page.lessonState.value("view", 0)
        onCurrentIndexChanged: root.page.lessonState.setValue("view", currentIndex)
        // The tabs share the width the layout gives: content sized by the tabs' wrapped
        // titles, which follow the width, made Qt 6.4 report a binding loop.
        contentWidth: availableWidth
        Accessible.name: qsTr("Views of the run")

        WrappingTabButton {
            objectName: "topKeysTab"
            Accessible.name: text
            text: qsTr("Top keys")
        }
        WrappingTabButton {
            objectName: "overTimeTab"
            Accessible.name: text
            text: qsTr("Over time")
        }
        WrappingTabButton {
            objectName: "sketchTab"
            Accessible.name: text
            text: qsTr("The sketch")
        }
    }

    StackLayout {
        id: views

        Layout.fillWidth: true
        currentIndex: viewTabs.currentIndex

        ColumnLayout {
            spacing: Theme.spacing

            LessonChart {
                id: topChart

                objectName: "topKeysChart"
                exportName: "top-keys"
                runTable: topKeys
                runTableName: "top-keys"
                //: Names the detector's table in the export dialog
                runTableTitle: qsTr("Top keys: true count, sketch and sampled estimates")
                Layout.fillWidth: true
                Layout.preferredHeight: Theme.chartHeight
                Layout.maximumHeight: root.page.chartMaximumHeight
                heading: qsTr("The sketch's top keys: true count and estimates")
                valueAxisTitle: qsTr("Requests")
                categoryAxisTitle: qsTr("Key")
                drawsValueLabels: true
                gridAxis: topAxis
                categoryLabels: topKeys.chartKeys
                emptyText: root.detector.requestCount === 0 ? qsTr("No requests yet. Press Play or +10,000 requests.") : ""
                // The table's column titles: with decay the sketch's says its counts are halved.
                legendEntries: [{
                        "name": topKeys.headers[DetectTopKeysModel.TrueCountColumn],
                        "color": Theme.partitionColor(0)
                    }, {
                        "name": topKeys.headers[DetectTopKeysModel.SketchColumn],
                        "color": Theme.partitionColor(1)
                    }, {
                        "name": topKeys.headers[DetectTopKeysModel.SampledColumn],
                        "color": Theme.partitionColor(2)
                    }]
                Accessible.role: Accessible.Chart
                Accessible.name: heading
                Accessible.description: topKeys.summary

                ValueAxis {
                    id: topAxis

                    min: 0
                    max: NumberFormat.current.chartCeiling(topKeys.chartMaximum)
                    labelFormat: "%.0f"
                    labelsFont: Theme.chartLabelFont
                    tickCount: 5
                }
                BarIndexAxis {
                    id: topKeyAxis

                    count: topKeys.chartKeys.length
                }
                BarSeries {
                    axisX: topKeyAxis
                    axisY: topAxis
                    barWidth: 0.8

                    BarSet {
                        values: topKeys.chartTrueCounts
                        color: Theme.partitionColor(0)
                        borderColor: Theme.partitionColor(0)
                    }
                    BarSet {
                        values: topKeys.chartSketchEstimates
                        color: Theme.partitionColor(1)
                        borderColor: Theme.partitionColor(1)
                    }
                    BarSet {
                        values: topKeys.chartSampledEstimates
                        color: Theme.partitionColor(2)
                        borderColor: Theme.partitionColor(2)
                    }
                }
            }

            DetectTopKeysModel {
                id: topKeys

                detector: root.detector
            }

            Row {
                id: topTableHeader

                readonly property var headers: topKeys.headers
                readonly property int columnCount: headers.length

                Layout.fillWidth: true

                Repeater {
                    model: DelegateEntries.ownedBy(topTableHeader, topTableHeader.columnCount)

                    delegate: Label {
                        id: headerCell

                        required property var modelData
                        required property int index
                        readonly property var row: modelData.owner

                        width: headerCell.row.width / Math.max(1, headerCell.row.columnCount)
                        padding: Theme.spacingSmall
                        text: headerCell.row.headers[headerCell.index] ?? ""
                        font.bold: true
                        wrapMode: Text.Wrap
                        horizontalAlignment: Text.AlignRight
                    }
                }
            }
            TableView {
                id: topTable

                objectName: "topKeysTable"
                // Figures to read, not a control: no Tab stop (Qt 6.8's TableView is one).
                activeFocusOnTab: false
                Layout.fillWidth: true
                // Rows of one line each: a height that follows wrapped cells would change while
                // the layout that sets the table's width runs (a polish loop).
                Layout.preferredHeight: rows * (Theme.bodySize * 1.6 + 2 * Theme.spacingSmall)
                rowHeightProvider: () => Theme.bodySize * 1.6 + 2 * Theme.spacingSmall
                columnWidthProvider: () => width / Math.max(1, columns)
                interactive: false
                model: topKeys
                Accessible.role: Accessible.Table
                Accessible.name: qsTr("The sketch's top keys")
                Accessible.description: topKeys.summary
                onWidthChanged: forceLayout()

                delegate: Text {
                    id: topCell

                    required property int row
                    required property int column
                    required property string display
                    required property bool hot

                    objectName: "topCell_" + topCell.row + "_" + topCell.column
                    padding: Theme.spacingSmall
                    text: topCell.display
                    color: Theme.textColor
                    font.pixelSize: Theme.bodySize
                    font.bold: topCell.hot
                    font.preferShaping: false
                    horizontalAlignment: Text.AlignRight
                    elide: Text.ElideRight
                }
            }
            Paragraph {
                objectName: "topKeysDecayNote"
                Layout.preferredHeight: contentHeight
                visible: root.detector.halveEvery > 0
                words: qsTr("With decay on, the sketch's estimates are halved counts, not totals, so they are not compared with the true counts.")
                font.pixelSize: Theme.smallSize
                color: Theme.mutedTextColor
            }
            Paragraph {
                words: qsTr("Bold: the key that is hot right now.")
                font.pixelSize: Theme.smallSize
                color: Theme.mutedTextColor
            }
        }

        ColumnLayout {
            spacing: Theme.spacing

            LessonChart {
                id: overTimeChart

                objectName: "overTimeChart"
                exportName: "hot-keys-over-time"
                Layout.fillWidth: true
                Layout.preferredHeight: Theme.chartHeight
                Layout.maximumHeight: root.page.chartMaximumHeight
                heading: qsTr("Both hot keys: sketch estimate and true count")
                valueAxisTitle: qsTr("Requests")
                categoryAxisTitle: qsTr("Requests so far (thousands)")
                // Qt Quick draws the value axis's numbers; the time axis's are Qt Charts' own,
                // and need the language's locale only from 1,000 on (a late shift): a new
                // locale lays the whole chart out again on every language switch.
                drawsValueLabels: true
                localizeNumbers: timeAxis.max >= 1000
                gridAxis: countAxis
                verticalGridAxis: timeAxis
                legendEntries: [{
                        "name": qsTr("Old hot key, estimate"),
                        "color": oldEstimateSeries.color,
                        "line": Qt.SolidLine
                    }, {
                        "name": qsTr("Old hot key, true count (dashed)"),
                        "color": oldTrueSeries.color,
                        "line": Qt.DashLine
                    }, {
                        "name": qsTr("New hot key, estimate"),
                        "color": newEstimateSeries.color,
                        "line": Qt.SolidLine
                    }, {
                        "name": qsTr("New hot key, true count (dashed)"),
                        "color": newTrueSeries.color,
                        "line": Qt.DashLine
                    }]
                Accessible.role: Accessible.Chart
                Accessible.name: heading
                //: %1 the old hot key, %2 its estimate, %3 its true count, %4-%6 the same for the new hot key
                Accessible.description: qsTr("Old hot key %1: estimate %2, true count %3. New hot key %4: estimate %5, true count %6.").arg(root.detector.hotKeyBeforeShift).arg(NumberFormat.current.formatCount(root.detector.oldHotEstimate)).arg(NumberFormat.current.formatCount(root.detector.oldHotTrueCount)).arg(root.detector.hotKeyAfterShift).arg(NumberFormat.current.formatCount(root.detector.newHotEstimate)).arg(NumberFormat.current.formatCount(root.detector.newHotTrueCount))

                ValueAxis {
                    id: timeAxis

                    min: 0
                    max: Number(root.detector.runEnd) / 1000
                    tickInterval: 10
                    tickType: ValueAxis.TicksDynamic
                    labelFormat: "%.0f"
                    labelsFont: Theme.chartLabelFont
                }
                ValueAxis {
                    id: countAxis

                    // Changed only while the chart shows: a hidden chart does no layout.
                    Binding on max  {
                        value: NumberFormat.current.chartCeiling(root.detector.historyPeak)
                        when: overTimeChart.showing
                        restoreMode: Binding.RestoreNone
                    }

                    min: 0
                    labelFormat: "%.0f"
                    labelsFont: Theme.chartLabelFont
                    tickCount: 5
                }
                LineSeries {
                    id: oldEstimateSeries

                    objectName: "oldEstimateSeries"
                    axisX: timeAxis
                    axisY: countAxis
                    color: Theme.partitionColor(0)
                    width: 2

                    VXYModelMapper {
                        model: root.detector.history
                        xColumn: DetectHistoryModel.ThousandRequestsColumn
                        yColumn: DetectHistoryModel.OldHotEstimateColumn
                    }
                }
                LineSeries {
                    id: oldTrueSeries

                    objectName: "oldTrueSeries"
                    axisX: timeAxis
                    axisY: countAxis
                    color: Theme.partitionColor(0)
                    width: 2
                    style: Qt.DashLine

                    VXYModelMapper {
                        model: root.detector.history
                        xColumn: DetectHistoryModel.ThousandRequestsColumn
                        yColumn: DetectHistoryModel.OldHotTrueCountColumn
                    }
                }
                LineSeries {
                    id: newEstimateSeries

                    objectName: "newEstimateSeries"
                    axisX: timeAxis
                    axisY: countAxis
                    color: Theme.partitionColor(1)
                    width: 2

                    VXYModelMapper {
                        model: root.detector.history
                        xColumn: DetectHistoryModel.ThousandRequestsColumn
                        yColumn: DetectHistoryModel.NewHotEstimateColumn
                    }
                }
                LineSeries {
                    id: newTrueSeries

                    objectName: "newTrueSeries"
                    axisX: timeAxis
                    axisY: countAxis
                    color: Theme.partitionColor(1)
                    width: 2
                    style: Qt.DashLine

                    VXYModelMapper {
                        model: root.detector.history
                        xColumn: DetectHistoryModel.ThousandRequestsColumn
                        yColumn: DetectHistoryModel.NewHotTrueCountColumn
                    }
                }
            }

            LessonChart {
                id: memoryChart

                objectName: "memoryChart"
                exportName: "memory"
                Layout.fillWidth: true
                Layout.preferredHeight: Theme.chartHeight
                Layout.maximumHeight: root.page.chartMaximumHeight
                heading: qsTr("Memory per detector")
                valueAxisTitle: qsTr("KiB")
                categoryAxisTitle: qsTr("Requests so far (thousands)")
                // Qt Quick draws the value axis's numbers; the time axis's are Qt Charts' own,
                // and need the language's locale only from 1,000 on (a late shift): a new
                // locale lays the whole chart out again on every language switch.
                drawsValueLabels: true
                localizeNumbers: memoryTimeAxis.max >= 1000
                gridAxis: memoryAxis
                verticalGridAxis: memoryTimeAxis
                legendEntries: [{
                        "name": qsTr("Exact counting"),
                        "color": exactMemorySeries.color,
                        "line": Qt.SolidLine
                    }, {
                        "name": qsTr("Sampling"),
                        "color": sampledMemorySeries.color,
                        "line": Qt.DashLine
                    }, {
                        "name": qsTr("Count-min sketch"),
                        "color": sketchMemorySeries.color,
                        "line": Qt.DotLine
                    }]
                Accessible.role: Accessible.Chart
                Accessible.name: heading
                //: %1-%3 memory sizes
                Accessible.description: qsTr("Exact counting %1, sampling %2, count-min sketch %3.").arg(NumberFormat.current.formatKiB(root.detector.exactMemoryBytes)).arg(NumberFormat.current.formatKiB(root.detector.sampledMemoryBytes)).arg(NumberFormat.current.formatKiB(root.detector.sketchMemoryBytes))

                ValueAxis {
                    id: memoryTimeAxis

                    min: 0
                    max: Number(root.detector.runEnd) / 1000
                    tickInterval: 10
                    tickType: ValueAxis.TicksDynamic
                    labelFormat: "%.0f"
                    labelsFont: Theme.chartLabelFont
                }
                ValueAxis {
                    id: memoryAxis

                    // Changed only while the chart shows: a hidden chart does no layout.
                    Binding on max  {
                        value: NumberFormat.current.chartCeiling(root.detector.memoryPeakKiB)
                        when: memoryChart.showing
                        restoreMode: Binding.RestoreNone
                    }

                    min: 0
                    labelFormat: "%.0f"
                    labelsFont: Theme.chartLabelFont
                    tickCount: 5
                }
                LineSeries {
                    id: exactMemorySeries

                    objectName: "exactMemorySeries"
                    axisX: memoryTimeAxis
                    axisY: memoryAxis
                    color: Theme.partitionColor(0)
                    width: 2

                    VXYModelMapper {
                        model: root.detector.history
                        xColumn: DetectHistoryModel.ThousandRequestsColumn
                        yColumn: DetectHistoryModel.ExactMemoryKiBColumn
                    }
                }
                LineSeries {
                    id: sampledMemorySeries

                    objectName: "sampledMemorySeries"
                    axisX: memoryTimeAxis
                    axisY: memoryAxis
                    color: Theme.partitionColor(2)
                    width: 2
                    style: Qt.DashLine

                    VXYModelMapper {
                        model: root.detector.history
                        xColumn: DetectHistoryModel.ThousandRequestsColumn
                        yColumn: DetectHistoryModel.SampledMemoryKiBColumn
                    }
                }
                LineSeries {
                    id: sketchMemorySeries

                    objectName: "sketchMemorySeries"
                    axisX: memoryTimeAxis
                    axisY: memoryAxis
                    color: Theme.partitionColor(1)
                    width: 2
                    style: Qt.DotLine

                    VXYModelMapper {
                        model: root.detector.history
                        xColumn: DetectHistoryModel.ThousandRequestsColumn
                        yColumn: DetectHistoryModel.SketchMemoryKiBColumn
                    }
                }
            }
        }

        ColumnLayout {
            spacing: Theme.spacing

            DetectSketchGrid {
                objectName: "sketchGrid"
                Layout.fillWidth: true
                detector: root.detector
            }

            LessonChart {
                id: overChart

                // The worst keys need a pass over every key seen: taken only while the chart
                // is showing (the top keys' tab fed without it), caught up when it shows.
                property var largest: []

                Binding on largest  {
                    // The condition in the value too: a Binding evaluates its value even
                    // while `when` keeps it from the target.
                    value: overChart.showing ? root.detector.worstOverestimates : []
                    when: overChart.showing
                    restoreMode: Binding.RestoreNone
                }

                objectName: "overestimateChart"

                exportName: "overestimates"
                Layout.fillWidth: true
                Layout.preferredHeight: Theme.chartHeight
                Layout.maximumHeight: root.page.chartMaximumHeight
                heading: qsTr("The largest overestimates and the bound epsilon × N")
                valueAxisTitle: qsTr("Estimate minus true count")
                categoryAxisTitle: qsTr("Keys, worst first")
                drawsValueLabels: true
                gridAxis: overAxis
                onShowingChanged: root.updateBoundLine()
                emptyText: root.detector.requestCount === 0 ? qsTr("No requests yet. Press Play or +10,000 requests.") : ""
                legendEntries: [{
                        "name": qsTr("Overestimate of a key"),
                        "color": Theme.partitionColor(1)
                    }, {
                        "name": qsTr("epsilon × N (dashed)"),
                        "color": Theme.textColor,
                        "line": Qt.DashLine
                    }]
                Accessible.role: Accessible.Chart
                Accessible.name: heading
                //: %1 largest overestimate, %2 the bound, %3 share of keys within it, %4 keys seen
                Accessible.description: !overChart.visible ? "" : qsTr("Largest overestimate %1, bound %2; %3 of %4 keys are within it.").arg(NumberFormat.current.formatCount(root.detector.maxOverestimate)).arg(NumberFormat.current.formatNumber(root.detector.boundNow, 0)).arg(NumberFormat.current.formatPercent(root.detector.withinBoundPercent)).arg(NumberFormat.current.formatCount(root.detector.keysSeen))

                ValueAxis {
                    id: overAxis

                    min: 0
                    Binding on max  {
                        value: overChart.showing ? NumberFormat.current.chartCeiling(root.detector.overestimatePeak) : 0
                        when: overChart.showing
                        restoreMode: Binding.RestoreNone
                    }

                    labelFormat: "%.0f"
                    labelsFont: Theme.chartLabelFont
                    tickCount: 5
                }
                BarIndexAxis {
                    id: overKeyAxis

                    count: overChart.largest.length
                }
                ValueAxis {
                    id: boundLineAxis

                    visible: false
                    min: 0
                    max: 1
                }
                BarSeries {
                    axisX: overKeyAxis
                    axisY: overAxis
                    barWidth: 0.8

                    BarSet {
                        values: overChart.largest
                        color: Theme.partitionColor(1)
                        borderColor: Theme.partitionColor(1)
                    }
                }
                LineSeries {
                    id: boundLine

                    axisX: boundLineAxis
                    axisY: overAxis
                    color: Theme.textColor
                    width: Theme.focusWidth
                    style: Qt.DashLine
                    capStyle: Qt.FlatCap
                }
            }
            Paragraph {
                id: boundText

                objectName: "boundText"
                Layout.preferredHeight: contentHeight
                //: %1 epsilon × N, %2 share of keys within it, %3 keys seen
                words: !boundText.visible ? "" : qsTr("epsilon × N is %1 now; %2 of the %3 keys seen are within it.").arg(NumberFormat.current.formatNumber(root.detector.boundNow, 0)).arg(NumberFormat.current.formatPercent(root.detector.withinBoundPercent)).arg(NumberFormat.current.formatCount(root.detector.keysSeen)) + (!root.detector.narrowingSeen ? "" : " " +
                    //: %1 the smallest overestimate over the keys seen
                    qsTr("The smallest overestimate is %1: no estimate is below its true count unless decay has halved the counters.").arg(NumberFormat.current.formatCount(root.detector.minOverestimate)))
            }
        }
    }
}
