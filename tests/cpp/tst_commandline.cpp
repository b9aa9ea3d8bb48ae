// The command line: the parser on its own, and the real binary (exit codes, messages,
// screenshots of every page in every language, settings left alone).
#include "TestSupport.h"
#include "app/CommandLine.h"
#include "lessons/catalog/LessonCatalog.h"

#include <QImage>
#include <QSet>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

using TestSupport::runApp;

class TestCommandLine : public QObject
{
    Q_OBJECT

private slots:
    void defaults();
    void acceptsValidValues_data();
    void acceptsValidValues();
    void rejectsBadValues_data();
    void rejectsBadValues();
    void helpAndVersion();
    void textSize_data();
    void textSize();

    void binaryRejectsBadValues_data();
    void binaryRejectsBadValues();
    void binaryPrintsHelpAndVersion();
    void screenshotOfEveryPage_data();
    void screenshotOfEveryPage();
    void screenshotHonoursSize();
    void worksheetOfEveryLesson_data();
    void worksheetOfEveryLesson();
    void worksheetOnLetterPaper();
    void worksheetNeedsNoDisplay();
    void worksheetIntoAMissingFolderFails();
    void screenshotHonoursTextSize();
    void commandLineDoesNotOverwriteSettings();
    void badSettingsFallBackToDefaults();
    void unreadableSettingsFallBackToDefaults();

private:
    static QStringList args(const QStringList &options)
    {
        return QStringList {QStringLiteral("hotspot-lab")} + options;
    }
};

void TestCommandLine::defaults()
{
    const CommandLineResult result = CommandLine::parse(args({}));
    QCOMPARE(result.status, CommandLineResult::Status::Run);
    QVERIFY(result.options.language.isEmpty());
    QVERIFY(result.options.lesson.isEmpty());
    QCOMPARE(result.options.windowSize, QSize(1280, 800));
    QVERIFY(result.options.screenshotPath.isEmpty());
    QCOMPARE(result.options.textSizePercent, 0);
}

void TestCommandLine::acceptsValidValues_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("lesson");
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("id")}) {
        for (const QString &lesson : LessonCatalog::lessonIds())
            QTest::addRow("%s-%s", qPrintable(language), qPrintable(lesson)) << language << lesson;
    }
}

void TestCommandLine::acceptsValidValues()
{
    QFETCH(QString, language);
    QFETCH(QString, lesson);
    const CommandLineResult result = CommandLine::parse(
        args({QStringLiteral("--lang"), language, QStringLiteral("--lesson"), lesson, QStringLiteral("--size"),
              QStringLiteral("1024x700"), QStringLiteral("--screenshot"), QStringLiteral("/tmp/x.png")}));
    QCOMPARE(result.status, CommandLineResult::Status::Run);
    QCOMPARE(result.options.language, language);
    QCOMPARE(result.options.lesson, lesson);
    QCOMPARE(result.options.windowSize, QSize(1024, 700));
    QCOMPARE(result.options.screenshotPath, QStringLiteral("/tmp/x.png"));
}

