#include "teaching/TeacherNotes.h"

TeacherNotes TeacherNotes::forLesson(const QString &lessonId)
{
    if (lessonId == QLatin1String("keys-vs-load"))
        return keysVsLoad();
    if (lessonId == QLatin1String("lab"))
        return lab();
    if (lessonId == QLatin1String("subkeys"))
        return subKeys();
    if (lessonId == QLatin1String("detect"))
        return detect();
    if (lessonId == QLatin1String("throttling"))
        return throttling();
    return {};
}

QList<TeacherNotes::Part> TeacherNotes::parts(const QStringList &answers) const
{
    QList<Part> parts {
        {tr("Learning goals"), goals},
        {tr("A 45-minute class"), timing45},
        {tr("A 90-minute class"), timing90},
        {tr("Running the predictions"), runningPredictions},
    };
    if (!answers.isEmpty())
        parts.append({tr("Answers"), answers});
    parts.append({tr("Misconceptions this lesson targets"), misconceptions});
    return parts;
}

TeacherNotes TeacherNotes::keysVsLoad()
{
    TeacherNotes notes;
    notes.goals = {
        tr("Students can explain why the same number of keys on every partition says nothing about the load on "
           "each one."),
        tr("Students can work out a peak-to-average ratio from the load of each partition and say what it costs."),
        tr("Students can tell a hot key, a hot tenant and large values apart by the measurement that shows each."),
        tr("Students can choose a mitigation that fits the cause and name what it gives up."),
    };
    notes.situation = {
        tr("A cluster has 8 partitions, P0 to P7, and 80 million keys: exactly 10 million on each partition."),
        tr("All day, P5 runs at 95% CPU while the other seven partitions stay at 30%."),
    };
    notes.openingAnswer =
        tr("Keys are not requests. P5 owns the profile of a celebrity, which is read 6,000 times a second: the "
           "same number of keys, very different work. A hash spreads keys evenly; it cannot know how often a key "
           "is used or how large its value is.");
    notes.timing45 = {
        tr("5 min: show the two charts side by side and ask why P5 struggles. Collect guesses without judging them."),
        tr("10 min: the three causes. Students match each cause to the measurement that reveals it."),
        tr("10 min: the peak-to-average ratio. Work out the example together, then run the explorer's prediction "
           "with the class."),
        tr("15 min: \"Check yourself\", alone first, then compare answers in pairs."),
        tr("5 min: exit question: which dashboard would have shown the problem on the first day?"),
    };
    notes.timing90 = {
        tr("10 min: the two charts and the opening question. Write the class's guesses on the board."),
        tr("15 min: the three causes. Each group takes one cause and presents its measurement and its fix."),
        tr("15 min: the peak-to-average ratio, worked out for the example, then the explorer's prediction with "
           "the whole class."),
        tr("20 min: the explorer in pairs. Each pair finds settings that give a ratio of about 1.1, 2 and 3 and "
           "explains them."),
        tr("15 min: \"Check yourself\", then discuss the questions most students got wrong."),
        tr("15 min: the failure modes. Each group picks one and sketches a dashboard that would have caught it."),
    };
    notes.runningPredictions = {
        tr("Ask for the prediction before anyone touches the partitions control: a show of hands for each of "
           "the three choices."),
        tr("Write the counts on the board, then set 16 partitions on the projector and read the ratio aloud."),
        tr("Let a student who chose a wrong answer explain it first. The wrong answers show what the lesson has "
           "to change."),
    };
    notes.misconceptions = {
        tr("\"Even keys mean even load.\" Key counts show placement only; load depends on how often each key is "
           "used and how large its value is."),
        tr("\"More partitions fix a hot key.\" One key always has one owner. More partitions only spread the "
           "other keys more thinly."),
        tr("\"A comfortable mean CPU means a healthy cluster.\" The mean hides the peak: look at the busiest "
           "partition and the peak-to-average ratio."),
        tr("\"One fix suits every imbalance.\" A cache helps a hot read key, sub-keys a hot write key, a "
           "partition of its own a big tenant, object storage large values."),
    };
    notes.wrongChoices.insert(
        QStringLiteral("prediction"),
        tr("\"It falls\": only the ordinary keys' share per partition falls; the hot key stays whole on one "
           "partition. \"It stays about the same\": the busiest partition keeps almost its whole load while the "
           "mean per partition halves, so the ratio grows."));
    return notes;
}

