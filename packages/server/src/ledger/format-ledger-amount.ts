import { Decimal } from 'decimal.js';

/**
 * An amount as the wire carries it: a decimal string with at least two decimals (`10000.00`), and
 * every further decimal the ledger holds (`0.12345678`), never rounded away. Not for showing: the
 * app formats what it shows from this exact figure (its `formatMoney` groups and rounds down).
 */
export function formatLedgerAmount(amount: Decimal): string {
  return amount.decimalPlaces() <= 2 ? amount.toFixed(2) : amount.toFixed();
}
