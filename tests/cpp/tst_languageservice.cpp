// hotspot-models-test: links hotspotmodels, no Qt Quick, Charts or Widgets (models_links_models_only checks it).
// LanguageService: switching, persistence across restarts, refusing bad codes, and the
// one languageChanged() signal that C++ models rely on.
#include "TestSupport.h"
#include "i18n/LanguageService.h"
#include "settings/AppSettings.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

class TestLanguageService : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { TestSupport::removeSettingsFile(); }
    void cleanup()
    {
        LanguageService::instance()->applyLanguage(QStringLiteral("en"));
        TestSupport::removeSettingsFile();
    }

    void firstStartFollowsSystemLocale();
    void switchingTranslatesAndFormats();
    void choiceSurvivesRestart();
    void sessionOnlyChoiceIsNotSaved();
    void unknownCodeIsRefused();
    void unknownSavedValueFallsBack();
    void oneSignalPerSwitch();
    void everyEngineSharesTheService();
    void languagesAreNamedInTheirOwnLanguage();
    void missingCatalogueFallsBackToEnglish();
    void cataloguesAreReadOnce();
};

void TestLanguageService::firstStartFollowsSystemLocale()
{
    // ctest runs with LC_ALL=C.UTF-8: neither German nor Indonesian.
    QCOMPARE(LanguageService::systemDefaultLanguage(), QStringLiteral("en"));
    QCOMPARE(LanguageService::savedLanguage(), QStringLiteral("en"));
    LanguageService::instance()->applySavedLanguage();
    QCOMPARE(LanguageService::instance()->language(), QStringLiteral("en"));
}

void TestLanguageService::switchingTranslatesAndFormats()
{
    LanguageService &service = *LanguageService::instance();
    QSignalSpy changed(&service, &LanguageService::languageChanged);

    QVERIFY(service.setLanguage(QStringLiteral("de")));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(service.language(), QStringLiteral("de"));
    QCOMPARE(service.localeName(), QStringLiteral("de_DE"));
    QCOMPARE(QCoreApplication::translate("LessonCatalog", "Keys are not load"),
             QStringLiteral("Schlüssel sind keine Last"));
    QCOMPARE(QLocale().toString(10000000), QStringLiteral("10.000.000"));

    QVERIFY(service.setLanguage(QStringLiteral("id")));
    QCOMPARE(QCoreApplication::translate("LessonCatalog", "Keys are not load"), QStringLiteral("Key bukan beban"));
    QCOMPARE(QLocale().toString(3.1, 'f', 1), QStringLiteral("3,1"));

    QVERIFY(service.setLanguage(QStringLiteral("en")));
    QCOMPARE(QCoreApplication::translate("LessonCatalog", "Keys are not load"), QStringLiteral("Keys are not load"));
    QCOMPARE(QLocale().toString(10000000), QStringLiteral("10,000,000"));
    QCOMPARE(changed.count(), 3);

    // Choosing the current language again changes nothing.
    QVERIFY(service.setLanguage(QStringLiteral("en")));
    QCOMPARE(changed.count(), 3);
}

void TestLanguageService::choiceSurvivesRestart()
{
    LanguageService &service = *LanguageService::instance();
    QVERIFY(service.setLanguage(QStringLiteral("id")));
    QVERIFY(service.applyLanguage(QStringLiteral("en")));
    // What the next start reads and applies.
    QCOMPARE(LanguageService::savedLanguage(), QStringLiteral("id"));
    service.applySavedLanguage();
    QCOMPARE(service.language(), QStringLiteral("id"));
    QCOMPARE(QCoreApplication::translate("LessonCatalog", "Start"), QStringLiteral("Mulai"));
}

void TestLanguageService::sessionOnlyChoiceIsNotSaved()
{
    LanguageService &service = *LanguageService::instance();
    QVERIFY(service.setLanguage(QStringLiteral("de")));
    QVERIFY(service.applyLanguage(QStringLiteral("id")));
    QCOMPARE(service.language(), QStringLiteral("id"));
    QCOMPARE(LanguageService::savedLanguage(), QStringLiteral("de"));
    service.applySavedLanguage();
    QCOMPARE(service.language(), QStringLiteral("de"));
}

void TestLanguageService::unknownCodeIsRefused()
{
    LanguageService &service = *LanguageService::instance();
    QVERIFY(service.setLanguage(QStringLiteral("de")));
    QSignalSpy changed(&service, &LanguageService::languageChanged);
    QTest::ignoreMessage(QtWarningMsg, "LanguageService: unknown language \"fr\"; valid values are en, de, id.");
    QVERIFY(!service.setLanguage(QStringLiteral("fr")));
    QTest::ignoreMessage(QtWarningMsg, "LanguageService: unknown language \"\"; valid values are en, de, id.");
    QVERIFY(!service.setLanguage(QString()));
    QCOMPARE(service.language(), QStringLiteral("de"));
    QCOMPARE(changed.count(), 0);
    QCOMPARE(AppSettings::open()->value(QStringLiteral("language")).toString(), QStringLiteral("de"));
    service.setLanguage(QStringLiteral("en"));
}

