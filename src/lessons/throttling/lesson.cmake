# Lesson "throttling": C++ sources (paths from the top of the tree) and QML pages.
list(APPEND HOTSPOT_SOURCES
    src/lessons/throttling/ThrottleCore.h src/lessons/throttling/ThrottleCore.cpp
    src/lessons/throttling/ThrottleSimulation.h src/lessons/throttling/ThrottleSimulation.cpp
    src/lessons/throttling/CommandRules.h src/lessons/throttling/CommandRules.cpp
    src/lessons/throttling/CommandChecker.h src/lessons/throttling/CommandChecker.cpp
)
list(APPEND HOTSPOT_QML_FILES
    qml/pages/ThrottlingPage.qml
    qml/pages/throttling/ThrottleMetricTile.qml
    qml/pages/throttling/ThrottleChart.qml
    qml/pages/throttling/ThrottleCommandChecker.qml
)
list(APPEND HOTSPOT_INCLUDE_DIRS ${CMAKE_CURRENT_LIST_DIR})
