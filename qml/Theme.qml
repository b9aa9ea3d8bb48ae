pragma Singleton
import QtQuick
import HotspotLab

// Spacing, colours and type sizes for every page. Font sizes follow the text size the
// user picked (Ctrl+Plus / Ctrl+Minus), so a projector can show the whole app larger.
QtObject {
    readonly property real textScale: DisplaySettings.textScale

    // Type
    readonly property real bodySize: DisplaySettings.bodyPixelSize * textScale
    readonly property real smallSize: 13 * textScale
    readonly property real headingSize: 20 * textScale
    readonly property real titleSize: 28 * textScale
    readonly property real figureSize: 24 * textScale
    // Qt.font() drops a size's fraction where a font.pixelSize binding rounds it: rounded
    // here, a chart's font at 110% text is the same font as the text beside it.
    readonly property font chartTitleFont: Qt.font({
            "pixelSize": Math.round(bodySize),
            "bold": true,
            "preferShaping": false
        })
    readonly property font chartLabelFont: Qt.font({
            "pixelSize": Math.round(smallSize),
            "preferShaping": false
        })
    readonly property font chartEmphasisFont: Qt.font({
            "pixelSize": Math.round(smallSize),
            "bold": true,
            "preferShaping": false
        })

    // Spacing and sizes
    readonly property int spacingSmall: 4
    readonly property int spacing: 8
    readonly property int spacingLarge: 16
    readonly property int spacingHuge: 32
    readonly property int pageMargin: 24
    readonly property int radius: 6
    // The waiting sign (WaitingBadge): a disc that grows with the small text.
    readonly property int waitingBadgeSize: Math.round(smallSize * 1.2)
    // Grows with the text, but not past 1.5 times: at the largest text the lesson, not the
    // list of lessons, gets the width (the entries wrap instead).
    readonly property int navigationWidth: Math.round(220 * Math.min(1.5, Math.max(1, textScale)))
    // The navigation as a rail of lesson numbers (NavigationPane.compact).
    readonly property int navigationRailWidth: Math.round(56 * Math.max(1, textScale))
    // The divider between a lesson's narrative and its simulation: wide enough to grab.
    readonly property int dividerWidth: 12
    readonly property int readableWidth: Math.round(860 * Math.max(1, textScale))
    // Charts grow with the text, so their axis labels keep room to be drawn in full.
    readonly property int chartHeight: Math.round(300 * Math.max(1, textScale))
    // The lab's request tokens (LabQueuePicture): a row of four is one step of work.
    readonly property int tokenSize: Math.round(10 * Math.max(1, textScale))
    readonly property int tokenGap: Math.max(2, Math.round(tokenSize / 5))
    // The length of `count` tokens side by side (or rows of them stacked), gaps between.
    function tokenExtent(count: int): int {
        return count * (tokenSize + tokenGap) - tokenGap;
    }
    // A zone's count line above its tokens, fixed so the zone names beside them line up.
    readonly property int tokenCountHeight: Math.ceil(smallSize * 1.4)
    readonly property int borderWidth: highContrast ? 2 : 1
    readonly property int focusWidth: highContrast ? 3 : 2
    // Radio indicators and slider handles: Fusion's 14 px, grown with the text size.
    readonly property int indicatorSize: Math.round(14 * Math.max(1, textScale))
    // Button padding: Fusion's 4 px, grown with the text size (TextButton).
    readonly property int buttonPadding: Math.round(4 * Math.max(1, textScale))

    // Colours: every text colour reaches WCAG AA (4.5:1) on every surface it is drawn on,
    // in both palettes (tests/qml/tst_theme.qml checks it). The high-contrast palette is for
    // washed-out projectors: black on white, darker colours, borders and chart colours
    // that reach 4.5:1 as well.
    readonly property bool highContrast: DisplaySettings.highContrast
    readonly property color windowColor: highContrast ? "#ffffff" : "#f6f7f9"
    readonly property color surfaceColor: "#ffffff"
    readonly property color navigationColor: highContrast ? "#ffffff" : "#eceff3"
    readonly property color textColor: highContrast ? "#000000" : "#1b1f24"
    readonly property color mutedTextColor: highContrast ? "#1b1f24" : "#4a5361"
    readonly property color borderColor: highContrast ? "#000000" : "#c9d0d9"
    // Chart grid lines, and the baseline the bars stand on.
    readonly property color chartGridColor: highContrast ? "#6b7480" : "#dde1e6"
    readonly property color chartBaselineColor: highContrast ? "#000000" : "#6b7480"
    // Outline of controls drawn by the app itself (key chips): 3:1 against the surface.
    readonly property color controlBorderColor: highContrast ? "#000000" : "#6b7480"
    readonly property color accentColor: highContrast ? "#0b3d91" : "#1a5fb4"
    readonly property color accentTextColor: "#ffffff"
    readonly property color goodColor: highContrast ? "#0b5a1f" : "#1e7a34"
    readonly property color warningColor: highContrast ? "#6e3f00" : "#9a5b00"
    readonly property color dangerColor: highContrast ? "#8e1a14" : "#b3261e"
    readonly property color highlightSurfaceColor: highContrast ? "#fff1a8" : "#e8f0fb"
    // The throttling charts' shading of the minutes with throttling on: light enough that
    // the lines and grid show through it.
    readonly property color throttleShadeColor: highContrast ? Qt.rgba(0.56, 0.1, 0.08, 0.2) : Qt.rgba(0.7, 0.15, 0.12, 0.12)
    readonly property color dangerSurfaceColor: highContrast ? "#ffe3e0" : "#fbeaea"
    readonly property color goodSurfaceColor: highContrast ? "#ddf3e2" : "#e7f4ea"

    // Okabe-Ito colours: told apart with the common colour-vision deficiencies. The
    // high-contrast set keeps their hues but darkens them to 4.5:1 on white.
    readonly property var partitionColors: highContrast ? ["#005a8c", "#8a5300", "#00694c", "#8e3d73", "#5b3a9e", "#a33a00", "#5c5000", "#333333"] : ["#0072b2", "#e69f00", "#009e73", "#cc79a7", "#56b4e9", "#d55e00", "#8c7a00", "#555555"]

    function partitionColor(index: int): color {
        return partitionColors[index % partitionColors.length];
    }
}
