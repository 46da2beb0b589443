import { sql, type SQL } from 'drizzle-orm';
import type { TBillKind, TBillType } from '@meridian/protocol';
import { journalEntries } from '../../db/schema/index.js';

/**
 * Which bill type a journal entry is, from what caused it (`cause_type`) and, for entries without
 * a cause, what it is (`kind`). Every flow that posts an entry names its cause with one of these;
 * anything else is an `other` bill, still shown under "all".
 */
export const BILL_TYPE_OF_CAUSE: Readonly<Record<string, TBillType>> = {
  recharge: 'recharge',
  withdrawal: 'withdraw',
  withdraw: 'withdraw',
  contract: 'contract',
  mining: 'mining',
  interest: 'interest',
  task: 'task',
  commission: 'commission',
  referral: 'commission',
  adjustment: 'adjustment',
  // The demo grant comes out of the adjustments account like an operator's adjustment.
  demo_grant: 'adjustment',
};

/** `when '<name>' then '<type>' …` over every name; the names are this file's constants. */
function whenNames(): SQL {
  return sql.join(
    Object.entries(BILL_TYPE_OF_CAUSE).map(([name, type]) => sql`when ${name} then ${type}`),
    sql` `,
  );
}

/** The bill type of an entry, computed in SQL so the filter and the paging happen in the database. */
export function billTypeSql(): SQL<TBillKind> {
  return sql<TBillKind>`coalesce(case ${journalEntries.causeType} ${whenNames()} end, case ${journalEntries.kind} ${whenNames()} end, 'other')`;
}
