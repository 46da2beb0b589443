import { Decimal } from 'decimal.js';
import { formatLedgerAmount } from '../ledger/format-ledger-amount.js';

/** How the console's lists write stored values: the ledger's exact amounts and ISO times. */

/** `100.00`, `0.12345678`: the ledger's exact amount, as the operator reads it. */
export const amountText = (amount: string) => formatLedgerAmount(new Decimal(amount));

/** A nullable amount (one not known until an order ends). */
export const amountOrNull = (amount: string | null) => (amount === null ? null : amountText(amount));

export const iso = (moment: Date | null) => (moment === null ? null : moment.toISOString());

/** A recorded price as stored, without the database's trailing zeros (what the K-line shows). */
export const priceText = (price: string) => new Decimal(price).toFixed();

/** A percentage as stored, without trailing zeros: `1.5`, not `1.500000`. */
export const percentText = (percent: string) => new Decimal(percent).toFixed();
