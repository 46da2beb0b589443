import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { API, CODE, ZTradingLimits, type TContractOrder, type TTradingLimits } from '@meridian/protocol';
import { marketTicks } from '../../../src/db/schema/index.js';
import { settleDueContracts } from '../../../src/modules/contract/settle-due-contracts.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import type { TestMember } from '../../helpers/members.js';
import { createManualClock, type ManualClock } from '../../market/manual-clock.js';
import { START, advance, as } from '../contract/contract-fixtures.js';

/** An app on a clock the test moves, its market recording with a minute of ticks behind it. */
export async function startMarketApp(): Promise<{ t: TestApp; clock: ManualClock }> {
  const clock = createManualClock(START);
  const t = await buildTestApp({}, { marketClock: clock });
  await t.deps.market.start();
  await advance(t, clock, 60_000);
  return { t, clock };
}

export async function limitsOf(t: TestApp, member: TestMember): Promise<TTradingLimits> {
  const answer = await t.api.call(API.limit.getLimits, {}, as(member));
  if (answer.code !== CODE.OK) throw new Error(`getLimits: ${answer.code} ${answer.msg}`);
  return z.strictObject(ZTradingLimits.shape).parse(answer.data);
}

export const setDailyLimit = (t: TestApp, member: TestMember, kind: 'loss' | 'stake', amount: string | null) => t.api.call(API.limit.setDailyLimit, { kind, amount }, as(member));

/** Sets a limit and checks it was accepted. */
export async function limited(t: TestApp, member: TestMember, kind: 'loss' | 'stake', amount: string | null): Promise<TTradingLimits> {
  const answer = await setDailyLimit(t, member, kind, amount);
  if (answer.code !== CODE.OK) throw new Error(`setDailyLimit: ${answer.code} ${answer.msg}`);
  return ZTradingLimits.parse(answer.data);
}

/**
 * Decides a running contract the way the market would if the price moved against it: records the
 * tick of its expiry second first, a little below the purchase price for up (above for down). The
 * feed then skips that second as already recorded. Tests only: the recorded tick is the one way an
 * outcome is ever decided, in production by the price source alone.
 */
export async function recordLosingTick(t: TestApp, order: TContractOrder): Promise<void> {
  const factor = order.direction === 'up' ? '0.99' : '1.01';
  await t.db
    .insert(marketTicks)
    .values({ allname: order.allname, at: order.expiresAt, price: new Decimal(order.purchasePrice).times(factor).toFixed(), volume: '1' })
    .onConflictDoNothing();
}

/** Lets every running contract expire and settles them. */
export async function settleRunning(t: TestApp, clock: ManualClock, seconds = 31): Promise<void> {
  await advance(t, clock, seconds * 1000);
  await settleDueContracts(t.deps);
}

/**
 * Moves the clock far ahead without making the feed tick through every second between: the market
 * stops, the clock jumps, and the market starts again from its latest recorded prices.
 */
export async function jumpAhead(t: TestApp, clock: ManualClock, ms: number): Promise<void> {
  await t.deps.market.stop();
  clock.advance(ms);
  await t.deps.market.start();
  await advance(t, clock, 2000);
}
