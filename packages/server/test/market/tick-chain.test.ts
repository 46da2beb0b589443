import { CHAIN_GENESIS, chainRoot, tickMerkleRoot } from '@meridian/protocol';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { marketTickRoots, marketTicks } from '../../src/db/schema/index.js';
import type { PriceTick } from '../../src/market/candles.js';
import { checkTickChain, describeTickChain } from '../../src/market/check-tick-chain.js';
import { CURRENCIES } from '../../src/market/currencies.js';
import { createMarketService, type MarketService } from '../../src/market/market-service.js';
import { createSimulator } from '../../src/market/simulator.js';
import { pruneTicks, recordTicks } from '../../src/market/tick-store.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { createManualClock } from './manual-clock.js';

/**
 * The recorder's commitments: a chained Merkle root per recorded second, written with its ticks,
 * and the chain check that `npm run verify -- chain` and `ledger:check` run, which finds every way
 * the stored record could have been changed.
 */
const START = Date.UTC(2026, 0, 5, 12, 0, 0);
const PAIRS = ['BTC/USDT', 'ETH/USDT', 'DOGE/USDT'];

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.dispose();
});
// Each test starts from an empty record (a fresh database per test costs seconds each).
beforeEach(async () => {
  await t.database.db.execute(sql`truncate market_tick_proofs, market_tick_roots, market_ticks, market_candles, market_genesis`);
});

/** Seconds `from` to `to` (inclusive, counted from START) of the three pairs. */
function ticks(from: number, to: number, pairs: readonly string[] = PAIRS): PriceTick[] {
  const list: PriceTick[] = [];
  for (let second = from; second <= to; second += 1) {
    pairs.forEach((allname, index) => list.push({ allname, at: START + second * 1000, price: `${100 * (index + 1)}.${String(second % 100).padStart(2, '0')}`, volume: '1' }));
  }
  return list;
}

const roots = () => t.database.db.select().from(marketTickRoots).orderBy(asc(marketTickRoots.seq));
const check = (range?: { fromMs?: number; toMs?: number }) => checkTickChain(t.database.db, range);

describe('recording commits to every second', () => {
  it('writes one root per second, each chained to the one before, and names it on each tick', async () => {
    await recordTicks(t.database.db, ticks(0, 2));
    await recordTicks(t.database.db, ticks(3, 3));
    const written = await roots();
    expect(written.map((root) => [root.seq, root.second, root.tickCount])).toEqual([0, 1, 2, 3].map((second) => [second + 1, START + second * 1000, 3]));
    let previous = CHAIN_GENESIS;
    for (const [index, root] of written.entries()) {
      const secondTicks = ticks(index, index).map(({ allname, at, price }) => ({ allname, at, price }));
      expect(root.merkle).toBe(tickMerkleRoot(secondTicks));
      expect(root.root).toBe(chainRoot(previous, root.merkle));
      previous = root.root;
    }
    const tagged = await t.database.db.select({ rootSeq: marketTicks.rootSeq }).from(marketTicks).where(eq(marketTicks.at, START + 2000));
    expect(tagged.map((tick) => tick.rootSeq)).toEqual([3, 3, 3]);
    const report = await check();
    expect(report).toMatchObject({ ok: true, roots: 4, ticks: 12, expired: 0, fromSeq: 1, toSeq: 4 });
    expect(describeTickChain(report)).toMatch(/^Tick chain OK: 4 roots \(seq 1 to 4\), 12 ticks in [\d.]+ s \([\d,]+ ticks\/s\)/);
  });

  it('commits nothing twice when a batch is recorded again (a retry after a lost answer)', async () => {
    await recordTicks(t.database.db, ticks(0, 1));
    await recordTicks(t.database.db, ticks(0, 1));
    await recordTicks(t.database.db, [...ticks(1, 1), ...ticks(2, 2)]);
    expect((await roots()).map((root) => root.second)).toEqual([START, START + 1000, START + 2000]);
    expect((await check()).ok).toBe(true);
  });

  it('gives a tick that arrives after its second was committed a root of its own, never a changed old one', async () => {
    await recordTicks(t.database.db, ticks(0, 1, ['BTC/USDT', 'ETH/USDT']));
    const before = await roots();
    await recordTicks(t.database.db, [...ticks(0, 0, ['DOGE/USDT']), ...ticks(2, 2)]);
    const after = await roots();
    expect(after.slice(0, 2)).toEqual(before);
    expect(after.slice(2).map((root) => [root.second, root.tickCount])).toEqual([
      [START, 1],
      [START + 2000, 3],
    ]);
    expect((await check()).ok).toBe(true);
  });

  it('records a tick it cannot commit without a root, and the check says so', async () => {
    await recordTicks(t.database.db, [...ticks(0, 0), { allname: 'BTC/USDT', at: START + 1500, price: '1', volume: '1' }]);
    const report = await check();
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual([`tick BTC/USDT at ${new Date(START + 1500).toISOString()} was recorded without a commitment`]);
  });

  it('records without commitments only when told to (the benchmark baseline)', async () => {
    await recordTicks(t.database.db, ticks(0, 0), { commit: false });
    expect(await roots()).toEqual([]);
  });
});

