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
        <source>Close</source>
        <extracomment>Closes the About dialog</extracomment>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>Hotspot Lab %1</source>
        <extracomment>%1 is the version number, e.g. 0.1.0</extracomment>
        <translation>Hotspot Lab %1</translation>
    </message>
    <message>
        <source>Interactive lessons on why an even spread of keys over partitions can still leave one partition with most of the work.</source>
        <translation>Pelajaran interaktif tentang mengapa key yang tersebar rata di semua partisi tetap bisa membuat satu partisi menanggung sebagian besar pekerjaan.</translation>
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
        <translation>Materi kuliah tentang cara membedakan sebaran key dari sebaran beban, lengkap dengan latihan sub-key.</translation>
    </message>
    <message>
        <source>A four-step classroom lab on predicting the most loaded owner of twelve keys.</source>
        <translation>Praktikum empat langkah di kelas: menebak partisi mana, di antara para pemilik dua belas key, yang paling sibuk.</translation>
    </message>
    <message>
        <source>A cloud provider&apos;s public advice to design partition keys around access patterns.</source>
        <translation>Rekomendasi publik sebuah penyedia cloud untuk merancang key partisi berdasarkan pola akses.</translation>
    </message>
    <message>
        <source>A managed in-memory store&apos;s documentation on throttling writes to search-indexed keys.</source>
        <translation>Dokumentasi sebuah layanan penyimpanan in-memory terkelola tentang throttling penulisan ke key yang terindeks untuk pencarian.</translation>
    </message>
    <message>
        <source>All figures in the lessons are for teaching. Capacities, rates and the four-requests-per-step rule are chosen to make the effect easy to see; they are not measurements of any product.</source>
        <translation>Semua angka dalam pelajaran ini untuk keperluan belajar. Kapasitas, laju, dan aturan empat request per langkah dipilih agar efeknya mudah terlihat; angka-angka itu bukan hasil pengukuran produk apa pun.</translation>
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
        <extracomment>Menu with display settings (text size, high contrast)</extracomment>
        <translation>&amp;Tampilan</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Bant&amp;uan</translation>
    </message>
    <message>
        <source>Menus</source>
        <extracomment>Screen-reader name of the menu bar</extracomment>
        <translation>Menu</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <extracomment>Menu with the teacher&apos;s commands (export the sheets, reset all)</extracomment>
        <translation>Ber&amp;kas</translation>
    </message>
</context>
<context>
    <name>AppMenuEntries</name>
    <message>
        <source>Switches the whole app to this language</source>
        <extracomment>Screen-reader description of an entry in the Language menu</extracomment>
        <translation>Mengganti bahasa seluruh aplikasi ke bahasa ini</translation>
    </message>
    <message>
        <source>&amp;Larger text</source>
        <translation>Teks lebih &amp;besar</translation>
    </message>
    <message>
        <source>&amp;Smaller text</source>
        <translation>Teks lebih &amp;kecil</translation>
    </message>
    <message>
        <source>&amp;Normal text size</source>
        <extracomment>Resets the text size to 100%</extracomment>
        <translation>Ukuran teks &amp;normal</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <extracomment>Checkable menu item: black-on-white colours with stronger lines, for projectors</extracomment>
        <translation>Kontras &amp;tinggi</translation>
    </message>
    <message>
        <source>&amp;Keyboard help (%1)</source>
        <extracomment>Help menu entry; %1 is its shortcut, e.g. F1</extracomment>
        <translation>Bantuan &amp;keyboard (%1)</translation>
    </message>
    <message>
        <source>&amp;About Hotspot Lab</source>
        <translation>&amp;Tentang Hotspot Lab</translation>
    </message>
    <message>
        <source>Reduce &amp;motion</source>
        <extracomment>Checkable menu item: the lab&apos;s request tokens stop sliding into place</extracomment>
        <translation>Kurangi &amp;gerakan</translation>
    </message>
    <message>
        <source>&amp;Reset all lessons... (%1)</source>
        <extracomment>File menu entry; %1 is its shortcut. Asks before every lesson starts over.</extracomment>
        <translation>&amp;Atur ulang semua pelajaran... (%1)</translation>
    </message>
    <message>
        <source>&amp;Full screen (%1)</source>
        <extracomment>Checkable View menu entry; %1 is its shortcut, e.g. F11</extracomment>
        <translation>&amp;Layar penuh (%1)</translation>
    </message>
    <message>
        <source>&amp;Presenter mode (%1)</source>
        <extracomment>Checkable View menu entry; %1 is its shortcut, e.g. F5. Hides the lesson list and makes all text large.</extracomment>
        <translation>Mode &amp;presentasi (%1)</translation>
    </message>
    <message>
        <source>Export &amp;worksheet...</source>
        <extracomment>File menu entry: saves the current lesson&apos;s worksheet as PDF</extracomment>
        <translation>Ekspor &amp;lembar kerja...</translation>
    </message>
    <message>
        <source>Export &amp;answer sheet...</source>
        <extracomment>File menu entry: saves the current lesson&apos;s answer sheet for the teacher as PDF</extracomment>
        <translation>Ekspor lembar &amp;jawaban...</translation>
    </message>
    <message>
        <source>Export &amp;chart or table...</source>
        <extracomment>File menu entry: saves one of the page&apos;s charts as PNG or its results as CSV</extracomment>
        <translation>Ekspor &amp;grafik atau tabel...</translation>
    </message>
</context>
<context>
    <name>ChartContextMenu</name>
    <message>
        <source>Save chart as PNG...</source>
        <extracomment>In a chart&apos;s context menu</extracomment>
        <translation>Simpan grafik sebagai PNG...</translation>
    </message>
    <message>
        <source>Export table as CSV...</source>
        <extracomment>In a chart&apos;s context menu: saves the run behind the chart as a table</extracomment>
        <translation>Ekspor tabel sebagai CSV...</translation>
    </message>
</context>
<context>
    <name>CommandChecker</name>
    <message>
        <source>Type a command</source>
        <extracomment>Command checker result when nothing has been typed yet</extracomment>
        <translation>Ketik perintah</translation>
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
        <translation>Tanda kutip ganda di karakter ke-%1 tidak ditutup. Tambahkan &quot; penutupnya (tulis \&quot; untuk tanda kutip di dalam teks).</translation>
    </message>
    <message>
        <source>The single quote at character %1 is never closed. Add the closing &apos; (write \&apos; for a quote inside the text).</source>
        <extracomment>%1 is a character position, counted from 1</extracomment>
        <translation>Tanda kutip tunggal di karakter ke-%1 tidak ditutup. Tambahkan &apos; penutupnya (tulis \&apos; untuk tanda kutip di dalam teks).</translation>
    </message>
    <message>
        <source>Character %1 follows a closing quote directly. The command-line client expects a space or the end of the line after a closing quote.</source>
        <extracomment>%1 is a character position, counted from 1</extracomment>
        <translation>Karakter ke-%1 menempel langsung pada tanda kutip penutup. Klien baris perintah mengharuskan ada spasi atau akhir baris setelah tanda kutip penutup.</translation>
    </message>
    <message>
        <source>“%1” is not a command this checker knows. It knows every command on the service&apos;s throttling list and common commands such as GET, HGET, JSON.GET, FT.SEARCH and SET.</source>
        <extracomment>%1 is the word the student typed as command name</extracomment>
        <translation>“%1” bukan perintah yang dikenal pemeriksa ini. Pemeriksa ini mengenal semua perintah dalam daftar throttling layanan dan perintah umum seperti GET, HGET, JSON.GET, FT.SEARCH, dan SET.</translation>
    </message>
    <message numerus="yes">
        <source>%1 does not take %n argument(s). Its form is: %2</source>
        <extracomment>%n how many arguments the student typed, %1 the command&apos;s name, %2 its syntax (e.g. &quot;HDEL key field [field ...]&quot;)</extracomment>
        <translation>
            <numerusform>%1 tidak menerima %n argumen. Bentuk yang benar: %2</numerusform>
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
    <name>DetectPage</name>
    <message>
        <source>Finding the hot key</source>
        <translation>Menemukan hot key</translation>
    </message>
    <message>
        <source>Per-partition metrics say where the load is; only counting per key says which key brings it.</source>
        <translation>Metrik per partisi menunjukkan di mana bebannya berada; hanya penghitungan per key yang menunjukkan key mana penyebabnya.</translation>
    </message>
    <message>
        <source>Exact counts need memory for every key seen. A count-min sketch needs a fixed width × depth table, and its estimates are never too low.</source>
        <translation>Penghitungan persis butuh memori untuk setiap key yang pernah terlihat. Count-min sketch hanya butuh tabel berukuran tetap, lebar × kedalaman, dan estimasinya tidak pernah terlalu rendah.</translation>
    </message>
    <message>
        <source>Width sets how far too high an estimate may be (epsilon = e / width); depth sets how rarely a key misses that bound (delta = e^-depth).</source>
        <translation>Lebar menentukan seberapa jauh sebuah estimasi bisa terlalu tinggi (epsilon = e / lebar); kedalaman menentukan seberapa jarang sebuah key melewati batas itu (delta = e^-kedalaman).</translation>
    </message>
    <message>
        <source>Hot keys shift. A detector that never forgets keeps naming yesterday&apos;s key; decay lets it follow, at the price of counts that are no longer totals.</source>
        <translation>Hot key bisa berganti. Detektor yang tidak pernah lupa akan terus menunjuk key kemarin; peluruhan membuatnya bisa mengikuti pergantian itu, dengan harga: hitungannya bukan lagi total.</translation>
    </message>
    <message>
        <source>Where, but not which</source>
        <translation>Tahu di mana, tetapi tidak tahu key mana</translation>
    </message>
    <message>
        <source>Your dashboard shows requests per partition, and partition 5 gets three times the average. So one of its keys is probably hot. But partition 5 holds thousands of keys, and the dashboard cannot tell them apart. To find the one, something has to count per key, on a stream of requests that never ends.</source>
        <translation>Dasbormu menampilkan request per partisi, dan partisi 5 menerima tiga kali lipat rata-rata. Jadi, kemungkinan besar salah satu key-nya adalah hot key. Namun, partisi 5 menyimpan ribuan key, dan dasbor tidak bisa membedakan key-key itu. Untuk menemukan key yang dicari, harus ada yang menghitung per key, pada aliran request yang tidak pernah berhenti.</translation>
    </message>
    <message>
        <source>Three ways to count</source>
        <translation>Tiga cara menghitung</translation>
    </message>
    <message>
        <source>Exact counting keeps a counter for every key it has seen, about 16 bytes with the key and its share of a hash table. It is never wrong, but its memory grows with every new key, and a busy stream brings thousands of new keys every minute.</source>
        <translation>Penghitungan persis menyimpan satu penghitung untuk setiap key yang pernah dilihatnya, sekitar 16 byte termasuk key itu sendiri dan bagiannya dari tabel hash. Cara ini tidak pernah salah, tetapi memorinya bertambah setiap kali ada key baru, dan aliran request yang ramai membawa ribuan key baru setiap menit.</translation>
    </message>
    <message>
        <source>A count-min sketch is a fixed table of counters: a number of rows (the depth), each with the same number of counters (the width). Here that is 4 rows of 2,048 counters of 4 bytes, 32 KiB, however many keys arrive. Each row has its own hash function that picks one counter for a key, and every request adds 1 to its key&apos;s counter in each row. To estimate a key, read its counter in every row and take the smallest. A list of the 10 keys with the highest estimates, the top-k list, names the hot key.</source>
        <translation>Count-min sketch adalah tabel penghitung berukuran tetap: sejumlah baris (kedalaman, depth), masing-masing dengan jumlah penghitung yang sama (lebar, width). Di sini ukurannya 4 baris, masing-masing 2.048 penghitung berukuran 4 byte, jadi 32 KiB, berapa pun jumlah key yang datang. Setiap baris punya fungsi hash sendiri yang memilih satu penghitung untuk sebuah key, dan setiap request menambahkan 1 ke penghitung key-nya di setiap baris. Untuk mendapat estimasi sebuah key, baca penghitungnya di setiap baris dan ambil yang terkecil. Daftar 10 key dengan estimasi tertinggi, yaitu daftar top-k, menunjuk hot key-nya.</translation>
    </message>
    <message>
        <source>Press Play to send the stream through all three detectors at once, or +10,000 requests to go in steps. The figures at the top of the simulation show which key each detector names and what its memory costs.</source>
        <translation>Tekan “Putar” untuk mengalirkan request ke ketiga detektor sekaligus, atau “+10.000 request” untuk maju bertahap. Angka di bagian atas simulasi menunjukkan key mana yang ditunjuk tiap detektor dan berapa memori yang dipakainya.</translation>
    </message>
    <message>
        <source>Predict: a narrow sketch</source>
        <translation>Tebak: sketch yang sempit</translation>
    </message>
    <message>
        <source>Before you press Play: fewer counters per row means more keys share each counter. Decide what that does to the estimates, then commit.</source>
        <translation>Sebelum menekan “Putar”: makin sedikit penghitung per baris, makin banyak key yang berbagi satu penghitung. Putuskan apa akibatnya bagi estimasi, lalu tetapkan tebakanmu.</translation>
    </message>
    <message>
        <source>Predict: after the shift</source>
        <translation>Tebak: setelah hot key berganti</translation>
    </message>
    <message>
        <source>Commit this one before you press Play, too. Then run the stream again with decay on (Settings, Decay) and predict once more.</source>
        <translation>Tetapkan juga tebakan ini sebelum menekan “Putar”. Lalu jalankan lagi aliran request dengan peluruhan aktif (Pengaturan, Peluruhan), dan tebak sekali lagi.</translation>
    </message>
    <message>
        <source>What the sketch promises</source>
        <translation>Apa yang dijanjikan sketch</translation>
    </message>
    <message>
        <source>Requests only ever add to a counter. Every counter a key touches holds that key&apos;s own requests plus those of the other keys that share it. The smallest of them can therefore be too high, never too low: the sketch&apos;s error is one-sided.</source>
        <translation>Request hanya menambah penghitung, tidak pernah mengurangi. Setiap penghitung yang disentuh sebuah key berisi request key itu sendiri ditambah request key lain yang berbagi penghitung tersebut. Karena itu, penghitung yang terkecil pun bisa terlalu tinggi, tetapi tidak pernah terlalu rendah: kesalahan sketch hanya ke satu arah.</translation>
    </message>
    <message>
        <source>How far too high depends on the width. Call N the number of requests counted so far and epsilon = e / width, about 0.13% at 2,048 counters per row. For any key, the chance that its estimate is more than epsilon × N too high is at most delta = e^-depth, about 1.8% with 4 rows. Wider rows make the error smaller; more rows make a large error rarer.</source>
        <translation>Seberapa jauh estimasi bisa terlalu tinggi bergantung pada lebar. Misalkan N adalah jumlah request yang sudah dihitung sejauh ini dan epsilon = e / lebar, sekitar 0,13% untuk 2.048 penghitung per baris. Untuk key mana pun, peluang kelebihan estimasinya melampaui epsilon × N paling besar delta = e^-kedalaman, sekitar 1,8% dengan 4 baris. Baris yang lebih lebar membuat kesalahannya lebih kecil; baris yang lebih banyak membuat kesalahan besar makin jarang.</translation>
    </message>
    <message>
        <source>What it does not promise: that every key stays within the bound (about one key in 55 may not), that a rare key&apos;s estimate means anything, or which keys exist at all. The top-k list remembers the keys, and only those it has seen with a high estimate.</source>
        <translation>Yang tidak dijanjikannya: bahwa setiap key tetap di dalam batas itu (sekitar satu dari 55 key bisa saja melewatinya), bahwa estimasi key yang jarang diminta ada artinya, atau key mana saja yang sebenarnya ada. Yang mengingat key adalah daftar top-k, dan itu pun hanya key yang pernah dilihatnya dengan estimasi tinggi.</translation>
    </message>
    <message>
        <source>The tab “The sketch” draws a sketch of width 64 or less cell by cell. Look up the hot key, then a key that shares its counter in row 1: that row alone would give the small key the hot key&apos;s count, and the other rows bring the estimate back down. That is what depth is for.</source>
        <translation>Tab “Sketch” menggambar sketch dengan lebar 64 atau kurang, sel demi sel. Cari hot key, lalu key yang berbagi penghitung dengannya di baris 1: kalau hanya ada baris itu, key yang jarang diminta itu akan mendapat hitungan hot key, tetapi baris-baris lain menurunkan lagi estimasinya. Untuk itulah kedalaman dibutuhkan.</translation>
    </message>
    <message>
        <source>Why detection must forget</source>
        <translation>Mengapa deteksi harus bisa lupa</translation>
    </message>
    <message>
        <source>Counts over the whole stream remember everything. After the shift the old hot key stops growing, but it keeps its lead for a long time: 20,000 requests later it still has more than twice the requests of the new one. A detector built on lifetime counts keeps naming it, and a fix aimed at it misses the key that hurts now.</source>
        <translation>Hitungan atas seluruh aliran request mengingat semuanya. Setelah hot key berganti, hitungan hot key lama berhenti bertambah, tetapi keunggulannya bertahan lama: 20.000 request kemudian, request-nya masih lebih dari dua kali lipat request hot key baru. Detektor yang memakai hitungan sepanjang masa terus menunjuk key lama itu, dan mitigasi yang diarahkan ke sana meleset dari key yang sekarang menimbulkan masalah.</translation>
    </message>
    <message>
        <source>Decay halves every counter and every estimate on the top-k list after each period, say every 5,000 requests. Old requests then weigh less and less, and within a few periods the list names the new hot key. The price: a decayed count is no longer a total, so it cannot be used for billing or for a limit per day.</source>
        <translation>Peluruhan membagi dua semua penghitung dan semua estimasi di daftar top-k di akhir tiap periode, misalnya setiap 5.000 request. Dengan begitu, bobot request lama makin lama makin kecil, dan dalam beberapa periode daftar itu sudah menunjuk hot key yang baru. Harganya: hitungan yang sudah meluruh bukan lagi total, jadi tidak bisa dipakai untuk penagihan atau untuk batas harian.</translation>
    </message>
    <message>
        <source>What to do with a detected key</source>
        <translation>Apa yang perlu dilakukan pada key yang terdeteksi</translation>
    </message>
    <message>
        <source>A key that is mostly read: put a cache in front of it, as in the lab&apos;s “try a fix”.</source>
        <translation>Key yang terutama dibaca: pasang cache di depannya, seperti pada “Coba mitigasi” di lab hot key.</translation>
    </message>
    <message>
        <source>A key that is mostly written: split it into sub-keys. The lesson “Splitting a hot key” works out how many.</source>
        <translation>Key yang terutama ditulis: pecah menjadi sub-key. Pelajaran “Memecah hot key” menghitung berapa banyak sub-key yang dibutuhkan.</translation>
    </message>
    <message>
        <source>A key that stays hot for weeks and crowds its neighbours: move it to a partition of its own.</source>
        <translation>Key yang berminggu-minggu tetap menjadi hot key dan mendesak key lain di partisinya: pindahkan ke partisi tersendiri.</translation>
    </message>
    <message>
        <source>Let the top-k list switch the fix on, and, with decay, off again once the key has cooled down.</source>
        <translation>Biarkan daftar top-k yang mengaktifkan mitigasi, dan berkat peluruhan, juga menonaktifkannya lagi setelah key itu kembali sepi.</translation>
    </message>
    <message>
        <source>Limits of the model</source>
        <translation>Batas model ini</translation>
    </message>
    <message>
        <source>One detector sees every request. A real system counts on every node; sketches with the same width, depth and hashes can be added up cell by cell to give the whole picture.</source>
        <translation>Di sini satu detektor melihat semua request. Sistem nyata menghitung di setiap node; sketch dengan lebar, kedalaman, dan fungsi hash yang sama bisa dijumlahkan sel demi sel untuk mendapat gambaran utuh.</translation>
    </message>
    <message>
        <source>The stream is made up: a fixed skew with one hot key. Real traffic has daily cycles, bursts and many keys that warm up slowly.</source>
        <translation>Aliran request-nya buatan: sebarannya timpang secara tetap, dengan satu hot key. Traffic nyata punya siklus harian, lonjakan, dan banyak key yang perlahan-lahan makin ramai.</translation>
    </message>
    <message>
        <source>Halving at fixed request counts is the simplest decay. Real detectors often decay by time, or keep one sketch per minute in a sliding window.</source>
        <translation>Membagi dua setiap kali jumlah request tertentu tercapai adalah bentuk peluruhan yang paling sederhana. Detektor sungguhan sering meluruhkan hitungan berdasarkan waktu, atau menyimpan satu sketch per menit dalam jendela bergulir.</translation>
    </message>
    <message>
        <source>Sampling here takes every 100th request. A real sampler picks at random, which gives the same averages with more scatter.</source>
        <translation>Sampling di sini mengambil setiap request ke-100. Sampling sungguhan memilih secara acak: rata-ratanya sama, tetapi hasilnya lebih tersebar.</translation>
    </message>
    <message>
        <source>Discussion</source>
        <translation>Pertanyaan untuk diskusi</translation>
    </message>
    <message>
        <source>1. Your service runs on 200 nodes, each with a 32 KiB sketch. What would exact counts of 5 million keys cost on each node, at 16 bytes per key?</source>
        <translation>1. Layananmu berjalan di 200 node, masing-masing dengan sketch 32 KiB. Berapa memori yang dibutuhkan penghitungan persis untuk 5 juta key di setiap node, jika tiap key butuh 16 byte?</translation>
    </message>
    <message>
        <source>3. A shop&apos;s best sellers change every day, at 10,000 requests a second. Which decay period would you choose, and what goes wrong if it is much too short?</source>
        <translation>3. Sebuah toko menerima 10.000 request per detik, dan produk terlarisnya berganti setiap hari. Berapa periode peluruhan yang akan kamu pilih, dan masalah apa yang muncul kalau periodenya jauh lebih pendek dari seharusnya?</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Sumber</translation>
    </message>
    <message>
        <source>Graham Cormode and S. Muthukrishnan: “An improved data stream summary: the count-min sketch and its applications”. Journal of Algorithms 55 (1), 2005.</source>
        <translation>Graham Cormode dan S. Muthukrishnan: “An improved data stream summary: the count-min sketch and its applications”. Journal of Algorithms 55 (1), 2005.</translation>
    </message>
    <message>
        <source>Graham Cormode and Ke Yi: “Small Summaries for Big Data”. Cambridge University Press, 2020.</source>
        <translation>Graham Cormode dan Ke Yi: “Small Summaries for Big Data”. Cambridge University Press, 2020.</translation>
    </message>
    <message>
        <source>One partition runs at 95% CPU while the others stay below 40%. Its metrics say where the load lands, not which key brings it. Count the keys three ways, exactly, by sampling and with a count-min sketch, and see what each costs and whether it still names the right key once the hot key moves on.</source>
        <translation>Satu partisi berjalan di 95% CPU, sementara yang lain tetap di bawah 40%. Metriknya menunjukkan di mana beban itu berada, bukan key mana penyebabnya. Hitung key dengan tiga cara, yaitu secara persis, lewat sampling, dan dengan count-min sketch, lalu lihat berapa biaya masing-masing dan apakah cara itu masih menunjuk key yang benar setelah hot key berganti.</translation>
    </message>
    <message>
        <source>The simulation sends requests for 100,000 keys. Most keys are rare, no other key gets more than about 3% of the requests, and one hot key gets 10%. At request 50,000 another key becomes the hot one, the way a product that was everywhere yesterday gives way to today&apos;s.</source>
        <translation>Simulasi ini mengirim request untuk 100.000 key. Sebagian besar key jarang muncul, tidak ada key lain yang mendapat lebih dari sekitar 3% request, dan satu hot key mendapat 10%. Pada request ke-50.000, key lain menjadi hot key, seperti produk yang kemarin ada di mana-mana lalu tergeser oleh produk hari ini.</translation>
    </message>
    <message>
        <source>Sampling counts only one request in 100 and multiplies by 100. The hot key, with thousands of requests, comes out roughly right, often within a quarter of its true count. A key with a handful of requests is either missed or counted as 100.</source>
        <translation>Sampling hanya menghitung satu dari setiap 100 request, lalu mengalikan hasilnya dengan 100. Untuk hot key, yang punya ribuan request, hasilnya kira-kira benar, sering kali selisihnya kurang dari seperempat jumlah sebenarnya. Key yang hanya punya beberapa request bisa terlewat sama sekali atau terhitung 100.</translation>
    </message>
    <message>
        <source>This section explains what a narrow sketch shows. Commit your prediction, then choose a width of 64 or less with decay off and feed requests to read it.</source>
        <translation>Bagian ini menjelaskan apa yang diperlihatkan sketch yang sempit. Tetapkan tebakanmu, lalu pilih lebar 64 atau kurang dengan peluruhan nonaktif dan kirim request agar bisa membaca bagian ini.</translation>
    </message>
    <message>
        <source>This section explains what happens after the shift. Commit your prediction and run the stream past request 70,000 with decay off to read it.</source>
        <translation>Bagian ini menjelaskan apa yang terjadi setelah hot key berganti. Tetapkan tebakanmu, lalu jalankan aliran request sampai melewati request ke-70.000 dengan peluruhan nonaktif agar bisa membaca bagian ini.</translation>
    </message>
    <message>
        <source>What decay changes follows once a run with decay on has passed the same moment. Predict first.</source>
        <translation>Penjelasan tentang apa yang diubah peluruhan muncul setelah percobaan dengan peluruhan aktif melewati titik yang sama. Tebak dulu.</translation>
    </message>
    <message>
        <source>The lesson&apos;s summary appears here once your runs have answered both predictions: the narrow sketch, and the shift with decay off and on.</source>
        <translation>Ringkasan pelajaran ini muncul di sini setelah percobaanmu menjawab kedua tebakan: sketch yang sempit, dan pergantian hot key dengan peluruhan nonaktif lalu aktif.</translation>
    </message>
    <message>
        <source>2. Why is a sketch&apos;s estimate good enough for finding hot keys, but not for charging customers per request?</source>
        <translation>2. Mengapa estimasi sketch cukup baik untuk menemukan hot key, tetapi tidak untuk menagih pelanggan per request?</translation>
    </message>
    <message>
        <source>5,000,000 × 16 bytes = %1 bytes, about %2 MiB on every node: some %3 times the sketch. On 200 nodes that is about %4 GiB instead of %5 MiB. The sketch stays the same size however many keys arrive; exact counts grow with every new key.</source>
        <extracomment>%1 bytes per node, %2 the same in MiB, %3 how many times the sketch, %4 all nodes in GiB, %5 all sketches in MiB</extracomment>
        <translation>5.000.000 × 16 byte = %1 byte, sekitar %2 MiB di setiap node: kira-kira %3 kali ukuran sketch. Di 200 node, totalnya sekitar %4 GiB, bukan %5 MiB. Ukuran sketch tetap sama berapa pun key yang datang; kebutuhan memori penghitungan persis bertambah dengan setiap key baru.</translation>
    </message>
    <message>
        <source>A hot key&apos;s count is far above the sketch&apos;s error of at most ε × N, so it still ranks first, and the sketch never misses it because it never counts too low. A bill needs each customer&apos;s exact count. The sketch may add up to ε × N to anyone&apos;s count, which for a small customer can be more than all of its real requests, and the error always goes one way: every customer would be charged too much.</source>
        <translation>Hitungan hot key jauh di atas kesalahan sketch yang paling besar ε × N, jadi hot key tetap berada di peringkat pertama, dan sketch tidak pernah melewatkannya karena sketch tidak pernah menghitung terlalu rendah. Tagihan butuh hitungan yang persis untuk setiap pelanggan. Sketch bisa menambahkan hingga ε × N ke hitungan siapa pun, dan bagi pelanggan kecil, tambahan itu bisa lebih besar daripada seluruh request-nya yang sebenarnya. Kesalahannya pun selalu ke satu arah: setiap pelanggan akan ditagih terlalu mahal.</translation>
    </message>
    <message>
        <source>10,000 requests a second are 864 million a day. Halving every hour or so (36 million requests) lets yesterday&apos;s best seller fade within a few hours while today&apos;s builds a clear lead. Much too short, say every 1,000 requests, and the counts cover a tenth of a second: a chance burst of an ordinary key looks hot, the top-k list flickers, and no steady hot key can build a lead.</source>
        <translation>10.000 request per detik berarti 864 juta request per hari. Membagi dua kira-kira setiap jam (36 juta request) membuat produk terlaris kemarin memudar dalam beberapa jam, sementara produk terlaris hari ini meraih keunggulan yang jelas. Kalau periodenya jauh terlalu pendek, misalnya setiap 1.000 request, hitungannya hanya mencakup sepersepuluh detik: lonjakan kebetulan pada key biasa tampak seperti hot key, daftar top-k terus berganti-ganti, dan tidak ada hot key yang stabil yang sempat membangun keunggulan.</translation>
    </message>
</context>
<context>
    <name>DetectSimulation</name>
    <message>
        <source>key %1</source>
        <extracomment>A key of the request stream, e.g. &quot;key 8089&quot;; a dash before any request</extracomment>
        <translation>key %1</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Jeda</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Putar lagi</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Putar</translation>
    </message>
    <message>
        <source>Pause the stream</source>
        <translation>Jeda aliran request</translation>
    </message>
    <message>
        <source>Play the stream</source>
        <translation>Putar aliran request</translation>
    </message>
    <message>
        <source>+10,000 requests</source>
        <translation>+10.000 request</translation>
    </message>
    <message>
        <source>Send the next 10,000 requests</source>
        <translation>Kirim 10.000 request berikutnya</translation>
    </message>
    <message>
        <source>Reset run</source>
        <translation>Atur ulang percobaan</translation>
    </message>
    <message>
        <source>Reset the run to request 0</source>
        <translation>Atur ulang percobaan ke request ke-0</translation>
    </message>
    <message>
        <source>Request %1 of %2. Hot right now: %3.</source>
        <extracomment>%1 requests so far, %2 the run&apos;s end, %3 the hot key now (e.g. &quot;key 8089&quot;)</extracomment>
        <translation>Request %1 dari %2. Hot key saat ini: %3.</translation>
    </message>
    <message>
        <source>Exact counting names</source>
        <translation>Penghitungan persis menunjuk</translation>
    </message>
    <message>
        <source>Sampling 1 in %1 names</source>
        <extracomment>%1 the sampling rate, e.g. 100</extracomment>
        <translation>Sampling 1 dari %1 menunjuk</translation>
    </message>
    <message>
        <source>The sketch&apos;s top-k names</source>
        <translation>Daftar top-k sketch menunjuk</translation>
    </message>
    <message>
        <source>%1, fixed</source>
        <extracomment>%1 memory of the sketch; it does not grow</extracomment>
        <translation>%1, tetap</translation>
    </message>
    <message>
        <source>Settings (a change starts the run again)</source>
        <translation>Pengaturan (perubahan memulai ulang percobaan)</translation>
    </message>
    <message>
        <source>Sketch width</source>
        <translation>Lebar sketch</translation>
    </message>
    <message>
        <source>Sketch depth (rows)</source>
        <translation>Kedalaman sketch (baris)</translation>
    </message>
    <message>
        <source>Top-k list size</source>
        <translation>Ukuran daftar top-k</translation>
    </message>
    <message>
        <source>Sampling</source>
        <translation>Laju sampling</translation>
    </message>
    <message>
        <source>1 in %1</source>
        <extracomment>A sampling rate: one request counted in %1</extracomment>
        <translation>1 dari %1</translation>
    </message>
    <message>
        <source>Off</source>
        <extracomment>Decay choice: %1 requests</extracomment>
        <translation>Nonaktif</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Tidak pernah</translation>
    </message>
    <message>
        <source>This sketch: epsilon = e / width = %1, delta = e^-depth = %2, %3.</source>
        <extracomment>%1 epsilon in percent, %2 delta in percent, %3 the sketch&apos;s memory</extracomment>
        <translation>Sketch ini: epsilon = e / lebar = %1, delta = e^-kedalaman = %2, %3.</translation>
    </message>
    <message>
        <source>Top keys</source>
        <translation>Key teratas</translation>
    </message>
    <message>
        <source>Over time</source>
        <translation>Seiring waktu</translation>
    </message>
    <message>
        <source>The sketch</source>
        <translation>Sketch</translation>
    </message>
    <message>
        <source>The sketch&apos;s top keys: true count and estimates</source>
        <translation>Key teratas sketch: jumlah sebenarnya dan estimasi</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Request</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Key</translation>
    </message>
    <message>
        <source>No requests yet. Press Play or +10,000 requests.</source>
        <translation>Belum ada request. Tekan “Putar” atau “+10.000 request”.</translation>
    </message>
    <message>
        <source>The sketch&apos;s top keys</source>
        <translation>Key teratas sketch</translation>
    </message>
    <message>
        <source>Bold: the key that is hot right now.</source>
        <translation>Tebal: key yang saat ini menjadi hot key.</translation>
    </message>
    <message>
        <source>Both hot keys: sketch estimate and true count</source>
        <translation>Kedua hot key: estimasi sketch dan jumlah sebenarnya</translation>
    </message>
    <message>
        <source>Requests so far (thousands)</source>
        <translation>Request sejauh ini (ribu)</translation>
    </message>
    <message>
        <source>Old hot key, estimate</source>
        <translation>Hot key lama, estimasi</translation>
    </message>
    <message>
        <source>Old hot key, true count (dashed)</source>
        <translation>Hot key lama, jumlah sebenarnya (putus-putus)</translation>
    </message>
    <message>
        <source>New hot key, estimate</source>
        <translation>Hot key baru, estimasi</translation>
    </message>
    <message>
        <source>New hot key, true count (dashed)</source>
        <translation>Hot key baru, jumlah sebenarnya (putus-putus)</translation>
    </message>
    <message>
        <source>Old hot key %1: estimate %2, true count %3. New hot key %4: estimate %5, true count %6.</source>
        <extracomment>%1 the old hot key, %2 its estimate, %3 its true count, %4-%6 the same for the new hot key</extracomment>
        <translation>Hot key lama %1: estimasi %2, jumlah sebenarnya %3. Hot key baru %4: estimasi %5, jumlah sebenarnya %6.</translation>
    </message>
    <message>
        <source>Memory per detector</source>
        <translation>Memori per detektor</translation>
    </message>
    <message>
        <source>KiB</source>
        <translation>KiB</translation>
    </message>
    <message>
        <source>Exact counting</source>
        <translation>Penghitungan persis</translation>
    </message>
    <message>
        <source>Count-min sketch</source>
        <translation>Count-min sketch</translation>
    </message>
    <message>
        <source>Exact counting %1, sampling %2, count-min sketch %3.</source>
        <extracomment>%1-%3 memory sizes</extracomment>
        <translation>Penghitungan persis %1, sampling %2, count-min sketch %3.</translation>
    </message>
    <message>
        <source>The largest overestimates and the bound epsilon × N</source>
        <translation>Kelebihan estimasi terbesar dan batas epsilon × N</translation>
    </message>
    <message>
        <source>Estimate minus true count</source>
        <translation>Estimasi dikurangi jumlah sebenarnya</translation>
    </message>
    <message>
        <source>Keys, worst first</source>
        <translation>Key, dari yang terburuk</translation>
    </message>
    <message>
        <source>Overestimate of a key</source>
        <translation>Kelebihan estimasi sebuah key</translation>
    </message>
    <message>
        <source>epsilon × N (dashed)</source>
        <translation>epsilon × N (putus-putus)</translation>
    </message>
    <message>
        <source>Largest overestimate %1, bound %2; %3 of %4 keys are within it.</source>
        <extracomment>%1 largest overestimate, %2 the bound, %3 share of keys within it, %4 keys seen</extracomment>
        <translation>Kelebihan estimasi terbesar %1, batas %2; %3 dari %4 key berada di dalam batas itu.</translation>
    </message>
    <message>
        <source>epsilon × N is %1 now; %2 of the %3 keys seen are within it.</source>
        <extracomment>%1 epsilon × N, %2 share of keys within it, %3 keys seen</extracomment>
        <translation>Saat ini epsilon × N bernilai %1; %2 dari %3 key yang sudah terlihat berada di dalam batas itu.</translation>
    </message>
    <message>
        <source>The smallest overestimate is %1: no estimate is below its true count unless decay has halved the counters.</source>
        <extracomment>%1 the smallest overestimate over the keys seen</extracomment>
        <translation>Kelebihan estimasi terkecil adalah %1: tidak ada estimasi yang di bawah jumlah sebenarnya, kecuali peluruhan sudah membagi dua penghitungnya.</translation>
    </message>
    <message>
        <source>Views of the run</source>
        <translation>Tampilan percobaan</translation>
    </message>
    <message>
        <source>Hot key shifts at request</source>
        <translation>Hot key berganti pada request nomor</translation>
    </message>
    <message numerus="yes">
        <source>%1 for %2 key(s)</source>
        <extracomment>%1 memory, %2 how many keys it counts</extracomment>
        <translation>
            <numerusform>%1 untuk %2 key</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 request(s)</source>
        <translation>
            <numerusform>%1 request</numerusform>
        </translation>
    </message>
    <message>
        <source>Decay of the sketch and its top-k list: halve every</source>
        <translation>Peluruhan sketch dan daftar top-k-nya: bagi dua setiap</translation>
    </message>
    <message>
        <source>Red: the detector names a key that is not the hot key right now.</source>
        <translation>Merah: detektor menunjuk key yang saat ini bukan hot key.</translation>
    </message>
    <message>
        <source>With decay on, the sketch&apos;s estimates are halved counts, not totals, so they are not compared with the true counts.</source>
        <translation>Dengan peluruhan aktif, estimasi sketch adalah hitungan yang sudah dibagi dua, bukan total, jadi tidak dibandingkan dengan jumlah sebenarnya.</translation>
    </message>
    <message>
        <source>Your prediction for the narrow sketch: %1</source>
        <translation>Tebakanmu untuk sketch yang sempit: %1</translation>
    </message>
    <message>
        <source>Your prediction for the shift: %1</source>
        <translation>Tebakanmu untuk pergantian hot key: %1</translation>
    </message>
    <message>
        <source>Top keys: true count, sketch and sampled estimates</source>
        <extracomment>Names the detector&apos;s table in the export dialog</extracomment>
        <translation>Key teratas: jumlah sebenarnya, estimasi sketch, dan estimasi sampling</translation>
    </message>
