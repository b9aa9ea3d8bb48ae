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
        <translation>Alle Zahlen in den Lektionen dienen dem Unterricht. Kapazitäten, Raten und die Regel von vier Anfragen pro Schritt sind so gewählt, dass der Effekt gut sichtbar wird; gemessen wurde damit kein Produkt.</translation>
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
    <name>LabActionButton</name>
    <message>
        <source>%1 (shortcut: %2)</source>
        <extracomment>Tooltip of a lab action: the action, then its keyboard shortcut</extracomment>
        <translation>%1 (Tastenkürzel: %2)</translation>
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
        <source>Pick a hot key in the key picker below (key %1 is chosen now), then switch to the Hot key profile. The hot key gets 9 of the 12 requests in every batch; the next three keys get one each.</source>
        <translation>Suchen Sie sich unten in der Schlüsselauswahl einen Hot Key aus (gerade ist Schlüssel %1 gewählt) und wechseln Sie dann zum Profil „Hot Key“. Der Hot Key bekommt in jedem Stapel 9 der 12 Anfragen, die drei folgenden Schlüssel je eine.</translation>
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
        <source>Your prediction: after the second batch, how many drain steps will empty the queue at %1?</source>
        <translation>Ihre Vorhersage: Wie viele Abbauschritte braucht es nach dem zweiten Stapel, bis die Warteschlange bei %1 leer ist?</translation>
    </message>
    <message>
        <source>No prediction</source>
        <extracomment>First entry of the prediction box: the student does not guess</extracomment>
        <translation>Keine Vorhersage</translation>
    </message>
    <message>
        <source>Your prediction</source>
        <translation>Ihre Vorhersage</translation>
    </message>
    <message>
        <source>Waiting at %1: %2. Drain steps so far: %3.</source>
        <translation>Wartend bei %1: %2. Bisherige Abbauschritte: %3.</translation>
    </message>
    <message>
        <source>Arrivals %1 / %2 / %3: each partition received %4 requests and finished %4 in the same step. Nothing waits.</source>
        <translation>Eingänge %1 / %2 / %3: Jede Partition hat %4 Anfragen bekommen und alle %4 im selben Schritt erledigt. Nichts wartet.</translation>
    </message>
    <message>
        <source>The Hot key profile is on, and a new run starts from zero. The placement has not changed: every partition still owns four keys. Each batch now sends key %1 nine times and keys %2, %3 and %4 once each. Step 3 checks your prediction.</source>
        <translation>Das Profil „Hot Key“ ist aktiv, und ein neuer Lauf beginnt bei null. An der Platzierung hat sich nichts geändert: Jede Partition besitzt weiterhin vier Schlüssel. Jeder Stapel schickt jetzt neunmal Schlüssel %1 und je einmal die Schlüssel %2, %3 und %4. Ob Ihre Vorhersage stimmt, zeigt Schritt 3.</translation>
    </message>
    <message>
        <source>Arrivals %1 / %2 / %3. %4 finished %5 and has %6 waiting; the other two partitions finished all they received. There were %7 units of capacity, but only %8 requests were completed.</source>
        <translation>Eingänge %1 / %2 / %3. %4 hat %5 erledigt, %6 warten noch; die beiden anderen Partitionen haben alles geschafft, was bei ihnen ankam. Verfügbar waren %7 Einheiten Kapazität, erledigt wurden aber nur %8 Anfragen.</translation>
    </message>
    <message>
        <source>After the second batch %1 had %2 requests waiting. At %3 per step that takes %4 drain steps, and the queue is empty now.</source>
        <translation>Nach dem zweiten Stapel warteten bei %1 insgesamt %2 Anfragen. Bei %3 pro Schritt sind dafür %4 Abbauschritte nötig; jetzt ist die Warteschlange leer.</translation>
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
        <translation>Sie tippen auf %1. Schicken Sie den Stapel ab, um das zu prüfen.</translation>
    </message>
    <message>
        <source>%1 got most of the work: %2 of %3 requests.</source>
        <translation>%1 hat den Großteil der Arbeit bekommen: %2 von %3 Anfragen.</translation>
    </message>
    <message>
        <source>Your owner prediction was right: %1 received %2 of %3 requests.</source>
        <translation>Ihr Tipp zum Besitzer stimmt: %1 hat %2 von %3 Anfragen bekommen.</translation>
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
        <source>Right: %1 drain steps.</source>
        <translation>Richtig: %1 Abbauschritte.</translation>
    </message>
    <message>
        <source>Not quite. You predicted %1 drain steps; it took %2. The queue grows by %3 with every hot batch, only its owner can work on it, and the free capacity of the other partitions expires unused.</source>
        <translation>Nicht ganz. Sie haben %1 Abbauschritte vorhergesagt, nötig waren %2. Mit jedem heißen Stapel wächst die Warteschlange um %3, nur ihr Besitzer kann sie abarbeiten, und die freie Kapazität der anderen Partitionen verfällt ungenutzt.</translation>
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
        <translation>Einen Schritt abbauen</translation>
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
        <source>Skip this step</source>
        <extracomment>Skips the current guided step without doing it</extracomment>
        <translation>Schritt überspringen</translation>
    </message>
    <message>
        <source>Restart the guided steps</source>
        <translation>Geführte Schritte neu beginnen</translation>
    </message>
    <message>
        <source>Each guided action sets the lab up for its step. The controls further down work at any time, so you can also play freely.</source>
        <translation>Jede geführte Aktion bereitet das Labor für ihren Schritt vor. Die Bedienelemente weiter unten funktionieren jederzeit – Sie können also auch frei experimentieren.</translation>
    </message>
