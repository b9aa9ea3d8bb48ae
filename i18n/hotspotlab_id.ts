<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="id_ID">
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
        <translation type="unfinished">Memecah hot key</translation>
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
        <translation>Ketik angka seperti %1.</translation>
    </message>
    <message>
        <source>Type digits, for example %1 or %2.</source>
        <extracomment>How to type a number; %1 and %2 are the same example, with and without grouping</extracomment>
        <translation>Ketik angka, misalnya %1 atau %2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number I can read.</source>
        <extracomment>%1 is what the student typed</extracomment>
        <translation>&quot;%1&quot; tidak bisa dibaca sebagai angka.</translation>
    </message>
    <message>
        <source>In this language, decimals are marked with &quot;%1&quot;. Did you mean %2?</source>
        <extracomment>%1 is the decimal separator of the chosen language, %2 the corrected number</extracomment>
        <translation>Dalam bahasa Indonesia, tanda desimalnya &quot;%1&quot;. Maksudmu %2?</translation>
    </message>
    <message>
        <source>The digit groups in &quot;%1&quot; look wrong. Group thousands in threes with &quot;%2&quot;, or leave the separators out.</source>
        <extracomment>%1 is what the student typed, %2 the thousands separator of the chosen language</extracomment>
        <translation>Pengelompokan digit pada &quot;%1&quot; keliru. Kelompokkan ribuan per tiga digit dengan &quot;%2&quot;, atau tulis tanpa pemisah.</translation>
    </message>
    <message>
        <source>Here &quot;%1&quot; marks decimals, so %2 means %3. For thousands, write %4 or %5.</source>
        <extracomment>%1 decimal separator, %2 what was typed, %3 the value it means, %4 and %5 the intended number with and without grouping</extracomment>
        <translation>Di sini &quot;%1&quot; menandai desimal, jadi %2 berarti %3. Untuk ribuan, tulis %4 atau %5.</translation>
    </message>
    <message>
        <source>%1 is too low.</source>
        <extracomment>Feedback on an answer; %1 is the number typed</extracomment>
        <translation>%1 terlalu kecil.</translation>
    </message>
    <message>
        <source>%1 is too high.</source>
        <extracomment>Feedback on an answer; %1 is the number typed</extracomment>
        <translation>%1 terlalu besar.</translation>
    </message>
    <message>
        <source>Correct: %1.</source>
        <extracomment>Feedback on a right answer; %1 is the number typed</extracomment>
        <translation>Benar: %1.</translation>
    </message>
</context>
<context>
    <name>SubKeyAnswerField</name>
    <message>
        <source>Your answer</source>
        <extracomment>Placeholder in an empty answer field</extracomment>
        <translation>Jawabanmu</translation>
    </message>
    <message>
        <source>✓ Right</source>
        <extracomment>Short verdict next to an answer field</extracomment>
        <translation>✓ Benar</translation>
    </message>
    <message>
        <source>✗ Not yet</source>
        <translation>✗ Belum tepat</translation>
    </message>
