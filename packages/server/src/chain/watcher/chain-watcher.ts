import { createHash } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { startOwnedLoop, type OwnedLoop, type OwnedLoopLog } from '../owned-loop.js';
import { noteChainError } from './chain-deposit-store.js';
import { pollOnce, type PollContext, type PollResult } from './poll-once.js';

/** Time from one poll's start to the next while caught up, unless the caller says (config: CHAIN_POLL_MS). */
const POLL_INTERVAL_MS = 500;
/** Advisory lock keys of the watchers: this base plus a number made from the network's name. */
const WATCHER_LOCK_BASE = 4_206_871_000;

/** Where the watcher writes what it does (the server's logger fits). */
export type ChainWatcherLog = OwnedLoopLog;

export interface ChainWatcherOptions extends PollContext {
  database: Pick<Database, 'tryAdvisoryLock'>;
  log: ChainWatcherLog;
  intervalMs?: number;
  /** Told after each poll (tests, metrics). */
  onPoll?(result: PollResult): void;
}

export type ChainWatcher = OwnedLoop;

/** The advisory lock whose holder watches `network`: one watcher per network across all processes. */
export function watcherLockKey(network: string): number {
  return WATCHER_LOCK_BASE + (createHash('sha256').update(network).digest().readUInt16BE(0) % 1000);
}

/**
 * Runs a network's watcher in whichever process holds its advisory lock (chain/owned-loop.ts):
 * polls every interval while it holds it, going on from the stored cursor after a takeover. A
 * failed poll (RPC down, garbage answers, database busy) is noted on the cursor for operators and
 * tried again after a growing pause; it never throws out.
 */
export function startChainWatcher(options: ChainWatcherOptions): ChainWatcher {
  const { network } = options.watched;
  return startOwnedLoop({
    database: options.database,
    lockKey: watcherLockKey(network),
    name: `the ${network} chain watcher`,
    log: options.log,
    intervalMs: options.intervalMs ?? POLL_INTERVAL_MS,
    step: async () => {
      const result = await pollOnce(options);
      options.onPoll?.(result);
      return result;
    },
    onFailure: (error) => noteChainError(options.db, network, error instanceof Error ? error.message : String(error)),
  });
}
