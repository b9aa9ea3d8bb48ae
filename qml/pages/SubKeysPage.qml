import QtQuick
import QtQuick.Controls
import HotspotLab

// Lesson "subkeys": the sub-key exercise. Three questions with answer fields, a worked
// discussion, and an explorer that places sub-keys by hash and round-robin side by side.
// Every number comes from SubKeySplit; this page only formats it.
LessonPage {
    id: page

    objectName: "subKeysPage"
    title: qsTr("Splitting a hot key")
    lead: qsTr("One key takes 12,000 writes a second, twice what a partition can serve. Split it into sub-keys and the load spreads out, but only if you leave room for the sub-keys that end up on the same partition.")
    lessonId: "subkeys"
    rememberReady: answersGiven
    rememberWaitingText: qsTr("The lesson's summary appears here once you have answered the three questions, or opened the discussion.")
    remember: [qsTr("More partitions do not help a hot write key: split it into sub-keys."), qsTr("Size the split by the headroom left after collisions, not by an even share: 8 sub-keys of 1,500 rps fail at the first collision, 16 of 750 rps still fit three to a partition."), qsTr("A hash places sub-keys as if at random. Dealing them out in turn works only where the store lets you pin them, and only until it reshards."), qsTr("Every sub-key adds a request to each read of the total, and changes to the whole key are no longer one atomic operation.")]

    // The exercise as stated: fixed, for the questions and the sentences about it.
    SubKeySplit {
        id: exercise
    }
    // The three questions' texts and accepted values; the worksheet prints the same list.
    LessonQuestions {
        id: questions

        objectName: "subKeysQuestions"
        lessonId: "subkeys"
    }

    // The explorer's copy, changed by the sliders: in the lesson's state (SubKeysState.qml),
    // so it outlives the page.
    readonly property SubKeySplit explorer: (lessonState as SubKeysState).explorer

    // The sections after the questions state answers (1,500 rps a sub-key, 16 reads for
    // the total): they wait until every field has a number handed in, right or wrong, or
    // the discussion is open. Once shown they stay, in the lesson's state: a language
    // switch reads "15,500" again as a typo, and that must not take them away.
    readonly property bool answersHandedIn: discussionButton.shown || (q1Load.answered && q1Ratio.answered && q2Share.answered && q2One.answered && q2Two.answered && q3Reads.answered)
    property bool answersSeen: lessonState.value("answersSeen", false)
    readonly property bool answersGiven: answersSeen || answersHandedIn
    onAnswersHandedInChanged: {
        if (answersHandedIn)
            answersSeen = true;
    }
    onAnswersSeenChanged: lessonState.setValue("answersSeen", answersSeen)

    // The simulation pane: the two sliders, the two placements' charts with their peaks,
    // then the figures that answer the questions about the split. Built after the first
    // frame, through a Loader: Qt 6.4 kept wrapped text at a stale height in its nested
    // layouts when they sat directly in the page's.
    simulationSource: Qt.resolvedUrl("subkeys/SubKeySimulation.qml")
    simulationProperties: ({
            "page": page,
            "explorer": page.explorer
        })

    SectionHeading {
        text: qsTr("The situation")
    }
    Paragraph {
        words: qsTr("A cluster has 8 partitions, and each one can serve 6,000 requests per second (rps). At the daily peak, ordinary keys bring 28,000 rps between them, spread evenly: 3,500 rps on every partition.")
    }
    Paragraph {
        words: qsTr("On top of that comes one promotion key. It holds the remaining stock of a flash sale, and every purchase writes to it: 12,000 rps, all landing on the single partition that owns the key.")
    }
    Paragraph {
        words: qsTr("Work through the three questions below. Type numbers the way you usually write them; press Enter or move on, and the field tells you whether your answer holds.")
    }
    Paragraph {
        objectName: "explorerStartText"
        words: qsTr("The split explorer starts with 3 sub-keys, too few for the promo key. Type your answers first, then set its sliders to the numbers of a question to check them.")
    }

    InfoCard {
        heading: questions.questions[0]?.heading ?? ""

        SubKeyAnswerField {
            id: q1Load

            objectName: "q1Load"
            entry: questions.questions[0]
        }
        SubKeyAnswerField {
            id: q1Ratio

            objectName: "q1Ratio"
            entry: questions.questions[1]
        }
    }

    InfoCard {
        heading: questions.questions[2]?.heading ?? ""

        Paragraph {
            words: questions.questions[2]?.intro ?? ""
        }
        SubKeyAnswerField {
            id: q2Share

            objectName: "q2Share"
            entry: questions.questions[2]
        }
        SubKeyAnswerField {
            id: q2One

            objectName: "q2One"
            entry: questions.questions[3]
        }
        SubKeyAnswerField {
            id: q2Two

            objectName: "q2Two"
            entry: questions.questions[4]
        }
    }

    InfoCard {
        heading: questions.questions[5]?.heading ?? ""

        SubKeyAnswerField {
            id: q3Reads

            objectName: "q3Reads"
            entry: questions.questions[5]
        }
        Paragraph {
            words: questions.byId["thinkFurther"]?.prompt ?? ""
        }
    }

    TextButton {
        id: discussionButton

        // Kept in the lesson's state, so a page built again keeps the discussion open.
        property bool shown: page.lessonState.value("discussionShown", false)

        objectName: "showDiscussionButton"
        text: shown ? qsTr("Hide discussion") : qsTr("Show discussion")
        Accessible.name: text
        onClicked: shown = !shown
        onShownChanged: page.lessonState.setValue("discussionShown", shown)
    }

    InfoCard {
        objectName: "discussionCard"
        visible: discussionButton.shown
        heading: qsTr("Discussion")
        tint: Theme.highlightSurfaceColor

        Label {
            text: qsTr("Question 1")
            font.bold: true
        }
        Paragraph {
            objectName: "discussion1"
            words: qsTr("All traffic together is 40,000 rps (28,000 ordinary plus 12,000 for the promo key), so the mean is 40,000 / 8 = 5,000 rps per partition. The owner of the promo key carries 12,000 + 3,500 = 15,500 rps, more than two and a half times its capacity. Peak-to-average: 15,500 divided by 5,000 gives 3.1. More nodes would not change this: the promo key is still one key with one owner, and that owner receives all 12,000 rps.")
        }
        Label {
            text: qsTr("Question 2")
            font.bold: true
        }
        Paragraph {
            objectName: "discussion2"
            words: qsTr("Each sub-key carries an eighth of 12,000, that is 1,500 rps. With one sub-key per partition, every partition carries 1,500 + 3,500 = 5,000 rps, below the 6,000 it can serve. But a hash does not deal sub-keys out like cards. When two land on the same partition, it carries 3,000 + 3,500 = 6,500 rps and is overloaded. With a random hash that is the normal case: all 8 end up apart in only 8!/8^8 of all placements, about 0.24%. So 8 sub-keys are not safe.")
        }
        Paragraph {
            words: qsTr("With 16 sub-keys of 750 rps each, two on a partition give 1,500 + 3,500 = 5,000 rps, and even three fit (5,750 rps). Now a collision costs headroom, not the partition.")
        }
        Label {
            text: qsTr("Question 3")
            font.bold: true
        }
        Paragraph {
            objectName: "discussion3"
            words: qsTr("16 requests: one per sub-key, and the application adds the values up. Writes became cheap, reads became dearer. That is only the first part of the price; the section on what splitting costs, further down, has the rest.")
        }
    }

    SectionHeading {
        text: qsTr("The split explorer")
    }
    Paragraph {
        objectName: "hashPlacementText"
        words: qsTr("Choose how many sub-keys the promo key gets and how many partitions the cluster has. The chart “Placed by hash” puts sub-key promo#i on partition MurmurHash3(\"promo#i\") modulo the number of partitions. That rule is a stand-in, kept simple for the lesson. Real stores avoid hash modulo N, because a new N would move almost every key: Redis Cluster hashes keys into 16,384 fixed slots, and Cassandra and DynamoDB give each partition a range of hash values. To the application, a sub-key's place looks just as random under those schemes, so the collisions follow the same statistics.")
    }
    Paragraph {
        objectName: "roundRobinPlacementText"
        words: qsTr("The chart “Placed round-robin” deals the sub-keys out in turn: sub-key i goes to partition (p + i) modulo the number of partitions, where p is the partition of promo#0. Few stores let an application choose like this. DynamoDB and Cassandra place every key themselves, and split or move partitions as they grow. In Redis Cluster, a hash tag such as {promo3} in a key's name decides its slot, so you can pick names whose slots lie on different nodes. That plan holds only until the cluster reshards and moves the slots.")
    }

    Paragraph {
        objectName: "answersWaiting"
        visible: !page.answersGiven
        words: qsTr("Why more sub-keys are not always safer, what splitting costs and the lesson's conclusion follow here once you have answered the three questions, or opened the discussion: they contain the answers.")
        color: Theme.mutedTextColor
    }

    SectionHeading {
        visible: page.answersGiven
        text: qsTr("Why more sub-keys are not always safer")
    }
    Paragraph {
        objectName: "nonMonotonicText"
        visible: page.answersGiven
        //: %1-%5 are probabilities for 5, 8, 9, 10 and 16 sub-keys on 8 partitions
        words: qsTr("You might expect the chance of staying within capacity to grow with every sub-key. It does not. Each extra sub-key makes all of them lighter, but a partition only gains room for one more sub-key in steps, when the lighter shares finally fit into its 2,500 rps of headroom. Between two steps, each added sub-key is simply one more chance to collide, so the chance falls. On 8 partitions: 5 sub-keys %1, 8 sub-keys %2, 9 sub-keys %3 (nine cannot sit one per partition), 10 sub-keys %4, 16 sub-keys %5.").arg(NumberFormat.current.formatProbability(exercise.safeProbabilityBySubKeys[4])).arg(NumberFormat.current.formatProbability(exercise.safeProbabilityBySubKeys[7])).arg(NumberFormat.current.formatProbability(exercise.safeProbabilityBySubKeys[8])).arg(NumberFormat.current.formatProbability(exercise.safeProbabilityBySubKeys[9])).arg(NumberFormat.current.formatProbability(exercise.safeProbabilityBySubKeys[15]))
    }
    Paragraph {
        objectName: "subKeysNeededText"
        visible: page.answersGiven
        //: %1 partitions, %2 a probability such as 90%, %3 and %4 counts of sub-keys (already with their unit)
        words: qsTr("So how many sub-keys does random placement need? With the exercise's %1 partitions, the first count with at least a %2 chance that no partition is overloaded is %3. Round-robin placement needs %4. Every extra sub-key costs one more request on each read of the total.").arg(NumberFormat.current.formatNumber(exercise.partitionCount, 0)).arg(NumberFormat.current.formatPercent(exercise.safeTarget * 100)).arg(qsTr("%n sub-key(s)", "", exercise.subKeysNeededRandomly)).arg(qsTr("%n sub-key(s)", "", exercise.subKeysNeededRoundRobin))
    }
    Paragraph {
        objectName: "morePartitionsText"
        visible: page.answersGiven
        words: qsTr("Now set the sub-keys to 1 and drag the partition slider. The ordinary keys thin out, yet the owner of the promo key never drops below 12,000 rps, twice its capacity. More partitions only help a key that has been split.")
    }

    SectionHeading {
        visible: page.answersGiven
        text: qsTr("What splitting costs")
    }
    BulletList {
        visible: page.answersGiven
        items: [qsTr("Reads fan out. The total lives in no single place, so reading it costs one request per sub-key: 8 or 16 instead of 1. Split only keys that really are hot; a cold key split just in case multiplies its reads for nothing."), qsTr("The total is slightly stale. The sub-keys are read one after another while writes continue, so the sum describes no single moment. For a counter on a web page that is fine; for a hard limit it is not."), qsTr("\"Decrement the stock if any is left\" stops being one atomic operation. On a single key the database checks and decrements in one step. Spread over sub-keys, no key knows the whole stock, so two buyers can take the last item through different sub-keys.")]
    }
    Paragraph {
        visible: page.answersGiven
        words: qsTr("Ways around it:")
    }
    BulletList {
        visible: page.answersGiven
        items: [qsTr("Give every sub-key its own quota of the stock. When one quota is used up, the purchase tries another sub-key."), qsTr("Check the stock separately: reserve items from one central counter in batches, and let the hot sub-keys only record the purchases."), qsTr("Cache the total for a second or two, so that not every reader pays the fan-out.")]
    }

    InfoCard {
        objectName: "conclusionCard"
        visible: page.answersGiven
        heading: qsTr("The lesson")
        tint: Theme.goodSurfaceColor

        Paragraph {
            objectName: "conclusionText"
            words: qsTr("Headroom after collisions sets the number of sub-keys, not an even split. Here each partition has 2,500 rps to spare. A sub-key of 1,500 rps fits only once, so any collision overloads a partition. A sub-key of 750 rps fits three times, so 16 sub-keys stay within capacity as long as no partition gets four of them. Round-robin placement and this page's hash manage that, but only about one random placement in five does. Work out the headroom first, then choose how many sub-keys and how to place them so that the ones ending up together still fit.")
        }
    }
}
