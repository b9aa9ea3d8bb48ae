#pragma once

#include <QObject>
#include <QQuickItem>
#include <QtQml/qqmlregistration.h>

// What a click or an arrow key does to a control, for assistive technology's actions and
// for the page's own keys (Enter presses a button; LessonPage). Qt 6.4 has no
// AbstractButton.click().
// Qt Quick Controls 6.4 list "Press", "Toggle", "Increase" and "Decrease" on the
// accessibility bus (AT-SPI) but do nothing when a screen reader, switch access or voice
// control invokes them. The shared controls (TextButton, TextRadioButton, TextSlider,
// TextSpinBox, AppMenuItem, ...) route their Accessible.on...Action handlers here, so
// the rule lives in one place and the signals pages listen to (clicked, toggled, moved,
// valueModified) are emitted as for a user's click or key press.
class AccessibleActions : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit AccessibleActions(QObject *parent = nullptr);

    // A click: a checkable button changes its check state as a click would (an
    // auto-exclusive one that is checked stays checked) and emits toggled(); every button
    // then emits clicked(); a menu bar's entry emits triggered(), which opens its menu. A
    // combo box opens its list. False when the control is disabled, hidden or of a kind
    // that has no press.
    Q_INVOKABLE static bool press(QQuickItem *control);
    // Up or Down on a slider or spin box: one step, then moved() or valueModified() when
    // the value changed. False at the end of the range, or when there is nothing to move.
    Q_INVOKABLE static bool increase(QQuickItem *control);
    Q_INVOKABLE static bool decrease(QQuickItem *control);
    // Puts `item` right before its sibling `sibling` in the order Tab and screen readers
    // follow (the item tree's), which QML cannot change (QQuickItem::stackBefore is not
    // invokable). False, and nothing changes, unless both share a parent.
    Q_INVOKABLE static bool placeBefore(QQuickItem *item, QQuickItem *sibling);

private:
    static bool step(QQuickItem *control, const char *method);
};