</context>
<context>
    <name>DetectSketchGrid</name>
    <message>
        <source>Look up a key to see the counters it touches.</source>
        <translation>Cari sebuah key untuk melihat penghitung yang disentuhnya.</translation>
    </message>
    <message>
        <source>Look up the hot key</source>
        <translation>Cari hot key</translation>
    </message>
    <message>
        <source>Darker cells have counted more. Outlined: the counters the key touches, one per row. Filled red: the smallest of them, the estimate.</source>
        <translation>Makin gelap sebuah sel, makin banyak yang sudah dihitungnya. Berbingkai: penghitung yang disentuh key, satu per baris. Merah penuh: yang terkecil di antaranya, yaitu estimasinya.</translation>
    </message>
    <message>
        <source>Too many counters to draw one by one. Choose a width of 64 or less to see every cell.</source>
        <translation>Penghitungnya terlalu banyak untuk digambar satu per satu. Pilih lebar 64 atau kurang untuk melihat setiap sel.</translation>
    </message>
    <message numerus="yes">
        <source>Sketch counters: %n row(s) of %1</source>
        <extracomment>The sketch grid for screen readers; %n rows, %1 counters per row</extracomment>
        <translation>
            <numerusform>Penghitung sketch: %n baris, masing-masing %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 counters in each of %n row(s); %2 of them have counted something, the largest holds %3.</source>
        <extracomment>%1 counters per row, %n rows, %2 percent of counters above zero, %3 the largest counter</extracomment>
        <translation>
            <numerusform>%n baris, masing-masing berisi %1 penghitung; %2 penghitung sudah menghitung sesuatu, dan yang terbesar berisi %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>row %1: %2</source>
        <extracomment>One of a looked-up key&apos;s counters; %1 the row, counted from 1, %2 the counter&apos;s value</extracomment>
        <translation>baris %1: %2</translation>
    </message>
    <message>
        <source>Key %1 touches one counter in each row (%2). The estimate is the smallest, %3; the true count is %4.</source>
        <extracomment>%1 a key, %2 the key&apos;s counters row by row, %3 the smallest (the estimate), %4 its true count</extracomment>
        <translation>Key %1 menyentuh satu penghitung di setiap baris (%2). Estimasinya adalah yang terkecil, %3; jumlah sebenarnya %4.</translation>
    </message>
    <message>
        <source>Look up a key that shares the hot key&apos;s cell in row 1</source>
        <translation>Cari key yang berbagi sel dengan hot key di baris 1</translation>
    </message>
    <message>
        <source>Row %1</source>
        <extracomment>Label of one row of the sketch&apos;s grid; %1 counted from 1</extracomment>
        <translation>Baris %1</translation>
    </message>
    <message numerus="yes">
        <source>It shares the counter in row(s) %2 with hot key %1, so that counter holds the hot key&apos;s requests too. In the other rows it does not, and the smallest counter keeps the estimate low.</source>
        <extracomment>After the counters of a looked-up key; %1 the hot key, %2 the numbers of the rows it shares (%n of them)</extracomment>
        <translation>
            <numerusform>Di baris %2 key ini berbagi penghitung dengan hot key %1, jadi penghitung itu juga memuat request hot key. Di baris lain tidak, dan penghitung terkecil menjaga estimasinya tetap rendah.</numerusform>
        </translation>
    </message>
    <message>
        <source>It shares every counter with hot key %1, so its estimate is at least the hot key&apos;s count: no row can bring it down.</source>
        <extracomment>After the counters of a looked-up key that shares every counter with the hot key %1</extracomment>
        <translation>Key ini berbagi semua penghitung dengan hot key %1, jadi estimasinya paling sedikit sebesar jumlah hot key: tidak ada baris yang bisa menurunkannya.</translation>
    </message>
</context>
<context>
    <name>DetectTopKeysModel</name>
    <message>
        <source>Key</source>
        <extracomment>Column of the detect lesson&apos;s top-k table</extracomment>
        <translation>Key</translation>
    </message>
    <message>
        <source>True count</source>
        <extracomment>Column of the detect lesson&apos;s top-k table: exact count of requests</extracomment>
        <translation>Jumlah sebenarnya</translation>
    </message>
    <message>
        <source>Sketch estimate</source>
        <extracomment>Column of the detect lesson&apos;s top-k table: the count-min sketch&apos;s estimate</extracomment>
        <translation>Estimasi sketch</translation>
    </message>
    <message>
        <source>Sampled estimate</source>
        <extracomment>Column of the detect lesson&apos;s top-k table: the sampled count times the sampling rate</extracomment>
        <translation>Estimasi sampling</translation>
    </message>
    <message>
        <source>Sketch error</source>
        <extracomment>Column of the detect lesson&apos;s top-k table: sketch estimate minus true count</extracomment>
        <translation>Selisih sketch</translation>
    </message>
    <message>
        <source>No key counted yet.</source>
        <translation>Belum ada key yang dihitung.</translation>
    </message>
    <message>
        <source>key %1: true count %2, sketch %3, sampled %4</source>
        <extracomment>One row of the top-k table for screen readers: %1 a key, %2 true count, %3 sketch estimate, %4 sampled estimate</extracomment>
        <translation>key %1: jumlah sebenarnya %2, sketch %3, sampling %4</translation>
    </message>
    <message>
        <source>Sketch estimate (halved)</source>
        <extracomment>Column of the detect lesson&apos;s top-k table with decay on: the sketch&apos;s estimate from halved counters</extracomment>
        <translation>Estimasi sketch (dibagi dua)</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
    <message>
        <source>File</source>
        <extracomment>Label of the field with the exported file&apos;s name</extracomment>
        <translation>Berkas</translation>
    </message>
    <message>
        <source>Saved: %1</source>
        <extracomment>After a successful export; %1 is the file</extracomment>
        <translation>Tersimpan: %1</translation>
    </message>
</context>
<context>
    <name>ExportRunDialog</name>
    <message>
        <source>Export chart or table</source>
        <translation>Ekspor grafik atau tabel</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>Writes the chosen chart or table to the file</extracomment>
        <translation>Simpan</translation>
    </message>
    <message>
        <source>What to export</source>
        <extracomment>Label of the list of the page&apos;s charts and tables</extracomment>
        <translation>Yang akan diekspor</translation>
    </message>
    <message>
        <source>Saving...</source>
        <extracomment>While a chart is being drawn into its file</extracomment>
        <translation>Menyimpan...</translation>
    </message>
    <message>
        <source>Lesson: %1.</source>
        <extracomment>In the export dialog: %1 the lesson&apos;s title</extracomment>
        <translation>Pelajaran: %1.</translation>
    </message>
    <message>
        <source>Nothing on this page can be exported right now: open a part of the page that shows a chart.</source>
        <extracomment>In the export dialog, on a page whose charts are all hidden</extracomment>
        <translation>Saat ini tidak ada yang bisa diekspor dari halaman ini: buka bagian halaman yang menampilkan grafik.</translation>
    </message>
    <message>
        <source>The table has commas between values and a dot before decimals, without digit grouping. A spreadsheet set to German or Indonesian may read it wrongly when the file is opened directly: import it instead and choose comma as the separator and English (USA) as the language.</source>
        <extracomment>In the export dialog, for a table</extracomment>
        <translation>Tabel ini memakai koma di antara nilai dan titik sebagai tanda desimal, tanpa pemisah ribuan. Aplikasi spreadsheet yang diatur ke bahasa Jerman atau Indonesia bisa salah membacanya kalau kamu langsung membuka berkas ini: sebaiknya impor berkas ini, lalu pilih “Koma” sebagai pemisah dan “Bahasa Inggris (AS)” sebagai bahasa.</translation>
    </message>
</context>
<context>
    <name>ExportSheetDialog</name>
    <message>
        <source>Export answer sheet</source>
        <extracomment>Title of the dialog that saves a lesson&apos;s answer sheet as PDF</extracomment>
        <translation>Ekspor lembar jawaban</translation>
    </message>
    <message>
        <source>Export worksheet</source>
        <extracomment>Title of the dialog that saves a lesson&apos;s worksheet as PDF</extracomment>
        <translation>Ekspor lembar kerja</translation>
    </message>
    <message>
        <source>Save PDF</source>
        <extracomment>Writes the sheet to the chosen file</extracomment>
        <translation>Simpan PDF</translation>
    </message>
    <message>
        <source>Lesson: %1. The sheet is written in the language of the app.</source>
        <extracomment>In the export dialog: %1 the lesson&apos;s title</extracomment>
        <translation>Pelajaran: %1. Lembar ini dibuat dalam bahasa yang sedang dipakai aplikasi.</translation>
    </message>
    <message>
        <source>Paper</source>
        <extracomment>Label of the choice between A4 and Letter paper</extracomment>
        <translation>Kertas</translation>
    </message>
    <message>
        <source>Letter</source>
        <extracomment>The US paper size</extracomment>
        <translation>Letter</translation>
    </message>
</context>
<context>
    <name>HotKeyDetector</name>
    <message>
        <source>When another key becomes hot, which key will the sketch&apos;s top-k list name 20,000 requests later?</source>
        <extracomment>%1 the request at which another key becomes hot, %2 that request plus 20,000</extracomment>
        <translation>Ketika key lain menjadi hot key, key mana yang akan ditunjuk daftar top-k sketch 20.000 request kemudian?</translation>
    </message>
    <message>
        <source>At request %1 another key becomes hot. With decay off, which key will the sketch&apos;s top-k list name at request %2?</source>
        <translation>Pada request ke-%1, key lain menjadi hot key. Dengan peluruhan nonaktif, key mana yang akan ditunjuk daftar top-k sketch pada request ke-%2?</translation>
    </message>
    <message>
        <source>The key that was hot before the shift</source>
        <translation>Hot key sebelum pergantian</translation>
    </message>
    <message>
        <source>The key that is hot after the shift</source>
        <translation>Hot key setelah pergantian</translation>
    </message>
    <message>
        <source>Neither: some other key</source>
        <translation>Bukan keduanya: key lain</translation>
    </message>
    <message>
        <source>Now press Play and watch the top-k list after request %1.</source>
        <extracomment>%1 a request number</extracomment>
        <translation>Sekarang tekan “Putar” dan amati daftar top-k setelah request ke-%1.</translation>
    </message>
    <message>
        <source>In this run the hot key never shifts. Choose a shift to predict what the detector names.</source>
        <translation>Dalam percobaan ini hot key tidak pernah berganti. Pilih kapan hot key berganti supaya kamu bisa menebak key yang ditunjuk detektor.</translation>
    </message>
    <message>
        <source>This run is past the moment in question. Press Reset to predict before it plays again.</source>
        <translation>Percobaan ini sudah melewati saat yang ditanyakan. Tekan “Atur ulang percobaan” supaya kamu bisa menebak sebelum diputar lagi.</translation>
    </message>
    <message>
        <source>At request %1 the sketch named key %2. Until then the old hot key had %3 requests in all, the new one %4.</source>
        <extracomment>%1 a request number, %2 a key, %3 and %4 counts of requests</extracomment>
        <translation>Pada request ke-%1, sketch menunjuk key %2. Sampai saat itu hot key lama mendapat total %3 request, hot key baru %4.</translation>
    </message>
    <message>
        <source>Make the sketch narrow, %1 counters per row or fewer instead of %2. Will its estimates come out too high, too low, or both?</source>
        <extracomment>%1 the narrow width, %2 the default width</extracomment>
        <translation>Buat sketch-nya sempit: %1 penghitung per baris atau kurang, bukan %2. Apakah estimasinya akan terlalu tinggi, terlalu rendah, atau keduanya?</translation>
    </message>
    <message>
        <source>Too high</source>
        <translation>Terlalu tinggi</translation>
    </message>
    <message>
        <source>Too low</source>
        <translation>Terlalu rendah</translation>
    </message>
    <message>
        <source>Some too high, some too low</source>
        <translation>Sebagian terlalu tinggi, sebagian terlalu rendah</translation>
    </message>
    <message>
        <source>The sketch is already narrow and has counted requests, so its estimates are in view. Choose a width above 64 to predict first.</source>
        <translation>Sketch-nya sudah sempit dan sudah menghitung request, jadi estimasinya sudah terlihat. Pilih lebar di atas 64 supaya kamu bisa menebak dulu.</translation>
    </message>
    <message>
        <source>With %1 counters per row, after %2 requests, estimates are up to %3 too high and at least %4 too high: no estimate is below its true count.</source>
        <extracomment>%1 a width, %2 a count of requests, %3 and %4 counts (largest and smallest overestimate)</extracomment>
        <translation>Dengan %1 penghitung per baris, setelah %2 request, kelebihan estimasinya paling besar %3 dan paling kecil %4: tidak ada estimasi yang di bawah jumlah sebenarnya.</translation>
    </message>
    <message>
        <source>At request %1 another key becomes hot. With the sketch&apos;s counts halved after each %3 requests, which key will its top-k list name at request %2?</source>
        <extracomment>%1 the request at which another key becomes hot, %2 that request plus 20,000, %3 the decay period</extracomment>
        <translation>Pada request ke-%1, key lain menjadi hot key. Jika hitungan sketch dibagi dua setiap %3 request, key mana yang akan ditunjuk daftar top-k-nya pada request ke-%2?</translation>
    </message>
    <message>
        <source>Now choose a width of 64 or less with decay off, feed requests and compare the estimates with the true counts.</source>
        <translation>Sekarang pilih lebar 64 atau kurang dengan peluruhan nonaktif, kirim request, lalu bandingkan estimasi dengan jumlah sebenarnya.</translation>
    </message>
    <message>
        <source>At request %1 the sketch named key %2. Its halved counts were %3 for the old hot key and %4 for the new one, although in all the old one had %5 requests and the new one %6.</source>
        <extracomment>%1 a request number, %2 a key, %3 and %4 the decayed estimates of the old and the new hot key, %5 and %6 their total requests</extracomment>
        <translation>Pada request ke-%1, sketch menunjuk key %2. Hitungannya yang sudah dibagi dua adalah %3 untuk hot key lama dan %4 untuk hot key baru, padahal secara total hot key lama mendapat %5 request dan yang baru %6.</translation>
    </message>
</context>
<context>
    <name>ImbalanceExplorer</name>
    <message>
        <source>Requests per second on each partition: one hot key</source>
        <translation>Request per detik di tiap partisi: satu hot key</translation>
    </message>
    <message>
        <source>Requests per second on each partition: partitioned by tenant</source>
        <translation>Request per detik di tiap partisi: dipartisi per tenant</translation>
    </message>
    <message>
        <source>Bytes stored on each partition: same number of keys</source>
        <translation>Byte tersimpan di tiap partisi: jumlah key sama</translation>
    </message>
    <message>
        <source>Stored (GB)</source>
        <extracomment>Axis title; GB = gigabytes</extracomment>
        <translation>Tersimpan (GB)</translation>
    </message>
    <message>
        <source>Thousand rps</source>
        <extracomment>Short axis title: thousands of requests per second (rps)</extracomment>
        <translation>Ribu rps</translation>
    </message>
    <message>
        <source>Requests/s</source>
        <extracomment>Short axis title: requests per second</extracomment>
        <translation>Request/detik</translation>
    </message>
    <message>
        <source>Ordinary keys</source>
        <translation>Key biasa</translation>
    </message>
    <message>
        <source>Other tenants</source>
        <translation>Tenant lain</translation>
    </message>
    <message>
        <source>Small values</source>
        <translation>Value kecil</translation>
    </message>
    <message>
        <source>Hot key</source>
        <translation>Hot key</translation>
    </message>
    <message>
        <source>Largest tenant</source>
        <translation>Tenant terbesar</translation>
    </message>
    <message>
        <source>Large documents</source>
        <extracomment>Documents of several megabytes each</extracomment>
        <translation>Dokumen besar</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>Shown in place of the ratio when every partition has zero load</extracomment>
        <translation>tidak ada</translation>
    </message>
    <message>
        <source>No load at all, so there is nothing to compare. Add some traffic to see a ratio.</source>
        <translation>Belum ada beban sama sekali, jadi tidak ada yang bisa dibandingkan. Tambahkan sedikit traffic untuk melihat rasionya.</translation>
    </message>
    <message>
        <source>Healthy. The busiest partition carries %1 times the average load. A little spread is normal; around 1.1 is what a well-balanced system shows.</source>
        <extracomment>%1 is the peak-to-average ratio, e.g. 1.1</extracomment>
        <translation>Sehat. Partisi tersibuk memikul %1 kali beban rata-rata. Sedikit selisih itu wajar; sistem yang seimbang biasanya ada di sekitar 1,1.</translation>
    </message>
    <message>
        <source>Uneven. The busiest partition carries %1 times the average. Every partition must be sized for that peak, so you buy %1 times the capacity the load actually needs.</source>
        <extracomment>%1 is the peak-to-average ratio, e.g. 1.6</extracomment>
        <translation>Timpang. Partisi tersibuk memikul %1 kali rata-rata. Setiap partisi harus disiapkan untuk puncak itu, jadi kamu membayar %1 kali kapasitas yang sebenarnya diperlukan.</translation>
    </message>
    <message>
        <source>Every partition is idle.</source>
        <translation>Semua partisi sedang menganggur.</translation>
    </message>
    <message>
        <source>Partition %1 owns the hot key and serves %2 rps, %3% of its %4 rps capacity. The average partition serves %5 rps.</source>
        <extracomment>%1 partition number, %2 its requests per second, %3 percent of capacity, %4 capacity per partition, %5 average requests per second per partition</extracomment>
        <translation>Partisi %1 adalah pemilik hot key dan melayani %2 rps, yaitu %3% dari kapasitasnya sebesar %4 rps. Rata-rata, satu partisi melayani %5 rps.</translation>
    </message>
    <message>
        <source>Partition %1 holds the largest tenant: %2% of all traffic, where an even spread would give each partition %3%.</source>
        <extracomment>%1 partition number, %2 the tenant&apos;s share of all traffic in percent, %3 the even share of one partition in percent</extracomment>
        <translation>Partisi %1 memegang tenant terbesar: %2% dari seluruh traffic, padahal kalau dibagi rata, tiap partisi hanya mendapat %3%.</translation>
    </message>
    <message>
        <source>Every partition holds %1 keys, yet partition %2 stores %3 GB against %4 GB on a typical partition, and sends %5 MB/s against %6 MB/s.</source>
        <extracomment>%1 keys per partition, %2 partition number, %3 and %4 gigabytes, %5 and %6 megabytes per second</extracomment>
        <translation>Setiap partisi berisi %1 key, tetapi partisi %2 menyimpan %3 GB (partisi biasa %4 GB) dan mengirim %5 MB/detik (partisi biasa %6 MB/detik).</translation>
    </message>
    <message>
        <source>The hot key alone needs %1 rps, more than one partition can serve (%2 rps). More partitions cannot fix that: the key still has exactly one owner.</source>
        <extracomment>%1 the hot key&apos;s requests per second, %2 one partition&apos;s capacity</extracomment>
        <translation>Hot key itu saja sudah butuh %1 rps, lebih dari yang sanggup dilayani satu partisi (%2 rps). Menambah partisi tidak akan menyelesaikannya: key itu tetap punya tepat satu pemilik.</translation>
    </message>
    <message numerus="yes">
        <source>%n partition(s) over capacity. The hot key fits on one partition, so spreading the ordinary traffic wider can still help here.</source>
        <translation>
            <numerusform>%n partisi melebihi kapasitas. Hot key ini masih muat di satu partisi, jadi menyebar traffic biasa ke lebih banyak partisi masih bisa membantu di sini.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every partition is within its capacity, but the owner of the hot key still works hardest.</source>
        <translation>Semua partisi masih di bawah kapasitasnya, tetapi pemilik hot key tetap bekerja paling keras.</translation>
    </message>
    <message>
        <source>Partitioning by tenant_id keeps a tenant together, so the whole tenant lands on one partition however many partitions you add.</source>
        <translation>Mempartisi berdasarkan tenant_id menyatukan data satu tenant, sehingga seluruh tenant itu jatuh ke satu partisi, berapa pun partisi yang kamu tambahkan.</translation>
    </message>
    <message>
        <source>Key counts are identical, so a dashboard that counts keys shows perfect balance while this partition&apos;s disk and network fill first.</source>
        <translation>Jumlah key-nya identik, jadi dasbor yang hanya menghitung key menampilkan keseimbangan sempurna, padahal disk dan jalur jaringan partisi inilah yang lebih dulu penuh.</translation>
    </message>
    <message>
        <source>Severe. The busiest partition carries %1 times the average. Sizing every partition for that peak means paying for %1 times the capacity the load needs, and most of it sits idle on the other partitions.</source>
        <extracomment>%1 is the peak-to-average ratio, e.g. 3.2</extracomment>
        <translation>Parah. Partisi tersibuk memikul %1 kali rata-rata. Menyiapkan kapasitas setiap partisi untuk puncak itu berarti membayar %1 kali yang dibutuhkan, dan sebagian besar kapasitas itu menganggur di partisi lain.</translation>
    </message>
    <message>
        <source>Hot key, starting figures: what will the peak-to-average ratio do when the cluster grows from %1 to %2 partitions?</source>
        <extracomment>%1 and %2 are partition counts (8 and 16)</extracomment>
        <translation>Hot key dengan angka awal: apa yang terjadi pada rasio puncak terhadap rata-rata kalau cluster bertambah dari %1 menjadi %2 partisi?</translation>
    </message>
    <message>
        <source>It falls: each partition gets a smaller share</source>
        <translation>Turun: setiap partisi mendapat porsi yang lebih kecil</translation>
    </message>
    <message>
        <source>It stays about the same</source>
        <translation>Kurang lebih tetap</translation>
    </message>
    <message>
        <source>It rises: the imbalance gets worse</source>
        <translation>Naik: ketimpangannya makin parah</translation>
    </message>
    <message>
        <source>Now set the partitions to %1 and read the ratio.</source>
        <extracomment>%1 is a partition count (16)</extracomment>
        <translation>Sekarang atur jumlah partisi ke %1, lalu baca rasionya.</translation>
    </message>
    <message>
        <source>Ratio at %1 partitions: %2. At %3: %4.</source>
        <extracomment>%1 and %3 partition counts, %2 and %4 peak-to-average ratios</extracomment>
        <translation>Rasio pada %1 partisi: %2. Pada %3: %4.</translation>
    </message>
    <message>
        <source>The other keys spread thinner, so the mean load halves, but the hot key&apos;s %1 rps still land on one partition: the peak hardly falls. More partitions leave more capacity idle.</source>
        <extracomment>%1 requests per second on the hot key</extracomment>
        <translation>Key lainnya tersebar lebih tipis, jadi beban rata-rata tinggal separuh. Tetapi %1 rps milik hot key tetap jatuh ke satu partisi, sehingga puncaknya hampir tidak turun. Makin banyak partisi, makin banyak kapasitas yang menganggur.</translation>
    </message>
    <message>
        <source>Without a hot key the load is even at any partition count, so the ratio stays where it is.</source>
        <translation>Tanpa hot key, bebannya merata berapa pun jumlah partisinya, jadi rasionya tidak berubah.</translation>
    </message>
    <message>
        <source>The prediction starts from %1 partitions of the hot key: set them back to %1 first.</source>
        <extracomment>%1 is a partition count (8)</extracomment>
        <translation>Tebakan dimulai dari hot key dengan %1 partisi: kembalikan dulu jumlahnya ke %1.</translation>
    </message>
</context>
<context>
    <name>KeyboardHelpDialog</name>
    <message>
        <source>Keyboard help</source>
        <extracomment>Title of the dialog that lists all keyboard shortcuts</extracomment>
        <translation>Bantuan keyboard</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Closes the Keyboard help dialog</extracomment>
        <translation>Tutup</translation>
    </message>
</context>
<context>
    <name>KeyboardShortcuts</name>
    <message>
        <source> or </source>
        <extracomment>Between two keys that do the same, e.g. &quot;Ctrl++ or Ctrl+=&quot;</extracomment>
        <translation> atau </translation>
    </message>
    <message>
        <source>Space or Enter</source>
        <extracomment>Keys on the keyboard: the space bar or the Enter (Return) key</extracomment>
        <translation>Spasi atau Enter</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <extracomment>The four arrow keys on the keyboard</extracomment>
        <translation>Tombol panah</translation>
    </message>
    <message>
        <source>Up, Down</source>
        <extracomment>Keys in the list of lessons: the up and down arrow keys</extracomment>
        <translation>Panah atas, panah bawah</translation>
    </message>
    <message>
        <source>Moving around</source>
        <extracomment>Group in the Keyboard help dialog: moving between and using controls</extracomment>
        <translation>Berpindah dan memakai kontrol</translation>
    </message>
    <message>
        <source>Lessons</source>
        <extracomment>Group in the Keyboard help dialog</extracomment>
        <translation>Pelajaran</translation>
    </message>
    <message>
        <source>Text size</source>
        <extracomment>Group in the Keyboard help dialog</extracomment>
        <translation>Ukuran teks</translation>
    </message>
    <message>
        <source>Menus and help</source>
        <extracomment>Group in the Keyboard help dialog</extracomment>
        <translation>Menu dan bantuan</translation>
    </message>
    <message>
        <source>Go to the next control</source>
        <translation>Pindah ke kontrol berikutnya</translation>
    </message>
    <message>
        <source>Go to the previous control</source>
        <translation>Pindah ke kontrol sebelumnya</translation>
    </message>
    <message>
        <source>Press the focused button, key chip or choice</source>
        <extracomment>What Space or Enter does on a focused button, key chip or choice</extracomment>
        <translation>Tekan tombol, chip key, atau opsi yang sedang terfokus</translation>
    </message>
    <message>
        <source>Move a slider, change a number, pick another choice in a group</source>
        <translation>Gerakkan penggeser, ubah angka, pilih opsi lain dalam satu grup</translation>
    </message>
    <message>
        <source>Close a dialog or an open menu</source>
        <translation>Tutup dialog atau menu yang terbuka</translation>
    </message>
    <message>
        <source>In the lesson list: open the lesson above or below</source>
        <translation>Di daftar pelajaran: buka pelajaran di atas atau di bawahnya</translation>
    </message>
    <message>
        <source>Open the next lesson</source>
        <translation>Buka pelajaran berikutnya</translation>
    </message>
    <message>
        <source>Open the previous lesson</source>
        <translation>Buka pelajaran sebelumnya</translation>
    </message>
    <message>
        <source>Send a batch of requests and run one step</source>
        <translation>Kirim satu batch request dan jalankan satu langkah</translation>
    </message>
    <message>
        <source>Drain one step without new requests</source>
        <translation>Proses antrean 1 langkah tanpa request baru</translation>
    </message>
    <message>
        <source>Reset the run</source>
        <translation>Atur ulang percobaan</translation>
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
        <translation>Ukuran teks normal</translation>
    </message>
    <message>
        <source>Open the Language menu</source>
        <translation>Buka menu Bahasa</translation>
    </message>
    <message>
        <source>Open the View menu (text size)</source>
        <translation>Buka menu Tampilan (ukuran teks)</translation>
    </message>
    <message>
        <source>Open the Help menu</source>
        <translation>Buka menu Bantuan</translation>
    </message>
    <message>
        <source>Show this list of keys</source>
        <translation>Tampilkan daftar tombol ini</translation>
    </message>
    <message>
        <source>Play or pause the simulation</source>
        <translation>Putar atau jeda simulasi</translation>
    </message>
    <message>
        <source>Run one simulated minute</source>
        <translation>Jalankan satu menit simulasi</translation>
    </message>
    <message>
        <source>Run one simulated hour</source>
        <translation>Jalankan satu jam simulasi</translation>
    </message>
    <message>
        <source>Try a fix: send a batch to both systems and run one step</source>
        <translation>Coba mitigasi: kirim satu batch ke kedua sistem dan jalankan satu langkah</translation>
    </message>
    <message>
        <source>Try a fix: drain one step in both systems</source>
        <translation>Coba mitigasi: proses antrean 1 langkah di kedua sistem</translation>
    </message>
    <message>
        <source>Try a fix: reset both runs</source>
        <translation>Coba mitigasi: atur ulang kedua percobaan</translation>
    </message>
    <message>
        <source>Play or pause the request stream</source>
        <translation>Putar atau jeda aliran request</translation>
    </message>
    <message>
        <source>Send the next 10,000 requests</source>
        <translation>Kirim 10.000 request berikutnya</translation>
    </message>
    <message>
        <source>Teaching</source>
        <extracomment>Group in the Keyboard help dialog: commands for a teacher in class</extracomment>
        <translation>Mengajar</translation>
    </message>
    <message>
        <source>Presenter mode: hide the lesson list and make all text large</source>
        <translation>Mode presentasi: sembunyikan daftar pelajaran dan perbesar semua teks</translation>
    </message>
    <message>
        <source>Full screen on or off</source>
        <translation>Aktifkan atau nonaktifkan layar penuh</translation>
    </message>
    <message>
        <source>Reset all lessons (asks first)</source>
        <translation>Atur ulang semua pelajaran (dengan konfirmasi)</translation>
    </message>
    <message>
        <source>Open the File menu</source>
        <translation>Buka menu Berkas</translation>
    </message>
</context>
<context>
    <name>KeysVsLoadBarChart</name>
    <message>
        <source>Partition</source>
        <extracomment>Axis title under the bars: partition numbers</extracomment>
        <translation>Partisi</translation>
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
        <translation>Kapasitas: %1</translation>
    </message>
</context>
<context>
    <name>KeysVsLoadExplorer</name>
    <message>
        <source>Cause of the imbalance</source>
        <translation>Penyebab ketimpangan</translation>
    </message>
    <message>
        <source>Hot key</source>
        <translation>Hot key</translation>
    </message>
    <message>
        <source>Cause: hot key</source>
        <translation>Penyebab: hot key</translation>
    </message>
    <message>
        <source>Hot tenant</source>
        <translation>Hot tenant</translation>
    </message>
    <message>
        <source>Cause: hot tenant</source>
        <translation>Penyebab: hot tenant</translation>
    </message>
    <message>
        <source>Large values</source>
        <translation>Value besar</translation>
    </message>
    <message>
        <source>Cause: large values</source>
        <translation>Penyebab: value besar</translation>
    </message>
    <message>
        <source>The table is partitioned by tenant_id, so each tenant lives on one partition. The largest tenant fills its partition; the many small tenants share the others. Try 40% on 8 partitions.</source>
        <translation>Tabel ini dipartisi berdasarkan tenant_id, jadi setiap tenant tinggal di satu partisi. Tenant terbesar memenuhi partisinya sendiri; banyak tenant kecil berbagi partisi lainnya. Coba 40% pada 8 partisi.</translation>
    </message>
    <message>
        <source>Every partition holds the same number of keys and serves the same number of reads. One partition also holds large documents in place of small values. Watch the bytes, not the keys.</source>
        <translation>Setiap partisi berisi key yang sama banyak dan melayani jumlah pembacaan yang sama. Namun, satu partisi juga menyimpan dokumen besar, bukan value kecil. Perhatikan byte-nya, bukan key-nya.</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>Partisi</translation>
    </message>
    <message>
        <source>Number of partitions</source>
        <translation>Jumlah partisi</translation>
    </message>
    <message>
        <source>Capacity per partition (rps)</source>
        <translation>Kapasitas tiap partisi (rps)</translation>
    </message>
    <message>
        <source>Capacity per partition in requests per second</source>
        <translation>Kapasitas tiap partisi dalam request per detik</translation>
    </message>
    <message>
        <source>Ordinary traffic, all partitions (rps)</source>
        <translation>Traffic biasa, semua partisi (rps)</translation>
    </message>
    <message>
        <source>Ordinary traffic over all partitions in requests per second</source>
        <translation>Traffic biasa di semua partisi dalam request per detik</translation>
    </message>
    <message>
        <source>Hot key (rps)</source>
        <translation>Hot key (rps)</translation>
    </message>
    <message>
        <source>Requests per second on the hot key</source>
        <translation>Request per detik pada hot key</translation>
    </message>
    <message>
        <source>Total traffic (rps)</source>
        <translation>Total traffic (rps)</translation>
    </message>
    <message>
        <source>Total traffic of all tenants in requests per second</source>
        <translation>Total traffic semua tenant dalam request per detik</translation>
    </message>
    <message>
        <source>Largest tenant&apos;s share of traffic (%)</source>
        <translation>Porsi traffic tenant terbesar (%)</translation>
    </message>
    <message>
        <source>Largest tenant&apos;s share of all traffic in percent</source>
        <translation>Porsi tenant terbesar dari seluruh traffic dalam persen</translation>
    </message>
    <message>
        <source>Large documents on the heavy partition</source>
        <translation>Dokumen besar di partisi yang berat</translation>
    </message>
    <message>
        <source>Number of large documents on the heavy partition</source>
        <translation>Jumlah dokumen besar di partisi yang berat</translation>
    </message>
    <message>
        <source>Size of one large document (MB)</source>
        <translation>Ukuran satu dokumen besar (MB)</translation>
    </message>
    <message>
        <source>Size of one large document in megabytes</source>
        <translation>Ukuran satu dokumen besar dalam megabyte</translation>
    </message>
    <message>
        <source>Fixed in this case: %1 keys on every partition, small values of 1 KB, and %2 reads per second on every partition.</source>
        <extracomment>%1 keys per partition, %2 reads per second per partition</extracomment>
        <translation>Yang tetap dalam kasus ini: %1 key di setiap partisi, value kecil berukuran 1 KB, dan %2 pembacaan per detik di setiap partisi.</translation>
    </message>
    <message>
        <source>Back to the starting figures</source>
        <translation>Kembali ke angka awal</translation>
    </message>
    <message>
        <source>Capacity of one partition</source>
        <translation>Kapasitas satu partisi</translation>
    </message>
    <message>
        <source>Keys per partition (millions)</source>
        <translation>Key per partisi (juta)</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Key</translation>
    </message>
    <message>
        <source>Million keys</source>
        <translation>Juta key</translation>
    </message>
    <message>
        <source>Bytes sent per second (MB/s)</source>
        <translation>Byte terkirim per detik (MB/detik)</translation>
    </message>
    <message>
        <source>Bytes sent</source>
        <translation>Byte terkirim</translation>
    </message>
    <message>
        <source>MB/s</source>
        <extracomment>Axis title: megabytes per second</extracomment>
        <translation>MB/detik</translation>
    </message>
    <message>
        <source>Peak-to-average ratio</source>
        <translation>Rasio puncak terhadap rata-rata</translation>
    </message>
    <message>
        <source>Peak-to-average ratio: %1</source>
        <translation>Rasio puncak terhadap rata-rata: %1</translation>
    </message>
    <message>
        <source>Partition %1 is the busiest</source>
        <extracomment>%1 is the number of the busiest partition</extracomment>
        <translation>Partisi %1 paling sibuk</translation>
    </message>
    <message>
        <source>Ordinary traffic is spread evenly over all keys. On top of it, one key gets its own stream of requests, and that key lives on exactly one partition. Start with the hot-key card&apos;s figures: a key written 6,000 times a second, partitions that take 5,000 writes a second. Commit your prediction, then add partitions and watch the dashed capacity line. A new partition count may move the key to another partition, but never to more than one.</source>
        <translation>Traffic biasa terbagi rata ke semua key. Selain itu, ada satu key yang menerima aliran request tersendiri, dan key itu tinggal di tepat satu partisi. Mulailah dengan angka dari kartu hot key: satu key yang ditulis 6.000 kali per detik, dan partisi yang sanggup menangani 5.000 penulisan per detik. Tetapkan tebakanmu, lalu tambahkan partisi dan perhatikan garis kapasitas putus-putus. Setelah jumlah partisi berubah, key itu bisa pindah ke partisi lain, tetapi tidak pernah terbagi ke lebih dari satu partisi.</translation>
    </message>
