import QtQuick
import QtQuick.Layouts
import HotspotLab

LessonPage {
    title: qsTr("Why does one partition drown?")
    lead: qsTr("Put 80 million keys on 8 partitions, exactly 10 million each, and one partition can still run at 95% CPU while the other seven idle at 30%. This course shows why, with numbers you can check by hand and small simulations you drive yourself.")

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
        text: qsTr("Take the lessons in this order; each one builds on the one before.")
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
                    text: card.goal
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
        items: [qsTr("The list on the left switches lessons at any time. Every lesson opens in a known starting state, so you can jump between them during a lecture."), qsTr("Ask for a prediction before each action. The labs leave room for a guess first, so the room can commit to an answer before the simulation gives it."), qsTr("On a projector, press Ctrl+Plus to make all text larger, Ctrl+Minus to make it smaller and Ctrl+0 to return to normal size."), qsTr("The Language menu switches between English, German and Indonesian at once, so students can follow in the language they read best."), qsTr("To put a page on a slide, run: hotspot-lab --lesson lab --lang en --screenshot lab.png")]
    }
}
