import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../deps.js';
import type { KycSubmissionRow } from '../../db/schema/index.js';
import { recordCheckNotAsked } from './check-verdicts.js';
import { kycCheckProvider } from './kyc-check-provider.js';
import { KYC_CALLBACK_PATH } from './provider-callback-route.js';

/** What a submission records as it is sent when the provider checks automatically: its reference, and a check waiting. */
export function checkColumnsAtSubmit(deps: Pick<AppDeps, 'config'>): { checkProvider: string; checkReference: string; checkStatus: 'pending' } | Record<string, never> {
  const provider = kycCheckProvider(deps.config.kycProvider);
  return provider.automated ? { checkProvider: provider.name, checkReference: randomUUID(), checkStatus: 'pending' } : {};
}

/**
 * Asks the provider to check a submission just sent (its reference recorded in the same
 * transaction as the sending, so a fast callback finds it). A provider that cannot be asked does
 * not hold the member up: the submission waits for operators as any other, with why on it.
 */
export async function requestCheckOf(deps: Pick<AppDeps, 'config' | 'db' | 'clock'>, submission: KycSubmissionRow, log: { warn(details: object, message: string): void }): Promise<void> {
  const provider = kycCheckProvider(deps.config.kycProvider);
  if (!provider.automated || submission.checkReference === null) return;
  const asked = await provider.requestCheck({
    reference: submission.checkReference,
    level: submission.level,
    documentType: submission.documentType,
    country: submission.country,
    callbackUrl: `${deps.config.publicOrigin}${KYC_CALLBACK_PATH}`,
  });
  if (asked.ok) return;
  log.warn({ submissionId: submission.id, why: asked.why }, 'identity check not asked for');
  await recordCheckNotAsked(deps.db, submission.id, asked.why, new Date(deps.clock.now()));
}
