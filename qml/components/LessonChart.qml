import QtQuick
import QtQuick.Controls
import QtCharts
import HotspotLab

// The look every chart of the app shares: theme fonts and colours, antialiased, and no
// animation, so a screenshot or a projector shows the final state at once. While there
// is nothing to plot, emptyText says what fills the chart, so it does not look broken.
// Qt Charts elides a title or a legend entry that does not fit (German at projector text
// sizes lost half its legend), so the heading and the legend are Qt Quick text that wraps,
// drawn in the chart's top and bottom margins.
ChartView {
    id: chart

    property string emptyText
    property string heading
    property font headingFont: Theme.chartTitleFont
    // One entry per legend line: {"name": text, "color": colour}, plus "line": a pen
    // style (Qt.SolidLine, Qt.DashLine, Qt.DotLine) for a line series; a square otherwise.
    property var legendEntries: []

    antialiasing: true
    animationOptions: ChartView.NoAnimation
    backgroundColor: Theme.surfaceColor
    backgroundRoundness: Theme.radius
    legend.visible: false
    margins.top: headingLabel.visible ? headingLabel.height + 2 * Theme.spacingSmall : Theme.spacing
    margins.bottom: legendFlow.visible ? legendFlow.height + 2 * Theme.spacingSmall : Theme.spacing

    Label {
        id: headingLabel

        objectName: "chartHeading"
        x: Theme.spacing
        y: Theme.spacingSmall
        width: Math.max(0, chart.width - 2 * Theme.spacing)
        visible: text.length > 0
        text: chart.heading
        font: chart.headingFont
        color: Theme.textColor
        wrapMode: Text.Wrap
        horizontalAlignment: Text.AlignHCenter
        Accessible.ignored: true
    }

    Flow {
        id: legendFlow

        objectName: "chartLegend"
        x: Theme.spacing
        y: chart.height - height - Theme.spacingSmall
        width: Math.max(0, chart.width - 2 * Theme.spacing)
        visible: chart.legendEntries.length > 0
        spacing: Theme.spacingLarge

        Repeater {
            model: chart.legendEntries

            delegate: Row {
                id: entry

                required property var modelData
                readonly property bool isLine: modelData.line !== undefined
                readonly property int markerWidth: 2 * Theme.indicatorSize
                readonly property int gap: 3
                readonly property int dashCount: modelData.line === Qt.DotLine ? 5 : (modelData.line === Qt.DashLine ? 3 : 1)
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
                        color: entry.modelData.color
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
                                            "color": entry.modelData.color
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
                Label {
                    id: entryLabel

                    width: Math.min(implicitWidth, (entry.parent ? entry.parent.width : 0) - entry.spacing - entry.markerWidth)
                    text: entry.modelData.name
                    font: Theme.chartLabelFont
                    color: Theme.textColor
                    wrapMode: Text.Wrap
                    Accessible.ignored: true
                }
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
