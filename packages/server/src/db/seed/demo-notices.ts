import { WELCOME_TITLE } from './demo-titles.js';
import type { EveryLanguage } from './in-every-language.js';

/**
 * Notices as an operator writes them: HTML with paragraphs, emphasis, a list and a link, in every
 * language the app has (the Spanish says «usted», the Turkish «siz», as the server's messages do).
 * They are the home marquee and the notice list.
 */
export const DEMO_NOTICES: readonly { ageDays: number; title: EveryLanguage; content: EveryLanguage }[] = [
  {
    ageDays: 6,
    title: WELCOME_TITLE,
    content: {
      'en-US':
        '<p>Welcome! Your account gives you live prices, short-term contracts, mining products and an interest wallet in one place.</p>' +
        '<p>New to the platform? Read the <a href="#/pages/my/help">help centre</a> before your first trade.</p>',
      'zh-HK':
        '<p>歡迎！您的帳戶集即時行情、短期合約、礦機產品及利息錢包於一身。</p>' +
        '<p>初次使用本平台？請在首次交易前閱讀<a href="#/pages/my/help">幫助中心</a>。</p>',
      id:
        '<p>Selamat datang! Akun Anda menyatukan harga langsung, kontrak jangka pendek, produk mining, dan dompet bunga di satu tempat.</p>' +
        '<p>Baru di platform ini? Baca <a href="#/pages/my/help">pusat bantuan</a> sebelum transaksi pertama Anda.</p>',
      tr:
        '<p>Hoş geldiniz! Hesabınız canlı fiyatları, kısa vadeli kontratları, madencilik ürünlerini ve faiz cüzdanını tek bir yerde sunar.</p>' +
        '<p>Platformda yeni misiniz? İlk işleminizden önce <a href="#/pages/my/help">yardım merkezini</a> okuyun.</p>',
      uk:
        '<p>Вітаємо! У вашому акаунті зібрано ціни наживо, короткострокові контракти, майнінгові продукти й відсотковий гаманець.</p>' +
        '<p>Уперше на платформі? Перед першою угодою прочитайте <a href="#/pages/my/help">довідковий центр</a>.</p>',
      es:
        '<p>¡Bienvenido! Su cuenta reúne en un solo lugar precios en directo, contratos a corto plazo, productos de minería y una billetera de intereses.</p>' +
        '<p>¿Es nuevo en la plataforma? Lea el <a href="#/pages/my/help">centro de ayuda</a> antes de su primera operación.</p>',
    },
  },
  {
    ageDays: 2,
    title: {
      'en-US': 'Scheduled maintenance on Sunday 02:00–03:00 (UTC)',
      'zh-HK': '星期日 02:00–03:00（UTC）系統維護',
      id: 'Pemeliharaan terjadwal pada hari Minggu pukul 02.00–03.00 (UTC)',
      tr: 'Pazar 02:00–03:00 (UTC) arasında planlı bakım',
      uk: 'Планові технічні роботи в неділю, 02:00–03:00 (UTC)',
      es: 'Mantenimiento programado el domingo de 02:00 a 03:00 (UTC)',
    },
    content: {
      'en-US':
        '<p>We will upgrade our servers on <strong>Sunday between 02:00 and 03:00 UTC</strong>. During this hour:</p>' +
        '<ul><li>the app shows a maintenance page;</li><li>open contracts settle at their expiry tick as usual;</li><li>no balance is affected.</li></ul>',
      'zh-HK':
        '<p>我們將於<strong>星期日 UTC 02:00 至 03:00</strong> 升級伺服器。在此期間：</p>' +
        '<ul><li>應用程式會顯示維護頁面；</li><li>未結算的合約照常按到期時的價格結算；</li><li>任何餘額均不受影響。</li></ul>',
      id:
        '<p>Kami akan memperbarui server pada <strong>hari Minggu antara pukul 02.00 dan 03.00 UTC</strong>. Selama satu jam ini:</p>' +
        '<ul><li>aplikasi menampilkan halaman pemeliharaan;</li><li>kontrak yang sedang berjalan tetap diselesaikan pada tick saat berakhir seperti biasa;</li><li>tidak ada saldo yang terpengaruh.</li></ul>',
      tr:
        '<p>Sunucularımızı <strong>Pazar günü UTC 02:00 ile 03:00 arasında</strong> güncelleyeceğiz. Bu bir saat boyunca:</p>' +
        '<ul><li>uygulama bir bakım sayfası gösterir;</li><li>açık kontratlar her zamanki gibi vade tikinde sonuçlanır;</li><li>hiçbir bakiye etkilenmez.</li></ul>',
      uk:
        '<p>Ми оновлюватимемо сервери <strong>у неділю з 02:00 до 03:00 UTC</strong>. Протягом цієї години:</p>' +
        '<ul><li>застосунок показує сторінку технічних робіт;</li><li>відкриті контракти, як завжди, розраховуються за тіком на момент завершення;</li><li>жоден баланс не зміниться.</li></ul>',
      es:
        '<p>Actualizaremos nuestros servidores el <strong>domingo entre las 02:00 y las 03:00 UTC</strong>. Durante esa hora:</p>' +
        '<ul><li>la aplicación muestra una página de mantenimiento;</li><li>los contratos abiertos se liquidan con el tick de su vencimiento, como siempre;</li><li>ningún saldo se ve afectado.</li></ul>',
    },
  },
  {
    ageDays: 0,
    title: {
      'en-US': 'Keep your account safe',
      'zh-HK': '保障您的帳戶安全',
      id: 'Jaga keamanan akun Anda',
      tr: 'Hesabınızı güvende tutun',
      uk: 'Бережіть свій акаунт',
      es: 'Mantenga segura su cuenta',
    },
    content: {
      'en-US':
        '<p>Our staff will <strong>never</strong> ask for your login password, your pay password or a verification code.</p>' +
        '<p>Only contact customer service through the support page of the app.</p>',
      'zh-HK': '<p>我們的職員<strong>絕不會</strong>向您索取登入密碼、支付密碼或驗證碼。</p>' + '<p>請只透過應用程式內的客服頁面聯絡客戶服務。</p>',
      id:
        '<p>Staf kami <strong>tidak akan pernah</strong> meminta kata sandi masuk, kata sandi pembayaran, atau kode verifikasi Anda.</p>' +
        '<p>Hubungi layanan pelanggan hanya melalui halaman layanan pelanggan di aplikasi.</p>',
      tr:
        '<p>Çalışanlarımız giriş şifrenizi, ödeme şifrenizi veya bir doğrulama kodunu <strong>asla</strong> istemez.</p>' +
        '<p>Müşteri hizmetlerine yalnızca uygulamanın destek sayfasından ulaşın.</p>',
      uk:
        '<p>Наші працівники <strong>ніколи</strong> не просять ваш пароль для входу, платіжний пароль чи код підтвердження.</p>' +
        '<p>Звертайтеся до служби підтримки лише через сторінку підтримки в застосунку.</p>',
      es:
        '<p>Nuestro personal <strong>nunca</strong> le pedirá su contraseña de acceso, su contraseña de pago ni un código de verificación.</p>' +
        '<p>Contacte con atención al cliente solo a través de la página de atención al cliente de la aplicación.</p>',
    },
  },
];
