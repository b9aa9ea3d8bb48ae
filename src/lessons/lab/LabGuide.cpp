#include "lessons/lab/LabGuide.h"

#include "i18n/LanguageService.h"
#include "i18n/NumberFormat.h"

// The texts below speak of "the other two partitions" and "mod 3": the lab's placement.
static_assert(LabCore::kPartitionCount == 3, "the guide's texts describe three partitions");

LabGuide::LabGuide(QObject *parent)
    : QObject(parent)
{
    connect(LanguageService::instance(), &LanguageService::languageChanged, this, &LabGuide::textsChanged);
    // Every state change changes some text too.
    connect(this, &LabGuide::stateChanged, this, &LabGuide::textsChanged);
}

void LabGuide::setLab(PartitionLab *lab)
{
    if (m_lab == lab)
        return;
    if (m_lab)
        disconnect(m_lab, nullptr, this, nullptr);
    m_lab = lab;
    if (m_lab) {
        // The progress line of step 4 and the step 2 instruction read the live lab; a new
        // selection starts a new run, so runChanged() covers both.
        connect(m_lab, &PartitionLab::runChanged, this, &LabGuide::textsChanged);
    }
    emit labChanged();
    emit textsChanged();
}

void LabGuide::setFixLab(MitigationLab *fixLab)
{
    if (m_fixLab == fixLab)
        return;
    m_fixLab = fixLab;
    emit fixLabChanged();
}

QList<int> LabGuide::choiceValues() const
{
    QList<int> values;
    if (!m_lab)
        return values;
    if (m_step == 2) {
        for (int partition = 0; partition < m_lab->partitionCount(); ++partition)
            values.append(partition);
    } else if (m_step == 4) {
        for (int steps = 1; steps <= kMostDrainStepsOffered; ++steps)
            values.append(steps);
    } else {
        for (int waiting = 0; waiting <= m_lab->batchSize(); ++waiting)
            values.append(waiting);
    }
    return values;
}

QStringList LabGuide::predictionChoices() const
{
    //: First entry of the prediction box: the student does not guess
    QStringList entries {tr("No prediction")};
    const QList<int> values = choiceValues();
    for (int value : values)
        entries.append(m_step == 2 ? NumberFormat::partition(value) : NumberFormat::count(value));
    return entries;
}

void LabGuide::setPredictionIndex(int index)
{
    if (index == m_predictionIndex)
        return;
    if (index < 0 || index > choiceValues().size()) {
        qWarning("LabGuide: prediction %d refused; valid entries are 0-%lld", index,
                 static_cast<long long>(choiceValues().size()));
        return;
    }
    m_predictionIndex = index;
    emit predictionIndexChanged();
}

int LabGuide::prediction() const
{
    const QList<int> values = choiceValues();
    return m_predictionIndex > 0 && m_predictionIndex <= values.size() ? values.at(m_predictionIndex - 1) : -1;
}

LabGuide::Snapshot LabGuide::takeSnapshot(int guess) const
{
    Snapshot snapshot;
    snapshot.guess = guess;
    for (int p = 0; p < m_lab->partitionCount(); ++p) {
        snapshot.received.append(m_lab->received(p));
        snapshot.completed.append(m_lab->completed(p));
        snapshot.waiting.append(m_lab->waiting(p));
    }
    snapshot.owner = m_lab->hotOwner();
    snapshot.mostLoaded = m_lab->mostLoadedPartition();
    snapshot.capacity = m_lab->capacityOffered();
    snapshot.done = m_lab->totalCompleted();
    snapshot.total = m_lab->totalReceived();
    snapshot.hotKey = m_lab->hotKey();
    for (int offset = 1; offset <= 3; ++offset)
        snapshot.neighbours.append(m_lab->neighbourKey(offset));
    return snapshot;
}

void LabGuide::setState(int step, bool revealed, bool draining)
{
    m_step = step;
    m_revealed = revealed;
    m_draining = draining;
    emit stateChanged();
}

void LabGuide::beginStep()
{
    m_drainsDone = 0;
    m_result = Snapshot();
    if (m_predictionIndex != 0) {
        m_predictionIndex = 0;
        emit predictionIndexChanged();
    }
}

