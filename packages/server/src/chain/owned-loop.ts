import type { Database, HeldLock } from '../db/client.js';
import { inBackgroundSpan } from '../ops/trace-context.js';

/** How often a process that does not own the loop tries to take it over. */
const TAKEOVER_RETRY_MS = 2_000;
/** Backoff after failed steps: doubling from the interval up to this. */
const MAX_BACKOFF_MS = 60_000;

/** Where a loop writes what it does (the server's logger fits). */
export interface OwnedLoopLog {
  info(message: string): void;
  error(error: unknown, message: string): void;
}

export interface OwnedLoopOptions {
  database: Pick<Database, 'tryAdvisoryLock'>;
  /** The advisory lock whose holder runs the loop: one owner across all processes. */
  lockKey: number;
  /** What the loop is, for the log: "the ERC20 watcher". */
  name: string;
  log: OwnedLoopLog;
  /** Time from one step's start to the next's while there is nothing left to do. */
  intervalMs: number;
  /** One step; `more` when work is left and the next step should follow at once. */
  step(): Promise<{ more: boolean }>;
  /** Told of a failed step (noted for operators); its own failure is ignored. */
  onFailure?(error: unknown): Promise<void>;
}

export interface OwnedLoop {
  /** Stops (waiting for a step under way) and gives the lock back. */
  stop(): Promise<void>;
  isLeader(): boolean;
}

function backoffMs(failures: number, intervalMs: number): number {
  return Math.min(MAX_BACKOFF_MS, intervalMs * 2 ** Math.min(failures, 10));
}

/**
 * Runs a step again and again in whichever process holds an advisory lock (as the price feed is
 * owned, market/feed-ownership.ts): while it holds it, a step every interval (at once while work is
 * left); when its holder dies the lock goes with its connection and another process takes over
 * within a few seconds. A failed step is told to `onFailure` and tried again after a growing
 * pause; it never throws out. The chain's watchers and signers run this way.
 */
export function startOwnedLoop(options: OwnedLoopOptions): OwnedLoop {
  const { log, name, intervalMs } = options;
  let running = true;
  let lock: HeldLock | null = null;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();

  const schedule = (delayMs: number) => {
    if (!running) return;
    timer = setTimeout(() => {
      current = turn();
    }, delayMs);
  };
  const takeLock = async (): Promise<boolean> => {
    const held = await options.database.tryAdvisoryLock(options.lockKey);
    if (!held) return false;
    if (!running) {
      await held.release();
      return false;
    }
    lock = held;
    log.info(`this process now runs ${name}`);
    void held.lost.then(() => {
      if (lock !== held) return;
      lock = null;
      if (running) log.info(`lost the lock of ${name}; trying to take it back`);
    });
    return true;
  };
  const step = async () => {
    const startedAt = Date.now();
    try {
      // Each step a trace of its own: a deposit it credits leads, through the ledger, to the member's push.
      const { more } = await inBackgroundSpan(name, () => options.step());
      failures = 0;
      // Work left: go on at once (a timer's turn, so stop() still gets in). Otherwise an interval
      // after this step began: a step as long as the interval is followed at once, with no pause on top.
      schedule(more ? 0 : Math.max(0, startedAt + intervalMs - Date.now()));
    } catch (error) {
      failures += 1;
      log.error(error, `a step of ${name} failed (${failures} in a row)`);
      await options.onFailure?.(error).catch(() => undefined);
      schedule(backoffMs(failures, intervalMs));
    }
  };
  async function turn(): Promise<void> {
    if (!running) return;
    if (lock === null) {
      const taken = await takeLock().catch((error: unknown) => {
        log.error(error, `could not take the lock of ${name}`);
        return false;
      });
      if (!taken) {
        schedule(TAKEOVER_RETRY_MS);
        return;
      }
    }
    await step();
  }

  current = turn();
  return {
    async stop() {
      running = false;
      clearTimeout(timer);
      await current;
      const held = lock;
      lock = null;
      await held?.release();
    },
    isLeader: () => lock !== null,
  };
}
