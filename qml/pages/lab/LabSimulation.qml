import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import HotspotLab

// The lab itself, in the page's simulation pane, in two parts behind tabs: the run (the
// actions and what they did, status, chart and table, on top where they stay in view
// together; the profile and the key picker below them) and "Try a fix". The pane shows
// one part at a time, so each keeps its actions and results together at the top. LabPage
// builds the run after its first frame; "Try a fix" is built when its tab first opens
// (most of a class's time goes to the guided steps first) and kept while the page lives.
ColumnLayout {
    id: body

    required property PartitionLab lab
    required property LessonPage page
    // The part on show lives in the lesson's state (simulationPart: 0 the run, 1 "Try a
    // fix"), a property with a signal so that the guide can turn the pane back to the run.
    readonly property LabState labState: page.lessonState as LabState
    // Until guided step 3 has sent the hot batch, each partition's requests per batch
    // would answer the guide's questions (LabGuide.batchTotalsShown).
    readonly property bool batchTotalsShown: labState.guide.batchTotalsShown

    // Builds "Try a fix" the first time it is shown; it then stays built. It starts at the
    // pane's width: its charts then get their size once, not at each width its layouts
    // pass through (each resize lays out a chart's axes again).
    function buildFixPart() {
        if (fixPart.status === Loader.Null)
            fixPart.setSource(Qt.resolvedUrl("MitigationPanel.qml"), {
                    "page": body.page,
                    "width": body.width
                });
    }

    // After an action of the run its buttons, the chart and the table are in view, as far
    // as fits (LessonPage.keepInView), as after every other lesson's actions: in one column
    // a press low in the view left the chart below it.
    function showResult() {
        body.page.keepInView(runButtons, [shareChart, queuePicture, runTable]);
    }

    Component.onCompleted: {
        if (labState.simulationPart === 1)
            buildFixPart();
    }

    // The tabs sit close to the part they show.
    spacing: Theme.spacing

    Connections {
        target: body.lab

        function onStatusUpdated() {
            labStatus.announce();
        }
    }

    PaneTabBar {
        id: partTabs

        objectName: "labPartTabs"
        Layout.fillWidth: true
        currentIndex: body.labState.simulationPart
        // The tabs share the width; content sized by their wrapped titles made Qt 6.4
        // report a binding loop (as in DetectSimulation).
        contentWidth: availableWidth
        //: Screen-reader name of the tabs that switch the lab's pane between the run and "Try a fix"
        Accessible.name: qsTr("Parts of the lab")
        onCurrentIndexChanged: {
            body.labState.simulationPart = currentIndex;
            if (currentIndex === 1)
                body.buildFixPart();
            // Each part starts at the top of the pane, with its actions: the one left may
            // have been scrolled down.
            if (body.page.twoPanes)
                body.page.scrollFlickTo(body.page.simulationPane, 0);
        }

        WrappingTabButton {
            objectName: "labRunTab"
            Accessible.name: text
            //: Tab of the lab's pane with the run: its actions, chart, table, profile and keys
            text: qsTr("The lab")
        }
        WrappingTabButton {
            objectName: "labFixTab"
            Accessible.name: text
            text: qsTr("Try a fix")
        }
    }

    ColumnLayout {
        objectName: "labRunPart"
        Layout.fillWidth: true
        visible: partTabs.currentIndex === 0
        spacing: Theme.spacingLarge

        // The actions and the line that says what the last one changed, close together and
        // without a card around them: the pane's height goes to the chart and the table.
        ColumnLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            Flow {
                id: runButtons

                Layout.fillWidth: true
                spacing: Theme.spacing

                ShortcutButton {
                    objectName: "labSendButton"
                    highlighted: true
                    text: qsTr("Send %1 requests + step").arg(body.lab.batchSize)
                    shortcutSequence: KeyboardShortcuts.sequence("labSend")
                    onClicked: {
                        body.lab.sendBatch();
                        body.showResult();
                    }
                }
                ShortcutButton {
                    objectName: "labDrainButton"
                    text: qsTr("Drain one step")
                    shortcutSequence: KeyboardShortcuts.sequence("labDrain")
                    onClicked: {
                        body.lab.drainStep();
                        body.showResult();
                    }
                }
                ShortcutButton {
                    objectName: "labResetButton"
                    text: qsTr("Reset run")
                    shortcutSequence: KeyboardShortcuts.sequence("labReset")
                    onClicked: {
                        body.lab.resetRun();
                        body.showResult();
                    }
                }
            }

            LiveStatusLine {
                id: labStatus

                objectName: "labStatus"
                words: body.lab.statusText
            }
        }

        // The run's results, close together: the chart and the queue picture, the table below.
        ColumnLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            // Where the run's requests went (the chart) beside what the last step did to each
            // queue (the tokens); the tokens go under the chart when the chart would be left too
            // narrow for its labels. The test reads the pane's width, which the contents never
            // change, so the choice cannot feed back into itself.
            GridLayout {
                Layout.fillWidth: true
                columns: body.width >= queuePicture.naturalWidth + Theme.spacingLarge + Theme.bodySize * 16 ? 2 : 1
                columnSpacing: Theme.spacingLarge
                rowSpacing: Theme.spacing

                LabShareChart {
                    id: shareChart

                    objectName: "labShareChart"
                    exportName: "shares"
                    runTable: body.lab.table
                    runTableName: "run"
                    //: Names the lab's table in the export dialog
                    runTableTitle: qsTr("Hot-key lab: received, completed and waiting per partition")
                    Layout.fillWidth: true
                    Layout.alignment: Qt.AlignTop
                    Layout.preferredHeight: Math.round(Theme.chartHeight * 0.85)
                    lab: body.lab
                }
                LabQueuePicture {
                    id: queuePicture

                    objectName: "labQueuePicture"
                    Layout.fillWidth: false
                    Layout.preferredWidth: queuePicture.naturalWidth
                    Layout.alignment: Qt.AlignTop
                    lab: body.lab
                }
            }

            LabTable {
                id: runTable

                lab: body.lab
            }
        }

        Label {
            objectName: "labStepCounter"
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            text: qsTr("Processing steps in this run: %1").arg(NumberFormat.current.formatCount(body.lab.stepCount))
            font.pixelSize: Theme.bodySize
            font.bold: true
        }
        Paragraph {
            objectName: "labCapacityLine"
            words: body.lab.capacitySummary
        }
        Paragraph {
            objectName: "labWaitingLine"
            words: qsTr("Waiting in all queues: %1").arg(NumberFormat.current.formatCount(body.lab.totalWaiting))
            color: body.lab.totalWaiting > 0 ? Theme.dangerColor : Theme.textColor
        }
        Paragraph {
            objectName: "labSharesNote"
            words: body.lab.sharesNote
            color: Theme.mutedTextColor
            font.pixelSize: Theme.smallSize
        }

        // The badge beside the wrapping legend, placed by hand as in BulletList: Qt 6.4 kept
        // wrapped text in a row layout at a stale height (docs/qt-6.4-limits.md).
        Item {
            Layout.fillWidth: true
            implicitHeight: Math.max(legendBadge.height, waitingLegend.implicitHeight)

            WaitingBadge {
                id: legendBadge

                y: Math.round((Theme.smallSize * 1.4 - height) / 2)
            }
            Paragraph {
                id: waitingLegend

                objectName: "labWaitingLegend"
                x: legendBadge.width + Theme.spacing
                width: parent.width - x
                //: Legend under the lab table, after the red "!" sign that marks waiting cells
                words: qsTr("A queue that is not empty: requests wait there because their owner got more than it could finish.")
                color: Theme.mutedTextColor
                font.pixelSize: Theme.smallSize
            }
        }

        InfoCard {
            heading: qsTr("Profile")

            RowLayout {
                spacing: Theme.spacingLarge

                TextRadioButton {
                    objectName: "labProfileEven"
                    //: Load profile: every key once per batch
                    text: qsTr("Even")
                    checked: body.lab.profile === PartitionLab.Even
                    Accessible.name: qsTr("Even profile")
                    onClicked: body.lab.profile = PartitionLab.Even
                }
                TextRadioButton {
                    objectName: "labProfileHot"
                    //: Load profile: one key gets most requests
                    text: qsTr("Hot key")
                    checked: body.lab.profile === PartitionLab.HotKey
                    Accessible.name: qsTr("Hot key profile")
                    onClicked: body.lab.profile = PartitionLab.HotKey
                }
            }
            Paragraph {
                objectName: "labProfileDescription"
                words: body.lab.batchCompositionText
            }
            Paragraph {
                objectName: "labBatchArrivals"
                words: body.batchTotalsShown ? body.lab.batchArrivalsText :
                //: In place of the requests per batch on each partition, which would answer the guide's questions
                qsTr("The requests per batch on each partition are shown once guided step 3 has sent the hot batch: the guide asks you to predict them first.")
                color: Theme.mutedTextColor
            }
        }

        InfoCard {
            heading: qsTr("Keys and their owners")

            Paragraph {
                words: qsTr("Click a key to make it the hot key. It matters only in the Hot key profile. A different key or profile starts a new run.")
                color: Theme.mutedTextColor
            }

            // Columns and Flows, not layouts, hold the Repeaters: Qt 6.4 layouts can keep
            // replaced delegates (tests/cpp/tst_layoutrules.cpp).
            Column {
                Layout.fillWidth: true
                spacing: Theme.spacing

                Repeater {
                    // A delegate sees only its model data (no outer ids: qmllint), so every row
                    // and every chip gets the lab through its model entry.
                    model: Array.from({
                            "length": body.lab.partitionCount
                        }, () => ({
                                    "lab": body.lab
                                }))

                    // The owner's name above its chips, so the chips keep the whole width.
                    delegate: Column {
                        id: ownerRow

                        required property var modelData
                        required property int index
                        readonly property PartitionLab lab: modelData.lab

                        width: parent ? parent.width : 0
                        spacing: Theme.spacingSmall

                        Label {
                            //: Row label in the key picker, e.g. "P0 owns"
                            text: qsTr("%1 owns").arg(ownerRow.lab.partitionNames[ownerRow.index])
                            font.bold: true
                        }

                        // All the partition's chips in a row while they fit; fewer, on more rows, with large text or
                        // a narrow window, so a chip never has to squeeze its text.
                        Flow {
                            id: chips

                            readonly property real chipMinimumWidth: Theme.bodySize * 8
                            readonly property int chipsPerRow: Math.max(1, Math.min(ownerRow.lab.ownedKeys[ownerRow.index].length, Math.floor((width + spacing) / (chipMinimumWidth + spacing))))
                            readonly property real chipWidth: Math.floor((width - (chipsPerRow - 1) * spacing) / chipsPerRow)

                            width: parent.width
                            spacing: Theme.spacing

                            Repeater {
                                model: Array.from(ownerRow.lab.ownedKeys[ownerRow.index], key => ({
                                                "key": key,
                                                "lab": ownerRow.lab,
                                                "row": chips
                                            }))

                                delegate: LabKeyChip {
                                    id: chip

                                    required property var modelData
                                    readonly property PartitionLab lab: modelData.lab

                                    width: modelData.row.chipWidth
                                    objectName: "labKeyChip_" + key
                                    key: modelData.key
                                    owner: chip.lab.ownerOf(key)
                                    ownerName: chip.lab.partitionNames[owner]
                                    requestsPerBatch: chip.lab.batchComposition[key]
                                    hot: chip.lab.hotKey === key
                                    hotProfile: chip.lab.profile === PartitionLab.HotKey
                                    onClicked: chip.lab.hotKey = key
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    // The lab's second part: the four measures, each beside the same batches without it.
    Loader {
        id: fixPart

        objectName: "labFixPart"
        Layout.fillWidth: true
        visible: partTabs.currentIndex === 1
    }
}
