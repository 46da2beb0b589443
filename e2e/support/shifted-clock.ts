import { SYSTEM_CLOCK, type Clock } from '@meridian/server';

/** The system clock, moved forward on demand: what a journey uses to show a wait of hours at once. */
export interface ShiftedClock extends Clock {
  /** Moves the server's "now" forward by `ms`; timers already scheduled keep their own delays. */
  advance(ms: number): void;
}

export function shiftedClock(): ShiftedClock {
  let offsetMs = 0;
  return {
    now: () => SYSTEM_CLOCK.now() + offsetMs,
    schedule: (run, delayMs) => SYSTEM_CLOCK.schedule(run, delayMs),
    advance(ms) {
      offsetMs += ms;
    },
  };
}
