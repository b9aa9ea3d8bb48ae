#include "AccessibleVisibility.h"

#include <QQuickItem>
#include <QTimer>

#include <utility>

namespace {
// The item's Accessible attached object if QML or Qt Quick Controls made it accessible;
// never created here, since creating one makes any item accessible.
QObject *accessibleAttached(const QQuickItem *item)
{
    const QObjectList &children = item->children();
    for (QObject *child : children) {
        if (child->inherits("QQuickAccessibleAttached"))
            return child;
    }
    return nullptr;
}

// Visible, and neither the item nor an ancestor fully transparent.
bool isShown(const QQuickItem *item)
{
    if (!item->isVisible())
        return false;
    for (const QQuickItem *it = item; it; it = it->parentItem()) {
        if (qFuzzyIsNull(it->opacity()))
            return false;
    }
    return true;
}
} // namespace

AccessibleVisibility::AccessibleVisibility(QQuickItem *root, QObject *parent)
    : QObject(parent)
    , m_root(root)
{
    QAccessible::installActivationObserver(this);
    if (QAccessible::isActive())
        start();
}

AccessibleVisibility::~AccessibleVisibility()
{
    QAccessible::removeActivationObserver(this);
}

void AccessibleVisibility::accessibilityActiveChanged(bool active)
{
    if (active)
        QTimer::singleShot(0, this, &AccessibleVisibility::start);
}

void AccessibleVisibility::start()
{
    if (!m_root)
        return;
    watch(m_root);
    applyBelow(m_root);
}

void AccessibleVisibility::watch(QQuickItem *item)
{
    if (m_watched.contains(item))
        return;
    m_watched.insert(item);
    connect(item, &QObject::destroyed, this, [this, item] {
        m_watched.remove(item);
        m_hiddenByUs.remove(item);
    });
    // visibleChanged also fires when an ancestor is hidden or shown.
    connect(item, &QQuickItem::visibleChanged, this, [this, item] { apply(item); });
    connect(item, &QQuickItem::opacityChanged, this, [this, item] { applyBelow(item); });
    connect(item, &QQuickItem::childrenChanged, this, [this, item] {
        const auto children = item->childItems();
        for (QQuickItem *child : children)
            watch(child);
    });
    applyLater(item);
    const auto children = item->childItems();
    for (QQuickItem *child : children)
        watch(child);
}

void AccessibleVisibility::applyLater(QQuickItem *item)
{
    if (m_pending.isEmpty()) {
        QTimer::singleShot(0, this, [this] {
            const auto pending = std::exchange(m_pending, {});
            for (const QPointer<QQuickItem> &item : pending) {
                if (item)
                    apply(item);
            }
        });
    }
    m_pending.append(item);
}

void AccessibleVisibility::apply(QQuickItem *item)
{
    QObject *attached = accessibleAttached(item);
    if (!attached)
        return;
    const bool shown = isShown(item);
    const bool ignored = attached->property("ignored").toBool();
    if (!shown && !ignored) {
        attached->setProperty("ignored", true);
        m_hiddenByUs.insert(item);
    } else if (shown && ignored && m_hiddenByUs.remove(item)) {
        attached->setProperty("ignored", false);
    }
}

void AccessibleVisibility::applyBelow(QQuickItem *item)
{
    apply(item);
    const auto children = item->childItems();
    for (QQuickItem *child : children)
        applyBelow(child);
}
