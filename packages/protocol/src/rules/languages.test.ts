import { describe, expect, it } from 'vitest';
import { catalogForHeader, catalogForSystemLanguage, LANGUAGE_COOKIE, LANGUAGE_HEADER_MAP, languageHeader, languageOfCookie } from './languages.js';

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
  it('follows only the supported system languages', () => {
    expect(catalogForSystemLanguage('tr-TR')).toBe('tr');
    expect(catalogForSystemLanguage('es-MX')).toBe('es');
    expect(catalogForSystemLanguage('sk-SK')).toBe('en-US');
    expect(catalogForSystemLanguage('fr-FR')).toBeNull();
  });
  it('answers in the first catalog an Accept-Language header names', () => {
    expect(catalogForHeader('zh-HK')).toBe('zh-HK');
    expect(catalogForHeader('zh-TW,zh;q=0.9')).toBe('zh-HK');
    expect(catalogForHeader('fr-FR, uk-UA;q=0.8')).toBe('uk');
    expect(catalogForHeader('es-ES')).toBe('es');
    expect(catalogForHeader(undefined)).toBe('en-US');
    expect(catalogForHeader('fr')).toBe('en-US');
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
