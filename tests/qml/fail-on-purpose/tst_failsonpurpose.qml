import QtQuick
import QtTest
import HotspotLab

// Fails on purpose, for the fails_cleanly test only (ctest's glob does not reach this
// folder): the lab page mid-run, in German, with one comparison that cannot hold. The
// runner must report the failure and exit with status 1, not crash in its teardown.
Item {
    width: 1280
    height: 800

    Loader {
        id: loader

        anchors.fill: parent
        active: false

        sourceComponent: LabPage {
        }
    }

    TestCase {
        name: "FailsOnPurpose"
        when: windowShown

        function test_failsWithThePageInUse() {
            LanguageService.setLanguage("de");
            loader.active = true;
            tryVerify(() => loader.item !== null && loader.item.ready);
            const lab = loader.item.lab;
            verify(lab !== null);
            lab.sendBatch();
            compare(lab.stepCount, -1, "fails on purpose");
        }

        function cleanupTestCase() {
            LanguageService.setLanguage("en");
        }
    }
}
