import QtQuick
import QtQuick.Controls
import HotspotLab

MenuBar {
    id: bar

    signal aboutRequested

    // The menu titles without their mnemonic marker, for screen readers.
    delegate: MenuBarItem {
        Accessible.name: text.replace("&", "")
    }

    Menu {
        id: languageMenu

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
        //: Menu with display settings (text size)
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
    }

    Menu {
        title: qsTr("&Help")

        MenuItem {
            objectName: "aboutMenuItem"
            text: qsTr("About Hotspot Lab")
            Accessible.name: text
            onTriggered: bar.aboutRequested()
        }
    }
}
