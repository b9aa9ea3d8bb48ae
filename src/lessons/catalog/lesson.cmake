# The list of lessons: ids, titles, goals and pages.
list(APPEND HOTSPOT_SOURCES
    src/lessons/catalog/LessonCatalog.h src/lessons/catalog/LessonCatalog.cpp
)
list(APPEND HOTSPOT_INCLUDE_DIRS ${CMAKE_CURRENT_LIST_DIR})