void TestCommandLine::rejectsBadValues_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("expected"); // part of the message that helps the user

    QTest::newRow("lang fr") << QStringList {"--lang", "fr"} << "valid values are en|de|id";
    QTest::newRow("lang empty") << QStringList {"--lang", ""} << "valid values are en|de|id";
    QTest::newRow("lang upper") << QStringList {"--lang", "DE"} << "valid values are en|de|id";
    QTest::newRow("lang missing value") << QStringList {"--lang"} << "Missing value after '--lang'";
    QTest::newRow("lesson unknown") << QStringList {"--lesson", "intro"}
                                    << "valid values are start|keys-vs-load|lab|subkeys|detect|throttling";
    QTest::newRow("lesson missing value") << QStringList {"--lesson"} << "Missing value";
    QTest::newRow("size words") << QStringList {"--size", "big"} << "WIDTHxHEIGHT";
    QTest::newRow("size one number") << QStringList {"--size", "1280"} << "WIDTHxHEIGHT";
    QTest::newRow("size negative") << QStringList {"--size", "-1x800"} << "WIDTHxHEIGHT";
    QTest::newRow("size zero") << QStringList {"--size", "0x0"} << "WIDTHxHEIGHT";
    QTest::newRow("size too small") << QStringList {"--size", "100x100"} << "from 320x240";
    QTest::newRow("size too large") << QStringList {"--size", "99999x800"} << "to 7680x4320";
    QTest::newRow("size uppercase X") << QStringList {"--size", "1280X800"} << "WIDTHxHEIGHT";
    QTest::newRow("screenshot not png") << QStringList {"--screenshot", "shot.jpg"} << "must end in .png";
    QTest::newRow("screenshot empty") << QStringList {"--screenshot", ""} << "must end in .png";
    QTest::newRow("text size too large") << QStringList {"--text-size", "210"} << "valid values are 80 to 200";
    QTest::newRow("text size too small") << QStringList {"--text-size", "70"} << "valid values are 80 to 200";
    QTest::newRow("text size off the grid") << QStringList {"--text-size", "85"} << "in steps of 10";
    QTest::newRow("text size factor") << QStringList {"--text-size", "2.0"} << "valid values are 80 to 200";
    QTest::newRow("text size words") << QStringList {"--text-size", "huge"} << "valid values are 80 to 200";
    QTest::newRow("text size negative") << QStringList {"--text-size", "-100"} << "valid values are 80 to 200";
    QTest::newRow("text size empty") << QStringList {"--text-size", ""} << "valid values are 80 to 200";
    QTest::newRow("text size missing value") << QStringList {"--text-size"} << "Missing value";
    QTest::newRow("worksheet not pdf") << QStringList {"--lesson", "lab", "--worksheet", "lab.png"}
                                       << "must end in .pdf";
    QTest::newRow("worksheet without lesson") << QStringList {"--worksheet", "lab.pdf"}
                                              << "--worksheet needs a lesson: add --lesson with one of "
                                                 "keys-vs-load|lab|subkeys|detect|throttling";
    QTest::newRow("worksheet of the start page")
        << QStringList {"--lesson", "start", "--worksheet", "start.pdf"} << "--worksheet needs a lesson";
    QTest::newRow("worksheet missing value") << QStringList {"--lesson", "lab", "--worksheet"} << "Missing value";
    QTest::newRow("worksheet and screenshot")
        << QStringList {"--lesson", "lab", "--worksheet", "lab.pdf", "--screenshot", "lab.png"} << "choose one";
    QTest::newRow("answers without worksheet")
        << QStringList {"--lesson", "lab", "--answers"} << "--answers needs --worksheet FILE.pdf";
    QTest::newRow("paper a5") << QStringList {"--lesson", "lab", "--worksheet", "lab.pdf", "--paper", "a5"}
                              << "valid values are a4|letter";
    QTest::newRow("paper upper case") << QStringList {"--lesson", "lab", "--worksheet", "lab.pdf", "--paper", "A4"}
                                      << "valid values are a4|letter";
    QTest::newRow("paper without worksheet") << QStringList {"--paper", "letter"} << "--paper needs --worksheet";
    QTest::newRow("unknown option") << QStringList {"--colour", "red"} << "Unknown option 'colour'";
    QTest::newRow("positional") << QStringList {"lab"} << "unexpected argument \"lab\"";
}

void TestCommandLine::rejectsBadValues()
{
    QFETCH(QStringList, options);
    QFETCH(QString, expected);
    const CommandLineResult result = CommandLine::parse(args(options));
    QCOMPARE(result.status, CommandLineResult::Status::Error);
    QVERIFY2(result.text.contains(expected), qPrintable(result.text));
    QVERIFY(result.text.startsWith(QLatin1String("hotspot-lab: ")));
    QVERIFY(!result.text.contains(QLatin1Char('\n')));
}

void TestCommandLine::helpAndVersion()
{
    const CommandLineResult help = CommandLine::parse(args({QStringLiteral("--help")}));
    QCOMPARE(help.status, CommandLineResult::Status::ShowHelp);
    for (const char *option : {"--lang", "--lesson", "--size", "--text-size", "--screenshot", "--worksheet",
                               "--answers", "--paper", "--version"})
        QVERIFY2(help.text.contains(QLatin1String(option)), option);
    QVERIFY(help.text.contains(QLatin1String("Usage: ")));

    const CommandLineResult version = CommandLine::parse(args({QStringLiteral("--version")}));
    QCOMPARE(version.status, CommandLineResult::Status::ShowVersion);
    QCOMPARE(version.text, QStringLiteral("Hotspot Lab " HOTSPOT_VERSION));
}

