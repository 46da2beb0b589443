import type { EveryLanguage } from './in-every-language.js';

/** The welcome the demo says twice, as a notice and as the first letter. */
export const WELCOME_TITLE: EveryLanguage = {
  'en-US': 'Welcome to Meridian',
  'zh-HK': '歡迎來到 Meridian',
  id: 'Selamat datang di Meridian',
  tr: 'Meridian’a hoş geldiniz',
  uk: 'Ласкаво просимо до Meridian',
  es: 'Bienvenido a Meridian',
};

/** The invitation the demo makes twice, as a banner and as an activity (the Spanish says «usted», the Turkish «siz»). */
export const INVITE_TITLE: EveryLanguage = {
  'en-US': 'Invite friends, earn together',
  'zh-HK': '邀請好友，一起賺取',
  id: 'Ajak teman, raih bersama',
  tr: 'Arkadaşlarınızı davet edin, birlikte kazanın',
  uk: 'Запрошуйте друзів, заробляйте разом',
  es: 'Invite a sus amigos y ganen juntos',
};
