// LanguageService: switching, persistence across restarts, refusing bad codes, and the
// LanguageChange notification that C++ models rely on.
#include "app/AppSettings.h"
#include "i18n/LanguageChangeWatcher.h"
#include "i18n/LanguageService.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

class TestLanguageService : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QFile::remove(AppSettings::filePath()); }
    void cleanup() { QFile::remove(AppSettings::filePath()); }

    void firstStartFollowsSystemLocale();
    void switchingTranslatesAndFormats();
    void choiceSurvivesRestart();
    void sessionOnlyChoiceIsNotSaved();
    void unknownCodeIsRefused();
    void unknownSavedValueFallsBack();
    void watcherSeesEverySwitch();
    void watcherBatchesTranslatorChanges();
    void languagesAreNamedInTheirOwnLanguage();
    void missingCatalogueFallsBackToEnglish();
};

void TestLanguageService::firstStartFollowsSystemLocale()
{
    // ctest runs with LC_ALL=C.UTF-8: neither German nor Indonesian.
    QCOMPARE(LanguageService::systemDefaultLanguage(), QStringLiteral("en"));
    LanguageService service(nullptr);
    QCOMPARE(service.language(), QStringLiteral("en"));
}

void TestLanguageService::switchingTranslatesAndFormats()
{
    LanguageService service(nullptr);
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
    {
        LanguageService service(nullptr);
        QVERIFY(service.setLanguage(QStringLiteral("id")));
    }
    LanguageService restarted(nullptr);
    QCOMPARE(restarted.language(), QStringLiteral("id"));
    QCOMPARE(QCoreApplication::translate("LessonCatalog", "Start"), QStringLiteral("Mulai"));
    restarted.setLanguage(QStringLiteral("en"));
}

void TestLanguageService::sessionOnlyChoiceIsNotSaved()
{
    {
        LanguageService service(nullptr);
        QVERIFY(service.setLanguage(QStringLiteral("de")));
        QVERIFY(service.applyLanguage(QStringLiteral("id")));
        QCOMPARE(service.language(), QStringLiteral("id"));
    }
    LanguageService restarted(nullptr);
    QCOMPARE(restarted.language(), QStringLiteral("de"));
    restarted.setLanguage(QStringLiteral("en"));
}

void TestLanguageService::unknownCodeIsRefused()
{
    LanguageService service(nullptr);
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
    LanguageService service(nullptr);
    QCOMPARE(service.language(), QStringLiteral("en"));
}

void TestLanguageService::watcherSeesEverySwitch()
{
    LanguageService service(nullptr);
    LanguageChangeWatcher watcher;
    QSignalSpy spy(&watcher, &LanguageChangeWatcher::languageChanged);
    QVERIFY(service.setLanguage(QStringLiteral("de")));
    // Once per switch, although two translators are removed and two installed: every
    // model refreshes once (LanguageChangeWatcher::Batch).
    QCOMPARE(spy.count(), 1);
    QVERIFY(service.setLanguage(QStringLiteral("en")));
    QCOMPARE(spy.count(), 2);
}

void TestLanguageService::watcherBatchesTranslatorChanges()
{
    LanguageChangeWatcher watcher;
    QSignalSpy spy(&watcher, &LanguageChangeWatcher::languageChanged);
    QTranslator first;
    QTranslator second;
    QVERIFY(first.load(QStringLiteral(":/i18n/hotspotlab_de.qm")));
    QVERIFY(second.load(QStringLiteral(":/i18n/hotspotlab_id.qm")));
    {
        LanguageChangeWatcher::Batch outer;
        QCoreApplication::installTranslator(&first);
        {
            LanguageChangeWatcher::Batch inner;
            QCoreApplication::installTranslator(&second);
        }
        QCOMPARE(spy.count(), 0); // the outer batch is still open
    }
    QCOMPARE(spy.count(), 1);
    {
        LanguageChangeWatcher::Batch nothingChanged;
    }
    QCOMPARE(spy.count(), 1);
    // Outside a batch every change is seen at once.
    QCoreApplication::removeTranslator(&second);
    QCOMPARE(spy.count(), 2);
    QCoreApplication::removeTranslator(&first);
    QCOMPARE(spy.count(), 3);
}

void TestLanguageService::languagesAreNamedInTheirOwnLanguage()
{
    LanguageService service(nullptr);
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
    LanguageService service(nullptr);
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

QTEST_GUILESS_MAIN(TestLanguageService)
#include "tst_languageservice.moc"
