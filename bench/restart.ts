/**
 * `npm run bench:restart`: how long members wait after a crash. The built server
 * (`packages/server/dist/main.js`) runs as its own process, on the embedded database and, when
 * DATABASE_URL is set, on a PostgreSQL database made for this run. For each it prints the time from
 * spawning the process to the first `/readyz` 200 (database answers, price ticks arrive, listener
 * up): the first start (migrations and demo seed), a restart after a graceful SIGTERM (the
 * baseline), and restarts after `kill -9` following RUN_SECONDS of trading time; with the
 * server's own account of where its start went (the `started` log line's phases).
 * Bar (issue 16): time-to-ready after `kill -9` under 5 s on both databases.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { recordRun, type Json } from './support/bench-results.js';
import { exitOf, freePort, pause, startServerProcess, stopGracefully, withPostgresDatabase } from './support/server-process.js';

const RUN_SECONDS = Number(process.env.BENCH_RESTART_RUN_SECONDS ?? 20);
const CRASHES = Number(process.env.BENCH_RESTART_CRASHES ?? 3);
/** Bar (issue 16): ready within this after `kill -9`. */
const BAR_MS = 5_000;

interface RestartFigures {
  firstStartMs: number;
  sigtermExitMs: number;
  baselineMs: number;
  afterKillMs: number[];
  /** The server's own account of each start, in the order above. */
  phases: Record<string, number>[];
}

async function crash(child: ChildProcess): Promise<void> {
  child.kill('SIGKILL');
  await exitOf(child);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const phaseText = (phases: Record<string, number>) =>
  Object.entries(phases)
    .map(([name, ms]) => `${name.replace(/Ms$/, '')} ${ms} ms`)
    .join(', ');

async function measure(label: string, env: Record<string, string>): Promise<RestartFigures> {
  const port = await freePort();
  console.log(`\n${label}`);
  const first = await startServerProcess(env, port);
  console.log(`  first start (migrate + seed): ready after ${seconds(first.readyMs)}  [${phaseText(first.phases)}]`);
  await pause(RUN_SECONDS * 1000);
  const stopMs = await stopGracefully(first.child);
  console.log(`  SIGTERM: exited after ${seconds(stopMs)}`);
  const baseline = await startServerProcess(env, port);
  console.log(`  restart after SIGTERM (baseline): ready after ${seconds(baseline.readyMs)}  [${phaseText(baseline.phases)}]`);
  let running = baseline.child;
  const afterCrash: number[] = [];
  const phases = [first.phases, baseline.phases];
  for (let i = 1; i <= CRASHES; i += 1) {
    await pause(RUN_SECONDS * 1000);
    await crash(running);
    const again = await startServerProcess(env, port);
    afterCrash.push(again.readyMs);
    phases.push(again.phases);
    running = again.child;
    console.log(`  restart after kill -9 #${i}: ready after ${seconds(again.readyMs)}  [${phaseText(again.phases)}]`);
  }
  await stopGracefully(running);
  const worst = Math.max(...afterCrash);
  console.log(`  worst after kill -9: ${seconds(worst)} = ${(worst / baseline.readyMs).toFixed(2)}x the baseline; bar < 5 s: ${worst < BAR_MS ? 'met' : 'NOT met'}`);
  return { firstStartMs: first.readyMs, sigtermExitMs: stopMs, baselineMs: baseline.readyMs, afterKillMs: afterCrash, phases };
}

async function record(measured: ReadonlyMap<string, RestartFigures>): Promise<void> {
  const each = [...measured];
  const worst = (figures: RestartFigures) => Math.max(...figures.afterKillMs);
  await recordRun({
    bench: 'restart',
    figures: { runSeconds: RUN_SECONDS, crashes: CRASHES, ...Object.fromEntries(each.map(([name, figures]): [string, Json] => [name, { ...figures, afterKillMs: [...figures.afterKillMs], phases: figures.phases.map((phase) => ({ ...phase })) }])) },
    baselineRatios: Object.fromEntries(each.map(([name, figures]) => [`${name}: worst after kill -9 / after SIGTERM`, worst(figures) / figures.baselineMs])),
    verdicts: Object.fromEntries(each.map(([name, figures]) => [`${name}: bar (issue 16), ready within ${BAR_MS / 1000} s after kill -9`, worst(figures) < BAR_MS])),
  });
}

async function main(): Promise<void> {
  console.log(`bench:restart — ${RUN_SECONDS} s of running before each stop, ${CRASHES} crashes per database`);
  const measured = new Map<string, RestartFigures>();
  const dataDir = await mkdtemp(join(tmpdir(), 'meridian-bench-restart-'));
  try {
    measured.set('pglite', await measure('embedded PGlite', { DATA_DIR: dataDir }));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.log('\nPostgreSQL: skipped (set DATABASE_URL to measure it)');
    await record(measured);
    return;
  }
  const scratch = await mkdtemp(join(tmpdir(), 'meridian-bench-restart-pg-'));
  try {
    measured.set('postgres', await withPostgresDatabase(adminUrl, (url) => measure('PostgreSQL', { DATA_DIR: scratch, DATABASE_URL: url })));
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  await record(measured);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
