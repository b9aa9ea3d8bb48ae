#pragma once

#include <QAccessible>
#include <QObject>
#include <QPointer>
#include <QSet>

class QQuickItem;

// Keeps what is not shown out of the accessibility tree. Qt 6.4 lists every accessible
// item below the window, hidden ones too (a hidden button, a hidden part of a page), so a
// screen reader reads controls no one can see. This watches every item below `root`, and
// items added later, and marks an accessible item ignored (Accessible.ignored) while it
// is hidden or transparent, and no longer once it is shown. Items that QML itself marks
// ignored stay ignored. It starts watching only once accessibility is active (an
// assistive technology is listening): until then nobody reads the tree, and a page that
// rebuilds hundreds of chart items pays nothing for it.
class AccessibleVisibility : public QObject, public QAccessible::ActivationObserver
{
    Q_OBJECT

public:
    explicit AccessibleVisibility(QQuickItem *root, QObject *parent = nullptr);
    ~AccessibleVisibility() override;

    // Qt Quick Controls give their items an accessible role only once an assistive
    // technology switches accessibility on: then start watching (or apply the rule again).
    void accessibilityActiveChanged(bool active) override;

private:
    // Watches every item below root (once) and applies the rule to all of them.
    void start();
    void watch(QQuickItem *item);
    // A new item gets its Accessible attached object while QML completes it, after it
    // joined its parent: apply the rule to it once the current event is handled.
    void applyLater(QQuickItem *item);
    void apply(QQuickItem *item);
    void applyBelow(QQuickItem *item);

    QPointer<QQuickItem> m_root;
    QSet<QQuickItem *> m_watched;
    // Items this object ignored, the only ones it shows again.
    QSet<QQuickItem *> m_hiddenByUs;
    QList<QPointer<QQuickItem>> m_pending;
};
