<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="id_ID">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Hotspot Lab</source>
        <translation>Tentang Hotspot Lab</translation>
    </message>
    <message>
        <source>Hotspot Lab %1</source>
        <extracomment>%1 is the version number, e.g. 0.1.0</extracomment>
        <translation>Hotspot Lab %1</translation>
    </message>
    <message>
        <source>Interactive lessons on why an even spread of keys over partitions can still leave one partition with most of the work.</source>
        <translation>Pelajaran interaktif tentang kenapa key yang tersebar rata di semua partisi tetap bisa membuat satu partisi menanggung hampir semua pekerjaan.</translation>
    </message>
    <message>
        <source>Licence: %1. Built with Qt %2.</source>
        <extracomment>%1 is the licence name, e.g. MIT; %2 the Qt version</extracomment>
        <translation>Lisensi: %1. Dibuat dengan Qt %2.</translation>
    </message>
    <message>
        <source>What the lessons are based on</source>
        <translation>Dasar materi pelajaran</translation>
    </message>
    <message>
        <source>A course lesson on telling key distribution apart from load distribution, with the sub-key exercise.</source>
        <translation>Materi kuliah yang membedakan sebaran key dari sebaran beban, lengkap dengan latihan sub-key.</translation>
    </message>
    <message>
        <source>A four-step classroom lab on predicting the most loaded owner of twelve keys.</source>
        <translation>Praktikum kelas empat langkah: menebak pemilik mana dari dua belas key yang paling sibuk.</translation>
    </message>
    <message>
        <source>A cloud provider&apos;s public advice to design partition keys around access patterns.</source>
        <translation>Rekomendasi publik sebuah penyedia cloud untuk merancang partition key berdasarkan pola akses.</translation>
    </message>
    <message>
        <source>A managed in-memory store&apos;s documentation on throttling writes to search-indexed keys.</source>
        <translation>Dokumentasi sebuah layanan penyimpanan in-memory terkelola tentang throttling penulisan ke key yang terindeks.</translation>
    </message>
    <message>
        <source>All figures in the lessons are for teaching. Capacities, rates and the four-requests-per-step rule are chosen to make the effect easy to see; they are not measurements of any product.</source>
        <translation>Semua angka dalam pelajaran ini untuk keperluan belajar. Kapasitas, laju, dan aturan empat request per langkah dipilih agar efeknya mudah terlihat; angka-angka itu bukan hasil pengukuran produk apa pun.</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Closes the About dialog</extracomment>
        <translation>Tutup</translation>
    </message>
</context>
<context>
    <name>AppMenuBar</name>
    <message>
        <source>&amp;Language</source>
        <extracomment>Menu that switches the language of the whole app</extracomment>
        <translation>&amp;Bahasa</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <extracomment>Menu with display settings (text size)</extracomment>
        <translation>&amp;Tampilan</translation>
    </message>
    <message>
        <source>Larger text</source>
        <translation>Teks lebih besar</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>Teks lebih kecil</translation>
    </message>
    <message>
        <source>Normal text size</source>
        <extracomment>Resets the text size to 100%</extracomment>
        <translation>Ukuran teks normal</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ban&amp;tuan</translation>
    </message>
    <message>
        <source>About Hotspot Lab</source>
        <translation>Tentang Hotspot Lab</translation>
    </message>
