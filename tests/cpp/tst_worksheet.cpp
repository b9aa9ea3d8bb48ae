// hotspot-models-test: links hotspotmodels, no Qt Quick, Charts or Widgets (models_links_models_only checks it).
// The worksheets and answer sheets: every lesson in every language gives a valid PDF on
// A4 and Letter, with embedded fonts and no text outside the margins (read back with
// poppler-utils); the worksheet asks every question of its page and gives no answer; the
// answer sheet holds every answer, with the curriculum's numbers in the language's format.
#include "TestSupport.h"
#include "i18n/LanguageService.h"
#include "lessons/catalog/LessonCatalog.h"
#include "lessons/catalog/LessonPrediction.h"
#include "lessons/catalog/LessonQuestionList.h"
#include "lessons/detect/HotKeyDetector.h"
#include "lessons/keysvsload/ImbalanceExplorer.h"
#include "lessons/lab/LabGuide.h"
#include "lessons/lab/MitigationLab.h"
#include "lessons/lab/PartitionLab.h"
#include "lessons/throttling/CommandChecker.h"
#include "lessons/throttling/ThrottleSimulation.h"
#include "teaching/LessonSheet.h"
#include "teaching/TeacherNotes.h"
#include "teaching/WorksheetWriter.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using TestSupport::popplerOutput;

namespace {

const QStringList kLanguages {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("id")};
// 18 mm in PostScript points, and what a glyph's box may stick out of the text area.
constexpr double kMarginPoints = WorksheetWriter::kMarginMillimetres / 25.4 * 72.0;
constexpr double kTolerancePoints = 0.5;

QStringList sheetLessons()
{
    QStringList lessons = LessonCatalog::lessonIds();
    lessons.removeAll(LessonCatalog::startLessonId());
    return lessons;
}

// pdftotext breaks lines, drops the hyphen where it breaks "sub-key", and joins
// ligatures: compare texts without white space or hyphens, ligatures spelled out.
QString comparable(QString text)
{
    text.replace(QStringLiteral("ﬁ"), QStringLiteral("fi"))
        .replace(QStringLiteral("ﬂ"), QStringLiteral("fl"))
        .replace(QStringLiteral("ﬀ"), QStringLiteral("ff"))
        .replace(QStringLiteral("ﬃ"), QStringLiteral("ffi"))
        .replace(QStringLiteral("ﬄ"), QStringLiteral("ffl"));
    // \\s with Unicode properties also matches the no-break spaces of German numbers.
    static const QRegularExpression space(QStringLiteral("\\s+"), QRegularExpression::UseUnicodePropertiesOption);
    return text.remove(space).remove(QLatin1Char('-'));
}

} // namespace

class TestWorksheet : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();

    void everySheetIsAValidPdf_data();
    void everySheetIsAValidPdf();
    void worksheetAsksEveryQuestionWithoutAnswers_data();
    void worksheetAsksEveryQuestionWithoutAnswers();
    void answerSheetHoldsEveryAnswer_data();
    void answerSheetHoldsEveryAnswer();
    void sheetAsksWhatThePageAsks();
    void answersMatchTheCurriculum();
    void numbersFollowTheLanguage_data();
    void numbersFollowTheLanguage();
    void teacherNotesAreCompleteInEveryLanguage_data();
    void teacherNotesAreCompleteInEveryLanguage();
    void badInputLeavesFilesAlone();

private:
    // Writes a sheet in `language` and returns its text as pdftotext reads it.
    QString writtenText(const QString &lesson, const QString &language, WorksheetWriter::Kind kind);

    QTemporaryDir m_directory;
};

void TestWorksheet::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_directory.isValid());
    QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty(),
             "pdftotext is missing: install poppler-utils (scripts/packages.txt)");
}

void TestWorksheet::cleanup()
{
    LanguageService::instance()->applyLanguage(QStringLiteral("en"));
}

