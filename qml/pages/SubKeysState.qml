import QtQuick
import HotspotLab

// What a class did in "Splitting a hot key", kept while the app runs (LessonSession): the
// explorer's sliders. The typed answers and the open discussion are kept by name.
LessonState {
    readonly property SubKeySplit explorer: SubKeySplit {
        objectName: "subKeyExplorer"
        subKeyCount: 8
    }
}
