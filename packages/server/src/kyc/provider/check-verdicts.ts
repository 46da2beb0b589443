import { and, eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import { kycProviderEvents, kycSubmissions } from '../../db/schema/index.js';
import type { Db, DbOrTx } from '../../db/types.js';
import { SIGNATURE_TOLERANCE_MS } from './callback-signature.js';

/** A hosted provider's callback: one event, naming the submission by the reference it was given. */
export const ZCheckVerdict = z.strictObject({
  /** The provider's id of this event: the same one again is its retry, or a replay. */
  eventId: z.string().min(1).max(128),
  reference: z.string().min(1).max(128),
  /** `clear`: nothing found; `consider`: something an operator should look at. */
  verdict: z.enum(['clear', 'consider']),
  /** The provider's own words for operators. */
  detail: z.string().max(500).default(''),
});
export type CheckVerdict = z.infer<typeof ZCheckVerdict>;

export type VerdictOutcome = 'recorded' | 'duplicate' | 'unknown_reference';

/**
 * Keeps a provider's verdict on the submission it names, once per event: the event id is stored
 * in the same transaction, so the same callback again (a retry, a replay within the signature's
 * tolerance) changes nothing. A verdict that comes after the decision is kept too: it is the
 * record of what the provider said.
 */
export async function recordCheckVerdict(db: Db, provider: string, verdict: CheckVerdict, at: Date): Promise<VerdictOutcome> {
  return db.transaction(async (tx) => {
    const [submission] = await tx
      .select({ id: kycSubmissions.id })
      .from(kycSubmissions)
      .where(and(eq(kycSubmissions.checkProvider, provider), eq(kycSubmissions.checkReference, verdict.reference)))
      .for('update');
    if (!submission) return 'unknown_reference';
    const [fresh] = await tx.insert(kycProviderEvents).values({ eventId: verdict.eventId, receivedAt: at }).onConflictDoNothing().returning({ eventId: kycProviderEvents.eventId });
    if (!fresh) return 'duplicate';
    await tx.update(kycSubmissions).set({ checkStatus: verdict.verdict, checkDetail: verdict.detail, checkedAt: at }).where(eq(kycSubmissions.id, submission.id));
    return 'recorded';
  });
}

/** A callback older than the tolerance is refused by its signature's time: its event id need not be kept longer (twice, for the clocks' skew). */
export async function forgetOldCheckEvents(db: DbOrTx, now: number): Promise<void> {
  await db.delete(kycProviderEvents).where(lt(kycProviderEvents.receivedAt, new Date(now - 2 * SIGNATURE_TOLERANCE_MS)));
}

/** Records that a check could not be asked for (the provider down): operators see why, and review it themselves. */
export async function recordCheckNotAsked(db: DbOrTx, submissionId: number, why: string, at: Date): Promise<void> {
  await db.update(kycSubmissions).set({ checkDetail: why, checkedAt: at }).where(eq(kycSubmissions.id, submissionId));
}