QString TestWorksheet::writtenText(const QString &lesson, const QString &language, WorksheetWriter::Kind kind)
{
    LanguageService::instance()->applyLanguage(language);
    const QString path =
        m_directory.filePath(QStringLiteral("%1-%2-%3.pdf").arg(lesson, language, WorksheetWriter::fileKind(kind)));
    const WorksheetWriter::Result result = WorksheetWriter::write(lesson, kind, WorksheetWriter::Paper::A4, path);
    if (!result.ok) {
        qWarning("%s", qPrintable(result.error));
        return {};
    }
    return popplerOutput(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
}

void TestWorksheet::everySheetIsAValidPdf_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<QString>("language");
    QTest::addColumn<WorksheetWriter::Kind>("kind");
    QTest::addColumn<WorksheetWriter::Paper>("paper");
    for (const QString &lesson : sheetLessons()) {
        for (const QString &language : kLanguages) {
            for (const auto kind : {WorksheetWriter::Kind::Worksheet, WorksheetWriter::Kind::AnswerSheet}) {
                for (const auto paper : {WorksheetWriter::Paper::A4, WorksheetWriter::Paper::Letter}) {
                    QTest::addRow("%s-%s-%s-%s", qPrintable(lesson), qPrintable(language),
                                  qPrintable(WorksheetWriter::fileKind(kind)),
                                  paper == WorksheetWriter::Paper::A4 ? "a4" : "letter")
                        << lesson << language << kind << paper;
                }
            }
        }
    }
}

void TestWorksheet::everySheetIsAValidPdf()
{
    QFETCH(QString, lesson);
    QFETCH(QString, language);
    QFETCH(WorksheetWriter::Kind, kind);
    QFETCH(WorksheetWriter::Paper, paper);
    LanguageService::instance()->applyLanguage(language);
    const QString path = m_directory.filePath(QStringLiteral("sheet.pdf"));
    // Every page fits: a block taller than the paper would be cut ("too long" warning).
    QTest::failOnWarning(QRegularExpression(QStringLiteral("too long")));
    const WorksheetWriter::Result result = WorksheetWriter::write(lesson, kind, paper, path);
    QVERIFY2(result.ok, qPrintable(result.error));
    QVERIFY(result.pages >= 1);

    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.read(5) == "%PDF-");

    const QString info = popplerOutput(QStringLiteral("pdfinfo"), {path});
    QVERIFY2(!info.isNull(), "pdfinfo could not read the file");
    QVERIFY2(info.contains(QRegularExpression(QStringLiteral("Pages:\\s+%1\\n").arg(result.pages))), qPrintable(info));
    const QString size = paper == WorksheetWriter::Paper::A4 ? QStringLiteral("(A4)") : QStringLiteral("(letter)");
    QVERIFY2(info.contains(size), qPrintable(info));

    // Every font embedded: the "emb" column, fifth from the right, says "yes".
    const QStringList fonts =
        popplerOutput(QStringLiteral("pdffonts"), {path}).split(QLatin1Char('\n'), Qt::SkipEmptyParts).mid(2);
    QVERIFY(!fonts.isEmpty());
    for (const QString &font : fonts) {
        const QStringList columns = font.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        QVERIFY2(columns.size() >= 6 && columns.at(columns.size() - 5) == QLatin1String("yes"), qPrintable(font));
    }

    // Every word inside the margins on every page.
    const QString boxes =
        popplerOutput(QStringLiteral("pdftotext"), {QStringLiteral("-bbox"), path, QStringLiteral("-")});
    static const QRegularExpression pagePattern(QStringLiteral("<page width=\"([\\d.]+)\" height=\"([\\d.]+)\">"));
    static const QRegularExpression wordPattern(QStringLiteral(
        "<word xMin=\"([\\d.]+)\" yMin=\"([\\d.]+)\" xMax=\"([\\d.]+)\" yMax=\"([\\d.]+)\">([^<]*)</word>"));
    const auto page = pagePattern.match(boxes);
    QVERIFY(page.hasMatch());
    const double width = page.captured(1).toDouble();
    const double height = page.captured(2).toDouble();
    int words = 0;
    for (auto match = wordPattern.globalMatch(boxes); match.hasNext();) {
        const auto word = match.next();
        ++words;
        const QRectF box(QPointF(word.captured(1).toDouble(), word.captured(2).toDouble()),
                         QPointF(word.captured(3).toDouble(), word.captured(4).toDouble()));
        const QRectF inside = QRectF(0, 0, width, height)
                                  .adjusted(kMarginPoints, kMarginPoints, -kMarginPoints, -kMarginPoints)
                                  .adjusted(-kTolerancePoints, -kTolerancePoints, kTolerancePoints, kTolerancePoints);
        QVERIFY2(inside.contains(box),
                 qPrintable(QStringLiteral("\"%1\" at %2,%3-%4,%5 lies outside the margins")
                                .arg(word.captured(5))
                                .arg(box.left())
                                .arg(box.top())
                                .arg(box.right())
                                .arg(box.bottom())));
    }
    QVERIFY(words > 100);
}

