import { describe, expect, it } from 'vitest';
import { isAuthenticatorCode, isRecoveryCode, isTwoStepCode } from './two-step.js';

describe('2-step codes', () => {
  it('takes six digits from an authenticator, spaces around them ignored', () => {
    expect(isAuthenticatorCode('123456')).toBe(true);
    expect(isAuthenticatorCode(' 123456 ')).toBe(true);
    expect(isAuthenticatorCode('12345')).toBe(false);
    expect(isAuthenticatorCode('12345a')).toBe(false);
  });
  it('takes a recovery code with or without its dash, in either case', () => {
    expect(isRecoveryCode('abcd-2345')).toBe(true);
    expect(isRecoveryCode('ABCD2345')).toBe(true);
    expect(isRecoveryCode('abcd-23456')).toBe(false);
    // 0 and 1 never appear in a recovery code.
    expect(isRecoveryCode('abcd-0123')).toBe(false);
  });
  it('refuses anything else as a second step', () => {
    expect(isTwoStepCode('123456')).toBe(true);
    expect(isTwoStepCode('wxyz-9876')).toBe(true);
    expect(isTwoStepCode('')).toBe(false);
    expect(isTwoStepCode('hello')).toBe(false);
  });
});
