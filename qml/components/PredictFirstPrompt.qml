import QtQuick
import QtQuick.Layouts
import HotspotLab

// Beside the controls whose result would answer a prediction: while the prediction waits
// for the student, a line that says so and a button that leads to its card
// (PredictionCard, in the narrative or further down the simulation); once it is
// committed, the choice, so that the student watches with it in view. Hidden once the
// result is in view (the card then compares) and while no prediction can be made.
Rectangle {
    id: prompt

    required property LessonPage page
    // The lesson's predictions, the one the buttons answer first. The prompt is for the
    // first that waits for a commitment or, committed, for its result.
    required property var predictions
    readonly property LessonPrediction current: predictions.find(p => p.awaitingCommit || (p.committed && !p.revealed)) ?? null
    readonly property bool waiting: current !== null && current.awaitingCommit

    objectName: "predictFirstPrompt"
    Layout.fillWidth: true
    visible: current !== null
    implicitHeight: row.implicitHeight + 2 * Theme.spacing
    color: Theme.highlightSurfaceColor
    border.color: Theme.borderColor
    border.width: Theme.borderWidth
    radius: Theme.radius

    RowLayout {
        id: row

        x: Theme.spacing
        y: Theme.spacing
        width: parent.width - 2 * Theme.spacing
        spacing: Theme.spacing

        Paragraph {
            objectName: "predictFirstText"
            Layout.fillWidth: true
            // One short line, not the question: beside the buttons it must leave the chart
            // below them in view on a 700 px window. The button shows the question.
            words: prompt.waiting ?
            //: Beside the simulation's buttons while a prediction waits; a button "Go to the question" follows
            qsTr("Commit your prediction first.") : prompt.current ?
            //: Beside the simulation's buttons once a prediction is committed; %1 is the chosen answer
            qsTr("Your prediction: “%1”").arg(prompt.current.choices[prompt.current.chosenIndex] ?? "") : ""
            font.bold: prompt.waiting
            Accessible.description: prompt.waiting ? prompt.current.question : ""
        }
        TextButton {
            objectName: "predictFirstButton"
            visible: prompt.waiting
            Layout.alignment: Qt.AlignVCenter
            //: Leads from the simulation to the card where the student commits a prediction
            text: qsTr("Go to the question")
            Accessible.name: text
            onClicked: prompt.page.showPrediction(prompt.current)
        }
    }
}
