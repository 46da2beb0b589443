/**
 * `npm run bench:alerts` (issue 40): what price alerts cost the tick path, and how soon a crossing
 * is a notification. On a fresh database (PGlite, and PostgreSQL too when DATABASE_URL is set), the
 * feed owner's own parts run as the server runs them: the tick recorder (ticks, candles, their
 * chained commitments) and, following each recorded batch, the alert watch
 * (modules/alert/alert-watch.ts).
 *   1. Baseline: BENCH_ALERTS_SECONDS (60) batches of the 21 pairs' ticks, one a second, with no
 *      alert set: each batch's time from handing the ticks over until they are recorded and checked.
 *   2. With alerts: BENCH_ALERTS (100,000) active alerts of 5,000 members over the 21 pairs (nine
 *      in ten "crosses a price" within 10 % of the start, one in ten "moves N % within a window"; a
 *      tenth of them repeating), the same number of batches, timed the same way. The prices walk
 *      (0.05 % a second), so alerts are crossed every second.
 *   Two times are taken per batch: the tick path (handed over → recorded, what the feed waits on;
 *   the alerts are checked beside it) and the owner's whole second (recorded, then checked and fired).
 *   3. Each firing's time: from handing its crossing tick over until its notification is committed.
 *   4. Exactly once: one notification per firing, none for a crossing not fired.
 * Bar: the tick path's p99 at most 2× the baseline's, a crossing notified within 1 s at p99.
 * Goal: 1.2× and 200 ms.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { count, sql, sum } from 'drizzle-orm';
import { PRICE_ALERT_WINDOWS } from '@meridian/protocol';
import { openDatabase, type Database } from '@meridian/server';
import { CURRENCIES, createAlertWatch, createTickRecorder, ensureGenesis, memberNotifications, members, priceAlerts } from '@meridian/server/alerts';
import { createBenchDatabase } from './support/bench-database.js';
import { recordRun, type Json } from './support/bench-results.js';

const SECONDS = Number(process.env.BENCH_ALERTS_SECONDS ?? 60);
const ALERTS = Number(process.env.BENCH_ALERTS ?? 100_000);
const MEMBERS = Math.ceil(ALERTS / 20);
const TICK_MS = 1000;
/**
 * Each pair's price moves by this much a second, up or down at random: 0.05 % a second is about 3 %
 * an hour, a volatile market; BENCH_ALERTS_STEP=0.001 is a storm that fires about 200 alerts a second.
 */
const STEP = Number(process.env.BENCH_ALERTS_STEP ?? 0.0005);
/** How far from the start price the `cross` alerts are set, either way. */
const SPREAD = Number(process.env.BENCH_ALERTS_SPREAD ?? 0.1);
const BAR_RATIO = 2;
const GOAL_RATIO = 1.2;
const BAR_NOTIFY_MS = 1000;
const GOAL_NOTIFY_MS = 200;
const INSERT_CHUNK = 2_000;

type Kind = 'pglite' | 'postgres';

interface Target {
  kind: Kind;
  database: Database;
  dispose(): Promise<void>;
}

interface Phase {
  /** Each batch's tick path: handed over → recorded, ms. */
  pathMs: number[];
  /** Each batch's whole work: handed over → recorded → alerts checked and fired, ms. */
  workMs: number[];
  /** Each firing: its crossing tick handed over → its notification committed, ms. */
  notifyMs: number[];
}

/** A repeatable walk: the same prices in both phases, so they differ by the alerts alone. */
function walker(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
  const prices = CURRENCIES.map((currency) => Number(currency.startPrice));
  return {
    next,
    step(): number[] {
      for (let index = 0; index < prices.length; index += 1) prices[index] = (prices[index] ?? 0) * (next() < 0.5 ? 1 - STEP : 1 + STEP);
      return [...prices];
    },
  };
}

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : (sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN);
};
const round = (ms: number) => Math.round(ms * 100) / 100;
const figuresOf = (values: readonly number[]) => ({ count: values.length, p50: round(percentile(values, 0.5)), p99: round(percentile(values, 0.99)), max: round(Math.max(...values, 0)) });

