#pragma once

#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QVariantList>

// One answer field of the exercise: checks what the student typed against the expected
// number, in the current language's number format (QLocale()), and says what was off.
// The verdict and feedback follow every keystroke and a language switch.
class SubKeyAnswer : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(QString text READ text WRITE setText NOTIFY textChanged FINAL)
    Q_PROPERTY(double expected READ expected WRITE setExpected NOTIFY expectedChanged FINAL)
    // Largest accepted distance from `expected` (0.005 lets "3.1" and "3.10" both pass).
    Q_PROPERTY(double tolerance READ tolerance WRITE setTolerance NOTIFY toleranceChanged FINAL)
    // Whether the answer is a decimal (ratio) or a whole number; picks the example shown.
    Q_PROPERTY(bool decimal READ decimal WRITE setDecimal NOTIFY decimalChanged FINAL)
    // Typical wrong answers; matchedMistake is the index of the one typed, or -1.
    Q_PROPERTY(QVariantList knownMistakes READ knownMistakes WRITE setKnownMistakes NOTIFY knownMistakesChanged FINAL)

    Q_PROPERTY(Verdict verdict READ verdict NOTIFY evaluated FINAL)
    Q_PROPERTY(bool correct READ correct NOTIFY evaluated FINAL)
    Q_PROPERTY(double value READ value NOTIFY evaluated FINAL)
    Q_PROPERTY(int matchedMistake READ matchedMistake NOTIFY evaluated FINAL)
    Q_PROPERTY(QString feedback READ feedback NOTIFY evaluated FINAL)

public:
    enum Verdict {
        Empty,
        NotANumber,
        WrongDecimalSeparator,
        BadGrouping,
        DecimalForThousands, // "15.500" in English: right digits, read as 15.5
        TooLow,
        TooHigh,
        Correct,
    };
    Q_ENUM(Verdict)

    explicit SubKeyAnswer(QObject *parent = nullptr);

    QString text() const { return m_text; }
    void setText(const QString &text);
    double expected() const { return m_expected; }
    void setExpected(double expected);
    double tolerance() const { return m_tolerance; }
    void setTolerance(double tolerance);
    bool decimal() const { return m_decimal; }
    void setDecimal(bool decimal);
    QVariantList knownMistakes() const { return m_knownMistakes; }
    void setKnownMistakes(const QVariantList &mistakes);

    Verdict verdict() const { return m_verdict; }
    bool correct() const { return m_verdict == Correct; }
    double value() const { return m_value; }
    int matchedMistake() const { return m_matchedMistake; }
    QString feedback() const;

signals:
    void textChanged();
    void expectedChanged();
    void toleranceChanged();
    void decimalChanged();
    void knownMistakesChanged();
    void evaluated();

private:
    void evaluate();
    bool near(double value, double target) const;

    QString m_text;
    double m_expected = 0.0;
    double m_tolerance = 0.0;
    bool m_decimal = false;
    QVariantList m_knownMistakes;

    Verdict m_verdict = Empty;
    double m_value = 0.0;
    int m_matchedMistake = -1;
    QString m_suggestion;
};
