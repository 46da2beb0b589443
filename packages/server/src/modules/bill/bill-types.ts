import { inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { TBillKind, TBillType } from '@meridian/protocol';
import { journalEntries } from '../../db/schema/index.js';
import type { CauseType, EntryKind } from '../../ledger/entry-kinds.js';

/** Kinds posted without a cause: their bill type comes from the kind itself. */
type CauselessKind = Extract<EntryKind, 'demo_grant'>;

/**
 * Which bill type a journal entry is, from what caused it (`cause_type`) and, for entries without
 * a cause, what it is (`kind`). Keyed by the closed CauseType, so a new cause without a bill type
 * does not compile; a value no code writes (some old name) would be an `other` bill, still shown
 * under "all". Neither `withdraw` nor `referral`, once keys here, was ever written as a cause
 * type or kind by any version of the code or any migration, so they are gone.
 */
export const BILL_TYPE_OF_CAUSE: Readonly<Record<CauseType | CauselessKind, TBillType>> = {
  recharge: 'recharge',
  withdrawal: 'withdraw',
  contract: 'contract',
  mining: 'mining',
  interest: 'interest',
  task: 'task',
  commission: 'commission',
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

/**
 * Entries of one bill type, as a condition the database can answer from the cause index rather
 * than by computing every entry's type (what `billTypeSql() = type` would make it do): the same
 * rule, written the other way round.
 */
export function billTypeIs(type: TBillKind): SQL {
  const allNames = Object.keys(BILL_TYPE_OF_CAUSE);
  const names = Object.entries(BILL_TYPE_OF_CAUSE).flatMap(([name, of]) => (of === type ? [name] : []));
  if (names.length === 0) return sql`${billTypeSql()} = ${type}`;
  return sql`(${inArray(journalEntries.causeType, names)} or (${notInArray(journalEntries.causeType, allNames)} and ${inArray(journalEntries.kind, names)}))`;
}
