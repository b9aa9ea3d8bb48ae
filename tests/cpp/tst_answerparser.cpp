// hotspot-models-test: links hotspotmodels, no Qt Quick, Charts or Widgets (models_links_models_only checks it).
// Tests reading typed numbers per language (AnswerParser) and the feedback of one answer
// field (SubKeyAnswer).
#include "lessons/subkeys/AnswerParser.h"
#include "lessons/subkeys/SubKeyAnswer.h"

#include <QLocale>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using Status = AnswerParser::Status;

class TestAnswerParser : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void cleanup() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void parse_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("status");
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("suggestion");

        const int number = int(Status::Number);
        // English: "," groups thousands, "." marks decimals.
        QTest::newRow("en grouped") << "en_US"
                                    << "15,500" << number << 15500.0 << "";
        QTest::newRow("en plain") << "en_US"
                                  << "15500" << number << 15500.0 << "";
        QTest::newRow("en spaces around") << "en_US"
                                          << "  15500 " << number << 15500.0 << "";
        QTest::newRow("en space grouped") << "en_US"
                                          << "15 500" << number << 15500.0 << "";
        QTest::newRow("en unit") << "en_US"
                                 << "15,500 rps" << number << 15500.0 << "";
        QTest::newRow("de unit of the German pages") << "de_DE"
                                                     << "15.500 Anfragen/s" << number << 15500.0 << "";
        QTest::newRow("en decimal") << "en_US"
                                    << "3.1" << number << 3.1 << "";
        QTest::newRow("en decimal x") << "en_US"
                                      << "3.1x" << number << 3.1 << "";
        QTest::newRow("en leading point") << "en_US"
                                          << ".5" << number << 0.5 << "";
        QTest::newRow("en millions") << "en_US"
                                     << "10,000,000" << number << 1e7 << "";
        QTest::newRow("en dot thousands reads as decimal") << "en_US"
                                                           << "15.500" << number << 15.5 << "";
        QTest::newRow("en negative") << "en_US"
                                     << "-3" << number << -3.0 << "";
        QTest::newRow("en comma decimal") << "en_US"
                                          << "3,1" << int(Status::WrongDecimalSeparator) << 0.0 << "3.1";
        QTest::newRow("en long comma") << "en_US"
                                       << "15500,5" << int(Status::WrongDecimalSeparator) << 0.0 << "15500.5";
        QTest::newRow("en bad groups") << "en_US"
                                       << "1,55,00" << int(Status::BadGrouping) << 0.0 << "";
        QTest::newRow("en two points") << "en_US"
                                       << "1.5.5" << int(Status::BadGrouping) << 0.0 << "";
        QTest::newRow("en group after point") << "en_US"
                                              << "1.500,5" << int(Status::BadGrouping) << 0.0 << "";
        QTest::newRow("en letters") << "en_US"
                                    << "fifteen" << int(Status::NotANumber) << 0.0 << "";
        QTest::newRow("en mixed") << "en_US"
                                  << "15k" << int(Status::NotANumber) << 0.0 << "";
        QTest::newRow("en lone point") << "en_US"
                                       << "." << int(Status::NotANumber) << 0.0 << "";
        QTest::newRow("en trailing point") << "en_US"
                                           << "3." << int(Status::NotANumber) << 0.0 << "";
        QTest::newRow("en sign only") << "en_US"
                                      << "-" << int(Status::NotANumber) << 0.0 << "";
        QTest::newRow("en empty") << "en_US"
                                  << "   " << int(Status::Empty) << 0.0 << "";

        // German: "." groups thousands, "," marks decimals.
        QTest::newRow("de grouped") << "de_DE"
                                    << "15.500" << number << 15500.0 << "";
        QTest::newRow("de plain") << "de_DE"
                                  << "15500" << number << 15500.0 << "";
        QTest::newRow("de decimal") << "de_DE"
                                    << "3,1" << number << 3.1 << "";
        QTest::newRow("de millions") << "de_DE"
                                     << "10.000.000" << number << 1e7 << "";
        QTest::newRow("de grouped decimal") << "de_DE"
                                            << "1.500,25" << number << 1500.25 << "";
        QTest::newRow("de point decimal") << "de_DE"
                                          << "3.1" << int(Status::WrongDecimalSeparator) << 0.0 << "3,1";
        QTest::newRow("de comma thousands reads as decimal") << "de_DE"
                                                             << "15,500" << number << 15.5 << "";
        QTest::newRow("de bad groups") << "de_DE"
                                       << "15.50.0" << int(Status::BadGrouping) << 0.0 << "";
        QTest::newRow("de letters") << "de_DE"
                                    << "3,1 mal" << int(Status::NotANumber) << 0.0 << "";

        // Indonesian writes numbers like German.
        QTest::newRow("id grouped") << "id_ID"
                                    << "15.500" << number << 15500.0 << "";
        QTest::newRow("id plain") << "id_ID"
                                  << "6500" << number << 6500.0 << "";
        QTest::newRow("id decimal") << "id_ID"
                                    << "3,1" << number << 3.1 << "";
        QTest::newRow("id point decimal") << "id_ID"
                                          << "3.1" << int(Status::WrongDecimalSeparator) << 0.0 << "3,1";
        QTest::newRow("id two commas") << "id_ID"
                                       << "3,1,0" << int(Status::BadGrouping) << 0.0 << "";
        QTest::newRow("id letters") << "id_ID"
                                    << "tiga" << int(Status::NotANumber) << 0.0 << "";
    }

    void parse()
    {
        QFETCH(QString, locale);
        QFETCH(QString, text);
        QFETCH(int, status);
        QFETCH(double, value);
        QFETCH(QString, suggestion);
        const AnswerParser::Result result = AnswerParser::parse(text, QLocale(locale));
        QCOMPARE(int(result.status), status);
        if (result.status == Status::Number)
            QCOMPARE(result.value, value);
        QCOMPARE(result.suggestion, suggestion);
    }

    void localesUseTheSeparatorsTheLessonAssumes()
    {
        QCOMPARE(QLocale("de_DE").toString(15500), QStringLiteral("15.500"));
        QCOMPARE(QLocale("id_ID").toString(15500), QStringLiteral("15.500"));
        QCOMPARE(QLocale("id_ID").toString(3.1, 'f', 1), QStringLiteral("3,1"));
        QCOMPARE(QLocale("en_US").toString(15500), QStringLiteral("15,500"));
    }

    void answerVerdicts()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        SubKeyAnswer answer;
        answer.setExpected(15500.0);
        answer.setKnownMistakes({12000.0, 3500.0});
        QSignalSpy evaluated(&answer, &SubKeyAnswer::evaluated);

        QCOMPARE(answer.verdict(), SubKeyAnswer::Empty);
        QVERIFY(answer.feedback().isEmpty());

        answer.setText(QStringLiteral("15,500"));
        QCOMPARE(answer.verdict(), SubKeyAnswer::Correct);
        QVERIFY(answer.correct());
        QCOMPARE(answer.feedback(), QStringLiteral("Correct: 15,500."));
        QCOMPARE(evaluated.count(), 1);

        answer.setText(QStringLiteral("15500"));
        QVERIFY(answer.correct());

        answer.setText(QStringLiteral("12000"));
        QCOMPARE(answer.verdict(), SubKeyAnswer::TooLow);
        QCOMPARE(answer.matchedMistake(), 0);
        QCOMPARE(answer.feedback(), QStringLiteral("12,000 is too low."));

        answer.setText(QStringLiteral("3,500"));
        QCOMPARE(answer.matchedMistake(), 1);

        answer.setText(QStringLiteral("16000"));
        QCOMPARE(answer.verdict(), SubKeyAnswer::TooHigh);
        QCOMPARE(answer.matchedMistake(), -1);
        QCOMPARE(answer.feedback(), QStringLiteral("16,000 is too high."));

        // The right digits with the wrong separator: explained, not marked plain wrong.
        answer.setText(QStringLiteral("15.500"));
        QCOMPARE(answer.verdict(), SubKeyAnswer::DecimalForThousands);
        QVERIFY(!answer.correct());
        QVERIFY(answer.feedback().contains(QStringLiteral("15,500")));
        QVERIFY(answer.feedback().contains(QStringLiteral("15500")));

        answer.setText(QStringLiteral("lots"));
        QCOMPARE(answer.verdict(), SubKeyAnswer::NotANumber);
        QVERIFY(answer.feedback().contains(QStringLiteral("\"lots\"")));
        QVERIFY(answer.feedback().contains(QStringLiteral("12,345")));

        answer.setText(QStringLiteral("1,55,00"));
        QCOMPARE(answer.verdict(), SubKeyAnswer::BadGrouping);
        QVERIFY(answer.feedback().contains(QStringLiteral("\",\"")));
    }

    void ratioAnswerFollowsTheLanguage()
    {
        SubKeyAnswer ratio;
        ratio.setExpected(3.1);
        ratio.setTolerance(0.005);
        ratio.setDecimal(true);

        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        ratio.setText(QStringLiteral("3.1"));
        QVERIFY(ratio.correct());
        ratio.setText(QStringLiteral("3.10"));
        QVERIFY(ratio.correct());
        ratio.setText(QStringLiteral("3,1"));
        QCOMPARE(ratio.verdict(), SubKeyAnswer::WrongDecimalSeparator);
        QCOMPARE(ratio.feedback(),
                 QStringLiteral("In this language, decimals are marked with \".\". Did you mean 3.1?"));
        ratio.setText(QStringLiteral("3.2"));
        QCOMPARE(ratio.verdict(), SubKeyAnswer::TooHigh);
        ratio.setText(QStringLiteral("3.100"));
        // A decimal answer is never read as thousands.
        QCOMPARE(ratio.verdict(), SubKeyAnswer::Correct);

        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        ratio.setText(QStringLiteral("3,1"));
        QVERIFY(ratio.correct());
        QCOMPARE(ratio.feedback(), QStringLiteral("Correct: 3,1."));
        ratio.setText(QStringLiteral("3.1"));
        QCOMPARE(ratio.verdict(), SubKeyAnswer::WrongDecimalSeparator);
        QVERIFY(ratio.feedback().contains(QStringLiteral("3,1?")));
        ratio.setText(QStringLiteral("2,5"));
        QCOMPARE(ratio.verdict(), SubKeyAnswer::TooLow);
        QCOMPARE(ratio.feedback(), QStringLiteral("2,5 is too low."));

        QLocale::setDefault(QLocale(QLocale::Indonesian, QLocale::Indonesia));
        ratio.setText(QStringLiteral("3,1"));
        QVERIFY(ratio.correct());
    }

    void germanThousands()
    {
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        SubKeyAnswer answer;
        answer.setExpected(6500.0);
        answer.setText(QStringLiteral("6.500"));
        QVERIFY(answer.correct());
        answer.setText(QStringLiteral("6500"));
        QVERIFY(answer.correct());
        answer.setText(QStringLiteral("6,500"));
        QCOMPARE(answer.verdict(), SubKeyAnswer::DecimalForThousands);
        QVERIFY(answer.feedback().contains(QStringLiteral("6.500")));
        answer.setText(QStringLiteral("5.000"));
        QCOMPARE(answer.verdict(), SubKeyAnswer::TooLow);
        QCOMPARE(answer.feedback(), QStringLiteral("5.000 is too low."));
    }

    void invalidSettingsAreRefused()
    {
        SubKeyAnswer answer;
        answer.setExpected(5.0);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("tolerance -1 refused"));
        answer.setTolerance(-1.0);
        QCOMPARE(answer.tolerance(), 0.0);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("expected value must be a finite number"));
        answer.setExpected(qInf());
        QCOMPARE(answer.expected(), 5.0);
    }
};

QTEST_GUILESS_MAIN(TestAnswerParser)
#include "tst_answerparser.moc"
