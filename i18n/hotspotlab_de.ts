<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Hotspot Lab</source>
        <translation>Über Hotspot Lab</translation>
    </message>
    <message>
        <source>Hotspot Lab %1</source>
        <extracomment>%1 is the version number, e.g. 0.1.0</extracomment>
        <translation>Hotspot Lab %1</translation>
    </message>
    <message>
        <source>Interactive lessons on why an even spread of keys over partitions can still leave one partition with most of the work.</source>
        <translation>Interaktive Lektionen darüber, warum Schlüssel gleichmäßig auf Partitionen verteilt sein können und eine Partition trotzdem fast die ganze Arbeit trägt.</translation>
    </message>
    <message>
        <source>Licence: %1. Built with Qt %2.</source>
        <extracomment>%1 is the licence name, e.g. MIT; %2 the Qt version</extracomment>
        <translation>Lizenz: %1. Erstellt mit Qt %2.</translation>
    </message>
    <message>
        <source>What the lessons are based on</source>
        <translation>Worauf die Lektionen aufbauen</translation>
    </message>
    <message>
        <source>A course lesson on telling key distribution apart from load distribution, with the sub-key exercise.</source>
        <translation>Eine Kurslektion, die Schlüsselverteilung und Lastverteilung auseinanderhält, samt der Übung zu Unterschlüsseln.</translation>
    </message>
    <message>
        <source>A four-step classroom lab on predicting the most loaded owner of twelve keys.</source>
        <translation>Ein Unterrichtslabor in vier Schritten: Welcher Besitzer von zwölf Schlüsseln bekommt die meiste Last?</translation>
    </message>
    <message>
        <source>A cloud provider&apos;s public advice to design partition keys around access patterns.</source>
        <translation>Die öffentliche Empfehlung eines Cloud-Anbieters, Partitionsschlüssel nach den Zugriffsmustern zu entwerfen.</translation>
    </message>
    <message>
        <source>A managed in-memory store&apos;s documentation on throttling writes to search-indexed keys.</source>
        <translation>Die Dokumentation eines verwalteten In-Memory-Speichers zur Drosselung von Schreibzugriffen auf indizierte Schlüssel.</translation>
    </message>
    <message>
        <source>All figures in the lessons are for teaching. Capacities, rates and the four-requests-per-step rule are chosen to make the effect easy to see; they are not measurements of any product.</source>
        <translation>Alle Zahlen in den Lektionen dienen dem Unterricht. Kapazitäten, Raten und die Annahme, dass eine Partition je Schritt höchstens vier Anfragen schafft, sind so gewählt, dass der Effekt gut sichtbar wird; gemessen wurde damit kein Produkt.</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Closes the About dialog</extracomment>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>AppMenuBar</name>
    <message>
        <source>&amp;Language</source>
        <extracomment>Menu that switches the language of the whole app</extracomment>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <extracomment>Menu with display settings (text size)</extracomment>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Larger text</source>
        <translation>Größere Schrift</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>Kleinere Schrift</translation>
    </message>
    <message>
        <source>Normal text size</source>
        <extracomment>Resets the text size to 100%</extracomment>
        <translation>Normale Schriftgröße</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>About Hotspot Lab</source>
        <translation>Über Hotspot Lab</translation>
    </message>
