import { activityCoverUrl } from '../../static/activity-covers.js';
import { INVITE_TITLE } from './demo-titles.js';
import type { EveryLanguage } from './in-every-language.js';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoActivity {
  title: EveryLanguage;
  summary: EveryLanguage;
  content: EveryLanguage;
  image: string;
  startsAt: Date;
  endsAt: Date | null;
  sort: number;
}

/**
 * Activities as an operator writes them, in every language the app has (the Spanish says «usted»,
 * the Turkish «siz»); the covers are drawn by this server (static/activity-covers.ts).
 */
export function demoActivities(nowMs: number): DemoActivity[] {
  return [
    {
      title: INVITE_TITLE,
      summary: {
        'en-US': 'Share your invite link: every friend who joins becomes part of your team.',
        'zh-HK': '分享您的邀請連結：每位加入的好友都會成為您團隊的一員。',
        id: 'Bagikan tautan undangan Anda: setiap teman yang bergabung menjadi bagian dari tim Anda.',
        tr: 'Davet bağlantınızı paylaşın: katılan her arkadaşınız ekibinizin bir parçası olur.',
        uk: 'Поділіться посиланням-запрошенням: кожен друг, який приєднається, стане частиною вашої команди.',
        es: 'Comparta su enlace de invitación: cada amigo que se una pasará a formar parte de su equipo.',
      },
      image: activityCoverUrl(1),
      content: {
        'en-US':
          '<p>Open <strong>My → Invite</strong> to copy your invite link or show its QR code. Friends who register with it join your team, up to three levels deep.</p>' +
          '<p>Commission rates are published in the app and credited to your balance as <em>commission</em> in your bills.</p>',
        'zh-HK':
          '<p>打開<strong>我的 → 邀請</strong>，複製您的邀請連結或展示其二維碼。用此連結註冊的好友會加入您的團隊，最多三層。</p>' +
          '<p>佣金比率在應用程式內公佈，並以<em>佣金</em>記入您的餘額，可在帳單中查看。</p>',
        id:
          '<p>Buka <strong>Akun saya → Undang teman</strong> untuk menyalin tautan undangan atau menampilkan kode QR-nya. Teman yang mendaftar dengan tautan itu bergabung ke tim Anda, hingga tiga tingkat.</p>' +
          '<p>Tarif komisi diumumkan di aplikasi dan dikreditkan ke saldo Anda sebagai <em>komisi</em> di tagihan Anda.</p>',
        tr:
          '<p>Davet bağlantınızı kopyalamak veya QR kodunu göstermek için <strong>Hesabım → Arkadaş davet et</strong> bölümünü açın. Bu bağlantıyla kaydolan arkadaşlarınız üç kademeye kadar ekibinize katılır.</p>' +
          '<p>Komisyon oranları uygulamada yayımlanır ve hesap dökümünüzde <em>komisyon</em> olarak bakiyenize eklenir.</p>',
        uk:
          '<p>Відкрийте <strong>Мій акаунт → Запросити друзів</strong>, щоб скопіювати посилання-запрошення або показати його QR-код. Друзі, які зареєструються за ним, приєднаються до вашої команди — до трьох рівнів углиб.</p>' +
          '<p>Ставки комісійних опубліковано в застосунку, а самі комісійні зараховуються на ваш баланс і видні в історії операцій як <em>комісійні</em>.</p>',
        es:
          '<p>Abra <strong>Mi cuenta → Invitar amigos</strong> para copiar su enlace de invitación o mostrar su código QR. Los amigos que se registren con él se unen a su equipo, hasta tres niveles.</p>' +
          '<p>Los porcentajes de comisión se publican en la aplicación y se abonan a su saldo como <em>comisión</em> en sus movimientos.</p>',
      },
      startsAt: new Date(nowMs - 10 * DAY_MS),
      endsAt: null,
      sort: 1,
    },
    {
      title: {
        'en-US': 'Interest wallet week',
        'zh-HK': '利息錢包週',
        id: 'Pekan dompet bunga',
        tr: 'Faiz cüzdanı haftası',
        uk: 'Тиждень відсоткового гаманця',
        es: 'Semana de la billetera de intereses',
      },
      summary: {
        'en-US': 'Learn how the interest wallet works and what early extraction costs.',
        'zh-HK': '了解利息錢包如何運作，以及提前提取的費用。',
        id: 'Pelajari cara kerja dompet bunga dan biaya penarikan lebih awal.',
        tr: 'Faiz cüzdanının nasıl çalıştığını ve erken çekmenin maliyetini öğrenin.',
        uk: 'Дізнайтеся, як працює відсотковий гаманець і скільки коштує дострокове зняття.',
        es: 'Descubra cómo funciona la billetera de intereses y cuánto cuesta retirar antes de tiempo.',
      },
      image: activityCoverUrl(2),
      content: {
        'en-US':
          '<p>The interest wallet pays a daily rate for every full day your deposit is held. This week the help centre walks you through it step by step.</p>' +
          '<ul><li>See the rules before you buy in.</li><li>Check the extraction preview at any time.</li></ul>',
        'zh-HK':
          '<p>利息錢包按存款持有的每個完整日支付日利率。本週幫助中心會一步一步為您講解。</p>' + '<ul><li>買入前先查看規則。</li><li>隨時查看提取預覽。</li></ul>',
        id:
          '<p>Dompet bunga membayar bunga harian untuk setiap hari penuh setoran Anda disimpan. Pekan ini pusat bantuan memandu Anda langkah demi langkah.</p>' +
          '<ul><li>Lihat aturannya sebelum menyetor.</li><li>Periksa pratinjau penarikan kapan saja.</li></ul>',
        tr:
          '<p>Faiz cüzdanı, yatırdığınız tutarın tutulduğu her tam gün için günlük faiz öder. Bu hafta yardım merkezi size adım adım anlatıyor.</p>' +
          '<ul><li>Yatırmadan önce kuralları inceleyin.</li><li>Çekim önizlemesini istediğiniz zaman kontrol edin.</li></ul>',
        uk:
          '<p>Відсотковий гаманець нараховує денну ставку за кожен повний день, поки зберігається ваш внесок. Цього тижня довідковий центр крок за кроком пояснює, як він працює.</p>' +
          '<ul><li>Ознайомтеся з правилами, перш ніж вносити кошти.</li><li>Будь-коли перегляньте, що ви отримаєте в разі зняття.</li></ul>',
        es:
          '<p>La billetera de intereses paga un interés diario por cada día completo que su depósito permanece en ella. Esta semana, el centro de ayuda se lo explica paso a paso.</p>' +
          '<ul><li>Consulte las condiciones antes de depositar.</li><li>Revise en cualquier momento la vista previa del retiro.</li></ul>',
      },
      startsAt: new Date(nowMs - 2 * DAY_MS),
      endsAt: new Date(nowMs + 5 * DAY_MS),
      sort: 2,
    },
    {
      title: {
        'en-US': 'Market basics live session',
        'zh-HK': '市場入門直播',
        id: 'Sesi langsung dasar-dasar pasar',
        tr: 'Canlı yayında piyasa temelleri',
        uk: 'Прямий ефір: основи ринку',
        es: 'Sesión en directo: nociones básicas del mercado',
      },
      summary: {
        'en-US': 'A guided tour of K-lines, contract durations and how settlement is checked.',
        'zh-HK': '帶您認識 K 線、合約期限，以及如何核對結算。',
        id: 'Tur terpandu tentang K-line, durasi kontrak, dan cara memeriksa penyelesaian.',
        tr: 'K-line grafikleri, kontrat süreleri ve sonuçlanmanın nasıl kontrol edildiği üzerine rehberli bir tur.',
        uk: 'Екскурсія з гідом: K-графіки, тривалість контрактів і те, як перевірити розрахунок.',
        es: 'Un recorrido guiado por los gráficos K, la duración de los contratos y cómo comprobar su liquidación.',
      },
      image: activityCoverUrl(3),
      content: {
        'en-US':
          '<p>Join the guided tour of the market page: reading K-lines, choosing a duration, and checking a settled contract against its recorded ticks.</p>',
        'zh-HK': '<p>參加行情頁面導覽：閱讀 K 線、選擇期限，並按記錄的價格跳動核對已結算的合約。</p>',
        id: '<p>Ikuti tur terpandu halaman pasar: membaca K-line, memilih durasi, dan memeriksa kontrak yang sudah selesai dengan tick yang tercatat.</p>',
        tr: '<p>Piyasa sayfasının rehberli turuna katılın: K-line grafiklerini okumak, bir süre seçmek ve sonuçlanmış bir kontratı kaydedilen tiklerle karşılaştırmak.</p>',
        uk: '<p>Приєднуйтеся до екскурсії сторінкою ринку: як читати K-графіки, вибирати тривалість і звіряти розрахований контракт із записаними тіками.</p>',
        es: '<p>Únase al recorrido guiado por la página del mercado: cómo leer los gráficos K, elegir una duración y comprobar un contrato liquidado con sus ticks registrados.</p>',
      },
      startsAt: new Date(nowMs + 3 * DAY_MS),
      endsAt: new Date(nowMs + 4 * DAY_MS),
      sort: 3,
    },
  ];
}
