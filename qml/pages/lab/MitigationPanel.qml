import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import HotspotLab

// "Try a fix", the lab's second part: one fix at a time, always beside the same batches
// without it. The controls, both charts and the table stay together, and after every
// action the page keeps them in view (LessonPage.keepInView). Every number and text
// comes from MitigationLab.
ColumnLayout {
    id: panel

    required property LessonPage page
    // Where a batch goes answers the prediction (4 per step finish): it waits for it.
    readonly property bool predictionPending: fixLab.prediction.awaitingCommit
    // It would answer the guided steps too, until step 3 has sent the hot batch
    // (LabGuide.batchTotalsShown); so would a batch sent here, so Send and Drain wait too.
    readonly property bool guideHoldsBatch: !(page.lessonState as LabState).guide.batchTotalsShown
    readonly property bool batchHidden: predictionPending || guideHoldsBatch
    // "Try a fix" of the lesson's state (LabState.qml): it outlives the page.
    readonly property MitigationLab fixLab: (page.lessonState as LabState).fixLab
    // Counts, not the lists: the choosers keep their buttons through a language switch.
    readonly property int fixCount: fixLab.fixNames.length
    readonly property int routingCount: fixLab.routingNames.length
    // Parts built only while they are shown (see the prediction card below).
    readonly property bool settingShown: fixLab.settingName.length > 0
    readonly property bool predictionShown: fixLab.fix !== MitigationLab.NoFix
    // The lower half (MitigationDetails) is built in the turn after the panel's first
    // frame: opening the tab is then two frames of work, each within budget, not one
    // frame of both. `complete` once it is there.
    property bool detailsBuilt: false
    readonly property bool complete: detailsRepeater.count > 0

    function showResult() {
        const details = complete ? detailsRepeater.itemAt(0) as MitigationDetails : null;
        page.keepInView(fixButtons, details ? [fixCharts, details.table] : [fixCharts]);
    }

    objectName: "mitigationPanel"
    spacing: Theme.spacing

    Connections {
        function onStatusUpdated() {
            fixStatus.announce();
        }

        target: panel.fixLab
    }

    // The fix chooser: the four measures and "no fix".
    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacing

        // A fix's index is its MitigationLab.Fix value.
        Repeater {
            model: DelegateEntries.ownedBy(panel.fixLab, panel.fixCount)

            delegate: TextRadioButton {
                id: fixChoice

                required property var modelData
                required property int index
                readonly property MitigationLab fixLab: modelData.owner

                objectName: "fixChoice" + fixChoice.index
                text: fixChoice.fixLab.fixNames[fixChoice.index] ?? ""
                Accessible.name: fixChoice.text
                checked: fixChoice.fixLab.fix === fixChoice.index
                onClicked: fixChoice.fixLab.fix = fixChoice.index
            }
        }
    }

    // The fix's one setting, the routing of added partitions and the hot key.
    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacingLarge

        // Built only while the fix has a setting ("No fix" has none), as the card below.
        Repeater {
            model: DelegateEntries.ownedBy(panel, panel.settingShown ? 1 : 0)

            delegate: Row {
                id: settingRow

                required property var modelData
                readonly property var owner: modelData.owner
                readonly property MitigationLab fixLab: owner.fixLab

                spacing: Theme.spacing

                Label {
                    anchors.verticalCenter: parent.verticalCenter
                    text: settingRow.fixLab.settingName
                }
                TextSpinBox {
                    objectName: "fixSettingSpinBox"
                    from: settingRow.fixLab.settingMinimum
                    to: settingRow.fixLab.settingMaximum
                    value: settingRow.fixLab.settingValue
                    Accessible.name: settingRow.fixLab.settingName
                    onValueModified: {
                        settingRow.fixLab.setSetting(value);
                        settingRow.owner.showResult();
                    }
                }
            }
        }
        Row {
            spacing: Theme.spacing

            Label {
                anchors.verticalCenter: parent.verticalCenter
                //: Spin box label in "try a fix": the key that gets 9 of 12 requests
                text: qsTr("Hot key")
            }
            TextSpinBox {
                objectName: "fixHotKeySpinBox"
                from: 0
                to: panel.fixLab.keyCount - 1
                value: panel.fixLab.hotKey
                Accessible.name: qsTr("Hot key")
                onValueModified: {
                    panel.fixLab.hotKey = value;
                    panel.showResult();
                }
            }
        }
        // The routing of added partitions: its choices stay together, after their label.
        Row {
            spacing: Theme.spacing
            visible: panel.fixLab.fix === MitigationLab.AddPartitions

            Label {
                anchors.verticalCenter: parent.verticalCenter
                //: Label before the routing choices of "Add partitions": key mod N or fixed slots
                text: qsTr("Keys placed by")
            }
            Repeater {
                // A routing's index is its MitigationLab.Routing value.
                model: DelegateEntries.ownedBy(panel.fixLab, panel.fixLab.fix === MitigationLab.AddPartitions ? panel.routingCount : 0)

                delegate: TextRadioButton {
                    id: routingChoice

                    required property var modelData
                    required property int index
                    readonly property MitigationLab fixLab: modelData.owner

                    objectName: "fixRouting" + routingChoice.index
                    text: routingChoice.fixLab.routingNames[routingChoice.index] ?? ""
                    Accessible.name: routingChoice.text
                    checked: routingChoice.fixLab.routing === routingChoice.index
                    onClicked: routingChoice.fixLab.routing = routingChoice.index
                }
            }
        }
    }

    // The prediction card, the fix's setting (here) and the batch picture (in
    // MitigationDetails) are built only while they are shown: the panel opens with no fix
    // and, early in a class, with the batch held back, and the three were 40% of its first
    // build. Their state is in the model. Each is a Repeater of at most
    // one, whose delegate reaches its owner through its model entry (a Loader's component
    // could not name `panel`: qmllint); in the panel's layout it sits in a Column
    // (tests/cpp/tst_layoutrules.cpp).
    Column {
        Layout.fillWidth: true
        visible: panel.predictionShown

        Repeater {
            model: DelegateEntries.ownedBy(panel, panel.predictionShown ? 1 : 0)

            delegate: PredictionCard {
                required property var modelData

                objectName: "fixPrediction"
                width: parent ? parent.width : 0
                prediction: (modelData.owner.fixLab as MitigationLab).prediction
            }
        }
    }

    Flow {
        id: fixButtons

        Layout.fillWidth: true
        spacing: Theme.spacing

        ShortcutButton {
            objectName: "fixSendButton"
            enabled: !panel.guideHoldsBatch
            highlighted: true
            //: Button in "try a fix": the lab's hot batch goes to both systems
            text: qsTr("Send a batch to both")
            shortcutSequence: KeyboardShortcuts.sequence("fixSend")
            onClicked: {
                panel.fixLab.sendBatch();
                panel.showResult();
            }
        }
        ShortcutButton {
            objectName: "fixDrainButton"
            enabled: !panel.guideHoldsBatch
            text: qsTr("Drain one step")
            shortcutSequence: KeyboardShortcuts.sequence("fixDrain")
            onClicked: {
                panel.fixLab.drainStep();
                panel.showResult();
            }
        }
        ShortcutButton {
            objectName: "fixResetButton"
            text: qsTr("Reset run")
            shortcutSequence: KeyboardShortcuts.sequence("fixReset")
            onClicked: {
                panel.fixLab.resetRun();
                panel.showResult();
            }
        }
    }

    Paragraph {
        objectName: "fixWaitsForGuide"
        visible: panel.guideHoldsBatch
        //: Under the disabled buttons of "try a fix" while the guided steps are not past step 3
        words: qsTr("Both systems get the lab's hot batch, which guided step 3 asks you to predict. These buttons work once that step has sent it.")
        color: Theme.mutedTextColor
    }

    LiveStatusLine {
        id: fixStatus

        objectName: "fixStatus"
        words: panel.fixLab.statusText
    }

    // Without and with the fix, side by side on one scale; one above the other when the
    // pane is too narrow for two charts' labels.
    GridLayout {
        id: fixCharts

        Layout.fillWidth: true
        columns: panel.width >= Theme.bodySize * 36 ? 2 : 1
        columnSpacing: Theme.spacingLarge
        rowSpacing: Theme.spacing

        MitigationWaitingChart {
            objectName: "withoutFixChart"
            exportName: "without-fix"
            runTable: panel.fixLab.table
            runTableName: "fix"
            //: Names the table of "try a fix" in the export dialog
            runTableTitle: qsTr("Try a fix: each partition with the fix and without it")
            Layout.fillWidth: true
            Layout.preferredHeight: Math.round(Theme.chartHeight * 0.7)
            fixLab: panel.fixLab
            //: Chart title in "try a fix"
            heading: qsTr("Without a fix")
            bars: panel.fixLab.baselineWaitingBars
            waiting: panel.fixLab.waitingWithoutFix
            names: panel.fixLab.baselinePartitionNames
            description: panel.fixLab.waitingWithoutFixText
        }
        MitigationWaitingChart {
            objectName: "withFixChart"
            exportName: "with-fix"
            runTable: panel.fixLab.table
            runTableName: "fix"
            runTableTitle: qsTr("Try a fix: each partition with the fix and without it")
            Layout.fillWidth: true
            Layout.preferredHeight: Math.round(Theme.chartHeight * 0.7)
            fixLab: panel.fixLab
            heading: panel.fixLab.fix === MitigationLab.NoFix ?
            //: Chart title in "try a fix" while no fix is chosen: both systems are the same
            qsTr("No fix chosen") :
            //: Chart title in "try a fix": the same batches with the chosen fix
            qsTr("With the fix")
            bars: panel.fixLab.waitingBars
            waiting: panel.fixLab.waitingWithFix
            names: panel.fixLab.partitionNames
            description: panel.fixLab.waitingWithFixText
        }
    }

    AfterFirstFrame {
        window: panel.Window.window
        enabled: !panel.detailsBuilt
        onDue: panel.detailsBuilt = true
    }
    Column {
        Layout.fillWidth: true

        Repeater {
            id: detailsRepeater

            model: DelegateEntries.ownedBy(panel, panel.detailsBuilt ? 1 : 0)

            delegate: MitigationDetails {
                id: detailsPart

                required property var modelData
                readonly property var owner: detailsPart.modelData.owner

                width: parent ? parent.width : 0
                fixLab: detailsPart.owner.fixLab
                batchHidden: detailsPart.owner.batchHidden
                guideHoldsBatch: detailsPart.owner.guideHoldsBatch
            }
        }
    }
}
