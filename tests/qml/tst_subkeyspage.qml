import QtQuick
import QtQuick.Controls
import QtTest
import HotspotLab
import "support"

// The real SubKeysPage: sliders by keyboard and mouse, answers right and wrong in the
// chosen language's number format, the discussion, and a language switch.
Item {
    id: root

    property var page: loader.item
    // What the explorer showed when the page was first built, before any test moved it.
    property var startFigures: ({})
    property int startSubKeys: 0
    readonly property var figureNames: ["perSubKeyFigure", "fanOutFigure", "fitFigure", "safeProbabilityFigure", "roundRobinPeakFigure", "roundRobinRatioFigure", "hashPeakFigure", "hashRatioFigure"]

    width: 1280
    height: 800

    // The page is created once the language service exists, as in the app, whose window
    // uses the service first. (Created lazily inside a page binding, the service would
    // retranslate while that binding is still being evaluated.)
    Loader {
        id: loader

        anchors.fill: parent
        active: false

        sourceComponent: SubKeysPage {
        }
    }

    PageTestCase {
        id: testCase

        name: "SubKeysPage"
        page: root.page
        when: windowShown

        function initTestCase() {
            LanguageService.setLanguage("en");
            loader.active = true;
            verify(root.page !== null);
            // The simulation (sliders, charts, figures) is built after the first frame.
            tryVerify(() => root.page.ready);
            waitForItemPolished(root.page);
            root.startSubKeys = find("subKeyExplorer").subKeyCount;
            let figures = {};
            for (const name of root.figureNames)
                figures[name] = figure(name);
            root.startFigures = figures;
        }

        function typeAnswer(fieldName, text) {
            const input = find(fieldName + "Input");
            reveal(input);
            mouseClick(input);
            verify(input.activeFocus);
            input.selectAll();
            keyClick(Qt.Key_Delete);
            typeText(text);
            compare(input.text, text);
            // An answer is judged when handed in, with Enter (or by leaving the field).
            keyClick(Qt.Key_Return);
        }

        function figure(name) {
            return find(name + "Value").text;
        }

        function sliderTo(slider, value) {
            reveal(slider);
            const position = (value - slider.from) / (slider.to - slider.from);
            const handleWidth = slider.handle.width;
            const x = slider.leftPadding + handleWidth / 2 + position * (slider.availableWidth - handleWidth);
            mouseClick(slider, x, slider.height / 2);
        }

        function init() {
            LanguageService.setLanguage("en");
            find("subKeyExplorer").subKeyCount = 8;
            find("subKeyExplorer").partitionCount = 8;
            for (const name of ["q1Load", "q1Ratio", "q2Share", "q2One", "q2Two", "q3Reads"]) {
                find(name + "Input").text = "";
                find(name).submittedText = "";
            }
            find("showDiscussionButton").shown = false;
            root.page.answersSeen = false;
            waitForItemPolished(root.page.contentItem.contentItem);
        }

        function cleanup() {
            LanguageService.setLanguage("en");
            if (DisplaySettings.textScale !== 1 || root.width !== 1280 || root.height !== 800)
                restoreWorkspace();
        }

        // After a slider is let go (mouse) or moved (keyboard), both sliders and the first
        // chart are in view, in two panes and in the one column of large text.
        function test_slidersAndChartTogether_data() {
            return workspaceSizes();
        }
        function test_slidersAndChartTogether(data) {
            root.width = data.width;
            root.height = data.height;
            waitForWorkspace(data);
            const together = ["subKeySlider", "partitionSlider", "hashChart"];
            scrollToTop();
            sliderTo(find("partitionSlider"), 16);
            tryCompare(find("partitionSlider"), "value", 16);
            verifyInViewTogether(together, "after the partition slider by mouse");
            scrollToTop();
            const slider = find("subKeySlider");
            slider.forceActiveFocus();
            keyClick(Qt.Key_Right);
            tryCompare(slider, "value", 9);
            verifyInViewTogether(together, "after the sub-key slider by keyboard");
        }

        // The explorer is in view beside the questions from the start, so it starts on a
        // case no question asks about: none of its figures is the answer to a question.
        function test_explorerStartsOnACaseNoQuestionAsks() {
            compare(root.startSubKeys, 3);
            compare(root.startFigures, {
                    "perSubKeyFigure": "4,000 rps",
                    "fanOutFigure": "3 requests",
                    "fitFigure": "0",
                    "safeProbabilityFigure": "0%",
                    "roundRobinPeakFigure": "7,500 rps",
                    "roundRobinRatioFigure": "1.50",
                    "hashPeakFigure": "11,500 rps",
                    "hashRatioFigure": "2.30"
                });
            const questions = find("subKeysQuestions").byId;
            const answers = ["q1Load", "q1Ratio", "q2Share", "q2One", "q2Two", "q3Reads"].map(id => questions[id].expected);
            compare(answers, [15500, 3.1, 1500, 5000, 6500, 16]);
            for (const name of root.figureNames) {
                const shown = Number(root.startFigures[name].replace(/[^0-9.]/g, ""));
                verify(answers.indexOf(shown) < 0, name + " shows " + shown + ", the answer to a question");
            }
            const text = find("explorerStartText").text;
            verify(text.indexOf("starts with 3 sub-keys") > 0, text);
            // The mean load (5,000 rps) is question 1's divisor and question 2's answer.
            const mean = find("meanLoadText").text;
            verify(mean.indexOf("mean load of all partitions") > 0 && mean.indexOf("5,000") < 0, mean);
        }

        // The exercise's own case, 8 sub-keys on 8 partitions, as init() sets it.
        function test_explorerAtEightSubKeys() {
            compare(figure("perSubKeyFigure"), "1,500 rps");
            compare(figure("fanOutFigure"), "8 requests");
            compare(figure("fitFigure"), "1");
            compare(figure("safeProbabilityFigure"), "0.24%");
            compare(figure("roundRobinPeakFigure"), "5,000 rps");
            compare(figure("roundRobinRatioFigure"), "1.00");
            compare(figure("hashPeakFigure"), "6,500 rps");
            compare(figure("hashRatioFigure"), "1.30");
            compare(find("roundRobinChartOverloaded").text, "No partition is over capacity.");
            compare(find("hashChartOverloaded").text, "2 partitions over capacity: P4, P6");
        }

        // A figure without a note sits beside one with a note, stretched to its height:
        // its value stays right under its caption, in line with its neighbour's.
        function test_figureValuesLineUp() {
            const top = name => find(name + "Value").mapToItem(root.page, 0, 0).y;
            verify(find("hashPeakFigure").note.length > 0);
            compare(find("hashRatioFigure").note, "");
            compare(top("hashRatioFigure"), top("hashPeakFigure"));
            compare(top("roundRobinRatioFigure"), top("roundRobinPeakFigure"));
        }

        function test_subKeySliderByKeyboard() {
            const slider = find("subKeySlider");
            reveal(slider);
            slider.forceActiveFocus();
            keyClick(Qt.Key_Right);
            compare(slider.value, 9);
            tryCompare(find("perSubKeyFigureValue"), "text", "1,333 rps");
            compare(figure("fanOutFigure"), "9 requests");
            // Nine sub-keys that fit once each cannot all sit apart on 8 partitions.
            compare(figure("safeProbabilityFigure"), "0%");
            for (let i = 0; i < 4; ++i)
                keyClick(Qt.Key_Left);
            compare(slider.value, 5);
            tryCompare(find("perSubKeyFigureValue"), "text", "2,400 rps");
            compare(figure("safeProbabilityFigure"), "20.5%");
        }

        function test_subKeySliderByMouse() {
            const slider = find("subKeySlider");
            sliderTo(slider, 16);
            tryCompare(slider, "value", 16);
            tryCompare(find("perSubKeyFigureValue"), "text", "750 rps");
            compare(figure("fitFigure"), "3");
            compare(figure("safeProbabilityFigure"), "20.8%");
            compare(figure("roundRobinPeakFigure"), "5,000 rps");
            compare(find("roundRobinPeakFigure").note, "2 sub-keys on it");
            compare(find("hashChartOverloaded").text, "No partition is over capacity.");
            compare(figure("fanOutFigure"), "16 requests");
        }

        function test_unsplitKeyOnMorePartitions() {
            const subKeys = find("subKeySlider");
            sliderTo(subKeys, 1);
            tryCompare(subKeys, "value", 1);
            tryCompare(find("perSubKeyFigureValue"), "text", "12,000 rps");
            compare(figure("hashPeakFigure"), "15,500 rps");
            compare(figure("roundRobinRatioFigure"), "3.10");
            const partitions = find("partitionSlider");
            sliderTo(partitions, 32);
            tryCompare(partitions, "value", 32);
            // 28,000 / 32 = 875 ordinary plus the whole key: still far over 6,000.
            tryCompare(find("hashPeakFigureValue"), "text", "12,875 rps");
            compare(figure("safeProbabilityFigure"), "0%");
            compare(find("hashChartOverloaded").text.indexOf("1 partition over capacity"), 0);
        }

        function test_partitionNumbersUnderTheBars() {
            const view = find("hashChartView");
            reveal(view);
            const labels = () => chartItems(view, "chartCategoryLabel");
            const shown = () => labels().filter(l => l.visible);
            // The label's centre in the chart, against the middle of bar `index` of `count`.
            const centre = l => l.mapToItem(view, l.width / 2, 0).x;
            const barMiddle = (index, count) => view.plotArea.x + (index + 0.5) * view.plotArea.width / count;
            compare(shown().map(l => l.text), ["P0", "P1", "P2", "P3", "P4!", "P5", "P6!", "P7"]);
            for (let i = 0; i < 8; ++i)
                fuzzyCompare(centre(shown()[i]), barMiddle(i, 8), 1);
            const below = shown()[0].mapToItem(view, 0, 0).y;
            verify(below >= view.plotArea.y + view.plotArea.height, "labels overlap the plot");
            sliderTo(find("partitionSlider"), 32);
            tryCompare(view, "categoryCount", 32);
            waitForItemPolished(view);
            // Too narrow for every number: every fourth (or second) one is shown, still under
            // its bar and not overlapping its neighbours.
            compare(labels().length, 32);
            const thirtyTwo = labels();
            const step = view.categoryStep;
            verify(step > 1 && step < 32, "step " + step);
            compare(shown().length, 32 / step);
            const gap = view.plotArea.width / 32 * step;
            for (const l of shown()) {
                const index = labels().indexOf(l);
                compare(index % step, 0);
                fuzzyCompare(centre(l), barMiddle(index, 32), 1);
                verify(l.width < gap, l.text + " wider than " + gap);
            }

            // Fewer bars hide label items, and more bars show them again: none is made anew.
            sliderTo(find("partitionSlider"), 3);
            tryCompare(view, "categoryCount", 3);
            waitForItemPolished(view);
            compare(labels(), thirtyTwo);
            compare(shown().length, 3);
            fuzzyCompare(centre(shown()[2]), barMiddle(2, 3), 1);
            sliderTo(find("partitionSlider"), 32);
            tryCompare(view, "categoryCount", 32);
            compare(labels(), thirtyTwo);
        }

        // The bars are the explorer's figures: within capacity and above it, per partition.
        function test_barsFollowTheExplorer() {
            const explorer = find("subKeyExplorer");
            const view = find("hashChartView");
            const bars = () => {
                const series = view.series(0);
                return [series.at(0).values, series.at(1).values];
            };
            compare(bars(), [explorer.hashWithinCapacityRps, explorer.hashAboveCapacityRps]);
            compare(bars()[0].length, 8);
            compare(bars()[1][4], 500); // P4 carries 6,500 rps: 500 over capacity
            sliderTo(find("partitionSlider"), 32);
            tryCompare(view, "categoryCount", 32);
            compare(bars(), [explorer.hashWithinCapacityRps, explorer.hashAboveCapacityRps]);
            compare(bars()[0].length, 32);
            const rr = find("roundRobinChartView").series(0);
            compare(rr.at(0).values, explorer.roundRobinWithinCapacityRps);
        }

        function test_gridLinesAtTheValueTicks() {
            const view = find("hashChartView");
            reveal(view);
            waitForItemPolished(view);
            const axis = view.gridAxis;
            // Qt Quick draws the grid: one line per tick of 0 to 16,000 rps, every 2,000.
            verify(!axis.gridVisible);
            compare(axis.max, 16000);
            const lines = chartItems(view, "chartGridLine");
            compare(lines.length, 9);
            compare(view.valueTickCount, 9);
            // Qt Charts' own ticks stay at two: a new tick count would lay its axis out again.
            compare(axis.tickCount, 2);
            const bottom = view.plotArea.y + view.plotArea.height;
            fuzzyCompare(lines[0].y, bottom, 1);
            fuzzyCompare(lines[8].y, view.plotArea.y, 1);
            // 6,000 rps, the capacity, three eighths of the way up.
            fuzzyCompare(lines[3].y, bottom - view.plotArea.height * 3 / 8, 1);
            compare(lines[0].color, Theme.chartBaselineColor);
            compare(lines[1].color, Theme.chartGridColor);
            for (const line of lines) {
                compare(line.x, Math.round(view.plotArea.x));
                compare(line.width, Math.round(view.plotArea.width));
            }

            // 3 partitions: 0 to 24,000 rps every 4,000, seven lines. The two spare lines and
            // numbers are hidden, not made again when 8 partitions bring them back, and Qt
            // Charts' own ticks stay at two.
            const made = kind => descendants(view, item => item.objectName === kind);
            const same = (items, before) => items.length === before.length && items.every((item, i) => item === before[i]);
            const madeLines = made("chartGridLine");
            const madeNumbers = made("chartValueLabel");
            compare(madeLines.length, 9);
            find("subKeyExplorer").partitionCount = 3;
            compare(axis.max, 24000);
            compare(view.valueTickCount, 7);
            compare(axis.tickCount, 2);
            waitForItemPolished(view);
            compare(chartItems(view, "chartGridLine").length, 7);
            verify(same(made("chartGridLine"), madeLines), "the same grid lines");
            compare(madeLines.filter(line => line.visible).length, 7);
            compare(chartItems(view, "chartValueLabel").map(label => label.text), ["0", "4,000", "8,000", "12,000", "16,000", "20,000", "24,000"]);
            verify(same(made("chartValueLabel"), madeNumbers), "the same numbers");
            fuzzyCompare(chartItems(view, "chartGridLine")[6].y, view.plotArea.y, 1);
            find("subKeyExplorer").partitionCount = 8;
            compare(view.valueTickCount, 9);
            verify(same(made("chartGridLine"), madeLines), "the same grid lines");
            verify(same(made("chartValueLabel"), madeNumbers), "the same numbers");
            compare(madeLines.filter(line => line.visible).length, 9);
        }

        // Every number of the load axis gets a row of its own, at every size and at 200% text
        // (the step doubles rather than leaving numbers out). The grid stays on round
        // figures: a step of 2,000 rps or a multiple of it, and the axis ends on a line.
        function test_loadAxisLabelsHaveRoom_data() {
            return workspaceSizes();
        }
        function test_loadAxisLabelsHaveRoom(data) {
            root.width = data.width;
            root.height = data.height;
            waitForWorkspace(data);
            const explorer = find("subKeyExplorer");
            for (const name of ["hashChart", "roundRobinChart"]) {
                const view = find(name + "View");
                reveal(view);
                waitForItemPolished(view);
                // The chart takes the plot's height after its layout, in a later turn.
                tryVerify(() => find(name).plotHeight === view.plotArea.height, 1000, name);
                const axis = view.gridAxis;
                const step = (axis.max - axis.min) / (view.valueTickCount - 1);
                compare(step % 2000, 0, name + " steps by " + step);
                verify(axis.max >= explorer.chartCeilingRps && axis.max - step < explorer.chartCeilingRps, name + " ends at " + axis.max);
                const row = view.plotArea.height / view.valueTickCount;
                verify(row >= Theme.chartLabelFont.pixelSize * 1.4, name + ": " + row + " px per label at " + data.tag);
                if (data.textScale === 1 && data.width === 1280)
                    compare(step, 2000, name);
            }
        }

        // Typing is not answering: "155" on the way to 15500 gets no verdict. Enter judges;
        // editing again clears the verdict; leaving the field judges too. The feedback's
        // room is kept, so the next field never moves.
        function test_answersAreJudgedWhenHandedIn() {
            const input = find("q1LoadInput");
            const next = find("q1RatioInput");
            reveal(input);
            mouseClick(input);
            input.selectAll();
            keyClick(Qt.Key_Delete);
            const nextY = next.mapToItem(root.page, 0, 0).y;
            typeText("155");
            compare(find("q1LoadMark").visible, false);
            compare(find("q1LoadFeedback").text, "");
            typeText("00");
            compare(find("q1LoadFeedback").text, "");
            keyClick(Qt.Key_Return);
            compare(find("q1LoadMark").text, "Right");
            compare(find("q1LoadFeedback").text, "Correct: 15,500.");
            compare(next.mapToItem(root.page, 0, 0).y, nextY);
            // A wrong answer with its hint, two lines at this width, fits the same room.
            keyClick(Qt.Key_Backspace);
            compare(find("q1LoadMark").visible, false);
            typeText("0");
            keyClick(Qt.Key_Backspace);
            keyClick(Qt.Key_Backspace);
            keyClick(Qt.Key_Backspace);
            keyClick(Qt.Key_Backspace);
            typeText("2000");
            compare(input.text, "12000");
            // Leaving the field hands the answer in, as Enter does.
            mouseClick(next);
            compare(find("q1LoadMark").text, "Not yet");
            verify(find("q1LoadFeedback").text.indexOf("12,000 is too low") === 0, find("q1LoadFeedback").text);
            compare(next.mapToItem(root.page, 0, 0).y, nextY);
        }

        function test_answersRightAndWrong() {
            typeAnswer("q1Load", "12000");
            compare(find("q1LoadMark").text, "Not yet");
            // The verdict's sign is drawn: a cross in the verdict's colour, then a tick.
            compare(find("q1LoadSign").kind, DrawnSign.Cross);
            verify(Qt.colorEqual(find("q1LoadSign").color, Theme.dangerColor));
            compare(find("q1LoadFeedback").text, "12,000 is too low. That is the promo key on its own. Its partition also serves its share of the ordinary keys.");
            typeAnswer("q1Load", "15,500");
            compare(find("q1LoadMark").text, "Right");
            compare(find("q1LoadSign").kind, DrawnSign.Tick);
            verify(Qt.colorEqual(find("q1LoadSign").color, Theme.goodColor));
            verify(find("q1LoadSign").visible);
            compare(find("q1LoadFeedback").text, "Correct: 15,500.");
            typeAnswer("q1Load", "15500");
            compare(find("q1LoadMark").text, "Right");
            typeAnswer("q1Load", "15.500");
            verify(find("q1LoadFeedback").text.indexOf("15.5") > 0);
            compare(find("q1LoadMark").text, "Not yet");
            typeAnswer("q1Ratio", "3,1");
            compare(find("q1RatioFeedback").text, "In this language, decimals are marked with \".\". Did you mean 3.1?");
            typeAnswer("q1Ratio", "3.1");
            compare(find("q1RatioMark").text, "Right");
            typeAnswer("q2Share", "1500");
            compare(find("q2ShareMark").text, "Right");
            typeAnswer("q2One", "3500");
            verify(find("q2OneFeedback").text.indexOf("too low") > 0);
            typeAnswer("q2Two", "6,500");
            compare(find("q2TwoMark").text, "Right");
            typeAnswer("q3Reads", "eight");
            verify(find("q3ReadsFeedback").text.indexOf("is not a number") > 0);
            typeAnswer("q3Reads", "8");
            compare(find("q3ReadsFeedback").text, "8 is too low. That would be right for 8 sub-keys. Here there are 16.");
            typeAnswer("q3Reads", "16");
            compare(find("q3ReadsMark").text, "Right");
        }

        // Hash modulo N is named as the lesson's stand-in, next to what real stores do; the
        // round-robin chart says how such placement is had and when it breaks; and random
        // placement gets its honest count: 82 sub-keys for a 90% chance, round-robin 5.
        function test_placementIsToldHonestly() {
            find("showDiscussionButton").shown = true; // the sections after the questions
            const hash = find("hashPlacementText").text;
            verify(hash.indexOf("stand-in") >= 0, hash);
            verify(hash.indexOf("16,384 fixed slots") >= 0, hash);
            verify(hash.indexOf("where a database would") < 0, hash);
            const roundRobin = find("roundRobinPlacementText").text;
            verify(roundRobin.indexOf("hash tag") >= 0, roundRobin);
            verify(roundRobin.indexOf("reshards") >= 0, roundRobin);
            const needed = find("subKeysNeededText").text;
            verify(needed.indexOf("at least a 90% chance that no partition is overloaded is 82 sub-keys") >= 0, needed);
            verify(needed.indexOf("Round-robin placement needs 5 sub-keys") >= 0, needed);
        }

        // The sections after the questions state answers (1,500 rps a sub-key, 16 reads):
        // they wait until every field has a number handed in, right or wrong, or the
        // discussion is open.
        function test_laterSectionsWaitForTheAnswers() {
            const later = ["nonMonotonicText", "subKeysNeededText", "morePartitionsText", "conclusionCard", "rememberList"];
            const hidden = () => later.filter(name => !find(name).visible).length === later.length;
            verify(hidden());
            verify(find("answersWaiting").visible);
            verify(find("rememberWaiting").visible);
            const answers = [["q1Load", "15,500"], ["q1Ratio", "3.1"], ["q2Share", "1,500"], ["q2One", "5,000"], ["q2Two", "6,500"], ["q3Reads", "eight"]];
            for (const answer of answers) {
                verify(hidden(), "visible before " + answer[0] + " is answered");
                typeAnswer(answer[0], answer[1]);
            }
            // "eight" is not a number: still waiting for one.
            verify(hidden());
            typeAnswer("q3Reads", "8");
            verify(later.every(name => find(name).visible), "a section still hidden after six answers");
            verify(!find("answersWaiting").visible);
            verify(!find("rememberWaiting").visible);
            // In German "3.1" reads as a typo, but the sections stay: they were seen.
            LanguageService.setLanguage("de");
            verify(!find("q1Ratio").answered); // "3.1" with a point
            verify(!root.page.answersHandedIn);
            verify(find("conclusionCard").visible);
            LanguageService.setLanguage("en");
            // The discussion gives the answers, so it opens the sections too.
            root.page.answersSeen = false;
            find("q1Load").submittedText = "";
            verify(hidden());
            click("showDiscussionButton");
            // The click lands once the view has scrolled to the button: wait for it.
            tryVerify(() => find("conclusionCard").visible, 2000, "the discussion did not open the sections");
        }

        function test_discussion() {
            const card = find("discussionCard");
            const button = find("showDiscussionButton");
            verify(!card.visible);
            compare(button.text, "Show discussion");
            reveal(button);
            mouseClick(button);
            tryCompare(card, "visible", true);
            compare(button.text, "Hide discussion");
            verify(find("discussion1").text.indexOf("15,500 divided by 5,000 gives 3.1") >= 0);
            verify(find("discussion2").text.indexOf("3,000 + 3,500 = 6,500") >= 0);
            verify(find("discussion3").text.indexOf("16 requests") === 0);
            mouseClick(button);
            tryCompare(card, "visible", false);
        }

        function test_languageSwitch() {
            typeAnswer("q1Load", "15,500");
            compare(find("q1LoadMark").text, "Right");
            const englishTitle = root.page.title;
            LanguageService.setLanguage("de");
            verify(root.page.title !== englishTitle);
            tryCompare(find("perSubKeyFigureValue"), "text", "1.500 Anfragen/s");
            compare(figure("safeProbabilityFigure"), "0,24\u00a0%");
            compare(figure("hashRatioFigure"), "1,30");
            // The typed text is read again in German: "15,500" is now 15.5.
            compare(find("q1LoadMark").text, "Noch nicht");
            verify(find("q1LoadFeedback").text.indexOf("15.500") > 0);
            typeAnswer("q1Load", "15.500");
            compare(find("q1LoadMark").text, "Richtig");
            typeAnswer("q1Ratio", "3,1");
            verify(find("q1RatioFeedback").text.indexOf("3,1") >= 0);
            compare(find("q1RatioMark").text, "Richtig");
            LanguageService.setLanguage("id");
            tryCompare(find("perSubKeyFigureValue"), "text", "1.500 rps");
            compare(find("q1LoadMark").text, "Benar");
            verify(find("showDiscussionButton").text !== "Show discussion");
        }
    }
}
