import QtQuick
import QtQuick.Layouts
import HotspotLab

// Lesson "throttling": a managed in-memory store delays writes to search-indexed keys
// when the 2-hour average of its writer CPU passes 50%. Every number comes from
// ThrottleSimulation and CommandChecker; this page only lays them out.
LessonPage {
    id: page

    // The scenario, its clock and prediction, and the command checker live in the lesson's
    // state (ThrottlingState.qml), so they outlive the page.
    readonly property ThrottleSimulation simulation: (lessonState as ThrottlingState).simulation
    readonly property CommandChecker commandChecker: (lessonState as ThrottlingState).commandChecker
    // The clock runs only while the page is built: it stops when another lesson opens.
    property bool playing: false
    // Simulated minutes per second of real time: 1, 10 or 60, kept in the lesson's state.
    property int speed: lessonState.value("speed", 10)

    title: qsTr("Write throttling: when the service slows you down")
    lead: qsTr("A managed in-memory store with a search module does not refuse your writes when its writer threads are busy for too long. It slows them down instead. Drive the load yourself, watch whether the 2-hour average crosses 50%, and see what your application notices: the service returns no error, but writes take longer, and your own timeouts still fire.")
    lessonId: "throttling"
    remember: [qsTr("Only writes to keys in a search index are throttled; reads and writes to other keys never are."), qsTr("Throttling starts when the writer threads' CPU averages more than 50% over a rolling 2-hour window, and it never cuts write capacity below half."), qsTr("The service returns no error, but writes wait. Your own timeouts can still fire, so keep retried writes idempotent."), qsTr("Watch writer CPU and the throttle flag, spread long imports over the window, and scale the cluster when throttling is frequent or lasts.")]
    onSpeedChanged: lessonState.setValue("speed", speed)

    // The questions for discussion and their model answers; the worksheet prints the same.
    LessonQuestions {
        id: discussion

        lessonId: "throttling"
    }

    // The scenario is over: Play stops there, and "Play again" starts it anew.
    Connections {
        function onEndReached() {
            page.playing = false;
        }

        target: page.simulation
    }

    // Each scenario watched to its end is a step; the prediction counts when right.
    ProgressMark {
        lessonId: "throttling"
        reachedStep: page.simulation.finished ? page.simulation.presetId : ""
        reachedQuestion: page.simulation.prediction.verdict === LessonPrediction.Right ? "prediction" : ""
    }

    Timer {
        id: playTimer

        interval: page.speed === 1 ? 1000 : 100
        repeat: true
        running: page.playing
        onTriggered: page.simulation.advance(page.speed === 1 ? 1 : page.speed / 10)
    }

    // The simulation pane: the clock's controls, what it shows now, the two charts that
    // answer the prediction, then the published metrics, the model's own figures and the
    // other two charts (ThrottlingSimulationPane). Built after the first frame, through a
    // Loader: Qt 6.4 kept wrapped text at a stale height in items placed directly.
    simulationSource: Qt.resolvedUrl("throttling/ThrottlingSimulationPane.qml")
    simulationProperties: ({
            "page": page
        })

    SectionHeading {
        text: qsTr("Why the service slows writes down")
    }
    Paragraph {
        words: qsTr("In its durable mode the store protects your data in two ways: it takes automatic backups, and it writes every change to a transaction log that is kept in several availability zones. That log is what lets the store recover and restart quickly after a failure.")
    }
    Paragraph {
        words: qsTr("Both have to keep pace with your writes. When the threads that update the search index stay busy for hours, backups and the log could fall behind. So the service lowers the rate at which it accepts indexed writes for a while, until everything has caught up.")
    }
    Paragraph {
        words: qsTr("Only writes to keys that belong to a search index are affected. Reads are never slowed down, and neither are writes to keys that no index covers.")
    }

    SectionHeading {
        text: qsTr("The rule in numbers")
    }
    BulletList {
        items: [qsTr("The service measures the CPU use of the search module's writer threads and averages it over the last two hours, a rolling window of 120 minutes."), qsTr("When this 2-hour average goes above 50%, throttling starts: the service sets the allowed write rate so that the average comes back to 50%."), qsTr("It also checks the CPU right now. If the current CPU is already at or below 50%, the rate is held where it is instead of being cut further, even while the average is still above 50%."), qsTr("The allowed rate never goes below 50% of normal throughput."), qsTr("Once the 2-hour average is below 50%, the rate rises step by step until full throughput is back, and throttling switches off."), qsTr("Short bursts do no harm when quieter minutes in the same two hours balance them: 45 minutes at 80% followed by 20% only lifts the average to 42.5%.")]
    }

    SectionHeading {
        text: qsTr("Try it: run the simulation")
    }
    Paragraph {
        words: qsTr("Pick a scenario and commit your prediction before you press Play. Every run starts at minute 0 after two idle hours, so the window begins full of minutes at 0%.")
    }

    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacing

        Repeater {
            // A delegate sees only its model data (no outer ids: qmllint), so each entry
            // carries the page and its simulation.
            // The ids are constant, so a language switch keeps the buttons (and focus).
            model: Array.from(page.simulation.presetIds, preset => ({
                            "preset": preset,
                            "page": page,
                            "simulation": page.simulation
                        }))

            delegate: ChoiceButton {
                required property var modelData
                required property int index

                objectName: "preset_" + modelData.preset
                text: modelData.simulation.presets[index].label
                highlighted: modelData.simulation.presetId === modelData.preset
                font.bold: highlighted
                Accessible.checked: highlighted
                Accessible.name: qsTr("Scenario: %1").arg(text)
                onClicked: {
                    modelData.page.playing = false;
                    modelData.simulation.applyPreset(modelData.preset);
                }
            }
        }
    }
    Paragraph {
        objectName: "presetDescription"
        words: page.simulation.presetDescription
        color: Theme.mutedTextColor
    }

    PredictionCard {
        objectName: "throttlePrediction"
        prediction: page.simulation.prediction
    }

    Paragraph {
        words: qsTr("Demand is the writer CPU that the offered indexed writes would need at full speed. 100% stands for 10,000 indexed writes a minute; above 100% the threads cannot keep up even without throttling.")
        font.pixelSize: Theme.smallSize
        color: Theme.mutedTextColor
    }

    InfoCard {
        heading: qsTr("How the model counts")
        tint: Theme.highlightSurfaceColor

        BulletList {
            items: [qsTr("Time moves in whole minutes. In each minute the new writes join the back of a queue, and the writer threads complete as many as the allowed rate permits, oldest first. Writer CPU is the work done in that minute."), qsTr("Nothing is dropped: at every minute, writes offered = writes completed + writes waiting."), qsTr("The rate cut: the service picks the rate that would bring the average back to exactly 50% after the next minute. After a long busy stretch that rate is far below 50%, so the floor of 50% takes over."), qsTr("The release: while the average is below 50%, the allowed rate goes up by 5 percentage points a minute; at 100% throttling switches off."), qsTr("Write latency is the mean time of the writes completed in a minute: about 1 ms when nothing waits, plus one minute for every minute a write spent in the queue."), qsTr("Clients: each client connection sends writes worth 5% of demand, so 80% means 16 connections. While throttling is active, every connection with writes still in the queue counts as throttled."), qsTr("Throttle events: in each minute, every write that full speed would have completed but the lowered rate left waiting counts as one event, at most as many as arrived in that minute. Writes that wait only because demand is above 100% do not count. The panel adds the events up over a reporting interval of 5 minutes.")]
        }
    }

    SectionHeading {
        text: qsTr("What your application sees")
    }
    BulletList {
        items: [qsTr("No error from the service: a throttled write still succeeds, it just takes longer. But a wait longer than your client's timeout reaches your application as an error, and if it then retries a write that is not idempotent (HINCRBY, JSON.NUMINCRBY, ...), that write can count twice. Keep retried writes idempotent."), qsTr("Higher latency. The service's metrics for successful write latency and for the latency of search-based set commands go up."), qsTr("Less throughput. While throttling lasts, the allowed rate can fall to half of normal, so a long import finishes much later than planned, and its last writes wait longest."), qsTr("Clients that wait. In a real application each connection waits for its reply, so the queue of this model shows up as slower clients, longer request times and fuller buffers in your own code.")]
    }

    SectionHeading {
        text: qsTr("Best practices")
    }
    BulletList {
        items: [qsTr("Watch the writer CPU (SearchWriteCPUUtilization). It shows your write pattern and how close you are getting to the threshold before anything slows down."), qsTr("Watch the throttle flag (SearchWriteThrottleActive) and raise an alert on it, so that someone looks into it right away."), qsTr("Spread continuous ingestion across the 2-hour window. A burst is fine as long as quieter minutes in the same window balance it; compare the sustained and the evenly spread scenario."), qsTr("Scale the cluster when throttling lasts long or keeps coming back and the extra latency hurts your application.")]
    }

    SectionHeading {
        text: qsTr("Which commands are throttled?")
    }
    Paragraph {
        words: qsTr("Only certain writes are throttled, and only when they touch a key that belongs to a search index. Enter the key prefixes of your indexes, then type a command line. The checker tells you whether the command can be delayed, and why.")
    }
    ThrottleCommandChecker {
        objectName: "commandCheckerPanel"
        checker: page.commandChecker
    }

    Foldout {
        objectName: "limitsFoldout"
        keptIn: page.lessonState
        title: qsTr("Limits of this model")

        BulletList {
            items: [qsTr("The real service measures more finely than in whole minutes and does not publish its exact control law. The rate-cut formula, the release step of 5 points a minute, the 5-minute reporting interval and the way clients are counted are choices made for this lesson."), qsTr("CPU is proportional to the number of writes, and every write costs the same. In reality a large JSON document with many indexed fields costs more than a small hash."), qsTr("All writes wait in one queue and nobody gives up. Real clients wait for each reply, have timeouts and send less while they wait."), qsTr("Only indexed writes use CPU here. Reads, other keys, backups and the transaction log are not modelled, and neither are several shards, failover or scaling during a run.")]
        }
    }

    SectionHeading {
        text: qsTr("Questions for discussion")
    }
    Paragraph {
        words: qsTr("Discuss first, then open the model answer.")
        color: Theme.mutedTextColor
    }
    Paragraph {
        words: discussion.byId["discussion1"]?.prompt ?? ""
        font.bold: true
    }
    Foldout {
        objectName: "answer1Foldout"
        keptIn: page.lessonState
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
        keptIn: page.lessonState
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
        keptIn: page.lessonState
        title: qsTr("Model answer")
        //: A screen reader's name for the model answer's heading; %1 is the question's number
        accessibleName: qsTr("Model answer to question %1").arg(3)
        titleSize: Theme.bodySize

        Paragraph {
            words: discussion.byId["discussion3"]?.modelAnswer ?? ""
        }
    }
}
