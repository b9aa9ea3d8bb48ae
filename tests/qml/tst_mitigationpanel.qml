import QtQuick
import QtTest
import HotspotLab
import "support"

// "Try a fix" on the real LabPage: each fix chosen by mouse and by keyboard, the bars of
// both charts and the table read back, the shortcuts, a language switch that keeps the
// run, and the controls, charts and table in view together after an action.
Item {
    id: root

    width: 1280
    height: 800

    Loader {
        id: loader

        anchors.fill: parent
        active: false

        sourceComponent: LabPage {
        }
    }

    PageTestCase {
        id: test

        name: "MitigationPanel"
        page: loader.item
        when: windowShown

        function fixLab() {
            return find("mitigationPanel").fixLab;
        }
        function guide() {
            return page.lessonState.guide;
        }

        // A cell of the table; a row that was just added is laid out on the table's next polish.
        function cellText(row, column) {
            const name = "fixCell_" + row + "_" + column;
            tryVerify(() => findChild(page, name) !== null, 2000, "no cell " + name);
            return find(name).text;
        }

        // The chips of one place in the picture of where a batch goes, as it draws them.
        function chips(place) {
            const texts = [];
            for (let i = 0; findChild(page, "batchChip" + place + "_" + i) !== null; ++i)
                texts.push(find("batchChip" + place + "_" + i).children[0].text);
            return texts;
        }

        // Waiting per partition as the bars show it: set p of the stacked series, category p,
        // in partition p's colour and 0 in every other category.
        function bars(chartName) {
            const series = find(chartName).series(0);
            const values = [];
            for (let p = 0; p < series.count; ++p) {
                const set = series.at(p);
                compare(set.count, series.count, chartName + ": a value per category");
                compare(String(set.color), String(Theme.partitionColor(p)), chartName + ": the colour of P" + p);
                for (let category = 0; category < set.count; ++category) {
                    if (category !== p)
                        compare(set.at(category), 0, chartName + ": P" + p + " in category " + category);
                }
                values.push(set.at(p));
            }
            return values;
        }

        // The numbers LessonChart draws over a chart's bars, those shown.
        function barLabels(chartName) {
            return chartItems(find(chartName), "chartBarValueLabel").filter(label => label.visible);
        }

        function initTestCase() {
            LanguageService.setLanguage("en");
            loader.active = true;
            tryCompare(loader, "status", Loader.Ready);
            tryVerify(() => page.ready);
            // "Try a fix" is built when its tab first opens.
            compare(findChild(page, "mitigationPanel"), null);
            click("labFixTab");
            // In two frames: the choices, the buttons and both charts at once; where a batch
            // goes, the table and the fix's effect and cost after the first frame.
            const panel = findChild(page, "mitigationPanel");
            verify(panel !== null, "the panel is built when its tab opens");
            verify(findChild(panel, "withFixChart") !== null && findChild(panel, "fixSendButton") !== null);
            verify(!panel.complete && findChild(panel, "fixTableView") === null, "the lower half waits for a frame");
            tryVerify(() => panel.complete, 2000, "the lower half follows");
            verify(findChild(panel, "fixTableView") !== null && findChild(panel, "fixCost") !== null);
            waitForItemPolished(page.contentItem);
        }

        function init() {
            page.lessonState.simulationPart = 1;
            scrollToTop();
            // The guided steps come first: until step 3 has sent the hot batch, the panel
            // holds back where a batch goes (test_batchWaitsForTheGuide). Past it here.
            guide().restart();
            for (let step = 1; step <= 3; ++step)
                guide().nextStep();
            fixLab().fix = MitigationLab.NoFix;
            fixLab().hotKey = 0;
            fixLab().routing = MitigationLab.ModN;
            fixLab().cacheHits = 6;
            fixLab().moveTo = 1;
            fixLab().splitCount = 3;
            fixLab().partitionsWithFix = 4;
            fixLab().resetRun();
        }

        function cleanup() {
            LanguageService.setLanguage("en");
        }

        function test_startsWithoutAFix() {
            verify(find("fixChoice0").checked);
            compare(fixLab().fixNames, ["No fix", "Cache reads", "Move the hot key", "Split the hot key", "Add partitions"]);
            // Nothing to predict without a fix, and no setting: neither is built until a fix
            // is chosen.
            compare(findChild(page, "fixPrediction"), null);
            compare(findChild(page, "fixSettingSpinBox"), null);
            compare(find("fixStatus").text, "New run: send a batch to both systems and compare their queues.");
            compare(bars("withoutFixChart"), [0, 0, 0]);
            compare(bars("withFixChart"), [0, 0, 0]);
            compare(find("fixCost").Accessible.description, "Choose a fix to compare it with this run.");
        }

        function test_cacheByMouse() {
            click("fixChoice1");
            compare(fixLab().fix, MitigationLab.CacheReads);
            compare(find("fixSettingSpinBox").value, 6);
            click("fixSendButton");
            const chart = find("withoutFixChart");
            const numberItems = chartItems(chart, "chartBarValueLabel");
            compare(numberItems.length, 3);
            click("fixSendButton");
            compare(bars("withoutFixChart"), [12, 0, 0]);
            compare(bars("withFixChart"), [0, 0, 0]);
            // The numbers over the bars: none for an empty queue. 12 reaches the top of the
            // scale (12), so it sits inside its bar, not over the plot's edge. A new batch
            // gave the numbers new values, not new items.
            compare(barLabels("withoutFixChart").map(label => label.text), ["12"]);
            compare(barLabels("withFixChart"), []);
            verify(barLabels("withoutFixChart")[0].y > chart.plotArea.y);
            const numberItemsAfter = chartItems(chart, "chartBarValueLabel");
            verify(numberItemsAfter.length === 3 && numberItemsAfter.every((item, i) => item === numberItems[i]), "the numbers were built again");
            compare([cellText(0, 1), cellText(1, 1), cellText(2, 1)], ["8", "2", "2"]);
            compare(cellText(0, 4), "12");
            compare(fixLab().cacheServed, 12);
            compare(find("fixStatus").text, "After 2 steps: 0 waiting with the fix, 12 without it.");
            compare(find("withFixChart").Accessible.description, "With the fix: P0: 0 waiting, P1: 0 waiting, P2: 0 waiting.");
            compare(find("withoutFixChart").Accessible.description, "Without a fix: P0: 12 waiting, P1: 0 waiting, P2: 0 waiting.");
            verify(find("fixCost").Accessible.description.indexOf("out of date") >= 0);
            // The cache is drawn as a place of its own, before the partitions; the requests it
            // answers never reach one.
            tryVerify(() => findChild(page, "batchPlace3") !== null);
            compare(find("batchPlace0").Accessible.name, "Cache: answers 6 requests for key 0 in every batch; they never reach a partition.");
            compare(chips(0), ["0 ×6"]);
            compare(chips(1), ["0 ×3", "3 ×1", "6", "9"]);
            compare(find("batchPlace1").Accessible.name, "P0 holds keys 0, 3, 6, 9 and gets 4 requests in every batch.");
            compare(find("batchPicture").Accessible.name, "Where one batch goes");
        }

        function test_splitByKeyboard() {
            // Choose "Split the hot key" with the keyboard, then 4 sub-keys with the arrow key.
            find("fixChoice3").forceActiveFocus();
            keyClick(Qt.Key_Space);
            compare(fixLab().fix, MitigationLab.SplitHotKey);
            const spinBox = find("fixSettingSpinBox");
            spinBox.forceActiveFocus();
            keyClick(Qt.Key_Up);
            compare(fixLab().splitCount, 4);
            // The shortcut sends a batch to both systems.
            keyClick(Qt.Key_B, Qt.ControlModifier | Qt.ShiftModifier);
            compare(fixLab().stepCount, 1);
            // Sub-keys 0 and 3 share P0: 6 / 3 / 3 arrive, P0 keeps 2 waiting.
            compare([cellText(0, 1), cellText(1, 1), cellText(2, 1)], ["6", "3", "3"]);
            compare(bars("withFixChart"), [2, 0, 0]);
            compare(bars("withoutFixChart"), [6, 0, 0]);
            // The sub-keys as chips on their partitions: two of them collide on P0.
            tryVerify(() => findChild(page, "batchPlace3") === null);
            compare(chips(0), ["0#0 ×3", "0#3 ×2", "3 ×1", "6", "9"]);
            compare(chips(1), ["0#1 ×2", "1 ×1", "4", "7", "10"]);
            compare(chips(2), ["0#2 ×2", "2 ×1", "5", "8", "11"]);
            compare(find("fixEffect").text, "Key 0 is written as 4 sub-keys on P0, P1, P2, P0. Requests per batch on P0 / P1 / P2: 6 / 3 / 3.");
            keyClick(Qt.Key_D, Qt.ControlModifier | Qt.ShiftModifier);
            compare(fixLab().totalWaiting, 0);
            keyClick(Qt.Key_R, Qt.ControlModifier | Qt.ShiftModifier);
            compare(fixLab().stepCount, 0);
            compare(fixLab().splitCount, 4);
        }

        function test_addPartitionsShowsMoreBars() {
            click("fixChoice4");
            compare(fixLab().partitionCount, 4);
            tryCompare(find("withFixChart"), "categoryCount", 4);
            click("fixSendButton");
            compare(bars("withFixChart"), [5, 0, 0, 0]);
            compare(bars("withoutFixChart"), [6, 0, 0]);
            compare(cellText(3, 0), "P3");
            compare(fixLab().keysMoved, 9);
            click("fixRouting1");
            compare(fixLab().routing, MitigationLab.FixedSlots);
            compare(fixLab().keysMoved, 3);
            compare(fixLab().stepCount, 0);
            // Back to three partitions: the fourth bar and row go.
            click("fixChoice2");
            tryCompare(find("withFixChart"), "categoryCount", 3);
            tryCompare(find("fixTableView"), "rows", 3);
            compare(bars("withFixChart"), [0, 0, 0]);
        }

        function test_languageSwitchKeepsTheRun() {
            click("fixChoice2");
            click("fixSendButton");
            LanguageService.setLanguage("de");
            compare(fixLab().stepCount, 1);
            compare(find("fixSendButton").text, "Stapel an beide schicken");
            compare(cellText(1, 3), "6"); // the hot key moved to P1
            compare(find("fixStatus").text, "Nach 1 Schritt: 6 wartend mit Gegenmaßnahme, 6 ohne.");
            LanguageService.setLanguage("id");
            compare(find("fixChoice2").text, "Pindahkan hot key");
            compare(fixLab().stepCount, 1);
        }

        function test_predictThenCompare() {
            click("fixChoice3");
            const card = find("fixPrediction");
            verify(card.visible);
            const prediction = fixLab().prediction;
            verify(prediction.open);
            // Where the batch goes would answer the question: it waits for the prediction.
            verify(!shown("batchPicture"));
            verify(!find("fixEffect").visible);
            verify(find("batchPictureWaits").visible);
            // The student expects no queue from 3 sub-keys, commits, then sends.
            click("predictionChoice0");
            click("predictionCommitButton");
            verify(prediction.committed);
            verify(shown("batchPicture"));
            verify(!find("batchPictureWaits").visible);
            click("fixSendButton");
            verify(prediction.revealed);
            compare(prediction.verdict, LessonPrediction.Right);
            // 4 sub-keys: a new run asks again, and "no queue" is wrong this time.
            find("fixSettingSpinBox").forceActiveFocus();
            keyClick(Qt.Key_Up);
            verify(prediction.open && !prediction.committed);
            click("predictionChoice0");
            click("predictionCommitButton");
            click("fixSendButton");
            compare(prediction.verdict, LessonPrediction.Wrong);
            compare(prediction.outcomeIndex, 1);
        }

        // 10 / 1 / 1 per batch answers guided steps 1 to 3, so neither the panel nor the
        // profile card shows it before step 3 has sent the hot batch.
        function test_batchWaitsForTheGuide() {
            guide().restart();
            page.lab.profile = PartitionLab.HotKey;
            verify(!shown("batchPicture"));
            verify(!find("fixEffect").visible);
            verify(find("batchPictureWaits").visible);
            // A batch sent here would show it too: Send and Drain wait, and say why.
            verify(!find("fixSendButton").enabled);
            verify(!find("fixDrainButton").enabled);
            verify(find("fixWaitsForGuide").visible);
            keyClick(Qt.Key_B, Qt.ControlModifier | Qt.ShiftModifier);
            compare(fixLab().stepCount, 0);
            compare(find("batchPictureWaits").text, "Where the requests of a batch go is shown once guided step 3 has sent the hot batch: the guide asks you to predict it first.");
            compare(find("labBatchArrivals").words, "The requests per batch on each partition are shown once guided step 3 has sent the hot batch: the guide asks you to predict them first.");
            guide().nextStep();
            guide().act();
            guide().nextStep();
            verify(!shown("batchPicture"));
            guide().act();
            compare(guide().step, 3);
            verify(shown("batchPicture"));
            verify(find("fixEffect").visible);
            verify(!find("batchPictureWaits").visible);
            verify(find("fixSendButton").enabled);
            verify(!find("fixWaitsForGuide").visible);
            compare(find("labBatchArrivals").words, "Requests per batch on P0 / P1 / P2: 10 / 1 / 1.");
            compare(find("fixEffect").text, "No fix: both systems get the lab's hot batch. Requests per batch on P0 / P1 / P2: 10 / 1 / 1.");
            // Now the shortcut sends, as the button does.
            keyClick(Qt.Key_B, Qt.ControlModifier | Qt.ShiftModifier);
            compare(fixLab().stepCount, 1);
            // The guide started again holds the batch again, and the fix run is emptied.
            click("labGuideRestart");
            compare(guide().step, 1);
            compare(fixLab().stepCount, 0);
            page.lab.profile = PartitionLab.Even;
        }

        // The pane shows one part at a time, kept in the lesson's state. A guided step acts
        // on the run, so it turns the pane back to it; "Try a fix" stays built meanwhile.
        function test_guidedStepTurnsThePaneBackToTheRun() {
            compare(page.lessonState.simulationPart, 1);
            verify(find("labFixPart").visible);
            verify(!find("labRunPart").visible);
            verify(!find("labSendButton").visible);
            // The pane scrolled down in "Try a fix" shows the run from its top.
            const pane = page.simulationPane;
            pane.contentY = Math.min(200, pane.contentHeight - pane.height);
            verify(pane.contentY > 0);
            guide().restart();
            click("labGuideAction");
            compare(page.lessonState.simulationPart, 0);
            compare(pane.contentY, 0);
            verify(find("labRunPart").visible);
            verify(!find("labFixPart").visible);
            verify(find("mitigationPanel"));
            // Only the part on show takes its shortcuts: past step 3, Ctrl+Shift+B sends
            // nothing while the run is on show, and sends once "Try a fix" is.
            for (let step = 1; step <= 3; ++step)
                guide().nextStep();
            verify(find("fixSendButton").enabled);
            keyClick(Qt.Key_B, Qt.ControlModifier | Qt.ShiftModifier);
            compare(fixLab().stepCount, 0);
            click("labFixTab");
            compare(page.lessonState.simulationPart, 1);
            verify(find("labFixPart").visible);
            verify(!find("labRunPart").visible);
            keyClick(Qt.Key_B, Qt.ControlModifier | Qt.ShiftModifier);
            compare(fixLab().stepCount, 1);
        }

        // The part on show survives the page: a page built again shows "Try a fix" again.
        function test_partOnShowSurvivesARebuiltPage() {
            compare(page.lessonState.simulationPart, 1);
            loader.active = false;
            loader.active = true;
            tryCompare(loader, "status", Loader.Ready);
            tryVerify(() => page.ready);
            verify(find("labFixTab").checked);
            verify(!find("labRunTab").checked);
            verify(find("mitigationPanel").visible);
            verify(!find("labRunPart").visible);
            // Built with the page, the lower half follows after the first frame.
            tryVerify(() => find("mitigationPanel").complete, 2000, "the lower half follows");
            verify(find("fixTableView").visible);
        }

        function test_actionAndResultInView() {
            click("fixChoice1");
            click("fixSendButton");
            verifyInViewTogether(["fixSendButton", "withoutFixChart", "withFixChart", "batchPicture", "fixTableView"], "after a batch");
        }
    }
}
