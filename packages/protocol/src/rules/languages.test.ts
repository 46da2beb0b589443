import { describe, expect, it } from 'vitest';
import {
  APP_LANGUAGES,
  catalogForHeader,
  catalogForSystemLanguage,
  catalogForSystemLanguages,
  LANGUAGE_COOKIE,
  LANGUAGE_HEADER_MAP,
  languageHeader,
  languageOfCookie,
  languageTagsOfHeader,
} from './languages.js';

describe('languages', () => {
  it('maps about 23 language codes to a header value', () => {
    expect(Object.keys(LANGUAGE_HEADER_MAP).length).toBeGreaterThanOrEqual(23);
    expect(languageHeader('hongkong')).toBe('zh-HK');
    expect(languageHeader('indonesian')).toBe('id-ID');
    expect(languageHeader('uk')).toBe('uk-UA');
  });
  it('defaults the header to en-US', () => {
    expect(languageHeader('xx')).toBe('en-US');
  });
  it.each([
    ['tr-TR', 'tr'],
    ['tr', 'tr'],
    ['es-MX', 'es'],
    ['es-ES', 'es'],
    ['es-AR', 'es'],
    ['es-419', 'es'],
    ['es', 'es'],
    ['id', 'id'],
    ['id-ID', 'id'],
    ['in', 'id'],
    ['in-ID', 'id'],
    ['uk-UA', 'uk'],
    ['uk', 'uk'],
    ['zh-HK', 'zh-HK'],
    ['zh-TW', 'zh-HK'],
    ['zh-MO', 'zh-HK'],
    ['zh-Hant', 'zh-HK'],
    ['zh-Hant-TW', 'zh-HK'],
    ['zh-Hant-HK', 'zh-HK'],
    // Simplified Chinese reads the one Chinese catalog too (docs/product-decisions.md).
    ['zh-CN', 'zh-HK'],
    ['zh-Hans-CN', 'zh-HK'],
    ['zh', 'zh-HK'],
    ['en-US', 'en-US'],
    ['en-GB', 'en-US'],
    ['en', 'en-US'],
    ['sk-SK', 'en-US'],
    // As some Android web views spell them, and in any case.
    ['zh_TW', 'zh-HK'],
    ['ID-id', 'id'],
    ['ES_ar', 'es'],
  ])('reads the system language %s in %s', (systemLanguage, catalog) => {
    expect(catalogForSystemLanguage(systemLanguage)).toBe(catalog);
  });

  it.each(['fr-FR', 'pt-BR', 'ja', 'de', '', '*', 'i', 'indonesian'])('has no catalog for the system language %j', (systemLanguage) => {
    expect(catalogForSystemLanguage(systemLanguage)).toBeNull();
  });

  it('takes the first of the system languages, in order, that the app has a catalog for', () => {
    expect(catalogForSystemLanguages(['fr-FR', 'de-DE', 'id-ID', 'en-US'], APP_LANGUAGES)).toBe('id');
    expect(catalogForSystemLanguages(['pt-BR', 'zh-TW', 'es-ES'], APP_LANGUAGES)).toBe('zh-HK');
    expect(catalogForSystemLanguages(['ja-JP', 'ko'], APP_LANGUAGES)).toBeNull();
    expect(catalogForSystemLanguages([], APP_LANGUAGES)).toBeNull();
  });

  it('takes the first the caller has among fewer languages (the console has English and Chinese)', () => {
    const console = ['en-US', 'zh-HK'] as const;
    expect(catalogForSystemLanguages(['es-ES', 'zh-TW', 'en-US'], console)).toBe('zh-HK');
    expect(catalogForSystemLanguages(['id-ID', 'tr-TR'], console)).toBeNull();
  });
  it('answers in the first catalog an Accept-Language header names', () => {
    expect(catalogForHeader('zh-HK')).toBe('zh-HK');
    expect(catalogForHeader('zh-TW,zh;q=0.9')).toBe('zh-HK');
    expect(catalogForHeader('fr-FR, uk-UA;q=0.8')).toBe('uk');
    expect(catalogForHeader('es-ES')).toBe('es');
    expect(catalogForHeader(undefined)).toBe('en-US');
    expect(catalogForHeader('fr')).toBe('en-US');
    expect(catalogForHeader('id-ID,id;q=0.9,en-US;q=0.8')).toBe('id');
    expect(catalogForHeader('es-AR,es;q=0.9')).toBe('es');
  });

  it('reads the tags of a header most wanted first, leaving out those not wanted at all', () => {
    expect(languageTagsOfHeader('zh-TW,zh;q=0.9,en-US;q=0.8,en;q=0.7')).toEqual(['zh-TW', 'zh', 'en-US', 'en']);
    expect(languageTagsOfHeader('en;q=0.5, id-ID, tr;q=0.5')).toEqual(['id-ID', 'en', 'tr']);
    expect(languageTagsOfHeader('zh-HK;q=0, uk')).toEqual(['uk']);
    expect(catalogForHeader('zh-HK;q=0, uk')).toBe('uk');
    expect(languageTagsOfHeader(undefined)).toEqual([]);
    expect(languageTagsOfHeader(' , ;q=1')).toEqual([]);
  });
});

describe('languageOfCookie', () => {
  it('reads the chosen language among the cookies', () => {
    expect(languageOfCookie(`sid=abc; ${LANGUAGE_COOKIE}=zh-HK; other=1`)).toBe('zh-HK');
    expect(languageOfCookie(`${LANGUAGE_COOKIE}=uk`)).toBe('uk');
  });

  it('is null without the cookie, or for a language the app does not have', () => {
    expect(languageOfCookie(undefined)).toBeNull();
    expect(languageOfCookie('sid=abc')).toBeNull();
    expect(languageOfCookie(`${LANGUAGE_COOKIE}=fr`)).toBeNull();
    expect(languageOfCookie(`${LANGUAGE_COOKIE}=`)).toBeNull();
    expect(languageOfCookie(`x${LANGUAGE_COOKIE}=es`)).toBeNull();
  });
});
