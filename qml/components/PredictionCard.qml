import QtQuick
import QtQuick.Layouts
import HotspotLab

// "Predict, then look": the student picks an answer and commits it before the result is
// in view; once it is, the card compares. The state, the texts and the verdict are the
// lesson model's LessonPrediction (C++); this card shows them and passes the presses on.
InfoCard {
    id: card

    required property LessonPrediction prediction
    // Choices are rebuilt only when their number changes (see BulletList), so a language
    // switch keeps the buttons and their focus.
    readonly property int choiceCount: prediction.choices.length

    // Where the keyboard starts when the simulation's reminder leads here
    // (LessonPage.showPrediction).
    function firstChoice(): Item {
        return choiceRepeater.itemAt(0);
    }

    objectName: "predictionCard"
    heading: qsTr("Your prediction")
    tint: prediction.verdict === LessonPrediction.Right ? Theme.goodSurfaceColor : prediction.verdict === LessonPrediction.Wrong ? Theme.dangerSurfaceColor : Theme.highlightSurfaceColor

    Paragraph {
        objectName: "predictionQuestion"
        words: card.prediction.question
        font.bold: true
    }

    // A Column, not a layout, holds the Repeater: Qt 6.4 layouts can keep replaced
    // delegates (tests/cpp/tst_layoutrules.cpp).
    Column {
        Layout.fillWidth: true

        Repeater {
            id: choiceRepeater

            // A delegate sees only its model data (no outer ids: qmllint), so each entry
            // carries the card. The choices are siblings, so they exclude each other.
            model: Array.from({
                    "length": card.choiceCount
                }, () => ({
                            "card": card
                        }))

            delegate: TextRadioButton {
                required property var modelData
                required property int index

                width: parent ? parent.width : 0
                objectName: "predictionChoice" + index
                text: modelData.card.prediction.choices[index] ?? ""
                checked: modelData.card.prediction.chosenIndex === index
                // Fixed once committed; the committed choice stays marked.
                enabled: !modelData.card.prediction.committed && modelData.card.prediction.open
                Accessible.name: text
                onClicked: modelData.card.prediction.chosenIndex = index
            }
        }
    }

    Paragraph {
        objectName: "predictionStatus"
        words: card.prediction.statusText
        color: card.prediction.committed ? Theme.textColor : Theme.mutedTextColor
    }
    Paragraph {
        objectName: "predictionVerdict"
        visible: card.prediction.revealed
        words: card.prediction.verdictText
        font.bold: true
        color: card.prediction.verdict === LessonPrediction.Right ? Theme.goodColor : Theme.dangerColor
    }
    Paragraph {
        objectName: "predictionResult"
        visible: card.prediction.revealed
        words: card.prediction.resultText
    }

    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacing

        TextButton {
            objectName: "predictionCommitButton"
            visible: !card.prediction.committed
            enabled: card.prediction.canCommit
            highlighted: true
            text: qsTr("Commit my prediction")
            Accessible.name: text
            onClicked: card.prediction.commit()
        }
        FlatTextButton {
            objectName: "predictionClearButton"
            visible: card.prediction.committed
            text: qsTr("Predict again")
            Accessible.name: text
            onClicked: card.prediction.clear()
        }
    }
}
