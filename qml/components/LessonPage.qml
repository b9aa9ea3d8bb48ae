import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import HotspotLab

// The frame of every page: a title, a lead paragraph and the page's content in one
// readable column that scrolls when it does not fit. A lesson names itself (lessonId);
// its end offers the way to the next lesson of the catalogue.
// A lesson's workspace: its simulation (controls, picture, chart, table) is a file named
// by `simulationSource`. While both fit side by side, the narrative scrolls
// on the left and the simulation stays on the right, in a pane of its own that does not
// scroll with the text, behind a divider the student can drag or move with the arrow keys
// (its place is kept per lesson). When they do not fit (a narrow window, large text), the
// page is one column and the simulation comes first, right below the lead; the lesson's
// guide then carries a compact copy of the result (docs/architecture.md, the rules).
ScrollView {
    id: page

    property string title
    property string lead
    // The catalogue's id of the lesson this page shows; empty for the Start page.
    property string lessonId
    readonly property string nextLesson: LessonCatalog.nextLessonAfter(lessonId)
    // What a class did in this lesson (LessonSession): it outlives the page, which is
    // released when another lesson opens. Null for the Start page.
    readonly property LessonState lessonState: lessonId.length > 0 ? LessonSession.stateOf(lessonId) : null
    // A page may build the part below its first screen after its first frame, so it
    // appears sooner: the part's file (resolved by the page) and its initial properties.
    property string deferredSource
    property var deferredProperties: ({})
    // The simulation: a file (resolved by the page) built after the first frame, with its
    // initial properties. A file and a Loader, not items placed here: Qt 6.4 kept wrapped
    // text at a stale height in items that move between the pane and the one column.
    property string simulationSource
    property var simulationProperties: ({})
    readonly property bool hasSimulation: simulationSource.length > 0
    // Two panes need room for a readable narrative and a simulation whose table and chart
    // keep their labels: both grow with the text.
    readonly property real narrativeMinimumWidth: Math.round(Theme.bodySize * 24)
    readonly property real simulationMinimumWidth: Math.round(Theme.bodySize * 28)
    readonly property bool twoPanes: hasSimulation && width >= narrativeMinimumWidth + simulationMinimumWidth + Theme.dividerWidth
    // The simulation's share of the page's width, as the divider left it for this lesson.
    property real simulationShare: DisplaySettings.simulationShare(lessonId)
    readonly property real simulationWidth: twoPanes ? Math.round(Math.max(simulationMinimumWidth, Math.min(width * simulationShare, width - narrativeMinimumWidth - Theme.dividerWidth))) : 0
    // A chart leaves room in the view for the clock or buttons that drive it: at large
    // text on a low window, a chart of Theme.chartHeight alone filled the view.
    readonly property real chartMaximumHeight: Math.round(height * 0.55)
    // The lesson's ending: three to five translated lines a student should keep. The
    // page adds the next lesson's opening question below them.
    property var remember: []
    // False while the lines above would answer a prediction the student has not yet seen
    // played out; the card then says what to do first.
    property bool rememberReady: true
    property string rememberWaitingText
    // True once the page is complete; the window offers a page to tests and the
    // benchmark only then.
    readonly property bool ready: (deferredSource.length === 0 || deferredPart.status === Loader.Ready) && (simulationSource.length === 0 || simulationPart.status === Loader.Ready)
    default property alias content: column.data

    // The pane on the right while there are two. Not a child of the ScrollView's content:
    // it does not scroll with the narrative (it scrolls on its own when it does not fit).
    property Flickable simulationPane: Flickable {
        objectName: "simulationPane"
        parent: page
        visible: page.twoPanes
        x: page.width - width
        width: page.simulationWidth
        height: page.height
        contentWidth: width
        contentHeight: simulationColumn.implicitHeight + 2 * Theme.spacingLarge
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {
            policy: page.simulationPane.contentHeight > page.simulationPane.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
        }
    }

    // The simulation's place in the pane: a layout, like its place in the one column, so
    // that a layout sizes the simulation wherever it is. (Bindings on the column's x and
    // width, applied when it moved into the pane, lost to the one column's layout in Qt
    // 6.4: back from large text, the simulation kept the one column's place and width.)
    property ColumnLayout simulationPaneLayout: ColumnLayout {
        parent: page.simulationPane.contentItem
        x: Theme.spacingLarge
        y: Theme.spacingLarge
        width: page.simulationPane.width - 2 * Theme.spacingLarge - Theme.spacing
    }

    // The simulation's column: in the pane on the right, or first in the one column.
    property ColumnLayout simulationLayout: ColumnLayout {
        id: simulationColumn

        objectName: "simulationColumn"
        parent: page.twoPanes ? page.simulationPaneLayout : inlineSimulation
        Layout.fillWidth: true
        spacing: Theme.spacingLarge

        Loader {
            id: simulationPart

            objectName: "simulationPart"
            Layout.fillWidth: true
            visible: item !== null
        }
    }

    // The divider between the panes: drag it, or focus it and press the arrow keys.
    property Item divider: PaneDivider {
        objectName: "paneDivider"
        parent: page
        visible: page.twoPanes
        x: page.width - page.simulationWidth - width
        height: page.height
        share: page.simulationShare
        onMoved: share => page.simulationShare = share
        onReleased: DisplaySettings.setSimulationShare(page.lessonId, page.simulationShare)
    }

    rightPadding: twoPanes ? simulationWidth + Theme.dividerWidth : 0
    contentWidth: availableWidth
    clip: true
    // Always shown on a long page, and wide and dark enough to see on a projector:
    // students see at once that the lesson goes on below (Fusion's is a faint 6 px
    // handle shown only while scrolling).
    ScrollBar.vertical: ScrollBar {
        parent: page
        // At the narrative's right edge: the simulation pane has its own.
        x: page.leftPadding + page.availableWidth - width
        y: page.topPadding
        height: page.availableHeight
        // Off (so hidden, and not read out) when everything fits.
        policy: page.contentHeight > page.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
        padding: Theme.spacingSmall / 2

        contentItem: Rectangle {
            implicitWidth: Theme.spacing
            implicitHeight: Theme.spacingHuge
            radius: width / 2
            color: Theme.mutedTextColor
        }
    }

    // The place on the page: in each pane, the item at the top of the view and how far into
    // it the view starts, kept as the student scrolls. A text size or language change moves
    // every line, so afterwards each pane goes back to the same words, not the same pixel.
    // A place's path leads to its item from the pane's column by child indices, the same
    // on a rebuilt page, so the lesson's state keeps the places by words too.
    // A place is {path, offset} or null (nothing in view to name).
    property var narrativePlace: null
    property var simulationPlace: null
    property bool placeFollowing: false
    // How many levels down from the simulation pane's column a place is named: to a control
    // or a chart. A simulation that nests its parts deeper (the lab, behind tabs) says so.
    property int simulationPlaceDepth: 4

    // The place in `flick`'s view: `depth` levels down from `root` (so a long section keeps
    // the paragraph in view, and the simulation the control or chart).
    function placeIn(flick: Flickable, root: Item, depth: int): var {
        const top = flick.contentY;
        const path = [];
        // Where the deepest item found so far begins, in its own heights above the view.
        let offset = 0;
        let level = root;
        for (let down = 0; down < depth && level; ++down) {
            let next = null;
            // A list property: Qt 6.4 cannot iterate it with for...of.
            for (let index = 0; index < level.children.length; ++index) {
                const child = level.children[index];
                if (!child.visible || child.height <= 0)
                    continue;
                const y = child.mapToItem(flick.contentItem, 0, 0).y;
                if (y <= top && top < y + child.height) {
                    next = child;
                    path.push(index);
                    offset = (top - y) / child.height;
                    break;
                }
            }
            level = next;
        }
        return path.length > 0 ? {
            "path": path,
            "offset": offset
        } : null;
    }

    function rememberPlace() {
        if (!placeFollowing)
            narrativePlace = placeIn(page.contentItem as Flickable, pageColumn, 3);
    }
    // Only while there are two panes (the pane's Connections below): in the one column the
    // simulation scrolls with the narrative, and the narrative's place covers it (as a
    // whole: the path goes three levels down from the page).
    function rememberSimulationPlace() {
        if (!placeFollowing)
            simulationPlace = placeIn(simulationPane, simulationColumn, simulationPlaceDepth);
    }

    // Scrolls `flick` to the item a place leads to from `root`. Where the path ends in an
    // item that is gone or hidden now (large text turns the lab's table, which hides its
    // rows), the deepest item on the path still shown serves, from its top. False where the
    // pane has none of them (the caller may use the pixel position).
    function scrollToPlace(flick: Flickable, root: Item, place: var): bool {
        if (!place || !place.path || place.path.length === 0)
            return false;
        let shown = null;
        let whole = true;
        let level = root;
        for (const index of place.path) {
            const item = index >= 0 && index < level.children.length ? level.children[index] : null;
            if (!item || !item.visible || item.height <= 0) {
                whole = false;
                break;
            }
            shown = item;
            level = item;
        }
        if (!shown)
            return false;
        const y = shown.mapToItem(flick.contentItem, 0, 0).y + (whole ? place.offset * shown.height : 0);
        scrollFlickTo(flick, Math.round(y));
        return true;
    }
    function scrollNarrativeTo(place: var): bool {
        return scrollToPlace(page.contentItem as Flickable, pageColumn, place);
    }
    function scrollSimulationTo(place: var): bool {
        return twoPanes && scrollToPlace(simulationPane, simulationColumn, place);
    }

    function restorePlace() {
        scrollNarrativeTo(narrativePlace);
        scrollSimulationTo(simulationPlace);
    }

    // Follows the place while the page lays itself out again after the change: until no
    // pane has changed its height for 250 ms (on a slow machine the heights arrive over many
    // frames), but for at most 2 s, as a running simulation changes heights all the time.
    property double placeFollowStartedAt: 0

    function followPlace() {
        placeFollowing = true;
        placeFollowStartedAt = Date.now();
        restorePlace();
        placeFollowTimer.restart();
    }
    function placeFollowedHeight() {
        if (Date.now() - placeFollowStartedAt < 2000)
            placeFollowTimer.restart();
    }

    Timer {
        id: placeFollowTimer

        interval: 250
        onTriggered: {
            page.restorePlace();
            page.placeFollowing = false;
        }
    }
    // The place on the page outlives it too: the panes' places are kept in the lesson's
    // state, and restored on a rebuilt page while it lays out its parts (for 250 ms after
    // it is complete: their heights arrive over several frames). A pane keeps its place by
    // words, as the text size or language may have changed while the page was away; its
    // pixel position serves where no item was at the top.
    property bool restoringPositions: false
    readonly property bool keepingPositions: ready && !restoringPositions && lessonState !== null

    function keepPlace(name: string, flick: Flickable, place: var) {
        if (!page.keepingPositions)
            return;
        page.lessonState.setValue(name + "Position", flick.contentY);
        page.lessonState.setValue(name + "Place", place ? place : undefined);
    }
    function restorePlaceKept(name: string, flick: Flickable, root: Item) {
        if (!page.lessonState || scrollToPlace(flick, root, page.lessonState.value(name + "Place", null)))
            return;
        const y = page.lessonState.value(name + "Position", 0);
        if (y > 0)
            scrollFlickTo(flick, y);
    }
    function restoreNarrativePlace() {
        restorePlaceKept("narrative", page.contentItem as Flickable, pageColumn);
    }
    function restoreSimulationPlace() {
        if (twoPanes)
            restorePlaceKept("simulation", simulationPane, simulationColumn);
        else if (lessonState)
            // For when the text gets small enough for two panes again.
            simulationPlace = lessonState.value("simulationPlace", null);
    }
    function restorePositions() {
        restoreNarrativePlace();
        restoreSimulationPlace();
    }
    onReadyChanged: {
        if (!ready || !lessonState)
            return;
        restoringPositions = true;
        restorePositions();
        positionTimer.restart();
    }
    Timer {
        id: positionTimer

        interval: 250
        onTriggered: {
            page.restorePositions();
            page.restoringPositions = false;
        }
    }
    Connections {
        target: page.simulationPane

        function onContentYChanged() {
            // In the one column the pane is empty and hidden: what it does then is no place.
            if (!page.twoPanes)
                return;
            page.rememberSimulationPlace();
            page.keepPlace("simulation", page.simulationPane, page.simulationPlace);
        }
        function onContentHeightChanged() {
            if (page.restoringPositions)
                page.restoreSimulationPlace();
            else if (page.placeFollowing) {
                page.scrollSimulationTo(page.simulationPlace);
                page.placeFollowedHeight();
            }
        }
    }
    Connections {
        target: page.contentItem as Flickable

        function onContentYChanged() {
            page.rememberPlace();
            page.keepPlace("narrative", page.contentItem as Flickable, page.narrativePlace);
        }
        function onContentHeightChanged() {
            if (page.restoringPositions)
                page.restoreNarrativePlace();
            else if (page.placeFollowing) {
                page.scrollNarrativeTo(page.narrativePlace);
                page.placeFollowedHeight();
            }
        }
    }
    Connections {
        target: DisplaySettings

        function onTextScaleChanged() {
            page.followPlace();
        }
    }
    Connections {
        target: LanguageService

        function onLanguageChanged() {
            page.followPlace();
        }
    }

    // Any focused item (duck-typed below: Controls, text fields, inner editors).
    readonly property var focusedItem: Window.activeFocusItem

    // Keyboard use. The control that has focus, or the control around a focused inner
    // editor (a SpinBox's text field).
    function focusedControl() {
        let item = page.focusedItem;
        while (item && item.visualFocus === undefined && item.focusReason === undefined)
            item = item.parent;
        return item;
    }

    // Tab onto a control outside the visible part scrolls it into view, with some margin:
    // in the narrative or in the simulation pane, wherever it lies.
    function reveal(item) {
        const flick = scrollerOf(item);
        if (!flick || item.focusReason === Qt.MouseFocusReason)
            return;
        showWhole(flick, item);
    }
    // Scrolls `flick` to show `item`, with some margin.
    function showWhole(flick: Flickable, item: Item) {
        const top = item.mapToItem(flick.contentItem, 0, 0).y - Theme.spacingLarge;
        scrollToShow(flick, top, top + item.height + 2 * Theme.spacingLarge);
    }

    // The simulation's reminder (PredictFirstPrompt) leads here: shows the card that takes
    // `prediction`, wherever it lies, and puts the keyboard on its first choice.
    function showPrediction(prediction: LessonPrediction) {
        const card = (predictionCardIn(page.contentItem, prediction) ?? predictionCardIn(simulationPane.contentItem, prediction)) as PredictionCard;
        const flick = card ? scrollerOf(card) : null;
        if (!flick)
            return;
        showWhole(flick, card);
        const firstChoice = card.firstChoice();
        if (firstChoice)
            firstChoice.forceActiveFocus(Qt.OtherFocusReason);
    }
    // Typed Item, not PredictionCard: a type in a function's signature is compiled with
    // this file, on pages that have no card too (a cast in the body waits for its use).
    function predictionCardIn(item: Item, prediction: LessonPrediction): Item {
        const card = item as PredictionCard;
        if (card && card.prediction === prediction)
            return card;
        // A list property: Qt 6.4 cannot iterate it with for...of.
        for (let index = 0; index < item.children.length; ++index) {
            const found = predictionCardIn(item.children[index], prediction);
            if (found)
                return found;
        }
        return null;
    }

    // Scrolls `flick` the least needed to show its content from `top` to `bottom`; where
    // that is taller than the view, its top.
    function scrollToShow(flick: Flickable, top: real, bottom: real) {
        let y = flick.contentY;
        if (bottom > y + flick.height)
            y = bottom - flick.height;
        if (top < y)
            y = top;
        scrollFlickTo(flick, y);
    }
    // Scrolls `flick` to `y`, kept within its content.
    function scrollFlickTo(flick: Flickable, y: real) {
        flick.contentY = Math.max(0, Math.min(y, flick.contentHeight - flick.height));
    }

    // The Flickable an item scrolls in: the narrative (or the one column) or the
    // simulation pane; null for an item outside both.
    function scrollerOf(item: Item): Flickable {
        let flick = null;
        for (const candidate of [page.contentItem as Flickable, page.simulationPane]) {
            let inside = item;
            while (inside && inside !== candidate.contentItem)
                inside = inside.parent;
            if (inside)
                flick = candidate;
        }
        return flick;
    }

    // After an action: shows the stretch from `first`'s top to the bottom of `last` (its
    // result and the buttons to go on), once the page has laid out what the action changed
    // (a verdict, figures that appear), which happens on a later frame. `last` may be a
    // list, nearest first: the view then reaches as far down it as fits. Where even the
    // first does not fit, the view shows its bottom: the control to go on with.
    property Item keepFirst: null
    property var keepLast: []
    // True while keepInView may still scroll (tests wait for it before they aim a click).
    readonly property bool keepingInView: keepInViewTimer.running

    function keepInView(first: Item, last) {
        keepFirst = first;
        keepLast = Array.isArray(last) ? last : [last];
        keepInViewTimer.rounds = 0;
        keepInViewTimer.restart();
    }

    // Applied a few times over 200 ms: on a busy machine the page may still be laying out
    // at the first.
    Timer {
        id: keepInViewTimer

        property int rounds: 0

        interval: 50
        repeat: true
        onTriggered: {
            if (++rounds >= 4)
                stop();
            const flick = page.keepFirst ? page.scrollerOf(page.keepFirst) : null;
            if (!flick || page.keepLast.length === 0)
                return;
            const top = page.keepFirst.mapToItem(flick.contentItem, 0, 0).y - Theme.spacing;
            const bottomOf = item => item.mapToItem(flick.contentItem, 0, item.height).y + Theme.spacing;
            let bottom = bottomOf(page.keepLast[0]);
            for (const item of page.keepLast) {
                if (item.visible && bottomOf(item) - top <= flick.height)
                    bottom = Math.max(bottom, bottomOf(item));
            }
            page.scrollToShow(flick, Math.max(top, bottom - flick.height), bottom);
        }
    }

    function isButton(item) {
        return item !== null && typeof item.toggle === "function" && item.clicked !== undefined;
    }

    // Enter and Return press a focused button, chip or choice, like Space does.
    function activate(event: KeyEvent) {
        const item = focusedControl();
        event.accepted = isButton(item) && item.enabled;
        if (event.accepted)
            AccessibleActions.press(item);
    }

    // Arrow keys move between the choices of a group (radio buttons, tab buttons, the
    // lab's key chips) and pick the new one, as in desktop radio groups.
    function moveInGroup(event: KeyEvent) {
        const item = focusedControl();
        const isChoice = candidate => candidate.visible && candidate.enabled && isButton(candidate) && (candidate.autoExclusive === true || candidate.Accessible.role === Accessible.RadioButton);
        event.accepted = false;
        if (!item || !item.parent || !isChoice(item))
            return;
        const choices = [];
        for (let i = 0; i < item.parent.children.length; ++i) {
            if (isChoice(item.parent.children[i]))
                choices.push(item.parent.children[i]);
        }
        const forward = event.key === Qt.Key_Right || event.key === Qt.Key_Down;
        const index = choices.indexOf(item);
        const next = choices[(index + (forward ? 1 : choices.length - 1)) % choices.length];
        if (next === item)
            return;
        next.forceActiveFocus(forward ? Qt.TabFocusReason : Qt.BacktabFocusReason);
        AccessibleActions.press(next);
        event.accepted = true;
    }

    AfterFirstFrame {
        window: page.Window.window
        enabled: page.deferredSource.length > 0 && deferredPart.status === Loader.Null
        onDue: deferredPart.setSource(page.deferredSource, page.deferredProperties)
    }
    AfterFirstFrame {
        window: page.Window.window
        enabled: page.simulationSource.length > 0 && simulationPart.status === Loader.Null
        onDue: simulationPart.setSource(page.simulationSource, page.simulationProperties)
    }

    // Tab order and screen readers follow the item tree: the simulation, then the divider,
    // then the narrative, as in the one column, where the simulation comes first.
    Component.onCompleted: {
        AccessibleActions.placeBefore(divider, contentItem);
        AccessibleActions.placeBefore(simulationPane, divider);
    }
    onFocusedItemChanged: {
        const item = focusedControl();
        if (item)
            reveal(item);
    }
    Keys.onReturnPressed: event => activate(event)
    Keys.onEnterPressed: event => activate(event)
    Keys.onLeftPressed: event => moveInGroup(event)
    Keys.onRightPressed: event => moveInGroup(event)
    Keys.onUpPressed: event => moveInGroup(event)
    Keys.onDownPressed: event => moveInGroup(event)

    ColumnLayout {
        id: pageColumn

        x: Theme.pageMargin
        width: Math.min(page.availableWidth - 2 * Theme.pageMargin, Theme.readableWidth)
        spacing: Theme.spacingLarge

        Item {
            Layout.preferredHeight: Theme.spacing
        }

        Label {
            objectName: "pageTitle"
            Layout.fillWidth: true
            text: page.title
            font.pixelSize: Theme.titleSize
            font.bold: true
            wrapMode: Text.Wrap
            Accessible.role: Accessible.Heading
        }

        Paragraph {
            visible: page.lead.length > 0
            words: page.lead
            font.pixelSize: Theme.bodySize
        }

        // The simulation's place while the page is one column.
        ColumnLayout {
            id: inlineSimulation

            objectName: "inlineSimulation"
            Layout.fillWidth: true
            visible: page.hasSimulation && !page.twoPanes
        }

        ColumnLayout {
            id: column

            Layout.fillWidth: true
            spacing: Theme.spacingLarge
        }

        Loader {
            id: deferredPart

            objectName: "deferredPart"
            Layout.fillWidth: true
            visible: item !== null
        }

        InfoCard {
            objectName: "rememberCard"
            Layout.topMargin: Theme.spacingLarge
            visible: page.remember.length > 0
            heading: qsTr("What to remember")
            tint: Theme.highlightSurfaceColor

            BulletList {
                objectName: "rememberList"
                visible: page.rememberReady
                items: page.remember
            }
            Paragraph {
                objectName: "rememberWaiting"
                visible: !page.rememberReady
                words: page.rememberWaitingText
                color: Theme.mutedTextColor
            }
        }

        Paragraph {
            objectName: "nextQuestion"
            visible: LessonCatalog.contains(page.nextLesson) && page.nextLesson !== "start"
            font.bold: true
            //: At the end of a lesson, above the button to the next one; %1 is the question the next lesson opens with
            words: qsTr("Next question: %1").arg(LessonCatalog.question(page.nextLesson))
        }

        TextButton {
            id: nextLessonButton

            objectName: "nextLessonButton"
            Layout.topMargin: Theme.spacingLarge
            // A long title at large text wraps inside the button instead of widening the page.
            Layout.maximumWidth: pageColumn.width
            visible: LessonCatalog.contains(page.nextLesson)
            text: page.nextLesson === "start" ?
            //: Button at the end of the last lesson
            qsTr("Back to the Start page") :
            //: Button at the end of a lesson; %1 is the next lesson's title
            qsTr("Next lesson: %1").arg(LessonCatalog.title(page.nextLesson))
            Accessible.name: text
            onClicked: LessonNavigator.open(page.nextLesson)

            contentItem: Label {
                text: nextLessonButton.text
                font: nextLessonButton.font
                wrapMode: Text.Wrap
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
            }
        }

        TeacherNotesPart {
            lessonId: page.lessonId
            keptIn: page.lessonState
            visible: page.lessonId.length > 0 && page.lessonId !== "start"
        }

        Item {
            Layout.preferredHeight: Theme.spacingHuge
        }
    }
}
