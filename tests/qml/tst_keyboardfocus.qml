import QtQuick
import QtQuick.Controls
import QtTest
import HotspotLab
import "support"

// Focus on every lesson page: Tab visits every control top to bottom and left to right,
// scrolls it into view, shows the focus ring on it, and comes back round (no trap);
// Shift+Tab walks the same way back.
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

    // The window's focus ring, as in Main.qml.
    FocusRing {
        id: focusRing
    }

    PageTestCase {
        id: test

        name: "KeyboardFocus"
        page: root.page
        when: windowShown

        function describe(item) {
            return (item.objectName || item.text || String(item)) + "";
        }

        // Tabs once round the page and returns the controls in the order they got focus.
        function tabRound() {
            const flick = root.page.contentItem;
            const visited = [];
            for (let presses = 0; presses < 300; ++presses) {
                keyClick(Qt.Key_Tab);
                const control = focusedControl();
                verify(control !== null, "Tab left the page without a focused control");
                if (visited.length > 0 && control === visited[0])
                    return visited;
                verify(visited.indexOf(control) < 0, "Tab came back to " + describe(control) + " before the first control");
                waitForItemPolished(flick.contentItem);

                // Scrolled into view: the whole control is inside the visible part of its pane.
                const pane = paneOf(control) || root.page;
                const top = control.mapToItem(pane, 0, 0).y;
                verify(top >= 0 && top + control.height <= pane.height, describe(control) + " is not in view: top " + top + ", height " + control.height + " in a view of " + flick.height);
                // The focus ring is on it.
                compare(focusRing.ring.parent, control);
                verify(focusRing.ring.visible);
                verify(focusRing.ring.border.width >= Theme.focusWidth);
                visited.push(control);
            }
            fail("Tab never came back to the first control");
        }

        // The Flickable a control scrolls in: the simulation pane, or the narrative. The
        // divider between them is in neither.
        function paneOf(control) {
            for (let item = control; item; item = item.parent) {
                if (item === root.page.simulationPane || item === root.page.contentItem)
                    return item;
            }
            return null;
        }

        // Top to bottom and left to right within a pane; the simulation pane's stops come
        // before the divider, and the divider before the narrative's.
        function checkOrder(visited) {
            const rank = control => paneOf(control) === root.page.simulationPane ? 0 : (paneOf(control) === null ? 1 : 2);
            for (let i = 1; i < visited.length; ++i) {
                const rankBefore = rank(visited[i - 1]);
                const rankAfter = rank(visited[i]);
                verify(rankAfter >= rankBefore, describe(visited[i]) + " comes after " + describe(visited[i - 1]) + ", in a pane before it");
                if (rankAfter !== rankBefore || rankAfter === 1)
                    continue;
                const content = paneOf(visited[i]).contentItem;
                const before = visited[i - 1].mapToItem(content, 0, 0);
                const after = visited[i].mapToItem(content, 0, 0);
                const sameRow = Math.abs(after.y - before.y) < visited[i - 1].height;
                const ok = after.y > before.y + 1 || (sameRow && after.x > before.x);
                verify(ok, describe(visited[i]) + " (" + after.x + ", " + after.y + ") comes after " + describe(visited[i - 1]) + " (" + before.x + ", " + before.y + ")");
            }
        }

        function init() {
            LanguageService.setLanguage("en");
        }

        function cleanup() {
            loader.active = false;
            LanguageService.setLanguage("en");
        }

        function test_tabOrder_data() {
            return [{
                    "tag": "keys-vs-load",
                    "url": "qrc:/qt/qml/HotspotLab/qml/pages/KeysVsLoadPage.qml",
                    "expected": ["causeHotKeyButton", "partitionsSpinBox", "resetExplorerButton", "mitigationCause1", "nextLessonButton", "teacherNotesButton"]
                }, {
                    "tag": "lab",
                    "url": "qrc:/qt/qml/HotspotLab/qml/pages/LabPage.qml",
                    "expected": ["labRunTab", "labFixTab", "labSendButton", "labDrainButton", "labResetButton", "labProfileEven", "labProfileHot", "labKeyChip_0", "labKeyChip_3", "labKeyChip_1", "paneDivider", "labGuidePrediction", "labGuideAction", "nextLessonButton", "teacherNotesButton"]
                }, {
                    "tag": "subkeys",
                    "url": "qrc:/qt/qml/HotspotLab/qml/pages/SubKeysPage.qml",
                    "expected": ["subKeySlider", "partitionSlider", "paneDivider", "q1LoadInput", "q1RatioInput", "showDiscussionButton", "nextLessonButton", "teacherNotesButton"]
                }, {
                    "tag": "detect",
                    "url": "qrc:/qt/qml/HotspotLab/qml/pages/DetectPage.qml",
                    "expected": ["detectPlayButton", "detectFeedButton", "detectResetButton", "detectSettingsButton", "topKeysTab", "paneDivider", "nextLessonButton", "teacherNotesButton"]
                }, {
                    "tag": "throttling",
                    "url": "qrc:/qt/qml/HotspotLab/qml/pages/ThrottlingPage.qml",
                    "expected": ["playButton", "resetButton", "speed1", "speed60", "demandSlider", "paneDivider", "preset_burst", "preset_bulk", "throttlePrefixField", "throttleCommandField", "nextLessonButton", "teacherNotesButton"]
                }];
        }

        function test_tabOrder(data) {
            openPage(loader, data.url);
            root.page.contentItem.contentY = 0;
            // From the page itself, as after opening it: the first stop is the page's first control.
            root.page.forceActiveFocus();
            const visited = tabRound();
            const names = visited.map(item => item.objectName);
            // Every main control is a stop, in this order.
            let last = -1;
            for (const name of data.expected) {
                const at = names.indexOf(name);
                verify(at >= 0, name + " is not a Tab stop; stops: " + names.join(", "));
                verify(at > last, name + " comes too early; stops: " + names.join(", "));
                last = at;
            }
            checkOrder(visited);
            // The last stops are the way on and, after it, the teachers' part at the very
            // end of the page.
            compare(names[names.length - 2], "nextLessonButton");
            compare(names[names.length - 1], "teacherNotesButton");
            const flick = root.page.contentItem;
            verify(flick.contentY > 0);

            // Shift+Tab from the first control goes to the last one and scrolls back down.
            compare(focusedControl(), visited[0]);
            keyClick(Qt.Key_Tab, Qt.ShiftModifier);
            compare(focusedControl(), visited[visited.length - 1]);
            keyClick(Qt.Key_Tab, Qt.ShiftModifier);
            compare(focusedControl(), visited[visited.length - 2]);
            const top = visited[visited.length - 2].mapToItem(flick, 0, 0).y;
            verify(top >= 0 && top + visited[visited.length - 2].height <= flick.height);
        }

        // A mouse click focuses a control without a ring and without scrolling the page.
        function test_noRingAfterAClick() {
            openPage(loader, "qrc:/qt/qml/HotspotLab/qml/pages/SubKeysPage.qml");
            const button = findChild(root.page, "showDiscussionButton");
            const flick = root.page.contentItem;
            flick.contentY = button.mapToItem(flick.contentItem, 0, 0).y - flick.height / 2;
            waitForRendering(root.page);
            const scrolled = flick.contentY;
            mouseClick(button);
            verify(button.activeFocus);
            verify(!focusRing.ring.visible);
            compare(flick.contentY, scrolled);
            keyClick(Qt.Key_Tab);
            verify(focusRing.ring.visible);
            compare(focusRing.ring.parent, focusedControl());
        }
    }
}
