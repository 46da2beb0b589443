import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/types.js';
import { journalEntries, ledgerAccounts, postings } from '../db/schema/index.js';
import { findHeldMismatches, type HeldMismatch } from './find-held-mismatches.js';
import { findMixedCurrencyEntries, type MixedCurrencyEntry } from './find-mixed-currency-entries.js';
import { findReorgedCredits, type ReorgedCredit } from './find-reorged-credits.js';

export type LedgerDiscrepancy =
  | { kind: 'entry_unbalanced'; entryId: number; requestId: string; total: string; postingCount: number }
  | ({ kind: 'entry_mixed_currencies' } & MixedCurrencyEntry)
  | { kind: 'balance_mismatch'; accountId: number; code: string; balance: string; postingsTotal: string }
  | { kind: 'negative_member_balance'; accountId: number; code: string; balance: string }
  | ({ kind: 'held_mismatch' } & HeldMismatch)
  | ({ kind: 'deposit_reorged' } & ReorgedCredit);

export function describeDiscrepancy(d: LedgerDiscrepancy): string {
  switch (d.kind) {
    case 'entry_unbalanced':
      return `journal entry ${d.entryId} (${d.requestId}) has ${d.postingCount} postings summing to ${d.total}, not 0`;
    case 'entry_mixed_currencies':
      return `journal entry ${d.entryId} (${d.requestId}) posts in more than one currency: ${d.totals.map((sum) => `${sum.currency} sums to ${sum.total}`).join(', ')}`;
    case 'balance_mismatch':
      return `account ${d.accountId} (${d.code}) has balance ${d.balance} but its postings sum to ${d.postingsTotal}`;
    case 'negative_member_balance':
      return `member account ${d.accountId} (${d.code}) has a negative balance ${d.balance}`;
    case 'held_mismatch':
      return (
        `member ${d.memberId} has ${d.held} ${d.currency} held but their open records hold ${d.records} ` +
        `(pending withdrawals ${d.open.withdrawals}, running contracts ${d.open.contracts}, running mining machines ${d.open.mining}, interest deposits ${d.open.interest})`
      );
    case 'deposit_reorged':
      return (
        `chain deposit ${d.depositId} (${d.network} ${d.txHash}#${d.logIndex}, ${d.amount}) was credited as recharge ${d.orderNo ?? '?'} ` +
        `to member ${d.memberId ?? '?'}, then a re-org removed its block at ${d.reorgedAt}: review it`
      );
  }
}

/**
 * Proves the books: every entry has at least two postings summing to zero, all in one currency
 * (so it balances in that currency); every account's balance equals the sum of its postings; no
 * member account is negative; and every member's held balance, per currency, equals what their
 * open records hold (pending withdrawals, running contracts and mining machines, interest
 * deposits); and it names each credited chain deposit a re-org removed (the credit stands until
 * an operator has reviewed it). Returns what is wrong, by kind, each in id order and at most `limit` of each; empty
 * when all is well. Read-only, so it can run against a live database: each query reads one
 * instant (the held balances with the records they must match).
 */
export async function checkLedger(db: DbOrTx, limit = 100): Promise<LedgerDiscrepancy[]> {
  const postingsTotal = sql<string>`coalesce(sum(${postings.amount}), 0)`;

  const unbalanced = await db
    .select({
      entryId: journalEntries.id,
      requestId: journalEntries.requestId,
      total: sql<string>`${postingsTotal}::text`,
      postingCount: sql<number>`count(${postings.id})::int`,
    })
    .from(journalEntries)
    .leftJoin(postings, eq(postings.entryId, journalEntries.id))
    .groupBy(journalEntries.id)
    .having(sql`${postingsTotal} <> 0 or count(${postings.id}) < 2`)
    .orderBy(asc(journalEntries.id))
    .limit(limit);

  const mismatched = await db
    .select({
      accountId: ledgerAccounts.id,
      code: ledgerAccounts.code,
      balance: sql<string>`${ledgerAccounts.balance}::text`,
      postingsTotal: sql<string>`${postingsTotal}::text`,
    })
    .from(ledgerAccounts)
    .leftJoin(postings, eq(postings.accountId, ledgerAccounts.id))
    .groupBy(ledgerAccounts.id)
    .having(sql`${ledgerAccounts.balance} <> ${postingsTotal}`)
    .orderBy(asc(ledgerAccounts.id))
    .limit(limit);

  const negative = await db
    .select({ accountId: ledgerAccounts.id, code: ledgerAccounts.code, balance: sql<string>`${ledgerAccounts.balance}::text` })
    .from(ledgerAccounts)
    .where(sql`${ledgerAccounts.memberId} is not null and ${ledgerAccounts.balance} < 0`)
    .orderBy(asc(ledgerAccounts.id))
    .limit(limit);

  const mixed = await findMixedCurrencyEntries(db, limit);
  const held = await findHeldMismatches(db, limit);
  const reorged = await findReorgedCredits(db, limit);

  return [
    ...unbalanced.map((row) => ({ kind: 'entry_unbalanced' as const, ...row })),
    ...mixed.map((row) => ({ kind: 'entry_mixed_currencies' as const, ...row })),
    ...mismatched.map((row) => ({ kind: 'balance_mismatch' as const, ...row })),
    ...negative.map((row) => ({ kind: 'negative_member_balance' as const, ...row })),
    ...held.map((row) => ({ kind: 'held_mismatch' as const, ...row })),
    ...reorged.map((row) => ({ kind: 'deposit_reorged' as const, ...row })),
  ];
}
