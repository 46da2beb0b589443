import { z } from 'zod/mini';
import { ZIdDocumentType, ZKycDocumentKind, ZKycSubmissionStatus } from '../schemas/kyc/kyc-levels.js';
import { listPage } from './list-page.js';

/** What the admin API answers about members' identity submissions (issue 41): the review queue and its decisions. */

/** The statuses an operator lists: drafts are the member's own until submitted. */
export const KYC_REVIEW_STATUSES = ['submitted', 'approved', 'rejected', 'withdrawn'] as const;
export type TKycReviewStatus = (typeof KYC_REVIEW_STATUSES)[number];

/** An automated check's verdict: advice for the reviewer; a provider never decides. */
export const KYC_CHECK_STATUSES = ['pending', 'clear', 'consider'] as const;
export const ZKycCheck = z.object({
  provider: z.string(),
  status: z.enum(KYC_CHECK_STATUSES),
  /** The provider's words, or null. */
  detail: z.nullable(z.string()),
  checkedAt: z.nullable(z.string()),
});
export type TKycCheck = z.infer<typeof ZKycCheck>;

export const ZKycReviewItem = z.object({
  id: z.int(),
  memberId: z.int(),
  username: z.string(),
  level: z.int(),
  status: ZKycSubmissionStatus,
  documentType: z.nullable(ZIdDocumentType),
  /** All but the last 4 characters hidden: the pictures show the number to whoever must compare it. */
  documentNumber: z.nullable(z.string()),
  country: z.nullable(z.string()),
  /** The pictures it holds, by kind (their links: kyc-document-url). */
  pictures: z.array(ZKycDocumentKind),
  /** When the retention job erased its pictures (decided long enough ago), or null. */
  picturesErasedAt: z.nullable(z.string()),
  check: z.nullable(ZKycCheck),
  submittedAt: z.nullable(z.string()),
  decidedAt: z.nullable(z.string()),
  /** Who decided it, and for an approval the second operator who confirmed it. */
  decidedBy: z.nullable(z.string()),
  confirmedBy: z.nullable(z.string()),
  /** A rejection's reason, which the member reads. */
  reason: z.nullable(z.string()),
  /** The approval waiting for a second operator on it (four eyes), or null. */
  approvalId: z.nullable(z.int()),
});
export type TKycReviewItem = z.infer<typeof ZKycReviewItem>;
export const ZKycSubmissionsAnswer = listPage(ZKycReviewItem);

/** A picture's link: good for this operator's console session only, until `expiresAt` (ISO). */
export const ZKycDocumentUrlAnswer = z.object({ url: z.string(), expiresAt: z.string() });
export type TKycDocumentUrlAnswer = z.infer<typeof ZKycDocumentUrlAnswer>;

/** A submission decided: the member's level is now what their approved submissions say. */
export const ZKycDecisionAnswer = z.object({ id: z.int(), memberId: z.int(), level: z.int(), status: z.enum(['approved', 'rejected']) });
export type TKycDecisionAnswer = z.infer<typeof ZKycDecisionAnswer>;
