import QtQuick
import QtQuick.Controls
import QtCharts
import HotspotLab

// The look every chart of the app shares: theme fonts and colours, antialiased, and no
// animation, so a screenshot or a projector shows the final state at once. While there
// is nothing to plot, emptyText says what fills the chart, so it does not look broken.
ChartView {
    id: chart

    property string emptyText

    antialiasing: true
    animationOptions: ChartView.NoAnimation
    backgroundColor: Theme.surfaceColor
    backgroundRoundness: Theme.radius
    titleFont: Theme.chartTitleFont
    legend.font: Theme.chartLabelFont
    legend.labelColor: Theme.textColor

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
