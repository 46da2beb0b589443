import fc from 'fast-check';
import { Decimal } from 'decimal.js';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractOrders, journalEntries } from '../../../src/db/schema/index.js';
import { checkLedger } from '../../../src/ledger/check-ledger.js';
import type { PriceTick } from '../../../src/market/candles.js';
import { recordTicks } from '../../../src/market/tick-store.js';
import { loadContractTerms } from '../../../src/modules/contract/contract-terms.js';
import { placeContract } from '../../../src/modules/contract/place-contract.js';
import { SETTLE_GRACE_MS, settleDueContracts } from '../../../src/modules/contract/settle-due-contracts.js';
import type { TContractSecondsSetting } from '../../../src/settings/contract-settings.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { newMember, type TestMember } from '../../helpers/members.js';
import { createManualClock, type ManualClock } from '../../market/manual-clock.js';
import { START, balances, grant } from './contract-fixtures.js';
import { oracleExpiry, oracleOutcome, oracleTickAt } from './settlement-oracle.js';

/**
 * Random tick paths, directions, amounts and durations, settled by the real settlement on the
 * app's clock and compared with an oracle written here. Ticks go in through the recorder's own
 * store as the feed writes them, second by second, never ahead of the clock; contracts are placed
 * by the sign path's placeContract (the stake held through the ledger) at the moment they are
 * signed, with the tick the sign call would use.
 */
const PAIRS = ['BTC/USDT', 'ETH/USDT'] as const;
/** Fractional yields, so rounding to the cent is exercised. */
const OPTIONS: TContractSecondsSetting[] = [
  { seconds: 30, yieldPercent: '80', minAmount: '10', maxAmount: '5000' },
  { seconds: 60, yieldPercent: '85.5', minAmount: '10', maxAmount: '10000' },
  { seconds: 120, yieldPercent: '87.25', minAmount: '50', maxAmount: '20000' },
  { seconds: 300, yieldPercent: '33.33', minAmount: '0.01', maxAmount: '50000' },
];
const SIGN_WINDOW_S = 20;
/** Seconds of path: the last signing second, the longest duration, and one tick after. */
const PATH_SECONDS = SIGN_WINDOW_S + Math.max(...OPTIONS.map((option) => option.seconds)) + 2;
const MEMBERS = 3;
const FUNDS = '10000000';

let t: TestApp;
let clock: ManualClock;
const members: TestMember[] = [];

beforeAll(async () => {
  clock = createManualClock(START);
  t = await buildTestApp({}, { marketClock: clock });
  await t.deps.settings.set('contract', { options: OPTIONS, allnames: null });
  for (let i = 0; i < MEMBERS; i += 1) {
    const member = await newMember(t);
    await grant(t, member, FUNDS);
    members.push(member);
  }
});
afterAll(async () => {
  await t.close();
});

/** One second of a pair's path: no tick that second (a gap) or a move of a few cents. */
const arbSecond = fc.record({ isGap: fc.integer({ min: 0, max: 9 }).map((n) => n < 2), move: fc.integer({ min: -2, max: 2 }) });
const arbPath = fc.array(arbSecond, { minLength: PATH_SECONDS, maxLength: PATH_SECONDS });
const arbOrder = fc.record({
  memberIndex: fc.integer({ min: 0, max: MEMBERS - 1 }),
  pairIndex: fc.integer({ min: 0, max: PAIRS.length - 1 }),
  direction: fc.constantFrom('up' as const, 'down' as const),
  optionIndex: fc.integer({ min: 0, max: OPTIONS.length - 1 }),
  /** Where in [min, max] the amount lies, in ten-thousandths. */
  amountPoint: fc.integer({ min: 0, max: 10_000 }),
  signedAtMs: fc.integer({ min: 0, max: SIGN_WINDOW_S * 1000 - 1 }),
});
const arbScenario = fc.record({
  paths: fc.tuple(arbPath, arbPath),
  orders: fc.array(arbOrder, { minLength: 1, maxLength: 10 }),
  /** When the first settlement runs, in ms after the path starts: before, between or after expiries. */
  firstSettleMs: fc.integer({ min: 0, max: PATH_SECONDS * 1000 }),
});
type Scenario = typeof arbScenario extends fc.Arbitrary<infer T> ? T : never;

