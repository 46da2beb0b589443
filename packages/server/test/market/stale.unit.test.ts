import { describe, expect, it } from 'vitest';
import { STALE_AFTER_MS, createStaleTracker } from '../../src/market/stale.js';

function trackerAt(startMs: number) {
  let now = startMs;
  const tracker = createStaleTracker({ allnames: ['BTC/USDT', 'ETH/USDT'], now: () => now });
  return { tracker, advance: (ms: number) => (now += ms) };
}

describe('stale tracker', () => {
  it('marks a currency stale when no tick arrived for 10 s, and fresh again on the next tick', () => {
    const { tracker, advance } = trackerAt(1_000_000);
    tracker.recordTick('BTC/USDT');
    tracker.recordTick('ETH/USDT');
    advance(STALE_AFTER_MS - 1);
    tracker.recordTick('ETH/USDT');
    expect(tracker.isStale('BTC/USDT')).toBe(false);
    advance(1);
    expect(STALE_AFTER_MS).toBe(10_000);
    expect(tracker.isStale('BTC/USDT')).toBe(true);
    expect(tracker.isStale('ETH/USDT')).toBe(false);
    expect(tracker.staleCurrencies()).toEqual(['BTC/USDT']);
    tracker.recordTick('BTC/USDT');
    expect(tracker.staleCurrencies()).toEqual([]);
  });

  it('counts a currency that never ticked from when tracking began', () => {
    const { tracker, advance } = trackerAt(0);
    advance(9_999);
    expect(tracker.staleCurrencies()).toEqual([]);
    advance(1);
    expect(tracker.staleCurrencies()).toEqual(['BTC/USDT', 'ETH/USDT']);
  });

  it('treats an untracked currency as stale until it ticks', () => {
    const { tracker } = trackerAt(0);
    expect(tracker.isStale('XYZ/USDT')).toBe(true);
    tracker.recordTick('XYZ/USDT');
    expect(tracker.isStale('XYZ/USDT')).toBe(false);
  });

  it('honours a custom threshold', () => {
    let now = 0;
    const tracker = createStaleTracker({ allnames: ['BTC/USDT'], now: () => now, staleAfterMs: 3_000 });
    now = 2_999;
    expect(tracker.isStale('BTC/USDT')).toBe(false);
    now = 3_000;
    expect(tracker.isStale('BTC/USDT')).toBe(true);
  });
});
