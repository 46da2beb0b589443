import { describe, expect, it } from 'vitest';
import { CONSOLE_EN_US } from '../../src/i18n/console/console-en-us.js';
import { CONSOLE_ZH_HK } from '../../src/i18n/console/console-zh-hk.js';
import { consoleLanguageOf, said, saidIn, waitText } from '../../src/i18n/console/console-translate.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the admin API's messages to operators", () => {
  it('have every English message in zh-HK, with the same placeholders', () => {
    expect(Object.keys(CONSOLE_ZH_HK).sort()).toEqual(Object.keys(CONSOLE_EN_US).sort());
    for (const [key, text] of Object.entries(CONSOLE_EN_US)) expect(placeholders(CONSOLE_ZH_HK[key as keyof typeof CONSOLE_EN_US]), key).toEqual(placeholders(text));
  });

  it('follow the console’s language, any Chinese reading zh-HK', () => {
    expect(consoleLanguageOf('zh-HK')).toBe('zh-HK');
    expect(consoleLanguageOf('zh-TW,zh;q=0.9,en;q=0.8')).toBe('zh-HK');
    expect(consoleLanguageOf('es-ES,es;q=0.9')).toBe('en-US');
    expect(consoleLanguageOf(undefined)).toBe('en-US');
  });

  it('say a wait as minutes and seconds, never as 869 s', () => {
    expect(waitText('en-US', 869)).toBe('14 min 29 s');
    expect(waitText('en-US', 900)).toBe('15 min');
    expect(waitText('en-US', 30)).toBe('30 s');
    expect(waitText('zh-HK', 869)).toBe('14 分 29 秒');
    expect(waitText('zh-HK', 900)).toBe('15 分鐘');
  });

  it('keep a command’s English for the CLI and its key for the console', () => {
    const message = said('conversation.missing', { id: 7 });
    expect(message.text).toBe('No conversation #7.');
    expect(saidIn('zh-HK', message.say)).toBe('沒有第 7 號對話。');
    expect(saidIn('zh-HK', { key: 'error.rechargeNotFound' })).not.toBeNull();
    expect(saidIn('zh-HK', { key: 'no.such.key' })).toBeNull();
  });
});
