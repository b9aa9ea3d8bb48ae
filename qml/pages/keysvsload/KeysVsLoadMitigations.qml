import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import HotspotLab

// Mitigation by cause: pick what you measured and see the fixes that fit, each with its
// price. Text only; the arrays are bindings so they follow a language switch.
ColumnLayout {
    id: root

    // Kept in the lesson's state, so a page built again shows the same cause.
    property int causeIndex: LessonSession.stateOf("keys-vs-load").value("mitigationCause", 0)
    readonly property var causes: [qsTr("Hot read key"), qsTr("Hot write key"), qsTr("Hot tenant"), qsTr("Large values")]
    readonly property var mitigations: [[{
                "name": qsTr("Put a cache in front"),
                "how": qsTr("Serve repeated reads of the key from a cache, so most of its 6,000 reads a second never reach the partition that owns it."),
                "cost": qsTr("Staleness: readers may see an old value until the cached copy expires or is invalidated.")
            }, {
                "name": qsTr("Read replicas for that key"),
                "how": qsTr("Keep extra copies of the hot key and spread its reads over them instead of asking one owner."),
                "cost": qsTr("Staleness on replicas that lag behind, and operational work: someone has to choose which keys get replicas.")
            }], [{
                "name": qsTr("Split into sub-keys key#0 to key#7"),
                "how": qsTr("Each write goes to one sub-key picked at random, so up to eight partitions share the writes. With hashing, some sub-keys usually land on the same partition; lesson 3 counts how often. A read fetches all eight and combines them."),
                "cost": qsTr("Read fan-out: one logical read becomes 8 requests. Lost atomicity: \"decrement if stock remains\" no longer runs on a single key.")
            }, {
                "name": qsTr("Split only while the key is hot"),
                "how": qsTr("Detect hot keys automatically and let a split expire once the rush is over, so cold keys keep cheap single reads."),
                "cost": qsTr("Operational work: detection, expiry and merging the sub-keys back must be built and watched.")
            }], [{
                "name": qsTr("A dedicated partition for the big tenant"),
                "how": qsTr("Give the largest tenant a partition of its own, so it no longer crowds out the small tenants placed with it."),
                "cost": qsTr("Operational work: an exception to track by hand, and the tenant can still outgrow a single partition.")
            }, {
                "name": qsTr("Partition by (tenant_id, hash(entity_id))"),
                "how": qsTr("Add a hash of the entity to the key, so one tenant's data spreads over many partitions."),
                "cost": qsTr("Read fan-out: a query over the whole tenant now visits many partitions. Lost atomicity: a change to several of its entities no longer stays on one partition.")
            }], [{
                "name": qsTr("Blobs in object storage"),
                "how": qsTr("Store the 5 MB documents in object storage and keep only a small reference in the partition."),
                "cost": qsTr("An extra request for every document read, and two systems to keep in step: a reference can point at a blob that is missing or not yet written.")
            }, {
                "name": qsTr("Balance by bytes, not key count"),
                "how": qsTr("Place and move data by its size, so every partition holds a similar number of bytes."),
                "cost": qsTr("Operational work: you need size metrics per partition and must move data, and key counts per partition become uneven.")
            }]]

    readonly property var shownMitigations: mitigations[causeIndex]
    // Buttons and cards are rebuilt only when their number changes: a language switch or
    // another cause leaves them in place and they re-read their texts (see BulletList).
    readonly property int causeCount: causes.length
    readonly property int shownMitigationCount: shownMitigations.length

    Layout.fillWidth: true
    spacing: Theme.spacing
    onCauseIndexChanged: LessonSession.stateOf("keys-vs-load").setValue("mitigationCause", causeIndex)

    Label {
        text: qsTr("What did you measure?")
        font.bold: true
    }

    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacing

        Repeater {
            model: DelegateEntries.ownedBy(root, root.causeCount)

            delegate: ChoiceButton {
                required property var modelData
                required property int index

                objectName: "mitigationCause" + index
                text: modelData.owner.causes[index] ?? ""
                checkable: true
                checked: modelData.owner.causeIndex === index
                highlighted: checked
                Accessible.name: qsTr("Show mitigations for: %1").arg(text)
                onClicked: modelData.owner.causeIndex = index
            }
        }
    }

    // A Column, not a layout, holds the Repeater: Qt 6.4 layouts can keep replaced
    // delegates (tests/cpp/tst_layoutrules.cpp).
    Column {
        Layout.fillWidth: true
        spacing: Theme.spacing

        Repeater {
            objectName: "mitigationRepeater"
            model: DelegateEntries.ownedBy(root, root.shownMitigationCount)

            delegate: InfoCard {
                id: card

                required property var modelData
                required property int index
                readonly property var mitigation: modelData.owner.shownMitigations[index] ?? {}

                width: parent ? parent.width : 0
                objectName: "mitigationCard"
                heading: mitigation.name ?? ""

                Paragraph {
                    words: card.mitigation.how ?? ""
                }
                Label {
                    //: Heading above what a mitigation costs
                    text: qsTr("What it costs")
                    font.bold: true
                    color: Theme.warningColor
                }
                Paragraph {
                    objectName: "mitigationCost"
                    words: card.mitigation.cost ?? ""
                }
            }
        }
    }
}