describe('the chain check', () => {
  beforeEach(async () => {
    await recordTicks(t.database.db, ticks(0, 9));
  });

  it('finds a changed tick', async () => {
    await t.database.db.execute(sql`update market_ticks set price = price + 1 where allname = 'ETH/USDT' and at = ${START + 4000}`);
    const report = await check();
    expect(report).toMatchObject({ ok: false, problemCount: 1 });
    expect(report.problems[0]).toBe(`the ticks of ${new Date(START + 4000).toISOString()} do not give root 5: 3 of 3 ticks recorded, Merkle root differs`);
  });

  it('finds a tick removed, or every tick of a second removed, while newer ones are kept', async () => {
    await t.database.db.execute(sql`delete from market_ticks where allname = 'BTC/USDT' and at = ${START + 4000}`);
    await t.database.db.execute(sql`delete from market_ticks where at = ${START + 6000}`);
    const report = await check();
    expect(report.problems).toEqual([
      `the ticks of ${new Date(START + 4000).toISOString()} do not give root 5: 2 of 3 ticks recorded, Merkle root differs`,
      `the ticks of root 7 (${new Date(START + 6000).toISOString()}) are missing`,
    ]);
  });

  it('finds a rewritten Merkle root and a rewritten chain root', async () => {
    await t.database.db.execute(sql`update market_tick_roots set merkle = sha256(merkle) where seq = 3`);
    await t.database.db.execute(sql`update market_tick_roots set root = sha256(root) where seq = 8`);
    const report = await check();
    expect(report.problems).toEqual([
      `root 3 (${new Date(START + 2000).toISOString()}) does not follow from root 2: H(root 2 ‖ merkle) is not its root`,
      `the ticks of ${new Date(START + 2000).toISOString()} do not give root 3: 3 of 3 ticks recorded, Merkle root differs`,
      `root 8 (${new Date(START + 7000).toISOString()}) does not follow from root 7: H(root 7 ‖ merkle) is not its root`,
      `root 9 (${new Date(START + 8000).toISOString()}) does not follow from root 8: H(root 8 ‖ merkle) is not its root`,
    ]);
  });

  it('finds a root taken out of the chain', async () => {
    await t.database.db.execute(sql`update market_ticks set root_seq = null where root_seq = 4`);
    await t.database.db.execute(sql`delete from market_tick_roots where seq = 4`);
    const report = await check();
    expect(report.problems).toContain('roots 4 to 4 are missing');
    expect(report.problems).toContain(`root 5 (${new Date(START + 4000).toISOString()}) does not follow from root 3: H(root 3 ‖ merkle) is not its root`);
  });

  it('checks the links alone of seconds whose ticks expired', async () => {
    expect(await pruneTicks(t.database.db, START + 5000)).toBe(15);
    expect(await check()).toMatchObject({ ok: true, roots: 10, ticks: 15, expired: 5 });
  });

  it('checks a time range, linking its first root to the one before', async () => {
    const report = await check({ fromMs: START + 3000, toMs: START + 5000 });
    expect(report).toMatchObject({ ok: true, fromSeq: 4, toSeq: 6, roots: 3, ticks: 9 });
    await t.database.db.execute(sql`update market_tick_roots set root = sha256(root) where seq = 3`);
    expect((await check({ fromMs: START + 3000, toMs: START + 5000 })).problems).toEqual([
      `root 4 (${new Date(START + 3000).toISOString()}) does not follow from root 3: H(root 3 ‖ merkle) is not its root`,
    ]);
    expect(describeTickChain(await check({ fromMs: START + 60_000 }))).toBe('Tick chain: no roots in this range.');
  });
});

describe('the chain across a restart of the feed', () => {
  let markets: MarketService[] = [];
  afterEach(async () => {
    await Promise.all(markets.map((market) => market.stop()));
    markets = [];
  });

  it('continues from the last stored root: no gap, no fork', async () => {
    const clock = createManualClock(START);
    const start = async () => {
      const market = createMarketService({
        database: t.database,
        createSource: (genesisMs) => createSimulator({ seed: 5, clock, currencies: CURRENCIES.slice(0, 3), startMs: genesisMs }),
        currencies: CURRENCIES.slice(0, 3),
        sourceName: 'simulator',
        clock,
        live: { publish: () => undefined },
      });
      markets.push(market);
      await market.start();
      return market;
    };
    const first = await start();
    for (let second = 0; second < 5; second += 1) clock.advance(1000);
    await first.recorded();
    await first.stop();
    const lastBefore = (await roots()).at(-1);
    // Down for a while: those seconds have no ticks and no roots, and the chain goes on from the last one.
    clock.advance(30_000);
    const second = await start();
    for (let step = 0; step < 5; step += 1) clock.advance(1000);
    await second.recorded();
    const all = await roots();
    const firstAfter = all.find((root) => root.second > (lastBefore?.second ?? 0));
    expect(firstAfter?.seq).toBe((lastBefore?.seq ?? 0) + 1);
    expect(firstAfter?.root).toBe(chainRoot(lastBefore?.root ?? '', firstAfter?.merkle ?? ''));
    expect(all.map((root) => root.seq)).toEqual(all.map((_, index) => index + 1));
    expect(await check()).toMatchObject({ ok: true, roots: all.length, ticks: all.length * 3 });
  });
});
