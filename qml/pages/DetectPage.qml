import QtQuick
import HotspotLab

// Lesson "detect": which key makes a partition hot, found with bounded memory. One
// request stream through exact counting, sampling and a count-min sketch with a top-k
// list, and a hot key that shifts. Every number comes from HotKeyDetector; this page
// words it.
LessonPage {
    id: page

    // The stream, the detectors and both predictions live in the lesson's state
    // (DetectState.qml), so they outlive the page.
    readonly property HotKeyDetector detector: (lessonState as DetectState).detector

    objectName: "detectPage"
    title: qsTr("Finding the hot key")
    lead: qsTr("One partition runs at 95% CPU while the others stay below 40%. Its metrics say where the load lands, not which key brings it. Count the keys three ways, exactly, by sampling and with a count-min sketch, and see what each costs and whether it still names the right key once the hot key moves on.")
    lessonId: "detect"
    remember: [qsTr("Per-partition metrics say where the load is; only counting per key says which key brings it."), qsTr("Exact counts need memory for every key seen. A count-min sketch needs a fixed width × depth table, and its estimates are never too low."), qsTr("Width sets how far too high an estimate may be (epsilon = e / width); depth sets how rarely a key misses that bound (delta = e^-depth)."), qsTr("Hot keys shift. A detector that never forgets keeps naming yesterday's key; decay lets it follow, at the price of counts that are no longer totals.")]
    // The lines state both predictions' answers: they wait until the runs have shown them.
    rememberReady: page.detector.narrowingSeen && page.detector.lifetimeShiftSeen && page.detector.decayShiftSeen
    rememberWaitingText: qsTr("The lesson's summary appears here once your runs have answered both predictions: the narrow sketch, and the shift with decay off and on.")
    // The stream does not run on while another lesson is open (the page is released then).
    Component.onDestruction: page.detector.pause()

    // The questions for discussion and their model answers; the worksheet prints the same.
    LessonQuestions {
        id: discussion

        lessonId: "detect"
    }

    ProgressMark {
        lessonId: "detect"
        reachedStep: page.detector.narrowingSeen ? "narrowing" : ""
        reachedQuestion: page.detector.narrowingPrediction.verdict === LessonPrediction.Right ? "narrowing" : ""
    }
    ProgressMark {
        lessonId: "detect"
        reachedStep: page.detector.lifetimeShiftSeen ? "lifetimeShift" : ""
        reachedQuestion: page.detector.shiftPrediction.verdict === LessonPrediction.Right ? "shift" : ""
    }
    ProgressMark {
        lessonId: "detect"
        reachedStep: page.detector.decayShiftSeen ? "decayShift" : ""
    }

    // The simulation pane: the run's buttons, the keys the detectors name, the settings
    // and the three views (DetectSimulation). Built after the first frame, through a
    // Loader, as on the other pages.
    simulationSource: Qt.resolvedUrl("detect/DetectSimulation.qml")
    simulationProperties: ({
            "page": page,
            "detector": page.detector
        })

    SectionHeading {
        text: qsTr("Where, but not which")
    }
    Paragraph {
        words: qsTr("Your dashboard shows requests per partition, and partition 5 gets three times the average. So one of its keys is probably hot. But partition 5 holds thousands of keys, and the dashboard cannot tell them apart. To find the one, something has to count per key, on a stream of requests that never ends.")
    }
    Paragraph {
        words: qsTr("The simulation sends requests for 100,000 keys. Most keys are rare, no other key gets more than about 3% of the requests, and one hot key gets 10%. At request 50,000 another key becomes the hot one, the way a product that was everywhere yesterday gives way to today's.")
    }

    SectionHeading {
        text: qsTr("Three ways to count")
    }
    BulletList {
        items: [qsTr("Exact counting keeps a counter for every key it has seen, about 16 bytes with the key and its share of a hash table. It is never wrong, but its memory grows with every new key, and a busy stream brings thousands of new keys every minute."), qsTr("Sampling counts only one request in 100 and multiplies by 100. The hot key, with thousands of requests, comes out roughly right, often within a quarter of its true count. A key with a handful of requests is either missed or counted as 100."), qsTr("A count-min sketch is a fixed table of counters: a number of rows (the depth), each with the same number of counters (the width). Here that is 4 rows of 2,048 counters of 4 bytes, 32 KiB, however many keys arrive. Each row has its own hash function that picks one counter for a key, and every request adds 1 to its key's counter in each row. To estimate a key, read its counter in every row and take the smallest. A list of the 10 keys with the highest estimates, the top-k list, names the hot key.")]
    }

    SectionHeading {
        text: qsTr("Predict: a narrow sketch")
    }
    Paragraph {
        words: qsTr("Before you press Play: fewer counters per row means more keys share each counter. Decide what that does to the estimates, then commit.")
    }
    PredictionCard {
        objectName: "narrowingPrediction"
        prediction: page.detector.narrowingPrediction
    }

    SectionHeading {
        text: qsTr("Predict: after the shift")
    }
    Paragraph {
        words: qsTr("Commit this one before you press Play, too. Then run the stream again with decay on (Settings, Decay) and predict once more.")
    }
    PredictionCard {
        objectName: "shiftPrediction"
        prediction: page.detector.shiftPrediction
    }
    Paragraph {
        words: qsTr("Press Play to send the stream through all three detectors at once, or +10,000 requests to go in steps. The figures at the top of the simulation show which key each detector names and what its memory costs.")
    }

    SectionHeading {
        text: qsTr("What the sketch promises")
    }
    Paragraph {
        objectName: "promiseWaiting"
        visible: !page.detector.narrowingSeen
        words: qsTr("This section explains what a narrow sketch shows. Commit your prediction, then choose a width of 64 or less with decay off and feed requests to read it.")
        color: Theme.mutedTextColor
    }
    Paragraph {
        objectName: "promiseSection1"
        visible: page.detector.narrowingSeen
        words: qsTr("Requests only ever add to a counter. Every counter a key touches holds that key's own requests plus those of the other keys that share it. The smallest of them can therefore be too high, never too low: the sketch's error is one-sided.")
    }
    Paragraph {
        objectName: "promiseSection2"
        visible: page.detector.narrowingSeen
        words: qsTr("How far too high depends on the width. Call N the number of requests counted so far and epsilon = e / width, about 0.13% at 2,048 counters per row. For any key, the chance that its estimate is more than epsilon × N too high is at most delta = e^-depth, about 1.8% with 4 rows. Wider rows make the error smaller; more rows make a large error rarer.")
    }
    Paragraph {
        objectName: "promiseSection3"
        visible: page.detector.narrowingSeen
        words: qsTr("What it does not promise: that every key stays within the bound (about one key in 55 may not), that a rare key's estimate means anything, or which keys exist at all. The top-k list remembers the keys, and only those it has seen with a high estimate.")
    }
    Paragraph {
        objectName: "promiseSection4"
        visible: page.detector.narrowingSeen
        words: qsTr("The tab “The sketch” draws a sketch of width 64 or less cell by cell. Look up the hot key, then a key that shares its counter in row 1: that row alone would give the small key the hot key's count, and the other rows bring the estimate back down. That is what depth is for.")
    }

    SectionHeading {
        text: qsTr("Why detection must forget")
    }
    Paragraph {
        objectName: "forgetWaiting"
        visible: !page.detector.lifetimeShiftSeen
        words: qsTr("This section explains what happens after the shift. Commit your prediction and run the stream past request 70,000 with decay off to read it.")
        color: Theme.mutedTextColor
    }
    Paragraph {
        objectName: "forgetSection1"
        visible: page.detector.lifetimeShiftSeen
        words: qsTr("Counts over the whole stream remember everything. After the shift the old hot key stops growing, but it keeps its lead for a long time: 20,000 requests later it still has more than twice the requests of the new one. A detector built on lifetime counts keeps naming it, and a fix aimed at it misses the key that hurts now.")
    }
    Paragraph {
        objectName: "forgetSection2"
        visible: page.detector.decayShiftSeen
        words: qsTr("Decay halves every counter and every estimate on the top-k list after each period, say every 5,000 requests. Old requests then weigh less and less, and within a few periods the list names the new hot key. The price: a decayed count is no longer a total, so it cannot be used for billing or for a limit per day.")
    }

    Paragraph {
        objectName: "forgetDecayWaiting"
        visible: page.detector.lifetimeShiftSeen && !page.detector.decayShiftSeen
        words: qsTr("What decay changes follows once a run with decay on has passed the same moment. Predict first.")
        color: Theme.mutedTextColor
    }

    SectionHeading {
        text: qsTr("What to do with a detected key")
    }
    BulletList {
        items: [qsTr("A key that is mostly read: put a cache in front of it, as in the lab's “try a fix”."), qsTr("A key that is mostly written: split it into sub-keys. The lesson “Splitting a hot key” works out how many."), qsTr("A key that stays hot for weeks and crowds its neighbours: move it to a partition of its own."), qsTr("Let the top-k list switch the fix on, and, with decay, off again once the key has cooled down.")]
    }

    SectionHeading {
        text: qsTr("Limits of the model")
    }
    BulletList {
        items: [qsTr("One detector sees every request. A real system counts on every node; sketches with the same width, depth and hashes can be added up cell by cell to give the whole picture."), qsTr("The stream is made up: a fixed skew with one hot key. Real traffic has daily cycles, bursts and many keys that warm up slowly."), qsTr("Halving at fixed request counts is the simplest decay. Real detectors often decay by time, or keep one sketch per minute in a sliding window."), qsTr("Sampling here takes every 100th request. A real sampler picks at random, which gives the same averages with more scatter.")]
    }

    SectionHeading {
        text: qsTr("Discussion")
    }
    // Numbered in their own texts, as on the worksheet, so a class can name one.
    Paragraph {
        objectName: "detectDiscussion1"
        words: discussion.byId["discussion1"]?.prompt ?? ""
    }
    Paragraph {
        objectName: "detectDiscussion2"
        words: discussion.byId["discussion2"]?.prompt ?? ""
    }
    Paragraph {
        objectName: "detectDiscussion3"
        words: discussion.byId["discussion3"]?.prompt ?? ""
    }

    SectionHeading {
        text: qsTr("Sources")
    }
    BulletList {
        items: [qsTr("Graham Cormode and S. Muthukrishnan: “An improved data stream summary: the count-min sketch and its applications”. Journal of Algorithms 55 (1), 2005."), qsTr("Graham Cormode and Ke Yi: “Small Summaries for Big Data”. Cambridge University Press, 2020.")]
    }
}
