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

# The benchmark's first-frame report, shared by the app (AppRunner) and the floor in
# bench/floor: its own small library on Qt Quick alone, so the floor links nothing else
# of the app and stays "one button and one chart".
add_library(hotspotfirstframe STATIC src/app/FirstFrameReport.h src/app/FirstFrameReport.cpp)
target_include_directories(hotspotfirstframe PUBLIC ${CMAKE_CURRENT_LIST_DIR})
target_link_libraries(hotspotfirstframe PUBLIC Qt6::Core Qt6::Quick)
