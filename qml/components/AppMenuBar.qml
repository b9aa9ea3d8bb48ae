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
    // The menus' entries (AppMenuEntries), loaded by buildMenus(). Typed QtObject: a type
    // named here would be compiled with the bar, at every start.
    property QtObject entries: null
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
        const menuEntries = Qt.createComponent("AppMenuEntries.qml").createObject(bar) as AppMenuEntries;
        entries = menuEntries;
        const menus = [[fileMenu, [menuEntries.exportWorksheetItem, menuEntries.exportAnswersItem, menuEntries.exportRunItem, menuEntries.menuSeparator, menuEntries.resetAllItem]], [viewMenu, [menuEntries.largerTextItem, menuEntries.smallerTextItem, menuEntries.normalTextItem, menuEntries.menuSeparator, menuEntries.highContrastItem, menuEntries.reduceMotionItem, menuEntries.menuSeparator, menuEntries.fullScreenItem, menuEntries.presenterModeItem]], [helpMenu, [menuEntries.keyboardHelpItem, menuEntries.aboutItem]]];
        // A component cannot see this bar (qmllint), so the entries that ask the window for
        // something are wired here, by their component rather than by their place.
        const requests = new Map([[menuEntries.resetAllItem, bar.resetAllRequested], [menuEntries.exportRunItem, bar.exportRunRequested], [menuEntries.fullScreenItem, bar.fullScreenRequested], [menuEntries.keyboardHelpItem, bar.keyboardHelpRequested], [menuEntries.aboutItem, bar.aboutRequested]]);
        for (const [menu, components] of menus) {
            for (const component of components) {
                const item = component.createObject(menu.contentItem);
                menu.addItem(item);
                if (requests.has(component))
                    (item as MenuItem).triggered.connect(requests.get(component));
                if (component === menuEntries.exportWorksheetItem || component === menuEntries.exportAnswersItem) {
                    const answers = component === menuEntries.exportAnswersItem;
                    (item as MenuItem).triggered.connect(() => bar.exportSheetRequested(answers));
                }
                if (component === menuEntries.fullScreenItem)
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

            delegate: (bar.entries as AppMenuEntries)?.languageItem ?? null

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
}
