import { Decimal } from 'decimal.js';
import { eq } from 'drizzle-orm';
import { API, CODE, ZContractOrder, type TContractOrder, type TContractStatus } from '@meridian/protocol';
import { contractOrders } from '../../../src/db/schema/index.js';
import type { TestApp } from '../../helpers/build-test-app.js';
import type { TestMember } from '../../helpers/members.js';
import type { ManualClock } from '../../market/manual-clock.js';
import { as, requestId } from '../withdraw/withdraw-fixtures.js';

export { as, balances, grant, requestId } from '../withdraw/withdraw-fixtures.js';

/** A whole second, as the simulator ticks. */
export const START = Date.UTC(2026, 0, 5, 12, 0, 0);

export function sign(t: TestApp, member: TestMember, fields: Record<string, unknown> = {}) {
  return t.api.call(API.contractShort.sign, { allname: 'BTC/USDT', direction: 'up', seconds: 30, amount: '100', requestId: requestId(), ...fields }, as(member));
}

export async function signed(t: TestApp, member: TestMember, fields: Record<string, unknown> = {}): Promise<TContractOrder> {
  const answer = await sign(t, member, fields);
  if (answer.code !== CODE.OK) throw new Error(`sign: ${answer.code} ${answer.msg}`);
  return ZContractOrder.parse(answer.data);
}

/** Moves the clock in one-second steps (as the feed ticks) and waits until every tick is recorded. */
export async function advance(t: TestApp, clock: ManualClock, ms: number): Promise<void> {
  for (let left = ms; left > 0; left -= 1000) clock.advance(Math.min(1000, left));
  await t.deps.market.recorded();
}

export async function orderRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(contractOrders).where(eq(contractOrders.id, id));
  if (!row) throw new Error(`no contract ${id}`);
  return row;
}

/**
 * What the contract must have come to, worked out here from the recorded ticks, independently of
 * the server's rule: the tick at or before expiry decides; up wins above, down below.
 */
export async function expectedSettlement(t: TestApp, order: TContractOrder): Promise<{ status: TContractStatus; profit: string; settlePrice: string; settleTickAt: number }> {
  const tick = await t.deps.market.priceAt(order.allname, order.expiresAt);
  if (!tick) throw new Error('no tick at expiry');
  const move = new Decimal(tick.price).minus(order.purchasePrice);
  const stake = new Decimal(order.amount);
  const won = order.direction === 'up' ? move.greaterThan(0) : move.lessThan(0);
  const status: TContractStatus = move.isZero() ? 'draw' : won ? 'won' : 'lost';
  const profit = status === 'won' ? stake.times(order.yieldPercent).dividedBy(100) : status === 'draw' ? new Decimal(0) : stake.negated();
  return { status, profit: profit.toFixed(2), settlePrice: new Decimal(tick.price).toFixed(), settleTickAt: tick.at };
}
