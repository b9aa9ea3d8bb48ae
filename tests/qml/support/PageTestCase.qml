import QtQuick
import QtTest
import HotspotLab

// The TestCase of the QML tests (import "support"), with the helpers they share: items
// found by objectName, scrolled into view and clicked as a student would, the control
// that has the focus, typing, a page opened in a Loader, and a chart's own items.
// Not named tst_*.qml: ctest's glob must not take it for a test of its own.
TestCase {
    // The page under test, a LessonPage (a ScrollView whose contentItem is its Flickable,
    // with a simulation pane of its own while it has two panes): items are found in it.
    property Item page

    // The item named `name` in `parent` (the page unless given); fails if there is none.
    // In a page, the lesson's models are found too: they live in its state (LessonSession),
    // not in the page.
    function find(name, parent) {
        let item = findChild(parent === undefined ? page : parent, name);
        if (!item && parent === undefined && page && page.lessonState)
            item = findChild(page.lessonState, name);
        verify(item !== null && item !== undefined, "no item named " + name);
        return item;
    }

    // Whether an item named `name` is built and visible in the page: parts that are hidden
    // may not be built at all (the prediction card and batch picture of "Try a fix").
    function shown(name) {
        const item = findChild(page, name);
        return item !== null && item !== undefined && item.visible;
    }

    // Every item below `parent` (at any depth) for which `accept(item)` holds, in the
    // order of the item tree.
    function descendants(parent, accept) {
        const items = [];
        const visit = item => {
            for (let i = 0; i < item.children.length; ++i) {
                const child = item.children[i];
                if (accept(child))
                    items.push(child);
                visit(child);
            }
        };
        visit(parent);
        return items;
    }

    // A chart's own items of a kind (LessonChart's objectNames: "chartGridLine",
    // "chartValueLabel", "chartVerticalGridLine", "chartCategoryLabel", ...), in order;
    // of the grid lines and value numbers only those in use (LessonChart keeps spare ones).
    function chartItems(chart, kind) {
        return descendants(chart, item => item.objectName === kind && item.inUse !== false);
    }

    // The Flickable that `item` scrolls in: the page's simulation pane while it has two
    // panes and the item is in it, else the page's own (the narrative, or the one column).
    function scrollerOf(item) {
        for (let ancestor = item; ancestor; ancestor = ancestor.parent) {
            if (ancestor === page.simulationPane)
                return ancestor;
        }
        return page.contentItem;
    }

    // Scrolls the item's pane so that `item` is on screen, `margin` pixels (100 unless
    // given) below the top of the view where the pane is long enough, for mouse and key
    // input. Returns whether the pane scrolled.
    function reveal(item, margin) {
        // The view may still be following the result of the last action (keepInView): it
        // would scroll the item away again before a click aimed at it lands.
        tryVerify(() => !page.keepingInView, 2000, "the view still follows the last action");
        // After a language or text size change the view goes back to its place for up to
        // 2.25 s (LessonPage.followPlace), and on a busy machine it did so after the scroll
        // below: the click landed on whatever had come under the mouse.
        tryVerify(() => !page.placeFollowing, 3000, "the view still goes back to its place");
        const flick = scrollerOf(item);
        const before = flick.contentY;
        const top = item.mapToItem(flick.contentItem, 0, 0).y - (margin === undefined ? 100 : margin);
        flick.contentY = Math.max(0, Math.min(top, flick.contentHeight - flick.height));
        waitForItemPolished(flick.contentItem);
        return flick.contentY !== before;
    }

    // The window sizes and text sizes a lesson's workspace is checked at: two panes at
    // 100% text, one column at 200%. A test sets the size and the text size, then calls
    // waitForWorkspace(row).
    function workspaceSizes() {
        const rows = [];
        for (const textScale of [1, 2]) {
            for (const size of [[1280, 800], [1024, 700]]) {
                rows.push({
                        "tag": size[0] + "x" + size[1] + (textScale === 1 ? "" : ", 200% text"),
                        "width": size[0],
                        "height": size[1],
                        "textScale": textScale
                    });
            }
        }
        return rows;
    }
    // Back to the window of 1280x800 (the test's root item, this test case's parent) at
    // 100% text, with two panes again.
    function restoreWorkspace() {
        DisplaySettings.resetZoom();
        parent.width = 1280;
        parent.height = 800;
        tryVerify(() => page.twoPanes);
        tryVerify(() => !page.placeFollowing);
        waitForItemPolished(page.contentItem);
    }

    // Both panes (or the one column) scrolled to their top.
    function scrollToTop() {
        page.contentItem.contentY = 0;
        page.simulationPane.contentY = 0;
        waitForItemPolished(page.contentItem);
    }

    function waitForWorkspace(row) {
        DisplaySettings.textScale = row.textScale;
        tryVerify(() => page.width === row.width && page.twoPanes === (row.textScale === 1), 2000, "the page at " + row.tag);
        // The page keeps the reader's place while it lays out the new text size.
        tryVerify(() => !page.placeFollowing);
        waitForItemPolished(page.contentItem);
    }

    // Whether `item` is shown whole inside the view of the pane it scrolls in.
    function isInView(item) {
        const flick = scrollerOf(item);
        const y = item.mapToItem(flick, 0, 0).y;
        return item.visible && y >= 0 && y + item.height <= flick.height;
    }

    // Waits until the items named in `names` are in view together; `what` says after
    // which action, and the failure names those out of view.
    function verifyInViewTogether(names, what) {
        const outOfView = () => names.filter(name => !isInView(find(name)));
        for (let waited = 0; waited < 2000 && outOfView().length > 0; waited += 50)
            wait(50);
        verify(outOfView().length === 0, what + ": " + outOfView().join(", ") + " out of view");
    }

    // Clicks the item named `name` with the mouse: it must be visible, and is scrolled
    // into view first.
    function click(name) {
        const item = find(name);
        verify(item.visible, name + " is not visible");
        // Rows and flows place a button that just appeared on their next polish.
        waitForItemPolished(item.parent);
        // A page that did not scroll may draw no new frame to wait for.
        if (reveal(item))
            waitForRendering(page);
        mouseClick(item);
    }

    // The control that has the focus (a SpinBox rather than its inner text field).
    function focusedControl() {
        let item = Window.activeFocusItem;
        while (item && item.visualFocus === undefined && item.focusReason === undefined)
            item = item.parent;
        return item;
    }

    // Presses Tab until the control named `name` has the focus; fails after a whole
    // round of the page, so a control that Tab cannot reach is a failure.
    function tabTo(name) {
        for (let presses = 0; presses < 250; ++presses) {
            const control = focusedControl();
            if (control && control.objectName === name) {
                waitForItemPolished(page.contentItem.contentItem);
                return control;
            }
            keyClick(Qt.Key_Tab);
        }
        fail("Tab never reached " + name);
    }

    // A cell of the lab's table as shown: the table in rows, or turned (one column per
    // partition) where its six columns do not fit, as in the simulation pane at 1280 px.
    function labCell(row, column) {
        if (find("labTable").visible)
            return find("labCell_" + row + "_" + column).display;
        return findChild(find("labTableTurned"), "labTurnedCell_" + column + "_" + row).display;
    }

    // Types `text` key by key into the item that has the focus.
    function typeText(text) {
        for (let i = 0; i < text.length; ++i)
            keyClick(text[i]);
    }

    // Loads a page into `loader` from a URL or a Component, and waits until the page is
    // complete and drawn. `page` must follow loader.item. The page starts as for a new
    // class: every lesson's state is forgotten first (LessonSession), as "Reset all" does.
    function openPage(loader, source) {
        loader.active = false;
        LessonSession.clear();
        if (typeof source === "string")
            loader.source = source;
        else
            loader.sourceComponent = source;
        loader.active = true;
        tryCompare(loader, "status", Loader.Ready);
        // A page may build its part below the first screen after its first frame.
        tryVerify(() => page.ready);
        waitForItemPolished(page.contentItem.contentItem);
        waitForRendering(page);
    }
}