void LabGuide::act()
{
    if (!m_lab || !canAct())
        return;
    const int guess = prediction();
    switch (m_step) {
    case 1:
        m_lab->setProfile(PartitionLab::Even);
        m_lab->resetRun();
        m_lab->sendBatch();
        m_result = takeSnapshot(guess);
        setState(1, true, false);
        return;
    case 2:
        m_ownerGuess = guess;
        m_lab->setProfile(PartitionLab::HotKey);
        m_lab->resetRun();
        m_result = takeSnapshot(guess);
        setState(2, true, false);
        return;
    case 3:
        m_lab->setProfile(PartitionLab::HotKey);
        m_lab->resetRun();
        m_lab->sendBatch();
        m_result = takeSnapshot(guess);
        m_result.ownerGuess = m_ownerGuess;
        setState(3, true, false);
        return;
    default:
        break;
    }
    if (!m_draining) {
        m_lab->setProfile(PartitionLab::HotKey);
        // Replays step 3 from a new run, so this is always the second batch: also when the
        // step was skipped, or the student sent or drained more by hand in between.
        m_lab->resetRun();
        m_lab->sendBatch();
        m_lab->sendBatch();
        m_result = takeSnapshot(guess);
        m_result.queueAfterSecond = m_lab->waiting(m_lab->hotOwner());
        m_result.expectedDrains = m_lab->drainStepsToEmpty();
        setState(4, false, true);
        return;
    }
    m_lab->drainStep();
    ++m_drainsDone;
    setState(4, m_lab->totalWaiting() == 0, true);
}

void LabGuide::nextStep()
{
    if (finished())
        return;
    if (m_step == 2 && !m_revealed)
        m_ownerGuess = -1;
    // Clear the revealed result first, so no text is built from the old step's numbers.
    beginStep();
    setState(m_step + 1, false, false);
}

void LabGuide::restart()
{
    m_ownerGuess = -1;
    // A hot run left in the table and the chart would answer step 1 to 3 again.
    // A new profile starts a new run by itself: one announcement, not two.
    if (m_lab && m_lab->profile() != PartitionLab::Even)
        m_lab->setProfile(PartitionLab::Even);
    else if (m_lab)
        m_lab->resetRun();
    // "Try a fix" waits for step 3 again; a fix run left from before would answer it.
    if (m_fixLab)
        m_fixLab->resetRun();
    beginStep();
    setState(1, false, false);
}

int LabGuide::answer() const
{
    if (!m_revealed || m_result.received.isEmpty())
        return -1;
    switch (m_step) {
    case 1:
        return int(m_result.waiting.at(0));
    case 2:
        return -1; // the owner prediction is checked in step 3, once the batch has arrived
    case 3:
        return int(m_result.waiting.at(m_result.owner));
    case 4:
        return int(m_result.expectedDrains);
    default:
        return -1;
    }
}

LabGuide::Verdict LabGuide::verdict() const
{
    if (!m_revealed || m_step == 2 || m_result.received.isEmpty())
        return NotYet;
    if (m_result.guess < 0)
        return NoPrediction;
    return m_result.guess == answer() ? Right : Wrong;
}

QString LabGuide::heading() const
{
    if (finished())
        return tr("All four steps done");
    //: Heading of the guided step card, e.g. "Guided step 2 of 4"
    return tr("Guided step %1 of %2").arg(m_step).arg(kStepCount);
}

QString LabGuide::instruction() const
{
    if (!m_lab)
        return {};
    switch (m_step) {
    case 1:
        return tr("An even batch. Keep the Even profile: every key gets one request per batch.");
    case 2:
        return tr("Pick a hot key in the lab's key picker (key %1 is chosen now). The button below then switches the "
                  "lab to the Hot key profile: the hot key gets 9 of the 12 requests in every batch; the next three "
                  "keys get one each.")
            .arg(m_lab->hotKey());
    case 3:
        return tr("Send one batch with the hot key.");
    case 4:
        return tr("Keep up the pressure: send a second batch, then drain the queue one step at a time.");
    default:
        return tr("Now play freely. Try hot key 1, then hot key 3, and watch which bar rises. Every partition still "
                  "owns four keys.");
    }
}