TeacherNotes TeacherNotes::lab()
{
    TeacherNotes notes;
    notes.goals = {
        tr("Students can predict which partition receives most of a batch from the rule owner = key mod 3."),
        tr("Students can explain why a queue grows at one owner while capacity at the others goes unused."),
        tr("Students can compare a cache, moving the key, splitting it and adding partitions by what each does "
           "to the work that reaches the owner, and by its price."),
    };
    notes.situation = {
        tr("12 keys, 0 to 11, live on 3 partitions. A key's owner is key mod 3: P0 owns 0, 3, 6 and 9, P1 owns "
           "1, 4, 7 and 10, P2 owns 2, 5, 8 and 11."),
        tr("In each step a partition finishes at most 4 requests, older waiting ones first. Capacity it does not "
           "use is lost; it is never lent to another partition."),
        tr("A batch has 12 requests. In the Even profile every key gets one. In the Hot key profile the hot key "
           "(key 0 unless you pick another) gets 9, and the next three keys get one each."),
    };
    notes.openingAnswer =
        tr("The hot key's owner does it: key 0 lives on P0 (0 mod 3), and so does key 3, so P0 receives 10 of "
           "every 12 requests. It finishes 4 per step, so its queue grows by 6 with every hot batch, while the "
           "spare capacity of P1 and P2 goes unused.");
    notes.timing45 = {
        tr("5 min: the rule owner = key mod 3 on the board. Students list the keys of each partition."),
        tr("15 min: guided steps 1 to 4 on the projector. Every prediction goes on paper before anyone presses "
           "a button."),
        tr("15 min: \"Try a fix\". Each group takes one fix, predicts, runs it beside the run without a fix and "
           "reports the queue after one batch."),
        tr("10 min: discussion question 2: which fix lowers the work at the owner, and which only moves it?"),
    };
    notes.timing90 = {
        tr("10 min: the rule and the key lists, and why even placement looks safe."),
        tr("20 min: guided steps 1 to 4, predictions on paper, one student at the controls."),
        tr("10 min: free play with hot key 1 and hot key 3: which bar rises, and why?"),
        tr("25 min: \"Try a fix\" in four groups. Each group presents its numbers and the price of its fix."),
        tr("10 min: the limits of the model. Which of them would change the result in a real store?"),
        tr("15 min: the three questions for discussion."),
    };
    notes.runningPredictions = {
        tr("Before each guided action, everyone writes down a number; then hands up for each value. The student "
           "at the controls presses only after that."),
        tr("Step 2 asks for a partition. Ask for the reason too: the key lists on the board decide it, not the "
           "bar chart."),
        tr("In step 4, count the drain steps aloud with the class while the queue empties."),
        tr("For each fix, have the group say which of the four outcomes it expects before it sends the batch."),
    };
    notes.misconceptions = {
        tr("\"Even placement means even work.\" Every partition owns 4 keys, yet one receives 10 of the 12 "
           "requests."),
        tr("\"The idle partitions will help.\" Capacity expires with the step; only a key's owner can work on it."),
        tr("\"Another hot key spreads the load.\" Hot key 1 moves the load to P1, and hot key 3 brings it back "
           "to P0: the work still lands on one owner."),
        tr("\"More sub-keys are always better.\" With 4 sub-keys two of them share P0 (6/3/3); 3 sub-keys give "
           "4/4/4."),
        tr("\"More partitions split a hot key.\" With 4 partitions the hot key still sends 9 requests to one "
           "owner, and most keys change owner."),
    };
    notes.wrongChoices.insert(
        QStringLiteral("fix"),
        tr("Students often expect no queue from adding partitions: the hot key's 9 requests still reach one owner, "
           "which finishes 4, so the queue is only shorter. Others expect moving the key to help: it hands the "
           "same queue to another partition. And a cache or a split looks like \"a shorter queue\", yet at their "
           "starting settings no queue is left at all."));
    return notes;
}

