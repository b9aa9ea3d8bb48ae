<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Hotspot Lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hotspot Lab %1</source>
        <extracomment>%1 is the version number, e.g. 0.1.0</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interactive lessons on why an even spread of keys over partitions can still leave one partition with most of the work.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licence: %1. Built with Qt %2.</source>
        <extracomment>%1 is the licence name, e.g. MIT; %2 the Qt version</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the lessons are based on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A course lesson on telling key distribution apart from load distribution, with the sub-key exercise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A four-step classroom lab on predicting the most loaded owner of twelve keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cloud provider&apos;s public advice to design partition keys around access patterns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A managed in-memory store&apos;s documentation on throttling writes to search-indexed keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All figures in the lessons are for teaching. Capacities, rates and the four-requests-per-step rule are chosen to make the effect easy to see; they are not measurements of any product.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AppMenuBar</name>
    <message>
        <source>&amp;Language</source>
        <extracomment>Menu that switches the language of the whole app</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <extracomment>Menu with display settings (text size)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Larger text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal text size</source>
        <extracomment>Resets the text size to 100%</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Hotspot Lab</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LessonCatalog</name>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the app teaches and how to use it in class.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys are not load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure imbalance per partition, tell a hot key, a hot tenant and large values apart, and match the fix to the cause.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hot-key lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predict which partition gets the work when one key is hot, then watch its queue grow step by step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Splitting a hot key</source>
        <translation type="unfinished">Einen Hot Key aufteilen</translation>
    </message>
    <message>
        <source>Work out how many sub-keys a hot write key needs once collisions are counted, and what the split costs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write throttling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See how a managed store delays writes when its writer threads stay busy, and how it recovers.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NavigationPane</name>
    <message>
        <source>Lessons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>Navigation entry: lesson number and title, e.g. &quot;2. Hot-key lab&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Why does one partition drown?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put 80 million keys on 8 partitions, exactly 10 million each, and one partition can still run at 95% CPU while the other seven idle at 30%. This course shows why, with numbers you can check by hand and small simulations you drive yourself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What you will be able to do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure how unevenly load falls on partitions, with the peak-to-average ratio.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tell a hot key, a hot tenant and large values apart, and pick the fix that suits each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predict where requests queue up when one key gets most of the traffic.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size a split of a hot key so that it survives collisions, and name what the split costs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recognise when a managed service protects itself by slowing your writes down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your path through the course</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the lessons in this order; each one builds on the one before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson %1: %2</source>
        <extracomment>Lesson card heading: lesson number and title, e.g. &quot;Lesson 2: Hot-key lab&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open lesson</source>
        <extracomment>Opens the lesson named on the card</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open lesson: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Using the app in class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list on the left switches lessons at any time. Every lesson opens in a known starting state, so you can jump between them during a lecture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask for a prediction before each action. The labs leave room for a guess first, so the room can commit to an answer before the simulation gives it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a projector, press Ctrl+Plus to make all text larger, Ctrl+Minus to make it smaller and Ctrl+0 to return to normal size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Language menu switches between English, German and Indonesian at once, so students can follow in the language they read best.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To put a page on a slide, run: hotspot-lab --lesson lab --lang en --screenshot lab.png</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SubKeyAnswer</name>
    <message>
        <source>Type a number such as %1.</source>
        <extracomment>How to type a number; %1 is an example such as 2.5 written in the current language</extracomment>
        <translation>Geben Sie eine Zahl wie %1 ein.</translation>
    </message>
    <message>
        <source>Type digits, for example %1 or %2.</source>
        <extracomment>How to type a number; %1 and %2 are the same example, with and without grouping</extracomment>
        <translation>Geben Sie Ziffern ein, zum Beispiel %1 oder %2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number I can read.</source>
        <extracomment>%1 is what the student typed</extracomment>
        <translation>„%1“ lässt sich nicht als Zahl lesen.</translation>
    </message>
    <message>
        <source>In this language, decimals are marked with &quot;%1&quot;. Did you mean %2?</source>
        <extracomment>%1 is the decimal separator of the chosen language, %2 the corrected number</extracomment>
        <translation>Im Deutschen trennt „%1“ die Nachkommastellen ab. Meinten Sie %2?</translation>
    </message>
    <message>
        <source>The digit groups in &quot;%1&quot; look wrong. Group thousands in threes with &quot;%2&quot;, or leave the separators out.</source>
        <extracomment>%1 is what the student typed, %2 the thousands separator of the chosen language</extracomment>
        <translation>Die Zifferngruppen in „%1“ stimmen nicht. Tausender werden in Dreiergruppen mit „%2“ abgesetzt, oder Sie lassen die Trennzeichen ganz weg.</translation>
    </message>
    <message>
        <source>Here &quot;%1&quot; marks decimals, so %2 means %3. For thousands, write %4 or %5.</source>
        <extracomment>%1 decimal separator, %2 what was typed, %3 the value it means, %4 and %5 the intended number with and without grouping</extracomment>
        <translation>Hier steht „%1“ vor den Nachkommastellen, %2 bedeutet also %3. Für Tausender schreiben Sie %4 oder %5.</translation>
    </message>
    <message>
        <source>%1 is too low.</source>
        <extracomment>Feedback on an answer; %1 is the number typed</extracomment>
        <translation>%1 ist zu niedrig.</translation>
    </message>
    <message>
        <source>%1 is too high.</source>
        <extracomment>Feedback on an answer; %1 is the number typed</extracomment>
        <translation>%1 ist zu hoch.</translation>
    </message>
    <message>
        <source>Correct: %1.</source>
        <extracomment>Feedback on a right answer; %1 is the number typed</extracomment>
        <translation>Richtig: %1.</translation>
    </message>
