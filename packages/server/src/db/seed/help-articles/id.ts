import type { HelpTexts } from './help-codes.js';

/** The help centre in Indonesian; the places it names are called as the app's Indonesian calls them. */
export const HELP_ID: HelpTexts = {
  help_recharge: {
    title: 'Cara melakukan deposit',
    content:
      '<p>Buka <strong>Akun saya → Deposit</strong> dan pilih cara pembayaran:</p>' +
      '<ul><li><strong>Pembayaran online</strong>: pilih saluran pembayaran, masukkan jumlahnya, lalu selesaikan pembayaran di halaman yang terbuka. Saldo Anda langsung bertambah begitu pembayaran dikonfirmasi.</li>' +
      '<li><strong>Transfer bank</strong>: transfer jumlah yang tepat ke rekening yang ditampilkan, lalu unggah bukti transfer beserta nama asli Anda. Operator akan memeriksanya dan menambahkan saldo Anda.</li>' +
      '<li><strong>USDT</strong>: kirim koin ke alamat yang ditampilkan melalui jaringan yang ditampilkan, lalu kirimkan ID transaksinya (txid). Koin yang dikirim melalui jaringan lain tidak dapat dikembalikan.</li></ul>' +
      '<p>Hanya satu deposit yang dapat menunggu pembayaran dalam satu waktu: selesaikan atau batalkan dulu sebelum memulai yang baru. Semua deposit tercantum di <strong>Tagihan → Deposit</strong>.</p>',
  },
  help_withdraw: {
    title: 'Cara menarik dana',
    content:
      '<p>Sebelum penarikan pertama, atur <strong>kata sandi pembayaran</strong> (4 digit) dan hubungkan kartu bank atau alamat USDT di <strong>Akun saya → Rekening bank</strong>.</p>' +
      '<ol><li>Buka <strong>Akun saya → Tarik</strong> dan pilih kartu atau alamatnya.</li><li>Masukkan jumlahnya: sebelum Anda mengonfirmasi, halaman menampilkan biaya, pajak bila ada, dan jumlah yang akan diterima.</li><li>Konfirmasi dengan kata sandi pembayaran Anda.</li></ol>' +
      '<p>Jumlah tersebut ditahan dari saldo tersedia sampai operator membayarkannya. Jika penarikan ditolak, seluruh jumlah kembali ke saldo Anda dan alasannya ditampilkan di riwayat penarikan. Penarikan tidak pernah bergantung pada tugas, level, atau deposit tambahan.</p>',
  },
  help_contracts: {
    title: 'Kontrak dan cara penyelesaiannya',
    content:
      '<p>Kontrak adalah taruhan singkat atas arah pergerakan harga. Pilih mata uang, durasi, dan <strong>Naik</strong> atau <strong>Turun</strong>, lalu masukkan jumlahnya.</p>' +
      '<ul><li>Harga beli adalah tick harga yang tercatat pada detik Anda menandatangani.</li><li>Saat durasi berakhir, kontrak diselesaikan dengan tick yang tercatat pada detik itu: jika harga bergerak sesuai pilihan Anda, Anda menerima pembayaran yang ditampilkan sebelum menandatangani; jika tidak, Anda kehilangan jumlah tersebut.</li><li>Sebelum Anda berkomitmen, halaman menampilkan pembayaran dan tingkat kemenangan minimum agar tidak rugi.</li></ul>' +
      '<p>Setiap pesanan menyimpan tick pembelian dan tick penyelesaiannya, sehingga Anda dapat mencocokkannya dengan grafik K-line di <strong>Riwayat taruhan</strong>. Tidak ada pengaturan atau orang yang menentukan hasilnya.</p>',
  },
  help_mining: {
    title: 'Mesin mining',
    content:
      '<p>Mesin mining menghasilkan persentase harian tetap dari harganya selama masa kunci. Buka <strong>Pasar → Mining</strong> untuk melihat hasil harian, lama masa kunci, harga, dan jumlah maksimum yang boleh dimiliki satu anggota untuk setiap mesin.</p>' +
      '<ul><li>Harga dibayar dari saldo tersedia saat Anda membeli.</li><li>Penghasilan dikreditkan sekali sehari selama mesin berjalan.</li><li>Di akhir masa kunci, harga mesin dikembalikan ke saldo Anda.</li></ul>' +
      '<p>Mesin dan penghasilan Anda tercantum di <strong>Riwayat mining</strong>.</p>',
  },
  help_interest: {
    title: 'Dompet bunga',
    content:
      '<p>Pindahkan dana ke dompet bunga untuk mendapatkan bunga harian. Buka <strong>Akun saya → Dompet bunga</strong> lalu ketuk <strong>Setor</strong>; halaman terlebih dahulu menampilkan jumlah minimum, bunga harian, dan masa simpan.</p>' +
      '<ul><li>Bunga diperoleh untuk setiap hari penuh dana disimpan.</li><li>Tarik setelah masa simpan untuk menerima setoran beserta seluruh bunganya.</li><li>Penarikan lebih awal membatalkan bunga dan dikenai biaya penanganan: sebelum Anda mengonfirmasi, halaman menampilkan dengan tepat jumlah yang akan Anda terima.</li></ul>',
  },
  help_tasks: {
    title: 'Tugas pesanan barang',
    content:
      '<p>Dengan tugas, Anda mendapat komisi dari mengambil pesanan barang. Buka halaman tugas dan ketuk <strong>Ambil pesanan</strong> untuk menerima pesanan, lalu <strong>Bayar</strong> untuk menyelesaikannya.</p>' +
      '<ul><li>Sebuah pesanan tidak pernah lebih mahal dari saldo tersedia Anda, dan tugas tidak pernah meminta Anda melakukan deposit.</li><li>Saat pesanan dibayar, harganya langsung kembali bersama komisinya.</li><li>Jumlah tugas per hari dan waktu tunggu di antara dua pengambilan ditampilkan di halaman tugas.</li></ul>',
  },
};
