import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import HotspotLab

// A question's answer field. The number is read in the chosen language by SubKeyAnswer
// (C++) once the student presses Enter or leaves the field, not while typing ("155" on the
// way to 15500 is not wrong yet); a typical wrong answer also gets a hint. The feedback
// has room kept for it, so judging an answer moves nothing below the field.
// A Column inside an Item, not a layout: nested layouts in Qt 6.4 miss the height changes
// of wrapped text and overlap the next field.
Item {
    id: field

    // The question (LessonQuestions: prompt, expected, tolerance, decimal, knownMistakes and
    // one translated hint per known mistake), shared with the worksheet.
    property var entry: ({})
    readonly property string prompt: entry?.prompt ?? ""
    readonly property var mistakeHints: entry?.mistakeHints ?? []
    property alias text: input.text
    // The text last handed in with Enter or by leaving the field; typing clears it. It and
    // the typed text are kept in the lesson's state under the field's name, so a page built
    // again shows the answer and its verdict (LessonSession).
    property string submittedText: LessonSession.stateOf("subkeys").value(objectName + "Submitted", "")
    readonly property alias correct: answer.correct
    readonly property alias verdict: answer.verdict
    // A number was handed in and judged, right or wrong (not a typo to mend).
    readonly property bool answered: answer.verdict === SubKeyAnswer.TooLow || answer.verdict === SubKeyAnswer.TooHigh || answer.verdict === SubKeyAnswer.Correct
    readonly property string feedbackText: {
        if (answer.verdict === SubKeyAnswer.Empty)
            return "";
        let sentence = answer.feedback;
        if (answer.matchedMistake >= 0 && answer.matchedMistake < mistakeHints.length)
            sentence += " " + mistakeHints[answer.matchedMistake];
        return sentence;
    }

    Layout.fillWidth: true
    implicitHeight: column.implicitHeight
    onSubmittedTextChanged: LessonSession.stateOf("subkeys").setValue(objectName + "Submitted", submittedText)

    SubKeyAnswer {
        id: answer

        text: field.submittedText
        expected: field.entry?.expected ?? 0
        tolerance: field.entry?.tolerance ?? 0
        decimal: field.entry?.decimal ?? false
        knownMistakes: field.entry?.knownMistakes ?? []
    }
    // The field's objectName is the question's id in LessonProgress.
    ProgressMark {
        lessonId: "subkeys"
        reachedQuestion: answer.correct ? field.objectName : ""
    }

    // The feedback's room: three lines, enough for a verdict and a hint at the page's width.
    FontMetrics {
        id: feedbackMetrics

        font: feedback.font
    }

    Column {
        id: column

        width: field.width
        spacing: Theme.spacingSmall

        Label {
            width: column.width
            text: field.prompt
            wrapMode: Text.Wrap
        }

        Row {
            spacing: Theme.spacing

            TextField {
                id: input

                objectName: field.objectName + "Input"
                text: LessonSession.stateOf("subkeys").value(field.objectName + "Text", "")
                width: Theme.readableWidth / 4
                font.pixelSize: Theme.bodySize
                selectByMouse: true
                inputMethodHints: Qt.ImhFormattedNumbersOnly
                //: Placeholder in an empty answer field
                placeholderText: qsTr("Your answer")
                Accessible.name: field.prompt
                Accessible.description: field.feedbackText
                onEditingFinished: field.submittedText = text
                onTextChanged: LessonSession.stateOf("subkeys").setValue(field.objectName + "Text", text)
                onTextEdited: {
                    if (text !== field.submittedText)
                        field.submittedText = "";
                }
            }

            // The verdict: a tick or a cross, drawn (the app's font has neither), and a word.
            Row {
                anchors.verticalCenter: parent.verticalCenter
                visible: answer.verdict !== SubKeyAnswer.Empty
                spacing: Theme.spacingSmall

                DrawnSign {
                    objectName: field.objectName + "Sign"
                    anchors.verticalCenter: parent.verticalCenter
                    kind: answer.correct ? DrawnSign.Tick : DrawnSign.Cross
                    color: answer.correct ? Theme.goodColor : Theme.dangerColor
                }
                Label {
                    objectName: field.objectName + "Mark"
                    anchors.verticalCenter: parent.verticalCenter
                    text: answer.correct ?
                    //: Short verdict next to an answer field, after a tick
                    qsTr("Right") :
                    //: Short verdict next to an answer field, after a cross
                    qsTr("Not yet")
                    color: answer.correct ? Theme.goodColor : Theme.dangerColor
                    font.bold: true
                }
            }
        }

        Label {
            id: feedback

            objectName: field.objectName + "Feedback"
            width: column.width
            height: Math.max(implicitHeight, Math.ceil(feedbackMetrics.lineSpacing * 3))
            verticalAlignment: Text.AlignTop
            text: field.feedbackText
            color: answer.correct ? Theme.goodColor : Theme.textColor
            wrapMode: Text.Wrap
            Accessible.role: Accessible.StaticText
            Accessible.name: text
            Accessible.ignored: text.length === 0
        }
    }
}
