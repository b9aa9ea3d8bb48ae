import QtQuick
import QtQuick.Layouts
import HotspotLab

// The lab page's narrative below its guide: what the lab showed and the discussion.
// LabPage builds it after its first frame. The two sections that explain the guided
// steps' results are built once the steps are done: before, they would answer the
// predictions.
ColumnLayout {
    id: body

    required property PartitionLab lab
    required property LabGuide guide
    // Where the open parts are kept (Foldout.keptIn).
    required property LessonState lessonState

    spacing: Theme.spacingLarge

    // The questions for discussion and their model answers; the worksheet prints the same.
    LessonQuestions {
        id: discussion

        lessonId: "lab"
    }

    Paragraph {
        objectName: "labExplanationsLater"
        visible: !body.guide.finished
        words: qsTr("What the lab shows, and why, is explained here once you have finished the four guided steps: your predictions come first.")
        color: Theme.mutedTextColor
    }

    // Built once the guided steps are done: before, they would answer the predictions,
    // and built hidden they cost the page's start. A Column holds the Repeater, as a
    // layout can keep a delegate the Repeater has replaced (restarting the guide).
    Column {
        id: explanationsHolder

        Layout.fillWidth: true
        visible: body.guide.finished

        Repeater {
            model: DelegateEntries.ownedBy(explanationsHolder, body.guide.finished ? 1 : 0)

            delegate: Column {
                required property var modelData

                objectName: "labExplanations"
                width: (modelData.owner as Item).width
                spacing: Theme.spacingLarge

                SectionHeading {
                    width: parent.width
                    topPadding: Theme.spacingLarge
                    text: qsTr("Placement is not traffic")
                }
                Paragraph {
                    width: parent.width
                    words: qsTr("Both profiles place exactly four keys on every partition. What differs is how often each key is asked for. In the Hot key profile, 9 of the 12 requests in a batch, 75%, name the same key.")
                }
                Paragraph {
                    width: parent.width
                    words: qsTr("One more request goes to the key three places further on. That key has the same owner, because adding 3 does not change the remainder after dividing by 3. So one partition receives 10 of 12 requests, about 83%.")
                }
                Paragraph {
                    width: parent.width
                    words: qsTr("Try hot key 1: the tall bar moves to P1. Try hot key 3: it is back on P0. Picking a different hot key moves the problem to another owner; it does not spread the load. The key picker and the table both show who owns each key.")
                }

                SectionHeading {
                    width: parent.width
                    topPadding: Theme.spacingLarge
                    text: qsTr("Keeping up the pressure")
                }
                Paragraph {
                    width: parent.width
                    words: qsTr("Send several hot batches in a row. The busiest partition receives 10 requests per batch but finishes only 4 per step, so its queue grows by 6 with every batch: 6, 12, 18 and so on.")
                }
                Paragraph {
                    width: parent.width
                    words: qsTr("Meanwhile the other two partitions finish their single request and leave 3 units of capacity idle each. That idle capacity cannot take over the waiting work: it belongs to another owner and is gone when the step ends.")
                }
                Paragraph {
                    width: parent.width
                    words: qsTr("“Drain one step” stops new arrivals but keeps processing, so a queue shrinks by at most 4 per step. Twelve waiting requests need three drain steps.")
                }
                Paragraph {
                    width: parent.width
                    words: qsTr("Changing the profile or the hot key clears the run, so every comparison starts from zero; waiting requests are not carried over. “Reset run” clears the counters and keeps your choice. When the app starts, it always begins with the Even profile.")
                }
            }
        }
    }

    SectionHeading {
        text: qsTr("What an engineer could change")
    }
    Paragraph {
        words: qsTr("A product page that suddenly goes viral can pile work onto one partition while the key counts still look perfectly balanced. So look at activity per key and per partition, at what each request costs, at queues and at capacity, not only at how many keys are stored where.")
    }
    BulletList {
        items: [qsTr("Cache repeated reads, so fewer requests reach the owner at all."), qsTr("Move the hot key to another partition. That changes who carries its traffic, not how much traffic there is. It is a real fix when the key alone fits within one partition's capacity and gets a partition of its own."), qsTr("Split one logical key into several physical keys, so its requests land on different owners. The price: reads may have to collect every part, totals need aggregation, and ordering and atomic updates across the parts are harder to guarantee."), qsTr("Add partitions. That spreads the other keys more thinly, but under this routing rule a single hot key that cannot be split still has exactly one owner.")]
    }

    SectionHeading {
        text: qsTr("Try a fix")
    }
    Paragraph {
        words: qsTr("Each of these measures is built into the lab: open the tab “Try a fix” at the top of the lab. Choose a measure, predict what happens at the busiest partition, then send hot batches. The chart “Without a fix” gets the very same batches, so you see what the measure changes and what it leaves unchanged.")
    }
    Foldout {
        objectName: "fixLessonsFoldout"
        keptIn: body.lessonState
        title: qsTr("What the fixes show")

        BulletList {
            items: [qsTr("Only the cache lowers the work that reaches an owner: the requests it answers never get there. Moving the key hands all of its work to another owner."), qsTr("Splitting spreads the work, but more sub-keys are not always better. With hot key 0 and 4 sub-keys, two of them share P0, so P0 builds a queue; with 3 sub-keys no partition does. Lesson 3, “Splitting a hot key”, counts such collisions."), qsTr("More partitions never split one key. Under key mod N routing, going from 3 to 4 partitions moves 9 of the 12 keys, and with 5 partitions key 11 lands on the same partition as key 1. Real stores therefore place keys in fixed slots, token or hash ranges, or on a hash ring, where adding a partition moves only a few keys.")]
        }
    }

    Foldout {
        objectName: "limitsFoldout"
        keptIn: body.lessonState
        title: qsTr("Limits of the model")

        BulletList {
            items: [qsTr("Three fixed partitions, twelve whole-number keys and routing by key mod 3: a rule for teaching, not the hash function or the physical placement of any real product."), qsTr("Every request costs the same. After the arrivals, each owner finishes up to four per step, older waiting work included, and capacity left over expires instead of being lent."), qsTr("Batches are fixed. The Even profile names every key once; the Hot key profile names the hot key nine times and the next three keys once each. There is no randomness and no measured production traffic."), qsTr("Requests are counters per partition, not stored records, values, response times or ordered operations. The lab makes no claims about latency percentiles, durability or throughput."), qsTr("Queues keep all unfinished work. Nothing is rejected, times out or is retried, and there is no backpressure, so overload shows up as a growing queue. Real systems may limit or drop load instead."), qsTr("Logical time moves only with the batch and drain actions. There are no clocks, network failures, replication, parallel execution, rebalancing, persistence or autoscaling. A new selection starts a new experiment instead of simulating a migration.")]
        }
    }

    SectionHeading {
        text: qsTr("Questions for discussion")
    }
    Paragraph {
        words: qsTr("Discuss each question first, then open the model answer below it.")
        color: Theme.mutedTextColor
    }
    Paragraph {
        words: discussion.byId["discussion1"]?.prompt ?? ""
        font.bold: true
    }
    Foldout {
        objectName: "answer1Foldout"
        keptIn: body.lessonState
        title: qsTr("Model answer")
        //: A screen reader's name for the model answer's heading; %1 is the question's number
        accessibleName: qsTr("Model answer to question %1").arg(1)
        titleSize: Theme.bodySize

        Paragraph {
            words: discussion.byId["discussion1"]?.modelAnswer ?? ""
        }
    }
    Paragraph {
        words: discussion.byId["discussion2"]?.prompt ?? ""
        font.bold: true
    }
    Foldout {
        objectName: "answer2Foldout"
        keptIn: body.lessonState
        title: qsTr("Model answer")
        //: A screen reader's name for the model answer's heading; %1 is the question's number
        accessibleName: qsTr("Model answer to question %1").arg(2)
        titleSize: Theme.bodySize

        Paragraph {
            words: discussion.byId["discussion2"]?.modelAnswer ?? ""
        }
    }
    Paragraph {
        words: discussion.byId["discussion3"]?.prompt ?? ""
        font.bold: true
    }
    Foldout {
        objectName: "answer3Foldout"
        keptIn: body.lessonState
        title: qsTr("Model answer")
        //: A screen reader's name for the model answer's heading; %1 is the question's number
        accessibleName: qsTr("Model answer to question %1").arg(3)
        titleSize: Theme.bodySize

        Paragraph {
            words: discussion.byId["discussion3"]?.modelAnswer ?? ""
        }
    }

    Foldout {
        objectName: "sourcesFoldout"
        keptIn: body.lessonState
        title: qsTr("Sources")

        Paragraph {
            words: qsTr("The text, chart, load profiles and model of this lab were written for Hotspot Lab. For a real product, AWS recommends designing partition keys around the access patterns of the application and spreading activity across many partition key values: see the Amazon DynamoDB developer guide, best practices for designing partition keys (checked on 26 October 2026).")
        }
        Paragraph {
            words: qsTr("Capacity units, adaptive capacity and data placement in DynamoDB are specific to that product. The rule of four requests per step is invented for teaching.")
        }
    }
}
