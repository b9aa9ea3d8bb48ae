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
        <source>Close</source>
        <extracomment>Closes the About dialog</extracomment>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Hotspot Lab %1</source>
        <extracomment>%1 is the version number, e.g. 0.1.0</extracomment>
        <translation>Hotspot Lab %1</translation>
    </message>
    <message>
        <source>Interactive lessons on why an even spread of keys over partitions can still leave one partition with most of the work.</source>
        <translation>Interaktive Lektionen darüber, warum Schlüssel gleichmäßig auf Partitionen verteilt sein können und eine Partition trotzdem den Großteil der Arbeit trägt.</translation>
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
        <translation>Eine Kurslektion zum Unterschied zwischen Schlüssel- und Lastverteilung, samt der Übung zu Unterschlüsseln.</translation>
    </message>
    <message>
        <source>A four-step classroom lab on predicting the most loaded owner of twelve keys.</source>
        <translation>Eine Laborübung in vier Schritten: vorhersagen, welcher Besitzer von zwölf Schlüsseln am stärksten belastet wird.</translation>
    </message>
    <message>
        <source>A cloud provider&apos;s public advice to design partition keys around access patterns.</source>
        <translation>Die öffentliche Empfehlung eines Cloud-Anbieters, Partitionsschlüssel nach den Zugriffsmustern zu entwerfen.</translation>
    </message>
    <message>
        <source>A managed in-memory store&apos;s documentation on throttling writes to search-indexed keys.</source>
        <translation>Die Dokumentation eines verwalteten In-Memory-Speichers zur Drosselung von Schreibzugriffen auf Schlüssel in einem Suchindex.</translation>
    </message>
    <message>
        <source>All figures in the lessons are for teaching. Capacities, rates and the four-requests-per-step rule are chosen to make the effect easy to see; they are not measurements of any product.</source>
        <translation>Alle Zahlen in den Lektionen dienen dem Unterricht. Kapazitäten, Raten und die Annahme, dass eine Partition je Schritt höchstens vier Anfragen schafft, sind so gewählt, dass der Effekt gut sichtbar wird; gemessen wurde damit kein Produkt.</translation>
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
        <extracomment>Menu with display settings (text size, high contrast)</extracomment>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Menus</source>
        <extracomment>Screen-reader name of the menu bar</extracomment>
        <translation>Menüs</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <extracomment>Menu with the teacher&apos;s commands (export the sheets, reset all)</extracomment>
        <translation>&amp;Datei</translation>
    </message>
</context>
<context>
    <name>AppMenuEntries</name>
    <message>
        <source>Switches the whole app to this language</source>
        <extracomment>Screen-reader description of an entry in the Language menu</extracomment>
        <translation>Schaltet die ganze App auf diese Sprache um</translation>
    </message>
    <message>
        <source>&amp;Larger text</source>
        <translation>&amp;Größere Schrift</translation>
    </message>
    <message>
        <source>&amp;Smaller text</source>
        <translation>&amp;Kleinere Schrift</translation>
    </message>
    <message>
        <source>&amp;Normal text size</source>
        <extracomment>Resets the text size to 100%</extracomment>
        <translation>&amp;Normale Schriftgröße</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <extracomment>Checkable menu item: black-on-white colours with stronger lines, for projectors</extracomment>
        <translation>&amp;Hoher Kontrast</translation>
    </message>
    <message>
        <source>&amp;Keyboard help (%1)</source>
        <extracomment>Help menu entry; %1 is its shortcut, e.g. F1</extracomment>
        <translation>&amp;Tastaturhilfe (%1)</translation>
    </message>
    <message>
        <source>&amp;About Hotspot Lab</source>
        <translation>Ü&amp;ber Hotspot Lab</translation>
    </message>
    <message>
        <source>Reduce &amp;motion</source>
        <extracomment>Checkable menu item: the lab&apos;s request tokens stop sliding into place</extracomment>
        <translation>&amp;Bewegung reduzieren</translation>
    </message>
    <message>
        <source>&amp;Reset all lessons... (%1)</source>
        <extracomment>File menu entry; %1 is its shortcut. Asks before every lesson starts over.</extracomment>
        <translation>Alle Lektionen &amp;zurücksetzen … (%1)</translation>
    </message>
    <message>
        <source>&amp;Full screen (%1)</source>
        <extracomment>Checkable View menu entry; %1 is its shortcut, e.g. F11</extracomment>
        <translation>&amp;Vollbild (%1)</translation>
    </message>
    <message>
        <source>&amp;Presenter mode (%1)</source>
        <extracomment>Checkable View menu entry; %1 is its shortcut, e.g. F5. Hides the lesson list and makes all text large.</extracomment>
        <translation>&amp;Präsentationsmodus (%1)</translation>
    </message>
    <message>
        <source>Export &amp;worksheet...</source>
        <extracomment>File menu entry: saves the current lesson&apos;s worksheet as PDF</extracomment>
        <translation>&amp;Arbeitsblatt exportieren …</translation>
    </message>
    <message>
        <source>Export &amp;answer sheet...</source>
        <extracomment>File menu entry: saves the current lesson&apos;s answer sheet for the teacher as PDF</extracomment>
        <translation>&amp;Lösungsblatt exportieren …</translation>
    </message>
    <message>
        <source>Export &amp;chart or table...</source>
        <extracomment>File menu entry: saves one of the page&apos;s charts as PNG or its results as CSV</extracomment>
        <translation>&amp;Diagramm oder Tabelle exportieren …</translation>
    </message>
</context>
<context>
    <name>ChartContextMenu</name>
    <message>
        <source>Save chart as PNG...</source>
        <extracomment>In a chart&apos;s context menu</extracomment>
        <translation>Diagramm als PNG speichern …</translation>
    </message>
    <message>
        <source>Export table as CSV...</source>
        <extracomment>In a chart&apos;s context menu: saves the run behind the chart as a table</extracomment>
        <translation>Tabelle als CSV exportieren …</translation>
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
        <translation>Das doppelte Anführungszeichen bei Zeichen %1 wird nicht geschlossen. Ergänzen Sie das schließende &quot; (ein Anführungszeichen im Text schreiben Sie als \&quot;).</translation>
    </message>
    <message>
        <source>The single quote at character %1 is never closed. Add the closing &apos; (write \&apos; for a quote inside the text).</source>
        <extracomment>%1 is a character position, counted from 1</extracomment>
        <translation>Das einfache Anführungszeichen bei Zeichen %1 wird nicht geschlossen. Ergänzen Sie das schließende &apos; (ein einfaches Anführungszeichen im Text schreiben Sie als \&apos;).</translation>
    </message>
    <message>
        <source>Character %1 follows a closing quote directly. The command-line client expects a space or the end of the line after a closing quote.</source>
        <extracomment>%1 is a character position, counted from 1</extracomment>
        <translation>Zeichen %1 steht direkt hinter einem schließenden Anführungszeichen. Der Kommandozeilen-Client erwartet dort ein Leerzeichen oder das Zeilenende.</translation>
    </message>
    <message>
        <source>“%1” is not a command this checker knows. It knows every command on the service&apos;s throttling list and common commands such as GET, HGET, JSON.GET, FT.SEARCH and SET.</source>
        <extracomment>%1 is the word the student typed as command name</extracomment>
        <translation>„%1“ ist kein Befehl, den diese Prüfung kennt. Sie kennt alle Befehle auf der Drosselungsliste des Dienstes und gängige Befehle wie GET, HGET, JSON.GET, FT.SEARCH und SET.</translation>
    </message>
    <message numerus="yes">
        <source>%1 does not take %n argument(s). Its form is: %2</source>
        <extracomment>%n how many arguments the student typed, %1 the command&apos;s name, %2 its syntax (e.g. &quot;HDEL key field [field ...]&quot;)</extracomment>
        <translation>
            <numerusform>Mit %n Argument ist %1 nicht gültig. Die Syntax lautet: %2</numerusform>
            <numerusform>Mit %n Argumenten ist %1 nicht gültig. Die Syntax lautet: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 only reads. Reads are never throttled, whatever key they touch.</source>
        <translation>%1 liest nur. Lesebefehle werden nie gedrosselt, egal welchen Schlüssel sie betreffen.</translation>
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
    <name>DetectPage</name>
    <message>
        <source>Finding the hot key</source>
        <translation>Den Hot Key finden</translation>
    </message>
    <message>
        <source>Per-partition metrics say where the load is; only counting per key says which key brings it.</source>
        <translation>Metriken je Partition zeigen, wo die Last liegt; erst das Zählen je Schlüssel zeigt, welcher Schlüssel sie verursacht.</translation>
    </message>
    <message>
        <source>Exact counts need memory for every key seen. A count-min sketch needs a fixed width × depth table, and its estimates are never too low.</source>
        <translation>Exakte Zählung braucht Speicher für jeden gesehenen Schlüssel. Ein Count-Min-Sketch braucht eine feste Tabelle aus Breite × Tiefe Zählern, und seine Schätzungen sind nie zu niedrig.</translation>
    </message>
    <message>
        <source>Width sets how far too high an estimate may be (epsilon = e / width); depth sets how rarely a key misses that bound (delta = e^-depth).</source>
        <translation>Die Breite (width) legt fest, wie weit eine Schätzung zu hoch liegen darf (epsilon = e / width); die Tiefe (depth) legt fest, wie selten ein Schlüssel diese Schranke überschreitet (delta = e^-depth).</translation>
    </message>
    <message>
        <source>Hot keys shift. A detector that never forgets keeps naming yesterday&apos;s key; decay lets it follow, at the price of counts that are no longer totals.</source>
        <translation>Hot Keys wechseln. Ein Detektor, der nie vergisst, nennt weiter den Schlüssel von gestern. Mit Abklingen folgt er dem Wechsel, zum Preis von Zählerständen, die keine Gesamtzahlen mehr sind.</translation>
    </message>
    <message>
        <source>Where, but not which</source>
        <translation>Wo, aber nicht welcher</translation>
    </message>
    <message>
        <source>Your dashboard shows requests per partition, and partition 5 gets three times the average. So one of its keys is probably hot. But partition 5 holds thousands of keys, and the dashboard cannot tell them apart. To find the one, something has to count per key, on a stream of requests that never ends.</source>
        <translation>Ihr Dashboard zeigt Anfragen je Partition, und Partition 5 bekommt das Dreifache des Mittelwerts. Einer ihrer Schlüssel ist also wahrscheinlich heiß. Aber Partition 5 enthält Tausende Schlüssel, und das Dashboard kann sie nicht auseinanderhalten. Um den einen zu finden, muss je Schlüssel gezählt werden, und zwar in einem Strom von Anfragen, der nie endet.</translation>
    </message>
    <message>
        <source>Three ways to count</source>
        <translation>Drei Arten zu zählen</translation>
    </message>
    <message>
        <source>Exact counting keeps a counter for every key it has seen, about 16 bytes with the key and its share of a hash table. It is never wrong, but its memory grows with every new key, and a busy stream brings thousands of new keys every minute.</source>
        <translation>Die exakte Zählung führt einen Zähler für jeden Schlüssel, den sie gesehen hat: etwa 16&#xa0;Byte samt Schlüssel und seinem Anteil an einer Hashtabelle. Sie liegt nie falsch, aber ihr Speicher wächst mit jedem neuen Schlüssel, und bei hohem Aufkommen bringt der Strom jede Minute Tausende neue Schlüssel.</translation>
    </message>
    <message>
        <source>A count-min sketch is a fixed table of counters: a number of rows (the depth), each with the same number of counters (the width). Here that is 4 rows of 2,048 counters of 4 bytes, 32 KiB, however many keys arrive. Each row has its own hash function that picks one counter for a key, and every request adds 1 to its key&apos;s counter in each row. To estimate a key, read its counter in every row and take the smallest. A list of the 10 keys with the highest estimates, the top-k list, names the hot key.</source>
        <translation>Ein Count-Min-Sketch ist eine feste Tabelle aus Zählern: einige Zeilen (die Tiefe) mit jeweils gleich vielen Zählern (die Breite). Hier sind das 4 Zeilen mit je 2.048 Zählern zu 4&#xa0;Byte, also 32&#xa0;KiB, egal wie viele Schlüssel ankommen. Jede Zeile hat ihre eigene Hashfunktion, die für einen Schlüssel einen Zähler auswählt, und jede Anfrage erhöht den Zähler ihres Schlüssels in jeder Zeile um 1. Für die Schätzung eines Schlüssels lesen Sie seinen Zähler in jeder Zeile und nehmen den kleinsten. Eine Liste der 10 Schlüssel mit den höchsten Schätzungen, die Top-k-Liste, nennt den Hot Key.</translation>
    </message>
    <message>
        <source>Press Play to send the stream through all three detectors at once, or +10,000 requests to go in steps. The figures at the top of the simulation show which key each detector names and what its memory costs.</source>
        <translation>Drücken Sie auf „Abspielen“, um den Strom gleichzeitig durch alle drei Detektoren zu schicken, oder auf „+10.000 Anfragen“, um schrittweise vorzugehen. Die Angaben oben in der Simulation zeigen, welchen Schlüssel jeder Detektor nennt und was sein Speicher kostet.</translation>
    </message>
    <message>
        <source>Predict: a narrow sketch</source>
        <translation>Vorhersage: ein schmaler Sketch</translation>
    </message>
    <message>
        <source>Before you press Play: fewer counters per row means more keys share each counter. Decide what that does to the estimates, then commit.</source>
        <translation>Bevor Sie auf „Abspielen“ drücken: Weniger Zähler pro Zeile bedeuten, dass sich mehr Schlüssel einen Zähler teilen. Überlegen Sie, was das für die Schätzungen bedeutet, und legen Sie sich dann fest.</translation>
    </message>
    <message>
        <source>Predict: after the shift</source>
        <translation>Vorhersage: nach dem Wechsel</translation>
    </message>
    <message>
        <source>Commit this one before you press Play, too. Then run the stream again with decay on (Settings, Decay) and predict once more.</source>
        <translation>Legen Sie sich auch hier fest, bevor Sie auf „Abspielen“ drücken. Lassen Sie den Strom danach noch einmal mit Abklingen laufen (Einstellungen, Abklingen) und geben Sie erneut eine Vorhersage ab.</translation>
    </message>
    <message>
        <source>What the sketch promises</source>
        <translation>Was der Sketch verspricht</translation>
    </message>
    <message>
        <source>Requests only ever add to a counter. Every counter a key touches holds that key&apos;s own requests plus those of the other keys that share it. The smallest of them can therefore be too high, never too low: the sketch&apos;s error is one-sided.</source>
        <translation>Anfragen erhöhen einen Zähler nur, sie verringern ihn nie. Jeder Zähler, den ein Schlüssel trifft, enthält die Anfragen dieses Schlüssels und dazu die der anderen Schlüssel, die sich den Zähler mit ihm teilen. Der kleinste dieser Zähler kann deshalb zu hoch sein, aber nie zu niedrig: Der Fehler des Sketches ist einseitig.</translation>
    </message>
    <message>
        <source>How far too high depends on the width. Call N the number of requests counted so far and epsilon = e / width, about 0.13% at 2,048 counters per row. For any key, the chance that its estimate is more than epsilon × N too high is at most delta = e^-depth, about 1.8% with 4 rows. Wider rows make the error smaller; more rows make a large error rarer.</source>
        <translation>Wie weit die Schätzung zu hoch liegen kann, hängt von der Breite ab. N sei die Zahl der bisher gezählten Anfragen und epsilon = e / width, bei 2.048 Zählern pro Zeile (width = 2.048) etwa 0,13&#xa0;%. Für jeden Schlüssel ist die Wahrscheinlichkeit, dass seine Schätzung um mehr als epsilon × N zu hoch liegt, höchstens delta = e^-depth, bei 4 Zeilen (depth = 4) etwa 1,8&#xa0;%. Breitere Zeilen machen den Fehler kleiner; mehr Zeilen machen einen großen Fehler seltener.</translation>
    </message>
    <message>
        <source>What it does not promise: that every key stays within the bound (about one key in 55 may not), that a rare key&apos;s estimate means anything, or which keys exist at all. The top-k list remembers the keys, and only those it has seen with a high estimate.</source>
        <translation>Was er nicht verspricht: dass jeder Schlüssel innerhalb der Schranke bleibt (etwa jeder 55. Schlüssel kann darüber liegen) oder dass die Schätzung eines seltenen Schlüssels etwas aussagt. Er sagt auch nicht, welche Schlüssel es überhaupt gibt. Die Schlüssel merkt sich die Top-k-Liste, und zwar nur die, die sie mit einer hohen Schätzung gesehen hat.</translation>
    </message>
    <message>
        <source>The tab “The sketch” draws a sketch of width 64 or less cell by cell. Look up the hot key, then a key that shares its counter in row 1: that row alone would give the small key the hot key&apos;s count, and the other rows bring the estimate back down. That is what depth is for.</source>
        <translation>Der Reiter „Der Sketch“ zeichnet einen Sketch mit einer Breite von 64 oder weniger Zelle für Zelle. Schlagen Sie den Hot Key nach, dann einen Schlüssel, der sich in Zeile 1 einen Zähler mit ihm teilt: Diese Zeile allein würde dem seltenen Schlüssel den Zählerstand des Hot Keys zuschreiben; die anderen Zeilen korrigieren die Schätzung wieder nach unten. Dafür ist die Tiefe da.</translation>
    </message>
    <message>
        <source>Why detection must forget</source>
        <translation>Warum die Erkennung vergessen muss</translation>
    </message>
    <message>
        <source>Counts over the whole stream remember everything. After the shift the old hot key stops growing, but it keeps its lead for a long time: 20,000 requests later it still has more than twice the requests of the new one. A detector built on lifetime counts keeps naming it, and a fix aimed at it misses the key that hurts now.</source>
        <translation>Zählungen über den ganzen Strom vergessen nichts. Nach dem Wechsel legt der alte Hot Key nicht mehr zu, behält seinen Vorsprung aber lange: 20.000 Anfragen später hat er noch mehr als doppelt so viele Anfragen wie der neue. Ein Detektor, der alles seit dem Start zählt, nennt weiter den alten, und eine Gegenmaßnahme, die auf ihn zielt, verfehlt den Schlüssel, der jetzt Schaden anrichtet.</translation>
    </message>
    <message>
        <source>Decay halves every counter and every estimate on the top-k list after each period, say every 5,000 requests. Old requests then weigh less and less, and within a few periods the list names the new hot key. The price: a decayed count is no longer a total, so it cannot be used for billing or for a limit per day.</source>
        <translation>Das Abklingen halbiert nach jeder Periode, etwa alle 5.000 Anfragen, jeden Zähler und jede Schätzung auf der Top-k-Liste. Alte Anfragen fallen dann immer weniger ins Gewicht, und innerhalb weniger Perioden nennt die Liste den neuen Hot Key. Der Preis: Ein abgeklungener Zählerstand ist keine Gesamtzahl mehr, er taugt also weder zur Abrechnung noch für ein Tageslimit.</translation>
    </message>
    <message>
        <source>What to do with a detected key</source>
        <translation>Was mit einem erkannten Schlüssel zu tun ist</translation>
    </message>
    <message>
        <source>A key that is mostly read: put a cache in front of it, as in the lab&apos;s “try a fix”.</source>
        <translation>Ein Schlüssel, der vor allem gelesen wird: Schalten Sie einen Cache davor, wie im Labor unter „Gegenmaßnahmen ausprobieren“.</translation>
    </message>
    <message>
        <source>A key that is mostly written: split it into sub-keys. The lesson “Splitting a hot key” works out how many.</source>
        <translation>Ein Schlüssel, auf den vor allem geschrieben wird: Teilen Sie ihn in Unterschlüssel auf. Wie viele es sein müssen, rechnet die Lektion „Einen Hot Key aufteilen“ aus.</translation>
    </message>
    <message>
        <source>A key that stays hot for weeks and crowds its neighbours: move it to a partition of its own.</source>
        <translation>Ein Schlüssel, der wochenlang heiß bleibt und seine Nachbarn verdrängt: Verlegen Sie ihn auf eine eigene Partition.</translation>
    </message>
    <message>
        <source>Let the top-k list switch the fix on, and, with decay, off again once the key has cooled down.</source>
        <translation>Lassen Sie die Top-k-Liste die Gegenmaßnahme einschalten und, mit Abklingen, wieder ausschalten, sobald der Schlüssel abgekühlt ist.</translation>
    </message>
    <message>
        <source>Limits of the model</source>
        <translation>Grenzen des Modells</translation>
    </message>
    <message>
        <source>One detector sees every request. A real system counts on every node; sketches with the same width, depth and hashes can be added up cell by cell to give the whole picture.</source>
        <translation>Ein einziger Detektor sieht jede Anfrage. Ein echtes System zählt auf jedem Knoten; Sketches mit gleicher Breite, gleicher Tiefe und gleichen Hashfunktionen lassen sich Zelle für Zelle addieren und ergeben so das Gesamtbild.</translation>
    </message>
    <message>
        <source>The stream is made up: a fixed skew with one hot key. Real traffic has daily cycles, bursts and many keys that warm up slowly.</source>
        <translation>Der Strom ist erfunden: eine feste Schieflage mit einem Hot Key. Echter Verkehr hat Tageszyklen, Lastschübe und viele Schlüssel, die langsam warm werden.</translation>
    </message>
    <message>
        <source>Halving at fixed request counts is the simplest decay. Real detectors often decay by time, or keep one sketch per minute in a sliding window.</source>
        <translation>Halbieren nach einer festen Zahl von Anfragen ist das einfachste Abklingen. Echte Detektoren lassen ihre Zähler oft zeitabhängig abklingen oder führen je Minute einen eigenen Sketch in einem gleitenden Zeitfenster.</translation>
    </message>
    <message>
        <source>Sampling here takes every 100th request. A real sampler picks at random, which gives the same averages with more scatter.</source>
        <translation>Die Stichprobe nimmt hier jede 100. Anfrage. Ein echtes Stichprobenverfahren wählt zufällig aus; das ergibt dieselben Mittelwerte, aber mehr Streuung.</translation>
    </message>
    <message>
        <source>Discussion</source>
        <translation>Fragen zur Diskussion</translation>
    </message>
    <message>
        <source>1. Your service runs on 200 nodes, each with a 32 KiB sketch. What would exact counts of 5 million keys cost on each node, at 16 bytes per key?</source>
        <translation>1. Ihr Dienst läuft auf 200 Knoten, jeder mit einem Sketch von 32&#xa0;KiB. Was würde eine exakte Zählung von 5 Millionen Schlüsseln auf jedem Knoten kosten, bei 16&#xa0;Byte pro Schlüssel?</translation>
    </message>
    <message>
        <source>3. A shop&apos;s best sellers change every day, at 10,000 requests a second. Which decay period would you choose, and what goes wrong if it is much too short?</source>
        <translation>3. Die Bestseller eines Shops wechseln jeden Tag, bei 10.000 Anfragen pro Sekunde. Welche Abklingperiode würden Sie wählen, und was geht schief, wenn sie viel zu kurz ist?</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>Graham Cormode and S. Muthukrishnan: “An improved data stream summary: the count-min sketch and its applications”. Journal of Algorithms 55 (1), 2005.</source>
        <translation>Graham Cormode und S. Muthukrishnan: „An improved data stream summary: the count-min sketch and its applications“. Journal of Algorithms 55 (1), 2005.</translation>
    </message>
    <message>
        <source>Graham Cormode and Ke Yi: “Small Summaries for Big Data”. Cambridge University Press, 2020.</source>
        <translation>Graham Cormode und Ke Yi: „Small Summaries for Big Data“. Cambridge University Press, 2020.</translation>
    </message>
    <message>
        <source>One partition runs at 95% CPU while the others stay below 40%. Its metrics say where the load lands, not which key brings it. Count the keys three ways, exactly, by sampling and with a count-min sketch, and see what each costs and whether it still names the right key once the hot key moves on.</source>
        <translation>Eine Partition läuft mit 95&#xa0;% CPU-Last, die anderen bleiben unter 40&#xa0;%. Ihre Metriken zeigen, wo die Last anfällt, aber nicht, welcher Schlüssel sie verursacht. Zählen Sie die Schlüssel auf drei Arten – exakt, per Stichprobe und mit einem Count-Min-Sketch – und sehen Sie, was jede Art kostet und ob sie noch den richtigen Schlüssel nennt, wenn der Hot Key weiterzieht.</translation>
    </message>
    <message>
        <source>The simulation sends requests for 100,000 keys. Most keys are rare, no other key gets more than about 3% of the requests, and one hot key gets 10%. At request 50,000 another key becomes the hot one, the way a product that was everywhere yesterday gives way to today&apos;s.</source>
        <translation>Die Simulation sendet Anfragen für 100.000 Schlüssel. Die meisten Schlüssel werden selten angefragt; ein Hot Key bekommt 10&#xa0;% der Anfragen, kein anderer Schlüssel mehr als etwa 3&#xa0;%. Bei Anfrage 50.000 wird ein anderer Schlüssel zum Hot Key – so wie ein Produkt, das gestern überall war, dem von heute weicht.</translation>
    </message>
    <message>
        <source>Sampling counts only one request in 100 and multiplies by 100. The hot key, with thousands of requests, comes out roughly right, often within a quarter of its true count. A key with a handful of requests is either missed or counted as 100.</source>
        <translation>Die Stichprobe zählt nur eine von 100 Anfragen und multipliziert mit 100. Der Hot Key mit seinen Tausenden Anfragen kommt ungefähr richtig heraus, oft mit weniger als einem Viertel Abweichung. Ein Schlüssel mit einer Handvoll Anfragen wird entweder übersehen oder mit 100 gezählt.</translation>
    </message>
    <message>
        <source>This section explains what a narrow sketch shows. Commit your prediction, then choose a width of 64 or less with decay off and feed requests to read it.</source>
        <translation>Dieser Abschnitt erklärt, was ein schmaler Sketch zeigt. Legen Sie Ihre Vorhersage fest, wählen Sie dann bei ausgeschaltetem Abklingen eine Breite von 64 oder weniger und senden Sie Anfragen. Danach können Sie den Abschnitt lesen.</translation>
    </message>
    <message>
        <source>This section explains what happens after the shift. Commit your prediction and run the stream past request 70,000 with decay off to read it.</source>
        <translation>Dieser Abschnitt erklärt, was nach dem Wechsel geschieht. Legen Sie Ihre Vorhersage fest und lassen Sie den Strom bei ausgeschaltetem Abklingen über Anfrage 70.000 hinaus laufen. Danach können Sie den Abschnitt lesen.</translation>
    </message>
    <message>
        <source>What decay changes follows once a run with decay on has passed the same moment. Predict first.</source>
        <translation>Was das Abklingen ändert, steht hier, sobald ein Lauf mit eingeschaltetem Abklingen denselben Zeitpunkt überschritten hat. Geben Sie zuerst Ihre Vorhersage ab.</translation>
    </message>
    <message>
        <source>The lesson&apos;s summary appears here once your runs have answered both predictions: the narrow sketch, and the shift with decay off and on.</source>
        <translation>Die Zusammenfassung der Lektion erscheint hier, sobald Ihre Läufe beide Vorhersagen beantwortet haben: den schmalen Sketch und den Wechsel, ohne und mit Abklingen.</translation>
    </message>
    <message>
        <source>2. Why is a sketch&apos;s estimate good enough for finding hot keys, but not for charging customers per request?</source>
        <translation>2. Warum genügt die Schätzung eines Sketches, um Hot Keys zu finden, aber nicht, um mit Kunden pro Anfrage abzurechnen?</translation>
    </message>
    <message>
        <source>5,000,000 × 16 bytes = %1 bytes, about %2 MiB on every node: some %3 times the sketch. On 200 nodes that is about %4 GiB instead of %5 MiB. The sketch stays the same size however many keys arrive; exact counts grow with every new key.</source>
        <extracomment>%1 bytes per node, %2 the same in MiB, %3 how many times the sketch, %4 all nodes in GiB, %5 all sketches in MiB</extracomment>
        <translation>5.000.000 × 16&#xa0;Byte = %1&#xa0;Byte, also etwa %2&#xa0;MiB auf jedem Knoten – rund %3-mal so viel wie der Sketch. Auf 200 Knoten sind das etwa %4&#xa0;GiB statt %5&#xa0;MiB. Der Sketch bleibt gleich groß, egal wie viele Schlüssel ankommen; die exakte Zählung wächst mit jedem neuen Schlüssel.</translation>
    </message>
    <message>
        <source>A hot key&apos;s count is far above the sketch&apos;s error of at most ε × N, so it still ranks first, and the sketch never misses it because it never counts too low. A bill needs each customer&apos;s exact count. The sketch may add up to ε × N to anyone&apos;s count, which for a small customer can be more than all of its real requests, and the error always goes one way: every customer would be charged too much.</source>
        <translation>Ein Hot Key liegt mit seinem Zählerstand weit über dem Fehler des Sketches von höchstens ε × N. Er steht deshalb weiterhin an erster Stelle, und der Sketch übersieht ihn nie, weil er nie zu niedrig zählt. Eine Rechnung dagegen braucht die exakte Anzahl je Kunde. Der Sketch kann jedem Zählerstand bis zu ε × N hinzufügen, bei einem kleinen Kunden womöglich mehr als alle seine echten Anfragen, und der Fehler geht immer in dieselbe Richtung: Jedem Kunden würde zu viel berechnet.</translation>
    </message>
    <message>
        <source>10,000 requests a second are 864 million a day. Halving every hour or so (36 million requests) lets yesterday&apos;s best seller fade within a few hours while today&apos;s builds a clear lead. Much too short, say every 1,000 requests, and the counts cover a tenth of a second: a chance burst of an ordinary key looks hot, the top-k list flickers, and no steady hot key can build a lead.</source>
        <translation>10.000 Anfragen pro Sekunde sind 864 Millionen am Tag. Wird etwa stündlich halbiert (alle 36 Millionen Anfragen), verblasst der Bestseller von gestern innerhalb weniger Stunden, während der von heute einen klaren Vorsprung aufbaut. Ist die Periode viel zu kurz, etwa alle 1.000 Anfragen, decken die Zählerstände nur eine Zehntelsekunde ab: Ein zufälliger Lastschub eines gewöhnlichen Schlüssels wirkt heiß, die Top-k-Liste flackert, und kein dauerhafter Hot Key kann sich einen Vorsprung erarbeiten.</translation>
    </message>
</context>
<context>
    <name>DetectSimulation</name>
    <message>
        <source>key %1</source>
        <extracomment>A key of the request stream, e.g. &quot;key 8089&quot;; a dash before any request</extracomment>
        <translation>Schlüssel %1</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Noch einmal abspielen</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Pause the stream</source>
        <translation>Anfragestrom anhalten</translation>
    </message>
    <message>
        <source>Play the stream</source>
        <translation>Anfragestrom abspielen</translation>
    </message>
    <message>
        <source>+10,000 requests</source>
        <translation>+10.000 Anfragen</translation>
    </message>
    <message>
        <source>Send the next 10,000 requests</source>
        <translation>Die nächsten 10.000 Anfragen schicken</translation>
    </message>
    <message>
        <source>Reset run</source>
        <translation>Lauf zurücksetzen</translation>
    </message>
    <message>
        <source>Reset the run to request 0</source>
        <translation>Lauf auf Anfrage 0 zurücksetzen</translation>
    </message>
    <message>
        <source>Request %1 of %2. Hot right now: %3.</source>
        <extracomment>%1 requests so far, %2 the run&apos;s end, %3 the hot key now (e.g. &quot;key 8089&quot;)</extracomment>
        <translation>Anfrage %1 von %2. Gerade heiß: %3.</translation>
    </message>
    <message>
        <source>Exact counting names</source>
        <translation>Exakte Zählung nennt</translation>
    </message>
    <message>
        <source>Sampling 1 in %1 names</source>
        <extracomment>%1 the sampling rate, e.g. 100</extracomment>
        <translation>Stichprobe 1 von %1 nennt</translation>
    </message>
    <message>
        <source>The sketch&apos;s top-k names</source>
        <translation>Top-k-Liste des Sketches nennt</translation>
    </message>
    <message>
        <source>%1, fixed</source>
        <extracomment>%1 memory of the sketch; it does not grow</extracomment>
        <translation>%1, konstant</translation>
    </message>
    <message>
        <source>Settings (a change starts the run again)</source>
        <translation>Einstellungen (eine Änderung startet den Lauf neu)</translation>
    </message>
    <message>
        <source>Sketch width</source>
        <translation>Sketch-Breite</translation>
    </message>
    <message>
        <source>Sketch depth (rows)</source>
        <translation>Sketch-Tiefe (Zeilen)</translation>
    </message>
    <message>
        <source>Top-k list size</source>
        <translation>Größe der Top-k-Liste</translation>
    </message>
    <message>
        <source>Sampling</source>
        <translation>Stichprobe</translation>
    </message>
    <message>
        <source>1 in %1</source>
        <extracomment>A sampling rate: one request counted in %1</extracomment>
        <translation>1 von %1</translation>
    </message>
    <message>
        <source>Off</source>
        <extracomment>Decay choice: %1 requests</extracomment>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nie</translation>
    </message>
    <message>
        <source>This sketch: epsilon = e / width = %1, delta = e^-depth = %2, %3.</source>
        <extracomment>%1 epsilon in percent, %2 delta in percent, %3 the sketch&apos;s memory</extracomment>
        <translation>Dieser Sketch: epsilon = e / width = %1, delta = e^-depth = %2, %3.</translation>
    </message>
    <message>
        <source>Top keys</source>
        <translation>Top-Schlüssel</translation>
    </message>
    <message>
        <source>Over time</source>
        <translation>Im Zeitverlauf</translation>
    </message>
    <message>
        <source>The sketch</source>
        <translation>Der Sketch</translation>
    </message>
    <message>
        <source>The sketch&apos;s top keys: true count and estimates</source>
        <translation>Top-Schlüssel des Sketches: wahre Anzahl und Schätzungen</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>No requests yet. Press Play or +10,000 requests.</source>
        <translation>Noch keine Anfragen. Drücken Sie auf „Abspielen“ oder „+10.000 Anfragen“.</translation>
    </message>
    <message>
        <source>The sketch&apos;s top keys</source>
        <translation>Top-Schlüssel des Sketches</translation>
    </message>
    <message>
        <source>Bold: the key that is hot right now.</source>
        <translation>Fett: der Schlüssel, der gerade heiß ist.</translation>
    </message>
    <message>
        <source>Both hot keys: sketch estimate and true count</source>
        <translation>Beide Hot Keys: Sketch-Schätzung und wahre Anzahl</translation>
    </message>
    <message>
        <source>Requests so far (thousands)</source>
        <translation>Bisherige Anfragen (in Tausend)</translation>
    </message>
    <message>
        <source>Old hot key, estimate</source>
        <translation>Alter Hot Key, Schätzung</translation>
    </message>
    <message>
        <source>Old hot key, true count (dashed)</source>
        <translation>Alter Hot Key, wahre Anzahl (gestrichelt)</translation>
    </message>
    <message>
        <source>New hot key, estimate</source>
        <translation>Neuer Hot Key, Schätzung</translation>
    </message>
    <message>
        <source>New hot key, true count (dashed)</source>
        <translation>Neuer Hot Key, wahre Anzahl (gestrichelt)</translation>
    </message>
    <message>
        <source>Old hot key %1: estimate %2, true count %3. New hot key %4: estimate %5, true count %6.</source>
        <extracomment>%1 the old hot key, %2 its estimate, %3 its true count, %4-%6 the same for the new hot key</extracomment>
        <translation>Alter Hot Key %1: Schätzung %2, wahre Anzahl %3. Neuer Hot Key %4: Schätzung %5, wahre Anzahl %6.</translation>
    </message>
    <message>
        <source>Memory per detector</source>
        <translation>Speicher je Detektor</translation>
    </message>
    <message>
        <source>KiB</source>
        <translation>KiB</translation>
    </message>
    <message>
        <source>Exact counting</source>
        <translation>Exakte Zählung</translation>
    </message>
    <message>
        <source>Count-min sketch</source>
        <translation>Count-Min-Sketch</translation>
    </message>
    <message>
        <source>Exact counting %1, sampling %2, count-min sketch %3.</source>
        <extracomment>%1-%3 memory sizes</extracomment>
        <translation>Exakte Zählung %1, Stichprobe %2, Count-Min-Sketch %3.</translation>
    </message>
    <message>
        <source>The largest overestimates and the bound epsilon × N</source>
        <translation>Die größten Überschätzungen und die Schranke epsilon × N</translation>
    </message>
    <message>
        <source>Estimate minus true count</source>
        <translation>Schätzung minus wahre Anzahl</translation>
    </message>
    <message>
        <source>Keys, worst first</source>
        <translation>Schlüssel, größter Fehler zuerst</translation>
    </message>
    <message>
        <source>Overestimate of a key</source>
        <translation>Überschätzung eines Schlüssels</translation>
    </message>
    <message>
        <source>epsilon × N (dashed)</source>
        <translation>epsilon × N (gestrichelt)</translation>
    </message>
    <message>
        <source>Largest overestimate %1, bound %2; %3 of %4 keys are within it.</source>
        <extracomment>%1 largest overestimate, %2 the bound, %3 share of keys within it, %4 keys seen</extracomment>
        <translation>Größte Überschätzung %1, Schranke %2; %3 der %4 Schlüssel liegen innerhalb der Schranke.</translation>
    </message>
    <message>
        <source>epsilon × N is %1 now; %2 of the %3 keys seen are within it.</source>
        <extracomment>%1 epsilon × N, %2 share of keys within it, %3 keys seen</extracomment>
        <translation>epsilon × N liegt jetzt bei %1; %2 der %3 bisher gesehenen Schlüssel bleiben innerhalb dieser Schranke.</translation>
    </message>
    <message>
        <source>The smallest overestimate is %1: no estimate is below its true count unless decay has halved the counters.</source>
        <extracomment>%1 the smallest overestimate over the keys seen</extracomment>
        <translation>Die kleinste Überschätzung beträgt %1: Keine Schätzung liegt unter ihrer wahren Anzahl, es sei denn, das Abklingen hat die Zähler halbiert.</translation>
    </message>
    <message>
        <source>Views of the run</source>
        <translation>Ansichten des Laufs</translation>
    </message>
    <message>
        <source>Hot key shifts at request</source>
        <translation>Hot Key wechselt bei Anfrage</translation>
    </message>
    <message numerus="yes">
        <source>%1 for %2 key(s)</source>
        <extracomment>%1 memory, %2 how many keys it counts</extracomment>
        <translation>
            <numerusform>%1 für %2 Schlüssel</numerusform>
            <numerusform>%1 für %2 Schlüssel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 request(s)</source>
        <translation>
            <numerusform>%1 Anfrage</numerusform>
            <numerusform>%1 Anfragen</numerusform>
        </translation>
    </message>
    <message>
        <source>Decay of the sketch and its top-k list: halve every</source>
        <translation>Abklingen von Sketch und Top-k-Liste: halbieren alle</translation>
    </message>
    <message>
        <source>Red: the detector names a key that is not the hot key right now.</source>
        <translation>Rot: Der Detektor nennt einen Schlüssel, der gerade nicht der Hot Key ist.</translation>
    </message>
    <message>
        <source>With decay on, the sketch&apos;s estimates are halved counts, not totals, so they are not compared with the true counts.</source>
        <translation>Mit Abklingen sind die Schätzungen des Sketches halbierte Zählerstände, keine Gesamtzahlen; deshalb werden sie nicht mit den wahren Anzahlen verglichen.</translation>
    </message>
    <message>
        <source>Your prediction for the narrow sketch: %1</source>
        <translation>Ihre Vorhersage zum schmalen Sketch: %1</translation>
    </message>
    <message>
        <source>Your prediction for the shift: %1</source>
        <translation>Ihre Vorhersage zum Wechsel: %1</translation>
    </message>
    <message>
        <source>Top keys: true count, sketch and sampled estimates</source>
        <extracomment>Names the detector&apos;s table in the export dialog</extracomment>
        <translation>Top-Schlüssel: wahre Anzahl und Schätzungen von Sketch und Stichprobe</translation>
    </message>
