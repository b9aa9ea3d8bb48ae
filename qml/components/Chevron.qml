import QtQuick
import HotspotLab

// The font's chevron "›", turned to point up or down: the arrow of the combo and spin
// boxes, where Fusion has an arrow image (the first image a page shows makes Qt load every
// image-format plugin, about 4 M instructions). Bold, at a size a page has loaded already.
Text {
    property bool pointsUp: false
    // The chevron's ink sits an eighth of its size below the middle of its line: turned,
    // that is a sideways shift. Add this to the chevron's horizontal place to undo it.
    readonly property real inkShift: (pointsUp ? -1 : 1) * Math.round(font.pixelSize / 8)

    text: "›"
    rotation: pointsUp ? -90 : 90
    font.pixelSize: Theme.bodySize
    font.bold: true
    font.preferShaping: false
    Accessible.ignored: true
}
