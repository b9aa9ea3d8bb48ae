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
    <name>LabActionButton</name>
    <message>
        <source>%1 (shortcut: %2)</source>
        <extracomment>Tooltip of a lab action: the action, then its keyboard shortcut</extracomment>
        <translation>%1 (pintasan: %2)</translation>
    </message>
</context>
<context>
    <name>LabGuide</name>
    <message>
        <source>No prediction this time. That is fine: compare the table with what you expected.</source>
        <extracomment>Guided step result when the student made no prediction</extracomment>
        <translation>Kali ini tanpa tebakan, tidak apa-apa. Bandingkan tabel dengan apa yang kamu bayangkan.</translation>
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
        <source>Pick a hot key in the key picker below (key %1 is chosen now), then switch to the Hot key profile. The hot key gets 9 of the 12 requests in every batch; the next three keys get one each.</source>
        <translation>Pilih hot key di pemilih key di bawah (saat ini key %1), lalu pindah ke profil Hot key. Di setiap batch, hot key mendapat 9 dari 12 request, dan tiga key sesudahnya masing-masing satu.</translation>
    </message>
    <message>
        <source>Send one batch with the hot key.</source>
        <translation>Kirim satu batch dengan hot key.</translation>
    </message>
    <message>
        <source>Keep up the pressure: send a second batch, then drain the queue one step at a time.</source>
        <translation>Terus beri tekanan: kirim batch kedua, lalu kuras antreannya selangkah demi selangkah.</translation>
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
        <source>Your prediction: after the second batch, how many drain steps will empty the queue at %1?</source>
        <translation>Tebakanmu: setelah batch kedua, berapa langkah kuras yang dibutuhkan sampai antrean di %1 kosong?</translation>
    </message>
    <message>
        <source>No prediction</source>
        <extracomment>First entry of the prediction box: the student does not guess</extracomment>
        <translation>Tanpa tebakan</translation>
    </message>
    <message>
        <source>Your prediction</source>
        <translation>Tebakanmu</translation>
    </message>
    <message>
        <source>Waiting at %1: %2. Drain steps so far: %3.</source>
        <translation>Menunggu di %1: %2. Langkah kuras sejauh ini: %3.</translation>
    </message>
    <message>
        <source>Arrivals %1 / %2 / %3: each partition received %4 requests and finished %4 in the same step. Nothing waits.</source>
        <translation>Kedatangan %1 / %2 / %3: setiap partisi menerima %4 request dan menyelesaikan semua %4 dalam langkah yang sama. Tidak ada yang menunggu.</translation>
    </message>
    <message>
        <source>The Hot key profile is on, and a new run starts from zero. The placement has not changed: every partition still owns four keys. Each batch now sends key %1 nine times and keys %2, %3 and %4 once each. Step 3 checks your prediction.</source>
        <translation>Profil Hot key aktif, dan putaran baru dimulai dari nol. Penempatannya tidak berubah: setiap partisi tetap memiliki empat key. Sekarang setiap batch mengirim key %1 sembilan kali dan key %2, %3, serta %4 masing-masing sekali. Langkah 3 akan memeriksa tebakanmu.</translation>
    </message>
    <message>
        <source>Arrivals %1 / %2 / %3. %4 finished %5 and has %6 waiting; the other two partitions finished all they received. There were %7 units of capacity, but only %8 requests were completed.</source>
        <translation>Kedatangan %1 / %2 / %3. %4 menyelesaikan %5 dan masih punya %6 yang menunggu; dua partisi lainnya menyelesaikan semua yang mereka terima. Tersedia %7 unit kapasitas, tetapi hanya %8 request yang selesai.</translation>
    </message>
    <message>
        <source>After the second batch %1 had %2 requests waiting. At %3 per step that takes %4 drain steps, and the queue is empty now.</source>
        <translation>Setelah batch kedua, ada %2 request yang menunggu di %1. Dengan %3 per langkah, itu butuh %4 langkah kuras, dan sekarang antreannya kosong.</translation>
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
        <source>Right: %1 drain steps.</source>
        <translation>Tepat: %1 langkah kuras.</translation>
    </message>
    <message>
        <source>Not quite. You predicted %1 drain steps; it took %2. The queue grows by %3 with every hot batch, only its owner can work on it, and the free capacity of the other partitions expires unused.</source>
        <translation>Belum tepat. Tebakanmu %1 langkah kuras, ternyata perlu %2. Antrean bertambah %3 setiap kali batch panas datang, hanya pemiliknya yang bisa mengerjakannya, dan kapasitas bebas di partisi lain hangus tanpa terpakai.</translation>
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
        <translation>Kuras satu langkah</translation>
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
        <source>Skip this step</source>
        <extracomment>Skips the current guided step without doing it</extracomment>
        <translation>Lewati langkah ini</translation>
    </message>
    <message>
        <source>Restart the guided steps</source>
        <translation>Ulangi langkah terpandu</translation>
    </message>
    <message>
        <source>Each guided action sets the lab up for its step. The controls further down work at any time, so you can also play freely.</source>
        <translation>Setiap aksi terpandu menyiapkan lab untuk langkahnya sendiri. Tombol-tombol di bawah bisa dipakai kapan saja, jadi kamu juga bebas bereksperimen.</translation>
    </message>