</context>
<context>
    <name>SubKeyAnswerField</name>
    <message>
        <source>Your answer</source>
        <extracomment>Placeholder in an empty answer field</extracomment>
        <translation>Ihre Antwort</translation>
    </message>
    <message>
        <source>✓ Right</source>
        <extracomment>Short verdict next to an answer field</extracomment>
        <translation>✓ Richtig</translation>
    </message>
    <message>
        <source>✗ Not yet</source>
        <translation>✗ Noch nicht</translation>
    </message>
</context>
<context>
    <name>SubKeyLoadChart</name>
    <message>
        <source>No partition is over capacity.</source>
        <translation>Keine Partition liegt über ihrer Kapazität.</translation>
    </message>
    <message>
        <source>P%1</source>
        <translation>P%1</translation>
    </message>
    <message numerus="yes">
        <source>%n partition(s) over capacity: %1</source>
        <extracomment>%1 is a list of partitions such as &quot;P2, P5&quot;; %n how many they are</extracomment>
        <translation>
            <numerusform>%n Partition über der Kapazität: %1</numerusform>
            <numerusform>%n Partitionen über der Kapazität: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>rps</source>
        <extracomment>Chart axis: requests per second on one partition</extracomment>
        <translation>rps</translation>
    </message>
    <message>
        <source>Partition</source>
        <extracomment>Chart axis: partition numbers</extracomment>
        <translation>Partition</translation>
    </message>
    <message>
        <source>Load within capacity</source>
        <extracomment>Legend: the part of a partition&apos;s load up to its capacity</extracomment>
        <translation>Last innerhalb der Kapazität</translation>
    </message>
    <message>
        <source>Load over capacity (⚠)</source>
        <extracomment>Legend: the part of a partition&apos;s load beyond its capacity; the sign also marks the partition number</extracomment>
        <translation>Last über der Kapazität (⚠)</translation>
    </message>
    <message>
        <source>Capacity: %1 rps</source>
        <extracomment>Legend: the dashed capacity line; %1 is the capacity in requests per second</extracomment>
        <translation>Kapazität: %1 rps</translation>
    </message>
