import QtQuick
import HotspotLab

// What a class did in "Write throttling", kept while the app runs (LessonSession): the
// scenario, its clock and prediction, and the command checker's two lines. The clock's
// speed is kept by name; the clock itself stops when the page goes.
LessonState {
    readonly property ThrottleSimulation simulation: ThrottleSimulation {
        objectName: "throttleSimulation"
        Component.onCompleted: applyPreset("sustained")
    }
    readonly property CommandChecker commandChecker: CommandChecker {
        objectName: "commandChecker"
        indexPrefixes: exampleIndexPrefixes
        command: exampleCommands[0]
    }
}