</context>
<context>
    <name>DetectSketchGrid</name>
    <message>
        <source>Look up a key to see the counters it touches.</source>
        <translation>Schlagen Sie einen Schlüssel nach, um die Zähler zu sehen, die er trifft.</translation>
    </message>
    <message>
        <source>Look up the hot key</source>
        <translation>Hot Key nachschlagen</translation>
    </message>
    <message>
        <source>Darker cells have counted more. Outlined: the counters the key touches, one per row. Filled red: the smallest of them, the estimate.</source>
        <translation>Dunklere Zellen haben mehr gezählt. Umrandet: die Zähler, die der Schlüssel trifft, einer pro Zeile. Rot gefüllt: der kleinste davon, die Schätzung.</translation>
    </message>
    <message>
        <source>Too many counters to draw one by one. Choose a width of 64 or less to see every cell.</source>
        <translation>Zu viele Zähler, um sie einzeln zu zeichnen. Wählen Sie eine Breite von 64 oder weniger, um jede Zelle zu sehen.</translation>
    </message>
    <message numerus="yes">
        <source>Sketch counters: %n row(s) of %1</source>
        <extracomment>The sketch grid for screen readers; %n rows, %1 counters per row</extracomment>
        <translation>
            <numerusform>Sketch-Zähler: %n Zeile mit %1</numerusform>
            <numerusform>Sketch-Zähler: %n Zeilen mit je %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 counters in each of %n row(s); %2 of them have counted something, the largest holds %3.</source>
        <extracomment>%1 counters per row, %n rows, %2 percent of counters above zero, %3 the largest counter</extracomment>
        <translation>
            <numerusform>%1 Zähler in %n Zeile; %2 davon haben schon etwas gezählt, der größte steht bei %3.</numerusform>
            <numerusform>%1 Zähler in jeder der %n Zeilen; %2 davon haben schon etwas gezählt, der größte steht bei %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>row %1: %2</source>
        <extracomment>One of a looked-up key&apos;s counters; %1 the row, counted from 1, %2 the counter&apos;s value</extracomment>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>Key %1 touches one counter in each row (%2). The estimate is the smallest, %3; the true count is %4.</source>
        <extracomment>%1 a key, %2 the key&apos;s counters row by row, %3 the smallest (the estimate), %4 its true count</extracomment>
        <translation>Schlüssel %1 trifft in jeder Zeile einen Zähler (%2). Die Schätzung ist der kleinste davon, %3; die wahre Anzahl ist %4.</translation>
    </message>
    <message>
        <source>Look up a key that shares the hot key&apos;s cell in row 1</source>
        <translation>Schlüssel mit der Zelle des Hot Keys in Zeile 1 nachschlagen</translation>
    </message>
    <message>
        <source>Row %1</source>
        <extracomment>Label of one row of the sketch&apos;s grid; %1 counted from 1</extracomment>
        <translation>Zeile %1</translation>
    </message>
    <message numerus="yes">
        <source>It shares the counter in row(s) %2 with hot key %1, so that counter holds the hot key&apos;s requests too. In the other rows it does not, and the smallest counter keeps the estimate low.</source>
        <extracomment>After the counters of a looked-up key; %1 the hot key, %2 the numbers of the rows it shares (%n of them)</extracomment>
        <translation>
            <numerusform>In Zeile %2 teilt er sich den Zähler mit Hot Key %1; dieser Zähler enthält also auch die Anfragen des Hot Keys. In den anderen Zeilen nicht, und der kleinste Zähler hält die Schätzung niedrig.</numerusform>
            <numerusform>In den Zeilen %2 teilt er sich die Zähler mit Hot Key %1; diese Zähler enthalten also auch die Anfragen des Hot Keys. In den anderen Zeilen nicht, und der kleinste Zähler hält die Schätzung niedrig.</numerusform>
        </translation>
    </message>
    <message>
        <source>It shares every counter with hot key %1, so its estimate is at least the hot key&apos;s count: no row can bring it down.</source>
        <extracomment>After the counters of a looked-up key that shares every counter with the hot key %1</extracomment>
        <translation>Er teilt sich jeden Zähler mit Hot Key %1; seine Schätzung ist also mindestens die Anzahl des Hot Keys, und keine Zeile kann sie senken.</translation>
    </message>
</context>
<context>
    <name>DetectTopKeysModel</name>
    <message>
        <source>Key</source>
        <extracomment>Column of the detect lesson&apos;s top-k table</extracomment>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>True count</source>
        <extracomment>Column of the detect lesson&apos;s top-k table: exact count of requests</extracomment>
        <translation>Wahre Anzahl</translation>
    </message>
    <message>
        <source>Sketch estimate</source>
        <extracomment>Column of the detect lesson&apos;s top-k table: the count-min sketch&apos;s estimate</extracomment>
        <translation>Sketch-Schätzung</translation>
    </message>
    <message>
        <source>Sampled estimate</source>
        <extracomment>Column of the detect lesson&apos;s top-k table: the sampled count times the sampling rate</extracomment>
        <translation>Stichproben-Schätzung</translation>
    </message>
    <message>
        <source>Sketch error</source>
        <extracomment>Column of the detect lesson&apos;s top-k table: sketch estimate minus true count</extracomment>
        <translation>Sketch-Fehler</translation>
    </message>
    <message>
        <source>No key counted yet.</source>
        <translation>Noch kein Schlüssel gezählt.</translation>
    </message>
    <message>
        <source>key %1: true count %2, sketch %3, sampled %4</source>
        <extracomment>One row of the top-k table for screen readers: %1 a key, %2 true count, %3 sketch estimate, %4 sampled estimate</extracomment>
        <translation>Schlüssel %1: wahre Anzahl %2, Sketch %3, Stichprobe %4</translation>
    </message>
    <message>
        <source>Sketch estimate (halved)</source>
        <extracomment>Column of the detect lesson&apos;s top-k table with decay on: the sketch&apos;s estimate from halved counters</extracomment>
        <translation>Sketch-Schätzung (halbiert)</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>File</source>
        <extracomment>Label of the field with the exported file&apos;s name</extracomment>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Saved: %1</source>
        <extracomment>After a successful export; %1 is the file</extracomment>
        <translation>Gespeichert: %1</translation>
    </message>
</context>
<context>
    <name>ExportRunDialog</name>
    <message>
        <source>Export chart or table</source>
        <translation>Diagramm oder Tabelle exportieren</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>Writes the chosen chart or table to the file</extracomment>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>What to export</source>
        <extracomment>Label of the list of the page&apos;s charts and tables</extracomment>
        <translation>Was möchten Sie exportieren?</translation>
    </message>
    <message>
        <source>Saving...</source>
        <extracomment>While a chart is being drawn into its file</extracomment>
        <translation>Wird gespeichert …</translation>
    </message>
    <message>
        <source>Lesson: %1.</source>
        <extracomment>In the export dialog: %1 the lesson&apos;s title</extracomment>
        <translation>Lektion: %1.</translation>
    </message>
    <message>
        <source>Nothing on this page can be exported right now: open a part of the page that shows a chart.</source>
        <extracomment>In the export dialog, on a page whose charts are all hidden</extracomment>
        <translation>Auf dieser Seite lässt sich im Moment nichts exportieren: Öffnen Sie einen Teil der Seite, in dem ein Diagramm zu sehen ist.</translation>
    </message>
    <message>
        <source>The table has commas between values and a dot before decimals, without digit grouping. A spreadsheet set to German or Indonesian may read it wrongly when the file is opened directly: import it instead and choose comma as the separator and English (USA) as the language.</source>
        <extracomment>In the export dialog, for a table</extracomment>
        <translation>Die Tabelle trennt die Werte durch Kommas und verwendet einen Punkt als Dezimaltrennzeichen, ohne Tausendertrennzeichen. Eine Tabellenkalkulation, die auf Deutsch oder Indonesisch eingestellt ist, liest sie möglicherweise falsch, wenn Sie die Datei direkt öffnen: Importieren Sie sie stattdessen und wählen Sie als Trennzeichen „Komma“ und als Sprache „Englisch (USA)“.</translation>
    </message>
</context>
<context>
    <name>ExportSheetDialog</name>
    <message>
        <source>Export answer sheet</source>
        <extracomment>Title of the dialog that saves a lesson&apos;s answer sheet as PDF</extracomment>
        <translation>Lösungsblatt exportieren</translation>
    </message>
    <message>
        <source>Export worksheet</source>
        <extracomment>Title of the dialog that saves a lesson&apos;s worksheet as PDF</extracomment>
        <translation>Arbeitsblatt exportieren</translation>
    </message>
    <message>
        <source>Save PDF</source>
        <extracomment>Writes the sheet to the chosen file</extracomment>
        <translation>PDF speichern</translation>
    </message>
    <message>
        <source>Lesson: %1. The sheet is written in the language of the app.</source>
        <extracomment>In the export dialog: %1 the lesson&apos;s title</extracomment>
        <translation>Lektion: %1. Das Blatt wird in der Sprache der App erstellt.</translation>
    </message>
    <message>
        <source>Paper</source>
        <extracomment>Label of the choice between A4 and Letter paper</extracomment>
        <translation>Papierformat</translation>
    </message>
    <message>
        <source>Letter</source>
        <extracomment>The US paper size</extracomment>
        <translation>US-Letter</translation>
    </message>
</context>
<context>
    <name>HotKeyDetector</name>
    <message>
        <source>When another key becomes hot, which key will the sketch&apos;s top-k list name 20,000 requests later?</source>
        <extracomment>%1 the request at which another key becomes hot, %2 that request plus 20,000</extracomment>
        <translation>Wenn ein anderer Schlüssel heiß wird: Welchen Schlüssel nennt die Top-k-Liste des Sketches 20.000 Anfragen später?</translation>
    </message>
    <message>
        <source>At request %1 another key becomes hot. With decay off, which key will the sketch&apos;s top-k list name at request %2?</source>
        <translation>Bei Anfrage %1 wird ein anderer Schlüssel heiß. Welchen Schlüssel nennt die Top-k-Liste des Sketches bei Anfrage %2, wenn das Abklingen aus ist?</translation>
    </message>
    <message>
        <source>The key that was hot before the shift</source>
        <translation>Der Schlüssel, der vor dem Wechsel heiß war</translation>
    </message>
    <message>
        <source>The key that is hot after the shift</source>
        <translation>Der Schlüssel, der nach dem Wechsel heiß ist</translation>
    </message>
    <message>
        <source>Neither: some other key</source>
        <translation>Keiner von beiden: ein anderer Schlüssel</translation>
    </message>
    <message>
        <source>Now press Play and watch the top-k list after request %1.</source>
        <extracomment>%1 a request number</extracomment>
        <translation>Drücken Sie jetzt auf „Abspielen“ und beobachten Sie die Top-k-Liste nach Anfrage %1.</translation>
    </message>
    <message>
        <source>In this run the hot key never shifts. Choose a shift to predict what the detector names.</source>
        <translation>In diesem Lauf wechselt der Hot Key nie. Wählen Sie unter „Hot Key wechselt bei Anfrage“ einen Zeitpunkt, um vorherzusagen, welchen Schlüssel der Detektor nennt.</translation>
    </message>
    <message>
        <source>This run is past the moment in question. Press Reset to predict before it plays again.</source>
        <translation>Dieser Lauf ist schon über den fraglichen Zeitpunkt hinaus. Drücken Sie auf „Lauf zurücksetzen“, um vor dem erneuten Abspielen eine Vorhersage abzugeben.</translation>
    </message>
    <message>
        <source>At request %1 the sketch named key %2. Until then the old hot key had %3 requests in all, the new one %4.</source>
        <extracomment>%1 a request number, %2 a key, %3 and %4 counts of requests</extracomment>
        <translation>Bei Anfrage %1 nannte der Sketch Schlüssel %2. Bis dahin hatte der alte Hot Key insgesamt %3 Anfragen, der neue %4.</translation>
    </message>
    <message>
        <source>Make the sketch narrow, %1 counters per row or fewer instead of %2. Will its estimates come out too high, too low, or both?</source>
        <extracomment>%1 the narrow width, %2 the default width</extracomment>
        <translation>Machen Sie den Sketch schmal: %1 Zähler pro Zeile oder weniger statt %2. Fallen seine Schätzungen zu hoch oder zu niedrig aus – oder beides?</translation>
    </message>
    <message>
        <source>Too high</source>
        <translation>Zu hoch</translation>
    </message>
    <message>
        <source>Too low</source>
        <translation>Zu niedrig</translation>
    </message>
    <message>
        <source>Some too high, some too low</source>
        <translation>Manche zu hoch, manche zu niedrig</translation>
    </message>
    <message>
        <source>The sketch is already narrow and has counted requests, so its estimates are in view. Choose a width above 64 to predict first.</source>
        <translation>Der Sketch ist schon schmal und hat Anfragen gezählt, seine Schätzungen sind also bereits zu sehen. Wählen Sie eine Breite über 64, um zuerst eine Vorhersage abzugeben.</translation>
    </message>
    <message>
        <source>With %1 counters per row, after %2 requests, estimates are up to %3 too high and at least %4 too high: no estimate is below its true count.</source>
        <extracomment>%1 a width, %2 a count of requests, %3 and %4 counts (largest and smallest overestimate)</extracomment>
        <translation>Mit %1 Zählern pro Zeile liegen die Schätzungen nach %2 Anfragen um mindestens %4 und höchstens %3 zu hoch: Keine Schätzung liegt unter ihrer wahren Anzahl.</translation>
    </message>
    <message>
        <source>At request %1 another key becomes hot. With the sketch&apos;s counts halved after each %3 requests, which key will its top-k list name at request %2?</source>
        <extracomment>%1 the request at which another key becomes hot, %2 that request plus 20,000, %3 the decay period</extracomment>
        <translation>Bei Anfrage %1 wird ein anderer Schlüssel zum Hot Key. Wenn die Zählerstände des Sketches nach je %3 Anfragen halbiert werden: Welchen Schlüssel nennt seine Top-k-Liste bei Anfrage %2?</translation>
    </message>
    <message>
        <source>Now choose a width of 64 or less with decay off, feed requests and compare the estimates with the true counts.</source>
        <translation>Wählen Sie jetzt bei ausgeschaltetem Abklingen eine Breite von 64 oder weniger, senden Sie Anfragen und vergleichen Sie die Schätzungen mit der wahren Anzahl.</translation>
    </message>
    <message>
        <source>At request %1 the sketch named key %2. Its halved counts were %3 for the old hot key and %4 for the new one, although in all the old one had %5 requests and the new one %6.</source>
        <extracomment>%1 a request number, %2 a key, %3 and %4 the decayed estimates of the old and the new hot key, %5 and %6 their total requests</extracomment>
        <translation>Bei Anfrage %1 nannte der Sketch Schlüssel %2. Seine halbierten Zählerstände waren %3 für den alten Hot Key und %4 für den neuen, obwohl der alte insgesamt %5 Anfragen hatte und der neue %6.</translation>
    </message>
</context>
<context>
    <name>ImbalanceExplorer</name>
    <message>
        <source>Requests per second on each partition: one hot key</source>
        <translation>Anfragen pro Sekunde je Partition: ein Hot Key</translation>
    </message>
    <message>
        <source>Requests per second on each partition: partitioned by tenant</source>
        <translation>Anfragen pro Sekunde je Partition: nach Mandant partitioniert</translation>
    </message>
    <message>
        <source>Bytes stored on each partition: same number of keys</source>
        <translation>Gespeicherte Bytes je Partition: überall gleich viele Schlüssel</translation>
    </message>
    <message>
        <source>Stored (GB)</source>
        <extracomment>Axis title; GB = gigabytes</extracomment>
        <translation>Gespeichert (GB)</translation>
    </message>
    <message>
        <source>Thousand rps</source>
        <extracomment>Short axis title: thousands of requests per second (rps)</extracomment>
        <translation>Tsd. Anfragen/s</translation>
    </message>
    <message>
        <source>Requests/s</source>
        <extracomment>Short axis title: requests per second</extracomment>
        <translation>Anfragen/s</translation>
    </message>
    <message>
        <source>Ordinary keys</source>
        <translation>Gewöhnliche Schlüssel</translation>
    </message>
    <message>
        <source>Other tenants</source>
        <translation>Übrige Mandanten</translation>
    </message>
    <message>
        <source>Small values</source>
        <translation>Kleine Werte</translation>
    </message>
    <message>
        <source>Hot key</source>
        <translation>Hot Key</translation>
    </message>
    <message>
        <source>Largest tenant</source>
        <translation>Größter Mandant</translation>
    </message>
    <message>
        <source>Large documents</source>
        <extracomment>Documents of several megabytes each</extracomment>
        <translation>Große Dokumente</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>Shown in place of the ratio when every partition has zero load</extracomment>
        <translation>entfällt</translation>
    </message>
    <message>
        <source>No load at all, so there is nothing to compare. Add some traffic to see a ratio.</source>
        <translation>Es liegt keinerlei Last an, es gibt also nichts zu vergleichen. Erzeugen Sie etwas Verkehr, dann erscheint ein Verhältnis.</translation>
    </message>
    <message>
        <source>Healthy. The busiest partition carries %1 times the average load. A little spread is normal; around 1.1 is what a well-balanced system shows.</source>
        <extracomment>%1 is the peak-to-average ratio, e.g. 1.1</extracomment>
        <translation>Gesund. Die am stärksten belastete Partition trägt das %1-Fache der mittleren Last. Etwas Streuung ist normal; ein gut ausgeglichenes System liegt bei etwa 1,1.</translation>
    </message>
    <message>
        <source>Uneven. The busiest partition carries %1 times the average. Every partition must be sized for that peak, so you buy %1 times the capacity the load actually needs.</source>
        <extracomment>%1 is the peak-to-average ratio, e.g. 1.6</extracomment>
        <translation>Ungleichmäßig. Die am stärksten belastete Partition trägt das %1-Fache des Mittelwerts. Jede Partition muss für diese Spitze ausgelegt sein, also kaufen Sie das %1-Fache der Kapazität, die die Last tatsächlich braucht.</translation>
    </message>
    <message>
        <source>Every partition is idle.</source>
        <translation>Alle Partitionen sind im Leerlauf.</translation>
    </message>
    <message>
        <source>Partition %1 owns the hot key and serves %2 rps, %3% of its %4 rps capacity. The average partition serves %5 rps.</source>
        <extracomment>%1 partition number, %2 its requests per second, %3 percent of capacity, %4 capacity per partition, %5 average requests per second per partition</extracomment>
        <translation>Partition %1 besitzt den Hot Key und bedient %2 Anfragen/s, also %3&#xa0;% ihrer Kapazität von %4 Anfragen/s. Im Mittel bedient eine Partition %5 Anfragen/s.</translation>
    </message>
    <message>
        <source>Partition %1 holds the largest tenant: %2% of all traffic, where an even spread would give each partition %3%.</source>
        <extracomment>%1 partition number, %2 the tenant&apos;s share of all traffic in percent, %3 the even share of one partition in percent</extracomment>
        <translation>Auf Partition %1 liegt der größte Mandant: %2&#xa0;% des gesamten Verkehrs, während bei gleichmäßiger Verteilung jede Partition %3&#xa0;% hätte.</translation>
    </message>
    <message>
        <source>Every partition holds %1 keys, yet partition %2 stores %3 GB against %4 GB on a typical partition, and sends %5 MB/s against %6 MB/s.</source>
        <extracomment>%1 keys per partition, %2 partition number, %3 and %4 gigabytes, %5 and %6 megabytes per second</extracomment>
        <translation>Jede Partition enthält %1 Schlüssel, doch Partition %2 speichert %3&#xa0;GB (typisch sind %4&#xa0;GB) und sendet %5&#xa0;MB/s (typisch: %6&#xa0;MB/s).</translation>
    </message>
    <message>
        <source>The hot key alone needs %1 rps, more than one partition can serve (%2 rps). More partitions cannot fix that: the key still has exactly one owner.</source>
        <extracomment>%1 the hot key&apos;s requests per second, %2 one partition&apos;s capacity</extracomment>
        <translation>Allein der Hot Key braucht %1 Anfragen/s, mehr als eine Partition bedienen kann (%2 Anfragen/s). Mehr Partitionen ändern daran nichts: Der Schlüssel hat weiterhin genau einen Besitzer.</translation>
    </message>
    <message numerus="yes">
        <source>%n partition(s) over capacity. The hot key fits on one partition, so spreading the ordinary traffic wider can still help here.</source>
        <translation>
            <numerusform>%n Partition liegt über ihrer Kapazität. Der Hot Key passt auf eine Partition, daher kann es hier noch helfen, den gewöhnlichen Verkehr breiter zu verteilen.</numerusform>
            <numerusform>%n Partitionen liegen über ihrer Kapazität. Der Hot Key passt auf eine Partition, daher kann es hier noch helfen, den gewöhnlichen Verkehr breiter zu verteilen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every partition is within its capacity, but the owner of the hot key still works hardest.</source>
        <translation>Alle Partitionen bleiben innerhalb ihrer Kapazität, aber der Besitzer des Hot Keys arbeitet am meisten.</translation>
    </message>
    <message>
        <source>Partitioning by tenant_id keeps a tenant together, so the whole tenant lands on one partition however many partitions you add.</source>
        <translation>Die Partitionierung nach tenant_id hält einen Mandanten zusammen. Er landet also vollständig auf einer Partition, egal wie viele Partitionen Sie hinzufügen.</translation>
    </message>
    <message>
        <source>Key counts are identical, so a dashboard that counts keys shows perfect balance while this partition&apos;s disk and network fill first.</source>
        <translation>Die Schlüsselzahlen sind identisch. Ein Dashboard, das Schlüssel zählt, zeigt daher perfektes Gleichgewicht, während Festplatte und Netzwerkanbindung dieser Partition zuerst an ihre Grenzen stoßen.</translation>
    </message>
    <message>
        <source>Severe. The busiest partition carries %1 times the average. Sizing every partition for that peak means paying for %1 times the capacity the load needs, and most of it sits idle on the other partitions.</source>
        <extracomment>%1 is the peak-to-average ratio, e.g. 3.2</extracomment>
        <translation>Kritisch. Die am stärksten belastete Partition trägt das %1-Fache des Mittelwerts. Wer jede Partition für diese Spitze dimensioniert, bezahlt das %1-Fache der nötigen Kapazität, und das meiste davon liegt auf den anderen Partitionen brach.</translation>
    </message>
    <message>
        <source>Hot key, starting figures: what will the peak-to-average ratio do when the cluster grows from %1 to %2 partitions?</source>
        <extracomment>%1 and %2 are partition counts (8 and 16)</extracomment>
        <translation>Hot Key mit den Ausgangswerten: Was geschieht mit dem Verhältnis Spitze zu Mittelwert, wenn der Cluster von %1 auf %2 Partitionen wächst?</translation>
    </message>
    <message>
        <source>It falls: each partition gets a smaller share</source>
        <translation>Es sinkt: Jede Partition bekommt einen kleineren Anteil</translation>
    </message>
    <message>
        <source>It stays about the same</source>
        <translation>Es bleibt ungefähr gleich</translation>
    </message>
    <message>
        <source>It rises: the imbalance gets worse</source>
        <translation>Es steigt: Das Ungleichgewicht wird größer</translation>
    </message>
    <message>
        <source>Now set the partitions to %1 and read the ratio.</source>
        <extracomment>%1 is a partition count (16)</extracomment>
        <translation>Stellen Sie jetzt %1 Partitionen ein und lesen Sie das Verhältnis ab.</translation>
    </message>
    <message>
        <source>Ratio at %1 partitions: %2. At %3: %4.</source>
        <extracomment>%1 and %3 partition counts, %2 and %4 peak-to-average ratios</extracomment>
        <translation>Verhältnis bei %1 Partitionen: %2. Bei %3: %4.</translation>
    </message>
    <message>
        <source>The other keys spread thinner, so the mean load halves, but the hot key&apos;s %1 rps still land on one partition: the peak hardly falls. More partitions leave more capacity idle.</source>
        <extracomment>%1 requests per second on the hot key</extracomment>
        <translation>Die übrigen Schlüssel verteilen sich dünner, die mittlere Last halbiert sich also. Die %1 Anfragen/s des Hot Keys landen aber weiter auf einer einzigen Partition, deshalb sinkt die Spitze kaum. Mehr Partitionen bedeuten nur mehr ungenutzte Kapazität.</translation>
    </message>
    <message>
        <source>Without a hot key the load is even at any partition count, so the ratio stays where it is.</source>
        <translation>Ohne Hot Key ist die Last bei jeder Partitionsanzahl gleichmäßig, das Verhältnis ändert sich also nicht.</translation>
    </message>
    <message>
        <source>The prediction starts from %1 partitions of the hot key: set them back to %1 first.</source>
        <extracomment>%1 is a partition count (8)</extracomment>
        <translation>Die Vorhersage beginnt beim Hot Key mit %1 Partitionen: Stellen Sie zuerst wieder %1 ein.</translation>
    </message>
</context>
<context>
    <name>KeyboardHelpDialog</name>
    <message>
        <source>Keyboard help</source>
        <extracomment>Title of the dialog that lists all keyboard shortcuts</extracomment>
        <translation>Tastaturhilfe</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Closes the Keyboard help dialog</extracomment>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>KeyboardShortcuts</name>
    <message>
        <source> or </source>
        <extracomment>Between two keys that do the same, e.g. &quot;Ctrl++ or Ctrl+=&quot;</extracomment>
        <translation> oder </translation>
    </message>
    <message>
        <source>Space or Enter</source>
        <extracomment>Keys on the keyboard: the space bar or the Enter (Return) key</extracomment>
        <translation>Leertaste oder Eingabetaste</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <extracomment>The four arrow keys on the keyboard</extracomment>
        <translation>Pfeiltasten</translation>
    </message>
    <message>
        <source>Up, Down</source>
        <extracomment>Keys in the list of lessons: the up and down arrow keys</extracomment>
        <translation>Pfeil nach oben, Pfeil nach unten</translation>
    </message>
    <message>
        <source>Moving around</source>
        <extracomment>Group in the Keyboard help dialog: moving between and using controls</extracomment>
        <translation>Bewegen und bedienen</translation>
    </message>
    <message>
        <source>Lessons</source>
        <extracomment>Group in the Keyboard help dialog</extracomment>
        <translation>Lektionen</translation>
    </message>
    <message>
        <source>Text size</source>
        <extracomment>Group in the Keyboard help dialog</extracomment>
        <translation>Schriftgröße</translation>
    </message>
    <message>
        <source>Menus and help</source>
        <extracomment>Group in the Keyboard help dialog</extracomment>
        <translation>Menüs und Hilfe</translation>
    </message>
    <message>
        <source>Go to the next control</source>
        <translation>Zum nächsten Bedienelement</translation>
    </message>
    <message>
        <source>Go to the previous control</source>
        <translation>Zum vorherigen Bedienelement</translation>
    </message>
    <message>
        <source>Press the focused button, key chip or choice</source>
        <extracomment>What Space or Enter does on a focused button, key chip or choice</extracomment>
        <translation>Die fokussierte Schaltfläche, den Schlüssel-Chip oder die Option betätigen</translation>
    </message>
    <message>
        <source>Move a slider, change a number, pick another choice in a group</source>
        <translation>Schieberegler bewegen, Zahl ändern, in einer Gruppe eine andere Auswahl treffen</translation>
    </message>
    <message>
        <source>Close a dialog or an open menu</source>
        <translation>Einen Dialog oder ein geöffnetes Menü schließen</translation>
    </message>
    <message>
        <source>In the lesson list: open the lesson above or below</source>
        <translation>In der Lektionsliste: die Lektion darüber oder darunter öffnen</translation>
    </message>
    <message>
        <source>Open the next lesson</source>
        <translation>Nächste Lektion öffnen</translation>
    </message>
    <message>
        <source>Open the previous lesson</source>
        <translation>Vorherige Lektion öffnen</translation>
    </message>
    <message>
        <source>Send a batch of requests and run one step</source>
        <translation>Einen Stapel Anfragen schicken und einen Schritt ausführen</translation>
    </message>
    <message>
        <source>Drain one step without new requests</source>
        <translation>Einen Abbauschritt ohne neue Anfragen ausführen</translation>
    </message>
    <message>
        <source>Reset the run</source>
        <translation>Lauf zurücksetzen</translation>
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
        <translation>Normale Schriftgröße</translation>
    </message>
    <message>
        <source>Open the Language menu</source>
        <translation>Menü „Sprache“ öffnen</translation>
    </message>
    <message>
        <source>Open the View menu (text size)</source>
        <translation>Menü „Ansicht“ öffnen (Schriftgröße)</translation>
    </message>
    <message>
        <source>Open the Help menu</source>
        <translation>Menü „Hilfe“ öffnen</translation>
    </message>
    <message>
        <source>Show this list of keys</source>
        <translation>Diese Liste der Tasten anzeigen</translation>
    </message>
    <message>
        <source>Play or pause the simulation</source>
        <translation>Simulation abspielen oder anhalten</translation>
    </message>
    <message>
        <source>Run one simulated minute</source>
        <translation>Eine simulierte Minute ausführen</translation>
    </message>
    <message>
        <source>Run one simulated hour</source>
        <translation>Eine simulierte Stunde ausführen</translation>
    </message>
    <message>
        <source>Try a fix: send a batch to both systems and run one step</source>
        <translation>Gegenmaßnahmen ausprobieren: einen Stapel an beide Systeme schicken und einen Schritt ausführen</translation>
    </message>
    <message>
        <source>Try a fix: drain one step in both systems</source>
        <translation>Gegenmaßnahmen ausprobieren: in beiden Systemen einen Abbauschritt ausführen</translation>
    </message>
    <message>
        <source>Try a fix: reset both runs</source>
        <translation>Gegenmaßnahmen ausprobieren: beide Läufe zurücksetzen</translation>
    </message>
    <message>
        <source>Play or pause the request stream</source>
        <translation>Anfragestrom abspielen oder anhalten</translation>
    </message>
    <message>
        <source>Send the next 10,000 requests</source>
        <translation>Die nächsten 10.000 Anfragen schicken</translation>
    </message>
    <message>
        <source>Teaching</source>
        <extracomment>Group in the Keyboard help dialog: commands for a teacher in class</extracomment>
        <translation>Unterricht</translation>
    </message>
    <message>
        <source>Presenter mode: hide the lesson list and make all text large</source>
        <translation>Präsentationsmodus: Lektionsliste ausblenden und alle Texte vergrößern</translation>
    </message>
    <message>
        <source>Full screen on or off</source>
        <translation>Vollbild ein- oder ausschalten</translation>
    </message>
    <message>
        <source>Reset all lessons (asks first)</source>
        <translation>Alle Lektionen zurücksetzen (mit Rückfrage)</translation>
    </message>
    <message>
        <source>Open the File menu</source>
        <translation>Menü „Datei“ öffnen</translation>
    </message>
</context>
<context>
    <name>KeysVsLoadBarChart</name>
    <message>
        <source>Partition</source>
        <extracomment>Axis title under the bars: partition numbers</extracomment>
        <translation>Partition</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <extracomment>Chart description per bar: partition, value, series, e.g. &quot;P1: 40 (Ordinary keys)&quot;</extracomment>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>%1 + %2 (%3)</source>
        <extracomment>A bar&apos;s description with its stacked part, e.g. &quot;P1: 40 (Ordinary keys) + 50 (Celebrity key)&quot;</extracomment>
        <translation>%1 + %2 (%3)</translation>
    </message>
    <message>
        <source>Capacity: %1</source>
        <extracomment>End of a chart description: the capacity line, e.g. &quot;Capacity: 100&quot;</extracomment>
        <translation>Kapazität: %1</translation>
    </message>
</context>
<context>
    <name>KeysVsLoadExplorer</name>
    <message>
        <source>Cause of the imbalance</source>
        <translation>Ursache des Ungleichgewichts</translation>
    </message>
    <message>
        <source>Hot key</source>
        <translation>Hot Key</translation>
    </message>
    <message>
        <source>Cause: hot key</source>
        <translation>Ursache: Hot Key</translation>
    </message>
    <message>
        <source>Hot tenant</source>
        <translation>Heißer Mandant</translation>
    </message>
    <message>
        <source>Cause: hot tenant</source>
        <translation>Ursache: heißer Mandant</translation>
    </message>
    <message>
        <source>Large values</source>
        <translation>Große Werte</translation>
    </message>
    <message>
        <source>Cause: large values</source>
        <translation>Ursache: große Werte</translation>
    </message>
    <message>
        <source>The table is partitioned by tenant_id, so each tenant lives on one partition. The largest tenant fills its partition; the many small tenants share the others. Try 40% on 8 partitions.</source>
        <translation>Die Tabelle ist nach tenant_id partitioniert, jeder Mandant liegt also auf einer Partition. Der größte Mandant füllt seine Partition; die vielen kleinen Mandanten teilen sich die übrigen. Probieren Sie 40&#xa0;% auf 8 Partitionen.</translation>
    </message>
    <message>
        <source>Every partition holds the same number of keys and serves the same number of reads. One partition also holds large documents in place of small values. Watch the bytes, not the keys.</source>
        <translation>Jede Partition enthält gleich viele Schlüssel und bedient gleich viele Lesezugriffe. Eine Partition speichert aber große Dokumente statt kleiner Werte. Achten Sie auf die Bytes, nicht auf die Schlüssel.</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>Partitionen</translation>
    </message>
    <message>
        <source>Number of partitions</source>
        <translation>Anzahl der Partitionen</translation>
    </message>
    <message>
        <source>Capacity per partition (rps)</source>
        <translation>Kapazität je Partition (Anfragen/s)</translation>
    </message>
    <message>
        <source>Capacity per partition in requests per second</source>
        <translation>Kapazität je Partition in Anfragen pro Sekunde</translation>
    </message>
    <message>
        <source>Ordinary traffic, all partitions (rps)</source>
        <translation>Gewöhnlicher Verkehr, alle Partitionen (Anfragen/s)</translation>
    </message>
    <message>
        <source>Ordinary traffic over all partitions in requests per second</source>
        <translation>Gewöhnlicher Verkehr über alle Partitionen in Anfragen pro Sekunde</translation>
    </message>
    <message>
        <source>Hot key (rps)</source>
        <translation>Hot Key (Anfragen/s)</translation>
    </message>
    <message>
        <source>Requests per second on the hot key</source>
        <translation>Anfragen pro Sekunde auf dem Hot Key</translation>
    </message>
    <message>
        <source>Total traffic (rps)</source>
        <translation>Gesamtverkehr (Anfragen/s)</translation>
    </message>
    <message>
        <source>Total traffic of all tenants in requests per second</source>
        <translation>Gesamtverkehr aller Mandanten in Anfragen pro Sekunde</translation>
    </message>
    <message>
        <source>Largest tenant&apos;s share of traffic (%)</source>
        <translation>Anteil des größten Mandanten am Verkehr (%)</translation>
    </message>
    <message>
        <source>Largest tenant&apos;s share of all traffic in percent</source>
        <translation>Anteil des größten Mandanten am gesamten Verkehr in Prozent</translation>
    </message>
    <message>
        <source>Large documents on the heavy partition</source>
        <translation>Große Dokumente auf der stark belegten Partition</translation>
    </message>
    <message>
        <source>Number of large documents on the heavy partition</source>
        <translation>Anzahl großer Dokumente auf der stark belegten Partition</translation>
    </message>
    <message>
        <source>Size of one large document (MB)</source>
        <translation>Größe eines großen Dokuments (MB)</translation>
    </message>
    <message>
        <source>Size of one large document in megabytes</source>
        <translation>Größe eines großen Dokuments in Megabyte</translation>
    </message>
    <message>
        <source>Fixed in this case: %1 keys on every partition, small values of 1 KB, and %2 reads per second on every partition.</source>
        <extracomment>%1 keys per partition, %2 reads per second per partition</extracomment>
        <translation>In diesem Fall fest vorgegeben: %1 Schlüssel auf jeder Partition, kleine Werte mit 1&#xa0;KB und %2 Lesezugriffe pro Sekunde auf jeder Partition.</translation>
    </message>
    <message>
        <source>Back to the starting figures</source>
        <translation>Zurück zu den Ausgangswerten</translation>
    </message>
    <message>
        <source>Capacity of one partition</source>
        <translation>Kapazität einer Partition</translation>
    </message>
    <message>
        <source>Keys per partition (millions)</source>
        <translation>Schlüssel je Partition (Millionen)</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Million keys</source>
        <translation>Millionen Schlüssel</translation>
    </message>
    <message>
        <source>Bytes sent per second (MB/s)</source>
        <translation>Gesendete Bytes pro Sekunde (MB/s)</translation>
    </message>
    <message>
        <source>Bytes sent</source>
        <translation>Gesendete Bytes</translation>
    </message>
    <message>
        <source>MB/s</source>
        <extracomment>Axis title: megabytes per second</extracomment>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>Peak-to-average ratio</source>
        <translation>Verhältnis Spitze zu Mittelwert</translation>
    </message>
    <message>
        <source>Peak-to-average ratio: %1</source>
        <translation>Verhältnis Spitze zu Mittelwert: %1</translation>
    </message>
    <message>
        <source>Partition %1 is the busiest</source>
        <extracomment>%1 is the number of the busiest partition</extracomment>
        <translation>Partition %1 ist am stärksten belastet</translation>
    </message>
    <message>
        <source>Ordinary traffic is spread evenly over all keys. On top of it, one key gets its own stream of requests, and that key lives on exactly one partition. Start with the hot-key card&apos;s figures: a key written 6,000 times a second, partitions that take 5,000 writes a second. Commit your prediction, then add partitions and watch the dashed capacity line. A new partition count may move the key to another partition, but never to more than one.</source>
        <translation>Der gewöhnliche Verkehr verteilt sich gleichmäßig auf alle Schlüssel. Zusätzlich bekommt ein einzelner Schlüssel einen eigenen Strom von Anfragen, und dieser Schlüssel liegt auf genau einer Partition. Beginnen Sie mit den Zahlen der Karte zum Hot Key: ein Schlüssel mit 6.000 Schreibzugriffen pro Sekunde, Partitionen, die 5.000 Schreibzugriffe pro Sekunde schaffen. Legen Sie sich auf Ihre Vorhersage fest, fügen Sie dann Partitionen hinzu und beobachten Sie die gestrichelte Kapazitätslinie. Eine andere Partitionsanzahl kann den Schlüssel auf eine andere Partition verlegen, aber nie auf mehrere.</translation>
    </message>
