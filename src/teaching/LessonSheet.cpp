#include "teaching/LessonSheet.h"

#include "i18n/NumberFormat.h"
#include "lessons/catalog/LessonCatalog.h"
#include "lessons/catalog/LessonPrediction.h"
#include "lessons/catalog/LessonQuestionList.h"
#include "lessons/detect/HotKeyDetector.h"
#include "lessons/keysvsload/ImbalanceExplorer.h"
#include "lessons/keysvsload/ImbalanceWorkedExample.h"
#include "lessons/lab/LabGuide.h"
#include "lessons/lab/MitigationLab.h"
#include "lessons/lab/PartitionLab.h"
#include "lessons/subkeys/SubKeySplit.h"
#include "lessons/throttling/CommandChecker.h"
#include "lessons/throttling/ThrottleSimulation.h"

#include <QLocale>

#include <functional>

namespace {

// Predictions a sheet answers by running the model: a choice list of more entries than
// this becomes a line to write on.
constexpr int kMostChoicesToTick = 6;

// A wrong answer and why it is wrong.
const auto kWrongAnswer = QStringLiteral("%1 – %2");

// The prediction as the page asks it; for the answer sheet the model is then brought to
// the state that answers it (bringIntoView), and its own result text is the reasoning.
SheetItem predictionItem(LessonPrediction *prediction, const std::function<void()> &bringIntoView)
{
    SheetItem item;
    item.prompt = prediction->question();
    item.choices = prediction->choices();
    prediction->setChosenIndex(0); // any choice: a committed prediction shows its result
    if (!prediction->commit()) {
        qWarning("LessonSheet: the prediction \"%s\" could not be committed", qPrintable(item.prompt));
        return item;
    }
    bringIntoView();
    item.answer = prediction->choices().value(prediction->outcomeIndex());
    item.reasoning = prediction->resultText();
    return item;
}

QList<double> toDoubles(const QList<qint64> &values)
{
    QList<double> result;
    for (qint64 value : values)
        result.append(double(value));
    return result;
}

QStringList partitionNames(int count)
{
    QStringList names;
    for (int p = 0; p < count; ++p)
        names.append(NumberFormat::partition(p));
    return names;
}

} // namespace

LessonSheet LessonSheet::build(const QString &lessonId)
{
    LessonSheet sheet;
    if (!LessonCatalog::isKnown(lessonId) || lessonId == LessonCatalog::startLessonId())
        return sheet;
    sheet.lessonId = lessonId;
    const LessonCatalog catalog;
    sheet.title = catalog.title(lessonId);
    sheet.goal = catalog.data(catalog.index(catalog.indexOf(lessonId)), LessonCatalog::GoalRole).toString();
    sheet.notes = TeacherNotes::forLesson(lessonId);

    // The question the lesson opens with, answered first by guess and again at the end.
    SheetItem opening;
    opening.prompt = catalog.question(lessonId);
    opening.answerLines = 3;
    opening.answer = sheet.notes.openingAnswer;
    sheet.sections.append(
        {tr("Before you start"), tr("Write down your first answer. Come back to it at the end."), {opening}});

    if (lessonId == QLatin1String("keys-vs-load"))
        sheet.addKeysVsLoad();
    else if (lessonId == QLatin1String("lab"))
        sheet.addLab();
    else if (lessonId == QLatin1String("subkeys"))
        sheet.addSubKeys();
    else if (lessonId == QLatin1String("detect"))
        sheet.addDetect();
    else if (lessonId == QLatin1String("throttling"))
        sheet.addThrottling();
    return sheet;
}

void LessonSheet::addWrittenQuestions(const QString &questionsTitle)
{
    SheetSection written {questionsTitle, {}, {}};
    SheetSection discussion {tr("Questions for discussion"), {}, {}, false};
    for (const LessonQuestion &question : LessonQuestionList::of(lessonId)) {
        SheetItem item;
        item.heading = question.heading;
        item.context = question.intro;
        item.prompt = question.prompt;
        item.answer = question.answerText();
        if (question.isDiscussion()) {
            item.answerLines = 5;
            discussion.items.append(item);
            continue;
        }
        if (question.isChoice()) {
            item.choices = question.options;
            item.reasoning = question.explanations.value(question.correctIndex);
            for (int i = 0; i < question.options.size(); ++i) {
                if (i != question.correctIndex)
                    item.wrongAnswers.append(kWrongAnswer.arg(question.options.at(i), question.explanations.value(i)));
            }
        } else {
            item.answerLines = 2; // the answer and the working
            item.reasoning = question.reasoning;
            // Mistakes that differ only in rounding share their hint: one line for them.
            QStringList hints;
            QList<QStringList> values;
            for (int i = 0; i < question.knownMistakes.size(); ++i) {
                const QString hint = question.mistakeHints.value(i);
                const QString value =
                    NumberFormat::number(question.knownMistakes.at(i), QLocale::FloatingPointShortest);
                const qsizetype known = hints.indexOf(hint);
                if (known >= 0) {
                    values[known].append(value);
                } else {
                    hints.append(hint);
                    values.append({value});
                }
            }
            for (int i = 0; i < hints.size(); ++i)
                item.wrongAnswers.append(kWrongAnswer.arg(values.at(i).join(QStringLiteral(" / ")), hints.at(i)));
        }
        written.items.append(item);
    }
    if (!written.items.isEmpty())
        sections.append(written);
    if (!discussion.items.isEmpty())
        sections.append(discussion);
}

