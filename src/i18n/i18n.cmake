# Runtime language switching.
list(APPEND HOTSPOT_SOURCES
    src/i18n/LanguageService.h src/i18n/LanguageService.cpp
    src/i18n/LanguageChangeWatcher.h src/i18n/LanguageChangeWatcher.cpp
)
list(APPEND HOTSPOT_INCLUDE_DIRS ${CMAKE_CURRENT_LIST_DIR})