</context>
<context>
    <name>CommandChecker</name>
    <message>
        <source>Type a command</source>
        <extracomment>Command checker result when nothing has been typed yet</extracomment>
        <translation>Ketik sebuah perintah</translation>
    </message>
    <message>
        <source>Cannot check this line</source>
        <extracomment>Command checker result when the line cannot be judged</extracomment>
        <translation>Baris ini tidak bisa diperiksa</translation>
    </message>
    <message>
        <source>Throttled: delayed while throttling is active</source>
        <extracomment>Command checker result: the command is slowed down while throttling is active</extracomment>
        <translation>Kena throttling: tertunda selama throttling aktif</translation>
    </message>
    <message>
        <source>Not throttled</source>
        <extracomment>Command checker result: the command is never slowed down by the throttle</extracomment>
        <translation>Tidak kena throttling</translation>
    </message>
    <message>
        <source>Enter one command line, for example HSET product:42 price 10 or GET product:42.</source>
        <translation>Masukkan satu baris perintah, misalnya HSET product:42 price 10 atau GET product:42.</translation>
    </message>
    <message>
        <source>The double quote at character %1 is never closed. Add the closing &quot; (write \&quot; for a quote inside the text).</source>
        <extracomment>%1 is a character position, counted from 1</extracomment>
        <translation>Tanda kutip ganda di karakter ke-%1 tidak pernah ditutup. Tambahkan &quot; penutupnya (tulis \&quot; untuk tanda kutip di dalam teks).</translation>
    </message>
    <message>
        <source>The single quote at character %1 is never closed. Add the closing &apos; (write \&apos; for a quote inside the text).</source>
        <extracomment>%1 is a character position, counted from 1</extracomment>
        <translation>Tanda kutip tunggal di karakter ke-%1 tidak pernah ditutup. Tambahkan &apos; penutupnya (tulis \&apos; untuk apostrof di dalam teks).</translation>
    </message>
    <message>
        <source>Character %1 follows a closing quote directly. The command-line client expects a space or the end of the line after a closing quote.</source>
        <extracomment>%1 is a character position, counted from 1</extracomment>
        <translation>Karakter ke-%1 menempel langsung pada tanda kutip penutup. Klien baris perintah mengharapkan spasi atau akhir baris setelah tanda kutip penutup.</translation>
    </message>
    <message>
        <source>“%1” is not a command this checker knows. It knows every command on the service&apos;s throttling list and common commands such as GET, HGET, JSON.GET, FT.SEARCH and SET.</source>
        <extracomment>%1 is the word the student typed as command name</extracomment>
        <translation>“%1” bukan perintah yang dikenal pemeriksa ini. Pemeriksa ini mengenal semua perintah dalam daftar throttling layanan dan perintah umum seperti GET, HGET, JSON.GET, FT.SEARCH, dan SET.</translation>
    </message>
    <message numerus="yes">
        <source>%1 does not take %n argument(s). Its form is: %2</source>
        <extracomment>%1 command name, %2 number of arguments typed, %3 the command&apos;s syntax</extracomment>
        <translation>
            <numerusform>%1 tidak menerima %n argumen. Bentuknya: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 only reads. Reads are never throttled, whatever key they touch.</source>
        <translation>%1 hanya membaca. Perintah baca tidak pernah kena throttling, apa pun key yang disentuhnya.</translation>
    </message>
    <message>
        <source>%1 changes data, but it is not on the service&apos;s list of throttled commands, so the throttle never delays it.</source>
        <translation>%1 mengubah data, tetapi tidak ada dalam daftar perintah yang di-throttle oleh layanan, jadi throttling tidak pernah menundanya.</translation>
    </message>
    <message>
        <source>%1 is on the list of throttled commands, but you have not defined any index prefix, so no key belongs to a search index. Add a prefix such as product: above.</source>
        <translation>%1 ada dalam daftar perintah yang di-throttle, tetapi kamu belum menentukan prefiks indeks, jadi tidak ada key yang masuk indeks pencarian. Tambahkan prefiks seperti product: di atas.</translation>
    </message>
    <message>
        <source>%1 is on the list of throttled commands, but no key it writes (%2) starts with an index prefix (%3). Writes to keys outside every search index are never throttled.</source>
        <extracomment>%1 command name, %2 the keys, %3 the index prefixes</extracomment>
        <translation>%1 ada dalam daftar perintah yang di-throttle, tetapi tidak satu pun key yang ditulisnya (%2) diawali prefiks indeks (%3). Penulisan ke key di luar semua indeks pencarian tidak pernah kena throttling.</translation>
    </message>
    <message>
        <source>%1 is on the list of throttled commands, and %2 belongs to a search index (prefix %3). One indexed key is enough: while throttling is active, the whole command waits longer, and it still succeeds.</source>
        <extracomment>%1 command name, %2 the indexed keys, %3 the matching prefixes</extracomment>
        <translation>%1 ada dalam daftar perintah yang di-throttle, dan %2 termasuk indeks pencarian (prefiks %3). Satu key terindeks sudah cukup: selama throttling aktif, seluruh perintah menunggu lebih lama, tetapi tetap berhasil.</translation>
    </message>
    <message>
        <source>%1 is on the list of throttled commands, and %2 belongs to a search index (prefix %3). While throttling is active, this write waits longer, and it still succeeds: no error reaches the client.</source>
        <extracomment>%1 command name, %2 the key, %3 the matching prefix</extracomment>
        <translation>%1 ada dalam daftar perintah yang di-throttle, dan %2 termasuk indeks pencarian (prefiks %3). Selama throttling aktif, penulisan ini menunggu lebih lama, tetapi tetap berhasil: klien tidak menerima error.</translation>
    </message>
</context>
<context>
    <name>LessonCatalog</name>
    <message>
        <source>Start</source>
        <translation>Mulai</translation>
    </message>
    <message>
        <source>What the app teaches and how to use it in class.</source>
        <translation>Apa yang diajarkan aplikasi ini dan cara memakainya di kelas.</translation>
    </message>
    <message>
        <source>Keys are not load</source>
        <translation>Key bukan beban</translation>
    </message>
    <message>
        <source>Measure imbalance per partition, tell a hot key, a hot tenant and large values apart, and match the fix to the cause.</source>
        <translation>Ukur ketimpangan tiap partisi, kenali beda hot key, hot tenant, dan ukuran value yang besar, lalu pilih perbaikan yang cocok dengan penyebabnya.</translation>
    </message>
    <message>
        <source>Hot-key lab</source>
        <translation>Lab hot key</translation>
    </message>
    <message>
        <source>Predict which partition gets the work when one key is hot, then watch its queue grow step by step.</source>
        <translation>Tebak partisi mana yang kebagian pekerjaan saat satu key sedang panas, lalu lihat antreannya bertambah langkah demi langkah.</translation>
    </message>
    <message>
        <source>Splitting a hot key</source>
        <translation>Memecah hot key</translation>
    </message>
    <message>
        <source>Work out how many sub-keys a hot write key needs once collisions are counted, and what the split costs.</source>
        <translation>Hitung berapa sub-key yang dibutuhkan sebuah key tulis yang panas setelah tabrakan diperhitungkan, dan apa harga pemecahannya.</translation>
    </message>
    <message>
        <source>Write throttling</source>
        <translation>Throttling penulisan</translation>
    </message>
    <message>
        <source>See how a managed store delays writes when its writer threads stay busy, and how it recovers.</source>
        <translation>Lihat bagaimana layanan penyimpanan terkelola menunda penulisan saat thread penulisnya terus sibuk, dan bagaimana ia pulih.</translation>
    </message>