</context>
<context>
    <name>LabKeyChip</name>
    <message>
        <source>Key %1, owner %2, %3 requests per batch</source>
        <extracomment>Screen-reader name of a key chip: key, owner, requests per batch</extracomment>
        <translation>Schlüssel %1, Besitzer %2, %3 Anfragen pro Stapel</translation>
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
        <source>hot key</source>
        <extracomment>Tag on the chosen key chip</extracomment>
        <translation>Hot Key</translation>
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
        <translation>Zwölf Produktseiten, drei Partitionen, auf jeder vier Schlüssel. Das wirkt gerecht. Überlegen Sie zuerst, welche Partition die Arbeit abbekommt, wenn eine Seite plötzlich gefragt ist – und prüfen Sie es dann im Labor.</translation>
    </message>
    <message>
        <source>How the lab works</source>
        <translation>So funktioniert das Labor</translation>
    </message>
    <message>
        <source>Every request names one of %1 keys, 0 to 11, one per product page. The key decides its owner: partition = key mod 3. So P0 owns keys 0, 3, 6 and 9, P1 owns 1, 4, 7 and 10, and P2 owns 2, 5, 8 and 11.</source>
        <translation>Jede Anfrage nennt einen von %1 Schlüsseln, 0 bis 11, einen pro Produktseite. Der Schlüssel legt den Besitzer fest: Partition = Schlüssel mod 3. Damit gehören die Schlüssel 0, 3, 6 und 9 zu P0, die Schlüssel 1, 4, 7 und 10 zu P1 und die Schlüssel 2, 5, 8 und 11 zu P2.</translation>
    </message>
    <message>
        <source>In every processing step each partition can finish up to %1 requests of equal cost, counting work that is already waiting. Capacity a partition does not use in a step is lost; it is never lent to another partition.</source>
        <translation>In jedem Verarbeitungsschritt erledigt eine Partition höchstens %1 gleich teure Anfragen; bereits wartende Arbeit zählt mit. Was eine Partition in einem Schritt an Kapazität nicht nutzt, ist verloren – sie wird nie an eine andere Partition verliehen.</translation>
    </message>
    <message>
        <source>The lab</source>
        <translation>Das Labor</translation>
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
        <source>Every key gets one request per batch.</source>
        <translation>Jeder Schlüssel bekommt eine Anfrage pro Stapel.</translation>
    </message>
    <message>
        <source>Key %1 gets 9 requests per batch; keys %2, %3 and %4 get one each.</source>
        <translation>Schlüssel %1 bekommt 9 Anfragen pro Stapel, die Schlüssel %2, %3 und %4 je eine.</translation>
    </message>
    <message>
        <source>One batch brings %1 / %2 / %3 requests to P0 / P1 / P2.</source>
        <extracomment>%1-%3 requests per batch at P0, P1, P2</extracomment>
        <translation>Ein Stapel bringt %1 / %2 / %3 Anfragen zu P0 / P1 / P2.</translation>
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
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Send %1 requests + step</source>
        <translation>%1 Anfragen schicken + Schritt</translation>
    </message>
    <message>
        <source>Drain one step</source>
        <translation>Einen Schritt abbauen</translation>
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
        <source>The bars show shares rounded to whole percent, so they may not add up to 100 (83 + 8 + 8). The table gives the exact counts.</source>
        <translation>Die Balken zeigen auf ganze Prozent gerundete Anteile; in der Summe kann daher etwas anderes als 100 herauskommen (83 + 8 + 8). Die genauen Zahlen stehen in der Tabelle.</translation>
    </message>
    <message>
        <source>Placement is not traffic</source>
        <translation>Platzierung ist noch keine Last</translation>
    </message>
    <message>
        <source>Both profiles place exactly four keys on every partition. What differs is how often each key is asked for. In the Hot key profile, 9 of the 12 requests in a batch, 75%, name the same key.</source>
        <translation>In beiden Profilen liegen auf jeder Partition genau vier Schlüssel. Unterschiedlich ist nur, wie oft jeder Schlüssel angefragt wird. Im Profil „Hot Key“ betreffen 9 der 12 Anfragen eines Stapels, also 75 %, ein und denselben Schlüssel.</translation>
    </message>
    <message>
        <source>One more request goes to the key three places further on. That key has the same owner, because adding 3 does not change the remainder after dividing by 3. So one partition receives 10 of 12 requests, about 83%.</source>
        <translation>Eine weitere Anfrage trifft den Schlüssel drei Plätze weiter. Er hat denselben Besitzer, denn wer 3 addiert, ändert den Rest beim Teilen durch 3 nicht. Eine Partition bekommt so 10 von 12 Anfragen, rund 83 %.</translation>
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
        <translation>Schicken Sie mehrere heiße Stapel hintereinander ab. Die meistgefragte Partition bekommt pro Stapel 10 Anfragen, erledigt pro Schritt aber nur 4. Ihre Warteschlange wird deshalb mit jedem Stapel um 6 länger: 6, 12, 18 und so weiter.</translation>
    </message>
    <message>
        <source>Meanwhile the other two partitions finish their single request and leave 3 units of capacity idle each. That idle capacity cannot take over the waiting work: it belongs to another owner and is gone when the step ends.</source>
        <translation>Die beiden anderen Partitionen erledigen derweil ihre eine Anfrage und lassen jeweils 3 Einheiten Kapazität ungenutzt. Diese Reserve kann die wartende Arbeit nicht übernehmen: Sie gehört einem anderen Besitzer und ist am Ende des Schritts verloren.</translation>
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
        <translation>Wiederholte Lesezugriffe zwischenspeichern, damit weniger Anfragen überhaupt beim Besitzer ankommen.</translation>
    </message>
    <message>
        <source>Move the hot key to another partition. That changes who carries its traffic, not how much traffic there is.</source>
        <translation>Den Hot Key auf eine andere Partition verlegen. Damit ändert sich, wer seine Last trägt, aber nicht, wie groß sie ist.</translation>
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
        <source>None of these measures is built into the lab: it shows the problem, not the cure.</source>
        <translation>Keine dieser Maßnahmen ist im Labor eingebaut: Es zeigt das Problem, nicht die Lösung.</translation>
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
        <translation>Warteschlangen behalten jede unerledigte Arbeit. Nichts wird abgewiesen, läuft in ein Timeout oder wird wiederholt, und es gibt keinen Gegendruck – Überlast zeigt sich deshalb als wachsende Warteschlange. Echte Systeme begrenzen oder verwerfen Last unter Umständen.</translation>
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
        <source>A catalogue is partitioned evenly, yet one product launch overloads a single product page. What sets the limit here: key placement, request frequency, request cost or capacity?</source>
        <translation>Ein Katalog ist gleichmäßig partitioniert, und trotzdem bringt ein Produktstart eine einzelne Produktseite an ihre Grenze. Was ist hier der Engpass: die Platzierung der Schlüssel, die Häufigkeit der Anfragen, ihr Aufwand oder die Kapazität?</translation>
    </message>
    <message>
        <source>Which measure changes the amount of work that reaches the owner, and which one only moves it somewhere else?</source>
        <translation>Welche Maßnahme verringert die Arbeit, die beim Besitzer ankommt, und welche verlagert sie nur an eine andere Stelle?</translation>
    </message>
    <message>
        <source>If you split that product&apos;s key into several keys, which guarantees would you have to think through again?</source>
        <translation>Wenn Sie den Schlüssel dieses Produkts auf mehrere Schlüssel verteilen: Welche Garantien müssten Sie neu durchdenken?</translation>
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
        <source>“Send %1 requests + step” delivers a batch of %1 requests and then runs one step. “Drain one step” runs a step without new arrivals. “Reset run” sets the counters back to zero and keeps your profile and hot key.</source>
        <translation>„%1 Anfragen schicken + Schritt“ liefert einen Stapel mit %1 Anfragen und führt danach einen Schritt aus. „Einen Schritt abbauen“ führt einen Schritt ohne neue Anfragen aus. „Lauf zurücksetzen“ stellt die Zähler auf null; Profil und Hot Key bleiben erhalten.</translation>
    </message>
    <message>
        <source>“Drain one step” stops new arrivals but keeps processing, so a queue shrinks by at most 4 per step. Twelve waiting requests need three drain steps.</source>
        <translation>„Einen Schritt abbauen“ lässt keine neuen Anfragen herein, verarbeitet aber weiter; eine Warteschlange wird so pro Schritt um höchstens 4 kürzer. Für zwölf wartende Anfragen braucht es drei Abbauschritte.</translation>
    </message>
    <message>
        <source>Changing the profile or the hot key clears the run, so every comparison starts from zero; waiting requests are not carried over. “Reset run” clears the counters and keeps your choice. When the app starts, it always begins with the Even profile.</source>
        <translation>Ein Wechsel von Profil oder Hot Key leert den Lauf, damit jeder Vergleich bei null beginnt; wartende Anfragen werden nicht übernommen. „Lauf zurücksetzen“ setzt nur die Zähler auf null; Ihre Auswahl bleibt. Beim Start der App ist immer das Profil „Gleichmäßig“ eingestellt.</translation>
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
        <source>%1 %2%, %3 %4%, %5 %6%</source>
        <extracomment>Screen-reader summary of the share chart, e.g. &quot;P0 83%, P1 8%, P2 8%&quot;</extracomment>
        <translation>%1 %2 %, %3 %4 %, %5 %6 %</translation>
    </message>
    <message>
        <source>@value%</source>
        <extracomment>Value label on a bar; @value is the share in whole percent. Use your language&apos;s spacing before %.</extracomment>
        <translation>@value %</translation>
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
</context>
<context>
    <name>LabTable</name>
    <message>
        <source>Requests per partition</source>
        <extracomment>Screen-reader name of the lab&apos;s table</extracomment>
        <translation>Anfragen pro Partition</translation>
    </message>
</context>
<context>
    <name>LabTableModel</name>
    <message>
        <source>P%1</source>
        <extracomment>Short partition name in the lab, e.g. &quot;P0&quot;</extracomment>
        <translation>P%1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>Keys a partition owns: the count, then the list, e.g. &quot;4 (0, 3, 6, 9)&quot;</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>A share in percent, e.g. &quot;83%&quot;; use the spacing your language uses</extracomment>
        <translation>%1 %</translation>
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
            <numerusform>%1 Anfrage abgeschlossen</numerusform>
            <numerusform>%1 Anfragen abgeschlossen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2, %3</source>
        <extracomment>The capacity line, e.g. &quot;In 1 step: 12 units of capacity, 6 requests completed&quot;</extracomment>
        <translation>%1 %2, %3</translation>
    </message>
    <message>
        <source>P%1</source>
        <extracomment>Short partition name in the lab, e.g. &quot;P0&quot;</extracomment>
        <translation>P%1</translation>
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
</TS>