</context>
<context>
    <name>SubKeyLoadChart</name>
    <message>
        <source>No partition is over capacity.</source>
        <translation>Tidak ada partisi yang melebihi kapasitas.</translation>
    </message>
    <message>
        <source>P%1</source>
        <translation>P%1</translation>
    </message>
    <message numerus="yes">
        <source>%n partition(s) over capacity: %1</source>
        <extracomment>%1 is a list of partitions such as &quot;P2, P5&quot;; %n how many they are</extracomment>
        <translation>
            <numerusform>%n partisi melebihi kapasitas: %1</numerusform>
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
        <translation>Partisi</translation>
    </message>
    <message>
        <source>Load within capacity</source>
        <extracomment>Legend: the part of a partition&apos;s load up to its capacity</extracomment>
        <translation>Beban dalam batas kapasitas</translation>
    </message>
    <message>
        <source>Load over capacity (⚠)</source>
        <extracomment>Legend: the part of a partition&apos;s load beyond its capacity; the sign also marks the partition number</extracomment>
        <translation>Beban di atas kapasitas (⚠)</translation>
    </message>
    <message>
        <source>Capacity: %1 rps</source>
        <extracomment>Legend: the dashed capacity line; %1 is the capacity in requests per second</extracomment>
        <translation>Kapasitas: %1 rps</translation>
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
        <translation>%1%</translation>
    </message>
    <message>
        <source>below %1%</source>
        <extracomment>A probability too small to show; %1 is 0.01</extracomment>
        <translation>di bawah %1%</translation>
    </message>
    <message>
        <source>above %1%</source>
        <extracomment>A probability too close to certain to show; %1 is 99.99</extracomment>
        <translation>di atas %1%</translation>
    </message>
    <message>
        <source>Splitting a hot key</source>
        <translation>Memecah hot key</translation>
    </message>
    <message>
        <source>One key takes 12,000 writes a second, twice what a partition can serve. Split it into sub-keys and the load spreads out, but only if you leave room for the sub-keys that end up on the same partition.</source>
        <translation>Satu key menerima 12.000 penulisan per detik, dua kali lipat dari yang sanggup dilayani satu partisi. Kalau key itu dipecah menjadi sub-key, bebannya menyebar. Tapi itu baru berhasil kalau masih ada ruang untuk sub-key yang kebetulan mendarat di partisi yang sama.</translation>
    </message>
    <message>
        <source>The situation</source>
        <translation>Situasinya</translation>
    </message>
    <message>
        <source>A cluster has 8 partitions, and each one can serve 6,000 requests per second (rps). At the daily peak, ordinary keys bring 28,000 rps between them, spread evenly: 3,500 rps on every partition.</source>
        <translation>Sebuah cluster punya 8 partisi, dan masing-masing sanggup melayani 6.000 request per detik (rps). Pada jam tersibuk, key-key biasa menghasilkan 28.000 rps yang terbagi rata, jadi setiap partisi kebagian 3.500 rps.</translation>
    </message>
    <message>
        <source>On top of that comes one promotion key. It holds the remaining stock of a flash sale, and every purchase writes to it: 12,000 rps, all landing on the single partition that owns the key.</source>
        <translation>Selain itu ada satu key promo. Key ini menyimpan sisa stok sebuah flash sale, dan setiap pembelian menulis ke sana: 12.000 rps, semuanya menuju satu-satunya partisi yang menjadi pemilik key tersebut.</translation>
    </message>
    <message>
        <source>Work through the three questions below. Type numbers the way you usually write them; each field tells you straight away whether your answer holds.</source>
        <translation>Kerjakan tiga pertanyaan di bawah ini. Tulis angka seperti biasa kamu menulisnya; setiap kolom langsung memberi tahu apakah jawabanmu tepat.</translation>
    </message>
    <message>
        <source>Question 1: How hot is the owner?</source>
        <translation>Pertanyaan 1: Seberapa panas pemiliknya?</translation>
    </message>
    <message>
        <source>How many requests per second does the partition that owns the promo key carry?</source>
        <translation>Partisi pemilik key promo harus memikul berapa request per detik?</translation>
    </message>
    <message>
        <source>That is the promo key on its own. Its partition also serves its share of the ordinary keys.</source>
        <translation>Itu baru key promo saja. Partisinya juga melayani bagiannya dari key-key biasa.</translation>
    </message>
    <message>
        <source>That is only the ordinary keys&apos; share. Add the promo key.</source>
        <translation>Itu hanya bagian dari key-key biasa. Tambahkan key promonya.</translation>
    </message>
    <message>
        <source>That is the whole cluster. The question asks about one partition.</source>
        <translation>Itu beban seluruh cluster. Yang ditanyakan adalah satu partisi.</translation>
    </message>
    <message>
        <source>What is its peak-to-average ratio, that is, the busiest partition&apos;s load divided by the mean load of all partitions?</source>
        <translation>Lalu, rasio puncak terhadap rata-rata di sini bernilai berapa? Artinya: beban partisi tersibuk dibagi beban rata-rata semua partisi.</translation>
    </message>
    <message>
        <source>Use the whole partition&apos;s load, not the promo key alone.</source>
        <translation>Pakai beban partisi secara utuh, bukan key promo saja.</translation>
    </message>
    <message>
        <source>Divide by the mean of all traffic, the promo key included: 40,000 / 8.</source>
        <translation>Bagi dengan rata-rata seluruh lalu lintas, termasuk key promo: 40.000 / 8.</translation>
    </message>
    <message>
        <source>Divide by the mean load, not by the capacity.</source>
        <translation>Bagi dengan beban rata-rata, bukan dengan kapasitas.</translation>
    </message>
    <message>
        <source>Question 2: Split it into 8 sub-keys</source>
        <translation>Pertanyaan 2: Pecah menjadi 8 sub-key</translation>
    </message>
    <message>
        <source>Now store the promo key as 8 sub-keys, promo#0 to promo#7. Every write picks one of them at random, so each carries an equal share.</source>
        <translation>Sekarang simpan key promo sebagai 8 sub-key, dari promo#0 sampai promo#7. Setiap penulisan memilih salah satunya secara acak, jadi bagian masing-masing sama besar.</translation>
    </message>
    <message>
        <source>How many requests per second does one sub-key carry?</source>
        <translation>Satu sub-key kebagian berapa request per detik?</translation>
    </message>
    <message>
        <source>That is a whole partition&apos;s load. The question asks for one sub-key&apos;s share of the 12,000 rps.</source>
        <translation>Itu beban satu partisi penuh. Yang ditanyakan adalah bagian satu sub-key dari 12.000 rps.</translation>
    </message>
    <message>
        <source>Divide the promo key&apos;s traffic by the number of sub-keys.</source>
        <translation>Bagi lalu lintas key promo dengan banyaknya sub-key.</translation>
    </message>
    <message>
        <source>Best case: every partition holds exactly one sub-key. What does each partition carry?</source>
        <translation>Kasus terbaik: setiap partisi mendapat tepat satu sub-key. Berapa beban tiap partisi?</translation>
    </message>
    <message>
        <source>Add the 3,500 rps of ordinary keys that every partition serves.</source>
        <translation>Tambahkan 3.500 rps dari key biasa yang dilayani setiap partisi.</translation>
    </message>
    <message>
        <source>Add the sub-key&apos;s share.</source>
        <translation>Tambahkan bagian sub-key-nya.</translation>
    </message>
    <message>
        <source>The hash puts two sub-keys on the same partition. What does that partition carry?</source>
        <translation>Fungsi hash menempatkan dua sub-key pada partisi yang sama. Berapa beban partisi itu?</translation>
    </message>
    <message>
        <source>That is the two sub-keys alone. Add the 3,500 rps of ordinary keys.</source>
        <translation>Itu baru kedua sub-key saja. Tambahkan 3.500 rps dari key biasa.</translation>
    </message>
    <message>
        <source>That is a partition with one sub-key; this one holds two.</source>
        <translation>Itu untuk partisi dengan satu sub-key; partisi ini memegang dua.</translation>
    </message>
    <message>
        <source>Question 3: What does the split cost?</source>
        <translation>Pertanyaan 3: Apa ongkos pemecahannya?</translation>
    </message>
    <message>
        <source>With 16 sub-keys, how many requests does it take to read the promo key&apos;s total once?</source>
        <translation>Dengan 16 sub-key, butuh berapa request untuk sekali membaca total key promo?</translation>
    </message>
    <message>
        <source>The total is no longer stored in one place. It has to be added up from the sub-keys.</source>
        <translation>Totalnya tidak lagi tersimpan di satu tempat. Nilainya harus dijumlahkan dari semua sub-key.</translation>
    </message>
    <message>
        <source>That would be right for 8 sub-keys. Here there are 16.</source>
        <translation>Itu benar kalau sub-key-nya 8. Di sini ada 16.</translation>
    </message>
    <message>
        <source>Think further: what else do you give up when one key becomes many?</source>
        <translation>Pikirkan lebih jauh: apa lagi yang kamu korbankan ketika satu key berubah menjadi banyak?</translation>
    </message>
    <message>
        <source>Hide discussion</source>
        <translation>Sembunyikan pembahasan</translation>
    </message>
    <message>
        <source>Show discussion</source>
        <translation>Tampilkan pembahasan</translation>
    </message>
    <message>
        <source>Discussion</source>
        <translation>Pembahasan</translation>
    </message>
    <message>
        <source>Question 1</source>
        <translation>Pertanyaan 1</translation>
    </message>
    <message>
        <source>Question 2</source>
        <translation>Pertanyaan 2</translation>
    </message>
    <message>
        <source>Question 3</source>
        <translation>Pertanyaan 3</translation>
    </message>
    <message>
        <source>16 requests: one per sub-key, and the application adds the values up. Writes became cheap, reads became dearer. That is only the first part of the price; the section on what splitting costs, further down, has the rest.</source>
        <translation>16 request: satu untuk tiap sub-key, lalu aplikasi menjumlahkan nilainya. Penulisan jadi murah, pembacaan jadi lebih mahal. Itu baru sebagian ongkosnya; sisanya ada di bagian tentang ongkos pemecahan di bawah.</translation>
    </message>
    <message>
        <source>The split explorer</source>
        <translation>Penjelajah pemecahan</translation>
    </message>
    <message>
        <source>Choose how many sub-keys the promo key gets and how many partitions the cluster has. The left chart places each sub-key the way a database would, by a hash of its name (MurmurHash3 of &quot;promo#i&quot;, modulo the number of partitions). The right chart deals the sub-keys out in turn, round-robin: sub-key i goes to partition (p + i) mod the number of partitions, where p is the partition of promo#0.</source>
        <translation>Atur jumlah sub-key untuk key promo dan jumlah partisi di cluster. Grafik kiri menempatkan setiap sub-key seperti yang dilakukan database, lewat hash dari namanya (MurmurHash3 dari &quot;promo#i&quot;, modulo jumlah partisi). Grafik kanan membagikan sub-key secara bergiliran (round-robin): sub-key i masuk ke partisi (p + i) mod jumlah partisi, dengan p adalah partisi tempat promo#0 berada.</translation>
    </message>
    <message>
        <source>Sub-keys: %1</source>
        <extracomment>Slider caption; %1 is the number of sub-keys</extracomment>
        <translation>Jumlah sub-key: %1</translation>
    </message>
    <message>
        <source>Number of sub-keys</source>
        <translation>Jumlah sub-key</translation>
    </message>
    <message>
        <source>Partitions: %1</source>
        <extracomment>Slider caption; %1 is the number of partitions</extracomment>
        <translation>Jumlah partisi: %1</translation>
    </message>
    <message>
        <source>Number of partitions</source>
        <translation>Jumlah partisi</translation>
    </message>
    <message>
        <source>Load per sub-key</source>
        <translation>Beban per sub-key</translation>
    </message>
    <message>
        <source>headroom per partition: %1</source>
        <extracomment>%1 is the headroom of a partition in rps</extracomment>
        <translation>ruang sisa per partisi: %1</translation>
    </message>
    <message>
        <source>Sub-keys that fit on one partition</source>
        <translation>Sub-key yang muat di satu partisi</translation>
    </message>
    <message>
        <source>not even one: every partition holding a sub-key is overloaded</source>
        <translation>satu pun tidak: setiap partisi yang memegang sub-key kelebihan beban</translation>
    </message>
    <message>
        <source>without going over capacity</source>
        <translation>tanpa melewati kapasitas</translation>
    </message>
    <message>
        <source>Read fan-out</source>
        <translation>Fan-out pembacaan</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s)</source>
        <extracomment>Requests needed to read the hot key&apos;s total once</extracomment>
        <translation>
            <numerusform>%n request</numerusform>
        </translation>
    </message>
    <message>
        <source>per read of the total</source>
        <translation>untuk sekali membaca total</translation>
    </message>
    <message>
        <source>Random placement stays within capacity</source>
        <translation>Penempatan acak tetap dalam kapasitas</translation>
    </message>
    <message>
        <source>chance that no partition is overloaded when every sub-key lands on a random partition</source>
        <translation>peluang tidak ada partisi yang kelebihan beban bila setiap sub-key mendarat di partisi acak</translation>
    </message>
    <message>
        <source>Placed by hash</source>
        <translation>Ditempatkan lewat hash</translation>
    </message>
    <message>
        <source>Busiest partition</source>
        <translation>Partisi tersibuk</translation>
    </message>
    <message numerus="yes">
        <source>%n sub-key(s) on it</source>
        <translation>
            <numerusform>berisi %n sub-key</numerusform>
        </translation>
    </message>
    <message>
        <source>Peak-to-average</source>
        <translation>Rasio puncak/rata-rata</translation>
    </message>
    <message>
        <source>Placed round-robin</source>
        <translation>Ditempatkan bergiliran</translation>
    </message>
    <message>
        <source>The mean load per partition is %1, whatever the placement. The peak-to-average ratio compares the busiest partition with it.</source>
        <extracomment>%1 is the mean load per partition</extracomment>
        <translation>Beban rata-rata per partisi adalah %1, apa pun cara penempatannya. Rasio puncak terhadap rata-rata membandingkan partisi tersibuk dengan angka ini.</translation>
    </message>
    <message>
        <source>Why more sub-keys are not always safer</source>
        <translation>Kenapa sub-key yang lebih banyak tidak selalu lebih aman</translation>
    </message>
    <message>
        <source>You might expect the chance of staying within capacity to grow with every sub-key. It does not. Each extra sub-key makes all of them lighter, but a partition only gains room for one more sub-key in steps, when the lighter shares finally fit into its 2,500 rps of headroom. Between two steps, each added sub-key is simply one more chance to collide, so the chance falls. On 8 partitions: 5 sub-keys %1, 8 sub-keys %2, 9 sub-keys %3 (nine cannot sit one per partition), 10 sub-keys %4, 16 sub-keys %5.</source>
        <extracomment>%1-%5 are probabilities for 5, 8, 9, 10 and 16 sub-keys on 8 partitions</extracomment>
        <translation>Mungkin kamu mengira peluang untuk tetap dalam kapasitas selalu naik setiap kali sub-key ditambah. Ternyata tidak. Setiap sub-key tambahan membuat semuanya lebih ringan, tetapi daya tampung partisi naik secara bertahap: baru ketika bagian yang lebih kecil itu akhirnya muat di ruang sisa 2.500 rps, partisi bisa menampung satu sub-key lagi. Di antara dua tahap, setiap sub-key baru hanya menambah kesempatan bertabrakan, sehingga peluangnya turun. Pada 8 partisi: 5 sub-key %1, 8 sub-key %2, 9 sub-key %3 (sembilan sub-key tidak mungkin menempati satu partisi masing-masing), 10 sub-key %4, 16 sub-key %5.</translation>
    </message>
    <message>
        <source>Now set the sub-keys to 1 and drag the partition slider. The ordinary keys thin out, yet the owner of the promo key never drops below 12,000 rps, twice its capacity. More partitions only help a key that has been split.</source>
        <translation>Sekarang setel sub-key ke 1 lalu geser penggeser partisi. Beban key biasa makin tipis, tetapi pemilik key promo tidak pernah turun di bawah 12.000 rps, dua kali kapasitasnya. Partisi tambahan hanya menolong key yang sudah dipecah.</translation>
    </message>
    <message>
        <source>What splitting costs</source>
        <translation>Ongkos pemecahan</translation>
    </message>
    <message>
        <source>Reads fan out. The total lives in no single place, so reading it costs one request per sub-key: 8 or 16 instead of 1. Split only keys that really are hot; a cold key split just in case multiplies its reads for nothing.</source>
        <translation>Pembacaan menyebar. Totalnya tidak tinggal di satu tempat, jadi membacanya memakan satu request per sub-key: 8 atau 16, bukan 1. Pecah hanya key yang memang panas; key dingin yang dipecah untuk berjaga-jaga cuma melipatgandakan pembacaannya tanpa manfaat.</translation>
    </message>
    <message>
        <source>The total is slightly stale. The sub-keys are read one after another while writes continue, so the sum describes no single moment. For a counter on a web page that is fine; for a hard limit it is not.</source>
        <translation>Totalnya agak ketinggalan. Sub-key dibaca satu per satu sementara penulisan terus berjalan, sehingga jumlahnya tidak menggambarkan satu saat tertentu. Untuk penghitung di halaman web itu tidak masalah; untuk batas yang ketat, itu masalah.</translation>
    </message>
    <message>
        <source>&quot;Decrement the stock if any is left&quot; stops being one atomic operation. On a single key the database checks and decrements in one step. Spread over sub-keys, no key knows the whole stock, so two buyers can take the last item through different sub-keys.</source>
        <translation>&quot;Kurangi stok kalau masih tersisa&quot; tidak lagi berupa satu operasi atomik. Pada satu key, database memeriksa dan mengurangi dalam satu langkah. Setelah tersebar ke banyak sub-key, tidak ada key yang tahu stok keseluruhan, sehingga dua pembeli bisa sama-sama mengambil barang terakhir lewat sub-key yang berbeda.</translation>
    </message>
    <message>
        <source>Ways around it:</source>
        <translation>Cara menyiasatinya:</translation>
    </message>
    <message>
        <source>Give every sub-key its own quota of the stock. When one quota is used up, the purchase tries another sub-key.</source>
        <translation>Beri setiap sub-key kuota stoknya sendiri. Kalau satu kuota habis, pembelian mencoba sub-key lain.</translation>
    </message>
    <message>
        <source>Check the stock separately: reserve items from one central counter in batches, and let the hot sub-keys only record the purchases.</source>
        <translation>Cek stok di tempat terpisah: pesan barang dari satu penghitung pusat per batch, dan biarkan sub-key yang panas hanya mencatat pembelian.</translation>
    </message>
    <message>
        <source>Cache the total for a second or two, so that not every reader pays the fan-out.</source>
        <translation>Simpan total di cache selama satu atau dua detik, supaya tidak setiap pembaca menanggung fan-out.</translation>
    </message>
    <message>
        <source>The lesson</source>
        <translation>Pelajarannya</translation>
    </message>
    <message>
        <source>Headroom after collisions sets the number of sub-keys, not an even split. Here each partition has 2,500 rps to spare. A sub-key of 1,500 rps fits once, so a single collision overloads a partition. A sub-key of 750 rps fits three times, so the split survives the collisions a hash will produce. Work out the headroom first, then pick enough sub-keys that the ones ending up together still fit.</source>
        <translation>Yang menentukan banyaknya sub-key adalah ruang sisa setelah tabrakan, bukan pembagian yang sekadar rata. Di sini setiap partisi masih punya 2.500 rps. Sub-key 1.500 rps hanya muat sekali, jadi satu tabrakan saja sudah membuat partisi kelebihan beban. Sub-key 750 rps muat tiga kali, sehingga pemecahan itu tahan terhadap tabrakan yang pasti dibuat oleh hash. Hitung dulu ruang sisanya, lalu pilih jumlah sub-key yang cukup agar sub-key yang berkumpul di satu partisi tetap muat.</translation>
    </message>
    <message>
        <source>All traffic together is 40,000 rps (28,000 ordinary plus 12,000 for the promo key), so the mean is 40,000 / 8 = 5,000 rps per partition. The owner of the promo key carries 12,000 + 3,500 = 15,500 rps, more than two and a half times its capacity. Peak-to-average: 15,500 divided by 5,000 gives 3.1. More nodes would not change this: the promo key is still one key with one owner, and that owner receives all 12,000 rps.</source>
        <translation>Seluruh lalu lintas berjumlah 40.000 rps (28.000 dari key biasa ditambah 12.000 dari key promo), sehingga tiap partisi rerata menerima 40.000 / 8 = 5.000 rps. Pemilik key promo memikul 12.000 + 3.500 = 15.500 rps, lebih dari dua setengah kali kapasitasnya. Angka 15.500 dibagi 5.000, yaitu 3,1, itulah rasio puncak terhadap rata-rata di cluster ini. Menambah node juga percuma: key promo tetap satu key dengan satu pemilik, dan pemilik itulah yang menerima seluruh 12.000 rps.</translation>
    </message>
    <message>
        <source>Each sub-key carries an eighth of 12,000, that is 1,500 rps. With one sub-key per partition, every partition carries 1,500 + 3,500 = 5,000 rps, below the 6,000 it can serve. But a hash does not deal sub-keys out like cards. When two land on the same partition, it carries 3,000 + 3,500 = 6,500 rps and is overloaded. With a random hash that is the normal case: all 8 end up apart in only 8!/8^8 of all placements, about 0.24%. So 8 sub-keys are not safe.</source>
        <translation>Satu sub-key kebagian seperdelapan dari 12.000, yaitu 1.500 rps. Bila setiap partisi mendapat satu sub-key, bebannya menjadi 1.500 + 3.500 = 5.000 rps, masih di bawah batas 6.000. Namun hash tidak membagikan sub-key seperti orang membagi kartu. Begitu dua sub-key mendarat di partisi yang sama, partisi itu memikul 3.000 + 3.500 = 6.500 rps dan kelebihan beban. Dengan hash acak, justru itulah yang biasa terjadi: kedelapan sub-key terpisah semua hanya pada 8!/8^8 dari seluruh kemungkinan penempatan, sekitar 0,24%. Karena itu, delapan sub-key tidak bisa dianggap aman.</translation>
    </message>
    <message>
        <source>With 16 sub-keys of 750 rps each, two on a partition give 1,500 + 3,500 = 5,000 rps, and even three fit (5,750 rps). Now a collision costs headroom, not the partition.</source>
        <translation>Dengan 16 sub-key yang masing-masing 750 rps, dua sub-key dalam satu partisi menghasilkan 5.000 rps, dan tiga pun masih muat (5.750 rps). Sekarang tabrakan hanya memakan ruang sisa, bukan menjatuhkan partisi.</translation>
    </message>
</context>
</TS>