void TestWorksheet::worksheetAsksEveryQuestionWithoutAnswers_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<QString>("language");
    for (const QString &lesson : sheetLessons()) {
        for (const QString &language : kLanguages)
            QTest::addRow("%s-%s", qPrintable(lesson), qPrintable(language)) << lesson << language;
    }
}

void TestWorksheet::worksheetAsksEveryQuestionWithoutAnswers()
{
    QFETCH(QString, lesson);
    QFETCH(QString, language);
    const QString text = comparable(writtenText(lesson, language, WorksheetWriter::Kind::Worksheet));
    QVERIFY(!text.isEmpty());
    const LessonSheet sheet = LessonSheet::build(lesson); // in `language`, set by writtenText
    QVERIFY(!sheet.sections.isEmpty());
    QVERIFY(text.contains(comparable(WorksheetWriter::tr("Worksheet: %1").arg(sheet.title))));
    // The lesson's goal, not the teacher's learning goals: those name what the questions
    // lead to.
    QVERIFY2(text.contains(comparable(sheet.goal)), qPrintable(sheet.goal));
    for (const QString &goal : sheet.notes.goals)
        QVERIFY2(!text.contains(comparable(goal)), qPrintable(goal));
    for (const QString &paragraph : sheet.notes.situation)
        QVERIFY2(text.contains(comparable(paragraph)), qPrintable(paragraph));
    int questions = 0;
    for (const SheetSection &section : sheet.sections) {
        for (qsizetype index = 0; index < section.items.size(); ++index) {
            const SheetItem &item = section.items.at(index);
            ++questions;
            QVERIFY2(text.contains(comparable(item.prompt)), qPrintable(item.prompt));
            // A section the sheet does not number (the discussion) numbers its questions in
            // their own texts, as the page shows them, so a class can name one; a single
            // question (the sub-key lesson's "Think further") needs no number.
            if (!section.numbered && section.items.size() > 1)
                QVERIFY2(item.prompt.startsWith(QStringLiteral("%1. ").arg(index + 1)), qPrintable(item.prompt));
            for (const QString &choice : item.choices)
                QVERIFY2(text.contains(comparable(choice)), qPrintable(choice));
            QVERIFY(!item.answer.isEmpty());
            // The worked answers never show; for a choice question the answer is one of
            // the choices, so the reasoning and the wrong answers' reasons are checked.
            if (!item.reasoning.isEmpty())
                QVERIFY2(!text.contains(comparable(item.reasoning)), qPrintable(item.reasoning));
            // The answer alone may stand in the text: a choice is one of the options, and
            // numbers such as "16" also stand in the questions.
            if (item.choices.isEmpty() && item.answer.size() > 20)
                QVERIFY2(!text.contains(comparable(item.answer)), qPrintable(item.answer));
            for (const QString &wrong : item.wrongAnswers)
                QVERIFY2(!text.contains(comparable(wrong)), qPrintable(wrong));
        }
    }
    QVERIFY(questions >= 3);
    QVERIFY(!text.contains(comparable(WorksheetWriter::tr("Answer:"))));
    QVERIFY(!text.contains(comparable(WorksheetWriter::tr("For the teacher"))));
    for (const QString &misconception : sheet.notes.misconceptions)
        QVERIFY2(!text.contains(comparable(misconception)), qPrintable(misconception));
}

void TestWorksheet::answerSheetHoldsEveryAnswer_data()
{
    worksheetAsksEveryQuestionWithoutAnswers_data();
}

