import QtQuick
import HotspotLab

// Lesson "lab": twelve keys on three partitions, four keys each, and still one partition
// gets most of the work. The guided steps and the discussion are the narrative; the lab
// itself (LabSimulation) is the page's simulation, beside them or above them.
LessonPage {
    id: page

    objectName: "labPage"
    title: qsTr("Hot-key lab: who gets the work?")
    lead: qsTr("Twelve product pages, three partitions, four keys on each. That looks fair. Predict which partition does the work when one page goes viral, then run the lab and check.")
    lessonId: "lab"
    // The lines below state what the guided steps ask for (the queue grows with every batch).
    rememberReady: page.labState.guide.finished
    rememberWaitingText: qsTr("The lesson's summary appears here once you have finished the four guided steps: your predictions come first.")
    remember: [qsTr("Keys spread evenly over the owners can still send most requests to one of them."), qsTr("An owner that receives more than it can finish in a step builds a queue, and the queue grows with every batch while the overload lasts."), qsTr("Idle capacity on the other owners does not help: it cannot be lent to the busy one."), qsTr("A fix either lowers the work that reaches the owner or only moves it somewhere else. Ask which one a measure does.")]

    // The run, the guide and "Try a fix" live in the lesson's state (LabState.qml), so a
    // class finds them as it left them when it comes back to a rebuilt page.
    readonly property LabState labState: lessonState as LabState
    readonly property PartitionLab lab: labState.lab

    // The run and "Try a fix" sit behind tabs, and the run's results in a group of their
    // own: the table is two levels further down than on other pages (LabSimulation).
    simulationPlaceDepth: 6

    // "Try a fix" answered right: kept here, as its panel is built only once its tab opens.
    ProgressMark {
        lessonId: "lab"
        reachedQuestion: page.labState.fixLab.prediction.verdict === LessonPrediction.Right ? "fix" : ""
    }

    SectionHeading {
        text: qsTr("How the lab works")
    }
    Paragraph {
        words: page.lab.placementText
    }
    Paragraph {
        words: qsTr("In every processing step each partition can finish up to %1 requests of equal cost, counting work that is already waiting. Capacity a partition does not use in a step is lost; it is never lent to another partition.").arg(page.lab.capacityPerStep)
    }
    Paragraph {
        words: qsTr("“Send %1 requests + step” delivers a batch of %1 requests and then runs one step. “Drain one step” runs a step without new arrivals. “Reset run” sets the counters back to zero and keeps your profile and hot key.").arg(page.lab.batchSize)
    }

    LabGuideCard {
        id: guideCard

        lab: page.lab
        guide: page.labState.guide
        // A guided step acts on the run: the lab's pane turns back to it from "Try a fix".
        onGuidePressed: (first, last) => {
            page.labState.simulationPart = 0;
            page.keepInView(first, last);
        }
    }

    // The lab itself (actions, chart, table, profile, keys) is the page's simulation; it
    // and the discussion below the guide are built after the first frame, as the heavy part.
    simulationSource: Qt.resolvedUrl("lab/LabSimulation.qml")
    simulationProperties: ({
            "lab": page.lab,
            "page": page
        })
    deferredSource: Qt.resolvedUrl("lab/LabBody.qml")
    deferredProperties: ({
            "lab": page.lab,
            "guide": page.labState.guide,
            "lessonState": page.lessonState
        })
}
