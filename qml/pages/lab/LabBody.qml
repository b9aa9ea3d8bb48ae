import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import HotspotLab

// The lab page below its guide: the lab itself (profile, keys, actions, chart, table)
// and the discussion. LabPage builds it after its first frame, as it lies below the
// first screen.
ColumnLayout {
    id: body

    required property PartitionLab lab

    spacing: Theme.spacingLarge

    Connections {
        target: body.lab

        function onStatusUpdated() {
            labStatus.announce();
        }
    }

    SectionHeading {
        text: qsTr("The lab")
    }

    InfoCard {
        heading: qsTr("Profile")

        RowLayout {
            spacing: Theme.spacingLarge

            TextRadioButton {
                objectName: "labProfileEven"
                //: Load profile: every key once per batch
                text: qsTr("Even")
                checked: body.lab.profile === PartitionLab.Even
                Accessible.name: qsTr("Even profile")
                onClicked: body.lab.profile = PartitionLab.Even
            }
            TextRadioButton {
                objectName: "labProfileHot"
                //: Load profile: one key gets most requests
                text: qsTr("Hot key")
                checked: body.lab.profile === PartitionLab.HotKey
                Accessible.name: qsTr("Hot key profile")
                onClicked: body.lab.profile = PartitionLab.HotKey
            }
        }
        Paragraph {
            objectName: "labProfileDescription"
            text: body.lab.batchCompositionText
        }
        Paragraph {
            objectName: "labBatchArrivals"
            text: body.lab.batchArrivalsText
            color: Theme.mutedTextColor
        }
    }

    InfoCard {
        heading: qsTr("Keys and their owners")

        Paragraph {
            text: qsTr("Click a key to make it the hot key. It matters only in the Hot key profile. A different key or profile starts a new run.")
            color: Theme.mutedTextColor
        }

        // Columns and Flows, not layouts, hold the Repeaters: Qt 6.4 layouts can keep
        // replaced delegates (tests/cpp/tst_layoutrules.cpp).
        Column {
            Layout.fillWidth: true
            spacing: Theme.spacing

            Repeater {
                // A delegate sees only its model data (no outer ids: qmllint), so every row
                // and every chip gets the lab through its model entry.
                model: Array.from({
                        "length": body.lab.partitionCount
                    }, () => ({
                                "lab": body.lab
                            }))

                // The owner's name above its chips, so the chips keep the whole width.
                delegate: Column {
                    id: ownerRow

                    required property var modelData
                    required property int index
                    readonly property PartitionLab lab: modelData.lab

                    width: parent ? parent.width : 0
                    spacing: Theme.spacingSmall

                    Label {
                        //: Row label in the key picker, e.g. "P0 owns"
                        text: qsTr("%1 owns").arg(ownerRow.lab.partitionNames[ownerRow.index])
                        font.bold: true
                    }

                    // All the partition's chips in a row while they fit; fewer, on more rows, with large text or
                    // a narrow window, so a chip never has to squeeze its text.
                    Flow {
                        id: chips

                        readonly property real chipMinimumWidth: Theme.bodySize * 8
                        readonly property int chipsPerRow: Math.max(1, Math.min(ownerRow.lab.ownedKeys[ownerRow.index].length, Math.floor((width + spacing) / (chipMinimumWidth + spacing))))
                        readonly property real chipWidth: Math.floor((width - (chipsPerRow - 1) * spacing) / chipsPerRow)

                        width: parent.width
                        spacing: Theme.spacing

                        Repeater {
                            model: Array.from(ownerRow.lab.ownedKeys[ownerRow.index], key => ({
                                            "key": key,
                                            "lab": ownerRow.lab,
                                            "row": chips
                                        }))

                            delegate: LabKeyChip {
                                id: chip

                                required property var modelData
                                readonly property PartitionLab lab: modelData.lab

                                width: modelData.row.chipWidth
                                objectName: "labKeyChip_" + key
                                key: modelData.key
                                owner: chip.lab.ownerOf(key)
                                ownerName: chip.lab.partitionNames[owner]
                                requestsPerBatch: chip.lab.batchComposition[key]
                                hot: chip.lab.hotKey === key
                                hotProfile: chip.lab.profile === PartitionLab.HotKey
                                onClicked: chip.lab.hotKey = key
                            }
                        }
                    }
                }
            }
        }
    }

    InfoCard {
        heading: qsTr("Run")

        Flow {
            Layout.fillWidth: true
            spacing: Theme.spacing

            ShortcutButton {
                objectName: "labSendButton"
                highlighted: true
                text: qsTr("Send %1 requests + step").arg(body.lab.batchSize)
                shortcutSequence: KeyboardShortcuts.sequence("labSend")
                onClicked: body.lab.sendBatch()
            }
            ShortcutButton {
                objectName: "labDrainButton"
                text: qsTr("Drain one step")
                shortcutSequence: KeyboardShortcuts.sequence("labDrain")
                onClicked: body.lab.drainStep()
            }
            ShortcutButton {
                objectName: "labResetButton"
                text: qsTr("Reset run")
                shortcutSequence: KeyboardShortcuts.sequence("labReset")
                onClicked: body.lab.resetRun()
            }
        }

        Label {
            objectName: "labStepCounter"
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            text: qsTr("Processing steps in this run: %1").arg(NumberFormat.current.formatCount(body.lab.stepCount))
            font.pixelSize: Theme.bodySize * 1.1
            font.bold: true
        }
        Paragraph {
            objectName: "labCapacityLine"
            text: body.lab.capacitySummary
        }
        Paragraph {
            objectName: "labWaitingLine"
            text: qsTr("Waiting in all queues: %1").arg(NumberFormat.current.formatCount(body.lab.totalWaiting))
            color: body.lab.totalWaiting > 0 ? Theme.dangerColor : Theme.textColor
        }
        LiveStatusLine {
            id: labStatus

            objectName: "labStatus"
            text: body.lab.statusText
        }
    }

    LabShareChart {
        objectName: "labShareChart"
        Layout.fillWidth: true
        Layout.preferredHeight: Theme.chartHeight
        lab: body.lab
    }

    LabTable {
        lab: body.lab
    }

    Paragraph {
        text: qsTr("The bars show shares rounded to whole percent, so they may not add up to 100 (83 + 8 + 8). The table gives the exact counts.")
        color: Theme.mutedTextColor
        font.pixelSize: Theme.smallSize
    }

    Paragraph {
        objectName: "labWaitingLegend"
        //: Legend under the lab table; keep the warning sign ⚠ at the start
        text: qsTr("⚠ marks a queue that is not empty: requests wait there because their owner got more than it could finish.")
        color: Theme.mutedTextColor
        font.pixelSize: Theme.smallSize
    }

    SectionHeading {
        text: qsTr("Placement is not traffic")
    }
    Paragraph {
        text: qsTr("Both profiles place exactly four keys on every partition. What differs is how often each key is asked for. In the Hot key profile, 9 of the 12 requests in a batch, 75%, name the same key.")
    }
    Paragraph {
        text: qsTr("One more request goes to the key three places further on. That key has the same owner, because adding 3 does not change the remainder after dividing by 3. So one partition receives 10 of 12 requests, about 83%.")
    }
    Paragraph {
        text: qsTr("Try hot key 1: the tall bar moves to P1. Try hot key 3: it is back on P0. Picking a different hot key moves the problem to another owner; it does not spread the load. The key picker and the table both show who owns each key.")
    }

    SectionHeading {
        text: qsTr("Keeping up the pressure")
    }
    Paragraph {
        text: qsTr("Send several hot batches in a row. The busiest partition receives 10 requests per batch but finishes only 4 per step, so its queue grows by 6 with every batch: 6, 12, 18 and so on.")
    }
    Paragraph {
        text: qsTr("Meanwhile the other two partitions finish their single request and leave 3 units of capacity idle each. That idle capacity cannot take over the waiting work: it belongs to another owner and is gone when the step ends.")
    }
    Paragraph {
        text: qsTr("“Drain one step” stops new arrivals but keeps processing, so a queue shrinks by at most 4 per step. Twelve waiting requests need three drain steps.")
    }
    Paragraph {
        text: qsTr("Changing the profile or the hot key clears the run, so every comparison starts from zero; waiting requests are not carried over. “Reset run” clears the counters and keeps your choice. When the app starts, it always begins with the Even profile.")
    }

    SectionHeading {
        text: qsTr("What an engineer could change")
    }
    Paragraph {
        text: qsTr("A product page that suddenly goes viral can pile work onto one partition while the key counts still look perfectly balanced. So look at activity per key and per partition, at what each request costs, at queues and at capacity, not only at how many keys are stored where.")
    }
    BulletList {
        items: [qsTr("Cache repeated reads, so fewer requests reach the owner at all."), qsTr("Move the hot key to another partition. That changes who carries its traffic, not how much traffic there is. It is a real fix when the key alone fits within one partition's capacity and gets a partition of its own."), qsTr("Split one logical key into several physical keys, so its requests land on different owners. The price: reads may have to collect every part, totals need aggregation, and ordering and atomic updates across the parts are harder to guarantee."), qsTr("Add partitions. That spreads the other keys more thinly, but under this routing rule a single hot key that cannot be split still has exactly one owner.")]
    }
    Paragraph {
        text: qsTr("None of these measures is built into the lab: it shows the problem, not the cure.")
    }

    Foldout {
        objectName: "limitsFoldout"
        title: qsTr("Limits of the model")

        BulletList {
            items: [qsTr("Three fixed partitions, twelve whole-number keys and routing by key mod 3: a rule for teaching, not the hash function or the physical placement of any real product."), qsTr("Every request costs the same. After the arrivals, each owner finishes up to four per step, older waiting work included, and capacity left over expires instead of being lent."), qsTr("Batches are fixed. The Even profile names every key once; the Hot key profile names the hot key nine times and the next three keys once each. There is no randomness and no measured production traffic."), qsTr("Requests are counters per partition, not stored records, values, response times or ordered operations. The lab makes no claims about latency percentiles, durability or throughput."), qsTr("Queues keep all unfinished work. Nothing is rejected, times out or is retried, and there is no backpressure, so overload shows up as a growing queue. Real systems may limit or drop load instead."), qsTr("Logical time moves only with the batch and drain actions. There are no clocks, network failures, replication, parallel execution, rebalancing, persistence or autoscaling. A new selection starts a new experiment instead of simulating a migration.")]
        }
    }

    SectionHeading {
        text: qsTr("Questions for discussion")
    }
    Paragraph {
        text: qsTr("Discuss each question first, then open the model answer below it.")
        color: Theme.mutedTextColor
    }
    Paragraph {
        text: qsTr("1. A catalogue is partitioned evenly, yet one product launch overloads a single product page. What sets the limit here: key placement, request frequency, request cost or capacity?")
        font.bold: true
    }
    Foldout {
        objectName: "answer1Foldout"
        title: qsTr("Model answer")
        //: A screen reader's name for the model answer's heading; %1 is the question's number
        accessibleName: qsTr("Model answer to question %1").arg(1)
        titleSize: Theme.bodySize

        Paragraph {
            text: qsTr("Request frequency, measured against capacity. Placement is even, four keys per owner, and in the lab every request costs the same. The launch sends most requests to one key, so its owner receives more per step than the four it can finish, and its queue grows. Dearer requests would make it worse, but they are not what starts it.")
        }
    }
    Paragraph {
        text: qsTr("2. Which measure changes the amount of work that reaches the owner, and which one only moves it somewhere else?")
        font.bold: true
    }
    Foldout {
        objectName: "answer2Foldout"
        title: qsTr("Model answer")
        //: A screen reader's name for the model answer's heading; %1 is the question's number
        accessibleName: qsTr("Model answer to question %1").arg(2)
        titleSize: Theme.bodySize

        Paragraph {
            text: qsTr("A cache lowers it: the requests it answers never reach the owner. Splitting the key spreads the same work over several owners, so each one gets less. Moving the key hands the whole load to another owner, which helps only if that owner has room for all of it. Adding partitions thins out the other keys, but the hot key keeps its single owner.")
        }
    }
    Paragraph {
        text: qsTr("3. If you split that product's key into several keys, which guarantees would you have to think through again?")
        font.bold: true
    }
    Foldout {
        objectName: "answer3Foldout"
        title: qsTr("Model answer")
        //: A screen reader's name for the model answer's heading; %1 is the question's number
        accessibleName: qsTr("Model answer to question %1").arg(3)
        titleSize: Theme.bodySize

        Paragraph {
            text: qsTr("Reading the whole value now means collecting every part, and totals have to be added up. An update that must see the whole value, such as stock that may not drop below zero, is no longer one atomic operation on one key. And writes to different parts have no common order.")
        }
    }

    Foldout {
        objectName: "sourcesFoldout"
        title: qsTr("Sources")

        Paragraph {
            text: qsTr("The text, chart, load profiles and model of this lab were written for Hotspot Lab. For a real product, AWS recommends designing partition keys around the access patterns of the application and spreading activity across many partition key values: see the Amazon DynamoDB developer guide, best practices for designing partition keys (checked on 26 October 2026).")
        }
        Paragraph {
            text: qsTr("Capacity units, adaptive capacity and data placement in DynamoDB are specific to that product. The rule of four requests per step is invented for teaching.")
        }
    }
}