</context>
<context>
    <name>CommandChecker</name>
    <message>
        <source>Type a command</source>
        <extracomment>Command checker result when nothing has been typed yet</extracomment>
        <translation>Befehl eingeben</translation>
    </message>
    <message>
        <source>Cannot check this line</source>
        <extracomment>Command checker result when the line cannot be judged</extracomment>
        <translation>Diese Zeile lässt sich nicht prüfen</translation>
    </message>
    <message>
        <source>Throttled: delayed while throttling is active</source>
        <extracomment>Command checker result: the command is slowed down while throttling is active</extracomment>
        <translation>Gedrosselt: verzögert, solange die Drosselung aktiv ist</translation>
    </message>
    <message>
        <source>Not throttled</source>
        <extracomment>Command checker result: the command is never slowed down by the throttle</extracomment>
        <translation>Nicht gedrosselt</translation>
    </message>
    <message>
        <source>Enter one command line, for example HSET product:42 price 10 or GET product:42.</source>
        <translation>Geben Sie eine Befehlszeile ein, zum Beispiel HSET product:42 price 10 oder GET product:42.</translation>
    </message>
    <message>
        <source>The double quote at character %1 is never closed. Add the closing &quot; (write \&quot; for a quote inside the text).</source>
        <extracomment>%1 is a character position, counted from 1</extracomment>
        <translation>Das doppelte Anführungszeichen bei Zeichen %1 wird nie geschlossen. Ergänzen Sie das schließende &quot; (ein Anführungszeichen im Text schreiben Sie als \&quot;).</translation>
    </message>
    <message>
        <source>The single quote at character %1 is never closed. Add the closing &apos; (write \&apos; for a quote inside the text).</source>
        <extracomment>%1 is a character position, counted from 1</extracomment>
        <translation>Das einfache Anführungszeichen bei Zeichen %1 wird nie geschlossen. Ergänzen Sie das schließende &apos; (ein Apostroph im Text wird zu \&apos;).</translation>
    </message>
    <message>
        <source>Character %1 follows a closing quote directly. The command-line client expects a space or the end of the line after a closing quote.</source>
        <extracomment>%1 is a character position, counted from 1</extracomment>
        <translation>Zeichen %1 steht direkt hinter einem schließenden Anführungszeichen. Der Kommandozeilen-Client erwartet dort ein Leerzeichen oder das Zeilenende.</translation>
    </message>
    <message>
        <source>“%1” is not a command this checker knows. It knows every command on the service&apos;s throttling list and common commands such as GET, HGET, JSON.GET, FT.SEARCH and SET.</source>
        <extracomment>%1 is the word the student typed as command name</extracomment>
        <translation>„%1“ kennt diese Prüfung nicht. Sie kennt alle Befehle auf der Drosselungsliste des Dienstes und gängige Befehle wie GET, HGET, JSON.GET, FT.SEARCH und SET.</translation>
    </message>
    <message numerus="yes">
        <source>%1 does not take %n argument(s). Its form is: %2</source>
        <extracomment>%1 command name, %2 number of arguments typed, %3 the command&apos;s syntax</extracomment>
        <translation>
            <numerusform>Mit %n Argument ist %1 nicht gültig. Die Form lautet: %2</numerusform>
            <numerusform>Mit %n Argumenten ist %1 nicht gültig. Die Form lautet: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 only reads. Reads are never throttled, whatever key they touch.</source>
        <translation>%1 liest nur. Lesebefehle werden nie gedrosselt, ganz gleich, welchen Schlüssel sie berühren.</translation>
    </message>
    <message>
        <source>%1 changes data, but it is not on the service&apos;s list of throttled commands, so the throttle never delays it.</source>
        <translation>%1 ändert Daten, steht aber nicht auf der Liste der gedrosselten Befehle des Dienstes. Die Drosselung hält ihn also nie auf.</translation>
    </message>
    <message>
        <source>%1 is on the list of throttled commands, but you have not defined any index prefix, so no key belongs to a search index. Add a prefix such as product: above.</source>
        <translation>%1 steht auf der Liste der gedrosselten Befehle. Sie haben aber kein Index-Präfix angegeben, also gehört kein Schlüssel zu einem Suchindex. Tragen Sie oben ein Präfix wie product: ein.</translation>
    </message>
    <message>
        <source>%1 is on the list of throttled commands, but no key it writes (%2) starts with an index prefix (%3). Writes to keys outside every search index are never throttled.</source>
        <extracomment>%1 command name, %2 the keys, %3 the index prefixes</extracomment>
        <translation>%1 steht auf der Liste der gedrosselten Befehle, aber keiner der geschriebenen Schlüssel (%2) beginnt mit einem Index-Präfix (%3). Schreibzugriffe auf Schlüssel außerhalb aller Suchindizes werden nie gedrosselt.</translation>
    </message>
    <message>
        <source>%1 is on the list of throttled commands, and %2 belongs to a search index (prefix %3). One indexed key is enough: while throttling is active, the whole command waits longer, and it still succeeds.</source>
        <extracomment>%1 command name, %2 the indexed keys, %3 the matching prefixes</extracomment>
        <translation>%1 steht auf der Liste der gedrosselten Befehle, und %2 gehört zu einem Suchindex (Präfix %3). Ein indizierter Schlüssel genügt: Bei aktiver Drosselung wartet der ganze Befehl länger und gelingt trotzdem.</translation>
    </message>
    <message>
        <source>%1 is on the list of throttled commands, and %2 belongs to a search index (prefix %3). While throttling is active, this write waits longer, and it still succeeds: no error reaches the client.</source>
        <extracomment>%1 command name, %2 the key, %3 the matching prefix</extracomment>
        <translation>%1 steht auf der Liste der gedrosselten Befehle, und %2 gehört zu einem Suchindex (Präfix %3). Bei aktiver Drosselung dauert dieser Schreibzugriff länger, gelingt aber: Beim Client kommt kein Fehler an.</translation>
    </message>
</context>
<context>
    <name>LessonCatalog</name>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>What the app teaches and how to use it in class.</source>
        <translation>Was die App vermittelt und wie Sie sie im Unterricht einsetzen.</translation>
    </message>
    <message>
        <source>Keys are not load</source>
        <translation>Schlüssel sind keine Last</translation>
    </message>
    <message>
        <source>Measure imbalance per partition, tell a hot key, a hot tenant and large values apart, and match the fix to the cause.</source>
        <translation>Ungleichgewicht je Partition messen, Hot Key, Hot Tenant und große Werte unterscheiden und die Abhilfe passend zur Ursache wählen.</translation>
    </message>
    <message>
        <source>Hot-key lab</source>
        <translation>Hot-Key-Labor</translation>
    </message>
    <message>
        <source>Predict which partition gets the work when one key is hot, then watch its queue grow step by step.</source>
        <translation>Vorhersagen, welche Partition die Arbeit abbekommt, wenn ein Schlüssel heiß ist, und dann zusehen, wie ihre Warteschlange Schritt für Schritt wächst.</translation>
    </message>
    <message>
        <source>Splitting a hot key</source>
        <translation>Einen Hot Key aufteilen</translation>
    </message>
    <message>
        <source>Work out how many sub-keys a hot write key needs once collisions are counted, and what the split costs.</source>
        <translation>Ausrechnen, wie viele Unterschlüssel ein heißer Schreibschlüssel braucht, wenn man Kollisionen mitzählt, und was die Aufteilung kostet.</translation>
    </message>
    <message>
        <source>Write throttling</source>
        <translation>Schreibdrosselung</translation>
    </message>
    <message>
        <source>See how a managed store delays writes when its writer threads stay busy, and how it recovers.</source>
        <translation>Sehen, wie ein verwalteter Speicher Schreibzugriffe verzögert, wenn seine Writer-Threads lange ausgelastet sind, und wie er sich wieder erholt.</translation>
    </message>
