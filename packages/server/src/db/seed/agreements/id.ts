import type { AgreementTexts } from './agreement-codes.js';

/** The agreements in Indonesian. */
export const AGREEMENTS_ID: AgreementTexts = {
  user_agreement: {
    title: 'Perjanjian Pengguna',
    content: `<h3>1. Siapa kami dan apa yang diatur perjanjian ini</h3>
<p>Meridian ("kami", "platform") memungkinkan anggota menyimpan saldo dalam USDT, mengikuti harga pasar, serta menggunakan produk trading, mining, bunga, dan tugas yang tersedia di aplikasi. Perjanjian ini berlaku bagi setiap orang yang mendaftarkan akun anggota dan bagi setiap penggunaan aplikasi beserta layanannya.</p>
<h3>2. Akun Anda</h3>
<ul>
<li>Anda harus sudah dewasa menurut hukum di tempat tinggal Anda dan diizinkan oleh hukum setempat untuk menggunakan layanan aset digital.</li>
<li>Berikan informasi yang benar dan selalu perbarui alamat email serta nomor telepon Anda: kami menggunakannya untuk mengirim kode verifikasi.</li>
<li>Rahasiakan kata sandi masuk dan kata sandi pembayaran Anda. Segala tindakan yang dilakukan dengan kata sandi tersebut dianggap dilakukan oleh Anda. Segera hubungi layanan pelanggan jika Anda menduga orang lain mengetahuinya.</li>
<li>Satu orang, satu akun. Akun tidak boleh dijual, dipinjamkan, atau dialihkan.</li>
</ul>
<h3>3. Dana Anda</h3>
<p>Setiap perubahan saldo Anda dicatat sebagai entri seimbang dalam buku besar kami, dan saldo Anda tidak pernah kurang dari nol. Biaya, suku bunga, masa kunci, dan pembayaran ditampilkan sebelum Anda mengonfirmasi suatu tindakan dan tidak diubah setelahnya untuk tindakan tersebut. Penarikan dikirim ke alamat atau rekening yang Anda berikan; periksa dengan teliti, karena transfer di blockchain tidak dapat dibatalkan.</p>
<h3>4. Risiko</h3>
<p>Harga aset digital bergerak cepat dan dapat turun hingga nol. Kontrak jangka pendek dapat kehilangan seluruh jumlah yang diinvestasikan. Gunakan hanya dana yang sanggup Anda relakan. Tidak ada isi aplikasi yang merupakan nasihat investasi.</p>
<h3>5. Penggunaan yang wajar</h3>
<ul>
<li>Jangan mencoba merusak, membebani, atau mengakali keamanan platform, dan jangan menggunakan alat otomatis untuk mengoperasikan akun.</li>
<li>Jangan menggunakan platform untuk pencucian uang, penipuan, atau kegiatan melanggar hukum apa pun. Kami dapat meminta Anda membuktikan identitas dan asal dana, dan kami dapat membekukan akun selama penyelidikan.</li>
</ul>
<h3>6. Pemeliharaan dan perubahan</h3>
<p>Kami dapat menghentikan layanan sementara untuk pemeliharaan; aplikasi akan memberi tahu Anda. Kami dapat mengubah perjanjian ini; versi baru ditampilkan di aplikasi, dan tetap menggunakan aplikasi setelah versi itu berlaku berarti Anda menyetujuinya. Jika tidak setuju, Anda dapat menarik saldo dan menutup akun.</p>
<h3>7. Menutup akun</h3>
<p>Anda dapat menutup akun kapan saja melalui layanan pelanggan setelah menarik saldo Anda. Kami dapat menutup akun yang melanggar perjanjian ini; saldo yang secara sah milik Anda akan dikembalikan kepada Anda.</p>
<h3>8. Kontak</h3>
<p>Pertanyaan tentang perjanjian ini dapat diajukan ke layanan pelanggan melalui saluran yang tercantum di halaman layanan pelanggan aplikasi.</p>`,
  },
  privacy_policy: {
    title: 'Kebijakan Privasi',
    content: `<h3>Data yang kami kumpulkan</h3>
<ul>
<li>Yang Anda berikan: nama pengguna, alamat email dan nomor telepon yang Anda tambahkan, nama panggilan, foto profil, zona waktu, dan alamat penarikan.</li>
<li>Yang dicatat layanan: saldo Anda dan setiap entri di buku besar Anda, pesanan Anda, serta riwayat masuk ke akun Anda (waktu, alamat IP, dan browser).</li>
</ul>
<h3>Untuk apa kami menggunakannya</h3>
<ul>
<li>Untuk menjalankan akun Anda dan melaksanakan permintaan Anda, seperti transaksi, deposit, dan penarikan.</li>
<li>Untuk menjaga keamanan akun Anda: mengirim kode verifikasi, memperlambat dan menghentikan upaya menebak kata sandi, serta mendeteksi penipuan.</li>
<li>Untuk memenuhi kewajiban hukum kami, misalnya menyimpan catatan dan menanggapi permintaan sah dari pihak berwenang.</li>
</ul>
<h3>Yang tidak pernah kami lakukan</h3>
<p>Kami tidak menjual data Anda dan tidak menggunakannya untuk iklan. Kata sandi hanya disimpan sebagai hash bergaram yang tidak dapat dikembalikan menjadi kata sandi; token sesi juga hanya disimpan sebagai hash.</p>
<h3>Siapa lagi yang melihatnya</h3>
<p>Hanya penyedia yang kami perlukan untuk menjalankan layanan (hosting, pengiriman email), yang terikat untuk menggunakannya hanya untuk tujuan itu, serta pihak berwenang bila diwajibkan oleh hukum.</p>
<h3>Berapa lama kami menyimpannya</h3>
<p>Data akun disimpan selama akun Anda terbuka. Catatan buku besar disimpan selama hukum mewajibkan penyimpanan catatan keuangan, juga setelah akun ditutup. Kode verifikasi dan jawaban teka-teki hanya disimpan beberapa menit.</p>
<h3>Hak Anda</h3>
<p>Anda dapat melihat dan memperbaiki profil Anda di aplikasi kapan saja. Melalui layanan pelanggan, Anda dapat meminta salinan data Anda, atau penghapusannya bila diizinkan oleh hukum.</p>
<h3>Perubahan</h3>
<p>Jika kebijakan ini berubah, versi barunya ditampilkan di aplikasi sebelum mulai berlaku.</p>`,
  },
};
