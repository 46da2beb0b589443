import { and, inArray, isNull, lt } from 'drizzle-orm';
import { kycSubmissions } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { forgetOldCheckEvents } from '../../kyc/provider/check-verdicts.js';
import { startRecurringJob } from '../../recurring-job.js';
import { deleteKycDocumentFiles } from './kyc-document-files.js';
import { erasePicturesOf } from './kyc-submission-store.js';

const DAY_MS = 86_400_000;
/** Submissions cleared in one transaction: a backlog goes a batch at a time. */
const BATCH = 200;
const LOOK_MS = 3_600_000;
const RETRY_MS = 300_000;

/**
 * Deletes the pictures of submissions decided more than the `kyc` setting's `retentionDays` ago
 * (the decision, who made it and the kinds of pictures there were are kept). Several processes may
 * run it: a batch is claimed with `skip locked`. Answers how many submissions were cleared.
 */
export async function deleteExpiredKycPictures(deps: Pick<AppDeps, 'db' | 'config' | 'settings'>, now: number): Promise<number> {
  const { retentionDays } = await deps.settings.get('kyc');
  const cutoff = new Date(now - retentionDays * DAY_MS);
  let cleared = 0;
  for (;;) {
    const { submissions, documentIds } = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: kycSubmissions.id })
        .from(kycSubmissions)
        .where(and(inArray(kycSubmissions.status, ['approved', 'rejected']), lt(kycSubmissions.decidedAt, cutoff), isNull(kycSubmissions.filesDeletedAt)))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const ids = due.map((row) => row.id);
      return { submissions: ids.length, documentIds: await erasePicturesOf(tx, ids, new Date(now)) };
    });
    // Their keys are erased already: a file left by a crash here opens for no one.
    await deleteKycDocumentFiles(deps.config.dataDir, documentIds);
    cleared += submissions;
    if (submissions < BATCH) return cleared;
  }
}

/** Looks once an hour (and at start, for what fell due while the server was down). */
export function startKycRetentionJob(deps: AppDeps, log: { error(err: unknown, msg: string): void }): () => Promise<void> {
  return startRecurringJob(deps.clock, log, {
    name: 'identity retention',
    run: async () => {
      await deleteExpiredKycPictures(deps, deps.clock.now());
      await forgetOldCheckEvents(deps.db, deps.clock.now());
      return LOOK_MS;
    },
    maxSleepMs: LOOK_MS,
    retryMs: RETRY_MS,
    failure: 'deleting expired identity pictures failed; retrying',
  });
}