void TestWorksheet::answerSheetHoldsEveryAnswer()
{
    QFETCH(QString, lesson);
    QFETCH(QString, language);
    const QString text = comparable(writtenText(lesson, language, WorksheetWriter::Kind::AnswerSheet));
    QVERIFY(!text.isEmpty());
    const LessonSheet sheet = LessonSheet::build(lesson);
    QVERIFY(text.contains(comparable(WorksheetWriter::tr("Answer sheet: %1").arg(sheet.title))));
    for (const SheetSection &section : sheet.sections) {
        for (const SheetItem &item : section.items) {
            QVERIFY2(text.contains(comparable(item.prompt)), qPrintable(item.prompt));
            QVERIFY2(!item.answer.isEmpty(), qPrintable(item.prompt));
            // In the answer's band, not only among the boxes that print every choice.
            const QString answer = WorksheetWriter::tr("Answer:") + item.answer;
            QVERIFY2(text.contains(comparable(answer)), qPrintable(answer));
            QVERIFY2(text.contains(comparable(item.reasoning)), qPrintable(item.reasoning));
            for (const QString &wrong : item.wrongAnswers)
                QVERIFY2(text.contains(comparable(wrong)), qPrintable(wrong));
        }
    }
    const QList<TeacherNotes::Part> parts = sheet.notes.parts();
    for (const TeacherNotes::Part &part : parts) {
        QVERIFY2(text.contains(comparable(part.title)), qPrintable(part.title));
        for (const QString &item : part.items)
            QVERIFY2(text.contains(comparable(item)), qPrintable(item));
    }
}

void TestWorksheet::sheetAsksWhatThePageAsks()
{
    // The page's sources, read here on their own: each must be on the sheet.
    const auto prompts = [](const QString &lesson) {
        QStringList all;
        const LessonSheet sheet = LessonSheet::build(lesson);
        for (const SheetSection &section : sheet.sections) {
            for (const SheetItem &item : section.items)
                all.append(item.prompt);
        }
        return all;
    };
    for (const QString &lesson : sheetLessons()) {
        const QStringList onSheet = prompts(lesson);
        for (const LessonQuestion &question : LessonQuestionList::of(lesson))
            QVERIFY2(onSheet.contains(question.prompt), qPrintable(question.prompt));
    }
    QCOMPARE(LessonQuestionList::of(QStringLiteral("keys-vs-load")).size(), 6);
    QCOMPARE(LessonQuestionList::of(QStringLiteral("subkeys")).size(), 7);

    QVERIFY(prompts(QStringLiteral("keys-vs-load")).contains(ImbalanceExplorer().prediction()->question()));
    QVERIFY(prompts(QStringLiteral("lab")).contains(MitigationLab().prediction()->question()));
    PartitionLab lab;
    LabGuide guide;
    guide.setLab(&lab);
    const QStringList labPrompts = prompts(QStringLiteral("lab"));
    for (int step = 1; step <= LabGuide::kStepCount; ++step) {
        QVERIFY2(labPrompts.contains(guide.question()), qPrintable(guide.question()));
        guide.nextStep();
    }
    HotKeyDetector detector;
    QVERIFY(prompts(QStringLiteral("detect")).contains(detector.narrowingPrediction()->question()));
    QVERIFY(prompts(QStringLiteral("detect")).contains(detector.shiftPrediction()->question()));
    QVERIFY(prompts(QStringLiteral("throttling")).contains(ThrottleSimulation().prediction()->question()));
}

