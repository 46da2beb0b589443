import { FALLBACK_LANGUAGE } from '@meridian/protocol';

/**
 * Wordings of demo texts that an earlier release seeded and this one words differently (issue 36
 * gave the Spanish «usted» and the Turkish «siz»; the banners had been seeded in every language
 * with «tú» and «sen»). A row still holding one was never edited, so the upgrade may bring it to
 * today's wording. The English and Chinese texts have not changed since the first seed.
 */
/** By language (`tr`, `es`). */
const EARLIER_WORDINGS: Readonly<Record<string, readonly string[]>> = {
  tr: ['Arkadaşlarını davet et, birlikte kazan'],
  es: ['Invita a tus amigos y ganad juntos', '¿Eres nuevo? Empieza por el centro de ayuda'],
};

/**
 * The languages each seed before issue 36 wrote content in: English and Chinese, or English alone
 * for one seeded before texts had languages (migration 0006 made its texts the English version).
 */
const EARLIER_SEED_LANGUAGES: readonly string[] = [FALLBACK_LANGUAGE, 'zh-HK'];

/** Whether `stored`, the `language` version of a text, is the demo's: today's `current` or an earlier wording of it. */
export function isDemoVersion(language: string, stored: string, current: string | undefined): boolean {
  if (current === undefined) return false;
  if (stored === current) return true;
  return Object.hasOwn(EARLIER_WORDINGS, language) && (EARLIER_WORDINGS[language] ?? []).includes(stored);
}

/**
 * Whether content in `languages` alone is as an earlier seed left it, so it lacks the others only
 * because that seed never wrote them. Content in any other language was written by an operator,
 * or by this seed (whose versions an operator may have removed): its missing languages stay so.
 */
export function isEarlierSeedLanguages(languages: readonly string[]): boolean {
  return languages.includes(FALLBACK_LANGUAGE) && languages.every((language) => EARLIER_SEED_LANGUAGES.includes(language));
}
