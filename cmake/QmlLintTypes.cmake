# For qmllint (all_qmllint) only: Qt 6.4.2's own type information has gaps that make
# qmllint report correct QML as wrong. hotspot_qmllint_types() writes corrected copies of
# exactly the affected Qt files into <build>/qmllint-types/, and the QML modules put that
# directory first on their QML import path (QT_QML_IMPORT_PATH; qmlcachegen reads it
# too and sees the same, corrected types). Every fix is a text replacement that must
# match Qt's file: on a Qt that has no gap there is nothing to replace and the copy
# equals Qt's own file. Nothing here is used at run time.
#
#  1. QtCharts/plugins.qmltypes declares two components named "QValueAxis": ValueAxis
#     and the deprecated ValuesAxis. The later one hides the first, so every ValueAxis
#     and all its properties are "not found". The deprecated one gets a name of its own.
#  2. builtins.qmltypes lacks two types that are valid property types at run time:
#     qlonglong (our qint64 counters) and QLocale (SpinBox.locale, QtCharts'
#     ChartView.locale). They are added as plain value types.
function(hotspot_qmllint_types out_var)
    set(qt_qml_dir "${QT6_INSTALL_PREFIX}/${QT6_INSTALL_QML}")
    set(out_dir "${CMAKE_BINARY_DIR}/qmllint-types")

    file(READ "${qt_qml_dir}/QtCharts/plugins.qmltypes" charts_types)
    string(CONCAT deprecated_value_axis
        "        name: \"QValueAxis\"\n"
        "        accessSemantics: \"reference\"\n"
        "        prototype: \"QAbstractAxis\"\n"
        "        exports: [\n"
        "            \"QtCharts/ValuesAxis 1.0\",")
    string(REPLACE "name: \"QValueAxis\"" "name: \"QValuesAxis\"" renamed_axis "${deprecated_value_axis}")
    string(REPLACE "${deprecated_value_axis}" "${renamed_axis}" charts_types "${charts_types}")
    file(WRITE "${out_dir}/QtCharts/plugins.qmltypes" "${charts_types}")
    configure_file("${qt_qml_dir}/QtCharts/qmldir" "${out_dir}/QtCharts/qmldir" COPYONLY)

    file(READ "${qt_qml_dir}/builtins.qmltypes" builtins)
    set(missing_builtins "")
    foreach(type qlonglong QLocale)
        if(NOT builtins MATCHES "name: \"${type}\"")
            string(APPEND missing_builtins
                "    Component {\n        name: \"${type}\"\n"
                "        accessSemantics: \"value\"\n    }\n")
        endif()
    endforeach()
    string(REPLACE "name: \"qlonglong\"\n        accessSemantics"
        "name: \"qlonglong\"\n        extension: \"Number\"\n        accessSemantics"
        missing_builtins "${missing_builtins}")
    string(REGEX REPLACE "}[ \t\r\n]*$" "${missing_builtins}}\n" builtins "${builtins}")
    file(WRITE "${out_dir}/builtins.qmltypes" "${builtins}")

    set(${out_var} "${out_dir}" PARENT_SCOPE)
endfunction()
