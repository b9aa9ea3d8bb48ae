# hotspot_add_qml_files(FILE ...): a folder's QML files for the HotspotLab module, given by
# their path below qml/. They are recorded on the hotspotlab target and added to the
# module by hotspot_add_recorded_qml_files() in the top-level CMakeLists.txt, after every
# folder has been read: Qt 6.4 makes each file's QML cache rule in the folder that adds
# it, and a Makefile build finds those rules only in the module's own folder.
function(hotspot_add_qml_files)
    foreach(file IN LISTS ARGN)
        set_property(TARGET hotspotlab APPEND PROPERTY HOTSPOT_RECORDED_QML_FILES qml/${file})
    endforeach()
endfunction()

# Called once, in the top-level CMakeLists.txt, so each file keeps the resource path it
# would have if listed there (qrc:/qt/qml/HotspotLab/qml/<path>, which LessonCatalog's page
# URLs name).
function(hotspot_add_recorded_qml_files)
    get_target_property(files hotspotlab HOTSPOT_RECORDED_QML_FILES)
    if(files)
        qt_target_qml_sources(hotspotlab QML_FILES ${files})
    endif()
endfunction()

# hotspot_add_lesson(FUNCTION): a lesson folder names the function that returns its
# LessonDefinition (in the folder's <Name>Lesson.cpp). hotspot_write_lesson_registry()
# (top-level CMakeLists.txt, after every folder has been read) writes the one file that
# calls them all, so no source file lists the lessons.
function(hotspot_add_lesson definition_function)
    set_property(GLOBAL APPEND PROPERTY HOTSPOT_LESSON_DEFINITIONS ${definition_function})
endfunction()

function(hotspot_write_lesson_registry target)
    get_property(functions GLOBAL PROPERTY HOTSPOT_LESSON_DEFINITIONS)
    set(declarations "")
    set(calls "")
    foreach(function_name IN LISTS functions)
        string(APPEND declarations "LessonDefinition ${function_name}();\n")
        string(APPEND calls "        ${function_name}(),\n")
    endforeach()
    set(registry ${CMAKE_BINARY_DIR}/generated/LessonRegistrations.cpp)
    file(CONFIGURE OUTPUT ${registry} @ONLY CONTENT
"// Written by CMake (hotspot_write_lesson_registry in cmake/HotspotSources.cmake) from the
// lesson folders' hotspot_add_lesson(); do not edit.
#include \"lessons/catalog/LessonDefinition.h\"

${declarations}
QList<LessonDefinition> hotspotRegisteredLessons()
{
    return {
${calls}    };
}
")
    target_sources(${target} PRIVATE ${registry})
endfunction()
