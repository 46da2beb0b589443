import { Decimal } from 'decimal.js';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { INVALIDATION_CHANNEL, invalidationPayloads } from '../db/invalidation-bus.js';
import { journalEntries, ledgerAccounts, postings } from '../db/schema/index.js';
import type { DbOrTx } from '../db/types.js';
import type { EntryInput, PostingInput } from './types.js';

/** What the locking statement answers, whichever driver (a bigint may come as text). */
const ZLockedRows = z.object({
  rows: z.array(
    z.object({
      entry_id: z.coerce.number().int().nullable(),
      id: z.coerce.number().int().nullable(),
      member_id: z.coerce.number().int().nullable(),
      currency: z.string().nullable(),
    }),
  ),
});

export interface LockedForEntry {
  /** null: the requestId was posted before; nothing was written or locked. */
  entryId: number | null;
  /** The accounts found, locked in id order, with their currencies (so a mixed entry is refused without another read). */
  locked: { id: number; memberId: number | null; currency: string }[];
}

/**
 * One round trip: records the entry (nothing if its requestId exists) and, only if it did, locks
 * the accounts in id order, as a separate insert and SELECT … ORDER BY id FOR NO KEY UPDATE would
 * (the insert runs first: the lock's EXISTS reads its output). NO KEY UPDATE is the lock the
 * balance update itself takes: it serialises every balance change, yet does not block the
 * foreign-key checks of postings other transactions write (postEntries writes its postings before
 * it locks). Always answers one row at least, so a repeat (no entry) is told apart from accounts
 * that do not exist.
 */
export async function lockAccountsForEntry(tx: DbOrTx, input: EntryInput, accountIds: readonly number[]): Promise<LockedForEntry> {
  const ids = `{${accountIds.join(',')}}`;
  const result = ZLockedRows.parse(
    await tx.execute(sql`
      with entry as (
        insert into ${journalEntries} (kind, request_id, memo, cause_type, cause_id)
        values (${input.kind}, ${input.requestId}, ${input.memo ?? ''}, ${input.cause?.type ?? ''}, ${input.cause?.id ?? ''})
        on conflict (request_id) do nothing
        returning id
      ), locked as materialized (
        select a.id, a.member_id, a.currency from ${ledgerAccounts} as a
        where a.id = any(${ids}::integer[]) and exists (select 1 from entry)
        order by a.id
        for no key update of a
      )
      select (select id from entry) as entry_id, locked.id, locked.member_id, locked.currency
      from (select 1) as one left join locked on true
      order by locked.id`),
  );
  const entryId = result.rows[0]?.entry_id ?? null;
  const locked = result.rows.flatMap((row) => (row.id === null || row.currency === null ? [] : [{ id: row.id, memberId: row.member_id, currency: row.currency }]));
  return { entryId, locked };
}

/**
 * One round trip: moves every balance (an account named twice gets the sum of its postings; the
 * rows are locked already), records the postings in their order and announces the members whose
 * balances moved (invalidation-bus.ts: delivered on commit), and runs `alongside` (a caller's
 * data-modifying statement, say marking its order done with the entry) as one more part. Data-
 * modifying WITH parts always run to completion; a member balance below zero fails the whole
 * statement on the CHECK, `alongside` included.
 */
export async function movePostings(
  tx: DbOrTx,
  entryId: number,
  rows: readonly PostingInput[],
  balanceMemberIds: readonly number[],
  alongside?: SQL,
): Promise<void> {
  const postingRows = rows.map((row) => ({ account_id: row.accountId, amount: row.amount.toFixed() }));
  const moves = new Map<number, Decimal>();
  for (const row of rows) moves.set(row.accountId, (moves.get(row.accountId) ?? new Decimal(0)).plus(row.amount));
  const changes = JSON.stringify([...moves].map(([id, amount]) => ({ id, amount: amount.toFixed() })));
  const announcements = invalidationPayloads({ balanceMemberIds });
  await tx.execute(sql`
    with moved as (
      update ${ledgerAccounts} set balance = ${ledgerAccounts.balance} + m.amount
      from jsonb_to_recordset(${changes}::jsonb) as m(id integer, amount numeric)
      where ${ledgerAccounts.id} = m.id
    ), posted as (
      insert into ${postings} (entry_id, account_id, amount)
      select ${entryId}::bigint, (p.item->>'account_id')::integer, (p.item->>'amount')::numeric
      from jsonb_array_elements(${JSON.stringify(postingRows)}::jsonb) with ordinality as p(item, at)
      order by p.at
    )${alongside ? sql`, alongside as (${alongside})` : sql``}
    select pg_notify(${INVALIDATION_CHANNEL}, a.payload)
    from jsonb_array_elements_text(${JSON.stringify(announcements)}::jsonb) as a(payload)`);
}
