import QtQuick
import QtQuick.Controls
import HotspotLab

MenuBar {
    id: bar

    signal aboutRequested
    signal keyboardHelpRequested

    // The menu titles without their mnemonic marker, for screen readers.
    delegate: MenuBarItem {
        Accessible.name: text.replace("&", "")
    }

    Menu {
        id: languageMenu

        objectName: "languageMenu"
        //: Menu that switches the language of the whole app
        title: qsTr("&Language")

        Instantiator {
            model: LanguageService.languages

            delegate: MenuItem {
                required property var modelData

                objectName: "languageMenuItem_" + modelData.code
                text: modelData.name
                checkable: true
                checked: LanguageService.language === modelData.code
                // Each language keeps its own name; the description says what it does.
                Accessible.name: text
                //: Screen-reader description of an entry in the Language menu
                Accessible.description: qsTr("Switches the whole app to this language")
                onTriggered: LanguageService.setLanguage(modelData.code)
            }

            onObjectAdded: (index, object) => languageMenu.insertItem(index, object)
            onObjectRemoved: (index, object) => languageMenu.removeItem(object)
        }
    }

    Menu {
        //: Menu with display settings (text size, high contrast)
        title: qsTr("&View")

        MenuItem {
            text: qsTr("Larger text")
            Accessible.name: text
            enabled: DisplaySettings.canZoomIn
            onTriggered: DisplaySettings.zoomIn()
        }
        MenuItem {
            text: qsTr("Smaller text")
            Accessible.name: text
            enabled: DisplaySettings.canZoomOut
            onTriggered: DisplaySettings.zoomOut()
        }
        MenuItem {
            //: Resets the text size to 100%
            text: qsTr("Normal text size")
            Accessible.name: text
            onTriggered: DisplaySettings.resetZoom()
        }
        MenuSeparator {
        }
        MenuItem {
            objectName: "highContrastMenuItem"
            //: Checkable menu item: black-on-white colours with stronger lines, for projectors
            text: qsTr("High contrast")
            Accessible.name: text
            checkable: true
            checked: DisplaySettings.highContrast
            onToggled: DisplaySettings.highContrast = checked
        }
    }

    Menu {
        title: qsTr("&Help")

        MenuItem {
            objectName: "keyboardHelpMenuItem"
            //: Help menu entry; %1 is its shortcut, e.g. F1
            text: qsTr("Keyboard help (%1)").arg(KeyboardShortcuts.keysText("keyboardHelp"))
            Accessible.name: text
            onTriggered: bar.keyboardHelpRequested()
        }
        MenuItem {
            objectName: "aboutMenuItem"
            text: qsTr("About Hotspot Lab")
            Accessible.name: text
            onTriggered: bar.aboutRequested()
        }
    }
}