</context>
<context>
    <name>KeysVsLoadMitigations</name>
    <message>
        <source>Hot read key</source>
        <translation>Hot key (baca)</translation>
    </message>
    <message>
        <source>Hot write key</source>
        <translation>Hot key (tulis)</translation>
    </message>
    <message>
        <source>Hot tenant</source>
        <translation>Hot tenant</translation>
    </message>
    <message>
        <source>Large values</source>
        <translation>Value besar</translation>
    </message>
    <message>
        <source>Put a cache in front</source>
        <translation>Pasang cache di depan</translation>
    </message>
    <message>
        <source>Serve repeated reads of the key from a cache, so most of its 6,000 reads a second never reach the partition that owns it.</source>
        <translation>Layani pembacaan berulang atas key itu dari cache, supaya sebagian besar dari 6.000 pembacaan per detik tidak pernah sampai ke partisi pemiliknya.</translation>
    </message>
    <message>
        <source>Staleness: readers may see an old value until the cached copy expires or is invalidated.</source>
        <translation>Data basi: pembaca bisa mendapat value lama sampai salinan di cache kedaluwarsa atau diinvalidasi.</translation>
    </message>
    <message>
        <source>Read replicas for that key</source>
        <translation>Replika baca untuk key itu</translation>
    </message>
    <message>
        <source>Keep extra copies of the hot key and spread its reads over them instead of asking one owner.</source>
        <translation>Simpan beberapa salinan tambahan hot key itu dan bagi pembacaannya ke salinan tersebut, alih-alih selalu bertanya ke satu pemilik.</translation>
    </message>
    <message>
        <source>Staleness on replicas that lag behind, and operational work: someone has to choose which keys get replicas.</source>
        <translation>Data basi pada replika yang tertinggal, ditambah kerja operasional: harus ada yang memutuskan key mana yang diberi replika.</translation>
    </message>
    <message>
        <source>Split into sub-keys key#0 to key#7</source>
        <translation>Pecah menjadi sub-key key#0 sampai key#7</translation>
    </message>
    <message>
        <source>Read fan-out: one logical read becomes 8 requests. Lost atomicity: &quot;decrement if stock remains&quot; no longer runs on a single key.</source>
        <translation>Fan-out baca: satu pembacaan logis berubah menjadi 8 request. Atomisitas hilang: “kurangi jika stok masih ada” tidak lagi berjalan pada satu key.</translation>
    </message>
    <message>
        <source>Split only while the key is hot</source>
        <translation>Pecah hanya selama key sedang panas</translation>
    </message>
    <message>
        <source>Detect hot keys automatically and let a split expire once the rush is over, so cold keys keep cheap single reads.</source>
        <translation>Deteksi hot key secara otomatis dan biarkan pemecahan berakhir setelah lonjakan reda, supaya key yang dingin tetap dibaca dengan satu request yang murah.</translation>
    </message>
    <message>
        <source>Operational work: detection, expiry and merging the sub-keys back must be built and watched.</source>
        <translation>Kerja operasional: deteksi, masa berlaku, dan penggabungan kembali sub-key harus dibangun dan dipantau.</translation>
    </message>
    <message>
        <source>A dedicated partition for the big tenant</source>
        <translation>Partisi khusus untuk tenant besar</translation>
    </message>
    <message>
        <source>Give the largest tenant a partition of its own, so it no longer crowds out the small tenants placed with it.</source>
        <translation>Berikan tenant terbesar partisinya sendiri, supaya ia tidak lagi mendesak tenant kecil yang tadinya berbagi partisi dengannya.</translation>
    </message>
    <message>
        <source>Operational work: an exception to track by hand, and the tenant can still outgrow a single partition.</source>
        <translation>Kerja operasional: ada pengecualian yang harus dipantau secara manual, dan tenant itu tetap bisa tumbuh melampaui satu partisi.</translation>
    </message>
    <message>
        <source>Partition by (tenant_id, hash(entity_id))</source>
        <translation>Pakai key partisi (tenant_id, hash(entity_id))</translation>
    </message>
    <message>
        <source>Add a hash of the entity to the key, so one tenant&apos;s data spreads over many partitions.</source>
        <translation>Tambahkan hash dari entitas ke dalam key, agar data milik satu tenant tersebar ke banyak partisi.</translation>
    </message>
    <message>
        <source>Read fan-out: a query over the whole tenant now visits many partitions. Lost atomicity: a change to several of its entities no longer stays on one partition.</source>
        <translation>Fan-out baca: query atas seluruh tenant kini mendatangi banyak partisi. Atomisitas hilang: perubahan pada beberapa entitasnya tidak lagi berada di satu partisi.</translation>
    </message>
    <message>
        <source>Blobs in object storage</source>
        <translation>Blob di object storage</translation>
    </message>
    <message>
        <source>Store the 5 MB documents in object storage and keep only a small reference in the partition.</source>
        <translation>Pindahkan dokumen 5 MB ke object storage, dan di partisi cukup simpan rujukan kecil ke sana.</translation>
    </message>
    <message>
        <source>An extra request for every document read, and two systems to keep in step: a reference can point at a blob that is missing or not yet written.</source>
        <translation>Ada request tambahan untuk setiap dokumen yang dibaca, dan dua sistem harus tetap selaras: rujukan bisa menunjuk blob yang hilang atau belum selesai ditulis.</translation>
    </message>
    <message>
        <source>Balance by bytes, not key count</source>
        <translation>Seimbangkan menurut byte, bukan jumlah key</translation>
    </message>
    <message>
        <source>Place and move data by its size, so every partition holds a similar number of bytes.</source>
        <translation>Tempatkan dan pindahkan data sesuai ukurannya, agar setiap partisi menampung jumlah byte yang mirip.</translation>
    </message>
    <message>
        <source>Operational work: you need size metrics per partition and must move data, and key counts per partition become uneven.</source>
        <translation>Kerja operasional: kamu perlu metrik ukuran per partisi dan harus memindahkan data, sementara jumlah key antarpartisi jadi tidak sama.</translation>
    </message>
    <message>
        <source>What did you measure?</source>
        <translation>Apa yang kamu ukur?</translation>
    </message>
    <message>
        <source>Show mitigations for: %1</source>
        <translation>Tampilkan mitigasi untuk: %1</translation>
    </message>
    <message>
        <source>What it costs</source>
        <extracomment>Heading above what a mitigation costs</extracomment>
        <translation>Harga yang dibayar</translation>
    </message>
    <message>
        <source>Each write goes to one sub-key picked at random, so up to eight partitions share the writes. With hashing, some sub-keys usually land on the same partition; lesson 3 counts how often. A read fetches all eight and combines them.</source>
        <translation>Setiap penulisan masuk ke satu sub-key yang dipilih secara acak, sehingga paling banyak delapan partisi berbagi beban tulis. Kalau sub-key ditempatkan lewat hash, biasanya beberapa di antaranya jatuh di partisi yang sama; pelajaran 3 menghitung seberapa sering. Saat membaca, kedelapannya diambil lalu digabung.</translation>
    </message>
</context>
<context>
    <name>KeysVsLoadPage</name>
    <message>
        <source>Keys are not load</source>
        <translation>Key bukan beban</translation>
    </message>
    <message>
        <source>The keys are spread perfectly evenly over the partitions. So why is one partition drowning while the others have time to spare?</source>
        <translation>Key-nya sudah terbagi sangat rata ke semua partisi. Lalu mengapa satu partisi tenggelam dalam pekerjaan, sementara partisi lain masih santai?</translation>
    </message>
    <message>
        <source>What you will be able to do</source>
        <translation>Yang akan bisa kamu lakukan</translation>
    </message>
    <message>
        <source>Measure how unevenly the load falls on each partition, and sum it up in one number.</source>
        <translation>Mengukur seberapa tidak rata beban jatuh ke tiap partisi, lalu meringkasnya dalam satu angka.</translation>
    </message>
    <message>
        <source>Tell a hot key, a hot tenant and large values apart by what you measure.</source>
        <translation>Mengenali dari hasil ukur apakah masalahnya hot key, hot tenant, atau value yang besar.</translation>
    </message>
    <message>
        <source>Pick the mitigation that fits the cause, and say what it costs.</source>
        <translation>Memilih mitigasi yang cocok dengan penyebabnya, dan menyebutkan harga yang harus dibayar.</translation>
    </message>
    <message>
        <source>Before you start: you should know how to choose a partition key and how a key&apos;s owner is found on a hash ring.</source>
        <translation>Sebelum mulai: kamu sebaiknya sudah tahu cara memilih key partisi dan cara menemukan pemilik sebuah key di hash ring.</translation>
    </message>
    <message>
        <source>A cluster that looks perfectly balanced</source>
        <translation>Cluster yang tampak seimbang sempurna</translation>
    </message>
    <message>
        <source>A cluster stores %1 keys on %2 partitions: exactly %3 on each. As a key distribution, it could not be better.</source>
        <extracomment>%1 total keys, %2 partitions, %3 keys per partition</extracomment>
        <translation>Sebuah cluster menyimpan %1 key di %2 partisi, masing-masing tepat %3. Dari sisi pembagian key, ini sudah sempurna.</translation>
    </message>
    <message>
        <source>Yet the dashboard shows partition %1 at %2% CPU all day, while the other seven sit at %3%. Put the two views side by side:</source>
        <extracomment>%1 hot partition number, %2 and %3 CPU percentages</extracomment>
        <translation>Namun, dasbor memperlihatkan partisi %1 bertahan di %2% CPU sepanjang hari, sedangkan tujuh partisi lainnya di %3%. Bandingkan kedua tampilan ini berdampingan:</translation>
    </message>
    <message>
        <source>Keys per partition (millions)</source>
        <translation>Key per partisi (juta)</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Key</translation>
    </message>
    <message>
        <source>Million keys</source>
        <translation>Juta key</translation>
    </message>
    <message>
        <source>CPU per partition (%)</source>
        <translation>CPU per partisi (%)</translation>
    </message>
    <message>
        <source>Ordinary keys</source>
        <translation>Key biasa</translation>
    </message>
    <message>
        <source>Celebrity key</source>
        <translation>Key selebritas</translation>
    </message>
    <message>
        <source>CPU (%)</source>
        <translation>CPU (%)</translation>
    </message>
    <message>
        <source>Peak-to-average ratio of the keys: %1. Of the CPU: %2, because the mean is only %3% while partition %4 is near its limit.</source>
        <extracomment>%1 and %2 are peak-to-average ratios, %3 the mean CPU in percent, %4 a partition number</extracomment>
        <translation>Rasio puncak terhadap rata-rata untuk key: %1. Untuk CPU: %2, sebab rata-ratanya hanya %3%, padahal partisi %4 sudah hampir mencapai batasnya.</translation>
    </message>
    <message>
        <source>The difference is one key. Partition %1 owns the profile of a celebrity, and that profile is read %2 times a second. Every partition has the same number of keys; they do not get the same number of requests.</source>
        <extracomment>%1 partition number, %2 reads per second</extracomment>
        <translation>Bedanya hanya satu key. Partisi %1 adalah pemilik profil seorang selebritas, dan profil itu dibaca %2 kali setiap detik. Jumlah key di semua partisi sama, tetapi jumlah request yang mereka terima tidak.</translation>
    </message>
    <message>
        <source>The point of this lesson</source>
        <translation>Inti pelajaran ini</translation>
    </message>
    <message>
        <source>A hash function spreads keys. It cannot know how often each key will be used or how large its value is. Balance in key counts says nothing about balance in work.</source>
        <translation>Fungsi hash bertugas membagi key. Ia tidak bisa tahu berapa kali sebuah key akan dipakai, atau sebesar apa value-nya. Jumlah key yang seimbang belum tentu berarti beban kerja yang seimbang.</translation>
    </message>
    <message>
        <source>Three causes, three measurements</source>
        <translation>Tiga penyebab, tiga cara ukur</translation>
    </message>
    <message>
        <source>Imbalance has three common sources. Each one hides from a different metric, so each needs its own measurement.</source>
        <translation>Ketimpangan umumnya datang dari tiga sumber. Masing-masing luput dari metrik yang berbeda, jadi masing-masing perlu cara ukur sendiri.</translation>
    </message>
    <message>
        <source>1. Hot key</source>
        <translation>1. Hot key</translation>
    </message>
    <message>
        <source>One key receives a large share of all requests. Measure requests per second (rps) per key, by sampling or by counting the top k keys, and compare the hottest with what one partition can serve.</source>
        <translation>Satu key mendapat porsi besar dari semua request. Hitung request per detik (rps) untuk tiap key, lewat sampling atau dengan mencatat top-k key, lalu bandingkan key terpanas dengan kemampuan satu partisi.</translation>
    </message>
    <message>
        <source>2. Hot tenant</source>
        <translation>2. Hot tenant</translation>
    </message>
    <message>
        <source>When a multi-tenant table is partitioned by tenant_id, all of a tenant&apos;s data lives on one partition, and a big tenant takes that partition over. Measure each tenant&apos;s share of the traffic and of the bytes.</source>
        <translation>Kalau tabel multi-tenant dipartisi berdasarkan tenant_id, seluruh data satu tenant berkumpul di satu partisi, dan tenant yang besar akan menguasai partisi itu. Ukur porsi traffic dan porsi byte dari setiap tenant.</translation>
    </message>
    <message>
        <source>With 8 partitions, an even share is 12.5% each. A tenant with 40% of the traffic puts 40% on one partition: 3.2 times the average.</source>
        <translation>Dengan 8 partisi, porsi yang rata adalah 12,5% per partisi. Tenant yang membawa 40% traffic menaruh 40% itu di satu partisi: 3,2 kali rata-rata.</translation>
    </message>
    <message>
        <source>3. Large values</source>
        <translation>3. Value besar</translation>
    </message>
    <message>
        <source>Every partition holds the same number of keys, but one of them holds many large values, such as 5 MB documents. Its disk and its network link fill up first. Measure bytes per partition and bytes sent per second, not just key counts.</source>
        <translation>Semua partisi memegang key yang sama banyak, tetapi salah satunya menampung banyak value berukuran besar, contohnya dokumen 5 MB. Disk dan jalur jaringannya yang lebih dulu penuh. Jadi, ukur juga jumlah byte di tiap partisi dan byte yang dikirim per detik, jangan cuma menghitung key.</translation>
    </message>
    <message>
        <source>One number for imbalance</source>
        <translation>Satu angka untuk ketimpangan</translation>
    </message>
    <message>
        <source>The peak-to-average ratio divides the load of the busiest partition by the mean load of all partitions. A perfectly even load gives 1.0. Around 1.1 is healthy.</source>
        <translation>Rasio puncak terhadap rata-rata adalah beban partisi tersibuk dibagi rata-rata beban seluruh partisi. Beban yang rata sempurna menghasilkan 1,0. Angka sekitar 1,1 tergolong sehat.</translation>
    </message>
    <message>
        <source>A ratio of 3 means you pay for three times the capacity the load needs: every partition must be sized for the peak, while on average only a third of it is used.</source>
        <translation>Rasio 3 artinya kamu membiayai tiga kali kapasitas yang diperlukan: setiap partisi harus disiapkan untuk puncaknya, padahal rata-rata hanya sepertiga yang terpakai.</translation>
    </message>
    <message>
        <source>Explore the imbalance</source>
        <translation>Jelajahi ketimpangannya</translation>
    </message>
    <message>
        <source>Mitigation follows the cause</source>
        <translation>Mitigasi mengikuti penyebab</translation>
    </message>
    <message>
        <source>No single fix suits every imbalance. Pick what your measurements showed to see what helps, and what each fix costs you.</source>
        <translation>Tidak ada satu solusi untuk semua jenis ketimpangan. Pilih hasil pengukuranmu untuk melihat apa yang membantu, dan berapa harga tiap solusi.</translation>
    </message>
    <message>
        <source>How the design fails</source>
        <translation>Bagaimana rancangan bisa gagal</translation>
    </message>
    <message>
        <source>Counting only keys</source>
        <translation>Hanya menghitung key</translation>
    </message>
    <message>
        <source>Symptom: the dashboard shows 10,000,000 keys on every partition and calls the cluster balanced, while one partition keeps timing out. Nobody collects requests or bytes per partition.</source>
        <translation>Gejala: dasbor menampilkan 10.000.000 key di setiap partisi dan menyebut cluster seimbang, sementara satu partisi terus-menerus mengalami timeout. Tidak ada yang mencatat request atau byte per partisi.</translation>
    </message>
    <message>
        <source>Averages hide peaks</source>
        <translation>Rata-rata menutupi puncak</translation>
    </message>
    <message>
        <source>Symptom: the cluster&apos;s mean CPU reads a comfortable 40%. The busiest partition is at 98%, and the next burst of traffic takes it down.</source>
        <translation>Gejala: rata-rata CPU cluster menunjukkan 40% yang terasa aman. Partisi tersibuk sudah di 98%, dan lonjakan traffic berikutnya membuatnya tumbang.</translation>
    </message>
    <message>
        <source>Splitting too early</source>
        <translation>Memecah key terlalu dini</translation>
    </message>
    <message>
        <source>Symptom: every key was split into 8 sub-keys just in case. Now each read of a cold key costs 8 requests, and read load is 8 times what it was for keys that were never hot.</source>
        <translation>Gejala: semua key dipecah menjadi 8 sub-key untuk berjaga-jaga. Kini setiap pembacaan key yang dingin memakan 8 request, sehingga untuk key yang tidak pernah panas pun, beban bacanya menjadi delapan kali lipat.</translation>
    </message>
    <message>
        <source>Hot keys move</source>
        <translation>Hot key berpindah</translation>
    </message>
    <message>
        <source>Symptom: the keys split by hand last month are quiet, while today&apos;s breaking news story or viral product overloads a partition nobody listed. Detect hot keys automatically, or let splits expire.</source>
        <translation>Gejala: key yang dipecah manual bulan lalu kini sepi, sementara berita terkini atau produk yang sedang viral hari ini membebani partisi yang tidak ada di daftar mana pun. Deteksi hot key secara otomatis, atau beri masa berlaku pada pemecahan.</translation>
    </message>
    <message>
        <source>Mitigations drop guarantees</source>
        <translation>Mitigasi mengorbankan jaminan</translation>
    </message>
    <message>
        <source>Symptom: the cache serves a price that changed a minute ago, and the stock counter split into sub-keys sells the last item twice because &quot;decrement if stock remains&quot; is no longer atomic. Write down which guarantee each fix gives up.</source>
        <translation>Gejala: cache menyajikan harga yang sudah berubah semenit lalu, dan penghitung stok yang dipecah menjadi sub-key menjual barang terakhir dua kali karena “kurangi jika stok masih ada” tidak lagi atomik. Catat jaminan apa yang dilepas oleh setiap solusi.</translation>
    </message>
    <message>
        <source>Check yourself</source>
        <translation>Uji dirimu</translation>
    </message>
    <message>
        <source>Pick an answer; the explanation appears at once. You can change your answer as often as you like.</source>
        <translation>Pilih satu jawaban; penjelasannya langsung muncul. Kamu boleh mengganti jawaban sesering yang kamu mau.</translation>
    </message>
    <message>
        <source>One key gets 6,000 rps and each partition can serve 5,000 rps. You grow the cluster from 8 to 16 partitions. Does the overload go away?</source>
        <translation>Satu key menerima 6.000 rps dan setiap partisi sanggup melayani 5.000 rps. Kamu memperbesar cluster dari 8 menjadi 16 partisi. Apakah kelebihan bebannya hilang?</translation>
    </message>
    <message>
        <source>Yes: with twice the partitions, each one gets half the load.</source>
        <translation>Ya: dengan partisi dua kali lebih banyak, masing-masing mendapat separuh beban.</translation>
    </message>
    <message>
        <source>No: the key still has a single owner, which must serve all 6,000 rps.</source>
        <translation>Tidak: key itu tetap punya satu pemilik, yang harus melayani seluruh 6.000 rps.</translation>
    </message>
    <message>
        <source>Only if the new partitions run on faster disks.</source>
        <translation>Hanya jika partisi baru memakai disk yang lebih cepat.</translation>
    </message>
    <message>
        <source>Only the ordinary keys are spread thinner. The hot key is one key, so one partition still receives all of its 6,000 rps, above the 5,000 it can serve.</source>
        <translation>Yang tersebar lebih tipis hanyalah key biasa. Hot key tetap satu key, jadi satu partisi tetap menerima seluruh 6.000 rps-nya, di atas 5.000 yang sanggup ia layani.</translation>
    </message>
    <message>
        <source>More partitions spread the other keys, but one key always maps to one owner. Cache its reads, or split it if it is written.</source>
        <translation>Partisi tambahan memang menyebar key lainnya, tetapi satu key selalu jatuh ke satu pemilik. Pasang cache untuk pembacaannya, atau pecah key itu kalau yang berat adalah penulisannya.</translation>
    </message>
    <message>
        <source>Disks are not the limit here; the request rate on one owner is. The key still lands on a single partition.</source>
        <translation>Batasnya bukan di disk, melainkan di laju request pada satu pemilik. Key itu tetap mendarat di satu partisi.</translation>
    </message>
    <message>
        <source>The table is partitioned by tenant_id over 8 partitions. The largest tenant sends 40% of all traffic. What is the peak-to-average ratio?</source>
        <translation>Tabel dipartisi berdasarkan tenant_id ke 8 partisi. Tenant terbesar mengirim 40% dari seluruh traffic. Berapa rasio puncak terhadap rata-ratanya?</translation>
    </message>
    <message>
        <source>The whole tenant sits on one partition: 40% against an average of 12.5% is 3.2 times the mean.</source>
        <translation>Seluruh tenant ada di satu partisi: 40% dibanding rata-rata 12,5% berarti 3,2 kali rata-rata.</translation>
    </message>
    <message>
        <source>That underestimates it. One partition carries 40%, the average is 12.5%, so the ratio is 3.2.</source>
        <translation>Itu terlalu kecil. Satu partisi menanggung 40%, rata-ratanya 12,5%, jadi rasionya 3,2.</translation>
    </message>
    <message>
        <source>Your dashboard shows exactly 10,000,000 keys on each of 8 partitions. What does that tell you about the load?</source>
        <translation>Dasbormu menampilkan tepat 10.000.000 key di masing-masing dari 8 partisi. Apa artinya bagi beban?</translation>
    </message>
    <message>
        <source>The load is even, because the keys are even.</source>
        <translation>Bebannya rata, karena key-nya rata.</translation>
    </message>
    <message>
        <source>Nothing yet: you need requests and bytes per partition.</source>
        <translation>Belum bisa disimpulkan apa-apa: kamu perlu data request dan byte per partisi.</translation>
    </message>
    <message>
        <source>The hash function is working, so hot keys cannot happen.</source>
        <translation>Fungsi hash-nya bekerja, jadi hot key tidak mungkin muncul.</translation>
    </message>
    <message>
        <source>That is exactly the trap of the worked example: equal keys, yet one partition at 95% CPU.</source>
        <translation>Justru itu jebakan dalam contoh tadi: jumlah key sama, tetapi satu partisi ada di 95% CPU.</translation>
    </message>
    <message>
        <source>Key counts show placement only. Load depends on how often keys are used and how big their values are.</source>
        <translation>Jumlah key hanya menunjukkan penempatan. Beban bergantung pada seberapa sering key dipakai dan seberapa besar value-nya.</translation>
    </message>
    <message>
        <source>A good hash spreads keys evenly, and a hot key still lands on exactly one partition.</source>
        <translation>Hash yang baik membagi key dengan rata, dan hot key tetap saja mendarat di tepat satu partisi.</translation>
    </message>
    <message>
        <source>The mean CPU over all partitions is 40%. Is the cluster safe?</source>
        <translation>Rata-rata CPU di semua partisi adalah 40%. Apakah cluster aman?</translation>
    </message>
    <message>
        <source>Yes, there is 60% headroom everywhere.</source>
        <translation>Ya, di mana-mana masih ada ruang sisa 60%.</translation>
    </message>
    <message>
        <source>You cannot tell: look at the busiest partition.</source>
        <translation>Belum bisa dipastikan: lihat partisi yang paling sibuk.</translation>
    </message>
    <message>
        <source>No, 40% is always too high.</source>
        <translation>Tidak, 40% selalu terlalu tinggi.</translation>
    </message>
    <message>
        <source>A mean of 40% is possible with one partition at 98%. The headroom is not where the load is.</source>
        <translation>Rata-rata 40% bisa saja terjadi dengan satu partisi di 98%. Ruang sisa itu tidak ada di partisi yang sedang terbebani.</translation>
    </message>
    <message>
        <source>An average hides the peak. Check the hottest partition and the peak-to-average ratio.</source>
        <translation>Rata-rata menyembunyikan puncaknya. Periksa partisi terpanas dan rasio puncak terhadap rata-rata.</translation>
    </message>
    <message>
        <source>40% on its own is fine. The question is how the load is spread, which the mean does not show.</source>
        <translation>Angka 40% sendiri tidak masalah. Yang penting adalah sebaran bebannya, dan itu tidak terlihat dari rata-rata.</translation>
    </message>
    <message>
        <source>A counter key receives far too many writes for its partition. Which mitigation fits?</source>
        <translation>Sebuah key penghitung menerima penulisan jauh melebihi kemampuan partisinya. Mitigasi mana yang cocok?</translation>
    </message>
    <message>
        <source>Put a cache in front of it.</source>
        <translation>Pasang cache di depannya.</translation>
    </message>
    <message>
        <source>Split it into sub-keys key#0 to key#7, write to a random one, and add them all up when reading.</source>
        <translation>Pecah menjadi sub-key key#0 sampai key#7, tulis ke salah satu secara acak, dan jumlahkan semuanya saat membaca.</translation>
    </message>
    <message>
        <source>Move the value to object storage.</source>
        <translation>Pindahkan value-nya ke object storage.</translation>
    </message>
    <message>
        <source>A cache absorbs repeated reads. Every write must still reach the owner.</source>
        <translation>Cache menampung pembacaan berulang. Setiap penulisan tetap harus sampai ke pemiliknya.</translation>
    </message>
    <message>
        <source>Object storage helps with large values. A counter is small; its problem is the write rate.</source>
        <translation>Object storage membantu untuk value besar. Penghitung itu kecil; masalahnya ada pada laju penulisan.</translation>
    </message>
    <message>
        <source>Key counts are equal everywhere, but one partition&apos;s disk keeps filling first. Which metric reveals the cause?</source>
        <translation>Jumlah key sama di semua partisi, tetapi disk satu partisi selalu penuh lebih dulu. Metrik mana yang mengungkap penyebabnya?</translation>
    </message>
    <message>
        <source>Keys per partition.</source>
        <translation>Key per partisi.</translation>
    </message>
    <message>
        <source>Requests per second per key.</source>
        <translation>Request per detik untuk tiap key.</translation>
    </message>
    <message>
        <source>Bytes per partition and bytes sent per second.</source>
        <translation>Byte per partisi dan byte yang dikirim per detik.</translation>
    </message>
    <message>
        <source>Those are equal, which is why the problem stays hidden.</source>
        <translation>Angka itu sama di semua partisi; karena itulah masalahnya tidak terlihat.</translation>
    </message>
    <message>
        <source>Useful for hot keys, but a partition full of 5 MB documents can fill its disk without a single hot key.</source>
        <translation>Berguna untuk hot key, tetapi partisi yang penuh dokumen 5 MB bisa memenuhi disknya tanpa satu hot key pun.</translation>
    </message>
    <message>
        <source>Large values show up in bytes, not in key counts. The fix is object storage or balancing by bytes.</source>
        <translation>Value besar terlihat dari byte, bukan dari jumlah key. Solusinya object storage atau penyeimbangan menurut byte.</translation>
    </message>
    <message>
        <source>Next steps</source>
        <translation>Langkah berikutnya</translation>
    </message>
    <message>
        <source>This lesson names three topics it does not cover:</source>
        <translation>Ada tiga topik yang disebut di pelajaran ini, tetapi tidak dibahas:</translation>
    </message>
    <message>
        <source>Detecting hot keys automatically, for example with a count-min sketch.</source>
        <translation>Mendeteksi hot key secara otomatis, misalnya dengan count-min sketch.</translation>
    </message>
    <message>
        <source>Rebalancing partitions automatically when load shifts.</source>
        <translation>Menyeimbangkan ulang partisi secara otomatis saat beban bergeser.</translation>
    </message>
    <message>
        <source>Rate limits per tenant, so that one tenant cannot take over a partition.</source>
        <translation>Batas laju per tenant, agar satu tenant tidak bisa menguasai sebuah partisi.</translation>
    </message>
    <message>
        <source>Key splitting is a technique you build into your application; not every database offers it. In the next lesson, the hot-key lab, you watch a queue grow behind one hot key step by step.</source>
        <translation>Pemecahan key adalah teknik yang kamu bangun sendiri di aplikasi; tidak semua database menyediakannya. Di pelajaran berikutnya, lab hot key, kamu akan melihat antrean tumbuh di belakang satu hot key, langkah demi langkah.</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Sumber</translation>
    </message>
    <message>
        <source>A course lesson (in Indonesian, last reviewed 26 October 2026) on telling key distribution apart from load distribution: the worked example, the three causes, the mitigations and the failure modes.</source>
        <translation>Materi kuliah (berbahasa Indonesia, terakhir diperiksa pada 26 Oktober 2026) tentang perbedaan antara sebaran key dan sebaran beban: contoh kasus, tiga penyebab, mitigasi, dan pola kegagalannya.</translation>
    </message>
    <message>
        <source>The capacities, rates and the placement of the hot partition in the explorer are illustrative figures for teaching, not measurements of any product.</source>
        <translation>Kapasitas, laju, dan letak partisi panas di simulasi interaktif adalah angka ilustrasi untuk belajar, bukan hasil pengukuran produk apa pun.</translation>
    </message>
    <message>
        <source>That divides the wrong numbers: 40 / 8 = 5 compares no loads. The average share per partition is 100% / 8 = 12.5%, and 40 / 12.5 = 3.2.</source>
        <translation>Itu membagi angka yang keliru: 40 / 8 = 5 tidak membandingkan beban apa pun. Porsi rata-rata tiap partisi adalah 100% / 8 = 12,5%, dan 40 / 12,5 = 3,2.</translation>
    </message>
    <message numerus="yes">
        <source>Correct so far: %1 of %2 answered (%Ln question(s)).</source>
        <extracomment>%1 correct answers, %2 answered questions, %Ln all questions</extracomment>
        <translation>
            <numerusform>Jawaban benar sejauh ini: %1 dari %2 yang dijawab (total %Ln soal).</numerusform>
        </translation>
    </message>
    <message>
        <source>The writes spread over up to eight partitions; with hashing, some sub-keys usually share one (lesson 3 shows how often). The price: each read needs 8 requests, and the counter loses single-key atomic operations.</source>
        <translation>Penulisan tersebar ke paling banyak delapan partisi; kalau sub-key ditempatkan lewat hash, biasanya beberapa di antaranya berbagi satu partisi (pelajaran 3 menunjukkan seberapa sering). Harganya: setiap pembacaan butuh 8 request, dan penghitung kehilangan operasi atomik pada satu key.</translation>
    </message>
    <message>
        <source>In the worked example, P5 still copes: the celebrity&apos;s 6,000 reads a second and its share of the other keys take 95% of its CPU. Writes cost a partition more than reads. If a partition can take 5,000 writes a second and one key needs 6,000, no number of nodes will help: however many partitions there are, the key still has one owner. A hot read key is different: read replicas or a cache can serve its reads.</source>
        <translation>Dalam contoh tadi, P5 masih sanggup: 6.000 pembacaan per detik ke profil selebritas itu, ditambah porsi P5 dari key lain, memakai 95% CPU-nya. Penulisan lebih mahal bagi partisi daripada pembacaan. Jika satu partisi sanggup menangani 5.000 penulisan per detik sementara satu key butuh 6.000, menambah node sebanyak apa pun tidak akan membantu: berapa pun jumlah partisinya, key itu tetap hanya punya satu pemilik. Lain halnya dengan hot key yang ramai dibaca: replika baca atau cache bisa melayani pembacaannya.</translation>
    </message>
    <message>
        <source>A hash spreads keys, not requests or bytes: an even key count says nothing about load.</source>
        <translation>Hash menyebarkan key, bukan request atau byte: jumlah key yang rata tidak menunjukkan apa pun tentang beban.</translation>
    </message>
    <message>
        <source>Measure per partition: requests per second, bytes stored and bytes sent, and look for the hottest keys.</source>
        <translation>Ukur per partisi: request per detik, byte yang disimpan dan byte yang dikirim, lalu cari hot key yang paling ramai.</translation>
    </message>
    <message>
        <source>The peak-to-average ratio is capacity you pay for and leave idle: 1.1 is healthy, 3 means three times what the load needs.</source>
        <translation>Rasio puncak terhadap rata-rata menunjukkan kapasitas yang kamu bayar tetapi menganggur: 1,1 itu sehat, 3 berarti tiga kali lipat dari yang dibutuhkan beban.</translation>
    </message>
    <message>
        <source>Match the fix to the cause: a cache or replicas for a hot read key, sub-keys for a hot write key, a partition of its own for a big tenant, object storage for large values.</source>
        <translation>Sesuaikan solusinya dengan penyebabnya: cache atau replika untuk hot key yang ramai dibaca, sub-key untuk hot key yang ramai ditulis, partisi sendiri untuk tenant besar, object storage untuk value besar.</translation>
    </message>
    <message>
        <source>Choose a cause, change the figures and watch the bars and the ratio. For the hot key, commit your prediction first.</source>
        <translation>Pilih penyebab, ubah angkanya, lalu amati batang grafik dan rasionya. Untuk hot key, tetapkan dulu tebakanmu.</translation>
    </message>
</context>
<context>
    <name>KeysVsLoadQuestion</name>
    <message>
        <source>Correct. %1</source>
        <extracomment>Self-check feedback; %1 explains the picked answer</extracomment>
        <translation>Benar. %1</translation>
    </message>
    <message>
        <source>Not quite. %1</source>
        <translation>Belum tepat. %1</translation>
    </message>
