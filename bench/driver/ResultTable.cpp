#include "ResultTable.h"

#include <QStringList>

#include <algorithm>

namespace {
QString number(double value)
{
    return QString::number(value, 'f', value < 1 ? 3 : value < 100 ? 1 : 0);
}

struct Summary
{
    double median = 0;
    double worst = 0;
    double spread = 0;
};

Summary summarise(const QList<double> &samples)
{
    if (samples.isEmpty())
        return {};
    const auto [smallest, largest] = std::minmax_element(samples.cbegin(), samples.cend());
    return {ResultTable::median(samples), *largest, *largest - *smallest};
}
} // namespace

double ResultTable::median(QList<double> samples)
{
    if (samples.isEmpty())
        return 0;
    std::sort(samples.begin(), samples.end());
    const qsizetype middle = samples.size() / 2;
    return samples.size() % 2 ? samples.at(middle) : (samples.at(middle - 1) + samples.at(middle)) / 2;
}

void ResultTable::addRatioRow(const QString &metric, const QString &unit, const QList<double> &samples,
                              const QList<double> &floorSamples, double maxRatio)
{
    const Summary summary = summarise(samples);
    const double floor = median(floorSamples);
    const double ratio = floor > 0 ? summary.median / floor : 0;
    const double excess = summary.median - maxRatio * floor;
    const Result result = floor <= 0 ? Result::Miss
        : excess <= 0                ? Result::Pass
        : excess <= summary.spread   ? Result::MissWithinSpread
                                     : Result::Miss;
    m_rows.append({QStringLiteral("%1 (%2)").arg(metric, unit), number(summary.median), number(summary.worst),
                   number(summary.spread), number(floor), QString::number(ratio, 'f', 2) + QLatin1Char('x'),
                   QStringLiteral("median <= %1x floor").arg(maxRatio, 0, 'f', 2), result});
}

void ResultTable::addLimitRow(const QString &metric, const QList<double> &samplesMs, double medianLimitMs,
                              double worstLimitMs)
{
    const Summary summary = summarise(samplesMs);
    const double excess = std::max(summary.median - medianLimitMs, summary.worst - worstLimitMs);
    const Result result = samplesMs.isEmpty() ? Result::Miss
        : excess <= 0                         ? Result::Pass
        : excess <= summary.spread            ? Result::MissWithinSpread
                                              : Result::Miss;
    m_rows.append({metric + QStringLiteral(" (ms)"), number(summary.median), number(summary.worst),
                   number(summary.spread), QStringLiteral("-"), QStringLiteral("-"),
                   QStringLiteral("median <= %1, worst <= %2").arg(medianLimitMs).arg(worstLimitMs), result});
}

void ResultTable::addInformationRow(const QString &metric, const QList<double> &samplesMs, const QString &note)
{
    const Summary summary = summarise(samplesMs);
    m_rows.append({metric + QStringLiteral(" (ms)"), number(summary.median), number(summary.worst),
                   number(summary.spread), QStringLiteral("-"), QStringLiteral("-"), note, Result::Information});
}

void ResultTable::addFailedRow(const QString &metric, const QString &reason)
{
    m_rows.append({metric, QStringLiteral("n/a"), QStringLiteral("n/a"), QStringLiteral("n/a"), QStringLiteral("-"),
                   QStringLiteral("-"), reason, Result::Miss});
}

int ResultTable::guardCount() const
{
    return int(std::count_if(m_rows.cbegin(), m_rows.cend(),
                             [](const Row &row) { return row.result != Result::Information; }));
}

int ResultTable::passCount() const
{
    return int(
        std::count_if(m_rows.cbegin(), m_rows.cend(), [](const Row &row) { return row.result == Result::Pass; }));
}

QString ResultTable::render() const
{
    const QStringList header = {QStringLiteral("metric"), QStringLiteral("median"), QStringLiteral("worst"),
                                QStringLiteral("spread"), QStringLiteral("floor"),  QStringLiteral("ratio"),
                                QStringLiteral("guard"),  QStringLiteral("result")};
    const auto resultText = [](Result result) {
        switch (result) {
        case Result::Pass:
            return QStringLiteral("pass");
        case Result::Miss:
            return QStringLiteral("MISS");
        case Result::MissWithinSpread:
            return QStringLiteral("MISS (within spread)");
        case Result::Information:
            break;
        }
        return QStringLiteral("-");
    };
    QList<QStringList> cells {header};
    for (const Row &row : m_rows) {
        cells.append(
            {row.metric, row.median, row.worst, row.spread, row.floor, row.ratio, row.guard, resultText(row.result)});
    }

    QList<qsizetype> widths(header.size(), 0);
    for (const QStringList &line : cells) {
        for (qsizetype column = 0; column < line.size(); ++column)
            widths[column] = std::max(widths[column], line.at(column).size());
    }
    const qsizetype guardColumn = header.size() - 2;
    QString text;
    for (qsizetype index = 0; index < cells.size(); ++index) {
        const QStringList &line = cells.at(index);
        QStringList padded;
        for (qsizetype column = 0; column < line.size(); ++column) {
            // The metric, guard and result read as text (left); the figures line up on the right.
            const bool left = column == 0 || column >= guardColumn;
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