</context>
<context>
    <name>KeysVsLoadMitigations</name>
    <message>
        <source>Hot read key</source>
        <translation>Hot Key beim Lesen</translation>
    </message>
    <message>
        <source>Hot write key</source>
        <translation>Hot Key mit vielen Schreibzugriffen</translation>
    </message>
    <message>
        <source>Hot tenant</source>
        <translation>Heißer Mandant</translation>
    </message>
    <message>
        <source>Large values</source>
        <translation>Große Werte</translation>
    </message>
    <message>
        <source>Put a cache in front</source>
        <translation>Einen Cache vorschalten</translation>
    </message>
    <message>
        <source>Serve repeated reads of the key from a cache, so most of its 6,000 reads a second never reach the partition that owns it.</source>
        <translation>Bedienen Sie wiederholte Lesezugriffe auf den Schlüssel aus einem Cache, damit der Großteil seiner 6.000 Lesezugriffe pro Sekunde die besitzende Partition gar nicht erst erreicht.</translation>
    </message>
    <message>
        <source>Staleness: readers may see an old value until the cached copy expires or is invalidated.</source>
        <translation>Veraltete Daten: Lesende sehen womöglich einen alten Wert, bis die Kopie im Cache abläuft oder ungültig gemacht wird.</translation>
    </message>
    <message>
        <source>Read replicas for that key</source>
        <translation>Lesereplikate für diesen Schlüssel</translation>
    </message>
    <message>
        <source>Keep extra copies of the hot key and spread its reads over them instead of asking one owner.</source>
        <translation>Halten Sie zusätzliche Kopien des Hot Keys vor und verteilen Sie seine Lesezugriffe darauf, statt immer denselben Besitzer zu fragen.</translation>
    </message>
    <message>
        <source>Staleness on replicas that lag behind, and operational work: someone has to choose which keys get replicas.</source>
        <translation>Veraltete Daten auf nachhinkenden Replikaten und Betriebsaufwand: Jemand muss entscheiden, welche Schlüssel Replikate bekommen.</translation>
    </message>
    <message>
        <source>Split into sub-keys key#0 to key#7</source>
        <translation>In Unterschlüssel key#0 bis key#7 aufteilen</translation>
    </message>
    <message>
        <source>Read fan-out: one logical read becomes 8 requests. Lost atomicity: &quot;decrement if stock remains&quot; no longer runs on a single key.</source>
        <translation>Lese-Fan-out: Aus einem logischen Lesezugriff werden 8 Anfragen. Verlorene Atomarität: „Bestand verringern, falls noch vorhanden“ läuft nicht mehr auf einem einzigen Schlüssel.</translation>
    </message>
    <message>
        <source>Split only while the key is hot</source>
        <translation>Nur aufteilen, solange der Schlüssel heiß ist</translation>
    </message>
    <message>
        <source>Detect hot keys automatically and let a split expire once the rush is over, so cold keys keep cheap single reads.</source>
        <translation>Erkennen Sie Hot Keys automatisch und lassen Sie eine Aufteilung auslaufen, sobald der Ansturm vorbei ist. Kalte Schlüssel behalten so ihre günstigen Einzelzugriffe.</translation>
    </message>
    <message>
        <source>Operational work: detection, expiry and merging the sub-keys back must be built and watched.</source>
        <translation>Betriebsaufwand: Erkennung, Ablauf und das Zusammenführen der Unterschlüssel müssen entwickelt und überwacht werden.</translation>
    </message>
    <message>
        <source>A dedicated partition for the big tenant</source>
        <translation>Eine eigene Partition für den großen Mandanten</translation>
    </message>
    <message>
        <source>Give the largest tenant a partition of its own, so it no longer crowds out the small tenants placed with it.</source>
        <translation>Geben Sie dem größten Mandanten eine eigene Partition, damit er die kleinen Mandanten auf derselben Partition nicht mehr verdrängt.</translation>
    </message>
    <message>
        <source>Operational work: an exception to track by hand, and the tenant can still outgrow a single partition.</source>
        <translation>Betriebsaufwand: eine Ausnahme, die von Hand gepflegt werden muss, und der Mandant kann trotzdem über eine einzelne Partition hinauswachsen.</translation>
    </message>
    <message>
        <source>Partition by (tenant_id, hash(entity_id))</source>
        <translation>Nach (tenant_id, hash(entity_id)) partitionieren</translation>
    </message>
    <message>
        <source>Add a hash of the entity to the key, so one tenant&apos;s data spreads over many partitions.</source>
        <translation>Nehmen Sie einen Hash der Entität in den Schlüssel auf, damit sich die Daten eines Mandanten über viele Partitionen verteilen.</translation>
    </message>
    <message>
        <source>Read fan-out: a query over the whole tenant now visits many partitions. Lost atomicity: a change to several of its entities no longer stays on one partition.</source>
        <translation>Lese-Fan-out: Eine Abfrage über den ganzen Mandanten muss jetzt viele Partitionen ansprechen. Verlorene Atomarität: Eine Änderung an mehreren seiner Entitäten bleibt nicht mehr auf einer Partition.</translation>
    </message>
    <message>
        <source>Blobs in object storage</source>
        <translation>Blobs im Objektspeicher</translation>
    </message>
    <message>
        <source>Store the 5 MB documents in object storage and keep only a small reference in the partition.</source>
        <translation>Legen Sie die 5-MB-Dokumente in einem Objektspeicher ab und behalten Sie in der Partition nur einen kleinen Verweis.</translation>
    </message>
    <message>
        <source>An extra request for every document read, and two systems to keep in step: a reference can point at a blob that is missing or not yet written.</source>
        <translation>Eine zusätzliche Anfrage für jedes gelesene Dokument und zwei Systeme, die synchron bleiben müssen: Ein Verweis kann auf einen Blob zeigen, der fehlt oder noch nicht geschrieben ist.</translation>
    </message>
    <message>
        <source>Balance by bytes, not key count</source>
        <translation>Nach Bytes ausgleichen, nicht nach Schlüsselzahl</translation>
    </message>
    <message>
        <source>Place and move data by its size, so every partition holds a similar number of bytes.</source>
        <translation>Platzieren und verschieben Sie Daten nach ihrer Größe, damit jede Partition ähnlich viele Bytes speichert.</translation>
    </message>
    <message>
        <source>Operational work: you need size metrics per partition and must move data, and key counts per partition become uneven.</source>
        <translation>Betriebsaufwand: Sie brauchen Größenmetriken je Partition und müssen Daten verschieben, und die Schlüsselzahlen je Partition werden ungleich.</translation>
    </message>
    <message>
        <source>What did you measure?</source>
        <translation>Was haben Sie gemessen?</translation>
    </message>
    <message>
        <source>Show mitigations for: %1</source>
        <translation>Gegenmaßnahmen anzeigen für: %1</translation>
    </message>
    <message>
        <source>What it costs</source>
        <extracomment>Heading above what a mitigation costs</extracomment>
        <translation>Was es kostet</translation>
    </message>
    <message>
        <source>Each write goes to one sub-key picked at random, so up to eight partitions share the writes. With hashing, some sub-keys usually land on the same partition; lesson 3 counts how often. A read fetches all eight and combines them.</source>
        <translation>Jeder Schreibzugriff geht an einen zufällig gewählten Unterschlüssel, sodass sich bis zu acht Partitionen die Schreiblast teilen. Bei Platzierung per Hash landen meist einige Unterschlüssel auf derselben Partition; Lektion 3 zählt, wie oft. Ein Lesezugriff holt alle acht und führt sie zusammen.</translation>
    </message>
</context>
<context>
    <name>KeysVsLoadPage</name>
    <message>
        <source>Keys are not load</source>
        <translation>Schlüssel sind keine Last</translation>
    </message>
    <message>
        <source>The keys are spread perfectly evenly over the partitions. So why is one partition drowning while the others have time to spare?</source>
        <translation>Die Schlüssel liegen perfekt gleichmäßig auf den Partitionen. Warum geht dann eine Partition unter, während die anderen noch Luft haben?</translation>
    </message>
    <message>
        <source>What you will be able to do</source>
        <translation>Was Sie danach können</translation>
    </message>
    <message>
        <source>Measure how unevenly the load falls on each partition, and sum it up in one number.</source>
        <translation>Messen, wie ungleich die Last auf die Partitionen fällt, und das in einer Zahl zusammenfassen.</translation>
    </message>
    <message>
        <source>Tell a hot key, a hot tenant and large values apart by what you measure.</source>
        <translation>Anhand Ihrer Messungen einen Hot Key, einen heißen Mandanten und große Werte auseinanderhalten.</translation>
    </message>
    <message>
        <source>Pick the mitigation that fits the cause, and say what it costs.</source>
        <translation>Die Gegenmaßnahme wählen, die zur Ursache passt, und benennen, was sie kostet.</translation>
    </message>
    <message>
        <source>Before you start: you should know how to choose a partition key and how a key&apos;s owner is found on a hash ring.</source>
        <translation>Voraussetzungen: Sie wissen, wie man einen Partitionsschlüssel wählt und wie man auf einem Hash-Ring den Besitzer eines Schlüssels findet.</translation>
    </message>
    <message>
        <source>A cluster that looks perfectly balanced</source>
        <translation>Ein Cluster, der perfekt ausgeglichen aussieht</translation>
    </message>
    <message>
        <source>A cluster stores %1 keys on %2 partitions: exactly %3 on each. As a key distribution, it could not be better.</source>
        <extracomment>%1 total keys, %2 partitions, %3 keys per partition</extracomment>
        <translation>Ein Cluster speichert %1 Schlüssel auf %2 Partitionen, genau %3 pro Partition. Besser kann eine Schlüsselverteilung nicht sein.</translation>
    </message>
    <message>
        <source>Yet the dashboard shows partition %1 at %2% CPU all day, while the other seven sit at %3%. Put the two views side by side:</source>
        <extracomment>%1 hot partition number, %2 and %3 CPU percentages</extracomment>
        <translation>Trotzdem zeigt das Dashboard den ganzen Tag Partition %1 bei %2&#xa0;% CPU, die übrigen sieben bei %3&#xa0;%. Legen Sie beide Ansichten nebeneinander:</translation>
    </message>
    <message>
        <source>Keys per partition (millions)</source>
        <translation>Schlüssel je Partition (Millionen)</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Million keys</source>
        <translation>Millionen Schlüssel</translation>
    </message>
    <message>
        <source>CPU per partition (%)</source>
        <translation>CPU je Partition (%)</translation>
    </message>
    <message>
        <source>Ordinary keys</source>
        <translation>Gewöhnliche Schlüssel</translation>
    </message>
    <message>
        <source>Celebrity key</source>
        <translation>Promi-Schlüssel</translation>
    </message>
    <message>
        <source>CPU (%)</source>
        <translation>CPU (%)</translation>
    </message>
    <message>
        <source>Peak-to-average ratio of the keys: %1. Of the CPU: %2, because the mean is only %3% while partition %4 is near its limit.</source>
        <extracomment>%1 and %2 are peak-to-average ratios, %3 the mean CPU in percent, %4 a partition number</extracomment>
        <translation>Verhältnis Spitze zu Mittelwert bei den Schlüsseln: %1. Bei der CPU: %2, denn der Mittelwert liegt bei nur %3&#xa0;%, während Partition %4 fast am Limit ist.</translation>
    </message>
    <message>
        <source>The difference is one key. Partition %1 owns the profile of a celebrity, and that profile is read %2 times a second. Every partition has the same number of keys; they do not get the same number of requests.</source>
        <extracomment>%1 partition number, %2 reads per second</extracomment>
        <translation>Den Unterschied macht ein einziger Schlüssel. Partition %1 besitzt das Profil einer berühmten Person, und dieses Profil wird %2-mal pro Sekunde gelesen. Alle Partitionen haben gleich viele Schlüssel, aber nicht gleich viele Anfragen.</translation>
    </message>
    <message>
        <source>The point of this lesson</source>
        <translation>Der Kern dieser Lektion</translation>
    </message>
    <message>
        <source>A hash function spreads keys. It cannot know how often each key will be used or how large its value is. Balance in key counts says nothing about balance in work.</source>
        <translation>Eine Hashfunktion verteilt Schlüssel. Wie oft ein Schlüssel genutzt wird und wie groß sein Wert ist, kann sie nicht wissen. Gleich viele Schlüssel heißt noch lange nicht gleich viel Arbeit.</translation>
    </message>
    <message>
        <source>Three causes, three measurements</source>
        <translation>Drei Ursachen, drei Messungen</translation>
    </message>
    <message>
        <source>Imbalance has three common sources. Each one hides from a different metric, so each needs its own measurement.</source>
        <translation>Ungleichgewicht hat drei häufige Quellen. Jede bleibt in einer anderen Metrik unsichtbar, deshalb braucht jede ihre eigene Messung.</translation>
    </message>
    <message>
        <source>1. Hot key</source>
        <translation>1. Hot Key</translation>
    </message>
    <message>
        <source>One key receives a large share of all requests. Measure requests per second (rps) per key, by sampling or by counting the top k keys, and compare the hottest with what one partition can serve.</source>
        <translation>Ein Schlüssel erhält einen großen Teil aller Anfragen. Messen Sie Anfragen pro Sekunde (Anfragen/s) je Schlüssel, per Stichprobe oder durch Zählen der Top-k-Schlüssel, und vergleichen Sie den heißesten mit dem, was eine Partition bedienen kann.</translation>
    </message>
    <message>
        <source>2. Hot tenant</source>
        <translation>2. Heißer Mandant</translation>
    </message>
    <message>
        <source>When a multi-tenant table is partitioned by tenant_id, all of a tenant&apos;s data lives on one partition, and a big tenant takes that partition over. Measure each tenant&apos;s share of the traffic and of the bytes.</source>
        <translation>Ist eine mandantenfähige Tabelle nach tenant_id partitioniert, liegen alle Daten eines Mandanten auf einer Partition, und ein großer Mandant nimmt diese Partition in Beschlag. Messen Sie den Anteil jedes Mandanten am Verkehr und an den Bytes.</translation>
    </message>
    <message>
        <source>With 8 partitions, an even share is 12.5% each. A tenant with 40% of the traffic puts 40% on one partition: 3.2 times the average.</source>
        <translation>Bei 8 Partitionen beträgt ein gleichmäßiger Anteil je 12,5&#xa0;%. Ein Mandant mit 40&#xa0;% des Verkehrs legt 40&#xa0;% auf eine Partition: das 3,2-Fache des Mittelwerts.</translation>
    </message>
    <message>
        <source>3. Large values</source>
        <translation>3. Große Werte</translation>
    </message>
    <message>
        <source>Every partition holds the same number of keys, but one of them holds many large values, such as 5 MB documents. Its disk and its network link fill up first. Measure bytes per partition and bytes sent per second, not just key counts.</source>
        <translation>Alle Partitionen enthalten gleich viele Schlüssel, aber eine davon speichert viele große Werte, etwa Dokumente mit 5&#xa0;MB. Ihre Festplatte und ihre Netzwerkanbindung stoßen zuerst an ihre Grenzen. Messen Sie Bytes je Partition und gesendete Bytes pro Sekunde, nicht nur Schlüsselzahlen.</translation>
    </message>
    <message>
        <source>One number for imbalance</source>
        <translation>Eine Zahl für Ungleichgewicht</translation>
    </message>
    <message>
        <source>The peak-to-average ratio divides the load of the busiest partition by the mean load of all partitions. A perfectly even load gives 1.0. Around 1.1 is healthy.</source>
        <translation>Das Verhältnis Spitze zu Mittelwert teilt die Last der am stärksten belasteten Partition durch die mittlere Last aller Partitionen. Völlig gleichmäßige Last ergibt 1,0. Etwa 1,1 ist gesund.</translation>
    </message>
    <message>
        <source>A ratio of 3 means you pay for three times the capacity the load needs: every partition must be sized for the peak, while on average only a third of it is used.</source>
        <translation>Ein Verhältnis von 3 bedeutet, dass Sie das Dreifache der nötigen Kapazität bezahlen: Jede Partition muss für die Spitze ausgelegt sein, im Mittel wird aber nur ein Drittel davon genutzt.</translation>
    </message>
    <message>
        <source>Explore the imbalance</source>
        <translation>Das Ungleichgewicht erkunden</translation>
    </message>
    <message>
        <source>Mitigation follows the cause</source>
        <translation>Die Gegenmaßnahme folgt der Ursache</translation>
    </message>
    <message>
        <source>No single fix suits every imbalance. Pick what your measurements showed to see what helps, and what each fix costs you.</source>
        <translation>Es gibt keine Gegenmaßnahme, die zu jedem Ungleichgewicht passt. Wählen Sie, was Ihre Messungen gezeigt haben, und sehen Sie, was hilft und was jede Gegenmaßnahme Sie kostet.</translation>
    </message>
    <message>
        <source>How the design fails</source>
        <translation>Woran der Entwurf scheitert</translation>
    </message>
    <message>
        <source>Counting only keys</source>
        <translation>Nur Schlüssel zählen</translation>
    </message>
    <message>
        <source>Symptom: the dashboard shows 10,000,000 keys on every partition and calls the cluster balanced, while one partition keeps timing out. Nobody collects requests or bytes per partition.</source>
        <translation>Symptom: Das Dashboard zeigt 10.000.000 Schlüssel auf jeder Partition und meldet einen ausgeglichenen Cluster, während eine Partition ständig in Timeouts läuft. Niemand erfasst Anfragen oder Bytes je Partition.</translation>
    </message>
    <message>
        <source>Averages hide peaks</source>
        <translation>Mittelwerte verstecken Spitzen</translation>
    </message>
    <message>
        <source>Symptom: the cluster&apos;s mean CPU reads a comfortable 40%. The busiest partition is at 98%, and the next burst of traffic takes it down.</source>
        <translation>Symptom: Die mittlere CPU-Last des Clusters liegt bei entspannten 40&#xa0;%. Die am stärksten belastete Partition steht bei 98&#xa0;%, und der nächste Lastschub legt sie lahm.</translation>
    </message>
    <message>
        <source>Splitting too early</source>
        <translation>Zu früh aufteilen</translation>
    </message>
    <message>
        <source>Symptom: every key was split into 8 sub-keys just in case. Now each read of a cold key costs 8 requests, and read load is 8 times what it was for keys that were never hot.</source>
        <translation>Symptom: Jeder Schlüssel wurde vorsorglich in 8 Unterschlüssel aufgeteilt. Jetzt kostet jedes Lesen eines kalten Schlüssels 8 Anfragen: achtmal so viel Leselast wie vorher, für Schlüssel, die nie heiß waren.</translation>
    </message>
    <message>
        <source>Hot keys move</source>
        <translation>Hot Keys wandern</translation>
    </message>
    <message>
        <source>Symptom: the keys split by hand last month are quiet, while today&apos;s breaking news story or viral product overloads a partition nobody listed. Detect hot keys automatically, or let splits expire.</source>
        <translation>Symptom: Die im letzten Monat von Hand aufgeteilten Schlüssel sind ruhig, während die Eilmeldung oder das virale Produkt von heute eine Partition überlastet, die auf keiner Liste steht. Erkennen Sie Hot Keys automatisch oder lassen Sie Aufteilungen auslaufen.</translation>
    </message>
    <message>
        <source>Mitigations drop guarantees</source>
        <translation>Gegenmaßnahmen opfern Garantien</translation>
    </message>
    <message>
        <source>Symptom: the cache serves a price that changed a minute ago, and the stock counter split into sub-keys sells the last item twice because &quot;decrement if stock remains&quot; is no longer atomic. Write down which guarantee each fix gives up.</source>
        <translation>Symptom: Der Cache liefert einen Preis, der sich vor einer Minute geändert hat, und der in Unterschlüssel aufgeteilte Lagerzähler verkauft den letzten Artikel doppelt, weil „Bestand verringern, falls noch vorhanden“ nicht mehr atomar ist. Halten Sie fest, welche Garantie jede Gegenmaßnahme aufgibt.</translation>
    </message>
    <message>
        <source>Check yourself</source>
        <translation>Selbsttest</translation>
    </message>
    <message>
        <source>Pick an answer; the explanation appears at once. You can change your answer as often as you like.</source>
        <translation>Wählen Sie eine Antwort; die Erklärung erscheint sofort. Sie können Ihre Antwort beliebig oft ändern.</translation>
    </message>
    <message>
        <source>One key gets 6,000 rps and each partition can serve 5,000 rps. You grow the cluster from 8 to 16 partitions. Does the overload go away?</source>
        <translation>Ein Schlüssel erhält 6.000 Anfragen/s, und jede Partition kann 5.000 Anfragen/s bedienen. Sie vergrößern den Cluster von 8 auf 16 Partitionen. Verschwindet die Überlast?</translation>
    </message>
    <message>
        <source>Yes: with twice the partitions, each one gets half the load.</source>
        <translation>Ja: Bei doppelt so vielen Partitionen bekommt jede die halbe Last.</translation>
    </message>
    <message>
        <source>No: the key still has a single owner, which must serve all 6,000 rps.</source>
        <translation>Nein: Der Schlüssel hat weiterhin einen einzigen Besitzer, der alle 6.000 Anfragen/s bedienen muss.</translation>
    </message>
    <message>
        <source>Only if the new partitions run on faster disks.</source>
        <translation>Nur wenn die neuen Partitionen auf schnelleren Festplatten laufen.</translation>
    </message>
    <message>
        <source>Only the ordinary keys are spread thinner. The hot key is one key, so one partition still receives all of its 6,000 rps, above the 5,000 it can serve.</source>
        <translation>Nur die gewöhnlichen Schlüssel werden dünner verteilt. Der Hot Key ist ein einziger Schlüssel, also erhält eine Partition weiterhin alle seine 6.000 Anfragen/s, mehr als die 5.000, die sie schafft.</translation>
    </message>
    <message>
        <source>More partitions spread the other keys, but one key always maps to one owner. Cache its reads, or split it if it is written.</source>
        <translation>Mehr Partitionen verteilen die übrigen Schlüssel, aber ein Schlüssel gehört immer genau einem Besitzer. Cachen Sie seine Lesezugriffe oder teilen Sie ihn auf, wenn auf ihn geschrieben wird.</translation>
    </message>
    <message>
        <source>Disks are not the limit here; the request rate on one owner is. The key still lands on a single partition.</source>
        <translation>Die Festplatten sind hier nicht die Grenze, sondern die Anfragerate auf einem Besitzer. Der Schlüssel landet weiterhin auf einer einzigen Partition.</translation>
    </message>
    <message>
        <source>The table is partitioned by tenant_id over 8 partitions. The largest tenant sends 40% of all traffic. What is the peak-to-average ratio?</source>
        <translation>Die Tabelle ist nach tenant_id auf 8 Partitionen verteilt. Der größte Mandant erzeugt 40&#xa0;% des gesamten Verkehrs. Wie hoch ist das Verhältnis Spitze zu Mittelwert?</translation>
    </message>
    <message>
        <source>The whole tenant sits on one partition: 40% against an average of 12.5% is 3.2 times the mean.</source>
        <translation>Der ganze Mandant liegt auf einer Partition: 40&#xa0;% gegenüber durchschnittlich 12,5&#xa0;%, also das 3,2-Fache des Mittelwerts.</translation>
    </message>
    <message>
        <source>That underestimates it. One partition carries 40%, the average is 12.5%, so the ratio is 3.2.</source>
        <translation>Das ist zu niedrig geschätzt. Eine Partition trägt 40&#xa0;%, der Mittelwert liegt bei 12,5&#xa0;%, also beträgt das Verhältnis 3,2.</translation>
    </message>
    <message>
        <source>Your dashboard shows exactly 10,000,000 keys on each of 8 partitions. What does that tell you about the load?</source>
        <translation>Ihr Dashboard zeigt genau 10.000.000 Schlüssel auf jeder von 8 Partitionen. Was sagt Ihnen das über die Last?</translation>
    </message>
    <message>
        <source>The load is even, because the keys are even.</source>
        <translation>Die Last ist gleichmäßig, weil die Schlüssel gleichmäßig sind.</translation>
    </message>
    <message>
        <source>Nothing yet: you need requests and bytes per partition.</source>
        <translation>Noch nichts: Sie brauchen Anfragen und Bytes je Partition.</translation>
    </message>
    <message>
        <source>The hash function is working, so hot keys cannot happen.</source>
        <translation>Die Hashfunktion funktioniert, also kann es keine Hot Keys geben.</translation>
    </message>
    <message>
        <source>That is exactly the trap of the worked example: equal keys, yet one partition at 95% CPU.</source>
        <translation>Genau das ist die Falle aus dem Beispiel: gleich viele Schlüssel und trotzdem eine Partition bei 95&#xa0;% CPU.</translation>
    </message>
    <message>
        <source>Key counts show placement only. Load depends on how often keys are used and how big their values are.</source>
        <translation>Schlüsselzahlen zeigen nur die Platzierung. Die Last hängt davon ab, wie oft Schlüssel genutzt werden und wie groß ihre Werte sind.</translation>
    </message>
    <message>
        <source>A good hash spreads keys evenly, and a hot key still lands on exactly one partition.</source>
        <translation>Ein guter Hash verteilt Schlüssel gleichmäßig, und ein Hot Key landet trotzdem auf genau einer Partition.</translation>
    </message>
    <message>
        <source>The mean CPU over all partitions is 40%. Is the cluster safe?</source>
        <translation>Die mittlere CPU-Last über alle Partitionen beträgt 40&#xa0;%. Ist der Cluster sicher?</translation>
    </message>
    <message>
        <source>Yes, there is 60% headroom everywhere.</source>
        <translation>Ja, überall sind 60&#xa0;% Spielraum.</translation>
    </message>
    <message>
        <source>You cannot tell: look at the busiest partition.</source>
        <translation>Das lässt sich so nicht sagen: Schauen Sie auf die am stärksten belastete Partition.</translation>
    </message>
    <message>
        <source>No, 40% is always too high.</source>
        <translation>Nein, 40&#xa0;% sind immer zu viel.</translation>
    </message>
    <message>
        <source>A mean of 40% is possible with one partition at 98%. The headroom is not where the load is.</source>
        <translation>Ein Mittelwert von 40&#xa0;% ist auch mit einer Partition bei 98&#xa0;% möglich. Der Spielraum liegt nicht dort, wo die Last ist.</translation>
    </message>
    <message>
        <source>An average hides the peak. Check the hottest partition and the peak-to-average ratio.</source>
        <translation>Ein Mittelwert versteckt die Spitze. Prüfen Sie die heißeste Partition und das Verhältnis Spitze zu Mittelwert.</translation>
    </message>
    <message>
        <source>40% on its own is fine. The question is how the load is spread, which the mean does not show.</source>
        <translation>40&#xa0;% sind für sich genommen in Ordnung. Entscheidend ist, wie sich die Last verteilt, und das zeigt der Mittelwert nicht.</translation>
    </message>
    <message>
        <source>A counter key receives far too many writes for its partition. Which mitigation fits?</source>
        <translation>Ein Zählerschlüssel erhält viel mehr Schreibzugriffe, als seine Partition verkraftet. Welche Gegenmaßnahme passt?</translation>
    </message>
    <message>
        <source>Put a cache in front of it.</source>
        <translation>Einen Cache davorschalten.</translation>
    </message>
    <message>
        <source>Split it into sub-keys key#0 to key#7, write to a random one, and add them all up when reading.</source>
        <translation>Ihn in Unterschlüssel key#0 bis key#7 aufteilen, in einen zufälligen schreiben und beim Lesen alle addieren.</translation>
    </message>
    <message>
        <source>Move the value to object storage.</source>
        <translation>Den Wert in einen Objektspeicher verschieben.</translation>
    </message>
    <message>
        <source>A cache absorbs repeated reads. Every write must still reach the owner.</source>
        <translation>Ein Cache fängt wiederholte Lesezugriffe ab. Jeder Schreibzugriff muss trotzdem beim Besitzer ankommen.</translation>
    </message>
    <message>
        <source>Object storage helps with large values. A counter is small; its problem is the write rate.</source>
        <translation>Ein Objektspeicher hilft bei großen Werten. Ein Zähler ist klein; sein Problem ist die Schreibrate.</translation>
    </message>
    <message>
        <source>Key counts are equal everywhere, but one partition&apos;s disk keeps filling first. Which metric reveals the cause?</source>
        <translation>Die Schlüsselzahlen sind überall gleich, doch die Festplatte einer Partition ist immer zuerst voll. Welche Metrik zeigt die Ursache?</translation>
    </message>
    <message>
        <source>Keys per partition.</source>
        <translation>Schlüssel je Partition.</translation>
    </message>
    <message>
        <source>Requests per second per key.</source>
        <translation>Anfragen pro Sekunde je Schlüssel.</translation>
    </message>
    <message>
        <source>Bytes per partition and bytes sent per second.</source>
        <translation>Bytes je Partition und gesendete Bytes pro Sekunde.</translation>
    </message>
    <message>
        <source>Those are equal, which is why the problem stays hidden.</source>
        <translation>Die sind gleich, und genau deshalb bleibt das Problem verborgen.</translation>
    </message>
    <message>
        <source>Useful for hot keys, but a partition full of 5 MB documents can fill its disk without a single hot key.</source>
        <translation>Nützlich bei Hot Keys, aber eine Partition voller 5-MB-Dokumente kann ihre Festplatte auch ohne einen einzigen Hot Key füllen.</translation>
    </message>
    <message>
        <source>Large values show up in bytes, not in key counts. The fix is object storage or balancing by bytes.</source>
        <translation>Große Werte zeigen sich in Bytes, nicht in Schlüsselzahlen. Als Gegenmaßnahme helfen ein Objektspeicher oder ein Ausgleich nach Bytes.</translation>
    </message>
    <message>
        <source>Next steps</source>
        <translation>Nächste Schritte</translation>
    </message>
    <message>
        <source>This lesson names three topics it does not cover:</source>
        <translation>Drei Themen nennt diese Lektion, ohne sie zu behandeln:</translation>
    </message>
    <message>
        <source>Detecting hot keys automatically, for example with a count-min sketch.</source>
        <translation>Hot Keys automatisch erkennen, zum Beispiel mit einem Count-Min-Sketch.</translation>
    </message>
    <message>
        <source>Rebalancing partitions automatically when load shifts.</source>
        <translation>Partitionen automatisch neu ausgleichen, wenn sich die Last verschiebt.</translation>
    </message>
    <message>
        <source>Rate limits per tenant, so that one tenant cannot take over a partition.</source>
        <translation>Ratenbegrenzung je Mandant, damit kein Mandant eine Partition übernehmen kann.</translation>
    </message>
    <message>
        <source>Key splitting is a technique you build into your application; not every database offers it. In the next lesson, the hot-key lab, you watch a queue grow behind one hot key step by step.</source>
        <translation>Das Aufteilen von Schlüsseln bauen Sie in Ihre Anwendung ein; nicht jede Datenbank bietet es an. In der nächsten Lektion, dem Hot-Key-Labor, sehen Sie Schritt für Schritt, wie hinter einem Hot Key eine Warteschlange wächst.</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>A course lesson (in Indonesian, last reviewed 26 October 2026) on telling key distribution apart from load distribution: the worked example, the three causes, the mitigations and the failure modes.</source>
        <translation>Eine Kurslektion (auf Indonesisch, zuletzt geprüft am 26. Oktober 2026) über den Unterschied zwischen Schlüsselverteilung und Lastverteilung: das Beispiel, die drei Ursachen, die Gegenmaßnahmen und die Fehlerbilder.</translation>
    </message>
    <message>
        <source>The capacities, rates and the placement of the hot partition in the explorer are illustrative figures for teaching, not measurements of any product.</source>
        <translation>Kapazitäten, Raten und die Lage der heißen Partition im Explorer sind Zahlen zur Veranschaulichung, keine Messungen eines Produkts.</translation>
    </message>
    <message>
        <source>That divides the wrong numbers: 40 / 8 = 5 compares no loads. The average share per partition is 100% / 8 = 12.5%, and 40 / 12.5 = 3.2.</source>
        <translation>Hier werden die falschen Zahlen geteilt: 40 / 8 = 5 vergleicht keine Lasten. Der mittlere Anteil je Partition ist 100&#xa0;% / 8 = 12,5&#xa0;%, und 40 / 12,5 = 3,2.</translation>
    </message>
    <message numerus="yes">
        <source>Correct so far: %1 of %2 answered (%Ln question(s)).</source>
        <extracomment>%1 correct answers, %2 answered questions, %Ln all questions</extracomment>
        <translation>
            <numerusform>Bisher richtig: %1 von %2 beantworteten (%Ln Frage insgesamt).</numerusform>
            <numerusform>Bisher richtig: %1 von %2 beantworteten (%Ln Fragen insgesamt).</numerusform>
        </translation>
    </message>
    <message>
        <source>The writes spread over up to eight partitions; with hashing, some sub-keys usually share one (lesson 3 shows how often). The price: each read needs 8 requests, and the counter loses single-key atomic operations.</source>
        <translation>Die Schreibzugriffe verteilen sich auf bis zu acht Partitionen; bei Platzierung per Hash teilen sich meist einige Unterschlüssel eine Partition (Lektion 3 zeigt, wie oft). Der Preis: Jeder Lesezugriff braucht 8 Anfragen, und der Zähler verliert atomare Operationen auf einem Schlüssel.</translation>
    </message>
    <message>
        <source>In the worked example, P5 still copes: the celebrity&apos;s 6,000 reads a second and its share of the other keys take 95% of its CPU. Writes cost a partition more than reads. If a partition can take 5,000 writes a second and one key needs 6,000, no number of nodes will help: however many partitions there are, the key still has one owner. A hot read key is different: read replicas or a cache can serve its reads.</source>
        <translation>Im Rechenbeispiel kommt P5 noch zurecht: Die 6.000 Lesezugriffe pro Sekunde auf das Profil der berühmten Person und der Anteil der übrigen Schlüssel, der auf P5 entfällt, belegen 95&#xa0;% ihrer CPU. Schreibzugriffe kosten eine Partition mehr als Lesezugriffe. Schafft eine Partition 5.000 Schreibzugriffe pro Sekunde und braucht ein Schlüssel 6.000, helfen keine zusätzlichen Knoten: Egal wie viele Partitionen es gibt, der Schlüssel hat weiterhin genau einen Besitzer. Bei einem Hot Key beim Lesen ist das anders: Lesereplikate oder ein Cache können seine Lesezugriffe bedienen.</translation>
    </message>
    <message>
        <source>A hash spreads keys, not requests or bytes: an even key count says nothing about load.</source>
        <translation>Ein Hash verteilt Schlüssel, nicht Anfragen oder Bytes: Gleich viele Schlüssel sagen nichts über die Last.</translation>
    </message>
    <message>
        <source>Measure per partition: requests per second, bytes stored and bytes sent, and look for the hottest keys.</source>
        <translation>Messen Sie pro Partition: Anfragen/s, gespeicherte und gesendete Bytes – und suchen Sie die Schlüssel mit den meisten Zugriffen.</translation>
    </message>
    <message>
        <source>The peak-to-average ratio is capacity you pay for and leave idle: 1.1 is healthy, 3 means three times what the load needs.</source>
        <translation>Das Verhältnis Spitze zu Mittelwert misst bezahlte Kapazität, die ungenutzt bleibt: 1,1 ist gesund, 3 heißt dreimal so viel, wie die Last braucht.</translation>
    </message>
    <message>
        <source>Match the fix to the cause: a cache or replicas for a hot read key, sub-keys for a hot write key, a partition of its own for a big tenant, object storage for large values.</source>
        <translation>Wählen Sie die Gegenmaßnahme passend zur Ursache: Cache oder Replikate für einen Hot Key beim Lesen, Unterschlüssel für einen Hot Key mit vielen Schreibzugriffen, eine eigene Partition für einen großen Mandanten, Objektspeicher für große Werte.</translation>
    </message>
    <message>
        <source>Choose a cause, change the figures and watch the bars and the ratio. For the hot key, commit your prediction first.</source>
        <translation>Wählen Sie eine Ursache, ändern Sie die Zahlen und beobachten Sie die Balken und das Verhältnis. Legen Sie sich beim Hot Key zuerst auf Ihre Vorhersage fest.</translation>
    </message>
</context>
<context>
    <name>KeysVsLoadQuestion</name>
    <message>
        <source>Correct. %1</source>
        <extracomment>Self-check feedback; %1 explains the picked answer</extracomment>
        <translation>Richtig. %1</translation>
    </message>
    <message>
        <source>Not quite. %1</source>
        <translation>Nicht ganz. %1</translation>
    </message>
