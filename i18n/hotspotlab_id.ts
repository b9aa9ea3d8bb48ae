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
        <translation>Ukur ketimpangan per partisi, bedakan hot key, hot tenant, dan value besar, lalu pilih perbaikan yang cocok dengan penyebabnya.</translation>
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
        <translation>Membedakan hot key, hot tenant, dan value besar, lalu memilih perbaikan yang pas untuk masing-masing.</translation>
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
</TS>
