#include "i18n/NumberFormat.h"

#include <algorithm>
#include <limits>

#include "i18n/LanguageService.h"

#include <QLocale>

#include <cmath>

NumberFormat::NumberFormat(QObject *parent)
    : QObject(parent)
{
    connect(LanguageService::instance(), &LanguageService::languageChanged, this, &NumberFormat::languageChanged);
}

QString NumberFormat::number(double value, int decimals)
{
    return QLocale().toString(value, 'f', decimals);
}

QString NumberFormat::count(qint64 value)
{
    return QLocale().toString(value);
}

QString NumberFormat::percentNumber(double percent)
{
    return number(percent, std::abs(percent - std::round(percent)) < 0.05 ? 0 : 1);
}

QString NumberFormat::percent(double percent)
{
    //: A percentage, e.g. "83%"; use your language's spacing (German: "83 %")
    return tr("%1%").arg(percentNumber(percent));
}

QString NumberFormat::probability(double probability)
{
    const double value = probability * 100;
    if (value <= 0)
        return tr("%1%").arg(number(0));
    if (value >= 100)
        return tr("%1%").arg(number(100));
    if (value < 0.01)
        //: A probability too small to show; %1 is 0.01
        return tr("below %1%").arg(number(0.01, 2));
    if (value > 99.99)
        //: A probability too close to certain to show; %1 is 99.99
        return tr("above %1%").arg(number(99.99, 2));
    return tr("%1%").arg(number(value, value < 10 ? 2 : 1));
}

QString NumberFormat::kibibytes(qint64 bytes)
{
    // One decimal while the size is small enough for it to matter.
    constexpr qint64 kOneDecimalBelow = qint64(10) * 1024;
    //: A memory size in kibibytes; %1 is the formatted number
    return tr("%1 KiB").arg(number(double(bytes) / 1024.0, bytes < kOneDecimalBelow ? 1 : 0));
}

int NumberFormat::pluralCount(qint64 value)
{
    return int(std::min<qint64>(value, std::numeric_limits<int>::max()));
}

QString NumberFormat::partition(int index)
{
    //: Short partition name in charts and tables, e.g. "P0"
    return tr("P%1").arg(index);
}

double NumberFormat::axisCeiling(double value)
{
    // At least 4: five ticks on whole numbers (0, 1, 2, 3, 4) for counts that are still small.
    if (!(value > 4))
        return 4;
    double power = std::pow(10.0, std::floor(std::log10(value)));
    for (;;) {
        for (const double step : {1.0, 2.0, 4.0, 6.0, 8.0, 10.0}) {
            // A little slack for values that are a round number already, give or take rounding.
            if (step * power >= value * (1 - 1e-12))
                return step * power;
        }
        power *= 10;
    }
}
