import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import HotspotLab

ApplicationWindow {
    id: window

    width: 1280
    height: 800
    minimumWidth: 640
    minimumHeight: 480
    visible: true
    title: "Hotspot Lab"
    color: Theme.windowColor
    font.pixelSize: Theme.bodySize
    font.preferShaping: false
    // The controls' own palette follows the Theme, so the high-contrast setting reaches
    // buttons, fields and menus too.
    palette.window: Theme.windowColor
    palette.windowText: Theme.textColor
    palette.base: Theme.surfaceColor
    palette.text: Theme.textColor
    palette.buttonText: Theme.textColor
    palette.highlight: Theme.accentColor
    palette.highlightedText: Theme.accentTextColor

    menuBar: AppMenuBar {
        onAboutRequested: window.openDialog(aboutLoader)
        onKeyboardHelpRequested: window.openDialog(keyboardHelpLoader)
        onResetAllRequested: window.openDialog(resetAllLoader)
        onExportSheetRequested: answers => window.exportSheet(answers)
        onExportRunRequested: window.exportRun(null)
        onFullScreenRequested: window.toggleFullScreen()
    }

    // F11 and View > Full screen; leaving it brings the window back as it was.
    function toggleFullScreen() {
        if (visibility === Window.FullScreen)
            showNormal();
        else
            showFullScreen();
    }

    // Opens a dialog that is made when first asked for, as most sessions never open it;
    // it is kept from then on.
    function openDialog(loader: Loader) {
        loader.active = true;
        (loader.item as Dialog).open();
    }

    // File > Export worksheet... or answer sheet... for the lesson on screen.
    function exportSheet(answers: bool) {
        exportSheetLoader.active = true;
        (exportSheetLoader.item as ExportSheetDialog).openFor(LessonNavigator.currentLesson, answers);
    }

    // File > Export chart or table... (target null) or a chart's context menu (the chart
    // or its table chosen), for the page on screen.
    function exportRun(target: QtObject) {
        exportRunLoader.active = true;
        (exportRunLoader.item as ExportRunDialog).openFor(LessonNavigator.currentLesson, pageHost.item, target);
    }

    Connections {
        target: RunExporter

        function onExportRequested(target: QtObject) {
            window.exportRun(target);
        }
    }

    // What "Reset all" does once confirmed: every lesson starts over and the progress goes;
    // the settings (language, text size, contrast) stay.
    function resetAllLessons() {
        LessonProgress.clear();
        LessonSession.clear();
        LessonNavigator.rebuildCurrentPage();
    }

    // The lesson a student is on, for "Continue where you left off".
    Connections {
        target: LessonNavigator

        function onCurrentLessonChanged() {
            LessonProgress.recordVisit(LessonNavigator.currentLesson);
        }
    }

    // A page's place in the window: built and shown while it is the current page (see
    // LessonNavigator.h); its lesson's state outlives it (LessonSession).
    component PageSlot: Loader {
        id: pageSlot

        required property string lessonId
        required property url pageUrl
        // A page is "shown" (and becomes the page host's item, which tests and the
        // benchmark wait for) once it is complete: its part below the first screen may be
        // built after the first frame (LessonPage.ready). Parts behind a closed tab (the
        // lab's "Try a fix") and the menus' items are built when first opened.
        readonly property bool showing: visible && item !== null && (item as LessonPage).ready

        objectName: "pageSlot_" + lessonId
        anchors.fill: parent
        visible: lessonId === LessonNavigator.currentLesson
        active: lessonId === LessonNavigator.builtLesson
        source: pageUrl
        // The parent is the page host below (an inline component cannot see its id).
        onShowingChanged: {
            if (showing)
                pageSlot.parent.item = pageSlot.item;
        }
    }

    Shortcut {
        sequences: KeyboardShortcuts.sequences("zoomIn")
        onActivated: DisplaySettings.zoomIn()
    }
    Shortcut {
        sequences: KeyboardShortcuts.sequences("zoomOut")
        onActivated: DisplaySettings.zoomOut()
    }
    Shortcut {
        sequences: KeyboardShortcuts.sequences("resetZoom")
        onActivated: DisplaySettings.resetZoom()
    }
    Shortcut {
        sequences: KeyboardShortcuts.sequences("nextLesson")
        onActivated: LessonNavigator.openNext()
    }
    Shortcut {
        sequences: KeyboardShortcuts.sequences("previousLesson")
        onActivated: LessonNavigator.openPrevious()
    }
    Shortcut {
        sequences: KeyboardShortcuts.sequences("keyboardHelp")
        onActivated: window.openDialog(keyboardHelpLoader)
    }
    Shortcut {
        sequences: KeyboardShortcuts.sequences("fullScreen")
        onActivated: window.toggleFullScreen()
    }
    Shortcut {
        sequences: KeyboardShortcuts.sequences("presenterMode")
        onActivated: DisplaySettings.togglePresenterMode()
    }
    Shortcut {
        sequences: KeyboardShortcuts.sequences("resetAll")
        onActivated: window.openDialog(resetAllLoader)
    }

    RowLayout {
        anchors.fill: parent
        spacing: 0

        // A narrow rail while a lesson is open in a window where the full list would take
        // the room the lesson's two panes need.
        NavigationPane {
            id: navigation

            objectName: "navigationPane"
            // Presenter mode gives the whole width to the lesson.
            visible: !DisplaySettings.presenterMode
            compact: LessonNavigator.currentLesson !== "start" && window.width < Theme.navigationWidth + Theme.bodySize * 70
            Layout.fillHeight: true
            Layout.preferredWidth: compact ? Theme.navigationRailWidth : Theme.navigationWidth
        }

        // One slot per page; only the current page is built (LessonNavigator.builtLesson).
        // What a class did on a page lives in its lesson's state (LessonSession), so it
        // survives lesson and language switches (see LessonNavigator.h).
        Item {
            id: pageHost

            // The page on screen, for tests and the benchmark (as a Loader's item).
            property Item item: null

            objectName: "pageLoader"
            Layout.fillWidth: true
            Layout.fillHeight: true

            // One slot per lesson of the catalogue: a new lesson needs no line here.
            Repeater {
                model: LessonCatalog

                delegate: PageSlot {
                }
            }
        }
    }

    // The dialogs are made when first asked for (openDialog, exportSheet, exportRun). Named
    // by URL, not as components: a component's type is compiled with this file, at every
    // start, and the dialogs' files and the Fusion types only they use were about 12 files
    // of the page's type loading.
    Loader {
        id: aboutLoader

        active: false

        source: Qt.resolvedUrl("components/AboutDialog.qml")
    }

    Loader {
        id: keyboardHelpLoader

        active: false

        source: Qt.resolvedUrl("components/KeyboardHelpDialog.qml")
    }

    Loader {
        id: exportSheetLoader

        active: false

        source: Qt.resolvedUrl("components/ExportSheetDialog.qml")
    }

    Loader {
        id: exportRunLoader

        active: false

        source: Qt.resolvedUrl("components/ExportRunDialog.qml")
    }

    Loader {
        id: resetAllLoader

        active: false

        source: Qt.resolvedUrl("components/ResetAllDialog.qml")

        // Connected here: the dialog's own file cannot name `window` (qmllint).
        onLoaded: (item as ResetAllDialog).accepted.connect(window.resetAllLessons)
    }

    FocusRing {
    }

    // Above the content, drawing nothing: a language switch, a new text size or the
    // high-contrast colours change almost the whole window, and the software renderer
    // repaints it faster as one area than as the hundreds of text rectangles it would
    // track (WholeWindowRepaint.h).
    WholeWindowRepaint {
        id: wholeRepaint

        objectName: "wholeWindowRepaint"
        anchors.fill: parent
        z: 1000
    }

    Connections {
        target: LanguageService

        function onLanguageChanged() {
            wholeRepaint.repaintWhole();
        }
    }

    Connections {
        target: DisplaySettings

        function onTextScaleChanged() {
            wholeRepaint.repaintWhole();
        }

        function onHighContrastChanged() {
            wholeRepaint.repaintWhole();
        }
    }
}
