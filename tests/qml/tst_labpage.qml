import QtQuick
import QtTest
import HotspotLab
import "support"

// The real LabPage: the four guided steps driven with mouse and keyboard, free play with
// the shortcuts and the key chips, and a language switch. After every action the test
// reads what a student sees: table cells, bar values and labels.
Item {
    id: root

    width: 1280
    height: 800

    // The page is created once the LanguageService exists (see initTestCase), as in the
    // app, so its first bindings do not race the service's start-up retranslation.
    Loader {
        id: loader

        anchors.fill: parent
        active: false

        sourceComponent: LabPage {
        }
    }

    PageTestCase {
        id: test

        name: "LabPage"
        page: loader.item
        when: windowShown

        function lab() {
            return find("partitionLab");
        }

        function cell(row, column) {
            return labCell(row, column);
        }

        function columnTexts(column) {
            return [cell(0, column), cell(1, column), cell(2, column)];
        }

        // The bar of partition p: set p of the stacked series, in category p, in partition
        // p's colour.
        function barValues() {
            const series = find("labShareChart").series(0);
            compare(series.count, 3);
            for (let p = 0; p < 3; ++p)
                compare(String(series.at(p).color), String(Theme.partitionColor(p)), "the colour of P" + p);
            return [series.at(0).at(0), series.at(1).at(1), series.at(2).at(2)];
        }

        function initTestCase() {
            LanguageService.setLanguage("en");
            loader.active = true;
            tryCompare(loader, "status", Loader.Ready);
            // The lab and the discussion are built after the page's first frame.
            tryVerify(() => page.ready);
            waitForItemPolished(page.contentItem);
        }

        function init() {
            scrollToTop();
            const guide = find("labGuide").guide;
            guide.restart();
            lab().profile = PartitionLab.Even;
            lab().hotKey = 0;
            lab().resetRun();
        }

        function cleanup() {
            LanguageService.setLanguage("en");
            if (DisplaySettings.textScale !== 1 || root.width !== 1280 || root.height !== 800)
                restoreWorkspace();
        }

        function test_startsEmptyWithTheEvenProfile() {
            compare(lab().profile, PartitionLab.Even);
            compare(lab().hotKey, 0);
            compare(find("labStepCounter").text, "Processing steps in this run: 0");
            compare(columnTexts(0), ["P0", "P1", "P2"]);
            compare(columnTexts(1), ["4 (0, 3, 6, 9)", "4 (1, 4, 7, 10)", "4 (2, 5, 8, 11)"]);
            compare(columnTexts(5), ["0%", "0%", "0%"]);
            compare(barValues(), [0, 0, 0]);
            // An empty chart says how to fill it, and stops saying so after the first batch.
            const emptyText = findChild(find("labShareChart"), "chartEmptyText");
            verify(emptyText.visible);
            lab().sendBatch();
            verify(!emptyText.visible);
            lab().resetRun();
            verify(emptyText.visible);
            compare(find("labHeader_2").children[0].text, "Received");
            verify(find("labProfileEven").checked);
            verify(find("labKeyChip_0").hot);
            // In the Even profile the chosen key gets no extra requests: its tag says so.
            compare(find("labKeyChip_0").hotText, "hot key, inactive");
        }

        function test_fourGuidedSteps() {
            const guide = find("labGuide").guide;
            const prediction = find("labGuidePrediction");
            const verdict = find("labGuideVerdict");

            // The summary and the explanations would answer steps 2 to 4: they wait until
            // the steps are done, and the explanations are not even built before.
            verify(find("rememberWaiting").visible);
            verify(!find("rememberList").visible);
            verify(find("labExplanationsLater").visible);
            compare(findChild(page, "labExplanations"), null);
            // An empty queue has no waiting sign, not even a hidden one.
            compare(findChild(find("labTable"), "labCellWaitingBadge"), null);

            // Step 1: predict 0 waiting at P0 with the keyboard, send with the mouse.
            compare(guide.step, 1);
            prediction.forceActiveFocus();
            keyClick(Qt.Key_Down);
            compare(prediction.currentText, "0");
            click("labGuideAction");
            compare(columnTexts(2), ["4", "4", "4"]);
            compare(columnTexts(3), ["4", "4", "4"]);
            compare(columnTexts(4), ["0", "0", "0"]);
            compare(barValues(), [33, 33, 33]);
            verify(verdict.visible);
            compare(verdict.text, "Right. You predicted 0, and the table shows 0 waiting at P0.");
            compare(find("labCapacityLine").text, "In 1 step: 12 units of capacity, 12 requests completed");
            click("labGuideNext");

            // Step 2: predict the wrong owner (P1), switch to the hot profile.
            compare(guide.step, 2);
            prediction.forceActiveFocus();
            keyClick(Qt.Key_Down);
            keyClick(Qt.Key_Down);
            compare(prediction.currentText, "P1");
            click("labGuideAction");
            compare(lab().profile, PartitionLab.HotKey);
            verify(find("labProfileHot").checked);
            compare(lab().stepCount, 0);
            compare(columnTexts(2), ["0", "0", "0"]);
            compare(verdict.text, "You predicted P1. Send the batch to see whether you were right.");
            click("labGuideNext");

            // Step 3: predict 4 waiting (wrong), send with the keyboard on the focused button.
            compare(guide.step, 3);
            guide.predictionIndex = 5;
            compare(prediction.currentText, "4");
            const action = find("labGuideAction");
            reveal(action);
            action.forceActiveFocus();
            keyClick(Qt.Key_Space);
            compare(columnTexts(2), ["10", "1", "1"]);
            compare(columnTexts(3), ["4", "1", "1"]);
            compare(columnTexts(4), ["6", "0", "0"]);
            compare(columnTexts(5), ["83%", "8%", "8%"]);
            compare(barValues(), [83, 8, 8]);
            compare(find("labCapacityLine").text, "In 1 step: 12 units of capacity, 6 requests completed");
            // The one cell with waiting requests, P0's, carries the sign; no other cell has one.
            const signs = descendants(find("labTable"), item => item.objectName === "labCellWaitingBadge");
            compare(signs.length, 1);
            compare(signs[0].parent, find("labCell_0_4"));
            verify(signs[0].visible);
            // Centred in its cell's height.
            compare(signs[0].y, Math.round((signs[0].parent.height - signs[0].height) / 2));
            verify(signs[0].y > 0);
            verify(verdict.text.startsWith("You expected P1, but P0 got most of the work: 10 of 12 requests."), verdict.text);
            verify(verdict.text.indexOf("Not quite. You predicted 4; the table shows 6 waiting at P0.") >= 0, verdict.text);
            verify(verdict.text.indexOf("can finish only 4 per step, so 6 stay in its queue") >= 0, verdict.text);
            click("labGuideNext");

            // Step 4: predict 3 drain steps, send the second batch, then drain three times.
            compare(guide.step, 4);
            guide.predictionIndex = 3;
            compare(prediction.currentText, "3");
            click("labGuideAction");
            compare(columnTexts(4), ["12", "0", "0"]);
            compare(columnTexts(2), ["20", "2", "2"]);
            compare(barValues(), [83, 8, 8]);
            compare(find("labGuideAction").text, "Drain one step");
            // The guide's count is the table's at once (it read 0 here once).
            compare(find("labGuideProgress").text, "Waiting at P0: 12. Drain steps so far: 0.");
            const expectedWaiting = ["8", "4", "0"];
            for (let i = 0; i < 3; ++i) {
                verify(!verdict.visible);
                click("labGuideAction");
                compare(cell(0, 4), expectedWaiting[i]);
            }
            compare(columnTexts(3), ["20", "2", "2"]);
            verify(verdict.visible);
            compare(verdict.text, "Right: 3 drain steps.");
            compare(find("labStepCounter").text, "Processing steps in this run: 5");
            click("labGuideNext");
            compare(guide.step, 5);
            verify(!find("labGuideAction").visible);
            verify(find("rememberList").visible);
            verify(!find("rememberWaiting").visible);
            compare(descendants(find("rememberList"), item => item.objectName === "bulletItem").length, 4);
            verify(!find("labExplanationsLater").visible);
            const explanations = find("labExplanations");
            verify(explanations && explanations.visible);
            // As wide as the narrative's column around it.
            verify(explanations.width > 0);
            compare(explanations.width, explanations.parent.width);
            compare(explanations.children[0].text, "Placement is not traffic");
            verify(explanations.children[1].text.indexOf("9 of the 12 requests in a batch, 75%") >= 0);
            // The queue drained: its sign went with it.
            compare(descendants(find("labTable"), item => item.objectName === "labCellWaitingBadge").length, 0);
            // Restarted, the guide takes the explanations away again until the steps are done.
            guide.restart();
            tryVerify(() => find("labExplanationsLater").visible);
            tryVerify(() => findChild(page, "labExplanations") === null);
            verify(!find("rememberList").visible);
        }

        function test_keyChipsNameTheirCountWithPlurals() {
            // Even profile: one request per batch, said in the singular.
            compare(find("labKeyChip_1").Accessible.name, "Key 1, owner P1, 1 request per batch");
            lab().profile = PartitionLab.HotKey;
            compare(find("labKeyChip_0").Accessible.name, "Key 0, owner P0, 9 requests per batch, hot key");
            LanguageService.setLanguage("de");
            compare(find("labKeyChip_1").Accessible.name, "Schlüssel 1, Besitzer P1, 1 Anfrage pro Stapel");
            LanguageService.setLanguage("en");
        }

        function test_predictionSurvivesALanguageSwitch() {
            const guide = find("labGuide").guide;
            const prediction = find("labGuidePrediction");
            prediction.forceActiveFocus();
            keyClick(Qt.Key_Down);
            keyClick(Qt.Key_Down);
            compare(guide.predictionIndex, 2);
            LanguageService.setLanguage("de");
            compare(prediction.currentText, "1");
            compare(prediction.currentIndex, 2);
            compare(guide.predictionIndex, 2);
            compare(prediction.model[0], "Keine Vorhersage");
            LanguageService.setLanguage("en");
        }

        function test_predictionsAreOptional() {
            const guide = find("labGuide").guide;
            click("labGuideSkip");
            click("labGuideSkip");
            compare(guide.step, 3);
            // Step 3 without a prediction still runs and explains the result.
            click("labGuideAction");
            compare(columnTexts(4), ["6", "0", "0"]);
            compare(find("labGuideVerdict").text.indexOf("P0 got most of the work: 10 of 12 requests."), 0);
            click("labGuideNext");
            // Step 4 on a fresh run (step 3 skipped too) still leads to the second batch.
            guide.restart();
            lab().resetRun();
            click("labGuideSkip");
            click("labGuideSkip");
            click("labGuideSkip");
            compare(guide.step, 4);
            click("labGuideAction");
            compare(cell(0, 4), "12");
            compare(lab().drainStepsToEmpty, 3);
        }

        function test_freePlayWithShortcutsAndChips() {
            // Keyboard shortcuts of the three actions.
            keyClick(Qt.Key_B, Qt.ControlModifier);
            compare(lab().stepCount, 1);
            compare(columnTexts(2), ["4", "4", "4"]);
            keyClick(Qt.Key_D, Qt.ControlModifier);
            compare(find("labStepCounter").text, "Processing steps in this run: 2");
            keyClick(Qt.Key_R, Qt.ControlModifier);
            compare(find("labStepCounter").text, "Processing steps in this run: 0");
            verify(find("labSendButton").shortcutHint.indexOf("Ctrl+B") >= 0, find("labSendButton").shortcutHint);
            verify(find("labDrainButton").shortcutHint.indexOf("Ctrl+D") >= 0);
            verify(find("labResetButton").shortcutHint.indexOf("Ctrl+R") >= 0);

            // The hot profile with key 1 moves the load to P1.
            click("labProfileHot");
            compare(lab().profile, PartitionLab.HotKey);
            click("labKeyChip_1");
            compare(lab().hotKey, 1);
            verify(find("labKeyChip_1").hot);
            compare(find("labKeyChip_1").hotText, "hot key");
            verify(!find("labKeyChip_0").hot);
            compare(find("labKeyChip_1").requestsPerBatch, 9);
            click("labSendButton");
            compare(columnTexts(4), ["0", "6", "0"]);
            compare(barValues(), [8, 83, 8]);

            // Key 3 brings it back to P0, and the new selection cleared the run.
            click("labKeyChip_3");
            compare(lab().stepCount, 0);
            compare(columnTexts(2), ["0", "0", "0"]);
            click("labSendButton");
            compare(columnTexts(4), ["6", "0", "0"]);

            // Key 11 wraps around: keys 0, 1 and 2 get one request each, P2 the rest.
            click("labKeyChip_11");
            click("labSendButton");
            compare(columnTexts(2), ["1", "1", "10"]);
            compare(find("labKeyChip_0").requestsPerBatch, 1);

            // Drain and reset keep the selection.
            click("labDrainButton");
            compare(cell(2, 4), "2");
            click("labResetButton");
            compare(lab().hotKey, 11);
            compare(lab().profile, PartitionLab.HotKey);
            compare(columnTexts(4), ["0", "0", "0"]);
        }

        // At 200% text the page is one column: after each guided press the guide's result
        // (the figures per partition, the verdict) and the button to go on are in view
        // together, whatever the press added above the button.
        function test_actionAndResultTogetherAt200Percent_data() {
            return [{
                    "tag": "1280x800",
                    "width": 1280,
                    "height": 800
                }, {
                    "tag": "1024x700",
                    "width": 1024,
                    "height": 700
                }];
        }
        function test_actionAndResultTogetherAt200Percent(data) {
            root.width = data.width;
            root.height = data.height;
            data.textScale = 2;
            waitForWorkspace(data);
            const guide = find("labGuide").guide;
            const press = name => {
                click(name);
                // The student reads on from the press, without scrolling.
                const after = guide.canGoOn ? "labGuideNext" : "labGuideAction";
                const result = lab().stepCount > 0 ? ["labGuideFigures"] : [];
                const verdict = find("labGuideVerdict").visible ? ["labGuideVerdict"] : [];
                verifyInViewTogether(result.concat(verdict, [after]), `step ${guide.step}, after ${name}`);
            };
            verify(!page.twoPanes);
            for (let step = 1; step <= 4; ++step) {
                compare(guide.step, step);
                press("labGuideAction");
                if (step === 4) {
                    for (let drain = 0; drain < 3; ++drain)
                        press("labGuideAction");
                }
                verify(guide.canGoOn);
                click("labGuideNext");
                // The next step's instruction and its action are in view.
                if (step < 4)
                    verifyInViewTogether(["labGuideInstruction", "labGuideAction"], `step ${guide.step}, opened`);
            }
            compare(guide.step, 5);
            compare(cell(0, 4), "0");
        }

        // The run's own buttons keep their result in view as the guide's do: in one column,
        // a press with the button low in the view brings the chart up under it.
        function test_runButtonsKeepTheChartInView_data() {
            return test_actionAndResultTogetherAt200Percent_data();
        }
        function test_runButtonsKeepTheChartInView(data) {
            root.width = data.width;
            root.height = data.height;
            data.textScale = 2;
            waitForWorkspace(data);
            verify(!page.twoPanes);
            const flick = page.contentItem;
            for (const name of ["labSendButton", "labDrainButton", "labResetButton"]) {
                const button = find(name);
                reveal(button, flick.height - button.height - Theme.spacing);
                verify(isInView(button), name);
                verify(!isInView(find("labShareChart")), name + ": the chart starts out of view");
                const steps = lab().stepCount;
                mouseClick(button);
                compare(lab().stepCount, name === "labResetButton" ? 0 : steps + 1, name + " acted");
                verifyInViewTogether([name, "labShareChart"], "after " + name);
            }
        }

        // Back from large text to two panes, the simulation fills its pane again (Qt 6.4
        // left it at the one column's place and width).
        function test_simulationFillsItsPaneAfterLargeText_data() {
            return [{
                    "tag": "text size only",
                    "width": 1280
                }, {
                    "tag": "text size and window",
                    "width": 1024
                }];
        }
        function test_simulationFillsItsPaneAfterLargeText(data) {
            root.width = data.width;
            DisplaySettings.textScale = 2;
            tryVerify(() => !page.twoPanes);
            waitForItemPolished(page.contentItem);
            wait(100);
            DisplaySettings.resetZoom();
            root.width = 1280;
            tryVerify(() => page.twoPanes);
            const column = find("simulationColumn");
            const pane = page.simulationPane;
            tryVerify(() => column.mapToItem(pane, 0, 0).x === Theme.spacingLarge, 2000, `the simulation starts at x ${column.mapToItem(pane, 0, 0).x} in its pane`);
            tryCompare(column, "width", pane.width - 2 * Theme.spacingLarge - Theme.spacing);
        }

        // Text size and language changes move every line; the view stays on the same words.
        function test_zoomAndLanguageKeepThePlace() {
            const flick = page.contentItem;
            const guide = find("labGuide");
            // No earlier change is still being followed.
            tryCompare(page, "placeFollowing", false);
            function guideTop() {
                return guide.mapToItem(page, 0, 0).y;
            }
            flick.contentY = guide.mapToItem(flick.contentItem, 0, 0).y;
            compare(guideTop(), 0);
            DisplaySettings.zoomIn();
            DisplaySettings.zoomIn();
            // Waits for the follow to end, not a fixed time: a slow run (the sanitizer
            // build) may still be following when a fixed wait ends.
            tryCompare(page, "placeFollowing", false);
            verify(Math.abs(guideTop()) <= 1, `the guide's top is at ${guideTop()} after zooming in`);
            verify(flick.contentY > 0);
            LanguageService.setLanguage("de");
            tryCompare(page, "placeFollowing", false);
            verify(Math.abs(guideTop()) <= 1, `the guide's top is at ${guideTop()} in German`);
            DisplaySettings.resetZoom();
            LanguageService.setLanguage("en");
            tryCompare(page, "placeFollowing", false);
            verify(Math.abs(guideTop()) <= 1, `the guide's top is at ${guideTop()} back at 100% in English`);
            // At the top, the page stays at the top. (Scrolled while the page still follows,
            // the view would go back to the guide: a follow keeps the place it started with.)
            flick.contentY = 0;
            DisplaySettings.zoomIn();
            verify(page.placeFollowing);
            tryCompare(page, "placeFollowing", false);
            compare(flick.contentY, 0);
            DisplaySettings.resetZoom();
        }

        // The simulation pane keeps its place by words too: the table stays at its top.
        function test_zoomAndLanguageKeepTheSimulationPlace() {
            tryCompare(page, "placeFollowing", false);
            verify(page.twoPanes);
            const pane = page.simulationPane;
            const table = find("labTable").parent;
            function tableTop() {
                return table.mapToItem(pane, 0, 0).y;
            }
            pane.contentY = table.mapToItem(pane.contentItem, 0, 0).y;
            compare(tableTop(), 0);
            const pixelsAt100 = pane.contentY;
            DisplaySettings.zoomIn();
            tryVerify(() => page.twoPanes);
            tryCompare(page, "placeFollowing", false);
            verify(Math.abs(tableTop()) <= 1, `the table's top is at ${tableTop()} after zooming in`);
            // By words, not pixels: what lies above the table grew with the text.
            verify(pane.contentY > pixelsAt100 + 10, `the pane at ${pane.contentY}, ${pixelsAt100} at 100%`);
            LanguageService.setLanguage("de");
            tryCompare(page, "placeFollowing", false);
            verify(Math.abs(tableTop()) <= 1, `the table's top is at ${tableTop()} in German`);
            DisplaySettings.resetZoom();
            LanguageService.setLanguage("en");
            tryCompare(page, "placeFollowing", false);
            verify(Math.abs(tableTop()) <= 1, `the table's top is at ${tableTop()} back at 100% in English`);
            fuzzyCompare(pane.contentY, pixelsAt100, 1);
        }

        // A place inside the table's header row, when larger text turns the table (which
        // hides that row) in two panes: the pane goes to the table's top, the deepest item
        // on the place's path still shown.
        function test_simulationPlaceSurvivesTheTableTurning() {
            tryCompare(page, "placeFollowing", false);
            const pane = page.simulationPane;
            const table = find("labTable").parent;
            verify(!table.transposed);
            pane.contentY = table.mapToItem(pane.contentItem, 0, 0).y + 5;
            // Larger text, a step at a time, until the table turns.
            while (!table.transposed && page.twoPanes && DisplaySettings.canZoomIn) {
                DisplaySettings.zoomIn();
                waitForItemPolished(pane.contentItem);
            }
            verify(table.transposed, `the table has not turned at ${DisplaySettings.textScale * 100}% text`);
            verify(page.twoPanes);
            tryCompare(page, "placeFollowing", false);
            const top = table.mapToItem(pane, 0, 0).y;
            verify(Math.abs(top) <= 1, `the table's top is at ${top} once it has turned`);
        }

        // The queue picture beside the chart: each partition's column of request tokens
        // shows what the last step did, and its tokens slide in unless motion is reduced.
        function test_queuePictureShowsTheQueueGrow() {
            const picture = find("labQueuePicture");
            const chart = find("labShareChart");
            // Beside the chart, level with it.
            const chartBox = chart.mapToItem(page, 0, 0, chart.width, chart.height);
            const pictureBox = picture.mapToItem(page, 0, 0, picture.width, picture.height);
            verify(pictureBox.x >= chartBox.x + chartBox.width, `picture at x ${pictureBox.x}, chart to ${chartBox.x + chartBox.width}`);
            verify(Math.abs(pictureBox.y - chartBox.y) < 1);
            function tokens(partition, zone) {
                return findChild(findChild(find("labQueueColumn" + partition), zone), "tokens").count;
            }
            function zoneCounts(partition) {
                return [tokens(partition, "arrivedZone"), tokens(partition, "waitingZone"), tokens(partition, "completedZone")];
            }
            compare(zoneCounts(0), [0, 0, 0]);
            compare(picture.Accessible.description, "Every queue is empty: no step has run yet.");
            DisplaySettings.reduceMotion = true;
            click("labProfileHot");
            click("labSendButton");
            // Still at once: nothing moves with reduced motion.
            compare(find("labQueueColumn0").motion, 1);
            compare(zoneCounts(0), [10, 6, 4]);
            compare(zoneCounts(1), [1, 0, 1]);
            click("labSendButton");
            // The queue grew by 6, to 12 tokens: first in, first out, so the step finished 4
            // of the 6 before, and all 10 of this batch wait on top of the other 2.
            compare(zoneCounts(0), [10, 12, 4]);
            compare(findChild(find("labQueueColumn0"), "waitingZone").olderCount, 2);
            compare(picture.Accessible.description, lab().queues.description);
            verify(picture.Accessible.description.indexOf("P0: 10 arrived, 4 completed, 12 waiting") >= 0, picture.Accessible.description);

            // With motion, a batch starts the slide; it ends within a moment.
            DisplaySettings.reduceMotion = false;
            if (DisplaySettings.animationsEnabled) {
                click("labSendButton");
                verify(find("labQueueColumn0").motion < 1);
                tryCompare(find("labQueueColumn0"), "motion", 1, 2000);
            }
            // A drain step brings nothing new and finishes 4.
            click("labDrainButton");
            tryCompare(find("labQueueColumn0"), "motion", 1, 2000);
            compare(zoneCounts(0), [0, DisplaySettings.animationsEnabled ? 14 : 8, 4]);
            // Long queues are capped at the rows the picture has; the count says the rest.
            DisplaySettings.reduceMotion = true;
            for (let batch = 0; batch < 10; ++batch)
                click("labSendButton");
            const waiting = lab().waiting(0);
            compare(tokens(0, "waitingZone"), lab().queues.waitingRows * lab().queues.tokensPerRow);
            const countLabel = descendants(findChild(find("labQueueColumn0"), "waitingZone"), item => item.text !== undefined)[0];
            compare(countLabel.text, "⁝ " + waiting);
            DisplaySettings.reduceMotion = false;
        }

        // Large text on a narrow window: six columns cannot fit their headers' words, so the
        // table turns (a column per partition) and shows the same figures; back at normal
        // text it is the wide table again.
        function test_tableTurnsWhenItsColumnsDoNotFit() {
            lab().profile = PartitionLab.HotKey;
            lab().sendBatch();
            verify(find("labTable").visible);
            root.width = 800;
            DisplaySettings.textScale = 2;
            tryVerify(() => find("labTableTurned").visible);
            verify(!find("labTable").visible);
            const turned = find("labTableTurned");
            tryVerify(() => findChild(turned, "labTurnedCell_4_0") !== null);
            compare(findChild(turned, "labTurnedCell_0_1").display, "P1");
            compare(findChild(turned, "labTurnedCell_2_0").display, "10");
            compare(findChild(turned, "labTurnedCell_4_0").display, "6");
            verify(findChild(turned, "labTurnedCell_4_0").alarming);
            compare(findChild(turned, "labTurnedCell_5_0").display, "83%");
            compare(find("labFieldName_2").children[1].text, "Received");
            DisplaySettings.resetZoom();
            // A window wide enough for the six columns in the simulation pane.
            root.width = 1900;
            tryVerify(() => find("labTable").visible && findChild(find("labTable"), "labCell_0_2") !== null);
            verify(!find("labTableTurned").visible);
            compare(cell(0, 2), "10");
        }

        // Qt Quick draws the grid under the chart and the bars' numbers over it; no grid line
        // runs through a number (just above its bar) in either profile: 33% each, or 83% and 8%.
        function test_gridLinesClearOfTheBarLabels() {
            const chart = find("labShareChart");
            reveal(chart);
            const axis = chart.gridAxis;
            verify(!axis.gridVisible);
            const lines = chartItems(chart, "chartGridLine").map(line => line.y);
            compare(lines.length, axis.tickCount);
            for (const profile of [PartitionLab.Even, PartitionLab.HotKey]) {
                lab().profile = profile;
                lab().sendBatch();
                const labels = chartItems(chart, "chartBarValueLabel").filter(label => label.visible);
                compare(labels.map(label => label.text), lab().roundedShares.map(share => share + "%"));
                for (const label of labels) {
                    // Above its bar, inside the plot.
                    const barTop = chart.plotArea.y + chart.plotArea.height * (1 - Number(label.text.replace("%", "")) / 100);
                    verify(label.y + label.height <= barTop && label.y >= chart.plotArea.y, label.text + " is not just above its bar");
                    for (const line of lines)
                        verify(line < label.y || line > label.y + label.height, "a grid line through the label " + label.text);
                }
            }
            compare(lab().roundedShares, [83, 8, 8]);
        }

        function test_languageSwitch() {
            lab().profile = PartitionLab.HotKey;
            lab().sendBatch();
            const chart = find("labShareChart");
            compare(find("labHeader_1").children[0].text, "Keys owned");
            compare(chart.heading, "Share of all requests received in this run");
            compare(chart.valueAxisTitle, "Share of requests (%)");
            compare(findChild(chart, "chartValueAxisTitle").text, "Share of requests (%)");
            const firstBarLabel = () => chartItems(chart, "chartBarValueLabel")[0].text;
            compare(firstBarLabel(), "83%");
            LanguageService.setLanguage("de");
            tryCompare(find("labHeader_1").children[0], "text", "Eigene Schlüssel");
            compare(find("labHeader_4").children[0].text, "Wartend");
            compare(chart.heading, "Anteil an allen Anfragen dieses Laufs");
            compare(findChild(chart, "chartValueAxisTitle").text, "Anteil der Anfragen (%)");
            compare(firstBarLabel(), "83\u00a0%");
            compare(cell(0, 5), "83\u00a0%");
            compare(find("labCapacityLine").text, "In 1 Schritt: 12 Einheiten Kapazität, 6 Anfragen erledigt");
            compare(find("labSendButton").text, "12 Anfragen schicken + Schritt");
            LanguageService.setLanguage("id");
            tryCompare(find("labHeader_1").children[0], "text", "Key yang dimiliki");
            compare(chart.heading, "Porsi dari semua request yang diterima dalam percobaan ini");
            compare(firstBarLabel(), "83%");
            compare(find("labCapacityLine").text, "Dalam 1 langkah: 12 unit kapasitas, 6 request selesai");
            LanguageService.setLanguage("en");
            tryCompare(find("labHeader_1").children[0], "text", "Keys owned");
            compare(cell(0, 5), "83%");
        }
    }
}
