import QtQuick
import QtQuick.Controls
import HotspotLab

// The entries of the menus (AppMenuBar), as components. A file of their own, loaded when a
// menu first opens: components declared in the bar had their types (the entries, Fusion's
// menu item and separator) compiled at every start, on every page, for menus few open.
QtObject {
    // An entry of the Language menu, one per language (AppMenuBar's Instantiator).
    readonly property Component languageItem: AppMenuItem {
        required property var modelData

        objectName: "languageMenuItem_" + modelData.code
        text: modelData.name
        checkable: true
        checked: LanguageService.language === modelData.code
        // Each language keeps its own name; the description says what it does.
        //: Screen-reader description of an entry in the Language menu
        Accessible.description: qsTr("Switches the whole app to this language")
        onTriggered: LanguageService.setLanguage(modelData.code)
    }

    readonly property Component largerTextItem: AppMenuItem {
        text: qsTr("&Larger text")
        enabled: DisplaySettings.canZoomIn
        onTriggered: DisplaySettings.zoomIn()
    }
    readonly property Component smallerTextItem: AppMenuItem {
        text: qsTr("&Smaller text")
        enabled: DisplaySettings.canZoomOut
        onTriggered: DisplaySettings.zoomOut()
    }
    readonly property Component normalTextItem: AppMenuItem {
        //: Resets the text size to 100%
        text: qsTr("&Normal text size")
        onTriggered: DisplaySettings.resetZoom()
    }
    readonly property Component menuSeparator: MenuSeparator {
    }
    readonly property Component highContrastItem: AppMenuItem {
        objectName: "highContrastMenuItem"
        //: Checkable menu item: black-on-white colours with stronger lines, for projectors
        text: qsTr("&High contrast")
        checkable: true
        checked: DisplaySettings.highContrast
        onToggled: DisplaySettings.highContrast = checked
    }
    readonly property Component reduceMotionItem: AppMenuItem {
        objectName: "reduceMotionMenuItem"
        //: Checkable menu item: the lab's request tokens stop sliding into place
        text: qsTr("Reduce &motion")
        checkable: true
        checked: DisplaySettings.reduceMotion
        onToggled: DisplaySettings.reduceMotion = checked
    }
    readonly property Component exportWorksheetItem: AppMenuItem {
        objectName: "exportWorksheetMenuItem"
        //: File menu entry: saves the current lesson's worksheet as PDF
        text: qsTr("Export &worksheet...")
        // The Start page has no sheet.
        enabled: LessonNavigator.currentLesson !== "start"
    }
    readonly property Component exportAnswersItem: AppMenuItem {
        objectName: "exportAnswersMenuItem"
        //: File menu entry: saves the current lesson's answer sheet for the teacher as PDF
        text: qsTr("Export &answer sheet...")
        enabled: LessonNavigator.currentLesson !== "start"
    }
    readonly property Component exportRunItem: AppMenuItem {
        objectName: "exportRunMenuItem"
        //: File menu entry: saves one of the page's charts as PNG or its results as CSV
        text: qsTr("Export &chart or table...")
        // The Start page has no chart.
        enabled: LessonNavigator.currentLesson !== "start"
    }
    readonly property Component resetAllItem: AppMenuItem {
        objectName: "resetAllMenuItem"
        //: File menu entry; %1 is its shortcut. Asks before every lesson starts over.
        text: qsTr("&Reset all lessons... (%1)").arg(KeyboardShortcuts.keysText("resetAll"))
    }
    readonly property Component fullScreenItem: AppMenuItem {
        objectName: "fullScreenMenuItem"
        //: Checkable View menu entry; %1 is its shortcut, e.g. F11
        text: qsTr("&Full screen (%1)").arg(KeyboardShortcuts.keysText("fullScreen"))
        // Checked by buildMenus(), which sees the bar.
        checkable: true
    }
    readonly property Component presenterModeItem: AppMenuItem {
        objectName: "presenterModeMenuItem"
        //: Checkable View menu entry; %1 is its shortcut, e.g. F5. Hides the lesson list and makes all text large.
        text: qsTr("&Presenter mode (%1)").arg(KeyboardShortcuts.keysText("presenterMode"))
        checkable: true
        checked: DisplaySettings.presenterMode
        onToggled: DisplaySettings.presenterMode = checked
    }
    readonly property Component keyboardHelpItem: AppMenuItem {
        objectName: "keyboardHelpMenuItem"
        //: Help menu entry; %1 is its shortcut, e.g. F1
        text: qsTr("&Keyboard help (%1)").arg(KeyboardShortcuts.keysText("keyboardHelp"))
    }
    readonly property Component aboutItem: AppMenuItem {
        objectName: "aboutMenuItem"
        text: qsTr("&About Hotspot Lab")
    }
}