</context>
<context>
    <name>LabBody</name>
    <message>
        <source>Placement is not traffic</source>
        <translation>Penempatan bukan traffic</translation>
    </message>
    <message>
        <source>Both profiles place exactly four keys on every partition. What differs is how often each key is asked for. In the Hot key profile, 9 of the 12 requests in a batch, 75%, name the same key.</source>
        <translation>Kedua profil menaruh tepat empat key di setiap partisi. Yang berbeda hanyalah seberapa sering tiap key diminta. Di profil Hot key, 9 dari 12 request dalam satu batch, yaitu 75%, menuju key yang sama.</translation>
    </message>
    <message>
        <source>One more request goes to the key three places further on. That key has the same owner, because adding 3 does not change the remainder after dividing by 3. So one partition receives 10 of 12 requests, about 83%.</source>
        <translation>Satu request lagi menuju key yang letaknya tiga posisi sesudahnya. Pemilik key itu sama, karena menambah 3 tidak mengubah sisa pembagian dengan 3. Akibatnya, satu partisi menerima 10 dari 12 request, sekitar 83%.</translation>
    </message>
    <message>
        <source>Try hot key 1: the tall bar moves to P1. Try hot key 3: it is back on P0. Picking a different hot key moves the problem to another owner; it does not spread the load. The key picker and the table both show who owns each key.</source>
        <translation>Coba hot key 1: batang yang tinggi pindah ke P1. Coba hot key 3: batang itu kembali ke P0. Memilih hot key lain hanya memindahkan masalah ke pemilik lain, bukan menyebarkan beban. Pemilih key dan tabel sama-sama menunjukkan siapa pemilik tiap key.</translation>
    </message>
    <message>
        <source>Keeping up the pressure</source>
        <translation>Saat tekanan terus berlanjut</translation>
    </message>
    <message>
        <source>Send several hot batches in a row. The busiest partition receives 10 requests per batch but finishes only 4 per step, so its queue grows by 6 with every batch: 6, 12, 18 and so on.</source>
        <translation>Kirim beberapa batch dengan hot key berturut-turut. Partisi tersibuk menerima 10 request per batch tetapi hanya menyelesaikan 4 per langkah, sehingga antreannya bertambah 6 setiap batch: 6, 12, 18, dan seterusnya.</translation>
    </message>
    <message>
        <source>Meanwhile the other two partitions finish their single request and leave 3 units of capacity idle each. That idle capacity cannot take over the waiting work: it belongs to another owner and is gone when the step ends.</source>
        <translation>Sementara itu, dua partisi lainnya menyelesaikan satu-satunya request mereka dan masing-masing membiarkan 3 unit kapasitas menganggur. Kapasitas itu tidak bisa mengambil alih pekerjaan yang menunggu: kapasitas itu milik pemilik lain dan lenyap begitu langkahnya berakhir.</translation>
    </message>
    <message>
        <source>“Drain one step” stops new arrivals but keeps processing, so a queue shrinks by at most 4 per step. Twelve waiting requests need three drain steps.</source>
        <translation>“Proses antrean 1 langkah” menghentikan kedatangan baru tetapi tetap memproses, jadi antrean berkurang paling banyak 4 per langkah. Dua belas request yang menunggu butuh tiga langkah pengurasan antrean.</translation>
    </message>
    <message>
        <source>Changing the profile or the hot key clears the run, so every comparison starts from zero; waiting requests are not carried over. “Reset run” clears the counters and keeps your choice. When the app starts, it always begins with the Even profile.</source>
        <translation>Mengganti profil atau hot key memulai percobaan baru, supaya setiap perbandingan mulai dari nol; request yang menunggu tidak dibawa. “Atur ulang percobaan” mengosongkan penghitung tanpa mengubah pilihanmu. Setiap kali aplikasi dibuka, profil Merata yang aktif.</translation>
    </message>
    <message>
        <source>What an engineer could change</source>
        <translation>Apa yang bisa diubah seorang engineer</translation>
    </message>
    <message>
        <source>A product page that suddenly goes viral can pile work onto one partition while the key counts still look perfectly balanced. So look at activity per key and per partition, at what each request costs, at queues and at capacity, not only at how many keys are stored where.</source>
        <translation>Halaman produk yang mendadak viral bisa menumpuk pekerjaan di satu partisi, padahal jumlah key masih tampak seimbang. Karena itu, lihatlah aktivitas per key dan per partisi, biaya tiap request, antrean, dan kapasitas, bukan hanya berapa key yang disimpan di mana.</translation>
    </message>
    <message>
        <source>Cache repeated reads, so fewer requests reach the owner at all.</source>
        <translation>Layani pembacaan yang berulang dari cache, supaya lebih sedikit request yang sampai ke pemilik.</translation>
    </message>
    <message>
        <source>Split one logical key into several physical keys, so its requests land on different owners. The price: reads may have to collect every part, totals need aggregation, and ordering and atomic updates across the parts are harder to guarantee.</source>
        <translation>Pecah satu key logis menjadi beberapa key fisik, supaya request-nya jatuh ke pemilik yang berbeda. Harganya: pembacaan mungkin harus mengumpulkan semua bagian, total perlu diagregasi, dan urutan serta pembaruan atomik lintas bagian lebih sulit dijamin.</translation>
    </message>
    <message>
        <source>Add partitions. That spreads the other keys more thinly, but under this routing rule a single hot key that cannot be split still has exactly one owner.</source>
        <translation>Tambah partisi. Key lain jadi tersebar lebih tipis, tetapi dengan aturan routing ini satu hot key yang tidak bisa dipecah tetap punya tepat satu pemilik.</translation>
    </message>
    <message>
        <source>Limits of the model</source>
        <translation>Batas model ini</translation>
    </message>
    <message>
        <source>Three fixed partitions, twelve whole-number keys and routing by key mod 3: a rule for teaching, not the hash function or the physical placement of any real product.</source>
        <translation>Tiga partisi tetap, dua belas key berupa bilangan bulat, dan routing dengan key mod 3: ini aturan untuk belajar, bukan fungsi hash atau penempatan fisik produk mana pun.</translation>
    </message>
    <message>
        <source>Every request costs the same. After the arrivals, each owner finishes up to four per step, older waiting work included, and capacity left over expires instead of being lent.</source>
        <translation>Biaya tiap request sama. Setelah kedatangan, tiap pemilik menyelesaikan sampai empat per langkah, termasuk pekerjaan lama yang menunggu, dan sisa kapasitas hangus alih-alih dipinjamkan.</translation>
    </message>
    <message>
        <source>Batches are fixed. The Even profile names every key once; the Hot key profile names the hot key nine times and the next three keys once each. There is no randomness and no measured production traffic.</source>
        <translation>Isi batch sudah ditetapkan. Profil Merata berisi setiap key sekali; profil Hot key berisi hot key sembilan kali dan tiga key sesudahnya masing-masing sekali. Tidak ada unsur acak dan tidak ada traffic produksi hasil pengukuran.</translation>
    </message>
    <message>
        <source>Requests are counters per partition, not stored records, values, response times or ordered operations. The lab makes no claims about latency percentiles, durability or throughput.</source>
        <translation>Request hanya berupa penghitung per partisi, bukan record yang disimpan, value, waktu respons, atau operasi yang berurutan. Lab ini tidak mengklaim apa pun tentang persentil latensi, durabilitas, atau throughput.</translation>
    </message>
    <message>
        <source>Queues keep all unfinished work. Nothing is rejected, times out or is retried, and there is no backpressure, so overload shows up as a growing queue. Real systems may limit or drop load instead.</source>
        <translation>Antrean menyimpan semua pekerjaan yang belum selesai. Tidak ada yang ditolak, terkena timeout, atau dicoba ulang, dan tidak ada backpressure, jadi kelebihan beban terlihat sebagai antrean yang terus bertambah. Sistem nyata mungkin membatasi atau membuang beban.</translation>
    </message>
    <message>
        <source>Logical time moves only with the batch and drain actions. There are no clocks, network failures, replication, parallel execution, rebalancing, persistence or autoscaling. A new selection starts a new experiment instead of simulating a migration.</source>
        <translation>Waktu logis hanya maju lewat aksi kirim batch dan pengurasan antrean. Tidak ada jam, gangguan jaringan, replikasi, eksekusi paralel, penyeimbangan ulang, persistensi, atau autoscaling. Pilihan baru memulai percobaan baru, bukan menyimulasikan migrasi.</translation>
    </message>
    <message>
        <source>Questions for discussion</source>
        <translation>Pertanyaan untuk diskusi</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Sumber</translation>
    </message>
    <message>
        <source>The text, chart, load profiles and model of this lab were written for Hotspot Lab. For a real product, AWS recommends designing partition keys around the access patterns of the application and spreading activity across many partition key values: see the Amazon DynamoDB developer guide, best practices for designing partition keys (checked on 26 October 2026).</source>
        <translation>Teks, grafik, profil beban, dan model lab ini ditulis khusus untuk Hotspot Lab. Untuk produk nyata, AWS menyarankan agar key partisi dirancang berdasarkan pola akses aplikasi dan aktivitas disebar ke banyak nilai key partisi: lihat panduan pengembang Amazon DynamoDB, bagian praktik terbaik merancang key partisi (diperiksa pada 26 Oktober 2026).</translation>
    </message>
    <message>
        <source>Capacity units, adaptive capacity and data placement in DynamoDB are specific to that product. The rule of four requests per step is invented for teaching.</source>
        <translation>Unit kapasitas, kapasitas adaptif, dan penempatan data di DynamoDB khusus untuk produk itu. Aturan empat request per langkah dibuat hanya untuk keperluan belajar.</translation>
    </message>
    <message>
        <source>Move the hot key to another partition. That changes who carries its traffic, not how much traffic there is. It is a real fix when the key alone fits within one partition&apos;s capacity and gets a partition of its own.</source>
        <translation>Pindahkan hot key ke partisi lain. Ini mengubah siapa yang menanggung traffic-nya, bukan seberapa besar traffic itu. Cara ini baru benar-benar menjadi solusi kalau traffic key itu saja masih muat dalam kapasitas satu partisi dan key itu mendapat partisi sendiri.</translation>
    </message>
    <message>
        <source>Discuss each question first, then open the model answer below it.</source>
        <translation>Diskusikan dulu setiap pertanyaan, lalu buka contoh jawaban di bawahnya.</translation>
    </message>
    <message>
        <source>1. A catalogue is partitioned evenly, yet one product launch overloads a single product page. What sets the limit here: key placement, request frequency, request cost or capacity?</source>
        <translation>1. Sebuah katalog dipartisi secara merata, tetapi peluncuran satu produk membuat satu halaman produk kewalahan. Apa yang menjadi batasnya di sini: penempatan key, frekuensi request, biaya tiap request, atau kapasitas?</translation>
    </message>
    <message>
        <source>Model answer</source>
        <translation>Contoh jawaban</translation>
    </message>
    <message>
        <source>Request frequency, measured against capacity. Placement is even, four keys per owner, and in the lab every request costs the same. The launch sends most requests to one key, so its owner receives more per step than the four it can finish, and its queue grows. Dearer requests would make it worse, but they are not what starts it.</source>
        <translation>Frekuensi request, dibandingkan dengan kapasitas. Penempatannya rata, empat key per pemilik, dan di lab ini setiap request biayanya sama. Peluncuran itu mengirim sebagian besar request ke satu key, sehingga pemiliknya menerima lebih banyak per langkah daripada empat yang sanggup ia selesaikan, dan antreannya bertambah. Request yang lebih mahal akan memperparahnya, tetapi bukan itu pemicunya.</translation>
    </message>
    <message>
        <source>2. Which measure changes the amount of work that reaches the owner, and which one only moves it somewhere else?</source>
        <translation>2. Tindakan mana yang mengubah jumlah pekerjaan yang sampai ke pemilik, dan mana yang hanya memindahkannya ke tempat lain?</translation>
    </message>
    <message>
        <source>A cache lowers it: the requests it answers never reach the owner. Splitting the key spreads the same work over several owners, so each one gets less. Moving the key hands the whole load to another owner, which helps only if that owner has room for all of it. Adding partitions thins out the other keys, but the hot key keeps its single owner.</source>
        <translation>Cache menguranginya: request yang dijawab cache tidak pernah sampai ke pemilik. Memecah key menyebarkan pekerjaan yang sama ke beberapa pemilik, sehingga masing-masing menerima lebih sedikit. Memindahkan key menyerahkan seluruh beban ke pemilik lain, dan itu hanya membantu jika pemilik tersebut punya ruang untuk semuanya. Menambah partisi membuat key lain tersebar lebih tipis, tetapi hot key tetap punya satu pemilik.</translation>
    </message>
    <message>
        <source>3. If you split that product&apos;s key into several keys, which guarantees would you have to think through again?</source>
        <translation>3. Kalau key produk itu kamu pecah menjadi beberapa key, jaminan apa saja yang perlu kamu pikirkan ulang?</translation>
    </message>
    <message>
        <source>Reading the whole value now means collecting every part, and totals have to be added up. An update that must see the whole value, such as stock that may not drop below zero, is no longer one atomic operation on one key. And writes to different parts have no common order.</source>
        <translation>Membaca value secara utuh kini berarti mengumpulkan semua bagiannya, dan totalnya harus dijumlahkan. Pembaruan yang harus melihat value secara utuh, misalnya stok yang tidak boleh turun di bawah nol, tidak lagi berupa satu operasi atomik pada satu key. Selain itu, penulisan ke bagian yang berbeda tidak punya urutan bersama.</translation>
    </message>
    <message>
        <source>Model answer to question %1</source>
        <extracomment>A screen reader&apos;s name for the model answer&apos;s heading; %1 is the question&apos;s number</extracomment>
        <translation>Contoh jawaban untuk pertanyaan %1</translation>
    </message>
    <message>
        <source>What the lab shows, and why, is explained here once you have finished the four guided steps: your predictions come first.</source>
        <translation>Penjelasan tentang apa yang ditunjukkan lab ini dan alasannya akan muncul di sini setelah kamu menyelesaikan keempat langkah terpandu: kamu menebak dulu, baru membaca penjelasannya.</translation>
    </message>
    <message>
        <source>Try a fix</source>
        <translation>Coba mitigasi</translation>
    </message>
    <message>
        <source>What the fixes show</source>
        <translation>Apa yang ditunjukkan mitigasi</translation>
    </message>
    <message>
        <source>Only the cache lowers the work that reaches an owner: the requests it answers never get there. Moving the key hands all of its work to another owner.</source>
        <translation>Hanya cache yang mengurangi pekerjaan yang sampai ke pemilik: request yang dijawabnya tidak pernah sampai ke pemilik. Memindahkan key hanya menyerahkan seluruh pekerjaannya ke pemilik lain.</translation>
    </message>
    <message>
        <source>Splitting spreads the work, but more sub-keys are not always better. With hot key 0 and 4 sub-keys, two of them share P0, so P0 builds a queue; with 3 sub-keys no partition does. Lesson 3, “Splitting a hot key”, counts such collisions.</source>
        <translation>Memecah key menyebarkan pekerjaan, tetapi lebih banyak sub-key tidak selalu lebih baik. Dengan hot key 0 dan 4 sub-key, dua di antaranya sama-sama di P0, sehingga P0 punya antrean; dengan 3 sub-key tidak ada partisi yang mengantre. Pelajaran 3 (“Memecah hot key”) menghitung tabrakan seperti ini.</translation>
    </message>
    <message>
        <source>More partitions never split one key. Under key mod N routing, going from 3 to 4 partitions moves 9 of the 12 keys, and with 5 partitions key 11 lands on the same partition as key 1. Real stores therefore place keys in fixed slots, token or hash ranges, or on a hash ring, where adding a partition moves only a few keys.</source>
        <translation>Menambah partisi tidak pernah memecah satu key. Dengan aturan key mod N, berpindah dari 3 ke 4 partisi memindahkan 9 dari 12 key, dan dengan 5 partisi key 11 berada di partisi yang sama dengan key 1. Karena itu sistem penyimpanan nyata menaruh key di slot tetap, rentang token atau hash, atau di hash ring, sehingga partisi baru hanya memindahkan sedikit key.</translation>
    </message>
    <message>
        <source>Each of these measures is built into the lab: open the tab “Try a fix” at the top of the lab. Choose a measure, predict what happens at the busiest partition, then send hot batches. The chart “Without a fix” gets the very same batches, so you see what the measure changes and what it leaves unchanged.</source>
        <translation>Setiap tindakan ini ada di dalam lab: buka tab “Coba mitigasi” di bagian atas lab. Pilih satu mitigasi, tebak dulu apa yang akan terjadi di partisi tersibuk, lalu kirim batch dengan hot key. Grafik “Tanpa mitigasi” menerima batch yang persis sama, jadi kamu bisa melihat apa yang diubah oleh mitigasi itu dan apa yang tetap sama.</translation>
    </message>
</context>
<context>
    <name>LabGuide</name>
    <message>
        <source>No prediction this time. That is fine: compare the table with what you expected.</source>
        <extracomment>Guided step result when the student made no prediction</extracomment>
        <translation>Kali ini tanpa tebakan, tidak apa-apa. Bandingkan tabel dengan perkiraanmu.</translation>
    </message>
    <message>
        <source>Right. You predicted %1, and the table shows %1 waiting at %2.</source>
        <extracomment>%1 the predicted number, %2 a partition name</extracomment>
        <translation>Tepat. Tebakanmu %1, dan tabel juga menunjukkan %1 request menunggu di %2.</translation>
    </message>
    <message>
        <source>Not quite. You predicted %1; the table shows %2 waiting at %3.</source>
        <extracomment>%1 the prediction, %2 the actual number, %3 a partition name</extracomment>
        <translation>Belum tepat. Tebakanmu %1, tetapi tabel menunjukkan %2 request menunggu di %3.</translation>
    </message>
    <message>
        <source>Guided step %1 of %2</source>
        <extracomment>Heading of the guided step card, e.g. &quot;Guided step 2 of 4&quot;</extracomment>
        <translation>Langkah terpandu %1 dari %2</translation>
    </message>
    <message>
        <source>All four steps done</source>
        <translation>Keempat langkah selesai</translation>
    </message>
    <message>
        <source>An even batch. Keep the Even profile: every key gets one request per batch.</source>
        <translation>Satu batch merata. Biarkan profil Merata: setiap key mendapat satu request per batch.</translation>
    </message>
    <message>
        <source>Send one batch with the hot key.</source>
        <translation>Kirim satu batch dengan hot key.</translation>
    </message>
    <message>
        <source>Keep up the pressure: send a second batch, then drain the queue one step at a time.</source>
        <translation>Terus beri tekanan: kirim batch kedua, lalu proses antreannya selangkah demi selangkah.</translation>
    </message>
    <message>
        <source>Now play freely. Try hot key 1, then hot key 3, and watch which bar rises. Every partition still owns four keys.</source>
        <translation>Sekarang kamu bebas bereksperimen. Coba hot key 1, lalu hot key 3, dan lihat batang mana yang naik. Setiap partisi tetap memiliki empat key.</translation>
    </message>
    <message>
        <source>Your prediction: how many requests will wait at %1 after this batch?</source>
        <translation>Tebakanmu: berapa request yang menunggu di %1 setelah batch ini?</translation>
    </message>
    <message>
        <source>Your prediction: which partition will get most of the work?</source>
        <translation>Tebakanmu: partisi mana yang mendapat sebagian besar pekerjaan?</translation>
    </message>
    <message>
        <source>No prediction</source>
        <extracomment>First entry of the prediction box: the student does not guess</extracomment>
        <translation>Tanpa tebakan</translation>
    </message>
    <message>
        <source>Waiting at %1: %2. Drain steps so far: %3.</source>
        <translation>Menunggu di %1: %2. Langkah pengurasan antrean sejauh ini: %3.</translation>
    </message>
    <message>
        <source>The Hot key profile is on, and a new run starts from zero. The placement has not changed: every partition still owns four keys. Each batch now sends key %1 nine times and keys %2, %3 and %4 once each. Step 3 checks your prediction.</source>
        <translation>Profil Hot key aktif, dan percobaan baru dimulai dari nol. Penempatannya tidak berubah: setiap partisi tetap memiliki empat key. Sekarang setiap batch mengirim key %1 sembilan kali dan key %2, %3, serta %4 masing-masing sekali. Langkah 3 akan memeriksa tebakanmu.</translation>
    </message>
    <message>
        <source>Each partition received %1 and can finish %2 per step, so an even batch leaves no queue.</source>
        <translation>Setiap partisi menerima %1 dan sanggup menyelesaikan %2 per langkah, jadi batch yang merata tidak meninggalkan antrean.</translation>
    </message>
    <message>
        <source>No prediction this time. That is fine: watch which bar rises in step 3.</source>
        <translation>Kali ini tanpa tebakan, tidak apa-apa. Perhatikan batang mana yang naik di langkah 3.</translation>
    </message>
    <message>
        <source>You predicted %1. Send the batch to see whether you were right.</source>
        <translation>Tebakanmu %1. Kirim batch-nya untuk melihat apakah kamu benar.</translation>
    </message>
    <message>
        <source>%1 got most of the work: %2 of %3 requests.</source>
        <translation>%1 mendapat sebagian besar pekerjaan: %2 dari %3 request.</translation>
    </message>
    <message>
        <source>Your owner prediction was right: %1 received %2 of %3 requests.</source>
        <translation>Tebakanmu soal pemilik tepat: %1 menerima %2 dari %3 request.</translation>
    </message>
    <message>
        <source>You expected %1, but %2 got most of the work: %3 of %4 requests. Key %5 belongs to %2 (%5 mod 3 = %6), and so does key %7, the third key after it.</source>
        <translation>Kamu menebak %1, tetapi %2 yang mendapat sebagian besar pekerjaan: %3 dari %4 request. Key %5 milik %2 (%5 mod 3 = %6), begitu juga key %7, tiga posisi sesudahnya.</translation>
    </message>
    <message>
        <source>%1 received %2 requests but can finish only %3 per step, so %4 stay in its queue.</source>
        <translation>%1 menerima %2 request tetapi hanya sanggup menyelesaikan %3 per langkah, jadi %4 tetap di antreannya.</translation>
    </message>
    <message>
        <source>No prediction this time. Notice how the idle capacity at the other partitions did not help.</source>
        <translation>Kali ini tanpa tebakan. Perhatikan bahwa kapasitas yang menganggur di partisi lain sama sekali tidak membantu.</translation>
    </message>
    <message>
        <source>Each guided action sets the lab up for its step. The controls further down work at any time, so you can also play freely.</source>
        <translation>Setiap aksi terpandu menyiapkan lab untuk langkahnya sendiri. Tombol-tombol di bawah bisa dipakai kapan saja, jadi kamu juga bebas bereksperimen.</translation>
    </message>
    <message>
        <source>Send %1 requests + step</source>
        <translation>Kirim %1 request + langkah</translation>
    </message>
    <message>
        <source>Switch to the Hot key profile</source>
        <translation>Pindah ke profil Hot key</translation>
    </message>
    <message>
        <source>Drain one step</source>
        <translation>Proses antrean 1 langkah</translation>
    </message>
    <message>
        <source>Send the second batch</source>
        <translation>Kirim batch kedua</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Selesai</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Langkah berikutnya</translation>
    </message>
    <message>
        <source>Arrivals %1: each partition received %2 requests and finished %2 in the same step. Nothing waits.</source>
        <extracomment>%1 the arrivals per partition, e.g. &quot;4 / 4 / 4&quot;</extracomment>
        <translation>Kedatangan %1: setiap partisi menerima %2 request dan menyelesaikan semua %2 dalam langkah yang sama. Tidak ada yang menunggu.</translation>
    </message>
    <message>
        <source>Arrivals %1. %2 finished %3 and has %4 waiting; the other two partitions finished all they received. There were %5 units of capacity, but only %6 requests were completed.</source>
        <extracomment>%1 the arrivals per partition, e.g. &quot;10 / 1 / 1&quot;</extracomment>
        <translation>Kedatangan %1. %2 menyelesaikan %3 dan masih punya %4 yang menunggu; dua partisi lainnya menyelesaikan semua yang mereka terima. Tersedia %5 unit kapasitas, tetapi hanya %6 request yang selesai.</translation>
    </message>
    <message numerus="yes">
        <source>After the second batch %1 had %2 requests waiting. At %3 per step that takes %Ln drain step(s), and the queue is empty now.</source>
        <extracomment>%1 the partition, %2 requests waiting, %3 capacity per step, %Ln the drain steps</extracomment>
        <translation>
            <numerusform>Setelah batch kedua, ada %2 request yang menunggu di %1. Dengan %3 per langkah, itu butuh %Ln langkah pengurasan antrean, dan sekarang antreannya kosong.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Right: %Ln drain step(s).</source>
        <translation>
            <numerusform>Tepat: %Ln langkah pengurasan antrean.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not quite. You predicted %Ln drain step(s); it took %1. The queue grows by %2 with every hot batch, only its owner can work on it, and the free capacity of the other partitions expires unused.</source>
        <extracomment>%Ln the student&apos;s prediction, %1 the drain steps it took, %2 the growth per batch</extracomment>
        <translation>
            <numerusform>Belum tepat. Tebakanmu %Ln langkah pengurasan antrean, ternyata perlu %1. Antrean bertambah %2 setiap kali batch dengan hot key datang, hanya pemiliknya yang bisa mengerjakannya, dan kapasitas bebas di partisi lain hangus tanpa terpakai.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pick a hot key in the lab&apos;s key picker (key %1 is chosen now). The button below then switches the lab to the Hot key profile: the hot key gets 9 of the 12 requests in every batch; the next three keys get one each.</source>
        <translation>Pilih hot key di pemilih key pada lab (yang terpilih sekarang key %1). Setelah itu, tombol di bawah memindahkan lab ke profil Hot key: di setiap batch, hot key mendapat 9 dari 12 request, dan tiga key sesudahnya masing-masing satu.</translation>
    </message>
    <message>
        <source>Your prediction: how many requests will wait at the busiest partition after this batch?</source>
        <translation>Tebakanmu: berapa request yang menunggu di partisi tersibuk setelah batch ini?</translation>
    </message>
    <message>
        <source>Your prediction: after the second batch, how many drain steps will empty the queue at the busiest partition?</source>
        <translation>Tebakanmu: setelah batch kedua, berapa langkah pengurasan antrean yang dibutuhkan sampai antrean di partisi tersibuk kosong?</translation>
    </message>
</context>
<context>
    <name>LabGuideCard</name>
    <message>
        <source>Your prediction</source>
        <translation>Tebakanmu</translation>
    </message>
    <message>
        <source>Skip this step</source>
        <extracomment>Skips the current guided step without doing it</extracomment>
        <translation>Lewati langkah ini</translation>
    </message>
    <message>
        <source>Restart the guided steps</source>
        <translation>Ulangi langkah terpandu</translation>
    </message>
</context>
<context>
    <name>LabKeyChip</name>
    <message>
        <source>hot key</source>
        <extracomment>Tag on the chosen key chip while the Hot key profile is on</extracomment>
        <translation>hot key</translation>
    </message>
    <message>
        <source>Key %1</source>
        <extracomment>Key chip title, e.g. &quot;Key 3&quot;</extracomment>
        <translation>Key %1</translation>
    </message>
    <message>
        <source>owner %1</source>
        <extracomment>Key chip: the partition that owns the key, e.g. &quot;owner P0&quot;</extracomment>
        <translation>pemilik %1</translation>
    </message>
    <message>
        <source>×%1 per batch</source>
        <extracomment>Key chip: how many requests this key gets in one batch, e.g. &quot;×9 per batch&quot;</extracomment>
        <translation>×%1 per batch</translation>
    </message>
    <message>
        <source>hot key, inactive</source>
        <extracomment>Tag on the chosen key chip in the Even profile, where it gets no extra requests</extracomment>
        <translation>hot key, nonaktif</translation>
    </message>
    <message numerus="yes">
        <source>Key %1, owner %2, %n request(s) per batch</source>
        <extracomment>Screen-reader name of a key chip: key, owner, requests per batch</extracomment>
        <translation>
            <numerusform>Key %1, pemilik %2, %n request per batch</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LabPage</name>
    <message>
        <source>Hot-key lab: who gets the work?</source>
        <translation>Lab hot key: siapa yang menanggung pekerjaan?</translation>
    </message>
    <message>
        <source>Twelve product pages, three partitions, four keys on each. That looks fair. Predict which partition does the work when one page goes viral, then run the lab and check.</source>
        <translation>Dua belas halaman produk, tiga partisi, masing-masing empat key. Kelihatannya adil. Tebak dulu partisi mana yang menanggung pekerjaan saat satu halaman mendadak viral, lalu jalankan lab ini dan periksa.</translation>
    </message>
    <message>
        <source>How the lab works</source>
        <translation>Cara kerja lab ini</translation>
    </message>
    <message>
        <source>In every processing step each partition can finish up to %1 requests of equal cost, counting work that is already waiting. Capacity a partition does not use in a step is lost; it is never lent to another partition.</source>
        <translation>Di setiap langkah pemrosesan, tiap partisi bisa menyelesaikan paling banyak %1 request dengan biaya yang sama, termasuk pekerjaan yang sudah menunggu. Kapasitas yang tidak dipakai dalam satu langkah hilang begitu saja; kapasitas itu tidak pernah dipinjamkan ke partisi lain.</translation>
    </message>
    <message>
        <source>“Send %1 requests + step” delivers a batch of %1 requests and then runs one step. “Drain one step” runs a step without new arrivals. “Reset run” sets the counters back to zero and keeps your profile and hot key.</source>
        <translation>Tombol “Kirim %1 request + langkah” mengirim satu batch berisi %1 request lalu menjalankan satu langkah. “Proses antrean 1 langkah” menjalankan satu langkah tanpa kedatangan baru. “Atur ulang percobaan” mengembalikan semua penghitung ke nol, sementara profil dan hot key pilihanmu tetap.</translation>
    </message>
    <message>
        <source>Keys spread evenly over the owners can still send most requests to one of them.</source>
        <translation>Key yang tersebar rata ke semua pemilik tetap bisa mengirim sebagian besar request ke satu pemilik saja.</translation>
    </message>
    <message>
        <source>An owner that receives more than it can finish in a step builds a queue, and the queue grows with every batch while the overload lasts.</source>
        <translation>Pemilik yang menerima lebih banyak daripada yang bisa ia selesaikan dalam satu langkah akan membentuk antrean, dan antrean itu bertambah di setiap batch selama kelebihan beban berlangsung.</translation>
    </message>
    <message>
        <source>Idle capacity on the other owners does not help: it cannot be lent to the busy one.</source>
        <translation>Kapasitas yang menganggur di pemilik lain tidak membantu: kapasitas itu tidak bisa dipinjamkan ke pemilik yang sibuk.</translation>
    </message>
    <message>
        <source>A fix either lowers the work that reaches the owner or only moves it somewhere else. Ask which one a measure does.</source>
        <translation>Sebuah solusi bisa mengurangi pekerjaan yang sampai ke pemilik, atau hanya memindahkannya ke tempat lain. Untuk setiap tindakan, tanyakan mana yang terjadi.</translation>
    </message>
    <message>
        <source>The lesson&apos;s summary appears here once you have finished the four guided steps: your predictions come first.</source>
        <translation>Ringkasan pelajaran ini muncul di sini setelah kamu menyelesaikan keempat langkah terpandu: kamu menebak dulu, baru membaca ringkasannya.</translation>
    </message>
</context>
<context>
    <name>LabQueueModel</name>
    <message>
        <source>Every queue is empty: no step has run yet.</source>
        <translation>Semua antrean kosong: belum ada langkah yang berjalan.</translation>
    </message>
    <message>
        <source>%1: %2 arrived, %3 completed, %4 waiting</source>
        <extracomment>The queue picture for a screen reader, per partition, e.g. &quot;P0: 10 arrived, 4 completed, 6 waiting&quot;</extracomment>
        <translation>%1: %2 datang, %3 selesai, %4 menunggu</translation>
    </message>
    <message>
        <source>In step %1: %2.</source>
        <extracomment>The queue picture for a screen reader; %1 the step number, %2 the partitions&apos; figures</extracomment>
        <translation>Di langkah %1: %2.</translation>
    </message>
</context>
<context>
    <name>LabQueuePicture</name>
    <message>
        <source>Queues as request tokens</source>
        <translation>Antrean sebagai token request</translation>
    </message>
    <message>
        <source>Queues in the last step</source>
        <translation>Antrean di langkah terakhir</translation>
    </message>
    <message>
        <source>arrived</source>
        <extracomment>Queue picture: the zone of requests that came with the last batch</extracomment>
        <translation>datang</translation>
    </message>
    <message>
        <source>waiting</source>
        <extracomment>Queue picture: the zone of requests in the queue</extracomment>
        <translation>menunggu</translation>
    </message>
    <message>
        <source>completed</source>
        <extracomment>Queue picture: the zone of requests finished in the last step</extracomment>
        <translation>selesai</translation>
    </message>
</context>
<context>
    <name>LabShareChart</name>
    <message>
        <source>Share of all requests received in this run</source>
        <extracomment>Chart title in the hot-key lab</extracomment>
        <translation>Porsi dari semua request yang diterima dalam percobaan ini</translation>
    </message>
    <message>
        <source>@value%</source>
        <extracomment>Value label on a bar; @value is the share in whole percent. Use your language&apos;s spacing before %.</extracomment>
        <translation>@value%</translation>
    </message>
    <message>
        <source>Partition</source>
        <extracomment>Axis title under the bars</extracomment>
        <translation>Partisi</translation>
    </message>
    <message>
        <source>Share of requests (%)</source>
        <extracomment>Axis title beside the bars</extracomment>
        <translation>Porsi request (%)</translation>
    </message>
    <message>
        <source>No requests yet. Send a batch to see each partition&apos;s share.</source>
        <extracomment>Shown inside the empty share chart before the first batch</extracomment>
        <translation>Belum ada request. Kirim satu batch untuk melihat porsi setiap partisi.</translation>
    </message>
</context>
<context>
    <name>LabSimulation</name>
    <message>
        <source>Send %1 requests + step</source>
        <translation>Kirim %1 request + langkah</translation>
    </message>
    <message>
        <source>Drain one step</source>
        <translation>Proses antrean 1 langkah</translation>
    </message>
    <message>
        <source>Reset run</source>
        <translation>Atur ulang percobaan</translation>
    </message>
    <message>
        <source>Processing steps in this run: %1</source>
        <translation>Langkah pemrosesan dalam percobaan ini: %1</translation>
    </message>
    <message>
        <source>Waiting in all queues: %1</source>
        <translation>Menunggu di semua antrean: %1</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil beban</translation>
    </message>
    <message>
        <source>Even</source>
        <extracomment>Load profile: every key once per batch</extracomment>
        <translation>Merata</translation>
    </message>
    <message>
        <source>Even profile</source>
        <translation>Profil Merata</translation>
    </message>
    <message>
        <source>Hot key</source>
        <extracomment>Load profile: one key gets most requests</extracomment>
        <translation>Hot key</translation>
    </message>
    <message>
        <source>Hot key profile</source>
        <translation>Profil Hot key</translation>
    </message>
    <message>
        <source>Keys and their owners</source>
        <translation>Key dan pemiliknya</translation>
    </message>
    <message>
        <source>Click a key to make it the hot key. It matters only in the Hot key profile. A different key or profile starts a new run.</source>
        <translation>Klik sebuah key untuk menjadikannya hot key. Pilihan ini hanya berpengaruh di profil Hot key. Mengganti key atau profil memulai percobaan baru.</translation>
    </message>
    <message>
        <source>%1 owns</source>
        <extracomment>Row label in the key picker, e.g. &quot;P0 owns&quot;</extracomment>
        <translation>%1 memiliki</translation>
    </message>
    <message>
        <source>A queue that is not empty: requests wait there because their owner got more than it could finish.</source>
        <extracomment>Legend under the lab table, after the red &quot;!&quot; sign that marks waiting cells</extracomment>
        <translation>Antrean yang tidak kosong: request menunggu di sana karena pemiliknya menerima lebih banyak daripada yang bisa ia selesaikan.</translation>
    </message>
    <message>
        <source>Try a fix</source>
        <translation>Coba mitigasi</translation>
    </message>
    <message>
        <source>Hot-key lab: received, completed and waiting per partition</source>
        <extracomment>Names the lab&apos;s table in the export dialog</extracomment>
        <translation>Lab hot key: request yang diterima, selesai, dan menunggu per partisi</translation>
    </message>
    <message>
        <source>The requests per batch on each partition are shown once guided step 3 has sent the hot batch: the guide asks you to predict them first.</source>
        <extracomment>In place of the requests per batch on each partition, which would answer the guide&apos;s questions</extracomment>
        <translation>Jumlah request per batch di tiap partisi muncul di sini setelah langkah terpandu 3 mengirim batch dengan hot key. Langkah terpandu memintamu menebaknya dulu.</translation>
    </message>
    <message>
        <source>Parts of the lab</source>
        <extracomment>Screen-reader name of the tabs that switch the lab&apos;s pane between the run and &quot;Try a fix&quot;</extracomment>
        <translation>Bagian lab</translation>
    </message>
    <message>
        <source>The lab</source>
        <extracomment>Tab of the lab&apos;s pane with the run: its actions, chart, table, profile and keys</extracomment>
        <translation>Lab</translation>
    </message>
