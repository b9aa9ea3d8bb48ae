# Lesson "lab": C++ sources (paths from the top of the tree) and QML pages.
list(APPEND HOTSPOT_SOURCES
    src/lessons/lab/LabSimulation.h src/lessons/lab/LabSimulation.cpp
    src/lessons/lab/LabTableModel.h src/lessons/lab/LabTableModel.cpp
    src/lessons/lab/PartitionLab.h src/lessons/lab/PartitionLab.cpp
)
list(APPEND HOTSPOT_QML_FILES
)
list(APPEND HOTSPOT_INCLUDE_DIRS ${CMAKE_CURRENT_LIST_DIR})