/** A pair's ticks from `startMs`: its first and last seconds always have one (the feed was running). */
function ticksOf(allname: string, path: Scenario['paths'][number], startMs: number): PriceTick[] {
  let cents = 100_000;
  return path.flatMap((second, index) => {
    cents += second.move;
    const isEdge = index === 0 || index === path.length - 1;
    if (second.isGap && !isEdge) return [];
    return [{ allname, at: startMs + index * 1000, price: new Decimal(cents).dividedBy(100).toFixed(2), volume: '1' }];
  });
}

function amountFor(option: TContractSecondsSetting, point: number): string {
  const min = new Decimal(option.minAmount).times(100);
  const max = new Decimal(option.maxAmount).times(100);
  return min.plus(max.minus(min).times(point).dividedToIntegerBy(10_000)).dividedBy(100).toFixed(2);
}

interface PlacedOrder {
  id: number;
  orderNo: string;
  memberIndex: number;
  allname: string;
  direction: 'up' | 'down';
  amount: string;
  yieldPercent: string;
  purchasePrice: string;
  purchase: PriceTick;
  expiresAt: number;
}

/** Records every tick at or before the clock not yet recorded, as the feed would have by now. */
function recorder(ticks: PriceTick[]) {
  let next = 0;
  return async () => {
    const due: PriceTick[] = [];
    while (next < ticks.length && (ticks[next]?.at ?? Number.POSITIVE_INFINITY) <= clock.now()) {
      const tick = ticks[next];
      if (tick) due.push(tick);
      next += 1;
    }
    await recordTicks(t.db, due);
  };
}

/** Moves the clock to `atMs` (never back). */
function moveTo(atMs: number): void {
  if (atMs > clock.now()) clock.advance(atMs - clock.now());
}

async function memberBalances() {
  return Promise.all(members.map((member) => balances(t, member)));
}

/** Which orders the oracle says a settlement at `nowMs` must settle, given what is recorded by then. */
function dueAt(orders: readonly PlacedOrder[], ticks: readonly PriceTick[], nowMs: number): Set<number> {
  return new Set(
    orders
      .filter((order) => {
        if (order.expiresAt > nowMs) return false;
        const isRecordedThrough = ticks.some((tick) => tick.allname === order.allname && tick.at >= order.expiresAt && tick.at <= nowMs);
        return isRecordedThrough || nowMs >= order.expiresAt + SETTLE_GRACE_MS;
      })
      .map((order) => order.id),
  );
}

