import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import HotspotLab

// One self-check question: pick an answer and read at once why it is right or wrong.
InfoCard {
    id: question

    property string prompt
    property var options: []
    // One explanation per option, shown when that option is picked.
    property var explanations: []
    property int correctIndex: 0
    property int chosenIndex: -1
    readonly property bool answered: chosenIndex >= 0
    readonly property bool answeredCorrectly: chosenIndex === correctIndex

    tint: !answered ? Theme.surfaceColor : (answeredCorrectly ? Theme.goodSurfaceColor : Theme.dangerSurfaceColor)

    Paragraph {
        text: question.prompt
        font.bold: true
    }

    ButtonGroup {
        id: group
    }

    Repeater {
        model: question.options

        delegate: TextRadioButton {
            id: option

            required property string modelData
            required property int index

            Layout.fillWidth: true
            objectName: "option" + index
            text: modelData
            checked: question.chosenIndex === index
            ButtonGroup.group: group
            Accessible.name: modelData
            onClicked: question.chosenIndex = index

            contentItem: Label {
                leftPadding: option.indicator.width + option.spacing
                text: option.text
                wrapMode: Text.Wrap
                verticalAlignment: Text.AlignVCenter
            }
        }
    }

    Paragraph {
        objectName: "feedback"
        visible: question.answered
        //: Self-check feedback; %1 explains the picked answer
        text: question.answered ? (question.answeredCorrectly ? qsTr("Correct. %1") : qsTr("Not quite. %1")).arg(question.explanations[question.chosenIndex]) : ""
        color: question.answeredCorrectly ? Theme.goodColor : Theme.dangerColor
        font.bold: false
    }
}
