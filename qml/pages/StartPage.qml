import QtQuick
import QtQuick.Layouts
import HotspotLab

LessonPage {
    title: qsTr("Why does one partition drown?")
    lead: qsTr("Put 80 million keys on 8 partitions, exactly 10 million each, and one partition can still run at 95% CPU while the other seven idle at 30%. This course shows why, with numbers you can check by hand and small simulations you drive yourself.")

    // Where a student stopped last time (LessonProgress, kept between runs).
    InfoCard {
        objectName: "continueCard"
        visible: LessonProgress.lastLesson.length > 0
        tint: Theme.highlightSurfaceColor
        heading: qsTr("Continue where you left off")

        Paragraph {
            objectName: "continueText"
            //: %1 is a lesson's title, %2 how far the student got, e.g. "2 of 4 steps · 1 of 5 right"
            words: LessonProgress.lastLesson.length > 0 ? qsTr("Last opened: %1. %2").arg(LessonCatalog.title(LessonProgress.lastLesson)).arg(LessonProgress.revision >= 0 ? LessonProgress.summary(LessonProgress.lastLesson) : "") : ""
        }
        TextButton {
            objectName: "continueButton"
            //: Opens the lesson the student opened last
            text: qsTr("Continue")
            Accessible.name: qsTr("Continue: %1").arg(LessonCatalog.title(LessonProgress.lastLesson))
            onClicked: LessonNavigator.open(LessonProgress.lastLesson)
        }
    }

    SectionHeading {
        text: qsTr("What you will be able to do")
    }
    BulletList {
        items: [qsTr("Measure how unevenly load falls on partitions, with the peak-to-average ratio."), qsTr("Tell a hot key, a hot tenant and large values apart, and pick the fix that suits each."), qsTr("Predict where requests queue up when one key gets most of the traffic."), qsTr("Size a split of a hot key so that it survives collisions, and name what the split costs."), qsTr("Recognise when a managed service protects itself by slowing your writes down.")]
    }

    SectionHeading {
        text: qsTr("Your path through the course")
    }
    Paragraph {
        words: qsTr("Take the lessons in this order; each one builds on the one before.")
    }

    // A Column, not the page's layout, holds the Repeater: Qt 6.4 layouts can keep
    // replaced delegates (tests/cpp/tst_layoutrules.cpp).
    Column {
        Layout.fillWidth: true
        spacing: Theme.spacingLarge

        Repeater {
            model: LessonCatalog

            delegate: InfoCard {
                id: card

                required property string lessonId
                required property string title
                required property string goal
                required property int lessonNumber

                width: parent ? parent.width : 0
                visible: lessonNumber > 0
                //: Lesson card heading: lesson number and title, e.g. "Lesson 2: Hot-key lab"
                heading: qsTr("Lesson %1: %2").arg(lessonNumber).arg(title)

                Paragraph {
                    words: card.goal
                }
                Paragraph {
                    objectName: "progress_" + card.lessonId
                    color: Theme.mutedTextColor
                    //: How far the student got in a lesson, e.g. "Your progress: 2 of 4 steps · 1 of 5 right"
                    words: qsTr("Your progress: %1").arg(LessonProgress.revision >= 0 ? LessonProgress.summary(card.lessonId) : "")
                }
                TextButton {
                    objectName: "openLesson_" + card.lessonId
                    //: Opens the lesson named on the card
                    text: qsTr("Open lesson")
                    Accessible.name: qsTr("Open lesson: %1").arg(card.title)
                    onClicked: LessonNavigator.open(card.lessonId)
                }
            }
        }
    }

    SectionHeading {
        text: qsTr("Using the app in class")
    }
    BulletList {
        items: [qsTr("The list on the left switches lessons at any time, and each lesson keeps what the class did on it. File > Reset all (Ctrl+Shift+N) starts every lesson over for the next class."), qsTr("Ask for a prediction before each action. The labs leave room for a guess first, so the room can commit to an answer before the simulation gives it."), qsTr("On a projector, press F5 for presenter mode: the lesson list goes and all text is at least 150%. F11 fills the screen. Ctrl+Plus and Ctrl+Minus change the text size, Ctrl+0 returns to normal size."), qsTr("The Language menu switches between English, German and Indonesian at once, so students can follow in the language they read best."), qsTr("To put a page on a slide, run: hotspot-lab --lesson lab --lang en --screenshot lab.png")]
    }
}
