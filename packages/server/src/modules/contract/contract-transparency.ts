import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { contractOrders, ledgerAccounts, postings } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { ACCOUNT_KIND } from '../../ledger/accounts.js';

/** What the contracts of one duration settled in a window staked and were paid, per the ledger. */
export interface DurationFigures {
  seconds: number;
  won: number;
  lost: number;
  draw: number;
  /** Decimal text: what their hold entries moved into members' held accounts. */
  staked: string;
  /** Decimal text: what their settle entries paid into members' available accounts. */
  paidOut: string;
}

const ZFigureRows = z.object({
  rows: z.array(
    z.object({
      seconds: z.coerce.number().int(),
      won: z.coerce.number().int(),
      lost: z.coerce.number().int(),
      draw: z.coerce.number().int(),
      staked: z.coerce.string(),
      paid_out: z.coerce.string(),
    }),
  ),
});

/**
 * Per duration, the contracts whose settlement second is in [fromMs, toMs): one range of
 * contract_orders_due_idx (status, expires_at), and for each contract its two journal entries'
 * postings to the member (postings_entry_id_idx). The money is read from the ledger, not from the
 * order's own fields, so the page shows what actually moved.
 */
export async function readContractTransparency(db: Db, fromMs: number, toMs: number): Promise<DurationFigures[]> {
  const answer = await db.execute(sql`
    select o.seconds,
      count(*) filter (where o.status = 'won')::int as won,
      count(*) filter (where o.status = 'lost')::int as lost,
      count(*) filter (where o.status = 'draw')::int as draw,
      coalesce(sum(hold.amount), 0)::text as staked,
      coalesce(sum(pay.amount), 0)::text as paid_out
    from ${contractOrders} o
    cross join lateral (
      select coalesce(sum(p.amount), 0) as amount from ${postings} p join ${ledgerAccounts} a on a.id = p.account_id
      where p.entry_id = o.hold_entry_id and a.kind = ${ACCOUNT_KIND.memberHeld}
    ) hold
    cross join lateral (
      select coalesce(sum(p.amount), 0) as amount from ${postings} p join ${ledgerAccounts} a on a.id = p.account_id
      where p.entry_id = o.settle_entry_id and a.kind = ${ACCOUNT_KIND.memberAvailable}
    ) pay
    where o.status in ('won', 'lost', 'draw') and o.expires_at >= ${fromMs} and o.expires_at < ${toMs}
    group by o.seconds
    order by o.seconds`);
  return ZFigureRows.parse(answer).rows.map((row) => ({ seconds: row.seconds, won: row.won, lost: row.lost, draw: row.draw, staked: row.staked, paidOut: row.paid_out }));
}
