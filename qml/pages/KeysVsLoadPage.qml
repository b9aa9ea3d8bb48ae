import QtQuick
import QtQuick.Layouts
import HotspotLab

// Lesson 1: an even spread of keys is not an even spread of load.
LessonPage {
    id: page

    readonly property int questionCount: 6
    readonly property int correctAnswers: (question1.answeredCorrectly ? 1 : 0) + (question2.answeredCorrectly ? 1 : 0) + (question3.answeredCorrectly ? 1 : 0) + (question4.answeredCorrectly ? 1 : 0) + (question5.answeredCorrectly ? 1 : 0) + (question6.answeredCorrectly ? 1 : 0)
    readonly property int answeredQuestions: (question1.answered ? 1 : 0) + (question2.answered ? 1 : 0) + (question3.answered ? 1 : 0) + (question4.answered ? 1 : 0) + (question5.answered ? 1 : 0) + (question6.answered ? 1 : 0)

    objectName: "keysVsLoadPage"
    title: qsTr("Keys are not load")
    lead: qsTr("The keys are spread perfectly evenly over the partitions. So why is one partition drowning while the others have time to spare?")
    lessonId: "keys-vs-load"
    remember: [qsTr("A hash spreads keys, not requests or bytes: an even key count says nothing about load."), qsTr("Measure per partition: requests per second, bytes stored and bytes sent, and look for the hottest keys."), qsTr("The peak-to-average ratio is capacity you pay for and leave idle: 1.1 is healthy, 3 means three times what the load needs."), qsTr("Match the fix to the cause: a cache or replicas for a hot read key, sub-keys for a hot write key, a partition of its own for a big tenant, object storage for large values.")]

    ImbalanceWorkedExample {
        id: example
    }
    // The six questions of the page, for LessonProgress ("q1" to "q6").
    Instantiator {
        model: [question1, question2, question3, question4, question5, question6]

        delegate: ProgressMark {
            required property var modelData
            required property int index

            lessonId: "keys-vs-load"
            reachedQuestion: modelData.answeredCorrectly ? "q" + (index + 1) : ""
        }
    }

    // The explorer is the page's simulation: beside the text, or first in one column. It
    // is built after the first frame, through a Loader: in Qt 6.4 its own layout, nested
    // one level deeper in the page's, kept wrapped text at a stale height.
    simulationSource: Qt.resolvedUrl("keysvsload/KeysVsLoadExplorer.qml")
    simulationProperties: ({
            "page": page,
            "objectName": "explorer"
        })

    SectionHeading {
        text: qsTr("What you will be able to do")
    }
    BulletList {
        items: [qsTr("Measure how unevenly the load falls on each partition, and sum it up in one number."), qsTr("Tell a hot key, a hot tenant and large values apart by what you measure."), qsTr("Pick the mitigation that fits the cause, and say what it costs.")]
    }
    Paragraph {
        color: Theme.mutedTextColor
        text: qsTr("Before you start: you should know how to choose a partition key and how a key's owner is found on a hash ring.")
    }

    SectionHeading {
        text: qsTr("A cluster that looks perfectly balanced")
    }
    Paragraph {
        objectName: "exampleIntro"
        //: %1 total keys, %2 partitions, %3 keys per partition
        text: qsTr("A cluster stores %1 keys on %2 partitions: exactly %3 on each. As a key distribution, it could not be better.").arg(NumberFormat.current.formatNumber(example.totalKeys, 0)).arg(NumberFormat.current.formatNumber(example.partitions, 0)).arg(NumberFormat.current.formatNumber(example.keysPerPartition, 0))
    }
    Paragraph {
        //: %1 hot partition number, %2 and %3 CPU percentages
        text: qsTr("Yet the dashboard shows partition %1 at %2% CPU all day, while the other seven sit at %3%. Put the two views side by side:").arg(NumberFormat.current.partitionName(example.hotPartition)).arg(NumberFormat.current.formatNumber(example.hotCpuPercent, 0)).arg(NumberFormat.current.formatNumber(example.otherCpuPercent, 0))
    }

    GridLayout {
        Layout.fillWidth: true
        columns: page.width > Theme.readableWidth * 0.8 ? 2 : 1
        columnSpacing: Theme.spacingLarge
        rowSpacing: Theme.spacingLarge

        KeysVsLoadBarChart {
            id: exampleKeysChart

            objectName: "exampleKeysChart"
            alignedWith: exampleCpuChart
            Layout.fillWidth: true
            Layout.preferredWidth: 1
            heading: qsTr("Keys per partition (millions)")
            categories: example.partitionLabels
            baseValues: example.keysInMillions
            baseName: qsTr("Keys")
            axisTitle: qsTr("Million keys")
            axisMaximum: 12
            tickCount: 7
        }
        KeysVsLoadBarChart {
            id: exampleCpuChart

            objectName: "exampleCpuChart"
            alignedWith: exampleKeysChart
            Layout.fillWidth: true
            Layout.preferredWidth: 1
            heading: qsTr("CPU per partition (%)")
            categories: example.partitionLabels
            baseValues: example.cpuBase
            extraValues: example.cpuExtra
            baseName: qsTr("Ordinary keys")
            extraName: qsTr("Celebrity key")
            axisTitle: qsTr("CPU (%)")
            axisMaximum: 100
            tickCount: 6
        }
    }
    Paragraph {
        objectName: "exampleRatios"
        //: %1 and %2 are peak-to-average ratios, %3 the mean CPU in percent, %4 a partition number
        text: qsTr("Peak-to-average ratio of the keys: %1. Of the CPU: %2, because the mean is only %3% while partition %4 is near its limit.").arg(NumberFormat.current.formatNumber(example.keysRatio, 1)).arg(NumberFormat.current.formatNumber(example.cpuRatio, 1)).arg(NumberFormat.current.formatNumber(example.meanCpuPercent, 1)).arg(NumberFormat.current.partitionName(example.hotPartition))
    }
    Paragraph {
        //: %1 partition number, %2 reads per second
        text: qsTr("The difference is one key. Partition %1 owns the profile of a celebrity, and that profile is read %2 times a second. Every partition has the same number of keys; they do not get the same number of requests.").arg(NumberFormat.current.partitionName(example.hotPartition)).arg(NumberFormat.current.formatNumber(example.celebrityReadsPerSecond, 0))
    }
    InfoCard {
        tint: Theme.highlightSurfaceColor
        heading: qsTr("The point of this lesson")

        Paragraph {
            text: qsTr("A hash function spreads keys. It cannot know how often each key will be used or how large its value is. Balance in key counts says nothing about balance in work.")
        }
    }

    SectionHeading {
        text: qsTr("Three causes, three measurements")
    }
    Paragraph {
        text: qsTr("Imbalance has three common sources. Each one hides from a different metric, so each needs its own measurement.")
    }
    InfoCard {
        heading: qsTr("1. Hot key")

        Paragraph {
            text: qsTr("One key receives a large share of all requests. Measure requests per second (rps) per key, by sampling or by counting the top k keys, and compare the hottest with what one partition can serve.")
        }
        Paragraph {
            objectName: "hotKeyCapacityText"
            text: qsTr("In the worked example, P5 still copes: the celebrity's 6,000 reads a second and its share of the other keys take 95% of its CPU. Writes cost a partition more than reads. If a partition can take 5,000 writes a second and one key needs 6,000, no number of nodes will help: however many partitions there are, the key still has one owner. A hot read key is different: read replicas or a cache can serve its reads.")
        }
    }
    InfoCard {
        heading: qsTr("2. Hot tenant")

        Paragraph {
            text: qsTr("When a multi-tenant table is partitioned by tenant_id, all of a tenant's data lives on one partition, and a big tenant takes that partition over. Measure each tenant's share of the traffic and of the bytes.")
        }
        Paragraph {
            text: qsTr("With 8 partitions, an even share is 12.5% each. A tenant with 40% of the traffic puts 40% on one partition: 3.2 times the average.")
        }
    }
    InfoCard {
        heading: qsTr("3. Large values")

        Paragraph {
            text: qsTr("Every partition holds the same number of keys, but one of them holds many large values, such as 5 MB documents. Its disk and its network link fill up first. Measure bytes per partition and bytes sent per second, not just key counts.")
        }
    }

    SectionHeading {
        text: qsTr("One number for imbalance")
    }
    Paragraph {
        text: qsTr("The peak-to-average ratio divides the load of the busiest partition by the mean load of all partitions. A perfectly even load gives 1.0. Around 1.1 is healthy.")
    }
    Paragraph {
        text: qsTr("A ratio of 3 means you pay for three times the capacity the load needs: every partition must be sized for the peak, while on average only a third of it is used.")
    }

    SectionHeading {
        text: qsTr("Explore the imbalance")
    }
    Paragraph {
        text: qsTr("Choose a cause, change the figures and watch the bars and the ratio. For the hot key, commit your prediction first.")
    }

    SectionHeading {
        text: qsTr("Mitigation follows the cause")
    }
    Paragraph {
        text: qsTr("No single fix suits every imbalance. Pick what your measurements showed to see what helps, and what each fix costs you.")
    }
    KeysVsLoadMitigations {
        objectName: "mitigations"
    }

    SectionHeading {
        text: qsTr("How the design fails")
    }
    InfoCard {
        objectName: "failureCard"
        heading: qsTr("Counting only keys")

        Paragraph {
            text: qsTr("Symptom: the dashboard shows 10,000,000 keys on every partition and calls the cluster balanced, while one partition keeps timing out. Nobody collects requests or bytes per partition.")
        }
    }
    InfoCard {
        heading: qsTr("Averages hide peaks")

        Paragraph {
            text: qsTr("Symptom: the cluster's mean CPU reads a comfortable 40%. The busiest partition is at 98%, and the next burst of traffic takes it down.")
        }
    }
    InfoCard {
        heading: qsTr("Splitting too early")

        Paragraph {
            text: qsTr("Symptom: every key was split into 8 sub-keys just in case. Now each read of a cold key costs 8 requests, and read load is 8 times what it was for keys that were never hot.")
        }
    }
    InfoCard {
        heading: qsTr("Hot keys move")

        Paragraph {
            text: qsTr("Symptom: the keys split by hand last month are quiet, while today's breaking news story or viral product overloads a partition nobody listed. Detect hot keys automatically, or let splits expire.")
        }
    }
    InfoCard {
        heading: qsTr("Mitigations drop guarantees")

        Paragraph {
            text: qsTr("Symptom: the cache serves a price that changed a minute ago, and the stock counter split into sub-keys sells the last item twice because \"decrement if stock remains\" is no longer atomic. Write down which guarantee each fix gives up.")
        }
    }

    SectionHeading {
        text: qsTr("Check yourself")
    }
    Paragraph {
        text: qsTr("Pick an answer; the explanation appears at once. You can change your answer as often as you like.")
    }
    KeysVsLoadQuestion {
        id: question1

        objectName: "question1"
        prompt: qsTr("One key gets 6,000 rps and each partition can serve 5,000 rps. You grow the cluster from 8 to 16 partitions. Does the overload go away?")
        options: [qsTr("Yes: with twice the partitions, each one gets half the load."), qsTr("No: the key still has a single owner, which must serve all 6,000 rps."), qsTr("Only if the new partitions run on faster disks.")]
        explanations: [qsTr("Only the ordinary keys are spread thinner. The hot key is one key, so one partition still receives all of its 6,000 rps, above the 5,000 it can serve."), qsTr("More partitions spread the other keys, but one key always maps to one owner. Cache its reads, or split it if it is written."), qsTr("Disks are not the limit here; the request rate on one owner is. The key still lands on a single partition.")]
        correctIndex: 1
    }
    KeysVsLoadQuestion {
        id: question2

        objectName: "question2"
        prompt: qsTr("The table is partitioned by tenant_id over 8 partitions. The largest tenant sends 40% of all traffic. What is the peak-to-average ratio?")
        options: [NumberFormat.current.formatNumber(5, 1), NumberFormat.current.formatNumber(3.2, 1), NumberFormat.current.formatNumber(1.4, 1)]
        explanations: [qsTr("That divides the wrong numbers: 40 / 8 = 5 compares no loads. The average share per partition is 100% / 8 = 12.5%, and 40 / 12.5 = 3.2."), qsTr("The whole tenant sits on one partition: 40% against an average of 12.5% is 3.2 times the mean."), qsTr("That underestimates it. One partition carries 40%, the average is 12.5%, so the ratio is 3.2.")]
        correctIndex: 1
    }
    KeysVsLoadQuestion {
        id: question3

        objectName: "question3"
        prompt: qsTr("Your dashboard shows exactly 10,000,000 keys on each of 8 partitions. What does that tell you about the load?")
        options: [qsTr("The load is even, because the keys are even."), qsTr("Nothing yet: you need requests and bytes per partition."), qsTr("The hash function is working, so hot keys cannot happen.")]
        explanations: [qsTr("That is exactly the trap of the worked example: equal keys, yet one partition at 95% CPU."), qsTr("Key counts show placement only. Load depends on how often keys are used and how big their values are."), qsTr("A good hash spreads keys evenly, and a hot key still lands on exactly one partition.")]
        correctIndex: 1
    }
    KeysVsLoadQuestion {
        id: question4

        objectName: "question4"
        prompt: qsTr("The mean CPU over all partitions is 40%. Is the cluster safe?")
        options: [qsTr("Yes, there is 60% headroom everywhere."), qsTr("You cannot tell: look at the busiest partition."), qsTr("No, 40% is always too high.")]
        explanations: [qsTr("A mean of 40% is possible with one partition at 98%. The headroom is not where the load is."), qsTr("An average hides the peak. Check the hottest partition and the peak-to-average ratio."), qsTr("40% on its own is fine. The question is how the load is spread, which the mean does not show.")]
        correctIndex: 1
    }
    KeysVsLoadQuestion {
        id: question5

        objectName: "question5"
        prompt: qsTr("A counter key receives far too many writes for its partition. Which mitigation fits?")
        options: [qsTr("Put a cache in front of it."), qsTr("Split it into sub-keys key#0 to key#7, write to a random one, and add them all up when reading."), qsTr("Move the value to object storage.")]
        explanations: [qsTr("A cache absorbs repeated reads. Every write must still reach the owner."), qsTr("The writes spread over up to eight partitions; with hashing, some sub-keys usually share one (lesson 3 shows how often). The price: each read needs 8 requests, and the counter loses single-key atomic operations."), qsTr("Object storage helps with large values. A counter is small; its problem is the write rate.")]
        correctIndex: 1
    }
    KeysVsLoadQuestion {
        id: question6

        objectName: "question6"
        prompt: qsTr("Key counts are equal everywhere, but one partition's disk keeps filling first. Which metric reveals the cause?")
        options: [qsTr("Keys per partition."), qsTr("Requests per second per key."), qsTr("Bytes per partition and bytes sent per second.")]
        explanations: [qsTr("Those are equal, which is why the problem stays hidden."), qsTr("Useful for hot keys, but a partition full of 5 MB documents can fill its disk without a single hot key."), qsTr("Large values show up in bytes, not in key counts. The fix is object storage or balancing by bytes.")]
        correctIndex: 2
    }
    Paragraph {
        objectName: "scoreText"
        font.bold: true
        //: %1 correct answers, %2 answered questions, %Ln all questions
        text: qsTr("Correct so far: %1 of %2 answered (%Ln question(s)).", "", page.questionCount).arg(page.correctAnswers).arg(page.answeredQuestions)
    }

    SectionHeading {
        text: qsTr("Next steps")
    }
    Paragraph {
        text: qsTr("This lesson names three topics it does not cover:")
    }
    BulletList {
        items: [qsTr("Detecting hot keys automatically, for example with a count-min sketch."), qsTr("Rebalancing partitions automatically when load shifts."), qsTr("Rate limits per tenant, so that one tenant cannot take over a partition.")]
    }
    Paragraph {
        text: qsTr("Key splitting is a technique you build into your application; not every database offers it. In the next lesson, the hot-key lab, you watch a queue grow behind one hot key step by step.")
    }

    Foldout {
        objectName: "sourcesFoldout"
        title: qsTr("Sources")

        BulletList {
            items: [qsTr("A course lesson (in Indonesian, last reviewed 26 October 2026) on telling key distribution apart from load distribution: the worked example, the three causes, the mitigations and the failure modes."), qsTr("The capacities, rates and the placement of the hot partition in the explorer are illustrative figures for teaching, not measurements of any product.")]
        }
    }
}
