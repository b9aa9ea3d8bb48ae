# Lesson "subkeys": C++ sources (paths from the top of the tree) and QML pages.
list(APPEND HOTSPOT_SOURCES
    src/lessons/subkeys/AnswerParser.cpp
    src/lessons/subkeys/AnswerParser.h
    src/lessons/subkeys/SubKeyAnswer.cpp
    src/lessons/subkeys/SubKeyAnswer.h
    src/lessons/subkeys/SubKeyMath.cpp
    src/lessons/subkeys/SubKeyMath.h
    src/lessons/subkeys/SubKeySplit.cpp
    src/lessons/subkeys/SubKeySplit.h
)
list(APPEND HOTSPOT_QML_FILES
    qml/pages/SubKeysPage.qml
    qml/pages/subkeys/SubKeyAnswerField.qml
    qml/pages/subkeys/SubKeyFigure.qml
    qml/pages/subkeys/SubKeyLoadChart.qml
)
list(APPEND HOTSPOT_INCLUDE_DIRS ${CMAKE_CURRENT_LIST_DIR})
