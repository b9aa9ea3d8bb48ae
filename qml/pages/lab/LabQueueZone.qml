import QtQuick
import QtQuick.Controls
import HotspotLab

// One zone of a partition in the queue picture: its count, then its request tokens in
// rows of tokensPerRow, in room for `rows` rows so nothing below it moves.
Column {
    id: zone

    property string countText
    property color countColor: Theme.mutedTextColor
    property int rows
    property int tokensPerRow
    readonly property int zoneWidth: Theme.tokenExtent(tokensPerRow)
    // The queue's zone fills from the bottom: its oldest requests there, the newest on top.
    property bool fromBottom: false
    property int tokenCount
    // The first olderCount tokens are drawn in the warning colour (requests from earlier
    // steps), the rest in tokenColor, hollow for arrivals.
    property int olderCount: 0
    property bool hollow: false
    property color tokenColor
    // The last `moving` tokens slide into place while motion goes from 0 to 1.
    property int moving
    property real motion: 1

    spacing: 0

    Label {
        width: Math.max(implicitWidth, zone.zoneWidth)
        height: Theme.tokenCountHeight
        verticalAlignment: Text.AlignBottom
        horizontalAlignment: Text.AlignRight
        text: zone.countText
        color: zone.countColor
        font.pixelSize: Theme.smallSize
    }
    Item {
        width: zone.zoneWidth
        height: Theme.tokenExtent(zone.rows)

        Grid {
            // Turned upside down, a grid fills from the bottom.
            anchors.bottom: zone.fromBottom ? parent.bottom : undefined
            rotation: zone.fromBottom ? 180 : 0
            columns: zone.tokensPerRow
            spacing: Theme.tokenGap

            Repeater {
                objectName: "tokens"
                // A delegate sees only its model data (no outer ids: qmllint).
                model: Array.from({
                        "length": zone.tokenCount
                    }, (_, index) => ({
                                "older": index < zone.olderCount,
                                "moves": index >= zone.tokenCount - zone.moving,
                                "zone": zone
                            }))

                delegate: Rectangle {
                    id: token

                    required property var modelData
                    readonly property LabQueueZone owner: modelData.zone
                    readonly property real motion: modelData.moves ? owner.motion : 1

                    width: Theme.tokenSize
                    height: Theme.tokenSize
                    radius: width / 2
                    color: modelData.older ? Theme.warningColor : owner.hollow ? "transparent" : owner.tokenColor
                    border.width: owner.hollow ? 2 : 0
                    border.color: owner.tokenColor
                    opacity: motion
                    transform: Translate {
                        // Slides down into place (the turned grid's "down" is up).
                        y: (1 - token.motion) * Theme.tokenSize * (token.owner.fromBottom ? 2 : -2)
                    }
                }
            }
        }
    }
}