</context>
<context>
    <name>LabTable</name>
    <message>
        <source>Requests per partition</source>
        <extracomment>Screen-reader name of the lab&apos;s table</extracomment>
        <translation>Request per partisi</translation>
    </message>
    <message>
        <source>%1, queue not empty</source>
        <extracomment>Screen-reader name of a lab table cell with requests waiting, %1 the number</extracomment>
        <translation>%1, antrean tidak kosong</translation>
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
        <translation>Partisi</translation>
    </message>
    <message>
        <source>Keys owned</source>
        <extracomment>Table header: how many (and which) keys the partition owns</extracomment>
        <translation>Key yang dimiliki</translation>
    </message>
    <message>
        <source>Received</source>
        <extracomment>Table header: requests that arrived at the partition in this run</extracomment>
        <translation>Diterima</translation>
    </message>
    <message>
        <source>Completed</source>
        <extracomment>Table header: requests the partition has finished in this run</extracomment>
        <translation>Selesai</translation>
    </message>
    <message>
        <source>Waiting</source>
        <extracomment>Table header: requests still in the partition&apos;s queue</extracomment>
        <translation>Menunggu</translation>
    </message>
    <message>
        <source>Share</source>
        <extracomment>Table header: the partition&apos;s share of all requests received in this run</extracomment>
        <translation>Porsi</translation>
    </message>
    <message>
        <source>Share (%)</source>
        <extracomment>Column of the exported lab table: the partition&apos;s share of all requests, in percent</extracomment>
        <translation>Porsi (%)</translation>
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
        <translation>Ukur ketimpangan tiap partisi, bedakan hot key, hot tenant, dan value berukuran besar, kemudian pilih perbaikan yang sesuai dengan penyebabnya.</translation>
    </message>
    <message>
        <source>Hot-key lab</source>
        <translation>Lab hot key</translation>
    </message>
    <message>
        <source>Predict which partition gets the work when one key is hot, then watch its queue grow step by step.</source>
        <translation>Tebak partisi mana yang menanggung pekerjaan saat satu key sedang panas, lalu lihat antreannya bertambah langkah demi langkah.</translation>
    </message>
    <message>
        <source>Splitting a hot key</source>
        <translation>Memecah hot key</translation>
    </message>
    <message>
        <source>Work out how many sub-keys a hot write key needs once collisions are counted, and what the split costs.</source>
        <translation>Hitung berapa sub-key yang dibutuhkan hot key yang sering ditulis, dengan memperhitungkan tabrakan, dan berapa harga pemecahannya.</translation>
    </message>
    <message>
        <source>Write throttling</source>
        <translation>Throttling penulisan</translation>
    </message>
    <message>
        <source>See how a managed store delays writes when its writer threads stay busy, and how it recovers.</source>
        <translation>Lihat bagaimana layanan penyimpanan terkelola menunda penulisan saat thread penulisnya terus sibuk, dan bagaimana ia pulih.</translation>
    </message>
    <message>
        <source>Every partition holds the same number of keys. Why is one of them drowning?</source>
        <translation>Setiap partisi menyimpan key dalam jumlah yang sama. Mengapa salah satunya kewalahan?</translation>
    </message>
    <message>
        <source>One key gets most of the requests. Which partition does the work, and how fast does its queue grow?</source>
        <translation>Satu key menerima sebagian besar request. Partisi mana yang mengerjakannya, dan seberapa cepat antreannya bertambah?</translation>
    </message>
    <message>
        <source>A key takes twice the writes a partition can serve. Into how many sub-keys must you split it?</source>
        <translation>Sebuah key menerima penulisan dua kali lipat dari kemampuan satu partisi. Kamu harus memecahnya menjadi berapa sub-key?</translation>
    </message>
    <message>
        <source>Your writes get slower every night, yet no error shows. What is the store doing?</source>
        <translation>Penulisanmu makin lambat setiap malam, tetapi tidak ada error. Apa yang sedang dilakukan layanan penyimpanannya?</translation>
    </message>
    <message>
        <source>Finding the hot key</source>
        <translation>Menemukan hot key</translation>
    </message>
    <message>
        <source>Find the key behind a hot partition with bounded memory: exact counts, sampling and a count-min sketch, and a hot key that moves on.</source>
        <translation>Temukan key di balik partisi yang panas dengan memori terbatas: penghitungan persis, sampling, dan count-min sketch, serta hot key yang berganti.</translation>
    </message>
    <message>
        <source>One partition runs at 95% CPU. Which key is it, and will the answer still be true tomorrow?</source>
        <translation>Satu partisi berjalan di 95% CPU. Key mana penyebabnya, dan apakah jawabannya masih benar besok?</translation>
    </message>
</context>
<context>
    <name>LessonPage</name>
    <message>
        <source>Back to the Start page</source>
        <extracomment>Button at the end of the last lesson</extracomment>
        <translation>Kembali ke halaman Mulai</translation>
    </message>
    <message>
        <source>Next lesson: %1</source>
        <extracomment>Button at the end of a lesson; %1 is the next lesson&apos;s title</extracomment>
        <translation>Pelajaran berikutnya: %1</translation>
    </message>
    <message>
        <source>What to remember</source>
        <translation>Yang perlu diingat</translation>
    </message>
    <message>
        <source>Next question: %1</source>
        <extracomment>At the end of a lesson, above the button to the next one; %1 is the question the next lesson opens with</extracomment>
        <translation>Pertanyaan berikutnya: %1</translation>
    </message>
</context>
<context>
    <name>LessonPrediction</name>
    <message>
        <source>Your prediction: “%1”.</source>
        <extracomment>%1 is the committed answer, quoted</extracomment>
        <translation>Tebakanmu: “%1”.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Pick the answer you expect, then commit it before you look.</source>
        <translation>Pilih jawaban yang kamu perkirakan, lalu tetapkan sebelum kamu melihat hasilnya.</translation>
    </message>
    <message>
        <source>Commit your prediction, then go and look.</source>
        <translation>Tetapkan tebakanmu, lalu lihat hasilnya.</translation>
    </message>
    <message>
        <source>Right: the result is what you predicted.</source>
        <translation>Benar: hasilnya sesuai tebakanmu.</translation>
    </message>
    <message>
        <source>Not quite: the result is “%1”.</source>
        <extracomment>%1 is the answer the result proves right</extracomment>
        <translation>Belum tepat: hasilnya “%1”.</translation>
    </message>
</context>
<context>
    <name>LessonProgress</name>
    <message>
        <source>Not started</source>
        <extracomment>Progress of a lesson in the navigation and on the Start page</extracomment>
        <translation>Belum dimulai</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n steps</source>
        <extracomment>Progress of a lesson: %1 steps done of %n, e.g. &quot;2 of 4 steps&quot;</extracomment>
        <translation>
            <numerusform>%1 dari %n langkah</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n right</source>
        <extracomment>Progress of a lesson: %1 questions answered right of %n, e.g. &quot;1 of 5 right&quot;</extracomment>
        <translation>
            <numerusform>%1 dari %n benar</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonSheet</name>
    <message>
        <source>Questions for discussion</source>
        <translation>Pertanyaan untuk diskusi</translation>
    </message>
    <message>
        <source>Prediction</source>
        <translation>Tebakan</translation>
    </message>
    <message>
        <source>Keys owned by each partition</source>
        <translation>Key yang dimiliki tiap partisi</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Key</translation>
    </message>
    <message>
        <source>Guided steps</source>
        <translation>Langkah terpandu</translation>
    </message>
    <message>
        <source>Write down your prediction before each action.</source>
        <translation>Tulis tebakanmu sebelum setiap aksi.</translation>
    </message>
    <message>
        <source>Step 3: requests received</source>
        <translation>Langkah 3: request yang diterima</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Request</translation>
    </message>
    <message>
        <source>capacity per step</source>
        <translation>kapasitas per langkah</translation>
    </message>
    <message>
        <source>Step 3: requests waiting</source>
        <translation>Langkah 3: request yang menunggu</translation>
    </message>
    <message>
        <source>Try a fix</source>
        <translation>Coba mitigasi</translation>
    </message>
    <message>
        <source>Requests per second</source>
        <translation>Request per detik</translation>
    </message>
    <message>
        <source>Ordinary keys: load per partition</source>
        <translation>Key biasa: beban per partisi</translation>
    </message>
    <message>
        <source>capacity</source>
        <translation>kapasitas</translation>
    </message>
    <message>
        <source>With the promo key on its owner</source>
        <translation>Dengan key promo di partisi pemiliknya</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Pertanyaan</translation>
    </message>
    <message>
        <source>Memory after %1 requests (KiB)</source>
        <translation>Memori setelah %1 request (KiB)</translation>
    </message>
    <message>
        <source>KiB</source>
        <translation>KiB</translation>
    </message>
    <message>
        <source>Exact counts</source>
        <translation>Penghitungan persis</translation>
    </message>
    <message>
        <source>Sampling</source>
        <translation>Sampling 1 dari 100</translation>
    </message>
    <message>
        <source>Count-min sketch</source>
        <translation>Count-min sketch</translation>
    </message>
    <message>
        <source>Predictions</source>
        <translation>Tebakan</translation>
    </message>
    <message>
        <source>For each scenario, predict before you press Play.</source>
        <translation>Untuk setiap skenario, tebak dulu sebelum kamu menekan “Putar”.</translation>
    </message>
    <message>
        <source>In the explorer, choose the cause Hot key and keep its starting figures.</source>
        <translation>Di simulasi interaktif, pilih penyebab “Hot key” dan biarkan angka awalnya.</translation>
    </message>
    <message>
        <source>Before you start</source>
        <translation>Sebelum mulai</translation>
    </message>
    <message>
        <source>Write down your first answer. Come back to it at the end.</source>
        <translation>Tulis jawaban pertamamu. Tinjau lagi jawaban itu di akhir pelajaran.</translation>
    </message>
    <message>
        <source>Try each fix at its starting setting. For each one, predict, then send one batch to the system with the fix and to the one without it.</source>
        <translation>Coba setiap mitigasi dengan pengaturan awalnya. Untuk masing-masing, tebak dulu, lalu kirim satu batch ke sistem dengan mitigasi dan ke sistem tanpa mitigasi.</translation>
    </message>
    <message>
        <source>Throttling can delay it</source>
        <translation>Throttling bisa menundanya</translation>
    </message>
    <message>
        <source>Never delayed</source>
        <translation>Tidak pernah tertunda</translation>
    </message>
    <message>
        <source>The search index covers the keys that start with “%1”. For each command, tick whether throttling can delay it, then check your answers in the lesson&apos;s command checker.</source>
        <extracomment>%1 the key prefix of the search index, e.g. &quot;product:&quot;</extracomment>
        <translation>Indeks pencarian mencakup key yang diawali “%1”. Untuk setiap perintah, centang apakah throttling bisa menundanya, lalu periksa jawabanmu dengan pemeriksa perintah di pelajaran ini.</translation>
    </message>
</context>
<context>
    <name>MitigationBatchPicture</name>
    <message>
        <source>never reaches a partition</source>
        <extracomment>Under the cache in the picture of where a batch goes</extracomment>
        <translation>tidak pernah sampai ke partisi</translation>
    </message>
</context>
<context>
    <name>MitigationDetails</name>
    <message>
        <source>Where one batch goes</source>
        <extracomment>Heading of the picture of where one batch goes under the chosen fix</extracomment>
        <translation>Ke mana request dalam satu batch dikirim</translation>
    </message>
    <message>
        <source>Where the requests of a batch go is shown once guided step 3 has sent the hot batch: the guide asks you to predict it first.</source>
        <extracomment>Shown instead of the picture of where a batch goes while the guided steps ask about it</extracomment>
        <translation>Ke mana request dalam satu batch dikirim akan ditampilkan setelah langkah terpandu 3 mengirim batch dengan hot key. Langkah terpandu memintamu menebaknya dulu.</translation>
    </message>
    <message>
        <source>Where the requests of a batch go is shown once you have committed your prediction.</source>
        <extracomment>Shown instead of the picture of where a batch goes while a prediction is open</extracomment>
        <translation>Ke mana request dalam satu batch dikirim akan ditampilkan setelah kamu menetapkan tebakanmu.</translation>
    </message>
    <message>
        <source>“0 ×9”: key 0 gets 9 requests in every batch. “0#1”: sub-key 1 of key 0. A key without “×” gets no request in this batch.</source>
        <extracomment>Legend of the picture of where a batch goes</extracomment>
        <translation>“0 ×9”: key 0 mendapat 9 request di setiap batch. “0#1”: sub-key 1 dari key 0. Key tanpa “×” tidak mendapat request di batch ini.</translation>
    </message>
    <message>
        <source>Requests per partition with the fix</source>
        <extracomment>The table of &quot;try a fix&quot; for screen readers</extracomment>
        <translation>Request per partisi dengan mitigasi</translation>
    </message>
    <message>
        <source>What it costs</source>
        <extracomment>Heading of the panel that says what the chosen fix costs</extracomment>
        <translation>Harga yang dibayar</translation>
    </message>
</context>
<context>
    <name>MitigationLab</name>
    <message>
        <source>key mod %1</source>
        <extracomment>How keys are placed on the new partitions: by key mod N</extracomment>
        <translation>key mod %1</translation>
    </message>
    <message>
        <source>fixed slots</source>
        <extracomment>How keys are placed on the new partitions: the fewest slots move</extracomment>
        <translation>slot tetap</translation>
    </message>
    <message>
        <source>Choose a fix to compare it with this run.</source>
        <translation>Pilih satu mitigasi untuk dibandingkan dengan percobaan ini.</translation>
    </message>
    <message>
        <source>New run: send a batch to both systems and compare their queues.</source>
        <translation>Percobaan baru: kirim satu batch ke kedua sistem, lalu bandingkan antreannya.</translation>
    </message>
    <message numerus="yes">
        <source>After %n step(s): %1 waiting with the fix, %2 without it.</source>
        <extracomment>%n processing steps; %1 waiting with the fix, %2 waiting without it</extracomment>
        <translation>
            <numerusform>Setelah %n langkah: %1 menunggu dengan mitigasi, %2 tanpa mitigasi.</numerusform>
        </translation>
    </message>
    <message>
        <source>No fix</source>
        <extracomment>The fix chooser&apos;s entries, in this order: no fix, cache, move, split, add partitions</extracomment>
        <translation>Tanpa mitigasi</translation>
    </message>
    <message>
        <source>Cache reads</source>
        <translation>Layani pembacaan dari cache</translation>
    </message>
    <message>
        <source>Move the hot key</source>
        <translation>Pindahkan hot key</translation>
    </message>
    <message>
        <source>Split the hot key</source>
        <translation>Pecah hot key</translation>
    </message>
    <message>
        <source>Add partitions</source>
        <translation>Tambah partisi</translation>
    </message>
    <message>
        <source>Key mod N</source>
        <extracomment>How keys are placed on added partitions: key mod N (most keys move), or fixed slots (the fewest move)</extracomment>
        <translation>Key mod N</translation>
    </message>
    <message>
        <source>Fixed slots</source>
        <translation>Slot tetap</translation>
    </message>
    <message>
        <source>Requests the cache answers (of 9)</source>
        <extracomment>Spin box: how many of the hot key&apos;s 9 requests per batch the cache answers</extracomment>
        <translation>Request yang dijawab cache (dari 9)</translation>
    </message>
    <message>
        <source>Move the hot key to partition</source>
        <extracomment>Spin box: the partition the hot key moves to</extracomment>
        <translation>Pindahkan hot key ke partisi</translation>
    </message>
    <message>
        <source>Sub-keys</source>
        <extracomment>Spin box: into how many sub-keys the hot key is split</extracomment>
        <translation>Sub-key</translation>
    </message>
    <message>
        <source>Partitions</source>
        <extracomment>Spin box: how many partitions there are with the fix</extracomment>
        <translation>Partisi</translation>
    </message>
    <message>
        <source>%1: %2 waiting</source>
        <extracomment>One partition in a chart&apos;s description: %1 the partition, %2 its waiting requests</extracomment>
        <translation>%1: %2 menunggu</translation>
    </message>
    <message>
        <source>With the fix: %1.</source>
        <extracomment>A chart&apos;s description; %1 lists the partitions&apos; waiting requests</extracomment>
        <translation>Dengan mitigasi: %1.</translation>
    </message>
    <message>
        <source>Without a fix: %1.</source>
        <extracomment>A chart&apos;s description; %1 lists the partitions&apos; waiting requests</extracomment>
        <translation>Tanpa mitigasi: %1.</translation>
    </message>
    <message>
        <source>%1: %2 received, %3 completed, %4 waiting (%5 without the fix)</source>
        <extracomment>One partition in the table&apos;s description: %1 the partition, %2 received, %3 completed, %4 waiting, %5 waiting without the fix</extracomment>
        <translation>%1: %2 diterima, %3 selesai, %4 menunggu (%5 tanpa mitigasi)</translation>
    </message>
    <message>
        <source>No queue at all</source>
        <translation>Tidak ada antrean sama sekali</translation>
    </message>
    <message>
        <source>A shorter queue</source>
        <translation>Antrean yang lebih pendek</translation>
    </message>
    <message>
        <source>The same queue</source>
        <translation>Antrean yang sama</translation>
    </message>
    <message>
        <source>A queue on another partition</source>
        <translation>Antrean di partisi lain</translation>
    </message>
    <message>
        <source>Now send a batch to both systems and compare the charts.</source>
        <translation>Sekarang kirim satu batch ke kedua sistem dan bandingkan grafiknya.</translation>
    </message>
    <message>
        <source>Choose a fix first: then predict what it does.</source>
        <translation>Pilih mitigasi dulu, lalu tebak apa yang akan terjadi.</translation>
    </message>
    <message>
        <source>The result is already on screen: reset the run to predict again.</source>
        <translation>Hasilnya sudah terlihat: atur ulang percobaan untuk menebak lagi.</translation>
    </message>
    <message>
        <source>After the first batch, the longest queue is %1 at %2 with the fix, and %3 at %4 without it.</source>
        <extracomment>After the first batch: %1 and %3 queue lengths, %2 and %4 partitions</extracomment>
        <translation>Setelah batch pertama, antrean terpanjang adalah %1 di %2 dengan mitigasi, dan %3 di %4 tanpa mitigasi.</translation>
    </message>
    <message numerus="yes">
        <source>Reading the whole value takes %n request(s), totals lag behind, and the key can no longer be updated in one atomic write.</source>
        <extracomment>%n requests needed to read the hot key&apos;s whole value</extracomment>
        <translation>
            <numerusform>Membaca value secara utuh butuh %n request, total jadi tertinggal, dan key tidak bisa lagi diubah dalam satu penulisan atomik.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The cache has answered %n request(s) in this run: they never reached a partition. An answer from the cache can be out of date.</source>
        <extracomment>%n requests the cache answered in this run</extracomment>
        <translation>
            <numerusform>Dalam percobaan ini cache sudah menjawab %n request: request itu tidak pernah sampai ke partisi. Jawaban dari cache bisa basi.</numerusform>
        </translation>
    </message>
    <message>
        <source>The hot key&apos;s data has to move, and nothing is gained, because the same work lands on another partition. Moving is a real fix only when the key alone fits within one partition: here it sends %1 requests per batch to a partition that finishes %2 per step.</source>
        <extracomment>%1 the hot key&apos;s requests per batch, %2 a partition&apos;s capacity per step</extracomment>
        <translation>Data hot key harus dipindah, dan tidak ada untungnya, karena pekerjaan yang sama hanya pindah ke partisi lain. Memindahkan baru benar-benar menolong kalau key itu sendiri muat dalam kapasitas satu partisi: di sini key itu mengirim %1 request per batch ke partisi yang hanya menyelesaikan %2 per langkah.</translation>
    </message>
    <message numerus="yes">
        <source>%n key(s) change owner, and their data has to move: key mod N moves %1 of the 12 keys, fixed slots move %2. The hot key is still one key on one partition. In this run: %3 units of capacity, %4 requests completed.</source>
        <extracomment>%n keys whose data moves; %1 keys moved by key mod N, %2 keys moved by fixed slots, %3 capacity offered, %4 requests completed</extracomment>
        <translation>
            <numerusform>%n key berganti pemilik, dan datanya harus dipindah: key mod N memindahkan %1 dari 12 key, slot tetap memindahkan %2. Hot key tetap satu key di satu partisi. Dalam percobaan ini: %3 unit kapasitas, %4 request selesai.</numerusform>
        </translation>
    </message>
    <message>
        <source>The cache answers %1 of the 9 requests for key %2 in every batch. Requests per batch that still reach %3: %4.</source>
        <extracomment>%1 requests the cache answers, %2 the hot key, %3 the partitions, %4 the requests per batch at each of them, e.g. &quot;4 / 1 / 1&quot;</extracomment>
        <translation>Cache menjawab %1 dari 9 request untuk key %2 di setiap batch. Request per batch yang masih sampai ke %3: %4.</translation>
    </message>
    <message>
        <source>Key %1 now lives on %2; every other key stays where it was. Requests per batch on %3: %4. Keys moved: %5.</source>
        <extracomment>%1 the hot key, %2 its new partition, %3 the partitions, %4 the requests per batch at each of them, %5 keys moved</extracomment>
        <translation>Key %1 sekarang berada di %2; key lain tetap di tempatnya. Request per batch di %3: %4. Key yang dipindah: %5.</translation>
    </message>
    <message numerus="yes">
        <source>Key %1 is written as %n sub-key(s) on %2. Requests per batch on %3: %4.</source>
        <extracomment>%n sub-keys; %1 the hot key, %2 the partitions of its sub-keys in order, %3 the partitions, %4 the requests per batch at each of them</extracomment>
        <translation>
            <numerusform>Key %1 ditulis sebagai %n sub-key di %2. Request per batch di %3: %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n partition(s), keys placed by %1. Requests per batch on %2: %3. Keys that changed owner: %4.</source>
        <extracomment>%n partitions; %1 the placement rule, %2 the partitions, %3 the requests per batch at each of them, %4 keys that changed owner</extracomment>
        <translation>
            <numerusform>%n partisi, key ditempatkan menurut %1. Request per batch di %2: %3. Key yang berganti pemilik: %4.</numerusform>
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
            <numerusform>Cache: menjawab %n request untuk key %1 di setiap batch; request itu tidak pernah sampai ke partisi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 holds keys %2 and gets %n request(s) in every batch.</source>
        <extracomment>Screen-reader name of a partition in the picture of where a batch goes; %1 the partition, %2 its keys, e.g. &quot;0#1, 1, 4&quot;</extracomment>
        <translation>
            <numerusform>%1 menyimpan key %2 dan mendapat %n request di setiap batch.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n per batch</source>
        <extracomment>Under a partition or the cache in the picture of where a batch goes</extracomment>
        <translation>
            <numerusform>%n per batch</numerusform>
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
        <translation>Tanpa mitigasi: kedua sistem mendapat batch hot key dari lab. Request per batch di %1: %2.</translation>
    </message>
    <message>
        <source>Key %1 already lives on %2: nothing moves, and nothing changes. Choose another partition.</source>
        <extracomment>%1 the hot key, %2 its partition</extracomment>
        <translation>Key %1 sudah berada di %2: tidak ada yang dipindah, dan tidak ada yang berubah. Pilih partisi lain.</translation>
    </message>
    <message>
        <source>With 1 sub-key the key is not split: reads, totals and atomic writes stay as they were, and so does the queue.</source>
        <translation>Dengan 1 sub-key, key tidak dipecah: pembacaan, total, dan penulisan atomik tetap seperti semula, begitu juga antreannya.</translation>
    </message>
    <message>
        <source>%1 (added by the fix): %2 received, %3 completed, %4 waiting</source>
        <extracomment>A partition the fix added, in the table&apos;s description: %1 the partition, %2 received, %3 completed, %4 waiting</extracomment>
        <translation>%1 (ditambahkan oleh mitigasi): %2 diterima, %3 selesai, %4 menunggu</translation>
    </message>
    <message numerus="yes">
        <source>After %n step(s): %1 waiting. Choose a fix to compare.</source>
        <extracomment>%n processing steps; %1 waiting requests in both systems, which are the same without a fix</extracomment>
        <translation>
            <numerusform>Setelah %n langkah: %1 menunggu. Pilih mitigasi untuk membandingkan.</numerusform>
        </translation>
    </message>
    <message>
        <source>With this fix, what will the first hot batch leave at the busiest partition, compared with the same batch without a fix?</source>
        <translation>Dengan mitigasi ini, apa yang tersisa di partisi tersibuk setelah batch hot key pertama, dibandingkan dengan batch yang sama tanpa mitigasi?</translation>
    </message>
</context>
<context>
    <name>MitigationPanel</name>
    <message>
        <source>Hot key</source>
        <extracomment>Spin box label in &quot;try a fix&quot;: the key that gets 9 of 12 requests</extracomment>
        <translation>Hot key</translation>
    </message>
    <message>
        <source>Send a batch to both</source>
        <extracomment>Button in &quot;try a fix&quot;: the lab&apos;s hot batch goes to both systems</extracomment>
        <translation>Kirim batch ke keduanya</translation>
    </message>
    <message>
        <source>Drain one step</source>
        <translation>Proses antrean 1 langkah</translation>
    </message>
    <message>
        <source>Reset run</source>
        <translation>Atur ulang percobaan</translation>
    </message>
    <message>
        <source>Without a fix</source>
        <extracomment>Chart title in &quot;try a fix&quot;</extracomment>
        <translation>Tanpa mitigasi</translation>
    </message>
    <message>
        <source>With the fix</source>
        <extracomment>Chart title in &quot;try a fix&quot;: the same batches with the chosen fix</extracomment>
        <translation>Dengan mitigasi</translation>
    </message>
    <message>
        <source>No fix chosen</source>
        <extracomment>Chart title in &quot;try a fix&quot; while no fix is chosen: both systems are the same</extracomment>
        <translation>Belum ada mitigasi yang dipilih</translation>
    </message>
    <message>
        <source>Keys placed by</source>
        <extracomment>Label before the routing choices of &quot;Add partitions&quot;: key mod N or fixed slots</extracomment>
        <translation>Key ditempatkan menurut</translation>
    </message>
    <message>
        <source>Try a fix: each partition with the fix and without it</source>
        <extracomment>Names the table of &quot;try a fix&quot; in the export dialog</extracomment>
        <translation>Coba mitigasi: setiap partisi dengan dan tanpa mitigasi</translation>
    </message>
    <message>
        <source>Both systems get the lab&apos;s hot batch, which guided step 3 asks you to predict. These buttons work once that step has sent it.</source>
        <extracomment>Under the disabled buttons of &quot;try a fix&quot; while the guided steps are not past step 3</extracomment>
        <translation>Kedua sistem menerima batch hot key dari lab, yang hasilnya diminta untuk kamu tebak di langkah terpandu 3. Tombol-tombol ini baru berfungsi setelah langkah itu mengirim batch tersebut.</translation>
    </message>
</context>
<context>
    <name>MitigationTableModel</name>
    <message>
        <source>Waiting without fix</source>
        <extracomment>Table header: requests that would be waiting on this partition without the fix</extracomment>
        <translation>Menunggu tanpa mitigasi</translation>
    </message>
</context>
<context>
    <name>MitigationWaitingChart</name>
    <message>
        <source>Waiting requests</source>
        <extracomment>Axis title beside the bars of &quot;try a fix&quot;</extracomment>
        <translation>Request yang menunggu</translation>
    </message>
    <message>
        <source>Partition</source>
        <extracomment>Axis title under the bars</extracomment>
        <translation>Partisi</translation>
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
    <name>NumberFormat</name>
    <message>
        <source>%1%</source>
        <extracomment>A percentage, e.g. &quot;83%&quot;; use your language&apos;s spacing (German: &quot;83 %&quot;)</extracomment>
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
        <source>P%1</source>
        <extracomment>Short partition name in charts and tables, e.g. &quot;P0&quot;</extracomment>
        <translation>P%1</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <extracomment>A memory size in kibibytes; %1 is the formatted number</extracomment>
        <translation>%1 KiB</translation>
    </message>
</context>
<context>
    <name>PaneDivider</name>
    <message>
        <source>Divider between the text and the simulation</source>
        <extracomment>Screen-reader name of the divider between a lesson&apos;s text and its simulation</extracomment>
        <translation>Pembatas antara teks dan simulasi</translation>
    </message>
    <message>
        <source>Left and Right arrow keys give the simulation more or less width.</source>
        <extracomment>Screen-reader hint of that divider</extracomment>
        <translation>Tombol panah kiri dan kanan membuat simulasi lebih lebar atau lebih sempit.</translation>
    </message>
</context>
<context>
    <name>PartitionLab</name>
    <message numerus="yes">
        <source>In %1 step(s):</source>
        <extracomment>Part of the capacity line; %1 is a number of processing steps</extracomment>
        <translation>
            <numerusform>Dalam %1 langkah:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 unit(s) of capacity</source>
        <extracomment>Part of the capacity line; %1 is a number of capacity units</extracomment>
        <translation>
            <numerusform>%1 unit kapasitas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 request(s) completed</source>
        <extracomment>Part of the capacity line; %1 is a number of requests</extracomment>
        <translation>
            <numerusform>%1 request selesai</numerusform>
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
        <translation>%1 di %2</translation>
    </message>
    <message>
        <source>Batch sent, step %1 done. Waiting: %2.</source>
        <extracomment>Lab status after &quot;Send 12 requests + step&quot;; %1 step number, %2 e.g. &quot;6 at P0, 0 at P1 and 0 at P2&quot;</extracomment>
        <translation>Batch terkirim, langkah %1 selesai. Menunggu: %2.</translation>
    </message>
    <message>
        <source>Drain step done, step %1. Waiting: %2.</source>
        <extracomment>Lab status after &quot;Drain one step&quot;; %1 step number, %2 e.g. &quot;2 at P0, 0 at P1 and 0 at P2&quot;</extracomment>
        <translation>Langkah pengurasan antrean selesai, langkah %1. Menunggu: %2.</translation>
    </message>
    <message>
        <source>Run reset: all counters are zero and every queue is empty.</source>
        <translation>Percobaan diatur ulang: semua penghitung nol dan setiap antrean kosong.</translation>
    </message>
    <message>
        <source>New run: nothing sent yet and every queue is empty.</source>
        <translation>Percobaan baru: belum ada yang dikirim dan setiap antrean kosong.</translation>
    </message>
    <message>
        <source>No requests received yet.</source>
        <translation>Belum ada request yang diterima.</translation>
    </message>
    <message>
        <source>%1 received %2 of %3 requests (%4%)</source>
        <extracomment>Chart description per partition, e.g. &quot;P0 received 10 of 12 requests (83%)&quot;</extracomment>
        <translation>%1 menerima %2 dari %3 request (%4%)</translation>
    </message>
    <message>
        <source>%1: %2 received, %3 completed, %4 waiting</source>
        <extracomment>Table description per partition, e.g. &quot;P0: 10 received, 4 completed, 6 waiting&quot;</extracomment>
        <translation>%1: %2 diterima, %3 selesai, %4 menunggu</translation>
    </message>
    <message>
        <source>Every key gets one request per batch.</source>
        <translation>Setiap key mendapat satu request per batch.</translation>
    </message>
    <message>
        <source>Key %1 gets 9 requests per batch; keys %2, %3 and %4 get one each.</source>
        <translation>Key %1 mendapat 9 request per batch; key %2, %3, dan %4 masing-masing satu.</translation>
    </message>
    <message>
        <source>%1 owns keys %2</source>
        <extracomment>One partition&apos;s keys, e.g. &quot;P0 owns keys 0, 3, 6 and 9&quot;</extracomment>
        <translation>%1 memiliki key %2</translation>
    </message>
    <message>
        <source>Every request names one of %1 keys, 0 to %2, one per product page. The key decides its owner: partition = key mod %3. So %4.</source>
        <extracomment>%1 how many keys, %2 the highest key, %3 how many partitions, %4 each partition&apos;s keys (&quot;P0 owns keys 0, 3, 6 and 9; P1 owns keys ...&quot;), separated by semicolons</extracomment>
        <translation>Setiap request menyebut satu dari %1 key, 0 sampai %2, satu untuk tiap halaman produk. Key menentukan pemiliknya: partisi = key mod %3. Jadi, %4.</translation>
    </message>
    <message>
        <source>The bars will show each partition&apos;s share of the requests received in this run.</source>
        <translation>Batang akan menunjukkan porsi setiap partisi dari request yang diterima dalam percobaan ini.</translation>
    </message>
    <message>
        <source>The bars show shares rounded to whole percent, so here they add up to %2 (%1). The table gives the exact counts.</source>
        <extracomment>%1 the rounded shares added up, e.g. &quot;83 + 8 + 8&quot;; %2 their sum with the percent sign, e.g. &quot;99%&quot;</extracomment>
        <translation>Batang menunjukkan porsi yang dibulatkan tanpa desimal, jadi di sini jumlahnya %2 (%1). Angka persisnya ada di tabel.</translation>
    </message>
    <message>
        <source>Requests per batch on %1: %2.</source>
        <extracomment>%1 the partitions (&quot;P0 / P1 / P2&quot;), %2 the requests per batch at each of them (&quot;10 / 1 / 1&quot;)</extracomment>
        <translation>Request per batch di %1: %2.</translation>
    </message>
</context>
<context>
    <name>PredictFirstPrompt</name>
    <message>
        <source>Commit your prediction first.</source>
        <extracomment>Beside the simulation&apos;s buttons while a prediction waits; a button &quot;Go to the question&quot; follows</extracomment>
        <translation>Tetapkan tebakanmu dulu.</translation>
    </message>
    <message>
        <source>Your prediction: “%1”</source>
        <extracomment>Beside the simulation&apos;s buttons once a prediction is committed; %1 is the chosen answer</extracomment>
        <translation>Tebakanmu: “%1”</translation>
    </message>
    <message>
        <source>Go to the question</source>
        <extracomment>Leads from the simulation to the card where the student commits a prediction</extracomment>
        <translation>Lihat pertanyaannya</translation>
    </message>
</context>
<context>
    <name>PredictionCard</name>
    <message>
        <source>Your prediction</source>
        <translation>Tebakanmu</translation>
    </message>
    <message>
        <source>Commit my prediction</source>
        <translation>Tetapkan tebakanku</translation>
    </message>
    <message>
        <source>Predict again</source>
        <translation>Tebak lagi</translation>
    </message>
</context>
<context>
    <name>ResetAllDialog</name>
    <message>
        <source>Reset all lessons?</source>
        <extracomment>Title of the dialog that asks before every lesson starts over</extracomment>
        <translation>Atur ulang semua pelajaran?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
    <message>
        <source>Reset all</source>
        <extracomment>Confirms that every lesson starts over</extracomment>
        <translation>Atur ulang semua</translation>
    </message>
    <message>
        <source>Every lesson goes back to its start: the simulations, the guided steps, the predictions, the typed answers and the progress shown in the lesson list. The language, the text size and the contrast stay as they are. This cannot be undone.</source>
        <translation>Semua pelajaran kembali ke awal: simulasi, langkah terpandu, tebakan, jawaban yang sudah diketik, dan kemajuan di daftar pelajaran. Bahasa, ukuran teks, dan kontras tetap seperti sekarang. Tindakan ini tidak bisa diurungkan.</translation>
    </message>
</context>
<context>
    <name>RunExport</name>
    <message>
        <source>Could not write &quot;%1&quot;: %2</source>
        <extracomment>An export failed; %1 is the file, %2 the system&apos;s reason</extracomment>
        <translation>Tidak bisa menulis “%1”: %2</translation>
    </message>
    <message>
        <source>Choose a file to save the table in.</source>
        <translation>Pilih berkas untuk menyimpan tabel ini.</translation>
    </message>
    <message>
        <source>Choose a file to save the chart in.</source>
        <translation>Pilih berkas untuk menyimpan grafik ini.</translation>
    </message>
    <message>
        <source>the chart could not be drawn</source>
        <translation>grafik tidak bisa digambar</translation>
    </message>
    <message>
        <source>There is no table to export.</source>
        <translation>Tidak ada tabel untuk diekspor.</translation>
    </message>
    <message>
        <source>There is no chart to save.</source>
        <translation>Tidak ada grafik untuk disimpan.</translation>
    </message>
</context>
<context>
    <name>RunExporter</name>
    <message>
        <source>Table (CSV): %1</source>
        <extracomment>An entry of the export dialog: %1 names a lesson&apos;s table of results</extracomment>
        <translation>Tabel (CSV): %1</translation>
    </message>
    <message>
        <source>Chart (PNG): %1</source>
        <extracomment>An entry of the export dialog: %1 is a chart&apos;s heading</extracomment>
        <translation>Grafik (PNG): %1</translation>
    </message>
