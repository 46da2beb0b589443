import { bannerUrl } from '../../static/banners.js';
import { INVITE_TITLE } from './demo-titles.js';
import type { EveryLanguage } from './in-every-language.js';

/** Banners that lead into the parts of the app a new member looks for first (the Spanish says «usted», the Turkish «siz»). */
export const DEMO_SLIDES: readonly { title: EveryLanguage; image: string; link: string; sort: number }[] = [
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