void TestWorksheet::answersMatchTheCurriculum()
{
    const auto item = [](const QString &lesson, int section, int index) {
        return LessonSheet::build(lesson).sections.value(section).items.value(index);
    };
    // Every sheet opens with the lesson's question; its answer is the teacher's.
    for (const QString &lesson : sheetLessons()) {
        const SheetItem opening = item(lesson, 0, 0);
        QCOMPARE(opening.prompt, LessonCatalog().question(lesson));
        QCOMPARE(opening.answer, TeacherNotes::forLesson(lesson).openingAnswer);
        QVERIFY(!opening.answer.isEmpty());
    }
    QVERIFY(item(QStringLiteral("keys-vs-load"), 0, 0).answer.contains(QStringLiteral("6,000 times a second")));

    // keys-vs-load: from 8 to 16 partitions the hot key's ratio rises.
    QCOMPARE(item(QStringLiteral("keys-vs-load"), 1, 0).answer, QStringLiteral("It rises: the imbalance gets worse"));
    QCOMPARE(item(QStringLiteral("keys-vs-load"), 2, 1).answer, QStringLiteral("3.2"));

    // lab: 0 waiting, P0 gets most, 6 waiting, 3 drain steps; the fixes at their defaults.
    QCOMPARE(item(QStringLiteral("lab"), 1, 0).answer, QStringLiteral("0"));
    QCOMPARE(item(QStringLiteral("lab"), 1, 1).answer, QStringLiteral("P0"));
    QVERIFY(item(QStringLiteral("lab"), 1, 1).reasoning.contains(QStringLiteral("10 of 12")));
    QCOMPARE(item(QStringLiteral("lab"), 1, 2).answer, QStringLiteral("6"));
    QVERIFY(item(QStringLiteral("lab"), 1, 2).reasoning.contains(QStringLiteral("Arrivals 10 / 1 / 1")));
    QCOMPARE(item(QStringLiteral("lab"), 1, 3).answer, QStringLiteral("3"));
    // One question per fix, each with its own boxes: cache, move, split, add partitions.
    const QList<SheetItem> fixes = LessonSheet::build(QStringLiteral("lab")).sections.value(2).items;
    QCOMPARE(fixes.size(), 4);
    const QStringList fixNames {QStringLiteral("Cache reads"), QStringLiteral("Move the hot key"),
                                QStringLiteral("Split the hot key"), QStringLiteral("Add partitions")};
    const QStringList fixOutcomes {QStringLiteral("No queue at all"), QStringLiteral("A queue on another partition"),
                                   QStringLiteral("No queue at all"), QStringLiteral("A shorter queue")};
    const QStringList arrivals {QStringLiteral("4 / 1 / 1"), QStringLiteral("1 / 10 / 1"), QStringLiteral("4 / 4 / 4"),
                                QStringLiteral("9 / 1 / 1 / 1")};
    for (int fix = 0; fix < fixes.size(); ++fix) {
        const SheetItem &question = fixes.at(fix);
        QCOMPARE(question.heading, fixNames.at(fix));
        QCOMPARE(question.prompt, MitigationLab().prediction()->question());
        QCOMPARE(question.choices.size(), 4);
        // The answer is one of the boxes, so the answer sheet ticks it.
        QVERIFY2(question.answer.startsWith(fixOutcomes.at(fix)) && question.choices.contains(question.answer),
                 qPrintable(question.answer));
        QVERIFY2(question.reasoning.contains(arrivals.at(fix)), qPrintable(question.reasoning));
        QCOMPARE(question.wrongAnswers.isEmpty(), fix < 3);
    }

    // subkeys: 15,500 rps, 3.1, 1,500, 5,000, 6,500 and 16 reads.
    const LessonSheet subkeys = LessonSheet::build(QStringLiteral("subkeys"));
    QStringList answers;
    for (const SheetItem &question : subkeys.sections.value(1).items)
        answers.append(question.answer);
    QCOMPARE(answers, (QStringList {"15,500", "3.1", "1,500", "5,000", "6,500", "16"}));
    QVERIFY(subkeys.sections.value(1).items.value(1).reasoning.contains(QStringLiteral("40,000 / 8 = 5,000")));
    // Wrong values that differ only in rounding share one line.
    QCOMPARE(subkeys.sections.value(1).items.value(1).wrongAnswers.size(), 3);
    QVERIFY(subkeys.sections.value(1).items.value(1).wrongAnswers.at(1).startsWith(QStringLiteral("4.43 / 4.4 – ")));

    // detect: a narrow sketch only overestimates; lifetime counts keep the old key, decay
    // follows the new one.
    QCOMPARE(item(QStringLiteral("detect"), 1, 0).answer, QStringLiteral("Too high"));
    QCOMPARE(item(QStringLiteral("detect"), 1, 1).answer, QStringLiteral("The key that was hot before the shift"));
    QCOMPARE(item(QStringLiteral("detect"), 1, 2).answer, QStringLiteral("The key that is hot after the shift"));
    // Each of the two shift questions explains its own wrong choice, not the other's.
    const QStringList lifetimeWrong = item(QStringLiteral("detect"), 1, 1).wrongAnswers;
    const QStringList decayWrong = item(QStringLiteral("detect"), 1, 2).wrongAnswers;
    QCOMPARE(lifetimeWrong.size(), 1);
    QCOMPARE(decayWrong.size(), 1);
    QVERIFY2(
        lifetimeWrong.constFirst().startsWith(QStringLiteral("\"The key that is hot after the shift\": without decay")),
        qPrintable(lifetimeWrong.constFirst()));
    QVERIFY2(
        decayWrong.constFirst().startsWith(QStringLiteral("\"The key that was hot before the shift\": with decay")),
        qPrintable(decayWrong.constFirst()));

    // throttling: the burst and the spread import never throttle; the sustained import
    // starts in minute 76, the bulk load in minute 61.
    const LessonSheet throttling = LessonSheet::build(QStringLiteral("throttling"));
    QStringList outcomes;
    for (const SheetItem &scenario : throttling.sections.value(1).items)
        outcomes.append(scenario.answer);
    QCOMPARE(outcomes,
             (QStringList {"It never throttles", "Yes, in the second hour", "It never throttles",
                           "Yes, in the second hour"}));
    QVERIFY(throttling.sections.value(1).items.value(1).reasoning.contains(QStringLiteral("minute 76")));
    QVERIFY(throttling.sections.value(1).items.value(3).reasoning.contains(QStringLiteral("minute 61")));
    // Each scenario's wrong answer has its own note, with that scenario's numbers.
    const QStringList scenarioNumbers = {"37.5%", "minute 76", "40%", "50.8%"};
    QStringList notes;
    for (qsizetype i = 0; i < scenarioNumbers.size(); ++i) {
        const SheetItem scenario = throttling.sections.value(1).items.value(i);
        QCOMPARE(scenario.wrongAnswers.size(), 1);
        const QString note = scenario.wrongAnswers.constFirst();
        QVERIFY2(note.contains(scenarioNumbers.at(i)), qPrintable(note));
        // The note names a wrong choice, never the scenario's right one.
        QVERIFY2(!note.contains(scenario.answer), qPrintable(note));
        QVERIFY2(!notes.contains(note), qPrintable(note));
        notes.append(note);
    }
    QVERIFY(!notes.at(0).contains(QStringLiteral("76")));

    // The command checker on paper: the page's examples against its index, answered as the
    // checker answers them; the line it cannot judge (an argument missing) is left out.
    const SheetSection commands = throttling.sections.value(2);
    QCOMPARE(commands.title, QStringLiteral("Which commands are throttled?"));
    QVERIFY(commands.intro.contains(QStringLiteral("start with “product:”")));
    QStringList lines;
    QStringList delayed;
    for (const SheetItem &command : commands.items) {
        lines.append(command.prompt);
        QCOMPARE(command.choices, (QStringList {"Throttling can delay it", "Never delayed"}));
        QVERIFY(command.choices.contains(command.answer));
        delayed.append(command.answer == command.choices.constFirst() ? QStringLiteral("yes") : QStringLiteral("no"));
        QVERIFY2(!command.reasoning.isEmpty(), qPrintable(command.prompt));
    }
    QCOMPARE(lines, CommandChecker::exampleCommands().mid(0, 7));
    QCOMPARE(delayed, (QStringList {"yes", "no", "yes", "yes", "yes", "no", "no"}));
    QVERIFY(commands.items.value(1).reasoning.contains(QStringLiteral("only reads")));
    QVERIFY(commands.items.value(3).reasoning.contains(QStringLiteral("One indexed key is enough")));
}

