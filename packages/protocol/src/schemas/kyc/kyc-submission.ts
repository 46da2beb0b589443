import { z } from 'zod/mini';
import { ZIdDocumentType, ZKycDocumentKind, ZKycSubmissionStatus } from './kyc-levels.js';

/** One picture of a submission as the member sees it: which it is and when it came (never the picture itself). */
export const ZKycDocument = z.object({ kind: ZKycDocumentKind, uploadedAt: z.int() });

/** A submission as its member reads it. */
export const ZKycSubmission = z.object({
  id: z.int(),
  level: z.int(),
  status: ZKycSubmissionStatus,
  documentType: z.nullable(ZIdDocumentType),
  /** The document's number with all but its last 4 characters hidden, or null. */
  documentNumber: z.nullable(z.string()),
  /** ISO 3166-1 alpha-2 of the issuing country, or null. */
  country: z.nullable(z.string()),
  documents: z.array(ZKycDocument),
  /** Why it was rejected, in the words the operator wrote, or null. */
  reason: z.nullable(z.string()),
  createdAt: z.int(),
  submittedAt: z.nullable(z.int()),
  decidedAt: z.nullable(z.int()),
});
export type TKycSubmission = z.infer<typeof ZKycSubmission>;
