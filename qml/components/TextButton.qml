import QtQuick
import QtQuick.Controls
import HotspotLab

// Fusion's Button keeps 4 px of padding whatever its font, so at projector text sizes
// the label touches the frame: the padding grows with the text size.
Button {
    verticalPadding: Theme.buttonPadding
    horizontalPadding: 2 * Theme.buttonPadding
}
