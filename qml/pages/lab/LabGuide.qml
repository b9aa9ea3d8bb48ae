import QtQuick
import QtQuick.Layouts
import HotspotLab

// Guided steps 1-4 of the hot-key lab. Each step asks for an optional prediction, runs
// its action on the lab, then compares the prediction with the numbers the lab reports.
// Only the step state lives here; every number comes from PartitionLab. The lab's own
// buttons stay usable throughout, so free play is possible at any time.
InfoCard {
    id: guide

    required property PartitionLab lab

    // 1-4 are the steps, 5 means all done.
    property int step: 1
    property bool revealed: false
    // Step 4 has two parts: send the second batch, then drain.
    property bool draining: false
    property int drainsDone: 0
    // The owner predicted in step 2 (-1: none), checked against the table in step 3.
    property int ownerGuess: -1
    // Numbers taken when the result was revealed, so the explanation stays put even if
    // the student keeps playing; the texts still follow a language switch.
    property var result: ({})

    readonly property int finished: 5
    readonly property var choices: step === 2 ? [0, 1, 2] : (step === 4 ? [1, 2, 3, 4, 5, 6] : [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    readonly property int guess: prediction.currentIndex > 0 ? choices[prediction.currentIndex - 1] : -1
    readonly property string hotOwnerName: lab.partitionName(lab.hotOwner)
    // A step's question and answer box show until its action reveals the result.
    readonly property bool asking: step < finished && !revealed && !draining

    function restart() {
        step = 1;
        ownerGuess = -1;
        beginStep();
    }

    function beginStep() {
        revealed = false;
        draining = false;
        drainsDone = 0;
        result = {};
        prediction.currentIndex = 0;
    }

    function nextStep() {
        if (step === 2 && !revealed)
            ownerGuess = -1;
        // Clear the revealed result first, so no text is built from the old step's numbers.
        beginStep();
        if (step < finished)
            step += 1;
    }

    function snapshot(extra) {
        const r = {
            "guess": guess,
            "received": [lab.received(0), lab.received(1), lab.received(2)],
            "completed": [lab.completed(0), lab.completed(1), lab.completed(2)],
            "waiting": [lab.waiting(0), lab.waiting(1), lab.waiting(2)],
            "owner": lab.hotOwner,
            "mostLoaded": lab.mostLoadedPartition,
            "capacity": lab.capacityOffered,
            "done": lab.totalCompleted,
            "total": lab.totalReceived
        };
        for (const name in extra)
            r[name] = extra[name];
        return r;
    }

    function act() {
        if (step === 1) {
            lab.profile = PartitionLab.Even;
            lab.resetRun();
            lab.sendBatch();
            result = snapshot({});
            revealed = true;
        } else if (step === 2) {
            ownerGuess = guess;
            lab.profile = PartitionLab.HotKey;
            lab.resetRun();
            result = snapshot({});
            revealed = true;
        } else if (step === 3) {
            lab.profile = PartitionLab.HotKey;
            lab.resetRun();
            lab.sendBatch();
            result = snapshot({
                    "ownerGuess": ownerGuess
                });
            revealed = true;
        } else if (step === 4 && !draining) {
            lab.profile = PartitionLab.HotKey;
            // Replays step 3 when it was skipped, so this is always the second batch.
            if (lab.totalReceived === 0)
                lab.sendBatch();
            lab.sendBatch();
            result = snapshot({
                    "queueAfterSecond": lab.waiting(lab.hotOwner),
                    "expectedDrains": lab.drainStepsToEmpty,
                    "drainGuess": guess
                });
            draining = true;
        } else if (step === 4) {
            lab.drainStep();
            drainsDone += 1;
            if (lab.totalWaiting === 0)
                revealed = true;
        }
    }

    function verdictText(predicted: int, actual: int, where: string): string {
        if (predicted < 0)
            //: Guided step result when the student made no prediction
            return qsTr("No prediction this time. That is fine: compare the table with what you expected.");
        if (predicted === actual)
            //: %1 the predicted number, %2 a partition name
            return qsTr("Right. You predicted %1, and the table shows %1 waiting at %2.").arg(predicted).arg(where);
        //: %1 the prediction, %2 the actual number, %3 a partition name
        return qsTr("Not quite. You predicted %1; the table shows %2 waiting at %3.").arg(predicted).arg(actual).arg(where);
    }

    objectName: "labGuide"
    tint: Theme.highlightSurfaceColor
    heading: step < finished ?
    //: Heading of the guided step card, e.g. "Guided step 2 of 4"
    qsTr("Guided step %1 of %2").arg(step).arg(4) : qsTr("All four steps done")

    Paragraph {
        objectName: "labGuideInstruction"
        font.bold: true
        text: {
            switch (guide.step) {
            case 1:
                return qsTr("An even batch. Keep the Even profile: every key gets one request per batch.");
            case 2:
                return qsTr("Pick a hot key in the key picker below (key %1 is chosen now), then switch to the Hot key profile. The hot key gets 9 of the 12 requests in every batch; the next three keys get one each.").arg(guide.lab.hotKey);
            case 3:
                return qsTr("Send one batch with the hot key.");
            case 4:
                return qsTr("Keep up the pressure: send a second batch, then drain the queue one step at a time.");
            default:
                return qsTr("Now play freely. Try hot key 1, then hot key 3, and watch which bar rises. Every partition still owns four keys.");
            }
        }
    }

    // The question, and below it the answer box. Both sit directly in the card's column:
    // in a row or a nested layout, Qt 6.4 kept the wrapped question at a height from an
    // earlier, narrower width and pushed the box off its place (tst_textfit).
    Paragraph {
        objectName: "labGuideQuestion"
        visible: guide.asking
        text: {
            switch (guide.step) {
            case 1:
                return qsTr("Your prediction: how many requests will wait at %1 after this batch?").arg(guide.lab.partitionName(0));
            case 2:
                return qsTr("Your prediction: which partition will get most of the work?");
            case 3:
                return qsTr("Your prediction: how many requests will wait at %1 after this batch?").arg(guide.hotOwnerName);
            default:
                return qsTr("Your prediction: after the second batch, how many drain steps will empty the queue at %1?").arg(guide.hotOwnerName);
            }
        }
    }
    TextComboBox {
        id: prediction

        objectName: "labGuidePrediction"
        visible: guide.asking
        Layout.preferredWidth: Math.round(Theme.bodySize * 11)
        model: {
            //: First entry of the prediction box: the student does not guess
            const entries = [qsTr("No prediction")];
            for (const choice of guide.choices)
                entries.push(guide.step === 2 ? guide.lab.partitionName(choice) : Number(choice).toLocaleString(Qt.locale(LanguageService.localeName), 'f', 0));
            return entries;
        }
        Accessible.name: qsTr("Your prediction")
    }

    Paragraph {
        objectName: "labGuideProgress"
        visible: guide.draining && !guide.revealed
        text: qsTr("Waiting at %1: %2. Drain steps so far: %3.").arg(guide.hotOwnerName).arg(guide.lab.waiting(guide.lab.hotOwner)).arg(guide.drainsDone)
    }

    Paragraph {
        objectName: "labGuideResult"
        visible: guide.revealed
        text: {
            const r = guide.result;
            if (!guide.revealed || r.received === undefined)
                return "";
            const name = p => guide.lab.partitionName(p);
            switch (guide.step) {
            case 1:
                return qsTr("Arrivals %1 / %2 / %3: each partition received %4 requests and finished %4 in the same step. Nothing waits.").arg(r.received[0]).arg(r.received[1]).arg(r.received[2]).arg(r.completed[0]);
            case 2:
                return qsTr("The Hot key profile is on, and a new run starts from zero. The placement has not changed: every partition still owns four keys. Each batch now sends key %1 nine times and keys %2, %3 and %4 once each. Step 3 checks your prediction.").arg(guide.lab.hotKey).arg(guide.lab.neighbourKey(1)).arg(guide.lab.neighbourKey(2)).arg(guide.lab.neighbourKey(3));
            case 3:
                return qsTr("Arrivals %1 / %2 / %3. %4 finished %5 and has %6 waiting; the other two partitions finished all they received. There were %7 units of capacity, but only %8 requests were completed.").arg(r.received[0]).arg(r.received[1]).arg(r.received[2]).arg(name(r.owner)).arg(r.completed[r.owner]).arg(r.waiting[r.owner]).arg(r.capacity).arg(r.done);
            default:
                return qsTr("After the second batch %1 had %2 requests waiting. At %3 per step that takes %4 drain steps, and the queue is empty now.").arg(name(r.owner)).arg(r.queueAfterSecond).arg(guide.lab.capacityPerStep).arg(r.expectedDrains);
            }
        }
    }

    Paragraph {
        objectName: "labGuideVerdict"
        visible: guide.revealed && text.length > 0
        font.bold: true
        text: {
            const r = guide.result;
            if (!guide.revealed || r.received === undefined)
                return "";
            const name = p => guide.lab.partitionName(p);
            switch (guide.step) {
            case 1:
                return guide.verdictText(r.guess, r.waiting[0], name(0)) + (r.guess > 0 ? " " + qsTr("Each partition received %1 and can finish %2 per step, so an even batch leaves no queue.").arg(r.received[0]).arg(guide.lab.capacityPerStep) : "");
            case 2:
                return r.guess < 0 ? qsTr("No prediction this time. That is fine: watch which bar rises in step 3.") : qsTr("You predicted %1. Send the batch to see whether you were right.").arg(name(r.guess));
            case 3:
                {
                    let owner;
                    if (r.ownerGuess < 0)
                        owner = qsTr("%1 got most of the work: %2 of %3 requests.").arg(name(r.mostLoaded)).arg(r.received[r.mostLoaded]).arg(r.total);
                    else if (r.ownerGuess === r.mostLoaded)
                        owner = qsTr("Your owner prediction was right: %1 received %2 of %3 requests.").arg(name(r.mostLoaded)).arg(r.received[r.mostLoaded]).arg(r.total);
                    else
                        owner = qsTr("You expected %1, but %2 got most of the work: %3 of %4 requests. Key %5 belongs to %2 (%5 mod 3 = %6), and so does key %7, the third key after it.").arg(name(r.ownerGuess)).arg(name(r.mostLoaded)).arg(r.received[r.mostLoaded]).arg(r.total).arg(guide.lab.hotKey).arg(r.owner).arg(guide.lab.neighbourKey(3));
                    let queue = guide.verdictText(r.guess, r.waiting[r.owner], name(r.owner));
                    if (r.guess >= 0 && r.guess !== r.waiting[r.owner])
                        queue += " " + qsTr("%1 received %2 requests but can finish only %3 per step, so %4 stay in its queue.").arg(name(r.owner)).arg(r.received[r.owner]).arg(guide.lab.capacityPerStep).arg(r.waiting[r.owner]);
                    return owner + "\n" + queue;
                }
            default:
                if (r.drainGuess < 0)
                    return qsTr("No prediction this time. Notice how the idle capacity at the other partitions did not help.");
                if (r.drainGuess === r.expectedDrains)
                    return qsTr("Right: %1 drain steps.").arg(r.expectedDrains);
                return qsTr("Not quite. You predicted %1 drain steps; it took %2. The queue grows by %3 with every hot batch, only its owner can work on it, and the free capacity of the other partitions expires unused.").arg(r.drainGuess).arg(r.expectedDrains).arg(guide.lab.queueGrowthPerBatch);
            }
        }
    }

    Paragraph {
        visible: guide.step === 1 && !guide.revealed
        text: qsTr("Each guided action sets the lab up for its step. The controls further down work at any time, so you can also play freely.")
        color: Theme.mutedTextColor
        font.pixelSize: Theme.smallSize
    }

    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacing

        TextButton {
            objectName: "labGuideAction"
            visible: guide.step < guide.finished && !guide.revealed
            highlighted: true
            text: {
                switch (guide.step) {
                case 1:
                case 3:
                    return qsTr("Send %1 requests + step").arg(guide.lab.batchSize);
                case 2:
                    return qsTr("Switch to the Hot key profile");
                default:
                    return guide.draining ? qsTr("Drain one step") : qsTr("Send the second batch");
                }
            }
            Accessible.name: text
            onClicked: guide.act()
        }
        TextButton {
            objectName: "labGuideNext"
            visible: guide.step < guide.finished && guide.revealed
            highlighted: true
            text: guide.step === 4 ? qsTr("Finish") : qsTr("Next step")
            Accessible.name: text
            onClicked: guide.nextStep()
        }
        TextButton {
            objectName: "labGuideSkip"
            visible: guide.step < guide.finished && !guide.revealed
            flat: true
            //: Skips the current guided step without doing it
            text: qsTr("Skip this step")
            Accessible.name: text
            onClicked: guide.nextStep()
        }
        TextButton {
            objectName: "labGuideRestart"
            visible: guide.step > 1 || guide.revealed
            flat: true
            text: qsTr("Restart the guided steps")
            Accessible.name: text
            onClicked: guide.restart()
        }
    }
}
