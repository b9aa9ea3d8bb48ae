// A reproduction, not part of the suite (see docs/qt-6.4-limits.md, the polish loop row):
// it prints the loop only with TeacherNotesPart's contentDue undone (active: part.expanded).
// Run from build/: QT_QPA_PLATFORM=offscreen ./tests/tst_qml -input ../docs/repro/polish-loop.qml
// Only "same pass" prints the warning: a language switch and "For teachers" opening in one
// polish pass of the detect page.
import QtQuick
import QtQuick.Controls
import QtTest
import HotspotLab
import "../../tests/qml/support"

Item {
    id: root
    property var page: loader.item
    width: 1280
    height: 800
    Loader {
        id: loader
        anchors.fill: parent
        active: false
        sourceComponent: DetectPage {
        }
    }
    PageTestCase {
        id: testCase
        name: "PolishLoop"
        page: root.page
        when: windowShown
        function initTestCase() {
            LanguageService.setLanguage("en");
            loader.active = true;
            tryVerify(() => root.page.ready);
            waitForItemPolished(root.page);
        }
        function test_switchThenOpen_data() {
            return [{
                    "tag": "same pass",
                    "frame": false,
                    "sw": true,
                    "open": true,
                    "name": "teacherNotes"
                }, {
                    "tag": "switch only",
                    "frame": false,
                    "sw": true,
                    "open": false,
                    "name": "teacherNotes"
                }, {
                    "tag": "open only",
                    "frame": false,
                    "sw": false,
                    "open": true,
                    "name": "teacherNotes"
                }, {
                    "tag": "settings",
                    "frame": false,
                    "sw": true,
                    "open": true,
                    "name": "detectSettings"
                }];
        }
        function test_switchThenOpen(data) {
            for (let i = 0; i < 6; ++i) {
                const notes = find(data.name);
                if (data.sw)
                    LanguageService.setLanguage(i % 2 ? "en" : "de");
                if (data.open)
                    notes.expanded = !notes.expanded;
                wait(50);
                waitForItemPolished(root.page);
            }
        }
    }
}
