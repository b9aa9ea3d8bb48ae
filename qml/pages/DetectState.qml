import QtQuick
import HotspotLab

// What a class did in "Finding the hot key", kept while the app runs (LessonSession): the
// stream, the detectors and both predictions. The view on show is kept by name.
LessonState {
    readonly property HotKeyDetector detector: HotKeyDetector {
        objectName: "hotKeyDetector"
    }
}
