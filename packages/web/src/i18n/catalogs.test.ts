import { APP_LANGUAGES } from '@meridian/protocol';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '.';
import { ALL_CATALOGS } from './all-catalogs';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix === '' ? key : `${prefix}.${key}`));
}

describe('catalogs', () => {
  const reference = keysOf(ALL_CATALOGS['en-US']).sort();

  const PLURAL = /_(zero|one|two|few|many|other)$/;
  const pluralBases = new Set(reference.filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')));

  it.each(APP_LANGUAGES)('%s has every en-US key, and no other but plural forms its grammar needs', (language) => {
    const keys = keysOf(ALL_CATALOGS[language]);
    expect(reference.filter((key) => !keys.includes(key))).toEqual([]);
    // Ukrainian counts need _few and _many, which English has no use for (Intl.PluralRules).
    const extra = keys.filter((key) => !reference.includes(key));
    expect(extra.filter((key) => !(PLURAL.test(key) && pluralBases.has(key.replace(PLURAL, ''))))).toEqual([]);
  });

  it('zh-HK translates every text (only names and codes stay as in English)', () => {
    const english = ALL_CATALOGS['en-US'];
    const chinese = ALL_CATALOGS['zh-HK'];
    const same = reference.filter((key) => {
      const read = (catalog: unknown) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog);
      return read(english) === read(chinese);
    });
    expect(same.every((key) => key.startsWith('language.names.') || /placeholder|idValue|utcOffset/i.test(key))).toBe(true);
  });
});

describe('chooseLanguage', () => {
  it('keeps the language the member chose', () => {
    expect(chooseLanguage('zh-HK', ['tr-TR'])).toBe('zh-HK');
  });

  it.each([
    [['tr-TR'], 'tr'],
    [['uk'], 'uk'],
    [['es-MX'], 'es'],
    [['es-ES'], 'es'],
    [['es-AR', 'en-US'], 'es'],
    [['id'], 'id'],
    [['id-ID'], 'id'],
    [['in-ID'], 'id'],
    [['zh-HK'], 'zh-HK'],
    [['zh-TW', 'en-US'], 'zh-HK'],
    [['zh-Hant-MO'], 'zh-HK'],
    [['zh-CN', 'zh'], 'zh-HK'],
    [['sk-SK'], 'en-US'],
    [['en-GB', 'zh-TW'], 'en-US'],
    // Every system language is looked at, in the member's order.
    [['fr-FR', 'de-DE', 'tr-TR'], 'tr'],
    [['pt-BR', 'id-ID', 'es-ES'], 'id'],
  ])('follows the system languages %j in %s (spec section 9, matched by language)', (system, language) => {
    expect(chooseLanguage(null, system)).toBe(language);
  });

  it('falls back to en-US when no system language has a catalog', () => {
    expect(chooseLanguage(null, ['fr-FR'])).toBe('en-US');
    expect(chooseLanguage(null, ['ja-JP', 'ko-KR'])).toBe('en-US');
    expect(chooseLanguage(null, [])).toBe('en-US');
  });
});
