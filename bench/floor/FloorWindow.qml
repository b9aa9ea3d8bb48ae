import QtQuick
import QtQuick.Controls
import QtCharts

// The benchmark's floor: the least a window like Hotspot Lab's can cost. One Controls
// button and one Qt Charts bar chart, at the app's default size.
ApplicationWindow {
    width: 1280
    height: 800
    visible: true
    title: "Hotspot Lab benchmark floor"

    Column {
        anchors.fill: parent
        anchors.margins: 16
        spacing: 16

        Button {
            text: "Send a batch"
        }

        ChartView {
            width: parent.width
            height: 400
            antialiasing: true
            legend.visible: false

            BarSeries {
                axisX: BarCategoryAxis {
                    categories: ["P0", "P1", "P2"]
                }
                axisY: ValueAxis {
                    min: 0
                    max: 12
                }

                BarSet {
                    label: "Requests"
                    values: [10, 1, 1]
                }
            }
        }
    }
}
