import { describe, expect, it } from 'vitest';
import { countryName, issuingCountries } from './issuing-countries';

describe('issuing countries', () => {
  it('lists every ISO 3166-1 alpha-2 code once, as the server takes it', () => {
    const codes = issuingCountries('en-US').map((country) => country.code);
    expect(codes).toHaveLength(249);
    expect(new Set(codes).size).toBe(249);
    expect(codes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });

  it('names them in the member’s language, in its order', () => {
    const english = issuingCountries('en-US');
    expect(english[0]?.name).toBe('Afghanistan');
    expect(english.find((country) => country.code === 'HK')?.name).toMatch(/Hong Kong/);
    expect(countryName('HK', 'zh-HK')).toMatch(/香港/);
    expect(countryName('ES', 'es')).toBe('España');
  });
});
