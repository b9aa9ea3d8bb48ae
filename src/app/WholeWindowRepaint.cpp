#include "WholeWindowRepaint.h"

#include <QMetaObject>
#include <QQuickWindow>
#include <QSGOpacityNode>
#include <QSGRenderNode>
#include <QSGRendererInterface>

namespace {
// A node over the whole window that draws nothing: the software renderer counts the
// rectangle of a changed node as changed, and this node only changes on request. It sits
// under an opacity of 0, so the renderer never paints it and never sends its rectangle to
// the screen: ordinary frames keep their small repaint and flush.
class EmptyRenderNode : public QSGRenderNode
{
public:
    void render(const RenderState * /*state*/) override { }
    StateFlags changedStates() const override { return {}; }
    RenderingFlags flags() const override { return BoundedRectRendering; }
    QRectF rect() const override { return m_rect; }

    QRectF m_rect;
};
} // namespace

WholeWindowRepaint::WholeWindowRepaint(QQuickItem *parent)
    : QQuickItem(parent)
{
    // It accepts no mouse button, hover or focus (QQuickItem's defaults), so every event
    // reaches what lies below.
    setFlag(ItemHasContents);
}

void WholeWindowRepaint::repaintWhole()
{
    m_wholeRequested = true;
    update();
}

void WholeWindowRepaint::geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry)
{
    QQuickItem::geometryChange(newGeometry, oldGeometry);
    update(); // the node's rectangle follows the window
}

QSGNode *WholeWindowRepaint::updatePaintNode(QSGNode *oldNode, UpdatePaintNodeData * /*data*/)
{
    const QQuickWindow *shownIn = window();
    if (!shownIn || shownIn->rendererInterface()->graphicsApi() != QSGRendererInterface::Software) {
        delete oldNode;
        m_wholeRequested = false;
        return nullptr;
    }
    auto *hidden = static_cast<QSGOpacityNode *>(oldNode);
    if (!hidden) {
        hidden = new QSGOpacityNode;
        hidden->setOpacity(0);
        hidden->appendChildNode(new EmptyRenderNode);
    }
    auto *node = static_cast<EmptyRenderNode *>(hidden->firstChild());
    // The whole window, the menu bar included, in this item's coordinates.
    const QRectF area = mapRectFromScene(QRectF(QPointF(0, 0), shownIn->size()));
    if (node->m_rect != area) {
        node->m_rect = area;
        node->markDirty(QSGNode::DirtyGeometry);
    }
    if (m_wholeRequested) {
        m_wholeRequested = false;
        node->markDirty(QSGNode::DirtyMaterial);
        ++m_wholeRepaints;
        // Not from inside the scene graph's synchronisation: bindings may react to it.
        QMetaObject::invokeMethod(this, &WholeWindowRepaint::wholeRepaintsChanged, Qt::QueuedConnection);
    }
    return hidden;
}