</context>
<context>
    <name>ShortcutButton</name>
    <message>
        <source>%1 (shortcut: %2)</source>
        <extracomment>Tooltip of a lesson action: the action, then its keyboard shortcut</extracomment>
        <translation>%1 (pintasan: %2)</translation>
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
        <translation>Mengapa satu partisi bisa tenggelam?</translation>
    </message>
    <message>
        <source>Put 80 million keys on 8 partitions, exactly 10 million each, and one partition can still run at 95% CPU while the other seven idle at 30%. This course shows why, with numbers you can check by hand and small simulations you drive yourself.</source>
        <translation>Sekalipun 80 juta key disimpan di 8 partisi, tepat 10 juta di tiap partisi, satu partisi tetap bisa berjalan di 95% CPU sementara tujuh lainnya santai di 30%. Kursus ini menunjukkan penyebabnya, dengan angka yang bisa kamu hitung sendiri dan simulasi kecil yang kamu kendalikan.</translation>
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
        <translation>Membedakan hot key, hot tenant, dan value berukuran besar, kemudian memilih perbaikan yang cocok untuk masing-masing.</translation>
    </message>
    <message>
        <source>Predict where requests queue up when one key gets most of the traffic.</source>
        <translation>Menebak di mana request menumpuk saat satu key mendapat sebagian besar traffic.</translation>
    </message>
    <message>
        <source>Size a split of a hot key so that it survives collisions, and name what the split costs.</source>
        <translation>Menentukan jumlah sub-key saat memecah hot key agar tetap aman walau terjadi tabrakan, dan menyebutkan harga pemecahannya.</translation>
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
        <source>Ask for a prediction before each action. The labs leave room for a guess first, so the room can commit to an answer before the simulation gives it.</source>
        <translation>Minta tebakan sebelum setiap aksi. Lab selalu memberi ruang untuk menebak dulu, supaya seisi kelas sudah memilih jawaban sebelum simulasi menunjukkannya.</translation>
    </message>
    <message>
        <source>The Language menu switches between English, German and Indonesian at once, so students can follow in the language they read best.</source>
        <translation>Menu Bahasa langsung mengganti bahasa antara Inggris, Jerman, dan Indonesia, jadi mahasiswa bisa mengikuti dalam bahasa yang paling nyaman bagi mereka.</translation>
    </message>
    <message>
        <source>To put a page on a slide, run: hotspot-lab --lesson lab --lang en --screenshot lab.png</source>
        <translation>Untuk memasang halaman di slide, jalankan: hotspot-lab --lesson lab --lang id --screenshot lab.png</translation>
    </message>
    <message>
        <source>Continue where you left off</source>
        <translation>Lanjutkan dari tempat terakhir</translation>
    </message>
    <message>
        <source>Last opened: %1. %2</source>
        <extracomment>%1 is a lesson&apos;s title, %2 how far the student got, e.g. &quot;2 of 4 steps · 1 of 5 right&quot;</extracomment>
        <translation>Terakhir dibuka: %1. %2</translation>
    </message>
    <message>
        <source>Continue</source>
        <extracomment>Opens the lesson the student opened last</extracomment>
        <translation>Lanjutkan</translation>
    </message>
    <message>
        <source>Continue: %1</source>
        <translation>Lanjutkan: %1</translation>
    </message>
    <message>
        <source>Your progress: %1</source>
        <extracomment>How far the student got in a lesson, e.g. &quot;Your progress: 2 of 4 steps · 1 of 5 right&quot;</extracomment>
        <translation>Kemajuanmu: %1</translation>
    </message>
    <message>
        <source>The list on the left switches lessons at any time, and each lesson keeps what the class did on it. File &gt; Reset all (Ctrl+Shift+N) starts every lesson over for the next class.</source>
        <translation>Lewat daftar di sebelah kiri, kamu bisa berganti pelajaran kapan saja, dan setiap pelajaran menyimpan apa yang sudah dikerjakan kelas. Berkas &gt; Atur ulang semua pelajaran (Ctrl+Shift+N) mengembalikan semua pelajaran ke awal untuk kelas berikutnya.</translation>
    </message>
    <message>
        <source>On a projector, press F5 for presenter mode: the lesson list goes and all text is at least 150%. F11 fills the screen. Ctrl+Plus and Ctrl+Minus change the text size, Ctrl+0 returns to normal size.</source>
        <translation>Di proyektor, tekan F5 untuk mode presentasi: daftar pelajaran disembunyikan dan semua teks minimal 150%. F11 beralih ke layar penuh. Ctrl+Plus dan Ctrl+Minus mengubah ukuran teks, Ctrl+0 mengembalikannya ke ukuran normal.</translation>
    </message>
</context>
<context>
    <name>SubKeyAnswer</name>
    <message>
        <source>Type a number such as %1.</source>
        <extracomment>How to type a number; %1 is an example such as 2.5 written in the current language</extracomment>
        <translation>Ketik sebuah angka, misalnya %1.</translation>
    </message>
    <message>
        <source>Type digits, for example %1 or %2.</source>
        <extracomment>How to type a number; %1 and %2 are the same example, with and without grouping</extracomment>
        <translation>Ketik angka, misalnya %1 atau %2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number I can read.</source>
        <extracomment>%1 is what the student typed</extracomment>
        <translation>“%1” tidak bisa dibaca sebagai angka.</translation>
    </message>
    <message>
        <source>In this language, decimals are marked with &quot;%1&quot;. Did you mean %2?</source>
        <extracomment>%1 is the decimal separator of the chosen language, %2 the corrected number</extracomment>
        <translation>Dalam bahasa Indonesia, desimal ditandai dengan “%1”. Maksudmu %2?</translation>
    </message>
    <message>
        <source>The digit groups in &quot;%1&quot; look wrong. Group thousands in threes with &quot;%2&quot;, or leave the separators out.</source>
        <extracomment>%1 is what the student typed, %2 the thousands separator of the chosen language</extracomment>
        <translation>Pengelompokan digit pada “%1” tampaknya keliru. Kelompokkan ribuan per tiga digit dengan “%2”, atau tulis tanpa pemisah.</translation>
    </message>
    <message>
        <source>Here &quot;%1&quot; marks decimals, so %2 means %3. For thousands, write %4 or %5.</source>
        <extracomment>%1 decimal separator, %2 what was typed, %3 the value it means, %4 and %5 the intended number with and without grouping</extracomment>
        <translation>Di sini “%1” menandai desimal, jadi %2 berarti %3. Untuk ribuan, tulis %4 atau %5.</translation>
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
        <source>Right</source>
        <extracomment>Short verdict next to an answer field, after a tick</extracomment>
        <translation>Benar</translation>
    </message>
    <message>
        <source>Not yet</source>
        <extracomment>Short verdict next to an answer field, after a cross</extracomment>
        <translation>Belum tepat</translation>
    </message>
</context>
<context>
    <name>SubKeyLoadChart</name>
    <message>
        <source>No partition is over capacity.</source>
        <translation>Tidak ada partisi yang melebihi kapasitas.</translation>
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
        <extracomment>Chart axis: partition names (P0, P1, ...)</extracomment>
        <translation>Partisi</translation>
    </message>
    <message>
        <source>Load within capacity</source>
        <extracomment>Legend: the part of a partition&apos;s load up to its capacity</extracomment>
        <translation>Beban dalam batas kapasitas</translation>
    </message>
    <message>
        <source>Capacity: %1 rps</source>
        <extracomment>Legend: the dashed capacity line; %1 is the capacity in requests per second</extracomment>
        <translation>Kapasitas: %1 rps</translation>
    </message>
    <message>
        <source>Requests per second</source>
        <extracomment>Chart axis title above the plot: the load on each partition</extracomment>
        <translation>Request per detik</translation>
    </message>
    <message>
        <source>%1: %2 rps up to capacity, %3 rps above it</source>
        <extracomment>Chart description of an overloaded partition, e.g. &quot;P2: 6,000 rps up to capacity, 2,000 rps above it&quot;</extracomment>
        <translation>%1: %2 rps sampai kapasitas, %3 rps di atasnya</translation>
    </message>
    <message>
        <source>%1: %2 rps</source>
        <extracomment>Chart description of a partition within capacity, e.g. &quot;P0: 3,000 rps&quot;</extracomment>
        <translation>%1: %2 rps</translation>
    </message>
    <message>
        <source>Load over capacity (!)</source>
        <extracomment>Legend: the part of a partition&apos;s load beyond its capacity; the sign also marks the partition number</extracomment>
        <translation>Beban di atas kapasitas (!)</translation>
    </message>
</context>
<context>
    <name>SubKeySimulation</name>
    <message>
        <source>%1 rps</source>
        <extracomment>A load in requests per second; %1 is the formatted number</extracomment>
        <translation>%1 rps</translation>
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
        <translation>Rasio puncak terhadap rata-rata</translation>
    </message>
    <message>
        <source>Placed round-robin</source>
        <translation>Ditempatkan bergiliran</translation>
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
        <translation>tidak satu pun: setiap partisi yang memegang sub-key kelebihan beban</translation>
    </message>
    <message>
        <source>without going over capacity</source>
        <translation>tanpa melewati kapasitas</translation>
    </message>
    <message>
        <source>Read fan-out</source>
        <translation>Fan-out baca</translation>
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
        <translation>peluang tidak satu pun partisi kelebihan beban bila setiap sub-key ditempatkan di partisi acak</translation>
    </message>
    <message>
        <source>The peak-to-average ratio compares the busiest partition with the mean load of all partitions, which no placement changes.</source>
        <translation>Rasio puncak terhadap rata-rata membandingkan partisi tersibuk dengan beban rata-rata semua partisi, yang tidak berubah oleh cara penempatan apa pun.</translation>
    </message>
</context>
<context>
    <name>SubKeysPage</name>
    <message>
        <source>Splitting a hot key</source>
        <translation>Memecah hot key</translation>
    </message>
    <message>
        <source>One key takes 12,000 writes a second, twice what a partition can serve. Split it into sub-keys and the load spreads out, but only if you leave room for the sub-keys that end up on the same partition.</source>
        <translation>Satu key menerima 12.000 penulisan per detik, dua kali lipat dari kemampuan satu partisi. Jika key itu dipecah menjadi sub-key, bebannya ikut menyebar, tetapi hanya jika kamu menyisakan ruang untuk sub-key yang akhirnya berkumpul di partisi yang sama.</translation>
    </message>
    <message>
        <source>The situation</source>
        <translation>Situasinya</translation>
    </message>
    <message>
        <source>A cluster has 8 partitions, and each one can serve 6,000 requests per second (rps). At the daily peak, ordinary keys bring 28,000 rps between them, spread evenly: 3,500 rps on every partition.</source>
        <translation>Sebuah cluster punya 8 partisi, dan masing-masing sanggup melayani 6.000 request per detik (rps). Pada puncak harian, key-key biasa bersama-sama menghasilkan 28.000 rps yang tersebar merata: 3.500 rps di setiap partisi.</translation>
    </message>
    <message>
        <source>On top of that comes one promotion key. It holds the remaining stock of a flash sale, and every purchase writes to it: 12,000 rps, all landing on the single partition that owns the key.</source>
        <translation>Selain itu, ada satu key promo. Key ini menyimpan sisa stok sebuah flash sale, dan setiap pembelian menulis ke key ini: 12.000 rps, semuanya jatuh ke satu partisi yang menjadi pemilik key tersebut.</translation>
    </message>
    <message>
        <source>Question 1: How hot is the owner?</source>
        <translation>Pertanyaan 1: Seberapa panas pemiliknya?</translation>
    </message>
    <message>
        <source>How many requests per second does the partition that owns the promo key carry?</source>
        <translation>Berapa request per detik yang dipikul partisi pemilik key promo?</translation>
    </message>
    <message>
        <source>That is the promo key on its own. Its partition also serves its share of the ordinary keys.</source>
        <translation>Itu baru beban key promo saja. Partisi itu juga melayani porsinya dari key-key biasa.</translation>
    </message>
    <message>
        <source>That is only the ordinary keys&apos; share. Add the promo key.</source>
        <translation>Itu hanya porsi dari key-key biasa. Tambahkan beban key promo.</translation>
    </message>
    <message>
        <source>That is the whole cluster. The question asks about one partition.</source>
        <translation>Itu beban seluruh cluster. Yang ditanyakan adalah satu partisi.</translation>
    </message>
    <message>
        <source>What is its peak-to-average ratio, that is, the busiest partition&apos;s load divided by the mean load of all partitions?</source>
        <translation>Berapa rasio puncak terhadap rata-ratanya, yaitu beban partisi tersibuk dibagi beban rata-rata semua partisi?</translation>
    </message>
    <message>
        <source>Use the whole partition&apos;s load, not the promo key alone.</source>
        <translation>Gunakan beban seluruh partisi, bukan beban key promo saja.</translation>
    </message>
    <message>
        <source>Divide by the mean of all traffic, the promo key included: 40,000 / 8.</source>
        <translation>Bagi dengan rata-rata seluruh traffic, termasuk key promo: 40.000 / 8.</translation>
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
        <translation>Sekarang simpan key promo sebagai 8 sub-key, dari promo#0 sampai promo#7. Setiap penulisan memilih salah satunya secara acak, jadi porsi masing-masing sama besar.</translation>
    </message>
    <message>
        <source>How many requests per second does one sub-key carry?</source>
        <translation>Berapa request per detik yang dipikul satu sub-key?</translation>
    </message>
    <message>
        <source>That is a whole partition&apos;s load. The question asks for one sub-key&apos;s share of the 12,000 rps.</source>
        <translation>Itu beban satu partisi penuh. Yang ditanyakan adalah porsi satu sub-key dari 12.000 rps.</translation>
    </message>
    <message>
        <source>Divide the promo key&apos;s traffic by the number of sub-keys.</source>
        <translation>Bagi traffic key promo dengan jumlah sub-key.</translation>
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
        <translation>Tambahkan porsi sub-key-nya.</translation>
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
        <translation>Itu beban partisi dengan satu sub-key; partisi ini memegang dua.</translation>
    </message>
    <message>
        <source>Question 3: What does the split cost?</source>
        <translation>Pertanyaan 3: Berapa harga pemecahannya?</translation>
    </message>
    <message>
        <source>With 16 sub-keys, how many requests does it take to read the promo key&apos;s total once?</source>
        <translation>Dengan 16 sub-key, berapa request yang dibutuhkan untuk membaca total key promo satu kali?</translation>
    </message>
    <message>
        <source>The total is no longer stored in one place. It has to be added up from the sub-keys.</source>
        <translation>Totalnya tidak lagi tersimpan di satu tempat. Nilainya harus dijumlahkan dari semua sub-key.</translation>
    </message>
    <message>
        <source>That would be right for 8 sub-keys. Here there are 16.</source>
        <translation>Itu benar untuk 8 sub-key. Di sini ada 16.</translation>
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
        <translation>Seluruh traffic berjumlah 40.000 rps (28.000 dari key biasa ditambah 12.000 dari key promo), jadi rata-ratanya 40.000 / 8 = 5.000 rps per partisi. Pemilik key promo memikul 12.000 + 3.500 = 15.500 rps, lebih dari dua setengah kali kapasitasnya. Rasio puncak terhadap rata-ratanya: 15.500 dibagi 5.000, yaitu 3,1. Menambah node tidak mengubah hal ini: key promo tetap satu key dengan satu pemilik, dan pemilik itulah yang menerima seluruh 12.000 rps.</translation>
    </message>
    <message>
        <source>Question 2</source>
        <translation>Pertanyaan 2</translation>
    </message>
    <message>
        <source>Each sub-key carries an eighth of 12,000, that is 1,500 rps. With one sub-key per partition, every partition carries 1,500 + 3,500 = 5,000 rps, below the 6,000 it can serve. But a hash does not deal sub-keys out like cards. When two land on the same partition, it carries 3,000 + 3,500 = 6,500 rps and is overloaded. With a random hash that is the normal case: all 8 end up apart in only 8!/8^8 of all placements, about 0.24%. So 8 sub-keys are not safe.</source>
        <translation>Setiap sub-key memikul seperdelapan dari 12.000, yaitu 1.500 rps. Bila setiap partisi mendapat satu sub-key, bebannya menjadi 1.500 + 3.500 = 5.000 rps, masih di bawah kapasitasnya yang 6.000 rps. Namun, hash tidak membagikan sub-key seperti orang membagi kartu. Begitu dua sub-key mendarat di partisi yang sama, partisi itu memikul 3.000 + 3.500 = 6.500 rps dan kelebihan beban. Dengan hash acak, justru itulah yang biasa terjadi: kedelapan sub-key berada di partisi yang berbeda-beda hanya pada 8!/8^8 dari seluruh kemungkinan penempatan, sekitar 0,24%. Karena itu, 8 sub-key tidak bisa dianggap aman.</translation>
    </message>
    <message>
        <source>With 16 sub-keys of 750 rps each, two on a partition give 1,500 + 3,500 = 5,000 rps, and even three fit (5,750 rps). Now a collision costs headroom, not the partition.</source>
        <translation>Dengan 16 sub-key yang masing-masing 750 rps, dua sub-key di satu partisi menghasilkan 1.500 + 3.500 = 5.000 rps, dan tiga pun masih muat (5.750 rps). Sekarang tabrakan hanya memakan ruang sisa, tidak sampai mengorbankan partisi.</translation>
    </message>
    <message>
        <source>Question 3</source>
        <translation>Pertanyaan 3</translation>
    </message>
    <message>
        <source>16 requests: one per sub-key, and the application adds the values up. Writes became cheap, reads became dearer. That is only the first part of the price; the section on what splitting costs, further down, has the rest.</source>
        <translation>16 request: satu untuk tiap sub-key, lalu aplikasi menjumlahkan value-nya. Penulisan jadi murah, pembacaan jadi lebih mahal. Itu baru sebagian dari harganya; sisanya dibahas di bagian “Harga pemecahan” di bawah.</translation>
    </message>
    <message>
        <source>The split explorer</source>
        <translation>Simulasi pemecahan</translation>
    </message>
    <message>
        <source>Why more sub-keys are not always safer</source>
        <translation>Mengapa lebih banyak sub-key tidak selalu lebih aman</translation>
    </message>
    <message>
        <source>You might expect the chance of staying within capacity to grow with every sub-key. It does not. Each extra sub-key makes all of them lighter, but a partition only gains room for one more sub-key in steps, when the lighter shares finally fit into its 2,500 rps of headroom. Between two steps, each added sub-key is simply one more chance to collide, so the chance falls. On 8 partitions: 5 sub-keys %1, 8 sub-keys %2, 9 sub-keys %3 (nine cannot sit one per partition), 10 sub-keys %4, 16 sub-keys %5.</source>
        <extracomment>%1-%5 are probabilities for 5, 8, 9, 10 and 16 sub-keys on 8 partitions</extracomment>
        <translation>Mungkin kamu mengira peluang untuk tetap dalam kapasitas selalu naik setiap kali sub-key ditambah. Ternyata tidak. Setiap sub-key tambahan membuat semua sub-key lebih ringan, tetapi daya tampung partisi hanya naik secara bertahap: baru ketika porsi yang lebih kecil itu akhirnya muat di ruang sisa 2.500 rps, partisi bisa menampung satu sub-key lagi. Di antara dua tahap, setiap sub-key baru hanya menambah satu kesempatan lagi untuk bertabrakan, sehingga peluangnya turun. Pada 8 partisi: 5 sub-key %1, 8 sub-key %2, 9 sub-key %3 (sembilan sub-key tidak mungkin masing-masing mendapat partisi sendiri), 10 sub-key %4, 16 sub-key %5.</translation>
    </message>
    <message>
        <source>Now set the sub-keys to 1 and drag the partition slider. The ordinary keys thin out, yet the owner of the promo key never drops below 12,000 rps, twice its capacity. More partitions only help a key that has been split.</source>
        <translation>Sekarang atur jumlah sub-key menjadi 1, lalu gerakkan penggeser jumlah partisi. Beban dari key biasa makin tipis, tetapi pemilik key promo tidak pernah turun di bawah 12.000 rps, dua kali kapasitasnya. Partisi tambahan hanya menolong key yang sudah dipecah.</translation>
    </message>
    <message>
        <source>What splitting costs</source>
        <translation>Harga pemecahan</translation>
    </message>
    <message>
        <source>Reads fan out. The total lives in no single place, so reading it costs one request per sub-key: 8 or 16 instead of 1. Split only keys that really are hot; a cold key split just in case multiplies its reads for nothing.</source>
        <translation>Pembacaan menjadi fan-out. Totalnya tidak tersimpan di satu tempat, jadi membacanya memerlukan satu request per sub-key: 8 atau 16, bukan 1. Pecahlah hanya key yang benar-benar panas; key dingin yang dipecah sekadar untuk berjaga-jaga hanya melipatgandakan pembacaannya tanpa manfaat.</translation>
    </message>
    <message>
        <source>The total is slightly stale. The sub-keys are read one after another while writes continue, so the sum describes no single moment. For a counter on a web page that is fine; for a hard limit it is not.</source>
        <translation>Totalnya sedikit basi. Sub-key dibaca satu per satu sementara penulisan terus berjalan, sehingga jumlahnya tidak menggambarkan satu saat tertentu. Untuk penghitung di halaman web, hal itu tidak masalah; untuk batas yang tidak boleh dilanggar, itu masalah.</translation>
    </message>
    <message>
        <source>&quot;Decrement the stock if any is left&quot; stops being one atomic operation. On a single key the database checks and decrements in one step. Spread over sub-keys, no key knows the whole stock, so two buyers can take the last item through different sub-keys.</source>
        <translation>“Kurangi stok kalau masih tersisa” tidak lagi menjadi satu operasi atomik. Pada satu key, database memeriksa stok dan menguranginya dalam satu langkah. Setelah tersebar ke banyak sub-key, tidak ada key yang tahu stok keseluruhan, sehingga dua pembeli bisa sama-sama mengambil barang terakhir lewat sub-key yang berbeda.</translation>
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
        <translation>Periksa stok secara terpisah: cadangkan barang dari satu penghitung pusat per batch, dan biarkan sub-key yang panas hanya mencatat pembelian.</translation>
    </message>
    <message>
        <source>Cache the total for a second or two, so that not every reader pays the fan-out.</source>
        <translation>Simpan total di cache selama satu atau dua detik, supaya tidak semua pembaca harus menanggung fan-out.</translation>
    </message>
    <message>
        <source>The lesson</source>
        <translation>Pelajarannya</translation>
    </message>
    <message>
        <source>Headroom after collisions sets the number of sub-keys, not an even split. Here each partition has 2,500 rps to spare. A sub-key of 1,500 rps fits only once, so any collision overloads a partition. A sub-key of 750 rps fits three times, so 16 sub-keys stay within capacity as long as no partition gets four of them. Round-robin placement and this page&apos;s hash manage that, but only about one random placement in five does. Work out the headroom first, then choose how many sub-keys and how to place them so that the ones ending up together still fit.</source>
        <translation>Yang menentukan banyaknya sub-key adalah ruang sisa setelah tabrakan, bukan pembagian yang sekadar rata. Di sini setiap partisi masih punya sisa 2.500 rps. Sub-key 1.500 rps hanya muat sekali, jadi tabrakan apa pun membuat partisi kelebihan beban. Sub-key 750 rps muat tiga kali: 16 sub-key tetap dalam batas kapasitas selama tidak ada partisi yang kebagian empat sekaligus. Penempatan bergiliran dan hash di halaman ini berhasil, tetapi penempatan acak hanya berhasil kira-kira satu dari lima kali. Hitung dulu ruang sisanya, lalu tentukan jumlah dan cara penempatan sub-key agar yang berkumpul di satu partisi tetap muat.</translation>
    </message>
    <message numerus="yes">
        <source>%n sub-key(s)</source>
        <translation>
            <numerusform>%n sub-key</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose how many sub-keys the promo key gets and how many partitions the cluster has. The chart “Placed by hash” puts sub-key promo#i on partition MurmurHash3(&quot;promo#i&quot;) modulo the number of partitions. That rule is a stand-in, kept simple for the lesson. Real stores avoid hash modulo N, because a new N would move almost every key: Redis Cluster hashes keys into 16,384 fixed slots, and Cassandra and DynamoDB give each partition a range of hash values. To the application, a sub-key&apos;s place looks just as random under those schemes, so the collisions follow the same statistics.</source>
        <translation>Atur jumlah sub-key untuk key promo dan jumlah partisi di cluster. Grafik “Ditempatkan lewat hash” menaruh sub-key promo#i di partisi MurmurHash3(“promo#i”) modulo jumlah partisi. Aturan ini hanya pengganti yang sengaja dibuat sederhana untuk pelajaran ini. Database sungguhan menghindari hash modulo N, karena N yang baru akan memindahkan hampir semua key: Redis Cluster memetakan key lewat hash ke 16.384 slot tetap, sedangkan Cassandra dan DynamoDB memberi setiap partisi satu rentang nilai hash. Bagi aplikasi, letak sebuah sub-key di sana tampak sama acaknya, jadi tabrakannya mengikuti statistik yang sama.</translation>
    </message>
    <message>
        <source>The chart “Placed round-robin” deals the sub-keys out in turn: sub-key i goes to partition (p + i) modulo the number of partitions, where p is the partition of promo#0. Few stores let an application choose like this. DynamoDB and Cassandra place every key themselves, and split or move partitions as they grow. In Redis Cluster, a hash tag such as {promo3} in a key&apos;s name decides its slot, so you can pick names whose slots lie on different nodes. That plan holds only until the cluster reshards and moves the slots.</source>
        <translation>Grafik “Ditempatkan bergiliran” membagikan sub-key secara bergiliran (round-robin): sub-key i masuk ke partisi (p + i) modulo jumlah partisi, dengan p adalah partisi tempat promo#0 berada. Hanya sedikit database yang membiarkan aplikasi memilih seperti ini. DynamoDB dan Cassandra menempatkan sendiri setiap key, lalu memecah atau memindahkan partisi saat datanya tumbuh. Di Redis Cluster, hash tag seperti {promo3} di nama key menentukan slot-nya, jadi kamu bisa memilih nama yang slot-nya berada di node berbeda. Rencana itu hanya bertahan sampai cluster membagi ulang datanya dan memindahkan slot.</translation>
    </message>
    <message>
        <source>So how many sub-keys does random placement need? With the exercise&apos;s %1 partitions, the first count with at least a %2 chance that no partition is overloaded is %3. Round-robin placement needs %4. Every extra sub-key costs one more request on each read of the total.</source>
        <extracomment>%1 partitions, %2 a probability such as 90%, %3 and %4 counts of sub-keys (already with their unit)</extracomment>
        <translation>Jadi, berapa sub-key yang dibutuhkan penempatan acak? Dengan %1 partisi seperti di soal, jumlah terkecil yang memberi peluang minimal %2 bahwa tidak ada partisi yang kelebihan beban adalah %3. Penempatan bergiliran cukup dengan %4. Setiap sub-key tambahan menambah satu request pada setiap pembacaan total.</translation>
    </message>
    <message>
        <source>More partitions do not help a hot write key: split it into sub-keys.</source>
        <translation>Menambah partisi tidak membantu hot key yang ramai ditulis: pecah key itu menjadi sub-key.</translation>
    </message>
    <message>
        <source>Size the split by the headroom left after collisions, not by an even share: 8 sub-keys of 1,500 rps fail at the first collision, 16 of 750 rps still fit three to a partition.</source>
        <translation>Tentukan jumlah pecahan dari ruang sisa setelah tabrakan, bukan dari pembagian rata: 8 sub-key masing-masing 1.500 rps gagal pada tabrakan pertama, sedangkan 16 sub-key masing-masing 750 rps masih muat bertiga di satu partisi.</translation>
    </message>
    <message>
        <source>A hash places sub-keys as if at random. Dealing them out in turn works only where the store lets you pin them, and only until it reshards.</source>
        <translation>Hash menempatkan sub-key seolah-olah acak. Membagikannya secara bergiliran hanya bisa jika database mengizinkanmu menetapkan letaknya, dan hanya sampai database itu membagi ulang datanya.</translation>
    </message>
    <message>
        <source>Every sub-key adds a request to each read of the total, and changes to the whole key are no longer one atomic operation.</source>
        <translation>Setiap sub-key menambah satu request pada setiap pembacaan total, dan perubahan pada key secara utuh tidak lagi berupa satu operasi atomik.</translation>
    </message>
    <message>
        <source>Work through the three questions below. Type numbers the way you usually write them; press Enter or move on, and the field tells you whether your answer holds.</source>
        <translation>Kerjakan tiga pertanyaan di bawah ini. Tulis angka dengan cara yang biasa kamu pakai; tekan Enter atau pindah ke kolom berikutnya, lalu kolom itu memberi tahu apakah jawabanmu sudah tepat.</translation>
    </message>
    <message>
        <source>Ordinary keys %1 + promo key %2 = %3 rps, against a capacity of %4 rps.</source>
        <extracomment>%1 ordinary load, %2 promo key, %3 their sum, %4 capacity (requests per second)</extracomment>
        <translation>Key biasa %1 + key promo %2 = %3 rps, dibandingkan dengan kapasitas %4 rps.</translation>
    </message>
    <message>
        <source>Mean load: %1 / %2 = %3 rps. Ratio: %4 / %3 = %5.</source>
        <extracomment>%1 total load, %2 partitions, %3 mean load, %4 busiest partition&apos;s load, %5 the ratio</extracomment>
        <translation>Beban rata-rata: %1 / %2 = %3 rps. Rasio: %4 / %3 = %5.</translation>
    </message>
    <message>
        <source>%1 / %2 = %3 rps per sub-key.</source>
        <extracomment>%1 promo key&apos;s requests per second, %2 sub-keys, %3 the share of one</extracomment>
        <translation>%1 / %2 = %3 rps untuk setiap sub-key.</translation>
    </message>
    <message>
        <source>%1 + %2 = %3 rps, under the %4 rps capacity.</source>
        <extracomment>%1 ordinary load, %2 one sub-key&apos;s share, %3 their sum, %4 capacity (requests per second)</extracomment>
        <translation>%1 + %2 = %3 rps, di bawah kapasitas %4 rps.</translation>
    </message>
    <message>
        <source>%1 + 2 × %2 = %3 rps, over the %4 rps capacity: 8 sub-keys are not safe with a hash.</source>
        <extracomment>%1 ordinary load, %2 one sub-key&apos;s share, %3 the sum, %4 capacity (requests per second)</extracomment>
        <translation>%1 + 2 × %2 = %3 rps, di atas kapasitas %4 rps: dengan hash, 8 sub-key tidak aman.</translation>
    </message>
    <message>
        <source>One read per sub-key: %1 requests, then add them up.</source>
        <extracomment>%1 the number of sub-keys</extracomment>
        <translation>Satu pembacaan per sub-key: %1 request, lalu jumlahkan hasilnya.</translation>
    </message>
    <message>
        <source>The total is never read in one step: it is added up from all sub-keys and may be slightly out of date. &quot;Sell only while stock is left&quot; is no longer one atomic operation on one key; each sub-key needs its own quota, or a separate stock check guards the sale. Writes to different sub-keys have no common order. And every extra sub-key makes each read dearer.</source>
        <translation>Total tidak pernah terbaca dalam satu langkah: nilainya dijumlahkan dari semua sub-key dan bisa sedikit basi. “Jual hanya selama stok masih ada” tidak lagi berupa satu operasi atomik pada satu key; setiap sub-key perlu kuotanya sendiri, atau penjualan dijaga oleh pemeriksaan stok yang terpisah. Penulisan ke sub-key yang berbeda tidak punya urutan bersama. Selain itu, setiap sub-key tambahan membuat setiap pembacaan lebih mahal.</translation>
    </message>
    <message>
        <source>The split explorer starts with 3 sub-keys, too few for the promo key. Type your answers first, then set its sliders to the numbers of a question to check them.</source>
        <translation>Simulasi pemecahan dimulai dengan 3 sub-key, terlalu sedikit untuk key promo. Ketik jawabanmu dulu, lalu atur penggesernya ke angka-angka dalam sebuah soal untuk memeriksanya.</translation>
    </message>
    <message>
        <source>The lesson&apos;s summary appears here once you have answered the three questions, or opened the discussion.</source>
        <translation>Ringkasan pelajaran ini muncul di sini setelah kamu menjawab ketiga pertanyaan atau membuka pembahasan.</translation>
    </message>
    <message>
        <source>Why more sub-keys are not always safer, what splitting costs and the lesson&apos;s conclusion follow here once you have answered the three questions, or opened the discussion: they contain the answers.</source>
        <translation>Mengapa lebih banyak sub-key tidak selalu lebih aman, harga pemecahan, dan kesimpulan pelajaran ini muncul di sini setelah kamu menjawab ketiga pertanyaan atau membuka pembahasan, karena bagian itu memuat jawabannya.</translation>
    </message>
