# Lesson "lab": C++ sources (paths from the top of the tree) and QML pages.
list(APPEND HOTSPOT_SOURCES
    src/lessons/lab/LabSimulation.h src/lessons/lab/LabSimulation.cpp
    src/lessons/lab/LabTableModel.h src/lessons/lab/LabTableModel.cpp
    src/lessons/lab/PartitionLab.h src/lessons/lab/PartitionLab.cpp
)
list(APPEND HOTSPOT_QML_FILES
    qml/pages/LabPage.qml
    qml/pages/lab/LabActionButton.qml
    qml/pages/lab/LabBody.qml
    qml/pages/lab/LabGuide.qml
    qml/pages/lab/LabKeyChip.qml
    qml/pages/lab/LabShareChart.qml
    qml/pages/lab/LabTable.qml
)
list(APPEND HOTSPOT_INCLUDE_DIRS ${CMAKE_CURRENT_LIST_DIR})
