import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { launchLanguage } from '.';

const STORAGE_KEY = 'meridian.console.language';

function browserLanguages(languages: readonly string[]): void {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

// Files share a worker's page: a choice another file's test stored must not decide these.
beforeEach(() => {
  localStorage.removeItem(STORAGE_KEY);
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.removeItem(STORAGE_KEY);
});

describe('the language the console opens in', () => {
  it.each([
    [['zh-TW', 'en-US'], 'zh-HK'],
    [['zh-HK'], 'zh-HK'],
    [['zh-Hant-MO'], 'zh-HK'],
    [['en-GB', 'zh-TW'], 'en-US'],
    // The console has English and Chinese: a browser's Spanish gives way to its next language.
    [['es-ES', 'zh-TW'], 'zh-HK'],
    [['id-ID', 'tr-TR'], 'en-US'],
    [[], 'en-US'],
  ])('follows a browser set to %j with %s', (languages, expected) => {
    browserLanguages(languages);
    expect(launchLanguage()).toBe(expected);
  });

  it("keeps the operator's own choice over the browser's language", () => {
    browserLanguages(['zh-TW']);
    localStorage.setItem(STORAGE_KEY, 'en-US');
    expect(launchLanguage()).toBe('en-US');
    localStorage.setItem(STORAGE_KEY, 'fr');
    expect(launchLanguage()).toBe('zh-HK');
  });
});