void LessonSheet::addKeysVsLoad()
{
    const ImbalanceWorkedExample example;
    const QStringList names = example.partitionLabels();
    figures.append({QCoreApplication::translate("KeysVsLoadPage", "Keys per partition (millions)"),
                    QCoreApplication::translate("KeysVsLoadPage", "Million keys"),
                    names,
                    example.keysInMillions(),
                    0.0,
                    {}});
    figures.append({QCoreApplication::translate("KeysVsLoadPage", "CPU per partition (%)"),
                    QCoreApplication::translate("KeysVsLoadPage", "CPU (%)"),
                    names,
                    example.cpuPercent(),
                    0.0,
                    {}});

    ImbalanceExplorer explorer;
    explorer.setCause(ImbalanceExplorer::HotKey);
    SheetItem prediction = predictionItem(explorer.prediction(), [&explorer] { explorer.setPartitions(16); });
    prediction.context = tr("In the explorer, choose the cause Hot key and keep its starting figures.");
    prediction.wrongAnswers = {notes.wrongChoices.value(QStringLiteral("prediction"))};
    sections.append({tr("Prediction"), {}, {prediction}});

    addWrittenQuestions(QCoreApplication::translate("KeysVsLoadPage", "Check yourself"));
}

void LessonSheet::addLab()
{
    PartitionLab lab;
    QList<double> keysOwned;
    const QVariantList owned = PartitionLab::ownedKeys();
    for (const QVariant &keys : owned)
        keysOwned.append(double(keys.toList().size()));
    figures.append({tr("Keys owned by each partition"), tr("Keys"), lab.partitionNames(), keysOwned, 0.0, {}});

    LabGuide guide;
    guide.setLab(&lab);
    SheetSection steps {tr("Guided steps"), tr("Write down your prediction before each action."), {}};
    for (int step = 1; step <= LabGuide::kStepCount; ++step) {
        SheetItem item;
        item.heading = guide.heading();
        item.context = guide.instruction();
        item.prompt = guide.question();
        const QStringList choices = guide.predictionChoices().mid(1); // without "No prediction"
        if (choices.size() <= kMostChoicesToTick)
            item.choices = choices;
        else
            item.answerLines = 1;
        do {
            guide.act();
        } while (!guide.revealed() && guide.canAct());
        if (step == 2) {
            item.answer = NumberFormat::partition(lab.hotOwner());
        } else {
            item.answer = NumberFormat::count(guide.answer());
        }
        item.reasoning = guide.resultText();
        if (step == 3) {
            // The batch that answers step 2's owner question, and the step's own result.
            steps.items[1].reasoning = guide.verdictText().section(QLatin1Char('\n'), 0, 0);
            QList<qint64> received;
            QList<qint64> waiting;
            for (int p = 0; p < lab.partitionCount(); ++p) {
                received.append(lab.received(p));
                waiting.append(lab.waiting(p));
            }
            answerFigures.append({tr("Step 3: requests received"), tr("Requests"), lab.partitionNames(),
                                  toDoubles(received), double(lab.capacityPerStep()), tr("capacity per step")});
            answerFigures.append(
                {tr("Step 3: requests waiting"), tr("Requests"), lab.partitionNames(), toDoubles(waiting), 0.0, {}});
        }
        steps.items.append(item);
        guide.nextStep();
    }
    sections.append(steps);

    // One question per fix, so that each group has its own boxes to tick and the answer
    // sheet ticks each fix's outcome.
    MitigationLab fixes;
    LessonPrediction *prediction = fixes.prediction();
    SheetSection trials {tr("Try a fix"),
                         tr("Try each fix at its starting setting. For each one, predict, then send one batch to "
                            "the system with the fix and to the one without it."),
                         {}};
    for (const auto fix : {MitigationLab::CacheReads, MitigationLab::MoveHotKey, MitigationLab::SplitHotKey,
                           MitigationLab::AddPartitions}) {
        fixes.setFix(fix);
        prediction->clear(); // the last fix's commitment
        const QString effect = fixes.fixEffectText();
        SheetItem item = predictionItem(prediction, [&fixes] { fixes.sendBatch(); });
        item.heading = fixes.fixNames().value(fix);
        item.reasoning = QStringList {effect, item.reasoning, fixes.fixCostText()}.join(QLatin1Char(' '));
        trials.items.append(item);
    }
    // The note covers all four fixes: it follows the last.
    trials.items.last().wrongAnswers = {notes.wrongChoices.value(QStringLiteral("fix"))};
    sections.append(trials);

    addWrittenQuestions({});
}

