import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { journalEntries, ledgerAccounts, postings } from '../db/schema/index.js';
import type { DbOrTx } from '../db/types.js';

const ZCurrencyTotals = z.array(z.object({ currency: z.string(), total: z.string() }));

/** An entry whose postings are in more than one currency, with what they sum to in each. */
export interface MixedCurrencyEntry {
  entryId: number;
  requestId: string;
  totals: z.infer<typeof ZCurrencyTotals>;
}

const ZMixedRows = z.object({ rows: z.array(z.object({ entry_id: z.coerce.number().int(), request_id: z.string(), totals: z.string() })) });

/**
 * Entries whose accounts are of more than one currency, in id order. Every other entry is in one
 * currency, so its sum (the unbalanced query) is its sum in that currency. A mixed entry has a
 * posting in some currency other than the one most accounts are in, so only the entries of such
 * postings are read (through the postings' account index): none at all while the book has one
 * currency, instead of joining every posting to its account.
 */
export async function findMixedCurrencyEntries(db: DbOrTx, limit: number): Promise<MixedCurrencyEntry[]> {
  const result = ZMixedRows.parse(
    await db.execute(sql`
      with main as (
        select currency from ${ledgerAccounts} group by currency order by count(*) desc, currency limit 1
      ), touched as materialized (
        select distinct p.entry_id from ${postings} as p
        where p.account_id in (select id from ${ledgerAccounts} where currency <> (select currency from main))
      ), totals as (
        select p.entry_id, a.currency, sum(p.amount) as total
        from touched join ${postings} as p on p.entry_id = touched.entry_id join ${ledgerAccounts} as a on a.id = p.account_id
        group by p.entry_id, a.currency
      )
      select e.id as entry_id, e.request_id,
        json_agg(json_build_object('currency', totals.currency, 'total', totals.total::text) order by totals.currency)::text as totals
      from totals join ${journalEntries} as e on e.id = totals.entry_id
      group by e.id
      having count(*) > 1
      order by e.id
      limit ${limit}`),
  );
  return result.rows.map((row) => ({ entryId: row.entry_id, requestId: row.request_id, totals: ZCurrencyTotals.parse(JSON.parse(row.totals)) }));
}
