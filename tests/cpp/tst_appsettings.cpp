// hotspot-models-test: links hotspotmodels, no Qt Quick, Charts or Widgets (models_links_models_only checks it).
// AppSettings: writes reach the file in the order they were made, every read sees the
// writes made before it, and what an app run wrote is in the file once the app has ended.
// That the file is written off the calling thread shows in bench/run's language switch.
#include "TestSupport.h"
#include "settings/AppSettings.h"

#include <QFile>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

namespace {
const auto kWriteAndEnd = QStringLiteral("HOTSPOT_TEST_WRITE_SETTINGS_AND_END");
constexpr int kWritesBeforeTheEnd = 200;
} // namespace

class TestAppSettings : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { TestSupport::removeSettingsFile(); }
    void cleanup() { init(); }

    void aReadSeesEveryWriteBeforeIt();
    void writesKeepTheirOrder();
    void anAppRunsWritesAreInTheFileWhenItEnds();
};

void TestAppSettings::aReadSeesEveryWriteBeforeIt()
{
    AppSettings::setValue(QStringLiteral("display/textScale"), 1.3);
    AppSettings::setValue(QStringLiteral("language"), QStringLiteral("de"));
    AppSettings::setValues({{QStringLiteral("progress/lab/steps"), QStringList {QStringLiteral("guide1")}},
                            {QStringLiteral("progress/lab/questions"), QStringList {QStringLiteral("q1")}}});
    const auto settings = AppSettings::open();
    QCOMPARE(settings->value(QStringLiteral("progress/lab/steps")).toStringList(),
             QStringList {QStringLiteral("guide1")});
    QCOMPARE(settings->value(QStringLiteral("progress/lab/questions")).toStringList(),
             QStringList {QStringLiteral("q1")});
    QCOMPARE(settings->value(QStringLiteral("display/textScale")).toDouble(), 1.3);
    QCOMPARE(settings->value(QStringLiteral("language")).toString(), QStringLiteral("de"));
    QCOMPARE(settings->status(), QSettings::NoError);
}

void TestAppSettings::writesKeepTheirOrder()
{
    // A class clicking through the languages: the last choice is the one kept.
    const QStringList languages {QStringLiteral("de"), QStringLiteral("id"), QStringLiteral("en")};
    for (int i = 0; i < 101; ++i)
        AppSettings::setValue(QStringLiteral("language"), languages.at(i % 3));
    QCOMPARE(AppSettings::open()->value(QStringLiteral("language")).toString(), QStringLiteral("id"));

    // A removal after a write wins, and a write after a removal comes back.
    AppSettings::setValue(QStringLiteral("progress/lab/steps"), QStringList {QStringLiteral("step1")});
    AppSettings::remove(QStringLiteral("progress"));
    QVERIFY(!AppSettings::open()->contains(QStringLiteral("progress/lab/steps")));
    AppSettings::remove(QStringLiteral("progress"));
    AppSettings::setValue(QStringLiteral("progress/lastLesson"), QStringLiteral("lab"));
    QCOMPARE(AppSettings::open()->value(QStringLiteral("progress/lastLesson")).toString(), QStringLiteral("lab"));
}

void TestAppSettings::anAppRunsWritesAreInTheFileWhenItEnds()
{
    // This test's own binary, started as a process that makes writes and ends at once:
    // the writes still queued then must not be lost.
    QTemporaryDir config;
    QVERIFY(config.isValid());
    QProcess child;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), config.path());
    environment.insert(kWriteAndEnd, QStringLiteral("1"));
    child.setProcessEnvironment(environment);
    child.start(QCoreApplication::applicationFilePath());
    QVERIFY(child.waitForFinished(30000));
    QCOMPARE(child.exitStatus(), QProcess::NormalExit);
    QCOMPARE(child.exitCode(), 0);
    QSettings settings(TestSupport::settingsFileIn(config.path()), QSettings::IniFormat);
    QCOMPARE(settings.value(QStringLiteral("language")).toString(), QStringLiteral("id"));
    for (int i = 0; i < kWritesBeforeTheEnd; ++i)
        QCOMPARE(settings.value(QStringLiteral("count/%1").arg(i)).toInt(), i);
}

// With kWriteAndEnd set, the binary is the process of anAppRunsWritesAreInTheFileWhenItEnds:
// it makes its writes under the app's own names and returns from main() at once.
int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (qEnvironmentVariableIsSet(qPrintable(kWriteAndEnd))) {
        QCoreApplication::setOrganizationName(QStringLiteral("HotspotLab"));
        QCoreApplication::setApplicationName(QStringLiteral("hotspot-lab"));
        for (int i = 0; i < kWritesBeforeTheEnd; ++i)
            AppSettings::setValue(QStringLiteral("count/%1").arg(i), i);
        AppSettings::setValue(QStringLiteral("language"), QStringLiteral("id"));
        return 0;
    }
    TestAppSettings test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_appsettings.moc"
