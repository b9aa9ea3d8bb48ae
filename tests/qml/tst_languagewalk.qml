import QtQuick
import QtTest
import HotspotLab
import "support"

// The guided lab, a whole throttling scenario and the sub-key answers in English, German
// and Indonesian, each once by mouse and once by keyboard: what a student sees (the
// verdicts, the figures in the language's number format, the answers typed the
// language's way), from the first step to the end, in each language. The page tests
// (tst_labpage, tst_throttlingpage, tst_subkeyspage, tst_keyboardwalk) check the rest.
Item {
    id: root

    property Item page: loader.item

    width: 1280
    height: 800

    Loader {
        id: loader

        anchors.fill: parent
        active: false
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

        // What a student reads, in each language (from i18n/*.ts, with the numbers as
        // NumberFormat writes them: German puts a no-break space before %).
        readonly property var texts: ({
                "en": {
                    "rightZero": "Right. You predicted 0, and the table shows 0 waiting at P0.",
                    "notQuiteFour": "Not quite. You predicted 4; the table shows 6 waiting at P0.",
                    "shares": ["83%", "8%", "8%"],
                    "drain": "Drain one step",
                    "rightThree": "Right: 3 drain steps.",
                    "fiveSteps": "Processing steps in this run: 5",
                    "cpu50": "50%",
                    "events": "25,000",
                    "offered": "1,088,000",
                    "started": "Minute 76: throttling started.",
                    "over": "Minute 480: the scenario is over.",
                    "playAgain": "Play again",
                    "thousands": "15,500",
                    "decimal": "3.1",
                    "wrongLoad": "12,000",
                    "right": "Right",
                    "notYet": "Not yet",
                    "correctLoad": "Correct: 15,500."
                },
                "de": {
                    "rightZero": "Richtig. Sie haben 0 vorhergesagt, und laut Tabelle warten bei P0 genau 0.",
                    "notQuiteFour": "Nicht ganz. Sie haben 4 vorhergesagt, laut Tabelle warten bei P0 aber 6.",
                    "shares": ["83\u00a0%", "8\u00a0%", "8\u00a0%"],
                    "drain": "Einen Abbauschritt ausführen",
                    "rightThree": "Richtig: 3 Abbauschritte.",
                    "fiveSteps": "Verarbeitungsschritte in diesem Lauf: 5",
                    "cpu50": "50\u00a0%",
                    "events": "25.000",
                    "offered": "1.088.000",
                    "started": "Minute 76: Die Drosselung hat begonnen.",
                    "over": "Minute 480: Das Szenario ist zu Ende.",
                    "playAgain": "Noch einmal abspielen",
                    "thousands": "15.500",
                    "decimal": "3,1",
                    "wrongLoad": "12.000",
                    "right": "Richtig",
                    "notYet": "Noch nicht",
                    "correctLoad": "Richtig: 15.500."
                },
                "id": {
                    "rightZero": "Tepat. Tebakanmu 0, dan tabel juga menunjukkan 0 request menunggu di P0.",
                    "notQuiteFour": "Belum tepat. Tebakanmu 4, tetapi tabel menunjukkan 6 request menunggu di P0.",
                    "shares": ["83%", "8%", "8%"],
                    "drain": "Proses antrean 1 langkah",
                    "rightThree": "Tepat: 3 langkah pengurasan antrean.",
                    "fiveSteps": "Langkah pemrosesan dalam percobaan ini: 5",
                    "cpu50": "50%",
                    "events": "25.000",
                    "offered": "1.088.000",
                    "started": "Menit ke-76: throttling dimulai.",
                    "over": "Menit ke-480: skenario selesai.",
                    "playAgain": "Putar lagi",
                    "thousands": "15.500",
                    "decimal": "3,1",
                    "wrongLoad": "12.000",
                    "right": "Benar",
                    "notYet": "Belum tepat",
                    "correctLoad": "Benar: 15.500."
                }
            })

        name: "LanguageWalk"
        page: root.page
        when: windowShown

        function init_data() {
            return [{
                    "tag": "en, mouse",
                    "lang": "en",
                    "keyboard": false
                }, {
                    "tag": "en, keyboard",
                    "lang": "en",
                    "keyboard": true
                }, {
                    "tag": "de, mouse",
                    "lang": "de",
                    "keyboard": false
                }, {
                    "tag": "de, keyboard",
                    "lang": "de",
                    "keyboard": true
                }, {
                    "tag": "id, mouse",
                    "lang": "id",
                    "keyboard": false
                }, {
                    "tag": "id, keyboard",
                    "lang": "id",
                    "keyboard": true
                }];
        }

        function cleanup() {
            loader.active = false;
            LanguageService.setLanguage("en");
        }

        // Presses the control named `name`: a click, or Tab to it and Space.
        function press(name, keyboard) {
            if (keyboard) {
                tabTo(name);
                keyClick(Qt.Key_Space);
            } else {
                click(name);
            }
        }

        // Picks a prediction in the guide's box with the arrow keys: reached by Tab, or (on
        // the mouse walk) focused directly, as its popup list is the same model.
        function choosePrediction(text, keyboard) {
            const box = keyboard ? tabTo("labGuidePrediction") : find("labGuidePrediction");
            if (!keyboard) {
                reveal(box);
                box.forceActiveFocus(Qt.MouseFocusReason);
            }
            for (let presses = 0; box.currentText !== text && presses < 12; ++presses)
                keyClick(Qt.Key_Down);
            compare(box.currentText, text);
        }

        function columnTexts(column) {
            return [labCell(0, column), labCell(1, column), labCell(2, column)];
        }

        function test_guidedLab(data) {
            LanguageService.setLanguage(data.lang);
            openPage(loader, lab);
            const t = texts[data.lang];
            const guide = find("labGuide").guide;
            const verdict = find("labGuideVerdict");
            choosePrediction("0", data.keyboard);
            press("labGuideAction", data.keyboard);
            compare(columnTexts(2), ["4", "4", "4"]);
            compare(columnTexts(4), ["0", "0", "0"]);
            compare(verdict.text, t.rightZero);
            press("labGuideNext", data.keyboard);
            compare(guide.step, 2);
            choosePrediction("P1", data.keyboard);
            press("labGuideAction", data.keyboard);
            compare(find("partitionLab").profile, PartitionLab.HotKey);
            press("labGuideNext", data.keyboard);
            compare(guide.step, 3);
            choosePrediction("4", data.keyboard);
            press("labGuideAction", data.keyboard);
            compare(columnTexts(2), ["10", "1", "1"]);
            compare(columnTexts(4), ["6", "0", "0"]);
            compare(columnTexts(5), t.shares);
            verify(verdict.text.indexOf(t.notQuiteFour) >= 0, verdict.text);
            press("labGuideNext", data.keyboard);
            compare(guide.step, 4);
            choosePrediction("3", data.keyboard);
            press("labGuideAction", data.keyboard);
            compare(columnTexts(4), ["12", "0", "0"]);
            compare(find("labGuideAction").text, t.drain);
            const expectedWaiting = ["8", "4", "0"];
            for (let i = 0; i < 3; ++i) {
                press("labGuideAction", data.keyboard);
                compare(labCell(0, 4), expectedWaiting[i]);
            }
            compare(verdict.text, t.rightThree);
            compare(find("labStepCounter").text, t.fiveSteps);
            press("labGuideNext", data.keyboard);
            compare(guide.step, 5);
        }

        // The sustained scenario from minute 0 to its end at minute 480.
        function test_throttlingScenario(data) {
            LanguageService.setLanguage(data.lang);
            openPage(loader, throttling);
            const t = texts[data.lang];
            const simulation = page.simulation;
            press("preset_burst", data.keyboard);
            compare(simulation.presetId, "burst");
            press("preset_sustained", data.keyboard);
            compare(simulation.presetId, "sustained");
            compare(simulation.minute, 0);
            press("stepButton", data.keyboard);
            press("hourButton", data.keyboard);
            press("hourButton", data.keyboard);
            compare(simulation.minute, 121);
            verify(find("throttleStatus").text.indexOf(t.started) === 0, find("throttleStatus").text);
            if (data.keyboard)
                tabTo("stepButton");
            for (let i = 0; i < 15; ++i) {
                if (data.keyboard)
                    keyClick(Qt.Key_Space);
                else
                    click("stepButton");
            }
            compare(simulation.minute, 136);
            compare(find("metricWriterCpu").value, t.cpu50);
            compare(find("metricThrottleEvents").value, t.events);
            verify(find("conservationLabel").text.indexOf(t.offered) >= 0, find("conservationLabel").text);
            // On to the end: the run stops there once, and Play offers to play it again.
            for (let i = 0; i < 6 && !simulation.finished; ++i)
                press("hourButton", data.keyboard);
            compare(simulation.minute, 480);
            verify(find("throttleStatus").text.indexOf(t.over) === 0, find("throttleStatus").text);
            compare(find("playButton").text, t.playAgain);
            press("playButton", data.keyboard);
            compare(simulation.minute, 0);
            verify(page.playing);
            page.playing = false;
        }

        // Answers typed the language's way: "15.500" and "3,1".
        function test_subKeyAnswers(data) {
            LanguageService.setLanguage(data.lang);
            openPage(loader, subKeys);
            const t = texts[data.lang];
            const enter = name => {
                if (data.keyboard) {
                    tabTo(name);
                } else {
                    click(name);
                }
            };
            enter("q1LoadInput");
            typeText(t.wrongLoad);
            keyClick(Qt.Key_Return);
            compare(find("q1LoadMark").text, t.notYet);
            keyClick(Qt.Key_A, Qt.ControlModifier);
            typeText(t.thousands);
            keyClick(Qt.Key_Return);
            compare(find("q1LoadMark").text, t.right);
            compare(find("q1LoadFeedback").text, t.correctLoad);
            enter("q1RatioInput");
            typeText(t.decimal);
            keyClick(Qt.Key_Return);
            compare(find("q1RatioMark").text, t.right);
        }
    }
}
