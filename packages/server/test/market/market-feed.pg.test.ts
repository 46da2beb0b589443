import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_APPLICATION_NAME } from '../../src/db/advisory-lock.js';
import { CURRENCIES } from '../../src/market/currencies.js';
import { createMarketService, type MarketService } from '../../src/market/market-service.js';
import { createSimulator } from '../../src/market/simulator.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { until } from '../helpers/until.js';

/**
 * Several processes on one PostgreSQL: exactly one owns the price feed, the others follow its
 * ticks, and when the owner goes another takes over within seconds. Real time: these are about
 * connections and locks, which a manual clock cannot stand in for.
 */
const THREE = CURRENCIES.slice(0, 3);
let t: TestDatabase;
const markets: MarketService[] = [];

function createMarket(mayLead?: () => boolean): MarketService {
  const market = createMarketService({
    ...(mayLead ? { mayLead } : {}),
    database: t.database,
    createSource: (genesisMs) => createSimulator({ seed: 11, currencies: THREE, startMs: genesisMs }),
    currencies: THREE,
    sourceName: 'simulator',
    live: { publish: () => undefined },
  });
  markets.push(market);
  return market;
}

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(markets.map((market) => market.stop()));
  await t.dispose();
});

describe('the price feed across processes', () => {
  let a: MarketService;
  let b: MarketService;

  it('has exactly one owner; the other follows its ticks', async () => {
    a = createMarket();
    b = createMarket();
    await a.start();
    await b.start();
    expect([a.isFeedOwner(), b.isFeedOwner()]).toEqual([true, false]);
    // The follower learns each recorded batch through the notification channel.
    await until(() => {
      const mine = a.quote('ETH/USDT');
      const theirs = b.quote('ETH/USDT');
      return mine !== undefined && mine.at > 0 && theirs?.at === mine.at && theirs.price === mine.price;
    }, { timeoutMs: 5_000 });
    expect(b.quote('ETH/USDT')?.stale).toBe(false);
  }, 30_000);

  it('hands the feed over within seconds when the owner stops', async () => {
    await a.stop();
    const waited = await until(() => b.isFeedOwner(), { timeoutMs: 5_000 });
    expect(waited).toBeLessThan(4_000);
    const at = b.quote('ETH/USDT')?.at ?? 0;
    await until(() => (b.quote('ETH/USDT')?.at ?? 0) > at, { timeoutMs: 3_000 });
  }, 30_000);

  it('takes over when the owner dies without a word (its lock connection is cut)', async () => {
    const c = createMarket();
    await c.start();
    expect(c.isFeedOwner()).toBe(false);
    const admin = new pg.Client({ connectionString: t.url });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()', [
        LOCK_APPLICATION_NAME,
      ]);
    } finally {
      await admin.end();
    }
    // Never two owners at once, and somebody owns it again within a few seconds.
    await until(() => {
      expect(Number(b.isFeedOwner()) + Number(c.isFeedOwner())).toBeLessThanOrEqual(1);
      return b.isFeedOwner() !== c.isFeedOwner();
    }, { timeoutMs: 6_000 });
    const owner = b.isFeedOwner() ? b : c;
    const at = owner.quote('BTC/USDT')?.at ?? 0;
    await until(() => (owner.quote('BTC/USDT')?.at ?? 0) > at, { timeoutMs: 3_000 });
  }, 30_000);

  it('gives the feed back while this process may not lead (its clock off the database’s), and one that may not never takes it', async () => {
    for (const market of markets.splice(0)) await market.stop();
    let mayLead = true;
    const d = createMarket(() => mayLead);
    await d.start();
    expect(d.isFeedOwner()).toBe(true);
    const skewed = createMarket(() => false);
    await skewed.start();
    mayLead = false;
    // d gives it back within a check (2 s) and, the only other process being barred too, nobody leads.
    await until(() => !d.isFeedOwner(), { timeoutMs: 6_000, what: 'the owner to give the feed back' });
    expect(skewed.isFeedOwner()).toBe(false);
    const e = createMarket();
    await e.start();
    await until(() => e.isFeedOwner(), { timeoutMs: 6_000, what: 'a process that may lead to take the feed' });
    expect([d.isFeedOwner(), skewed.isFeedOwner()]).toEqual([false, false]);
  }, 30_000);
});