</context>
<context>
    <name>NavigationPane</name>
    <message>
        <source>Lessons</source>
        <translation>Pelajaran</translation>
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
        <translation>Kenapa satu partisi bisa tenggelam?</translation>
    </message>
    <message>
        <source>Put 80 million keys on 8 partitions, exactly 10 million each, and one partition can still run at 95% CPU while the other seven idle at 30%. This course shows why, with numbers you can check by hand and small simulations you drive yourself.</source>
        <translation>Simpan 80 juta key di 8 partisi, masing-masing tepat 10 juta, dan satu partisi tetap bisa berjalan di 95% CPU sementara tujuh lainnya santai di 30%. Kursus ini menunjukkan penyebabnya, dengan angka yang bisa kamu hitung sendiri dan simulasi kecil yang kamu kendalikan.</translation>
    </message>
    <message>
        <source>What you will be able to do</source>
        <translation>Yang akan bisa kamu lakukan</translation>
    </message>
    <message>
        <source>Measure how unevenly load falls on partitions, with the peak-to-average ratio.</source>
        <translation>Mengukur seberapa timpang beban jatuh ke partisi, dengan rasio puncak terhadap rata-rata.</translation>
    </message>
    <message>
        <source>Tell a hot key, a hot tenant and large values apart, and pick the fix that suits each.</source>
        <translation>Mengenali mana yang hot key, mana yang hot tenant, dan mana yang sekadar value berukuran besar, lalu memilih perbaikan yang pas.</translation>
    </message>
    <message>
        <source>Predict where requests queue up when one key gets most of the traffic.</source>
        <translation>Menebak di mana request menumpuk saat satu key mendapat sebagian besar traffic.</translation>
    </message>
    <message>
        <source>Size a split of a hot key so that it survives collisions, and name what the split costs.</source>
        <translation>Menentukan jumlah pecahan hot key yang tetap aman walau terjadi tabrakan, dan menyebutkan harganya.</translation>
    </message>
    <message>
        <source>Recognise when a managed service protects itself by slowing your writes down.</source>
        <translation>Mengenali saat layanan terkelola melindungi dirinya dengan memperlambat penulisanmu.</translation>
    </message>
    <message>
        <source>Your path through the course</source>
        <translation>Alur belajarmu</translation>
    </message>
    <message>
        <source>Take the lessons in this order; each one builds on the one before.</source>
        <translation>Ikuti pelajaran sesuai urutan ini; setiap pelajaran melanjutkan pelajaran sebelumnya.</translation>
    </message>
    <message>
        <source>Lesson %1: %2</source>
        <extracomment>Lesson card heading: lesson number and title, e.g. &quot;Lesson 2: Hot-key lab&quot;</extracomment>
        <translation>Pelajaran %1: %2</translation>
    </message>
    <message>
        <source>Open lesson</source>
        <extracomment>Opens the lesson named on the card</extracomment>
        <translation>Buka pelajaran</translation>
    </message>
    <message>
        <source>Open lesson: %1</source>
        <translation>Buka pelajaran: %1</translation>
    </message>
    <message>
        <source>Using the app in class</source>
        <translation>Memakai aplikasi di kelas</translation>
    </message>
    <message>
        <source>The list on the left switches lessons at any time. Every lesson opens in a known starting state, so you can jump between them during a lecture.</source>
        <translation>Daftar di sebelah kiri bisa mengganti pelajaran kapan saja. Setiap pelajaran dibuka dalam keadaan awal yang sama, jadi kamu bebas berpindah selama kuliah berlangsung.</translation>
    </message>
    <message>
        <source>Ask for a prediction before each action. The labs leave room for a guess first, so the room can commit to an answer before the simulation gives it.</source>
        <translation>Minta tebakan sebelum setiap aksi. Lab selalu memberi ruang untuk menebak dulu, supaya seisi kelas memegang satu jawaban sebelum simulasi membukanya.</translation>
    </message>
    <message>
        <source>On a projector, press Ctrl+Plus to make all text larger, Ctrl+Minus to make it smaller and Ctrl+0 to return to normal size.</source>
        <translation>Di proyektor, tekan Ctrl+Plus untuk memperbesar semua teks, Ctrl+Minus untuk memperkecilnya, dan Ctrl+0 untuk kembali ke ukuran normal.</translation>
    </message>
    <message>
        <source>The Language menu switches between English, German and Indonesian at once, so students can follow in the language they read best.</source>
        <translation>Menu Bahasa langsung berganti antara bahasa Inggris, Jerman, dan Indonesia, jadi mahasiswa bisa mengikuti dalam bahasa yang paling nyaman bagi mereka.</translation>
    </message>
    <message>
        <source>To put a page on a slide, run: hotspot-lab --lesson lab --lang en --screenshot lab.png</source>
        <translation>Untuk memasang halaman di slide, jalankan: hotspot-lab --lesson lab --lang id --screenshot lab.png</translation>
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
        <source>All traffic together is 40,000 rps (28,000 ordinary plus 12,000 for the promo key), so the mean is 40,000 / 8 = 5,000 rps per partition. The owner of the promo key carries 12,000 + 3,500 = 15,500 rps, more than two and a half times its capacity. Peak-to-average: 15,500 divided by 5,000 gives 3.1. More nodes would not change this: the promo key is still one key with one owner, and that owner receives all 12,000 rps.</source>
        <translation>Seluruh lalu lintas berjumlah 40.000 rps (28.000 dari key biasa ditambah 12.000 dari key promo), sehingga tiap partisi rerata menerima 40.000 / 8 = 5.000 rps. Pemilik key promo memikul 12.000 + 3.500 = 15.500 rps, lebih dari dua setengah kali kapasitasnya. Angka 15.500 dibagi 5.000, yaitu 3,1, itulah rasio puncak terhadap rata-rata di cluster ini. Menambah node juga percuma: key promo tetap satu key dengan satu pemilik, dan pemilik itulah yang menerima seluruh 12.000 rps.</translation>
    </message>
    <message>
        <source>Question 2</source>
        <translation>Pertanyaan 2</translation>
    </message>
    <message>
        <source>Each sub-key carries an eighth of 12,000, that is 1,500 rps. With one sub-key per partition, every partition carries 1,500 + 3,500 = 5,000 rps, below the 6,000 it can serve. But a hash does not deal sub-keys out like cards. When two land on the same partition, it carries 3,000 + 3,500 = 6,500 rps and is overloaded. With a random hash that is the normal case: all 8 end up apart in only 8!/8^8 of all placements, about 0.24%. So 8 sub-keys are not safe.</source>
        <translation>Satu sub-key kebagian seperdelapan dari 12.000, yaitu 1.500 rps. Bila setiap partisi mendapat satu sub-key, bebannya menjadi 1.500 + 3.500 = 5.000 rps, masih di bawah batas 6.000. Namun hash tidak membagikan sub-key seperti orang membagi kartu. Begitu dua sub-key mendarat di partisi yang sama, partisi itu memikul 3.000 + 3.500 = 6.500 rps dan kelebihan beban. Dengan hash acak, justru itulah yang biasa terjadi: kedelapan sub-key terpisah semua hanya pada 8!/8^8 dari seluruh kemungkinan penempatan, sekitar 0,24%. Karena itu, delapan sub-key tidak bisa dianggap aman.</translation>
    </message>
    <message>
        <source>With 16 sub-keys of 750 rps each, two on a partition give 1,500 + 3,500 = 5,000 rps, and even three fit (5,750 rps). Now a collision costs headroom, not the partition.</source>
        <translation>Dengan 16 sub-key yang masing-masing 750 rps, dua sub-key dalam satu partisi menghasilkan 5.000 rps, dan tiga pun masih muat (5.750 rps). Sekarang tabrakan hanya memakan ruang sisa, bukan menjatuhkan partisi.</translation>
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
</context>
<context>
    <name>ThrottleChart</name>
    <message>
        <source>Time since the start (hours)</source>
        <extracomment>Axis title of the time charts</extracomment>
        <translation>Waktu sejak mulai (jam)</translation>
    </message>
