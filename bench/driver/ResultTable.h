#pragma once

#include <QList>
#include <QString>

// The benchmark's report: one row per figure, from its samples (one per run): the median,
// the worst run, the spread (the largest sample minus the smallest) and the guard of
// issue 57 the row must pass. A miss by no more than the row's spread is marked as such:
// noted, not engineered around.
class ResultTable
{
public:
    static double median(QList<double> samples);

    // A start-up figure against the floor's: passes when its median is at most maxRatio x
    // the floor's median.
    void addRatioRow(const QString &metric, const QString &unit, const QList<double> &samples,
                     const QList<double> &floorSamples, double maxRatio);
    // A time in milliseconds: passes when the median is at most medianLimitMs and the worst
    // run at most worstLimitMs.
    void addLimitRow(const QString &metric, const QList<double> &samplesMs, double medianLimitMs, double worstLimitMs);
    // A time shown for information, with no guard of its own (it is not counted).
    void addInformationRow(const QString &metric, const QList<double> &samplesMs, const QString &note);
    // A row that could not be measured; it counts as a miss.
    void addFailedRow(const QString &metric, const QString &reason);

    QString render() const;
    int guardCount() const;
    int passCount() const;

private:
    enum class Result {
        Pass,
        Miss,
        MissWithinSpread,
        Information
    };
    struct Row
    {
        QString metric;
        QString median;
        QString worst;
        QString spread;
        QString floor;
        QString ratio;
        QString guard;
        Result result = Result::Miss;
    };
    QList<Row> m_rows;
};
