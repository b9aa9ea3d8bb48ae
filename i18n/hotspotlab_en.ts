<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>CommandChecker</name>
    <message numerus="yes">
        <source>%1 does not take %n argument(s). Its form is: %2</source>
        <extracomment>%n how many arguments the student typed, %1 the command&apos;s name, %2 its syntax (e.g. &quot;HDEL key field [field ...]&quot;)</extracomment>
        <translation>
            <numerusform>%1 does not take %n argument. Its form is: %2</numerusform>
            <numerusform>%1 does not take %n arguments. Its form is: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DetectSimulation</name>
    <message numerus="yes">
        <source>%1 for %2 key(s)</source>
        <extracomment>%1 memory, %2 how many keys it counts</extracomment>
        <translation>
            <numerusform>%1 for %2 key</numerusform>
            <numerusform>%1 for %2 keys</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 request(s)</source>
        <translation>
            <numerusform>%1 request</numerusform>
            <numerusform>%1 requests</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DetectSketchGrid</name>
    <message numerus="yes">
        <source>Sketch counters: %n row(s) of %1</source>
        <extracomment>The sketch grid for screen readers; %n rows, %1 counters per row</extracomment>
        <translation>
            <numerusform>Sketch counters: %n row of %1</numerusform>
            <numerusform>Sketch counters: %n rows of %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 counters in each of %n row(s); %2 of them have counted something, the largest holds %3.</source>
        <extracomment>%1 counters per row, %n rows, %2 percent of counters above zero, %3 the largest counter</extracomment>
        <translation>
            <numerusform>%1 counters in %n row; %2 of them have counted something, the largest holds %3.</numerusform>
            <numerusform>%1 counters in each of %n rows; %2 of them have counted something, the largest holds %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It shares the counter in row(s) %2 with hot key %1, so that counter holds the hot key&apos;s requests too. In the other rows it does not, and the smallest counter keeps the estimate low.</source>
        <extracomment>After the counters of a looked-up key; %1 the hot key, %2 the numbers of the rows it shares (%n of them)</extracomment>
        <translation>
            <numerusform>It shares its counter in row %2 with hot key %1, so that counter holds the hot key&apos;s requests too. In the other rows it does not, and the smallest counter keeps the estimate low.</numerusform>
            <numerusform>It shares its counters in rows %2 with hot key %1, so those counters hold the hot key&apos;s requests too. In the other rows it does not, and the smallest counter keeps the estimate low.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImbalanceExplorer</name>
    <message numerus="yes">
        <source>%n partition(s) over capacity. The hot key fits on one partition, so spreading the ordinary traffic wider can still help here.</source>
        <translation>
            <numerusform>%n partition over capacity. The hot key fits on one partition, so spreading the ordinary traffic wider can still help here.</numerusform>
            <numerusform>%n partitions over capacity. The hot key fits on one partition, so spreading the ordinary traffic wider can still help here.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KeysVsLoadPage</name>
    <message numerus="yes">
        <source>Correct so far: %1 of %2 answered (%Ln question(s)).</source>
        <extracomment>%1 correct answers, %2 answered questions, %Ln all questions</extracomment>
        <translation>
            <numerusform>Correct so far: %1 of %2 answered (%Ln question).</numerusform>
            <numerusform>Correct so far: %1 of %2 answered (%Ln questions).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LabGuide</name>
    <message numerus="yes">
        <source>After the second batch %1 had %2 requests waiting. At %3 per step that takes %Ln drain step(s), and the queue is empty now.</source>
        <extracomment>%1 the partition, %2 requests waiting, %3 capacity per step, %Ln the drain steps</extracomment>
        <translation>
            <numerusform>After the second batch %1 had %2 requests waiting. At %3 per step that takes %Ln drain step, and the queue is empty now.</numerusform>
            <numerusform>After the second batch %1 had %2 requests waiting. At %3 per step that takes %Ln drain steps, and the queue is empty now.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Right: %Ln drain step(s).</source>
        <translation>
            <numerusform>Right: %Ln drain step.</numerusform>
            <numerusform>Right: %Ln drain steps.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not quite. You predicted %Ln drain step(s); it took %1. The queue grows by %2 with every hot batch, only its owner can work on it, and the free capacity of the other partitions expires unused.</source>
        <extracomment>%Ln the student&apos;s prediction, %1 the drain steps it took, %2 the growth per batch</extracomment>
        <translation>
            <numerusform>Not quite. You predicted %Ln drain step; it took %1. The queue grows by %2 with every hot batch, only its owner can work on it, and the free capacity of the other partitions expires unused.</numerusform>
            <numerusform>Not quite. You predicted %Ln drain steps; it took %1. The queue grows by %2 with every hot batch, only its owner can work on it, and the free capacity of the other partitions expires unused.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LabKeyChip</name>
    <message numerus="yes">
        <source>Key %1, owner %2, %n request(s) per batch</source>
        <extracomment>Screen-reader name of a key chip: key, owner, requests per batch</extracomment>
        <translation>
            <numerusform>Key %1, owner %2, %n request per batch</numerusform>
            <numerusform>Key %1, owner %2, %n requests per batch</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonProgress</name>
    <message numerus="yes">
        <source>%1 of %n steps</source>
        <extracomment>Progress of a lesson: %1 steps done of %n, e.g. &quot;2 of 4 steps&quot;</extracomment>
        <translation>
            <numerusform>%1 of %n step</numerusform>
            <numerusform>%1 of %n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n right</source>
        <extracomment>Progress of a lesson: %1 questions answered right of %n, e.g. &quot;1 of 5 right&quot;</extracomment>
        <translation>
            <numerusform>%1 of %n right</numerusform>
            <numerusform>%1 of %n right</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MitigationLab</name>
    <message numerus="yes">
        <source>After %n step(s): %1 waiting with the fix, %2 without it.</source>
        <extracomment>%n processing steps; %1 waiting with the fix, %2 waiting without it</extracomment>
        <translation>
            <numerusform>After %n step: %1 waiting with the fix, %2 without it.</numerusform>
            <numerusform>After %n steps: %1 waiting with the fix, %2 without it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reading the whole value takes %n request(s), totals lag behind, and the key can no longer be updated in one atomic write.</source>
        <extracomment>%n requests needed to read the hot key&apos;s whole value</extracomment>
        <translation>
            <numerusform>Reading the whole value takes %n request, totals lag behind, and the key can no longer be updated in one atomic write.</numerusform>
            <numerusform>Reading the whole value takes %n requests, totals lag behind, and the key can no longer be updated in one atomic write.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The cache has answered %n request(s) in this run: they never reached a partition. An answer from the cache can be out of date.</source>
        <extracomment>%n requests the cache answered in this run</extracomment>
        <translation>
            <numerusform>The cache has answered %n request in this run: it never reached a partition. An answer from the cache can be out of date.</numerusform>
            <numerusform>The cache has answered %n requests in this run: they never reached a partition. An answer from the cache can be out of date.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n key(s) change owner, and their data has to move: key mod N moves %1 of the 12 keys, fixed slots move %2. The hot key is still one key on one partition. In this run: %3 units of capacity, %4 requests completed.</source>
        <extracomment>%n keys whose data moves; %1 keys moved by key mod N, %2 keys moved by fixed slots, %3 capacity offered, %4 requests completed</extracomment>
        <translation>
            <numerusform>%n key changes owner, and its data has to move: key mod N moves %1 of the 12 keys, fixed slots move %2. The hot key is still one key on one partition. In this run: %3 units of capacity, %4 requests completed.</numerusform>
            <numerusform>%n keys change owner, and their data has to move: key mod N moves %1 of the 12 keys, fixed slots move %2. The hot key is still one key on one partition. In this run: %3 units of capacity, %4 requests completed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Key %1 is written as %n sub-key(s) on %2. Requests per batch on %3: %4.</source>
        <extracomment>%n sub-keys; %1 the hot key, %2 the partitions of its sub-keys in order, %3 the partitions, %4 the requests per batch at each of them</extracomment>
        <translation>
            <numerusform>Key %1 is written as %n sub-key on %2. Requests per batch on %3: %4.</numerusform>
            <numerusform>Key %1 is written as %n sub-keys on %2. Requests per batch on %3: %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n partition(s), keys placed by %1. Requests per batch on %2: %3. Keys that changed owner: %4.</source>
        <extracomment>%n partitions; %1 the placement rule, %2 the partitions, %3 the requests per batch at each of them, %4 keys that changed owner</extracomment>
        <translation>
            <numerusform>%n partition, keys placed by %1. Requests per batch on %2: %3. Keys that changed owner: %4.</numerusform>
            <numerusform>%n partitions, keys placed by %1. Requests per batch on %2: %3. Keys that changed owner: %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cache: answers %n request(s) for key %1 in every batch; they never reach a partition.</source>
        <extracomment>Screen-reader name of the cache in the picture of where a batch goes; %1 the hot key</extracomment>
        <translation>
            <numerusform>Cache: answers %n request for key %1 in every batch; it never reaches a partition.</numerusform>
            <numerusform>Cache: answers %n requests for key %1 in every batch; they never reach a partition.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 holds keys %2 and gets %n request(s) in every batch.</source>
        <extracomment>Screen-reader name of a partition in the picture of where a batch goes; %1 the partition, %2 its keys, e.g. &quot;0#1, 1, 4&quot;</extracomment>
        <translation>
            <numerusform>%1 holds keys %2 and gets %n request in every batch.</numerusform>
            <numerusform>%1 holds keys %2 and gets %n requests in every batch.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n per batch</source>
        <extracomment>Under a partition or the cache in the picture of where a batch goes</extracomment>
        <translation>
            <numerusform>%n per batch</numerusform>
            <numerusform>%n per batch</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n step(s): %1 waiting. Choose a fix to compare.</source>
        <extracomment>%n processing steps; %1 waiting requests in both systems, which are the same without a fix</extracomment>
        <translation>
            <numerusform>After %n step: %1 waiting. Choose a fix to compare.</numerusform>
            <numerusform>After %n steps: %1 waiting. Choose a fix to compare.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PartitionLab</name>
    <message numerus="yes">
        <source>In %1 step(s):</source>
        <extracomment>Part of the capacity line; %1 is a number of processing steps</extracomment>
        <translation>
            <numerusform>In %1 step:</numerusform>
            <numerusform>In %1 steps:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 unit(s) of capacity</source>
        <extracomment>Part of the capacity line; %1 is a number of capacity units</extracomment>
        <translation>
            <numerusform>%1 unit of capacity</numerusform>
            <numerusform>%1 units of capacity</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 request(s) completed</source>
        <extracomment>Part of the capacity line; %1 is a number of requests</extracomment>
        <translation>
            <numerusform>%1 request completed</numerusform>
            <numerusform>%1 requests completed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SubKeyLoadChart</name>
    <message numerus="yes">
        <source>%n partition(s) over capacity: %1</source>
        <extracomment>%1 is a list of partitions such as &quot;P2, P5&quot;; %n how many they are</extracomment>
        <translation>
            <numerusform>%n partition over capacity: %1</numerusform>
            <numerusform>%n partitions over capacity: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SubKeySimulation</name>
    <message numerus="yes">
        <source>%n sub-key(s) on it</source>
        <translation>
            <numerusform>%n sub-key on it</numerusform>
            <numerusform>%n sub-keys on it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n request(s)</source>
        <extracomment>Requests needed to read the hot key&apos;s total once</extracomment>
        <translation>
            <numerusform>%n request</numerusform>
            <numerusform>%n requests</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SubKeysPage</name>
    <message numerus="yes">
        <source>%n sub-key(s)</source>
        <translation>
            <numerusform>%n sub-key</numerusform>
            <numerusform>%n sub-keys</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ThrottlingSimulationPane</name>
    <message numerus="yes">
        <source>%n simulated minute(s) per second</source>
        <translation>
            <numerusform>%n simulated minute per second</numerusform>
            <numerusform>%n simulated minutes per second</numerusform>
        </translation>
    </message>
</context>
</TS>