</context>
<context>
    <name>NavigationPane</name>
    <message>
        <source>Lessons</source>
        <translation>Lektionen</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>Navigation entry: lesson number and title, e.g. &quot;2. Hot-key lab&quot;</extracomment>
        <translation>%1. %2</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Why does one partition drown?</source>
        <translation>Warum geht eine Partition unter?</translation>
    </message>
    <message>
        <source>Put 80 million keys on 8 partitions, exactly 10 million each, and one partition can still run at 95% CPU while the other seven idle at 30%. This course shows why, with numbers you can check by hand and small simulations you drive yourself.</source>
        <translation>Verteilen Sie 80 Millionen Schlüssel auf 8 Partitionen, genau 10 Millionen pro Partition – und trotzdem kann eine davon bei 95 % CPU laufen, während die anderen sieben bei 30 % vor sich hin dümpeln. Dieser Kurs zeigt, woran das liegt: mit Zahlen, die Sie von Hand nachrechnen können, und kleinen Simulationen, die Sie selbst steuern.</translation>
    </message>
    <message>
        <source>What you will be able to do</source>
        <translation>Was Sie danach können</translation>
    </message>
    <message>
        <source>Measure how unevenly load falls on partitions, with the peak-to-average ratio.</source>
        <translation>Mit dem Verhältnis Spitze zu Mittelwert messen, wie ungleich die Last auf die Partitionen fällt.</translation>
    </message>
    <message>
        <source>Tell a hot key, a hot tenant and large values apart, and pick the fix that suits each.</source>
        <translation>Hot Key, Hot Tenant und große Werte auseinanderhalten und für jeden Fall die passende Abhilfe wählen.</translation>
    </message>
    <message>
        <source>Predict where requests queue up when one key gets most of the traffic.</source>
        <translation>Vorhersagen, wo sich Anfragen stauen, wenn ein Schlüssel den Großteil des Verkehrs bekommt.</translation>
    </message>
    <message>
        <source>Size a split of a hot key so that it survives collisions, and name what the split costs.</source>
        <translation>Einen Hot Key so aufteilen, dass die Aufteilung auch Kollisionen übersteht, und benennen, was sie kostet.</translation>
    </message>
    <message>
        <source>Recognise when a managed service protects itself by slowing your writes down.</source>
        <translation>Erkennen, wann sich ein verwalteter Dienst schützt, indem er Ihre Schreibzugriffe bremst.</translation>
    </message>
    <message>
        <source>Your path through the course</source>
        <translation>Ihr Weg durch den Kurs</translation>
    </message>
    <message>
        <source>Take the lessons in this order; each one builds on the one before.</source>
        <translation>Bearbeiten Sie die Lektionen in dieser Reihenfolge; jede baut auf der vorigen auf.</translation>
    </message>
    <message>
        <source>Lesson %1: %2</source>
        <extracomment>Lesson card heading: lesson number and title, e.g. &quot;Lesson 2: Hot-key lab&quot;</extracomment>
        <translation>Lektion %1: %2</translation>
    </message>
    <message>
        <source>Open lesson</source>
        <extracomment>Opens the lesson named on the card</extracomment>
        <translation>Lektion öffnen</translation>
    </message>
    <message>
        <source>Open lesson: %1</source>
        <translation>Lektion öffnen: %1</translation>
    </message>
    <message>
        <source>Using the app in class</source>
        <translation>Die App im Unterricht</translation>
    </message>
    <message>
        <source>The list on the left switches lessons at any time. Every lesson opens in a known starting state, so you can jump between them during a lecture.</source>
        <translation>Über die Liste links wechseln Sie jederzeit die Lektion. Jede Lektion öffnet in einem festen Ausgangszustand, sodass Sie in der Vorlesung frei zwischen ihnen springen können.</translation>
    </message>
    <message>
        <source>Ask for a prediction before each action. The labs leave room for a guess first, so the room can commit to an answer before the simulation gives it.</source>
        <translation>Lassen Sie vor jeder Aktion eine Vorhersage abgeben. Die Labore fragen zuerst nach einer Schätzung, damit sich der Hörsaal festlegt, bevor die Simulation die Antwort zeigt.</translation>
    </message>
    <message>
        <source>On a projector, press Ctrl+Plus to make all text larger, Ctrl+Minus to make it smaller and Ctrl+0 to return to normal size.</source>
        <translation>Am Beamer vergrößert Strg+Plus alle Texte, Strg+Minus verkleinert sie, und Strg+0 stellt die normale Größe wieder her.</translation>
    </message>
    <message>
        <source>The Language menu switches between English, German and Indonesian at once, so students can follow in the language they read best.</source>
        <translation>Das Menü „Sprache“ wechselt sofort zwischen Englisch, Deutsch und Indonesisch, sodass alle in der Sprache mitlesen können, die ihnen am leichtesten fällt.</translation>
    </message>
    <message>
        <source>To put a page on a slide, run: hotspot-lab --lesson lab --lang en --screenshot lab.png</source>
        <translation>Um eine Seite auf eine Folie zu bringen, führen Sie aus: hotspot-lab --lesson lab --lang de --screenshot labor.png</translation>
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
        <source>All traffic together is 40,000 rps (28,000 ordinary plus 12,000 for the promo key), so the mean is 40,000 / 8 = 5,000 rps per partition. The owner of the promo key carries 12,000 + 3,500 = 15,500 rps, more than two and a half times its capacity. Peak-to-average: 15,500 divided by 5,000 gives 3.1. More nodes would not change this: the promo key is still one key with one owner, and that owner receives all 12,000 rps.</source>
        <translation>Der gesamte Verkehr beträgt 40.000 rps (28.000 aus gewöhnlichen Schlüsseln plus 12.000 für den Aktionsschlüssel), im Mittel also 40.000 / 8 = 5.000 rps je Partition. Der Besitzer des Aktionsschlüssels trägt 12.000 + 3.500 = 15.500 rps – mehr als das Zweieinhalbfache seiner Kapazität. Verhältnis Spitze zu Mittelwert: 15.500 geteilt durch 5.000 ergibt 3,1. Zusätzliche Knoten ändern daran nichts: Der Aktionsschlüssel bleibt ein Schlüssel mit einem Besitzer, und bei diesem kommen alle 12.000 rps an.</translation>
    </message>
    <message>
        <source>Question 2</source>
        <translation>Frage 2</translation>
    </message>
    <message>
        <source>Each sub-key carries an eighth of 12,000, that is 1,500 rps. With one sub-key per partition, every partition carries 1,500 + 3,500 = 5,000 rps, below the 6,000 it can serve. But a hash does not deal sub-keys out like cards. When two land on the same partition, it carries 3,000 + 3,500 = 6,500 rps and is overloaded. With a random hash that is the normal case: all 8 end up apart in only 8!/8^8 of all placements, about 0.24%. So 8 sub-keys are not safe.</source>
        <translation>Auf jeden Unterschlüssel entfällt ein Achtel von 12.000, also 1.500 rps. Mit einem Unterschlüssel pro Partition trägt jede Partition 1.500 + 3.500 = 5.000 rps, weniger als die 6.000, die sie schafft. Ein Hash teilt Unterschlüssel aber nicht aus wie Spielkarten. Landen zwei auf derselben Partition, trägt sie 3.000 + 3.500 = 6.500 rps und ist überlastet. Bei einem zufälligen Hash ist das der Normalfall: Nur in 8!/8^8 aller Platzierungen, rund 0,24 %, liegen alle 8 getrennt. 8 Unterschlüssel sind also nicht sicher.</translation>
    </message>
    <message>
        <source>With 16 sub-keys of 750 rps each, two on a partition give 1,500 + 3,500 = 5,000 rps, and even three fit (5,750 rps). Now a collision costs headroom, not the partition.</source>
        <translation>Mit 16 Unterschlüsseln zu je 750 rps ergeben zwei auf einer Partition 1.500 + 3.500 = 5.000 rps, und selbst drei passen noch (5.750 rps). Eine Kollision kostet jetzt Reserve, nicht mehr die Partition.</translation>
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
</context>
<context>
    <name>ThrottleChart</name>
    <message>
        <source>Time since the start (hours)</source>
        <extracomment>Axis title of the time charts</extracomment>
        <translation>Zeit seit dem Start (Stunden)</translation>
    </message>