TeacherNotes TeacherNotes::subKeys()
{
    TeacherNotes notes;
    notes.goals = {
        tr("Students can work out the load on the owner of a hot key and its peak-to-average ratio."),
        tr("Students can size a split by the headroom left after collisions, not by an even split."),
        tr("Students can name the price of sub-keys: dearer reads, totals that lag, and no atomic update of "
           "the whole value."),
    };
    notes.situation = {
        tr("A cluster has 8 partitions, and each can serve 6,000 requests per second (rps)."),
        tr("At the peak, ordinary keys bring 28,000 rps, spread evenly: 3,500 rps on every partition."),
        tr("One promotion key adds 12,000 rps of writes. It holds the stock of a flash sale, and every purchase "
           "writes to it."),
    };
    notes.openingAnswer =
        tr("More than two, and more than eight. With 8 sub-keys of 1,500 rps, two that a hash puts on the same "
           "partition give 3,500 + 3,000 = 6,500 rps, above the 6,000 it can serve. The headroom after collisions "
           "sets the number: 16 sub-keys of 750 rps fit even three to a partition.");
    notes.timing45 = {
        tr("5 min: the scenario and the figure. Ask: will the promo key's partition cope?"),
        tr("15 min: questions 1 and 2, alone first, then compare in pairs."),
        tr("10 min: the split explorer, set to 8 sub-keys: placed by hash and round-robin side by side."),
        tr("10 min: question 3 and the question to think further: what does the split cost?"),
        tr("5 min: the rule to take away: the headroom after collisions sets the number of sub-keys."),
    };
    notes.timing90 = {
        tr("10 min: the scenario, and a first guess at how many sub-keys are needed."),
        tr("20 min: questions 1 and 2, then the class agrees on the numbers on the board."),
        tr("20 min: the explorer. Groups find the smallest number of sub-keys that is safe with round-robin "
           "and with a hash."),
        tr("10 min: why the chance of a safe placement does not simply rise with more sub-keys."),
        tr("15 min: question 3 and the price of splitting: reads, stale totals, atomic stock updates."),
        tr("15 min: design task: a stock counter that must never sell below zero. Which split would you use?"),
    };
    notes.runningPredictions = {
        tr("The answer fields are the predictions here: students write their number on paper before they type "
           "it."),
        tr("Before the explorer, ask for the chance that 8 sub-keys placed by hash all land on different "
           "partitions. Collect guesses, then set the explorer to 8 sub-keys and show it."),
        tr("When an answer is wrong, read the hint aloud and let the class find the step that was missed."),
    };
    notes.misconceptions = {
        tr("\"As many sub-keys as partitions spreads the load evenly.\" A hash places them at random, and two "
           "usually share a partition."),
        tr("\"More nodes help a hot key.\" The promo key is one key with one owner, however many nodes there "
           "are."),
        tr("\"More sub-keys are always safer.\" The chance of a safe placement depends on how many sub-keys fit "
           "into the headroom, and it does not rise steadily."),
        tr("\"Sub-keys are free.\" Every read of the total needs one request per sub-key."),
    };
    return notes;
}

