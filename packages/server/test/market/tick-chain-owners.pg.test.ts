// PostgreSQL only (a *.pg.test.ts file): several processes and connections cannot share one embedded PGlite.
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketTickRoots, marketTicks } from '../../src/db/schema/index.js';
import { isUniqueViolation } from '../../src/db/pg-error.js';
import type { PriceTick } from '../../src/market/candles.js';
import { checkTickChain } from '../../src/market/check-tick-chain.js';
import { readFeedOwner } from '../../src/market/feed-owner-store.js';
import { planCommitments, readChainHead } from '../../src/market/tick-commitments.js';
import { recordTicks, writeTicks } from '../../src/market/tick-store.js';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { until } from '../helpers/until.js';

/**
 * The chain of tick roots across owners of the feed: real server processes on one PostgreSQL
 * database, the owner killed without a word, then another stopped gracefully while a third
 * waits. Every new owner goes on from the last stored root: the chain has no gap and no fork, and
 * every tick recorded is in it. Then two writers racing for the same next root directly.
 */
let testDb: TestDatabase;
const servers: ServerProcess[] = [];
const isRunning = (server: ServerProcess) => server.child.exitCode === null && server.child.signalCode === null;
/** Stops those still running (one killed by a signal has no exit code, and would be waited for in vain). */
const stopAll = () => Promise.all(servers.filter(isRunning).map(stopServerProcess));

beforeAll(async () => {
  testDb = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  await stopAll();
  await testDb.dispose();
});

const db = () => testDb.database.db;

async function rootCount(): Promise<number> {
  const [row] = await db().select({ n: count() }).from(marketTickRoots);
  return row?.n ?? 0;
}

/** The process owning the feed now, by its record (written when it takes the feed). */
async function owner(): Promise<ServerProcess> {
  const record = await readFeedOwner(db());
  const found = servers.find((server) => server.child.pid === record?.pid && isRunning(server));
  if (!found) throw new Error(`no running process owns the feed (record: ${JSON.stringify(record)})`);
  return found;
}

/** Waits until a process other than `previous` owns the feed and has committed `roots` more roots. */
async function takenOverBy(previous: ServerProcess, roots: number): Promise<ServerProcess> {
  await until(async () => (await readFeedOwner(db()))?.pid !== previous.child.pid, { timeoutMs: 20_000, intervalMs: 200, what: 'another process takes the feed' });
  const next = await owner();
  const from = await rootCount();
  await until(async () => (await rootCount()) >= from + roots, { timeoutMs: 15_000, intervalMs: 200, what: `${roots} more roots` });
  return next;
}

describe('the chain of tick roots across feed owners', () => {
  it('goes on from the last stored root when the owner dies and when it hands over: no gap, no fork', async () => {
    const url = testDb.url;
    if (!url) throw new Error('a PostgreSQL test database has a URL');
    servers.push(...(await Promise.all([startServerProcess({ DATABASE_URL: url }, 90_000), startServerProcess({ DATABASE_URL: url }, 90_000)])));
    await until(async () => (await rootCount()) >= 3, { timeoutMs: 20_000, intervalMs: 200, what: 'three roots' });

    // The owner dies without a word: its lock goes with its connections, the other takes over.
    const first = await owner();
    first.child.kill('SIGKILL');
    const second = await takenOverBy(first, 3);

    // A third process joins, and the owner stops gracefully: the waiting one takes over.
    servers.push(await startServerProcess({ DATABASE_URL: url }, 90_000));
    await stopServerProcess(second);
    const third = await takenOverBy(second, 3);
    expect(new Set([first, second, third]).size).toBe(3);
    await stopAll();

    const roots = await db().select({ seq: marketTickRoots.seq, second: marketTickRoots.second }).from(marketTickRoots).orderBy(asc(marketTickRoots.seq));
    expect(roots.map((root) => root.seq)).toEqual(roots.map((_, index) => index + 1));
    // The simulator gives each second once, so one root a second, in time order, whoever wrote it.
    for (let index = 1; index < roots.length; index += 1) expect(roots[index]?.second ?? 0).toBeGreaterThan(roots[index - 1]?.second ?? 0);
    const report = await checkTickChain(db());
    expect(report.problems).toEqual([]);
    expect(report).toMatchObject({ ok: true, roots: roots.length, expired: 0 });
    const [ticks] = await db().select({ n: count() }).from(marketTicks);
    expect(report.ticks).toBe(ticks?.n);
    for (const server of servers) expect(server.output()).not.toContain('recording ticks failed');
  }, 300_000);

  it('lets only one of two writers that read the same last root write, whole; a recorder that loses tries again', async () => {
    const last = (await db().select({ second: marketTickRoots.second }).from(marketTickRoots).orderBy(asc(marketTickRoots.second))).at(-1)?.second ?? 0;
    const tick = (allname: string, seconds: number): PriceTick => ({ allname, at: last + seconds * 1000, price: '1.5', volume: '1' });
    const mine = [tick('BTC/USDT', 10)];
    const theirs = [tick('BTC/USDT', 11)];
    const before = await rootCount();
    const lost = await db()
      .transaction(async (tx) => {
        const { head } = await readChainHead(tx, mine);
        // Another writer, on another connection, commits the next root meanwhile.
        await recordTicks(db(), theirs);
        await writeTicks(tx, planCommitments(head, mine));
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(lost, 'market_tick_roots_pkey')).toBe(true);
    expect(await rootCount()).toBe(before + 1);
    expect(await db().select().from(marketTicks).where(eq(marketTicks.at, last + 10_000))).toEqual([]);

    // Racing through recordTicks itself, both batches are recorded, in one chain.
    await Promise.all([recordTicks(db(), mine), recordTicks(db(), [tick('ETH/USDT', 12)]), recordTicks(db(), [tick('DOGE/USDT', 13)])]);
    expect(await rootCount()).toBe(before + 4);
    expect(await checkTickChain(db())).toMatchObject({ ok: true });
  }, 60_000);
});