void LessonSheet::addSubKeys()
{
    const SubKeySplit exercise;
    const QStringList names = partitionNames(exercise.partitionCount());
    const QList<double> ordinary(exercise.partitionCount(), exercise.basePerPartitionRps());
    const QString rps = tr("Requests per second");
    figures.append(
        {tr("Ordinary keys: load per partition"), rps, names, ordinary, exercise.capacityRps(), tr("capacity")});
    QList<double> withPromo = ordinary;
    withPromo[exercise.homePartition()] += exercise.hotKeyRps();
    answerFigures.append(
        {tr("With the promo key on its owner"), rps, names, withPromo, exercise.capacityRps(), tr("capacity")});
    addWrittenQuestions(tr("Questions"));
}

void LessonSheet::addDetect()
{
    HotKeyDetector memory;
    constexpr qint64 kMemoryRequests = 20'000;
    memory.feed(kMemoryRequests);
    constexpr double kKibibyte = 1024.0;
    figures.append({tr("Memory after %1 requests (KiB)").arg(NumberFormat::count(kMemoryRequests)),
                    tr("KiB"),
                    {tr("Exact counts"), tr("Sampling"), tr("Count-min sketch")},
                    {static_cast<double>(memory.exactMemoryBytes()) / kKibibyte,
                     static_cast<double>(memory.sampledMemoryBytes()) / kKibibyte,
                     static_cast<double>(memory.sketchMemoryBytes()) / kKibibyte},
                    0.0,
                    {}});

    SheetSection predictions {tr("Predictions"), {}, {}};
    HotKeyDetector narrow;
    narrow.setSketchWidth(HotKeyDetector::kNarrowWidth);
    SheetItem narrowing =
        predictionItem(narrow.narrowingPrediction(), [&narrow] { narrow.feed(HotKeyDetector::kNarrowingRequests); });
    narrowing.wrongAnswers = {notes.wrongChoices.value(QStringLiteral("narrowing"))};
    predictions.items.append(narrowing);

    for (const qint64 halveEvery : {qint64 {0}, qint64 {5'000}}) {
        HotKeyDetector shifting;
        shifting.setHalveEvery(halveEvery);
        SheetItem shift =
            predictionItem(shifting.shiftPrediction(), [&shifting] { shifting.feed(shifting.checkpointRequest()); });
        shift.wrongAnswers = {notes.wrongChoices.value(halveEvery > 0 ? QStringLiteral("shift:decay")
                                                                      : QStringLiteral("shift:lifetime"))};
        predictions.items.append(shift);
    }
    sections.append(predictions);
    addWrittenQuestions({});
}

void LessonSheet::addThrottling()
{
    SheetSection predictions {tr("Predictions"), tr("For each scenario, predict before you press Play."), {}};
    for (const QString &presetId : ThrottleSimulation::presetIds()) {
        ThrottleSimulation simulation;
        simulation.applyPreset(presetId);
        SheetItem item = predictionItem(simulation.prediction(),
                                        [&simulation] { simulation.advance(int(simulation.decidingMinute())); });
        item.heading = ThrottleSimulation::labelOf(presetId);
        item.context = ThrottleSimulation::descriptionOf(presetId);
        item.wrongAnswers = {notes.wrongChoices.value(QStringLiteral("prediction:") + presetId)};
        predictions.items.append(item);
    }
    sections.append(predictions);

    // The page's command checker, on paper: its example commands against its index, each
    // line the checker can judge (the last example is there to show an error).
    CommandChecker checker;
    checker.setIndexPrefixes(CommandChecker::exampleIndexPrefixes());
    //: %1 the key prefix of the search index, e.g. "product:"
    const QString commandsIntro = tr("The search index covers the keys that start with “%1”. For each command, tick "
                                     "whether throttling can delay it, then check your answers in the lesson's "
                                     "command checker.")
                                      .arg(CommandChecker::exampleIndexPrefixes());
    SheetSection commands {
        QCoreApplication::translate("ThrottlingPage", "Which commands are throttled?"), commandsIntro, {}};
    const QStringList choices {tr("Throttling can delay it"), tr("Never delayed")};
    for (const QString &command : CommandChecker::exampleCommands()) {
        checker.setCommand(command);
        if (!checker.valid())
            continue;
        SheetItem item;
        item.prompt = command;
        item.choices = choices;
        item.answer = checker.throttled() ? choices.at(0) : choices.at(1);
        item.reasoning = checker.explanation();
        commands.items.append(item);
    }
    sections.append(commands);
    addWrittenQuestions({});
}
