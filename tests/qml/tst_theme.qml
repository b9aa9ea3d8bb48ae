import QtQuick
import QtTest
import HotspotLab

// The app's palette against WCAG 2.1 AA, in the normal and the high-contrast palette:
// text 4.5:1 on every surface it is drawn on, outlines of the app's own controls and the
// focus ring 3:1, and in high contrast also the partition colours 4.5:1 and strong borders.
// The high-contrast setting is switched through the real View menu and reaches the page.
Item {
    id: root

    width: 1280
    height: 800

    TestCase {
        id: testCase

        name: "Theme"
        when: windowShown

        // WCAG 2.1 relative luminance and contrast ratio.
        function luminance(c) {
            const channel = v => v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
            return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
        }

        function contrast(a, b) {
            const la = luminance(a);
            const lb = luminance(b);
            return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
        }

        function expectContrast(foregroundName, backgroundName, minimum) {
            const ratio = contrast(Theme[foregroundName], Theme[backgroundName]);
            verify(ratio >= minimum, `${foregroundName} ${Theme[foregroundName]} on ${backgroundName} ${Theme[backgroundName]}: ${ratio.toFixed(2)}:1, needs ${minimum}:1 (high contrast: ${Theme.highContrast})`);
        }

        function cleanup() {
            DisplaySettings.highContrast = false;
            LessonNavigator.open("start");
        }

        function test_palette_data() {
            return [{
                    "tag": "normal",
                    "highContrast": false
                }, {
                    "tag": "high contrast",
                    "highContrast": true
                }];
        }

        function test_palette(data) {
            DisplaySettings.highContrast = data.highContrast;
            compare(Theme.highContrast, data.highContrast);
            const surfaces = ["windowColor", "surfaceColor", "navigationColor", "highlightSurfaceColor", "dangerSurfaceColor", "goodSurfaceColor"];
            const texts = ["textColor", "mutedTextColor", "accentColor", "goodColor", "warningColor", "dangerColor"];
            for (const text of texts)
                for (const surface of surfaces)
                    expectContrast(text, surface, 4.5);
            // Text on the accent (the selected lesson in the navigation, primary buttons).
            expectContrast("accentTextColor", "accentColor", 4.5);
            // The "!" of the waiting badge.
            expectContrast("accentTextColor", "dangerColor", 4.5);
            // Outlines that identify a control, and the focus ring (WCAG 1.4.11).
            for (const surface of ["windowColor", "surfaceColor", "highlightSurfaceColor"]) {
                expectContrast("controlBorderColor", surface, 3);
                expectContrast("accentColor", surface, 3);
            }
            if (!data.highContrast)
                return;
            // On a projector every line and bar must stand out on its own.
            for (const surface of ["windowColor", "surfaceColor"]) {
                expectContrast("borderColor", surface, 4.5);
                for (let i = 0; i < Theme.partitionColors.length; ++i) {
                    // Qt.lighter by 1 turns the colour name into a colour value.
                    const ratio = contrast(Qt.lighter(Theme.partitionColor(i), 1), Theme[surface]);
                    verify(ratio >= 4.5, `partition colour ${i} ${Theme.partitionColor(i)} on ${surface}: ${ratio.toFixed(2)}:1`);
                }
            }
            verify(Theme.borderWidth > 1);
            verify(Theme.focusWidth > Theme.borderWidth);
        }

        function test_partitionColoursStayDistinct_data() {
            return test_palette_data();
        }

        // Neighbouring partitions must not share a colour in either palette.
        function test_partitionColoursStayDistinct(data) {
            DisplaySettings.highContrast = data.highContrast;
            const seen = new Set();
            for (let i = 0; i < Theme.partitionColors.length; ++i)
                seen.add(String(Theme.partitionColor(i)));
            compare(seen.size, Theme.partitionColors.length);
        }

        function test_menuSwitchesThePaletteOfTheOpenPage() {
            const window = createTemporaryQmlObject("import HotspotLab; Main {}", testCase);
            verify(LessonNavigator.open("lab"));
            const page = findChild(window.contentItem, "labPage");
            verify(page);
            const title = findChild(page, "pageTitle");
            // The menus' items are built when a menu first opens (AppMenuBar).
            window.menuBar.buildMenus();
            const item = findChild(window, "highContrastMenuItem");
            compare(item.checked, false);
            // As strings: a colour property read in JavaScript stays tied to the property.
            const normalText = String(title.color);
            const normalWindow = String(window.color);
            item.toggle();
            item.toggled();
            compare(DisplaySettings.highContrast, true);
            compare(item.checked, true);
            // Bound, not copied: the open page and the window follow at once.
            compare(String(title.color), String(Theme.textColor));
            verify(String(title.color) !== normalText);
            compare(String(window.color), "#ffffff");
            verify(String(window.color) !== normalWindow);
            compare(String(window.palette.windowText), String(Theme.textColor));
            item.toggle();
            item.toggled();
            compare(DisplaySettings.highContrast, false);
            compare(String(title.color), normalText);
            compare(String(window.color), normalWindow);
        }
    }
}
