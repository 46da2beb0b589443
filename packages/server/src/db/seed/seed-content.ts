import { count } from 'drizzle-orm';
import type { DbOrTx } from '../types.js';
import { notices, slides } from '../schema/index.js';
import { bannerUrl } from '../../static/banners.js';
import type { LocalizedText } from '../../i18n/localized-text.js';
import { DEMO_NOTICES } from './demo-notices.js';
import { INVITE_TITLE } from './demo-titles.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Banners that lead into the parts of the app a new member looks for first (the Spanish says «usted», the Turkish «siz»). */
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
    title: INVITE_TITLE,
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
      es: '¿Es nuevo? Empiece por el centro de ayuda',
    },
    image: bannerUrl(3),
    link: '/pages/my/help',
    sort: 3,
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
