import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import HotspotLab

// The lab's queues as request tokens beside its share chart: one column per partition
// (LabQueueColumn); LabQueueLegend says what the tokens mean. The chart shows where requests went in the whole run;
// this shows what the last step did to each queue, so "the queue grows by 6" is seen.
ColumnLayout {
    id: picture

    required property PartitionLab lab
    // The width of the three columns: the page gives the picture this much.
    readonly property real naturalWidth: partitions.implicitWidth

    spacing: Theme.spacingSmall
    Accessible.role: Accessible.Graphic
    Accessible.name: qsTr("Queues as request tokens")
    Accessible.description: lab.queues.description

    Label {
        Layout.fillWidth: true
        text: qsTr("Queues in the last step")
        font.bold: true
        wrapMode: Text.Wrap
    }
    Row {
        id: partitions

        spacing: Theme.spacingLarge

        // The zones' names, level with the zones of every partition's column.
        Column {
            spacing: Theme.spacingSmall

            Item {
                width: 1
                height: Math.ceil(Theme.bodySize * 1.4)
            }
            ZoneName {
                //: Queue picture: the zone of requests that came with the last batch
                text: qsTr("arrived")
                rows: picture.lab.queues.arrivedRows
            }
            ZoneName {
                //: Queue picture: the zone of requests in the queue
                text: qsTr("waiting")
                rows: picture.lab.queues.waitingRows
            }
            ZoneName {
                //: Queue picture: the zone of requests finished in the last step
                text: qsTr("completed")
                rows: 1
            }
        }

        Repeater {
            model: picture.lab.queues

            delegate: LabQueueColumn {
            }
        }
    }

    // As tall as a zone (LabQueueZone) of that many rows with the line under it and the
    // column's spacing around that line. The label sits in an Item: qmllint 6.8 takes an
    // inline component's root for an item of this file's layout and refuses its height.
    component ZoneName: Item {
        property int rows
        property alias text: name.text

        implicitWidth: name.implicitWidth
        implicitHeight: Theme.tokenCountHeight + Theme.tokenExtent(rows) + 1 + Theme.spacingSmall

        Label {
            id: name

            anchors.fill: parent
            verticalAlignment: Text.AlignTop
            topPadding: Theme.tokenCountHeight - Math.ceil(Theme.smallSize * 1.2)
            color: Theme.mutedTextColor
            font.pixelSize: Theme.smallSize
        }
    }
}
