import QtQuick
import QtQuick.Controls
import HotspotLab

// A chart's context menu (LessonChart): save the chart as PNG, export the run behind it
// as CSV. Both open the export dialog with that chart or table chosen (RunExporter).
Menu {
    id: menu

    // The chart (a LessonChart, which this file cannot name: it names this one) and the
    // table of its run, set by the chart before the menu opens.
    property Item chart: null
    property QtObject runTable: null

    objectName: "chartContextMenu"

    AppMenuItem {
        objectName: "saveChartMenuItem"
        //: In a chart's context menu
        text: qsTr("Save chart as PNG...")
        onTriggered: RunExporter.requestExport(menu.chart)
    }
    AppMenuItem {
        objectName: "exportTableMenuItem"
        enabled: menu.runTable !== null
        visible: enabled
        height: visible ? implicitHeight : 0
        //: In a chart's context menu: saves the run behind the chart as a table
        text: qsTr("Export table as CSV...")
        onTriggered: RunExporter.requestExport(menu.runTable)
    }
}
