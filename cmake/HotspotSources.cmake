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
