import QtQuick
import QtQuick.Controls
import QtTest
import HotspotLab
import "support"

// Keyboard only: each lesson's main interaction driven with Tab, Shift+Tab, Space, Enter,
// arrow keys and typing, never the mouse, reaching the same end states as the mouse tests
// (tst_*page.qml). Items are found by objectName only to read what a student sees.
Item {
    id: root

    readonly property Item focused: Window.activeFocusItem
    property Item page: loader.item

    width: 1280
    height: 800

    Loader {
        id: loader

        anchors.fill: parent
        active: false
    }

    Component {
        id: keysVsLoad

        KeysVsLoadPage {
        }
    }
    Component {
        id: lab

        LabPage {
        }
    }
    Component {
        id: subKeys

        SubKeysPage {
        }
    }
    Component {
        id: throttling

        ThrottlingPage {
        }
    }

    PageTestCase {
        id: test

        name: "KeyboardWalk"
        page: root.page
        when: windowShown

        function initTestCase() {
            LanguageService.setLanguage("en");
        }

        function cleanup() {
            loader.active = false;
            LanguageService.setLanguage("en");
        }

        // --- Keys are not load: the explorer's figures and causes, and a self-check answer.
        function test_1_keysVsLoadExplorer() {
            openPage(loader, keysVsLoad);
            compare(find("ratioValue").text, "3.3");
            // The prediction first: arrows pick a choice, Space commits it.
            const explorer = find("imbalanceExplorer");
            tabTo("predictionChoice0");
            keyClick(Qt.Key_Space);
            keyClick(Qt.Key_Down);
            keyClick(Qt.Key_Down);
            compare(explorer.prediction.chosenIndex, ImbalanceExplorer.RatioRises);
            tabTo("predictionCommitButton");
            keyClick(Qt.Key_Space);
            verify(explorer.prediction.committed);
            const spin = tabTo("partitionsSpinBox");
            keyClick(Qt.Key_Up);
            compare(spin.value, 9);
            tryCompare(find("ratioValue"), "text", "3.7");
            keyClick(Qt.Key_Up);
            tryCompare(find("ratioValue"), "text", "4.0");
            keyClick(Qt.Key_A, Qt.ControlModifier);
            typeText("16");
            keyClick(Qt.Key_Enter);
            compare(find("imbalanceExplorer").partitions, 16);
            tryCompare(find("ratioValue"), "text", "6.0");
            verify(find("summaryText").text.indexOf("Partition P13 owns the hot key") >= 0);
            compare(explorer.prediction.verdict, LessonPrediction.Right);

            // Shift+Tab back to the causes, Enter picks one, arrows pick the next.
            explorer.reset();
            tabTo("causeHotTenantButton");
            keyClick(Qt.Key_Return);
            compare(explorer.cause, ImbalanceExplorer.HotTenant);
            tryCompare(find("ratioValue"), "text", "3.2");
            tabTo("tenantShareSpinBox");
            keyClick(Qt.Key_Down);
            tryCompare(find("ratioValue"), "text", "2.8");
            keyClick(Qt.Key_Tab, Qt.ShiftModifier);
            keyClick(Qt.Key_Tab, Qt.ShiftModifier);
            tabTo("causeHotTenantButton"); // wraps round the page when Shift+Tab overshot
            keyClick(Qt.Key_Right);
            compare(explorer.cause, ImbalanceExplorer.LargeValues);
            compare(focusedControl().objectName, "causeLargeValuesButton");
            tryCompare(find("ratioValue"), "text", "4.9");
            keyClick(Qt.Key_Left);
            compare(explorer.cause, ImbalanceExplorer.HotTenant);

            // A self-check question: arrows move between the answers and pick them.
            const question = find("question1");
            const option0 = findChild(question, "option0");
            const feedback = findChild(question, "feedback");
            verify(!feedback.visible);
            for (let presses = 0; focusedControl() !== option0 && presses < 250; ++presses)
                keyClick(Qt.Key_Tab);
            compare(focusedControl(), option0);
            keyClick(Qt.Key_Space);
            verify(feedback.text.startsWith("Not quite."), feedback.text);
            keyClick(Qt.Key_Down);
            verify(findChild(question, "option1").checked);
            verify(feedback.text.startsWith("Correct."), feedback.text);
            verify(question.answeredCorrectly);
        }

        // --- Hot-key lab: the four guided steps with their exact queue numbers.
        function test_2_labGuidedSteps() {
            openPage(loader, lab);
            const guide = find("labGuide").guide;
            const partitionLab = find("partitionLab");
            const verdict = find("labGuideVerdict");
            const cell = (row, column) => find("labCell_" + row + "_" + column).display;
            const column = c => [cell(0, c), cell(1, c), cell(2, c)];
            const choose = text => {
                const prediction = tabTo("labGuidePrediction");
                for (let presses = 0; prediction.currentText !== text && presses < 12; ++presses)
                    keyClick(Qt.Key_Down);
                compare(prediction.currentText, text);
            };

            // Step 1: predict 0 waiting, send with Enter.
            compare(guide.step, 1);
            choose("0");
            tabTo("labGuideAction");
            keyClick(Qt.Key_Return);
            compare(column(2), ["4", "4", "4"]);
            compare(column(4), ["0", "0", "0"]);
            compare(verdict.text, "Right. You predicted 0, and the table shows 0 waiting at P0.");
            tabTo("labGuideNext");
            keyClick(Qt.Key_Space);

            // Step 2: predict P1, switch to the hot profile with Space.
            compare(guide.step, 2);
            choose("P1");
            tabTo("labGuideAction");
            keyClick(Qt.Key_Space);
            compare(partitionLab.profile, PartitionLab.HotKey);
            compare(partitionLab.stepCount, 0);
            tabTo("labGuideNext");
            keyClick(Qt.Key_Enter);

            // Step 3: predict 4 waiting (wrong); the batch leaves 6 waiting at P0.
            compare(guide.step, 3);
            choose("4");
            tabTo("labGuideAction");
            keyClick(Qt.Key_Return);
            compare(column(2), ["10", "1", "1"]);
            compare(column(4), ["6", "0", "0"]);
            compare(column(5), ["83%", "8%", "8%"]);
            verify(verdict.text.indexOf("Not quite. You predicted 4; the table shows 6 waiting at P0.") >= 0, verdict.text);
            tabTo("labGuideNext");
            keyClick(Qt.Key_Space);

            // Step 4: predict 3 drain steps, send the second batch, drain three times.
            compare(guide.step, 4);
            choose("3");
            const action = tabTo("labGuideAction");
            keyClick(Qt.Key_Space);
            compare(column(4), ["12", "0", "0"]);
            compare(column(2), ["20", "2", "2"]);
            compare(action.text, "Drain one step");
            const expectedWaiting = ["8", "4", "0"];
            for (let i = 0; i < 3; ++i) {
                tabTo("labGuideAction");
                keyClick(Qt.Key_Space);
                compare(cell(0, 4), expectedWaiting[i]);
            }
            compare(verdict.text, "Right: 3 drain steps.");
            compare(find("labStepCounter").text, "Processing steps in this run: 5");
            tabTo("labGuideNext");
            keyClick(Qt.Key_Return);
            compare(guide.step, 5);
        }

        // --- Hot-key lab free play: profile radios and key chips by arrows, Space and Enter.
        function test_3_labChipsAndActions() {
            openPage(loader, lab);
            const partitionLab = find("partitionLab");
            const cell = (row, column) => find("labCell_" + row + "_" + column).display;
            tabTo("labProfileEven");
            keyClick(Qt.Key_Right);
            compare(partitionLab.profile, PartitionLab.HotKey);
            verify(find("labProfileHot").checked);
            compare(focusedControl().objectName, "labProfileHot");
            tabTo("labKeyChip_1");
            keyClick(Qt.Key_Space);
            compare(partitionLab.hotKey, 1);
            verify(find("labKeyChip_1").hot);
            keyClick(Qt.Key_B, Qt.ControlModifier);
            compare([cell(0, 4), cell(1, 4), cell(2, 4)], ["0", "6", "0"]);

            // Right arrow moves along the owner's row: key 4, still on P1; a new run.
            keyClick(Qt.Key_Right);
            compare(partitionLab.hotKey, 4);
            compare(focusedControl().objectName, "labKeyChip_4");
            compare(partitionLab.stepCount, 0);
            tabTo("labKeyChip_3");
            keyClick(Qt.Key_Enter);
            compare(partitionLab.hotKey, 3);
            tabTo("labSendButton");
            keyClick(Qt.Key_Return);
            compare([cell(0, 4), cell(1, 4), cell(2, 4)], ["6", "0", "0"]);
            tabTo("labDrainButton");
            keyClick(Qt.Key_Space);
            compare(cell(0, 4), "2");
            tabTo("labResetButton");
            keyClick(Qt.Key_Enter);
            compare(partitionLab.stepCount, 0);
            compare(partitionLab.hotKey, 3);
            compare(find("labStepCounter").text, "Processing steps in this run: 0");
        }

        // --- Splitting a hot key: typed answers and the sub-key slider.
        function test_4_subKeysAnswersAndSlider() {
            openPage(loader, subKeys);
            tabTo("q1LoadInput");
            typeText("12000");
            keyClick(Qt.Key_Return);
            compare(find("q1LoadMark").text, "Not yet");
            keyClick(Qt.Key_A, Qt.ControlModifier);
            typeText("15,500");
            keyClick(Qt.Key_Return);
            compare(find("q1LoadMark").text, "Right");
            compare(find("q1LoadFeedback").text, "Correct: 15,500.");
            keyClick(Qt.Key_Tab);
            compare(root.focused.objectName, "q1RatioInput");
            typeText("3.1");
            keyClick(Qt.Key_Return);
            compare(find("q1RatioMark").text, "Right");
            tabTo("q3ReadsInput");
            typeText("16");
            keyClick(Qt.Key_Return);
            compare(find("q3ReadsMark").text, "Right");
            const button = tabTo("showDiscussionButton");
            compare(button.text, "Show discussion");
            keyClick(Qt.Key_Return);
            compare(button.text, "Hide discussion");
            const slider = tabTo("subKeySlider");
            // The explorer starts with 3 sub-keys, a case no question asks about.
            compare(slider.value, 3);
            for (let i = 0; i < 5; ++i)
                keyClick(Qt.Key_Right);
            compare(slider.value, 8);
            compare(find("safeProbabilityFigureValue").text, "0.24%");
            keyClick(Qt.Key_Right);
            compare(find("fanOutFigureValue").text, "9 requests");
            compare(find("safeProbabilityFigureValue").text, "0%");
            for (let i = 0; i < 4; ++i)
                keyClick(Qt.Key_Left);
            compare(slider.value, 5);
            compare(find("safeProbabilityFigureValue").text, "20.5%");
        }

        // --- Write throttling: a preset, the speed, and a run to minute 136 by keyboard.
        function test_5_throttlingRun() {
            openPage(loader, throttling);
            const simulation = root.page.simulation;
            tabTo("preset_burst");
            keyClick(Qt.Key_Return);
            compare(simulation.presetId, "burst");
            compare(simulation.demandPercent, 90);
            tabTo("preset_sustained");
            keyClick(Qt.Key_Space);
            compare(simulation.presetId, "sustained");
            const slider = tabTo("demandSlider");
            keyClick(Qt.Key_Right);
            compare(simulation.demandPercent, 85);
            compare(simulation.presetId, "");
            // The slider is the simulation pane's last stop: Shift+Tab goes back to the speed.
            keyClick(Qt.Key_Tab, Qt.ShiftModifier);
            compare(focusedControl().objectName, "speed60");
            tabTo("preset_sustained");
            keyClick(Qt.Key_Return);
            compare(simulation.demandPercent, 80);
            compare(slider.value, 80);
            tabTo("speed1");
            keyClick(Qt.Key_Right);
            compare(root.page.speed, 10);
            keyClick(Qt.Key_Right);
            compare(root.page.speed, 60);
            tabTo("stepButton");
            keyClick(Qt.Key_Space);
            compare(simulation.minute, 1);
            compare(find("metricWriterCpu").value, "80%");
            tabTo("hourButton");
            keyClick(Qt.Key_Space);
            keyClick(Qt.Key_Return);
            compare(simulation.minute, 121);
            compare(find("metricThrottleActive").value, "1 (on)");
            keyClick(Qt.Key_Tab, Qt.ShiftModifier);
            compare(focusedControl().objectName, "stepButton");
            for (let i = 0; i < 15; ++i)
                keyClick(Qt.Key_Space);
            compare(simulation.minute, 136);
            compare(find("metricWriterCpu").value, "50%");
            compare(find("metricThrottledClients").value, "16");
            compare(find("metricThrottleEvents").value, "25,000");
            verify(find("conservationLabel").text.indexOf("1,088,000 writes offered") >= 0);
            tabTo("resetButton");
            keyClick(Qt.Key_Enter);
            compare(simulation.minute, 0);
        }
    }
}