</context>
<context>
    <name>LabBody</name>
    <message>
        <source>Placement is not traffic</source>
        <translation>Platzierung ist noch keine Last</translation>
    </message>
    <message>
        <source>Both profiles place exactly four keys on every partition. What differs is how often each key is asked for. In the Hot key profile, 9 of the 12 requests in a batch, 75%, name the same key.</source>
        <translation>In beiden Profilen liegen auf jeder Partition genau vier Schlüssel. Unterschiedlich ist nur, wie oft jeder Schlüssel angefragt wird. Im Profil „Hot Key“ betreffen 9 der 12 Anfragen eines Stapels, also 75&#xa0;%, ein und denselben Schlüssel.</translation>
    </message>
    <message>
        <source>One more request goes to the key three places further on. That key has the same owner, because adding 3 does not change the remainder after dividing by 3. So one partition receives 10 of 12 requests, about 83%.</source>
        <translation>Eine weitere Anfrage trifft den Schlüssel drei Plätze weiter. Er hat denselben Besitzer, denn wer 3 addiert, ändert den Rest beim Teilen durch 3 nicht. Eine Partition bekommt so 10 von 12 Anfragen, rund 83&#xa0;%.</translation>
    </message>
    <message>
        <source>Try hot key 1: the tall bar moves to P1. Try hot key 3: it is back on P0. Picking a different hot key moves the problem to another owner; it does not spread the load. The key picker and the table both show who owns each key.</source>
        <translation>Wählen Sie Hot Key 1: Der hohe Balken springt zu P1. Mit Hot Key 3 steht er wieder bei P0. Ein anderer Hot Key schiebt das Problem nur zu einem anderen Besitzer, die Last wird dadurch nicht verteilt. Wem welcher Schlüssel gehört, zeigen sowohl die Schlüsselauswahl als auch die Tabelle.</translation>
    </message>
    <message>
        <source>Keeping up the pressure</source>
        <translation>Wenn der Druck anhält</translation>
    </message>
    <message>
        <source>Send several hot batches in a row. The busiest partition receives 10 requests per batch but finishes only 4 per step, so its queue grows by 6 with every batch: 6, 12, 18 and so on.</source>
        <translation>Schicken Sie mehrere heiße Stapel hintereinander ab. Die am stärksten belastete Partition bekommt pro Stapel 10 Anfragen, erledigt pro Schritt aber nur 4. Ihre Warteschlange wird deshalb mit jedem Stapel um 6 länger: 6, 12, 18 und so weiter.</translation>
    </message>
    <message>
        <source>Meanwhile the other two partitions finish their single request and leave 3 units of capacity idle each. That idle capacity cannot take over the waiting work: it belongs to another owner and is gone when the step ends.</source>
        <translation>Die beiden anderen Partitionen erledigen derweil ihre eine Anfrage und lassen jeweils 3 Einheiten Kapazität ungenutzt. Diese freie Kapazität kann die wartende Arbeit nicht übernehmen: Sie gehört einem anderen Besitzer und ist am Ende des Schritts verloren.</translation>
    </message>
    <message>
        <source>“Drain one step” stops new arrivals but keeps processing, so a queue shrinks by at most 4 per step. Twelve waiting requests need three drain steps.</source>
        <translation>„Einen Abbauschritt ausführen“ lässt keine neuen Anfragen herein, verarbeitet aber weiter; eine Warteschlange wird so pro Schritt um höchstens 4 kürzer. Für zwölf wartende Anfragen braucht es drei Abbauschritte.</translation>
    </message>
    <message>
        <source>Changing the profile or the hot key clears the run, so every comparison starts from zero; waiting requests are not carried over. “Reset run” clears the counters and keeps your choice. When the app starts, it always begins with the Even profile.</source>
        <translation>Ein Wechsel von Profil oder Hot Key leert den Lauf, damit jeder Vergleich bei null beginnt; wartende Anfragen werden nicht übernommen. „Lauf zurücksetzen“ setzt nur die Zähler auf null; Ihre Auswahl bleibt. Beim Start der App ist immer das Profil „Gleichmäßig“ eingestellt.</translation>
    </message>
    <message>
        <source>What an engineer could change</source>
        <translation>Was sich technisch ändern ließe</translation>
    </message>
    <message>
        <source>A product page that suddenly goes viral can pile work onto one partition while the key counts still look perfectly balanced. So look at activity per key and per partition, at what each request costs, at queues and at capacity, not only at how many keys are stored where.</source>
        <translation>Geht eine Produktseite plötzlich viral, kann sich die Arbeit auf einer Partition stapeln, obwohl die Schlüssel sauber verteilt aussehen. Schauen Sie deshalb auf die Aktivität pro Schlüssel und pro Partition, auf die Kosten jeder Anfrage, auf Warteschlangen und Kapazität – nicht nur darauf, wie viele Schlüssel wo liegen.</translation>
    </message>
    <message>
        <source>Cache repeated reads, so fewer requests reach the owner at all.</source>
        <translation>Wiederholte Lesezugriffe aus einem Cache bedienen, damit weniger Anfragen überhaupt beim Besitzer ankommen.</translation>
    </message>
    <message>
        <source>Split one logical key into several physical keys, so its requests land on different owners. The price: reads may have to collect every part, totals need aggregation, and ordering and atomic updates across the parts are harder to guarantee.</source>
        <translation>Einen logischen Schlüssel in mehrere physische Schlüssel aufteilen, sodass seine Anfragen bei verschiedenen Besitzern landen. Der Preis: Lesezugriffe müssen womöglich alle Teile einsammeln, Summen müssen aggregiert werden, und Reihenfolge sowie atomare Änderungen über die Teile hinweg sind schwerer zu garantieren.</translation>
    </message>
    <message>
        <source>Add partitions. That spreads the other keys more thinly, but under this routing rule a single hot key that cannot be split still has exactly one owner.</source>
        <translation>Partitionen hinzufügen. Die übrigen Schlüssel verteilen sich dann dünner, doch ein einzelner Hot Key, der sich nicht aufteilen lässt, hat nach dieser Routing-Regel weiterhin genau einen Besitzer.</translation>
    </message>
    <message>
        <source>Limits of the model</source>
        <translation>Grenzen des Modells</translation>
    </message>
    <message>
        <source>Three fixed partitions, twelve whole-number keys and routing by key mod 3: a rule for teaching, not the hash function or the physical placement of any real product.</source>
        <translation>Drei feste Partitionen, zwölf ganzzahlige Schlüssel und Routing nach Schlüssel mod 3: eine Regel für den Unterricht, weder die Hashfunktion noch die physische Platzierung eines echten Produkts.</translation>
    </message>
    <message>
        <source>Every request costs the same. After the arrivals, each owner finishes up to four per step, older waiting work included, and capacity left over expires instead of being lent.</source>
        <translation>Alle Anfragen kosten gleich viel. Nach den Eingängen erledigt jeder Besitzer bis zu vier pro Schritt, ältere wartende Arbeit eingeschlossen; übrige Kapazität verfällt, statt verliehen zu werden.</translation>
    </message>
    <message>
        <source>Batches are fixed. The Even profile names every key once; the Hot key profile names the hot key nine times and the next three keys once each. There is no randomness and no measured production traffic.</source>
        <translation>Die Stapel stehen fest. Im Profil „Gleichmäßig“ kommt jeder Schlüssel einmal vor, im Profil „Hot Key“ der Hot Key neunmal und die drei folgenden Schlüssel je einmal. Es gibt keinen Zufall und keine gemessene Last aus dem Betrieb.</translation>
    </message>
    <message>
        <source>Requests are counters per partition, not stored records, values, response times or ordered operations. The lab makes no claims about latency percentiles, durability or throughput.</source>
        <translation>Anfragen sind hier Zähler pro Partition, keine gespeicherten Datensätze, Werte, Antwortzeiten oder geordneten Operationen. Über Latenzperzentile, Dauerhaftigkeit oder Durchsatz sagt das Labor nichts aus.</translation>
    </message>
    <message>
        <source>Queues keep all unfinished work. Nothing is rejected, times out or is retried, and there is no backpressure, so overload shows up as a growing queue. Real systems may limit or drop load instead.</source>
        <translation>Warteschlangen behalten jede unerledigte Arbeit. Nichts wird abgewiesen, läuft in ein Timeout oder wird wiederholt, und es gibt keine Backpressure – Überlast zeigt sich deshalb als wachsende Warteschlange. Echte Systeme begrenzen oder verwerfen Last unter Umständen.</translation>
    </message>
    <message>
        <source>Logical time moves only with the batch and drain actions. There are no clocks, network failures, replication, parallel execution, rebalancing, persistence or autoscaling. A new selection starts a new experiment instead of simulating a migration.</source>
        <translation>Die logische Zeit läuft nur mit den Aktionen für Stapel und Abbau weiter. Uhren, Netzwerkausfälle, Replikation, parallele Ausführung, Umverteilung, Persistenz und automatische Skalierung kommen nicht vor. Eine neue Auswahl beginnt ein neues Experiment; eine Migration wird nicht simuliert.</translation>
    </message>
    <message>
        <source>Questions for discussion</source>
        <translation>Fragen zur Diskussion</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>The text, chart, load profiles and model of this lab were written for Hotspot Lab. For a real product, AWS recommends designing partition keys around the access patterns of the application and spreading activity across many partition key values: see the Amazon DynamoDB developer guide, best practices for designing partition keys (checked on 26 October 2026).</source>
        <translation>Text, Diagramm, Lastprofile und Modell dieses Labors wurden für Hotspot Lab geschrieben. Für ein echtes Produkt rät AWS, Partitionsschlüssel an den Zugriffsmustern der Anwendung auszurichten und die Aktivität auf viele Schlüsselwerte zu verteilen: siehe das Entwicklerhandbuch zu Amazon DynamoDB, Best Practices für den Entwurf von Partitionsschlüsseln (abgerufen am 26. Oktober 2026).</translation>
    </message>
    <message>
        <source>Capacity units, adaptive capacity and data placement in DynamoDB are specific to that product. The rule of four requests per step is invented for teaching.</source>
        <translation>Kapazitätseinheiten, adaptive Kapazität und Datenplatzierung sind Eigenheiten von DynamoDB. Dass jede Partition vier Anfragen pro Schritt schafft, ist eine für den Unterricht erfundene Annahme.</translation>
    </message>
    <message>
        <source>Move the hot key to another partition. That changes who carries its traffic, not how much traffic there is. It is a real fix when the key alone fits within one partition&apos;s capacity and gets a partition of its own.</source>
        <translation>Den Hot Key auf eine andere Partition verlegen. Damit ändert sich, wer seine Last trägt, aber nicht, wie groß sie ist. Eine echte Gegenmaßnahme ist das nur, wenn die Last des Hot Keys allein in die Kapazität einer Partition passt und er eine eigene Partition bekommt.</translation>
    </message>
    <message>
        <source>Discuss each question first, then open the model answer below it.</source>
        <translation>Diskutieren Sie jede Frage zuerst und öffnen Sie dann die Musterantwort darunter.</translation>
    </message>
    <message>
        <source>1. A catalogue is partitioned evenly, yet one product launch overloads a single product page. What sets the limit here: key placement, request frequency, request cost or capacity?</source>
        <translation>1. Ein Katalog ist gleichmäßig partitioniert, und trotzdem bringt ein Produktstart eine einzelne Produktseite an ihre Grenze. Was ist hier der Engpass: die Platzierung der Schlüssel, die Häufigkeit der Anfragen, ihr Aufwand oder die Kapazität?</translation>
    </message>
    <message>
        <source>Model answer</source>
        <translation>Musterantwort</translation>
    </message>
    <message>
        <source>Request frequency, measured against capacity. Placement is even, four keys per owner, and in the lab every request costs the same. The launch sends most requests to one key, so its owner receives more per step than the four it can finish, and its queue grows. Dearer requests would make it worse, but they are not what starts it.</source>
        <translation>Die Häufigkeit der Anfragen, gemessen an der Kapazität. Die Platzierung ist gleichmäßig, vier Schlüssel pro Besitzer, und im Labor kostet jede Anfrage gleich viel. Der Produktstart schickt die meisten Anfragen an einen Schlüssel; sein Besitzer erhält pro Schritt mehr als die vier Anfragen, die er erledigen kann, und seine Warteschlange wächst. Teurere Anfragen würden das Problem verschärfen, sind aber nicht der Auslöser.</translation>
    </message>
    <message>
        <source>2. Which measure changes the amount of work that reaches the owner, and which one only moves it somewhere else?</source>
        <translation>2. Welche Maßnahme verringert die Arbeit, die beim Besitzer ankommt, und welche verlagert sie nur an eine andere Stelle?</translation>
    </message>
    <message>
        <source>A cache lowers it: the requests it answers never reach the owner. Splitting the key spreads the same work over several owners, so each one gets less. Moving the key hands the whole load to another owner, which helps only if that owner has room for all of it. Adding partitions thins out the other keys, but the hot key keeps its single owner.</source>
        <translation>Ein Cache verringert sie: Die Anfragen, die er beantwortet, erreichen den Besitzer nie. Das Aufteilen des Schlüssels verteilt dieselbe Arbeit auf mehrere Besitzer, sodass jeder weniger bekommt. Das Verlegen des Schlüssels gibt die ganze Last an einen anderen Besitzer; das hilft nur, wenn dieser sie vollständig tragen kann. Zusätzliche Partitionen verteilen die übrigen Schlüssel dünner, aber der Hot Key behält seinen einzigen Besitzer.</translation>
    </message>
    <message>
        <source>3. If you split that product&apos;s key into several keys, which guarantees would you have to think through again?</source>
        <translation>3. Wenn Sie den Schlüssel dieses Produkts in mehrere Schlüssel aufteilen: Welche Garantien müssten Sie neu durchdenken?</translation>
    </message>
    <message>
        <source>Reading the whole value now means collecting every part, and totals have to be added up. An update that must see the whole value, such as stock that may not drop below zero, is no longer one atomic operation on one key. And writes to different parts have no common order.</source>
        <translation>Um den ganzen Wert zu lesen, müssen jetzt alle Teile eingesammelt und ihre Werte zusammengezählt werden. Eine Änderung, die den ganzen Wert kennen muss – etwa bei einem Lagerbestand, der nicht unter null fallen darf –, ist keine einzelne atomare Operation auf einem Schlüssel mehr. Und Schreibzugriffe auf verschiedene Teile haben keine gemeinsame Reihenfolge.</translation>
    </message>
    <message>
        <source>Model answer to question %1</source>
        <extracomment>A screen reader&apos;s name for the model answer&apos;s heading; %1 is the question&apos;s number</extracomment>
        <translation>Musterantwort zu Frage %1</translation>
    </message>
    <message>
        <source>What the lab shows, and why, is explained here once you have finished the four guided steps: your predictions come first.</source>
        <translation>Was das Labor zeigt und warum, steht hier, sobald Sie die vier geführten Schritte abgeschlossen haben: Zuerst kommen Ihre Vorhersagen.</translation>
    </message>
    <message>
        <source>Try a fix</source>
        <translation>Gegenmaßnahmen ausprobieren</translation>
    </message>
    <message>
        <source>What the fixes show</source>
        <translation>Was die Maßnahmen zeigen</translation>
    </message>
    <message>
        <source>Only the cache lowers the work that reaches an owner: the requests it answers never get there. Moving the key hands all of its work to another owner.</source>
        <translation>Nur der Cache verringert die Arbeit, die beim Besitzer ankommt: Die Anfragen, die er beantwortet, kommen dort nie an. Das Verlegen des Schlüssels gibt seine ganze Arbeit an einen anderen Besitzer ab.</translation>
    </message>
    <message>
        <source>Splitting spreads the work, but more sub-keys are not always better. With hot key 0 and 4 sub-keys, two of them share P0, so P0 builds a queue; with 3 sub-keys no partition does. Lesson 3, “Splitting a hot key”, counts such collisions.</source>
        <translation>Aufteilen verteilt die Arbeit, aber mehr Unterschlüssel sind nicht immer besser. Mit Hot Key 0 und 4 Unterschlüsseln teilen sich zwei davon P0, und P0 bildet eine Warteschlange; mit 3 Unterschlüsseln tut das keine Partition. Lektion 3 („Einen Hot Key aufteilen“) zählt solche Kollisionen.</translation>
    </message>
    <message>
        <source>More partitions never split one key. Under key mod N routing, going from 3 to 4 partitions moves 9 of the 12 keys, and with 5 partitions key 11 lands on the same partition as key 1. Real stores therefore place keys in fixed slots, token or hash ranges, or on a hash ring, where adding a partition moves only a few keys.</source>
        <translation>Mehr Partitionen teilen einen einzelnen Schlüssel nie auf. Mit der Regel Schlüssel mod N wandern beim Schritt von 3 auf 4 Partitionen 9 der 12 Schlüssel, und bei 5 Partitionen landet Schlüssel 11 auf derselben Partition wie Schlüssel 1. Echte Datenspeicher legen Schlüssel deshalb in feste Slots, Token- oder Hash-Bereiche oder auf einen Hash-Ring: Dort verschiebt eine neue Partition nur wenige Schlüssel.</translation>
    </message>
    <message>
        <source>Each of these measures is built into the lab: open the tab “Try a fix” at the top of the lab. Choose a measure, predict what happens at the busiest partition, then send hot batches. The chart “Without a fix” gets the very same batches, so you see what the measure changes and what it leaves unchanged.</source>
        <translation>Jede dieser Maßnahmen ist im Labor eingebaut: Öffnen Sie oben im Labor den Reiter „Gegenmaßnahmen ausprobieren“. Wählen Sie eine Maßnahme, sagen Sie vorher, was an der am stärksten belasteten Partition passiert, und schicken Sie dann heiße Stapel. Das Diagramm „Ohne Gegenmaßnahme“ bekommt genau dieselben Stapel. So sehen Sie, was die Maßnahme ändert und was sie unverändert lässt.</translation>
    </message>
</context>
<context>
    <name>LabGuide</name>
    <message>
        <source>No prediction this time. That is fine: compare the table with what you expected.</source>
        <extracomment>Guided step result when the student made no prediction</extracomment>
        <translation>Diesmal ohne Vorhersage – auch gut. Vergleichen Sie die Tabelle mit Ihrer Erwartung.</translation>
    </message>
    <message>
        <source>Right. You predicted %1, and the table shows %1 waiting at %2.</source>
        <extracomment>%1 the predicted number, %2 a partition name</extracomment>
        <translation>Richtig. Sie haben %1 vorhergesagt, und laut Tabelle warten bei %2 genau %1.</translation>
    </message>
    <message>
        <source>Not quite. You predicted %1; the table shows %2 waiting at %3.</source>
        <extracomment>%1 the prediction, %2 the actual number, %3 a partition name</extracomment>
        <translation>Nicht ganz. Sie haben %1 vorhergesagt, laut Tabelle warten bei %3 aber %2.</translation>
    </message>
    <message>
        <source>Guided step %1 of %2</source>
        <extracomment>Heading of the guided step card, e.g. &quot;Guided step 2 of 4&quot;</extracomment>
        <translation>Geführter Schritt %1 von %2</translation>
    </message>
    <message>
        <source>All four steps done</source>
        <translation>Alle vier Schritte erledigt</translation>
    </message>
    <message>
        <source>An even batch. Keep the Even profile: every key gets one request per batch.</source>
        <translation>Ein gleichmäßiger Stapel. Bleiben Sie beim Profil „Gleichmäßig“: Jeder Schlüssel bekommt pro Stapel genau eine Anfrage.</translation>
    </message>
    <message>
        <source>Send one batch with the hot key.</source>
        <translation>Schicken Sie einen Stapel mit dem Hot Key ab.</translation>
    </message>
    <message>
        <source>Keep up the pressure: send a second batch, then drain the queue one step at a time.</source>
        <translation>Halten Sie den Druck hoch: Schicken Sie einen zweiten Stapel ab und bauen Sie die Warteschlange danach Schritt für Schritt ab.</translation>
    </message>
    <message>
        <source>Now play freely. Try hot key 1, then hot key 3, and watch which bar rises. Every partition still owns four keys.</source>
        <translation>Jetzt können Sie frei experimentieren. Probieren Sie Hot Key 1, dann Hot Key 3, und beobachten Sie, welcher Balken wächst. Jede Partition besitzt dabei weiterhin vier Schlüssel.</translation>
    </message>
    <message>
        <source>Your prediction: how many requests will wait at %1 after this batch?</source>
        <translation>Ihre Vorhersage: Wie viele Anfragen warten nach diesem Stapel bei %1?</translation>
    </message>
    <message>
        <source>Your prediction: which partition will get most of the work?</source>
        <translation>Ihre Vorhersage: Welche Partition bekommt den Großteil der Arbeit?</translation>
    </message>
    <message>
        <source>No prediction</source>
        <extracomment>First entry of the prediction box: the student does not guess</extracomment>
        <translation>Keine Vorhersage</translation>
    </message>
    <message>
        <source>Waiting at %1: %2. Drain steps so far: %3.</source>
        <translation>Wartend bei %1: %2. Bisherige Abbauschritte: %3.</translation>
    </message>
    <message>
        <source>The Hot key profile is on, and a new run starts from zero. The placement has not changed: every partition still owns four keys. Each batch now sends key %1 nine times and keys %2, %3 and %4 once each. Step 3 checks your prediction.</source>
        <translation>Das Profil „Hot Key“ ist aktiv, und ein neuer Lauf beginnt bei null. An der Platzierung hat sich nichts geändert: Jede Partition besitzt weiterhin vier Schlüssel. Jeder Stapel schickt jetzt neunmal Schlüssel %1 und je einmal die Schlüssel %2, %3 und %4. Ob Ihre Vorhersage stimmt, zeigt Schritt 3.</translation>
    </message>
    <message>
        <source>Each partition received %1 and can finish %2 per step, so an even batch leaves no queue.</source>
        <translation>Jede Partition hat %1 bekommen und schafft %2 pro Schritt – ein gleichmäßiger Stapel hinterlässt also keine Warteschlange.</translation>
    </message>
    <message>
        <source>No prediction this time. That is fine: watch which bar rises in step 3.</source>
        <translation>Diesmal ohne Vorhersage – kein Problem. Achten Sie in Schritt 3 darauf, welcher Balken wächst.</translation>
    </message>
    <message>
        <source>You predicted %1. Send the batch to see whether you were right.</source>
        <translation>Ihre Vorhersage: %1. Schicken Sie den Stapel ab, um sie zu prüfen.</translation>
    </message>
    <message>
        <source>%1 got most of the work: %2 of %3 requests.</source>
        <translation>%1 hat den Großteil der Arbeit bekommen: %2 von %3 Anfragen.</translation>
    </message>
    <message>
        <source>Your owner prediction was right: %1 received %2 of %3 requests.</source>
        <translation>Ihre Vorhersage zum Besitzer stimmt: %1 hat %2 von %3 Anfragen bekommen.</translation>
    </message>
    <message>
        <source>You expected %1, but %2 got most of the work: %3 of %4 requests. Key %5 belongs to %2 (%5 mod 3 = %6), and so does key %7, the third key after it.</source>
        <translation>Sie haben %1 erwartet, doch %2 hat den Großteil der Arbeit bekommen: %3 von %4 Anfragen. Schlüssel %5 gehört zu %2 (%5 mod 3 = %6), ebenso Schlüssel %7, drei Plätze weiter.</translation>
    </message>
    <message>
        <source>%1 received %2 requests but can finish only %3 per step, so %4 stay in its queue.</source>
        <translation>%1 hat %2 Anfragen bekommen, schafft aber nur %3 pro Schritt; %4 bleiben in der Warteschlange.</translation>
    </message>
    <message>
        <source>No prediction this time. Notice how the idle capacity at the other partitions did not help.</source>
        <translation>Diesmal ohne Vorhersage. Beachten Sie: Die freie Kapazität der anderen Partitionen hat nichts genützt.</translation>
    </message>
    <message>
        <source>Each guided action sets the lab up for its step. The controls further down work at any time, so you can also play freely.</source>
        <translation>Jede geführte Aktion bereitet das Labor für ihren Schritt vor. Die Bedienelemente weiter unten funktionieren jederzeit – Sie können also auch frei experimentieren.</translation>
    </message>
    <message>
        <source>Send %1 requests + step</source>
        <translation>%1 Anfragen schicken + Schritt</translation>
    </message>
    <message>
        <source>Switch to the Hot key profile</source>
        <translation>Zum Profil „Hot Key“ wechseln</translation>
    </message>
    <message>
        <source>Drain one step</source>
        <translation>Einen Abbauschritt ausführen</translation>
    </message>
    <message>
        <source>Send the second batch</source>
        <translation>Zweiten Stapel schicken</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Abschließen</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Nächster Schritt</translation>
    </message>
    <message>
        <source>Arrivals %1: each partition received %2 requests and finished %2 in the same step. Nothing waits.</source>
        <extracomment>%1 the arrivals per partition, e.g. &quot;4 / 4 / 4&quot;</extracomment>
        <translation>Eingänge %1: Jede Partition hat %2 Anfragen bekommen und alle %2 im selben Schritt erledigt. Nichts wartet.</translation>
    </message>
    <message>
        <source>Arrivals %1. %2 finished %3 and has %4 waiting; the other two partitions finished all they received. There were %5 units of capacity, but only %6 requests were completed.</source>
        <extracomment>%1 the arrivals per partition, e.g. &quot;10 / 1 / 1&quot;</extracomment>
        <translation>Eingänge %1. %2 hat %3 erledigt, %4 warten noch; die beiden anderen Partitionen haben alles geschafft, was bei ihnen ankam. Verfügbar waren %5 Einheiten Kapazität, erledigt wurden aber nur %6 Anfragen.</translation>
    </message>
    <message numerus="yes">
        <source>After the second batch %1 had %2 requests waiting. At %3 per step that takes %Ln drain step(s), and the queue is empty now.</source>
        <extracomment>%1 the partition, %2 requests waiting, %3 capacity per step, %Ln the drain steps</extracomment>
        <translation>
            <numerusform>Nach dem zweiten Stapel warteten bei %1 insgesamt %2 Anfragen. Bei %3 pro Schritt ist dafür %Ln Abbauschritt nötig; jetzt ist die Warteschlange leer.</numerusform>
            <numerusform>Nach dem zweiten Stapel warteten bei %1 insgesamt %2 Anfragen. Bei %3 pro Schritt sind dafür %Ln Abbauschritte nötig; jetzt ist die Warteschlange leer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Right: %Ln drain step(s).</source>
        <translation>
            <numerusform>Richtig: %Ln Abbauschritt.</numerusform>
            <numerusform>Richtig: %Ln Abbauschritte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not quite. You predicted %Ln drain step(s); it took %1. The queue grows by %2 with every hot batch, only its owner can work on it, and the free capacity of the other partitions expires unused.</source>
        <extracomment>%Ln the student&apos;s prediction, %1 the drain steps it took, %2 the growth per batch</extracomment>
        <translation>
            <numerusform>Nicht ganz. Sie haben %Ln Abbauschritt vorhergesagt, nötig waren %1. Mit jedem heißen Stapel wächst die Warteschlange um %2, nur ihr Besitzer kann sie abarbeiten, und die freie Kapazität der anderen Partitionen verfällt ungenutzt.</numerusform>
            <numerusform>Nicht ganz. Sie haben %Ln Abbauschritte vorhergesagt, nötig waren %1. Mit jedem heißen Stapel wächst die Warteschlange um %2, nur ihr Besitzer kann sie abarbeiten, und die freie Kapazität der anderen Partitionen verfällt ungenutzt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pick a hot key in the lab&apos;s key picker (key %1 is chosen now). The button below then switches the lab to the Hot key profile: the hot key gets 9 of the 12 requests in every batch; the next three keys get one each.</source>
        <translation>Wählen Sie in der Schlüsselauswahl des Labors einen Hot Key (gewählt ist jetzt Schlüssel %1). Die Schaltfläche unten stellt das Labor dann auf das Profil „Hot Key“ um: Der Hot Key bekommt in jedem Stapel 9 der 12 Anfragen, die nächsten drei Schlüssel je eine.</translation>
    </message>
    <message>
        <source>Your prediction: how many requests will wait at the busiest partition after this batch?</source>
        <translation>Ihre Vorhersage: Wie viele Anfragen warten nach diesem Stapel bei der am stärksten belasteten Partition?</translation>
    </message>
    <message>
        <source>Your prediction: after the second batch, how many drain steps will empty the queue at the busiest partition?</source>
        <translation>Ihre Vorhersage: Wie viele Abbauschritte braucht es nach dem zweiten Stapel, bis die Warteschlange bei der am stärksten belasteten Partition leer ist?</translation>
    </message>
</context>
<context>
    <name>LabGuideCard</name>
    <message>
        <source>Your prediction</source>
        <translation>Ihre Vorhersage</translation>
    </message>
    <message>
        <source>Skip this step</source>
        <extracomment>Skips the current guided step without doing it</extracomment>
        <translation>Schritt überspringen</translation>
    </message>
    <message>
        <source>Restart the guided steps</source>
        <translation>Geführte Schritte neu beginnen</translation>
    </message>
</context>
<context>
    <name>LabKeyChip</name>
    <message>
        <source>hot key</source>
        <extracomment>Tag on the chosen key chip while the Hot key profile is on</extracomment>
        <translation>Hot Key</translation>
    </message>
    <message>
        <source>Key %1</source>
        <extracomment>Key chip title, e.g. &quot;Key 3&quot;</extracomment>
        <translation>Schlüssel %1</translation>
    </message>
    <message>
        <source>owner %1</source>
        <extracomment>Key chip: the partition that owns the key, e.g. &quot;owner P0&quot;</extracomment>
        <translation>Besitzer %1</translation>
    </message>
    <message>
        <source>×%1 per batch</source>
        <extracomment>Key chip: how many requests this key gets in one batch, e.g. &quot;×9 per batch&quot;</extracomment>
        <translation>×%1 pro Stapel</translation>
    </message>
    <message>
        <source>hot key, inactive</source>
        <extracomment>Tag on the chosen key chip in the Even profile, where it gets no extra requests</extracomment>
        <translation>Hot Key, inaktiv</translation>
    </message>
    <message numerus="yes">
        <source>Key %1, owner %2, %n request(s) per batch</source>
        <extracomment>Screen-reader name of a key chip: key, owner, requests per batch</extracomment>
        <translation>
            <numerusform>Schlüssel %1, Besitzer %2, %n Anfrage pro Stapel</numerusform>
            <numerusform>Schlüssel %1, Besitzer %2, %n Anfragen pro Stapel</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LabPage</name>
    <message>
        <source>Hot-key lab: who gets the work?</source>
        <translation>Hot-Key-Labor: Wer bekommt die Arbeit?</translation>
    </message>
    <message>
        <source>Twelve product pages, three partitions, four keys on each. That looks fair. Predict which partition does the work when one page goes viral, then run the lab and check.</source>
        <translation>Zwölf Produktseiten, drei Partitionen, auf jeder vier Schlüssel. Das wirkt gerecht. Sagen Sie vorher, welche Partition die Arbeit abbekommt, wenn eine Seite viral geht – und prüfen Sie es dann im Labor.</translation>
    </message>
    <message>
        <source>How the lab works</source>
        <translation>So funktioniert das Labor</translation>
    </message>
    <message>
        <source>In every processing step each partition can finish up to %1 requests of equal cost, counting work that is already waiting. Capacity a partition does not use in a step is lost; it is never lent to another partition.</source>
        <translation>In jedem Verarbeitungsschritt erledigt eine Partition höchstens %1 gleich teure Anfragen; bereits wartende Arbeit zählt mit. Was eine Partition in einem Schritt an Kapazität nicht nutzt, ist verloren – sie wird nie an eine andere Partition verliehen.</translation>
    </message>
    <message>
        <source>“Send %1 requests + step” delivers a batch of %1 requests and then runs one step. “Drain one step” runs a step without new arrivals. “Reset run” sets the counters back to zero and keeps your profile and hot key.</source>
        <translation>„%1 Anfragen schicken + Schritt“ liefert einen Stapel mit %1 Anfragen und führt danach einen Schritt aus. „Einen Abbauschritt ausführen“ verarbeitet einen Schritt lang nur wartende Anfragen. „Lauf zurücksetzen“ stellt die Zähler auf null; Profil und Hot Key bleiben erhalten.</translation>
    </message>
    <message>
        <source>Keys spread evenly over the owners can still send most requests to one of them.</source>
        <translation>Auch wenn die Schlüssel gleichmäßig auf die Besitzer verteilt sind, können die meisten Anfragen bei einem einzigen landen.</translation>
    </message>
    <message>
        <source>An owner that receives more than it can finish in a step builds a queue, and the queue grows with every batch while the overload lasts.</source>
        <translation>Ein Besitzer, der mehr erhält, als er in einem Schritt erledigen kann, baut eine Warteschlange auf – und sie wächst mit jedem Stapel, solange die Überlast anhält.</translation>
    </message>
    <message>
        <source>Idle capacity on the other owners does not help: it cannot be lent to the busy one.</source>
        <translation>Freie Kapazität bei den anderen Besitzern hilft nicht: Sie lässt sich nicht an den überlasteten verleihen.</translation>
    </message>
    <message>
        <source>A fix either lowers the work that reaches the owner or only moves it somewhere else. Ask which one a measure does.</source>
        <translation>Eine Gegenmaßnahme verringert entweder die Arbeit, die beim Besitzer ankommt, oder verlagert sie nur an eine andere Stelle. Prüfen Sie bei jeder Maßnahme, welches von beidem sie tut.</translation>
    </message>
    <message>
        <source>The lesson&apos;s summary appears here once you have finished the four guided steps: your predictions come first.</source>
        <translation>Die Zusammenfassung der Lektion erscheint hier, sobald Sie die vier geführten Schritte abgeschlossen haben: Zuerst kommen Ihre Vorhersagen.</translation>
    </message>
</context>
<context>
    <name>LabQueueModel</name>
    <message>
        <source>Every queue is empty: no step has run yet.</source>
        <translation>Alle Warteschlangen sind leer: Es lief noch kein Schritt.</translation>
    </message>
    <message>
        <source>%1: %2 arrived, %3 completed, %4 waiting</source>
        <extracomment>The queue picture for a screen reader, per partition, e.g. &quot;P0: 10 arrived, 4 completed, 6 waiting&quot;</extracomment>
        <translation>%1: %2 angekommen, %3 erledigt, %4 wartend</translation>
    </message>
    <message>
        <source>In step %1: %2.</source>
        <extracomment>The queue picture for a screen reader; %1 the step number, %2 the partitions&apos; figures</extracomment>
        <translation>In Schritt %1: %2.</translation>
    </message>
</context>
<context>
    <name>LabQueuePicture</name>
    <message>
        <source>Queues as request tokens</source>
        <translation>Warteschlangen als Anfrage-Marken</translation>
    </message>
    <message>
        <source>Queues in the last step</source>
        <translation>Warteschlangen im letzten Schritt</translation>
    </message>
    <message>
        <source>arrived</source>
        <extracomment>Queue picture: the zone of requests that came with the last batch</extracomment>
        <translation>angekommen</translation>
    </message>
    <message>
        <source>waiting</source>
        <extracomment>Queue picture: the zone of requests in the queue</extracomment>
        <translation>wartend</translation>
    </message>
    <message>
        <source>completed</source>
        <extracomment>Queue picture: the zone of requests finished in the last step</extracomment>
        <translation>erledigt</translation>
    </message>
</context>
<context>
    <name>LabShareChart</name>
    <message>
        <source>Share of all requests received in this run</source>
        <extracomment>Chart title in the hot-key lab</extracomment>
        <translation>Anteil an allen Anfragen dieses Laufs</translation>
    </message>
    <message>
        <source>@value%</source>
        <extracomment>Value label on a bar; @value is the share in whole percent. Use your language&apos;s spacing before %.</extracomment>
        <translation>@value&#xa0;%</translation>
    </message>
    <message>
        <source>Partition</source>
        <extracomment>Axis title under the bars</extracomment>
        <translation>Partition</translation>
    </message>
    <message>
        <source>Share of requests (%)</source>
        <extracomment>Axis title beside the bars</extracomment>
        <translation>Anteil der Anfragen (%)</translation>
    </message>
    <message>
        <source>No requests yet. Send a batch to see each partition&apos;s share.</source>
        <extracomment>Shown inside the empty share chart before the first batch</extracomment>
        <translation>Noch keine Anfragen. Schicken Sie einen Stapel, dann sehen Sie den Anteil jeder Partition.</translation>
    </message>
</context>
<context>
    <name>LabSimulation</name>
    <message>
        <source>Send %1 requests + step</source>
        <translation>%1 Anfragen schicken + Schritt</translation>
    </message>
    <message>
        <source>Drain one step</source>
        <translation>Einen Abbauschritt ausführen</translation>
    </message>
    <message>
        <source>Reset run</source>
        <translation>Lauf zurücksetzen</translation>
    </message>
    <message>
        <source>Processing steps in this run: %1</source>
        <translation>Verarbeitungsschritte in diesem Lauf: %1</translation>
    </message>
    <message>
        <source>Waiting in all queues: %1</source>
        <translation>Wartend in allen Warteschlangen: %1</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Lastprofil</translation>
    </message>
    <message>
        <source>Even</source>
        <extracomment>Load profile: every key once per batch</extracomment>
        <translation>Gleichmäßig</translation>
    </message>
    <message>
        <source>Even profile</source>
        <translation>Profil „Gleichmäßig“</translation>
    </message>
    <message>
        <source>Hot key</source>
        <extracomment>Load profile: one key gets most requests</extracomment>
        <translation>Hot Key</translation>
    </message>
    <message>
        <source>Hot key profile</source>
        <translation>Profil „Hot Key“</translation>
    </message>
    <message>
        <source>Keys and their owners</source>
        <translation>Schlüssel und ihre Besitzer</translation>
    </message>
    <message>
        <source>Click a key to make it the hot key. It matters only in the Hot key profile. A different key or profile starts a new run.</source>
        <translation>Klicken Sie auf einen Schlüssel, um ihn zum Hot Key zu machen. Das wirkt sich nur im Profil „Hot Key“ aus. Ein anderer Schlüssel oder ein anderes Profil startet einen neuen Lauf.</translation>
    </message>
    <message>
        <source>%1 owns</source>
        <extracomment>Row label in the key picker, e.g. &quot;P0 owns&quot;</extracomment>
        <translation>%1 besitzt</translation>
    </message>
    <message>
        <source>A queue that is not empty: requests wait there because their owner got more than it could finish.</source>
        <extracomment>Legend under the lab table, after the red &quot;!&quot; sign that marks waiting cells</extracomment>
        <translation>Eine Warteschlange, die nicht leer ist: Dort warten Anfragen, weil ihr Besitzer mehr bekommen hat, als er abarbeiten konnte.</translation>
    </message>
    <message>
        <source>Try a fix</source>
        <translation>Gegenmaßnahmen ausprobieren</translation>
    </message>
    <message>
        <source>Hot-key lab: received, completed and waiting per partition</source>
        <extracomment>Names the lab&apos;s table in the export dialog</extracomment>
        <translation>Hot-Key-Labor: erhaltene, erledigte und wartende Anfragen pro Partition</translation>
    </message>
    <message>
        <source>The requests per batch on each partition are shown once guided step 3 has sent the hot batch: the guide asks you to predict them first.</source>
        <extracomment>In place of the requests per batch on each partition, which would answer the guide&apos;s questions</extracomment>
        <translation>Die Anfragen pro Stapel an jeder Partition erscheinen hier, sobald der geführte Schritt 3 den Stapel mit dem Hot Key abgeschickt hat. Zuerst fragen die geführten Schritte nach Ihrer Vorhersage.</translation>
    </message>
    <message>
        <source>Parts of the lab</source>
        <extracomment>Screen-reader name of the tabs that switch the lab&apos;s pane between the run and &quot;Try a fix&quot;</extracomment>
        <translation>Teile des Labors</translation>
    </message>
    <message>
        <source>The lab</source>
        <extracomment>Tab of the lab&apos;s pane with the run: its actions, chart, table, profile and keys</extracomment>
        <translation>Das Labor</translation>
    </message>
</context>
<context>
    <name>LabTable</name>
    <message>
        <source>Requests per partition</source>
        <extracomment>Screen-reader name of the lab&apos;s table</extracomment>
        <translation>Anfragen pro Partition</translation>
    </message>
    <message>
        <source>%1, queue not empty</source>
        <extracomment>Screen-reader name of a lab table cell with requests waiting, %1 the number</extracomment>
        <translation>%1, Warteschlange nicht leer</translation>
    </message>
