import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/types.js';

/**
 * How far this machine's clock may be from the database's. Machines kept by NTP agree within
 * milliseconds; two seconds is a clock that is wrong, not one that drifts. Ticks are stamped, and
 * contracts settle, by the second.
 */
export const CLOCK_TOLERANCE_MS = 2_000;
const CHECK_EVERY_MS = 15_000;
/** A reading whose round trip took longer says too little about the offset: it is not counted. */
const MAX_ROUND_TRIP_MS = 1_000;

export interface ClockCheckLog {
  warn(message: string): void;
  error(message: string): void;
}

/**
 * Whether this process's clock agrees with the database's, the one clock every process shares. A
 * process whose clock is off (a host whose NTP broke; tested with a clock 30 s ahead) would stamp
 * ticks in the future or the past, which the tick chain then commits to for good, and settle
 * contracts at the wrong second. So while it is off, the process does not lead the price feed,
 * runs no jobs, and says it is not ready (/readyz), so that no member is sent to it; it still
 * reads and follows. It resumes by itself once a reading agrees again.
 */
export interface ClockCheck {
  trusted(): boolean;
  /** The database's clock minus this machine's, from the last counted reading (0 before one). */
  offsetMs(): number;
  /** Told of each change of trust. */
  onChange(listener: (trusted: boolean) => void): void;
  stop(): void;
}

const ZNow = z.object({ rows: z.array(z.object({ ms: z.coerce.number() })) });

/** The database's clock, in epoch ms. */
export async function databaseNowMs(db: Db): Promise<number> {
  const { rows } = ZNow.parse(await db.execute(sql`select (extract(epoch from clock_timestamp()) * 1000)::float8 as ms`));
  const ms = rows[0]?.ms;
  if (ms === undefined) throw new Error('the database did not say what time it is');
  return ms;
}

/** A process whose database runs inside it (PGlite) shares its clock by construction: nothing to check. */
export const SAME_CLOCK: ClockCheck = { trusted: () => true, offsetMs: () => 0, onChange: () => undefined, stop: () => undefined };

/**
 * Reads the database's clock now (resolving after that first reading, so a process with a wrong
 * clock never leads for a moment) and every 15 s after.
 */
export async function startClockCheck(readDatabaseMs: () => Promise<number>, log: ClockCheckLog, now: () => number = Date.now): Promise<ClockCheck> {
  let trusted = true;
  let offset = 0;
  const listeners: ((trusted: boolean) => void)[] = [];

  const read = async () => {
    const before = now();
    const databaseMs = await readDatabaseMs();
    const after = now();
    if (after - before > MAX_ROUND_TRIP_MS) return;
    offset = databaseMs - (before + after) / 2;
    const agrees = Math.abs(offset) <= CLOCK_TOLERANCE_MS;
    if (agrees === trusted) return;
    trusted = agrees;
    if (agrees) log.warn(`this machine's clock agrees with the database's again (off by ${Math.round(offset)} ms): leading, jobs and readiness resume`);
    else log.error(`this machine's clock is ${Math.round(-offset)} ms off the database's (more than ${CLOCK_TOLERANCE_MS} ms): this process leads nothing, runs no jobs and is not ready until it agrees`);
    for (const listener of listeners) listener(trusted);
  };
  const readLogged = () =>
    read().catch((error: unknown) => {
      // No reading (the database is away): the last one stands.
      log.warn(`could not read the database's clock: ${error instanceof Error ? error.message : String(error)}`);
    });

  await readLogged();
  const timer = setInterval(() => void readLogged(), CHECK_EVERY_MS);
  timer.unref();
  return {
    trusted: () => trusted,
    offsetMs: () => offset,
    onChange(listener) {
      listeners.push(listener);
    },
    stop() {
      clearInterval(timer);
    },
  };
}

/**
 * Runs what `start` starts while the clock is trusted: stopped when it is not, started again when
 * it agrees again. Answers what stops it for good.
 */
export function whileClockTrusted(check: ClockCheck, start: () => () => Promise<void>): () => Promise<void> {
  let stopRunning: (() => Promise<void>) | null = check.trusted() ? start() : null;
  let ended = false;
  let changing: Promise<void> = Promise.resolve();
  check.onChange((trusted) => {
    changing = changing.then(async () => {
      if (ended) return;
      if (trusted && !stopRunning) stopRunning = start();
      if (!trusted && stopRunning) {
        const stop = stopRunning;
        stopRunning = null;
        await stop();
      }
    });
  });
  return async () => {
    ended = true;
    await changing;
    await stopRunning?.();
  };
}
