import QtQuick
import HotspotLab

// What a class did in "Splitting a hot key", kept while the app runs (LessonSession): the
// explorer's sliders. The typed answers and the open discussion are kept by name.
LessonState {
    // It starts with 3 sub-keys, a case no question asks about: the explorer is in view
    // beside the questions, and at 1 or 8 sub-keys its figures would be their answers.
    readonly property SubKeySplit explorer: SubKeySplit {
        objectName: "subKeyExplorer"
        subKeyCount: 3
    }
}