</context>
<context>
    <name>LabTableModel</name>
    <message>
        <source>%1 (%2)</source>
        <extracomment>Keys a partition owns: the count, then the list, e.g. &quot;4 (0, 3, 6, 9)&quot;</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Partition</source>
        <extracomment>Table header: the partition of the row</extracomment>
        <translation>Partition</translation>
    </message>
    <message>
        <source>Keys owned</source>
        <extracomment>Table header: how many (and which) keys the partition owns</extracomment>
        <translation>Eigene Schlüssel</translation>
    </message>
    <message>
        <source>Received</source>
        <extracomment>Table header: requests that arrived at the partition in this run</extracomment>
        <translation>Erhalten</translation>
    </message>
    <message>
        <source>Completed</source>
        <extracomment>Table header: requests the partition has finished in this run</extracomment>
        <translation>Erledigt</translation>
    </message>
    <message>
        <source>Waiting</source>
        <extracomment>Table header: requests still in the partition&apos;s queue</extracomment>
        <translation>Wartend</translation>
    </message>
    <message>
        <source>Share</source>
        <extracomment>Table header: the partition&apos;s share of all requests received in this run</extracomment>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>Share (%)</source>
        <extracomment>Column of the exported lab table: the partition&apos;s share of all requests, in percent</extracomment>
        <translation>Anteil (%)</translation>
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
        <translation>Ungleichgewicht je Partition messen, Hot Key, heißen Mandanten und große Werte unterscheiden und die Gegenmaßnahme passend zur Ursache wählen.</translation>
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
        <translation>Ausrechnen, wie viele Unterschlüssel ein Hot Key mit vielen Schreibzugriffen braucht, wenn man Kollisionen mitzählt, und was die Aufteilung kostet.</translation>
    </message>
    <message>
        <source>Write throttling</source>
        <translation>Schreibdrosselung</translation>
    </message>
    <message>
        <source>See how a managed store delays writes when its writer threads stay busy, and how it recovers.</source>
        <translation>Sehen, wie ein verwalteter Speicher Schreibzugriffe verzögert, wenn seine Schreib-Threads lange ausgelastet sind, und wie er sich wieder erholt.</translation>
    </message>
    <message>
        <source>Every partition holds the same number of keys. Why is one of them drowning?</source>
        <translation>Jede Partition enthält gleich viele Schlüssel. Warum geht eine davon trotzdem unter?</translation>
    </message>
    <message>
        <source>One key gets most of the requests. Which partition does the work, and how fast does its queue grow?</source>
        <translation>Ein Schlüssel bekommt die meisten Anfragen. Welche Partition erledigt die Arbeit, und wie schnell wächst ihre Warteschlange?</translation>
    </message>
    <message>
        <source>A key takes twice the writes a partition can serve. Into how many sub-keys must you split it?</source>
        <translation>Ein Schlüssel bekommt doppelt so viele Schreibzugriffe, wie eine Partition schafft. In wie viele Unterschlüssel müssen Sie ihn aufteilen?</translation>
    </message>
    <message>
        <source>Your writes get slower every night, yet no error shows. What is the store doing?</source>
        <translation>Ihre Schreibzugriffe werden jede Nacht langsamer, aber es erscheint kein Fehler. Was macht der Speicher da?</translation>
    </message>
    <message>
        <source>Finding the hot key</source>
        <translation>Den Hot Key finden</translation>
    </message>
    <message>
        <source>Find the key behind a hot partition with bounded memory: exact counts, sampling and a count-min sketch, and a hot key that moves on.</source>
        <translation>Mit begrenztem Speicher den Schlüssel hinter einer heißen Partition finden: exakte Zählung, Stichprobe und Count-Min-Sketch, dazu ein Hot Key, der weiterzieht.</translation>
    </message>
    <message>
        <source>One partition runs at 95% CPU. Which key is it, and will the answer still be true tomorrow?</source>
        <translation>Eine Partition läuft bei 95&#xa0;% CPU. Welcher Schlüssel steckt dahinter, und stimmt die Antwort morgen noch?</translation>
    </message>
</context>
<context>
    <name>LessonPage</name>
    <message>
        <source>Back to the Start page</source>
        <extracomment>Button at the end of the last lesson</extracomment>
        <translation>Zurück zur Startseite</translation>
    </message>
    <message>
        <source>Next lesson: %1</source>
        <extracomment>Button at the end of a lesson; %1 is the next lesson&apos;s title</extracomment>
        <translation>Nächste Lektion: %1</translation>
    </message>
    <message>
        <source>What to remember</source>
        <translation>Das sollten Sie sich merken</translation>
    </message>
    <message>
        <source>Next question: %1</source>
        <extracomment>At the end of a lesson, above the button to the next one; %1 is the question the next lesson opens with</extracomment>
        <translation>Nächste Frage: %1</translation>
    </message>
</context>
<context>
    <name>LessonPrediction</name>
    <message>
        <source>Your prediction: “%1”.</source>
        <extracomment>%1 is the committed answer, quoted</extracomment>
        <translation>Ihre Vorhersage: „%1“.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Pick the answer you expect, then commit it before you look.</source>
        <translation>Wählen Sie die Antwort, die Sie erwarten, und legen Sie sich fest, bevor Sie nachsehen.</translation>
    </message>
    <message>
        <source>Commit your prediction, then go and look.</source>
        <translation>Legen Sie sich auf Ihre Vorhersage fest und sehen Sie dann nach.</translation>
    </message>
    <message>
        <source>Right: the result is what you predicted.</source>
        <translation>Richtig: Das Ergebnis entspricht Ihrer Vorhersage.</translation>
    </message>
    <message>
        <source>Not quite: the result is “%1”.</source>
        <extracomment>%1 is the answer the result proves right</extracomment>
        <translation>Nicht ganz: Das Ergebnis ist „%1“.</translation>
    </message>
</context>
<context>
    <name>LessonProgress</name>
    <message>
        <source>Not started</source>
        <extracomment>Progress of a lesson in the navigation and on the Start page</extracomment>
        <translation>Noch nicht begonnen</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n steps</source>
        <extracomment>Progress of a lesson: %1 steps done of %n, e.g. &quot;2 of 4 steps&quot;</extracomment>
        <translation>
            <numerusform>%1 von %n Schritt</numerusform>
            <numerusform>%1 von %n Schritten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n right</source>
        <extracomment>Progress of a lesson: %1 questions answered right of %n, e.g. &quot;1 of 5 right&quot;</extracomment>
        <translation>
            <numerusform>%1 von %n richtig</numerusform>
            <numerusform>%1 von %n richtig</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonSheet</name>
    <message>
        <source>Questions for discussion</source>
        <translation>Fragen zur Diskussion</translation>
    </message>
    <message>
        <source>Prediction</source>
        <translation>Vorhersage</translation>
    </message>
    <message>
        <source>Keys owned by each partition</source>
        <translation>Eigene Schlüssel je Partition</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Guided steps</source>
        <translation>Geführte Schritte</translation>
    </message>
    <message>
        <source>Write down your prediction before each action.</source>
        <translation>Notieren Sie vor jeder Aktion Ihre Vorhersage.</translation>
    </message>
    <message>
        <source>Step 3: requests received</source>
        <translation>Schritt 3: erhaltene Anfragen</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>capacity per step</source>
        <translation>Kapazität pro Schritt</translation>
    </message>
    <message>
        <source>Step 3: requests waiting</source>
        <translation>Schritt 3: wartende Anfragen</translation>
    </message>
    <message>
        <source>Try a fix</source>
        <translation>Gegenmaßnahmen ausprobieren</translation>
    </message>
    <message>
        <source>Requests per second</source>
        <translation>Anfragen pro Sekunde</translation>
    </message>
    <message>
        <source>Ordinary keys: load per partition</source>
        <translation>Gewöhnliche Schlüssel: Last je Partition</translation>
    </message>
    <message>
        <source>capacity</source>
        <translation>Kapazität</translation>
    </message>
    <message>
        <source>With the promo key on its owner</source>
        <translation>Mit dem Aktionsschlüssel bei seinem Besitzer</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>Memory after %1 requests (KiB)</source>
        <translation>Speicher nach %1 Anfragen (KiB)</translation>
    </message>
    <message>
        <source>KiB</source>
        <translation>KiB</translation>
    </message>
    <message>
        <source>Exact counts</source>
        <translation>Exakte Zählung</translation>
    </message>
    <message>
        <source>Sampling</source>
        <translation>Stichprobe</translation>
    </message>
    <message>
        <source>Count-min sketch</source>
        <translation>Count-Min-Sketch</translation>
    </message>
    <message>
        <source>Predictions</source>
        <translation>Vorhersagen</translation>
    </message>
    <message>
        <source>For each scenario, predict before you press Play.</source>
        <translation>Geben Sie zu jedem Szenario eine Vorhersage ab, bevor Sie auf „Abspielen“ drücken.</translation>
    </message>
    <message>
        <source>In the explorer, choose the cause Hot key and keep its starting figures.</source>
        <translation>Wählen Sie im Explorer die Ursache „Hot Key“ und behalten Sie die Ausgangswerte bei.</translation>
    </message>
    <message>
        <source>Before you start</source>
        <translation>Bevor Sie beginnen</translation>
    </message>
    <message>
        <source>Write down your first answer. Come back to it at the end.</source>
        <translation>Notieren Sie Ihre erste Antwort und kommen Sie am Ende darauf zurück.</translation>
    </message>
    <message>
        <source>Try each fix at its starting setting. For each one, predict, then send one batch to the system with the fix and to the one without it.</source>
        <translation>Probieren Sie jede Gegenmaßnahme mit ihrer Ausgangseinstellung aus. Geben Sie jeweils zuerst Ihre Vorhersage ab und schicken Sie dann einen Stapel an beide Systeme, das mit und das ohne Gegenmaßnahme.</translation>
    </message>
    <message>
        <source>Throttling can delay it</source>
        <translation>Die Drosselung kann ihn verzögern</translation>
    </message>
    <message>
        <source>Never delayed</source>
        <translation>Wird nie verzögert</translation>
    </message>
    <message>
        <source>The search index covers the keys that start with “%1”. For each command, tick whether throttling can delay it, then check your answers in the lesson&apos;s command checker.</source>
        <extracomment>%1 the key prefix of the search index, e.g. &quot;product:&quot;</extracomment>
        <translation>Der Suchindex umfasst die Schlüssel, die mit „%1“ beginnen. Kreuzen Sie bei jedem Befehl an, ob die Drosselung ihn verzögern kann, und prüfen Sie Ihre Antworten danach mit der Befehlsprüfung der Lektion.</translation>
    </message>
</context>
<context>
    <name>MitigationBatchPicture</name>
    <message>
        <source>never reaches a partition</source>
        <extracomment>Under the cache in the picture of where a batch goes</extracomment>
        <translation>erreicht keine Partition</translation>
    </message>
</context>
<context>
    <name>MitigationDetails</name>
    <message>
        <source>Where one batch goes</source>
        <extracomment>Heading of the picture of where one batch goes under the chosen fix</extracomment>
        <translation>Wohin die Anfragen eines Stapels gehen</translation>
    </message>
    <message>
        <source>Where the requests of a batch go is shown once guided step 3 has sent the hot batch: the guide asks you to predict it first.</source>
        <extracomment>Shown instead of the picture of where a batch goes while the guided steps ask about it</extracomment>
        <translation>Wohin die Anfragen eines Stapels gehen, sehen Sie, sobald der geführte Schritt 3 den Stapel mit dem Hot Key abgeschickt hat. Zuerst fragen die geführten Schritte nach Ihrer Vorhersage.</translation>
    </message>
    <message>
        <source>Where the requests of a batch go is shown once you have committed your prediction.</source>
        <extracomment>Shown instead of the picture of where a batch goes while a prediction is open</extracomment>
        <translation>Wohin die Anfragen eines Stapels gehen, sehen Sie, sobald Sie sich auf Ihre Vorhersage festgelegt haben.</translation>
    </message>
    <message>
        <source>“0 ×9”: key 0 gets 9 requests in every batch. “0#1”: sub-key 1 of key 0. A key without “×” gets no request in this batch.</source>
        <extracomment>Legend of the picture of where a batch goes</extracomment>
        <translation>„0 ×9“: Schlüssel 0 bekommt in jedem Stapel 9 Anfragen. „0#1“: Unterschlüssel 1 von Schlüssel 0. Ein Schlüssel ohne „ד bekommt in diesem Stapel keine Anfrage.</translation>
    </message>
    <message>
        <source>Requests per partition with the fix</source>
        <extracomment>The table of &quot;try a fix&quot; for screen readers</extracomment>
        <translation>Anfragen pro Partition mit Gegenmaßnahme</translation>
    </message>
    <message>
        <source>What it costs</source>
        <extracomment>Heading of the panel that says what the chosen fix costs</extracomment>
        <translation>Was es kostet</translation>
    </message>
</context>
<context>
    <name>MitigationLab</name>
    <message>
        <source>key mod %1</source>
        <extracomment>How keys are placed on the new partitions: by key mod N</extracomment>
        <translation>Schlüssel mod %1</translation>
    </message>
    <message>
        <source>fixed slots</source>
        <extracomment>How keys are placed on the new partitions: the fewest slots move</extracomment>
        <translation>festen Slots</translation>
    </message>
    <message>
        <source>Choose a fix to compare it with this run.</source>
        <translation>Wählen Sie eine Gegenmaßnahme, um sie mit diesem Lauf zu vergleichen.</translation>
    </message>
    <message>
        <source>New run: send a batch to both systems and compare their queues.</source>
        <translation>Neuer Lauf: Schicken Sie einen Stapel an beide Systeme und vergleichen Sie ihre Warteschlangen.</translation>
    </message>
    <message numerus="yes">
        <source>After %n step(s): %1 waiting with the fix, %2 without it.</source>
        <extracomment>%n processing steps; %1 waiting with the fix, %2 waiting without it</extracomment>
        <translation>
            <numerusform>Nach %n Schritt: %1 wartend mit Gegenmaßnahme, %2 ohne.</numerusform>
            <numerusform>Nach %n Schritten: %1 wartend mit Gegenmaßnahme, %2 ohne.</numerusform>
        </translation>
    </message>
    <message>
        <source>No fix</source>
        <extracomment>The fix chooser&apos;s entries, in this order: no fix, cache, move, split, add partitions</extracomment>
        <translation>Keine Gegenmaßnahme</translation>
    </message>
    <message>
        <source>Cache reads</source>
        <translation>Lesezugriffe cachen</translation>
    </message>
    <message>
        <source>Move the hot key</source>
        <translation>Hot Key verlegen</translation>
    </message>
    <message>
        <source>Split the hot key</source>
        <translation>Hot Key aufteilen</translation>
    </message>
    <message>
        <source>Add partitions</source>
        <translation>Partitionen hinzufügen</translation>
    </message>
    <message>
        <source>Key mod N</source>
        <extracomment>How keys are placed on added partitions: key mod N (most keys move), or fixed slots (the fewest move)</extracomment>
        <translation>Schlüssel mod N</translation>
    </message>
    <message>
        <source>Fixed slots</source>
        <translation>Feste Slots</translation>
    </message>
    <message>
        <source>Requests the cache answers (of 9)</source>
        <extracomment>Spin box: how many of the hot key&apos;s 9 requests per batch the cache answers</extracomment>
        <translation>Anfragen, die der Cache beantwortet (von 9)</translation>
    </message>
    <message>
        <source>Move the hot key to partition</source>
        <extracomment>Spin box: the partition the hot key moves to</extracomment>
        <translation>Hot Key verlegen auf Partition</translation>
    </message>
    <message>
        <source>Sub-keys</source>
        <extracomment>Spin box: into how many sub-keys the hot key is split</extracomment>
        <translation>Unterschlüssel</translation>
    </message>
    <message>
        <source>Partitions</source>
        <extracomment>Spin box: how many partitions there are with the fix</extracomment>
        <translation>Partitionen</translation>
    </message>
    <message>
        <source>%1: %2 waiting</source>
        <extracomment>One partition in a chart&apos;s description: %1 the partition, %2 its waiting requests</extracomment>
        <translation>%1: %2 wartend</translation>
    </message>
    <message>
        <source>With the fix: %1.</source>
        <extracomment>A chart&apos;s description; %1 lists the partitions&apos; waiting requests</extracomment>
        <translation>Mit Gegenmaßnahme: %1.</translation>
    </message>
    <message>
        <source>Without a fix: %1.</source>
        <extracomment>A chart&apos;s description; %1 lists the partitions&apos; waiting requests</extracomment>
        <translation>Ohne Gegenmaßnahme: %1.</translation>
    </message>
    <message>
        <source>%1: %2 received, %3 completed, %4 waiting (%5 without the fix)</source>
        <extracomment>One partition in the table&apos;s description: %1 the partition, %2 received, %3 completed, %4 waiting, %5 waiting without the fix</extracomment>
        <translation>%1: %2 erhalten, %3 erledigt, %4 wartend (%5 ohne Gegenmaßnahme)</translation>
    </message>
    <message>
        <source>No queue at all</source>
        <translation>Gar keine Warteschlange</translation>
    </message>
    <message>
        <source>A shorter queue</source>
        <translation>Eine kürzere Warteschlange</translation>
    </message>
    <message>
        <source>The same queue</source>
        <translation>Dieselbe Warteschlange</translation>
    </message>
    <message>
        <source>A queue on another partition</source>
        <translation>Eine Warteschlange auf einer anderen Partition</translation>
    </message>
    <message>
        <source>Now send a batch to both systems and compare the charts.</source>
        <translation>Schicken Sie jetzt einen Stapel an beide Systeme und vergleichen Sie die Diagramme.</translation>
    </message>
    <message>
        <source>Choose a fix first: then predict what it does.</source>
        <translation>Wählen Sie zuerst eine Gegenmaßnahme und sagen Sie dann vorher, was sie bewirkt.</translation>
    </message>
    <message>
        <source>The result is already on screen: reset the run to predict again.</source>
        <translation>Das Ergebnis ist schon zu sehen: Setzen Sie den Lauf zurück, um erneut vorherzusagen.</translation>
    </message>
    <message>
        <source>After the first batch, the longest queue is %1 at %2 with the fix, and %3 at %4 without it.</source>
        <extracomment>After the first batch: %1 and %3 queue lengths, %2 and %4 partitions</extracomment>
        <translation>Längste Warteschlange nach dem ersten Stapel: mit Gegenmaßnahme %1 (%2), ohne %3 (%4).</translation>
    </message>
    <message numerus="yes">
        <source>Reading the whole value takes %n request(s), totals lag behind, and the key can no longer be updated in one atomic write.</source>
        <extracomment>%n requests needed to read the hot key&apos;s whole value</extracomment>
        <translation>
            <numerusform>Den ganzen Wert zu lesen kostet %n Anfrage, Summen hinken hinterher, und der Schlüssel lässt sich nicht mehr in einem atomaren Schreibzugriff ändern.</numerusform>
            <numerusform>Den ganzen Wert zu lesen kostet %n Anfragen, Summen hinken hinterher, und der Schlüssel lässt sich nicht mehr in einem atomaren Schreibzugriff ändern.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The cache has answered %n request(s) in this run: they never reached a partition. An answer from the cache can be out of date.</source>
        <extracomment>%n requests the cache answered in this run</extracomment>
        <translation>
            <numerusform>Der Cache hat in diesem Lauf %n Anfrage beantwortet: Sie hat nie eine Partition erreicht. Eine Antwort aus dem Cache kann veraltet sein.</numerusform>
            <numerusform>Der Cache hat in diesem Lauf %n Anfragen beantwortet: Sie haben nie eine Partition erreicht. Eine Antwort aus dem Cache kann veraltet sein.</numerusform>
        </translation>
    </message>
    <message>
        <source>The hot key&apos;s data has to move, and nothing is gained, because the same work lands on another partition. Moving is a real fix only when the key alone fits within one partition: here it sends %1 requests per batch to a partition that finishes %2 per step.</source>
        <extracomment>%1 the hot key&apos;s requests per batch, %2 a partition&apos;s capacity per step</extracomment>
        <translation>Die Daten des Hot Keys müssen umziehen, und gewonnen ist nichts, denn dieselbe Arbeit landet auf einer anderen Partition. Das Verlegen hilft nur, wenn der Schlüssel allein in eine Partition passt: Hier schickt er %1 Anfragen pro Stapel an eine Partition, die %2 pro Schritt erledigt.</translation>
    </message>
    <message numerus="yes">
        <source>%n key(s) change owner, and their data has to move: key mod N moves %1 of the 12 keys, fixed slots move %2. The hot key is still one key on one partition. In this run: %3 units of capacity, %4 requests completed.</source>
        <extracomment>%n keys whose data moves; %1 keys moved by key mod N, %2 keys moved by fixed slots, %3 capacity offered, %4 requests completed</extracomment>
        <translation>
            <numerusform>%n Schlüssel bekommt einen neuen Besitzer, und seine Daten müssen umziehen: Mit Schlüssel mod N wandern %1 der 12 Schlüssel, mit festen Slots %2. Der Hot Key bleibt ein Schlüssel auf einer Partition. In diesem Lauf: %3 Einheiten Kapazität, %4 Anfragen erledigt.</numerusform>
            <numerusform>%n Schlüssel bekommen einen neuen Besitzer, und ihre Daten müssen umziehen: Mit Schlüssel mod N wandern %1 der 12 Schlüssel, mit festen Slots %2. Der Hot Key bleibt ein Schlüssel auf einer Partition. In diesem Lauf: %3 Einheiten Kapazität, %4 Anfragen erledigt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The cache answers %1 of the 9 requests for key %2 in every batch. Requests per batch that still reach %3: %4.</source>
        <extracomment>%1 requests the cache answers, %2 the hot key, %3 the partitions, %4 the requests per batch at each of them, e.g. &quot;4 / 1 / 1&quot;</extracomment>
        <translation>Der Cache beantwortet in jedem Stapel %1 der 9 Anfragen an Schlüssel %2. Anfragen pro Stapel, die noch %3 erreichen: %4.</translation>
    </message>
    <message>
        <source>Key %1 now lives on %2; every other key stays where it was. Requests per batch on %3: %4. Keys moved: %5.</source>
        <extracomment>%1 the hot key, %2 its new partition, %3 the partitions, %4 the requests per batch at each of them, %5 keys moved</extracomment>
        <translation>Schlüssel %1 liegt jetzt auf %2, alle anderen Schlüssel bleiben, wo sie waren. Anfragen pro Stapel an %3: %4. Verschobene Schlüssel: %5.</translation>
    </message>
    <message numerus="yes">
        <source>Key %1 is written as %n sub-key(s) on %2. Requests per batch on %3: %4.</source>
        <extracomment>%n sub-keys; %1 the hot key, %2 the partitions of its sub-keys in order, %3 the partitions, %4 the requests per batch at each of them</extracomment>
        <translation>
            <numerusform>Schlüssel %1 wird als %n Unterschlüssel auf %2 geschrieben. Anfragen pro Stapel an %3: %4.</numerusform>
            <numerusform>Schlüssel %1 wird als %n Unterschlüssel auf %2 geschrieben. Anfragen pro Stapel an %3: %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n partition(s), keys placed by %1. Requests per batch on %2: %3. Keys that changed owner: %4.</source>
        <extracomment>%n partitions; %1 the placement rule, %2 the partitions, %3 the requests per batch at each of them, %4 keys that changed owner</extracomment>
        <translation>
            <numerusform>%n Partition, Verteilung nach %1. Anfragen pro Stapel an %2: %3. Schlüssel mit neuem Besitzer: %4.</numerusform>
            <numerusform>%n Partitionen, Verteilung nach %1. Anfragen pro Stapel an %2: %3. Schlüssel mit neuem Besitzer: %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>Cache</source>
        <extracomment>Title of the cache in the picture of where a batch goes</extracomment>
        <translation>Cache</translation>
    </message>
    <message numerus="yes">
        <source>Cache: answers %n request(s) for key %1 in every batch; they never reach a partition.</source>
        <extracomment>Screen-reader name of the cache in the picture of where a batch goes; %1 the hot key</extracomment>
        <translation>
            <numerusform>Cache: beantwortet in jedem Stapel %n Anfrage an Schlüssel %1; sie erreicht keine Partition.</numerusform>
            <numerusform>Cache: beantwortet in jedem Stapel %n Anfragen an Schlüssel %1; sie erreichen keine Partition.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 holds keys %2 and gets %n request(s) in every batch.</source>
        <extracomment>Screen-reader name of a partition in the picture of where a batch goes; %1 the partition, %2 its keys, e.g. &quot;0#1, 1, 4&quot;</extracomment>
        <translation>
            <numerusform>%1 enthält die Schlüssel %2 und bekommt in jedem Stapel %n Anfrage.</numerusform>
            <numerusform>%1 enthält die Schlüssel %2 und bekommt in jedem Stapel %n Anfragen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n per batch</source>
        <extracomment>Under a partition or the cache in the picture of where a batch goes</extracomment>
        <translation>
            <numerusform>%n pro Stapel</numerusform>
            <numerusform>%n pro Stapel</numerusform>
        </translation>
    </message>
    <message>
        <source>%1#%2</source>
        <extracomment>A sub-key of the hot key: %1 the hot key, %2 the sub-key&apos;s number, e.g. &quot;0#1&quot;</extracomment>
        <translation>%1#%2</translation>
    </message>
    <message>
        <source>No fix: both systems get the lab&apos;s hot batch. Requests per batch on %1: %2.</source>
        <extracomment>%1 the partitions, e.g. &quot;P0 / P1 / P2&quot;, %2 the requests per batch at each of them, e.g. &quot;10 / 1 / 1&quot;</extracomment>
        <translation>Ohne Gegenmaßnahme: Beide Systeme bekommen den Hot-Key-Stapel des Labors. Anfragen pro Stapel an %1: %2.</translation>
    </message>
    <message>
        <source>Key %1 already lives on %2: nothing moves, and nothing changes. Choose another partition.</source>
        <extracomment>%1 the hot key, %2 its partition</extracomment>
        <translation>Schlüssel %1 liegt schon auf %2: Nichts zieht um, und nichts ändert sich. Wählen Sie eine andere Partition.</translation>
    </message>
    <message>
        <source>With 1 sub-key the key is not split: reads, totals and atomic writes stay as they were, and so does the queue.</source>
        <translation>Mit 1 Unterschlüssel wird der Schlüssel nicht aufgeteilt: Lesen, Summen und atomare Schreibzugriffe bleiben, wie sie waren, und die Warteschlange auch.</translation>
    </message>
    <message>
        <source>%1 (added by the fix): %2 received, %3 completed, %4 waiting</source>
        <extracomment>A partition the fix added, in the table&apos;s description: %1 the partition, %2 received, %3 completed, %4 waiting</extracomment>
        <translation>%1 (durch die Gegenmaßnahme hinzugekommen): %2 erhalten, %3 erledigt, %4 wartend</translation>
    </message>
    <message numerus="yes">
        <source>After %n step(s): %1 waiting. Choose a fix to compare.</source>
        <extracomment>%n processing steps; %1 waiting requests in both systems, which are the same without a fix</extracomment>
        <translation>
            <numerusform>Nach %n Schritt: %1 wartend. Wählen Sie eine Gegenmaßnahme zum Vergleich.</numerusform>
            <numerusform>Nach %n Schritten: %1 wartend. Wählen Sie eine Gegenmaßnahme zum Vergleich.</numerusform>
        </translation>
    </message>
    <message>
        <source>With this fix, what will the first hot batch leave at the busiest partition, compared with the same batch without a fix?</source>
        <translation>Was hinterlässt der erste heiße Stapel mit dieser Gegenmaßnahme bei der am stärksten belasteten Partition, verglichen mit demselben Stapel ohne Gegenmaßnahme?</translation>
    </message>
</context>
<context>
    <name>MitigationPanel</name>
    <message>
        <source>Hot key</source>
        <extracomment>Spin box label in &quot;try a fix&quot;: the key that gets 9 of 12 requests</extracomment>
        <translation>Hot Key</translation>
    </message>
    <message>
        <source>Send a batch to both</source>
        <extracomment>Button in &quot;try a fix&quot;: the lab&apos;s hot batch goes to both systems</extracomment>
        <translation>Stapel an beide schicken</translation>
    </message>
    <message>
        <source>Drain one step</source>
        <translation>Einen Abbauschritt ausführen</translation>
    </message>
    <message>
        <source>Reset run</source>
        <translation>Lauf zurücksetzen</translation>
    </message>
    <message>
        <source>Without a fix</source>
        <extracomment>Chart title in &quot;try a fix&quot;</extracomment>
        <translation>Ohne Gegenmaßnahme</translation>
    </message>
    <message>
        <source>With the fix</source>
        <extracomment>Chart title in &quot;try a fix&quot;: the same batches with the chosen fix</extracomment>
        <translation>Mit Gegenmaßnahme</translation>
    </message>
    <message>
        <source>No fix chosen</source>
        <extracomment>Chart title in &quot;try a fix&quot; while no fix is chosen: both systems are the same</extracomment>
        <translation>Keine Gegenmaßnahme gewählt</translation>
    </message>
    <message>
        <source>Keys placed by</source>
        <extracomment>Label before the routing choices of &quot;Add partitions&quot;: key mod N or fixed slots</extracomment>
        <translation>Schlüssel verteilt nach</translation>
    </message>
    <message>
        <source>Try a fix: each partition with the fix and without it</source>
        <extracomment>Names the table of &quot;try a fix&quot; in the export dialog</extracomment>
        <translation>Gegenmaßnahmen ausprobieren: jede Partition mit und ohne Gegenmaßnahme</translation>
    </message>
    <message>
        <source>Both systems get the lab&apos;s hot batch, which guided step 3 asks you to predict. These buttons work once that step has sent it.</source>
        <extracomment>Under the disabled buttons of &quot;try a fix&quot; while the guided steps are not past step 3</extracomment>
        <translation>Beide Systeme bekommen den Hot-Key-Stapel des Labors, zu dem der geführte Schritt 3 Ihre Vorhersage erfragt. Diese Schaltflächen funktionieren, sobald dieser Schritt ihn abgeschickt hat.</translation>
    </message>
</context>
<context>
    <name>MitigationTableModel</name>
    <message>
        <source>Waiting without fix</source>
        <extracomment>Table header: requests that would be waiting on this partition without the fix</extracomment>
        <translation>Wartend ohne Gegen­maßnahme</translation>
    </message>
</context>
<context>
    <name>MitigationWaitingChart</name>
    <message>
        <source>Waiting requests</source>
        <extracomment>Axis title beside the bars of &quot;try a fix&quot;</extracomment>
        <translation>Wartende Anfragen</translation>
    </message>
    <message>
        <source>Partition</source>
        <extracomment>Axis title under the bars</extracomment>
        <translation>Partition</translation>
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
    <name>NumberFormat</name>
    <message>
        <source>%1%</source>
        <extracomment>A percentage, e.g. &quot;83%&quot;; use your language&apos;s spacing (German: &quot;83 %&quot;)</extracomment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>below %1%</source>
        <extracomment>A probability too small to show; %1 is 0.01</extracomment>
        <translation>unter %1&#xa0;%</translation>
    </message>
    <message>
        <source>above %1%</source>
        <extracomment>A probability too close to certain to show; %1 is 99.99</extracomment>
        <translation>über %1&#xa0;%</translation>
    </message>
    <message>
        <source>P%1</source>
        <extracomment>Short partition name in charts and tables, e.g. &quot;P0&quot;</extracomment>
        <translation>P%1</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <extracomment>A memory size in kibibytes; %1 is the formatted number</extracomment>
        <translation>%1&#xa0;KiB</translation>
    </message>
</context>
<context>
    <name>PaneDivider</name>
    <message>
        <source>Divider between the text and the simulation</source>
        <extracomment>Screen-reader name of the divider between a lesson&apos;s text and its simulation</extracomment>
        <translation>Trennlinie zwischen Text und Simulation</translation>
    </message>
    <message>
        <source>Left and Right arrow keys give the simulation more or less width.</source>
        <extracomment>Screen-reader hint of that divider</extracomment>
        <translation>Mit den Pfeiltasten nach links und nach rechts machen Sie die Simulation breiter oder schmaler.</translation>
    </message>
