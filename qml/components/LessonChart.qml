import QtQuick
import QtCharts
import HotspotLab

// The look every chart of the app shares: theme fonts and colours, antialiased, and no
// animation, so a screenshot or a projector shows the final state at once.
ChartView {
    antialiasing: true
    animationOptions: ChartView.NoAnimation
    backgroundColor: Theme.surfaceColor
    backgroundRoundness: Theme.radius
    titleFont: Theme.chartTitleFont
    legend.font: Theme.chartLabelFont
    legend.labelColor: Theme.textColor
}