QString LabGuide::question() const
{
    if (!m_lab)
        return {};
    switch (m_step) {
    case 1:
        return tr("Your prediction: how many requests will wait at %1 after this batch?")
            .arg(NumberFormat::partition(0));
    case 2:
        return tr("Your prediction: which partition will get most of the work?");
    case 3:
        // Not the owner's name: which partition gets most of the work is step 2's
        // question, and this step's batch is what answers it.
        return tr("Your prediction: how many requests will wait at the busiest partition after this batch?");
    case 4:
        // Not the owner's name either: on a worksheet all questions show at once.
        return tr("Your prediction: after the second batch, how many drain steps will empty the queue at the busiest "
                  "partition?");
    default:
        return {};
    }
}

QString LabGuide::hint() const
{
    if (m_step != 1 || m_revealed)
        return {};
    return tr("Each guided action sets the lab up for its step. The controls further down work at any time, so you "
              "can also play freely.");
}

QString LabGuide::progressText() const
{
    // Read from the lab on every change of its run, so the count is the table's.
    if (!m_lab || !m_draining || m_revealed)
        return {};
    const int owner = m_lab->hotOwner();
    return tr("Waiting at %1: %2. Drain steps so far: %3.")
        .arg(NumberFormat::partition(owner), NumberFormat::count(m_lab->waiting(owner)),
             NumberFormat::count(m_drainsDone));
}

QString LabGuide::resultText() const
{
    if (!m_lab || !m_revealed || m_result.received.isEmpty())
        return {};
    const Snapshot &r = m_result;
    switch (m_step) {
    case 1:
        //: %1 the arrivals per partition, e.g. "4 / 4 / 4"
        return tr("Arrivals %1: each partition received %2 requests and finished %2 in the same step. Nothing waits.")
            .arg(PartitionLab::countsPerPartition(r.received), NumberFormat::count(r.completed.at(0)));
    case 2:
        return tr("The Hot key profile is on, and a new run starts from zero. The placement has not changed: every "
                  "partition still owns four keys. Each batch now sends key %1 nine times and keys %2, %3 and %4 "
                  "once each. Step 3 checks your prediction.")
            .arg(r.hotKey)
            .arg(r.neighbours.at(0))
            .arg(r.neighbours.at(1))
            .arg(r.neighbours.at(2));
    case 3:
        //: %1 the arrivals per partition, e.g. "10 / 1 / 1"
        return tr("Arrivals %1. %2 finished %3 and has %4 waiting; the other two partitions finished all they "
                  "received. There were %5 units of capacity, but only %6 requests were completed.")
            .arg(PartitionLab::countsPerPartition(r.received), NumberFormat::partition(r.owner),
                 NumberFormat::count(r.completed.at(r.owner)), NumberFormat::count(r.waiting.at(r.owner)),
                 NumberFormat::count(r.capacity), NumberFormat::count(r.done));
    default:
        //: %1 the partition, %2 requests waiting, %3 capacity per step, %Ln the drain steps
        return tr("After the second batch %1 had %2 requests waiting. At %3 per step that takes %Ln drain step(s), "
                  "and the queue is empty now.",
                  "", int(r.expectedDrains))
            .arg(NumberFormat::partition(r.owner))
            .arg(NumberFormat::count(r.queueAfterSecond))
            .arg(NumberFormat::count(m_lab->capacityPerStep()));
    }
}

QString LabGuide::judged(int predicted, qint64 actual, const QString &where) const
{
    if (predicted < 0)
        //: Guided step result when the student made no prediction
        return tr("No prediction this time. That is fine: compare the table with what you expected.");
    if (predicted == actual)
        //: %1 the predicted number, %2 a partition name
        return tr("Right. You predicted %1, and the table shows %1 waiting at %2.")
            .arg(NumberFormat::count(predicted), where);
    //: %1 the prediction, %2 the actual number, %3 a partition name
    return tr("Not quite. You predicted %1; the table shows %2 waiting at %3.")
        .arg(NumberFormat::count(predicted), NumberFormat::count(actual), where);
}