void TestCommandLine::textSize_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<int>("percent");
    QTest::newRow("smallest") << "80" << 80;
    QTest::newRow("normal") << "100" << 100;
    QTest::newRow("with percent sign") << "150%" << 150;
    QTest::newRow("largest") << "200" << 200;
}

void TestCommandLine::textSize()
{
    QFETCH(QString, value);
    QFETCH(int, percent);
    const CommandLineResult result = CommandLine::parse(args({QStringLiteral("--text-size"), value}));
    QCOMPARE(result.status, CommandLineResult::Status::Run);
    QCOMPARE(result.options.textSizePercent, percent);
}

void TestCommandLine::binaryRejectsBadValues_data()
{
    rejectsBadValues_data();
}

void TestCommandLine::binaryRejectsBadValues()
{
    QFETCH(QStringList, options);
    QFETCH(QString, expected);
    QTemporaryDir config;
    // No display at all: a bad value must be reported before any window is opened.
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), config.path());
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
    environment.remove(QStringLiteral("DISPLAY"));
    environment.remove(QStringLiteral("WAYLAND_DISPLAY"));
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(HOTSPOT_APP_PATH), options);
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 2);
    const QString error = QString::fromUtf8(process.readAllStandardError()).trimmed();
    QVERIFY2(error.contains(expected), qPrintable(error));
    QCOMPARE(error.count(QLatin1Char('\n')), 0);
    QVERIFY(process.readAllStandardOutput().isEmpty());
    QVERIFY(!QFile::exists(TestSupport::settingsFileIn(config.path())));
}

void TestCommandLine::binaryPrintsHelpAndVersion()
{
    QTemporaryDir config;
    const auto help = runApp({QStringLiteral("--help")}, config.path());
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.standardOutput.startsWith(QLatin1String("Usage: hotspot-lab [options]")));
    QVERIFY(help.standardOutput.contains(QLatin1String("--screenshot")));
    const auto version = runApp({QStringLiteral("--version")}, config.path());
    QCOMPARE(version.exitCode, 0);
    QCOMPARE(version.standardOutput.trimmed(), QStringLiteral("Hotspot Lab " HOTSPOT_VERSION));
}

void TestCommandLine::screenshotOfEveryPage_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<QString>("language");
    LessonCatalog catalog;
    for (int row = 0; row < catalog.rowCount(); ++row) {
        const QString lesson = catalog.data(catalog.index(row), LessonCatalog::LessonIdRole).toString();
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("id")})
            QTest::addRow("%s-%s", qPrintable(lesson), qPrintable(language)) << lesson << language;
    }
}

void TestCommandLine::screenshotOfEveryPage()
{
    QFETCH(QString, lesson);
    QFETCH(QString, language);
    QTemporaryDir config;
    QTemporaryDir output;
    const QString file = output.filePath(QStringLiteral("page.png"));
    const auto run = runApp(
        {QStringLiteral("--lang"), language, QStringLiteral("--lesson"), lesson, QStringLiteral("--screenshot"), file},
        config.path());
    QVERIFY2(run.finished, "the app did not exit after the screenshot");
    QVERIFY2(run.exitCode == 0, qPrintable(run.standardError));
    QVERIFY2(!run.standardError.contains(QLatin1String("qrc:/")), qPrintable(run.standardError));

    const QImage image(file);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), QSize(1280, 800));
    // Not blank: a real page has text, a navigation and a menu in many colours.
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 4) {
        for (int x = 0; x < image.width(); x += 4)
            colours.insert(image.pixel(x, y));
    }
    QVERIFY2(colours.size() > 20, qPrintable(QString::number(colours.size())));

    // The language really changed: German and Indonesian pages differ from English ones.
    static QHash<QString, QImage> english;
    if (language == QLatin1String("en"))
        english.insert(lesson, image);
    else if (english.contains(lesson))
        QVERIFY2(image != english.value(lesson), "the page looks the same as in English");
}

void TestCommandLine::worksheetOfEveryLesson_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("answers");
    for (const QString &lesson : LessonCatalog::lessonIds()) {
        if (lesson == LessonCatalog::startLessonId())
            continue;
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("id")}) {
            for (const bool answers : {false, true}) {
                QTest::addRow("%s-%s-%s", qPrintable(lesson), qPrintable(language), answers ? "answers" : "worksheet")
                    << lesson << language << answers;
            }
        }
    }
}

