import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import HotspotLab

// The card of the lab's guided steps. The steps, their questions, answers and verdicts
// are LabGuide's (C++); this card shows them and passes the presses on.
InfoCard {
    id: card

    required property PartitionLab lab
    // A count, not the list: the figures' lines are re-worded, not rebuilt, after a step.
    readonly property int partitionFigureCount: lab.partitionFigures.length
    // The lesson's guide (LabState.qml): its step and verdicts outlive the page.
    required property LabGuide guide
    // A step is done once its result shows; its question counts when the verdict is right.
    readonly property ProgressMark progressMark: ProgressMark {
        lessonId: "lab"
        reachedStep: card.guide.revealed ? "guide" + card.guide.step : ""
        reachedQuestion: card.guide.revealed && card.guide.verdict === LabGuide.Right ? "guide" + card.guide.step : ""
    }

    // A guided action or the step after it was pressed: the page keeps the stretch from
    // `first` (the result, or the new step's instruction) to the buttons in view.
    signal guidePressed(Item first, Item last)

    objectName: "labGuide"
    tint: Theme.highlightSurfaceColor
    heading: guide.heading

    Paragraph {
        id: instruction

        objectName: "labGuideInstruction"
        font.bold: true
        words: card.guide.instruction
    }

    // The question, and below it the answer box. Both sit directly in the card's column:
    // in a row or a nested layout, Qt 6.4 kept the wrapped question at a height from an
    // earlier, narrower width and pushed the box off its place (tst_textfit).
    Paragraph {
        objectName: "labGuideQuestion"
        visible: card.guide.asking
        words: card.guide.question
    }
    TextComboBox {
        objectName: "labGuidePrediction"
        visible: card.guide.asking
        Layout.preferredWidth: Math.round(Theme.bodySize * 11)
        model: card.guide.predictionChoices
        // The guide holds the choice; the box shows it and passes on what the student picks.
        currentIndex: card.guide.predictionIndex
        onActivated: index => card.guide.predictionIndex = index
        // New entries (a language switch) make the box start at its first one: show the
        // guide's choice again.
        onModelChanged: currentIndex = Qt.binding(() => card.guide.predictionIndex)
        Accessible.name: qsTr("Your prediction")
    }

    Paragraph {
        objectName: "labGuideProgress"
        visible: words.length > 0
        words: card.guide.progressText
    }

    // The run's figures per partition, next to the question: what the guide's action did
    // stays readable here also when the page is one column and the table is out of sight.
    // A Column, not a layout, holds the Repeater (tests/cpp/tst_layoutrules.cpp).
    Column {
        id: figures

        objectName: "labGuideFigures"
        Layout.fillWidth: true
        visible: card.lab.stepCount > 0

        Repeater {
            model: DelegateEntries.ownedBy(card.lab, card.partitionFigureCount)

            delegate: Label {
                required property var modelData
                required property int index

                width: parent ? parent.width : 0
                text: (modelData.owner as PartitionLab).partitionFigures[index] ?? ""
                wrapMode: Text.Wrap
                font.pixelSize: Theme.smallSize
            }
        }
    }

    Paragraph {
        objectName: "labGuideResult"
        visible: words.length > 0
        words: card.guide.resultText
    }

    Paragraph {
        objectName: "labGuideVerdict"
        visible: words.length > 0
        font.bold: true
        words: card.guide.verdictText
    }

    Paragraph {
        visible: words.length > 0
        words: card.guide.hint
        color: Theme.mutedTextColor
        font.pixelSize: Theme.smallSize
    }

    Flow {
        id: buttons

        Layout.fillWidth: true
        spacing: Theme.spacing

        TextButton {
            objectName: "labGuideAction"
            visible: card.guide.canAct
            highlighted: true
            text: card.guide.actionText
            Accessible.name: text
            onClicked: {
                card.guide.act();
                card.guidePressed(figures.visible ? figures : instruction, buttons);
            }
        }
        TextButton {
            objectName: "labGuideNext"
            visible: card.guide.canGoOn
            highlighted: true
            text: card.guide.nextText
            Accessible.name: text
            onClicked: {
                card.guide.nextStep();
                card.guidePressed(instruction, buttons);
            }
        }
        FlatTextButton {
            objectName: "labGuideSkip"
            visible: card.guide.canAct
            //: Skips the current guided step without doing it
            text: qsTr("Skip this step")
            Accessible.name: text
            onClicked: card.guide.nextStep()
        }
        FlatTextButton {
            objectName: "labGuideRestart"
            visible: card.guide.canRestart
            text: qsTr("Restart the guided steps")
            Accessible.name: text
            onClicked: card.guide.restart()
        }
    }
}