TeacherNotes TeacherNotes::detect()
{
    TeacherNotes notes;
    notes.goals = {
        tr("Students can explain why the metrics of each partition say where the load is, but not which key "
           "causes it."),
        tr("Students can compare exact counts, sampling and a count-min sketch by memory and by error."),
        tr("Students can state what a count-min sketch promises: it never counts too low, and it stays within "
           "ε × N with probability 1 - δ."),
        tr("Students can explain why a detector must forget old counts to follow a hot key that moves."),
    };
    notes.situation = {
        tr("A stream of requests goes to 100,000 keys. One hot key takes 10% of the requests; at request 50,000 "
           "another key becomes the hot one."),
        tr("Three detectors watch the same stream: exact counts (16 bytes for every key seen), sampling (one "
           "request in 100) and a count-min sketch of 4 rows with 2,048 counters each (32 KiB) that keeps a "
           "top-10 list."),
    };
    notes.openingAnswer =
        tr("Count requests per key, with bounded memory: a count-min sketch with a top-k list names the hot key "
           "without a counter for every key. Tomorrow another key may be hot, so the counts must decay, or the "
           "detector keeps naming yesterday's key.");
    notes.timing45 = {
        tr("5 min: a partition is hot. Which key is it? Why the partition metrics cannot say."),
        tr("10 min: run the three detectors side by side and compare their memory."),
        tr("10 min: the narrowing prediction, then a narrow sketch on the projector."),
        tr("15 min: the shift prediction, first with lifetime counts, then with decay."),
        tr("5 min: what the sketch promises, and what it does not."),
    };
    notes.timing90 = {
        tr("10 min: the question and the three detectors."),
        tr("15 min: memory: exact counts against the sketch, worked out for 5 million keys."),
        tr("15 min: the narrowing prediction and the guarantee: never too low, at most ε × N too high."),
        tr("20 min: the shift prediction with lifetime counts and with decay; groups try other decay periods."),
        tr("15 min: the limits of the model, and how real systems count on many nodes."),
        tr("15 min: the three questions for discussion."),
    };
    notes.runningPredictions = {
        tr("Make each prediction before the run that answers it: the page accepts a prediction only until the "
           "sketch is narrow, or until the run reaches the moment in question."),
        tr("For the shift, ask first with decay off, then again with decay on. Students who keep their answer "
           "should say why."),
        tr("Let students read the true counts next to the estimates before anyone explains the result."),
    };
    notes.misconceptions = {
        tr("\"A sketch can count too low.\" Each cell only adds; other keys can raise a count, never lower it."),
        tr("\"A wide enough sketch is exact.\" It is never exact; width and depth only bound the error."),
        tr("\"Sampling finds every key.\" It finds the hot key well, but rare keys are missed or badly "
           "estimated."),
        tr("\"The biggest count is today's hot key.\" Lifetime counts name yesterday's hot key until the new one "
           "catches up; decay makes the detector follow."),
    };
    notes.wrongChoices.insert(
        QStringLiteral("narrowing"),
        tr("\"Too low\" and \"some too high, some too low\": every cell a key maps to also holds the counts of "
           "the other keys that share it, and the estimate is the smallest of those cells. Counts are only "
           "added, never taken away, so no estimate falls below the true count."));
    // The shift is asked twice, with lifetime counts and with decay; each answer has its
    // own wrong choice to explain.
    notes.wrongChoices.insert(
        QStringLiteral("shift:lifetime"),
        tr("\"The key that is hot after the shift\": without decay the old key's lead of several thousand requests "
           "takes long to overtake, so at this point the list still names the old key. \"Neither: some other key\" "
           "would need a key more frequent than both, which this stream does not have."));
    notes.wrongChoices.insert(
        QStringLiteral("shift:decay"),
        tr("\"The key that was hot before the shift\": with decay the old counts are halved again and again, so "
           "the old key's lead melts away and the new key leads. \"Neither: some other key\" would need a key "
           "more frequent than both, which this stream does not have."));
    return notes;
}

