import QtQuick
import QtQuick.Layouts
import HotspotLab

// A section that folds away: its heading is a button that opens and closes it. Closed by
// default, so reference parts (the model's limits, the sources, a model answer) do not
// stand between a student and the lesson. A click, Space, Enter or a screen reader's
// press opens it. Qt 6.4 has no Accessible.expanded (it came in 6.5), so the heading is a
// toggle button, pressed while open (a checkable Button reads as a check box in 6.4).
// Set keptIn to the lesson's state, and a part a class opened is open again when its page
// is built again. It is kept under the part's objectName, which must therefore be unique
// within the lesson (two parts of one name would open and close together).
ColumnLayout {
    id: foldout

    property string title
    // What a screen reader calls the heading, when the title alone repeats on the page.
    property string accessibleName: title
    property bool expanded: false
    // A section's heading by default; a model answer under a question uses body size.
    property real titleSize: Theme.headingSize
    property LessonState keptIn: null
    default property alias content: body.data

    Layout.fillWidth: true
    Layout.topMargin: titleSize >= Theme.headingSize ? Theme.spacingLarge : 0
    spacing: Theme.spacing

    // Lays the body out at once, for content made after the part opened (TeacherNotesPart).
    function placeContent() {
        body.ensurePolished();
    }

    Component.onCompleted: {
        if (keptIn && objectName.length > 0)
            expanded = keptIn.value(objectName + "Expanded", false);
    }
    onExpandedChanged: {
        if (keptIn && objectName.length > 0)
            keptIn.setValue(objectName + "Expanded", expanded || undefined);
    }

    FlatTextButton {
        id: header

        objectName: foldout.objectName + "Button"
        text: foldout.title
        font.pixelSize: foldout.titleSize
        font.bold: true
        // Not checkable: a checkable Button reads as a check box in Qt 6.4. The accessible
        // toggle state is set here instead.
        Accessible.checkable: true
        Accessible.checked: foldout.expanded
        Accessible.name: foldout.accessibleName
        Accessible.onToggleAction: AccessibleActions.press(header)
        onClicked: foldout.expanded = !foldout.expanded

        // The mark says open or closed at a glance: a chevron that turns down when open.
        // Drawn from the app's own font, turned; a triangle (▸ ▾) is not in it, and the
        // fallback font Qt loads for it cost every page with a part that folds away.
        contentItem: Row {
            spacing: Theme.spacing

            Text {
                Accessible.ignored: true
                text: "›"
                rotation: foldout.expanded ? 90 : 0
                font: header.font
                color: header.palette.buttonText
            }
            Text {
                Accessible.ignored: true
                text: header.text
                font: header.font
                color: header.palette.buttonText
            }
        }
    }

    ColumnLayout {
        id: body

        objectName: foldout.objectName + "Body"
        Layout.fillWidth: true
        visible: foldout.expanded
        spacing: Theme.spacing
    }
}
