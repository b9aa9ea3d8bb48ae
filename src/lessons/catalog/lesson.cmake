# The list of lessons: ids, titles, goals and pages.
list(APPEND HOTSPOT_SOURCES
    src/lessons/catalog/LessonCatalog.h src/lessons/catalog/LessonCatalog.cpp
    src/lessons/catalog/LessonNavigator.h src/lessons/catalog/LessonNavigator.cpp
)
list(APPEND HOTSPOT_INCLUDE_DIRS ${CMAKE_CURRENT_LIST_DIR})
