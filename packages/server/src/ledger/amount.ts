import { Decimal } from 'decimal.js';
import { LedgerError } from './ledger-error.js';

/** Decimal places a NUMERIC(30, 8) amount keeps; more would be silently rounded by the database. */
export const AMOUNT_SCALE = 8;

declare const ledgerAmountBrand: unique symbol;

/**
 * An amount the ledger can store as it is: a finite decimal with at most AMOUNT_SCALE decimals.
 * Only `ledgerAmount` makes one, so a posting's amount has been checked where it was computed, not
 * found wrong later inside postEntry. Arithmetic on it gives a plain Decimal, to be checked again.
 */
export type LedgerAmount = Decimal & { readonly [ledgerAmountBrand]: true };

function assertStorable(amount: Decimal, written: Decimal.Value): asserts amount is LedgerAmount {
  if (!amount.isFinite() || amount.decimalPlaces() > AMOUNT_SCALE) {
    throw new LedgerError('bad_amount', `${String(written)} is not an amount the ledger can hold (finite, at most ${AMOUNT_SCALE} decimals)`);
  }
}

/**
 * `value` as a LedgerAmount, or LedgerError `bad_amount`. Zero and negatives are amounts; whether
 * a posting may carry them is postEntry's rule (non-zero, summing to zero).
 */
export function ledgerAmount(value: Decimal.Value): LedgerAmount {
  let amount: Decimal;
  try {
    amount = new Decimal(value);
  } catch {
    throw new LedgerError('bad_amount', `${String(value)} is not an amount`);
  }
  assertStorable(amount, value);
  return amount;
}