</context>
<context>
    <name>ThrottleCommandChecker</name>
    <message>
        <source>Key prefixes of your search indexes (separate them with commas)</source>
        <translation>Schlüsselpräfixe Ihrer Suchindizes (durch Kommas getrennt)</translation>
    </message>
    <message>
        <source>for example product:, user:</source>
        <extracomment>Placeholder of the index prefix field</extracomment>
        <translation>zum Beispiel product:, user:</translation>
    </message>
    <message>
        <source>Key prefixes of your search indexes</source>
        <translation>Schlüsselpräfixe Ihrer Suchindizes</translation>
    </message>
    <message>
        <source>Command line, typed as in the command-line client</source>
        <translation>Befehlszeile, so wie im Kommandozeilen-Client eingegeben</translation>
    </message>
    <message>
        <source>Command line to check</source>
        <translation>Zu prüfende Befehlszeile</translation>
    </message>
    <message>
        <source>Try one of these:</source>
        <translation>Probieren Sie eines davon:</translation>
    </message>
    <message>
        <source>Use example: %1</source>
        <extracomment>Accessible name of a button that puts an example command into the checker</extracomment>
        <translation>Beispiel übernehmen: %1</translation>
    </message>
    <message>
        <source>Keys in this command: %1</source>
        <extracomment>%1 is the list of keys the command touches</extracomment>
        <translation>Schlüssel in diesem Befehl: %1</translation>
    </message>
    <message>
        <source>The service&apos;s list of throttled commands</source>
        <translation>Die Liste der gedrosselten Befehle des Dienstes</translation>
    </message>
    <message>
        <source>Hash</source>
        <extracomment>Category of commands that work on hashes</extracomment>
        <translation>Hash</translation>
    </message>
    <message>
        <source>JSON</source>
        <extracomment>Category of commands that work on JSON documents</extracomment>
        <translation>JSON</translation>
    </message>
    <message>
        <source>Generic</source>
        <extracomment>Category of commands that work on any key</extracomment>
        <translation>Allgemein</translation>
    </message>
    <message>
        <source>A command with several keys, such as DEL with three keys or RENAME from one key to another, counts as throttled as soon as one of its keys is in an index. Command names may be typed in any case; keys and prefixes are case-sensitive, as in the store.</source>
        <translation>Ein Befehl mit mehreren Schlüsseln, etwa DEL mit drei Schlüsseln oder RENAME von einem Schlüssel auf einen anderen, gilt als gedrosselt, sobald einer seiner Schlüssel in einem Index liegt. Befehlsnamen dürfen Sie groß oder klein schreiben; bei Schlüsseln und Präfixen zählt die Schreibweise, wie im Speicher selbst.</translation>
    </message>
</context>
<context>
    <name>ThrottleSimulation</name>
    <message>
        <source>%1 ms</source>
        <extracomment>A short duration in milliseconds, e.g. &quot;1 ms&quot;</extracomment>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>A duration in seconds, e.g. &quot;2.5 s&quot;</extracomment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <extracomment>A duration in whole minutes, e.g. &quot;12 min&quot;</extracomment>
        <translation>%1 Min.</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <extracomment>A duration in hours and minutes, e.g. &quot;1 h 38 min&quot;</extracomment>
        <translation>%1 Std. %2 Min.</translation>
    </message>
    <message>
        <source>minute %1 (%2 h %3 min)</source>
        <extracomment>Simulated time since the start, e.g. &quot;minute 76 (1 h 16 min)&quot;</extracomment>
        <translation>Minute %1 (%2 Std. %3 Min.)</translation>
    </message>
