import QtQuick
import QtQuick.Layouts
import HotspotLab

// Lesson 1: an even spread of keys is not an even spread of load.
LessonPage {
    id: page

    readonly property int questionCount: 6
    readonly property int correctAnswers: (question1.answeredCorrectly ? 1 : 0) + (question2.answeredCorrectly ? 1 : 0) + (question3.answeredCorrectly ? 1 : 0) + (question4.answeredCorrectly ? 1 : 0) + (question5.answeredCorrectly ? 1 : 0) + (question6.answeredCorrectly ? 1 : 0)
    readonly property int answeredQuestions: (question1.answered ? 1 : 0) + (question2.answered ? 1 : 0) + (question3.answered ? 1 : 0) + (question4.answered ? 1 : 0) + (question5.answered ? 1 : 0) + (question6.answered ? 1 : 0)

    // The explorer lives in the lesson's state (KeysVsLoadState.qml), so it outlives the page.
    readonly property ImbalanceExplorer explorer: (lessonState as KeysVsLoadState).explorer

    objectName: "keysVsLoadPage"
    title: qsTr("Keys are not load")
    lead: qsTr("The keys are spread perfectly evenly over the partitions. So why is one partition drowning while the others have time to spare?")
    lessonId: "keys-vs-load"
    remember: [qsTr("A hash spreads keys, not requests or bytes: an even key count says nothing about load."), qsTr("Measure per partition: requests per second, bytes stored and bytes sent, and look for the hottest keys."), qsTr("The peak-to-average ratio is capacity you pay for and leave idle: 1.1 is healthy, 3 means three times what the load needs."), qsTr("Match the fix to the cause: a cache or replicas for a hot read key, sub-keys for a hot write key, a partition of its own for a big tenant, object storage for large values.")]

    ImbalanceWorkedExample {
        id: example
    }
    // The "Check yourself" texts; the worksheet prints the same list.
    LessonQuestions {
        id: quiz

        lessonId: "keys-vs-load"
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
        words: qsTr("Before you start: you should know how to choose a partition key and how a key's owner is found on a hash ring.")
    }

    SectionHeading {
        text: qsTr("A cluster that looks perfectly balanced")
    }
    Paragraph {
        objectName: "exampleIntro"
        //: %1 total keys, %2 partitions, %3 keys per partition
        words: qsTr("A cluster stores %1 keys on %2 partitions: exactly %3 on each. As a key distribution, it could not be better.").arg(NumberFormat.current.formatNumber(example.totalKeys, 0)).arg(NumberFormat.current.formatNumber(example.partitions, 0)).arg(NumberFormat.current.formatNumber(example.keysPerPartition, 0))
    }
    Paragraph {
        //: %1 hot partition number, %2 and %3 CPU percentages
        words: qsTr("Yet the dashboard shows partition %1 at %2% CPU all day, while the other seven sit at %3%. Put the two views side by side:").arg(NumberFormat.current.partitionName(example.hotPartition)).arg(NumberFormat.current.formatNumber(example.hotCpuPercent, 0)).arg(NumberFormat.current.formatNumber(example.otherCpuPercent, 0))
    }

    GridLayout {
        Layout.fillWidth: true
        columns: page.width > Theme.readableWidth * 0.8 ? 2 : 1
        columnSpacing: Theme.spacingLarge
        rowSpacing: Theme.spacingLarge

        KeysVsLoadBarChart {
            id: exampleKeysChart

            objectName: "exampleKeysChart"

            exportName: "example-keys"
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

            exportName: "example-cpu"
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
        words: qsTr("Peak-to-average ratio of the keys: %1. Of the CPU: %2, because the mean is only %3% while partition %4 is near its limit.").arg(NumberFormat.current.formatNumber(example.keysRatio, 1)).arg(NumberFormat.current.formatNumber(example.cpuRatio, 1)).arg(NumberFormat.current.formatNumber(example.meanCpuPercent, 1)).arg(NumberFormat.current.partitionName(example.hotPartition))
    }
    Paragraph {
        //: %1 partition number, %2 reads per second
        words: qsTr("The difference is one key. Partition %1 owns the profile of a celebrity, and that profile is read %2 times a second. Every partition has the same number of keys; they do not get the same number of requests.").arg(NumberFormat.current.partitionName(example.hotPartition)).arg(NumberFormat.current.formatNumber(example.celebrityReadsPerSecond, 0))
    }
    InfoCard {
        tint: Theme.highlightSurfaceColor
        heading: qsTr("The point of this lesson")

        Paragraph {
            words: qsTr("A hash function spreads keys. It cannot know how often each key will be used or how large its value is. Balance in key counts says nothing about balance in work.")
        }
    }

    SectionHeading {
        text: qsTr("Three causes, three measurements")
    }
    Paragraph {
        words: qsTr("Imbalance has three common sources. Each one hides from a different metric, so each needs its own measurement.")
    }
    InfoCard {
        heading: qsTr("1. Hot key")

        Paragraph {
            words: qsTr("One key receives a large share of all requests. Measure requests per second (rps) per key, by sampling or by counting the top k keys, and compare the hottest with what one partition can serve.")
        }
        Paragraph {
            objectName: "hotKeyCapacityText"
            words: qsTr("In the worked example, P5 still copes: the celebrity's 6,000 reads a second and its share of the other keys take 95% of its CPU. Writes cost a partition more than reads. If a partition can take 5,000 writes a second and one key needs 6,000, no number of nodes will help: however many partitions there are, the key still has one owner. A hot read key is different: read replicas or a cache can serve its reads.")
        }
    }
    InfoCard {
        heading: qsTr("2. Hot tenant")

        Paragraph {
            words: qsTr("When a multi-tenant table is partitioned by tenant_id, all of a tenant's data lives on one partition, and a big tenant takes that partition over. Measure each tenant's share of the traffic and of the bytes.")
        }
        Paragraph {
            words: qsTr("With 8 partitions, an even share is 12.5% each. A tenant with 40% of the traffic puts 40% on one partition: 3.2 times the average.")
        }
    }
    InfoCard {
        heading: qsTr("3. Large values")

        Paragraph {
            words: qsTr("Every partition holds the same number of keys, but one of them holds many large values, such as 5 MB documents. Its disk and its network link fill up first. Measure bytes per partition and bytes sent per second, not just key counts.")
        }
    }

    SectionHeading {
        text: qsTr("One number for imbalance")
    }
    Paragraph {
        words: qsTr("The peak-to-average ratio divides the load of the busiest partition by the mean load of all partitions. A perfectly even load gives 1.0. Around 1.1 is healthy.")
    }
    Paragraph {
        words: qsTr("A ratio of 3 means you pay for three times the capacity the load needs: every partition must be sized for the peak, while on average only a third of it is used.")
    }

    SectionHeading {
        text: qsTr("Explore the imbalance")
    }
    Paragraph {
        words: qsTr("Choose a cause, change the figures and watch the bars and the ratio. For the hot key, commit your prediction first.")
    }

    SectionHeading {
        text: qsTr("Mitigation follows the cause")
    }
    Paragraph {
        words: qsTr("No single fix suits every imbalance. Pick what your measurements showed to see what helps, and what each fix costs you.")
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
            words: qsTr("Symptom: the dashboard shows 10,000,000 keys on every partition and calls the cluster balanced, while one partition keeps timing out. Nobody collects requests or bytes per partition.")
        }
    }
    InfoCard {
        heading: qsTr("Averages hide peaks")

        Paragraph {
            words: qsTr("Symptom: the cluster's mean CPU reads a comfortable 40%. The busiest partition is at 98%, and the next burst of traffic takes it down.")
        }
    }
    InfoCard {
        heading: qsTr("Splitting too early")

        Paragraph {
            words: qsTr("Symptom: every key was split into 8 sub-keys just in case. Now each read of a cold key costs 8 requests, and read load is 8 times what it was for keys that were never hot.")
        }
    }
    InfoCard {
        heading: qsTr("Hot keys move")

        Paragraph {
            words: qsTr("Symptom: the keys split by hand last month are quiet, while today's breaking news story or viral product overloads a partition nobody listed. Detect hot keys automatically, or let splits expire.")
        }
    }
    InfoCard {
        heading: qsTr("Mitigations drop guarantees")

        Paragraph {
            words: qsTr("Symptom: the cache serves a price that changed a minute ago, and the stock counter split into sub-keys sells the last item twice because \"decrement if stock remains\" is no longer atomic. Write down which guarantee each fix gives up.")
        }
    }

    SectionHeading {
        text: qsTr("Check yourself")
    }
    Paragraph {
        words: qsTr("Pick an answer; the explanation appears at once. You can change your answer as often as you like.")
    }
    KeysVsLoadQuestion {
        id: question1

        objectName: "question1"
        entry: quiz.questions[0]
    }
    KeysVsLoadQuestion {
        id: question2

        objectName: "question2"
        entry: quiz.questions[1]
    }
    KeysVsLoadQuestion {
        id: question3

        objectName: "question3"
        entry: quiz.questions[2]
    }
    KeysVsLoadQuestion {
        id: question4

        objectName: "question4"
        entry: quiz.questions[3]
    }
    KeysVsLoadQuestion {
        id: question5

        objectName: "question5"
        entry: quiz.questions[4]
    }
    KeysVsLoadQuestion {
        id: question6

        objectName: "question6"
        entry: quiz.questions[5]
    }
    Paragraph {
        objectName: "scoreText"
        font.bold: true
        //: %1 correct answers, %2 answered questions, %Ln all questions
        words: qsTr("Correct so far: %1 of %2 answered (%Ln question(s)).", "", page.questionCount).arg(page.correctAnswers).arg(page.answeredQuestions)
    }

    SectionHeading {
        text: qsTr("Next steps")
    }
    Paragraph {
        words: qsTr("This lesson names three topics it does not cover:")
    }
    BulletList {
        items: [qsTr("Detecting hot keys automatically, for example with a count-min sketch."), qsTr("Rebalancing partitions automatically when load shifts."), qsTr("Rate limits per tenant, so that one tenant cannot take over a partition.")]
    }
    Paragraph {
        words: qsTr("Key splitting is a technique you build into your application; not every database offers it. In the next lesson, the hot-key lab, you watch a queue grow behind one hot key step by step.")
    }

    Foldout {
        objectName: "sourcesFoldout"
        keptIn: page.lessonState
        title: qsTr("Sources")

        BulletList {
            items: [qsTr("A course lesson (in Indonesian, last reviewed 26 October 2026) on telling key distribution apart from load distribution: the worked example, the three causes, the mitigations and the failure modes."), qsTr("The capacities, rates and the placement of the hot partition in the explorer are illustrative figures for teaching, not measurements of any product.")]
        }
    }
}
