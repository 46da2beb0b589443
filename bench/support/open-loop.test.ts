import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { openLoop, pooledFigures, type OpenLoopRun } from './open-loop.js';

describe('open loop', () => {
  it('sends every call due at the rate, without waiting for answers', async () => {
    let concurrent = 0;
    let most = 0;
    const run = await openLoop({
      ratePerSecond: 200,
      seconds: 0.5,
      async call() {
        concurrent += 1;
        most = Math.max(most, concurrent);
        await delay(50);
        concurrent -= 1;
        return true;
      },
    });
    expect(run.figures.due).toBe(100);
    expect(run.figures.ok).toBe(100);
    // A closed loop of one would have had one call out at a time: 50 ms answers at 5 ms intervals overlap.
    expect(most).toBeGreaterThanOrEqual(5);
    expect(run.figures.p50Ms).toBeGreaterThanOrEqual(49);
  });

  it('times each call from when it was due, so calls queued behind a stall are charged for it', async () => {
    // A client that takes one call at a time: the later calls wait for the earlier ones.
    let queue = Promise.resolve();
    const run = await openLoop({
      ratePerSecond: 100,
      seconds: 0.2,
      call() {
        const answered = queue.then(() => delay(20)).then(() => true);
        queue = answered.then(() => undefined);
        return answered;
      },
    });
    // 20 calls, each 20 ms, one at a time: the last is answered about 400 ms after the first was due, 200 ms after its own time.
    expect(run.figures.maxMs).toBeGreaterThanOrEqual(190);
    expect(run.figures.p50Ms).toBeGreaterThan(20);
  });

  it('counts failures by reason, and pools several runs into one set of percentiles', async () => {
    const failing = await openLoop({ ratePerSecond: 100, seconds: 0.1, call: (index) => (index % 2 === 0 ? Promise.resolve(true) : Promise.reject(new Error('refused'))) });
    expect(failing.figures).toMatchObject({ due: 10, ok: 5, failed: 5, failures: { refused: 5 } });

    const made = (latencies: number[]): OpenLoopRun => ({
      figures: { due: latencies.length, ok: latencies.length, failed: 0, failures: {}, answeredPerSecond: latencies.length, p50Ms: 0, p90Ms: 0, p99Ms: 0, p999Ms: 0, maxMs: 0 },
      latenciesMs: Float64Array.from(latencies),
      seconds: 1,
    });
    // One slow call in 101: above the 99th percentile, and it is the worst.
    const pooled = pooledFigures([made(Array.from({ length: 99 }, () => 1)), made([1, 500])]);
    expect(pooled).toMatchObject({ due: 101, ok: 101, answeredPerSecond: 51, p50Ms: 1, p99Ms: 1, maxMs: 500 });
    expect(pooledFigures([made([1, 2, 3, 4]), made([5, 6, 7, 8])])).toMatchObject({ p50Ms: 4, p99Ms: 8 });
  });
});