</context>
<context>
    <name>ThrottlingPage</name>
    <message>
        <source>%1%</source>
        <extracomment>A percentage, e.g. &quot;80%&quot; (German: &quot;80 %&quot;)</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Short burst</source>
        <extracomment>Preset button</extracomment>
        <translation>Kurzer Ausbruch</translation>
    </message>
    <message>
        <source>Sustained ingestion</source>
        <extracomment>Preset button</extracomment>
        <translation>Dauerhafter Import</translation>
    </message>
    <message>
        <source>Spread evenly</source>
        <extracomment>Preset button</extracomment>
        <translation>Gleichmäßig verteilt</translation>
    </message>
    <message>
        <source>Bulk load, then quiet</source>
        <extracomment>Preset button</extracomment>
        <translation>Großer Ladevorgang, dann Ruhe</translation>
    </message>
    <message>
        <source>Short burst: 30 minutes at 90%, then 20% for as long as you let it run. The 2-hour average peaks at 37.5%, so the service never throttles.</source>
        <translation>Kurzer Ausbruch: 30 Minuten mit 90 %, danach 20 %, so lange Sie laufen lassen. Der 2-Stunden-Mittelwert erreicht höchstens 37,5 %, der Dienst drosselt also nie.</translation>
    </message>
    <message>
        <source>Sustained ingestion: 80% for four hours, then nothing. At minute 75 the average is exactly 50%; one minute later throttling starts.</source>
        <translation>Dauerhafter Import: vier Stunden lang 80 %, danach nichts mehr. In Minute 75 liegt der Mittelwert bei genau 50 %; eine Minute später setzt die Drosselung ein.</translation>
    </message>
    <message>
        <source>Spread evenly: the same writes at 40% over eight hours. The average never goes above 40%, so nothing is delayed.</source>
        <translation>Gleichmäßig verteilt: dieselben Schreibzugriffe mit 40 % über acht Stunden. Der Mittelwert steigt nie über 40 %, nichts wird verzögert.</translation>
    </message>
    <message>
        <source>Bulk load, then quiet hours: 100% for 90 minutes, then 10%. Watch the rate stay at 50% and then climb back in steps.</source>
        <translation>Großer Ladevorgang, dann ruhige Stunden: 90 Minuten lang 100 %, danach 10 %. Beobachten Sie, wie die Rate bei 50 % bleibt und dann stufenweise wieder steigt.</translation>
    </message>
    <message>
        <source>Free play: the slider sets the demand from now on. Press Reset to start again from two idle hours.</source>
        <translation>Freies Spiel: Ab jetzt bestimmt der Schieberegler die Last. Mit „Zurücksetzen“ beginnen Sie wieder nach zwei ruhigen Stunden.</translation>
    </message>
    <message>
        <source>Write throttling: when the service slows you down</source>
        <translation>Schreibdrosselung: wenn der Dienst Sie ausbremst</translation>
    </message>
    <message>
        <source>A managed in-memory store with a search module does not refuse your writes when its writer threads are busy for too long. It slows them down instead. Drive the load yourself, watch the 2-hour average cross 50%, and see what your application notices: nothing fails, but writes take longer.</source>
        <translation>Ein verwalteter In-Memory-Speicher mit Suchmodul lehnt Ihre Schreibzugriffe nicht ab, wenn seine Schreib-Threads zu lange ausgelastet sind. Er bremst sie stattdessen. Steuern Sie die Last selbst, sehen Sie zu, wie der 2-Stunden-Mittelwert die 50 % überschreitet, und erleben Sie, was Ihre Anwendung davon merkt: Nichts schlägt fehl, aber Schreiben dauert länger.</translation>
    </message>
    <message>
        <source>Why the service slows writes down</source>
        <translation>Warum der Dienst Schreibzugriffe bremst</translation>
    </message>
    <message>
        <source>In its durable mode the store protects your data in two ways: it takes automatic backups, and it writes every change to a transaction log that is kept in several availability zones. That log is what lets the store recover and restart quickly after a failure.</source>
        <translation>Im dauerhaften Modus (Durable Mode) sichert der Speicher Ihre Daten doppelt ab: mit automatischen Backups und mit einem Transaktionsprotokoll, in dem jede Änderung landet und das in mehreren Verfügbarkeitszonen liegt. Mit diesem Protokoll kann der Speicher nach einem Ausfall schnell wiederhergestellt und neu gestartet werden.</translation>
    </message>
    <message>
        <source>Both have to keep pace with your writes. When the threads that update the search index stay busy for hours, backups and the log could fall behind. So the service lowers the rate at which it accepts indexed writes for a while, until everything has caught up.</source>
        <translation>Beides muss mit Ihren Schreibzugriffen Schritt halten. Sind die Threads, die den Suchindex pflegen, stundenlang ausgelastet, könnten Backups und Protokoll in Rückstand geraten. Deshalb senkt der Dienst eine Zeit lang die Rate, mit der er indizierte Schreibzugriffe annimmt, bis alles wieder aufgeholt ist.</translation>
    </message>
    <message>
        <source>Only writes to keys that belong to a search index are affected. Reads are never slowed down, and neither are writes to keys that no index covers.</source>
        <translation>Betroffen sind nur Schreibzugriffe auf Schlüssel, die zu einem Suchindex gehören. Lesezugriffe werden nie gebremst, ebenso wenig Schreibzugriffe auf Schlüssel, die kein Index erfasst.</translation>
    </message>
    <message>
        <source>The rule in numbers</source>
        <translation>Die Regel in Zahlen</translation>
    </message>
    <message>
        <source>The service measures the CPU use of the search module&apos;s writer threads and averages it over the last two hours, a rolling window of 120 minutes.</source>
        <translation>Der Dienst misst, wie stark die Schreib-Threads des Suchmoduls die CPU auslasten, und mittelt das über die letzten zwei Stunden, ein gleitendes Zeitfenster von 120 Minuten.</translation>
    </message>
    <message>
        <source>When this 2-hour average goes above 50%, throttling starts: the service sets the allowed write rate so that the average comes back to 50%.</source>
        <translation>Steigt dieser 2-Stunden-Mittelwert über 50 %, beginnt die Drosselung: Der Dienst legt die erlaubte Schreibrate so fest, dass der Mittelwert auf 50 % zurückgeht.</translation>
    </message>
    <message>
        <source>It also checks the CPU right now. If the current CPU is already at or below 50%, the rate is held where it is instead of being cut further, even while the average is still above 50%.</source>
        <translation>Zusätzlich prüft er die aktuelle CPU-Last. Liegt sie bereits bei 50 % oder darunter, bleibt die Rate, wo sie ist, und wird nicht weiter gesenkt, auch wenn der Mittelwert noch über 50 % liegt.</translation>
    </message>
    <message>
        <source>The allowed rate never goes below 50% of normal throughput.</source>
        <translation>Die erlaubte Rate sinkt nie unter 50 % des normalen Durchsatzes.</translation>
    </message>
    <message>
        <source>Once the 2-hour average is below 50%, the rate rises step by step until full throughput is back, and throttling switches off.</source>
        <translation>Sobald der 2-Stunden-Mittelwert unter 50 % liegt, steigt die Rate Schritt für Schritt, bis der volle Durchsatz zurück ist; dann endet die Drosselung.</translation>
    </message>
    <message>
        <source>Short bursts do no harm when quieter minutes in the same two hours balance them: 30 minutes at 90% followed by 20% only lifts the average to 37.5%.</source>
        <translation>Kurze Spitzen schaden nicht, wenn ruhigere Minuten in denselben zwei Stunden sie ausgleichen: 30 Minuten mit 90 % und danach 20 % heben den Mittelwert nur auf 37,5 %.</translation>
    </message>
    <message>
        <source>Try it: run the simulation</source>
        <translation>Probieren Sie es aus: die Simulation</translation>
    </message>
    <message>
        <source>Pick a scenario and make a prediction before you press Play: will the service throttle, and when? Every run starts at minute 0 after two idle hours, so the window begins full of minutes at 0%.</source>
        <translation>Wählen Sie ein Szenario und legen Sie sich fest, bevor Sie auf „Abspielen“ drücken: Wird der Dienst drosseln, und wann? Jeder Lauf beginnt in Minute 0 nach zwei ruhigen Stunden; das Zeitfenster ist anfangs also voller Minuten mit 0 %.</translation>
    </message>
    <message>
        <source>Scenario: %1</source>
        <translation>Szenario: %1</translation>
    </message>
    <message>
        <source>Demand</source>
        <extracomment>Label of the demand slider</extracomment>
        <translation>Last</translation>
    </message>
    <message>
        <source>Demand in percent of writer CPU</source>
        <translation>Last in Prozent der Schreib-CPU</translation>
    </message>
    <message>
        <source>Demand is the writer CPU that the offered indexed writes would need at full speed. 100% stands for 10,000 indexed writes a minute; above 100% the threads cannot keep up even without throttling.</source>
        <translation>Die Last ist die Schreib-CPU, die die angebotenen indizierten Schreibzugriffe bei voller Geschwindigkeit bräuchten. 100 % entsprechen 10.000 indizierten Schreibzugriffen pro Minute; über 100 % kommen die Threads auch ohne Drosselung nicht mehr hinterher.</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Pause the simulation</source>
        <translation>Simulation anhalten</translation>
    </message>
    <message>
        <source>Play the simulation</source>
        <translation>Simulation abspielen</translation>
    </message>
    <message>
        <source>Step 1 minute</source>
        <extracomment>Runs one simulated minute</extracomment>
        <translation>1 Minute weiter</translation>
    </message>
    <message>
        <source>Run one simulated minute</source>
        <translation>Eine simulierte Minute ausführen</translation>
    </message>
    <message>
        <source>+1 hour</source>
        <extracomment>Runs sixty simulated minutes at once</extracomment>
        <translation>+1 Stunde</translation>
    </message>
    <message>
        <source>Run one simulated hour</source>
        <translation>Eine simulierte Stunde ausführen</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Reset the simulation to minute 0</source>
        <translation>Simulation auf Minute 0 zurücksetzen</translation>
    </message>
    <message>
        <source>Speed:</source>
        <extracomment>Label before the speed choices</extracomment>
        <translation>Tempo:</translation>
    </message>
    <message>
        <source>%1 min/s</source>
        <extracomment>Simulation speed: simulated minutes per real second</extracomment>
        <translation>%1 Min./s</translation>
    </message>
    <message numerus="yes">
        <source>%n simulated minute(s) per second</source>
        <translation>
            <numerusform>%n simulierte Minute pro Sekunde</numerusform>
            <numerusform>%n simulierte Minuten pro Sekunde</numerusform>
        </translation>
    </message>
    <message>
        <source>Now: %1</source>
        <extracomment>Simulation clock, %1 is e.g. &quot;minute 76 (1 h 16 min)&quot;</extracomment>
        <translation>Jetzt: %1</translation>
    </message>
    <message>
        <source>What the service publishes</source>
        <translation>Was der Dienst veröffentlicht</translation>
    </message>
    <message>
        <source>Throttle active</source>
        <translation>Drosselung aktiv</translation>
    </message>
    <message>
        <source>1 (on)</source>
        <extracomment>Value of the throttle flag: 1 and the word &quot;on&quot;, or 0 and &quot;off&quot;</extracomment>
        <translation>1 (an)</translation>
    </message>
    <message>
        <source>0 (off)</source>
        <translation>0 (aus)</translation>
    </message>
    <message>
        <source>Is throttling active?</source>
        <translation>Ist die Drosselung aktiv?</translation>
    </message>
    <message>
        <source>Throttled clients</source>
        <translation>Gedrosselte Clients</translation>
    </message>
    <message>
        <source>Client connections with delayed writes</source>
        <translation>Client-Verbindungen mit verzögerten Schreibzugriffen</translation>
    </message>
    <message>
        <source>Throttle events</source>
        <translation>Drosselungsereignisse</translation>
    </message>
    <message>
        <source>Writes delayed by the throttle in the last 5 minutes</source>
        <translation>Von der Drosselung verzögerte Schreibzugriffe in den letzten 5 Minuten</translation>
    </message>
    <message>
        <source>Writer CPU</source>
        <translation>Schreib-CPU</translation>
    </message>
    <message>
        <source>Writer CPU in the last minute</source>
        <translation>Schreib-CPU in der letzten Minute</translation>
    </message>
    <message>
        <source>What the model also shows</source>
        <translation>Was das Modell außerdem zeigt</translation>
    </message>
    <message>
        <source>2-hour average</source>
        <translation>2-Stunden-Mittelwert</translation>
    </message>
    <message>
        <source>above the 50% line</source>
        <translation>über der 50-%-Linie</translation>
    </message>
    <message>
        <source>at or below the 50% line</source>
        <translation>auf oder unter der 50-%-Linie</translation>
    </message>
    <message>
        <source>Allowed write rate</source>
        <translation>Erlaubte Schreibrate</translation>
    </message>
    <message>
        <source>of normal throughput, for the next minute</source>
        <translation>des normalen Durchsatzes, für die nächste Minute</translation>
    </message>
    <message>
        <source>Write latency</source>
        <translation>Schreiblatenz</translation>
    </message>
    <message>
        <source>mean of the writes completed in the last minute</source>
        <translation>Mittel der in der letzten Minute abgeschlossenen Schreibzugriffe</translation>
    </message>
    <message>
        <source>Writes waiting</source>
        <translation>Wartende Schreibzugriffe</translation>
    </message>
    <message>
        <source>delayed, not rejected</source>
        <translation>verzögert, nicht abgelehnt</translation>
    </message>
    <message>
        <source>Since minute 0: %1 writes offered = %2 completed + %3 waiting.</source>
        <extracomment>%1 offered, %2 completed, %3 waiting writes since the start</extracomment>
        <translation>Seit Minute 0: %1 angebotene Schreibzugriffe = %2 abgeschlossene + %3 wartende.</translation>
    </message>
    <message>
        <source>Writer CPU and its 2-hour average</source>
        <translation>Schreib-CPU und ihr 2-Stunden-Mittelwert</translation>
    </message>
    <message>
        <source>CPU (%)</source>
        <translation>CPU-Last (%)</translation>
    </message>
    <message>
        <source>Writer CPU per minute</source>
        <translation>Schreib-CPU pro Minute</translation>
    </message>
    <message>
        <source>2-hour average (dashed)</source>
        <translation>2-Stunden-Mittelwert (gestrichelt)</translation>
    </message>
    <message>
        <source>50% line (dotted)</source>
        <translation>50-%-Linie (gepunktet)</translation>
    </message>
    <message>
        <source>Allowed rate (%)</source>
        <translation>Erlaubte Rate (%)</translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation>Minuten</translation>
    </message>
    <message>
        <source>Throttle active (1 = on, 0 = off)</source>
        <translation>Drosselung aktiv (1 = an, 0 = aus)</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>How the model counts</source>
        <translation>Wie das Modell rechnet</translation>
    </message>
    <message>
        <source>Time moves in whole minutes. In each minute the new writes join the back of a queue, and the writer threads complete as many as the allowed rate permits, oldest first. Writer CPU is the work done in that minute.</source>
        <translation>Die Zeit läuft in ganzen Minuten. In jeder Minute reihen sich die neuen Schreibzugriffe hinten in eine Warteschlange ein, und die Schreib-Threads erledigen so viele, wie die erlaubte Rate zulässt, die ältesten zuerst. Die Schreib-CPU ist die Arbeit, die in dieser Minute getan wurde.</translation>
    </message>
    <message>
        <source>Nothing is dropped: at every minute, writes offered = writes completed + writes waiting.</source>
        <translation>Nichts geht verloren: In jeder Minute gilt angebotene = abgeschlossene + wartende Schreibzugriffe.</translation>
    </message>
    <message>
        <source>The rate cut: the service picks the rate that would bring the average back to exactly 50% after the next minute. After a long busy stretch that is far below 50%, so the floor of 50% takes over.</source>
        <translation>Die Senkung: Der Dienst wählt die Rate, die den Mittelwert nach der nächsten Minute wieder auf genau 50 % brächte. Nach einer langen Lastphase liegt sie weit unter 50 %, also greift die Untergrenze von 50 %.</translation>
    </message>
    <message>
        <source>The release: while the average is below 50%, the allowed rate goes up by 5 percentage points a minute; at 100% throttling switches off.</source>
        <translation>Die Freigabe: Solange der Mittelwert unter 50 % liegt, steigt die erlaubte Rate um 5 Prozentpunkte pro Minute; bei 100 % endet die Drosselung.</translation>
    </message>
    <message>
        <source>Write latency is the mean time of the writes completed in a minute: about 1 ms when nothing waits, plus one minute for every minute a write spent in the queue.</source>
        <translation>Die Schreiblatenz ist die mittlere Dauer der in einer Minute abgeschlossenen Schreibzugriffe: etwa 1 ms, wenn nichts wartet, plus eine Minute für jede Minute, die ein Zugriff in der Warteschlange stand.</translation>
    </message>
    <message>
        <source>Clients: each client connection sends writes worth 5% of demand, so 80% means 16 connections. While throttling is active, every connection with writes still in the queue counts as throttled.</source>
        <translation>Clients: Jede Client-Verbindung schickt Schreibzugriffe im Umfang von 5 % Last, 80 % bedeuten also 16 Verbindungen. Bei aktiver Drosselung zählt jede Verbindung als gedrosselt, die noch Zugriffe in der Warteschlange hat.</translation>
    </message>
    <message>
        <source>Throttle events: each newly arrived write that had to wait because of the throttle counts as one event (not the waiting caused by demand above 100%). The panel adds them up over a reporting interval of 5 minutes.</source>
        <translation>Drosselungsereignisse: Jeder neu eingetroffene Schreibzugriff, der wegen der Drosselung warten musste, zählt als ein Ereignis (nicht das Warten, das eine Last über 100 % verursacht). Die Anzeige summiert sie über ein Berichtsintervall von 5 Minuten.</translation>
    </message>
    <message>
        <source>What your application sees</source>
        <translation>Was Ihre Anwendung bemerkt</translation>
    </message>
    <message>
        <source>No errors. A throttled write still succeeds; it just takes longer. Error handling and retries see nothing unusual.</source>
        <translation>Keine Fehler. Ein gedrosselter Schreibzugriff gelingt trotzdem, er dauert nur länger. Fehlerbehandlung und Wiederholversuche sehen nichts Ungewöhnliches.</translation>
    </message>
    <message>
        <source>Higher latency. The service&apos;s metrics for successful write latency and for the latency of search-based set commands go up.</source>
        <translation>Höhere Latenz. Die Metriken des Dienstes für die Latenz erfolgreicher Schreibzugriffe und für die Latenz suchbasierter Set-Befehle steigen.</translation>
    </message>
    <message>
        <source>Less throughput. In the sustained scenario the allowed rate drops to 50%, so the four-hour import only finishes in minute 339, after 5 hours and 39 minutes, and its last writes wait up to 99 minutes.</source>
        <translation>Weniger Durchsatz. Im Szenario „Dauerhafter Import“ fällt die erlaubte Rate auf 50 %. Der vierstündige Import ist deshalb erst in Minute 339 fertig, nach 5 Stunden und 39 Minuten, und seine letzten Schreibzugriffe warten bis zu 99 Minuten.</translation>
    </message>
    <message>
        <source>Clients that wait. In a real application each connection waits for its reply, so the queue of this model shows up as slower clients, longer request times and fuller buffers in your own code.</source>
        <translation>Wartende Clients. In einer echten Anwendung wartet jede Verbindung auf ihre Antwort. Die Warteschlange dieses Modells zeigt sich dort als langsamere Clients, längere Anfragezeiten und vollere Puffer im eigenen Code.</translation>
    </message>
    <message>
        <source>Best practices</source>
        <translation>Empfehlungen aus der Praxis</translation>
    </message>
    <message>
        <source>Watch the writer CPU (SearchWriteCPUUtilization). It shows your write pattern and how close you are getting to the threshold before anything slows down.</source>
        <translation>Beobachten Sie die Schreib-CPU (SearchWriteCPUUtilization). Sie zeigt Ihr Schreibmuster und wie nah Sie dem Schwellenwert kommen, bevor etwas langsamer wird.</translation>
    </message>
    <message>
        <source>Watch the throttle flag (SearchWriteThrottleActive) and raise an alert on it, so that someone looks into it right away.</source>
        <translation>Beobachten Sie das Drosselungskennzeichen (SearchWriteThrottleActive) und lösen Sie darauf einen Alarm aus, damit sich sofort jemand darum kümmert.</translation>
    </message>
    <message>
        <source>Spread continuous ingestion across the 2-hour window. A burst is fine as long as quieter minutes in the same window balance it; compare the sustained and the evenly spread scenario.</source>
        <translation>Verteilen Sie laufende Importe über das 2-Stunden-Fenster. Eine Spitze ist in Ordnung, solange ruhigere Minuten im selben Fenster sie ausgleichen; vergleichen Sie die Szenarien „Dauerhafter Import“ und „Gleichmäßig verteilt“.</translation>
    </message>
    <message>
        <source>Scale the cluster when throttling lasts long or keeps coming back and the extra latency hurts your application.</source>
        <translation>Skalieren Sie den Cluster, wenn die Drosselung lange anhält oder immer wiederkehrt und die zusätzliche Latenz Ihrer Anwendung schadet.</translation>
    </message>
    <message>
        <source>Which commands are throttled?</source>
        <translation>Welche Befehle werden gedrosselt?</translation>
    </message>
    <message>
        <source>Only certain writes are throttled, and only when they touch a key that belongs to a search index. Enter the key prefixes of your indexes, then type a command line. The checker tells you whether the command can be delayed, and why.</source>
        <translation>Gedrosselt werden nur bestimmte Schreibbefehle, und auch die nur, wenn sie einen Schlüssel berühren, der zu einem Suchindex gehört. Tragen Sie die Schlüsselpräfixe Ihrer Indizes ein und tippen Sie dann eine Befehlszeile. Die Prüfung sagt Ihnen, ob der Befehl verzögert werden kann, und warum.</translation>
    </message>
    <message>
        <source>Limits of this model</source>
        <translation>Grenzen dieses Modells</translation>
    </message>
    <message>
        <source>The real service measures more finely than in whole minutes and does not publish its exact control law. The rate-cut formula, the release step of 5 points a minute, the 5-minute reporting interval and the way clients are counted are choices made for this lesson.</source>
        <translation>Der echte Dienst misst feiner als in ganzen Minuten und legt sein genaues Regelverfahren nicht offen. Die Formel für die Senkung, der Freigabeschritt von 5 Punkten pro Minute, das Berichtsintervall von 5 Minuten und die Zählweise der Clients sind Festlegungen für diese Lektion.</translation>
    </message>
    <message>
        <source>CPU is proportional to the number of writes, and every write costs the same. In reality a large JSON document with many indexed fields costs more than a small hash.</source>
        <translation>Die CPU-Last wächst proportional zur Zahl der Schreibzugriffe, und jeder Zugriff kostet gleich viel. In Wirklichkeit kostet ein großes JSON-Dokument mit vielen indizierten Feldern mehr als ein kleiner Hash.</translation>
    </message>
    <message>
        <source>All writes wait in one queue and nobody gives up. Real clients wait for each reply, have timeouts and send less while they wait.</source>
        <translation>Alle Schreibzugriffe warten in einer einzigen Warteschlange, und niemand gibt auf. Echte Clients warten auf jede Antwort, haben Zeitlimits und senden weniger, solange sie warten.</translation>
    </message>
    <message>
        <source>Only indexed writes use CPU here. Reads, other keys, backups and the transaction log are not modelled, and neither are several shards, failover or scaling during a run.</source>
        <translation>Nur indizierte Schreibzugriffe verbrauchen hier CPU. Lesezugriffe, andere Schlüssel, Backups und das Transaktionsprotokoll sind nicht modelliert, ebenso wenig mehrere Shards, Failover oder Skalierung während eines Laufs.</translation>
    </message>
    <message>
        <source>Questions for discussion</source>
        <translation>Fragen zur Diskussion</translation>
    </message>
    <message>
        <source>The sustained and the evenly spread scenario write the same data. Which one finishes first? Which one would you choose for an online shop that keeps taking orders during the import?</source>
        <translation>Die Szenarien „Dauerhafter Import“ und „Gleichmäßig verteilt“ schreiben dieselben Daten. Welches ist zuerst fertig? Welches würden Sie für einen Onlineshop wählen, der während des Imports weiter Bestellungen annimmt?</translation>
    </message>
    <message>
        <source>Why does the service look at the current CPU as well as at the 2-hour average? What could happen without the 50% floor?</source>
        <translation>Warum schaut der Dienst neben dem 2-Stunden-Mittelwert auch auf die aktuelle CPU-Last? Was könnte ohne die Untergrenze von 50 % passieren?</translation>
    </message>
    <message>
        <source>Your dashboards show no errors, but writes get slower every night at two o&apos;clock. Which metrics do you check first?</source>
        <translation>Ihre Dashboards zeigen keine Fehler, aber jede Nacht um zwei Uhr werden Schreibzugriffe langsamer. Welche Metriken prüfen Sie zuerst?</translation>
    </message>
</context>
</TS>
