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

  it('follows a system language the app knows (spec section 9)', () => {
    expect(chooseLanguage(null, ['tr-TR'])).toBe('tr');
    expect(chooseLanguage(null, ['uk'])).toBe('uk');
    expect(chooseLanguage(null, ['es-MX'])).toBe('es');
    expect(chooseLanguage(null, ['id'])).toBe('id');
    expect(chooseLanguage(null, ['sk-SK'])).toBe('en-US');
  });

  it('falls back to en-US, and never picks zh-HK by itself', () => {
    expect(chooseLanguage(null, ['fr-FR'])).toBe('en-US');
    expect(chooseLanguage(null, ['zh-HK'])).toBe('en-US');
  });
});
