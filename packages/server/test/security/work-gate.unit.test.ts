import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GateBusyError, WorkGate } from '../../src/security/work-gate.js';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('WorkGate', () => {
  it('runs at most maxRunning pieces at once and starts the next as one finishes', async () => {
    const gate = new WorkGate({ maxRunning: 2, maxQueued: 10, maxWaitMs: 5_000 });
    const blockers = [deferred(), deferred(), deferred()];
    let peak = 0;
    let running = 0;
    const runs = blockers.map((blocker) =>
      gate.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await blocker.promise;
        running -= 1;
      }),
    );
    await Promise.resolve();
    expect(gate.load).toEqual({ running: 2, queued: 1 });
    for (const blocker of blockers) blocker.resolve();
    await Promise.all(runs);
    expect(peak).toBe(2);
    expect(gate.load).toEqual({ running: 0, queued: 0 });
  });

  it('refuses at once when the queue is full, and after maxWaitMs when no turn came', async () => {
    const gate = new WorkGate({ maxRunning: 1, maxQueued: 1, maxWaitMs: 50 });
    const blocker = deferred();
    const first = gate.run(() => blocker.promise);
    const queued = gate.run(() => Promise.resolve('late'));
    await expect(gate.run(() => Promise.resolve('no room'))).rejects.toBeInstanceOf(GateBusyError);
    await expect(queued).rejects.toBeInstanceOf(GateBusyError);
    blocker.resolve();
    await first;
    expect(await gate.run(() => Promise.resolve('free again'))).toBe('free again');
  });

  it('frees its place when the work fails', async () => {
    const gate = new WorkGate({ maxRunning: 1, maxQueued: 0, maxWaitMs: 10 });
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(() => Promise.resolve(7))).toBe(7);
  });

  it('keeps the reserved places for trusted work: a flood of open work never fills them (issue 35 item 9)', async () => {
    const gate = new WorkGate({ maxRunning: 2, reservedForTrusted: 1, maxQueued: 2, maxWaitMs: 5_000 });
    const flood = [deferred(), deferred()];
    const open = flood.map((blocker) => gate.run(() => blocker.promise, 'open'));
    await Promise.resolve();
    // One open piece runs, the other waits: the second place is kept.
    expect(gate.load).toEqual({ running: 1, queued: 1 });
    // The open queue is full (2 with this one)...
    const third = gate.run(() => Promise.resolve('third'), 'open');
    await expect(gate.run(() => Promise.resolve('no room'), 'open')).rejects.toBeInstanceOf(GateBusyError);
    // ...and a trusted piece still starts at once, in the kept place.
    expect(await gate.run(() => Promise.resolve('member on their phone'), 'trusted')).toBe('member on their phone');
    for (const blocker of flood) blocker.resolve();
    await Promise.all([...open, third]);
  });

  it('gives a freed place to trusted work waiting before open work that came first', async () => {
    const gate = new WorkGate({ maxRunning: 2, reservedForTrusted: 1, maxQueued: 5, maxWaitMs: 5_000 });
    const blockers = [deferred(), deferred()];
    const order: string[] = [];
    const running = [gate.run(() => blockers[0]?.promise ?? Promise.resolve(), 'open'), gate.run(() => blockers[1]?.promise ?? Promise.resolve(), 'trusted')];
    const openLater = gate.run(() => Promise.resolve(order.push('open')), 'open');
    const trustedLater = gate.run(() => Promise.resolve(order.push('trusted')), 'trusted');
    await Promise.resolve();
    blockers[1]?.resolve();
    await trustedLater;
    blockers[0]?.resolve();
    await Promise.all([...running, openLater]);
    expect(order).toEqual(['trusted', 'open']);
  });

  describe('on a clock the test moves', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('under pressure, rests an open place as long as its last piece took before starting the next', async () => {
      const gate = new WorkGate({ maxRunning: 2, reservedForTrusted: 1, paceOpenUnderPressure: true, maxQueued: 5, maxWaitMs: 5_000 });
      const starts: number[] = [];
      // Each piece takes 60 ms of the clock.
      const piece = () =>
        gate.run(async () => {
          starts.push(performance.now());
          await new Promise((resolve) => setTimeout(resolve, 60));
        }, 'open');
      const three = Promise.all([piece(), piece(), piece()]);
      await vi.runAllTimersAsync();
      await three;
      const [first = 0, second = 0, third = 0] = starts;
      // The next waited as long again before it started.
      expect(second - first).toBe(120);
      expect(third - second).toBe(120);
      // With nobody waiting there is no rest: the next piece starts at once.
      const alone = performance.now();
      const fourth = piece();
      await vi.runAllTimersAsync();
      await fourth;
      expect(starts.at(-1)).toBe(alone);
    });
  });
});
