import QtQuick
import HotspotLab

// A small sign drawn from rectangles, for characters the app's font (Noto Sans) lacks:
// a tick (✓), a cross (✗) and a house (⌂). Each of those made Qt load a fallback font the
// first time it was shown, which costs time and memory. The sign is a picture: the words beside
// it carry the meaning, so a screen reader skips it. Only the strokes of the chosen kind
// are made; with none, the sign is hidden.
Item {
    id: sign

    enum Kind {
        None,
        Tick,
        Cross,
        House
    }

    property int kind: DrawnSign.None
    property color color: Theme.textColor
    // The sign's width and height: about 0.8 of the pixel size of the text beside it.
    property real size: Math.round(Theme.bodySize * 0.8)
    // Strokes about as heavy as bold text of that size.
    readonly property real strokeWidth: Math.max(2, Math.round(size / 5.5))

    visible: kind !== DrawnSign.None
    implicitWidth: Math.round(size)
    implicitHeight: Math.round(size)
    Accessible.ignored: true

    Repeater {
        // Each stroke runs from (x1, y1) to (x2, y2), in parts of the sign's width and
        // height; `thick` is its thickness in parts of the height (0: the stroke width).
        // Delegates cannot name ids outside themselves (qmllint): each entry carries the sign.
        model: {
            let strokes = [];
            switch (sign.kind) {
            case DrawnSign.Tick:
                // Down to the bottom a third of the way in, then up to the top right.
                strokes = [[0.08, 0.52, 0.38, 0.82, 0], [0.38, 0.82, 0.95, 0.15, 0]];
                break;
            case DrawnSign.Cross:
                strokes = [[0.15, 0.15, 0.85, 0.85, 0], [0.15, 0.85, 0.85, 0.15, 0]];
                break;
            case DrawnSign.House:
                // The roof's two slopes, then the walls as one broad stroke.
                strokes = [[0.02, 0.5, 0.5, 0.06, 0], [0.5, 0.06, 0.98, 0.5, 0], [0.18, 0.7, 0.82, 0.7, 0.5]];
                break;
            }
            return strokes.map(stroke => ({
                            "owner": sign,
                            "stroke": stroke
                        }));
        }

        delegate: Rectangle {
            required property var modelData
            readonly property Item owner: modelData.owner
            readonly property var stroke: modelData.stroke
            readonly property real dx: (stroke[2] - stroke[0]) * owner.width
            readonly property real dy: (stroke[3] - stroke[1]) * owner.height
            readonly property bool broad: stroke[4] > 0

            // A stroke's round ends reach past its points, so two strokes meet without a notch.
            width: Math.sqrt(dx * dx + dy * dy) + (broad ? 0 : height)
            height: broad ? stroke[4] * owner.height : (owner as DrawnSign).strokeWidth
            radius: broad ? 0 : height / 2
            x: (stroke[0] + stroke[2]) / 2 * owner.width - width / 2
            y: (stroke[1] + stroke[3]) / 2 * owner.height - height / 2
            rotation: Math.atan2(dy, dx) * 180 / Math.PI
            color: (owner as DrawnSign).color
            antialiasing: !broad
        }
    }
}
