#include "lessons/subkeys/AnswerParser.h"

#include <QRegularExpression>
#include <QStringList>

namespace {

bool allDigits(const QString &text)
{
    if (text.isEmpty())
        return false;
    for (const QChar c : text) {
        if (c < QLatin1Char('0') || c > QLatin1Char('9'))
            return false;
    }
    return true;
}

bool isSpace(QChar c)
{
    // Plain, no-break and narrow no-break spaces all serve as thousands separators.
    return c == QLatin1Char(' ') || c == QChar(0x00A0) || c == QChar(0x202F);
}

} // namespace

AnswerParser::Result AnswerParser::parse(const QString &text, const QLocale &locale)
{
    Result result;
    QString body = text.trimmed();
    if (body.isEmpty())
        return result;

    // A unit after the number is fine: "15500 rps", "15.500 Anfragen/s" (the German
    // pages' unit), "3.1x".
    static const QRegularExpression unit(QStringLiteral("\\s*(rps|anfragen/s|x|\\x{00D7})$"),
                                         QRegularExpression::CaseInsensitiveOption);
    body.remove(unit);

    bool negative = false;
    if (body.startsWith(QLatin1Char('-')) || body.startsWith(QChar(0x2212)) || body.startsWith(locale.negativeSign())) {
        negative = true;
        body = body.mid(1);
    } else if (body.startsWith(QLatin1Char('+'))) {
        body = body.mid(1);
    }
    body = body.trimmed();

    const QString decimal = locale.decimalPoint();
    const QString group = locale.groupSeparator();

    // Only digits, the two separators and spaces belong to a number.
    for (const QChar c : std::as_const(body)) {
        const bool digit = c >= QLatin1Char('0') && c <= QLatin1Char('9');
        if (!digit && !isSpace(c) && QString(c) != decimal && QString(c) != group) {
            result.status = Status::NotANumber;
            return result;
        }
    }
    if (body.isEmpty()) {
        result.status = Status::NotANumber;
        return result;
    }

    if (body.count(decimal) > 1) {
        result.status = Status::BadGrouping;
        return result;
    }
    const qsizetype decimalAt = body.indexOf(decimal);
    const QString integerPart = decimalAt < 0 ? body : body.left(decimalAt);
    const QString fraction = decimalAt < 0 ? QString() : body.mid(decimalAt + decimal.size());

    if (decimalAt >= 0 && !allDigits(fraction)) {
        // "3," or "1.5 00": a decimal mark must be followed by digits only.
        result.status = fraction.isEmpty() ? Status::NotANumber : Status::BadGrouping;
        return result;
    }

    // Split the whole part at group separators and spaces.
    QStringList chunks;
    QString current;
    bool groupedBySeparator = false;
    bool groupedBySpace = false;
    for (const QChar c : integerPart) {
        if (QString(c) == group || isSpace(c)) {
            (isSpace(c) ? groupedBySpace : groupedBySeparator) = true;
            chunks.append(current);
            current.clear();
        } else {
            current.append(c);
        }
    }
    chunks.append(current);

    QString digits;
    if (chunks.size() == 1) {
        if (!chunks.first().isEmpty() && !allDigits(chunks.first())) {
            result.status = Status::NotANumber;
            return result;
        }
        if (chunks.first().isEmpty() && fraction.isEmpty()) {
            result.status = Status::NotANumber;
            return result;
        }
        digits = chunks.first();
    } else {
        bool threes = chunks.first().size() >= 1 && chunks.first().size() <= 3;
        for (qsizetype i = 0; i < chunks.size(); ++i) {
            if (!allDigits(chunks.at(i))) {
                threes = false;
                break;
            }
            if (i > 0 && chunks.at(i).size() != 3)
                threes = false;
        }
        if (!threes) {
            // One group separator followed by anything but three digits, and no decimal
            // mark: the writer most likely meant a decimal ("3,1" in English).
            if (decimalAt < 0 && chunks.size() == 2 && groupedBySeparator && !groupedBySpace && allDigits(chunks.at(0))
                && allDigits(chunks.at(1))) {
                result.status = Status::WrongDecimalSeparator;
                result.suggestion =
                    (negative ? locale.negativeSign() : QString()) + chunks.at(0) + decimal + chunks.at(1);
                return result;
            }
            result.status = Status::BadGrouping;
            return result;
        }
        digits = chunks.join(QString());
    }

    const QString plain = (digits.isEmpty() ? QStringLiteral("0") : digits)
        + (fraction.isEmpty() ? QString() : QLatin1Char('.') + fraction);
    bool ok = false;
    const double value = QLocale::c().toDouble(plain, &ok);
    if (!ok) {
        result.status = Status::NotANumber;
        return result;
    }
    result.status = Status::Number;
    result.value = negative ? -value : value;
    result.fractionDigits = int(fraction.size());
    return result;
}