</context>
<context>
    <name>LabKeyChip</name>
    <message>
        <source>Key %1, owner %2, %3 requests per batch</source>
        <extracomment>Screen-reader name of a key chip: key, owner, requests per batch</extracomment>
        <translation>Key %1, pemilik %2, %3 request per batch</translation>
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
        <source>hot key</source>
        <extracomment>Tag on the chosen key chip</extracomment>
        <translation>hot key</translation>
    </message>
</context>
<context>
    <name>LabPage</name>
    <message>
        <source>Hot-key lab: who gets the work?</source>
        <translation>Lab hot key: siapa yang kebagian kerja?</translation>
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
        <source>Every request names one of %1 keys, 0 to 11, one per product page. The key decides its owner: partition = key mod 3. So P0 owns keys 0, 3, 6 and 9, P1 owns 1, 4, 7 and 10, and P2 owns 2, 5, 8 and 11.</source>
        <translation>Setiap request menyebut satu dari %1 key, 0 sampai 11, satu untuk tiap halaman produk. Key menentukan pemiliknya: partisi = key mod 3. Jadi P0 memiliki key 0, 3, 6, dan 9, P1 memiliki 1, 4, 7, dan 10, dan P2 memiliki 2, 5, 8, dan 11.</translation>
    </message>
    <message>
        <source>In every processing step each partition can finish up to %1 requests of equal cost, counting work that is already waiting. Capacity a partition does not use in a step is lost; it is never lent to another partition.</source>
        <translation>Di setiap langkah pemrosesan, tiap partisi bisa menyelesaikan paling banyak %1 request yang bebannya sama, termasuk pekerjaan yang sudah menunggu. Kapasitas yang tidak dipakai dalam satu langkah hilang begitu saja; kapasitas itu tidak pernah dipinjamkan ke partisi lain.</translation>
    </message>
    <message>
        <source>The lab</source>
        <translation>Lab</translation>
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
        <source>Every key gets one request per batch.</source>
        <translation>Setiap key mendapat satu request per batch.</translation>
    </message>
    <message>
        <source>Key %1 gets 9 requests per batch; keys %2, %3 and %4 get one each.</source>
        <translation>Key %1 mendapat 9 request per batch; key %2, %3, dan %4 masing-masing satu.</translation>
    </message>
    <message>
        <source>One batch brings %1 / %2 / %3 requests to P0 / P1 / P2.</source>
        <extracomment>%1-%3 requests per batch at P0, P1, P2</extracomment>
        <translation>Satu batch membawa %1 / %2 / %3 request ke P0 / P1 / P2.</translation>
    </message>
    <message>
        <source>Keys and their owners</source>
        <translation>Key dan pemiliknya</translation>
    </message>
    <message>
        <source>Click a key to make it the hot key. It matters only in the Hot key profile. A different key or profile starts a new run.</source>
        <translation>Klik sebuah key untuk menjadikannya hot key. Pilihan ini hanya berpengaruh di profil Hot key. Mengganti key atau profil memulai putaran baru.</translation>
    </message>
    <message>
        <source>%1 owns</source>
        <extracomment>Row label in the key picker, e.g. &quot;P0 owns&quot;</extracomment>
        <translation>%1 memiliki</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Putaran</translation>
    </message>
    <message>
        <source>Send %1 requests + step</source>
        <translation>Kirim %1 request + langkah</translation>
    </message>
    <message>
        <source>Drain one step</source>
        <translation>Kuras satu langkah</translation>
    </message>
    <message>
        <source>Reset run</source>
        <translation>Atur ulang putaran</translation>
    </message>
    <message>
        <source>Processing steps in this run: %1</source>
        <translation>Langkah pemrosesan di putaran ini: %1</translation>
    </message>
    <message>
        <source>Waiting in all queues: %1</source>
        <translation>Menunggu di semua antrean: %1</translation>
    </message>
    <message>
        <source>The bars show shares rounded to whole percent, so they may not add up to 100 (83 + 8 + 8). The table gives the exact counts.</source>
        <translation>Batang menunjukkan porsi yang dibulatkan ke persen bulat, jadi jumlahnya bisa saja tidak tepat 100 (83 + 8 + 8). Angka persisnya ada di tabel.</translation>
    </message>
    <message>
        <source>Placement is not traffic</source>
        <translation>Penempatan bukan lalu lintas</translation>
    </message>
    <message>
        <source>Both profiles place exactly four keys on every partition. What differs is how often each key is asked for. In the Hot key profile, 9 of the 12 requests in a batch, 75%, name the same key.</source>
        <translation>Kedua profil menaruh tepat empat key di setiap partisi. Yang berbeda hanyalah seberapa sering tiap key diminta. Di profil Hot key, 9 dari 12 request dalam satu batch, yaitu 75%, menuju key yang sama.</translation>
    </message>
    <message>
        <source>One more request goes to the key three places further on. That key has the same owner, because adding 3 does not change the remainder after dividing by 3. So one partition receives 10 of 12 requests, about 83%.</source>
        <translation>Satu request lagi menuju key yang letaknya tiga posisi sesudahnya. Pemilik key itu sama, karena menambah 3 tidak mengubah sisa pembagian dengan 3. Akibatnya satu partisi menerima 10 dari 12 request, sekitar 83%.</translation>
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
        <translation>Kirim beberapa batch panas berturut-turut. Partisi tersibuk menerima 10 request per batch tetapi hanya menyelesaikan 4 per langkah, sehingga antreannya bertambah 6 setiap batch: 6, 12, 18, dan seterusnya.</translation>
    </message>
    <message>
        <source>Meanwhile the other two partitions finish their single request and leave 3 units of capacity idle each. That idle capacity cannot take over the waiting work: it belongs to another owner and is gone when the step ends.</source>
        <translation>Sementara itu, dua partisi lainnya menyelesaikan satu-satunya request mereka dan masing-masing membiarkan 3 unit kapasitas menganggur. Kapasitas itu tidak bisa mengambil alih pekerjaan yang menunggu: kapasitas itu milik pemilik lain dan lenyap begitu langkahnya berakhir.</translation>
    </message>
    <message>
        <source>What an engineer could change</source>
        <translation>Apa yang bisa diubah seorang engineer</translation>
    </message>
    <message>
        <source>A product page that suddenly goes viral can pile work onto one partition while the key counts still look perfectly balanced. So look at activity per key and per partition, at what each request costs, at queues and at capacity, not only at how many keys are stored where.</source>
        <translation>Halaman produk yang mendadak viral bisa menumpuk pekerjaan di satu partisi, padahal jumlah key masih tampak seimbang. Karena itu, lihatlah aktivitas per key dan per partisi, beban tiap request, antrean, dan kapasitas, bukan hanya berapa key yang disimpan di mana.</translation>
    </message>
    <message>
        <source>Cache repeated reads, so fewer requests reach the owner at all.</source>
        <translation>Simpan pembacaan yang berulang di cache, supaya lebih sedikit request yang sampai ke pemilik.</translation>
    </message>
    <message>
        <source>Move the hot key to another partition. That changes who carries its traffic, not how much traffic there is.</source>
        <translation>Pindahkan hot key ke partisi lain. Ini mengubah siapa yang menanggung lalu lintasnya, bukan seberapa besar lalu lintas itu.</translation>
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
        <source>None of these measures is built into the lab: it shows the problem, not the cure.</source>
        <translation>Tidak satu pun langkah ini ada di dalam lab: lab ini memperlihatkan masalahnya, bukan obatnya.</translation>
    </message>
    <message>
        <source>Limits of the model</source>
        <translation>Batas model ini</translation>
    </message>
    <message>
        <source>Three fixed partitions, twelve whole-number keys and routing by key mod 3: a rule for teaching, not the hash function or the physical placement of any real product.</source>
        <translation>Tiga partisi tetap, dua belas key bilangan bulat, dan routing dengan key mod 3: ini aturan untuk belajar, bukan fungsi hash atau penempatan fisik produk mana pun.</translation>
    </message>
    <message>
        <source>Every request costs the same. After the arrivals, each owner finishes up to four per step, older waiting work included, and capacity left over expires instead of being lent.</source>
        <translation>Setiap request bebannya sama. Setelah kedatangan, tiap pemilik menyelesaikan sampai empat per langkah, termasuk pekerjaan lama yang menunggu, dan sisa kapasitas hangus alih-alih dipinjamkan.</translation>
    </message>
    <message>
        <source>Batches are fixed. The Even profile names every key once; the Hot key profile names the hot key nine times and the next three keys once each. There is no randomness and no measured production traffic.</source>
        <translation>Isi batch sudah ditetapkan. Profil Merata berisi setiap key sekali; profil Hot key berisi hot key sembilan kali dan tiga key sesudahnya masing-masing sekali. Tidak ada unsur acak dan tidak ada lalu lintas produksi yang diukur.</translation>
    </message>
    <message>
        <source>Requests are counters per partition, not stored records, values, response times or ordered operations. The lab makes no claims about latency percentiles, durability or throughput.</source>
        <translation>Request hanya berupa penghitung per partisi, bukan record yang disimpan, nilai, waktu respons, atau operasi yang berurutan. Lab ini tidak mengklaim apa pun tentang persentil latensi, daya tahan data, atau throughput.</translation>
    </message>
    <message>
        <source>Queues keep all unfinished work. Nothing is rejected, times out or is retried, and there is no backpressure, so overload shows up as a growing queue. Real systems may limit or drop load instead.</source>
        <translation>Antrean menyimpan semua pekerjaan yang belum selesai. Tidak ada yang ditolak, kehabisan waktu, atau dicoba ulang, dan tidak ada backpressure, jadi kelebihan beban terlihat sebagai antrean yang terus bertambah. Sistem nyata mungkin membatasi atau membuang beban.</translation>
    </message>
    <message>
        <source>Logical time moves only with the batch and drain actions. There are no clocks, network failures, replication, parallel execution, rebalancing, persistence or autoscaling. A new selection starts a new experiment instead of simulating a migration.</source>
        <translation>Waktu logis hanya maju lewat aksi batch dan kuras. Tidak ada jam, gangguan jaringan, replikasi, eksekusi paralel, penyeimbangan ulang, persistensi, atau autoscaling. Pilihan baru memulai eksperimen baru, bukan menyimulasikan migrasi.</translation>
    </message>
    <message>
        <source>Questions for discussion</source>
        <translation>Pertanyaan untuk diskusi</translation>
    </message>
    <message>
        <source>A catalogue is partitioned evenly, yet one product launch overloads a single product page. What sets the limit here: key placement, request frequency, request cost or capacity?</source>
        <translation>Sebuah katalog dipartisi secara merata, tetapi peluncuran satu produk membuat satu halaman produk kewalahan. Apa yang menjadi batasnya di sini: penempatan key, frekuensi request, beban request, atau kapasitas?</translation>
    </message>
    <message>
        <source>Which measure changes the amount of work that reaches the owner, and which one only moves it somewhere else?</source>
        <translation>Langkah mana yang mengubah jumlah pekerjaan yang sampai ke pemilik, dan mana yang hanya memindahkannya ke tempat lain?</translation>
    </message>
    <message>
        <source>If you split that product&apos;s key into several keys, which guarantees would you have to think through again?</source>
        <translation>Kalau key produk itu kamu pecah menjadi beberapa key, jaminan apa saja yang perlu kamu pikirkan ulang?</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Sumber</translation>
    </message>
    <message>
        <source>The text, chart, load profiles and model of this lab were written for Hotspot Lab. For a real product, AWS recommends designing partition keys around the access patterns of the application and spreading activity across many partition key values: see the Amazon DynamoDB developer guide, best practices for designing partition keys (checked on 26 October 2026).</source>
        <translation>Teks, grafik, profil beban, dan model lab ini ditulis khusus untuk Hotspot Lab. Untuk produk nyata, AWS menyarankan agar partition key dirancang berdasarkan pola akses aplikasi dan aktivitas disebar ke banyak nilai partition key: lihat panduan pengembang Amazon DynamoDB, bagian praktik terbaik merancang partition key (diperiksa pada 26 Oktober 2026).</translation>
    </message>
    <message>
        <source>Capacity units, adaptive capacity and data placement in DynamoDB are specific to that product. The rule of four requests per step is invented for teaching.</source>
        <translation>Unit kapasitas, kapasitas adaptif, dan penempatan data di DynamoDB khusus untuk produk itu. Aturan empat request per langkah dibuat hanya untuk keperluan belajar.</translation>
    </message>
    <message>
        <source>“Send %1 requests + step” delivers a batch of %1 requests and then runs one step. “Drain one step” runs a step without new arrivals. “Reset run” sets the counters back to zero and keeps your profile and hot key.</source>
        <translation>Tombol &quot;Kirim %1 request + langkah&quot; mengirim satu batch berisi %1 request lalu menjalankan satu langkah. &quot;Kuras satu langkah&quot; menjalankan satu langkah tanpa kedatangan baru. &quot;Atur ulang putaran&quot; mengembalikan semua penghitung ke nol, sementara profil dan hot key pilihanmu tetap.</translation>
    </message>
    <message>
        <source>“Drain one step” stops new arrivals but keeps processing, so a queue shrinks by at most 4 per step. Twelve waiting requests need three drain steps.</source>
        <translation>&quot;Kuras satu langkah&quot; menghentikan kedatangan baru tetapi tetap memproses, jadi antrean berkurang paling banyak 4 per langkah. Dua belas request yang menunggu butuh tiga langkah kuras.</translation>
    </message>
    <message>
        <source>Changing the profile or the hot key clears the run, so every comparison starts from zero; waiting requests are not carried over. “Reset run” clears the counters and keeps your choice. When the app starts, it always begins with the Even profile.</source>
        <translation>Mengganti profil atau hot key mengosongkan putaran, supaya setiap perbandingan mulai dari nol; request yang menunggu tidak dibawa. &quot;Atur ulang putaran&quot; mengosongkan penghitung tanpa mengubah pilihanmu. Setiap kali aplikasi dibuka, profil Merata yang aktif.</translation>
    </message>
</context>
<context>
    <name>LabShareChart</name>
    <message>
        <source>Share of all requests received in this run</source>
        <extracomment>Chart title in the hot-key lab</extracomment>
        <translation>Porsi dari semua request di putaran ini</translation>
    </message>
    <message>
        <source>%1 %2%, %3 %4%, %5 %6%</source>
        <extracomment>Screen-reader summary of the share chart, e.g. &quot;P0 83%, P1 8%, P2 8%&quot;</extracomment>
        <translation>%1 %2%, %3 %4%, %5 %6%</translation>
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
</context>
<context>
    <name>LabTable</name>
    <message>
        <source>Requests per partition</source>
        <extracomment>Screen-reader name of the lab&apos;s table</extracomment>
        <translation>Request per partisi</translation>
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
        <translation>%1%</translation>
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
        <source>P%1</source>
        <extracomment>Short partition name in the lab, e.g. &quot;P0&quot;</extracomment>
        <translation>P%1</translation>
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
