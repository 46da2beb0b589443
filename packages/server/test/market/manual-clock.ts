import type { Clock } from '../../src/market/clock.js';

export interface ManualClock extends Clock {
  /** Moves time forward, running every timer that falls due, in order. */
  advance(ms: number): void;
  /**
   * When each timer still waiting is due, soonest first. Code on this clock does nothing between
   * two moves but what these timers run: what is not here cannot happen, however long one waits.
   */
  waiting(): number[];
}

/** A clock the test moves by hand, so a day of ticks runs in moments. */
export function createManualClock(startMs: number): ManualClock {
  let now = startMs;
  let sequence = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  const nextDue = (until: number) => {
    let found: [number, { at: number; run: () => void }] | undefined;
    for (const entry of timers) {
      if (entry[1].at <= until && (!found || entry[1].at < found[1].at)) found = entry;
    }
    return found;
  };
  return {
    now: () => now,
    schedule: (run, delayMs) => {
      const id = (sequence += 1);
      timers.set(id, { at: now + Math.max(0, delayMs), run });
      return () => {
        timers.delete(id);
      };
    },
    advance: (ms) => {
      const until = now + ms;
      for (let due = nextDue(until); due; due = nextDue(until)) {
        timers.delete(due[0]);
        now = Math.max(now, due[1].at);
        due[1].run();
      }
      now = until;
    },
    waiting: () => [...timers.values()].map((timer) => timer.at).sort((a, b) => a - b),
  };
}

/**
 * `clock`, counting the timers set on it. A job on the clock sets its next timer once a run is
 * done: the count going up is that run finished, what it did (or left alone) all done.
 */
export function countingTimers(clock: Clock): Clock & { timersSet(): number } {
  let count = 0;
  return {
    now: () => clock.now(),
    schedule: (run, delayMs) => {
      count += 1;
      return clock.schedule(run, delayMs);
    },
    timersSet: () => count,
  };
}
