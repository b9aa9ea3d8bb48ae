import QtQuick
import QtQuick.Layouts
import HotspotLab

// "For teachers" at the end of a lesson page: the learning goals, a plan for a 45- and a
// 90-minute class, how to run the predictions, the answers and the misconceptions
// (TeacherGuide, the same texts as the answer sheet). Closed by default, below the
// lesson, so it never stands in a student's way; its texts are made only while it is open.
Foldout {
    id: part

    required property string lessonId

    objectName: "teacherNotes"
    //: Heading of the closed part at the end of every lesson page, meant for the teacher
    title: qsTr("For teachers")

    // True from the turn after the first frame that shows the part open. Its texts are
    // made then, not in the press's own polish pass: a language switch in that same pass
    // made Qt 6.4's layouts report a polish loop (docs/qt-6.4-limits.md).
    property bool contentDue: false

    onExpandedChanged: {
        if (!expanded)
            contentDue = false;
    }

    AfterFirstFrame {
        window: part.Window.window
        enabled: part.expanded && !part.contentDue
        onDue: {
            part.contentDue = true;
            // The texts are there now. Qt 6.4's layouts could miss them after a language
            // switch in the pass that closed another part, leaving them unplaced at height
            // 0 for good (docs/qt-6.4-limits.md): place them here.
            content.ensurePolished();
            part.placeContent();
        }
    }

    TeacherGuide {
        id: guide

        lessonId: part.lessonId
        active: part.expanded && part.contentDue
    }

    // A Column, not a layout, holds the Repeater (tests/cpp/tst_layoutrules.cpp).
    Column {
        id: content

        objectName: "teacherNotesContent"
        Layout.fillWidth: true
        spacing: Theme.spacingLarge

        Paragraph {
            width: parent.width
            visible: words.length > 0
            words: guide.sheetsText
            color: Theme.mutedTextColor
        }

        Repeater {
            model: guide.parts

            delegate: Column {
                id: partColumn

                required property var modelData
                required property int index

                objectName: "teacherNotesPart" + index
                width: parent ? parent.width : 0
                spacing: Theme.spacing

                Paragraph {
                    width: partColumn.width
                    words: partColumn.modelData.title
                    font.bold: true
                    Accessible.role: Accessible.Heading
                }
                BulletList {
                    items: partColumn.modelData.items
                }
            }
        }
    }
}
