#include "WholeWindowRepaint.h"

#include <QMetaObject>
#include <QQuickWindow>
#include <QSGRenderNode>
#include <QSGRendererInterface>

namespace {
// A node over the item's rectangle that draws nothing: the software renderer counts the
// rectangle of a changed node as changed, and this node only ever changes on request.
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

QSGNode *WholeWindowRepaint::updatePaintNode(QSGNode *oldNode, UpdatePaintNodeData * /*data*/)
{
    const QQuickWindow *shownIn = window();
    if (!shownIn || shownIn->rendererInterface()->graphicsApi() != QSGRendererInterface::Software) {
        delete oldNode;
        m_wholeRequested = false;
        return nullptr;
    }
    auto *node = static_cast<EmptyRenderNode *>(oldNode);
    if (!node)
        node = new EmptyRenderNode;
    const QRectF area = boundingRect();
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
    return node;
}
