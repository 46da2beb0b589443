import { WELCOME_TITLE } from './demo-titles.js';
import type { EveryLanguage } from './in-every-language.js';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoLetter {
  title: EveryLanguage;
  content: EveryLanguage;
  createdAt: Date;
}

/**
 * Letters to every member (`memberId` null), in every language the app has (the Spanish says
 * «usted», the Turkish «siz»); the welcome letter is the one a new member sees first.
 */
export function demoLetters(nowMs: number): DemoLetter[] {
  return [
    {
      title: {
        'en-US': 'Your account is protected',
        'zh-HK': '您的帳戶受到保護',
        id: 'Akun Anda terlindungi',
        tr: 'Hesabınız koruma altında',
        uk: 'Ваш акаунт під захистом',
        es: 'Su cuenta está protegida',
      },
      content: {
        'en-US':
          '<p>Set a pay password in <strong>My → Account</strong>: it protects withdrawals and bank cards. Our staff will never ask you for it.</p>',
        'zh-HK': '<p>請在<strong>我的 → 帳戶</strong>設定支付密碼：它保護提款及銀行卡。我們的職員絕不會向您索取。</p>',
        id: '<p>Atur kata sandi pembayaran di <strong>Akun saya → Kata sandi pembayaran</strong>: kata sandi ini melindungi penarikan dan kartu bank Anda. Staf kami tidak akan pernah memintanya.</p>',
        tr: '<p><strong>Hesabım → Ödeme şifresi</strong> bölümünden bir ödeme şifresi belirleyin: çekimlerinizi ve banka kartlarınızı korur. Çalışanlarımız bu şifreyi sizden asla istemez.</p>',
        uk: '<p>Установіть платіжний пароль у розділі <strong>Мій акаунт → Платіжний пароль</strong>: він захищає виведення коштів і банківські картки. Наші працівники ніколи його у вас не попросять.</p>',
        es: '<p>Configure una contraseña de pago en <strong>Mi cuenta → Contraseña de pago</strong>: protege sus retiros y sus tarjetas bancarias. Nuestro personal nunca se la pedirá.</p>',
      },
      createdAt: new Date(nowMs - DAY_MS),
    },
    {
      title: WELCOME_TITLE,
      content: {
        'en-US':
          '<p>Welcome aboard! Here is where to start:</p>' +
          '<ul><li>Watch live prices on the <strong>Market</strong> tab.</li><li>Read the <a href="#/pages/my/help">help centre</a> before your first contract.</li><li>Invite friends from <strong>My → Invite</strong>.</li></ul>',
        'zh-HK':
          '<p>歡迎加入！以下是入門指引：</p>' +
          '<ul><li>在<strong>行情</strong>分頁查看即時價格。</li><li>首次合約前請閱讀<a href="#/pages/my/help">幫助中心</a>。</li><li>在<strong>我的 → 邀請</strong>邀請好友。</li></ul>',
        id:
          '<p>Selamat bergabung! Mulailah dari sini:</p>' +
          '<ul><li>Pantau harga langsung di tab <strong>Pasar</strong>.</li><li>Baca <a href="#/pages/my/help">pusat bantuan</a> sebelum kontrak pertama Anda.</li><li>Undang teman dari <strong>Akun saya → Undang teman</strong>.</li></ul>',
        tr:
          '<p>Aramıza hoş geldiniz! Başlamak için:</p>' +
          '<ul><li>Canlı fiyatları <strong>Piyasa</strong> sekmesinden izleyin.</li><li>İlk kontratınızdan önce <a href="#/pages/my/help">yardım merkezini</a> okuyun.</li><li>Arkadaşlarınızı <strong>Hesabım → Arkadaş davet et</strong> bölümünden davet edin.</li></ul>',
        uk:
          '<p>Раді вас бачити! З чого почати:</p>' +
          '<ul><li>Стежте за цінами наживо на вкладці <strong>Ринок</strong>.</li><li>Перед першим контрактом прочитайте <a href="#/pages/my/help">довідковий центр</a>.</li><li>Запрошуйте друзів у розділі <strong>Мій акаунт → Запросити друзів</strong>.</li></ul>',
        es:
          '<p>¡Le damos la bienvenida! Por dónde empezar:</p>' +
          '<ul><li>Siga los precios en directo en la pestaña <strong>Mercado</strong>.</li><li>Lea el <a href="#/pages/my/help">centro de ayuda</a> antes de su primer contrato.</li><li>Invite a sus amigos desde <strong>Mi cuenta → Invitar amigos</strong>.</li></ul>',
      },
      createdAt: new Date(nowMs),
    },
  ];
}
