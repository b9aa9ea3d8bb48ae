#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

// The app's one way to write a number for people: in the current language's locale
// (LanguageService makes it the default QLocale), with the translated percent sign and
// partition names. C++ models call the static functions; QML calls the same formatting
// through the singleton.
class NumberFormat : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // QML formats through `NumberFormat.current.…`: reading `current` ties the binding to
    // languageChanged(), so a number without any translated text around it is written
    // again after a switch, as a translated text is.
    Q_PROPERTY(NumberFormat *current READ current NOTIFY languageChanged FINAL)

public:
    explicit NumberFormat(QObject *parent = nullptr);

    // 12,345.6 / 12.345,6 with the given number of decimals (QLocale::FloatingPointShortest
    // for as many as the value needs).
    static QString number(double value, int decimals = 0);
    // A whole number: 12,345 / 12.345.
    static QString count(qint64 value);
    // "83%" ("83 %" in German): whole when within 0.05 of a whole number, else one decimal.
    static QString percent(double percent);
    // The number of percent() without its sign, for sentences that write the sign.
    static QString percentNumber(double percent);
    // A probability (0-1) as a percentage: two decimals below 10%, one above, and "below
    // 0.01%" or "above 99.99%" where the rounded figure would read as impossible or certain.
    static QString probability(double probability);
    // The short name of a partition in every chart and table: "P0".
    static QString partition(int index);
    // The n of a %n plural for a count that may not fit an int: only the category matters.
    static int pluralCount(qint64 value);
    // A memory size in kibibytes: one decimal below 10 KiB, none above ("0.5 KiB", "462 KiB").
    static QString kibibytes(qint64 bytes);
    // The top of a chart's value axis with 5 ticks: the smallest of 1, 2, 4, 6, 8 times a
    // power of ten at or above `value`, and at least 4, so that every tick is a round number.
    static double axisCeiling(double value);

    NumberFormat *current() { return this; }
    Q_INVOKABLE QString formatNumber(double value, int decimals) const { return number(value, decimals); }
    Q_INVOKABLE QString formatCount(qint64 value) const { return count(value); }
    Q_INVOKABLE QString formatPercent(double value) const { return percent(value); }
    Q_INVOKABLE QString formatProbability(double value) const { return probability(value); }
    Q_INVOKABLE double chartCeiling(double value) const { return axisCeiling(value); }
    Q_INVOKABLE QString formatKiB(qint64 bytes) const { return kibibytes(bytes); }
    Q_INVOKABLE QString partitionName(int index) const { return partition(index); }

signals:
    void languageChanged();
};