</context>
<context>
    <name>PartitionLab</name>
    <message numerus="yes">
        <source>In %1 step(s):</source>
        <extracomment>Part of the capacity line; %1 is a number of processing steps</extracomment>
        <translation>
            <numerusform>In %1 Schritt:</numerusform>
            <numerusform>In %1 Schritten:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 unit(s) of capacity</source>
        <extracomment>Part of the capacity line; %1 is a number of capacity units</extracomment>
        <translation>
            <numerusform>%1 Einheit Kapazität</numerusform>
            <numerusform>%1 Einheiten Kapazität</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 request(s) completed</source>
        <extracomment>Part of the capacity line; %1 is a number of requests</extracomment>
        <translation>
            <numerusform>%1 Anfrage erledigt</numerusform>
            <numerusform>%1 Anfragen erledigt</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2, %3</source>
        <extracomment>The capacity line, e.g. &quot;In 1 step: 12 units of capacity, 6 requests completed&quot;</extracomment>
        <translation>%1 %2, %3</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <extracomment>Queue length at one partition in the lab&apos;s status line, e.g. &quot;6 at P0&quot;</extracomment>
        <translation>%1 bei %2</translation>
    </message>
    <message>
        <source>Batch sent, step %1 done. Waiting: %2.</source>
        <extracomment>Lab status after &quot;Send 12 requests + step&quot;; %1 step number, %2 e.g. &quot;6 at P0, 0 at P1 and 0 at P2&quot;</extracomment>
        <translation>Stapel gesendet, Schritt %1 ausgeführt. Wartend: %2.</translation>
    </message>
    <message>
        <source>Drain step done, step %1. Waiting: %2.</source>
        <extracomment>Lab status after &quot;Drain one step&quot;; %1 step number, %2 e.g. &quot;2 at P0, 0 at P1 and 0 at P2&quot;</extracomment>
        <translation>Abbauschritt ausgeführt, Schritt %1. Wartend: %2.</translation>
    </message>
    <message>
        <source>Run reset: all counters are zero and every queue is empty.</source>
        <translation>Lauf zurückgesetzt: Alle Zähler stehen auf null und jede Warteschlange ist leer.</translation>
    </message>
    <message>
        <source>New run: nothing sent yet and every queue is empty.</source>
        <translation>Neuer Lauf: Noch nichts gesendet, jede Warteschlange ist leer.</translation>
    </message>
    <message>
        <source>No requests received yet.</source>
        <translation>Noch keine Anfragen erhalten.</translation>
    </message>
    <message>
        <source>%1 received %2 of %3 requests (%4%)</source>
        <extracomment>Chart description per partition, e.g. &quot;P0 received 10 of 12 requests (83%)&quot;</extracomment>
        <translation>%1 hat %2 von %3 Anfragen erhalten (%4&#xa0;%)</translation>
    </message>
    <message>
        <source>%1: %2 received, %3 completed, %4 waiting</source>
        <extracomment>Table description per partition, e.g. &quot;P0: 10 received, 4 completed, 6 waiting&quot;</extracomment>
        <translation>%1: %2 erhalten, %3 erledigt, %4 wartend</translation>
    </message>
    <message>
        <source>Every key gets one request per batch.</source>
        <translation>Jeder Schlüssel bekommt eine Anfrage pro Stapel.</translation>
    </message>
    <message>
        <source>Key %1 gets 9 requests per batch; keys %2, %3 and %4 get one each.</source>
        <translation>Schlüssel %1 bekommt 9 Anfragen pro Stapel, die Schlüssel %2, %3 und %4 je eine.</translation>
    </message>
    <message>
        <source>%1 owns keys %2</source>
        <extracomment>One partition&apos;s keys, e.g. &quot;P0 owns keys 0, 3, 6 and 9&quot;</extracomment>
        <translation>%1 besitzt die Schlüssel %2</translation>
    </message>
    <message>
        <source>Every request names one of %1 keys, 0 to %2, one per product page. The key decides its owner: partition = key mod %3. So %4.</source>
        <extracomment>%1 how many keys, %2 the highest key, %3 how many partitions, %4 each partition&apos;s keys (&quot;P0 owns keys 0, 3, 6 and 9; P1 owns keys ...&quot;), separated by semicolons</extracomment>
        <translation>Jede Anfrage nennt einen von %1 Schlüsseln, 0 bis %2, einen pro Produktseite. Der Schlüssel legt den Besitzer fest: Partition = Schlüssel mod %3. Damit gilt: %4.</translation>
    </message>
    <message>
        <source>The bars will show each partition&apos;s share of the requests received in this run.</source>
        <translation>Sobald Anfragen eingehen, zeigen die Balken, welcher Anteil der Anfragen dieses Laufs auf jede Partition entfällt.</translation>
    </message>
    <message>
        <source>The bars show shares rounded to whole percent, so here they add up to %2 (%1). The table gives the exact counts.</source>
        <extracomment>%1 the rounded shares added up, e.g. &quot;83 + 8 + 8&quot;; %2 their sum with the percent sign, e.g. &quot;99%&quot;</extracomment>
        <translation>Die Balken zeigen auf ganze Prozent gerundete Anteile, deshalb ergeben sie hier zusammen %2 (%1). Die genauen Zahlen stehen in der Tabelle.</translation>
    </message>
    <message>
        <source>Requests per batch on %1: %2.</source>
        <extracomment>%1 the partitions (&quot;P0 / P1 / P2&quot;), %2 the requests per batch at each of them (&quot;10 / 1 / 1&quot;)</extracomment>
        <translation>Anfragen pro Stapel an %1: %2.</translation>
    </message>
</context>
<context>
    <name>PredictFirstPrompt</name>
    <message>
        <source>Commit your prediction first.</source>
        <extracomment>Beside the simulation&apos;s buttons while a prediction waits; a button &quot;Go to the question&quot; follows</extracomment>
        <translation>Legen Sie sich zuerst auf Ihre Vorhersage fest.</translation>
    </message>
    <message>
        <source>Your prediction: “%1”</source>
        <extracomment>Beside the simulation&apos;s buttons once a prediction is committed; %1 is the chosen answer</extracomment>
        <translation>Ihre Vorhersage: „%1“</translation>
    </message>
    <message>
        <source>Go to the question</source>
        <extracomment>Leads from the simulation to the card where the student commits a prediction</extracomment>
        <translation>Zur Frage</translation>
    </message>
</context>
<context>
    <name>PredictionCard</name>
    <message>
        <source>Your prediction</source>
        <translation>Ihre Vorhersage</translation>
    </message>
    <message>
        <source>Commit my prediction</source>
        <translation>Vorhersage festlegen</translation>
    </message>
    <message>
        <source>Predict again</source>
        <translation>Neu vorhersagen</translation>
    </message>
</context>
<context>
    <name>ResetAllDialog</name>
    <message>
        <source>Reset all lessons?</source>
        <extracomment>Title of the dialog that asks before every lesson starts over</extracomment>
        <translation>Alle Lektionen zurücksetzen?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Reset all</source>
        <extracomment>Confirms that every lesson starts over</extracomment>
        <translation>Alles zurücksetzen</translation>
    </message>
    <message>
        <source>Every lesson goes back to its start: the simulations, the guided steps, the predictions, the typed answers and the progress shown in the lesson list. The language, the text size and the contrast stay as they are. This cannot be undone.</source>
        <translation>Jede Lektion beginnt wieder von vorn: Simulationen, geführte Schritte, Vorhersagen, eingegebene Antworten und der Fortschritt in der Lektionsliste werden zurückgesetzt. Sprache, Schriftgröße und Kontrast bleiben, wie sie sind. Das lässt sich nicht rückgängig machen.</translation>
    </message>
</context>
<context>
    <name>RunExport</name>
    <message>
        <source>Could not write &quot;%1&quot;: %2</source>
        <extracomment>An export failed; %1 is the file, %2 the system&apos;s reason</extracomment>
        <translation>„%1“ konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Choose a file to save the table in.</source>
        <translation>Wählen Sie eine Datei, in der die Tabelle gespeichert wird.</translation>
    </message>
    <message>
        <source>Choose a file to save the chart in.</source>
        <translation>Wählen Sie eine Datei, in der das Diagramm gespeichert wird.</translation>
    </message>
    <message>
        <source>the chart could not be drawn</source>
        <translation>Das Diagramm ließ sich nicht zeichnen</translation>
    </message>
    <message>
        <source>There is no table to export.</source>
        <translation>Es gibt keine Tabelle zum Exportieren.</translation>
    </message>
    <message>
        <source>There is no chart to save.</source>
        <translation>Es gibt kein Diagramm zum Speichern.</translation>
    </message>
</context>
<context>
    <name>RunExporter</name>
    <message>
        <source>Table (CSV): %1</source>
        <extracomment>An entry of the export dialog: %1 names a lesson&apos;s table of results</extracomment>
        <translation>Tabelle (CSV): %1</translation>
    </message>
    <message>
        <source>Chart (PNG): %1</source>
        <extracomment>An entry of the export dialog: %1 is a chart&apos;s heading</extracomment>
        <translation>Diagramm (PNG): %1</translation>
    </message>
</context>
<context>
    <name>ShortcutButton</name>
    <message>
        <source>%1 (shortcut: %2)</source>
        <extracomment>Tooltip of a lesson action: the action, then its keyboard shortcut</extracomment>
        <translation>%1 (Tastenkürzel: %2)</translation>
    </message>
</context>
<context>
    <name>SketchGridView</name>
    <message>
        <source>min</source>
        <extracomment>Marks the smallest counter of the looked-up key in the sketch&apos;s grid: the estimate</extracomment>
        <translation>min</translation>
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
        <translation>Verteilen Sie 80 Millionen Schlüssel auf 8 Partitionen, genau 10 Millionen pro Partition – und trotzdem kann eine davon bei 95&#xa0;% CPU laufen, während die anderen sieben bei 30&#xa0;% vor sich hin dümpeln. Dieser Kurs zeigt, woran das liegt: mit Zahlen, die Sie von Hand nachrechnen können, und kleinen Simulationen, die Sie selbst steuern.</translation>
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
        <translation>Hot Key, heißen Mandanten und große Werte auseinanderhalten und für jeden Fall die passende Gegenmaßnahme wählen.</translation>
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
        <source>Ask for a prediction before each action. The labs leave room for a guess first, so the room can commit to an answer before the simulation gives it.</source>
        <translation>Lassen Sie vor jeder Aktion eine Vorhersage abgeben. Die Labore fragen zuerst danach, damit sich alle festlegen, bevor die Simulation die Antwort zeigt.</translation>
    </message>
    <message>
        <source>The Language menu switches between English, German and Indonesian at once, so students can follow in the language they read best.</source>
        <translation>Das Menü „Sprache“ wechselt sofort zwischen Englisch, Deutsch und Indonesisch, sodass alle in der Sprache mitlesen können, die ihnen am leichtesten fällt.</translation>
    </message>
    <message>
        <source>To put a page on a slide, run: hotspot-lab --lesson lab --lang en --screenshot lab.png</source>
        <translation>Um eine Seite auf eine Folie zu bringen, führen Sie aus: hotspot-lab --lesson lab --lang de --screenshot labor.png</translation>
    </message>
    <message>
        <source>Continue where you left off</source>
        <translation>Dort weitermachen, wo Sie aufgehört haben</translation>
    </message>
    <message>
        <source>Last opened: %1. %2</source>
        <extracomment>%1 is a lesson&apos;s title, %2 how far the student got, e.g. &quot;2 of 4 steps · 1 of 5 right&quot;</extracomment>
        <translation>Zuletzt geöffnet: %1. %2</translation>
    </message>
    <message>
        <source>Continue</source>
        <extracomment>Opens the lesson the student opened last</extracomment>
        <translation>Weitermachen</translation>
    </message>
    <message>
        <source>Continue: %1</source>
        <translation>Weitermachen: %1</translation>
    </message>
    <message>
        <source>Your progress: %1</source>
        <extracomment>How far the student got in a lesson, e.g. &quot;Your progress: 2 of 4 steps · 1 of 5 right&quot;</extracomment>
        <translation>Ihr Fortschritt: %1</translation>
    </message>
    <message>
        <source>The list on the left switches lessons at any time, and each lesson keeps what the class did on it. File &gt; Reset all (Ctrl+Shift+N) starts every lesson over for the next class.</source>
        <translation>Über die Liste links wechseln Sie jederzeit die Lektion, und jede Lektion behält, was Ihre Gruppe darin erarbeitet hat. Datei &gt; Alle Lektionen zurücksetzen (Strg+Umschalt+N) setzt alle Lektionen für die nächste Gruppe auf den Anfang zurück.</translation>
    </message>
    <message>
        <source>On a projector, press F5 for presenter mode: the lesson list goes and all text is at least 150%. F11 fills the screen. Ctrl+Plus and Ctrl+Minus change the text size, Ctrl+0 returns to normal size.</source>
        <translation>Am Beamer schaltet F5 den Präsentationsmodus ein: Die Lektionsliste verschwindet, und alle Texte sind mindestens 150&#xa0;% groß. F11 füllt den Bildschirm. Strg+Plus und Strg+Minus ändern die Schriftgröße, Strg+0 stellt die normale Größe wieder her.</translation>
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
        <translation>Die Zifferngruppen in „%1“ scheinen nicht zu stimmen. Gliedern Sie Tausender in Dreiergruppen mit „%2“ oder lassen Sie die Trennzeichen weg.</translation>
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
        <source>Right</source>
        <extracomment>Short verdict next to an answer field, after a tick</extracomment>
        <translation>Richtig</translation>
    </message>
    <message>
        <source>Not yet</source>
        <extracomment>Short verdict next to an answer field, after a cross</extracomment>
        <translation>Noch nicht</translation>
    </message>
</context>
<context>
    <name>SubKeyLoadChart</name>
    <message>
        <source>No partition is over capacity.</source>
        <translation>Keine Partition liegt über ihrer Kapazität.</translation>
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
        <extracomment>Chart axis: partition names (P0, P1, ...)</extracomment>
        <translation>Partition</translation>
    </message>
    <message>
        <source>Load within capacity</source>
        <extracomment>Legend: the part of a partition&apos;s load up to its capacity</extracomment>
        <translation>Last innerhalb der Kapazität</translation>
    </message>
    <message>
        <source>Capacity: %1 rps</source>
        <extracomment>Legend: the dashed capacity line; %1 is the capacity in requests per second</extracomment>
        <translation>Kapazität: %1 Anfragen/s</translation>
    </message>
    <message>
        <source>Requests per second</source>
        <extracomment>Chart axis title above the plot: the load on each partition</extracomment>
        <translation>Anfragen pro Sekunde</translation>
    </message>
    <message>
        <source>%1: %2 rps up to capacity, %3 rps above it</source>
        <extracomment>Chart description of an overloaded partition, e.g. &quot;P2: 6,000 rps up to capacity, 2,000 rps above it&quot;</extracomment>
        <translation>%1: %2 Anfragen/s bis zur Kapazität, %3 Anfragen/s darüber</translation>
    </message>
    <message>
        <source>%1: %2 rps</source>
        <extracomment>Chart description of a partition within capacity, e.g. &quot;P0: 3,000 rps&quot;</extracomment>
        <translation>%1: %2 Anfragen/s</translation>
    </message>
    <message>
        <source>Load over capacity (!)</source>
        <extracomment>Legend: the part of a partition&apos;s load beyond its capacity; the sign also marks the partition number</extracomment>
        <translation>Last über der Kapazität (!)</translation>
    </message>
</context>
<context>
    <name>SubKeySimulation</name>
    <message>
        <source>%1 rps</source>
        <extracomment>A load in requests per second; %1 is the formatted number</extracomment>
        <translation>%1 Anfragen/s</translation>
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
        <source>Load per sub-key</source>
        <translation>Last je Unterschlüssel</translation>
    </message>
    <message>
        <source>headroom per partition: %1</source>
        <extracomment>%1 is the headroom of a partition in rps</extracomment>
        <translation>Spielraum je Partition: %1</translation>
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
        <translation>je Abruf der Summe</translation>
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
        <source>The peak-to-average ratio compares the busiest partition with the mean load of all partitions, which no placement changes.</source>
        <translation>Das Verhältnis Spitze zu Mittelwert vergleicht die am stärksten belastete Partition mit der mittleren Last aller Partitionen, die keine Platzierung verändert.</translation>
    </message>
</context>
<context>
    <name>SubKeysPage</name>
    <message>
        <source>Splitting a hot key</source>
        <translation>Einen Hot Key aufteilen</translation>
    </message>
    <message>
        <source>One key takes 12,000 writes a second, twice what a partition can serve. Split it into sub-keys and the load spreads out, but only if you leave room for the sub-keys that end up on the same partition.</source>
        <translation>Ein einziger Schlüssel erhält 12.000 Schreibzugriffe pro Sekunde, doppelt so viele, wie eine Partition bewältigen kann. Teilen Sie ihn in Unterschlüssel auf, verteilt sich die Last – aber nur, wenn Sie Spielraum für die Unterschlüssel lassen, die auf derselben Partition landen.</translation>
    </message>
    <message>
        <source>The situation</source>
        <translation>Die Ausgangslage</translation>
    </message>
    <message>
        <source>A cluster has 8 partitions, and each one can serve 6,000 requests per second (rps). At the daily peak, ordinary keys bring 28,000 rps between them, spread evenly: 3,500 rps on every partition.</source>
        <translation>Ein Cluster hat 8 Partitionen; jede kann 6.000 Anfragen pro Sekunde (Anfragen/s) bedienen. Zur täglichen Spitzenzeit erzeugen die gewöhnlichen Schlüssel zusammen 28.000 Anfragen/s, gleichmäßig verteilt: 3.500 Anfragen/s auf jeder Partition.</translation>
    </message>
    <message>
        <source>On top of that comes one promotion key. It holds the remaining stock of a flash sale, and every purchase writes to it: 12,000 rps, all landing on the single partition that owns the key.</source>
        <translation>Dazu kommt ein Aktionsschlüssel. Er zählt den Restbestand eines Blitzverkaufs, und jeder Kauf schreibt auf ihn: 12.000 Anfragen/s, die alle bei der einen Partition ankommen, der dieser Schlüssel gehört.</translation>
    </message>
    <message>
        <source>Question 1: How hot is the owner?</source>
        <translation>Frage 1: Wie heiß läuft der Besitzer?</translation>
    </message>
    <message>
        <source>How many requests per second does the partition that owns the promo key carry?</source>
        <translation>Wie viele Anfragen pro Sekunde trägt die Partition, die den Aktionsschlüssel besitzt?</translation>
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
        <translation>Speichern Sie den Aktionsschlüssel jetzt als 8 Unterschlüssel, promo#0 bis promo#7. Jeder Schreibzugriff wählt zufällig einen davon aus, sodass alle Unterschlüssel gleich viel tragen.</translation>
    </message>
    <message>
        <source>How many requests per second does one sub-key carry?</source>
        <translation>Wie viele Anfragen pro Sekunde entfallen auf einen Unterschlüssel?</translation>
    </message>
    <message>
        <source>That is a whole partition&apos;s load. The question asks for one sub-key&apos;s share of the 12,000 rps.</source>
        <translation>Das ist die Last einer ganzen Partition. Gefragt ist der Anteil eines Unterschlüssels an den 12.000 Anfragen/s.</translation>
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
        <translation>Rechnen Sie die 3.500 Anfragen/s der gewöhnlichen Schlüssel hinzu, die jede Partition bedient.</translation>
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
        <translation>Das sind nur die beiden Unterschlüssel. Rechnen Sie die 3.500 Anfragen/s der gewöhnlichen Schlüssel hinzu.</translation>
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
        <translation>Bei 16 Unterschlüsseln: Wie viele Anfragen sind nötig, um die Summe des Aktionsschlüssels einmal zu lesen?</translation>
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
        <translation>Erläuterung ausblenden</translation>
    </message>
    <message>
        <source>Show discussion</source>
        <translation>Erläuterung einblenden</translation>
    </message>
    <message>
        <source>Discussion</source>
        <translation>Erläuterung</translation>
    </message>
    <message>
        <source>Question 1</source>
        <translation>Frage 1</translation>
    </message>
    <message>
        <source>All traffic together is 40,000 rps (28,000 ordinary plus 12,000 for the promo key), so the mean is 40,000 / 8 = 5,000 rps per partition. The owner of the promo key carries 12,000 + 3,500 = 15,500 rps, more than two and a half times its capacity. Peak-to-average: 15,500 divided by 5,000 gives 3.1. More nodes would not change this: the promo key is still one key with one owner, and that owner receives all 12,000 rps.</source>
        <translation>Der gesamte Verkehr beträgt 40.000 Anfragen/s (28.000 aus gewöhnlichen Schlüsseln plus 12.000 für den Aktionsschlüssel), im Mittel also 40.000 / 8 = 5.000 Anfragen/s je Partition. Der Besitzer des Aktionsschlüssels trägt 12.000 + 3.500 = 15.500 Anfragen/s – mehr als das Zweieinhalbfache seiner Kapazität. Verhältnis Spitze zu Mittelwert: 15.500 geteilt durch 5.000 ergibt 3,1. Zusätzliche Knoten ändern daran nichts: Der Aktionsschlüssel bleibt ein Schlüssel mit einem Besitzer, und bei diesem kommen alle 12.000 Anfragen/s an.</translation>
    </message>
    <message>
        <source>Question 2</source>
        <translation>Frage 2</translation>
    </message>
    <message>
        <source>Each sub-key carries an eighth of 12,000, that is 1,500 rps. With one sub-key per partition, every partition carries 1,500 + 3,500 = 5,000 rps, below the 6,000 it can serve. But a hash does not deal sub-keys out like cards. When two land on the same partition, it carries 3,000 + 3,500 = 6,500 rps and is overloaded. With a random hash that is the normal case: all 8 end up apart in only 8!/8^8 of all placements, about 0.24%. So 8 sub-keys are not safe.</source>
        <translation>Auf jeden Unterschlüssel entfällt ein Achtel von 12.000, also 1.500 Anfragen/s. Mit einem Unterschlüssel pro Partition trägt jede Partition 1.500 + 3.500 = 5.000 Anfragen/s, weniger als die 6.000, die sie schafft. Ein Hash teilt Unterschlüssel aber nicht aus wie Spielkarten. Landen zwei auf derselben Partition, trägt sie 3.000 + 3.500 = 6.500 Anfragen/s und ist überlastet. Bei einem zufälligen Hash ist das der Normalfall: Nur in 8!/8^8 aller Platzierungen, rund 0,24&#xa0;%, liegen alle 8 getrennt. Acht Unterschlüssel sind also nicht sicher.</translation>
    </message>
    <message>
        <source>With 16 sub-keys of 750 rps each, two on a partition give 1,500 + 3,500 = 5,000 rps, and even three fit (5,750 rps). Now a collision costs headroom, not the partition.</source>
        <translation>Mit 16 Unterschlüsseln zu je 750 Anfragen/s ergeben zwei auf einer Partition 1.500 + 3.500 = 5.000 Anfragen/s, und selbst drei passen noch (5.750 Anfragen/s). Eine Kollision kostet jetzt Spielraum, nicht mehr die ganze Partition.</translation>
    </message>
    <message>
        <source>Question 3</source>
        <translation>Frage 3</translation>
    </message>
    <message>
        <source>16 requests: one per sub-key, and the application adds the values up. Writes became cheap, reads became dearer. That is only the first part of the price; the section on what splitting costs, further down, has the rest.</source>
        <translation>16 Anfragen: eine pro Unterschlüssel, und die Anwendung zählt die Werte zusammen. Schreiben ist billig geworden, Lesen dafür teurer. Das ist erst der erste Teil des Preises; den Rest finden Sie weiter unten im Abschnitt über die Kosten der Aufteilung.</translation>
    </message>
    <message>
        <source>The split explorer</source>
        <translation>Der Aufteilungs-Explorer</translation>
    </message>
    <message>
        <source>Why more sub-keys are not always safer</source>
        <translation>Warum mehr Unterschlüssel nicht immer sicherer sind</translation>
    </message>
    <message>
        <source>You might expect the chance of staying within capacity to grow with every sub-key. It does not. Each extra sub-key makes all of them lighter, but a partition only gains room for one more sub-key in steps, when the lighter shares finally fit into its 2,500 rps of headroom. Between two steps, each added sub-key is simply one more chance to collide, so the chance falls. On 8 partitions: 5 sub-keys %1, 8 sub-keys %2, 9 sub-keys %3 (nine cannot sit one per partition), 10 sub-keys %4, 16 sub-keys %5.</source>
        <extracomment>%1-%5 are probabilities for 5, 8, 9, 10 and 16 sub-keys on 8 partitions</extracomment>
        <translation>Man könnte erwarten, dass die Wahrscheinlichkeit, innerhalb der Kapazität zu bleiben, mit jedem Unterschlüssel steigt. Das ist nicht so. Jeder zusätzliche Unterschlüssel macht alle Anteile kleiner, aber Platz für einen weiteren Unterschlüssel gewinnt eine Partition nur in Stufen: erst dann, wenn die kleineren Anteile tatsächlich in ihren Spielraum von 2.500 Anfragen/s passen. Zwischen zwei Stufen ist jeder neue Unterschlüssel nur eine weitere Gelegenheit zur Kollision, und die Wahrscheinlichkeit sinkt. Bei 8 Partitionen: 5 Unterschlüssel %1, 8 Unterschlüssel %2, 9 Unterschlüssel %3 (neun passen nicht einzeln auf 8 Partitionen), 10 Unterschlüssel %4, 16 Unterschlüssel %5.</translation>
    </message>
    <message>
        <source>Now set the sub-keys to 1 and drag the partition slider. The ordinary keys thin out, yet the owner of the promo key never drops below 12,000 rps, twice its capacity. More partitions only help a key that has been split.</source>
        <translation>Stellen Sie nun die Zahl der Unterschlüssel auf 1 und verschieben Sie den Regler für die Partitionen. Die gewöhnlichen Schlüssel verteilen sich auf immer mehr Partitionen, doch der Besitzer des Aktionsschlüssels fällt nie unter 12.000 Anfragen/s, das Doppelte seiner Kapazität. Mehr Partitionen helfen nur einem aufgeteilten Schlüssel.</translation>
    </message>
    <message>
        <source>What splitting costs</source>
        <translation>Was die Aufteilung kostet</translation>
    </message>
    <message>
        <source>Reads fan out. The total lives in no single place, so reading it costs one request per sub-key: 8 or 16 instead of 1. Split only keys that really are hot; a cold key split just in case multiplies its reads for nothing.</source>
        <translation>Lesezugriffe werden aufgefächert (Fan-out). Die Summe liegt an keiner einzelnen Stelle, also kostet ihr Lesen eine Anfrage pro Unterschlüssel: 8 oder 16 statt einer. Teilen Sie nur Schlüssel auf, die wirklich heiß sind; ein kalter Schlüssel, der vorsorglich aufgeteilt wird, vervielfacht seine Lesezugriffe ohne Nutzen.</translation>
    </message>
    <message>
        <source>The total is slightly stale. The sub-keys are read one after another while writes continue, so the sum describes no single moment. For a counter on a web page that is fine; for a hard limit it is not.</source>
        <translation>Die Summe ist leicht veraltet. Die Unterschlüssel werden nacheinander gelesen, während weiter geschrieben wird; die Summe entspricht also keinem bestimmten Zeitpunkt. Für einen Zähler auf einer Webseite genügt das, für eine harte Grenze nicht.</translation>
    </message>
    <message>
        <source>&quot;Decrement the stock if any is left&quot; stops being one atomic operation. On a single key the database checks and decrements in one step. Spread over sub-keys, no key knows the whole stock, so two buyers can take the last item through different sub-keys.</source>
        <translation>„Bestand verringern, falls noch etwas da ist“ ist keine atomare Operation mehr. Bei einem einzelnen Schlüssel prüft die Datenbank den Bestand und verringert ihn in einem Schritt. Über Unterschlüssel verteilt kennt kein Schlüssel den ganzen Bestand, deshalb können zwei Käufer über verschiedene Unterschlüssel beide das letzte Stück bekommen.</translation>
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
        <translation>Prüfen Sie den Bestand gesondert: Reservieren Sie Stücke stapelweise bei einem zentralen Zähler und lassen Sie die heißen Unterschlüssel nur die Käufe erfassen.</translation>
    </message>
    <message>
        <source>Cache the total for a second or two, so that not every reader pays the fan-out.</source>
        <translation>Halten Sie die Summe ein bis zwei Sekunden im Cache, damit nicht jeder Lesezugriff den Fan-out bezahlt.</translation>
    </message>
    <message>
        <source>The lesson</source>
        <translation>Das Fazit</translation>
    </message>
    <message>
        <source>Headroom after collisions sets the number of sub-keys, not an even split. Here each partition has 2,500 rps to spare. A sub-key of 1,500 rps fits only once, so any collision overloads a partition. A sub-key of 750 rps fits three times, so 16 sub-keys stay within capacity as long as no partition gets four of them. Round-robin placement and this page&apos;s hash manage that, but only about one random placement in five does. Work out the headroom first, then choose how many sub-keys and how to place them so that the ones ending up together still fit.</source>
        <translation>Über die Zahl der Unterschlüssel entscheidet der Spielraum, der nach Kollisionen bleibt – nicht eine rechnerisch gleichmäßige Aufteilung. Hier hat jede Partition 2.500 Anfragen/s übrig. Ein Unterschlüssel mit 1.500 Anfragen/s passt nur einmal hinein, also überlastet jede Kollision eine Partition. Ein Unterschlüssel mit 750 Anfragen/s passt dreimal hinein: 16 Unterschlüssel bleiben innerhalb der Kapazität, solange keine Partition vier davon abbekommt. Die Platzierung reihum und der Hash dieser Seite schaffen das, eine zufällige Platzierung aber nur etwa in jedem fünften Fall. Berechnen Sie zuerst den Spielraum und wählen Sie dann Anzahl und Platzierung so, dass auch die Unterschlüssel, die zusammen landen, noch hineinpassen.</translation>
    </message>
    <message numerus="yes">
        <source>%n sub-key(s)</source>
        <translation>
            <numerusform>%n Unterschlüssel</numerusform>
            <numerusform>%n Unterschlüssel</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose how many sub-keys the promo key gets and how many partitions the cluster has. The chart “Placed by hash” puts sub-key promo#i on partition MurmurHash3(&quot;promo#i&quot;) modulo the number of partitions. That rule is a stand-in, kept simple for the lesson. Real stores avoid hash modulo N, because a new N would move almost every key: Redis Cluster hashes keys into 16,384 fixed slots, and Cassandra and DynamoDB give each partition a range of hash values. To the application, a sub-key&apos;s place looks just as random under those schemes, so the collisions follow the same statistics.</source>
        <translation>Wählen Sie, in wie viele Unterschlüssel der Aktionsschlüssel aufgeteilt wird und wie viele Partitionen der Cluster hat. Das Diagramm „Platzierung per Hash“ legt Unterschlüssel promo#i auf die Partition MurmurHash3(„promo#i“) modulo Anzahl der Partitionen. Diese Regel ist nur ein Platzhalter, für die Lektion bewusst einfach gehalten. Echte Datenbanken meiden Hash modulo N, denn mit einem neuen N würde fast jeder Schlüssel umziehen: Redis Cluster bildet Schlüssel per Hash auf 16.384 feste Slots ab, Cassandra und DynamoDB geben jeder Partition einen Bereich von Hashwerten. Für die Anwendung wirkt der Platz eines Unterschlüssels dort genauso zufällig, deshalb folgen die Kollisionen derselben Statistik.</translation>
    </message>
    <message>
        <source>The chart “Placed round-robin” deals the sub-keys out in turn: sub-key i goes to partition (p + i) modulo the number of partitions, where p is the partition of promo#0. Few stores let an application choose like this. DynamoDB and Cassandra place every key themselves, and split or move partitions as they grow. In Redis Cluster, a hash tag such as {promo3} in a key&apos;s name decides its slot, so you can pick names whose slots lie on different nodes. That plan holds only until the cluster reshards and moves the slots.</source>
        <translation>Das Diagramm „Platzierung reihum“ verteilt die Unterschlüssel der Reihe nach: Unterschlüssel i kommt auf Partition (p + i) modulo Anzahl der Partitionen, wobei p die Partition von promo#0 ist. Kaum eine Datenbank lässt die Anwendung so wählen. DynamoDB und Cassandra platzieren jeden Schlüssel selbst und teilen oder verschieben Partitionen, wenn sie wachsen. In Redis Cluster bestimmt ein Hash-Tag wie {promo3} im Schlüsselnamen den Slot; so lassen sich Namen wählen, deren Slots auf verschiedenen Knoten liegen. Dieser Plan hält aber nur, bis der Cluster seine Slots neu auf die Knoten verteilt.</translation>
    </message>
    <message>
        <source>So how many sub-keys does random placement need? With the exercise&apos;s %1 partitions, the first count with at least a %2 chance that no partition is overloaded is %3. Round-robin placement needs %4. Every extra sub-key costs one more request on each read of the total.</source>
        <extracomment>%1 partitions, %2 a probability such as 90%, %3 and %4 counts of sub-keys (already with their unit)</extracomment>
        <translation>Wie viele Unterschlüssel braucht also die zufällige Platzierung? Bei den %1 Partitionen der Aufgabe sind es %3 – erst bei dieser Anzahl ist mit einer Wahrscheinlichkeit von mindestens %2 keine Partition überlastet. Die Platzierung reihum kommt mit %4 aus. Jeder weitere Unterschlüssel kostet bei jedem Lesen der Summe eine Anfrage mehr.</translation>
    </message>
    <message>
        <source>More partitions do not help a hot write key: split it into sub-keys.</source>
        <translation>Mehr Partitionen helfen einem Hot Key mit vielen Schreibzugriffen nicht: Teilen Sie ihn in Unterschlüssel auf.</translation>
    </message>
    <message>
        <source>Size the split by the headroom left after collisions, not by an even share: 8 sub-keys of 1,500 rps fail at the first collision, 16 of 750 rps still fit three to a partition.</source>
        <translation>Bemessen Sie die Aufteilung nach dem Spielraum, der nach Kollisionen bleibt, nicht nach dem gleichen Anteil: 8 Unterschlüssel mit je 1.500 Anfragen/s scheitern an der ersten Kollision, 16 mit je 750 Anfragen/s passen noch zu dritt auf eine Partition.</translation>
    </message>
    <message>
        <source>A hash places sub-keys as if at random. Dealing them out in turn works only where the store lets you pin them, and only until it reshards.</source>
        <translation>Ein Hash platziert Unterschlüssel scheinbar zufällig. Das Verteilen reihum funktioniert nur, wo die Datenbank Sie die Platzierung festlegen lässt, und nur, bis sie ihre Daten neu verteilt.</translation>
    </message>
    <message>
        <source>Every sub-key adds a request to each read of the total, and changes to the whole key are no longer one atomic operation.</source>
        <translation>Jeder Unterschlüssel kostet beim Lesen der Summe eine Anfrage mehr, und Änderungen am ganzen Schlüssel sind keine einzelne atomare Operation mehr.</translation>
    </message>
    <message>
        <source>Work through the three questions below. Type numbers the way you usually write them; press Enter or move on, and the field tells you whether your answer holds.</source>
        <translation>Bearbeiten Sie die drei folgenden Fragen. Schreiben Sie Zahlen so, wie Sie es gewohnt sind; sobald Sie Enter drücken oder zum nächsten Feld gehen, zeigt das Feld, ob Ihre Antwort stimmt.</translation>
    </message>
    <message>
        <source>Ordinary keys %1 + promo key %2 = %3 rps, against a capacity of %4 rps.</source>
        <extracomment>%1 ordinary load, %2 promo key, %3 their sum, %4 capacity (requests per second)</extracomment>
        <translation>Gewöhnliche Schlüssel %1 + Aktionsschlüssel %2 = %3 Anfragen/s, bei einer Kapazität von %4 Anfragen/s.</translation>
    </message>
    <message>
        <source>Mean load: %1 / %2 = %3 rps. Ratio: %4 / %3 = %5.</source>
        <extracomment>%1 total load, %2 partitions, %3 mean load, %4 busiest partition&apos;s load, %5 the ratio</extracomment>
        <translation>Mittlere Last: %1 / %2 = %3 Anfragen/s. Verhältnis: %4 / %3 = %5.</translation>
    </message>
    <message>
        <source>%1 / %2 = %3 rps per sub-key.</source>
        <extracomment>%1 promo key&apos;s requests per second, %2 sub-keys, %3 the share of one</extracomment>
        <translation>%1 / %2 = %3 Anfragen/s je Unterschlüssel.</translation>
    </message>
    <message>
        <source>%1 + %2 = %3 rps, under the %4 rps capacity.</source>
        <extracomment>%1 ordinary load, %2 one sub-key&apos;s share, %3 their sum, %4 capacity (requests per second)</extracomment>
        <translation>%1 + %2 = %3 Anfragen/s, unter der Kapazität von %4 Anfragen/s.</translation>
    </message>
    <message>
        <source>%1 + 2 × %2 = %3 rps, over the %4 rps capacity: 8 sub-keys are not safe with a hash.</source>
        <extracomment>%1 ordinary load, %2 one sub-key&apos;s share, %3 the sum, %4 capacity (requests per second)</extracomment>
        <translation>%1 + 2 × %2 = %3 Anfragen/s, über der Kapazität von %4 Anfragen/s: Bei Platzierung per Hash sind 8 Unterschlüssel nicht sicher.</translation>
    </message>
    <message>
        <source>One read per sub-key: %1 requests, then add them up.</source>
        <extracomment>%1 the number of sub-keys</extracomment>
        <translation>Ein Lesezugriff je Unterschlüssel: %1 Anfragen, danach werden die Werte addiert.</translation>
    </message>
    <message>
        <source>The total is never read in one step: it is added up from all sub-keys and may be slightly out of date. &quot;Sell only while stock is left&quot; is no longer one atomic operation on one key; each sub-key needs its own quota, or a separate stock check guards the sale. Writes to different sub-keys have no common order. And every extra sub-key makes each read dearer.</source>
        <translation>Die Summe wird nie in einem Schritt gelesen: Sie wird aus allen Unterschlüsseln zusammengezählt und kann leicht veraltet sein. „Verkaufen, solange der Vorrat reicht“ ist keine einzelne atomare Operation auf einem Schlüssel mehr; jeder Unterschlüssel braucht ein eigenes Kontingent, oder eine gesonderte Bestandsprüfung sichert den Verkauf ab. Schreibzugriffe auf verschiedene Unterschlüssel haben keine gemeinsame Reihenfolge. Und jeder zusätzliche Unterschlüssel macht jeden Lesezugriff teurer.</translation>
    </message>
    <message>
        <source>The split explorer starts with 3 sub-keys, too few for the promo key. Type your answers first, then set its sliders to the numbers of a question to check them.</source>
        <translation>Der Aufteilungs-Explorer beginnt mit 3 Unterschlüsseln – zu wenig für den Aktionsschlüssel. Geben Sie zuerst Ihre Antworten ein und stellen Sie dann seine Regler auf die Zahlen einer Frage, um sie zu prüfen.</translation>
    </message>
    <message>
        <source>The lesson&apos;s summary appears here once you have answered the three questions, or opened the discussion.</source>
        <translation>Die Zusammenfassung der Lektion erscheint hier, sobald Sie die drei Fragen beantwortet oder die Erläuterung eingeblendet haben.</translation>
    </message>
    <message>
        <source>Why more sub-keys are not always safer, what splitting costs and the lesson&apos;s conclusion follow here once you have answered the three questions, or opened the discussion: they contain the answers.</source>
        <translation>Warum mehr Unterschlüssel nicht immer sicherer sind, was die Aufteilung kostet und das Fazit folgen hier, sobald Sie die drei Fragen beantwortet oder die Erläuterung eingeblendet haben, denn sie enthalten die Antworten.</translation>
    </message>
</context>
<context>
    <name>TeacherGuide</name>
    <message>
        <source>Printable sheets of this lesson: File &gt; Export worksheet... and File &gt; Export answer sheet... (PDF, A4 or Letter).</source>
        <extracomment>In the teachers&apos; notes; the menu entries are those of the File menu</extracomment>
        <translation>Druckbare Blätter zu dieser Lektion: Datei &gt; Arbeitsblatt exportieren … und Datei &gt; Lösungsblatt exportieren … (PDF, A4 oder US-Letter).</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A repeated question in the teacher&apos;s answers: %1 what it is asked about (a fix, a scenario), %2 the question</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>TeacherNotes</name>
    <message>
        <source>Learning goals</source>
        <translation>Lernziele</translation>
    </message>
    <message>
        <source>A 45-minute class</source>
        <translation>Unterrichtseinheit von 45 Minuten</translation>
    </message>
    <message>
        <source>A 90-minute class</source>
        <translation>Unterrichtseinheit von 90 Minuten</translation>
    </message>
    <message>
        <source>Running the predictions</source>
        <translation>So führen Sie die Vorhersagen durch</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Lösungen</translation>
    </message>
    <message>
        <source>Misconceptions this lesson targets</source>
        <translation>Fehlvorstellungen, die diese Lektion aufgreift</translation>
    </message>
    <message>
        <source>Students can explain why the same number of keys on every partition says nothing about the load on each one.</source>
        <translation>Die Studierenden können erklären, warum gleich viele Schlüssel auf jeder Partition nichts über die Last der einzelnen Partitionen aussagen.</translation>
    </message>
    <message>
        <source>Students can work out a peak-to-average ratio from the load of each partition and say what it costs.</source>
        <translation>Die Studierenden können aus der Last jeder Partition das Verhältnis Spitze zu Mittelwert berechnen und sagen, was dieses Verhältnis kostet.</translation>
    </message>
    <message>
        <source>Students can tell a hot key, a hot tenant and large values apart by the measurement that shows each.</source>
        <translation>Die Studierenden können einen Hot Key, einen heißen Mandanten und große Werte an der Messung unterscheiden, die den jeweiligen Fall sichtbar macht.</translation>
    </message>
    <message>
        <source>Students can choose a mitigation that fits the cause and name what it gives up.</source>
        <translation>Die Studierenden können eine Gegenmaßnahme wählen, die zur Ursache passt, und benennen, was diese dafür opfert.</translation>
    </message>
    <message>
        <source>A cluster has 8 partitions, P0 to P7, and 80 million keys: exactly 10 million on each partition.</source>
        <translation>Ein Cluster hat 8 Partitionen, P0 bis P7, und 80 Millionen Schlüssel: genau 10 Millionen auf jeder Partition.</translation>
    </message>
    <message>
        <source>5 min: show the two charts side by side and ask why P5 struggles. Collect guesses without judging them.</source>
        <translation>5&#xa0;min: die beiden Diagramme nebeneinander zeigen und fragen, warum P5 zu kämpfen hat. Vermutungen sammeln, ohne sie zu bewerten.</translation>
    </message>
    <message>
        <source>10 min: the three causes. Students match each cause to the measurement that reveals it.</source>
        <translation>10&#xa0;min: die drei Ursachen. Die Studierenden ordnen jeder Ursache die Messung zu, die diese Ursache aufdeckt.</translation>
    </message>
    <message>
        <source>10 min: the peak-to-average ratio. Work out the example together, then run the explorer&apos;s prediction with the class.</source>
        <translation>10&#xa0;min: das Verhältnis Spitze zu Mittelwert. Das Beispiel gemeinsam durchrechnen, dann die Vorhersage im Explorer im Plenum durchführen.</translation>
    </message>
    <message>
        <source>15 min: &quot;Check yourself&quot;, alone first, then compare answers in pairs.</source>
        <translation>15&#xa0;min: „Selbsttest“, zuerst allein, dann die Antworten zu zweit vergleichen.</translation>
    </message>
    <message>
        <source>5 min: exit question: which dashboard would have shown the problem on the first day?</source>
        <translation>5&#xa0;min: Abschlussfrage: Welches Dashboard hätte das Problem schon am ersten Tag gezeigt?</translation>
    </message>
    <message>
        <source>10 min: the two charts and the opening question. Write the class&apos;s guesses on the board.</source>
        <translation>10&#xa0;min: die beiden Diagramme und die Einstiegsfrage. Die Vermutungen des Kurses an der Tafel festhalten.</translation>
    </message>
    <message>
        <source>15 min: the three causes. Each group takes one cause and presents its measurement and its fix.</source>
        <translation>15&#xa0;min: die drei Ursachen. Jede Gruppe übernimmt eine Ursache und stellt die passende Messung und Gegenmaßnahme vor.</translation>
    </message>
    <message>
        <source>15 min: the peak-to-average ratio, worked out for the example, then the explorer&apos;s prediction with the whole class.</source>
        <translation>15&#xa0;min: das Verhältnis Spitze zu Mittelwert, am Beispiel durchgerechnet, dann die Vorhersage im Explorer im Plenum.</translation>
    </message>
    <message>
        <source>20 min: the explorer in pairs. Each pair finds settings that give a ratio of about 1.1, 2 and 3 and explains them.</source>
        <translation>20&#xa0;min: der Explorer in Zweiergruppen. Jedes Paar sucht Einstellungen für ein Verhältnis von etwa 1,1, von etwa 2 und von etwa 3 und erklärt sie.</translation>
    </message>
    <message>
        <source>15 min: &quot;Check yourself&quot;, then discuss the questions most students got wrong.</source>
        <translation>15&#xa0;min: „Selbsttest“, danach die Fragen besprechen, bei denen die meisten Studierenden falschlagen.</translation>
    </message>
    <message>
        <source>15 min: the failure modes. Each group picks one and sketches a dashboard that would have caught it.</source>
        <translation>15&#xa0;min: die Fehlerbilder aus „Woran der Entwurf scheitert“. Jede Gruppe wählt eines aus und skizziert ein Dashboard, das es rechtzeitig erkannt hätte.</translation>
    </message>
    <message>
        <source>Ask for the prediction before anyone touches the partitions control: a show of hands for each of the three choices.</source>
        <translation>Fragen Sie nach der Vorhersage, bevor jemand die Zahl der Partitionen verändert: Abstimmung per Handzeichen über jede der drei Antworten.</translation>
    </message>
    <message>
        <source>Write the counts on the board, then set 16 partitions on the projector and read the ratio aloud.</source>
        <translation>Schreiben Sie die Stimmenzahlen an die Tafel, stellen Sie dann am Beamer 16 Partitionen ein und lesen Sie das Verhältnis laut vor.</translation>
    </message>
    <message>
        <source>Let a student who chose a wrong answer explain it first. The wrong answers show what the lesson has to change.</source>
        <translation>Lassen Sie zuerst jemanden, der eine falsche Antwort gewählt hat, diese begründen. Die falschen Antworten zeigen, was die Lektion verändern muss.</translation>
    </message>
    <message>
        <source>&quot;Even keys mean even load.&quot; Key counts show placement only; load depends on how often each key is used and how large its value is.</source>
        <translation>„Gleichmäßig verteilte Schlüssel bedeuten gleichmäßige Last.“ Schlüsselzahlen zeigen nur die Platzierung; die Last hängt davon ab, wie oft jeder Schlüssel genutzt wird und wie groß sein Wert ist.</translation>
    </message>
    <message>
        <source>&quot;More partitions fix a hot key.&quot; One key always has one owner. More partitions only spread the other keys more thinly.</source>
        <translation>„Mehr Partitionen lösen das Problem eines Hot Keys.“ Ein Schlüssel hat immer genau einen Besitzer. Mehr Partitionen verteilen nur die übrigen Schlüssel dünner.</translation>
    </message>
    <message>
        <source>&quot;A comfortable mean CPU means a healthy cluster.&quot; The mean hides the peak: look at the busiest partition and the peak-to-average ratio.</source>
        <translation>„Eine entspannte mittlere CPU-Last bedeutet einen gesunden Cluster.“ Der Mittelwert versteckt die Spitze: Schauen Sie auf die am stärksten belastete Partition und das Verhältnis Spitze zu Mittelwert.</translation>
    </message>
    <message>
        <source>&quot;One fix suits every imbalance.&quot; A cache helps a hot read key, sub-keys a hot write key, a partition of its own a big tenant, object storage large values.</source>
        <translation>„Eine Gegenmaßnahme passt zu jedem Ungleichgewicht.“ Einem Hot Key beim Lesen hilft ein Cache, einem Hot Key mit vielen Schreibzugriffen helfen Unterschlüssel, einem großen Mandanten eine eigene Partition, großen Werten ein Objektspeicher.</translation>
    </message>
    <message>
        <source>&quot;It falls&quot;: only the ordinary keys&apos; share per partition falls; the hot key stays whole on one partition. &quot;It stays about the same&quot;: the busiest partition keeps almost its whole load while the mean per partition halves, so the ratio grows.</source>
        <translation>„Es sinkt“: Nur der Anteil der gewöhnlichen Schlüssel je Partition sinkt; der Hot Key bleibt vollständig auf einer Partition. „Es bleibt ungefähr gleich“: Die am stärksten belastete Partition behält fast ihre ganze Last, während sich die mittlere Last je Partition halbiert; das Verhältnis steigt also.</translation>
    </message>
    <message>
        <source>Students can predict which partition receives most of a batch from the rule owner = key mod 3.</source>
        <translation>Die Studierenden können mit der Regel Besitzer = Schlüssel mod 3 vorhersagen, welche Partition den Großteil eines Stapels erhält.</translation>
    </message>
    <message>
        <source>Students can explain why a queue grows at one owner while capacity at the others goes unused.</source>
        <translation>Die Studierenden können erklären, warum bei einem Besitzer eine Warteschlange wächst, während die Kapazität der anderen ungenutzt bleibt.</translation>
    </message>
    <message>
        <source>Students can compare a cache, moving the key, splitting it and adding partitions by what each does to the work that reaches the owner, and by its price.</source>
        <translation>Die Studierenden können einen Cache, das Verlegen des Schlüssels, sein Aufteilen und zusätzliche Partitionen danach vergleichen, was jede Maßnahme an der Arbeit ändert, die beim Besitzer ankommt, und was sie kostet.</translation>
    </message>
    <message>
        <source>12 keys, 0 to 11, live on 3 partitions. A key&apos;s owner is key mod 3: P0 owns 0, 3, 6 and 9, P1 owns 1, 4, 7 and 10, P2 owns 2, 5, 8 and 11.</source>
        <translation>12 Schlüssel, 0 bis 11, liegen auf 3 Partitionen. Der Besitzer eines Schlüssels ist Schlüssel mod 3: P0 besitzt 0, 3, 6 und 9, P1 besitzt 1, 4, 7 und 10, P2 besitzt 2, 5, 8 und 11.</translation>
    </message>
    <message>
        <source>In each step a partition finishes at most 4 requests, older waiting ones first. Capacity it does not use is lost; it is never lent to another partition.</source>
        <translation>In jedem Schritt erledigt eine Partition höchstens 4 Anfragen, ältere wartende zuerst. Kapazität, die sie nicht nutzt, verfällt; sie wird nie an eine andere Partition verliehen.</translation>
    </message>
    <message>
        <source>A batch has 12 requests. In the Even profile every key gets one. In the Hot key profile the hot key (key 0 unless you pick another) gets 9, and the next three keys get one each.</source>
        <translation>Ein Stapel umfasst 12 Anfragen. Im Profil „Gleichmäßig“ bekommt jeder Schlüssel eine. Im Profil „Hot Key“ bekommt der Hot Key (Schlüssel 0, sofern Sie keinen anderen wählen) 9, die nächsten drei Schlüssel je eine.</translation>
    </message>
    <message>
        <source>5 min: the rule owner = key mod 3 on the board. Students list the keys of each partition.</source>
        <translation>5&#xa0;min: die Regel Besitzer = Schlüssel mod 3 an der Tafel. Die Studierenden listen die Schlüssel jeder Partition auf.</translation>
    </message>
    <message>
        <source>15 min: guided steps 1 to 4 on the projector. Every prediction goes on paper before anyone presses a button.</source>
        <translation>15&#xa0;min: geführte Schritte 1 bis 4 am Beamer. Jede Vorhersage wird auf Papier notiert, bevor jemand auf eine Schaltfläche klickt.</translation>
    </message>
    <message>
        <source>15 min: &quot;Try a fix&quot;. Each group takes one fix, predicts, runs it beside the run without a fix and reports the queue after one batch.</source>
        <translation>15&#xa0;min: „Gegenmaßnahmen ausprobieren“. Jede Gruppe übernimmt eine Gegenmaßnahme, gibt eine Vorhersage ab, lässt sie neben dem Lauf ohne Gegenmaßnahme laufen und berichtet, wie lang die Warteschlange nach einem Stapel ist.</translation>
    </message>
    <message>
        <source>10 min: discussion question 2: which fix lowers the work at the owner, and which only moves it?</source>
        <translation>10&#xa0;min: Diskussionsfrage 2: Welche Gegenmaßnahme verringert die Arbeit beim Besitzer, und welche verlagert sie nur?</translation>
    </message>
    <message>
        <source>10 min: the rule and the key lists, and why even placement looks safe.</source>
        <translation>10&#xa0;min: die Regel und die Schlüssellisten, und warum eine gleichmäßige Platzierung sicher wirkt.</translation>
    </message>
    <message>
        <source>20 min: guided steps 1 to 4, predictions on paper, one student at the controls.</source>
        <translation>20&#xa0;min: geführte Schritte 1 bis 4, Vorhersagen auf Papier, eine Person aus dem Kurs bedient die App.</translation>
    </message>
    <message>
        <source>10 min: free play with hot key 1 and hot key 3: which bar rises, and why?</source>
        <translation>10&#xa0;min: freies Experimentieren mit Hot Key 1 und Hot Key 3: Welcher Balken wächst, und warum?</translation>
    </message>
    <message>
        <source>25 min: &quot;Try a fix&quot; in four groups. Each group presents its numbers and the price of its fix.</source>
        <translation>25&#xa0;min: „Gegenmaßnahmen ausprobieren“ in vier Gruppen. Jede Gruppe stellt ihre Zahlen und den Preis ihrer Gegenmaßnahme vor.</translation>
    </message>
    <message>
        <source>10 min: the limits of the model. Which of them would change the result in a real store?</source>
        <translation>10&#xa0;min: die Grenzen des Modells. Welche davon würden das Ergebnis in einem echten Datenspeicher ändern?</translation>
    </message>
    <message>
        <source>15 min: the three questions for discussion.</source>
        <translation>15&#xa0;min: die drei Fragen zur Diskussion.</translation>
    </message>
    <message>
        <source>Before each guided action, everyone writes down a number; then hands up for each value. The student at the controls presses only after that.</source>
        <translation>Vor jeder geführten Aktion schreiben alle eine Zahl auf; dann wird für jeden Wert per Handzeichen abgestimmt. Erst danach klickt die Person, die die App bedient.</translation>
    </message>
    <message>
        <source>Step 2 asks for a partition. Ask for the reason too: the key lists on the board decide it, not the bar chart.</source>
        <translation>Schritt 2 fragt nach einer Partition. Fragen Sie auch nach der Begründung: Entscheidend sind die Schlüssellisten an der Tafel, nicht das Balkendiagramm.</translation>
    </message>
    <message>
        <source>In step 4, count the drain steps aloud with the class while the queue empties.</source>
        <translation>Zählen Sie in Schritt 4 gemeinsam mit dem Kurs die Abbauschritte laut mit, während sich die Warteschlange leert.</translation>
    </message>
    <message>
        <source>For each fix, have the group say which of the four outcomes it expects before it sends the batch.</source>
        <translation>Lassen Sie bei jeder Gegenmaßnahme die Gruppe sagen, welches der vier Ergebnisse sie erwartet, bevor sie den Stapel schickt.</translation>
    </message>
    <message>
        <source>&quot;Even placement means even work.&quot; Every partition owns 4 keys, yet one receives 10 of the 12 requests.</source>
        <translation>„Gleichmäßige Platzierung heißt gleichmäßige Arbeit.“ Jede Partition besitzt 4 Schlüssel, und doch erhält eine davon 10 der 12 Anfragen.</translation>
    </message>
    <message>
        <source>&quot;The idle partitions will help.&quot; Capacity expires with the step; only a key&apos;s owner can work on it.</source>
        <translation>„Die Partitionen im Leerlauf springen ein.“ Kapazität verfällt mit dem Schritt; nur der Besitzer eines Schlüssels kann dessen Anfragen bearbeiten.</translation>
    </message>
    <message>
        <source>&quot;Another hot key spreads the load.&quot; Hot key 1 moves the load to P1, and hot key 3 brings it back to P0: the work still lands on one owner.</source>
        <translation>„Ein anderer Hot Key verteilt die Last.“ Hot Key 1 schiebt die Last zu P1, Hot Key 3 bringt sie zurück zu P0: Die Arbeit landet weiterhin bei einem einzigen Besitzer.</translation>
    </message>
    <message>
        <source>&quot;More sub-keys are always better.&quot; With 4 sub-keys two of them share P0 (6/3/3); 3 sub-keys give 4/4/4.</source>
        <translation>„Mehr Unterschlüssel sind immer besser.“ Bei 4 Unterschlüsseln teilen sich zwei davon P0 (6/3/3); 3 Unterschlüssel ergeben 4/4/4.</translation>
    </message>
    <message>
        <source>&quot;More partitions split a hot key.&quot; With 4 partitions the hot key still sends 9 requests to one owner, and most keys change owner.</source>
        <translation>„Mehr Partitionen teilen einen Hot Key auf.“ Bei 4 Partitionen schickt der Hot Key weiterhin 9 Anfragen an einen einzigen Besitzer, und die meisten Schlüssel wechseln den Besitzer.</translation>
    </message>
    <message>
        <source>Students can work out the load on the owner of a hot key and its peak-to-average ratio.</source>
        <translation>Die Studierenden können die Last beim Besitzer eines Hot Keys und das Verhältnis Spitze zu Mittelwert berechnen.</translation>
    </message>
    <message>
        <source>Students can size a split by the headroom left after collisions, not by an even split.</source>
        <translation>Die Studierenden können eine Aufteilung nach dem Spielraum bemessen, der nach Kollisionen bleibt, statt nach einer gleichmäßigen Verteilung.</translation>
    </message>
    <message>
        <source>Students can name the price of sub-keys: dearer reads, totals that lag, and no atomic update of the whole value.</source>
        <translation>Die Studierenden können den Preis von Unterschlüsseln benennen: teurere Lesezugriffe, nachhinkende Summen und keine atomare Änderung des ganzen Werts mehr.</translation>
    </message>
    <message>
        <source>A cluster has 8 partitions, and each can serve 6,000 requests per second (rps).</source>
        <translation>Ein Cluster hat 8 Partitionen, und jede kann 6.000 Anfragen pro Sekunde (Anfragen/s) bedienen.</translation>
    </message>
    <message>
        <source>At the peak, ordinary keys bring 28,000 rps, spread evenly: 3,500 rps on every partition.</source>
        <translation>Zur Spitzenzeit bringen die gewöhnlichen Schlüssel 28.000 Anfragen/s, gleichmäßig verteilt: 3.500 Anfragen/s auf jeder Partition.</translation>
    </message>
    <message>
        <source>One promotion key adds 12,000 rps of writes. It holds the stock of a flash sale, and every purchase writes to it.</source>
        <translation>Ein Aktionsschlüssel bringt zusätzlich 12.000 Anfragen/s an Schreibzugriffen. Er enthält den Bestand eines Blitzverkaufs, und jeder Kauf schreibt auf ihn.</translation>
    </message>
    <message>
        <source>5 min: the scenario and the figure. Ask: will the promo key&apos;s partition cope?</source>
        <translation>5&#xa0;min: das Szenario und die Abbildung. Frage an den Kurs: Hält die Partition des Aktionsschlüssels das aus?</translation>
    </message>
    <message>
        <source>15 min: questions 1 and 2, alone first, then compare in pairs.</source>
        <translation>15&#xa0;min: Fragen 1 und 2, zuerst allein, dann zu zweit vergleichen.</translation>
    </message>
    <message>
        <source>10 min: question 3 and the question to think further: what does the split cost?</source>
        <translation>10&#xa0;min: Frage 3 und die Frage zum Weiterdenken: Was kostet die Aufteilung?</translation>
    </message>
    <message>
        <source>5 min: the rule to take away: the headroom after collisions sets the number of sub-keys.</source>
        <translation>5&#xa0;min: die Regel zum Mitnehmen: Der Spielraum nach Kollisionen bestimmt die Zahl der Unterschlüssel.</translation>
    </message>
    <message>
        <source>10 min: the scenario, and a first guess at how many sub-keys are needed.</source>
        <translation>10&#xa0;min: das Szenario und eine erste Schätzung, wie viele Unterschlüssel nötig sind.</translation>
    </message>
    <message>
        <source>20 min: questions 1 and 2, then the class agrees on the numbers on the board.</source>
        <translation>20&#xa0;min: Fragen 1 und 2, danach einigt sich der Kurs an der Tafel auf die Zahlen.</translation>
    </message>
    <message>
        <source>20 min: the explorer. Groups find the smallest number of sub-keys that is safe with round-robin and with a hash.</source>
        <translation>20&#xa0;min: der Explorer. Die Gruppen suchen die kleinste Zahl von Unterschlüsseln, die bei Platzierung reihum und bei Platzierung per Hash sicher ist.</translation>
    </message>
    <message>
        <source>10 min: why the chance of a safe placement does not simply rise with more sub-keys.</source>
        <translation>10&#xa0;min: warum die Wahrscheinlichkeit einer sicheren Platzierung mit mehr Unterschlüsseln nicht einfach steigt.</translation>
    </message>
    <message>
        <source>15 min: question 3 and the price of splitting: reads, stale totals, atomic stock updates.</source>
        <translation>15&#xa0;min: Frage 3 und der Preis der Aufteilung: Lesezugriffe, veraltete Summen, atomare Bestandsänderungen.</translation>
    </message>
    <message>
        <source>15 min: design task: a stock counter that must never sell below zero. Which split would you use?</source>
        <translation>15&#xa0;min: Entwurfsaufgabe: ein Bestandszähler, bei dem nie mehr verkauft werden darf, als vorhanden ist. Welche Aufteilung würden Sie wählen?</translation>
    </message>
    <message>
        <source>The answer fields are the predictions here: students write their number on paper before they type it.</source>
        <translation>Die Antwortfelder sind hier die Vorhersagen: Die Studierenden schreiben ihre Zahl auf Papier, bevor sie sie eingeben.</translation>
    </message>
    <message>
        <source>When an answer is wrong, read the hint aloud and let the class find the step that was missed.</source>
        <translation>Ist eine Antwort falsch, lesen Sie den Hinweis laut vor und lassen Sie den Kurs den übersehenen Rechenschritt finden.</translation>
    </message>
    <message>
        <source>&quot;As many sub-keys as partitions spreads the load evenly.&quot; A hash places them at random, and two usually share a partition.</source>
        <translation>„So viele Unterschlüssel wie Partitionen verteilen die Last gleichmäßig.“ Ein Hash platziert sie zufällig, und meist teilen sich zwei eine Partition.</translation>
    </message>
    <message>
        <source>&quot;More nodes help a hot key.&quot; The promo key is one key with one owner, however many nodes there are.</source>
        <translation>„Mehr Knoten helfen gegen einen Hot Key.“ Der Aktionsschlüssel ist ein Schlüssel mit einem Besitzer, egal wie viele Knoten es gibt.</translation>
    </message>
    <message>
        <source>&quot;More sub-keys are always safer.&quot; The chance of a safe placement depends on how many sub-keys fit into the headroom, and it does not rise steadily.</source>
        <translation>„Mehr Unterschlüssel sind immer sicherer.“ Die Wahrscheinlichkeit einer sicheren Platzierung hängt davon ab, wie viele Unterschlüssel in den Spielraum passen, und sie steigt nicht stetig.</translation>
    </message>
    <message>
        <source>&quot;Sub-keys are free.&quot; Every read of the total needs one request per sub-key.</source>
        <translation>„Unterschlüssel kosten nichts.“ Jedes Lesen der Summe braucht eine Anfrage pro Unterschlüssel.</translation>
    </message>
    <message>
        <source>Students can explain why the metrics of each partition say where the load is, but not which key causes it.</source>
        <translation>Die Studierenden können erklären, warum die Metriken je Partition zeigen, wo die Last liegt, aber nicht, welcher Schlüssel sie verursacht.</translation>
    </message>
    <message>
        <source>Students can compare exact counts, sampling and a count-min sketch by memory and by error.</source>
        <translation>Die Studierenden können exakte Zählung, Stichprobe und Count-Min-Sketch nach Speicherbedarf und Fehler vergleichen.</translation>
    </message>
    <message>
        <source>Students can state what a count-min sketch promises: it never counts too low, and it stays within ε × N with probability 1 - δ.</source>
        <translation>Die Studierenden können angeben, was ein Count-Min-Sketch verspricht: Er zählt nie zu niedrig, und mit Wahrscheinlichkeit 1 - δ liegt er um höchstens ε × N zu hoch.</translation>
    </message>
    <message>
        <source>Students can explain why a detector must forget old counts to follow a hot key that moves.</source>
        <translation>Die Studierenden können erklären, warum ein Detektor alte Zählerstände vergessen muss, um einem weiterziehenden Hot Key zu folgen.</translation>
    </message>
    <message>
        <source>A stream of requests goes to 100,000 keys. One hot key takes 10% of the requests; at request 50,000 another key becomes the hot one.</source>
        <translation>Ein Strom von Anfragen geht an 100.000 Schlüssel. Ein Hot Key erhält 10&#xa0;% der Anfragen; bei Anfrage 50.000 wird ein anderer Schlüssel zum Hot Key.</translation>
    </message>
    <message>
        <source>Three detectors watch the same stream: exact counts (16 bytes for every key seen), sampling (one request in 100) and a count-min sketch of 4 rows with 2,048 counters each (32 KiB) that keeps a top-10 list.</source>
        <translation>Drei Detektoren beobachten denselben Strom: exakte Zählung (16&#xa0;Byte für jeden gesehenen Schlüssel), Stichprobe (eine von 100 Anfragen) und ein Count-Min-Sketch mit 4 Zeilen zu je 2.048 Zählern (32&#xa0;KiB), der eine Top-10-Liste führt.</translation>
    </message>
    <message>
        <source>5 min: a partition is hot. Which key is it? Why the partition metrics cannot say.</source>
        <translation>5&#xa0;min: Eine Partition ist heiß. Welcher Schlüssel steckt dahinter? Warum die Metriken der Partition das nicht verraten.</translation>
    </message>
    <message>
        <source>10 min: run the three detectors side by side and compare their memory.</source>
        <translation>10&#xa0;min: die drei Detektoren nebeneinander laufen lassen und ihren Speicherbedarf vergleichen.</translation>
    </message>
    <message>
        <source>10 min: the narrowing prediction, then a narrow sketch on the projector.</source>
        <translation>10&#xa0;min: die Vorhersage zum schmalen Sketch, dann ein schmaler Sketch am Beamer.</translation>
    </message>
    <message>
        <source>15 min: the shift prediction, first with lifetime counts, then with decay.</source>
        <translation>15&#xa0;min: die Vorhersage zum Wechsel, zuerst mit Zählung seit dem Start, dann mit Abklingen.</translation>
    </message>
    <message>
        <source>5 min: what the sketch promises, and what it does not.</source>
        <translation>5&#xa0;min: was der Sketch verspricht und was nicht.</translation>
    </message>
    <message>
        <source>10 min: the question and the three detectors.</source>
        <translation>10&#xa0;min: die Ausgangsfrage und die drei Detektoren.</translation>
    </message>
    <message>
        <source>15 min: memory: exact counts against the sketch, worked out for 5 million keys.</source>
        <translation>15&#xa0;min: Speicherbedarf: exakte Zählung gegen Sketch, durchgerechnet für 5 Millionen Schlüssel.</translation>
    </message>
    <message>
        <source>15 min: the narrowing prediction and the guarantee: never too low, at most ε × N too high.</source>
        <translation>15&#xa0;min: die Vorhersage zum schmalen Sketch und die Garantie: nie zu niedrig, höchstens ε × N zu hoch.</translation>
    </message>
    <message>
        <source>20 min: the shift prediction with lifetime counts and with decay; groups try other decay periods.</source>
        <translation>20&#xa0;min: die Vorhersage zum Wechsel, mit Zählung seit dem Start und mit Abklingen; die Gruppen probieren andere Abklingperioden aus.</translation>
    </message>
    <message>
        <source>15 min: the limits of the model, and how real systems count on many nodes.</source>
        <translation>15&#xa0;min: die Grenzen des Modells und wie echte Systeme auf vielen Knoten zählen.</translation>
    </message>
    <message>
        <source>For the shift, ask first with decay off, then again with decay on. Students who keep their answer should say why.</source>
        <translation>Fragen Sie beim Wechsel zuerst mit ausgeschaltetem, dann noch einmal mit eingeschaltetem Abklingen. Wer bei seiner Antwort bleibt, sollte begründen, warum.</translation>
    </message>
    <message>
        <source>Let students read the true counts next to the estimates before anyone explains the result.</source>
        <translation>Lassen Sie die Studierenden die wahren Anzahlen neben den Schätzungen ablesen, bevor jemand das Ergebnis erklärt.</translation>
    </message>
    <message>
        <source>&quot;A sketch can count too low.&quot; Each cell only adds; other keys can raise a count, never lower it.</source>
        <translation>„Ein Sketch kann zu niedrig zählen.“ Jede Zelle addiert nur; andere Schlüssel können einen Zählerstand erhöhen, aber nie senken.</translation>
    </message>
    <message>
        <source>&quot;A wide enough sketch is exact.&quot; It is never exact; width and depth only bound the error.</source>
        <translation>„Ein ausreichend breiter Sketch ist exakt.“ Er ist nie exakt; Breite und Tiefe begrenzen nur den Fehler.</translation>
    </message>
    <message>
        <source>&quot;Sampling finds every key.&quot; It finds the hot key well, but rare keys are missed or badly estimated.</source>
        <translation>„Eine Stichprobe findet jeden Schlüssel.“ Den Hot Key findet sie zuverlässig, seltene Schlüssel aber übersieht sie oder schätzt sie schlecht.</translation>
    </message>
    <message>
        <source>&quot;The biggest count is today&apos;s hot key.&quot; Lifetime counts name yesterday&apos;s hot key until the new one catches up; decay makes the detector follow.</source>
        <translation>„Der höchste Zählerstand gehört zum heutigen Hot Key.“ Eine Zählung seit dem Start nennt den Hot Key von gestern, bis der neue aufholt; mit Abklingen folgt der Detektor dem Wechsel.</translation>
    </message>
    <message>
        <source>&quot;Too low&quot; and &quot;some too high, some too low&quot;: every cell a key maps to also holds the counts of the other keys that share it, and the estimate is the smallest of those cells. Counts are only added, never taken away, so no estimate falls below the true count.</source>
        <translation>„Zu niedrig“ und „Manche zu hoch, manche zu niedrig“: Jede Zelle, auf die ein Schlüssel fällt, enthält auch die Zählerstände der anderen Schlüssel, die sich die Zelle mit ihm teilen, und die Schätzung ist die kleinste dieser Zellen. Zählerstände werden nur erhöht, nie verringert; deshalb fällt keine Schätzung unter die wahre Anzahl.</translation>
    </message>
    <message>
        <source>Students can say when the service throttles: the writer threads&apos; CPU, averaged over a rolling 2-hour window, is above 50%.</source>
        <translation>Die Studierenden können sagen, wann der Dienst drosselt: wenn die Schreib-CPU, gemittelt über ein gleitendes Zeitfenster von 2 Stunden, über 50&#xa0;% liegt.</translation>
    </message>
    <message>
        <source>Students can say which writes are slowed (only writes to keys in a search index) and what clients see: no error, only slower writes.</source>
        <translation>Die Studierenden können sagen, welche Schreibzugriffe gebremst werden (nur solche auf Schlüssel in einem Suchindex) und was Clients davon merken: keinen Fehler, nur langsamere Schreibzugriffe.</translation>
    </message>
    <message>
        <source>Students can predict from a load profile whether and when throttling starts.</source>
        <translation>Die Studierenden können anhand eines Lastprofils vorhersagen, ob und wann die Drosselung beginnt.</translation>
    </message>
    <message>
        <source>Students can choose metrics to watch and plan a long import across the window.</source>
        <translation>Die Studierenden können Metriken zur Überwachung auswählen und einen langen Import so planen, dass er sich über das Zeitfenster verteilt.</translation>
    </message>
    <message>
        <source>A managed in-memory store with a search module keeps its writer threads&apos; CPU below a 50% average over a rolling 2-hour window.</source>
        <translation>Ein verwalteter In-Memory-Speicher mit Suchmodul hält die CPU-Last seiner Schreib-Threads im gleitenden Zeitfenster von 2 Stunden im Mittel unter 50&#xa0;%.</translation>
    </message>
    <message>
        <source>When the current CPU is already at or below 50%, the rate is held rather than cut further. Once the average drops below 50%, the rate rises step by step until throttling switches off.</source>
        <translation>Liegt die aktuelle CPU-Last bereits bei 50&#xa0;% oder darunter, wird die Rate gehalten statt weiter gesenkt. Sobald der Mittelwert unter 50&#xa0;% fällt, steigt die Rate Schritt für Schritt, bis die Drosselung endet.</translation>
    </message>
    <message>
        <source>5 min: the rule: a 2-hour average above 50% starts throttling; no error, only delay.</source>
        <translation>5&#xa0;min: die Regel: Ein 2-Stunden-Mittelwert über 50&#xa0;% startet die Drosselung; kein Fehler, nur Verzögerung.</translation>
    </message>
    <message>
        <source>20 min: the four scenarios. For each one, predictions on paper, then Play.</source>
        <translation>20&#xa0;min: die vier Szenarien. Zu jedem zuerst Vorhersagen auf Papier, dann „Abspielen“.</translation>
    </message>
    <message>
        <source>10 min: the command checker: which commands can be throttled?</source>
        <translation>10&#xa0;min: die Befehlsprüfung: Welche Befehle können gedrosselt werden?</translation>
    </message>
    <message>
        <source>10 min: discussion question 3: which metrics would you check first?</source>
        <translation>10&#xa0;min: Diskussionsfrage 3: Welche Metriken würden Sie zuerst prüfen?</translation>
    </message>
    <message>
        <source>10 min: the rule, and why a rolling average lets short bursts pass.</source>
        <translation>10&#xa0;min: die Regel und warum ein gleitender Mittelwert kurze Spitzen durchlässt.</translation>
    </message>
    <message>
        <source>30 min: the four scenarios, each with its prediction, run to its end.</source>
        <translation>30&#xa0;min: die vier Szenarien, jedes mit Vorhersage und bis zum Ende abgespielt.</translation>
    </message>
    <message>
        <source>10 min: the guard against over-throttling and the floor of half the write rate.</source>
        <translation>10&#xa0;min: der Schutz vor zu starker Drosselung und die Untergrenze bei der halben Schreibrate.</translation>
    </message>
    <message>
        <source>10 min: the command checker with the class&apos;s own commands.</source>
        <translation>10&#xa0;min: die Befehlsprüfung mit eigenen Befehlen des Kurses.</translation>
    </message>
    <message>
        <source>15 min: plan a nightly import of the same size for a shop that stays open.</source>
        <translation>15&#xa0;min: einen gleich großen nächtlichen Import für einen Shop planen, der geöffnet bleibt.</translation>
    </message>
    <message>
        <source>Pick a scenario, read its description aloud and let everyone choose one of the four answers before anyone presses Play.</source>
        <translation>Wählen Sie ein Szenario, lesen Sie seine Beschreibung laut vor und lassen Sie alle eine der vier Antworten wählen, bevor jemand auf „Abspielen“ drückt.</translation>
    </message>
    <message>
        <source>While it plays, ask students to call out the minute the 2-hour average crosses the 50% line.</source>
        <translation>Bitten Sie die Studierenden, während der Simulation die Minute auszurufen, in der der 2-Stunden-Mittelwert die 50-%-Linie überschreitet.</translation>
    </message>
    <message>
        <source>After each scenario, compare the class&apos;s answers with the result, and ask what made the wrong ones tempting.</source>
        <translation>Vergleichen Sie nach jedem Szenario die Antworten des Kurses mit dem Ergebnis und fragen Sie, was die falschen Antworten verlockend gemacht hat.</translation>
    </message>
    <message>
        <source>&quot;A burst above 50% starts throttling.&quot; Only the 2-hour average counts; a short burst followed by quiet time does not.</source>
        <translation>„Eine Spitze über 50&#xa0;% startet die Drosselung.“ Es zählt nur der 2-Stunden-Mittelwert; eine kurze Spitze mit anschließender Ruhe löst keine Drosselung aus.</translation>
    </message>
    <message>
        <source>&quot;Throttled writes fail.&quot; They succeed, only later; no error is returned, so error dashboards stay quiet.</source>
        <translation>„Gedrosselte Schreibzugriffe schlagen fehl.“ Sie gelingen, nur später; es wird kein Fehler gemeldet, deshalb bleiben die Fehler-Dashboards ruhig.</translation>
    </message>
    <message>
        <source>&quot;All writes are slowed.&quot; Only writes to keys in a search index are; reads and other writes never are.</source>
        <translation>„Alle Schreibzugriffe werden gebremst.“ Gebremst werden nur Schreibzugriffe auf Schlüssel in einem Suchindex; Lesezugriffe und andere Schreibzugriffe nie.</translation>
    </message>
    <message>
        <source>&quot;Throttling stops as soon as the load drops.&quot; The average lags, so throttling can last long after the busy stretch.</source>
        <translation>„Die Drosselung endet, sobald die Last sinkt.“ Der Mittelwert hinkt hinterher, deshalb kann die Drosselung noch lange nach der Lastphase anhalten.</translation>
    </message>
    <message>
        <source>All day, P5 runs at 95% CPU while the other seven partitions stay at 30%.</source>
        <translation>Den ganzen Tag läuft P5 bei 95&#xa0;% CPU, während die anderen sieben Partitionen bei 30&#xa0;% bleiben.</translation>
    </message>
    <message>
        <source>Keys are not requests. P5 owns the profile of a celebrity, which is read 6,000 times a second: the same number of keys, very different work. A hash spreads keys evenly; it cannot know how often a key is used or how large its value is.</source>
        <translation>Schlüssel sind keine Anfragen. P5 besitzt das Profil einer berühmten Person, das 6.000-mal pro Sekunde gelesen wird: gleich viele Schlüssel, ganz unterschiedliche Arbeit. Ein Hash verteilt die Schlüssel gleichmäßig; er kann nicht wissen, wie oft ein Schlüssel genutzt wird oder wie groß sein Wert ist.</translation>
    </message>
    <message>
        <source>The hot key&apos;s owner does it: key 0 lives on P0 (0 mod 3), and so does key 3, so P0 receives 10 of every 12 requests. It finishes 4 per step, so its queue grows by 6 with every hot batch, while the spare capacity of P1 and P2 goes unused.</source>
        <translation>Die Arbeit macht der Besitzer des Hot Keys: Schlüssel 0 liegt auf P0 (0 mod 3), Schlüssel 3 ebenfalls, deshalb erhält P0 10 von je 12 Anfragen. Pro Schritt erledigt sie 4, ihre Warteschlange wächst also mit jedem heißen Stapel um 6, während die freie Kapazität von P1 und P2 ungenutzt bleibt.</translation>
    </message>
    <message>
        <source>Students often expect no queue from adding partitions: the hot key&apos;s 9 requests still reach one owner, which finishes 4, so the queue is only shorter. Others expect moving the key to help: it hands the same queue to another partition. And a cache or a split looks like &quot;a shorter queue&quot;, yet at their starting settings no queue is left at all.</source>
        <translation>Studierende erwarten oft, dass zusätzliche Partitionen gar keine Warteschlange hinterlassen: Die 9 Anfragen des Hot Keys landen weiterhin bei einem einzigen Besitzer, der davon 4 erledigt; die Warteschlange wird also nur kürzer. Andere erwarten, dass das Verlegen des Schlüssels hilft: Es übergibt dieselbe Warteschlange nur an eine andere Partition. Und ein Cache oder eine Aufteilung scheint auf „Eine kürzere Warteschlange“ hinauszulaufen, doch bei ihren Ausgangseinstellungen bleibt gar keine Warteschlange übrig.</translation>
    </message>
    <message>
        <source>More than two, and more than eight. With 8 sub-keys of 1,500 rps, two that a hash puts on the same partition give 3,500 + 3,000 = 6,500 rps, above the 6,000 it can serve. The headroom after collisions sets the number: 16 sub-keys of 750 rps fit even three to a partition.</source>
        <translation>Mehr als zwei – und sogar mehr als acht. Legt ein Hash bei 8 Unterschlüsseln zu je 1.500 Anfragen/s zwei davon auf dieselbe Partition, kommt diese auf 3.500 + 3.000 = 6.500 Anfragen/s, mehr als die 6.000, die sie bedienen kann. Die Zahl bestimmt der Spielraum nach Kollisionen: 16 Unterschlüssel zu je 750 Anfragen/s passen sogar zu dritt auf eine Partition.</translation>
    </message>
    <message>
        <source>Count requests per key, with bounded memory: a count-min sketch with a top-k list names the hot key without a counter for every key. Tomorrow another key may be hot, so the counts must decay, or the detector keeps naming yesterday&apos;s key.</source>
        <translation>Anfragen je Schlüssel zählen, und zwar mit begrenztem Speicher: Ein Count-Min-Sketch mit einer Top-k-Liste nennt den Hot Key, ohne für jeden Schlüssel einen Zähler zu führen. Morgen kann ein anderer Schlüssel heiß sein; deshalb müssen die Zählerstände abklingen, sonst nennt der Detektor weiter den Schlüssel von gestern.</translation>
    </message>
    <message>
        <source>Make each prediction before the run that answers it: the page accepts a prediction only until the sketch is narrow, or until the run reaches the moment in question.</source>
        <translation>Holen Sie jede Vorhersage vor dem Lauf ein, der sie beantwortet: Die Seite nimmt eine Vorhersage nur so lange an, bis der Sketch schmal ist oder der Lauf den betreffenden Zeitpunkt erreicht.</translation>
    </message>
    <message>
        <source>Every scenario starts after two idle hours, so the 2-hour average starts at 0%.</source>
        <translation>Jedes Szenario beginnt nach zwei ruhigen Stunden; der 2-Stunden-Mittelwert startet also bei 0&#xa0;%.</translation>
    </message>
    <message>
        <source>It throttles: the writer threads&apos; CPU averaged more than 50% over the last two hours, so the store slows writes to keys in a search index. Throttled writes succeed, only later, so no error shows; the throttle flag and the writer CPU metric do.</source>
        <translation>Er drosselt: Die CPU-Last der Schreib-Threads lag in den letzten zwei Stunden im Mittel über 50&#xa0;%, deshalb bremst der Speicher Schreibzugriffe auf Schlüssel in einem Suchindex. Gedrosselte Schreibzugriffe gelingen, nur später; deshalb erscheint kein Fehler. Sichtbar wird die Drosselung an den Metriken „Drosselung aktiv“ und Schreib-CPU.</translation>
    </message>
    <message>
        <source>&quot;Yes, within the first hour&quot; is the usual wrong answer: 90% looks high. But 30 minutes at 90% and then 20% lift the 2-hour average to 37.5% at most, in minute 120: (30 × 90% + 90 × 20%) / 120. The quiet time in the same window balances the burst.</source>
        <translation>„Ja, in der ersten Stunde“ ist die typische falsche Antwort, weil 90&#xa0;% hoch wirkt. Doch 30 Minuten mit 90&#xa0;% und danach 20&#xa0;% heben den 2-Stunden-Mittelwert höchstens auf 37,5&#xa0;%, und zwar in Minute 120: (30 × 90&#xa0;% + 90 × 20&#xa0;%) / 120. Die ruhige Zeit im selben Zeitfenster gleicht die Lastspitze aus.</translation>
    </message>
    <message>
        <source>&quot;Yes, within the first hour&quot; is the usual wrong answer for a heavy start. After two idle hours, an hour at 80% lifts the 2-hour average only to 40%. It takes until minute 76: 80% × 76 / 120 is just above 50%.</source>
        <translation>„Ja, in der ersten Stunde“ ist die typische falsche Antwort, wenn ein Szenario mit hoher Last beginnt. Nach zwei ruhigen Stunden hebt eine Stunde mit 80&#xa0;% den 2-Stunden-Mittelwert nur auf 40&#xa0;%. Es dauert bis Minute 76: 80&#xa0;% × 76 / 120 liegt knapp über 50&#xa0;%.</translation>
    </message>
    <message>
        <source>&quot;Yes, but only after two hours&quot; is the usual wrong answer: these are as many writes as in the sustained import. But an average of a rate held at 40% never rises above 40%, however long the run: throttling follows the rate, not the total.</source>
        <translation>„Ja, aber erst nach zwei Stunden“ ist die typische falsche Antwort, weil es ebenso viele Schreibvorgänge sind wie beim anhaltenden Import. Doch der Mittelwert einer Rate, die konstant bei 40&#xa0;% liegt, steigt nie über 40&#xa0;%, egal wie lange der Lauf dauert: Die Drosselung richtet sich nach der Rate, nicht nach der Gesamtmenge.</translation>
    </message>
    <message>
        <source>&quot;Yes, within the first hour&quot; is the usual wrong answer: 100% is as high as it goes. But after two idle hours, a whole hour at 100% lifts the 2-hour average to exactly 50%, not above it. Minute 61 is the first above the line: 100% × 61 / 120 is about 50.8%.</source>
        <translation>„Ja, in der ersten Stunde“ ist die typische falsche Antwort, weil 100&#xa0;% das Maximum ist. Doch nach zwei ruhigen Stunden hebt selbst eine ganze Stunde mit 100&#xa0;% den 2-Stunden-Mittelwert auf genau 50&#xa0;%, nicht darüber. Minute 61 ist die erste über der Schwelle: 100&#xa0;% × 61 / 120 ergibt etwa 50,8&#xa0;%.</translation>
    </message>
    <message>
        <source>&quot;The key that is hot after the shift&quot;: without decay the old key&apos;s lead of several thousand requests takes long to overtake, so at this point the list still names the old key. &quot;Neither: some other key&quot; would need a key more frequent than both, which this stream does not have.</source>
        <translation>„Der Schlüssel, der nach dem Wechsel heiß ist“: Ohne Abklingen dauert es lange, bis der neue Schlüssel den Vorsprung des alten von mehreren Tausend Anfragen einholt; an dieser Stelle nennt die Liste deshalb noch den alten. „Keiner von beiden: ein anderer Schlüssel“ würde einen Schlüssel voraussetzen, der häufiger vorkommt als beide, und den gibt es in diesem Strom nicht.</translation>
    </message>
    <message>
        <source>&quot;The key that was hot before the shift&quot;: with decay the old counts are halved again and again, so the old key&apos;s lead melts away and the new key leads. &quot;Neither: some other key&quot; would need a key more frequent than both, which this stream does not have.</source>
        <translation>„Der Schlüssel, der vor dem Wechsel heiß war“: Mit Abklingen werden die alten Zählerstände immer wieder halbiert, der Vorsprung des alten Schlüssels schmilzt, und der neue Schlüssel liegt vorn. „Keiner von beiden: ein anderer Schlüssel“ würde einen Schlüssel voraussetzen, der häufiger vorkommt als beide, und den gibt es in diesem Strom nicht.</translation>
    </message>
    <message>
        <source>Above that, it slows down writes to keys in a search index until the average returns to 50%, but never below half the normal write rate. Reads and other writes are never slowed, and the service rejects no write.</source>
        <translation>Liegt sie darüber, bremst er Schreibzugriffe auf Schlüssel in einem Suchindex, bis der Mittelwert wieder bei 50&#xa0;% liegt, aber nie unter die Hälfte der normalen Schreibrate. Lesezugriffe und andere Schreibzugriffe werden nie gebremst, und der Dienst lehnt keinen Schreibzugriff ab.</translation>
    </message>
    <message>
        <source>10 min: the split explorer, set to 8 sub-keys: placed by hash and round-robin side by side.</source>
        <translation>10&#xa0;min: der Aufteilungs-Explorer, auf 8 Unterschlüssel gestellt: per Hash und reihum platziert, im direkten Vergleich.</translation>
    </message>
    <message>
        <source>Before the explorer, ask for the chance that 8 sub-keys placed by hash all land on different partitions. Collect guesses, then set the explorer to 8 sub-keys and show it.</source>
        <translation>Fragen Sie vor dem Explorer nach der Wahrscheinlichkeit, dass 8 per Hash platzierte Unterschlüssel alle auf verschiedenen Partitionen landen. Sammeln Sie Schätzungen, stellen Sie dann den Explorer auf 8 Unterschlüssel und zeigen Sie den Wert.</translation>
    </message>
</context>
<context>
    <name>TeacherNotesPart</name>
    <message>
        <source>For teachers</source>
        <extracomment>Heading of the closed part at the end of every lesson page, meant for the teacher</extracomment>
        <translation>Für Lehrende</translation>
    </message>
</context>
<context>
    <name>ThrottleChart</name>
    <message>
        <source>Time since the start (hours)</source>
        <extracomment>Axis title of the time charts</extracomment>
        <translation>Zeit seit dem Start (Stunden)</translation>
    </message>
    <message>
        <source>No data yet. Press Play or Step 1 minute to start the clock.</source>
        <extracomment>Shown inside the time charts before the simulated clock has moved</extracomment>
        <translation>Noch keine Daten. Mit „Abspielen“ oder „1 Minute weiter“ läuft die Uhr los.</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>Marks the moment throttling switched on, on the throttling charts</extracomment>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <extracomment>Marks the moment throttling switched off, on the throttling charts</extracomment>
        <translation>aus</translation>
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
        <translation>Befehlszeile, wie Sie sie im Kommandozeilen-Client eingeben</translation>
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
    <name>ThrottleHistoryModel</name>
    <message>
        <source>Minute</source>
        <extracomment>Column of the exported throttling run: the simulated minute</extracomment>
        <translation>Minute</translation>
    </message>
    <message>
        <source>Write demand (%)</source>
        <extracomment>Column of the exported throttling run: the write demand, in percent of the writers&apos; capacity</extracomment>
        <translation>Schreibbedarf (%)</translation>
    </message>
    <message>
        <source>Writer CPU (%)</source>
        <extracomment>Column of the exported throttling run</extracomment>
        <translation>Schreib-CPU (%)</translation>
    </message>
    <message>
        <source>2-hour average CPU (%)</source>
        <extracomment>Column of the exported throttling run: the rolling 2-hour average of the writer CPU</extracomment>
        <translation>2-Stunden-Mittelwert CPU (%)</translation>
    </message>
    <message>
        <source>Allowed write rate (%)</source>
        <extracomment>Column of the exported throttling run: the write rate allowed, in percent of normal</extracomment>
        <translation>Erlaubte Schreibrate (%)</translation>
    </message>
    <message>
        <source>Write latency (ms)</source>
        <extracomment>Column of the exported throttling run: the average time a write takes, in milliseconds</extracomment>
        <translation>Schreiblatenz (ms)</translation>
    </message>
    <message>
        <source>Throttling on (1 = yes)</source>
        <extracomment>Column of the exported throttling run: 1 while throttling is on, 0 while it is off</extracomment>
        <translation>Drosselung aktiv (1 = ja)</translation>
    </message>
</context>
<context>
    <name>ThrottleSimulation</name>
    <message>
        <source>%1 ms</source>
        <extracomment>A short duration in milliseconds, e.g. &quot;1 ms&quot;</extracomment>
        <translation>%1&#xa0;ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>A duration in seconds, e.g. &quot;2.5 s&quot;</extracomment>
        <translation>%1&#xa0;s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <extracomment>A duration in whole minutes, e.g. &quot;12 min&quot;</extracomment>
        <translation>%1&#xa0;min</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <extracomment>A duration in hours and minutes, e.g. &quot;1 h 38 min&quot;</extracomment>
        <translation>%1&#xa0;h&#xa0;%2&#xa0;min</translation>
    </message>
    <message>
        <source>minute %1 (%2 h %3 min)</source>
        <extracomment>Simulated time since the start, e.g. &quot;minute 76 (1 h 16 min)&quot;</extracomment>
        <translation>Minute %1 (%2&#xa0;h&#xa0;%3&#xa0;min)</translation>
    </message>
    <message>
        <source>The simulation starts at minute 0.</source>
        <extracomment>Throttling status after a reset or a new scenario</extracomment>
        <translation>Die Simulation beginnt bei Minute 0.</translation>
    </message>
    <message>
        <source>Minute %1: throttling started.</source>
        <translation>Minute %1: Die Drosselung hat begonnen.</translation>
    </message>
    <message>
        <source>Minute %1: throttling stopped.</source>
        <translation>Minute %1: Die Drosselung ist beendet.</translation>
    </message>
    <message>
        <source>Simulated day %1 finished at minute %2.</source>
        <extracomment>%1 is the number of the day (1, 2, ...), %2 the minute it ended</extracomment>
        <translation>Simulierter Tag %1 endete bei Minute %2.</translation>
    </message>
    <message>
        <source>Writes are delayed: the allowed write rate is %1% and a write takes %2 on average.</source>
        <extracomment>%1 allowed write rate in percent, %2 a duration such as &quot;2.5 s&quot;</extracomment>
        <translation>Schreibzugriffe werden verzögert: Die erlaubte Schreibrate beträgt %1&#xa0;% und ein Schreibzugriff dauert im Mittel %2.</translation>
    </message>
    <message>
        <source>Writes are not delayed.</source>
        <translation>Schreibzugriffe werden nicht verzögert.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>Throttling status: the event, then the throttle state, e.g. &quot;Minute 76: throttling started. Writes are delayed: ...&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>At minute %1 the writer CPU is %2% and its 2-hour average %3%; the dotted line marks 50%.</source>
        <extracomment>Description of the CPU chart; %1 minute, %2 CPU and %3 2-hour average in percent</extracomment>
        <translation>In Minute %1 liegt die Schreib-CPU bei %2&#xa0;% und ihr 2-Stunden-Mittelwert bei %3&#xa0;%; die gepunktete Linie markiert 50&#xa0;%.</translation>
    </message>
    <message>
        <source>At minute %1 writes are allowed at %2% of normal throughput.</source>
        <extracomment>Description of the allowed-rate chart; %1 minute, %2 percent of normal throughput</extracomment>
        <translation>In Minute %1 sind Schreibzugriffe mit %2&#xa0;% des normalen Durchsatzes erlaubt.</translation>
    </message>
    <message>
        <source>At minute %1 a write takes %2 on average.</source>
        <extracomment>Description of the latency chart; %1 minute, %2 a duration such as &quot;2.5 s&quot;</extracomment>
        <translation>In Minute %1 dauert ein Schreibzugriff im Mittel %2.</translation>
    </message>
    <message>
        <source>At minute %1 throttling is on.</source>
        <translation>In Minute %1 ist die Drosselung aktiv.</translation>
    </message>
    <message>
        <source>At minute %1 throttling is off.</source>
        <translation>In Minute %1 ist die Drosselung nicht aktiv.</translation>
    </message>
    <message>
        <source>Short burst</source>
        <extracomment>Preset button</extracomment>
        <translation>Kurze Spitze</translation>
    </message>
    <message>
        <source>Sustained ingestion</source>
        <extracomment>Preset button</extracomment>
        <translation>Anhaltender Import</translation>
    </message>
    <message>
        <source>Spread evenly</source>
        <extracomment>Preset button</extracomment>
        <translation>Gleichmäßig verteilt</translation>
    </message>
    <message>
        <source>Bulk load, then quiet</source>
        <extracomment>Preset button</extracomment>
        <translation>Massenimport, dann Ruhe</translation>
    </message>
    <message>
        <source>Free play: the slider sets the demand from now on. Press Reset to start again from two idle hours.</source>
        <translation>Freies Experimentieren: Ab jetzt bestimmt der Schieberegler den Bedarf. Mit „Zurücksetzen“ beginnen Sie wieder nach zwei ruhigen Stunden.</translation>
    </message>
    <message>
        <source>Short burst: 30 minutes at 90%, then 20% for as long as you let it run.</source>
        <translation>Kurze Spitze: 30 Minuten mit 90&#xa0;%, danach 20&#xa0;%, solange Sie die Simulation laufen lassen.</translation>
    </message>
    <message>
        <source>Sustained ingestion: 80% for four hours, then nothing.</source>
        <translation>Anhaltender Import: vier Stunden lang 80&#xa0;%, danach nichts mehr.</translation>
    </message>
    <message>
        <source>Spread evenly: the same writes as the sustained import, at 40% over eight hours, then nothing.</source>
        <translation>Gleichmäßig verteilt: dieselben Schreibzugriffe wie beim anhaltenden Import, mit 40&#xa0;% über acht Stunden, danach nichts mehr.</translation>
    </message>
    <message>
        <source>Bulk load, then quiet hours: 100% for 90 minutes, then 10%.</source>
        <translation>Massenimport, dann ruhige Stunden: 90 Minuten lang 100&#xa0;%, danach 10&#xa0;%.</translation>
    </message>
    <message>
        <source>Will the service throttle in this scenario, and when?</source>
        <translation>Wird der Dienst in diesem Szenario drosseln, und wann?</translation>
    </message>
    <message>
        <source>It never throttles</source>
        <translation>Er drosselt nie</translation>
    </message>
    <message>
        <source>Yes, within the first hour</source>
        <translation>Ja, in der ersten Stunde</translation>
    </message>
    <message>
        <source>Yes, in the second hour</source>
        <translation>Ja, in der zweiten Stunde</translation>
    </message>
    <message>
        <source>Yes, but only after two hours</source>
        <translation>Ja, aber erst nach zwei Stunden</translation>
    </message>
    <message>
        <source>Now press Play and watch the 2-hour average.</source>
        <translation>Drücken Sie jetzt auf „Abspielen“ und beobachten Sie den 2-Stunden-Mittelwert.</translation>
    </message>
    <message>
        <source>In free play there is nothing fixed to predict. Pick a scenario to predict its run.</source>
        <translation>Beim freien Experimentieren steht nichts fest, was sich vorhersagen ließe. Wählen Sie ein Szenario, um seinen Lauf vorherzusagen.</translation>
    </message>
    <message>
        <source>This run has already shown the answer. Press Reset to predict before it plays again.</source>
        <translation>Dieser Lauf hat die Antwort schon gezeigt. Drücken Sie auf „Zurücksetzen“, um vor dem erneuten Abspielen eine Vorhersage abzugeben.</translation>
    </message>
    <message>
        <source>The 2-hour average peaked at %1% in minute %2 and stays below the 50% line from then on: no write is delayed.</source>
        <extracomment>%1 the 2-hour average in percent, %2 a minute</extracomment>
        <translation>Der 2-Stunden-Mittelwert hat in Minute %2 seinen Höchststand von %1&#xa0;% erreicht und bleibt danach unter der 50-%-Linie: Kein Schreibzugriff wird verzögert.</translation>
    </message>
    <message>
        <source>Throttling started in minute %1, the first minute in which the 2-hour average was above 50% (%2%).</source>
        <extracomment>%1 a minute, %2 the 2-hour average in percent</extracomment>
        <translation>Die Drosselung begann in Minute %1, der ersten Minute, in der der 2-Stunden-Mittelwert über 50&#xa0;% lag (%2&#xa0;%).</translation>
    </message>
    <message>
        <source>Minute %1: the scenario is over. Press Reset to run it again.</source>
        <extracomment>%1 is the minute the scenario ended</extracomment>
        <translation>Minute %1: Das Szenario ist zu Ende. Drücken Sie auf „Zurücksetzen“, um es noch einmal laufen zu lassen.</translation>
    </message>
    <message>
        <source>Throttling is off, but writes still wait in the queue: a write takes %1 on average.</source>
        <extracomment>%1 a duration such as &quot;2.5 s&quot;</extracomment>
        <translation>Die Drosselung ist aus, aber Schreibzugriffe warten noch in der Warteschlange: Ein Schreibzugriff dauert im Mittel %1.</translation>
    </message>
    <message>
        <source>Shaded: throttling on from minute %1 to minute %2.</source>
        <extracomment>Description of the shaded stretch on the throttling charts; %1 and %2 are minutes</extracomment>
        <translation>Farbig hinterlegt: Drosselung aktiv von Minute %1 bis Minute %2.</translation>
    </message>
    <message>
        <source>Shaded: throttling on since minute %1.</source>
        <extracomment>Description of the shaded stretch on the throttling charts; %1 is a minute</extracomment>
        <translation>Farbig hinterlegt: Drosselung aktiv seit Minute %1.</translation>
    </message>
</context>
<context>
    <name>ThrottlingPage</name>
    <message>
        <source>Write throttling: when the service slows you down</source>
        <translation>Schreibdrosselung: wenn der Dienst Sie ausbremst</translation>
    </message>
    <message>
        <source>Why the service slows writes down</source>
        <translation>Warum der Dienst Schreibzugriffe bremst</translation>
    </message>
    <message>
        <source>In its durable mode the store protects your data in two ways: it takes automatic backups, and it writes every change to a transaction log that is kept in several availability zones. That log is what lets the store recover and restart quickly after a failure.</source>
        <translation>Im Durable-Modus (mit dauerhafter Datenhaltung) sichert der Speicher Ihre Daten doppelt ab: mit automatischen Backups und mit einem Transaktionsprotokoll, in dem jede Änderung landet und das in mehreren Verfügbarkeitszonen liegt. Mit diesem Protokoll kann der Speicher nach einem Ausfall schnell wiederhergestellt und neu gestartet werden.</translation>
    </message>
    <message>
        <source>Both have to keep pace with your writes. When the threads that update the search index stay busy for hours, backups and the log could fall behind. So the service lowers the rate at which it accepts indexed writes for a while, until everything has caught up.</source>
        <translation>Beides muss mit Ihren Schreibzugriffen Schritt halten. Sind die Threads, die den Suchindex pflegen, stundenlang ausgelastet, könnten Backups und Protokoll in Rückstand geraten. Deshalb senkt der Dienst eine Zeit lang die Rate, mit der er indizierte Schreibzugriffe annimmt, bis der Rückstand aufgeholt ist.</translation>
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
        <translation>Steigt dieser 2-Stunden-Mittelwert über 50&#xa0;%, beginnt die Drosselung: Der Dienst legt die erlaubte Schreibrate so fest, dass der Mittelwert auf 50&#xa0;% zurückgeht.</translation>
    </message>
    <message>
        <source>It also checks the CPU right now. If the current CPU is already at or below 50%, the rate is held where it is instead of being cut further, even while the average is still above 50%.</source>
        <translation>Zusätzlich prüft er die aktuelle CPU-Last. Liegt sie bereits bei 50&#xa0;% oder darunter, bleibt die Rate, wo sie ist, und wird nicht weiter gesenkt, auch wenn der Mittelwert noch über 50&#xa0;% liegt.</translation>
    </message>
    <message>
        <source>The allowed rate never goes below 50% of normal throughput.</source>
        <translation>Die erlaubte Rate sinkt nie unter 50&#xa0;% des normalen Durchsatzes.</translation>
    </message>
    <message>
        <source>Once the 2-hour average is below 50%, the rate rises step by step until full throughput is back, and throttling switches off.</source>
        <translation>Sobald der 2-Stunden-Mittelwert unter 50&#xa0;% liegt, steigt die Rate Schritt für Schritt, bis der volle Durchsatz zurück ist; dann endet die Drosselung.</translation>
    </message>
    <message>
        <source>Try it: run the simulation</source>
        <translation>Selbst ausprobieren: die Simulation</translation>
    </message>
    <message>
        <source>Scenario: %1</source>
        <translation>Szenario: %1</translation>
    </message>
    <message>
        <source>Demand is the writer CPU that the offered indexed writes would need at full speed. 100% stands for 10,000 indexed writes a minute; above 100% the threads cannot keep up even without throttling.</source>
        <translation>Der Bedarf ist die Schreib-CPU, die die angebotenen indizierten Schreibzugriffe bei voller Geschwindigkeit bräuchten. 100&#xa0;% entsprechen 10.000 indizierten Schreibzugriffen pro Minute; über 100&#xa0;% kommen die Threads auch ohne Drosselung nicht mehr hinterher.</translation>
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
        <source>The rate cut: the service picks the rate that would bring the average back to exactly 50% after the next minute. After a long busy stretch that rate is far below 50%, so the floor of 50% takes over.</source>
        <translation>Die Senkung: Der Dienst wählt die Rate, die den Mittelwert nach der nächsten Minute wieder auf genau 50&#xa0;% brächte. Nach einer langen Lastphase liegt diese Rate weit unter 50&#xa0;%, also greift die Untergrenze von 50&#xa0;%.</translation>
    </message>
    <message>
        <source>The release: while the average is below 50%, the allowed rate goes up by 5 percentage points a minute; at 100% throttling switches off.</source>
        <translation>Die Freigabe: Solange der Mittelwert unter 50&#xa0;% liegt, steigt die erlaubte Rate um 5 Prozentpunkte pro Minute; bei 100&#xa0;% endet die Drosselung.</translation>
    </message>
    <message>
        <source>Write latency is the mean time of the writes completed in a minute: about 1 ms when nothing waits, plus one minute for every minute a write spent in the queue.</source>
        <translation>Die Schreiblatenz ist die mittlere Dauer der in einer Minute abgeschlossenen Schreibzugriffe: etwa 1&#xa0;ms, wenn nichts wartet, plus eine Minute für jede Minute, die ein Zugriff in der Warteschlange stand.</translation>
    </message>
    <message>
        <source>Clients: each client connection sends writes worth 5% of demand, so 80% means 16 connections. While throttling is active, every connection with writes still in the queue counts as throttled.</source>
        <translation>Clients: Jede Client-Verbindung schickt Schreibzugriffe im Umfang von 5&#xa0;% des Bedarfs, 80&#xa0;% bedeuten also 16 Verbindungen. Bei aktiver Drosselung zählt jede Verbindung als gedrosselt, die noch Zugriffe in der Warteschlange hat.</translation>
    </message>
    <message>
        <source>What your application sees</source>
        <translation>Was Ihre Anwendung bemerkt</translation>
    </message>
    <message>
        <source>Higher latency. The service&apos;s metrics for successful write latency and for the latency of search-based set commands go up.</source>
        <translation>Höhere Latenz. Die Metriken des Dienstes für die Latenz erfolgreicher Schreibzugriffe und für die Latenz suchbasierter Set-Befehle steigen.</translation>
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
        <translation>Beobachten Sie die Metrik „Drosselung aktiv“ (SearchWriteThrottleActive) und richten Sie dafür einen Alarm ein, damit sich sofort jemand darum kümmert.</translation>
    </message>
    <message>
        <source>Spread continuous ingestion across the 2-hour window. A burst is fine as long as quieter minutes in the same window balance it; compare the sustained and the evenly spread scenario.</source>
        <translation>Verteilen Sie laufende Importe über das 2-Stunden-Zeitfenster. Eine Spitze ist in Ordnung, solange ruhigere Minuten im selben Zeitfenster sie ausgleichen; vergleichen Sie die Szenarien „Anhaltender Import“ und „Gleichmäßig verteilt“.</translation>
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
        <translation>Gedrosselt werden nur bestimmte Schreibbefehle, und auch die nur, wenn sie einen Schlüssel betreffen, der zu einem Suchindex gehört. Tragen Sie die Schlüsselpräfixe Ihrer Indizes ein und geben Sie dann eine Befehlszeile ein. Die Prüfung sagt Ihnen, ob der Befehl verzögert werden kann, und warum.</translation>
    </message>
    <message>
        <source>Limits of this model</source>
        <translation>Grenzen dieses Modells</translation>
    </message>
    <message>
        <source>The real service measures more finely than in whole minutes and does not publish its exact control law. The rate-cut formula, the release step of 5 points a minute, the 5-minute reporting interval and the way clients are counted are choices made for this lesson.</source>
        <translation>Der echte Dienst misst feiner als in ganzen Minuten und legt sein genaues Regelverfahren nicht offen. Die Formel für die Senkung, der Freigabeschritt von 5 Prozentpunkten pro Minute, das Berichtsintervall von 5 Minuten und die Zählweise der Clients sind Festlegungen für diese Lektion.</translation>
    </message>
    <message>
        <source>CPU is proportional to the number of writes, and every write costs the same. In reality a large JSON document with many indexed fields costs more than a small hash.</source>
        <translation>Die CPU-Last wächst proportional zur Zahl der Schreibzugriffe, und jeder Zugriff kostet gleich viel. In Wirklichkeit kostet ein großes JSON-Dokument mit vielen indizierten Feldern mehr als ein kleiner Hash.</translation>
    </message>
    <message>
        <source>All writes wait in one queue and nobody gives up. Real clients wait for each reply, have timeouts and send less while they wait.</source>
        <translation>Alle Schreibzugriffe warten in einer einzigen Warteschlange, und niemand gibt auf. Echte Clients warten auf jede Antwort, haben Timeouts und senden weniger, solange sie warten.</translation>
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
        <source>No error from the service: a throttled write still succeeds, it just takes longer. But a wait longer than your client&apos;s timeout reaches your application as an error, and if it then retries a write that is not idempotent (HINCRBY, JSON.NUMINCRBY, ...), that write can count twice. Keep retried writes idempotent.</source>
        <translation>Kein Fehler vom Dienst: Ein gedrosselter Schreibzugriff gelingt trotzdem, er dauert nur länger. Dauert das Warten aber länger als das Timeout Ihres Clients, kommt bei Ihrer Anwendung doch ein Fehler an; wiederholt sie dann einen nicht idempotenten Schreibzugriff (HINCRBY, JSON.NUMINCRBY, …), wird er womöglich doppelt ausgeführt. Wiederholte Schreibzugriffe sollten deshalb idempotent sein.</translation>
    </message>
    <message>
        <source>Only writes to keys in a search index are throttled; reads and writes to other keys never are.</source>
        <translation>Gedrosselt werden nur Schreibzugriffe auf Schlüssel in einem Suchindex; Lesezugriffe und Schreibzugriffe auf andere Schlüssel nie.</translation>
    </message>
    <message>
        <source>Throttling starts when the writer threads&apos; CPU averages more than 50% over a rolling 2-hour window, and it never cuts write capacity below half.</source>
        <translation>Die Drosselung beginnt, wenn die Schreib-CPU im gleitenden Zeitfenster von 2 Stunden im Mittel über 50&#xa0;% liegt, und sie senkt die Schreibkapazität nie unter die Hälfte.</translation>
    </message>
    <message>
        <source>The service returns no error, but writes wait. Your own timeouts can still fire, so keep retried writes idempotent.</source>
        <translation>Der Dienst meldet keinen Fehler, aber Schreibzugriffe warten. Ihre eigenen Timeouts können trotzdem greifen; sorgen Sie deshalb dafür, dass wiederholte Schreibzugriffe idempotent sind.</translation>
    </message>
    <message>
        <source>Watch writer CPU and the throttle flag, spread long imports over the window, and scale the cluster when throttling is frequent or lasts.</source>
        <translation>Beobachten Sie die Schreib-CPU und die Metrik „Drosselung aktiv“, verteilen Sie lange Importe über das Zeitfenster und skalieren Sie den Cluster, wenn die Drosselung oft auftritt oder lange anhält.</translation>
    </message>
    <message>
        <source>Pick a scenario and commit your prediction before you press Play. Every run starts at minute 0 after two idle hours, so the window begins full of minutes at 0%.</source>
        <translation>Wählen Sie ein Szenario und legen Sie sich auf Ihre Vorhersage fest, bevor Sie auf „Abspielen“ drücken. Jeder Lauf beginnt in Minute 0 nach zwei ruhigen Stunden; das Zeitfenster ist anfangs also voller Minuten mit 0&#xa0;%.</translation>
    </message>
    <message>
        <source>Discuss first, then open the model answer.</source>
        <translation>Diskutieren Sie zuerst und öffnen Sie dann die Musterantwort.</translation>
    </message>
    <message>
        <source>1. The sustained and the evenly spread scenario write the same data. Which one finishes first? Which one would you choose for an online shop that keeps taking orders during the import?</source>
        <translation>1. Die Szenarien „Anhaltender Import“ und „Gleichmäßig verteilt“ schreiben dieselben Daten. Welches ist zuerst fertig? Welches würden Sie für einen Onlineshop wählen, der während des Imports weiter Bestellungen annimmt?</translation>
    </message>
    <message>
        <source>Model answer</source>
        <translation>Musterantwort</translation>
    </message>
    <message>
        <source>Model answer to question %1</source>
        <extracomment>A screen reader&apos;s name for the model answer&apos;s heading; %1 is the question&apos;s number</extracomment>
        <translation>Musterantwort zu Frage %1</translation>
    </message>
    <message>
        <source>The sustained import finishes first, in minute 339, even though it is throttled; the spread one needs until minute 480. But from minute 76 every indexed write waits, up to 99 minutes, and the shop&apos;s own writes to indexed keys queue behind the import. Spread over eight hours, the import never lifts the average above 40%, and a write still takes about 1 ms. For a shop that stays open, spread it: finishing later costs less than slow orders.</source>
        <translation>Der anhaltende Import ist zuerst fertig, in Minute 339, obwohl er gedrosselt wird; der gleichmäßig verteilte braucht bis Minute 480. Ab Minute 76 muss aber jeder indizierte Schreibzugriff warten, bis zu 99 Minuten lang, und die eigenen Schreibzugriffe des Shops auf indizierte Schlüssel stehen hinter dem Import in der Warteschlange. Über acht Stunden verteilt hebt der Import den Mittelwert nie über 40&#xa0;%, und ein Schreibzugriff dauert weiter etwa 1&#xa0;ms. Für einen Shop, der geöffnet bleibt, ist deshalb der verteilte Import die bessere Wahl: Später fertig zu sein kostet weniger als langsame Bestellungen.</translation>
    </message>
    <message>
        <source>2. Why does the service look at the current CPU as well as at the 2-hour average? What could happen without the 50% floor?</source>
        <translation>2. Warum schaut der Dienst neben dem 2-Stunden-Mittelwert auch auf die aktuelle CPU-Last? Was könnte ohne die Untergrenze von 50&#xa0;% passieren?</translation>
    </message>
    <message>
        <source>The average lags: after a busy stretch it can stay above 50% for up to an hour while the writer threads are already calm. Judged by the average alone, the service would keep cutting writes that do no harm. The current CPU tells it when to hold the rate instead. Without the floor, the rate that pulls the average back to 50% within one minute can be zero after a long busy stretch: writes would stop, and the queue and the wait would grow for as long as the average stays high.</source>
        <translation>Der Mittelwert hinkt hinterher: Nach einer Lastphase kann er bis zu einer Stunde über 50&#xa0;% bleiben, obwohl die Schreib-Threads schon wieder ruhig sind. Nach dem Mittelwert allein würde der Dienst weiter Schreibzugriffe bremsen, die keinen Schaden anrichten. Die aktuelle CPU-Last sagt ihm, wann er die Rate stattdessen halten soll. Ohne die Untergrenze könnte die Rate, die den Mittelwert innerhalb einer Minute auf 50&#xa0;% zurückbringt, nach einer langen Lastphase null sein: Schreibzugriffe stünden still, und Warteschlange und Wartezeit würden wachsen, solange der Mittelwert hoch bleibt.</translation>
    </message>
    <message>
        <source>3. Your dashboards show no errors, but writes get slower every night at two o&apos;clock. Which metrics do you check first?</source>
        <translation>3. Ihre Dashboards zeigen keine Fehler, aber jede Nacht um zwei Uhr werden Schreibzugriffe langsamer. Welche Metriken prüfen Sie zuerst?</translation>
    </message>
    <message>
        <source>First the throttle flag (SearchWriteThrottleActive): is it 1 at two o&apos;clock? Then the writer CPU (SearchWriteCPUUtilization) in the two hours before: a nightly job that keeps it high lifts the average above 50%. The throttled clients and throttle events show how many writers are held back. Throttling returns no error, which is why the error dashboards stay quiet. The fix: spread the job over more hours, or scale the cluster.</source>
        <translation>Zuerst die Metrik „Drosselung aktiv“ (SearchWriteThrottleActive): Steht sie um zwei Uhr auf 1? Dann die Schreib-CPU (SearchWriteCPUUtilization) in den zwei Stunden davor: Ein nächtlicher Job, der sie hoch hält, hebt den Mittelwert über 50&#xa0;%. Gedrosselte Clients und Drosselungsereignisse zeigen, wie viele schreibende Clients ausgebremst werden. Die Drosselung meldet keinen Fehler; deshalb bleiben die Fehler-Dashboards ruhig. Die Lösung: den Job über mehr Stunden verteilen oder den Cluster skalieren.</translation>
    </message>
    <message>
        <source>A managed in-memory store with a search module does not refuse your writes when its writer threads are busy for too long. It slows them down instead. Drive the load yourself, watch whether the 2-hour average crosses 50%, and see what your application notices: the service returns no error, but writes take longer, and your own timeouts still fire.</source>
        <translation>Ein verwalteter In-Memory-Speicher mit Suchmodul lehnt Ihre Schreibzugriffe nicht ab, wenn seine Schreib-Threads zu lange ausgelastet sind. Er bremst sie stattdessen. Steuern Sie die Last selbst, beobachten Sie, ob der 2-Stunden-Mittelwert die 50&#xa0;% überschreitet, und erleben Sie, was Ihre Anwendung davon merkt: Der Dienst meldet keinen Fehler, aber Schreibzugriffe dauern länger, und Ihre eigenen Timeouts greifen trotzdem.</translation>
    </message>
    <message>
        <source>Short bursts do no harm when quieter minutes in the same two hours balance them: 45 minutes at 80% followed by 20% only lifts the average to 42.5%.</source>
        <translation>Kurze Spitzen schaden nicht, wenn ruhigere Minuten in denselben zwei Stunden sie ausgleichen: 45 Minuten mit 80&#xa0;% und danach 20&#xa0;% heben den Mittelwert nur auf 42,5&#xa0;%.</translation>
    </message>
    <message>
        <source>Throttle events: in each minute, every write that full speed would have completed but the lowered rate left waiting counts as one event, at most as many as arrived in that minute. Writes that wait only because demand is above 100% do not count. The panel adds the events up over a reporting interval of 5 minutes.</source>
        <translation>Drosselungsereignisse: In jeder Minute zählt jeder Schreibzugriff als ein Ereignis, den die volle Geschwindigkeit erledigt hätte, die gesenkte Rate aber warten ließ, höchstens so viele, wie in dieser Minute eingetroffen sind. Schreibzugriffe, die nur warten, weil der Bedarf über 100&#xa0;% liegt, zählen nicht. Die Anzeige summiert die Ereignisse über ein Berichtsintervall von 5 Minuten.</translation>
    </message>
    <message>
        <source>Less throughput. While throttling lasts, the allowed rate can fall to half of normal, so a long import finishes much later than planned, and its last writes wait longest.</source>
        <translation>Weniger Durchsatz. Solange die Drosselung anhält, kann die erlaubte Rate auf die Hälfte der normalen fallen. Ein langer Import ist dann erst viel später als geplant fertig, und seine letzten Schreibzugriffe warten am längsten.</translation>
    </message>
</context>
<context>
    <name>ThrottlingSimulationPane</name>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Noch einmal abspielen</translation>
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
        <source>Play the scenario again from minute 0</source>
        <translation>Das Szenario noch einmal ab Minute 0 abspielen</translation>
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
        <translation>%1&#xa0;min/s</translation>
    </message>
    <message numerus="yes">
        <source>%n simulated minute(s) per second</source>
        <translation>
            <numerusform>%n simulierte Minute pro Sekunde</numerusform>
            <numerusform>%n simulierte Minuten pro Sekunde</numerusform>
        </translation>
    </message>
    <message>
        <source>Demand</source>
        <extracomment>Label of the demand slider</extracomment>
        <translation>Bedarf</translation>
    </message>
    <message>
        <source>Demand in percent of writer CPU</source>
        <translation>Bedarf in Prozent der Schreib-CPU</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <extracomment>Simulation clock, %1 is e.g. &quot;minute 76 (1 h 16 min)&quot;</extracomment>
        <translation>Jetzt: %1</translation>
    </message>
    <message>
        <source>Writer CPU and its 2-hour average</source>
        <translation>Schreib-CPU und ihr 2-Stunden-Mittelwert</translation>
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
        <source>CPU (%)</source>
        <translation>CPU (%)</translation>
    </message>
    <message>
        <source>Allowed write rate</source>
        <translation>Erlaubte Schreibrate</translation>
    </message>
    <message>
        <source>Allowed rate (%)</source>
        <translation>Erlaubte Rate (%)</translation>
    </message>
    <message>
        <source>What the service publishes</source>
        <translation>Metriken des Dienstes</translation>
    </message>
    <message>
        <source>The names are the service&apos;s metrics. The values are this lesson&apos;s model, which counts in its own way where the service does not say how.</source>
        <translation>Die Bezeichnungen sind die Metriknamen des Dienstes. Die Werte stammen aus dem Modell dieser Lektion, das dort auf eigene Weise zählt, wo der Dienst nicht angibt, wie er zählt.</translation>
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
        <translation>Drosselungs­ereignisse</translation>
    </message>
    <message>
        <source>How this model counts: writes the throttle delayed in the last 5 minutes</source>
        <extracomment>The service defines only &quot;throttling events per reporting interval&quot;; the model counts delayed writes</extracomment>
        <translation>So zählt dieses Modell: von der Drosselung verzögerte Schreibzugriffe in den letzten 5 Minuten</translation>
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
        <source>of normal throughput, for the next minute</source>
        <translation>des normalen Durchsatzes, für die nächste Minute</translation>
    </message>
    <message>
        <source>Write latency</source>
        <translation>Schreiblatenz</translation>
    </message>
    <message>
        <source>mean of the writes completed in the last minute</source>
        <translation>Mittelwert der in der letzten Minute abgeschlossenen Schreibzugriffe</translation>
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
        <source>Throttling on (shaded)</source>
        <translation>Drosselung aktiv (farbig hinterlegt)</translation>
    </message>
    <message>
        <source>Throttling run: demand, CPU, average, write rate and latency per minute</source>
        <extracomment>Names the throttling run&apos;s table in the export dialog</extracomment>
        <translation>Drosselungslauf: Bedarf, CPU, Mittelwert, Schreibrate und Latenz pro Minute</translation>
    </message>
</context>
<context>
    <name>WorksheetWriter</name>
    <message>
        <source>Answer sheet: %1</source>
        <translation>Lösungsblatt: %1</translation>
    </message>
    <message>
        <source>Worksheet: %1</source>
        <translation>Arbeitsblatt: %1</translation>
    </message>
    <message>
        <source>Name: ____________________   Group: ____________   Date: ____________</source>
        <extracomment>The line at the top of a worksheet where students write their name, group and the date</extracomment>
        <translation>Name: ____________________   Gruppe: ____________   Datum: ____________</translation>
    </message>
    <message>
        <source>The situation</source>
        <translation>Die Ausgangslage</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>Antwort:</translation>
    </message>
    <message>
        <source>Why:</source>
        <translation>Begründung:</translation>
    </message>
    <message>
        <source>Common wrong answers:</source>
        <translation>Häufige falsche Antworten:</translation>
    </message>
    <message>
        <source>For the teacher</source>
        <translation>Hinweise für Lehrende</translation>
    </message>
    <message>
        <source>There is no sheet for &quot;%1&quot;.</source>
        <translation>Zur Lektion „%1“ gibt es kein Arbeitsblatt.</translation>
    </message>
    <message>
        <source>Choose a file to save the sheet in.</source>
        <translation>Wählen Sie eine Datei, in der das Blatt gespeichert wird.</translation>
    </message>
    <message>
        <source>Could not write &quot;%1&quot;: the PDF could not be started.</source>
        <translation>„%1“ konnte nicht geschrieben werden: Die PDF-Ausgabe ließ sich nicht starten.</translation>
    </message>
    <message>
        <source>%1 · page %2 of %3</source>
        <extracomment>The footer of a printed sheet: %1 the sheet&apos;s title, %2 the page, %3 the pages</extracomment>
        <translation>%1 · Seite %2 von %3</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Ziel</translation>
    </message>
</context>
</TS>