void TestCommandLine::worksheetOfEveryLesson()
{
    QFETCH(QString, lesson);
    QFETCH(QString, language);
    QFETCH(bool, answers);
    QTemporaryDir config;
    QTemporaryDir output;
    const QString file = output.filePath(QStringLiteral("sheet.pdf"));
    QStringList arguments {QStringLiteral("--lang"),      language, QStringLiteral("--lesson"), lesson,
                           QStringLiteral("--worksheet"), file};
    if (answers)
        arguments.append(QStringLiteral("--answers"));
    const auto run = runApp(arguments, config.path());
    QVERIFY2(run.finished, "the app did not exit after writing the sheet");
    QVERIFY2(run.exitCode == 0, qPrintable(run.standardError));
    QVERIFY2(run.standardOutput.contains(QStringLiteral("wrote %1").arg(file)), qPrintable(run.standardOutput));

    const QString info = TestSupport::popplerOutput(QStringLiteral("pdfinfo"), {file});
    QVERIFY2(info.contains(QLatin1String("(A4)")), qPrintable(info));
    // The sheet is in the chosen language and is the chosen kind of sheet.
    const QString text = TestSupport::popplerOutput(QStringLiteral("pdftotext"), {file, QStringLiteral("-")});
    const QHash<QString, QStringList> titles {
        {QStringLiteral("en"), {QStringLiteral("Worksheet: "), QStringLiteral("Answer sheet: ")}},
        {QStringLiteral("de"), {QStringLiteral("Arbeitsblatt: "), QStringLiteral("Lösungsblatt: ")}},
        {QStringLiteral("id"), {QStringLiteral("Lembar kerja: "), QStringLiteral("Lembar jawaban: ")}},
    };
    const QString title = titles.value(language).value(answers ? 1 : 0);
    QVERIFY2(text.startsWith(title), qPrintable(text.left(200)));
    // --lang applies to this run only: nothing is saved.
    QVERIFY(!QFile::exists(TestSupport::settingsFileIn(config.path())));
}

void TestCommandLine::worksheetOnLetterPaper()
{
    QTemporaryDir config;
    QTemporaryDir output;
    const QString file = output.filePath(QStringLiteral("letter.pdf"));
    const auto run = runApp({QStringLiteral("--lesson"), QStringLiteral("subkeys"), QStringLiteral("--worksheet"), file,
                             QStringLiteral("--answers"), QStringLiteral("--paper"), QStringLiteral("letter")},
                            config.path());
    QVERIFY2(run.exitCode == 0, qPrintable(run.standardError));
    const QString info = TestSupport::popplerOutput(QStringLiteral("pdfinfo"), {file});
    QVERIFY2(info.contains(QLatin1String("612 x 792 pts (letter)")), qPrintable(info));
}

void TestCommandLine::worksheetNeedsNoDisplay()
{
    // No QT_QPA_PLATFORM and no display: the sheet is written all the same.
    QTemporaryDir config;
    QTemporaryDir output;
    const QString file = output.filePath(QStringLiteral("sheet.pdf"));
    const auto run = runApp({QStringLiteral("--lesson"), QStringLiteral("detect"), QStringLiteral("--worksheet"), file},
                            config.path(), 60000,
                            {{QStringLiteral("QT_QPA_PLATFORM"), QString()},
                             {QStringLiteral("DISPLAY"), QString()},
                             {QStringLiteral("WAYLAND_DISPLAY"), QString()}});
    QVERIFY2(run.exitCode == 0, qPrintable(run.standardError));
    QVERIFY(QFile::exists(file));
}

void TestCommandLine::worksheetIntoAMissingFolderFails()
{
    QTemporaryDir config;
    QTemporaryDir output;
    const QString file = output.filePath(QStringLiteral("no/such/folder/sheet.pdf"));
    const auto run =
        runApp({QStringLiteral("--lesson"), QStringLiteral("lab"), QStringLiteral("--worksheet"), file}, config.path());
    QVERIFY(run.finished);
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.standardError.contains(QStringLiteral("hotspot-lab: Could not write")), qPrintable(run.standardError));
    QVERIFY(!QFile::exists(file));
}

