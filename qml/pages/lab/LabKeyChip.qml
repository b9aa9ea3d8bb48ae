import QtQuick
import QtQuick.Controls
import HotspotLab

// One key of the lab as a selectable chip: the key, its owner and its requests per
// batch in words, the owner's colour as a stripe, and a "hot key" tag when chosen.
AbstractButton {
    id: chip

    required property int key
    required property int owner
    required property string ownerName
    required property int requestsPerBatch
    required property bool hot
    // Whether the Hot key profile is on; in the Even profile the chosen key gets no
    // extra requests, and its tag says so.
    required property bool hotProfile
    readonly property string hotText: hotProfile ?
    //: Tag on the chosen key chip while the Hot key profile is on
    qsTr("hot key") :
    //: Tag on the chosen key chip in the Even profile, where it gets no extra requests
    qsTr("hot key, inactive")

    checkable: false
    checked: hot
    padding: Theme.spacing
    focusPolicy: Qt.StrongFocus
    Accessible.role: Accessible.RadioButton
    Accessible.checkable: true
    Accessible.checked: hot
    //: Screen-reader name of a key chip: key, owner, requests per batch
    Accessible.name: qsTr("Key %1, owner %2, %n request(s) per batch", "", chip.requestsPerBatch).arg(chip.key).arg(chip.ownerName) + (chip.hot ? ", " + chip.hotText : "")
    Accessible.onPressAction: AccessibleActions.press(chip)
    Accessible.onToggleAction: AccessibleActions.press(chip)

    background: Rectangle {
        radius: Theme.radius
        color: chip.hot ? Theme.highlightSurfaceColor : Theme.surfaceColor
        border.color: chip.visualFocus ? Theme.accentColor : (chip.hot ? Theme.textColor : Theme.controlBorderColor)
        border.width: chip.visualFocus || chip.hot ? Theme.focusWidth : Theme.borderWidth

        Rectangle {
            width: Theme.spacingSmall
            height: parent.height - 2 * Theme.spacingSmall
            x: Theme.spacingSmall
            y: Theme.spacingSmall
            radius: Theme.spacingSmall / 2
            color: Theme.partitionColor(chip.owner)
        }
    }

    // The chip's accessible name says all of this; its lines are not read a second time.
    // Plain Text in a Column: twelve chips of four lines need none of what Labels in a
    // layout add (the key picker was 18 ms of the lab page's build).
    contentItem: Column {
        leftPadding: Theme.spacing

        Text {
            Accessible.ignored: true
            //: Key chip title, e.g. "Key 3"
            text: qsTr("Key %1").arg(chip.key)
            font.bold: true
            font.pixelSize: Theme.bodySize
            font.preferShaping: false
            color: Theme.textColor
        }
        Text {
            Accessible.ignored: true
            //: Key chip: the partition that owns the key, e.g. "owner P0"
            text: qsTr("owner %1").arg(chip.ownerName)
            font.pixelSize: Theme.smallSize
            font.preferShaping: false
            color: Theme.mutedTextColor
        }
        Text {
            Accessible.ignored: true
            //: Key chip: how many requests this key gets in one batch, e.g. "×9 per batch"
            text: qsTr("×%1 per batch").arg(chip.requestsPerBatch)
            font.pixelSize: Theme.smallSize
            font.preferShaping: false
            color: Theme.mutedTextColor
        }
        Text {
            Accessible.ignored: true
            text: chip.hotText
            // Hidden but kept in the layout, so chips keep one height.
            opacity: chip.hot ? 1 : 0
            font.pixelSize: Theme.smallSize
            font.bold: chip.hotProfile
            font.preferShaping: false
            color: chip.hotProfile ? Theme.dangerColor : Theme.mutedTextColor
        }
    }
}
