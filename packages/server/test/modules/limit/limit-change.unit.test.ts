import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COOL_OFF_PERIODS, COOL_OFF_PERIOD_MS, LIMIT_LOOSENING_DELAY_MS, isLooserLimit } from '@meridian/protocol';
import {
  NO_LIMITS,
  changeSetting,
  coolOffUntilAt,
  endCoolOff,
  endExclusion,
  excludeSelf,
  exclusionAt,
  settingAt,
  startCoolOff,
  type LimitAmount,
  type Setting,
  type TradingLimitsState,
} from '../../../src/modules/limit/limit-change.js';

const DELAY = LIMIT_LOOSENING_DELAY_MS;
const HOUR_MS = 60 * 60 * 1000;
const NOW = Date.UTC(2026, 0, 5, 12);

/** A limit: none, or a few amounts so that equal, lower and higher requests all come up. */
const amount = fc.oneof(fc.constant(null), fc.constantFrom('10', '10.00', '50', '100', '250.5'));
const setting: fc.Arbitrary<Setting<LimitAmount>> = fc.record({
  value: amount,
  next: fc.option(fc.record({ value: amount, at: fc.integer({ min: NOW - 2 * DELAY, max: NOW + 2 * DELAY }) }), { nil: null }),
});

const valueAt = (current: Setting<LimitAmount>, at: number) => settingAt(current, at).value;

describe('changing a limit', () => {
  it('never loosens what is in force at once', () => {
    fc.assert(
      fc.property(setting, amount, (before, requested) => {
        const after = changeSetting(before, requested, NOW);
        expect(isLooserLimit(valueAt(before, NOW), valueAt(after, NOW))).toBe(false);
      }),
    );
  });

  it('puts a tighter or equal limit in force at once and drops a waiting loosening', () => {
    fc.assert(
      fc.property(setting, amount, (before, requested) => {
        fc.pre(!isLooserLimit(valueAt(before, NOW), requested));
        expect(changeSetting(before, requested, NOW)).toEqual({ value: requested, next: null });
      }),
    );
  });

  it('puts a looser limit in force a full delay after it was first asked for, not a moment sooner', () => {
    fc.assert(
      fc.property(amount, amount, fc.integer({ min: 1, max: DELAY }), (current, requested, early) => {
        fc.pre(isLooserLimit(current, requested));
        const after = changeSetting({ value: current, next: null }, requested, NOW);
        expect(valueAt(after, NOW + DELAY - early)).toBe(current);
        expect(valueAt(after, NOW + DELAY)).toBe(requested);
      }),
    );
  });

  it('over any run of requests, loosens only to a value asked for at least the delay before', () => {
    const requests = fc.uniqueArray(fc.record({ at: fc.integer({ min: 0, max: 3 * DELAY }), value: amount }), { selector: (request) => request.at, maxLength: 12 });
    fc.assert(
      fc.property(amount, requests, (initial, unsorted) => {
        const sorted = [...unsorted].sort((a, b) => a.at - b.at);
        const stateAt = (t: number) => sorted.filter((request) => request.at <= t).reduce<Setting<LimitAmount>>((state, request) => changeSetting(state, request.value, request.at), { value: initial, next: null });
        const inForce = (t: number) => valueAt(stateAt(t), t);
        const moments = sorted.flatMap((request) => [request.at, request.at + DELAY]);
        for (const t of moments) {
          const before = inForce(t - 1);
          const now = inForce(t);
          if (!isLooserLimit(before, now)) continue;
          const askedEarlyEnough = sorted.some((request) => request.at <= t - DELAY && !isLooserLimit(request.value, now) && !isLooserLimit(now, request.value));
          expect(askedEarlyEnough, `loosened to ${String(now)} at ${t}`).toBe(true);
        }
      }),
    );
  });

  it('reads the reminder the same way: more often at once, less often or off after the delay', () => {
    const every30: Setting<number | null> = { value: 30, next: null };
    expect(changeSetting(every30, 15, NOW)).toEqual({ value: 15, next: null });
    expect(changeSetting(every30, 60, NOW)).toEqual({ value: 30, next: { value: 60, at: NOW + DELAY } });
    expect(changeSetting(every30, null, NOW)).toEqual({ value: 30, next: { value: null, at: NOW + DELAY } });
    expect(changeSetting({ value: null, next: null }, 120, NOW)).toEqual({ value: 120, next: null });
  });
});

const period = fc.constantFrom(...COOL_OFF_PERIODS);
const coolOffState = fc.option(fc.integer({ min: NOW - 40 * 24 * HOUR_MS, max: NOW + 40 * 24 * HOUR_MS }), { nil: null }).map((coolOffUntil): TradingLimitsState => ({ ...NO_LIMITS, coolOffUntil }));

describe('a break from contracts', () => {
  it('starts at once for its whole period and never shortens a longer one', () => {
    fc.assert(
      fc.property(coolOffState, period, (before, chosen) => {
        const until = coolOffUntilAt(startCoolOff(before, chosen, NOW), NOW);
        expect(until).toBe(Math.max(NOW + COOL_OFF_PERIOD_MS[chosen], coolOffUntilAt(before, NOW) ?? 0));
      }),
    );
  });

  it('ends early only a full delay after asking, or at its own end if that is sooner', () => {
    fc.assert(
      fc.property(coolOffState, (before) => {
        const until = coolOffUntilAt(before, NOW);
        const after = coolOffUntilAt(endCoolOff(before, NOW), NOW);
        expect(after).toBe(until === null ? null : Math.min(until, NOW + DELAY));
      }),
    );
  });
});

describe('self-exclusion', () => {
  it('holds from the moment it is asked for until a full delay after its end is first asked for', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 2 * DELAY }), { minLength: 1, maxLength: 4 }), (gaps) => {
        let state = excludeSelf(NO_LIMITS, NOW);
        expect(exclusionAt(state, NOW)).toEqual({ since: NOW, endsAt: null });
        let t = NOW;
        let firstAsk: number | null = null;
        for (const gap of gaps) {
          t += gap;
          if (exclusionAt(state, t) === null) break;
          state = endExclusion(state, t);
          firstAsk ??= t;
          expect(exclusionAt(state, t)?.endsAt).toBe(firstAsk + DELAY);
        }
        if (firstAsk !== null) {
          expect(exclusionAt(state, firstAsk + DELAY - 1)).not.toBeNull();
          expect(exclusionAt(state, firstAsk + DELAY)).toBeNull();
        }
      }),
    );
  });

  it('calls off an asked end when the member excludes themselves again, keeping when it began', () => {
    const ending = endExclusion(excludeSelf(NO_LIMITS, NOW), NOW + HOUR_MS);
    expect(excludeSelf(ending, NOW + 2 * HOUR_MS).exclusion).toEqual({ since: NOW, endsAt: null });
    const ended = endExclusion(excludeSelf(NO_LIMITS, NOW), NOW);
    expect(excludeSelf(ended, NOW + DELAY).exclusion).toEqual({ since: NOW + DELAY, endsAt: null });
    expect(endExclusion(NO_LIMITS, NOW)).toBe(NO_LIMITS);
  });
});
