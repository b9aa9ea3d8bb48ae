import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import HotspotLab

// One self-check question: pick an answer and read at once why it is right or wrong.
InfoCard {
    id: question

    // The question's texts and right answer (LessonQuestions: prompt, options, explanations,
    // correctIndex), shared with the worksheet.
    property var entry: ({})
    readonly property string prompt: entry?.prompt ?? ""
    readonly property var options: entry?.options ?? []
    // Options are rebuilt only when their number changes (see BulletList).
    readonly property int optionCount: options.length
    // One explanation per option, shown when that option is picked.
    readonly property var explanations: entry?.explanations ?? []
    readonly property int correctIndex: entry?.correctIndex ?? 0
    // The pick is kept in the lesson's state under the question's name, so a page built
    // again shows it (LessonSession).
    property int chosenIndex: LessonSession.stateOf("keys-vs-load").value(objectName, -1)
    readonly property bool answered: chosenIndex >= 0
    readonly property bool answeredCorrectly: chosenIndex === correctIndex

    onChosenIndexChanged: LessonSession.stateOf("keys-vs-load").setValue(objectName, chosenIndex)
    tint: !answered ? Theme.surfaceColor : (answeredCorrectly ? Theme.goodSurfaceColor : Theme.dangerSurfaceColor)

    Paragraph {
        words: question.prompt
        font.bold: true
    }

    // A Column, not a layout, holds the Repeater: Qt 6.4 layouts can keep replaced
    // delegates (tests/cpp/tst_layoutrules.cpp).
    Column {
        Layout.fillWidth: true

        Repeater {
            // A delegate sees only its model data (no outer ids: qmllint), so each entry
            // carries its question. The options are siblings, so they exclude each other.
            model: Array.from({
                    "length": question.optionCount
                }, () => ({
                            "question": question
                        }))

            delegate: TextRadioButton {
                id: option

                required property var modelData
                required property int index

                width: parent ? parent.width : 0
                objectName: "option" + index
                text: modelData.question.options[index] ?? ""
                checked: modelData.question.chosenIndex === index
                Accessible.name: text
                onClicked: modelData.question.chosenIndex = index

                contentItem: Label {
                    leftPadding: option.indicator.width + option.spacing
                    text: option.text
                    wrapMode: Text.Wrap
                    verticalAlignment: Text.AlignVCenter
                }
            }
        }
    }

    Paragraph {
        objectName: "feedback"
        visible: question.answered
        //: Self-check feedback; %1 explains the picked answer
        words: question.answered ? (question.answeredCorrectly ? qsTr("Correct. %1") : qsTr("Not quite. %1")).arg(question.explanations[question.chosenIndex]) : ""
        color: question.answeredCorrectly ? Theme.goodColor : Theme.dangerColor
        font.bold: false
    }
}
