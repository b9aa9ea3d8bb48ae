// hotspot-models-test: links hotspotmodels, no Qt Quick, Charts or Widgets (models_links_models_only checks it).
// NumberFormat: the app's one number formatter, in each language, and the QML binding
// that follows a language switch through `NumberFormat.current`.
#include "i18n/LanguageService.h"
#include "i18n/NumberFormat.h"

#include <QQmlComponent>
#include <QQmlEngine>
#include <QStandardPaths>
#include <QtTest>

#include <memory>

class TestNumberFormat : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(LanguageService::instance()->applyLanguage(QStringLiteral("en")));
    }
    void cleanup() { LanguageService::instance()->applyLanguage(QStringLiteral("en")); }

    void formatsInEachLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("number");
        QTest::addColumn<QString>("count");
        QTest::addColumn<QString>("percent");
        QTest::addColumn<QString>("percentWithDecimal");
        QTest::addColumn<QString>("partition");
        QTest::newRow("en") << "en"
                            << "12,345.7"
                            << "1,200"
                            << "83%"
                            << "37.5%"
                            << "P2";
        QTest::newRow("de") << "de"
                            << "12.345,7"
                            << "1.200"
                            << "83\u00a0%"
                            << "37,5\u00a0%"
                            << "P2";
        QTest::newRow("id") << "id"
                            << "12.345,7"
                            << "1.200"
                            << "83%"
                            << "37,5%"
                            << "P2";
    }
    void formatsInEachLanguage()
    {
        QFETCH(QString, language);
        QVERIFY(LanguageService::instance()->applyLanguage(language));
        QTEST(NumberFormat::number(12345.67, 1), "number");
        QTEST(NumberFormat::count(1200), "count");
        // Whole within 0.05 of a whole number, else one decimal.
        QTEST(NumberFormat::percent(83.04), "percent");
        QTEST(NumberFormat::percent(37.5), "percentWithDecimal");
        QTEST(NumberFormat::partition(2), "partition");
    }

    void probabilitiesNeverReadAsImpossibleOrCertain_data()
    {
        QTest::addColumn<double>("probability");
        QTest::addColumn<QString>("text");
        QTest::newRow("zero") << 0.0 << "0%";
        QTest::newRow("one") << 1.0 << "100%";
        QTest::newRow("tiny") << 0.000001 << "below 0.01%";
        QTest::newRow("near certain") << 0.999999 << "above 99.99%";
        // Two decimals below 10%, one above: 0.24% (eight sub-keys on eight partitions).
        QTest::newRow("small") << 0.0024 << "0.24%";
        QTest::newRow("large") << 0.6274 << "62.7%";
        QTest::newRow("below zero") << -0.5 << "0%";
    }
    void probabilitiesNeverReadAsImpossibleOrCertain()
    {
        QFETCH(double, probability);
        QTEST(NumberFormat::probability(probability), "text");
    }

    void germanProbabilityUsesItsOwnWords()
    {
        QVERIFY(LanguageService::instance()->applyLanguage(QStringLiteral("de")));
        QCOMPARE(NumberFormat::probability(0.000001), QStringLiteral("unter 0,01\u00a0%"));
        QCOMPARE(NumberFormat::probability(0.0024), QStringLiteral("0,24\u00a0%"));
    }

    // A QML binding that shows only a number (no qsTr that retranslate() would refresh)
    // is written again after a switch, because it reads NumberFormat.current.
    void qmlBindingFollowsTheLanguage()
    {
        QQmlEngine engine;
        engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
        QQmlComponent component(&engine);
        component.setData("import QtQml\nimport HotspotLab.Models\nQtObject {\n"
                          "    property string shown: NumberFormat.current.formatNumber(12345.5, 1)\n"
                          "    property string share: NumberFormat.current.formatPercent(37.5)\n"
                          "    property string name: NumberFormat.current.partitionName(1)\n}",
                          QUrl());
        std::unique_ptr<QObject> object(component.create());
        QVERIFY2(object, qPrintable(component.errorString()));
        QCOMPARE(object->property("shown").toString(), QStringLiteral("12,345.5"));
        QCOMPARE(object->property("share").toString(), QStringLiteral("37.5%"));
        QVERIFY(LanguageService::instance()->applyLanguage(QStringLiteral("de")));
        QCOMPARE(object->property("shown").toString(), QStringLiteral("12.345,5"));
        QCOMPARE(object->property("share").toString(), QStringLiteral("37,5\u00a0%"));
        QCOMPARE(object->property("name").toString(), QStringLiteral("P1"));
    }

    void axisCeilingsAreRoundNumbers()
    {
        QCOMPARE(NumberFormat::axisCeiling(-5), 4.0);
        QCOMPARE(NumberFormat::axisCeiling(0), 4.0);
        QCOMPARE(NumberFormat::axisCeiling(1.5), 4.0);
        QCOMPARE(NumberFormat::axisCeiling(4.5), 6.0);
        QCOMPARE(NumberFormat::axisCeiling(13), 20.0);
        QCOMPARE(NumberFormat::axisCeiling(32), 40.0);
        QCOMPARE(NumberFormat::axisCeiling(59), 60.0);
        QCOMPARE(NumberFormat::axisCeiling(5'012), 6'000.0);
        QCOMPARE(NumberFormat::axisCeiling(8'000), 8'000.0);
        QCOMPARE(NumberFormat::axisCeiling(8'001), 10'000.0);
        QCOMPARE(NumberFormat::axisCeiling(95'000), 100'000.0);
    }
};

QTEST_GUILESS_MAIN(TestNumberFormat)
#include "tst_numberformat.moc"
