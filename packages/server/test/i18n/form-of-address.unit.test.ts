import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AppLanguage } from '@meridian/protocol';
import { SEED_EXPLAINS } from '../../src/db/seed/agreements.js';
import { demoActivities } from '../../src/db/seed/demo-activities.js';
import { demoLetters } from '../../src/db/seed/demo-letters.js';
import { DEMO_NOTICES } from '../../src/db/seed/demo-notices.js';
import { DEMO_SLIDES } from '../../src/db/seed/demo-slides.js';
import { SEED_HELP_ARTICLES } from '../../src/db/seed/help-articles.js';
import type { Catalog } from '../../src/i18n/catalogs/en-us.js';
import { ID } from '../../src/i18n/catalogs/id.js';
import { TR } from '../../src/i18n/catalogs/tr.js';
import { UK } from '../../src/i18n/catalogs/uk.js';

/**
 * One form of address per language in everything a member reads (issue 36): the member app's
 * catalog, the server's messages and letters, and the demo content. Turkish says «siz», Ukrainian
 * «Ви/ви», Indonesian «Anda»; Spanish says «usted» (spanish-address.test.ts in the app,
 * seed-languages.test.ts for the content).
 */
type Checked = Extract<AppLanguage, 'tr' | 'uk' | 'id'>;

/** A whole word (JavaScript's \b knows only ASCII letters). */
const words = (alternatives: string, after = '(?![\\p{L}\\p{N}])') => new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})${after}`, 'iu');

/**
 * Forms only a reader addressed informally is spoken to with. Turkish: the pronoun «sen» in every
 * case, the second person singular of verbs, and a bare command inside a sentence (before a comma
 * or «ve»): a button's label is a bare command in formal Turkish too («Kaydet»), a sentence is not
 * («İşlem yapın, kazanın»). Ukrainian: «ти» in every case, «твій» in every form, and the commands
 * the app gives in their «ти» form (the nouns «зміни», «оплати» look like two of them and are left
 * out). Indonesian: «kamu», «aku», «engkau», the «-mu» possessive, and colloquial particles.
 */
const INFORMAL: Record<Checked, RegExp[]> = {
  tr: [
    words('sen|seni|sana|senin|sende|senden|seninle|sence|seninki'),
    words('\\p{L}+(?:abilir|ebilir)s[iı]n|m[iıuü]s[iıuü]n|\\p{L}+(?:[iıuü]yor)sun|\\p{L}+(?:acak|ecek)s[iı]n|\\p{L}+(?:malı|meli)s[iı]n'),
    words(
      'yap|kazan|büyü|davet et|gir|seç|dokun|ekle|gönder|bekle|oku|paylaş|kopyala|kullan|dene|başla|katıl|izle|tamamla|doğrula|sakla|koru|kontrol et|belirle|bildir|ulaş|değiştir|sıfırla|yükle|onayla|kaydet',
      '(?=\\s*[,;!]|\\s+(?:ve|ya da|veya)\\s)',
    ),
  ],
  uk: [
    words('ти|тебе|тобі|тобою|твій|твоя|твоє|твої|твого|твоєї|твоєму|твоїй|твоїм|твоїх|твоєю|твою'),
    words('можеш|зможеш|хочеш|маєш|знаєш|бачиш|отримаєш|отримуєш'),
    words(
      'спробуй|введи|вкажи|укажи|обери|вибери|натисни|торкнися|перевір|зачекай|відкрий|додай|увійди|вийди|надішли|запроси|прочитай|почни|торгуй|заробляй|встанови|установи|заповни|підтверди|збережи|створи|зроби|напиши|отримай|скористайся|зареєструйся|приєднуйся|поділися|скопіюй|звернися|захисти|онови|відскануй|скасуй|візьми',
    ),
  ],
  id: [
    words('kamu|aku|engkau|kau|dikau'),
    // «-mu» as a possessive (akunmu, saldomu); words that merely end so are not.
    words('(?!(?:ilmu|temu|bertemu|jamu|ramu|tamu|kamu)(?![\\p{L}\\p{N}]))\\p{L}+mu'),
    words('yuk|ayo|nggak|gak|enggak|udah|banget|dong|nih|deh|gimana|bikin'),
  ],
};

function stringsOf(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => stringsOf(child, path === '' ? key : `${path}.${key}`));
}

const appCatalog = (language: Checked): [string, string][] =>
  stringsOf(JSON.parse(readFileSync(new URL(`../../../web/src/i18n/locales/${language}.json`, import.meta.url), 'utf8')));

const SERVER_CATALOGS: Record<Checked, Partial<Catalog>> = { tr: TR, uk: UK, id: ID };

/** The demo content in `language`: banners, notices, activities, letters to everyone, help articles and agreements. */
function demoContent(language: Checked): [string, string][] {
  const texts = [
    ...DEMO_SLIDES.map((slide, index) => [`slide ${index}`, slide.title[language]] as const),
    ...DEMO_NOTICES.flatMap((notice, index) => [[`notice ${index}`, notice.title[language]] as const, [`notice ${index}`, notice.content[language]] as const]),
    ...demoActivities(0).flatMap((activity, index) =>
      [activity.title, activity.summary, activity.content].map((text) => [`activity ${index}`, text[language]] as const),
    ),
    ...demoLetters(0).flatMap((letter, index) => [letter.title, letter.content].map((text) => [`letter ${index}`, text[language]] as const)),
    ...[...SEED_EXPLAINS, ...SEED_HELP_ARTICLES]
      .filter((row) => row.language === language)
      .flatMap((row) => [[row.code, row.title] as const, [row.code, row.content] as const]),
  ];
  // Tags are not words: «<strong>Yatır</strong>» names a button the member reads as it is.
  return texts.map(([where, text]): [string, string] => [where, text.replace(/<[^>]*>/g, ' ')]);
}

const SOURCES: Record<string, (language: Checked) => [string, string][]> = {
  "the member app's catalog": appCatalog,
  "the server's messages and letters": (language) => stringsOf(SERVER_CATALOGS[language]),
  'the demo content': demoContent,
};

const informalIn = (language: Checked, texts: [string, string][]) =>
  texts.filter(([, text]) => INFORMAL[language].some((pattern) => pattern.test(text))).map(([where, text]) => `${where}: ${text}`);

describe.each(['tr', 'uk', 'id'] as const)('%s addresses the member one way only', (language) => {
  it.each(Object.keys(SOURCES))('in %s', (source) => {
    const texts = SOURCES[source]?.(language) ?? [];
    expect(texts.length).toBeGreaterThan(10);
    expect(informalIn(language, texts)).toEqual([]);
  });

  it('and the check finds an informal text', () => {
    const slips: Record<Checked, string[]> = {
      tr: ['İşlem yap, kazan, büyü', 'Şifreni unuttuysan sana bir kod göndereceğiz', 'Bunu yapabilirsin'],
      uk: ['Спробуй ще раз', 'Твій баланс оновлено', 'Ми надішлемо тобі код'],
      id: ['Saldomu kurang', 'Kamu bisa menarik dana', 'Yuk, undang teman'],
    };
    for (const slip of slips[language]) expect(informalIn(language, [['slip', slip]]), slip).toHaveLength(1);
    const formal: Record<Checked, string> = { tr: 'İşlem yapın, kazanın, büyüyün. Kaydet', uk: 'Спробуйте ще раз. Ваші зміни збережено', id: 'Anda dapat menarik dana, ilmu bertemu tamu' };
    expect(informalIn(language, [['formal', formal[language]]])).toEqual([]);
  });
});
