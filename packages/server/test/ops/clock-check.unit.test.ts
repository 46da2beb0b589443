import { describe, expect, it, vi } from 'vitest';
import { CLOCK_TOLERANCE_MS, startClockCheck, whileClockTrusted } from '../../src/ops/clock-check.js';

/** A database clock `offset` ms from this machine's, answering after `roundTripMs` of this machine's time. */
function setup(offsetMs: number, roundTripMs = 4) {
  let now = 1_800_000_000_000;
  const state = { offsetMs, roundTripMs };
  const log = { warn: vi.fn(), error: vi.fn() };
  const readDatabaseMs = () => {
    const answer = now + state.roundTripMs / 2 + state.offsetMs;
    now += state.roundTripMs;
    return Promise.resolve(answer);
  };
  return { state, log, readDatabaseMs, now: () => now };
}

describe('the clock check', () => {
  it('trusts a clock within the tolerance of the database’s, and says by how much they differ', async () => {
    const { log, readDatabaseMs, now } = setup(-250);
    const check = await startClockCheck(readDatabaseMs, log, now);
    check.stop();
    expect(check.trusted()).toBe(true);
    expect(check.offsetMs()).toBe(-250);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('distrusts a clock 30 s ahead from the first reading, and names the offset in the log', async () => {
    const { log, readDatabaseMs, now } = setup(-30_000);
    const check = await startClockCheck(readDatabaseMs, log, now);
    check.stop();
    expect(check.trusted()).toBe(false);
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('30000 ms off'));
  });

  it('counts no reading whose round trip was too slow to say anything', async () => {
    const { log, readDatabaseMs, now } = setup(CLOCK_TOLERANCE_MS * 10, 1_500);
    const check = await startClockCheck(readDatabaseMs, log, now);
    check.stop();
    expect(check.trusted()).toBe(true);
    expect(check.offsetMs()).toBe(0);
  });

  it('runs what it guards only while the clock is trusted: stopped when it goes off, started again when it agrees', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { state, log, readDatabaseMs, now } = setup(0);
      const check = await startClockCheck(readDatabaseMs, log, now);
      const stops: number[] = [];
      let starts = 0;
      const stopAll = whileClockTrusted(check, () => {
        starts += 1;
        const run = starts;
        return () => {
          stops.push(run);
          return Promise.resolve();
        };
      });
      expect(starts).toBe(1);

      state.offsetMs = 30_000;
      await vi.advanceTimersByTimeAsync(15_000);
      expect(check.trusted()).toBe(false);
      expect(stops).toEqual([1]);

      state.offsetMs = 10;
      await vi.advanceTimersByTimeAsync(15_000);
      expect(check.trusted()).toBe(true);
      expect(starts).toBe(2);

      await stopAll();
      check.stop();
      expect(stops).toEqual([1, 2]);
    } finally {
      vi.useRealTimers();
    }
  });
});