void TestLanguageService::unknownSavedValueFallsBack()
{
    AppSettings::open()->setValue(QStringLiteral("language"), QStringLiteral("xx"));
    QTest::ignoreMessage(QtWarningMsg,
                         QRegularExpression(QStringLiteral("ignoring unknown language \"xx\" in .*settings.ini; "
                                                           "valid values are en, de, id.")));
    QCOMPARE(LanguageService::savedLanguage(), QStringLiteral("en"));
}

void TestLanguageService::oneSignalPerSwitch()
{
    LanguageService &service = *LanguageService::instance();
    QSignalSpy spy(&service, &LanguageService::languageChanged);
    // Once per switch, although two translators are removed and two installed: every
    // model refreshes once. By the time it refreshes, the new catalogue and locale apply.
    QString seen;
    const auto connection = connect(&service, &LanguageService::languageChanged, this, [&seen] {
        seen = QCoreApplication::translate("LessonCatalog", "Keys are not load") + QLocale().toString(1000);
    });
    QVERIFY(service.setLanguage(QStringLiteral("de")));
    QCOMPARE(spy.count(), 1);
    QCOMPARE(seen, QStringLiteral("Schlüssel sind keine Last1.000"));
    QVERIFY(service.setLanguage(QStringLiteral("en")));
    QCOMPARE(spy.count(), 2);
    QCOMPARE(seen, QStringLiteral("Keys are not load1,000"));
    disconnect(connection);
}

void TestLanguageService::everyEngineSharesTheService()
{
    // Translators are process-wide, so two engines must not have two services that fight
    // over them: both get the one instance, and neither engine deletes it.
    QPointer<LanguageService> shared = LanguageService::instance();
    {
        QQmlEngine first;
        QQmlEngine second;
        QCOMPARE(LanguageService::create(&first, &first), shared.data());
        QCOMPARE(LanguageService::create(&second, &second), shared.data());
    }
    QVERIFY(shared);
    QVERIFY(shared->setLanguage(QStringLiteral("id")));
    QCOMPARE(shared->language(), QStringLiteral("id"));
}

void TestLanguageService::languagesAreNamedInTheirOwnLanguage()
{
    const LanguageService &service = *LanguageService::instance();
    const QVariantList languages = service.languages();
    QCOMPARE(languages.size(), 3);
    QStringList names;
    QStringList codes;
    for (const QVariant &language : languages) {
        names.append(language.toMap().value(QStringLiteral("name")).toString());
        codes.append(language.toMap().value(QStringLiteral("code")).toString());
    }
    QCOMPARE(codes, LanguageService::supportedLanguages());
    QCOMPARE(names,
             (QStringList {QStringLiteral("English"), QStringLiteral("Deutsch"), QStringLiteral("Bahasa Indonesia")}));
}

void TestLanguageService::missingCatalogueFallsBackToEnglish()
{
    LanguageService &service = *LanguageService::instance();
    QTemporaryDir empty;
    QVERIFY(empty.isValid());
    const QString builtIn = LanguageService::catalogueDirectory();
    LanguageService::setCatalogueDirectory(empty.path());

    // The switch still happens (numbers follow German rules), the text stays English,
    // and the user learns why.
    QTest::ignoreMessage(QtWarningMsg, "hotspot-lab: no translation for \"de\" found; showing English.");
    QVERIFY(service.setLanguage(QStringLiteral("de")));
    QCOMPARE(service.language(), QStringLiteral("de"));
    QCOMPARE(QCoreApplication::translate("LessonCatalog", "Keys are not load"), QStringLiteral("Keys are not load"));
    QCOMPARE(QLocale().toString(10000000), QStringLiteral("10.000.000"));

    // Once the catalogue is back, the next switch translates again.
    LanguageService::setCatalogueDirectory(builtIn);
    QVERIFY(service.setLanguage(QStringLiteral("id")));
    QCOMPARE(QCoreApplication::translate("LessonCatalog", "Keys are not load"), QStringLiteral("Key bukan beban"));
    QVERIFY(service.setLanguage(QStringLiteral("en")));
}

void TestLanguageService::cataloguesAreReadOnce()
{
    // A class switching back and forth: each catalogue is read the first time only, and
    // the one kept still translates.
    LanguageService &service = *LanguageService::instance();
    const QStringList round {QStringLiteral("de"), QStringLiteral("id"), QStringLiteral("en")};
    for (const QString &code : round)
        QVERIFY(service.setLanguage(code));
    const int read = service.cataloguesLoaded();
    QVERIFY(read > 0);
    for (int i = 0; i < 3; ++i) {
        for (const QString &code : round)
            QVERIFY(service.setLanguage(code));
    }
    QCOMPARE(service.cataloguesLoaded(), read);
    QVERIFY(service.setLanguage(QStringLiteral("de")));
    QCOMPARE(QCoreApplication::translate("LessonCatalog", "Keys are not load"),
             QStringLiteral("Schlüssel sind keine Last"));
    QVERIFY(service.setLanguage(QStringLiteral("id")));
    QCOMPARE(QCoreApplication::translate("LessonCatalog", "Keys are not load"), QStringLiteral("Key bukan beban"));
    QCOMPARE(service.cataloguesLoaded(), read);
}

QTEST_GUILESS_MAIN(TestLanguageService)
#include "tst_languageservice.moc"
