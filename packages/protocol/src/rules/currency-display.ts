/** Spec section 9: the currency of one company's members is blanked this long after launch. */
export const CURRENCY_BLANK_DELAY_MS = 2000;

export interface CurrencyBlanking {
  companyName: string;
  /** The company name the blanking applies to; empty: none. */
  currencyBlankedFor: string;
}

/**
 * Spec section 3: for one particular company name the member's currency is blanked 2 s after
 * launch. True once `msSinceLaunch` has reached the delay for that company; never otherwise.
 */
export function isCurrencyBlanked(company: CurrencyBlanking, msSinceLaunch: number): boolean {
  return company.currencyBlankedFor !== '' && company.companyName === company.currencyBlankedFor && msSinceLaunch >= CURRENCY_BLANK_DELAY_MS;
}
