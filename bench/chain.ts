/**
 * `npm run bench:chain`: how fast `npm run verify -- chain` checks the price record. Fills a fresh
 * database (PostgreSQL when DATABASE_URL is set, else PGlite in a folder of its own) with
 * BENCH_CHAIN_DAYS days (7 by default) of one tick a second for each of the 21 pairs, committed as
 * the recorder commits them (one chained Merkle root a second, each tick naming its root), then runs
 * the real command line on it and prints what it prints: the roots and ticks checked and its rate
 * in ticks a second. BENCH_CHAIN_SECONDS gives a number of seconds instead of days, for a quick run.
 * Goal (issue 20): 7 days of 21 pairs, about 12.7 million ticks, and print the rate.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@meridian/server';
import { CURRENCIES, marketTickRoots, marketTicks, planCommitments, type ChainHead } from '@meridian/server/tick-chain';
import { createBenchDatabase } from './support/bench-database.js';
import { recordRun } from './support/bench-results.js';

const SECONDS = Number(process.env.BENCH_CHAIN_SECONDS ?? Number(process.env.BENCH_CHAIN_DAYS ?? 7) * 86_400);
/** Seconds written per statement: about 42,000 ticks, a few megabytes of JSON. */
const CHUNK_SECONDS = 2_000;
const VERIFY_CLI = fileURLToPath(import.meta.resolve('@meridian/server/bin/verify'));

interface Target {
  database: Database;
  /** What the command line needs to find the same database. */
  env: Record<string, string>;
  dispose(): Promise<void>;
}

async function openTarget(): Promise<Target> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const created = await createBenchDatabase(adminUrl, 'meridian_bench_chain');
    const database = await openDatabase({ kind: 'postgres', url: created.url });
    return {
      database,
      env: { DATABASE_URL: created.url },
      async dispose() {
        // Closed already when the run went well; closing again is harmless to ask.
        await database.close().catch(() => undefined);
        await created.drop();
      },
    };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'meridian-bench-chain-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
  return {
    database,
    env: { DATA_DIR: dataDir },
    async dispose() {
      await database.close().catch(() => undefined);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A random walk per pair, in whole cents: each second's ticks, as the simulator would publish them. */
function ticksOf(fromMs: number, seconds: number, cents: number[]) {
  const ticks = [];
  for (let second = 0; second < seconds; second += 1) {
    const at = fromMs + second * 1000;
    for (const [index, currency] of CURRENCIES.entries()) {
      const price = Math.max(1, (cents[index] ?? 100_00) + Math.round((Math.random() - 0.5) * 20));
      cents[index] = price;
      ticks.push({ allname: currency.allname, at, price: (price / 100).toFixed(2), volume: '1' });
    }
  }
  return ticks;
}

/** The figures in the command line's report (`… roots (seq …), N ticks in S s (R ticks/s)`), or null when it printed none. */
function reportedRate(output: string): { roots: number; ticks: number; seconds: number; ticksPerSecond: number } | null {
  const found = /([\d,]+) roots\b.*?([\d,]+) ticks in ([\d.]+) s \(([\d,]+) ticks\/s\)/.exec(output);
  if (!found) return null;
  const number = (text: string | undefined) => Number((text ?? '').replace(/,/g, ''));
  return { roots: number(found[1]), ticks: number(found[2]), seconds: number(found[3]), ticksPerSecond: number(found[4]) };
}

/** Writes SECONDS of committed ticks ending now; answers how long it took. */
async function fill(database: Database): Promise<number> {
  const started = performance.now();
  const startMs = Math.floor(Date.now() / 1000) * 1000 - SECONDS * 1000;
  const cents = CURRENCIES.map((currency) => Math.round(Number(currency.startPrice) * 100));
  let head: ChainHead | null = null;
  for (let done = 0; done < SECONDS; done += CHUNK_SECONDS) {
    const plan = planCommitments(head, ticksOf(startMs + done * 1000, Math.min(CHUNK_SECONDS, SECONDS - done), cents));
    const last = plan.roots[plan.roots.length - 1];
    if (last) head = { seq: last.seq, root: last.root };
    const ticks = JSON.stringify(plan.ticks.map((tick) => ({ allname: tick.allname, at: tick.at, price: tick.price, volume: tick.volume, root_seq: tick.rootSeq })));
    const roots = JSON.stringify(plan.roots.map((root) => ({ seq: root.seq, second: root.second, tick_count: root.tickCount, merkle: root.merkle, root: root.root })));
    await database.db.execute(sql`
      with new_roots as (
        insert into ${marketTickRoots} (seq, second, tick_count, merkle, root)
        select seq, second, tick_count, decode(merkle, 'hex'), decode(root, 'hex')
        from jsonb_to_recordset(${roots}::jsonb) as r(seq bigint, second bigint, tick_count integer, merkle text, root text)
      )
      insert into ${marketTicks} (allname, at, price, volume, root_seq)
      select allname, at, price, volume, root_seq
      from jsonb_to_recordset(${ticks}::jsonb) as t(allname text, at bigint, price numeric, volume numeric, root_seq bigint)`);
    if ((done / CHUNK_SECONDS) % 25 === 0) console.log(`  filled ${done.toLocaleString('en-US')} of ${SECONDS.toLocaleString('en-US')} seconds`);
  }
  // Fresh statistics, as a week-old table has: the check's range reads plan on them.
  await database.db.execute(sql`analyze market_ticks, market_tick_roots`);
  return performance.now() - started;
}

const ticks = SECONDS * CURRENCIES.length;
console.log(`bench:chain — ${SECONDS.toLocaleString('en-US')} seconds of ${CURRENCIES.length} pairs (${ticks.toLocaleString('en-US')} ticks) on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
const target = await openTarget();
try {
  await target.database.setup();
  const fillMs = await fill(target.database);
  console.log(`  filled in ${(fillMs / 1000).toFixed(1)} s`);
  // The embedded database belongs to one process: the command line opens it after this one lets go.
  await target.database.close();
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'DATABASE_URL' && name !== 'DATA_DIR'));
  const started = performance.now();
  const run = spawnSync(process.execPath, [VERIFY_CLI, 'chain'], { env: { ...inherited, ...target.env, LOG_LEVEL: 'warn' }, encoding: 'utf8' });
  const commandMs = performance.now() - started;
  console.log(`npm run verify -- chain (exit ${String(run.status)}):\n${run.stdout}${run.stderr}`);
  if (run.status !== 0) process.exitCode = 1;
  const reported = reportedRate(run.stdout);
  await recordRun({
    bench: 'chain',
    figures: {
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      seconds: SECONDS,
      pairs: CURRENCIES.length,
      ticks,
      fillMs: Math.round(fillMs),
      commandMs: Math.round(commandMs),
      exitCode: run.status,
      reported,
    },
    // No baseline: the figure is the rate itself, against the size.
    baselineRatios: {},
    verdicts: { 'the check passed (exit 0) and printed its rate': run.status === 0 && reported !== null },
  });
} finally {
  await target.dispose();
}
