import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import HotspotLab

// The sub-key page's simulation: the sliders, the charts of both placements with their
// peaks, and the figures of the split, all from the page's SubKeySplit explorer.
ColumnLayout {
    id: root

    required property LessonPage page
    required property SubKeySplit explorer
    readonly property string headroomText: rps(explorer.headroomRps)

    function rps(value: real): string {
        //: A load in requests per second; %1 is the formatted number
        return qsTr("%1 rps").arg(NumberFormat.current.formatNumber(value, 0));
    }

    // After a slider is let go or moved by key, the sliders and the charts below them are
    // in view together, as far down as fits (the one column at large text). Not while
    // dragging: the page would move under the mouse.
    function showResult() {
        root.page.keepInView(sliders, [sliders, hashChart, hashFigures, roundRobinChart, roundRobinFigures]);
    }

    spacing: Theme.spacingLarge

    GridLayout {
        id: sliders

        Layout.fillWidth: true
        columns: 2
        columnSpacing: Theme.spacingLarge
        rowSpacing: Theme.spacing

        Label {
            //: Slider caption; %1 is the number of sub-keys
            text: qsTr("Sub-keys: %1").arg(root.explorer.subKeyCount)
            font.bold: true
            Layout.preferredWidth: Theme.readableWidth / 5
        }
        TextSlider {
            objectName: "subKeySlider"
            Layout.fillWidth: true
            from: root.explorer.minSubKeys
            to: root.explorer.maxSubKeys
            stepSize: 1
            snapMode: Slider.SnapAlways
            value: root.explorer.subKeyCount
            Accessible.name: qsTr("Number of sub-keys")
            onMoved: root.explorer.subKeyCount = Math.round(value)
            onSettled: root.showResult()
        }
        Label {
            //: Slider caption; %1 is the number of partitions
            text: qsTr("Partitions: %1").arg(root.explorer.partitionCount)
            font.bold: true
            Layout.preferredWidth: Theme.readableWidth / 5
        }
        TextSlider {
            objectName: "partitionSlider"
            Layout.fillWidth: true
            from: 1
            to: 32
            stepSize: 1
            snapMode: Slider.SnapAlways
            value: root.explorer.partitionCount
            Accessible.name: qsTr("Number of partitions")
            onMoved: root.explorer.partitionCount = Math.round(value)
            onSettled: root.showResult()
        }
    }

    GridLayout {
        Layout.fillWidth: true
        // One chart under the other: the pane is narrow, and a column count that follows
        // the width made Qt 6.4 layouts loop (a polish loop, found by the monkey).
        columns: 1
        columnSpacing: Theme.spacingLarge
        rowSpacing: Theme.spacingLarge

        ColumnLayout {
            Layout.fillWidth: true
            Layout.preferredWidth: 1
            Layout.alignment: Qt.AlignTop
            spacing: Theme.spacing

            SubKeyLoadChart {
                id: hashChart

                objectName: "hashChart"

                exportName: "hash"
                chartMaximumHeight: root.page.chartMaximumHeight
                title: qsTr("Placed by hash")
                partitionCount: root.explorer.partitionCount
                capacityRps: root.explorer.capacityRps
                ceilingRps: root.explorer.chartCeilingRps
                withinCapacity: root.explorer.hashWithinCapacityRps
                aboveCapacity: root.explorer.hashAboveCapacityRps
                overloaded: root.explorer.hashOverloadedPartitions
            }
            RowLayout {
                id: hashFigures

                Layout.fillWidth: true
                spacing: Theme.spacing

                SubKeyFigure {
                    objectName: "hashPeakFigure"
                    caption: qsTr("Busiest partition")
                    value: root.rps(root.explorer.hashPeakLoadRps)
                    note: qsTr("%n sub-key(s) on it", "", root.explorer.hashPeakSubKeys)
                    warning: root.explorer.hashOverloadedPartitions.length > 0
                }
                SubKeyFigure {
                    objectName: "hashRatioFigure"
                    caption: qsTr("Peak-to-average")
                    value: NumberFormat.current.formatNumber(root.explorer.hashPeakToAverage, 2)
                }
            }
        }

        ColumnLayout {
            Layout.fillWidth: true
            Layout.preferredWidth: 1
            Layout.alignment: Qt.AlignTop
            spacing: Theme.spacing

            SubKeyLoadChart {
                id: roundRobinChart

                objectName: "roundRobinChart"

                exportName: "round-robin"
                chartMaximumHeight: root.page.chartMaximumHeight
                title: qsTr("Placed round-robin")
                partitionCount: root.explorer.partitionCount
                capacityRps: root.explorer.capacityRps
                ceilingRps: root.explorer.chartCeilingRps
                withinCapacity: root.explorer.roundRobinWithinCapacityRps
                aboveCapacity: root.explorer.roundRobinAboveCapacityRps
                overloaded: root.explorer.roundRobinOverloadedPartitions
            }
            RowLayout {
                id: roundRobinFigures

                Layout.fillWidth: true
                spacing: Theme.spacing

                SubKeyFigure {
                    objectName: "roundRobinPeakFigure"
                    caption: qsTr("Busiest partition")
                    value: root.rps(root.explorer.roundRobinPeakLoadRps)
                    note: qsTr("%n sub-key(s) on it", "", root.explorer.roundRobinPeakSubKeys)
                    warning: root.explorer.roundRobinOverloadedPartitions.length > 0
                }
                SubKeyFigure {
                    objectName: "roundRobinRatioFigure"
                    caption: qsTr("Peak-to-average")
                    value: NumberFormat.current.formatNumber(root.explorer.roundRobinPeakToAverage, 2)
                }
            }
        }
    }

    Paragraph {
        objectName: "meanLoadText"
        // Without the figure: the mean is the divisor of question 1's ratio and the load of
        // every partition in question 2, and this paragraph is in view beside them.
        words: qsTr("The peak-to-average ratio compares the busiest partition with the mean load of all partitions, which no placement changes.")
        color: Theme.mutedTextColor
    }

    GridLayout {
        Layout.fillWidth: true
        columns: 2
        columnSpacing: Theme.spacing
        rowSpacing: Theme.spacing

        SubKeyFigure {
            objectName: "perSubKeyFigure"
            caption: qsTr("Load per sub-key")
            value: root.rps(root.explorer.perSubKeyRps)
            //: %1 is the headroom of a partition in rps
            note: qsTr("headroom per partition: %1").arg(root.headroomText)
        }
        SubKeyFigure {
            objectName: "fitFigure"
            caption: qsTr("Sub-keys that fit on one partition")
            value: NumberFormat.current.formatNumber(root.explorer.maxSafeSubKeysPerPartition, 0)
            note: root.explorer.maxSafeSubKeysPerPartition === 0 ? qsTr("not even one: every partition holding a sub-key is overloaded") : qsTr("without going over capacity")
            warning: root.explorer.maxSafeSubKeysPerPartition === 0
        }
        SubKeyFigure {
            objectName: "fanOutFigure"
            caption: qsTr("Read fan-out")
            //: Requests needed to read the hot key's total once
            value: qsTr("%n request(s)", "", root.explorer.readFanOut)
            note: qsTr("per read of the total")
        }
        SubKeyFigure {
            objectName: "safeProbabilityFigure"
            caption: qsTr("Random placement stays within capacity")
            value: NumberFormat.current.formatProbability(root.explorer.safeProbability)
            note: qsTr("chance that no partition is overloaded when every sub-key lands on a random partition")
            warning: root.explorer.safeProbability < 0.5
        }
    }
}