void TestCommandLine::screenshotHonoursSize()
{
    QTemporaryDir config;
    QTemporaryDir output;
    const QString file = output.filePath(QStringLiteral("small.png"));
    const auto run = runApp(
        {QStringLiteral("--size"), QStringLiteral("1024x700"), QStringLiteral("--screenshot"), file}, config.path());
    QVERIFY2(run.exitCode == 0, qPrintable(run.standardError));
    QCOMPARE(QImage(file).size(), QSize(1024, 700));

    const auto unwritable =
        runApp({QStringLiteral("--screenshot"), QStringLiteral("/nonexistent-dir/shot.png")}, config.path());
    QCOMPARE(unwritable.exitCode, 1);
    QVERIFY(unwritable.standardError.contains(QLatin1String("screenshot failed")));
}

void TestCommandLine::screenshotHonoursTextSize()
{
    QTemporaryDir config;
    QTemporaryDir output;
    // An empty textSize leaves the option out.
    auto shoot = [&](const QString &textSize) {
        const QString file = output.filePath(QStringLiteral("text-%1.png").arg(textSize));
        QStringList arguments {QStringLiteral("--lesson"), QStringLiteral("lab"),          QStringLiteral("--size"),
                               QStringLiteral("1024x700"), QStringLiteral("--screenshot"), file};
        if (!textSize.isEmpty())
            arguments << QStringLiteral("--text-size") << textSize;
        const auto run = runApp(arguments, config.path());
        return run.exitCode == 0 ? QImage(file) : QImage();
    };
    const QImage normal = shoot(QStringLiteral("100"));
    const QImage largest = shoot(QStringLiteral("200"));
    QVERIFY(!normal.isNull());
    QCOMPARE(largest.size(), QSize(1024, 700));
    QVERIFY2(largest != normal, "--text-size 200 looks the same as 100");
    // For this run only: the next start without the option has normal text again.
    QSettings settings(TestSupport::settingsFileIn(config.path()), QSettings::IniFormat);
    QVERIFY(!settings.contains(QStringLiteral("display/textScale")));
    QCOMPARE(shoot(QString()), normal);
}

void TestCommandLine::commandLineDoesNotOverwriteSettings()
{
    QTemporaryDir config;
    QTemporaryDir output;
    const QString settingsFile = TestSupport::settingsFileIn(config.path());
    {
        QSettings settings(settingsFile, QSettings::IniFormat);
        settings.setValue(QStringLiteral("language"), QStringLiteral("id"));
    }
    const auto run =
        runApp({QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("--lesson"), QStringLiteral("start"),
                QStringLiteral("--screenshot"), output.filePath(QStringLiteral("de.png"))},
               config.path());
    QVERIFY2(run.exitCode == 0, qPrintable(run.standardError));
    QSettings settings(settingsFile, QSettings::IniFormat);
    QCOMPARE(settings.value(QStringLiteral("language")).toString(), QStringLiteral("id"));
}

void TestCommandLine::badSettingsFallBackToDefaults()
{
    QTemporaryDir config;
    QTemporaryDir output;
    const QString settingsFile = TestSupport::settingsFileIn(config.path());
    QDir().mkpath(QFileInfo(settingsFile).path());
    QFile file(settingsFile);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("[General]\nlanguage=klingon\n[display]\ntextScale=huge\n\x01\x02 garbage ]]][[\n");
    file.close();

    const auto run = runApp({QStringLiteral("--screenshot"), output.filePath(QStringLiteral("a.png"))}, config.path());
    QVERIFY2(run.exitCode == 0, qPrintable(run.standardError));
    QVERIFY2(run.standardError.contains(QLatin1String("ignoring unknown language \"klingon\"")),
             qPrintable(run.standardError));
    QCOMPARE(run.standardError.count(QLatin1String("klingon")), 1);
    QVERIFY2(run.standardError.contains(QLatin1String("ignoring text size \"huge\"")), qPrintable(run.standardError));
    QVERIFY(QFile::exists(output.filePath(QStringLiteral("a.png"))));
}

void TestCommandLine::unreadableSettingsFallBackToDefaults()
{
    QTemporaryDir config;
    QTemporaryDir output;
    // A directory where the settings file should be: nothing can read it as settings.
    QVERIFY(QDir().mkpath(TestSupport::settingsFileIn(config.path())));
    const auto run = runApp({QStringLiteral("--screenshot"), output.filePath(QStringLiteral("b.png"))}, config.path());
    QVERIFY2(run.exitCode == 0, qPrintable(run.standardError));
    QCOMPARE(run.standardError.count(QLatin1String("could not be read; using defaults")), 1);
    QVERIFY(QFile::exists(output.filePath(QStringLiteral("b.png"))));
}

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
