import QtQuick
import QtTest
import HotspotLab
import "support"

// The Start page: the learning path lists every lesson of the build with its goal, the
// cards open their lesson, and the page follows a language switch.
Item {
    id: root

    width: 1280
    height: 800

    Component {
        id: startPage

        StartPage {
            anchors.fill: parent
        }
    }

    PageTestCase {
        // The curriculum in teaching order: the Start page, then every lesson. A new lesson
        // is added here by hand, at its place in the course.
        readonly property var teachingOrder: ["start", "keys-vs-load", "lab", "subkeys", "detect", "throttling"]

        name: "StartPage"
        when: windowShown

        function cleanup() {
            LanguageService.setLanguage("en");
            LessonNavigator.open("start");
        }

        // The lesson ids of the catalogue's rows, in its order.
        function catalogueIds() {
            const ids = [];
            for (let row = 0; row < LessonCatalog.count; ++row)
                ids.push(LessonCatalog.data(LessonCatalog.index(row, 0), LessonCatalog.LessonIdRole));
            return ids;
        }

        function test_learningPathListsEveryLesson() {
            const page = createTemporaryObject(startPage, root);
            waitForItemPolished(page);
            compare(catalogueIds(), teachingOrder);
            // One card per lesson, the Start page excepted, top to bottom in teaching order
            // and numbered so.
            const buttons = descendants(page, item => item.objectName.startsWith("openLesson_") && item.visible);
            compare(buttons.map(button => button.objectName.substring("openLesson_".length)), teachingOrder.slice(1));
            const cards = buttons.map(button => {
                    let card = button;
                    while (card.heading === undefined)
                        card = card.parent;
                    return card;
                });
            // The column of cards places them on its next polish.
            waitForItemPolished(cards[0].parent);
            for (let i = 0; i < cards.length; ++i) {
                verify(cards[i].heading.startsWith("Lesson " + (i + 1) + ": "), cards[i].heading);
                if (i > 0)
                    verify(cards[i].y > cards[i - 1].y, cards[i].heading + " is not below " + cards[i - 1].heading);
            }
            const startCard = findChild(page, "openLesson_start");
            verify(!startCard || !startCard.visible, "the Start page lists itself as a lesson");
        }

        function test_cardOpensItsLesson() {
            const page = createTemporaryObject(startPage, root);
            for (const lessonId of teachingOrder.slice(1)) {
                LessonNavigator.open("start");
                const button = find("openLesson_" + lessonId, page);
                button.forceActiveFocus();
                keyClick(Qt.Key_Space);
                compare(LessonNavigator.currentLesson, lessonId);
            }
        }

        function test_followsLanguageSwitch() {
            const page = createTemporaryObject(startPage, root);
            const title = findChild(page, "pageTitle");
            compare(title.text, "Why does one partition drown?");
            LanguageService.setLanguage("de");
            compare(title.text, "Warum geht eine Partition unter?");
            LanguageService.setLanguage("id");
            compare(title.text, "Mengapa satu partisi bisa tenggelam?");
            LanguageService.setLanguage("en");
            compare(title.text, "Why does one partition drown?");
        }
    }
}