</context>
<context>
    <name>ThrottleCommandChecker</name>
    <message>
        <source>Key prefixes of your search indexes (separate them with commas)</source>
        <translation>Prefiks key dari indeks pencarianmu (pisahkan dengan koma)</translation>
    </message>
    <message>
        <source>for example product:, user:</source>
        <extracomment>Placeholder of the index prefix field</extracomment>
        <translation>misalnya product:, user:</translation>
    </message>
    <message>
        <source>Key prefixes of your search indexes</source>
        <translation>Prefiks key dari indeks pencarianmu</translation>
    </message>
    <message>
        <source>Command line, typed as in the command-line client</source>
        <translation>Baris perintah, diketik seperti di klien baris perintah</translation>
    </message>
    <message>
        <source>Command line to check</source>
        <translation>Baris perintah yang diperiksa</translation>
    </message>
    <message>
        <source>Try one of these:</source>
        <translation>Coba salah satu ini:</translation>
    </message>
    <message>
        <source>Use example: %1</source>
        <extracomment>Accessible name of a button that puts an example command into the checker</extracomment>
        <translation>Pakai contoh: %1</translation>
    </message>
    <message>
        <source>Keys in this command: %1</source>
        <extracomment>%1 is the list of keys the command touches</extracomment>
        <translation>Key dalam perintah ini: %1</translation>
    </message>
    <message>
        <source>The service&apos;s list of throttled commands</source>
        <translation>Daftar perintah yang di-throttle oleh layanan</translation>
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
        <translation>Umum</translation>
    </message>
    <message>
        <source>A command with several keys, such as DEL with three keys or RENAME from one key to another, counts as throttled as soon as one of its keys is in an index. Command names may be typed in any case; keys and prefixes are case-sensitive, as in the store.</source>
        <translation>Perintah dengan beberapa key, seperti DEL dengan tiga key atau RENAME dari satu key ke key lain, dihitung kena throttling begitu salah satu key-nya ada di indeks. Nama perintah boleh ditulis dengan huruf besar atau kecil; key dan prefiks membedakan huruf besar dan kecil, sama seperti di penyimpanannya.</translation>
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
        <translation>%1 dtk</translation>
    </message>
    <message>
        <source>%1 min</source>
        <extracomment>A duration in whole minutes, e.g. &quot;12 min&quot;</extracomment>
        <translation>%1 mnt</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <extracomment>A duration in hours and minutes, e.g. &quot;1 h 38 min&quot;</extracomment>
        <translation>%1 j %2 mnt</translation>
    </message>
    <message>
        <source>minute %1 (%2 h %3 min)</source>
        <extracomment>Simulated time since the start, e.g. &quot;minute 76 (1 h 16 min)&quot;</extracomment>
        <translation>menit ke-%1 (%2 j %3 mnt)</translation>
    </message>