async function runScenario(scenario: Scenario): Promise<void> {
  // Each scenario on a fresh stretch of time, from a whole second, as the feed ticks.
  moveTo(Math.ceil((clock.now() + 1000) / 1000) * 1000);
  const startMs = clock.now();
  const ticks = PAIRS.flatMap((allname, index) => ticksOf(allname, scenario.paths[index] ?? [], startMs)).sort((a, b) => a.at - b.at);
  const recordDue = recorder(ticks);
  const terms = await loadContractTerms(t.deps);
  const before = await memberBalances();

  const placed: PlacedOrder[] = [];
  for (const order of [...scenario.orders].sort((a, b) => a.signedAtMs - b.signedAtMs)) {
    const option = terms.options.find((item) => item.seconds === OPTIONS[order.optionIndex]?.seconds);
    const allname = PAIRS[order.pairIndex];
    const member = members[order.memberIndex];
    if (!option || !allname || !member) throw new Error('scenario out of range');
    moveTo(startMs + order.signedAtMs);
    await recordDue();
    const purchase = oracleTickAt(
      ticks.filter((tick) => tick.allname === allname),
      clock.now(),
    );
    if (!purchase) throw new Error('the first second always has a tick');
    const amount = amountFor(option, order.amountPoint);
    const signedAt = clock.now();
    const contract = await t.db.transaction((tx) =>
      placeContract(tx, { memberId: member.id, request: { allname, direction: order.direction, amount }, option, currency: terms.currency, purchaseTick: purchase }, signedAt),
    );
    const expiresAt = oracleExpiry(purchase.at, option.seconds);
    expect(contract).toMatchObject({ purchaseTickAt: purchase.at, expiresAt, status: 'running' });
    expect(new Decimal(contract.purchasePrice).equals(purchase.price)).toBe(true);
    placed.push({ id: contract.id, orderNo: contract.orderNo, memberIndex: order.memberIndex, allname, direction: order.direction, amount, yieldPercent: option.yieldPercent, purchasePrice: purchase.price, purchase, expiresAt });
  }

  const expectedBalances = (settled: ReadonlySet<number>) =>
    before.map((balance, index) => {
      const mine = placed.filter((order) => order.memberIndex === index);
      const stillHeld = mine.filter((order) => !settled.has(order.id)).reduce((sum, order) => sum.plus(order.amount), new Decimal(0));
      const gained = mine.reduce((sum, order) => {
        if (!settled.has(order.id)) return sum.minus(order.amount);
        const tick = oracleTickAt(
          ticks.filter((item) => item.allname === order.allname),
          order.expiresAt,
        );
        return sum.plus(oracleOutcome(order, tick?.price ?? order.purchase.price).profit);
      }, new Decimal(0));
      return { available: new Decimal(balance.available).plus(gained).toFixed(2), held: new Decimal(balance.held).plus(stillHeld).toFixed(2) };
    });

  // A first run somewhere along the way settles exactly what is due and recorded through by then.
  moveTo(Math.max(clock.now(), startMs + scenario.firstSettleMs));
  await recordDue();
  const firstAt = clock.now();
  const firstDue = dueAt(placed, ticks, firstAt);
  expect(await settleDueContracts(t.deps)).toBe(firstDue.size);
  const running = await t.db
    .select({ id: contractOrders.id })
    .from(contractOrders)
    .where(and(inArray(contractOrders.id, placed.map((order) => order.id)), eq(contractOrders.status, 'running')));
  expect(new Set(running.map((row) => row.id))).toEqual(new Set(placed.filter((order) => !firstDue.has(order.id)).map((order) => order.id)));
  expect(await memberBalances()).toEqual(expectedBalances(firstDue));
  // Midway, contracts still running hold their stakes: ledger:check holds held to them (held_mismatch).
  expect(await checkLedger(t.db)).toEqual([]);

  // After the path's end every order is settled, once; running again settles nothing.
  moveTo(startMs + PATH_SECONDS * 1000);
  await recordDue();
  const settledAt = clock.now();
  expect(await settleDueContracts(t.deps)).toBe(placed.length - firstDue.size);
  expect(await settleDueContracts(t.deps)).toBe(0);

  const rows = await t.db.select().from(contractOrders).where(inArray(contractOrders.id, placed.map((order) => order.id)));
  for (const order of placed) {
    const settleTick = oracleTickAt(
      ticks.filter((tick) => tick.allname === order.allname),
      order.expiresAt,
    );
    if (!settleTick) throw new Error('a path starts before any expiry');
    const expected = oracleOutcome(order, settleTick.price);
    const row = rows.find((item) => item.id === order.id);
    expect(row?.status).toBe(expected.status);
    expect(new Decimal(row?.profit ?? 'NaN').equals(expected.profit)).toBe(true);
    expect(new Decimal(row?.settlePrice ?? 'NaN').equals(settleTick.price)).toBe(true);
    expect(row?.settleTickAt).toBe(settleTick.at);
    expect(row?.settledAt?.getTime()).toBe(firstDue.has(order.id) ? firstAt : settledAt);
    const entries = await t.db.select({ id: journalEntries.id }).from(journalEntries).where(eq(journalEntries.requestId, `contract-settle:${order.orderNo}`));
    expect(entries.map((entry) => entry.id)).toEqual([row?.settleEntryId]);
  }
  expect(await memberBalances()).toEqual(expectedBalances(new Set(placed.map((order) => order.id))));
  expect(await checkLedger(t.db)).toEqual([]);
}

describe('contract settlement (property)', () => {
  it('settles random contracts on random tick paths exactly as the oracle says, once, with the books balanced', async () => {
    // Each run is about a second of database work, so a failure is reported as found (with its
    // seed to replay) rather than shrunk for minutes.
    await fc.assert(fc.asyncProperty(arbScenario, runScenario), { numRuns: 25, endOnFailure: true });
  }, 120_000);
});