</context>
<context>
    <name>TeacherGuide</name>
    <message>
        <source>Printable sheets of this lesson: File &gt; Export worksheet... and File &gt; Export answer sheet... (PDF, A4 or Letter).</source>
        <extracomment>In the teachers&apos; notes; the menu entries are those of the File menu</extracomment>
        <translation>Lembar yang bisa dicetak untuk pelajaran ini: Berkas &gt; Ekspor lembar kerja... dan Berkas &gt; Ekspor lembar jawaban... (PDF, A4 atau Letter).</translation>
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
        <translation>Tujuan pembelajaran</translation>
    </message>
    <message>
        <source>A 45-minute class</source>
        <translation>Kelas 45 menit</translation>
    </message>
    <message>
        <source>A 90-minute class</source>
        <translation>Kelas 90 menit</translation>
    </message>
    <message>
        <source>Running the predictions</source>
        <translation>Memandu tebakan di kelas</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Jawaban</translation>
    </message>
    <message>
        <source>Misconceptions this lesson targets</source>
        <translation>Miskonsepsi yang diluruskan pelajaran ini</translation>
    </message>
    <message>
        <source>Students can explain why the same number of keys on every partition says nothing about the load on each one.</source>
        <translation>Mahasiswa dapat menjelaskan mengapa jumlah key yang sama di setiap partisi tidak menunjukkan apa pun tentang beban tiap partisi.</translation>
    </message>
    <message>
        <source>Students can work out a peak-to-average ratio from the load of each partition and say what it costs.</source>
        <translation>Mahasiswa dapat menghitung rasio puncak terhadap rata-rata dari beban tiap partisi dan menjelaskan harganya.</translation>
    </message>
    <message>
        <source>Students can tell a hot key, a hot tenant and large values apart by the measurement that shows each.</source>
        <translation>Mahasiswa dapat membedakan hot key, hot tenant, dan nilai berukuran besar dari hasil ukur yang menunjukkan masing-masing.</translation>
    </message>
    <message>
        <source>Students can choose a mitigation that fits the cause and name what it gives up.</source>
        <translation>Mahasiswa dapat memilih mitigasi yang cocok dengan penyebabnya dan menyebutkan apa yang dikorbankannya.</translation>
    </message>
    <message>
        <source>A cluster has 8 partitions, P0 to P7, and 80 million keys: exactly 10 million on each partition.</source>
        <translation>Sebuah cluster punya 8 partisi, P0 sampai P7, yang menyimpan 80 juta key; setiap partisi memegang persis 10 juta.</translation>
    </message>
    <message>
        <source>5 min: show the two charts side by side and ask why P5 struggles. Collect guesses without judging them.</source>
        <translation>5 menit: tampilkan kedua grafik berdampingan dan tanyakan mengapa P5 kewalahan. Kumpulkan tebakan tanpa menilainya.</translation>
    </message>
    <message>
        <source>10 min: the three causes. Students match each cause to the measurement that reveals it.</source>
        <translation>10 menit: tiga penyebab. Mahasiswa mencocokkan setiap penyebab dengan cara ukur yang mengungkapnya.</translation>
    </message>
    <message>
        <source>10 min: the peak-to-average ratio. Work out the example together, then run the explorer&apos;s prediction with the class.</source>
        <translation>10 menit: rasio puncak terhadap rata-rata. Hitung contohnya bersama-sama, lalu jalankan tebakan di simulasi interaktif bersama kelas.</translation>
    </message>
    <message>
        <source>15 min: &quot;Check yourself&quot;, alone first, then compare answers in pairs.</source>
        <translation>15 menit: “Uji dirimu”, kerjakan sendiri dulu, lalu bandingkan jawaban secara berpasangan.</translation>
    </message>
    <message>
        <source>5 min: exit question: which dashboard would have shown the problem on the first day?</source>
        <translation>5 menit: pertanyaan penutup: dasbor mana yang sudah bisa menunjukkan masalah ini sejak hari pertama?</translation>
    </message>
    <message>
        <source>10 min: the two charts and the opening question. Write the class&apos;s guesses on the board.</source>
        <translation>10 menit: kedua grafik dan pertanyaan pembuka. Tulis tebakan kelas di papan tulis.</translation>
    </message>
    <message>
        <source>15 min: the three causes. Each group takes one cause and presents its measurement and its fix.</source>
        <translation>15 menit: tiga penyebab. Setiap kelompok mengambil satu penyebab, lalu mempresentasikan cara ukur dan mitigasinya.</translation>
    </message>
    <message>
        <source>15 min: the peak-to-average ratio, worked out for the example, then the explorer&apos;s prediction with the whole class.</source>
        <translation>15 menit: rasio puncak terhadap rata-rata, dihitung untuk contoh kasus, lalu tebakan di simulasi interaktif bersama seluruh kelas.</translation>
    </message>
    <message>
        <source>20 min: the explorer in pairs. Each pair finds settings that give a ratio of about 1.1, 2 and 3 and explains them.</source>
        <translation>20 menit: simulasi interaktif secara berpasangan. Setiap pasangan mencari pengaturan yang menghasilkan rasio sekitar 1,1; 2; dan 3, lalu menjelaskannya.</translation>
    </message>
    <message>
        <source>15 min: &quot;Check yourself&quot;, then discuss the questions most students got wrong.</source>
        <translation>15 menit: “Uji dirimu”, lalu bahas soal yang paling banyak dijawab salah oleh mahasiswa.</translation>
    </message>
    <message>
        <source>15 min: the failure modes. Each group picks one and sketches a dashboard that would have caught it.</source>
        <translation>15 menit: pola kegagalan. Setiap kelompok memilih satu pola, lalu membuat rancangan kasar dasbor yang bisa mendeteksinya.</translation>
    </message>
    <message>
        <source>Ask for the prediction before anyone touches the partitions control: a show of hands for each of the three choices.</source>
        <translation>Minta tebakan sebelum ada yang menyentuh kontrol jumlah partisi: minta kelas mengangkat tangan untuk masing-masing dari ketiga opsi.</translation>
    </message>
    <message>
        <source>Write the counts on the board, then set 16 partitions on the projector and read the ratio aloud.</source>
        <translation>Tulis jumlah suaranya di papan tulis, lalu atur 16 partisi di proyektor dan bacakan rasionya.</translation>
    </message>
    <message>
        <source>Let a student who chose a wrong answer explain it first. The wrong answers show what the lesson has to change.</source>
        <translation>Biarkan mahasiswa yang memilih jawaban salah menjelaskan alasannya lebih dulu. Jawaban yang salah menunjukkan pemahaman mana yang harus diluruskan oleh pelajaran ini.</translation>
    </message>
    <message>
        <source>&quot;Even keys mean even load.&quot; Key counts show placement only; load depends on how often each key is used and how large its value is.</source>
        <translation>“Key yang rata berarti beban yang rata.” Jumlah key hanya menunjukkan penempatan; beban bergantung pada seberapa sering tiap key dipakai dan seberapa besar value-nya.</translation>
    </message>
    <message>
        <source>&quot;More partitions fix a hot key.&quot; One key always has one owner. More partitions only spread the other keys more thinly.</source>
        <translation>“Menambah partisi menyelesaikan masalah hot key.” Satu key selalu punya satu pemilik. Partisi tambahan hanya menyebarkan key lain lebih tipis.</translation>
    </message>
    <message>
        <source>&quot;A comfortable mean CPU means a healthy cluster.&quot; The mean hides the peak: look at the busiest partition and the peak-to-average ratio.</source>
        <translation>“Rata-rata CPU yang aman berarti cluster sehat.” Rata-rata menyembunyikan puncak: lihat partisi tersibuk dan rasio puncak terhadap rata-rata.</translation>
    </message>
    <message>
        <source>&quot;One fix suits every imbalance.&quot; A cache helps a hot read key, sub-keys a hot write key, a partition of its own a big tenant, object storage large values.</source>
        <translation>“Satu solusi cocok untuk semua ketimpangan.” Cache membantu hot key yang ramai dibaca, sub-key membantu hot key yang ramai ditulis, partisi tersendiri membantu tenant besar, dan object storage membantu value besar.</translation>
    </message>
    <message>
        <source>&quot;It falls&quot;: only the ordinary keys&apos; share per partition falls; the hot key stays whole on one partition. &quot;It stays about the same&quot;: the busiest partition keeps almost its whole load while the mean per partition halves, so the ratio grows.</source>
        <translation>“Turun”: yang turun hanya porsi key biasa per partisi; hot key tetap utuh di satu partisi. “Kurang lebih tetap”: partisi tersibuk tetap memikul hampir seluruh bebannya, sementara beban rata-rata per partisi tinggal separuh, jadi rasionya naik.</translation>
    </message>
    <message>
        <source>Students can predict which partition receives most of a batch from the rule owner = key mod 3.</source>
        <translation>Mahasiswa dapat menebak, dengan aturan pemilik = key mod 3, partisi mana yang menerima sebagian besar request dalam satu batch.</translation>
    </message>
    <message>
        <source>Students can explain why a queue grows at one owner while capacity at the others goes unused.</source>
        <translation>Mahasiswa dapat menjelaskan mengapa antrean bertambah di satu pemilik, sementara kapasitas di pemilik lain tidak terpakai.</translation>
    </message>
    <message>
        <source>Students can compare a cache, moving the key, splitting it and adding partitions by what each does to the work that reaches the owner, and by its price.</source>
        <translation>Mahasiswa dapat membandingkan cache, pemindahan key, pemecahan key, dan penambahan partisi berdasarkan pengaruh masing-masing terhadap pekerjaan yang sampai ke pemilik, serta berdasarkan harganya.</translation>
    </message>
    <message>
        <source>12 keys, 0 to 11, live on 3 partitions. A key&apos;s owner is key mod 3: P0 owns 0, 3, 6 and 9, P1 owns 1, 4, 7 and 10, P2 owns 2, 5, 8 and 11.</source>
        <translation>Ada 12 key, 0 sampai 11, di 3 partisi. Pemilik sebuah key adalah key mod 3: P0 memiliki 0, 3, 6, dan 9; P1 memiliki 1, 4, 7, dan 10; P2 memiliki 2, 5, 8, dan 11.</translation>
    </message>
    <message>
        <source>In each step a partition finishes at most 4 requests, older waiting ones first. Capacity it does not use is lost; it is never lent to another partition.</source>
        <translation>Di setiap langkah, sebuah partisi menyelesaikan paling banyak 4 request, dimulai dari yang paling lama menunggu. Kapasitas yang tidak dipakainya hilang begitu saja; kapasitas itu tidak pernah dipinjamkan ke partisi lain.</translation>
    </message>
    <message>
        <source>A batch has 12 requests. In the Even profile every key gets one. In the Hot key profile the hot key (key 0 unless you pick another) gets 9, and the next three keys get one each.</source>
        <translation>Satu batch berisi 12 request. Di profil Merata, setiap key mendapat satu. Di profil Hot key, hot key (key 0, kecuali kamu memilih key lain) mendapat 9, dan tiga key sesudahnya masing-masing satu.</translation>
    </message>
    <message>
        <source>5 min: the rule owner = key mod 3 on the board. Students list the keys of each partition.</source>
        <translation>5 menit: tulis aturan pemilik = key mod 3 di papan tulis. Mahasiswa mendaftar key milik setiap partisi.</translation>
    </message>
    <message>
        <source>15 min: guided steps 1 to 4 on the projector. Every prediction goes on paper before anyone presses a button.</source>
        <translation>15 menit: langkah terpandu 1 sampai 4 di proyektor. Setiap tebakan ditulis di kertas sebelum ada yang menekan tombol.</translation>
    </message>
    <message>
        <source>15 min: &quot;Try a fix&quot;. Each group takes one fix, predicts, runs it beside the run without a fix and reports the queue after one batch.</source>
        <translation>15 menit: “Coba mitigasi”. Setiap kelompok mengambil satu mitigasi, menebak, menjalankannya berdampingan dengan percobaan tanpa mitigasi, lalu melaporkan antrean setelah satu batch.</translation>
    </message>
    <message>
        <source>10 min: discussion question 2: which fix lowers the work at the owner, and which only moves it?</source>
        <translation>10 menit: pertanyaan diskusi 2: mitigasi mana yang mengurangi pekerjaan di pemilik, dan mana yang hanya memindahkannya?</translation>
    </message>
    <message>
        <source>10 min: the rule and the key lists, and why even placement looks safe.</source>
        <translation>10 menit: aturan pemilik dan daftar key, serta mengapa penempatan yang rata tampak aman.</translation>
    </message>
    <message>
        <source>20 min: guided steps 1 to 4, predictions on paper, one student at the controls.</source>
        <translation>20 menit: langkah terpandu 1 sampai 4, tebakan ditulis di kertas, satu mahasiswa memegang kendali.</translation>
    </message>
    <message>
        <source>10 min: free play with hot key 1 and hot key 3: which bar rises, and why?</source>
        <translation>10 menit: bereksperimen bebas dengan hot key 1 dan hot key 3: batang mana yang naik, dan mengapa?</translation>
    </message>
    <message>
        <source>25 min: &quot;Try a fix&quot; in four groups. Each group presents its numbers and the price of its fix.</source>
        <translation>25 menit: “Coba mitigasi” dalam empat kelompok. Setiap kelompok mempresentasikan angka yang didapatnya dan harga mitigasinya.</translation>
    </message>
    <message>
        <source>10 min: the limits of the model. Which of them would change the result in a real store?</source>
        <translation>10 menit: batas model ini. Batas mana yang akan mengubah hasilnya di sistem penyimpanan nyata?</translation>
    </message>
    <message>
        <source>15 min: the three questions for discussion.</source>
        <translation>15 menit: ketiga pertanyaan untuk diskusi.</translation>
    </message>
    <message>
        <source>Before each guided action, everyone writes down a number; then hands up for each value. The student at the controls presses only after that.</source>
        <translation>Sebelum setiap aksi terpandu, semua orang menuliskan satu angka; lalu minta angkat tangan untuk setiap nilai. Mahasiswa yang memegang kendali baru menekan tombol setelah itu.</translation>
    </message>
    <message>
        <source>Step 2 asks for a partition. Ask for the reason too: the key lists on the board decide it, not the bar chart.</source>
        <translation>Langkah 2 menanyakan sebuah partisi. Tanyakan juga alasannya: yang menentukan adalah daftar key di papan tulis, bukan grafik batang.</translation>
    </message>
    <message>
        <source>In step 4, count the drain steps aloud with the class while the queue empties.</source>
        <translation>Di langkah 4, hitung langkah pengurasan antrean bersama kelas dengan suara keras selama antrean mengosong.</translation>
    </message>
    <message>
        <source>For each fix, have the group say which of the four outcomes it expects before it sends the batch.</source>
        <translation>Untuk setiap mitigasi, minta kelompoknya menyebutkan hasil mana dari keempat kemungkinan yang mereka perkirakan sebelum mengirim batch.</translation>
    </message>
    <message>
        <source>&quot;Even placement means even work.&quot; Every partition owns 4 keys, yet one receives 10 of the 12 requests.</source>
        <translation>“Penempatan yang rata berarti pekerjaan yang rata.” Setiap partisi memiliki 4 key, tetapi satu partisi menerima 10 dari 12 request.</translation>
    </message>
    <message>
        <source>&quot;The idle partitions will help.&quot; Capacity expires with the step; only a key&apos;s owner can work on it.</source>
        <translation>“Partisi yang menganggur akan membantu.” Kapasitas hangus begitu langkahnya berakhir; hanya pemilik sebuah key yang bisa mengerjakan request untuk key itu.</translation>
    </message>
    <message>
        <source>&quot;Another hot key spreads the load.&quot; Hot key 1 moves the load to P1, and hot key 3 brings it back to P0: the work still lands on one owner.</source>
        <translation>“Hot key lain menyebarkan beban.” Hot key 1 memindahkan beban ke P1, dan hot key 3 mengembalikannya ke P0: pekerjaannya tetap jatuh ke satu pemilik.</translation>
    </message>
    <message>
        <source>&quot;More sub-keys are always better.&quot; With 4 sub-keys two of them share P0 (6/3/3); 3 sub-keys give 4/4/4.</source>
        <translation>“Lebih banyak sub-key selalu lebih baik.” Dengan 4 sub-key, dua di antaranya sama-sama di P0 (6/3/3); 3 sub-key menghasilkan 4/4/4.</translation>
    </message>
    <message>
        <source>&quot;More partitions split a hot key.&quot; With 4 partitions the hot key still sends 9 requests to one owner, and most keys change owner.</source>
        <translation>“Menambah partisi memecah hot key.” Dengan 4 partisi, hot key tetap mengirim 9 request ke satu pemilik, dan sebagian besar key berganti pemilik.</translation>
    </message>
    <message>
        <source>Students can work out the load on the owner of a hot key and its peak-to-average ratio.</source>
        <translation>Mahasiswa dapat menghitung beban pada pemilik hot key beserta rasio puncak terhadap rata-ratanya.</translation>
    </message>
    <message>
        <source>Students can size a split by the headroom left after collisions, not by an even split.</source>
        <translation>Mahasiswa dapat menentukan jumlah pecahan berdasarkan ruang sisa setelah tabrakan, bukan berdasarkan pembagian rata.</translation>
    </message>
    <message>
        <source>Students can name the price of sub-keys: dearer reads, totals that lag, and no atomic update of the whole value.</source>
        <translation>Mahasiswa dapat menyebutkan harga sub-key: pembacaan yang lebih mahal, total yang tertinggal, dan tidak ada lagi pembaruan atomik atas value secara utuh.</translation>
    </message>
    <message>
        <source>A cluster has 8 partitions, and each can serve 6,000 requests per second (rps).</source>
        <translation>Sebuah cluster punya 8 partisi, dan masing-masing sanggup melayani 6.000 request per detik (rps).</translation>
    </message>
    <message>
        <source>At the peak, ordinary keys bring 28,000 rps, spread evenly: 3,500 rps on every partition.</source>
        <translation>Pada jam puncak, key biasa menghasilkan 28.000 rps yang tersebar merata: 3.500 rps di setiap partisi.</translation>
    </message>
    <message>
        <source>One promotion key adds 12,000 rps of writes. It holds the stock of a flash sale, and every purchase writes to it.</source>
        <translation>Satu key promo menambah 12.000 rps penulisan. Key ini menyimpan stok sebuah flash sale, dan setiap pembelian menulis ke key ini.</translation>
    </message>
    <message>
        <source>5 min: the scenario and the figure. Ask: will the promo key&apos;s partition cope?</source>
        <translation>5 menit: skenario dan grafiknya. Tanyakan: apakah partisi key promo sanggup menanganinya?</translation>
    </message>
    <message>
        <source>15 min: questions 1 and 2, alone first, then compare in pairs.</source>
        <translation>15 menit: pertanyaan 1 dan 2, dikerjakan sendiri dulu, lalu dibandingkan secara berpasangan.</translation>
    </message>
    <message>
        <source>10 min: question 3 and the question to think further: what does the split cost?</source>
        <translation>10 menit: pertanyaan 3 dan pertanyaan “Pikirkan lebih jauh”: berapa harga pemecahannya?</translation>
    </message>
    <message>
        <source>5 min: the rule to take away: the headroom after collisions sets the number of sub-keys.</source>
        <translation>5 menit: aturan yang perlu diingat: ruang sisa setelah tabrakan menentukan jumlah sub-key.</translation>
    </message>
    <message>
        <source>10 min: the scenario, and a first guess at how many sub-keys are needed.</source>
        <translation>10 menit: skenario, dan tebakan awal tentang berapa sub-key yang dibutuhkan.</translation>
    </message>
    <message>
        <source>20 min: questions 1 and 2, then the class agrees on the numbers on the board.</source>
        <translation>20 menit: pertanyaan 1 dan 2, lalu kelas menyepakati angka-angkanya di papan tulis.</translation>
    </message>
    <message>
        <source>20 min: the explorer. Groups find the smallest number of sub-keys that is safe with round-robin and with a hash.</source>
        <translation>20 menit: simulasi interaktif. Setiap kelompok mencari jumlah sub-key terkecil yang aman dengan penempatan bergiliran dan dengan hash.</translation>
    </message>
    <message>
        <source>10 min: why the chance of a safe placement does not simply rise with more sub-keys.</source>
        <translation>10 menit: mengapa peluang penempatan yang aman tidak begitu saja naik seiring bertambahnya sub-key.</translation>
    </message>
    <message>
        <source>15 min: question 3 and the price of splitting: reads, stale totals, atomic stock updates.</source>
        <translation>15 menit: pertanyaan 3 dan harga pemecahan: pembacaan, total yang basi, pembaruan stok yang atomik.</translation>
    </message>
    <message>
        <source>15 min: design task: a stock counter that must never sell below zero. Which split would you use?</source>
        <translation>15 menit: tugas desain: penghitung stok yang tidak boleh menjual sampai di bawah nol. Pemecahan seperti apa yang akan kamu pakai?</translation>
    </message>
    <message>
        <source>The answer fields are the predictions here: students write their number on paper before they type it.</source>
        <translation>Di sini kolom jawaban berfungsi sebagai tebakan: mahasiswa menulis angkanya di kertas sebelum mengetiknya.</translation>
    </message>
    <message>
        <source>When an answer is wrong, read the hint aloud and let the class find the step that was missed.</source>
        <translation>Kalau ada jawaban yang salah, bacakan petunjuknya dan biarkan kelas menemukan langkah perhitungan yang terlewat.</translation>
    </message>
    <message>
        <source>&quot;As many sub-keys as partitions spreads the load evenly.&quot; A hash places them at random, and two usually share a partition.</source>
        <translation>“Sub-key sebanyak jumlah partisi menyebarkan beban secara merata.” Hash menempatkannya secara acak, dan biasanya ada dua sub-key yang berbagi satu partisi.</translation>
    </message>
    <message>
        <source>&quot;More nodes help a hot key.&quot; The promo key is one key with one owner, however many nodes there are.</source>
        <translation>“Menambah node membantu hot key.” Key promo tetap satu key dengan satu pemilik, berapa pun jumlah node-nya.</translation>
    </message>
    <message>
        <source>&quot;More sub-keys are always safer.&quot; The chance of a safe placement depends on how many sub-keys fit into the headroom, and it does not rise steadily.</source>
        <translation>“Lebih banyak sub-key selalu lebih aman.” Peluang penempatan yang aman bergantung pada berapa sub-key yang muat di ruang sisa, dan peluang itu tidak naik secara mulus.</translation>
    </message>
    <message>
        <source>&quot;Sub-keys are free.&quot; Every read of the total needs one request per sub-key.</source>
        <translation>“Sub-key itu gratis.” Setiap pembacaan total butuh satu request per sub-key.</translation>
    </message>
    <message>
        <source>Students can explain why the metrics of each partition say where the load is, but not which key causes it.</source>
        <translation>Mahasiswa dapat menjelaskan mengapa metrik tiap partisi menunjukkan di mana bebannya berada, tetapi tidak menunjukkan key mana penyebabnya.</translation>
    </message>
    <message>
        <source>Students can compare exact counts, sampling and a count-min sketch by memory and by error.</source>
        <translation>Mahasiswa dapat membandingkan penghitungan persis, sampling, dan count-min sketch dari segi memori dan kesalahannya.</translation>
    </message>
    <message>
        <source>Students can state what a count-min sketch promises: it never counts too low, and it stays within ε × N with probability 1 - δ.</source>
        <translation>Mahasiswa dapat menyebutkan apa yang dijanjikan count-min sketch: hitungannya tidak pernah terlalu rendah, dan kelebihannya tetap dalam batas ε × N dengan peluang 1 - δ.</translation>
    </message>
    <message>
        <source>Students can explain why a detector must forget old counts to follow a hot key that moves.</source>
        <translation>Mahasiswa dapat menjelaskan mengapa detektor harus melupakan hitungan lama agar bisa mengikuti hot key yang berganti.</translation>
    </message>
    <message>
        <source>A stream of requests goes to 100,000 keys. One hot key takes 10% of the requests; at request 50,000 another key becomes the hot one.</source>
        <translation>Sebuah aliran request menuju 100.000 key. Satu hot key mendapat 10% request; pada request ke-50.000, key lain menjadi hot key.</translation>
    </message>
    <message>
        <source>Three detectors watch the same stream: exact counts (16 bytes for every key seen), sampling (one request in 100) and a count-min sketch of 4 rows with 2,048 counters each (32 KiB) that keeps a top-10 list.</source>
        <translation>Tiga detektor mengamati aliran yang sama: penghitungan persis (16 byte untuk setiap key yang pernah terlihat), sampling (satu dari setiap 100 request), dan count-min sketch berukuran 4 baris, masing-masing 2.048 penghitung (32 KiB), yang menyimpan daftar top-10.</translation>
    </message>
    <message>
        <source>5 min: a partition is hot. Which key is it? Why the partition metrics cannot say.</source>
        <translation>5 menit: sebuah partisi sedang panas. Key mana penyebabnya? Mengapa metrik partisi tidak bisa menjawabnya.</translation>
    </message>
    <message>
        <source>10 min: run the three detectors side by side and compare their memory.</source>
        <translation>10 menit: jalankan ketiga detektor berdampingan dan bandingkan memorinya.</translation>
    </message>
    <message>
        <source>10 min: the narrowing prediction, then a narrow sketch on the projector.</source>
        <translation>10 menit: tebakan tentang sketch yang dipersempit, lalu sketch sempit di proyektor.</translation>
    </message>
    <message>
        <source>15 min: the shift prediction, first with lifetime counts, then with decay.</source>
        <translation>15 menit: tebakan tentang pergantian hot key, pertama dengan hitungan sepanjang masa, lalu dengan peluruhan.</translation>
    </message>
    <message>
        <source>5 min: what the sketch promises, and what it does not.</source>
        <translation>5 menit: apa yang dijanjikan sketch, dan apa yang tidak.</translation>
    </message>
    <message>
        <source>10 min: the question and the three detectors.</source>
        <translation>10 menit: pertanyaan pembuka dan ketiga detektor.</translation>
    </message>
    <message>
        <source>15 min: memory: exact counts against the sketch, worked out for 5 million keys.</source>
        <translation>15 menit: memori: penghitungan persis dibandingkan dengan sketch, dihitung untuk 5 juta key.</translation>
    </message>
    <message>
        <source>15 min: the narrowing prediction and the guarantee: never too low, at most ε × N too high.</source>
        <translation>15 menit: tebakan tentang sketch yang dipersempit dan jaminannya: tidak pernah terlalu rendah, paling banyak ε × N terlalu tinggi.</translation>
    </message>
    <message>
        <source>20 min: the shift prediction with lifetime counts and with decay; groups try other decay periods.</source>
        <translation>20 menit: tebakan tentang pergantian hot key dengan hitungan sepanjang masa dan dengan peluruhan; kelompok mencoba periode peluruhan lain.</translation>
    </message>
    <message>
        <source>15 min: the limits of the model, and how real systems count on many nodes.</source>
        <translation>15 menit: batas model ini, dan cara sistem nyata menghitung di banyak node.</translation>
    </message>
    <message>
        <source>For the shift, ask first with decay off, then again with decay on. Students who keep their answer should say why.</source>
        <translation>Untuk pergantian hot key, tanyakan dulu dengan peluruhan nonaktif, lalu sekali lagi dengan peluruhan aktif. Mahasiswa yang tetap pada jawabannya sebaiknya menjelaskan alasannya.</translation>
    </message>
    <message>
        <source>Let students read the true counts next to the estimates before anyone explains the result.</source>
        <translation>Biarkan mahasiswa membaca jumlah sebenarnya di samping estimasinya sebelum ada yang menjelaskan hasilnya.</translation>
    </message>
    <message>
        <source>&quot;A sketch can count too low.&quot; Each cell only adds; other keys can raise a count, never lower it.</source>
        <translation>“Sketch bisa menghitung terlalu rendah.” Setiap sel hanya bertambah; key lain bisa menaikkan sebuah hitungan, tetapi tidak pernah menurunkannya.</translation>
    </message>
    <message>
        <source>&quot;A wide enough sketch is exact.&quot; It is never exact; width and depth only bound the error.</source>
        <translation>“Sketch yang cukup lebar itu persis.” Sketch tidak pernah persis; lebar dan kedalaman hanya membatasi kesalahannya.</translation>
    </message>
    <message>
        <source>&quot;Sampling finds every key.&quot; It finds the hot key well, but rare keys are missed or badly estimated.</source>
        <translation>“Sampling menemukan setiap key.” Sampling menemukan hot key dengan baik, tetapi key yang jarang diminta terlewat atau estimasinya jauh meleset.</translation>
    </message>
    <message>
        <source>&quot;The biggest count is today&apos;s hot key.&quot; Lifetime counts name yesterday&apos;s hot key until the new one catches up; decay makes the detector follow.</source>
        <translation>“Hitungan terbesar adalah hot key hari ini.” Hitungan sepanjang masa menunjuk hot key kemarin sampai hot key baru menyusul; peluruhan membuat detektor bisa mengikuti pergantian itu.</translation>
    </message>
    <message>
        <source>&quot;Too low&quot; and &quot;some too high, some too low&quot;: every cell a key maps to also holds the counts of the other keys that share it, and the estimate is the smallest of those cells. Counts are only added, never taken away, so no estimate falls below the true count.</source>
        <translation>“Terlalu rendah” dan “sebagian terlalu tinggi, sebagian terlalu rendah”: setiap sel tempat sebuah key dipetakan juga memuat hitungan key lain yang berbagi sel itu, dan estimasinya adalah sel terkecil di antaranya. Hitungan hanya ditambah, tidak pernah dikurangi, jadi tidak ada estimasi yang di bawah jumlah sebenarnya.</translation>
    </message>
    <message>
        <source>Students can say when the service throttles: the writer threads&apos; CPU, averaged over a rolling 2-hour window, is above 50%.</source>
        <translation>Mahasiswa dapat menyebutkan kapan layanan melakukan throttling: saat rata-rata CPU thread penulis di jendela bergulir 2 jam berada di atas 50%.</translation>
    </message>
    <message>
        <source>Students can say which writes are slowed (only writes to keys in a search index) and what clients see: no error, only slower writes.</source>
        <translation>Mahasiswa dapat menyebutkan penulisan mana yang diperlambat (hanya penulisan ke key yang termasuk indeks pencarian) dan apa yang dilihat klien: tidak ada error, hanya penulisan yang lebih lambat.</translation>
    </message>
    <message>
        <source>Students can predict from a load profile whether and when throttling starts.</source>
        <translation>Mahasiswa dapat menebak dari profil beban apakah throttling akan dimulai, dan kapan.</translation>
    </message>
    <message>
        <source>Students can choose metrics to watch and plan a long import across the window.</source>
        <translation>Mahasiswa dapat memilih metrik yang perlu dipantau dan merencanakan impor panjang yang tersebar di sepanjang jendela bergulir.</translation>
    </message>
    <message>
        <source>A managed in-memory store with a search module keeps its writer threads&apos; CPU below a 50% average over a rolling 2-hour window.</source>
        <translation>Sebuah penyimpanan in-memory terkelola dengan modul pencarian menjaga rata-rata CPU thread penulisnya di jendela bergulir 2 jam tetap di bawah 50%.</translation>
    </message>
    <message>
        <source>When the current CPU is already at or below 50%, the rate is held rather than cut further. Once the average drops below 50%, the rate rises step by step until throttling switches off.</source>
        <translation>Kalau CPU saat ini sudah 50% atau kurang, lajunya dipertahankan dan tidak dipotong lagi. Begitu rata-ratanya turun di bawah 50%, lajunya naik langkah demi langkah sampai throttling nonaktif.</translation>
    </message>
    <message>
        <source>5 min: the rule: a 2-hour average above 50% starts throttling; no error, only delay.</source>
        <translation>5 menit: aturannya: rata-rata 2 jam di atas 50% memicu throttling; tidak ada error, hanya penundaan.</translation>
    </message>
    <message>
        <source>20 min: the four scenarios. For each one, predictions on paper, then Play.</source>
        <translation>20 menit: keempat skenario. Untuk setiap skenario, tulis tebakan di kertas, lalu tekan “Putar”.</translation>
    </message>
    <message>
        <source>10 min: the command checker: which commands can be throttled?</source>
        <translation>10 menit: pemeriksa perintah: perintah mana yang bisa kena throttling?</translation>
    </message>
    <message>
        <source>10 min: discussion question 3: which metrics would you check first?</source>
        <translation>10 menit: pertanyaan diskusi 3: metrik mana yang akan kamu periksa lebih dulu?</translation>
    </message>
    <message>
        <source>10 min: the rule, and why a rolling average lets short bursts pass.</source>
        <translation>10 menit: aturannya, dan mengapa rata-rata di jendela bergulir membiarkan lonjakan singkat lolos.</translation>
    </message>
    <message>
        <source>30 min: the four scenarios, each with its prediction, run to its end.</source>
        <translation>30 menit: keempat skenario, masing-masing dengan tebakannya, dijalankan sampai selesai.</translation>
    </message>
    <message>
        <source>10 min: the guard against over-throttling and the floor of half the write rate.</source>
        <translation>10 menit: pengaman terhadap throttling yang berlebihan dan batas bawah separuh laju penulisan.</translation>
    </message>
    <message>
        <source>10 min: the command checker with the class&apos;s own commands.</source>
        <translation>10 menit: pemeriksa perintah dengan perintah buatan kelas sendiri.</translation>
    </message>
    <message>
        <source>15 min: plan a nightly import of the same size for a shop that stays open.</source>
        <translation>15 menit: rencanakan impor malam hari dengan ukuran yang sama untuk toko yang tetap buka.</translation>
    </message>
    <message>
        <source>Pick a scenario, read its description aloud and let everyone choose one of the four answers before anyone presses Play.</source>
        <translation>Pilih sebuah skenario, bacakan deskripsinya, dan biarkan semua orang memilih satu dari empat jawaban sebelum ada yang menekan “Putar”.</translation>
    </message>
    <message>
        <source>While it plays, ask students to call out the minute the 2-hour average crosses the 50% line.</source>
        <translation>Selama simulasi berjalan, minta mahasiswa menyebutkan dengan lantang menit saat rata-rata 2 jam melewati garis 50%.</translation>
    </message>
    <message>
        <source>After each scenario, compare the class&apos;s answers with the result, and ask what made the wrong ones tempting.</source>
        <translation>Setelah setiap skenario, bandingkan jawaban kelas dengan hasilnya, lalu tanyakan apa yang membuat jawaban yang salah tampak meyakinkan.</translation>
    </message>
    <message>
        <source>&quot;A burst above 50% starts throttling.&quot; Only the 2-hour average counts; a short burst followed by quiet time does not.</source>
        <translation>“Lonjakan di atas 50% memicu throttling.” Yang menentukan hanya rata-rata 2 jam; lonjakan singkat yang diikuti masa sepi tidak memicunya.</translation>
    </message>
    <message>
        <source>&quot;Throttled writes fail.&quot; They succeed, only later; no error is returned, so error dashboards stay quiet.</source>
        <translation>“Penulisan yang di-throttle gagal.” Penulisan itu tetap berhasil, hanya lebih lambat; tidak ada error yang dikembalikan, jadi dasbor error tetap sepi.</translation>
    </message>
    <message>
        <source>&quot;All writes are slowed.&quot; Only writes to keys in a search index are; reads and other writes never are.</source>
        <translation>“Semua penulisan diperlambat.” Hanya penulisan ke key yang termasuk indeks pencarian yang diperlambat; pembacaan dan penulisan lain tidak pernah.</translation>
    </message>
    <message>
        <source>&quot;Throttling stops as soon as the load drops.&quot; The average lags, so throttling can last long after the busy stretch.</source>
        <translation>“Throttling berhenti begitu beban turun.” Rata-ratanya tertinggal, jadi throttling bisa berlangsung lama setelah masa sibuk berakhir.</translation>
    </message>
    <message>
        <source>All day, P5 runs at 95% CPU while the other seven partitions stay at 30%.</source>
        <translation>Sepanjang hari, P5 berjalan di 95% CPU, sementara tujuh partisi lainnya tetap di 30%.</translation>
    </message>
    <message>
        <source>Keys are not requests. P5 owns the profile of a celebrity, which is read 6,000 times a second: the same number of keys, very different work. A hash spreads keys evenly; it cannot know how often a key is used or how large its value is.</source>
        <translation>Key bukanlah request. P5 adalah pemilik profil seorang selebritas yang dibaca 6.000 kali per detik: jumlah key-nya sama, tetapi pekerjaannya sangat berbeda. Hash menyebarkan key secara merata, tetapi tidak bisa tahu seberapa sering sebuah key dipakai atau seberapa besar value-nya.</translation>
    </message>
    <message>
        <source>The hot key&apos;s owner does it: key 0 lives on P0 (0 mod 3), and so does key 3, so P0 receives 10 of every 12 requests. It finishes 4 per step, so its queue grows by 6 with every hot batch, while the spare capacity of P1 and P2 goes unused.</source>
        <translation>Pemilik hot key yang mengerjakannya: key 0 berada di P0 (0 mod 3), begitu juga key 3, jadi P0 menerima 10 dari setiap 12 request. P0 hanya menyelesaikan 4 per langkah, jadi antreannya bertambah 6 setiap kali batch dengan hot key datang, sementara kapasitas bebas di P1 dan P2 tidak terpakai.</translation>
    </message>
    <message>
        <source>Students often expect no queue from adding partitions: the hot key&apos;s 9 requests still reach one owner, which finishes 4, so the queue is only shorter. Others expect moving the key to help: it hands the same queue to another partition. And a cache or a split looks like &quot;a shorter queue&quot;, yet at their starting settings no queue is left at all.</source>
        <translation>Mahasiswa sering mengira penambahan partisi menghilangkan antrean: padahal 9 request untuk hot key tetap sampai ke satu pemilik, yang hanya menyelesaikan 4, jadi antreannya hanya lebih pendek. Ada juga yang mengira pemindahan key akan membantu: padahal antrean yang sama hanya diserahkan ke partisi lain. Cache atau pemecahan key sering dikira menghasilkan “antrean yang lebih pendek”, padahal dengan pengaturan awalnya tidak ada antrean yang tersisa sama sekali.</translation>
    </message>
    <message>
        <source>More than two, and more than eight. With 8 sub-keys of 1,500 rps, two that a hash puts on the same partition give 3,500 + 3,000 = 6,500 rps, above the 6,000 it can serve. The headroom after collisions sets the number: 16 sub-keys of 750 rps fit even three to a partition.</source>
        <translation>Lebih dari dua, dan juga lebih dari delapan. Dengan 8 sub-key masing-masing 1.500 rps, dua sub-key yang ditempatkan hash di partisi yang sama menghasilkan 3.500 + 3.000 = 6.500 rps, di atas 6.000 rps yang sanggup dilayani partisi itu. Ruang sisa setelah tabrakan yang menentukan jumlahnya: 16 sub-key masing-masing 750 rps masih muat walaupun bertiga di satu partisi.</translation>
    </message>
    <message>
        <source>Count requests per key, with bounded memory: a count-min sketch with a top-k list names the hot key without a counter for every key. Tomorrow another key may be hot, so the counts must decay, or the detector keeps naming yesterday&apos;s key.</source>
        <translation>Hitung request per key dengan memori terbatas: count-min sketch dengan daftar top-k menunjuk hot key tanpa perlu satu penghitung untuk setiap key. Besok key lain bisa menjadi hot key, jadi hitungannya harus meluruh; kalau tidak, detektor akan terus menunjuk key kemarin.</translation>
    </message>
    <message>
        <source>Make each prediction before the run that answers it: the page accepts a prediction only until the sketch is narrow, or until the run reaches the moment in question.</source>
        <translation>Pastikan setiap tebakan dibuat sebelum percobaan yang menjawabnya: halaman ini hanya menerima tebakan sampai sketch dipersempit, atau sampai percobaan mencapai saat yang ditanyakan.</translation>
    </message>
    <message>
        <source>Every scenario starts after two idle hours, so the 2-hour average starts at 0%.</source>
        <translation>Setiap skenario dimulai setelah dua jam menganggur, jadi rata-rata 2 jam dimulai dari 0%.</translation>
    </message>
    <message>
        <source>It throttles: the writer threads&apos; CPU averaged more than 50% over the last two hours, so the store slows writes to keys in a search index. Throttled writes succeed, only later, so no error shows; the throttle flag and the writer CPU metric do.</source>
        <translation>Melakukan throttling: rata-rata CPU thread penulis selama dua jam terakhir di atas 50%, jadi layanan penyimpanan memperlambat penulisan ke key yang termasuk indeks pencarian. Penulisan yang di-throttle tetap berhasil, hanya lebih lambat, jadi tidak ada error yang muncul; yang menunjukkannya adalah penanda throttling dan metrik CPU penulis.</translation>
    </message>
    <message>
        <source>&quot;Yes, within the first hour&quot; is the usual wrong answer: 90% looks high. But 30 minutes at 90% and then 20% lift the 2-hour average to 37.5% at most, in minute 120: (30 × 90% + 90 × 20%) / 120. The quiet time in the same window balances the burst.</source>
        <translation>“Ya, dalam jam pertama” adalah jawaban salah yang paling sering muncul karena 90% terlihat tinggi. Namun, 30 menit pada 90% lalu 20% hanya menaikkan rata-rata 2 jam paling tinggi sampai 37,5%, yaitu pada menit ke-120: (30 × 90% + 90 × 20%) / 120. Waktu tenang dalam jendela yang sama mengimbangi lonjakan itu.</translation>
    </message>
    <message>
        <source>&quot;Yes, within the first hour&quot; is the usual wrong answer for a heavy start. After two idle hours, an hour at 80% lifts the 2-hour average only to 40%. It takes until minute 76: 80% × 76 / 120 is just above 50%.</source>
        <translation>“Ya, dalam jam pertama” adalah jawaban salah yang paling sering muncul untuk skenario yang diawali beban berat. Setelah dua jam menganggur, satu jam pada 80% hanya menaikkan rata-rata 2 jam sampai 40%. Butuh waktu sampai menit ke-76: 80% × 76 / 120 sedikit di atas 50%.</translation>
    </message>
    <message>
        <source>&quot;Yes, but only after two hours&quot; is the usual wrong answer: these are as many writes as in the sustained import. But an average of a rate held at 40% never rises above 40%, however long the run: throttling follows the rate, not the total.</source>
        <translation>“Ya, tetapi baru setelah dua jam” adalah jawaban salah yang paling sering muncul karena jumlah operasi tulisnya sama banyak dengan impor terus-menerus. Namun, rata-rata dari laju yang tetap di 40% tidak pernah naik melewati 40%, berapa pun lamanya proses berjalan: throttling mengikuti laju, bukan jumlah total.</translation>
    </message>
    <message>
        <source>&quot;Yes, within the first hour&quot; is the usual wrong answer: 100% is as high as it goes. But after two idle hours, a whole hour at 100% lifts the 2-hour average to exactly 50%, not above it. Minute 61 is the first above the line: 100% × 61 / 120 is about 50.8%.</source>
        <translation>“Ya, dalam jam pertama” adalah jawaban salah yang paling sering muncul karena 100% sudah merupakan nilai tertinggi. Namun, setelah dua jam menganggur, satu jam penuh pada 100% menaikkan rata-rata 2 jam tepat sampai 50%, tidak melewatinya. Menit ke-61 adalah menit pertama di atas batas: 100% × 61 / 120 sekitar 50,8%.</translation>
    </message>
    <message>
        <source>&quot;The key that is hot after the shift&quot;: without decay the old key&apos;s lead of several thousand requests takes long to overtake, so at this point the list still names the old key. &quot;Neither: some other key&quot; would need a key more frequent than both, which this stream does not have.</source>
        <translation>“Hot key setelah pergantian”: tanpa peluruhan, keunggulan key lama sebesar beberapa ribu request butuh waktu lama untuk dikejar, jadi pada titik ini daftar itu masih menunjuk key lama. “Bukan keduanya: key lain” hanya mungkin jika ada key yang lebih sering diminta daripada keduanya, dan aliran ini tidak punya key seperti itu.</translation>
    </message>
    <message>
        <source>&quot;The key that was hot before the shift&quot;: with decay the old counts are halved again and again, so the old key&apos;s lead melts away and the new key leads. &quot;Neither: some other key&quot; would need a key more frequent than both, which this stream does not have.</source>
        <translation>“Hot key sebelum pergantian”: dengan peluruhan, hitungan lama dibagi dua berulang kali, sehingga keunggulan key lama terus menyusut dan key baru memimpin. “Bukan keduanya: key lain” hanya mungkin jika ada key yang lebih sering diminta daripada keduanya, dan aliran ini tidak punya key seperti itu.</translation>
    </message>
    <message>
        <source>Above that, it slows down writes to keys in a search index until the average returns to 50%, but never below half the normal write rate. Reads and other writes are never slowed, and the service rejects no write.</source>
        <translation>Di atas batas itu, layanan memperlambat penulisan ke key yang termasuk indeks pencarian sampai rata-ratanya kembali ke 50%, tetapi tidak pernah sampai di bawah separuh laju penulisan normal. Pembacaan dan penulisan lain tidak pernah diperlambat, dan layanan tidak menolak satu pun penulisan.</translation>
    </message>
    <message>
        <source>10 min: the split explorer, set to 8 sub-keys: placed by hash and round-robin side by side.</source>
        <translation>10 menit: simulasi pemecahan, diatur ke 8 sub-key: ditempatkan lewat hash dan ditempatkan bergiliran, berdampingan.</translation>
    </message>
    <message>
        <source>Before the explorer, ask for the chance that 8 sub-keys placed by hash all land on different partitions. Collect guesses, then set the explorer to 8 sub-keys and show it.</source>
        <translation>Sebelum membuka simulasi interaktif, tanyakan berapa peluang 8 sub-key yang ditempatkan lewat hash semuanya jatuh di partisi yang berbeda. Kumpulkan tebakan, lalu atur simulasinya ke 8 sub-key dan tunjukkan jawabannya.</translation>
    </message>
