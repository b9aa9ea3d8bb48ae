#include "lessons/subkeys/SubKeyAnswer.h"

#include "i18n/LanguageService.h"
#include "i18n/NumberFormat.h"
#include "lessons/subkeys/AnswerParser.h"

#include <QLocale>

#include <cmath>

namespace {

// A number in the current language: whole numbers grouped (15,500 / 15.500), others with
// as many decimals as they need (3.1 / 3,1).
QString formatNumber(double value)
{
    if (std::abs(value - std::round(value)) < 1e-9 && std::abs(value) < 1e15)
        return NumberFormat::count(qint64(std::llround(value)));
    return NumberFormat::number(value, QLocale::FloatingPointShortest);
}

QString ungrouped(double value)
{
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    return locale.toString(qint64(std::llround(value)));
}

} // namespace

SubKeyAnswer::SubKeyAnswer(QObject *parent)
    : QObject(parent)
{
    // The default locale switches with the language, and with it how numbers are read.
    connect(LanguageService::instance(), &LanguageService::languageChanged, this, &SubKeyAnswer::evaluate);
}

void SubKeyAnswer::setText(const QString &text)
{
    if (text == m_text)
        return;
    m_text = text;
    emit textChanged();
    evaluate();
}

void SubKeyAnswer::setExpected(double expected)
{
    if (!std::isfinite(expected)) {
        qWarning("SubKeyAnswer: expected value must be a finite number");
        return;
    }
    if (expected == m_expected)
        return;
    m_expected = expected;
    emit expectedChanged();
    evaluate();
}

void SubKeyAnswer::setTolerance(double tolerance)
{
    if (!std::isfinite(tolerance) || tolerance < 0.0) {
        qWarning("SubKeyAnswer: tolerance %g refused; it must be 0 or more", tolerance);
        return;
    }
    if (tolerance == m_tolerance)
        return;
    m_tolerance = tolerance;
    emit toleranceChanged();
    evaluate();
}

void SubKeyAnswer::setDecimal(bool decimal)
{
    if (decimal == m_decimal)
        return;
    m_decimal = decimal;
    emit decimalChanged();
    evaluate();
}

void SubKeyAnswer::setKnownMistakes(const QVariantList &mistakes)
{
    if (mistakes == m_knownMistakes)
        return;
    m_knownMistakes = mistakes;
    emit knownMistakesChanged();
    evaluate();
}

bool SubKeyAnswer::near(double value, double target) const
{
    return std::abs(value - target) <= m_tolerance + 1e-9 * std::max(1.0, std::abs(target));
}

void SubKeyAnswer::evaluate()
{
    const AnswerParser::Result parsed = AnswerParser::parse(m_text, QLocale());
    m_value = parsed.value;
    m_matchedMistake = -1;
    m_suggestion = parsed.suggestion;

    switch (parsed.status) {
    case AnswerParser::Status::Empty:
        m_verdict = Empty;
        break;
    case AnswerParser::Status::NotANumber:
        m_verdict = NotANumber;
        break;
    case AnswerParser::Status::WrongDecimalSeparator:
        m_verdict = WrongDecimalSeparator;
        break;
    case AnswerParser::Status::BadGrouping:
        m_verdict = BadGrouping;
        break;
    case AnswerParser::Status::Number:
        if (near(parsed.value, m_expected)) {
            m_verdict = Correct;
        } else if (parsed.fractionDigits == 3 && !m_decimal && near(parsed.value * 1000.0, m_expected)) {
            m_verdict = DecimalForThousands;
        } else {
            m_verdict = parsed.value < m_expected ? TooLow : TooHigh;
            for (qsizetype i = 0; i < m_knownMistakes.size(); ++i) {
                if (near(parsed.value, m_knownMistakes.at(i).toDouble())) {
                    m_matchedMistake = int(i);
                    break;
                }
            }
        }
        break;
    }
    emit evaluated();
}

QString SubKeyAnswer::feedback() const
{
    const QLocale locale;
    const QString typed = m_text.trimmed();
    const QString example = m_decimal
        //: How to type a number; %1 is an example such as 2.5 written in the current language
        ? tr("Type a number such as %1.").arg(NumberFormat::number(2.5, 1))
        //: How to type a number; %1 and %2 are the same example, with and without grouping
        : tr("Type digits, for example %1 or %2.").arg(NumberFormat::count(12345), ungrouped(12345));

    switch (m_verdict) {
    case Empty:
        return {};
    case NotANumber:
        //: %1 is what the student typed
        return tr("\"%1\" is not a number I can read.").arg(typed) + QLatin1Char(' ') + example;
    case WrongDecimalSeparator:
        //: %1 is the decimal separator of the chosen language, %2 the corrected number
        return tr("In this language, decimals are marked with \"%1\". Did you mean %2?")
            .arg(locale.decimalPoint(), m_suggestion);
    case BadGrouping:
        //: %1 is what the student typed, %2 the thousands separator of the chosen language
        return tr("The digit groups in \"%1\" look wrong. Group thousands in threes with \"%2\", or leave the "
                  "separators out.")
                   .arg(typed, locale.groupSeparator())
            + QLatin1Char(' ') + example;
    case DecimalForThousands:
        //: %1 decimal separator, %2 what was typed, %3 the value it means, %4 and %5 the intended number with and
        //: without grouping
        return tr("Here \"%1\" marks decimals, so %2 means %3. For thousands, write %4 or %5.")
            .arg(locale.decimalPoint(), typed, formatNumber(m_value), formatNumber(m_value * 1000.0),
                 ungrouped(m_value * 1000.0));
    case TooLow:
        //: Feedback on an answer; %1 is the number typed
        return tr("%1 is too low.").arg(formatNumber(m_value));
    case TooHigh:
        //: Feedback on an answer; %1 is the number typed
        return tr("%1 is too high.").arg(formatNumber(m_value));
    case Correct:
        //: Feedback on a right answer; %1 is the number typed
        return tr("Correct: %1.").arg(formatNumber(m_value));
    }
    return {};
}
