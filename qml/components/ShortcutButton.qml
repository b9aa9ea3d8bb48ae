import QtQuick
import QtQuick.Controls
import HotspotLab

// A lesson's action with a keyboard shortcut that works anywhere on the page while the
// button is shown (the lab's Send, Drain and Reset on the tab of their part, throttling's
// Play and Step); the tooltip names the shortcut so students and teachers can find it.
TextButton {
    id: button

    property alias shortcutSequence: shortcut.sequence
    // The tooltip text: the action and its shortcut, in the current language.
    readonly property alias shortcutHint: toolTipText.text

    Accessible.name: text
    Accessible.description: toolTipText.text
    ToolTip.visible: hovered || visualFocus
    ToolTip.delay: 300
    ToolTip.text: toolTipText.text

    QtObject {
        id: toolTipText

        //: Tooltip of a lesson action: the action, then its keyboard shortcut
        readonly property string text: qsTr("%1 (shortcut: %2)").arg(button.text).arg(shortcut.nativeText)
    }

    Shortcut {
        id: shortcut

        enabled: button.enabled && button.visible
        onActivated: button.clicked()
    }
}
