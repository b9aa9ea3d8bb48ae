import QtCharts
import HotspotLab

// The horizontal axis of a bar chart whose labels LessonChart draws (categoryLabels): bar
// i sits at x = i. Unlike a BarCategoryAxis, a new number of bars changes only its range,
// and Qt Charts lays out no label per bar. Its two labels are blank: they only keep the row
// under the plot in which LessonChart puts the bars' labels.
ValueAxis {
    property int count: 1

    min: -0.5
    max: count - 0.5
    tickCount: 2
    labelFormat: " "
    labelsFont: Theme.chartLabelFont
    gridVisible: false
    lineVisible: false
}
