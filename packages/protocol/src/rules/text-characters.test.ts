import { describe, expect, it } from 'vitest';
import { controlCharacterPath, hasControlCharacter, isSingleLineText } from './text-characters.js';
import { ZAddBankCardRequest } from '../schemas/withdraw/add-bank-card.js';

describe('text characters', () => {
  it.each(['a\u0000b', 'a\u0007b', 'a\u001Bb', 'a\u007Fb', 'a\u0085b', 'a\u009Fb', 'a\uD800b', '\uDC00'])('finds a control character in %j', (text) => {
    expect(hasControlCharacter(text)).toBe(true);
    expect(isSingleLineText(text)).toBe(false);
  });

  it('lets multi-line text keep its tabs and line breaks, but not a name', () => {
    for (const text of ['a\tb', 'a\nb', 'a\r\nb', 'a\u2028b', 'a\u2029b']) {
      expect(hasControlCharacter(text)).toBe(false);
      expect(isSingleLineText(text)).toBe(false);
    }
  });

  it('accepts names in any script, emoji (surrogate pairs) included', () => {
    for (const text of ['Chan Tai Man', '陳大文', 'Ülkü Şahin', 'Олена', 'José 😀', '']) {
      expect(hasControlCharacter(text)).toBe(false);
      expect(isSingleLineText(text)).toBe(true);
    }
  });

  it('names where in a payload the first control character is, keys included', () => {
    expect(controlCharacterPath({ a: 'x', b: [1, 'ok', { c: 'y\u0000' }] })).toEqual(['b', 2, 'c']);
    expect(controlCharacterPath({ ['k\u0001']: 'x' })).toEqual(['k\u0001']);
    expect(controlCharacterPath('\u0000')).toEqual([]);
    expect(controlCharacterPath({ a: 'line\nbreak', b: 1, c: null, d: true })).toBeNull();
  });

  it('refuses a cardholder name of two lines with its own message, as the app and the server read it', () => {
    const result = ZAddBankCardRequest.safeParse({ bankCode: 'HSBC', holder: 'Alice\n=1+1', account: '123456789012' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['holder', 'rule.singleLine']]);
  });
});
