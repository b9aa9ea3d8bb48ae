# Shell pages and reusable components. Lesson pages are listed by their lesson.cmake.
list(APPEND HOTSPOT_QML_FILES
    qml/Main.qml
    qml/Theme.qml
    qml/components/AboutDialog.qml
    qml/components/AfterFirstFrame.qml
    qml/components/AppMenuBar.qml
    qml/components/BarIndexAxis.qml
    qml/components/BulletList.qml
    qml/components/FocusRing.qml
    qml/components/InfoCard.qml
    qml/components/KeyboardHelpDialog.qml
    qml/components/LessonChart.qml
    qml/components/LessonPage.qml
    qml/components/LiveStatusLine.qml
    qml/components/NavigationPane.qml
    qml/components/Paragraph.qml
    qml/components/SectionHeading.qml
    qml/components/TextButton.qml
    qml/components/TextComboBox.qml
    qml/components/TextRadioButton.qml
    qml/components/TextSlider.qml
    qml/components/WrappingTabButton.qml
    qml/pages/StartPage.qml
)
