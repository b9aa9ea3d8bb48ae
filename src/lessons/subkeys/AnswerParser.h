#pragma once

#include <QLocale>
#include <QString>

// Reads a number the way people type it in a given language: "15,500" or "15500" in
// English, "15.500" in German and Indonesian, "3.1" or "3,1" by language. Thousands may
// also be grouped with spaces. A trailing unit ("rps", "Anfragen/s", "x") is ignored. When the input is
// not a number, the status says what was off, so the page can explain it.
class AnswerParser
{
public:
    enum class Status {
        Empty,                 // nothing typed yet
        Number,                // value holds the number
        NotANumber,            // letters or other characters that are not part of a number
        WrongDecimalSeparator, // e.g. "3,1" in English; suggestion holds "3.1"
        BadGrouping,           // digit groups that are not threes, or several decimal marks
    };

    struct Result
    {
        Status status = Status::Empty;
        double value = 0.0;
        // Digits after the decimal separator (0 for whole numbers).
        int fractionDigits = 0;
        // For WrongDecimalSeparator: the input rewritten with this language's separator.
        QString suggestion;
    };

    static Result parse(const QString &text, const QLocale &locale);
};
