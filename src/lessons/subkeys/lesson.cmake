# Lesson "subkeys": C++ sources (paths from the top of the tree) and QML pages.
list(APPEND HOTSPOT_SOURCES
)
list(APPEND HOTSPOT_QML_FILES
)
list(APPEND HOTSPOT_INCLUDE_DIRS ${CMAKE_CURRENT_LIST_DIR})
