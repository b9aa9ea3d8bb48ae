# App shell: command line, settings, display preferences, screenshots.
list(APPEND HOTSPOT_SOURCES
    src/app/AppSettings.h src/app/AppSettings.cpp
    src/app/CommandLine.h src/app/CommandLine.cpp
    src/app/DisplaySettings.h src/app/DisplaySettings.cpp
    src/app/ScreenshotWriter.h src/app/ScreenshotWriter.cpp
    src/app/AppInfo.h src/app/AppInfo.cpp
    src/app/AppRunner.h src/app/AppRunner.cpp
    src/app/KeyboardShortcuts.h src/app/KeyboardShortcuts.cpp
    src/app/LiveAnnouncer.h src/app/LiveAnnouncer.cpp
)
list(APPEND HOTSPOT_INCLUDE_DIRS ${CMAKE_CURRENT_LIST_DIR})
