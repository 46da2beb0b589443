import { randomBytes, randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { startLoad } from './crash-load.js';
import { CrashServer, freePort } from './crash-server.js';
import { prepareCrashDatabase } from './crash-setup.js';
import { verifyCrashRun, type CrashFindings } from './crash-verify.js';
import { CrashWire } from './crash-wire.js';

export interface CrashRunOptions {
  /** The server's DATA_DIR; its embedded database when databaseUrl is not given. */
  dataDir: string;
  databaseUrl?: string;
  /**
   * Runs `use` on the server's database from this process: for the setup before the first start
   * and the checks after the last stop (PGlite lets one process at a time open its files).
   */
  withDatabase<T>(use: (database: Database) => Promise<T>): Promise<T>;
  kills: number;
  members: number;
}

export interface CrashRunResult extends CrashFindings {
  kills: number;
  startTimesMs: number[];
  /** Answers no correct server gives, and exits nobody asked for. */
  runProblems: string[];
  serverTail: string;
}

/** Longer than any run on a loaded machine; a retry still unanswered then fails the run. */
const LOAD_DEADLINE_MS = 240_000;
/** After each (re)start the server takes load for a random while before it is killed. */
const SERVING_MS = { min: 1_500, max: 4_000 };
const SERVING_AFTER_LAST_RESTART_MS = 2_000;

/**
 * The crash test: money-moving load over real HTTP against one real server process, which is
 * killed with SIGKILL at random moments `kills` times and started again on the same database;
 * clients send every unanswered request again with the same requestId, as the app does. Then
 * the database is checked against everything that was answered (crash-verify.ts).
 */
export async function runCrashScenario(options: CrashRunOptions): Promise<CrashRunResult> {
  const members = await options.withDatabase((database) => prepareCrashDatabase(database, options.members));
  const operatorToken = randomBytes(16).toString('hex');
  const sandboxPaySecret = randomBytes(16).toString('hex');
  const server = new CrashServer({
    port: await freePort(),
    dataDir: options.dataDir,
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    operatorToken,
    sandboxPaySecret,
  });
  try {
    await server.start();
    const wire = new CrashWire(server.url, operatorToken, sandboxPaySecret);
    const deadline = { at: Date.now() + LOAD_DEADLINE_MS };
    const load = startLoad({ wire, members, deadline });
    try {
      for (let kill = 0; kill < options.kills; kill += 1) {
        // Not a wait for anything: how long the server serves before its kill is what is modelled.
        await sleep(randomInt(SERVING_MS.min, SERVING_MS.max));
        await server.kill();
        await server.start();
      }
      // Load on the last start too (modelled, as above), before everything answered is checked.
      await sleep(SERVING_AFTER_LAST_RESTART_MS);
    } catch (error) {
      // Abandoned: the callers stop retrying at once instead of waiting for the deadline.
      deadline.at = 0;
      await server.stop();
      await load.stop().catch(() => undefined);
      throw error;
    }
    await load.stop();
    await server.stop();
    const findings = await options.withDatabase((database) => verifyCrashRun(database.db, members, load.record, server.killTimes));
    return {
      ...findings,
      kills: server.kills,
      startTimesMs: server.startTimes,
      runProblems: [...load.record.problems, ...server.unexpectedExits],
      serverTail: server.tail(),
    };
  } finally {
    await server.stop();
  }
}

/** What both databases must show after the run. */
export function expectCrashSafe(result: CrashRunResult, kills: number): void {
  const { figures } = result;
  console.log(
    `crash run: ${result.kills} kills, starts took ${result.startTimesMs.join(', ')} ms; ${figures.answered} requests answered, ` +
      `${figures.retried} of them after a lost answer (${figures.replayed} had committed the first time, ${figures.replayedAcrossKill} of them across a kill), ${figures.retriedCallbacks} callbacks resent, ` +
      `${figures.unansweredAdjustments} adjustments unanswered (${figures.unansweredAdjustmentsApplied} had committed), ${figures.entries} journal entries`,
  );
  expect(result.runProblems, result.serverTail).toEqual([]);
  expect(result.problems).toEqual([]);
  expect(result.kills).toBe(kills);
  // The kills must have cut requests short, and some retries must have met a committed first
  // run (the dropped connections see to that), or the run proved nothing about exactly-once.
  expect(figures.retried + figures.retriedCallbacks + figures.unansweredAdjustments).toBeGreaterThan(0);
  expect(figures.replayed).toBeGreaterThan(0);
  expect(figures.entries).toBeGreaterThan(20);
}
