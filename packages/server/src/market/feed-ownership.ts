import type { HeldLock } from '../db/types.js';
import type { MarketLog } from './market-log.js';
import type { Timers } from './timers.js';

/** Any number that is ours alone: whoever holds it owns the price feed. */
export const FEED_LOCK_KEY = 4_206_870_002;
/** How often a process that does not own the feed tries to take it over. */
const TAKEOVER_RETRY_MS = 2_000;
/** Attempts in a row when the database cannot be reached, and the (real-time) pause between them. */
const LOCK_ATTEMPTS = 3;
const LOCK_RETRY_PAUSE_MS = 300;

export interface FeedOwnershipOptions {
  tryAdvisoryLock(key: number): Promise<HeldLock | null>;
  /**
   * Whether this process may lead now (not while its clock is off the database's): asked before
   * each try for the lock, and by an owner every few seconds, which gives the feed back when not.
   */
  mayLead(): boolean;
  timers: Timers;
  log: MarketLog;
  sourceName: string;
  /** Starts the feed now that this process holds the lock; a throw gives the lock back. */
  lead(): Promise<void>;
  /** Stops the feed: the lock was lost or is being given back. */
  resign(): Promise<void>;
}

/**
 * Who runs the price source: the holder of an advisory lock. A process that does not hold it tries
 * again every few seconds, so when the owner dies (its lock goes with its connection) another
 * takes over; an owner that loses its lock stops its source and tries to take it back.
 */
export interface FeedOwnership {
  /** Takes part: tries for the lock once (resolving after that try) and keeps trying while not owner. */
  join(): Promise<void>;
  /** Stops trying, and gives the feed and the lock back if held. */
  leave(): Promise<void>;
  isOwner(): boolean;
}

export function createFeedOwnership(options: FeedOwnershipOptions): FeedOwnership {
  const { timers, log } = options;
  let running = false;
  let lock: HeldLock | null = null;
  let takingOver: Promise<void> = Promise.resolve();

  const resign = async () => {
    lock = null;
    await options.resign();
  };

  const lead = async (held: HeldLock) => {
    if (!running) {
      await held.release();
      return;
    }
    lock = held;
    try {
      await options.lead();
    } catch (error) {
      await resign();
      await held.release();
      throw error;
    }
    log.info(`this process now owns the ${options.sourceName} price feed`);
    timers.later(() => void stillMayLead(held), TAKEOVER_RETRY_MS);
    void held.lost.then(async () => {
      if (lock !== held) return;
      await resign();
      if (running) {
        log.info('lost the price feed lock; trying to take it back');
        timers.later(tryToLead, TAKEOVER_RETRY_MS);
      }
    });
  };

  /** An owner that may no longer lead gives the feed and the lock back, and tries again later. */
  async function stillMayLead(held: HeldLock): Promise<void> {
    if (lock !== held) return;
    if (options.mayLead()) {
      timers.later(() => void stillMayLead(held), TAKEOVER_RETRY_MS);
      return;
    }
    log.info('giving the price feed back: this process may not lead now');
    await resign();
    await held.release();
    if (running) timers.later(tryToLead, TAKEOVER_RETRY_MS);
  }

  const wantsFeed = () => running && lock === null;
  /**
   * One attempt at the lock; a failure to reach the database (not a lock someone else holds) is
   * tried again at once a few times, so a busy moment at start does not leave the feed unowned
   * until the next takeover round.
   */
  const attemptLead = async () => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const held = await options.tryAdvisoryLock(FEED_LOCK_KEY);
        if (held) await lead(held);
        return;
      } catch (error) {
        if (attempt >= LOCK_ATTEMPTS || !wantsFeed()) throw error;
        await new Promise((resolve) => setTimeout(resolve, LOCK_RETRY_PAUSE_MS));
      }
    }
  };
  function tryToLead(): void {
    if (!wantsFeed()) return;
    if (!options.mayLead()) {
      timers.later(tryToLead, TAKEOVER_RETRY_MS);
      return;
    }
    takingOver = (async () => {
      try {
        await attemptLead();
      } catch (error) {
        log.error(error, 'could not take the price feed lock');
      }
      // Read afresh: leave() or a lost lock may have changed both while this awaited.
      if (wantsFeed()) timers.later(tryToLead, TAKEOVER_RETRY_MS);
    })();
  }

  return {
    async join() {
      running = true;
      tryToLead();
      await takingOver;
    },
    async leave() {
      running = false;
      await takingOver;
      const held = lock;
      await resign();
      await held?.release();
    },
    isOwner: () => lock !== null,
  };
}
