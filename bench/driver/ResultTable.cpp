#include "ResultTable.h"

#include <QStringList>

#include <algorithm>

namespace {
QString number(double value)
{
    return QString::number(value, 'f', value < 1 ? 3 : value < 100 ? 1 : 0);
}
} // namespace

void ResultTable::addRatioRow(const QString &metric, const QString &unit, double value, double floor, double maxRatio)
{
    const double ratio = floor > 0 ? value / floor : 0;
    m_rows.append({QStringLiteral("%1 (%2)").arg(metric, unit), number(value), number(floor),
                   QString::number(ratio, 'f', 2) + QLatin1Char('x'), QStringLiteral("<= %1x floor").arg(maxRatio),
                   floor > 0 && ratio <= maxRatio});
}

void ResultTable::addLimitRow(const QString &metric, double valueMs, double limitMs)
{
    m_rows.append({metric + QStringLiteral(" (ms)"), number(valueMs), QStringLiteral("-"), QStringLiteral("-"),
                   QStringLiteral("<= %1 ms").arg(limitMs), valueMs <= limitMs});
}

void ResultTable::addInformationRow(const QString &metric, double valueMs, const QString &note)
{
    m_rows.append({metric + QStringLiteral(" (ms)"), number(valueMs), QStringLiteral("-"), QStringLiteral("-"), note,
                   false, true});
}

void ResultTable::addFailedRow(const QString &metric, const QString &reason)
{
    m_rows.append({metric, QStringLiteral("n/a"), QStringLiteral("-"), QStringLiteral("-"), reason, false});
}

int ResultTable::targetCount() const
{
    return int(std::count_if(m_rows.cbegin(), m_rows.cend(), [](const Row &row) { return !row.information; }));
}

int ResultTable::metCount() const
{
    return int(std::count_if(m_rows.cbegin(), m_rows.cend(), [](const Row &row) { return row.met; }));
}

QString ResultTable::render() const
{
    const QStringList header = {QStringLiteral("metric"), QStringLiteral("value"),  QStringLiteral("floor"),
                                QStringLiteral("ratio"),  QStringLiteral("target"), QStringLiteral("result")};
    QList<QStringList> cells {header};
    for (const Row &row : m_rows)
        cells.append({row.metric, row.value, row.floor, row.ratio, row.target,
                      row.information ? QStringLiteral("-")
                          : row.met   ? QStringLiteral("pass")
                                      : QStringLiteral("MISS")});

    QList<qsizetype> widths(header.size(), 0);
    for (const QStringList &line : cells) {
        for (qsizetype column = 0; column < line.size(); ++column)
            widths[column] = std::max(widths[column], line.at(column).size());
    }
    QString text;
    for (qsizetype index = 0; index < cells.size(); ++index) {
        const QStringList &line = cells.at(index);
        QStringList padded;
        for (qsizetype column = 0; column < line.size(); ++column) {
            // The metric and target read as text (left); the figures line up on the right.
            const bool left = column == 0 || column == 4 || column == 5;
            padded.append(left ? line.at(column).leftJustified(widths[column])
                               : line.at(column).rightJustified(widths[column]));
        }
        text += padded.join(QStringLiteral("  ")).trimmed() + QLatin1Char('\n');
        if (index == 0) {
            QStringList rules;
            for (const qsizetype width : widths)
                rules.append(QString(width, QLatin1Char('-')));
            text += rules.join(QStringLiteral("  ")) + QLatin1Char('\n');
        }
    }
    return text;
}
