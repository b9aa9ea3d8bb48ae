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
        onAboutRequested: aboutDialog.open()
        onKeyboardHelpRequested: keyboardHelpDialog.open()
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
        onActivated: keyboardHelpDialog.open()
    }

    RowLayout {
        anchors.fill: parent
        spacing: 0

        NavigationPane {
            Layout.fillHeight: true
            Layout.preferredWidth: Theme.navigationWidth
        }

        Loader {
            objectName: "pageLoader"
            Layout.fillWidth: true
            Layout.fillHeight: true
            source: LessonNavigator.currentPageUrl
        }
    }

    AboutDialog {
        id: aboutDialog

        objectName: "aboutDialog"
    }

    KeyboardHelpDialog {
        id: keyboardHelpDialog

        objectName: "keyboardHelpDialog"
    }

    FocusRing {
    }
}
