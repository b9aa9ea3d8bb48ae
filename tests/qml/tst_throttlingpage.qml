import QtQuick
import QtTest
import HotspotLab
import "support"

// The throttling lesson page: presets, play and step, the metric panel, the command
// checker and a language switch, driven like a student would.
Item {
    id: root

    width: 1280
    height: 800

    ThrottlingPage {
        id: throttlingPage

        anchors.fill: parent
    }

    PageTestCase {
        id: testCase

        name: "ThrottlingPage"
        page: throttlingPage
        when: windowShown

        function tileValue(name) {
            return find(name).value;
        }

        function init() {
            page.playing = false;
            page.speed = 10;
            click("preset_sustained");
            compare(page.simulation.minute, 0);
        }

        function cleanup() {
            page.playing = false;
            LanguageService.setLanguage("en");
            if (DisplaySettings.textScale !== 1 || root.width !== 1280 || root.height !== 800)
                restoreWorkspace();
        }

        // After Play, a step or an hour, the clock, the status line and the CPU chart are
        // in view together, also where large text puts the page in one column.
        function test_actionAndResultTogether_data() {
            return workspaceSizes();
        }
        function test_actionAndResultTogether(data) {
            root.width = data.width;
            root.height = data.height;
            waitForWorkspace(data);
            // The buttons too: the student presses Pause or Step again without scrolling.
            const result = ["playButton", "stepButton", "elapsedLabel", "throttleStatus", "cpuChart"];
            for (const button of ["playButton", "playButton", "stepButton", "hourButton"]) {
                scrollToTop();
                click(button);
                verifyInViewTogether(result, "after " + button);
            }
            verify(page.simulation.minute > 60);
            // The shortcut does what the button does.
            scrollToTop();
            keySequence(KeyboardShortcuts.sequence("throttlingHour"));
            verifyInViewTogether(result, "after the +1 hour shortcut");
        }

        function test_opensWithSustainedPresetAtMinuteZero() {
            compare(page.simulation.presetId, "sustained");
            compare(page.simulation.demandPercent, 80);
            compare(find("demandValue").text, "80%");
            compare(tileValue("metricThrottleActive"), "0 (off)");
            compare(tileValue("metricWriterCpu"), "0%");
            compare(tileValue("metricAllowedRate"), "100%");
            verify(find("preset_sustained").highlighted);
            verify(!find("preset_burst").highlighted);
        }

        // Throttling returns no error, but a client's timeout still fires: the page must
        // not promise that nothing fails.
        function test_leadKeepsTimeoutsInView() {
            verify(page.lead.indexOf("the service returns no error") >= 0, page.lead);
            verify(page.lead.indexOf("your own timeouts still fire") >= 0, page.lead);
            verify(page.lead.indexOf("nothing fails") < 0, page.lead);
        }

        // The service defines only "throttling events per reporting interval"; the tile
        // says that its count is the model's own.
        function test_modelCountsAreLabelledAsTheModels() {
            verify(find("metricThrottleEvents").note.startsWith("How this model counts:"), find("metricThrottleEvents").note);
            verify(find("metricPanelNote").text.indexOf("this lesson's model") >= 0);
        }

        function test_stepAndHourButtons() {
            click("stepButton");
            compare(page.simulation.minute, 1);
            compare(tileValue("metricWriterCpu"), "80%");
            compare(find("elapsedLabel").text, "Now: minute 1 (0 h 1 min)");
            // 75 more minutes: the average passes 50% in minute 76.
            for (let i = 0; i < 74; ++i)
                page.simulation.advance(1);
            compare(page.simulation.minute, 75);
            compare(tileValue("metricThrottleActive"), "0 (off)");
            compare(tileValue("metricAverage"), "50%");
            click("stepButton");
            compare(tileValue("metricThrottleActive"), "1 (on)");
            compare(tileValue("metricAllowedRate"), "50%");
            click("hourButton");
            compare(page.simulation.minute, 136);
            compare(tileValue("metricWriterCpu"), "50%");
            compare(tileValue("metricThrottledClients"), "16");
            // 8,000 arrive a minute; full speed would complete 10,000, the halved rate 5,000:
            // 5,000 held back a minute, 25,000 in the 5-minute interval ("How the model counts").
            compare(tileValue("metricThrottleEvents"), "25,000");
            verify(find("conservationLabel").text.indexOf("1,088,000 writes offered") >= 0);
            verify(find("metricLatency").value.indexOf("min") > 0);
        }

        function test_presetsChangeTheRun() {
            click("preset_burst");
            compare(page.simulation.presetId, "burst");
            compare(page.simulation.demandPercent, 90);
            verify(find("preset_burst").highlighted);
            verify(!find("preset_sustained").highlighted);
            // The description says what the scenario sends; what happens is the prediction.
            verify(find("presetDescription").text.indexOf("30 minutes at 90%") >= 0);
            verify(find("presetDescription").text.indexOf("37.5%") < 0);
            page.simulation.advance(240);
            compare(page.simulation.throttleActive, false);
            compare(tileValue("metricThrottleActive"), "0 (off)");
            compare(find("demandValue").text, "20%");
            click("preset_bulk");
            compare(page.simulation.minute, 0);
            compare(page.simulation.demandPercent, 100);
            page.simulation.advance(61);
            compare(tileValue("metricThrottleActive"), "1 (on)");
            click("preset_spread");
            compare(page.simulation.demandPercent, 40);
        }

        function test_playRunsAndPauseStops() {
            click("speed60");
            compare(page.speed, 60);
            click("playButton");
            verify(page.playing);
            compare(find("playButton").text, "Pause");
            tryVerify(() => page.simulation.minute >= 12, 3000);
            click("playButton");
            verify(!page.playing);
            const stoppedAt = page.simulation.minute;
            wait(300);
            compare(page.simulation.minute, stoppedAt);
            click("resetButton");
            compare(page.simulation.minute, 0);
            compare(page.simulation.presetId, "sustained");
        }

        // The question waits beside Play: the prompt leads to its card, which
        // comes into view with the keyboard on its first choice (beside Play while there are
        // two panes). Once committed, the prompt keeps the choice beside the clock; once
        // the result is in view, the card compares and the prompt goes.
        function test_predictFirstBesidePlay_data() {
            return workspaceSizes();
        }
        function test_predictFirstBesidePlay(data) {
            root.width = data.width;
            root.height = data.height;
            waitForWorkspace(data);
            page.simulation.prediction.clear();
            scrollToTop();
            // At 200% text on a low window the chart comes into view with the first press.
            verifyInViewTogether(["predictFirstText", "predictFirstButton", "playButton"].concat(data.textScale === 1 ? ["cpuChart"] : []), "on opening");
            compare(find("predictFirstText").text, "Commit your prediction first.");
            compare(find("predictFirstText").Accessible.description, "Will the service throttle in this scenario, and when?");
            click("predictFirstButton");
            tryVerify(() => find("predictionChoice0").activeFocus, 2000, "the keyboard is not on the first choice");
            verifyInViewTogether(page.twoPanes ? ["throttlePrediction", "playButton"] : ["throttlePrediction"], "after Go to the question");
            keyClick(Qt.Key_Space);
            click("predictionCommitButton");
            compare(find("predictFirstText").text, "Your prediction: “It never throttles”");
            verify(!find("predictFirstButton").visible);
            page.simulation.advance(76);
            verify(page.simulation.prediction.revealed);
            verify(!find("predictFirstPrompt").visible);
            page.simulation.prediction.clear();
            click("resetButton");
        }

        function test_predictionIsCommittedBeforePlay() {
            page.simulation.prediction.clear();
            const card = find("throttlePrediction");
            verify(card.visible);
            verify(!find("predictionCommitButton").enabled);
            click("predictionChoice0"); // "It never throttles"
            verify(find("predictionCommitButton").enabled);
            click("predictionCommitButton");
            verify(page.simulation.prediction.committed);
            verify(!find("predictionChoice1").enabled);
            verify(!find("predictionVerdict").visible);
            page.simulation.advance(76);
            verify(find("predictionVerdict").visible);
            compare(find("predictionVerdict").text, "Not quite: the result is “Yes, in the second hour”.");
            verify(find("predictionResult").text.indexOf("minute 76") >= 0);
            compare(card.tint, Theme.dangerSurfaceColor);
            // Reset and predict again: the choices open up.
            click("resetButton");
            click("predictionClearButton");
            click("predictionChoice2");
            click("predictionCommitButton");
            page.simulation.advance(76);
            compare(find("predictionVerdict").text, "Right: the result is what you predicted.");
            compare(card.tint, Theme.goodSurfaceColor);
        }

        // A scenario has an end: Play stops there, the status says so, and "Play again"
        // starts it anew. Play and Step have shortcuts.
        function test_playStopsAtTheScenarioEnd() {
            compare(page.simulation.endMinute, 480);
            page.simulation.advance(470);
            click("playButton");
            verify(page.playing);
            tryVerify(() => !page.playing, 5000);
            compare(page.simulation.minute, 480);
            verify(page.simulation.finished);
            compare(find("playButton").text, "Play again");
            compare(find("throttleStatus").text, "Minute 480: the scenario is over. Press Reset to run it again. Writes are not delayed.");
            click("playButton");
            verify(page.playing);
            verify(page.simulation.minute < 10);
            click("playButton");
            verify(!page.playing);
            // Ctrl+M runs one minute, Ctrl+H one hour, Ctrl+G plays and pauses.
            click("resetButton");
            keyClick(Qt.Key_M, Qt.ControlModifier);
            compare(page.simulation.minute, 1);
            keyClick(Qt.Key_H, Qt.ControlModifier);
            compare(page.simulation.minute, 61);
            keyClick(Qt.Key_G, Qt.ControlModifier);
            verify(page.playing);
            keyClick(Qt.Key_G, Qt.ControlModifier);
            verify(!page.playing);
            verify(find("stepButton").shortcutHint.indexOf("Ctrl+M") >= 0, find("stepButton").shortcutHint);
        }

        function test_sliderIsFreePlay() {
            const slider = find("demandSlider");
            slider.value = 120;
            slider.moved();
            compare(page.simulation.demandPercent, 120);
            compare(page.simulation.presetId, "");
            verify(find("presetDescription").text.indexOf("Free play") === 0);
            page.simulation.advance(10);
            compare(tileValue("metricWriterCpu"), "100%");
            verify(page.simulation.waitingWrites > 0);
        }

        // The drawn line's value at a minute, between the two points around it.
        function lineValueAt(series, minute) {
            const hours = minute / 60;
            for (let i = 0; i + 1 < series.count; ++i) {
                const from = series.at(i);
                const to = series.at(i + 1);
                if (from.x <= hours && hours <= to.x)
                    return from.y + (hours - from.x) / (to.x - from.x) * (to.y - from.y);
            }
            return NaN;
        }

        // Where an hour of the time window lies on a time chart, in whole pixels.
        function timeX(chart, hours) {
            return Math.round(chart.plotArea.x + chart.plotArea.width * (hours - chart.timeAxis.min) / (chart.timeAxis.max - chart.timeAxis.min));
        }

        // Scrolls the page so that the chart is on screen, and waits until it shows.
        function showChart(name) {
            const chart = find(name);
            reveal(chart, 20);
            tryVerify(() => chart.showing, 1000, name + " does not show");
            return chart;
        }

        // The status line names the last notable change and this minute's state: ten minutes
        // into throttling it gives the latency the tile beside it shows, not the one of the
        // minute throttling started.
        function test_statusLineStaysCurrent() {
            const simulation = page.simulation;
            const status = find("throttleStatus");
            simulation.advance(76);
            const atStart = find("metricLatency").value;
            compare(status.text, "Minute 76: throttling started. Writes are delayed: the allowed write rate is 50% and a write takes " + atStart + " on average.");
            simulation.advance(10);
            const later = find("metricLatency").value;
            verify(later !== atStart, "the latency moved on: " + later);
            verify(status.text.indexOf("Minute 76: throttling started.") === 0, status.text);
            verify(status.text.endsWith("a write takes " + later + " on average."), status.text);
        }

        function test_chartsFollowTheRun() {
            page.simulation.advance(90);
            const cpuChart = showChart("cpuChart");
            compare(cpuChart.count, 3);
            const cpu = cpuChart.series(0);
            // A point for every minute from minute 0 to 90: the lesson's window, row by row.
            compare(cpu.count, 91);
            compare(cpu.at(0).x, 0);
            compare(cpu.at(0).y, 0);
            compare(cpu.at(1).y, 80);
            compare(cpu.at(cpu.count - 1).x, 1.5);
            compare(cpu.at(cpu.count - 1).y, 50);
            const window = page.simulation.window;
            for (let row = 0; row < cpu.count; row += 15)
                compare(cpu.at(row).y, window.data(window.index(row, ThrottleWindowModel.CpuColumn)), "minute " + row);
            const average = cpuChart.series(1);
            compare(average.count, 91);
            compare(average.at(75).y, 50);
            // The 50% line spans the plot.
            const threshold = cpuChart.series(2);
            compare(threshold.count, 2);
            compare(threshold.at(0).y, 50);
            compare(threshold.at(1).y, 50);
            compare(threshold.axisX.min, threshold.at(0).x);
            compare(threshold.axisX.max, threshold.at(1).x);
            compare(lineValueAt(showChart("flagChart").series(0), 76), 1);
            compare(lineValueAt(find("flagChart").series(0), 75), 0);
            compare(lineValueAt(showChart("rateChart").series(0), 90), 50);
            verify(lineValueAt(showChart("latencyChart").series(0), 90) > 1);
        }

        // Qt Quick draws the grid under the plot: a vertical line at every hour tick of the
        // time window, following it as the run goes on; Qt Charts draws none of its own.
        function test_timeGridFollowsTheWindow() {
            const chart = showChart("cpuChart");
            verify(!chart.timeAxis.gridVisible);
            verify(!chart.valueAxis.gridVisible);
            const xOf = hours => timeX(chart, hours);
            // Minute 0: the whole scenario, hours 0 to 8, a line every hour.
            compare(chart.verticalGridValues, [0, 1, 2, 3, 4, 5, 6, 7, 8]);
            let lines = chartItems(chart, "chartVerticalGridLine");
            compare(lines.length, 9);
            compare(lines[0].x, xOf(0));
            compare(lines[8].x, xOf(8));
            compare(lines[3].height, Math.round(chart.plotArea.height));
            // A full day (the run stops at the scenario's end once, then goes on as asked):
            // the window is 24 hours wide, with a line every 4 hours.
            page.simulation.advance(24 * 60);
            compare(page.simulation.minute, 480);
            page.simulation.advance(24 * 60 - 480);
            tryCompare(chart.timeAxis, "tickInterval", 4);
            compare(chart.verticalGridValues, [0, 4, 8, 12, 16, 20, 24]);
            lines = chartItems(chart, "chartVerticalGridLine");
            compare(lines.map(line => line.x), [0, 4, 8, 12, 16, 20, 24].map(xOf));
            // The horizontal lines sit at the value ticks, the lowest one being the baseline.
            const rows = chartItems(chart, "chartGridLine");
            compare(rows.length, chart.valueAxis.tickCount);
            compare(rows[0].y, Math.round(chart.plotArea.y + chart.plotArea.height));
        }

        // The CPU and rate charts shade the minutes with throttling on, with a line and
        // "on" where it switched on and "off" where it switched off, at the minutes the
        // status line names.
        function test_chartsMarkWhereThrottlingSwitched() {
            for (const name of ["cpuChart", "rateChart"]) {
                const chart = showChart(name);
                compare(chartItems(chart, "throttleMark").length, 0, name);
                const legend = chartItems(chart, "chartLegendEntry").map(entry => entry.legendEntry.name);
                verify(legend.indexOf("Throttling on (shaded)") >= 0, name + ": " + legend);
            }
            compare(chartItems(find("latencyChart"), "throttleMark").length, 0);
            page.simulation.advance(86);
            for (const name of ["cpuChart", "rateChart"]) {
                const chart = showChart(name);
                const xOf = hours => timeX(chart, hours);
                const marks = chartItems(chart, "throttleMark");
                compare(marks.length, 1, name);
                compare(marks[0].x, xOf(76 / 60), name);
                compare(marks[0].x + marks[0].width, xOf(86 / 60), name);
                compare(marks[0].height, Math.round(chart.plotArea.height));
                verify(find("throttleOnLine", marks[0]).visible);
                verify(find("throttleOnLabel", marks[0]).visible);
                verify(!find("throttleOffLine", marks[0]).visible);
                verify(!find("throttleOffLabel", marks[0]).visible);
                verify(chart.Accessible.description.indexOf("Shaded: throttling on since minute 76.") >= 0, chart.Accessible.description);
            }
            while (page.simulation.throttleActive)
                page.simulation.advance(1);
            const off = page.simulation.minute;
            verify(find("throttleStatus").text.indexOf("Minute " + off + ": throttling stopped.") === 0);
            const chart = showChart("cpuChart");
            const marks = chartItems(chart, "throttleMark");
            compare(marks.length, 1);
            const xOf = hours => timeX(chart, hours);
            compare(marks[0].x + marks[0].width, xOf(off / 60));
            verify(find("throttleOffLine", marks[0]).visible);
            compare(find("throttleOffLabel", marks[0]).text, "off");
            // A new run clears the marks.
            click("resetButton");
            tryVerify(() => chartItems(chart, "throttleMark").length === 0);
        }

        // A chart far from the screen shows the whole run when it comes near.
        function test_chartFarFromTheScreenFollowsTheRun() {
            page.contentItem.contentY = 0;
            const flagChart = find("flagChart");
            tryVerify(() => !flagChart.showing);
            page.simulation.advance(90);
            showChart("flagChart");
            const flag = flagChart.series(0);
            compare(flag.count, 91);
            compare(lineValueAt(flag, 76), 1);
            compare(lineValueAt(flag, 75), 0);
            compare(flag.at(flag.count - 1).x, 1.5);
            // A reset leaves minute 0 alone.
            click("resetButton");
            compare(flag.count, 1);
            compare(flag.at(0).x, 0);
        }

        function test_commandChecker() {
            const prefixField = find("throttlePrefixField");
            const commandField = find("throttleCommandField");
            const explanation = find("throttleCheckerExplanation");
            const result = find("throttleCheckerResult");
            compare(prefixField.text, "product:");
            compare(page.commandChecker.throttled, true);
            compare(result.heading, "Throttled: delayed while throttling is active");
            click("throttleExample1"); // GET product:42
            compare(commandField.text, "GET product:42");
            compare(result.heading, "Not throttled");
            verify(explanation.text.indexOf("only reads") >= 0);
            click("throttleExample2"); // RENAME product:1 archive:1
            compare(page.commandChecker.throttled, true);
            click("throttleExample3"); // DEL cart:7 product:9
            verify(explanation.text.indexOf("One indexed key is enough") >= 0);

            // Typing: select all, then type a new command.
            commandField.forceActiveFocus();
            commandField.selectAll();
            keyClick(Qt.Key_Delete);
            compare(result.heading, "Type a command");
            typeText("del cart:1");
            compare(commandField.text, "del cart:1");
            verify(explanation.text.indexOf("no key it writes") >= 0);
            prefixField.forceActiveFocus();
            prefixField.selectAll();
            keyClick(Qt.Key_Delete);
            typeText("cart:");
            compare(page.commandChecker.throttled, true);
            commandField.text = "HSET \"product:1 a";
            compare(result.heading, "Cannot check this line");
            verify(explanation.text.indexOf("never closed") >= 0);
            commandField.text = "FLY me";
            verify(explanation.text.indexOf("not a command this checker knows") >= 0);
            prefixField.text = "product:";
            commandField.text = "HSET product:42 price 10";
        }

        function test_languageSwitch() {
            page.simulation.advance(136);
            const title = page.title;
            // 8,000 arrive a minute; full speed would complete 10,000, the halved rate 5,000:
            // 5,000 held back a minute, 25,000 in the 5-minute interval ("How the model counts").
            compare(tileValue("metricThrottleEvents"), "25,000");
            LanguageService.setLanguage("de");
            tryVerify(() => page.title !== title);
            compare(page.title, "Schreibdrosselung: wenn der Dienst Sie ausbremst");
            compare(tileValue("metricThrottleActive"), "1 (an)");
            compare(tileValue("metricThrottleEvents"), "25.000");
            compare(tileValue("metricWriterCpu"), "50\u00a0%");
            // Texts made in C++ follow once the language change has been delivered.
            tryCompare(find("elapsedLabel"), "text", "Jetzt: Minute 136 (2\u00a0h\u00a016\u00a0min)");
            tryCompare(find("throttleCheckerResult"), "heading", "Gedrosselt: verzögert, solange die Drosselung aktiv ist");
            LanguageService.setLanguage("id");
            tryCompare(page, "title", "Throttling penulisan: saat layanan memperlambat aplikasimu");
            compare(tileValue("metricThrottleActive"), "1 (aktif)");
            tryCompare(find("throttleCheckerResult"), "heading", "Kena throttling: tertunda selama throttling aktif");
            tryCompare(find("elapsedLabel"), "text", "Sekarang: menit ke-136 (2 jam 16 mnt)");
            LanguageService.setLanguage("en");
            tryCompare(page, "title", title);
            compare(tileValue("metricThrottleActive"), "1 (on)");
            tryCompare(find("elapsedLabel"), "text", "Now: minute 136 (2 h 16 min)");
        }
    }
}
