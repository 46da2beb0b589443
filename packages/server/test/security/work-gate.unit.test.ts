import { describe, expect, it } from 'vitest';
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
});
