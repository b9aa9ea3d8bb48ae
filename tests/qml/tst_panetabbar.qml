import QtQuick
import QtQuick.Controls
import QtTest
import HotspotLab

// PaneTabBar puts its list's (invisible) highlight on the current tab at once, when it gets
// its width and when the tab changes, so a tab bar sets no animation running that keeps the
// window drawing. Fusion's own TabBar, used the same way, is the check that the test sees
// an animation when there is one.
Item {
    id: root

    width: 800
    height: 200

    // Two tabs of their own widths, as wrapped titles of different lengths give them.
    Component {
        id: paneTabBar

        PaneTabBar {
            TabButton {
                width: 120
                text: "Short"
            }
            TabButton {
                width: 260
                text: "A much longer title"
            }
        }
    }

    Component {
        id: fusionTabBar

        TabBar {
            TabButton {
                width: 120
                text: "Short"
            }
            TabButton {
                width: 260
                text: "A much longer title"
            }
        }
    }

    // Tabs that share the bar's width, which a layout gives it after the bar is built.
    Component {
        id: sharedWidthPaneTabBar

        PaneTabBar {
            contentWidth: availableWidth

            TabButton {
                text: "One"
            }
            TabButton {
                text: "Two"
            }
        }
    }

    Component {
        id: sharedWidthFusionTabBar

        TabBar {
            contentWidth: availableWidth

            TabButton {
                text: "One"
            }
            TabButton {
                text: "Two"
            }
        }
    }

    TestCase {
        name: "PaneTabBar"
        when: windowShown

        // Builds a bar and waits for its first frame.
        function buildBar(component) {
            const bar = createTemporaryObject(component, root);
            verify(bar);
            waitForRendering(bar);
            return bar;
        }

        // Whether the list's highlight covers the current tab exactly.
        function highlightOnCurrentTab(bar) {
            const list = bar.contentItem as ListView;
            const highlight = list.highlightItem;
            const tab = list.currentItem;
            return highlight !== null && tab !== null && highlight.x === tab.x && highlight.width === tab.width;
        }

        // Builds a bar without a width, then gives it one, as a layout does; the tabs grow.
        function widenedBar(component) {
            const bar = buildBar(component);
            bar.width = 600;
            waitForRendering(bar);
            verify(bar.itemAt(0).width > 200, bar.itemAt(0).width);
            return bar;
        }

        // Changes to the other tab with the mouse and waits for one frame.
        function switchTab(bar, index) {
            mouseClick(bar.itemAt(index));
            compare(bar.currentIndex, index);
            waitForRendering(bar);
        }

        function test_highlightIsInPlaceOnceTheBarHasItsWidth() {
            verify(highlightOnCurrentTab(widenedBar(sharedWidthPaneTabBar)));
        }

        function test_highlightFollowsATabChangeAtOnce() {
            const bar = buildBar(paneTabBar);
            verify(highlightOnCurrentTab(bar));
            switchTab(bar, 1);
            verify(highlightOnCurrentTab(bar));
            switchTab(bar, 0);
            verify(highlightOnCurrentTab(bar));
        }

        // Fusion's own bar grows its highlight over many frames, in both cases.
        function test_fusionsOwnTabBarAnimates() {
            const widened = widenedBar(sharedWidthFusionTabBar);
            verify(!highlightOnCurrentTab(widened));
            tryVerify(() => highlightOnCurrentTab(widened), 3000);
            const bar = buildBar(fusionTabBar);
            verify(highlightOnCurrentTab(bar));
            switchTab(bar, 1);
            verify(!highlightOnCurrentTab(bar));
            tryVerify(() => highlightOnCurrentTab(bar), 3000);
        }
    }
}
