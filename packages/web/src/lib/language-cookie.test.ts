import { LANGUAGE_COOKIE, languageOfCookie } from '@meridian/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetStores } from '../testing/reset-stores';
import { keepLanguageCookie } from './language-cookie';
import { useSession } from './session-store';

let stop: (() => void) | null = null;
beforeEach(() => {
  resetStores();
});
afterEach(() => {
  stop?.();
  stop = null;
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
  resetStores();
});

describe('the language cookie', () => {
  it("keeps the member's choice for the server, from launch and after each change", () => {
    useSession.getState().setLanguage('tr');
    stop = keepLanguageCookie();
    expect(languageOfCookie(document.cookie)).toBe('tr');

    useSession.getState().setLanguage('zh-HK');
    expect(languageOfCookie(document.cookie)).toBe('zh-HK');
  });

  it('is not there while the member has made no choice', () => {
    document.cookie = `${LANGUAGE_COOKIE}=es; path=/`;
    stop = keepLanguageCookie();
    expect(languageOfCookie(document.cookie)).toBeNull();
  });
});
