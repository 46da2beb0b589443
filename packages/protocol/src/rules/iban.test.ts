import { describe, expect, it } from 'vitest';
import { isValidIban, normalizeIban } from './iban.js';

describe('IBAN checksum (ISO 13616)', () => {
  it('accepts published example IBANs, with or without spaces and in any case', () => {
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('tr330006100519786457841326')).toBe(true);
    expect(isValidIban('ES9121000418450200051332')).toBe(true);
    expect(isValidIban('UA213223130000026007233566001')).toBe(true);
  });

  it('refuses a wrong check digit or a changed character', () => {
    expect(isValidIban('GB83WEST12345698765432')).toBe(false);
    expect(isValidIban('DE89370400440532013001')).toBe(false);
  });

  it('refuses what is not shaped like an IBAN', () => {
    expect(isValidIban('')).toBe(false);
    expect(isValidIban('1234567890123456')).toBe(false);
    expect(isValidIban('GB82-WEST-1234')).toBe(false);
  });

  it('keeps IBANs upper case without spaces', () => {
    expect(normalizeIban(' gb82 west 1234 5698 7654 32 ')).toBe('GB82WEST12345698765432');
  });
});