/** A migrated database of the run's own, and what removes it after. */
async function openTarget(kind: Kind): Promise<Target> {
  const adminUrl = process.env.DATABASE_URL;
  const place =
    kind === 'postgres' && adminUrl
      ? await createBenchDatabase(adminUrl, 'meridian_bench_alerts').then((created) => ({ target: { kind: 'postgres' as const, url: created.url, poolSize: 4 }, remove: created.drop }))
      : await mkdtemp(join(tmpdir(), 'meridian-bench-alerts-')).then((dataDir) => ({
          target: { kind: 'pglite' as const, dataDir: join(dataDir, 'pglite') },
          remove: () => rm(dataDir, { recursive: true, force: true }),
        }));
  const database = await openDatabase(place.target);
  await database.setup();
  return {
    kind,
    database,
    async dispose() {
      await database.close();
      await place.remove();
    },
  };
}

/** 5,000 members (what an alert belongs to) and their 100,000 alerts, written directly. */
async function setAlerts(target: Target, armedAt: Date): Promise<void> {
  const { db } = target.database;
  await db.execute(sql`insert into ${members} (username, password_hash, nickname, avatar, invite_code)
    select 'bench' || g, 'x', 'bench', '', 'BA' || g from generate_series(1, ${MEMBERS}) as g`);
  const ids = (await db.select({ id: members.id }).from(members)).map((row) => row.id);
  const random = walker(7).next;
  const rows = Array.from({ length: ALERTS }, (_, index) => {
    const currency = CURRENCIES[index % CURRENCIES.length];
    if (!currency) throw new Error('no currency');
    const start = Number(currency.startPrice);
    const memberId = ids[index % ids.length] ?? 0;
    const repeat = random() < 0.1;
    if (random() < 0.9) {
      const offset = (random() * 2 - 1) * SPREAD || 0.01;
      return { memberId, allname: currency.allname, kind: 'cross' as const, price: (start * (1 + offset)).toFixed(currency.priceScale), direction: offset > 0 ? ('up' as const) : ('down' as const), repeat, armedAt };
    }
    const windowMinutes = PRICE_ALERT_WINDOWS[Math.floor(random() * PRICE_ALERT_WINDOWS.length)] ?? 60;
    return { memberId, allname: currency.allname, kind: 'move' as const, percent: (0.5 + random() * 4.5).toFixed(2), windowMinutes, repeat, armedAt };
  });
  for (let from = 0; from < rows.length; from += INSERT_CHUNK) await db.insert(priceAlerts).values(rows.slice(from, from + INSERT_CHUNK));
}

/** `SECONDS` batches a second apart, each timed from handing over to recorded and checked. */
async function runPhase(target: Target, startMs: number, name: string): Promise<Phase> {
  const { db } = target.database;
  const phase: Phase = { pathMs: [], workMs: [], notifyMs: [] };
  const errors: unknown[] = [];
  const watch = createAlertWatch({ db, log: (error) => errors.push(error) });
  const recorder = createTickRecorder(db, { info: () => undefined, error: (error) => errors.push(error) }, { commit: true }, (ticks) => {
    watch.recorded(ticks);
  });
  const walk = walker(42);
  let notifiedBefore = await notificationCount(target);
  // Second 0 is not timed: the owner's first batch builds its index of the alerts (once per leadership).
  for (let second = -1; second < SECONDS; second += 1) {
    const at = startMs + (second + 1) * TICK_MS;
    const prices = walk.step();
    const began = performance.now();
    CURRENCIES.forEach((currency, index) => {
      recorder.record({ allname: currency.allname, price: (prices[index] ?? 0).toFixed(currency.priceScale), volume: '1', at });
    });
    await recorder.flushed();
    const recordedMs = performance.now() - began;
    await watch.settled();
    const tookMs = performance.now() - began;
    const notified = await notificationCount(target);
    if (second >= 0) {
      phase.pathMs.push(recordedMs);
      phase.workMs.push(tookMs);
      // Every firing of this batch was committed by the time the check settled.
      for (let index = notifiedBefore + phase.notifyMs.length; index < notified; index += 1) phase.notifyMs.push(tookMs);
    } else notifiedBefore = notified;
    await delay(Math.max(0, TICK_MS - tookMs));
  }
  if (errors.length > 0) throw new Error(`${name}: ${errors.length} errors, the first: ${String(errors[0])}`);
  return phase;
}

