import QtQuick
import HotspotLab

// What a class did in the lab, kept while the app runs (LessonSession): the run, the
// guided steps with their predictions, and "Try a fix" with its own prediction.
LessonState {
    readonly property PartitionLab lab: PartitionLab {
        id: partitionLab

        objectName: "partitionLab"
    }
    readonly property LabGuide guide: LabGuide {
        objectName: "labGuideModel"
        lab: partitionLab
        fixLab: mitigationLab
    }
    readonly property MitigationLab fixLab: MitigationLab {
        id: mitigationLab

        objectName: "mitigationLab"
    }
    // The part the lab's pane shows: 0 the run, 1 "Try a fix" (LabSimulation.qml).
    property int simulationPart: 0
}
