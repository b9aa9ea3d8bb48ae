import QtQuick
import QtQuick.Controls
import HotspotLab

// One partition in the queue picture (LabQueuePicture): on top the requests that arrived
// with the last batch, in the middle the queue (oldest at the bottom, this step's
// arrivals on top), below what the step completed, each in rows of the capacity per step.
// Tokens that moved in a step slide in for a moment, unless motion is reduced.
Column {
    id: column

    required property int index
    required property string name
    required property int arrived
    required property int completed
    required property int waiting
    required property int shownOlder
    required property int shownNew
    required property int hidden
    required property LabQueueModel queues
    // 0 to 1 for a moment after each batch or drain step; 1 when still.
    property real motion: 1

    objectName: "labQueueColumn" + index
    spacing: Theme.spacingSmall

    NumberAnimation {
        id: stepAnimation

        target: column
        property: "motion"
        from: 0
        to: 1
        duration: 700
        easing.type: Easing.OutCubic
    }
    Connections {
        target: column.queues

        function onStepTaken() {
            if (DisplaySettings.animationsEnabled)
                stepAnimation.restart();
        }
    }
    Connections {
        target: DisplaySettings

        function onReduceMotionChanged() {
            stepAnimation.complete();
        }
    }

    Label {
        anchors.horizontalCenter: parent.horizontalCenter
        height: Math.ceil(Theme.bodySize * 1.4)
        verticalAlignment: Text.AlignVCenter
        text: column.name
        font.bold: true
    }
    LabQueueZone {
        objectName: "arrivedZone"
        countText: "+" + NumberFormat.current.formatCount(column.arrived)
        rows: column.queues.arrivedRows
        tokenCount: column.arrived
        hollow: true
        tokenColor: Theme.accentColor
        moving: column.arrived
        motion: column.motion
        tokensPerRow: column.queues.tokensPerRow
    }
    Rectangle {
        width: Theme.tokenExtent(column.queues.tokensPerRow)
        height: 1
        color: Theme.borderColor
    }
    LabQueueZone {
        objectName: "waitingZone"
        // More waiting than drawn: the count is marked, it tells the rest.
        countText: (column.hidden > 0 ? "⁝ " : "") + NumberFormat.current.formatCount(column.waiting)
        countColor: column.waiting > 0 ? Theme.dangerColor : Theme.mutedTextColor
        rows: column.queues.waitingRows
        fromBottom: true
        tokenCount: column.shownOlder + column.shownNew
        olderCount: column.shownOlder
        tokenColor: Theme.accentColor
        moving: column.shownNew
        motion: column.motion
        tokensPerRow: column.queues.tokensPerRow
    }
    Rectangle {
        width: Theme.tokenExtent(column.queues.tokensPerRow)
        height: 1
        color: Theme.borderColor
    }
    LabQueueZone {
        objectName: "completedZone"
        countText: NumberFormat.current.formatCount(column.completed)
        countColor: Theme.goodColor
        rows: 1
        tokenCount: column.completed
        tokenColor: Theme.goodColor
        moving: column.completed
        motion: column.motion
        tokensPerRow: column.queues.tokensPerRow
    }
}
