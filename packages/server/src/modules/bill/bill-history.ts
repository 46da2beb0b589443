import { Decimal } from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import type { TBill, TBillKind } from '@meridian/protocol';
import type { DbOrTx } from '../../db/types.js';
import { journalEntries, ledgerAccounts, postings } from '../../db/schema/index.js';
import { ACCOUNT_KIND } from '../../ledger/accounts.js';
import type { EntryKind } from '../../ledger/entry-kinds.js';
import { formatLedgerAmount } from '../../ledger/format-ledger-amount.js';
import { billTypeSql } from './bill-types.js';

/**
 * Entries whose memo is written for the member (an operator's reason for an adjustment or a
 * rejected withdrawal). Every other memo is the books' own note, naming operators and internal
 * steps, and is never shown to a member.
 */
const MEMBER_NOTE_KINDS: ReadonlySet<string> = new Set(['adjustment', 'withdrawal_rejected'] satisfies EntryKind[]);

/** Entries that give money back (the bill says "refund", not the type's name). */
const REFUND_KINDS: ReadonlySet<string> = new Set(['withdrawal_rejected'] satisfies EntryKind[]);

/**
 * A member's bills as a subquery: the postings on their available account. Held money is not
 * spendable, so movements between held and the platform (a withdrawal paid) are not bills; the
 * hold itself (available → held) and a rejection's refund (held → available) are.
 * `balanceAfter` is the running total of the account's postings in posting order, which is the
 * order the account's row lock let them in, so each is a balance the member really had. The bill
 * page reads it a page at a time, the export (bill-export.ts) a batch at a time below a posting id.
 */
export function memberBillHistory(db: DbOrTx, memberId: number) {
  return db
    .select({
      postingId: sql<string>`${postings.id}`.as('posting_id'),
      // bigint: the driver answers a string
      entryId: sql<string>`${journalEntries.id}`.as('entry_id'),
      billType: billTypeSql().as('bill_type'),
      amount: sql<string>`${postings.amount}`.as('amount'),
      balanceAfter: sql<string>`sum(${postings.amount}) over (order by ${postings.id})`.as('balance_after'),
      currency: sql<string>`${ledgerAccounts.currency}`.as('currency'),
      kind: sql<string>`${journalEntries.kind}`.as('kind'),
      memo: sql<string>`${journalEntries.memo}`.as('memo'),
      causeType: sql<string>`${journalEntries.causeType}`.as('cause_type'),
      causeId: sql<string>`${journalEntries.causeId}`.as('cause_id'),
      createdAt: sql<Date>`${journalEntries.createdAt}`.as('created_at'),
    })
    .from(postings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.kind, ACCOUNT_KIND.memberAvailable)))
    .as('history');
}

/** One row of the history, as the database answers it. */
export interface BillHistoryRow {
  entryId: string;
  billType: TBillKind;
  amount: string;
  balanceAfter: string;
  currency: string;
  kind: string;
  memo: string;
  causeType: string;
  causeId: string;
  createdAt: Date;
}

/** A row of the history as the member reads it. */
export function toBill(row: BillHistoryRow): TBill {
  return {
    id: Number(row.entryId),
    type: row.billType,
    refund: REFUND_KINDS.has(row.kind),
    amount: formatLedgerAmount(new Decimal(row.amount)),
    balanceAfter: formatLedgerAmount(new Decimal(row.balanceAfter)),
    currency: row.currency,
    memo: MEMBER_NOTE_KINDS.has(row.kind) ? row.memo : '',
    cause: row.causeType === '' ? null : { type: row.causeType, id: row.causeId },
    createdAt: new Date(row.createdAt).getTime(),
  };
}
