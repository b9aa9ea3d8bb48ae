#include "teaching/SheetFigurePainter.h"

#include "i18n/NumberFormat.h"

#include <QFont>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace SheetFigurePainter {

namespace {
constexpr double kPointsPerInch = 72.0;
constexpr double kLabelPoints = 8.0;
constexpr double kBarFill = 0.6; // share of a slot the bar takes
const QColor kBarColor(0x5a, 0x6f, 0x8c);
const QColor kGridColor(0xcc, 0xcc, 0xcc);
const QColor kLimitColor(0xb0, 0x30, 0x30);

QString tickText(double value)
{
    return NumberFormat::number(value, QLocale::FloatingPointShortest);
}

// Whole-number data gets whole-number ticks: the first of 4, 5, 3 or 6 intervals that
// divides the axis evenly (axisCeiling gives 1, 2, 4, 6 or 8 times a power of ten).
int intervalsFor(double top, bool wholeNumbers)
{
    if (!wholeNumbers)
        return 4;
    for (const int intervals : {4, 5, 3, 6}) {
        const double step = top / intervals;
        if (step >= 1 && step == std::floor(step))
            return intervals;
    }
    return 4;
}
} // namespace

QString valueText(double value)
{
    constexpr double kTenths = 10.0;
    return NumberFormat::number(std::round(value * kTenths) / kTenths, QLocale::FloatingPointShortest);
}

QImage render(const SheetFigure &figure, const QSize &pixels, int dotsPerInch)
{
    QImage image(pixels, QImage::Format_RGB32);
    image.setDotsPerMeterX(qRound(dotsPerInch / 0.0254));
    image.setDotsPerMeterY(qRound(dotsPerInch / 0.0254));
    image.fill(Qt::white);
    if (figure.values.isEmpty())
        return image;

    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    QFont font;
    font.setPixelSize(qRound(kLabelPoints * dotsPerInch / kPointsPerInch));
    painter.setFont(font);
    const QFontMetricsF metrics(font);
    const double line = metrics.height();

    const double largest = std::max(*std::max_element(figure.values.cbegin(), figure.values.cend()), figure.limit);
    const double top = NumberFormat::axisCeiling(largest);
    const bool wholeNumbers = std::all_of(figure.values.cbegin(), figure.values.cend(),
                                          [](double value) { return value == std::floor(value); });
    const int ticks = intervalsFor(top, wholeNumbers);
    double axisWidth = 0;
    for (int i = 0; i <= ticks; ++i)
        axisWidth = std::max(axisWidth, metrics.horizontalAdvance(tickText(top * i / ticks)));
    // Room above the plot for the axis title and the tallest bar's value.
    const QRectF plot(axisWidth + line, line * 2.6, pixels.width() - axisWidth - line * 1.5,
                      pixels.height() - line * 4.1);
    const auto yOf = [&plot, top](double value) { return plot.bottom() - plot.height() * value / top; };

    // Grid and value axis.
    painter.setPen(QPen(kGridColor, std::max(1.0, line / 16)));
    for (int i = 0; i <= ticks; ++i) {
        const double value = top * i / ticks;
        const double y = yOf(value);
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        painter.setPen(Qt::black);
        painter.drawText(QRectF(0, y - line / 2, axisWidth, line), Qt::AlignRight | Qt::AlignVCenter, tickText(value));
        painter.setPen(QPen(kGridColor, std::max(1.0, line / 16)));
    }

    // Bars, each with its value above it and its label below.
    const double slot = plot.width() / static_cast<double>(figure.values.size());
    for (int i = 0; i < figure.values.size(); ++i) {
        const double value = figure.values.at(i);
        const double left = plot.left() + slot * i + slot * (1 - kBarFill) / 2;
        const QRectF bar(QPointF(left, yOf(value)), QPointF(left + slot * kBarFill, plot.bottom()));
        painter.fillRect(bar, kBarColor);
        painter.setPen(Qt::black);
        painter.drawText(QRectF(plot.left() + slot * i, bar.top() - line, slot, line), Qt::AlignCenter,
                         valueText(value));
        painter.drawText(QRectF(plot.left() + slot * i, plot.bottom() + line * 0.25, slot, line), Qt::AlignCenter,
                         figure.labels.value(i));
    }

    if (figure.limit > 0) {
        QPen dashed(kLimitColor, std::max(2.0, line / 8), Qt::DashLine);
        painter.setPen(dashed);
        const double y = yOf(figure.limit);
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        painter.setPen(kLimitColor);
        painter.drawText(QRectF(plot.left(), y - line * 1.1, plot.width(), line), Qt::AlignRight | Qt::AlignVCenter,
                         QStringLiteral("%1: %2").arg(figure.limitLabel, tickText(figure.limit)));
    }
    // The value axis' title, above the axis.
    painter.setPen(Qt::black);
    painter.drawText(QRectF(0, 0, pixels.width(), line), Qt::AlignLeft | Qt::AlignVCenter, figure.valueAxis);
    return image;
}

} // namespace SheetFigurePainter
