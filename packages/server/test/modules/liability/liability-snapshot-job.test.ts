import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { liabilitySnapshots } from '../../../src/db/schema/index.js';
import { startLiabilitySnapshotJob } from '../../../src/modules/liability/liability-snapshot-job.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { countingTimers, createManualClock } from '../../market/manual-clock.js';

const clock = createManualClock(Date.parse('2031-05-04T23:59:00Z'));
/** Counts the runners' sleeps: each sleeps once after every run. */
const countingClock = countingTimers(clock);
const sleeps = () => countingClock.timersSet();
const jobErrors: unknown[] = [];
const log = { error: (err: unknown) => jobErrors.push(err) };
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const dailyRows = () => t.db.select().from(liabilitySnapshots).where(eq(liabilitySnapshots.trigger, 'daily')).orderBy(asc(liabilitySnapshots.id));

describe('the daily liabilities snapshot', () => {
  it('is taken once per UTC day at 00:00 however many processes run the job, and on start when the day has none', async () => {
    // Two runners on one database stand for two server processes.
    const stops = [startLiabilitySnapshotJob({ ...t.deps, clock: countingClock }, log), startLiabilitySnapshotJob({ ...t.deps, clock: countingClock }, log)];
    try {
      await vi.waitFor(() => {
        expect(sleeps()).toBe(2);
      });
      expect((await dailyRows()).map((row) => row.dailyFor)).toEqual(['2031-05-04']);

      clock.advance(60_000);
      await vi.waitFor(() => {
        expect(sleeps()).toBe(4);
      });
      const rows = await dailyRows();
      expect(rows.map((row) => row.dailyFor)).toEqual(['2031-05-04', '2031-05-05']);
      expect(rows[1]?.takenAt.toISOString()).toBe('2031-05-05T00:00:00.000Z');
      expect(rows[1]).toMatchObject({ takenBy: 'job', trigger: 'daily' });
      expect(rows[1]?.rootSum).toBe(rows[1]?.ledgerTotal);

      // Later in the day: the hourly wakes find the day taken.
      for (let hour = 1; hour <= 3; hour += 1) {
        clock.advance(3_600_000);
        await vi.waitFor(() => {
          expect(sleeps()).toBe(4 + 2 * hour);
        });
      }
      expect(await dailyRows()).toHaveLength(2);
      expect(jobErrors).toEqual([]);
    } finally {
      await Promise.all(stops.map((stop) => stop()));
    }
  });
});