void TestWorksheet::numbersFollowTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("hotPartition"); // Q1's answer, 15,500 rps
    QTest::addColumn<QString>("ratio");
    QTest::newRow("en") << "en"
                        << "15,500"
                        << "3.1";
    QTest::newRow("de") << "de"
                        << "15.500"
                        << "3,1";
    QTest::newRow("id") << "id"
                        << "15.500"
                        << "3,1";
}

void TestWorksheet::numbersFollowTheLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, hotPartition);
    QFETCH(QString, ratio);
    const QString answers = writtenText(QStringLiteral("subkeys"), language, WorksheetWriter::Kind::AnswerSheet);
    QVERIFY2(answers.contains(hotPartition), qPrintable(answers.left(2000)));
    QVERIFY(comparable(answers).contains(comparable(WorksheetWriter::tr("Answer:")) + ratio));
    // The worksheet names the ordinary load and the capacity, never the owner's load.
    const QString worksheet = writtenText(QStringLiteral("subkeys"), language, WorksheetWriter::Kind::Worksheet);
    QVERIFY(!worksheet.contains(hotPartition));
    QVERIFY(worksheet.contains(language == QLatin1String("en") ? QStringLiteral("3,500") : QStringLiteral("3.500")));
}

void TestWorksheet::teacherNotesAreCompleteInEveryLanguage_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &language : kLanguages)
        QTest::newRow(qPrintable(language)) << language;
}

