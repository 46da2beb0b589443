/**
 * Ledger amounts as whole minor units and back. The ledger keeps 8 decimals (NUMERIC(30,8)); a
 * proof's sums are hashed as integers so that every verifier, in any language, gets the same bytes
 * without a decimal library and without a float ever touching an amount.
 */
export const LEDGER_SCALE = 8;
const UNIT = 10n ** BigInt(LEDGER_SCALE);
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** "123.45" → 12345000000n; null when the text is not a decimal or has more than 8 decimals. */
export function ledgerUnitsOf(amount: string): bigint | null {
  const match = DECIMAL.exec(amount);
  if (match === null) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  if (fraction.length > LEDGER_SCALE) return null;
  const units = BigInt(whole) * UNIT + BigInt(fraction.padEnd(LEDGER_SCALE, '0'));
  return sign === '-' ? -units : units;
}

/** 12345000000n → "123.45000000": the ledger's own text of the amount, all 8 decimals. */
export function ledgerAmountOfUnits(units: bigint): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(LEDGER_SCALE + 1, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -LEDGER_SCALE)}.${digits.slice(-LEDGER_SCALE)}`;
}
