#include "AccessibleActions.h"

#include <QMetaObject>
#include <QQuickItem>

namespace {
bool canAct(const QQuickItem *control)
{
    return control && control->isEnabled() && control->isVisible();
}
} // namespace

AccessibleActions::AccessibleActions(QObject *parent)
    : QObject(parent)
{ }

bool AccessibleActions::press(QQuickItem *control)
{
    if (!canAct(control))
        return false;
    // A menu bar's entry opens its menu on triggered(). Qt 6.4 emits that on clicked(); Qt 6.8
    // only on a mouse press or a key's release, so there clicked() would open nothing.
    if (control->inherits("QQuickMenuBarItem"))
        return QMetaObject::invokeMethod(control, "triggered");
    if (control->inherits("QQuickAbstractButton")) {
        if (control->property("checkable").toBool()) {
            const bool checked = control->property("checked").toBool();
            if (!(checked && control->property("autoExclusive").toBool())) {
                control->setProperty("checked", !checked);
                QMetaObject::invokeMethod(control, "toggled");
            }
        }
        return QMetaObject::invokeMethod(control, "clicked");
    }
    if (control->inherits("QQuickComboBox")) {
        auto *popup = control->property("popup").value<QObject *>();
        return popup && QMetaObject::invokeMethod(popup, "open");
    }
    return false;
}

bool AccessibleActions::placeBefore(QQuickItem *item, QQuickItem *sibling)
{
    if (!item || !sibling || item == sibling || !item->parentItem() || item->parentItem() != sibling->parentItem())
        return false;
    item->stackBefore(sibling);
    return true;
}

bool AccessibleActions::increase(QQuickItem *control)
{
    return step(control, "increase");
}

bool AccessibleActions::decrease(QQuickItem *control)
{
    return step(control, "decrease");
}

bool AccessibleActions::step(QQuickItem *control, const char *method)
{
    if (!canAct(control))
        return false;
    const char *changedSignal = nullptr;
    if (control->inherits("QQuickSlider"))
        changedSignal = "moved";
    else if (control->inherits("QQuickSpinBox"))
        changedSignal = "valueModified";
    else
        return false;
    const QVariant before = control->property("value");
    if (!QMetaObject::invokeMethod(control, method))
        return false;
    if (control->property("value") == before)
        return false;
    return QMetaObject::invokeMethod(control, changedSignal);
}
