import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { tradingDayEnd, tradingDayStart, type TradingDayFigures } from '@meridian/protocol';
import { contractOrders } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/types.js';

/** Decimal text of the figures, as the database summed them. */
export interface TradingDay extends TradingDayFigures {
  staked: string;
  atStake: string;
  result: string;
}

/**
 * What the member's contracts placed on the UTC day of `nowMs` have come to. A contract counts on
 * the day it was placed, its stake at once and its result when it settles: one read of the member's
 * contracts of one day (contract_orders_member_idx), and a contract placed before midnight that
 * settles after it still belongs to the day whose limit let it through.
 */
export async function readTradingDay(db: DbOrTx, memberId: number, nowMs: number): Promise<TradingDay> {
  const [row] = await db
    .select({
      staked: sql<string>`coalesce(sum(${contractOrders.amount}), 0)`.mapWith(String),
      atStake: sql<string>`coalesce(sum(${contractOrders.amount}) filter (where ${contractOrders.status} = 'running'), 0)`.mapWith(String),
      result: sql<string>`coalesce(sum(${contractOrders.profit}) filter (where ${contractOrders.status} <> 'running'), 0)`.mapWith(String),
    })
    .from(contractOrders)
    .where(and(eq(contractOrders.memberId, memberId), gte(contractOrders.createdAt, new Date(tradingDayStart(nowMs))), lt(contractOrders.createdAt, new Date(tradingDayEnd(nowMs)))));
  return row ?? { staked: '0', atStake: '0', result: '0' };
}
