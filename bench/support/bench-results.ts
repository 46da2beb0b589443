import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, release, totalmem, type } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Every benchmark writes what it measured, when it runs, to bench/results/<bench>-<UTC time>.json:
 * one file per run, beside the lines it prints. The figures are the measurement; the README keeps
 * the method (bench/README.md, "Result files"). A result is committed with the change it measured.
 */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export interface BenchRun {
  /** The benchmark's name as in `npm run bench:<name>`: api, live, ledger, settle, chain, abuse, restart, web, console. */
  bench: string;
  /** What it measured, in its own shape (numbers as measured: ms, per second, bytes). */
  figures: Json;
  /** Each subject against the baseline measured in the same run (subject / baseline unless the name says otherwise). */
  baselineRatios: Record<string, number>;
  /** Each bar or goal the run checks, and whether it was met. */
  verdicts: Record<string, boolean>;
}

export const RESULTS_FOLDER = fileURLToPath(new URL('../results/', import.meta.url));
const REPOSITORY = fileURLToPath(new URL('../../', import.meta.url));
/** The machine's load when the benchmark started (this module is imported at its start). */
const LOAD_AT_START = loadavg();

/** 2026-11-29T10:45:20.123Z → 2026-11-29T104520Z: sortable, and no colon in a file name. */
export function resultStamp(at: Date): string {
  return at.toISOString().replace(/:/g, '').replace(/\.\d{3}Z$/, 'Z');
}

function git(args: readonly string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: REPOSITORY, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/** The knobs a run was given: BENCH_* as set, and which databases answered (never their addresses). */
function settings(env: NodeJS.ProcessEnv): Record<string, string | boolean> {
  const knobs = Object.entries(env).filter((entry): entry is [string, string] => entry[0].startsWith('BENCH_') && entry[1] !== undefined);
  return { ...Object.fromEntries(knobs.sort(([a], [b]) => a.localeCompare(b))), postgres: Boolean(env.DATABASE_URL), redis: Boolean(env.REDIS_URL) };
}

/** What the result file holds besides the run's own figures. */
export function describeRun(run: BenchRun, at: Date, env: NodeJS.ProcessEnv = process.env): Record<string, Json> {
  const status = git(['status', '--porcelain', '--untracked-files=no']);
  return {
    bench: run.bench,
    recordedBy: 'the benchmark',
    at: at.toISOString(),
    commit: git(['rev-parse', '--short', 'HEAD']),
    uncommittedChanges: status === null ? null : status !== '',
    machine: {
      cores: availableParallelism(),
      cpu: cpus()[0]?.model.trim() ?? 'unknown',
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      os: `${type()} ${release()}`,
      node: process.version,
      loadAverage: { atStart: LOAD_AT_START.map((load) => Math.round(load * 100) / 100), atEnd: loadavg().map((load) => Math.round(load * 100) / 100) },
    },
    settings: settings(env),
    figures: run.figures,
    // Four decimals: the runs' noise is far larger than that.
    baselineRatios: Object.fromEntries(Object.entries(run.baselineRatios).map(([name, ratio]) => [name, Math.round(ratio * 10_000) / 10_000])),
    verdicts: run.verdicts,
  };
}

/**
 * Writes the run to bench/results/<bench>-<UTC time>.json (or `folder`), prints where, and answers
 * the file's path. Two runs of one benchmark in the same second would share a name: the second
 * gets `-2`.
 */
export async function recordRun(run: BenchRun, folder: string = RESULTS_FOLDER, at: Date = new Date()): Promise<string> {
  await mkdir(folder, { recursive: true });
  const text = `${JSON.stringify(describeRun(run, at), null, 2)}\n`;
  for (let attempt = 1; ; attempt += 1) {
    const file = join(folder, `${run.bench}-${resultStamp(at)}${attempt > 1 ? `-${attempt}` : ''}.json`);
    try {
      await writeFile(file, text, { flag: 'wx' });
      console.log(`figures written to ${relative(REPOSITORY, file)}`);
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}
