import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { SESSION_GAP_MS, SESSION_LOOKBACK_MS } from '@meridian/protocol';
import { contractOrders } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/types.js';

/** The member's trading session, with decimal text as the database summed it. */
export interface TradingSession {
  startedAt: number;
  lastAt: number;
  contracts: number;
  staked: string;
  result: string;
}

const ZSessionRows = z.object({
  rows: z.array(
    z.object({
      started_at: z.coerce.number(),
      last_at: z.coerce.number(),
      contracts: z.coerce.number().int(),
      staked: z.coerce.string(),
      result: z.coerce.string(),
    }),
  ),
});

/**
 * The session going on at `nowMs`: the member's contracts since the last pause of more than
 * SESSION_GAP_MS between two of them, or null when the latest is older than that. Looked for in the
 * last SESSION_LOOKBACK_MS only (one range of contract_orders_member_idx): a session that began
 * before is counted from there.
 */
export async function readTradingSession(db: DbOrTx, memberId: number, nowMs: number): Promise<TradingSession | null> {
  const since = new Date(nowMs - SESSION_LOOKBACK_MS).toISOString();
  const now = new Date(nowMs).toISOString();
  const answer = await db.execute(sql`
    with recent as (
      select created_at, amount, status, profit, lag(created_at) over (order by created_at, id) as previous
      from ${contractOrders}
      where member_id = ${memberId} and created_at > ${since}::timestamptz and created_at <= ${now}::timestamptz
    ),
    began as (
      select max(created_at) as started_at from recent
      where previous is null or created_at - previous > ${SESSION_GAP_MS} * interval '1 millisecond'
    )
    select floor(extract(epoch from b.started_at) * 1000)::float8 as started_at,
           floor(extract(epoch from max(r.created_at)) * 1000)::float8 as last_at,
           count(*)::int as contracts,
           coalesce(sum(r.amount), 0)::text as staked,
           coalesce(sum(r.profit) filter (where r.status <> 'running'), 0)::text as result
    from recent r cross join began b
    where r.created_at >= b.started_at
    group by b.started_at`);
  const [row] = ZSessionRows.parse(answer).rows;
  if (!row || nowMs - row.last_at > SESSION_GAP_MS) return null;
  return { startedAt: row.started_at, lastAt: row.last_at, contracts: row.contracts, staked: row.staked, result: row.result };
}
