import QtQuick
import HotspotLab

// Where one batch goes under the chosen fix, drawn: the cache, whose requests never reach
// an owner, and every partition with the keys it holds as chips. The hot key's sub-keys
// sit on their own partitions, "×3" gives a key's requests per batch, and keys the batch
// does not name are muted. Places, chips and words come from MitigationLab.batchPlaces.
Flow {
    id: picture

    required property MitigationLab fixLab

    spacing: Theme.spacing
    Accessible.role: Accessible.List

    // Counts, not the lists: a language switch or a new batch re-words the places and
    // chips instead of building them again.
    readonly property int placeCount: fixLab.batchPlaces.length

    Repeater {
        model: DelegateEntries.ownedBy(picture.fixLab, picture.placeCount)

        delegate: Rectangle {
            id: place

            required property var modelData
            required property int index
            readonly property var placeData: (modelData.owner as MitigationLab).batchPlaces[index] ?? ({})
            readonly property int chipCount: placeData.chips ? placeData.chips.length : 0
            readonly property bool cache: placeData.cache ?? false

            objectName: "batchPlace" + place.index
            // Wide enough for two chips ("0#0 ×3") and "10 per batch" at any text size.
            width: Math.round(Theme.bodySize * 7)
            height: placeColumn.implicitHeight + 2 * Theme.spacing
            radius: Theme.radius
            color: place.cache ? Theme.goodSurfaceColor : Theme.surfaceColor
            border.color: place.cache ? Theme.goodColor : Theme.borderColor
            border.width: Theme.borderWidth
            Accessible.role: Accessible.ListItem
            Accessible.name: place.placeData.accessibleName ?? ""

            Column {
                id: placeColumn

                x: Theme.spacing
                y: Theme.spacing
                width: place.width - 2 * Theme.spacing
                spacing: Theme.spacingSmall

                Text {
                    Accessible.ignored: true
                    text: place.placeData.name ?? ""
                    font.pixelSize: Theme.bodySize
                    font.bold: true
                    font.preferShaping: false
                    color: place.cache ? Theme.goodColor : Theme.textColor
                }
                Text {
                    Accessible.ignored: true
                    width: placeColumn.width
                    text: place.placeData.requestsText ?? ""
                    font.pixelSize: Theme.smallSize
                    font.preferShaping: false
                    color: Theme.mutedTextColor
                    wrapMode: Text.Wrap
                }
                Flow {
                    width: placeColumn.width
                    spacing: Theme.spacingSmall

                    Repeater {
                        model: DelegateEntries.ownedBy(place, place.chipCount)

                        delegate: Rectangle {
                            id: chip

                            required property var modelData
                            required property int index
                            readonly property var chipData: (modelData.owner.placeData.chips ?? [])[index] ?? ({})

                            objectName: "batchChip" + chip.modelData.owner.index + "_" + chip.index
                            width: chipText.implicitWidth + 2 * Theme.spacingSmall
                            height: chipText.implicitHeight + Theme.spacingSmall
                            radius: Theme.radius / 2
                            color: (chip.chipData.hot ?? false) ? Theme.highlightSurfaceColor : "transparent"
                            border.color: (chip.chipData.hot ?? false) ? Theme.textColor : Theme.borderColor
                            border.width: (chip.chipData.hot ?? false) ? Theme.focusWidth : Theme.borderWidth

                            Text {
                                id: chipText

                                anchors.centerIn: parent
                                Accessible.ignored: true
                                text: chip.chipData.text ?? ""
                                font.pixelSize: Theme.smallSize
                                font.bold: (chip.chipData.hot ?? false)
                                font.preferShaping: false
                                color: (chip.chipData.idle ?? false) ? Theme.mutedTextColor : Theme.textColor
                            }
                        }
                    }
                }
                Text {
                    Accessible.ignored: true
                    visible: place.cache
                    width: placeColumn.width
                    //: Under the cache in the picture of where a batch goes
                    text: qsTr("never reaches a partition")
                    font.pixelSize: Theme.smallSize
                    font.preferShaping: false
                    color: Theme.goodColor
                    wrapMode: Text.Wrap
                }
            }
        }
    }
}