QString LabGuide::ownerVerdict() const
{
    const Snapshot &r = m_result;
    if (r.mostLoaded < 0)
        return {};
    const qint64 most = r.received.at(r.mostLoaded);
    if (r.ownerGuess < 0)
        return tr("%1 got most of the work: %2 of %3 requests.")
            .arg(NumberFormat::partition(r.mostLoaded), NumberFormat::count(most), NumberFormat::count(r.total));
    if (r.ownerGuess == r.mostLoaded)
        return tr("Your owner prediction was right: %1 received %2 of %3 requests.")
            .arg(NumberFormat::partition(r.mostLoaded))
            .arg(NumberFormat::count(most), NumberFormat::count(r.total));
    return tr("You expected %1, but %2 got most of the work: %3 of %4 requests. Key %5 belongs to %2 (%5 mod 3 = %6), "
              "and so does key %7, the third key after it.")
        .arg(NumberFormat::partition(r.ownerGuess))
        .arg(NumberFormat::partition(r.mostLoaded))
        .arg(NumberFormat::count(most))
        .arg(NumberFormat::count(r.total))
        .arg(r.hotKey)
        .arg(r.owner)
        .arg(r.neighbours.at(2));
}

QString LabGuide::verdictText() const
{
    if (!m_lab || !m_revealed || m_result.received.isEmpty())
        return {};
    const Snapshot &r = m_result;
    switch (m_step) {
    case 1: {
        QString text = judged(r.guess, r.waiting.at(0), NumberFormat::partition(0));
        if (r.guess > 0)
            text += QLatin1Char(' ')
                + tr("Each partition received %1 and can finish %2 per step, so an even batch leaves no queue.")
                      .arg(NumberFormat::count(r.received.at(0)), NumberFormat::count(m_lab->capacityPerStep()));
        return text;
    }
    case 2:
        return r.guess < 0 ? tr("No prediction this time. That is fine: watch which bar rises in step 3.")
                           : tr("You predicted %1. Send the batch to see whether you were right.")
                                 .arg(NumberFormat::partition(r.guess));
    case 3: {
        QString queue = judged(r.guess, r.waiting.at(r.owner), NumberFormat::partition(r.owner));
        if (r.guess >= 0 && r.guess != r.waiting.at(r.owner))
            queue += QLatin1Char(' ')
                + tr("%1 received %2 requests but can finish only %3 per step, so %4 stay in its queue.")
                      .arg(NumberFormat::partition(r.owner))
                      .arg(NumberFormat::count(r.received.at(r.owner)), NumberFormat::count(m_lab->capacityPerStep()),
                           NumberFormat::count(r.waiting.at(r.owner)));
        return ownerVerdict() + QLatin1Char('\n') + queue;
    }
    default:
        if (r.guess < 0)
            return tr("No prediction this time. Notice how the idle capacity at the other partitions did not help.");
        if (r.guess == r.expectedDrains)
            return tr("Right: %Ln drain step(s).", "", int(r.expectedDrains));
        //: %Ln the student's prediction, %1 the drain steps it took, %2 the growth per batch
        return tr("Not quite. You predicted %Ln drain step(s); it took %1. The queue grows by %2 with every hot "
                  "batch, only its owner can work on it, and the free capacity of the other partitions expires "
                  "unused.",
                  "", r.guess)
            .arg(NumberFormat::count(r.expectedDrains), NumberFormat::count(m_lab->queueGrowthPerBatch()));
    }
}

QString LabGuide::actionText() const
{
    if (!m_lab)
        return {};
    switch (m_step) {
    case 1:
    case 3:
        return tr("Send %1 requests + step").arg(NumberFormat::count(m_lab->batchSize()));
    case 2:
        return tr("Switch to the Hot key profile");
    default:
        return m_draining ? tr("Drain one step") : tr("Send the second batch");
    }
}

QString LabGuide::nextText() const
{
    return m_step == kStepCount ? tr("Finish") : tr("Next step");
}
