import { count, sum } from 'drizzle-orm';
import type { TAmountTotal } from '@meridian/protocol';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Page } from './command-paging.js';
import { amountText } from './list-values.js';

/**
 * What the rows of a money list add up to, over everything its filter matches (not the page, and
 * not capped as the pager's count is): how many, and the sum of their amounts, per currency, so an
 * operator reconciles a day's recharges without paging or exporting.
 */
export type AmountTotal = TAmountTotal;

/** A money list's answer: its page, and what every matching row adds up to. */
export type TotalledPage<Item> = Page<Item> & { totals: AmountTotal[] };

/** The columns of a totals query: select them, grouped and ordered by the currency column. */
export const totalColumns = <Currency extends PgColumn>(currency: Currency, amount: PgColumn) => ({ currency, count: count(), amount: sum(amount) });

/** A totals query's rows as the list answers them (a sum of no rows is none: there is no such row). */
export async function amountTotals(rows: PromiseLike<{ currency: unknown; count: number; amount: string | null }[]>): Promise<AmountTotal[]> {
  // The currency is a text column (a generic column's type says only `unknown`).
  return (await rows).map((row) => ({ currency: typeof row.currency === 'string' ? row.currency : '', count: row.count, amount: amountText(row.amount ?? '0') }));
}

/** The totals as the command line prints them under the page: `Every match: 3 for 1500.00 USDT`. */
export function totalsText(totals: readonly AmountTotal[]): string {
  return totals.length === 0 ? '' : `\nEvery match: ${totals.map((total) => `${total.count} for ${total.amount} ${total.currency}`).join('; ')}`;
}
