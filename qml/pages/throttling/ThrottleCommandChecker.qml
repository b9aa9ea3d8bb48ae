import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import HotspotLab

// The command checker: index prefixes, one command line, and the verdict with its reason.
ColumnLayout {
    id: panel

    // The lesson's checker (ThrottlingState.qml): the two lines outlive the page.
    required property CommandChecker checker
    property alias prefixText: prefixField.text
    property alias commandText: commandField.text

    Layout.fillWidth: true
    spacing: Theme.spacing

    Label {
        Layout.fillWidth: true
        text: qsTr("Key prefixes of your search indexes (separate them with commas)")
        wrapMode: Text.Wrap
    }
    TextField {
        id: prefixField

        objectName: "throttlePrefixField"
        Layout.fillWidth: true
        text: panel.checker.indexPrefixes
        onTextChanged: panel.checker.indexPrefixes = text
        font.pixelSize: Theme.bodySize
        font.family: "monospace"
        selectByMouse: true
        //: Placeholder of the index prefix field
        placeholderText: qsTr("for example product:, user:")
        Accessible.name: qsTr("Key prefixes of your search indexes")
    }

    Label {
        Layout.fillWidth: true
        text: qsTr("Command line, typed as in the command-line client")
        wrapMode: Text.Wrap
    }
    TextField {
        id: commandField

        objectName: "throttleCommandField"
        Layout.fillWidth: true
        text: panel.checker.command
        onTextChanged: panel.checker.command = text
        font.pixelSize: Theme.bodySize
        font.family: "monospace"
        selectByMouse: true
        placeholderText: "HSET product:42 price 10"
        Accessible.name: qsTr("Command line to check")
    }

    Label {
        Layout.fillWidth: true
        text: qsTr("Try one of these:")
        color: Theme.mutedTextColor
        font.pixelSize: Theme.smallSize
        wrapMode: Text.Wrap
    }
    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacing

        Repeater {
            // A delegate sees only its model data (no outer ids: qmllint), so each entry
            // carries the panel whose command field it fills.
            model: Array.from(panel.checker.exampleCommands, command => ({
                            "command": command,
                            "panel": panel
                        }))

            delegate: TextButton {
                required property var modelData
                required property int index

                objectName: "throttleExample" + index
                text: modelData.command
                font.family: "monospace"
                font.pixelSize: Theme.smallSize
                //: Accessible name of a button that puts an example command into the checker
                Accessible.name: qsTr("Use example: %1").arg(modelData.command)
                onClicked: modelData.panel.commandText = modelData.command
            }
        }
    }

    InfoCard {
        objectName: "throttleCheckerResult"
        heading: panel.checker.headline
        tint: !panel.checker.valid ? Theme.surfaceColor : (panel.checker.throttled ? Theme.dangerSurfaceColor : Theme.goodSurfaceColor)

        Label {
            objectName: "throttleCheckerExplanation"
            Layout.fillWidth: true
            text: panel.checker.explanation
            wrapMode: Text.Wrap
            textFormat: Text.PlainText
        }
        Label {
            Layout.fillWidth: true
            visible: panel.checker.keys.length > 0
            // Array.from: Qt 6.4's qmllint does not know that a QStringList has join().
            //: %1 is the list of keys the command touches
            text: qsTr("Keys in this command: %1").arg(Array.from(panel.checker.keys).join(", "))
            font.pixelSize: Theme.smallSize
            color: Theme.mutedTextColor
            wrapMode: Text.Wrap
            textFormat: Text.PlainText
        }
    }

    InfoCard {
        heading: qsTr("The service's list of throttled commands")

        GridLayout {
            Layout.fillWidth: true
            columns: 2
            columnSpacing: Theme.spacingLarge
            rowSpacing: Theme.spacing

            Label {
                Layout.alignment: Qt.AlignTop
                //: Category of commands that work on hashes
                text: qsTr("Hash")
                font.bold: true
            }
            Label {
                Layout.fillWidth: true
                text: "HSET, HSETNX, HMSET, HINCRBY, HINCRBYFLOAT, HDEL"
                font.family: "monospace"
                wrapMode: Text.Wrap
            }
            Label {
                Layout.alignment: Qt.AlignTop
                //: Category of commands that work on JSON documents
                text: qsTr("JSON")
                font.bold: true
            }
            Label {
                Layout.fillWidth: true
                text: "JSON.SET, JSON.DEL, JSON.NUMINCRBY, JSON.NUMMULTBY, JSON.STRAPPEND, JSON.ARRAPPEND, JSON.ARRINSERT, JSON.ARRPOP, JSON.ARRTRIM, JSON.TOGGLE, JSON.CLEAR, JSON.MERGE"
                font.family: "monospace"
                wrapMode: Text.Wrap
            }
            Label {
                Layout.alignment: Qt.AlignTop
                //: Category of commands that work on any key
                text: qsTr("Generic")
                font.bold: true
            }
            Label {
                Layout.fillWidth: true
                text: "DEL, UNLINK, RENAME, RENAMENX, COPY, RESTORE"
                font.family: "monospace"
                wrapMode: Text.Wrap
            }
        }
        Paragraph {
            words: qsTr("A command with several keys, such as DEL with three keys or RENAME from one key to another, counts as throttled as soon as one of its keys is in an index. Command names may be typed in any case; keys and prefixes are case-sensitive, as in the store.")
            font.pixelSize: Theme.smallSize
        }
    }
}
