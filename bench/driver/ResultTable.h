#pragma once

#include <QList>
#include <QString>

#include <optional>

// The benchmark's report: one row per figure, with its target and whether it is met.
class ResultTable
{
public:
    // Start-up figures, compared with the floor: target value <= maxRatio x floor.
    void addRatioRow(const QString &metric, const QString &unit, double value, double floor, double maxRatio);
    // Responsiveness figures: target value <= limitMs.
    void addLimitRow(const QString &metric, double valueMs, double limitMs);
    // A figure shown for information, with no target of its own (it is not counted).
    void addInformationRow(const QString &metric, double valueMs, const QString &note);
    // A row that could not be measured; it counts as a miss.
    void addFailedRow(const QString &metric, const QString &reason);

    QString render() const;
    int targetCount() const;
    int metCount() const;

private:
    struct Row
    {
        QString metric;
        QString value;
        QString floor;
        QString ratio;
        QString target;
        bool met = false;
        bool information = false;
    };
    QList<Row> m_rows;
};
