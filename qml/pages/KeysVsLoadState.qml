import QtQuick
import HotspotLab

// What a class did in "Keys are not load", kept while the app runs (LessonSession): the
// explorer. The questions' chosen options and the mitigations' cause are kept by name.
LessonState {
    readonly property ImbalanceExplorer explorer: ImbalanceExplorer {
        objectName: "imbalanceExplorer"
    }
}
