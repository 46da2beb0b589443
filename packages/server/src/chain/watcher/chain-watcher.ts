import { createHash } from 'node:crypto';
import type { Database, HeldLock } from '../../db/client.js';
import { noteChainError } from './chain-deposit-store.js';
import { pollOnce, type PollContext, type PollResult } from './poll-once.js';

/** Time from one poll's start to the next while caught up, unless the caller says (config: CHAIN_POLL_MS). */
const POLL_INTERVAL_MS = 500;
/** How often a process that does not own the network's watcher tries to take it over. */
const TAKEOVER_RETRY_MS = 2_000;
/** Backoff after failed polls: doubling from the interval up to this. */
const MAX_BACKOFF_MS = 60_000;
/** Advisory lock keys of the watchers: this base plus a number made from the network's name. */
const WATCHER_LOCK_BASE = 4_206_871_000;

/** Where the watcher writes what it does (the server's logger fits). */
export interface ChainWatcherLog {
  info(message: string): void;
  error(error: unknown, message: string): void;
}

export interface ChainWatcherOptions extends PollContext {
  database: Pick<Database, 'tryAdvisoryLock'>;
  log: ChainWatcherLog;
  intervalMs?: number;
  /** Told after each poll (tests, metrics). */
  onPoll?(result: PollResult): void;
}

export interface ChainWatcher {
  /** Stops polling (waiting for a poll under way) and gives the network's lock back. */
  stop(): Promise<void>;
  isLeader(): boolean;
}

/** The advisory lock whose holder watches `network`: one watcher per network across all processes. */
export function watcherLockKey(network: string): number {
  return WATCHER_LOCK_BASE + (createHash('sha256').update(network).digest().readUInt16BE(0) % 1000);
}

function backoffMs(failures: number, intervalMs: number): number {
  return Math.min(MAX_BACKOFF_MS, intervalMs * 2 ** Math.min(failures, 10));
}

/**
 * Runs a network's watcher in whichever process holds its advisory lock (as the price feed is
 * owned, market/feed-ownership.ts): polls every interval while it holds it, and when its holder
 * dies the lock goes with its connection and another process takes over within a few seconds,
 * going on from the stored cursor. A failed poll (RPC down, garbage answers, database busy) is
 * noted on the cursor for operators and tried again after a growing pause; it never throws out.
 */
export function startChainWatcher(options: ChainWatcherOptions): ChainWatcher {
  const { log, watched } = options;
  const intervalMs = options.intervalMs ?? POLL_INTERVAL_MS;
  const key = watcherLockKey(watched.network);
  let running = true;
  let lock: HeldLock | null = null;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();

  const schedule = (delayMs: number) => {
    if (!running) return;
    timer = setTimeout(() => {
      current = step();
    }, delayMs);
  };
  const takeLock = async (): Promise<boolean> => {
    const held = await options.database.tryAdvisoryLock(key);
    if (!held) return false;
    if (!running) {
      await held.release();
      return false;
    }
    lock = held;
    log.info(`this process now watches the ${watched.network} chain`);
    void held.lost.then(() => {
      if (lock !== held) return;
      lock = null;
      if (running) log.info(`lost the ${watched.network} watcher lock; trying to take it back`);
    });
    return true;
  };
  const poll = async () => {
    const startedAt = Date.now();
    try {
      const result = await pollOnce(options);
      failures = 0;
      options.onPoll?.(result);
      // Catching up, or more deposits due than one poll credits: go on at once (a timer's turn, so stop() still gets in).
      // Otherwise an interval after this poll began: a poll as long as the interval is followed at once, so a block
      // mined during it waits for no pause on top.
      schedule(result.more ? 0 : Math.max(0, startedAt + intervalMs - Date.now()));
    } catch (error) {
      failures += 1;
      log.error(error, `the ${watched.network} watcher's poll failed (${failures} in a row)`);
      await noteChainError(options.db, watched.network, error instanceof Error ? error.message : String(error)).catch(() => undefined);
      schedule(backoffMs(failures, intervalMs));
    }
  };
  async function step(): Promise<void> {
    if (!running) return;
    if (lock === null) {
      const taken = await takeLock().catch((error: unknown) => {
        log.error(error, `could not take the ${watched.network} watcher lock`);
        return false;
      });
      if (!taken) {
        schedule(TAKEOVER_RETRY_MS);
        return;
      }
    }
    await poll();
  }

  current = step();
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
