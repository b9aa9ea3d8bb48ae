import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import HotspotLab

ApplicationWindow {
    id: window

    // Set by the command line (--lesson); empty opens the Start page.
    property string initialLesson
    property string currentLesson: LessonCatalog.contains(initialLesson) ? initialLesson : "start"

    function openLesson(lessonId: string) {
        if (LessonCatalog.contains(lessonId))
            currentLesson = lessonId;
    }

    width: 1280
    height: 800
    minimumWidth: 640
    minimumHeight: 480
    visible: true
    title: "Hotspot Lab"
    color: Theme.windowColor
    font.pixelSize: Theme.bodySize

    menuBar: AppMenuBar {
        onAboutRequested: aboutDialog.open()
    }

    Shortcut {
        sequences: [StandardKey.ZoomIn, "Ctrl+="]
        onActivated: DisplaySettings.zoomIn()
    }
    Shortcut {
        sequences: [StandardKey.ZoomOut]
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
            currentLesson: window.currentLesson
            onLessonChosen: lessonId => window.openLesson(lessonId)
        }

        Loader {
            id: pageLoader

            objectName: "pageLoader"
            Layout.fillWidth: true
            Layout.fillHeight: true
            source: LessonCatalog.pageUrl(window.currentLesson)

            Connections {
                target: pageLoader.item
                ignoreUnknownSignals: true

                function onLessonRequested(lessonId: string) {
                    window.openLesson(lessonId);
                }
            }
        }
    }

    AboutDialog {
        id: aboutDialog

        objectName: "aboutDialog"
    }
}
