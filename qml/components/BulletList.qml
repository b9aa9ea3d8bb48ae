import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import HotspotLab

// A list of short points. Bind `items` to an array of translated strings.
// The rows sit in a Column, not a ColumnLayout: in Qt 6.4 a layout that is hidden (the
// closed About dialog, a collapsed card) keeps the rows a language switch has replaced,
// and its next resize (a zoom step, another switch) touched the deleted rows and crashed.
Column {
    id: list

    property var items: []
    // The Repeater's model holds no text, only the row count (an int notifies only when
    // it changes): a language switch, which replaces `items`, leaves the rows in place
    // and each re-reads its text. A model of the texts made the Repeater destroy and
    // create every row on each switch, a third of the switch's time.
    readonly property int rowCount: items.length
    // The rows are made the first time the list is shown, then kept. A list in a closed
    // part or in a card that waits for the guided steps costs nothing until it opens: on
    // the lab page that was about 80 objects built hidden. A list
    // shown from the start makes them as it is created, in its page's first layout.
    readonly property bool rowsMade: visible || shownBefore
    property bool shownBefore: false

    // The width of its parent also where no layout sets it: a layout that was hidden when
    // its items were made (a closed Foldout) does not arrange them when it is shown (Qt
    // 6.4), and a Column of zero width places no rows, so the list stayed empty and its
    // rows were drawn on one line (tests/cpp/tst_mainwindow.cpp, referencePartsFoldAway).
    width: parent ? parent.width : 0
    Layout.fillWidth: true
    spacing: Theme.spacing

    onVisibleChanged: {
        if (visible)
            shownBefore = true;
    }
    Component.onCompleted: {
        if (visible)
            shownBefore = true;
    }

    Repeater {
        // A delegate sees only its model data (no outer ids: qmllint), so each row
        // carries the list it belongs to.
        model: Array.from({
                "length": list.rowsMade ? list.rowCount : 0
            }, (_, row) => ({
                        "owner": list,
                        "row": row
                    }))

        // Plain items, no layout inside a row, for the same reason.
        delegate: Item {
            id: row

            required property var modelData

            objectName: "bulletItem"
            width: parent ? parent.width : 0
            implicitHeight: Math.max(bullet.implicitHeight, text.implicitHeight)

            Label {
                id: bullet

                text: "•"
                Accessible.ignored: true
            }
            Paragraph {
                id: text

                x: bullet.implicitWidth + Theme.spacing
                width: row.width - x
                words: row.modelData.owner.items[row.modelData.row] ?? ""
            }
        }
    }
}
