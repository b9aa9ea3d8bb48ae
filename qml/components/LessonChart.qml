import QtQuick
import QtQuick.Controls
import QtCharts
import HotspotLab

// The look every chart of the app shares: theme fonts and colours, and no
// animation, so a screenshot or a projector shows the final state at once. While there
// is nothing to plot, emptyText says what fills the chart, so it does not look broken.
// Qt Charts elides a title or a legend entry that does not fit (German at projector text
// sizes lost half its legend), so the heading, the axis titles and the legend are Qt Quick
// text that wraps, drawn in the chart's top and bottom margins: the title of the vertical
// axis above the plot, the title of the horizontal axis below it. That also keeps a
// language switch out of the chart's Graphics View scene, which repaints as a whole.
ChartView {
    id: chart

    property string emptyText
    property string heading
    property font headingFont: Theme.chartTitleFont
    // What the vertical axis measures (shown above the plot) and what the horizontal
    // axis counts (shown under it). Leave the axes' own titleText empty.
    property string valueAxisTitle
    property string categoryAxisTitle
    // The vertical axis whose ticks get grid lines. Qt Quick draws them, the bottom one as
    // the baseline, under the plot, and turns off the axis's own grid and line: Qt's raster
    // painter hands every long line it draws to a thread pool, which cost about a
    // millisecond per repaint of a chart.
    property ValueAxis gridAxis: null
    // How many ticks of the gridAxis get a grid line (and a number, drawsValueLabels): its
    // own tickCount, unless the chart sets it. A chart that draws its numbers and whose
    // ticks follow its data sets it here and leaves the axis's tickCount alone: Qt Charts
    // lays the axis out again for a new tickCount, as for a new range, so a new scale cost
    // two layouts (the sub-key charts' change of partition count).
    property int valueTickCount: gridAxis ? gridAxis.tickCount : 0
    // Grid lines and numbers are made for the most ticks so far and then kept, hidden when
    // unused, as the bars' labels are (categorySlots).
    property int valueTickSlots: 0
    // A horizontal axis with dynamic ticks (tickAnchor, tickInterval), such as a time axis,
    // whose ticks get vertical grid lines from Qt Quick as well (its own grid is turned off).
    property ValueAxis verticalGridAxis: null
    // Where those lines are, in the axis's units.
    readonly property var verticalGridValues: {
        const axis = verticalGridAxis;
        if (!axis || axis.tickInterval <= 0 || axis.max <= axis.min)
            return [];
        const values = [];
        const first = axis.tickAnchor + Math.ceil((axis.min - axis.tickAnchor) / axis.tickInterval - 1e-9) * axis.tickInterval;
        for (let value = first; value <= axis.max + 1e-9 && values.length < 100; value += axis.tickInterval)
            values.push(value);
        return values;
    }
    // The lines' items are made again only when their number changes, not when the
    // window moves.
    readonly property int verticalGridCount: verticalGridValues.length
    // Labels under the bars, one per bar ("" leaves a bar unlabelled), for a chart whose
    // horizontal axis is a BarIndexAxis. Qt Quick draws them: new categories on a Qt Charts
    // axis made it lay out every label of the chart again, half of a bar chart's update.
    property var categoryLabels: []
    readonly property int categoryCount: categoryLabels.length
    property font categoryFont: Theme.chartLabelFont
    // Label items are made for the most bars seen so far and then kept, hidden when
    // unused: making 32 of them anew cost more than the chart's own update.
    property int categorySlots: 0
    // The width of the plot's slice each bar sits in (bar i in the i-th), which places the
    // bars' labels and numbers.
    readonly property real categorySlotWidth: plotArea.width / Math.max(1, categoryCount)
    // Labels too wide for their bars are thinned out: only every categoryStep-th is shown
    // (1, 2, 4, ...), so large text on a projector never makes them overlap.
    readonly property int categoryStep: {
        // advanceWidth() is a call, not a property: naming the font size makes a text-size
        // change recompute this.
        if (categoryCount === 0 || plotArea.width <= 0 || categoryMetrics.font.pixelSize <= 0)
            return 1;
        let widest = 0;
        for (const label of categoryLabels)
            widest = Math.max(widest, categoryMetrics.advanceWidth(label));
        return thinningStep(categoryCount, categorySlotWidth, widest + Theme.spacing);
    }
    // The gridAxis's numbers drawn by Qt Quick, beside its grid lines, in the language's
    // format (NumberFormat), for a chart that asks (drawsValueLabels); the axis's own
    // labels are then off and the left margin keeps room for the widest number. A language
    // switch then leaves the chart's Graphics View scene alone: a new locale made Qt Charts
    // lay out and paint the whole chart again, most of the chart work in a switch.
    property bool drawsValueLabels: false
    readonly property var valueLabels: {
        const axis = gridAxis;
        const ticks = valueTickCount;
        if (!drawsValueLabels || !axis || ticks < 2)
            return [];
        const labels = [];
        for (let i = 0; i < ticks; ++i)
            labels.push(NumberFormat.current.formatNumber(axis.min + (axis.max - axis.min) * i / (ticks - 1), 0));
        return labels;
    }
    readonly property int valueLabelCount: valueLabels.length
    // Numbers closer than a line apart (a low plot, large text) are thinned out: only every
    // valueLabelStep-th is shown (1, 2, 4, ...), from the bottom.
    readonly property int valueLabelStep: {
        const gap = plotArea.height / Math.max(1, valueLabelCount - 1);
        return thinningStep(valueLabelCount - 1, gap, Math.ceil(valueMetrics.height) + Theme.spacingSmall);
    }
    // The widest number: the column left of the plot that the numbers take. Measured with
    // either separator, so that "8,000" and "8.000" keep the same column: a new left margin
    // would make Qt Charts lay the chart out again on a language switch.
    readonly property real valueLabelsWidth: {
        // advanceWidth() is a call: naming the font size makes a text-size change recompute this.
        if (valueMetrics.font.pixelSize <= 0)
            return 0;
        let widest = 0;
        for (const label of valueLabels) {
            for (const separator of [",", "."])
                widest = Math.max(widest, valueMetrics.advanceWidth(label.replace(/[.,]/g, separator)));
        }
        return Math.ceil(widest);
    }
    // The number above each bar, for a bar chart with a BarIndexAxis whose gridAxis is its
    // value axis: barValues has one whole number per bar, in the gridAxis's units, and a
    // bar above the axis's minimum gets barValueFormat with "@value" replaced by its value
    // in the language's digits.
    // Qt Quick draws them as it draws the category labels: Qt Charts made a text document
    // for every segment of a stacked series, the zero ones included, which was a third of
    // building such a chart.
    property var barValues: []
    property string barValueFormat: "@value"
    // The numbers' items are made once (for categorySlots bars), not again for new values.
    readonly property bool hasBarValues: barValues.length > 0

    // One entry per legend line: {"name": text, "color": colour}, plus "line": a pen
    // style (Qt.SolidLine, Qt.DashLine, Qt.DotLine) for a line series; a square otherwise,
    // with "border": a colour for a light fill such as a shaded stretch.
    property var legendEntries: []
    // Rows are rebuilt only when their number changes; a language switch, which replaces
    // legendEntries, leaves them in place (see BulletList).
    readonly property int legendCount: legendEntries.length

    // A chart beside this one (a LessonChart): both keep the room the larger texts need
    // above and below their plots, so the plots line up even when only one has a legend.
    property var alignedWith: null
    readonly property real topTextsHeight: topTexts.height
    readonly property real bottomTextsHeight: bottomTexts.height

    // The chart as a picture and its run as a table (RunExporter): the right mouse button
    // opens a menu that saves the chart as PNG and, when the chart names its run's table
    // (a model with "value" and "textual" roles), exports that as CSV. File > Export chart
    // or table... lists the same for the keyboard. exportName becomes part of the file name;
    // a chart without one is not offered (tst_teachertools checks that every chart has one).
    property string exportName
    property QtObject runTable: null
    property string runTableName
    property string runTableTitle
    // Set by RunExporter while it draws the chart for a PNG: a chart out of view catches up.
    property bool exporting: false

    // True while the chart is visible and on screen (within the visible part of its page),
    // or being exported. Every change inside a chart (a series, a number locale) makes Qt
    // Charts lay out and repaint all of it, so charts take such changes only while showing
    // (`Binding ... when: chart.showing`) and catch up when they scroll into view.
    readonly property bool showing: visible && (onScreen || exporting)
    // The Flickable the chart scrolls in (the narrative, or a lesson's simulation pane);
    // null outside a page. A binding over the parents: a lesson's simulation moves between
    // the two when the page changes from one column to two panes.
    readonly property Flickable scrollArea: {
        let item = chart.parent;
        while (item && !(item as Flickable))
            item = item.parent;
        return item as Flickable;
    }
    readonly property bool onScreen: {
        if (!scrollArea)
            return true;
        // mapToItem() records no dependencies: the page's height and the chart's own y are
        // read so that a layout change re-evaluates this, like scrolling and resizing do.
        void chart.y;
        if (scrollArea.contentHeight <= 0)
            return false;
        const top = scrollArea.contentY;
        const y = chart.mapToItem(scrollArea.contentItem, 0, 0).y;
        return y + chart.height > top && y < top + scrollArea.height;
    }

    // Bars and grid lines are axis-aligned, crisp without antialiasing, and a chart
    // repaints in about half the time without it.
    antialiasing: false
    animationOptions: ChartView.NoAnimation
    // The card is a Qt Quick rectangle under the chart (a child with a negative z is
    // drawn below its parent), filling the whole item: Qt Charts draws its own background
    // about 9 px inside the item, so the heading and the legend fell on its edges.
    backgroundColor: "transparent"
    legend.visible: false
    // Numbers drawn by Qt Quick (drawsValueLabels) are centred on their grid lines: the top
    // one reaches half its height above the plot, clear of the texts over it.
    margins.top: Math.max(topTextsHeight, alignedWith ? alignedWith.topTextsHeight : 0) + 2 * Theme.spacingSmall + (drawsValueLabels ? Math.ceil(valueMetrics.height / 2) : 0)
    margins.bottom: Math.max(bottomTextsHeight, alignedWith ? alignedWith.bottomTextsHeight : 0) + 2 * Theme.spacingSmall
    // Room for the numbers Qt Quick draws (drawsValueLabels); else Qt Charts' default.
    margins.left: drawsValueLabels ? valueLabelsWidth + 2 * Theme.spacing : 20

    // Labels `slot` apart that each need `needed`: show every step-th (1, 2, 4, ... up to
    // `limit`), so that shown ones never overlap. Bar labels and value numbers share it.
    function thinningStep(limit: int, slot: real, needed: real): int {
        let step = 1;
        while (step < limit && step * slot < needed)
            step *= 2;
        return step;
    }
    // The y of the gridAxis's index-th tick (0 at the bottom), where its grid line and its
    // number (drawsValueLabels) sit. Not typed, like plotXOf: it reads the plot and the axis.
    function plotYOfTick(index) {
        const ticks = gridAxis ? valueTickCount : 2;
        return plotArea.y + plotArea.height * (1 - index / Math.max(1, ticks - 1));
    }

    // The x of a value of the verticalGridAxis (a time axis, say), in whole pixels, kept
    // within the plot: the grid lines and marks drawn over a time window share it. Not
    // typed: Qt 6.4 compiles a typed function ahead of time, and a binding that called it
    // no longer followed the axis and the plot it reads (the lines stayed at the left).
    function plotXOf(value) {
        const axis = verticalGridAxis;
        const share = axis && axis.max > axis.min ? (value - axis.min) / (axis.max - axis.min) : 0;
        return Math.round(plotArea.x + plotArea.width * Math.min(1, Math.max(0, share)));
    }

    onCategoryCountChanged: categorySlots = Math.max(categorySlots, categoryCount)
    onValueTickCountChanged: valueTickSlots = Math.max(valueTickSlots, valueTickCount)
    Component.onCompleted: {
        categorySlots = categoryCount;
        valueTickSlots = valueTickCount;
    }

    // The axes' own grid and lines would be drawn over Qt Quick's (see gridAxis).
    Binding {
        target: chart.gridAxis
        property: "gridVisible"
        value: false
        when: chart.gridAxis !== null
    }
    Binding {
        target: chart.gridAxis
        property: "lineVisible"
        value: false
        when: chart.gridAxis !== null
    }
    Binding {
        target: chart.verticalGridAxis
        property: "gridVisible"
        value: false
        when: chart.verticalGridAxis !== null
    }
    // Numbers Qt Quick draws (drawsValueLabels) replace the axis's own. Hidden labels are
    // still text documents that Qt Charts lays out on every new range; blank ones are cheap.
    Binding {
        target: chart.gridAxis
        property: "labelsVisible"
        value: false
        when: chart.drawsValueLabels && chart.gridAxis !== null
    }
    Binding {
        target: chart.gridAxis
        property: "labelFormat"
        value: " "
        when: chart.drawsValueLabels && chart.gridAxis !== null
    }
    // Axis numbers in the language's format, for charts that ask (localizeNumbers; a new
    // chart draws its value axis's numbers instead, drawsValueLabels). Like every change
    // inside a chart, a new locale is taken only while the chart is showing.
    Binding on locale  {
        value: Qt.locale(LanguageService.localeName)
        when: chart.showing && chart.localizeNumbers
        restoreMode: Binding.RestoreNone
    }

    Rectangle {
        z: -1
        anchors.fill: parent
        color: Theme.surfaceColor
        radius: Theme.radius
    }

    // The context menu, made on first use: most charts are never exported. At (x, y) in the
    // chart.
    function openContextMenu(x: real, y: real) {
        contextMenu.active = true;
        const menu = contextMenu.item as ChartContextMenu;
        menu.chart = chart;
        menu.runTable = chart.runTable;
        menu.popup(chart, x, y);
    }

    // A right click, or press and hold on a touch screen (a tablet on the class's
    // projector has no right button). A short touch or a drag still scrolls the page.
    MouseArea {
        objectName: "chartContextArea"
        anchors.fill: parent
        acceptedButtons: Qt.RightButton
        onClicked: mouse => chart.openContextMenu(mouse.x, mouse.y)
    }
    TapHandler {
        objectName: "chartTouchHold"
        acceptedDevices: PointerDevice.TouchScreen
        onLongPressed: chart.openContextMenu(point.position.x, point.position.y)
    }
    Loader {
        id: contextMenu

        active: false
        // By URL: as a component, the menu's type was compiled with every page's first chart.
        source: Qt.resolvedUrl("ChartContextMenu.qml")
    }

    // The grid, above the card and below the plot: vertical lines first, so the baseline
    // is drawn over them.
    Repeater {
        model: DelegateEntries.ownedBy(chart, chart.verticalGridCount)

        delegate: Rectangle {
            required property var modelData
            required property int index

            readonly property var owner: modelData.owner
            readonly property ValueAxis axis: owner.verticalGridAxis
            readonly property real value: owner.verticalGridValues[index] ?? axis.min

            objectName: "chartVerticalGridLine"
            z: -1
            x: owner.plotXOf(value)
            y: Math.round(owner.plotArea.y)
            width: 1
            height: Math.round(owner.plotArea.height)
            color: Theme.chartGridColor
        }
    }
    Repeater {
        model: DelegateEntries.ownedBy(chart, chart.gridAxis ? chart.valueTickSlots : 0)

        delegate: Rectangle {
            required property var modelData
            required property int index

            readonly property var owner: modelData.owner
            readonly property bool isBaseline: index === 0

            // A kept slot beyond the ticks in use (valueTickSlots) is hidden.
            readonly property bool inUse: index < owner.valueTickCount

            objectName: "chartGridLine"
            visible: inUse
            z: -1
            x: Math.round(owner.plotArea.x)
            y: Math.round(owner.plotYOfTick(index))
            width: Math.round(owner.plotArea.width)
            height: 1
            color: isBaseline ? Theme.chartBaselineColor : Theme.chartGridColor
        }
    }

    Column {
        id: topTexts

        x: Theme.spacing
        y: Theme.spacingSmall
        width: Math.max(0, chart.width - 2 * Theme.spacing)
        spacing: Theme.spacingSmall

        Label {
            objectName: "chartHeading"
            width: parent.width
            visible: text.length > 0
            text: chart.heading
            font: chart.headingFont
            color: Theme.textColor
            wrapMode: Text.Wrap
            horizontalAlignment: Text.AlignHCenter
            Accessible.ignored: true
        }
        Label {
            objectName: "chartValueAxisTitle"
            width: parent.width
            // In line with the axis labels rather than the chart's edge.
            leftPadding: Theme.spacing
            visible: text.length > 0
            text: chart.valueAxisTitle
            font: Theme.chartLabelFont
            color: Theme.textColor
            wrapMode: Text.Wrap
            Accessible.ignored: true
        }
    }

    Column {
        id: bottomTexts

        x: Theme.spacing
        y: chart.height - chart.margins.bottom + Theme.spacingSmall
        width: Math.max(0, chart.width - 2 * Theme.spacing)
        spacing: Theme.spacingSmall

        Label {
            objectName: "chartCategoryAxisTitle"
            width: parent.width
            visible: text.length > 0
            text: chart.categoryAxisTitle
            font: Theme.chartLabelFont
            color: Theme.textColor
            wrapMode: Text.Wrap
            horizontalAlignment: Text.AlignHCenter
            Accessible.ignored: true
        }

        Flow {
            objectName: "chartLegend"
            width: parent.width
            visible: chart.legendCount > 0
            spacing: Theme.spacingLarge

            Repeater {
                model: DelegateEntries.ownedBy(chart, chart.legendCount)

                delegate: Row {
                    id: entry

                    required property var modelData
                    required property int index

                    objectName: "chartLegendEntry"
                    readonly property var legendEntry: modelData.owner.legendEntries[index] ?? {}
                    readonly property bool isLine: legendEntry.line !== undefined
                    readonly property int markerWidth: 2 * Theme.indicatorSize
                    readonly property int gap: 3
                    readonly property int dashCount: legendEntry.line === Qt.DotLine ? 5 : (legendEntry.line === Qt.DashLine ? 3 : 1)
                    readonly property real dashWidth: (markerWidth - (dashCount - 1) * gap) / dashCount

                    spacing: Theme.spacingSmall

                    // A square for bars; for a line, a stroke in its pen style (solid, dashed
                    // or dotted), so the legend tells the lines apart without colour too.
                    Item {
                        width: entry.isLine ? entry.markerWidth : Theme.indicatorSize
                        height: entryLabel.height

                        Rectangle {
                            visible: !entry.isLine
                            width: Theme.indicatorSize
                            height: Theme.indicatorSize
                            anchors.verticalCenter: parent.verticalCenter
                            color: entry.legendEntry.color
                            border.width: entry.legendEntry.border ? 1 : 0
                            border.color: entry.legendEntry.border ?? "transparent"
                        }
                        Row {
                            visible: entry.isLine
                            anchors.verticalCenter: parent.verticalCenter
                            spacing: entry.gap

                            Repeater {
                                model: Array.from({
                                        "length": entry.dashCount
                                    }, () => ({
                                                "width": entry.dashWidth,
                                                "color": entry.legendEntry.color
                                            }))

                                delegate: Rectangle {
                                    required property var modelData

                                    width: modelData.width
                                    height: 3
                                    color: modelData.color
                                }
                            }
                        }
                    }
                    // The name's width on one line, measured apart from the label: a wrapping
                    // label's own implicitWidth follows its width, a binding loop when the
                    // legend is resized (a page leaving the window).
                    TextMetrics {
                        id: entryMetrics

                        text: entry.legendEntry.name
                        font: Theme.chartLabelFont
                    }
                    Label {
                        id: entryLabel

                        width: Math.min(Math.ceil(entryMetrics.advanceWidth) + 1, (entry.parent ? entry.parent.width : 0) - entry.spacing - entry.markerWidth)
                        text: entry.legendEntry.name
                        font: Theme.chartLabelFont
                        color: Theme.textColor
                        wrapMode: Text.Wrap
                        Accessible.ignored: true
                    }
                }
            }
        }
    }

    // The value axis's numbers (drawsValueLabels), right-aligned left of the plot, each
    // level with its grid line.
    FontMetrics {
        id: valueMetrics

        font: Theme.chartLabelFont
    }
    Repeater {
        model: DelegateEntries.ownedBy(chart, chart.drawsValueLabels ? chart.valueTickSlots : 0)

        delegate: Text {
            required property var modelData
            required property int index

            readonly property var owner: modelData.owner
            readonly property bool inUse: index < owner.valueLabelCount

            objectName: "chartValueLabel"
            visible: inUse && index % owner.valueLabelStep === 0
            x: Math.round(owner.plotArea.x - Theme.spacing - width)
            y: Math.round(owner.plotYOfTick(index) - height / 2)
            text: owner.valueLabels[index] ?? ""
            font: Theme.chartLabelFont
            color: Theme.textColor
            Accessible.ignored: true
        }
    }

    // The bars' labels, each centred under its bar (bar i spans the i-th of categoryCount
    // equal slices of the plot), in the row the BarIndexAxis keeps free under the plot.
    Item {
        objectName: "chartCategoryLabels"
        x: chart.plotArea.x
        y: chart.plotArea.y + chart.plotArea.height + Theme.spacingSmall
        width: chart.plotArea.width
        height: categoryMetrics.height
        visible: chart.categoryCount > 0

        FontMetrics {
            id: categoryMetrics

            font: chart.categoryFont
        }

        Repeater {
            model: DelegateEntries.ownedBy(chart, chart.categorySlots)

            delegate: Text {
                required property var modelData
                required property int index

                readonly property var owner: modelData.owner

                objectName: "chartCategoryLabel"
                visible: index < owner.categoryCount && index % owner.categoryStep === 0
                x: (index + 0.5) * owner.categorySlotWidth - width / 2
                text: owner.categoryLabels[index] ?? ""
                font: owner.categoryFont
                color: Theme.textColor
                Accessible.ignored: true
            }
        }
    }

    // The bars' numbers, each centred over its bar, on the card's colour so that a grid
    // line does not run through one. A number that would cross the top of the plot (a bar
    // that reaches the axis's maximum) sits just inside the bar instead, where the card's
    // colour makes it read on any bar. Numbers wider than their bars are thinned out as the
    // category labels are.
    Repeater {
        model: DelegateEntries.ownedBy(chart, chart.hasBarValues ? chart.categorySlots : 0)

        delegate: Label {
            required property var modelData
            required property int index

            readonly property var owner: modelData.owner
            readonly property real value: Number(owner.barValues[index] ?? 0)
            readonly property ValueAxis axis: owner.gridAxis
            readonly property real share: axis && axis.max > axis.min ? Math.min(1, Math.max(0, (value - axis.min) / (axis.max - axis.min))) : 0
            readonly property real barTop: owner.plotArea.y + owner.plotArea.height * (1 - share)
            // As close over the bar as Qt Charts put it.
            readonly property real gap: Math.round(Theme.spacingSmall / 2)
            readonly property bool inside: barTop - height - gap < owner.plotArea.y

            objectName: "chartBarValueLabel"
            visible: index < owner.categoryCount && share > 0 && (implicitWidth <= owner.categorySlotWidth || index % owner.categoryStep === 0)
            x: Math.round(owner.plotArea.x + (index + 0.5) * owner.categorySlotWidth - width / 2)
            y: Math.round(inside ? barTop + gap : barTop - height - gap)
            leftPadding: Theme.spacingSmall
            rightPadding: leftPadding
            // Not tied to `visible`, which reads the width this text gives (a binding loop).
            text: owner.barValueFormat.replace("@value", NumberFormat.current.formatCount(value))
            font: Theme.chartEmphasisFont
            color: Theme.textColor
            Accessible.ignored: true

            background: Rectangle {
                color: Theme.surfaceColor
                radius: Theme.radius / 2
            }
        }
    }

    Label {
        objectName: "chartEmptyText"
        x: chart.plotArea.x + Theme.spacing
        // Near the top of the plot, clear of reference lines such as a 50% threshold.
        y: chart.plotArea.y + Theme.spacingLarge
        width: Math.max(0, chart.plotArea.width - 2 * Theme.spacing)
        visible: chart.emptyText.length > 0
        text: chart.emptyText
        wrapMode: Text.Wrap
        horizontalAlignment: Text.AlignHCenter
        color: Theme.mutedTextColor
        font.pixelSize: Theme.smallSize
    }
}
