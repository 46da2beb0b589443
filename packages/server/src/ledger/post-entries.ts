import { Decimal } from 'decimal.js';
import { asc, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { commitAndAnnounce, type InvalidationTarget } from '../db/invalidation-bus.js';
import { PG_CHECK_VIOLATION, pgError } from '../db/pg-error.js';
import { journalEntries, ledgerAccounts, postings } from '../db/schema/index.js';
import type { DbOrTx } from '../db/types.js';
import { LedgerError, checkedAmounts, type EntryInput, type PostedEntry } from './post-entry.js';

/** What `insert … returning id, request_id` answers, whichever driver (a bigint may come as text). */
const ZInsertedEntries = z.object({ rows: z.array(z.object({ id: z.coerce.number().int(), request_id: z.string() })) });

/**
 * postEntry for many entries at once, for jobs that settle thousands of orders in the same second:
 * the same rules (each entry balances, a requestId posted before changes nothing and answers its
 * first entry, no member balance below zero, accounts locked in id order) in five statements
 * whatever the number of entries, instead of five per entry. All or nothing, in a transaction (a
 * savepoint inside the caller's). Answers in the order of `inputs`. `beforeLocking` runs with the
 * entries written and before the accounts are locked: the caller's own writes that need the entry
 * ids, done without holding a shared account's lock.
 */
export async function postEntries(
  db: DbOrTx,
  inputs: readonly EntryInput[],
  options: { caches?: InvalidationTarget; beforeLocking?: (posted: readonly PostedEntry[]) => Promise<void> } = {},
): Promise<PostedEntry[]> {
  if (inputs.length === 0) return [];
  // Two inputs with one requestId would both take the one inserted entry and post twice.
  if (new Set(inputs.map((input) => input.requestId)).size !== inputs.length) throw new Error('postEntries: a requestId appears twice');
  const amounts = inputs.map(checkedAmounts);
  try {
    return await commitAndAnnounce<PostedEntry[]>(db, options.caches, async (tx) => {
      // jsonb: one parameter for all rows, however many (a bound parameter each would be thousands).
      const entryRows = JSON.stringify(
        inputs.map((input) => ({ kind: input.kind, request_id: input.requestId, memo: input.memo ?? '', cause_type: input.cause?.type ?? '', cause_id: input.cause?.id ?? '' })),
      );
      const inserted = ZInsertedEntries.parse(
        await tx.execute(sql`
          insert into ${journalEntries} (kind, request_id, memo, cause_type, cause_id)
          select kind, request_id, memo, cause_type, cause_id
          from jsonb_to_recordset(${entryRows}::jsonb) as e(kind text, request_id text, memo text, cause_type text, cause_id text)
          on conflict (request_id) do nothing
          returning id, request_id`),
      ).rows;
      const created = new Map(inserted.map((row) => [row.request_id, row.id]));
      const repeated = inputs.filter((input) => !created.has(input.requestId)).map((input) => input.requestId);
      const existing = new Map<string, number>();
      if (repeated.length > 0) {
        const rows = await tx.select({ id: journalEntries.id, requestId: journalEntries.requestId }).from(journalEntries).where(inArray(journalEntries.requestId, repeated));
        for (const row of rows) existing.set(row.requestId, row.id);
      }

      const rows = inputs.flatMap((input, index) => {
        const entryId = created.get(input.requestId);
        if (entryId === undefined) return [];
        return input.postings.map((posting, at) => ({ entry_id: entryId, account_id: posting.accountId, amount: (amounts[index]?.[at] ?? new Decimal(0)).toFixed() }));
      });
      const moves = new Map<number, Decimal>();
      for (const row of rows) moves.set(row.account_id, (moves.get(row.account_id) ?? new Decimal(0)).plus(row.amount));
      const result = inputs.map((input) => {
        const entryId = created.get(input.requestId);
        if (entryId !== undefined) return { entryId, created: true };
        const firstId = existing.get(input.requestId);
        if (firstId === undefined) throw new Error(`Entry ${input.requestId} conflicted but cannot be found`);
        return { entryId: firstId, created: false };
      });
      if (rows.length > 0) {
        await tx.execute(sql`
          insert into ${postings} (entry_id, account_id, amount)
          select entry_id, account_id, amount from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as p(entry_id bigint, account_id integer, amount numeric)`);
      }
      await options.beforeLocking?.(result);
      let balanceMemberIds: number[] = [];
      if (rows.length > 0) {
        // Locked last, in id order, FOR NO KEY UPDATE (which the postings' foreign-key checks do
        // not wait on): a shared account (the platform's) is held only from here to commit.
        const accountIds = [...moves.keys()].sort((a, b) => a - b);
        const locked = await tx
          .select({ id: ledgerAccounts.id, memberId: ledgerAccounts.memberId })
          .from(ledgerAccounts)
          .where(inArray(ledgerAccounts.id, accountIds))
          .orderBy(asc(ledgerAccounts.id))
          .for('no key update');
        if (locked.length !== accountIds.length) throw new LedgerError('unknown_account', 'An entry names an account that does not exist');
        const changes = JSON.stringify([...moves].filter(([, amount]) => !amount.isZero()).map(([id, amount]) => ({ id, amount: amount.toFixed() })));
        await tx.execute(sql`
          update ${ledgerAccounts} set balance = ${ledgerAccounts.balance} + m.amount
          from jsonb_to_recordset(${changes}::jsonb) as m(id integer, amount numeric)
          where ${ledgerAccounts.id} = m.id`);
        balanceMemberIds = [...new Set(locked.flatMap((account) => (account.memberId === null ? [] : [account.memberId])))];
      }

      return { result, invalidates: { balanceMemberIds } };
    });
  } catch (error) {
    if (pgError(error)?.code === PG_CHECK_VIOLATION) {
      throw new LedgerError('insufficient_funds', 'An entry would take a member balance below zero');
    }
    throw error;
  }
}
