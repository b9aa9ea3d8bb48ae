import QtQuick
import QtTest
import HotspotLab
import "support"

// The "keys are not load" page, driven like a student would: pick causes, change the
// figures with mouse and keyboard, answer the self-check, switch the language.
Item {
    id: root

    width: 1280
    height: 800

    KeysVsLoadPage {
        id: keysVsLoadPage

        anchors.fill: parent
    }

    PageTestCase {
        id: testCase

        name: "KeysVsLoadPage"
        page: keysVsLoadPage
        when: windowShown

        function ratioShown() {
            return find("ratioValue").text;
        }

        function init() {
            LanguageService.setLanguage("en");
            find("imbalanceExplorer").reset();
            find("imbalanceExplorer").prediction.clear();
        }

        function cleanup() {
            LanguageService.setLanguage("en");
            if (DisplaySettings.textScale !== 1 || root.width !== 1280 || root.height !== 800)
                restoreWorkspace();
        }

        // A changed figure, the chart above it and the ratio below it are in view together
        // (in the one column of large text: the chart and the figure); the last figure at
        // least stays in view.
        function test_figureChartAndRatioTogether_data() {
            return workspaceSizes();
        }
        function test_figureChartAndRatioTogether(data) {
            root.width = data.width;
            root.height = data.height;
            waitForWorkspace(data);
            const spin = find("partitionsSpinBox");
            const result = data.textScale === 1 ? ["explorerChart", "partitionsSpinBox", "ratioCard"] : ["explorerChart", "partitionsSpinBox"];
            scrollToTop();
            reveal(spin);
            mouseClick(spin.up.indicator);
            compare(spin.value, 9);
            verifyInViewTogether(result, "after the partitions by mouse");
            scrollToTop();
            spin.forceActiveFocus();
            keyClick(Qt.Key_Up);
            compare(spin.value, 10);
            verifyInViewTogether(result, "after the partitions by keyboard");
            const last = find("hotKeyRateSpinBox");
            last.forceActiveFocus();
            keyClick(Qt.Key_Up);
            compare(last.value, 6500);
            verifyInViewTogether(data.textScale === 1 ? ["explorerChart", "hotKeyRateSpinBox", "ratioCard"] : ["hotKeyRateSpinBox"], "after the hot key's rate");
        }

        function test_1_startsWithTheHotKeyExample() {
            compare(ratioShown(), "3.3");
            verify(find("readingText").text.startsWith("Severe."));
            verify(find("summaryText").text.indexOf("7,500 rps") >= 0);
            // The verdict is ready, but shown only once the prediction is committed.
            verify(find("imbalanceExplorer").verdict.indexOf("exactly one owner") >= 0);
            verify(!find("verdictText").visible);
            const chart = find("exampleCpuChart");
            compare(chart.categories.length, 8);
            // P5, the sixth bar: one numbering from P0 in every lesson.
            compare(chart.categories[5], "P5");
            compare(chart.baseValues[5] + chart.extraValues[5], 95);
            verify(find("exampleRatios").text.indexOf("partition P5 is near its limit") >= 0);
            verify(find("exampleRatios").text.indexOf("2.5") >= 0);
        }

        function test_1_predictionBeforeTheResult() {
            // The explorer starts from the hot-key card's figures, which are writes.
            verify(find("causeExplanation").text.indexOf("a key written 6,000 times a second, partitions that take 5,000 writes a second") >= 0);
            const card = find("explorerPrediction");
            verify(card.visible);
            // The question waits above the partition field; the prompt leads down to it.
            compare(find("predictFirstText").text, "Commit your prediction first.");
            click("predictFirstButton");
            tryVerify(() => find("predictionChoice0").activeFocus, 2000, "the keyboard is not on the first choice");
            verify(isInView(find("predictionChoice0")));
            compare(find("predictionStatus").text, "Pick the answer you expect, then commit it before you look.");
            // "More partitions cannot fix that" would answer the question: it waits.
            verify(!find("verdictText").visible);
            click("predictionChoice2"); // "It rises"
            click("predictionCommitButton");
            compare(find("predictFirstText").text, "Your prediction: “It rises: the imbalance gets worse”");
            verify(find("verdictText").visible);
            verify(find("verdictText").text.indexOf("More partitions cannot fix that") >= 0, find("verdictText").text);
            verify(find("predictionStatus").text.indexOf("Now set the partitions to 16") > 0);
            verify(!find("predictionVerdict").visible);
            const spin = find("partitionsSpinBox");
            spin.forceActiveFocus();
            spin.contentItem.selectAll();
            keyClick("1");
            keyClick("6");
            keyClick(Qt.Key_Enter);
            tryCompare(find("ratioValue"), "text", "6.0");
            verify(find("predictionVerdict").visible);
            compare(find("predictionVerdict").text, "Right: the result is what you predicted.");
            verify(find("predictionResult").text.startsWith("Ratio at 8 partitions: 3.3. At 16: 6.0."));
            verify(!find("predictFirstPrompt").visible);
            // The card belongs to the hot key: another cause hides it.
            click("causeHotTenantButton");
            verify(!card.visible);
        }

        function test_2_addPartitionsWithMouseAndKeyboard() {
            const spin = find("partitionsSpinBox");
            reveal(spin);
            mouseClick(spin.up.indicator);
            compare(spin.value, 9);
            tryCompare(find("ratioValue"), "text", "3.7"); // 7,333 on the owner, mean 2,000
            spin.forceActiveFocus();
            keyClick(Qt.Key_Up);
            compare(spin.value, 10);
            tryCompare(find("ratioValue"), "text", "4.0"); // 7,200 against a mean of 1,800
            // Typing a value: twice the original cluster makes the ratio worse, not better.
            spin.contentItem.selectAll();
            keyClick("1");
            keyClick("6");
            keyClick(Qt.Key_Enter);
            compare(find("imbalanceExplorer").partitions, 16);
            tryCompare(find("ratioValue"), "text", "6.0");
            verify(find("summaryText").text.indexOf("Partition P13 owns the hot key") >= 0);
            verify(find("verdictText").text.indexOf("More partitions cannot fix that") >= 0);
        }

        function test_3_hotKeyBelowCapacity() {
            const spin = find("hotKeyRateSpinBox");
            reveal(spin);
            spin.forceActiveFocus();
            for (let i = 0; i < 4; ++i)
                keyClick(Qt.Key_Down); // 6,000 - 4 x 500 = 4,000 rps
            compare(find("imbalanceExplorer").hotKeyRate, 4000);
            // The verdict waits for the prediction, which is open at 8 partitions.
            verify(!find("verdictText").visible);
            click("predictionChoice0");
            click("predictionCommitButton");
            tryCompare(find("verdictText"), "text", "1 partition over capacity. The hot key fits on one partition, so spreading the ordinary traffic wider can still help here.");
        }

        function test_4_hotTenant() {
            const button = find("causeHotTenantButton");
            reveal(button);
            mouseClick(button);
            tryCompare(find("ratioValue"), "text", "3.2");
            verify(find("summaryText").text.indexOf("40.0%") >= 0);
            verify(find("summaryText").text.indexOf("12.5%") >= 0);
            verify(find("tenantShareSpinBox").visible);
            verify(!find("hotKeyRateSpinBox").visible);
            const share = find("tenantShareSpinBox");
            share.forceActiveFocus();
            keyClick(Qt.Key_Down); // 35% on 8 partitions: 35 / 12.5 = 2.8
            tryCompare(find("ratioValue"), "text", "2.8");
        }

        function test_5_largeValues() {
            const button = find("causeLargeValuesButton");
            reveal(button);
            mouseClick(button);
            const explorer = find("imbalanceExplorer");
            compare(explorer.cause, ImbalanceExplorer.LargeValues);
            tryCompare(find("ratioValue"), "text", "4.9"); // 109.98 GB against a mean of 22.5 GB
            verify(find("summaryText").text.indexOf("10,000,000 keys") >= 0);
            verify(find("explorerChart").axisTitle.indexOf("GB") >= 0);
            verify(find("explorerKeysChart").visible);
            compare(find("explorerKeysChart").baseValues[5], 10); // keys stay even
            compare(find("explorerBytesOutChart").baseValues[0], 2); // MB/s on a typical partition
            verify(find("explorerBytesOutChart").baseValues[5] > 20);
            const count = find("largeCountSpinBox");
            count.forceActiveFocus();
            for (let i = 0; i < 4; ++i)
                keyClick(Qt.Key_Down); // 20,000 documents down to 0
            compare(explorer.largeValueCount, 0);
            tryCompare(find("ratioValue"), "text", "1.0");
            verify(find("readingText").text.startsWith("Healthy."));
        }

        function test_6_selfCheckGivesFeedback() {
            const question = find("question1");
            reveal(question);
            const feedback = findChild(question, "feedback");
            verify(!feedback.visible);
            mouseClick(findChild(question, "option0"));
            verify(feedback.visible);
            verify(feedback.text.startsWith("Not quite."));
            verify(feedback.text.indexOf("one partition still receives all of its 6,000 rps") >= 0);
            verify(!question.answeredCorrectly);
            mouseClick(findChild(question, "option1"));
            verify(feedback.text.startsWith("Correct."));
            verify(question.answeredCorrectly);
            const second = find("question2");
            reveal(second);
            compare(findChild(second, "option1").text, "3.2");
            mouseClick(findChild(second, "option0"));
            verify(findChild(second, "feedback").text.startsWith("Not quite."));
            tryCompare(find("scoreText"), "text", "Correct so far: 1 of 2 answered (6 questions).");
        }

        function test_7_mitigationsFollowTheCause() {
            const mitigations = find("mitigations");
            const cards = find("mitigationRepeater");
            compare(cards.count, 2);
            compare(cards.itemAt(0).heading, "Put a cache in front");
            click("mitigationCause1");
            compare(mitigations.causeIndex, 1);
            tryVerify(() => cards.itemAt(0) && cards.itemAt(0).heading.indexOf("sub-keys") >= 0);
            verify(findChild(cards.itemAt(0), "mitigationCost").text.indexOf("8 requests") >= 0);
            // A second click at once would count as a double click.
            wait(Qt.styleHints.mouseDoubleClickInterval + 50);
            // click() aims only once the view has settled and the choice is in it.
            click("mitigationCause3");
            compare(mitigations.causeIndex, 3);
            tryVerify(() => cards.itemAt(0) && cards.itemAt(0).heading === "Blobs in object storage");
            compare(cards.count, 2);
        }

        function test_8_languageSwitchReformatsNumbers() {
            compare(ratioShown(), "3.3");
            verify(find("exampleIntro").text.indexOf("80,000,000") >= 0);
            LanguageService.setLanguage("de");
            tryCompare(find("ratioValue"), "text", "3,3");
            verify(find("exampleIntro").text.indexOf("80.000.000") >= 0);
            verify(find("exampleIntro").text.indexOf("Schlüssel") >= 0);
            verify(find("summaryText").text.indexOf("7.500") >= 0);
            verify(find("readingText").text.startsWith("Kritisch."));
            compare(find("partitionsSpinBox").contentItem.text, "8");
            compare(find("capacitySpinBox").contentItem.text, "5.000");
            LanguageService.setLanguage("id");
            tryCompare(find("ratioValue"), "text", "3,3");
            verify(find("exampleIntro").text.indexOf("10.000.000") >= 0);
            verify(find("readingText").text.startsWith("Parah."));
            LanguageService.setLanguage("en");
            tryCompare(find("ratioValue"), "text", "3.3");
            compare(find("capacitySpinBox").contentItem.text, "5,000");
        }

        // A chart's words are Qt Quick text around it (LessonChart), so a language switch
        // retranslates every chart at once, near or far, without touching the charts'
        // scenes: their axes carry no titles, and a chart far down the page is not showing.
        function test_9_chartTextsFollowTheLanguageOutsideTheScene() {
            // The explorer's chart in the simulation pane is in view; the worked example's,
            // near the top of the narrative, is scrolled out of it.
            const flick = page.contentItem;
            flick.contentY = flick.contentHeight - flick.height;
            waitForItemPolished(page);
            const near = find("explorerChart");
            const far = find("exampleCpuChart");
            verify(near.showing);
            tryVerify(() => !far.showing);
            verify(!find("explorerKeysChart").showing, "a chart for large values only, hidden");
            for (const chart of [near, far]) {
                for (let i = 0; i < chart.axes.length; ++i)
                    compare(chart.axes[i].titleText, "", "an axis title inside the scene");
            }
            compare(findChild(far, "chartCategoryAxisTitle").text, "Partition");
            LanguageService.setLanguage("id");
            compare(findChild(near, "chartCategoryAxisTitle").text, "Partisi");
            compare(findChild(far, "chartCategoryAxisTitle").text, "Partisi");
            compare(near.heading, "Request per detik di tiap partisi: satu hot key");
            verify(findChild(far, "chartValueAxisTitle").text.length > 0);
        }

        // The example charts side by side share one baseline although only the CPU chart
        // has a legend; the explorer's axis, the one with thousands, groups them as the
        // language does (8,000 / 8.000), in numbers Qt Quick draws: the switch leaves the
        // chart's plot where it was (Qt Charts laid the whole chart out again for a locale).
        function test_10_chartsLineUpAndGroupThousands() {
            const keys = find("exampleKeysChart");
            const cpu = find("exampleCpuChart");
            reveal(cpu);
            verify(findChild(cpu, "chartLegend").visible);
            verify(!findChild(keys, "chartLegend").visible);
            compare(keys.plotArea.y, cpu.plotArea.y);
            compare(keys.plotArea.height, cpu.plotArea.height);
            const titleY = chart => findChild(chart, "chartCategoryAxisTitle").mapToItem(page, 0, 0).y;
            compare(titleY(keys), titleY(cpu));
            const valueLabels = chart => chartItems(chart, "chartValueLabel").map(label => label.text);
            compare(valueLabels(cpu), ["0", "20", "40", "60", "80", "100"]);
            // In a low plot only every second or fourth number is shown, so none overlap.
            for (const chart of [keys, cpu]) {
                const shown = chartItems(chart, "chartValueLabel").filter(label => label.visible);
                verify(shown.length >= 2, chart.objectName);
                compare(shown[0].text, "0");
                for (let i = 1; i < shown.length; ++i)
                    verify(shown[i - 1].y >= shown[i].y + shown[i].height, chart.objectName + ": " + shown[i].text + " overlaps " + shown[i - 1].text);
            }
            const explorer = find("explorerChart");
            reveal(explorer);
            tryVerify(() => explorer.showing);
            compare(explorer.axisMaximum, 8000);
            compare(valueLabels(explorer), ["0", "2,000", "4,000", "6,000", "8,000"]);
            verify(!explorer.gridAxis.labelsVisible, "Qt Charts' own numbers are off");
            compare(explorer.gridAxis.labelFormat, " ", "and blank, so a new range lays out no text");
            const top = chartItems(explorer, "chartValueLabel")[4];
            verify(Math.abs(top.y + top.height / 2 - explorer.plotArea.y) <= 1, "the top number is level with the top grid line");
            verify(top.x + top.width < explorer.plotArea.x, "the numbers lie left of the plot");
            verify(!explorer.localizeNumbers, "no number locale inside the chart");
            const localeName = explorer.locale.name;
            const margins = [explorer.margins.left, explorer.margins.top, explorer.margins.bottom];
            const plot = explorer.plotArea;
            LanguageService.setLanguage("de");
            compare(valueLabels(explorer), ["0", "2.000", "4.000", "6.000", "8.000"]);
            compare([explorer.margins.left, explorer.margins.top, explorer.margins.bottom], margins, "the plot's margins stay");
            compare(explorer.locale.name, localeName);
            LanguageService.setLanguage("id");
            compare(valueLabels(explorer), ["0", "2.000", "4.000", "6.000", "8.000"]);
            // Qt Charts lays out on a queued event: let it run before reading the plot.
            wait(0);
            waitForItemPolished(page);
            compare(explorer.plotArea, plot, "a language switch leaves the plot in place");
            LanguageService.setLanguage("en");
            compare(valueLabels(explorer), ["0", "2,000", "4,000", "6,000", "8,000"]);
        }
    }
}