async function notificationCount(target: Target): Promise<number> {
  const [row] = await target.database.db.select({ total: count() }).from(memberNotifications);
  return row?.total ?? 0;
}

async function measure(kind: Kind) {
  const target = await openTarget(kind);
  try {
    const startMs = Date.now() - 3_600_000;
    await ensureGenesis(target.database.db, 'simulator', startMs);
    const baseline = await runPhase(target, startMs, 'baseline');
    // Armed from the ticks' clock (an hour behind the wall's), as the server arms them from its own.
    await setAlerts(target, new Date(startMs));
    const withAlerts = await runPhase(target, startMs + (SECONDS + 1) * TICK_MS, 'alerts');
    const [fired] = await target.database.db.select({ total: sum(priceAlerts.firedCount) }).from(priceAlerts);
    const firings = Number(fired?.total ?? 0);
    const notifications = await notificationCount(target);
    const [distinct] = await target.database.db.select({ total: sql<number>`count(distinct (member_id, dedupe_key))::int` }).from(memberNotifications);
    return { kind, baseline, withAlerts, firings, notifications, distinct: distinct?.total ?? 0 };
  } finally {
    await target.dispose();
  }
}

const kinds: Kind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
const results: Record<string, Json> = {};
const ratios: Record<string, number> = {};
const verdicts: Record<string, boolean> = {};
for (const kind of kinds) {
  const { baseline, withAlerts, firings, notifications, distinct } = await measure(kind);
  const ratio = round(percentile(withAlerts.pathMs, 0.99) / percentile(baseline.pathMs, 0.99));
  const workRatio = round(percentile(withAlerts.workMs, 0.99) / percentile(baseline.workMs, 0.99));
  const notify = figuresOf(withAlerts.notifyMs);
  const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  console.log(`${label}: ${ALERTS.toLocaleString('en-US')} alerts over ${CURRENCIES.length} pairs, ${SECONDS} ticks of each at 1 Hz`);
  console.log(`  tick path without alerts: p50 ${round(percentile(baseline.pathMs, 0.5))} ms, p99 ${round(percentile(baseline.pathMs, 0.99))} ms`);
  console.log(`  tick path with alerts:    p50 ${round(percentile(withAlerts.pathMs, 0.5))} ms, p99 ${round(percentile(withAlerts.pathMs, 0.99))} ms (${ratio}× the baseline; bar ${BAR_RATIO}×, goal ${GOAL_RATIO}×)`);
  console.log(`  the owner's whole second (recorded, then checked and fired): p99 ${round(percentile(baseline.workMs, 0.99))} ms without alerts, ${round(percentile(withAlerts.workMs, 0.99))} ms with them (${workRatio}×)`);
  console.log(`  crossing → notification: ${notify.count} firings, p50 ${notify.p50} ms, p99 ${notify.p99} ms (bar ${BAR_NOTIFY_MS} ms, goal ${GOAL_NOTIFY_MS} ms)`);
  console.log(`  exactly once: ${firings} firings, ${notifications} notifications, ${distinct} distinct`);
  results[kind] = {
    alerts: ALERTS,
    pairs: CURRENCIES.length,
    seconds: SECONDS,
    step: STEP,
    spread: SPREAD,
    baseline: figuresOf(baseline.pathMs),
    withAlerts: figuresOf(withAlerts.pathMs),
    baselineWork: figuresOf(baseline.workMs),
    withAlertsWork: figuresOf(withAlerts.workMs),
    notify,
    firings,
    notifications,
  };
  ratios[`${kind}TickPathP99`] = ratio;
  ratios[`${kind}WholeSecondP99`] = workRatio;
  verdicts[`${kind}Bar`] = ratio <= BAR_RATIO && notify.p99 <= BAR_NOTIFY_MS && firings === notifications && distinct === notifications;
  verdicts[`${kind}Goal`] = ratio <= GOAL_RATIO && notify.p99 <= GOAL_NOTIFY_MS;
}
await recordRun({ bench: 'alerts', figures: results, baselineRatios: ratios, verdicts });
