import { describe, expect, it } from 'vitest';
import { CURRENCY_BLANK_DELAY_MS, isCurrencyBlanked } from './currency-display.js';

describe('isCurrencyBlanked', () => {
  const blankedCompany = { companyName: 'Acme Markets', currencyBlankedFor: 'Acme Markets' };

  it('blanks the currency of the named company from 2 s after launch on', () => {
    expect(isCurrencyBlanked(blankedCompany, 0)).toBe(false);
    expect(isCurrencyBlanked(blankedCompany, CURRENCY_BLANK_DELAY_MS - 1)).toBe(false);
    expect(isCurrencyBlanked(blankedCompany, CURRENCY_BLANK_DELAY_MS)).toBe(true);
    expect(isCurrencyBlanked(blankedCompany, 60_000)).toBe(true);
  });

  it('never blanks it for another company or when no company is named', () => {
    expect(isCurrencyBlanked({ companyName: 'Meridian', currencyBlankedFor: 'Acme Markets' }, 60_000)).toBe(false);
    expect(isCurrencyBlanked({ companyName: 'Meridian', currencyBlankedFor: '' }, 60_000)).toBe(false);
    expect(isCurrencyBlanked({ companyName: '', currencyBlankedFor: '' }, 60_000)).toBe(false);
  });
});
