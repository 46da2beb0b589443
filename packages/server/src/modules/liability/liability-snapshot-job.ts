import { eq } from 'drizzle-orm';
import type { TLiabilitySnapshot } from '@meridian/protocol';
import { liabilitySnapshots } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { startRecurringJob } from '../../recurring-job.js';
import { nextUtcMidnight, utcDayOf } from './liability-store.js';
import { takeLiabilitySnapshot } from './take-liability-snapshot.js';

/** The longest sleep: a clock that jumped (a suspended machine) is noticed within the hour. */
const MAX_SLEEP_MS = 3_600_000;
/** The wait before trying again after a failure (e.g. the database was unreachable). */
const RETRY_MS = 60_000;

/**
 * Today's (UTC) daily snapshot, unless some process has taken it: a look without the lock first,
 * so the hourly wake costs one indexed read; takeLiabilitySnapshot looks again under its lock.
 */
export async function takeDailyLiabilitySnapshot(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<TLiabilitySnapshot | null> {
  const now = deps.clock.now();
  const [taken] = await deps.db.select({ id: liabilitySnapshots.id }).from(liabilitySnapshots).where(eq(liabilitySnapshots.dailyFor, utcDayOf(now)));
  if (taken) return null;
  return deps.db.transaction((tx) => takeLiabilitySnapshot(tx, { takenAt: new Date(now), takenBy: 'job', trigger: 'daily' }));
}

/**
 * Takes the day's proof-of-liabilities snapshot at 00:00 UTC, on the app's one clock; on start it
 * takes today's if no process has (the server was down at midnight, or this is a new platform).
 * Several processes each run this; the advisory lock and the unique day make it happen once.
 */
export function startLiabilitySnapshotJob(deps: AppDeps, log: { error(err: unknown, msg: string): void }): () => Promise<void> {
  return startRecurringJob(deps.clock, log, {
    name: 'liabilities snapshot',
    run: async () => {
      await takeDailyLiabilitySnapshot(deps);
      const now = deps.clock.now();
      return nextUtcMidnight(now) - now;
    },
    maxSleepMs: MAX_SLEEP_MS,
    retryMs: RETRY_MS,
    failure: 'the daily liabilities snapshot failed; retrying',
  });
}