</context>
<context>
    <name>SubKeysPage</name>
    <message>
        <source>%1 rps</source>
        <extracomment>A load in requests per second; %1 is the formatted number</extracomment>
        <translation>%1 rps</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>A percentage; German writes a space before the sign</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>below %1%</source>
        <extracomment>A probability too small to show; %1 is 0.01</extracomment>
        <translation>unter %1 %</translation>
    </message>
    <message>
        <source>above %1%</source>
        <extracomment>A probability too close to certain to show; %1 is 99.99</extracomment>
        <translation>über %1 %</translation>
    </message>
    <message>
        <source>Splitting a hot key</source>
        <translation>Einen Hot Key aufteilen</translation>
    </message>
    <message>
        <source>One key takes 12,000 writes a second, twice what a partition can serve. Split it into sub-keys and the load spreads out, but only if you leave room for the sub-keys that end up on the same partition.</source>
        <translation>Ein einziger Schlüssel bekommt 12.000 Schreibzugriffe pro Sekunde – doppelt so viel, wie eine Partition bewältigt. Teilen Sie ihn in Unterschlüssel auf, verteilt sich die Last. Das geht aber nur gut, wenn Platz bleibt für Unterschlüssel, die auf derselben Partition landen.</translation>
    </message>
    <message>
        <source>The situation</source>
        <translation>Die Ausgangslage</translation>
    </message>
    <message>
        <source>A cluster has 8 partitions, and each one can serve 6,000 requests per second (rps). At the daily peak, ordinary keys bring 28,000 rps between them, spread evenly: 3,500 rps on every partition.</source>
        <translation>Ein Cluster besteht aus 8 Partitionen, jede schafft 6.000 Anfragen pro Sekunde (rps). In der täglichen Spitze erzeugen die gewöhnlichen Schlüssel zusammen 28.000 rps, gleichmäßig verteilt: 3.500 rps auf jeder Partition.</translation>
    </message>
    <message>
        <source>On top of that comes one promotion key. It holds the remaining stock of a flash sale, and every purchase writes to it: 12,000 rps, all landing on the single partition that owns the key.</source>
        <translation>Dazu kommt ein Aktionsschlüssel. Er zählt den Restbestand eines Blitzverkaufs, und jeder Kauf schreibt auf ihn: 12.000 rps, die alle bei der einen Partition ankommen, der dieser Schlüssel gehört.</translation>
    </message>
    <message>
        <source>Work through the three questions below. Type numbers the way you usually write them; each field tells you straight away whether your answer holds.</source>
        <translation>Bearbeiten Sie die drei Fragen unten. Schreiben Sie Zahlen so, wie Sie es gewohnt sind; jedes Feld meldet sofort, ob Ihre Antwort stimmt.</translation>
    </message>
    <message>
        <source>Question 1: How hot is the owner?</source>
        <translation>Frage 1: Wie heiß läuft der Besitzer?</translation>
    </message>
    <message>
        <source>How many requests per second does the partition that owns the promo key carry?</source>
        <translation>Wie viele Anfragen pro Sekunde muss die Partition tragen, der der Aktionsschlüssel gehört?</translation>
    </message>
    <message>
        <source>That is the promo key on its own. Its partition also serves its share of the ordinary keys.</source>
        <translation>Das ist nur der Aktionsschlüssel. Seine Partition bedient außerdem ihren Anteil an den gewöhnlichen Schlüsseln.</translation>
    </message>
    <message>
        <source>That is only the ordinary keys&apos; share. Add the promo key.</source>
        <translation>Das ist nur der Anteil der gewöhnlichen Schlüssel. Rechnen Sie den Aktionsschlüssel hinzu.</translation>
    </message>
    <message>
        <source>That is the whole cluster. The question asks about one partition.</source>
        <translation>Das ist der ganze Cluster. Gefragt ist nach einer einzelnen Partition.</translation>
    </message>
    <message>
        <source>What is its peak-to-average ratio, that is, the busiest partition&apos;s load divided by the mean load of all partitions?</source>
        <translation>Wie groß ist das Verhältnis Spitze zu Mittelwert, also die Last der am stärksten belasteten Partition geteilt durch die mittlere Last aller Partitionen?</translation>
    </message>
    <message>
        <source>Use the whole partition&apos;s load, not the promo key alone.</source>
        <translation>Nehmen Sie die Last der ganzen Partition, nicht nur die des Aktionsschlüssels.</translation>
    </message>
    <message>
        <source>Divide by the mean of all traffic, the promo key included: 40,000 / 8.</source>
        <translation>Teilen Sie durch den Mittelwert des gesamten Verkehrs, Aktionsschlüssel eingeschlossen: 40.000 / 8.</translation>
    </message>
    <message>
        <source>Divide by the mean load, not by the capacity.</source>
        <translation>Teilen Sie durch die mittlere Last, nicht durch die Kapazität.</translation>
    </message>
    <message>
        <source>Question 2: Split it into 8 sub-keys</source>
        <translation>Frage 2: Aufteilen in 8 Unterschlüssel</translation>
    </message>
    <message>
        <source>Now store the promo key as 8 sub-keys, promo#0 to promo#7. Every write picks one of them at random, so each carries an equal share.</source>
        <translation>Speichern Sie den Aktionsschlüssel jetzt als 8 Unterschlüssel, promo#0 bis promo#7. Jeder Schreibzugriff wählt zufällig einen davon, jeder trägt also gleich viel.</translation>
    </message>
    <message>
        <source>How many requests per second does one sub-key carry?</source>
        <translation>Wie viele Anfragen pro Sekunde entfallen auf einen Unterschlüssel?</translation>
    </message>
    <message>
        <source>That is a whole partition&apos;s load. The question asks for one sub-key&apos;s share of the 12,000 rps.</source>
        <translation>Das ist die Last einer ganzen Partition. Gefragt ist der Anteil eines Unterschlüssels an den 12.000 rps.</translation>
    </message>
    <message>
        <source>Divide the promo key&apos;s traffic by the number of sub-keys.</source>
        <translation>Teilen Sie den Verkehr des Aktionsschlüssels durch die Zahl der Unterschlüssel.</translation>
    </message>
    <message>
        <source>Best case: every partition holds exactly one sub-key. What does each partition carry?</source>
        <translation>Im besten Fall bekommt jede Partition genau einen Unterschlüssel. Welche Last trägt dann jede Partition?</translation>
    </message>
    <message>
        <source>Add the 3,500 rps of ordinary keys that every partition serves.</source>
        <translation>Rechnen Sie die 3.500 rps der gewöhnlichen Schlüssel hinzu, die jede Partition bedient.</translation>
    </message>
    <message>
        <source>Add the sub-key&apos;s share.</source>
        <translation>Rechnen Sie den Anteil des Unterschlüssels hinzu.</translation>
    </message>
    <message>
        <source>The hash puts two sub-keys on the same partition. What does that partition carry?</source>
        <translation>Der Hash legt zwei Unterschlüssel auf dieselbe Partition. Welche Last trägt diese Partition?</translation>
    </message>
    <message>
        <source>That is the two sub-keys alone. Add the 3,500 rps of ordinary keys.</source>
        <translation>Das sind nur die beiden Unterschlüssel. Rechnen Sie die 3.500 rps der gewöhnlichen Schlüssel hinzu.</translation>
    </message>
    <message>
        <source>That is a partition with one sub-key; this one holds two.</source>
        <translation>Das gilt für eine Partition mit einem Unterschlüssel; diese hier hat zwei.</translation>
    </message>
    <message>
        <source>Question 3: What does the split cost?</source>
        <translation>Frage 3: Was kostet die Aufteilung?</translation>
    </message>
    <message>
        <source>With 16 sub-keys, how many requests does it take to read the promo key&apos;s total once?</source>
        <translation>Bei 16 Unterschlüsseln: Wie viele Anfragen braucht es, um die Gesamtsumme des Aktionsschlüssels einmal zu lesen?</translation>
    </message>
    <message>
        <source>The total is no longer stored in one place. It has to be added up from the sub-keys.</source>
        <translation>Die Summe steht nicht mehr an einer Stelle. Sie muss aus den Unterschlüsseln zusammengezählt werden.</translation>
    </message>
    <message>
        <source>That would be right for 8 sub-keys. Here there are 16.</source>
        <translation>Das wäre bei 8 Unterschlüsseln richtig. Hier sind es 16.</translation>
    </message>
    <message>
        <source>Think further: what else do you give up when one key becomes many?</source>
        <translation>Denken Sie weiter: Worauf verzichten Sie noch, wenn aus einem Schlüssel viele werden?</translation>
    </message>
    <message>
        <source>Hide discussion</source>
        <translation>Besprechung ausblenden</translation>
    </message>
    <message>
        <source>Show discussion</source>
        <translation>Besprechung zeigen</translation>
    </message>
    <message>
        <source>Discussion</source>
        <translation>Besprechung</translation>
    </message>
    <message>
        <source>Question 1</source>
        <translation>Frage 1</translation>
    </message>
    <message>
        <source>Question 2</source>
        <translation>Frage 2</translation>
    </message>
    <message>
        <source>Question 3</source>
        <translation>Frage 3</translation>
    </message>
    <message>
        <source>16 requests: one per sub-key, and the application adds the values up. Writes became cheap, reads became dearer. That is only the first part of the price; the section on what splitting costs, further down, has the rest.</source>
        <translation>16 Anfragen: eine pro Unterschlüssel, und die Anwendung zählt die Werte zusammen. Das Schreiben wurde billig, das Lesen teurer. Das ist erst ein Teil des Preises; den Rest finden Sie weiter unten im Abschnitt über die Kosten der Aufteilung.</translation>
    </message>
    <message>
        <source>The split explorer</source>
        <translation>Der Aufteilungs-Explorer</translation>
    </message>
    <message>
        <source>Choose how many sub-keys the promo key gets and how many partitions the cluster has. The left chart places each sub-key the way a database would, by a hash of its name (MurmurHash3 of &quot;promo#i&quot;, modulo the number of partitions). The right chart deals the sub-keys out in turn, round-robin: sub-key i goes to partition (p + i) mod the number of partitions, where p is the partition of promo#0.</source>
        <translation>Wählen Sie, in wie viele Unterschlüssel der Aktionsschlüssel zerfällt und wie viele Partitionen der Cluster hat. Das linke Diagramm platziert jeden Unterschlüssel wie eine Datenbank: über einen Hash seines Namens (MurmurHash3 von „promo#i“, modulo der Zahl der Partitionen). Das rechte Diagramm verteilt die Unterschlüssel reihum (Round-Robin): Unterschlüssel i kommt auf Partition (p + i) mod Zahl der Partitionen, wobei p die Partition von promo#0 ist.</translation>
    </message>
    <message>
        <source>Sub-keys: %1</source>
        <extracomment>Slider caption; %1 is the number of sub-keys</extracomment>
        <translation>Unterschlüssel: %1</translation>
    </message>
    <message>
        <source>Number of sub-keys</source>
        <translation>Anzahl der Unterschlüssel</translation>
    </message>
    <message>
        <source>Partitions: %1</source>
        <extracomment>Slider caption; %1 is the number of partitions</extracomment>
        <translation>Partitionen: %1</translation>
    </message>
    <message>
        <source>Number of partitions</source>
        <translation>Anzahl der Partitionen</translation>
    </message>
    <message>
        <source>Load per sub-key</source>
        <translation>Last je Unterschlüssel</translation>
    </message>
    <message>
        <source>headroom per partition: %1</source>
        <extracomment>%1 is the headroom of a partition in rps</extracomment>
        <translation>Reserve je Partition: %1</translation>
    </message>
    <message>
        <source>Sub-keys that fit on one partition</source>
        <translation>Unterschlüssel, die auf eine Partition passen</translation>
    </message>
    <message>
        <source>not even one: every partition holding a sub-key is overloaded</source>
        <translation>nicht einmal einer: Jede Partition mit einem Unterschlüssel ist überlastet</translation>
    </message>
    <message>
        <source>without going over capacity</source>
        <translation>ohne die Kapazität zu überschreiten</translation>
    </message>
    <message>
        <source>Read fan-out</source>
        <translation>Lese-Fan-out</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s)</source>
        <extracomment>Requests needed to read the hot key&apos;s total once</extracomment>
        <translation>
            <numerusform>%n Anfrage</numerusform>
            <numerusform>%n Anfragen</numerusform>
        </translation>
    </message>
    <message>
        <source>per read of the total</source>
        <translation>je Lesen der Gesamtsumme</translation>
    </message>
    <message>
        <source>Random placement stays within capacity</source>
        <translation>Zufällige Platzierung bleibt innerhalb der Kapazität</translation>
    </message>
    <message>
        <source>chance that no partition is overloaded when every sub-key lands on a random partition</source>
        <translation>Wahrscheinlichkeit, dass keine Partition überlastet ist, wenn jeder Unterschlüssel auf einer zufälligen Partition landet</translation>
    </message>
    <message>
        <source>Placed by hash</source>
        <translation>Platzierung per Hash</translation>
    </message>
    <message>
        <source>Busiest partition</source>
        <translation>Am stärksten belastete Partition</translation>
    </message>
    <message numerus="yes">
        <source>%n sub-key(s) on it</source>
        <translation>
            <numerusform>%n Unterschlüssel darauf</numerusform>
            <numerusform>%n Unterschlüssel darauf</numerusform>
        </translation>
    </message>
    <message>
        <source>Peak-to-average</source>
        <translation>Spitze zu Mittelwert</translation>
    </message>
    <message>
        <source>Placed round-robin</source>
        <translation>Platzierung reihum</translation>
    </message>
    <message>
        <source>The mean load per partition is %1, whatever the placement. The peak-to-average ratio compares the busiest partition with it.</source>
        <extracomment>%1 is the mean load per partition</extracomment>
        <translation>Die mittlere Last je Partition beträgt %1, unabhängig von der Platzierung. Das Verhältnis Spitze zu Mittelwert setzt die am stärksten belastete Partition dazu ins Verhältnis.</translation>
    </message>
    <message>
        <source>Why more sub-keys are not always safer</source>
        <translation>Warum mehr Unterschlüssel nicht immer sicherer sind</translation>
    </message>
    <message>
        <source>You might expect the chance of staying within capacity to grow with every sub-key. It does not. Each extra sub-key makes all of them lighter, but a partition only gains room for one more sub-key in steps, when the lighter shares finally fit into its 2,500 rps of headroom. Between two steps, each added sub-key is simply one more chance to collide, so the chance falls. On 8 partitions: 5 sub-keys %1, 8 sub-keys %2, 9 sub-keys %3 (nine cannot sit one per partition), 10 sub-keys %4, 16 sub-keys %5.</source>
        <extracomment>%1-%5 are probabilities for 5, 8, 9, 10 and 16 sub-keys on 8 partitions</extracomment>
        <translation>Man könnte erwarten, dass die Chance, innerhalb der Kapazität zu bleiben, mit jedem Unterschlüssel wächst. Das stimmt nicht. Jeder zusätzliche Unterschlüssel macht alle leichter, doch Platz für einen weiteren Unterschlüssel gewinnt eine Partition nur sprunghaft: dann, wenn die kleineren Anteile endlich in ihre 2.500 rps Reserve passen. Zwischen zwei Sprüngen ist jeder neue Unterschlüssel nur eine weitere Gelegenheit zur Kollision, und die Chance sinkt. Bei 8 Partitionen: 5 Unterschlüssel %1, 8 Unterschlüssel %2, 9 Unterschlüssel %3 (neun können nicht einzeln auf 8 Partitionen liegen), 10 Unterschlüssel %4, 16 Unterschlüssel %5.</translation>
    </message>
    <message>
        <source>Now set the sub-keys to 1 and drag the partition slider. The ordinary keys thin out, yet the owner of the promo key never drops below 12,000 rps, twice its capacity. More partitions only help a key that has been split.</source>
        <translation>Stellen Sie nun die Unterschlüssel auf 1 und ziehen Sie den Regler für die Partitionen. Die gewöhnlichen Schlüssel verteilen sich dünner, doch der Besitzer des Aktionsschlüssels fällt nie unter 12.000 rps, das Doppelte seiner Kapazität. Mehr Partitionen helfen nur einem Schlüssel, der aufgeteilt ist.</translation>
    </message>
    <message>
        <source>What splitting costs</source>
        <translation>Was die Aufteilung kostet</translation>
    </message>
    <message>
        <source>Reads fan out. The total lives in no single place, so reading it costs one request per sub-key: 8 or 16 instead of 1. Split only keys that really are hot; a cold key split just in case multiplies its reads for nothing.</source>
        <translation>Lesezugriffe fächern sich auf. Die Summe liegt an keiner einzelnen Stelle, also kostet sie eine Anfrage pro Unterschlüssel: 8 oder 16 statt einer. Teilen Sie nur Schlüssel auf, die wirklich heiß sind; ein kalter Schlüssel, der vorsorglich aufgeteilt wird, vervielfacht seine Lesezugriffe ohne Nutzen.</translation>
    </message>
    <message>
        <source>The total is slightly stale. The sub-keys are read one after another while writes continue, so the sum describes no single moment. For a counter on a web page that is fine; for a hard limit it is not.</source>
        <translation>Die Summe ist leicht veraltet. Die Unterschlüssel werden nacheinander gelesen, während weiter geschrieben wird, also gibt die Summe keinen einzelnen Zeitpunkt wieder. Für einen Zähler auf einer Webseite genügt das, für eine harte Grenze nicht.</translation>
    </message>
    <message>
        <source>&quot;Decrement the stock if any is left&quot; stops being one atomic operation. On a single key the database checks and decrements in one step. Spread over sub-keys, no key knows the whole stock, so two buyers can take the last item through different sub-keys.</source>
        <translation>„Bestand verringern, falls noch etwas da ist“ ist keine atomare Operation mehr. Bei einem einzelnen Schlüssel prüft und verringert die Datenbank in einem Schritt. Über Unterschlüssel verteilt kennt kein Schlüssel den ganzen Bestand, und zwei Käufer können über verschiedene Unterschlüssel das letzte Stück bekommen.</translation>
    </message>
    <message>
        <source>Ways around it:</source>
        <translation>Auswege:</translation>
    </message>
    <message>
        <source>Give every sub-key its own quota of the stock. When one quota is used up, the purchase tries another sub-key.</source>
        <translation>Geben Sie jedem Unterschlüssel ein eigenes Kontingent des Bestands. Ist ein Kontingent aufgebraucht, versucht es der Kauf bei einem anderen Unterschlüssel.</translation>
    </message>
    <message>
        <source>Check the stock separately: reserve items from one central counter in batches, and let the hot sub-keys only record the purchases.</source>
        <translation>Prüfen Sie den Bestand getrennt: Reservieren Sie Stücke stapelweise bei einem zentralen Zähler, und lassen Sie die heißen Unterschlüssel nur die Käufe festhalten.</translation>
    </message>
    <message>
        <source>Cache the total for a second or two, so that not every reader pays the fan-out.</source>
        <translation>Halten Sie die Summe ein, zwei Sekunden im Cache, damit nicht jeder Leser den Fan-out bezahlt.</translation>
    </message>
    <message>
        <source>The lesson</source>
        <translation>Die Lehre</translation>
    </message>
    <message>
        <source>Headroom after collisions sets the number of sub-keys, not an even split. Here each partition has 2,500 rps to spare. A sub-key of 1,500 rps fits once, so a single collision overloads a partition. A sub-key of 750 rps fits three times, so the split survives the collisions a hash will produce. Work out the headroom first, then pick enough sub-keys that the ones ending up together still fit.</source>
        <translation>Über die Zahl der Unterschlüssel entscheidet die Reserve, die nach Kollisionen bleibt – nicht eine rechnerisch gleichmäßige Aufteilung. Hier hat jede Partition 2.500 rps übrig. Ein Unterschlüssel mit 1.500 rps passt einmal hinein, schon eine Kollision überlastet die Partition. Ein Unterschlüssel mit 750 rps passt dreimal hinein, und die Aufteilung übersteht die Kollisionen, die ein Hash verursacht. Berechnen Sie zuerst die Reserve und wählen Sie dann so viele Unterschlüssel, dass auch die, die zusammenfallen, noch Platz haben.</translation>
    </message>
    <message>
        <source>All traffic together is 40,000 rps (28,000 ordinary plus 12,000 for the promo key), so the mean is 40,000 / 8 = 5,000 rps per partition. The owner of the promo key carries 12,000 + 3,500 = 15,500 rps, more than two and a half times its capacity. Peak-to-average: 15,500 divided by 5,000 gives 3.1. More nodes would not change this: the promo key is still one key with one owner, and that owner receives all 12,000 rps.</source>
        <translation>Der gesamte Verkehr beträgt 40.000 rps (28.000 aus gewöhnlichen Schlüsseln plus 12.000 für den Aktionsschlüssel), im Mittel also 40.000 / 8 = 5.000 rps je Partition. Der Besitzer des Aktionsschlüssels trägt 12.000 + 3.500 = 15.500 rps – mehr als das Zweieinhalbfache seiner Kapazität. Verhältnis Spitze zu Mittelwert: 15.500 geteilt durch 5.000 ergibt 3,1. Zusätzliche Knoten ändern daran nichts: Der Aktionsschlüssel bleibt ein Schlüssel mit einem Besitzer, und bei diesem kommen alle 12.000 rps an.</translation>
    </message>
    <message>
        <source>Each sub-key carries an eighth of 12,000, that is 1,500 rps. With one sub-key per partition, every partition carries 1,500 + 3,500 = 5,000 rps, below the 6,000 it can serve. But a hash does not deal sub-keys out like cards. When two land on the same partition, it carries 3,000 + 3,500 = 6,500 rps and is overloaded. With a random hash that is the normal case: all 8 end up apart in only 8!/8^8 of all placements, about 0.24%. So 8 sub-keys are not safe.</source>
        <translation>Auf jeden Unterschlüssel entfällt ein Achtel von 12.000, also 1.500 rps. Mit einem Unterschlüssel pro Partition trägt jede Partition 1.500 + 3.500 = 5.000 rps, weniger als die 6.000, die sie schafft. Ein Hash teilt Unterschlüssel aber nicht aus wie Spielkarten. Landen zwei auf derselben Partition, trägt sie 3.000 + 3.500 = 6.500 rps und ist überlastet. Bei einem zufälligen Hash ist das der Normalfall: Nur in 8!/8^8 aller Platzierungen, rund 0,24 %, liegen alle 8 getrennt. 8 Unterschlüssel sind also nicht sicher.</translation>
    </message>
    <message>
        <source>With 16 sub-keys of 750 rps each, two on a partition give 1,500 + 3,500 = 5,000 rps, and even three fit (5,750 rps). Now a collision costs headroom, not the partition.</source>
        <translation>Mit 16 Unterschlüsseln zu je 750 rps ergeben zwei auf einer Partition 1.500 + 3.500 = 5.000 rps, und selbst drei passen noch (5.750 rps). Eine Kollision kostet jetzt Reserve, nicht mehr die Partition.</translation>
    </message>
</context>
</TS>