</context>
<context>
    <name>ThrottlingPage</name>
    <message>
        <source>%1%</source>
        <extracomment>A percentage, e.g. &quot;80%&quot; (German: &quot;80 %&quot;)</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Short burst</source>
        <extracomment>Preset button</extracomment>
        <translation>Lonjakan singkat</translation>
    </message>
    <message>
        <source>Sustained ingestion</source>
        <extracomment>Preset button</extracomment>
        <translation>Impor terus-menerus</translation>
    </message>
    <message>
        <source>Spread evenly</source>
        <extracomment>Preset button</extracomment>
        <translation>Disebar merata</translation>
    </message>
    <message>
        <source>Bulk load, then quiet</source>
        <extracomment>Preset button</extracomment>
        <translation>Muat besar, lalu sepi</translation>
    </message>
    <message>
        <source>Short burst: 30 minutes at 90%, then 20% for as long as you let it run. The 2-hour average peaks at 37.5%, so the service never throttles.</source>
        <translation>Lonjakan singkat: 30 menit pada 90%, lalu 20% selama kamu membiarkannya berjalan. Rata-rata 2 jam paling tinggi 37,5%, jadi layanan tidak pernah melakukan throttling.</translation>
    </message>
    <message>
        <source>Sustained ingestion: 80% for four hours, then nothing. At minute 75 the average is exactly 50%; one minute later throttling starts.</source>
        <translation>Impor terus-menerus: 80% selama empat jam, lalu berhenti. Di menit ke-75 rata-ratanya tepat 50%; semenit kemudian throttling dimulai.</translation>
    </message>
    <message>
        <source>Spread evenly: the same writes at 40% over eight hours. The average never goes above 40%, so nothing is delayed.</source>
        <translation>Disebar merata: penulisan yang sama pada 40% selama delapan jam. Rata-ratanya tidak pernah lewat 40%, jadi tidak ada yang tertunda.</translation>
    </message>
    <message>
        <source>Bulk load, then quiet hours: 100% for 90 minutes, then 10%. Watch the rate stay at 50% and then climb back in steps.</source>
        <translation>Muat besar, lalu jam-jam sepi: 100% selama 90 menit, lalu 10%. Perhatikan laju yang bertahan di 50% lalu naik lagi bertahap.</translation>
    </message>
    <message>
        <source>Free play: the slider sets the demand from now on. Press Reset to start again from two idle hours.</source>
        <translation>Main bebas: mulai sekarang penggeser yang menentukan beban. Tekan Atur ulang untuk mulai lagi dari dua jam menganggur.</translation>
    </message>
    <message>
        <source>Write throttling: when the service slows you down</source>
        <translation>Throttling penulisan: saat layanan memperlambatmu</translation>
    </message>
    <message>
        <source>A managed in-memory store with a search module does not refuse your writes when its writer threads are busy for too long. It slows them down instead. Drive the load yourself, watch the 2-hour average cross 50%, and see what your application notices: nothing fails, but writes take longer.</source>
        <translation>Penyimpanan in-memory terkelola dengan modul pencarian tidak menolak penulisanmu ketika thread penulisnya terlalu lama sibuk. Ia memperlambatnya. Atur bebannya sendiri, lihat rata-rata 2 jam melewati 50%, dan amati apa yang dirasakan aplikasimu: tidak ada yang gagal, tetapi penulisan jadi lebih lama.</translation>
    </message>
    <message>
        <source>Why the service slows writes down</source>
        <translation>Mengapa layanan memperlambat penulisan</translation>
    </message>
    <message>
        <source>In its durable mode the store protects your data in two ways: it takes automatic backups, and it writes every change to a transaction log that is kept in several availability zones. That log is what lets the store recover and restart quickly after a failure.</source>
        <translation>Dalam mode tahan lama (durable), penyimpanan ini menjaga datamu dengan dua cara: backup otomatis, dan log transaksi yang mencatat setiap perubahan dan disimpan di beberapa availability zone. Log itulah yang membuat penyimpanan bisa pulih dan menyala lagi dengan cepat setelah gangguan.</translation>
    </message>
    <message>
        <source>Both have to keep pace with your writes. When the threads that update the search index stay busy for hours, backups and the log could fall behind. So the service lowers the rate at which it accepts indexed writes for a while, until everything has caught up.</source>
        <translation>Keduanya harus bisa mengimbangi penulisanmu. Kalau thread yang memperbarui indeks pencarian sibuk berjam-jam, backup dan log bisa tertinggal. Karena itu layanan menurunkan laju penerimaan penulisan terindeks untuk sementara, sampai semuanya terkejar lagi.</translation>
    </message>
    <message>
        <source>Only writes to keys that belong to a search index are affected. Reads are never slowed down, and neither are writes to keys that no index covers.</source>
        <translation>Yang terkena hanya penulisan ke key yang termasuk indeks pencarian. Pembacaan tidak pernah diperlambat, begitu juga penulisan ke key yang tidak dicakup indeks mana pun.</translation>
    </message>
    <message>
        <source>The rule in numbers</source>
        <translation>Aturannya dalam angka</translation>
    </message>
    <message>
        <source>The service measures the CPU use of the search module&apos;s writer threads and averages it over the last two hours, a rolling window of 120 minutes.</source>
        <translation>Layanan mengukur pemakaian CPU oleh thread penulis modul pencarian dan merata-ratakannya selama dua jam terakhir, yaitu jendela bergulir 120 menit.</translation>
    </message>
    <message>
        <source>When this 2-hour average goes above 50%, throttling starts: the service sets the allowed write rate so that the average comes back to 50%.</source>
        <translation>Begitu rata-rata 2 jam ini naik di atas 50%, throttling dimulai: layanan mengatur laju penulisan yang diizinkan supaya rata-ratanya kembali ke 50%.</translation>
    </message>
    <message>
        <source>It also checks the CPU right now. If the current CPU is already at or below 50%, the rate is held where it is instead of being cut further, even while the average is still above 50%.</source>
        <translation>Layanan juga memeriksa CPU saat ini. Kalau CPU saat ini sudah 50% atau kurang, lajunya ditahan di tempat dan tidak dipotong lagi, walaupun rata-ratanya masih di atas 50%.</translation>
    </message>
    <message>
        <source>The allowed rate never goes below 50% of normal throughput.</source>
        <translation>Laju yang diizinkan tidak pernah turun di bawah 50% dari throughput normal.</translation>
    </message>
    <message>
        <source>Once the 2-hour average is below 50%, the rate rises step by step until full throughput is back, and throttling switches off.</source>
        <translation>Setelah rata-rata 2 jam turun di bawah 50%, lajunya naik langkah demi langkah sampai throughput penuh kembali, lalu throttling mati.</translation>
    </message>
    <message>
        <source>Short bursts do no harm when quieter minutes in the same two hours balance them: 30 minutes at 90% followed by 20% only lifts the average to 37.5%.</source>
        <translation>Lonjakan singkat tidak apa-apa kalau menit-menit yang lebih tenang dalam dua jam yang sama mengimbanginya: 30 menit pada 90% lalu 20% hanya menaikkan rata-rata ke 37,5%.</translation>
    </message>
    <message>
        <source>Try it: run the simulation</source>
        <translation>Coba sendiri: jalankan simulasinya</translation>
    </message>
    <message>
        <source>Pick a scenario and make a prediction before you press Play: will the service throttle, and when? Every run starts at minute 0 after two idle hours, so the window begins full of minutes at 0%.</source>
        <translation>Pilih sebuah skenario dan tebak dulu sebelum menekan Putar: apakah layanan akan melakukan throttling, dan kapan? Setiap run dimulai di menit ke-0 setelah dua jam menganggur, jadi jendelanya mula-mula penuh dengan menit bernilai 0%.</translation>
    </message>
    <message>
        <source>Scenario: %1</source>
        <translation>Skenario: %1</translation>
    </message>
    <message>
        <source>Demand</source>
        <extracomment>Label of the demand slider</extracomment>
        <translation>Beban</translation>
    </message>
    <message>
        <source>Demand in percent of writer CPU</source>
        <translation>Beban dalam persen CPU penulis</translation>
    </message>
    <message>
        <source>Demand is the writer CPU that the offered indexed writes would need at full speed. 100% stands for 10,000 indexed writes a minute; above 100% the threads cannot keep up even without throttling.</source>
        <translation>Beban adalah CPU penulis yang dibutuhkan penulisan terindeks yang masuk jika dikerjakan dengan kecepatan penuh. 100% berarti 10.000 penulisan terindeks per menit; di atas 100% thread-nya tidak bisa mengimbangi, bahkan tanpa throttling.</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Jeda</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Putar</translation>
    </message>
    <message>
        <source>Pause the simulation</source>
        <translation>Jeda simulasi</translation>
    </message>
    <message>
        <source>Play the simulation</source>
        <translation>Putar simulasi</translation>
    </message>
    <message>
        <source>Step 1 minute</source>
        <extracomment>Runs one simulated minute</extracomment>
        <translation>Maju 1 menit</translation>
    </message>
    <message>
        <source>Run one simulated minute</source>
        <translation>Jalankan satu menit simulasi</translation>
    </message>
    <message>
        <source>+1 hour</source>
        <extracomment>Runs sixty simulated minutes at once</extracomment>
        <translation>+1 jam</translation>
    </message>
    <message>
        <source>Run one simulated hour</source>
        <translation>Jalankan satu jam simulasi</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Atur ulang</translation>
    </message>
    <message>
        <source>Reset the simulation to minute 0</source>
        <translation>Atur ulang simulasi ke menit ke-0</translation>
    </message>
    <message>
        <source>Speed:</source>
        <extracomment>Label before the speed choices</extracomment>
        <translation>Kecepatan:</translation>
    </message>
    <message>
        <source>%1 min/s</source>
        <extracomment>Simulation speed: simulated minutes per real second</extracomment>
        <translation>%1 mnt/dtk</translation>
    </message>
    <message numerus="yes">
        <source>%n simulated minute(s) per second</source>
        <translation>
            <numerusform>%n menit simulasi per detik</numerusform>
        </translation>
    </message>
    <message>
        <source>Now: %1</source>
        <extracomment>Simulation clock, %1 is e.g. &quot;minute 76 (1 h 16 min)&quot;</extracomment>
        <translation>Sekarang: %1</translation>
    </message>
    <message>
        <source>What the service publishes</source>
        <translation>Yang dipublikasikan layanan</translation>
    </message>
    <message>
        <source>Throttle active</source>
        <translation>Throttling aktif</translation>
    </message>
    <message>
        <source>1 (on)</source>
        <extracomment>Value of the throttle flag: 1 and the word &quot;on&quot;, or 0 and &quot;off&quot;</extracomment>
        <translation>1 (nyala)</translation>
    </message>
    <message>
        <source>0 (off)</source>
        <translation>0 (mati)</translation>
    </message>
    <message>
        <source>Is throttling active?</source>
        <translation>Apakah throttling sedang aktif?</translation>
    </message>
    <message>
        <source>Throttled clients</source>
        <translation>Klien yang di-throttle</translation>
    </message>
    <message>
        <source>Client connections with delayed writes</source>
        <translation>Koneksi klien dengan penulisan yang tertunda</translation>
    </message>
    <message>
        <source>Throttle events</source>
        <translation>Peristiwa throttling</translation>
    </message>
    <message>
        <source>Writes delayed by the throttle in the last 5 minutes</source>
        <translation>Penulisan yang ditunda throttling dalam 5 menit terakhir</translation>
    </message>
    <message>
        <source>Writer CPU</source>
        <translation>CPU penulis</translation>
    </message>
    <message>
        <source>Writer CPU in the last minute</source>
        <translation>CPU penulis pada menit terakhir</translation>
    </message>
    <message>
        <source>What the model also shows</source>
        <translation>Yang juga ditunjukkan model</translation>
    </message>
    <message>
        <source>2-hour average</source>
        <translation>Rata-rata 2 jam</translation>
    </message>
    <message>
        <source>above the 50% line</source>
        <translation>di atas garis 50%</translation>
    </message>
    <message>
        <source>at or below the 50% line</source>
        <translation>di garis 50% atau di bawahnya</translation>
    </message>
    <message>
        <source>Allowed write rate</source>
        <translation>Laju penulisan yang diizinkan</translation>
    </message>
    <message>
        <source>of normal throughput, for the next minute</source>
        <translation>dari throughput normal, untuk menit berikutnya</translation>
    </message>
    <message>
        <source>Write latency</source>
        <translation>Latensi penulisan</translation>
    </message>
    <message>
        <source>mean of the writes completed in the last minute</source>
        <translation>rata-rata penulisan yang selesai pada menit terakhir</translation>
    </message>
    <message>
        <source>Writes waiting</source>
        <translation>Penulisan yang menunggu</translation>
    </message>
    <message>
        <source>delayed, not rejected</source>
        <translation>ditunda, bukan ditolak</translation>
    </message>
    <message>
        <source>Since minute 0: %1 writes offered = %2 completed + %3 waiting.</source>
        <extracomment>%1 offered, %2 completed, %3 waiting writes since the start</extracomment>
        <translation>Sejak menit ke-0: %1 penulisan masuk = %2 selesai + %3 menunggu.</translation>
    </message>
    <message>
        <source>Writer CPU and its 2-hour average</source>
        <translation>CPU penulis dan rata-rata 2 jamnya</translation>
    </message>
    <message>
        <source>CPU (%)</source>
        <translation>CPU (%)</translation>
    </message>
    <message>
        <source>Writer CPU per minute</source>
        <translation>CPU penulis per menit</translation>
    </message>
    <message>
        <source>2-hour average (dashed)</source>
        <translation>Rata-rata 2 jam (putus-putus)</translation>
    </message>
    <message>
        <source>50% line (dotted)</source>
        <translation>Garis 50% (titik-titik)</translation>
    </message>
    <message>
        <source>Allowed rate (%)</source>
        <translation>Laju yang diizinkan (%)</translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation>Menit</translation>
    </message>
    <message>
        <source>Throttle active (1 = on, 0 = off)</source>
        <translation>Throttling aktif (1 = nyala, 0 = mati)</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>How the model counts</source>
        <translation>Cara model menghitung</translation>
    </message>
    <message>
        <source>Time moves in whole minutes. In each minute the new writes join the back of a queue, and the writer threads complete as many as the allowed rate permits, oldest first. Writer CPU is the work done in that minute.</source>
        <translation>Waktu berjalan per menit penuh. Setiap menit, penulisan baru masuk ke belakang antrean, dan thread penulis menyelesaikan sebanyak yang diizinkan laju, yang paling lama lebih dulu. CPU penulis adalah kerja yang dilakukan pada menit itu.</translation>
    </message>
    <message>
        <source>Nothing is dropped: at every minute, writes offered = writes completed + writes waiting.</source>
        <translation>Tidak ada yang dibuang: di setiap menit, penulisan masuk = penulisan selesai + penulisan menunggu.</translation>
    </message>
    <message>
        <source>The rate cut: the service picks the rate that would bring the average back to exactly 50% after the next minute. After a long busy stretch that is far below 50%, so the floor of 50% takes over.</source>
        <translation>Pemotongan laju: layanan memilih laju yang akan mengembalikan rata-rata tepat ke 50% setelah menit berikutnya. Setelah masa sibuk yang panjang, nilai itu jauh di bawah 50%, jadi batas bawah 50% yang berlaku.</translation>
    </message>
    <message>
        <source>The release: while the average is below 50%, the allowed rate goes up by 5 percentage points a minute; at 100% throttling switches off.</source>
        <translation>Pelepasan: selama rata-rata di bawah 50%, laju yang diizinkan naik 5 poin persen per menit; di 100% throttling mati.</translation>
    </message>
    <message>
        <source>Write latency is the mean time of the writes completed in a minute: about 1 ms when nothing waits, plus one minute for every minute a write spent in the queue.</source>
        <translation>Latensi penulisan adalah rata-rata waktu penulisan yang selesai dalam satu menit: sekitar 1 ms kalau tidak ada yang menunggu, ditambah satu menit untuk setiap menit sebuah penulisan berada di antrean.</translation>
    </message>
    <message>
        <source>Clients: each client connection sends writes worth 5% of demand, so 80% means 16 connections. While throttling is active, every connection with writes still in the queue counts as throttled.</source>
        <translation>Klien: setiap koneksi klien mengirim penulisan senilai 5% beban, jadi 80% berarti 16 koneksi. Selama throttling aktif, setiap koneksi yang masih punya penulisan di antrean dihitung sebagai di-throttle.</translation>
    </message>
    <message>
        <source>Throttle events: each newly arrived write that had to wait because of the throttle counts as one event (not the waiting caused by demand above 100%). The panel adds them up over a reporting interval of 5 minutes.</source>
        <translation>Peristiwa throttling: setiap penulisan baru yang harus menunggu karena throttling dihitung sebagai satu peristiwa (bukan penantian akibat beban di atas 100%). Panel menjumlahkannya selama interval laporan 5 menit.</translation>
    </message>
    <message>
        <source>What your application sees</source>
        <translation>Yang dilihat aplikasimu</translation>
    </message>
    <message>
        <source>No errors. A throttled write still succeeds; it just takes longer. Error handling and retries see nothing unusual.</source>
        <translation>Tidak ada error. Penulisan yang di-throttle tetap berhasil, hanya lebih lama. Penanganan error dan percobaan ulang tidak melihat hal yang aneh.</translation>
    </message>
    <message>
        <source>Higher latency. The service&apos;s metrics for successful write latency and for the latency of search-based set commands go up.</source>
        <translation>Latensi lebih tinggi. Metrik layanan untuk latensi penulisan yang berhasil dan latensi perintah set berbasis pencarian ikut naik.</translation>
    </message>
    <message>
        <source>Less throughput. In the sustained scenario the allowed rate drops to 50%, so the four-hour import only finishes in minute 339, after 5 hours and 39 minutes, and its last writes wait up to 99 minutes.</source>
        <translation>Throughput lebih rendah. Pada skenario impor terus-menerus, laju yang diizinkan turun ke 50%, sehingga impor empat jam itu baru selesai di menit ke-339, setelah 5 jam 39 menit, dan penulisan terakhirnya menunggu hingga 99 menit.</translation>
    </message>
    <message>
        <source>Clients that wait. In a real application each connection waits for its reply, so the queue of this model shows up as slower clients, longer request times and fuller buffers in your own code.</source>
        <translation>Klien yang menunggu. Di aplikasi sungguhan setiap koneksi menunggu balasannya, jadi antrean dalam model ini muncul sebagai klien yang lebih lambat, waktu request yang lebih panjang, dan buffer yang lebih penuh di kodemu sendiri.</translation>
    </message>
    <message>
        <source>Best practices</source>
        <translation>Praktik terbaik</translation>
    </message>
    <message>
        <source>Watch the writer CPU (SearchWriteCPUUtilization). It shows your write pattern and how close you are getting to the threshold before anything slows down.</source>
        <translation>Pantau CPU penulis (SearchWriteCPUUtilization). Dari situ kamu melihat pola penulisanmu dan seberapa dekat kamu dengan ambang batas sebelum ada yang melambat.</translation>
    </message>
    <message>
        <source>Watch the throttle flag (SearchWriteThrottleActive) and raise an alert on it, so that someone looks into it right away.</source>
        <translation>Pantau penanda throttling (SearchWriteThrottleActive) dan pasang peringatan untuknya, supaya ada yang segera memeriksa.</translation>
    </message>
    <message>
        <source>Spread continuous ingestion across the 2-hour window. A burst is fine as long as quieter minutes in the same window balance it; compare the sustained and the evenly spread scenario.</source>
        <translation>Sebar impor yang terus berjalan di sepanjang jendela 2 jam. Lonjakan tidak masalah asalkan menit-menit yang lebih tenang di jendela yang sama mengimbanginya; bandingkan skenario impor terus-menerus dengan skenario disebar merata.</translation>
    </message>
    <message>
        <source>Scale the cluster when throttling lasts long or keeps coming back and the extra latency hurts your application.</source>
        <translation>Perbesar kapasitas klaster kalau throttling berlangsung lama atau terus berulang dan tambahan latensinya merugikan aplikasimu.</translation>
    </message>
    <message>
        <source>Which commands are throttled?</source>
        <translation>Perintah mana yang kena throttling?</translation>
    </message>
    <message>
        <source>Only certain writes are throttled, and only when they touch a key that belongs to a search index. Enter the key prefixes of your indexes, then type a command line. The checker tells you whether the command can be delayed, and why.</source>
        <translation>Hanya penulisan tertentu yang kena throttling, dan hanya jika menyentuh key yang termasuk indeks pencarian. Isi prefiks key dari indeksmu, lalu ketik sebuah baris perintah. Pemeriksa akan memberi tahu apakah perintah itu bisa tertunda, dan alasannya.</translation>
    </message>
    <message>
        <source>Limits of this model</source>
        <translation>Batas model ini</translation>
    </message>
    <message>
        <source>The real service measures more finely than in whole minutes and does not publish its exact control law. The rate-cut formula, the release step of 5 points a minute, the 5-minute reporting interval and the way clients are counted are choices made for this lesson.</source>
        <translation>Layanan yang sebenarnya mengukur lebih halus daripada per menit dan tidak memublikasikan aturan kendalinya secara persis. Rumus pemotongan laju, langkah pelepasan 5 poin per menit, interval laporan 5 menit, dan cara menghitung klien adalah pilihan untuk pelajaran ini.</translation>
    </message>
    <message>
        <source>CPU is proportional to the number of writes, and every write costs the same. In reality a large JSON document with many indexed fields costs more than a small hash.</source>
        <translation>CPU sebanding dengan jumlah penulisan, dan setiap penulisan sama mahalnya. Kenyataannya, dokumen JSON besar dengan banyak field terindeks lebih mahal daripada hash kecil.</translation>
    </message>
    <message>
        <source>All writes wait in one queue and nobody gives up. Real clients wait for each reply, have timeouts and send less while they wait.</source>
        <translation>Semua penulisan menunggu dalam satu antrean dan tidak ada yang menyerah. Klien sungguhan menunggu setiap balasan, punya batas waktu, dan mengirim lebih sedikit selama menunggu.</translation>
    </message>
    <message>
        <source>Only indexed writes use CPU here. Reads, other keys, backups and the transaction log are not modelled, and neither are several shards, failover or scaling during a run.</source>
        <translation>Di sini hanya penulisan terindeks yang memakai CPU. Pembacaan, key lain, backup, dan log transaksi tidak dimodelkan, begitu pula beberapa shard, failover, atau penskalaan selama run.</translation>
    </message>
    <message>
        <source>Questions for discussion</source>
        <translation>Pertanyaan untuk diskusi</translation>
    </message>
    <message>
        <source>The sustained and the evenly spread scenario write the same data. Which one finishes first? Which one would you choose for an online shop that keeps taking orders during the import?</source>
        <translation>Skenario impor terus-menerus dan skenario disebar merata menulis data yang sama. Mana yang selesai lebih dulu? Mana yang akan kamu pilih untuk toko online yang tetap menerima pesanan selama impor?</translation>
    </message>
    <message>
        <source>Why does the service look at the current CPU as well as at the 2-hour average? What could happen without the 50% floor?</source>
        <translation>Mengapa layanan memeriksa CPU saat ini selain rata-rata 2 jam? Apa yang bisa terjadi tanpa batas bawah 50%?</translation>
    </message>
    <message>
        <source>Your dashboards show no errors, but writes get slower every night at two o&apos;clock. Which metrics do you check first?</source>
        <translation>Dasbormu tidak menunjukkan error, tetapi setiap malam pukul dua penulisan jadi lebih lambat. Metrik apa yang kamu periksa lebih dulu?</translation>
    </message>
</context>
</TS>
