#include "app/CommandLine.h"

#include "app/AppInfo.h"
#include "i18n/LanguageService.h"
#include "lessons/catalog/LessonCatalog.h"
#include "settings/DisplaySettings.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QRegularExpression>

namespace CommandLine {

namespace {

CommandLineResult error(const QString &message)
{
    CommandLineResult result;
    result.status = CommandLineResult::Status::Error;
    result.text = QStringLiteral("hotspot-lab: ") + message;
    return result;
}

bool parseSize(const QString &text, QSize *size)
{
    static const QRegularExpression pattern(QStringLiteral("^(\\d{1,5})x(\\d{1,5})$"));
    const auto match = pattern.match(text);
    if (!match.hasMatch())
        return false;
    const int width = match.captured(1).toInt();
    const int height = match.captured(2).toInt();
    // Small enough to still show the navigation, large enough for two 4K screens.
    if (width < 320 || height < 240 || width > 7680 || height > 4320)
        return false;
    *size = QSize(width, height);
    return true;
}

// The text sizes the app offers (View menu, Ctrl+Plus/Minus), in percent.
// (Rounded to the nearest whole percent; the scales are positive, so adding 0.5 and
// truncating rounds correctly, and unlike std::lround it can run at compile time.)
constexpr int percentOf(double scale)
{
    return static_cast<int>(scale * 100.0 + 0.5); // NOLINT(bugprone-incorrect-roundings)
}
constexpr int kMinimumTextPercent = percentOf(DisplaySettings::kMinimumScale);
constexpr int kMaximumTextPercent = percentOf(DisplaySettings::kMaximumScale);
constexpr int kTextPercentStep = percentOf(DisplaySettings::kScaleStep);

bool parseTextSize(const QString &text, int *percent)
{
    static const QRegularExpression pattern(QStringLiteral("^\\d{1,3}%?$"));
    if (!pattern.match(text).hasMatch())
        return false;
    const int value = text.chopped(text.endsWith(QLatin1Char('%')) ? 1 : 0).toInt();
    if (value < kMinimumTextPercent || value > kMaximumTextPercent || value % kTextPercentStep != 0)
        return false;
    *percent = value;
    return true;
}

} // namespace

CommandLineResult parse(const QStringList &arguments)
{
    const QString languages = LanguageService::supportedLanguages().join(QLatin1Char('|'));
    const QString lessons = LessonCatalog::lessonIds().join(QLatin1Char('|'));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Hotspot Lab: interactive lessons on why an even spread of keys over "
                       "partitions does not mean an even spread of load.\n"
                       "A bad option value exits with status %1.")
            .arg(kUsageErrorExitCode));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();
    const QCommandLineOption langOption(QStringLiteral("lang"),
                                        QStringLiteral("Language of the interface (%1).").arg(languages),
                                        QStringLiteral("language"));
    const QCommandLineOption lessonOption(QStringLiteral("lesson"), QStringLiteral("Page to open (%1).").arg(lessons),
                                          QStringLiteral("lesson"));
    const QCommandLineOption sizeOption(QStringLiteral("size"), QStringLiteral("Window size, default 1280x800."),
                                        QStringLiteral("WIDTHxHEIGHT"));
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"), QStringLiteral("Render the page, save the window as PNG to FILE and exit."),
        QStringLiteral("FILE.png"));
    const QCommandLineOption textSizeOption(
        QStringLiteral("text-size"),
        QStringLiteral(
            "Text size in percent for this run (not saved), %1 to %2 in steps of %3; default: the saved size.")
            .arg(kMinimumTextPercent)
            .arg(kMaximumTextPercent)
            .arg(kTextPercentStep),
        QStringLiteral("PERCENT"));
    const QCommandLineOption worksheetOption(
        QStringLiteral("worksheet"),
        QStringLiteral("Write the worksheet of the --lesson to FILE as PDF, in the --lang language, and exit."),
        QStringLiteral("FILE.pdf"));
    const QCommandLineOption answersOption(QStringLiteral("answers"),
                                           QStringLiteral("With --worksheet: write the answer sheet for teachers."));
    const QCommandLineOption paperOption(QStringLiteral("paper"),
                                         QStringLiteral("With --worksheet: the paper size, a4 (default) or letter."),
                                         QStringLiteral("SIZE"));
    parser.addOptions({langOption, lessonOption, sizeOption, textSizeOption, screenshotOption, worksheetOption,
                       answersOption, paperOption});

    if (!parser.parse(arguments))
        return error(parser.errorText() + QStringLiteral(" (see --help)"));

    CommandLineResult result;
    if (parser.isSet(helpOption)) {
        result.status = CommandLineResult::Status::ShowHelp;
        result.text = parser.helpText().replace(QStringLiteral("<executable_name>"), QStringLiteral("hotspot-lab"));
        return result;
    }
    if (parser.isSet(versionOption)) {
        result.status = CommandLineResult::Status::ShowVersion;
        result.text = AppInfo::name() + QLatin1Char(' ') + AppInfo::version();
        return result;
    }
    if (!parser.positionalArguments().isEmpty()) {
        return error(
            QStringLiteral("unexpected argument \"%1\" (see --help)").arg(parser.positionalArguments().constFirst()));
    }

    LaunchOptions &options = result.options;
    if (parser.isSet(langOption)) {
        options.language = parser.value(langOption);
        if (!LanguageService::isSupported(options.language)) {
            return error(QStringLiteral("invalid --lang \"%1\"; valid values are %2").arg(options.language, languages));
        }
    }
    if (parser.isSet(lessonOption)) {
        options.lesson = parser.value(lessonOption);
        if (!LessonCatalog::lessonIds().contains(options.lesson)) {
            return error(QStringLiteral("invalid --lesson \"%1\"; valid values are %2").arg(options.lesson, lessons));
        }
    }
    if (parser.isSet(sizeOption) && !parseSize(parser.value(sizeOption), &options.windowSize)) {
        return error(QStringLiteral("invalid --size \"%1\"; use WIDTHxHEIGHT, from 320x240 to "
                                    "7680x4320, for example 1280x800")
                         .arg(parser.value(sizeOption)));
    }
    if (parser.isSet(textSizeOption) && !parseTextSize(parser.value(textSizeOption), &options.textSizePercent)) {
        return error(QStringLiteral("invalid --text-size \"%1\"; valid values are %2 to %3 (percent) in steps of %4")
                         .arg(parser.value(textSizeOption))
                         .arg(kMinimumTextPercent)
                         .arg(kMaximumTextPercent)
                         .arg(kTextPercentStep));
    }
    if (parser.isSet(screenshotOption)) {
        options.screenshotPath = parser.value(screenshotOption);
        if (!options.screenshotPath.endsWith(QLatin1String(".png"), Qt::CaseInsensitive)) {
            return error(QStringLiteral("invalid --screenshot \"%1\"; the file name must end in .png")
                             .arg(options.screenshotPath));
        }
    }
    if (parser.isSet(worksheetOption)) {
        options.worksheetPath = parser.value(worksheetOption);
        if (!options.worksheetPath.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive)) {
            return error(QStringLiteral("invalid --worksheet \"%1\"; the file name must end in .pdf")
                             .arg(options.worksheetPath));
        }
        if (options.lesson.isEmpty() || options.lesson == LessonCatalog::startLessonId()) {
            QStringList sheetLessons = LessonCatalog::lessonIds();
            sheetLessons.removeAll(LessonCatalog::startLessonId());
            return error(QStringLiteral("--worksheet needs a lesson: add --lesson with one of %1")
                             .arg(sheetLessons.join(QLatin1Char('|'))));
        }
        if (!options.screenshotPath.isEmpty())
            return error(QStringLiteral("--worksheet and --screenshot cannot be combined; choose one"));
    }
    options.answers = parser.isSet(answersOption);
    if (options.answers && options.worksheetPath.isEmpty())
        return error(QStringLiteral("--answers needs --worksheet FILE.pdf"));
    if (parser.isSet(paperOption)) {
        const QString paper = parser.value(paperOption);
        if (paper != QLatin1String("a4") && paper != QLatin1String("letter"))
            return error(QStringLiteral("invalid --paper \"%1\"; valid values are a4|letter").arg(paper));
        if (options.worksheetPath.isEmpty())
            return error(QStringLiteral("--paper needs --worksheet FILE.pdf"));
        options.letterPaper = paper == QLatin1String("letter");
    }
    return result;
}

} // namespace CommandLine
