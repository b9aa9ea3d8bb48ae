#pragma once

#include <QQuickItem>
#include <QtQml/qqmlregistration.h>

// Tells Qt Quick's software renderer to repaint the whole window in the next frame, for a
// change that touches most of it (a language switch, a new text size, the high-contrast
// colours).
//
// The software renderer keeps the area to repaint as a QRegion and, in every frame, unites
// and intersects it once per scene-graph node. When every text is laid out again, the
// region is the union of all the old and new text rectangles, hundreds of them, and those
// region operations cost a fifth of a language switch on the lab page. This item lies
// above the window's content and draws nothing (its node is fully transparent, so it is
// never painted or flushed); after repaintWhole() that node reports itself changed over
// the whole window, so the region is one rectangle from the first node on and every later
// operation on it is cheap. The window is repainted anyway: the switch changed almost all
// of it. The software renderer runs offscreen (the tests, the benchmark, screenshots), on
// linuxfb or VNC, and with QT_QUICK_BACKEND=software; other renderers (OpenGL, Vulkan)
// get no node.
class WholeWindowRepaint : public QQuickItem
{
    Q_OBJECT
    QML_ELEMENT

    // How many frames were repainted whole, for tests.
    Q_PROPERTY(int wholeRepaints READ wholeRepaints NOTIFY wholeRepaintsChanged FINAL)

public:
    explicit WholeWindowRepaint(QQuickItem *parent = nullptr);

    int wholeRepaints() const { return m_wholeRepaints; }

    // The next frame repaints the whole window.
    Q_INVOKABLE void repaintWhole();

signals:
    void wholeRepaintsChanged();

protected:
    void geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry) override;
    QSGNode *updatePaintNode(QSGNode *oldNode, UpdatePaintNodeData *data) override;

private:
    bool m_wholeRequested = false;
    int m_wholeRepaints = 0;
};
