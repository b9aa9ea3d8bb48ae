pragma Singleton
import QtQuick
import HotspotLab

// Spacing, colours and type sizes for every page. Font sizes follow the text size the
// user picked (Ctrl+Plus / Ctrl+Minus), so a projector can show the whole app larger.
QtObject {
    readonly property real textScale: DisplaySettings.textScale

    // Type
    readonly property real bodySize: 15 * textScale
    readonly property real smallSize: 13 * textScale
    readonly property real headingSize: 20 * textScale
    readonly property real titleSize: 28 * textScale
    readonly property real figureSize: 24 * textScale
    readonly property font chartTitleFont: Qt.font({
            "pixelSize": bodySize,
            "bold": true
        })
    readonly property font chartLabelFont: Qt.font({
            "pixelSize": smallSize
        })
    readonly property font chartEmphasisFont: Qt.font({
            "pixelSize": smallSize,
            "bold": true
        })

    // Spacing and sizes
    readonly property int spacingSmall: 4
    readonly property int spacing: 8
    readonly property int spacingLarge: 16
    readonly property int spacingHuge: 32
    readonly property int pageMargin: 24
    readonly property int radius: 6
    readonly property int navigationWidth: Math.round(220 * Math.max(1, textScale))
    readonly property int readableWidth: Math.round(860 * Math.max(1, textScale))
    readonly property int chartHeight: 300
    readonly property int borderWidth: 1
    readonly property int focusWidth: 2
    // Radio indicators and slider handles: Fusion's 14 px, grown with the text size.
    readonly property int indicatorSize: Math.round(14 * Math.max(1, textScale))

    // Colours (WCAG AA against their backgrounds)
    readonly property color windowColor: "#f6f7f9"
    readonly property color surfaceColor: "#ffffff"
    readonly property color navigationColor: "#eceff3"
    readonly property color textColor: "#1b1f24"
    readonly property color mutedTextColor: "#4a5361"
    readonly property color borderColor: "#c9d0d9"
    readonly property color accentColor: "#1a5fb4"
    readonly property color accentTextColor: "#ffffff"
    readonly property color goodColor: "#1e7a34"
    readonly property color warningColor: "#9a5b00"
    readonly property color dangerColor: "#b3261e"
    readonly property color highlightSurfaceColor: "#e8f0fb"
    readonly property color dangerSurfaceColor: "#fbeaea"
    readonly property color goodSurfaceColor: "#e7f4ea"

    // Okabe-Ito colours: told apart with the common colour-vision deficiencies.
    readonly property var partitionColors: ["#0072b2", "#e69f00", "#009e73", "#cc79a7", "#56b4e9", "#d55e00", "#8c7a00", "#555555"]

    function partitionColor(index: int): color {
        return partitionColors[index % partitionColors.length];
    }
}
