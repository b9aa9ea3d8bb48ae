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
</TS>
