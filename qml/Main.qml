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
    }

    Shortcut {
        sequences: ["Ctrl++", "Ctrl+="]
        onActivated: DisplaySettings.zoomIn()
    }
    Shortcut {
        sequence: "Ctrl+-"
        onActivated: DisplaySettings.zoomOut()
    }
    Shortcut {
        sequence: "Ctrl+0"
        onActivated: DisplaySettings.resetZoom()
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
}
