#pragma once

#include "lessons/detect/SketchGridModel.h"

#include <QColor>
#include <QFont>
#include <QPointer>
#include <QQmlEngine>
#include <QQuickPaintedItem>

// Draws a SketchGridModel in one item: each counter a cell shaded by its heat, the cells
// of the looked-up key outlined, the smallest of them filled, and the count in every cell
// wide enough for it. One painted item instead of a delegate per cell: with the software
// renderer, 256 cell items re-shaded on every slice of a feed cost more than a frame.
// The colours and the font come from the page's Theme.
class SketchGridView : public QQuickPaintedItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(SketchGridModel *grid READ grid WRITE setGrid NOTIFY gridChanged FINAL)
    Q_PROPERTY(int rows READ rows NOTIFY cellsChanged FINAL)
    Q_PROPERTY(int columns READ columns NOTIFY cellsChanged FINAL)
    Q_PROPERTY(QColor surfaceColor MEMBER m_surfaceColor WRITE setSurfaceColor NOTIFY styleChanged FINAL)
    Q_PROPERTY(QColor shadeColor MEMBER m_shadeColor WRITE setShadeColor NOTIFY styleChanged FINAL)
    Q_PROPERTY(QColor markColor MEMBER m_markColor WRITE setMarkColor NOTIFY styleChanged FINAL)
    Q_PROPERTY(QColor textColor MEMBER m_textColor WRITE setTextColor NOTIFY styleChanged FINAL)
    Q_PROPERTY(qreal markWidth MEMBER m_markWidth WRITE setMarkWidth NOTIFY styleChanged FINAL)
    Q_PROPERTY(QFont font MEMBER m_font WRITE setFont NOTIFY styleChanged FINAL)

public:
    explicit SketchGridView(QQuickItem *parent = nullptr);

    SketchGridModel *grid() const { return m_grid; }
    void setGrid(SketchGridModel *grid);
    int rows() const;
    int columns() const;
    void setSurfaceColor(const QColor &color);
    void setShadeColor(const QColor &color);
    void setMarkColor(const QColor &color);
    void setTextColor(const QColor &color);
    void setMarkWidth(qreal width);
    void setFont(const QFont &font);

    // A cell's place in the item, for tests and for the page's row labels.
    Q_INVOKABLE QRectF cellRect(int row, int column) const;
    // What a cell shows: its count, "min" on the estimate's cell, or nothing where the
    // number does not fit.
    Q_INVOKABLE QString cellText(int row, int column) const;
    // The colour a cell is filled with.
    Q_INVOKABLE QColor cellColor(int row, int column) const;

    void paint(QPainter *painter) override;

signals:
    void gridChanged();
    void cellsChanged();
    void styleChanged();

private:
    bool hasCell(int row, int column) const;
    void setStyle(QColor &member, const QColor &color);
    QFont cellFont(bool minimum) const;

    QPointer<SketchGridModel> m_grid;
    QColor m_surfaceColor = Qt::white;
    QColor m_shadeColor = Qt::blue;
    QColor m_markColor = Qt::red;
    QColor m_textColor = Qt::black;
    qreal m_markWidth = 2;
    QFont m_font;
};
