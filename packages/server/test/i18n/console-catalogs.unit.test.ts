import { describe, expect, it } from 'vitest';
import { CONSOLE_EN_US } from '../../src/i18n/console/console-en-us.js';
import { CONSOLE_ZH_HK } from '../../src/i18n/console/console-zh-hk.js';
import { consoleLanguageOf, countedPart, inEnglish, said, saidIn, saidPart, sayOf, waitText, wordPart, ZSaidMessage } from '../../src/i18n/console/console-translate.js';

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

  it('say the parts of a message in the reader’s language too: a status, a list, another answer', () => {
    const refused = said('approvals.alreadyDecided', { id: 4, status: wordPart('approvalStatus', 'rejected') });
    expect(refused.text).toBe('Approval #4 is already rejected.');
    expect(saidIn('zh-HK', refused.say)).toBe('第 4 號審批已被拒絕。');
    // A code the catalog has no word for stays as it is, in both languages.
    expect(wordPart('approvalStatus', 'mislaid')).toBe('mislaid');

    const held = said('fourEyes.heldTerms', { settings: ['withdraw', 'fourEyes'], id: 9 });
    expect(held.text).toBe('Held for a second operator: a change of withdraw, fourEyes reaches members only once another operator approves it (approval #9).');
    expect(saidIn('zh-HK', held.say)).toContain('withdraw、fourEyes');

    const approved = said('approvals.ran', { id: 9, outcome: sayOf(held) });
    expect(approved.text).toBe(`Approval #9: ${held.text}`);
    expect(saidIn('zh-HK', approved.say)).toBe(`第 9 號審批：${saidIn('zh-HK', held.say) ?? ''}`);
    // An answer without a key (an old stored one) is put in as its English.
    expect(saidIn('zh-HK', said('approvals.ran', { id: 9, outcome: sayOf({ text: 'Done.' }) }).say)).toBe('第 9 號審批：Done.');
  });

  it('count with the noun in the right number, never "1 session(s)"', () => {
    expect(inEnglish(countedPart(1, 'session'))).toBe('1 session');
    expect(inEnglish(countedPart(0, 'session'))).toBe('0 sessions');
    expect(inEnglish(countedPart(2, 'member'))).toBe('2 members');
    expect(saidIn('zh-HK', countedPart(2, 'member'))).toBe('2 位會員');
  });

  it('keep a message with its parts through JSON, as a money request’s first answer is stored', () => {
    const message = said('kick.ended', { sessions: countedPart(2, 'session'), username: 'demo0001' }).say;
    const stored = ZSaidMessage.parse(JSON.parse(JSON.stringify(message)));
    expect(saidIn('zh-HK', stored)).toBe('已結束 demo0001 的 2 個登入；其開啟中的應用程式已收到登出通知。');
    expect(saidIn('en-US', saidPart('state.enabled'))).toBe('enabled');
  });
});
