import { z } from 'zod/mini';
import { ZKycDocumentKind } from '../schemas/kyc/kyc-levels.js';
import { ZAdminId } from './input-fields.js';
import { KYC_REVIEW_STATUSES } from './kyc-answers.js';

/** What the identity review commands take (admin-inputs.ts): the queue, a picture's link, a decision. */

export const ZKycSubmissionsInput = z.object({
  /** The queue is the submitted ones; the others are the record of what was decided. */
  status: z._default(z.enum(KYC_REVIEW_STATUSES), 'submitted'),
  page: z._default(z.int().check(z.gte(1), z.lte(1_000_000)), 1),
  pageSize: z._default(z.int().check(z.gte(1), z.lte(100)), 20),
});

export const ZKycSubmissionIdInput = z.object({ id: ZAdminId });

export const ZKycDocumentUrlInput = z.object({ id: ZAdminId, kind: ZKycDocumentKind });

/** The reason a rejection gives the member, in the operator's words: long enough to say what to fix. */
export const ZKycRejectReason = z.string().check(z.trim(), z.minLength(4, 'a reason of at least 4 characters, which the member reads'), z.maxLength(500));

export const ZKycRejectInput = z.object({ id: ZAdminId, reason: ZKycRejectReason });
