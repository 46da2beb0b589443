import { formatAmount } from '@meridian/protocol';
import { Decimal } from 'decimal.js';

/** What paying a goods order does to the balance, shown before the member confirms. */
export interface PayPreview {
  /** Taken from the available balance: the price. */
  debit: string;
  /** Put back in the same transaction: the price plus the commission. */
  credit: string;
  /** credit − debit: the commission the member earns. */
  gain: string;
  /** The available balance once paid; null when the balance is not known. */
  balanceAfter: string | null;
}

/** The preview of paying an order of `price` with `commission`, at the currency's scale. */
export function payPreview(price: string, commission: string, currency: string, available?: string): PayPreview {
  const debit = new Decimal(price);
  const credit = debit.plus(commission);
  return {
    debit: formatAmount(debit, currency),
    credit: formatAmount(credit, currency),
    gain: formatAmount(credit.minus(debit), currency),
    balanceAfter: available === undefined ? null : formatAmount(new Decimal(available).minus(debit).plus(credit), currency),
  };
}
