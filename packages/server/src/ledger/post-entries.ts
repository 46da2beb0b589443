import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { commitAndAnnounce, type InvalidationTarget } from '../db/invalidation-bus.js';
import { PG_CHECK_VIOLATION, pgError } from '../db/pg-error.js';
import { journalEntries, ledgerAccounts, postings } from '../db/schema/index.js';
import type { DbOrTx } from '../db/types.js';
import { refuseMixedCurrencies } from './entry-currency.js';
import { LedgerError, checkPostings, type EntryInput, type PostedEntry } from './post-entry.js';

/**
 * What the writing statement answers, as two JSON texts (one row to read, not one per entry): the
 * entries written, as [input index, entry id] pairs, and each account's move, {id, amount}.
 */
const ZWritten = z.object({ rows: z.array(z.object({ created: z.string(), moves: z.string() })) });
const ZCreatedPairs = z.array(z.tuple([z.number().int(), z.number().int()]));
const ZMovedAccounts = z.array(z.object({ id: z.number().int() }));
/** What the locking statement answers. */
const ZLockedAccounts = z.object({
  rows: z.array(z.object({ id: z.coerce.number().int(), member_id: z.coerce.number().int().nullable(), currency: z.string() })),
});

/**
 * postEntry for many entries at once, for jobs that settle thousands of orders in the same second:
 * the same rules (each entry balances in one currency, a requestId posted before changes nothing
 * and answers its first entry, no member balance below zero, accounts locked in id order) in
 * three statements whatever the number of entries: one writes the entries and their postings, one
 * locks the accounts and moves the balances, one announces the members whose balances moved. All or
 * nothing, in a transaction (a savepoint inside the caller's). Answers in the order of `inputs`.
 * `beforeLocking` runs with the entries written and before the accounts are locked: the caller's
 * own writes that need the entry ids, done without holding a shared account's lock.
 */
export async function postEntries(
  db: DbOrTx,
  inputs: readonly EntryInput[],
  options: { caches?: InvalidationTarget; beforeLocking?: (posted: readonly PostedEntry[]) => Promise<void> } = {},
): Promise<PostedEntry[]> {
  if (inputs.length === 0) return [];
  // Two inputs with one requestId would both take the one inserted entry and post twice.
  if (new Set(inputs.map((input) => input.requestId)).size !== inputs.length) throw new Error('postEntries: a requestId appears twice');
  inputs.forEach(checkPostings);
  // jsonb: one parameter for all rows, however many (a bound parameter each would be thousands).
  // `n` ties each posting to its entry, so the postings go in with the entries they belong to.
  const entryRows = JSON.stringify(
    inputs.map((input, n) => ({ n, kind: input.kind, request_id: input.requestId, memo: input.memo ?? '', cause_type: input.cause?.type ?? '', cause_id: input.cause?.id ?? '' })),
  );
  const postingRows = JSON.stringify(
    inputs.flatMap((input, n) => input.postings.map((posting) => ({ n, account_id: posting.accountId, amount: posting.amount.toFixed() }))),
  );
  try {
    return await commitAndAnnounce<PostedEntry[]>(db, options.caches, async (tx) => {
      // Entries whose requestId exists already are not inserted, so neither are their postings;
      // the accounts move by the sums of the postings inserted, added up where they are.
      const [written] = ZWritten.parse(
        await tx.execute(sql`
          with input as materialized (
            select * from jsonb_to_recordset(${entryRows}::jsonb) as e(n integer, kind text, request_id text, memo text, cause_type text, cause_id text)
          ), inserted as (
            insert into ${journalEntries} (kind, request_id, memo, cause_type, cause_id)
            select kind, request_id, memo, cause_type, cause_id from input order by n
            on conflict (request_id) do nothing
            returning id, request_id
          ), numbered as (
            select input.n, inserted.id from inserted join input using (request_id)
          ), posted as (
            insert into ${postings} (entry_id, account_id, amount)
            select numbered.id, p.account_id, p.amount
            from jsonb_to_recordset(${postingRows}::jsonb) as p(n integer, account_id integer, amount numeric) join numbered using (n)
            returning account_id, amount
          )
          select
            (select coalesce(json_agg(json_build_array(n, id)), '[]') from numbered)::text as created,
            (select coalesce(json_agg(json_build_object('id', account_id, 'amount', amount) order by account_id), '[]')
              from (select account_id, sum(amount) as amount from posted group by account_id) as m)::text as moves`),
      ).rows;
      if (!written) throw new Error('postEntries: the writing statement answered nothing');
      const created = new Map(ZCreatedPairs.parse(JSON.parse(written.created)));
      const moved = ZMovedAccounts.parse(JSON.parse(written.moves));
      const repeated = inputs.filter((_, n) => !created.has(n)).map((input) => input.requestId);
      const existing = new Map<string, number>();
      if (repeated.length > 0) {
        const rows = await tx.select({ id: journalEntries.id, requestId: journalEntries.requestId }).from(journalEntries).where(inArray(journalEntries.requestId, repeated));
        for (const row of rows) existing.set(row.requestId, row.id);
      }
      const result = inputs.map((input, n) => {
        const entryId = created.get(n);
        if (entryId !== undefined) return { entryId, created: true };
        const firstId = existing.get(input.requestId);
        if (firstId === undefined) throw new Error(`Entry ${input.requestId} conflicted but cannot be found`);
        return { entryId: firstId, created: false };
      });

      await options.beforeLocking?.(result);
      if (moved.length === 0) return { result, invalidates: {} };

      // Locked last, in id order, FOR NO KEY UPDATE (which the postings' foreign-key checks do
      // not wait on): a shared account (the platform's) is held only from here to commit. One
      // statement: an account is updated only after the materialized lock has passed it, and that
      // lock goes in id order, so two batches never wait on each other in a cycle.
      const locked = ZLockedAccounts.parse(
        await tx.execute(sql`
          with moves as materialized (
            select * from jsonb_to_recordset(${written.moves}::jsonb) as m(id integer, amount numeric)
          ), locked as materialized (
            select id, member_id, currency from ${ledgerAccounts} where id in (select id from moves) order by id for no key update
          ), moved as (
            update ${ledgerAccounts} set balance = ${ledgerAccounts.balance} + moves.amount
            from locked join moves on moves.id = locked.id
            where ${ledgerAccounts.id} = locked.id and moves.amount <> 0
          )
          select id, member_id, currency from locked`),
      ).rows;
      if (locked.length !== moved.length) throw new LedgerError('unknown_account', 'An entry names an account that does not exist');
      // Every account of an entry written here was locked, so its currency is known; an entry
      // posted before (not written now) was checked when it was.
      const currencyOf = new Map(locked.map((account) => [account.id, account.currency]));
      inputs.forEach((input, n) => {
        if (created.has(n)) refuseMixedCurrencies(input, currencyOf);
      });
      const balanceMemberIds = [...new Set(locked.flatMap((account) => (account.member_id === null ? [] : [account.member_id])))];
      return { result, invalidates: { balanceMemberIds } };
    });
  } catch (error) {
    if (pgError(error)?.code === PG_CHECK_VIOLATION) {
      throw new LedgerError('insufficient_funds', 'An entry would take a member balance below zero');
    }
    throw error;
  }
}
