#include "lessons/detect/SketchGridView.h"

#include <QFontMetricsF>
#include <QPainter>

#include <cmath>

namespace {
// A cell shows its count where four digits fit.
constexpr qreal kDigitsWidthInEm = 2.6;
// The lightest shade, so an empty counter still reads as a cell.
constexpr qreal kLightestShade = 0.1;
// Numbers on cells darker than this are drawn in the surface colour.
constexpr qreal kDarkCell = 0.5;
} // namespace

SketchGridView::SketchGridView(QQuickItem *parent)
    : QQuickPaintedItem(parent)
{
    setOpaquePainting(false);
    connect(this, &QQuickItem::widthChanged, this, [this] { update(); });
    connect(this, &QQuickItem::heightChanged, this, [this] { update(); });
}

void SketchGridView::setGrid(SketchGridModel *grid)
{
    if (m_grid == grid)
        return;
    if (m_grid)
        disconnect(m_grid, nullptr, this, nullptr);
    m_grid = grid;
    if (m_grid) {
        connect(m_grid, &QAbstractItemModel::dataChanged, this, [this] { update(); });
        connect(m_grid, &QAbstractItemModel::modelReset, this, [this] {
            emit cellsChanged();
            update();
        });
    }
    emit gridChanged();
    emit cellsChanged();
    update();
}

int SketchGridView::rows() const
{
    return m_grid ? m_grid->rowCount() : 0;
}

int SketchGridView::columns() const
{
    return m_grid ? m_grid->columnCount() : 0;
}

void SketchGridView::setStyle(QColor &member, const QColor &color)
{
    if (member == color)
        return;
    member = color;
    emit styleChanged();
    update();
}

void SketchGridView::setSurfaceColor(const QColor &color)
{
    setStyle(m_surfaceColor, color);
}

void SketchGridView::setShadeColor(const QColor &color)
{
    setStyle(m_shadeColor, color);
}

void SketchGridView::setMarkColor(const QColor &color)
{
    setStyle(m_markColor, color);
}

void SketchGridView::setTextColor(const QColor &color)
{
    setStyle(m_textColor, color);
}

void SketchGridView::setMarkWidth(qreal width)
{
    if (qFuzzyCompare(m_markWidth, width))
        return;
    m_markWidth = width;
    emit styleChanged();
    update();
}

void SketchGridView::setFont(const QFont &font)
{
    if (m_font == font)
        return;
    m_font = font;
    emit styleChanged();
    update();
}

bool SketchGridView::hasCell(int row, int column) const
{
    return row >= 0 && column >= 0 && row < rows() && column < columns();
}

QRectF SketchGridView::cellRect(int row, int column) const
{
    if (!hasCell(row, column))
        return {};
    // Whole pixels per cell, as the grid of delegates had: the columns share the width.
    const qreal cellWidth = std::floor(width() / columns());
    const qreal cellHeight = std::floor(height() / rows());
    return {column * cellWidth, row * cellHeight, cellWidth, cellHeight};
}

QString SketchGridView::cellText(int row, int column) const
{
    const QRectF cell = cellRect(row, column);
    const qreal em = m_font.pixelSize() > 0 ? m_font.pixelSize() : QFontMetricsF(m_font).height();
    if (cell.isEmpty() || cell.width() < em * kDigitsWidthInEm)
        return {};
    const QModelIndex index = m_grid->index(row, column);
    const bool minimum = index.data(SketchGridModel::MinimumRole).toBool();
    //: Marks the smallest counter of the looked-up key in the sketch's grid: the estimate
    const QString text = minimum ? tr("min") : index.data().toString();
    return QFontMetricsF(cellFont(minimum)).horizontalAdvance(text) <= cell.width() ? text : QString();
}

QFont SketchGridView::cellFont(bool minimum) const
{
    // The estimate's cell says so in bold.
    QFont font = m_font;
    font.setBold(minimum);
    return font;
}

QColor SketchGridView::cellColor(int row, int column) const
{
    if (!hasCell(row, column))
        return {};
    const QModelIndex index = m_grid->index(row, column);
    if (index.data(SketchGridModel::MinimumRole).toBool())
        return m_markColor;
    // The shade over the surface, the stronger the more the cell counted.
    const qreal heat = index.data(SketchGridModel::HeatRole).toReal();
    const qreal alpha = kLightestShade + (1 - kLightestShade) * heat;
    const auto mix = [alpha](float surface, float shade) { return surface + (shade - surface) * float(alpha); };
    return QColor::fromRgbF(mix(m_surfaceColor.redF(), m_shadeColor.redF()),
                            mix(m_surfaceColor.greenF(), m_shadeColor.greenF()),
                            mix(m_surfaceColor.blueF(), m_shadeColor.blueF()));
}

void SketchGridView::paint(QPainter *painter)
{
    if (!m_grid || rows() == 0 || columns() == 0)
        return;
    // One pixel of the surface left between the cells draws the grid lines.
    painter->fillRect(boundingRect(), m_surfaceColor);
    for (int row = 0; row < rows(); ++row) {
        for (int column = 0; column < columns(); ++column) {
            const QRectF cell = cellRect(row, column);
            painter->fillRect(cell.adjusted(0, 0, -1, -1), cellColor(row, column));
            const QModelIndex index = m_grid->index(row, column);
            const bool minimum = index.data(SketchGridModel::MinimumRole).toBool();
            if (index.data(SketchGridModel::TouchedRole).toBool()) {
                const qreal inset = m_markWidth / 2;
                painter->setPen(QPen(m_markColor, m_markWidth));
                painter->setBrush(Qt::NoBrush);
                painter->drawRect(cell.adjusted(inset, inset, -1 - inset, -1 - inset));
            }
            const QString text = cellText(row, column);
            if (text.isEmpty())
                continue;
            const bool dark = minimum || index.data(SketchGridModel::HeatRole).toReal() > kDarkCell;
            painter->setPen(dark ? m_surfaceColor : m_textColor);
            painter->setFont(cellFont(minimum));
            painter->drawText(cell, Qt::AlignCenter, text);
        }
    }
}
