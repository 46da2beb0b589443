import { count } from 'drizzle-orm';
import type { DbOrTx } from '../types.js';
import { notices, slides } from '../schema/index.js';
import { bannerUrl } from '../../static/banners.js';
import type { LocalizedText } from '../../i18n/localized-text.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Banners that lead into the parts of the app a new member looks for first. */
const DEMO_SLIDES: readonly { title: LocalizedText; image: string; link: string; sort: number }[] = [
  {
    title: {
      'en-US': 'Live markets, every second',
      'zh-HK': '即時行情，每秒更新',
      id: 'Pasar langsung, setiap detik',
      tr: 'Canlı piyasalar, her saniye',
      uk: 'Ринки наживо, щосекунди',
      es: 'Mercados en vivo, cada segundo',
    },
    image: bannerUrl(1),
    link: '/pages/market/market',
    sort: 1,
  },
  {
    title: {
      'en-US': 'Invite friends, earn together',
      'zh-HK': '邀請好友，一起賺取',
      id: 'Ajak teman, raih bersama',
      tr: 'Arkadaşlarını davet et, birlikte kazan',
      uk: 'Запрошуйте друзів, заробляйте разом',
      es: 'Invita a tus amigos y ganad juntos',
    },
    image: bannerUrl(2),
    link: '/pages/my/invite',
    sort: 2,
  },
  {
    title: {
      'en-US': 'New here? Start with the help centre',
      'zh-HK': '新用戶？先看幫助中心',
      id: 'Baru di sini? Mulai dari pusat bantuan',
      tr: 'Yeni misiniz? Yardım merkeziyle başlayın',
      uk: 'Уперше тут? Почніть із довідкового центру',
      es: '¿Eres nuevo? Empieza por el centro de ayuda',
    },
    image: bannerUrl(3),
    link: '/pages/my/help',
    sort: 3,
  },
];

/**
 * Notices as an operator writes them: HTML with paragraphs, emphasis, a list and a link, in the
 * two languages the app bundles (spec section 1); the other languages read the English.
 */
const DEMO_NOTICES: readonly { ageDays: number; title: LocalizedText; content: LocalizedText }[] = [
  {
    ageDays: 6,
    title: { 'en-US': 'Welcome to Meridian', 'zh-HK': '歡迎來到 Meridian' },
    content: {
      'en-US':
        '<p>Welcome! Your account gives you live prices, short-term contracts, mining products and an interest wallet in one place.</p>' +
        '<p>New to the platform? Read the <a href="#/pages/my/help">help centre</a> before your first trade.</p>',
      'zh-HK':
        '<p>歡迎！您的帳戶集即時行情、短期合約、礦機產品及利息錢包於一身。</p>' +
        '<p>初次使用本平台？請在首次交易前閱讀<a href="#/pages/my/help">幫助中心</a>。</p>',
    },
  },
  {
    ageDays: 2,
    title: { 'en-US': 'Scheduled maintenance on Sunday 02:00–03:00 (UTC)', 'zh-HK': '星期日 02:00–03:00（UTC）系統維護' },
    content: {
      'en-US':
        '<p>We will upgrade our servers on <strong>Sunday between 02:00 and 03:00 UTC</strong>. During this hour:</p>' +
        '<ul><li>the app shows a maintenance page;</li><li>open contracts settle at their expiry tick as usual;</li><li>no balance is affected.</li></ul>',
      'zh-HK':
        '<p>我們將於<strong>星期日 UTC 02:00 至 03:00</strong> 升級伺服器。在此期間：</p>' +
        '<ul><li>應用程式會顯示維護頁面；</li><li>未結算的合約照常按到期時的價格結算；</li><li>任何餘額均不受影響。</li></ul>',
    },
  },
  {
    ageDays: 0,
    title: { 'en-US': 'Keep your account safe', 'zh-HK': '保障您的帳戶安全' },
    content: {
      'en-US':
        '<p>Our staff will <strong>never</strong> ask for your login password, your pay password or a verification code.</p>' +
        '<p>Only contact customer service through the support page of the app.</p>',
      'zh-HK': '<p>我們的職員<strong>絕不會</strong>向您索取登入密碼、支付密碼或驗證碼。</p>' + '<p>請只透過應用程式內的客服頁面聯絡客戶服務。</p>',
    },
  },
];

/**
 * Demo banners and notices for a fresh installation. Each table is filled only while it is
 * empty, so running it again never adds copies.
 */
export async function seedContent(db: DbOrTx, now: Date = new Date()): Promise<void> {
  const [slideCount] = await db.select({ value: count() }).from(slides);
  if ((slideCount?.value ?? 0) === 0) {
    await db.insert(slides).values([...DEMO_SLIDES]);
  }
  const [noticeCount] = await db.select({ value: count() }).from(notices);
  if ((noticeCount?.value ?? 0) === 0) {
    await db.insert(notices).values(
      DEMO_NOTICES.map(({ ageDays, title, content }) => ({
        title,
        content,
        createdAt: new Date(now.getTime() - ageDays * DAY_MS),
      })),
    );
  }
}
