# Lesson "keysvsload": C++ sources (paths from the top of the tree) and QML pages.
list(APPEND HOTSPOT_SOURCES
    src/lessons/keysvsload/LoadImbalance.h src/lessons/keysvsload/LoadImbalance.cpp
    src/lessons/keysvsload/ImbalanceExplorer.h src/lessons/keysvsload/ImbalanceExplorer.cpp
    src/lessons/keysvsload/ImbalanceWorkedExample.h src/lessons/keysvsload/ImbalanceWorkedExample.cpp
)
list(APPEND HOTSPOT_QML_FILES
    qml/pages/KeysVsLoadPage.qml
    qml/pages/keysvsload/KeysVsLoadExplorer.qml
    qml/pages/keysvsload/KeysVsLoadBarChart.qml
    qml/pages/keysvsload/KeysVsLoadMitigations.qml
    qml/pages/keysvsload/KeysVsLoadQuestion.qml
)
list(APPEND HOTSPOT_INCLUDE_DIRS ${CMAKE_CURRENT_LIST_DIR})
