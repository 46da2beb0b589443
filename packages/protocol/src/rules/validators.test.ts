import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isDigits,
  isEmail,
  isMobile,
  isNumber,
  isUrl,
  isValidPassword,
  isValidPayPassword,
  isValidUsername,
} from './validators.js';

describe('password rule', () => {
  it('accepts 6 to 16 characters without spaces', () => {
    expect(isValidPassword('abc123')).toBe(true);
    expect(isValidPassword('a'.repeat(16))).toBe(true);
    expect(isValidPassword('Pa$$w0rd!')).toBe(true);
  });
  it('rejects too short, too long, and any white space', () => {
    expect(isValidPassword('abc12')).toBe(false);
    expect(isValidPassword('a'.repeat(17))).toBe(false);
    expect(isValidPassword('abc 123')).toBe(false);
    expect(isValidPassword('abc\t1234')).toBe(false);
  });
  it('holds for every generated string: valid exactly when length fits and no space', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 24 }), (s) => {
        expect(isValidPassword(s)).toBe(s.length >= 6 && s.length <= 16 && !/\s/.test(s));
      }),
    );
  });
});

describe('pay password rule', () => {
  it('accepts exactly four digits', () => {
    expect(isValidPayPassword('0123')).toBe(true);
    expect(isValidPayPassword('123')).toBe(false);
    expect(isValidPayPassword('12345')).toBe(false);
    expect(isValidPayPassword('12a4')).toBe(false);
  });
});

describe('username rule', () => {
  it('accepts 6-30 letters and digits', () => {
    expect(isValidUsername('demo0001')).toBe(true);
    expect(isValidUsername('abcdef')).toBe(true);
    expect(isValidUsername('a'.repeat(30))).toBe(true);
  });
  it('accepts an email address', () => {
    expect(isValidUsername('ann@example.com')).toBe(true);
  });
  it('rejects short, long, and symbols outside an email', () => {
    expect(isValidUsername('abcde')).toBe(false);
    expect(isValidUsername('a'.repeat(31))).toBe(false);
    expect(isValidUsername('abc_def')).toBe(false);
    expect(isValidUsername('abc def')).toBe(false);
  });
});

describe('generic validators', () => {
  it('email', () => {
    expect(isEmail('a.b+c@mail.example.org')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isEmail('no-at.example.com')).toBe(false);
  });
  it('mobile is 11 digits starting with 1', () => {
    expect(isMobile('13800138000')).toBe(true);
    expect(isMobile('23800138000')).toBe(false);
    expect(isMobile('1380013800')).toBe(false);
  });
  it('url needs http or https', () => {
    expect(isUrl('https://example.com/x?y=1')).toBe(true);
    expect(isUrl('javascript:alert(1)')).toBe(false);
    expect(isUrl('not a url')).toBe(false);
  });
  it('number and digits', () => {
    expect(isNumber('-12.50')).toBe(true);
    expect(isNumber('.5')).toBe(true);
    expect(isNumber('1e5')).toBe(false);
    expect(isNumber('abc')).toBe(false);
    expect(isDigits('0042')).toBe(true);
    expect(isDigits('4.2')).toBe(false);
  });
});
