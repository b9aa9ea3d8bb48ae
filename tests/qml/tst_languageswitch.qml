import QtQuick
import QtTest
import HotspotLab

// Switching the language through the menu of the real main window retranslates at once:
// QML text, a table header that comes from a C++ model, and a chart title. Switching
// back restores English. (That the choice survives a restart: tst_languageservice.)
Item {
    id: root

    width: 400
    height: 300

    TestCase {
        id: testCase

        // A typed property is set to null when its item is destroyed; a JavaScript
        // variable would keep the wrapper.
        property Item previousPage: null

        name: "LanguageSwitch"
        when: windowShown

        function cleanup() {
            LanguageService.setLanguage("en");
            LessonNavigator.open("start");
        }

        function chooseLanguage(window, code) {
            // The menus' items are built when a menu first opens (AppMenuBar).
            window.menuBar.buildMenus();
            const item = findChild(window, "languageMenuItem_" + code);
            item.triggered();
            compare(LanguageService.language, code);
        }

        // The menus' items are built when a menu first opens, not at start-up: a page that
        // is complete has none yet.
        function test_menuItemsAreBuiltWhenAMenuFirstOpens() {
            const window = createTemporaryQmlObject("import HotspotLab; Main {}", testCase);
            verify(LessonNavigator.open("lab"));
            const slot = findChild(window.contentItem, "pageSlot_lab");
            tryVerify(() => slot.item !== null && slot.item.ready, 5000);
            wait(50);
            verify(!window.menuBar.ready);
            compare(findChild(window, "aboutMenuItem"), null);
            compare(findChild(window, "languageMenuItem_id"), null);
            const menu = findChild(window, "languageMenu");
            menu.open();
            verify(window.menuBar.ready);
            compare(menu.count, 3);
            compare(findChild(window, "languageMenuItem_id").text, "Bahasa Indonesia");
            verify(findChild(window, "keyboardHelpMenuItem"));
            verify(findChild(window, "aboutMenuItem"));
            verify(findChild(window, "highContrastMenuItem"));
            menu.close();
            // Built once: opening another menu adds nothing.
            const viewMenu = findChild(window, "viewMenu");
            const viewItems = viewMenu.count;
            viewMenu.open();
            compare(viewMenu.count, viewItems);
            viewMenu.close();
        }

        function test_menuRetranslatesTextHeadersAndCharts() {
            const window = createTemporaryQmlObject("import HotspotLab; Main {}", testCase);
            verify(LessonNavigator.open("lab"));
            const page = findChild(window.contentItem, "labPage");
            verify(page);
            tryVerify(() => page.ready);
            const title = findChild(page, "pageTitle");
            // The header cells are rebuilt when the model's headers change: look them up anew.
            const header = () => findChild(page, "labHeader_1").children[0].text;
            const chart = findChild(page, "labShareChart");
            verify(title.visible);
            compare(header(), "Keys owned");
            compare(chart.heading, "Share of all requests received in this run");
            const englishTitle = title.text;
            chooseLanguage(window, "de");
            verify(title.text !== englishTitle);
            tryVerify(() => header() === "Eigene Schlüssel");
            compare(chart.heading, "Anteil an allen Anfragen dieses Laufs");
            chooseLanguage(window, "id");
            tryVerify(() => header() === "Key yang dimiliki");
            compare(chart.heading, "Porsi dari semua request yang diterima dalam percobaan ini");
            chooseLanguage(window, "en");
            compare(title.text, englishTitle);
            tryVerify(() => header() === "Keys owned");
            compare(chart.heading, "Share of all requests received in this run");
        }

        // A list in a closed part is made only once it is shown: Qt 6.4 would lay out
        // every hidden point on each switch, and building them cost the page's start.
        // Opened after a switch, it shows the words of the language now chosen, and
        // closed again it keeps its points and gives up their words.
        function test_closedListIsMadeWhenShown() {
            const window = createTemporaryQmlObject("import HotspotLab; Main {}", testCase);
            verify(LessonNavigator.open("lab"));
            const page = findChild(window.contentItem, "labPage");
            verify(page);
            tryVerify(() => page.ready);
            const foldout = findChild(page, "limitsFoldout");
            verify(foldout);
            // The part's state outlives the page: it is closed again even if a check fails.
            try {
                verify(!foldout.expanded);
                compare(findChild(foldout, "bulletItem"), null);
                chooseLanguage(window, "de");
                compare(findChild(foldout, "bulletItem"), null);
                foldout.expanded = true;
                tryVerify(() => findChild(foldout, "bulletItem") !== null);
                const point = findChild(foldout, "bulletItem").children[1];
                tryVerify(() => point.visible);
                compare(point.text, "Drei feste Partitionen, zwölf ganzzahlige Schlüssel und Routing nach Schlüssel mod 3: eine Regel für den Unterricht, weder die Hashfunktion noch die physische Platzierung eines echten Produkts.");
                tryVerify(() => point.lineCount > 1, 2000, "the point wraps to its width");
                foldout.expanded = false;
                tryVerify(() => !point.visible);
                compare(findChild(foldout, "bulletItem").children[1], point);
                compare(point.text, "");
            } finally {
                foldout.expanded = false;
            }
        }

        // Repeated items (list points, cause buttons, mitigation cards, answer options,
        // legend entries, table headers) stay the same objects across a switch and only
        // change their text: rebuilding them all cost about a third of a switch.
        function test_switchKeepsRepeatedItemsAndRetranslatesThem() {
            const window = createTemporaryQmlObject("import HotspotLab; Main {}", testCase);
            verify(LessonNavigator.open("keys-vs-load"));
            const page = findChild(window.contentItem, "keysVsLoadPage");
            verify(page);
            tryVerify(() => page.ready);
            const textOf = {
                "bulletItem": item => item.children[1].text,
                "mitigationCause0": item => item.text,
                "mitigationCard": item => item.heading,
                "option0": item => item.text,
                "chartLegendEntry": item => item.children[1].text
            };
            const names = Object.keys(textOf);
            const items = names.map(name => findChild(page, name));
            const english = names.map((name, i) => {
                    verify(items[i], name);
                    return textOf[name](items[i]);
                });
            chooseLanguage(window, "de");
            names.forEach((name, i) => {
                    compare(findChild(page, name), items[i], name + " was rebuilt");
                    const german = textOf[name](items[i]);
                    verify(german.length > 0 && german !== english[i], name + ": " + german);
                });
            compare(findChild(page, "mitigationCause0").text, "Hot Key beim Lesen");
        }

        // Every item of a page's tree, the page's own first.
        function itemsUnder(item, found) {
            found.push(item);
            for (let i = 0; i < item.children.length; ++i)
                itemsUnder(item.children[i], found);
            return found;
        }

        // The same on every page, in turn, with the lab's runs under way (its guide's
        // figures, a fix with added partitions, where a batch goes): a language switch
        // re-words the items of the page on screen and builds none of them again, because
        // every Repeater's model leaves its texts out (DelegateEntries). A rebuilt delegate
        // is reported by its page and object name. Only the page on screen is built: the
        // one before was released when the next opened (LessonNavigator.builtLesson).
        function test_switchBuildsNoItemAgainOnAnyPage() {
            const window = createTemporaryQmlObject("import HotspotLab; Main {}", testCase);
            verify(LessonNavigator.open("start"));
            // The menus' items, built before the first snapshot (as opening a menu would), so
            // nothing but the switch changes the window between the two.
            window.menuBar.buildMenus();
            previousPage = null;
            do {
                const lessonId = LessonNavigator.currentLesson;
                const slot = findChild(window.contentItem, "pageSlot_" + lessonId);
                tryVerify(() => slot.item !== null && slot.item.ready, 5000, lessonId);
                tryVerify(() => previousPage === null, 2000, "the page before is released");
                const page = slot.item;
                previousPage = page;
                if (lessonId === "lab") {
                    // Past guided step 3, so that "Try a fix" shows where a batch goes.
                    const guide = page.labState.guide;
                    for (let step = 1; step <= 3; ++step)
                        guide.nextStep();
                    const lab = page.labState.lab;
                    lab.sendBatch();
                    lab.drainStep();
                    const fixLab = page.labState.fixLab;
                    fixLab.fix = MitigationLab.AddPartitions;
                    fixLab.sendBatch();
                    // "Try a fix" is built when its tab first opens, and kept when the run
                    // is on show again: both parts are switched.
                    page.labState.simulationPart = 1;
                    tryVerify(() => findChild(page, "batchChip0_0"), 2000, "the batch picture has chips");
                    verify(findChild(page, "fixRouting1"), "the routing choices are shown");
                    page.labState.simulationPart = 0;
                    verify(findChild(page, "labGuideFigures").children.length > 1, "the guide shows its figures");
                }
                for (const code of ["de", "id", "en"]) {
                    const before = itemsUnder(page, []);
                    const title = page.title;
                    chooseLanguage(window, code);
                    const after = new Set(itemsUnder(page, []));
                    const rebuilt = before.filter(item => !after.has(item));
                    compare(rebuilt.map(item => item ? item.objectName || String(item) : "deleted").join(", "), "", page.objectName + " in " + code + ": rebuilt");
                    compare(after.size, before.length, page.objectName + " in " + code + ": items added");
                    verify(page.title !== title, page.objectName + " is re-worded in " + code);
                }
                // The lesson's state outlives the page: the next test starts the guide afresh.
                if (lessonId === "lab")
                    page.labState.guide.restart();
            } while (LessonNavigator.openNext())
        }
    }
}
