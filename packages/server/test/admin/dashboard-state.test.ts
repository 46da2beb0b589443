import { hostname } from 'node:os';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ledgerAccounts } from '../../src/db/schema/index.js';
import type { LastLedgerCheck } from '../../src/ledger/last-ledger-check.js';
import type { PriceFeedState } from '../../src/market/price-feed-state.js';
import { CURRENCIES } from '../../src/market/currencies.js';
import { runCommand } from '../../src/operator/operator-commands.js';
import { buildTestApp, buildTestAppOn, type TestApp } from '../helpers/build-test-app.js';
import { newMember } from '../helpers/members.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { createManualClock } from '../market/manual-clock.js';
import { enrolledOperator } from './console-client.js';

/** The dashboard's last ledger check and price feed, through the admin API. */

interface DashboardState {
  ledgerCheck: LastLedgerCheck | null;
  priceFeed: PriceFeedState | null;
}

const clock = createManualClock(Date.parse('2026-11-24T08:00:00Z'));
const opened: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const closing of opened.reverse()) await closing.close();
});

describe("the dashboard's last ledger check", () => {
  let database: TestDatabase;

  it('is kept with its result and who ran it, and read again by a restarted app on the same database', async () => {
    database = await createTestDatabase();
    opened.push({ close: () => database.dispose() });
    const first = await buildTestAppOn(database.database, undefined, { marketClock: clock });
    const finance = (await enrolledOperator(first, clock, 'checker', 'finance')).browser;
    const before = await finance.send('GET', '/admin/dashboard');
    expect((before.body.data as DashboardState).ledgerCheck).toBeNull();

    // A balance that its postings do not explain: the check fails, and says why.
    const member = await newMember(first);
    const granted = await runCommand(first.db, { name: 'adjust', username: member.username, amount: '10', reason: 'funds' }, { actor: 'cli:test' });
    expect(granted.ok).toBe(true);
    const [account] = await first.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.memberId, member.id)).limit(1);
    if (!account) throw new Error('no account');
    await first.db.update(ledgerAccounts).set({ balance: '11' }).where(eq(ledgerAccounts.id, account.id));
    const failed = await finance.send('GET', '/admin/ledger-check');
    expect(failed.status).toBe(422);
    await first.close();

    const second = await buildTestAppOn(database.database, undefined, { marketClock: clock });
    opened.push(second);
    const owner = (await enrolledOperator(second, clock, 'boss', 'owner')).browser;
    const after = await owner.send('GET', '/admin/dashboard');
    expect((after.body.data as DashboardState).ledgerCheck).toMatchObject({
      ok: false,
      by: 'console:checker',
      discrepancies: 1,
      first: [expect.stringContaining(`has balance 11.`)],
    });
    expect(after.body.message).toContain('last ledger check: FAILED, 1 problem;');

    await second.db.update(ledgerAccounts).set({ balance: account.balance }).where(eq(ledgerAccounts.id, account.id));
    expect((await owner.send('GET', '/admin/ledger-check')).status).toBe(200);
    const fixed = (await owner.send('GET', '/admin/dashboard')).body.data as DashboardState;
    expect(fixed.ledgerCheck).toMatchObject({ ok: true, by: 'console:boss', discrepancies: 0, first: [] });
  });
});

describe("the dashboard's price feed", () => {
  let t: TestApp;

  it('names the source, the owning process and the last tick, and lists the currencies whose ticks stopped', async () => {
    const marketClock = createManualClock(Date.parse('2026-11-24T09:00:00Z'));
    t = await buildTestApp({}, { marketClock });
    opened.push(t);
    const support = (await enrolledOperator(t, marketClock, 'watcher', 'support')).browser;
    await t.deps.market.start();
    marketClock.advance(2_000);
    await t.deps.market.recorded();

    const live = (await support.send('GET', '/admin/dashboard')).body.data as DashboardState;
    expect(live.priceFeed).toMatchObject({
      source: 'simulator',
      ownedHere: true,
      owner: { host: hostname(), pid: process.pid, source: 'simulator' },
      answeredBy: { host: hostname(), pid: process.pid },
      staleAfterSeconds: 10,
      stale: [],
    });
    const lastTickAt = Date.parse(live.priceFeed?.lastTickAt ?? '');
    expect(marketClock.now() - lastTickAt).toBeLessThan(2_000);

    // The source stops (its owner gone): after 10 s without a tick every currency is stale, with its last tick.
    await t.deps.market.stop();
    marketClock.advance(11_000);
    const stopped = await support.send('GET', '/admin/dashboard');
    const feed = (stopped.body.data as DashboardState).priceFeed;
    expect(feed?.stale.map((entry) => entry.currency)).toEqual(CURRENCIES.map((currency) => currency.allname));
    expect(feed?.stale.every((entry) => entry.lastTickAt !== null && Date.parse(entry.lastTickAt) <= lastTickAt)).toBe(true);
    expect(stopped.body.message).toContain(`stale (no tick for 10 s): ${CURRENCIES.map((currency) => currency.allname).join(', ')}`);
  });
});
