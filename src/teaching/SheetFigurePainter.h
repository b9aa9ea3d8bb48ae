#pragma once

#include "teaching/LessonSheet.h"

#include <QImage>
#include <QSize>
#include <QString>

// Draws a sheet's bar chart for print: grey bars with their values, a value axis with
// round ticks (NumberFormat::axisCeiling) and the limit as a dashed line. Numbers are
// written in the current language; `dotsPerInch` sizes the text for the page.
namespace SheetFigurePainter {
QImage render(const SheetFigure &figure, const QSize &pixels, int dotsPerInch);
// A bar's value as the figure writes it: whole, or with one decimal ("175.7").
QString valueText(double value);
} // namespace SheetFigurePainter