void TestWorksheet::teacherNotesAreCompleteInEveryLanguage()
{
    QFETCH(QString, language);
    QMap<QString, TeacherNotes> english;
    for (const QString &lesson : sheetLessons())
        english.insert(lesson, TeacherNotes::forLesson(lesson));
    LanguageService::instance()->applyLanguage(language);
    for (const QString &lesson : sheetLessons()) {
        const TeacherNotes notes = TeacherNotes::forLesson(lesson);
        const QList<TeacherNotes::Part> parts = notes.parts();
        QCOMPARE(parts.size(), 5);
        const QList<TeacherNotes::Part> englishParts = english.value(lesson).parts();
        for (int i = 0; i < parts.size(); ++i) {
            QVERIFY2(parts.at(i).items.size() >= 3, qPrintable(lesson + QLatin1Char(' ') + parts.at(i).title));
            if (language == QLatin1String("en"))
                continue;
            // Translated: no entry of the translation is the English text.
            for (const QString &entry : parts.at(i).items)
                QVERIFY2(!englishParts.at(i).items.contains(entry), qPrintable(entry));
        }
    }
    QVERIFY(TeacherNotes::forLesson(QStringLiteral("start")).goals.isEmpty());
}

void TestWorksheet::badInputLeavesFilesAlone()
{
    const QString path = m_directory.filePath(QStringLiteral("kept.pdf"));
    QFile existing(path);
    QVERIFY(existing.open(QIODevice::WriteOnly));
    existing.write("not touched");
    existing.close();

    for (const QString &lesson : {QStringLiteral("start"), QStringLiteral("intro"), QString()}) {
        const auto result =
            WorksheetWriter::write(lesson, WorksheetWriter::Kind::Worksheet, WorksheetWriter::Paper::A4, path);
        QVERIFY(!result.ok);
        QVERIFY2(result.error.contains(QStringLiteral("There is no sheet")), qPrintable(result.error));
    }
    QFile kept(path);
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), QByteArray("not touched"));

    const auto noPath =
        WorksheetWriter::write(QStringLiteral("lab"), WorksheetWriter::Kind::Worksheet, WorksheetWriter::Paper::A4, {});
    QVERIFY(!noPath.ok);
    QVERIFY(noPath.error.contains(QStringLiteral("Choose a file")));

    const QString missing = m_directory.filePath(QStringLiteral("no/such/folder/sheet.pdf"));
    const auto noFolder = WorksheetWriter::write(QStringLiteral("lab"), WorksheetWriter::Kind::Worksheet,
                                                 WorksheetWriter::Paper::A4, missing);
    QVERIFY(!noFolder.ok);
    QVERIFY2(noFolder.error.startsWith(QStringLiteral("Could not write")), qPrintable(noFolder.error));
    QVERIFY(!QFile::exists(missing));
}

QTEST_MAIN(TestWorksheet)
#include "tst_worksheet.moc"
