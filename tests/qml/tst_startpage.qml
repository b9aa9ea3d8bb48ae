import QtQuick
import QtTest
import HotspotLab

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

    TestCase {
        name: "StartPage"
        when: windowShown

        function cleanup() {
            LanguageService.setLanguage("en");
            LessonNavigator.open("start");
        }

        function test_learningPathListsEveryLesson() {
            const page = createTemporaryObject(startPage, root);
            waitForItemPolished(page);
            const lessons = LessonCatalog.count - 1;
            verify(lessons >= 0);
            for (let row = 1; row <= lessons; ++row) {
                const lessonId = ["start", "keys-vs-load", "lab", "subkeys", "throttling"].find(id => LessonCatalog.indexOf(id) === row);
                const button = findChild(page, "openLesson_" + lessonId);
                verify(button, lessonId);
                verify(button.visible);
            }
            const startCard = findChild(page, "openLesson_start");
            verify(!startCard || !startCard.visible, "the Start page lists itself as a lesson");
        }

        function test_cardOpensItsLesson() {
            const page = createTemporaryObject(startPage, root);
            const ids = ["keys-vs-load", "lab", "subkeys", "throttling"].filter(id => LessonCatalog.contains(id));
            for (const lessonId of ids) {
                LessonNavigator.open("start");
                const button = findChild(page, "openLesson_" + lessonId);
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
            compare(title.text, "Kenapa satu partisi bisa tenggelam?");
            LanguageService.setLanguage("en");
            compare(title.text, "Why does one partition drown?");
        }
    }
}