</context>
<context>
    <name>TeacherNotesPart</name>
    <message>
        <source>For teachers</source>
        <extracomment>Heading of the closed part at the end of every lesson page, meant for the teacher</extracomment>
        <translation>Untuk pengajar</translation>
    </message>
</context>
<context>
    <name>ThrottleChart</name>
    <message>
        <source>Time since the start (hours)</source>
        <extracomment>Axis title of the time charts</extracomment>
        <translation>Waktu sejak mulai (jam)</translation>
    </message>
    <message>
        <source>No data yet. Press Play or Step 1 minute to start the clock.</source>
        <extracomment>Shown inside the time charts before the simulated clock has moved</extracomment>
        <translation>Belum ada data. Tekan “Putar” atau “Maju 1 menit” untuk menjalankan jam simulasi.</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>Marks the moment throttling switched on, on the throttling charts</extracomment>
        <translation>aktif</translation>
    </message>
    <message>
        <source>off</source>
        <extracomment>Marks the moment throttling switched off, on the throttling charts</extracomment>
        <translation>nonaktif</translation>
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
    <name>ThrottleHistoryModel</name>
    <message>
        <source>Minute</source>
        <extracomment>Column of the exported throttling run: the simulated minute</extracomment>
        <translation>Menit</translation>
    </message>
    <message>
        <source>Write demand (%)</source>
        <extracomment>Column of the exported throttling run: the write demand, in percent of the writers&apos; capacity</extracomment>
        <translation>Permintaan penulisan (%)</translation>
    </message>
    <message>
        <source>Writer CPU (%)</source>
        <extracomment>Column of the exported throttling run</extracomment>
        <translation>CPU penulis (%)</translation>
    </message>
    <message>
        <source>2-hour average CPU (%)</source>
        <extracomment>Column of the exported throttling run: the rolling 2-hour average of the writer CPU</extracomment>
        <translation>Rata-rata CPU 2 jam (%)</translation>
    </message>
    <message>
        <source>Allowed write rate (%)</source>
        <extracomment>Column of the exported throttling run: the write rate allowed, in percent of normal</extracomment>
        <translation>Laju penulisan yang diizinkan (%)</translation>
    </message>
    <message>
        <source>Write latency (ms)</source>
        <extracomment>Column of the exported throttling run: the average time a write takes, in milliseconds</extracomment>
        <translation>Latensi penulisan (ms)</translation>
    </message>
    <message>
        <source>Throttling on (1 = yes)</source>
        <extracomment>Column of the exported throttling run: 1 while throttling is on, 0 while it is off</extracomment>
        <translation>Throttling aktif (1 = ya)</translation>
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
        <translation>%1 jam %2 mnt</translation>
    </message>
    <message>
        <source>minute %1 (%2 h %3 min)</source>
        <extracomment>Simulated time since the start, e.g. &quot;minute 76 (1 h 16 min)&quot;</extracomment>
        <translation>menit ke-%1 (%2 jam %3 mnt)</translation>
    </message>
    <message>
        <source>The simulation starts at minute 0.</source>
        <extracomment>Throttling status after a reset or a new scenario</extracomment>
        <translation>Simulasi dimulai pada menit ke-0.</translation>
    </message>
    <message>
        <source>Minute %1: throttling started.</source>
        <translation>Menit ke-%1: throttling dimulai.</translation>
    </message>
    <message>
        <source>Minute %1: throttling stopped.</source>
        <translation>Menit ke-%1: throttling berhenti.</translation>
    </message>
    <message>
        <source>Simulated day %1 finished at minute %2.</source>
        <extracomment>%1 is the number of the day (1, 2, ...), %2 the minute it ended</extracomment>
        <translation>Hari simulasi ke-%1 selesai pada menit ke-%2.</translation>
    </message>
    <message>
        <source>Writes are delayed: the allowed write rate is %1% and a write takes %2 on average.</source>
        <extracomment>%1 allowed write rate in percent, %2 a duration such as &quot;2.5 s&quot;</extracomment>
        <translation>Penulisan ditunda: laju penulisan yang diizinkan %1% dan satu penulisan rata-rata butuh %2.</translation>
    </message>
    <message>
        <source>Writes are not delayed.</source>
        <translation>Penulisan tidak ditunda.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>Throttling status: the event, then the throttle state, e.g. &quot;Minute 76: throttling started. Writes are delayed: ...&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>At minute %1 the writer CPU is %2% and its 2-hour average %3%; the dotted line marks 50%.</source>
        <extracomment>Description of the CPU chart; %1 minute, %2 CPU and %3 2-hour average in percent</extracomment>
        <translation>Pada menit ke-%1, CPU penulis %2% dan rata-rata 2 jamnya %3%; garis titik-titik menandai 50%.</translation>
    </message>
    <message>
        <source>At minute %1 writes are allowed at %2% of normal throughput.</source>
        <extracomment>Description of the allowed-rate chart; %1 minute, %2 percent of normal throughput</extracomment>
        <translation>Pada menit ke-%1 penulisan diizinkan pada %2% dari throughput normal.</translation>
    </message>
    <message>
        <source>At minute %1 a write takes %2 on average.</source>
        <extracomment>Description of the latency chart; %1 minute, %2 a duration such as &quot;2.5 s&quot;</extracomment>
        <translation>Pada menit ke-%1 satu penulisan rata-rata butuh %2.</translation>
    </message>
    <message>
        <source>At minute %1 throttling is on.</source>
        <translation>Pada menit ke-%1 throttling aktif.</translation>
    </message>
    <message>
        <source>At minute %1 throttling is off.</source>
        <translation>Pada menit ke-%1 throttling nonaktif.</translation>
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
        <translation>Impor massal, lalu sepi</translation>
    </message>
    <message>
        <source>Free play: the slider sets the demand from now on. Press Reset to start again from two idle hours.</source>
        <translation>Mode bebas: mulai sekarang, penggeser menentukan permintaan. Tekan “Atur ulang” untuk mulai lagi dari dua jam menganggur.</translation>
    </message>
    <message>
        <source>Short burst: 30 minutes at 90%, then 20% for as long as you let it run.</source>
        <translation>Lonjakan singkat: 30 menit pada 90%, lalu 20% selama kamu membiarkannya berjalan.</translation>
    </message>
    <message>
        <source>Sustained ingestion: 80% for four hours, then nothing.</source>
        <translation>Impor terus-menerus: 80% selama empat jam, lalu berhenti.</translation>
    </message>
    <message>
        <source>Spread evenly: the same writes as the sustained import, at 40% over eight hours, then nothing.</source>
        <translation>Disebar merata: penulisan yang sama dengan impor terus-menerus, pada 40% selama delapan jam, lalu berhenti.</translation>
    </message>
    <message>
        <source>Bulk load, then quiet hours: 100% for 90 minutes, then 10%.</source>
        <translation>Impor massal, lalu jam-jam sepi: 100% selama 90 menit, lalu 10%.</translation>
    </message>
    <message>
        <source>Will the service throttle in this scenario, and when?</source>
        <translation>Apakah layanan akan melakukan throttling dalam skenario ini, dan kapan?</translation>
    </message>
    <message>
        <source>It never throttles</source>
        <translation>Tidak pernah melakukan throttling</translation>
    </message>
    <message>
        <source>Yes, within the first hour</source>
        <translation>Ya, dalam jam pertama</translation>
    </message>
    <message>
        <source>Yes, in the second hour</source>
        <translation>Ya, di jam kedua</translation>
    </message>
    <message>
        <source>Yes, but only after two hours</source>
        <translation>Ya, tetapi baru setelah dua jam</translation>
    </message>
    <message>
        <source>Now press Play and watch the 2-hour average.</source>
        <translation>Sekarang tekan “Putar” dan amati rata-rata 2 jam.</translation>
    </message>
    <message>
        <source>In free play there is nothing fixed to predict. Pick a scenario to predict its run.</source>
        <translation>Dalam mode bebas, tidak ada hasil pasti yang bisa ditebak. Pilih sebuah skenario supaya kamu bisa menebak jalannya percobaan.</translation>
    </message>
    <message>
        <source>This run has already shown the answer. Press Reset to predict before it plays again.</source>
        <translation>Percobaan ini sudah menunjukkan jawabannya. Tekan “Atur ulang” supaya kamu bisa menebak sebelum diputar lagi.</translation>
    </message>
    <message>
        <source>The 2-hour average peaked at %1% in minute %2 and stays below the 50% line from then on: no write is delayed.</source>
        <extracomment>%1 the 2-hour average in percent, %2 a minute</extracomment>
        <translation>Rata-rata 2 jam mencapai puncaknya, %1%, di menit ke-%2 dan sejak itu tetap di bawah garis 50%: tidak ada penulisan yang tertunda.</translation>
    </message>
    <message>
        <source>Throttling started in minute %1, the first minute in which the 2-hour average was above 50% (%2%).</source>
        <extracomment>%1 a minute, %2 the 2-hour average in percent</extracomment>
        <translation>Throttling dimulai di menit ke-%1, menit pertama ketika rata-rata 2 jam berada di atas 50% (%2%).</translation>
    </message>
    <message>
        <source>Minute %1: the scenario is over. Press Reset to run it again.</source>
        <extracomment>%1 is the minute the scenario ended</extracomment>
        <translation>Menit ke-%1: skenario selesai. Tekan “Atur ulang” untuk menjalankannya lagi.</translation>
    </message>
    <message>
        <source>Throttling is off, but writes still wait in the queue: a write takes %1 on average.</source>
        <extracomment>%1 a duration such as &quot;2.5 s&quot;</extracomment>
        <translation>Throttling sudah nonaktif, tetapi penulisan masih menunggu di antrean: satu penulisan rata-rata butuh %1.</translation>
    </message>
    <message>
        <source>Shaded: throttling on from minute %1 to minute %2.</source>
        <extracomment>Description of the shaded stretch on the throttling charts; %1 and %2 are minutes</extracomment>
        <translation>Area berwarna: throttling aktif dari menit ke-%1 sampai menit ke-%2.</translation>
    </message>
    <message>
        <source>Shaded: throttling on since minute %1.</source>
        <extracomment>Description of the shaded stretch on the throttling charts; %1 is a minute</extracomment>
        <translation>Area berwarna: throttling aktif sejak menit ke-%1.</translation>
    </message>
</context>
<context>
    <name>ThrottlingPage</name>
    <message>
        <source>Write throttling: when the service slows you down</source>
        <translation>Throttling penulisan: saat layanan memperlambat aplikasimu</translation>
    </message>
    <message>
        <source>Why the service slows writes down</source>
        <translation>Mengapa layanan memperlambat penulisan</translation>
    </message>
    <message>
        <source>In its durable mode the store protects your data in two ways: it takes automatic backups, and it writes every change to a transaction log that is kept in several availability zones. That log is what lets the store recover and restart quickly after a failure.</source>
        <translation>Dalam mode durable, penyimpanan ini menjaga datamu dengan dua cara: backup otomatis, dan log transaksi yang mencatat setiap perubahan dan disimpan di beberapa availability zone. Log itulah yang membuat penyimpanan bisa pulih dan dimulai ulang dengan cepat setelah gangguan.</translation>
    </message>
    <message>
        <source>Both have to keep pace with your writes. When the threads that update the search index stay busy for hours, backups and the log could fall behind. So the service lowers the rate at which it accepts indexed writes for a while, until everything has caught up.</source>
        <translation>Keduanya harus bisa mengimbangi penulisanmu. Kalau thread yang memperbarui indeks pencarian sibuk berjam-jam, backup dan log bisa tertinggal. Karena itu, layanan menurunkan laju penerimaan penulisan terindeks untuk sementara, sampai semuanya tidak tertinggal lagi.</translation>
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
        <translation>Layanan juga memeriksa CPU saat ini. Kalau CPU saat ini sudah 50% atau kurang, lajunya dipertahankan dan tidak dipotong lagi, walaupun rata-ratanya masih di atas 50%.</translation>
    </message>
    <message>
        <source>The allowed rate never goes below 50% of normal throughput.</source>
        <translation>Laju yang diizinkan tidak pernah turun di bawah 50% dari throughput normal.</translation>
    </message>
    <message>
        <source>Once the 2-hour average is below 50%, the rate rises step by step until full throughput is back, and throttling switches off.</source>
        <translation>Setelah rata-rata 2 jam turun di bawah 50%, lajunya naik langkah demi langkah sampai throughput penuh kembali, lalu throttling dinonaktifkan.</translation>
    </message>
    <message>
        <source>Try it: run the simulation</source>
        <translation>Coba sendiri: jalankan simulasinya</translation>
    </message>
    <message>
        <source>Scenario: %1</source>
        <translation>Skenario: %1</translation>
    </message>
    <message>
        <source>Demand is the writer CPU that the offered indexed writes would need at full speed. 100% stands for 10,000 indexed writes a minute; above 100% the threads cannot keep up even without throttling.</source>
        <translation>Permintaan adalah CPU penulis yang dibutuhkan penulisan terindeks yang masuk jika dikerjakan dengan kecepatan penuh. 100% berarti 10.000 penulisan terindeks per menit; di atas 100% thread-nya tidak bisa mengimbangi, bahkan tanpa throttling.</translation>
    </message>
    <message>
        <source>How the model counts</source>
        <translation>Cara model menghitung</translation>
    </message>
    <message>
        <source>Time moves in whole minutes. In each minute the new writes join the back of a queue, and the writer threads complete as many as the allowed rate permits, oldest first. Writer CPU is the work done in that minute.</source>
        <translation>Waktu berjalan per menit penuh. Setiap menit, penulisan baru masuk ke belakang antrean, dan thread penulis menyelesaikan sebanyak yang diizinkan laju, mulai dari yang paling lama menunggu. CPU penulis adalah kerja yang dilakukan pada menit itu.</translation>
    </message>
    <message>
        <source>Nothing is dropped: at every minute, writes offered = writes completed + writes waiting.</source>
        <translation>Tidak ada yang dibuang: di setiap menit, penulisan masuk = penulisan selesai + penulisan menunggu.</translation>
    </message>
    <message>
        <source>The rate cut: the service picks the rate that would bring the average back to exactly 50% after the next minute. After a long busy stretch that rate is far below 50%, so the floor of 50% takes over.</source>
        <translation>Pemotongan laju: layanan memilih laju yang akan mengembalikan rata-rata tepat ke 50% setelah menit berikutnya. Setelah masa sibuk yang panjang, laju itu jauh di bawah 50%, jadi batas bawah 50% yang berlaku.</translation>
    </message>
    <message>
        <source>The release: while the average is below 50%, the allowed rate goes up by 5 percentage points a minute; at 100% throttling switches off.</source>
        <translation>Pelepasan: selama rata-rata di bawah 50%, laju yang diizinkan naik 5 poin persen per menit; begitu mencapai 100%, throttling dinonaktifkan.</translation>
    </message>
    <message>
        <source>Write latency is the mean time of the writes completed in a minute: about 1 ms when nothing waits, plus one minute for every minute a write spent in the queue.</source>
        <translation>Latensi penulisan adalah rata-rata waktu penulisan yang selesai dalam satu menit: sekitar 1 ms kalau tidak ada yang menunggu, ditambah satu menit untuk setiap menit sebuah penulisan berada di antrean.</translation>
    </message>
    <message>
        <source>Clients: each client connection sends writes worth 5% of demand, so 80% means 16 connections. While throttling is active, every connection with writes still in the queue counts as throttled.</source>
        <translation>Klien: setiap koneksi klien mengirim penulisan senilai 5% permintaan, jadi 80% berarti 16 koneksi. Selama throttling aktif, setiap koneksi yang masih punya penulisan di antrean dihitung sebagai di-throttle.</translation>
    </message>
    <message>
        <source>What your application sees</source>
        <translation>Yang dilihat aplikasimu</translation>
    </message>
    <message>
        <source>Higher latency. The service&apos;s metrics for successful write latency and for the latency of search-based set commands go up.</source>
        <translation>Latensi lebih tinggi. Metrik layanan untuk latensi penulisan yang berhasil dan latensi perintah set berbasis pencarian ikut naik.</translation>
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
        <translation>Perbesar kapasitas cluster kalau throttling berlangsung lama atau terus berulang dan tambahan latensinya merugikan aplikasimu.</translation>
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
        <translation>CPU sebanding dengan jumlah penulisan, dan biaya setiap penulisan sama. Kenyataannya, dokumen JSON besar dengan banyak field terindeks lebih mahal daripada hash kecil.</translation>
    </message>
    <message>
        <source>All writes wait in one queue and nobody gives up. Real clients wait for each reply, have timeouts and send less while they wait.</source>
        <translation>Semua penulisan menunggu dalam satu antrean dan tidak ada yang menyerah. Klien sungguhan menunggu setiap balasan, punya timeout, dan mengirim lebih sedikit selama menunggu.</translation>
    </message>
    <message>
        <source>Only indexed writes use CPU here. Reads, other keys, backups and the transaction log are not modelled, and neither are several shards, failover or scaling during a run.</source>
        <translation>Di sini hanya penulisan terindeks yang memakai CPU. Pembacaan, key lain, backup, dan log transaksi tidak dimodelkan, begitu pula beberapa shard, failover, atau penskalaan selama simulasi berjalan.</translation>
    </message>
    <message>
        <source>Questions for discussion</source>
        <translation>Pertanyaan untuk diskusi</translation>
    </message>
    <message>
        <source>No error from the service: a throttled write still succeeds, it just takes longer. But a wait longer than your client&apos;s timeout reaches your application as an error, and if it then retries a write that is not idempotent (HINCRBY, JSON.NUMINCRBY, ...), that write can count twice. Keep retried writes idempotent.</source>
        <translation>Tidak ada error dari layanan: penulisan yang di-throttle tetap berhasil, hanya lebih lama. Namun, kalau waktu tunggunya melebihi timeout klienmu, aplikasimu tetap menerima error; jika aplikasimu lalu mencoba ulang penulisan yang tidak idempoten (HINCRBY, JSON.NUMINCRBY, …), penulisan itu bisa terhitung dua kali. Jadi, pastikan penulisan yang dicoba ulang bersifat idempoten.</translation>
    </message>
    <message>
        <source>Only writes to keys in a search index are throttled; reads and writes to other keys never are.</source>
        <translation>Hanya penulisan ke key yang termasuk indeks pencarian yang di-throttle; pembacaan dan penulisan ke key lain tidak pernah di-throttle.</translation>
    </message>
    <message>
        <source>Throttling starts when the writer threads&apos; CPU averages more than 50% over a rolling 2-hour window, and it never cuts write capacity below half.</source>
        <translation>Throttling dimulai saat rata-rata CPU thread penulis di jendela bergulir 2 jam melewati 50%, dan kapasitas penulisan tidak pernah dipangkas hingga di bawah separuhnya.</translation>
    </message>
    <message>
        <source>The service returns no error, but writes wait. Your own timeouts can still fire, so keep retried writes idempotent.</source>
        <translation>Layanan tidak mengembalikan error, tetapi penulisan harus menunggu. Timeout yang kamu pasang sendiri tetap bisa terpicu, jadi pastikan penulisan yang dicoba ulang bersifat idempoten.</translation>
    </message>
    <message>
        <source>Watch writer CPU and the throttle flag, spread long imports over the window, and scale the cluster when throttling is frequent or lasts.</source>
        <translation>Pantau CPU penulis dan penanda throttling, sebar impor panjang ke seluruh jendela bergulir, dan perbesar cluster jika throttling sering terjadi atau berlangsung lama.</translation>
    </message>
    <message>
        <source>Pick a scenario and commit your prediction before you press Play. Every run starts at minute 0 after two idle hours, so the window begins full of minutes at 0%.</source>
        <translation>Pilih sebuah skenario dan tetapkan tebakanmu sebelum menekan “Putar”. Setiap percobaan dimulai di menit ke-0 setelah dua jam menganggur, jadi jendelanya mula-mula penuh dengan menit bernilai 0%.</translation>
    </message>
    <message>
        <source>Discuss first, then open the model answer.</source>
        <translation>Diskusikan dulu, baru buka contoh jawabannya.</translation>
    </message>
    <message>
        <source>1. The sustained and the evenly spread scenario write the same data. Which one finishes first? Which one would you choose for an online shop that keeps taking orders during the import?</source>
        <translation>1. Skenario impor terus-menerus dan skenario disebar merata menulis data yang sama. Mana yang selesai lebih dulu? Mana yang akan kamu pilih untuk toko online yang tetap menerima pesanan selama impor?</translation>
    </message>
    <message>
        <source>Model answer</source>
        <translation>Contoh jawaban</translation>
    </message>
    <message>
        <source>Model answer to question %1</source>
        <extracomment>A screen reader&apos;s name for the model answer&apos;s heading; %1 is the question&apos;s number</extracomment>
        <translation>Contoh jawaban untuk pertanyaan %1</translation>
    </message>
    <message>
        <source>The sustained import finishes first, in minute 339, even though it is throttled; the spread one needs until minute 480. But from minute 76 every indexed write waits, up to 99 minutes, and the shop&apos;s own writes to indexed keys queue behind the import. Spread over eight hours, the import never lifts the average above 40%, and a write still takes about 1 ms. For a shop that stays open, spread it: finishing later costs less than slow orders.</source>
        <translation>Impor terus-menerus selesai lebih dulu, di menit ke-339, walaupun terkena throttling; impor yang disebar merata baru selesai di menit ke-480. Tetapi sejak menit ke-76 setiap penulisan ke key yang diindeks harus menunggu, hingga 99 menit lamanya, dan penulisan toko itu sendiri ke key yang diindeks ikut mengantre di belakang impor. Kalau disebar selama delapan jam, impor tidak pernah menaikkan rata-rata di atas 40%, dan satu penulisan tetap butuh sekitar 1 ms. Untuk toko yang tetap buka, sebarkan impornya: impor yang selesai belakangan tidak semahal pesanan yang lambat.</translation>
    </message>
    <message>
        <source>2. Why does the service look at the current CPU as well as at the 2-hour average? What could happen without the 50% floor?</source>
        <translation>2. Mengapa layanan memeriksa CPU saat ini selain rata-rata 2 jam? Apa yang bisa terjadi tanpa batas bawah 50%?</translation>
    </message>
    <message>
        <source>The average lags: after a busy stretch it can stay above 50% for up to an hour while the writer threads are already calm. Judged by the average alone, the service would keep cutting writes that do no harm. The current CPU tells it when to hold the rate instead. Without the floor, the rate that pulls the average back to 50% within one minute can be zero after a long busy stretch: writes would stop, and the queue and the wait would grow for as long as the average stays high.</source>
        <translation>Rata-ratanya tertinggal: setelah masa sibuk, nilainya bisa tetap di atas 50% sampai satu jam, padahal thread penulis sudah tenang. Kalau hanya melihat rata-rata, layanan akan terus memangkas penulisan yang sebenarnya tidak berbahaya. CPU saat ini memberi tahu kapan laju sebaiknya dipertahankan saja, bukan dipangkas lagi. Tanpa batas bawah, laju yang membawa rata-rata kembali ke 50% dalam satu menit bisa nol setelah masa sibuk yang panjang: penulisan akan berhenti, lalu antrean dan waktu tunggu terus bertambah selama rata-ratanya masih tinggi.</translation>
    </message>
    <message>
        <source>3. Your dashboards show no errors, but writes get slower every night at two o&apos;clock. Which metrics do you check first?</source>
        <translation>3. Dasbormu tidak menunjukkan error, tetapi setiap pukul dua dini hari penulisan jadi lebih lambat. Metrik apa yang kamu periksa lebih dulu?</translation>
    </message>
    <message>
        <source>First the throttle flag (SearchWriteThrottleActive): is it 1 at two o&apos;clock? Then the writer CPU (SearchWriteCPUUtilization) in the two hours before: a nightly job that keeps it high lifts the average above 50%. The throttled clients and throttle events show how many writers are held back. Throttling returns no error, which is why the error dashboards stay quiet. The fix: spread the job over more hours, or scale the cluster.</source>
        <translation>Pertama, penanda throttling (SearchWriteThrottleActive): apakah nilainya 1 pada pukul dua? Lalu CPU penulis (SearchWriteCPUUtilization) dalam dua jam sebelumnya: job yang berjalan setiap malam dan membuat CPU itu tetap tinggi akan mendorong rata-rata melewati 50%. Klien yang di-throttle dan peristiwa throttling menunjukkan berapa banyak penulis yang tertahan. Throttling tidak mengembalikan error, karena itu dasbor error tetap sepi. Solusinya: sebarkan job itu ke rentang waktu yang lebih panjang, atau perbesar cluster.</translation>
    </message>
    <message>
        <source>A managed in-memory store with a search module does not refuse your writes when its writer threads are busy for too long. It slows them down instead. Drive the load yourself, watch whether the 2-hour average crosses 50%, and see what your application notices: the service returns no error, but writes take longer, and your own timeouts still fire.</source>
        <translation>Penyimpanan in-memory terkelola dengan modul pencarian tidak menolak penulisanmu ketika thread penulisnya terlalu lama sibuk. Layanan itu justru memperlambatnya. Atur bebannya sendiri, lihat apakah rata-rata 2 jam melewati 50%, dan amati apa yang dirasakan aplikasimu: layanan tidak mengembalikan error, tetapi penulisan jadi lebih lama, dan timeout yang kamu pasang sendiri tetap bisa terpicu.</translation>
    </message>
    <message>
        <source>Short bursts do no harm when quieter minutes in the same two hours balance them: 45 minutes at 80% followed by 20% only lifts the average to 42.5%.</source>
        <translation>Lonjakan singkat tidak berbahaya selama menit-menit yang lebih sepi dalam dua jam yang sama mengimbanginya: 45 menit pada 80% lalu 20% hanya menaikkan rata-rata ke 42,5%.</translation>
    </message>
    <message>
        <source>Throttle events: in each minute, every write that full speed would have completed but the lowered rate left waiting counts as one event, at most as many as arrived in that minute. Writes that wait only because demand is above 100% do not count. The panel adds the events up over a reporting interval of 5 minutes.</source>
        <translation>Peristiwa throttling: di setiap menit, setiap penulisan yang akan selesai pada kecepatan penuh tetapi dibiarkan menunggu oleh laju yang diturunkan dihitung sebagai satu peristiwa, paling banyak sejumlah penulisan yang tiba di menit itu. Penulisan yang menunggu hanya karena permintaan di atas 100% tidak dihitung. Panel menjumlahkan peristiwa itu selama interval laporan 5 menit.</translation>
    </message>
    <message>
        <source>Less throughput. While throttling lasts, the allowed rate can fall to half of normal, so a long import finishes much later than planned, and its last writes wait longest.</source>
        <translation>Throughput lebih rendah. Selama throttling berlangsung, laju yang diizinkan bisa turun sampai separuh laju normal, sehingga impor yang panjang selesai jauh lebih lambat dari rencana, dan penulisan terakhirnya menunggu paling lama.</translation>
    </message>
</context>
<context>
    <name>ThrottlingSimulationPane</name>
    <message>
        <source>Pause</source>
        <translation>Jeda</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Putar lagi</translation>
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
        <source>Play the scenario again from minute 0</source>
        <translation>Putar skenario lagi dari menit ke-0</translation>
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
        <source>Demand</source>
        <extracomment>Label of the demand slider</extracomment>
        <translation>Permintaan</translation>
    </message>
    <message>
        <source>Demand in percent of writer CPU</source>
        <translation>Permintaan dalam persen CPU penulis</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <extracomment>Simulation clock, %1 is e.g. &quot;minute 76 (1 h 16 min)&quot;</extracomment>
        <translation>Sekarang: %1</translation>
    </message>
    <message>
        <source>Writer CPU and its 2-hour average</source>
        <translation>CPU penulis dan rata-rata 2 jamnya</translation>
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
        <source>CPU (%)</source>
        <translation>CPU (%)</translation>
    </message>
    <message>
        <source>Allowed write rate</source>
        <translation>Laju penulisan yang diizinkan</translation>
    </message>
    <message>
        <source>Allowed rate (%)</source>
        <translation>Laju yang diizinkan (%)</translation>
    </message>
    <message>
        <source>What the service publishes</source>
        <translation>Yang dilaporkan layanan</translation>
    </message>
    <message>
        <source>The names are the service&apos;s metrics. The values are this lesson&apos;s model, which counts in its own way where the service does not say how.</source>
        <translation>Nama-nama ini adalah metrik milik layanan. Nilainya berasal dari model pelajaran ini, yang menghitung dengan caranya sendiri jika layanan tidak menjelaskan cara menghitungnya.</translation>
    </message>
    <message>
        <source>Throttle active</source>
        <translation>Throttling aktif</translation>
    </message>
    <message>
        <source>1 (on)</source>
        <extracomment>Value of the throttle flag: 1 and the word &quot;on&quot;, or 0 and &quot;off&quot;</extracomment>
        <translation>1 (aktif)</translation>
    </message>
    <message>
        <source>0 (off)</source>
        <translation>0 (nonaktif)</translation>
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
        <source>How this model counts: writes the throttle delayed in the last 5 minutes</source>
        <extracomment>The service defines only &quot;throttling events per reporting interval&quot;; the model counts delayed writes</extracomment>
        <translation>Cara model ini menghitung: penulisan yang ditunda throttling dalam 5 menit terakhir</translation>
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
        <source>Minutes</source>
        <translation>Menit</translation>
    </message>
    <message>
        <source>Throttle active (1 = on, 0 = off)</source>
        <translation>Throttling aktif (1 = aktif, 0 = nonaktif)</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Penanda</translation>
    </message>
    <message>
        <source>Throttling on (shaded)</source>
        <translation>Throttling aktif (area berwarna)</translation>
    </message>
    <message>
        <source>Throttling run: demand, CPU, average, write rate and latency per minute</source>
        <extracomment>Names the throttling run&apos;s table in the export dialog</extracomment>
        <translation>Percobaan throttling: permintaan, CPU, rata-rata, laju penulisan, dan latensi per menit</translation>
    </message>
</context>
<context>
    <name>WorksheetWriter</name>
    <message>
        <source>Answer sheet: %1</source>
        <translation>Lembar jawaban: %1</translation>
    </message>
    <message>
        <source>Worksheet: %1</source>
        <translation>Lembar kerja: %1</translation>
    </message>
    <message>
        <source>Name: ____________________   Group: ____________   Date: ____________</source>
        <extracomment>The line at the top of a worksheet where students write their name, group and the date</extracomment>
        <translation>Nama: ____________________   Kelompok: ____________   Tanggal: ____________</translation>
    </message>
    <message>
        <source>The situation</source>
        <translation>Situasinya</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Hasil</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>Jawaban:</translation>
    </message>
    <message>
        <source>Why:</source>
        <translation>Alasan:</translation>
    </message>
    <message>
        <source>Common wrong answers:</source>
        <translation>Jawaban salah yang sering muncul:</translation>
    </message>
    <message>
        <source>For the teacher</source>
        <translation>Untuk pengajar</translation>
    </message>
    <message>
        <source>There is no sheet for &quot;%1&quot;.</source>
        <translation>Tidak ada lembar untuk “%1”.</translation>
    </message>
    <message>
        <source>Choose a file to save the sheet in.</source>
        <translation>Pilih berkas untuk menyimpan lembar ini.</translation>
    </message>
    <message>
        <source>Could not write &quot;%1&quot;: the PDF could not be started.</source>
        <translation>Tidak bisa menulis “%1”: pembuatan PDF tidak bisa dimulai.</translation>
    </message>
    <message>
        <source>%1 · page %2 of %3</source>
        <extracomment>The footer of a printed sheet: %1 the sheet&apos;s title, %2 the page, %3 the pages</extracomment>
        <translation>%1 · halaman %2 dari %3</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Tujuan</translation>
    </message>
</context>
</TS>