TeacherNotes TeacherNotes::throttling()
{
    TeacherNotes notes;
    notes.goals = {
        tr("Students can say when the service throttles: the writer threads' CPU, averaged over a rolling "
           "2-hour window, is above 50%."),
        tr("Students can say which writes are slowed (only writes to keys in a search index) and what clients "
           "see: no error, only slower writes."),
        tr("Students can predict from a load profile whether and when throttling starts."),
        tr("Students can choose metrics to watch and plan a long import across the window."),
    };
    notes.situation = {
        tr("A managed in-memory store with a search module keeps its writer threads' CPU below a 50% average "
           "over a rolling 2-hour window."),
        tr("Above that, it slows down writes to keys in a search index until the average returns to 50%, but "
           "never below half the normal write rate. Reads and other writes are never slowed, and the service "
           "rejects no write."),
        tr("When the current CPU is already at or below 50%, the rate is held rather than cut further. Once "
           "the average drops below 50%, the rate rises step by step until throttling switches off."),
        tr("Every scenario starts after two idle hours, so the 2-hour average starts at 0%."),
    };
    notes.openingAnswer =
        tr("It throttles: the writer threads' CPU averaged more than 50% over the last two hours, so the store "
           "slows writes to keys in a search index. Throttled writes succeed, only later, so no error shows; the "
           "throttle flag and the writer CPU metric do.");
    notes.timing45 = {
        tr("5 min: the rule: a 2-hour average above 50% starts throttling; no error, only delay."),
        tr("20 min: the four scenarios. For each one, predictions on paper, then Play."),
        tr("10 min: the command checker: which commands can be throttled?"),
        tr("10 min: discussion question 3: which metrics would you check first?"),
    };
    notes.timing90 = {
        tr("10 min: the rule, and why a rolling average lets short bursts pass."),
        tr("30 min: the four scenarios, each with its prediction, run to its end."),
        tr("10 min: the guard against over-throttling and the floor of half the write rate."),
        tr("10 min: the command checker with the class's own commands."),
        tr("15 min: the three questions for discussion."),
        tr("15 min: plan a nightly import of the same size for a shop that stays open."),
    };
    notes.runningPredictions = {
        tr("Pick a scenario, read its description aloud and let everyone choose one of the four answers before "
           "anyone presses Play."),
        tr("While it plays, ask students to call out the minute the 2-hour average crosses the 50% line."),
        tr("After each scenario, compare the class's answers with the result, and ask what made the wrong ones "
           "tempting."),
    };
    notes.misconceptions = {
        tr("\"A burst above 50% starts throttling.\" Only the 2-hour average counts; a short burst followed by "
           "quiet time does not."),
        tr("\"Throttled writes fail.\" They succeed, only later; no error is returned, so error dashboards stay "
           "quiet."),
        tr("\"All writes are slowed.\" Only writes to keys in a search index are; reads and other writes never "
           "are."),
        tr("\"Throttling stops as soon as the load drops.\" The average lags, so throttling can last long after "
           "the busy stretch."),
    };
    // One note per scenario: each has its own tempting answer and its own numbers.
    notes.wrongChoices.insert(
        QStringLiteral("prediction:burst"),
        tr("\"Yes, within the first hour\" is the usual wrong answer: 90% looks high. But 30 minutes at 90% and "
           "then 20% lift the 2-hour average to 37.5% at most, in minute 120: (30 × 90% + 90 × 20%) / 120. The "
           "quiet time in the same window balances the burst."));
    notes.wrongChoices.insert(
        QStringLiteral("prediction:sustained"),
        tr("\"Yes, within the first hour\" is the usual wrong answer for a heavy start. After two idle hours, an "
           "hour at 80% lifts the 2-hour average only to 40%. It takes until minute 76: 80% × 76 / 120 is just "
           "above 50%."));
    notes.wrongChoices.insert(
        QStringLiteral("prediction:spread"),
        tr("\"Yes, but only after two hours\" is the usual wrong answer: these are as many writes as in the "
           "sustained import. But an average of a rate held at 40% never rises above 40%, however long the run: "
           "throttling follows the rate, not the total."));
    notes.wrongChoices.insert(
        QStringLiteral("prediction:bulk"),
        tr("\"Yes, within the first hour\" is the usual wrong answer: 100% is as high as it goes. But after two "
           "idle hours, a whole hour at 100% lifts the 2-hour average to exactly 50%, not above it. Minute 61 is "
           "the first above the line: 100% × 61 / 120 is about 50.8%."));
    return notes;
}
