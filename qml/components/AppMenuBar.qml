import QtQuick
import QtQuick.Controls
import HotspotLab

// The menu bar. Its titles are there at once; the menus' items are built when a menu
// first opens (by click, mnemonic or a screen reader's press), since building them cost
// about 13 ms of every start-up, and most classes never open a menu. `ready` tells when
// they exist.
MenuBar {
    id: bar

    // Set once, by buildMenus().
    property bool ready: false
    // Whether the window fills the screen (F11), for the View menu's check mark.
    readonly property bool fullScreen: Window.window !== null && Window.window.visibility === Window.FullScreen

    signal aboutRequested
    signal keyboardHelpRequested
    signal resetAllRequested
    // File > Export worksheet... (false) or Export answer sheet... (true).
    signal exportSheetRequested(bool answers)
    // File > Export chart or table...
    signal exportRunRequested
    signal fullScreenRequested

    // Builds every menu's items once, in their order.
    function buildMenus() {
        if (ready)
            return;
        const menus = [[fileMenu, [exportWorksheetItem, exportAnswersItem, exportRunItem, menuSeparator, resetAllItem]], [viewMenu, [largerTextItem, smallerTextItem, normalTextItem, menuSeparator, highContrastItem, reduceMotionItem, menuSeparator, fullScreenItem, presenterModeItem]], [helpMenu, [keyboardHelpItem, aboutItem]]];
        // A component cannot see this bar (qmllint), so the entries that ask the window for
        // something are wired here, by their component rather than by their place.
        const requests = new Map([[resetAllItem, bar.resetAllRequested], [exportRunItem, bar.exportRunRequested], [fullScreenItem, bar.fullScreenRequested], [keyboardHelpItem, bar.keyboardHelpRequested], [aboutItem, bar.aboutRequested]]);
        for (const [menu, components] of menus) {
            for (const component of components) {
                const item = component.createObject(menu.contentItem);
                menu.addItem(item);
                if (requests.has(component))
                    (item as MenuItem).triggered.connect(requests.get(component));
                if (component === exportWorksheetItem || component === exportAnswersItem) {
                    const answers = component === exportAnswersItem;
                    (item as MenuItem).triggered.connect(() => bar.exportSheetRequested(answers));
                }
                if (component === fullScreenItem)
                    (item as MenuItem).checked = Qt.binding(() => bar.fullScreen);
            }
        }
        ready = true;
    }

    Accessible.role: Accessible.MenuBar
    //: Screen-reader name of the menu bar
    Accessible.name: qsTr("Menus")

    // The menu titles without their mnemonic marker, for screen readers; Press opens the
    // menu, as a click does.
    delegate: MenuBarItem {
        id: barItem

        Accessible.name: text.replace("&", "")
        Accessible.onPressAction: AccessibleActions.press(barItem)
    }

    Menu {
        id: fileMenu

        objectName: "fileMenu"
        //: Menu with the teacher's commands (export the sheets, reset all)
        title: qsTr("&File")
        onAboutToShow: bar.buildMenus()
    }

    Menu {
        id: languageMenu

        objectName: "languageMenu"
        //: Menu that switches the language of the whole app
        title: qsTr("&Language")
        onAboutToShow: bar.buildMenus()

        Instantiator {
            active: bar.ready
            model: LanguageService.languages

            delegate: AppMenuItem {
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

            onObjectAdded: (index, object) => languageMenu.insertItem(index, object)
            onObjectRemoved: (index, object) => languageMenu.removeItem(object)
        }
    }

    Menu {
        id: viewMenu

        objectName: "viewMenu"
        //: Menu with display settings (text size, high contrast)
        title: qsTr("&View")
        onAboutToShow: bar.buildMenus()
    }

    Menu {
        id: helpMenu

        title: qsTr("&Help")
        onAboutToShow: bar.buildMenus()
    }

    Component {
        id: largerTextItem

        AppMenuItem {
            text: qsTr("&Larger text")
            enabled: DisplaySettings.canZoomIn
            onTriggered: DisplaySettings.zoomIn()
        }
    }
    Component {
        id: smallerTextItem

        AppMenuItem {
            text: qsTr("&Smaller text")
            enabled: DisplaySettings.canZoomOut
            onTriggered: DisplaySettings.zoomOut()
        }
    }
    Component {
        id: normalTextItem

        AppMenuItem {
            //: Resets the text size to 100%
            text: qsTr("&Normal text size")
            onTriggered: DisplaySettings.resetZoom()
        }
    }
    Component {
        id: menuSeparator

        MenuSeparator {
        }
    }
    Component {
        id: highContrastItem

        AppMenuItem {
            objectName: "highContrastMenuItem"
            //: Checkable menu item: black-on-white colours with stronger lines, for projectors
            text: qsTr("&High contrast")
            checkable: true
            checked: DisplaySettings.highContrast
            onToggled: DisplaySettings.highContrast = checked
        }
    }
    Component {
        id: reduceMotionItem

        AppMenuItem {
            objectName: "reduceMotionMenuItem"
            //: Checkable menu item: the lab's request tokens stop sliding into place
            text: qsTr("Reduce &motion")
            checkable: true
            checked: DisplaySettings.reduceMotion
            onToggled: DisplaySettings.reduceMotion = checked
        }
    }
    Component {
        id: exportWorksheetItem

        AppMenuItem {
            objectName: "exportWorksheetMenuItem"
            //: File menu entry: saves the current lesson's worksheet as PDF
            text: qsTr("Export &worksheet...")
            // The Start page has no sheet.
            enabled: LessonNavigator.currentLesson !== "start"
        }
    }
    Component {
        id: exportAnswersItem

        AppMenuItem {
            objectName: "exportAnswersMenuItem"
            //: File menu entry: saves the current lesson's answer sheet for the teacher as PDF
            text: qsTr("Export &answer sheet...")
            enabled: LessonNavigator.currentLesson !== "start"
        }
    }
    Component {
        id: exportRunItem

        AppMenuItem {
            objectName: "exportRunMenuItem"
            //: File menu entry: saves one of the page's charts as PNG or its results as CSV
            text: qsTr("Export &chart or table...")
            // The Start page has no chart.
            enabled: LessonNavigator.currentLesson !== "start"
        }
    }
    Component {
        id: resetAllItem

        AppMenuItem {
            objectName: "resetAllMenuItem"
            //: File menu entry; %1 is its shortcut. Asks before every lesson starts over.
            text: qsTr("&Reset all lessons... (%1)").arg(KeyboardShortcuts.keysText("resetAll"))
        }
    }
    Component {
        id: fullScreenItem

        AppMenuItem {
            objectName: "fullScreenMenuItem"
            //: Checkable View menu entry; %1 is its shortcut, e.g. F11
            text: qsTr("&Full screen (%1)").arg(KeyboardShortcuts.keysText("fullScreen"))
            // Checked by buildMenus(), which sees the bar.
            checkable: true
        }
    }
    Component {
        id: presenterModeItem

        AppMenuItem {
            objectName: "presenterModeMenuItem"
            //: Checkable View menu entry; %1 is its shortcut, e.g. F5. Hides the lesson list and makes all text large.
            text: qsTr("&Presenter mode (%1)").arg(KeyboardShortcuts.keysText("presenterMode"))
            checkable: true
            checked: DisplaySettings.presenterMode
            onToggled: DisplaySettings.presenterMode = checked
        }
    }
    Component {
        id: keyboardHelpItem

        AppMenuItem {
            objectName: "keyboardHelpMenuItem"
            //: Help menu entry; %1 is its shortcut, e.g. F1
            text: qsTr("&Keyboard help (%1)").arg(KeyboardShortcuts.keysText("keyboardHelp"))
        }
    }
    Component {
        id: aboutItem

        AppMenuItem {
            objectName: "aboutMenuItem"
            text: qsTr("&About Hotspot Lab")
        }
    }
}
