import { z } from 'zod/mini';
import { ZKycDocumentKind, ZKycSubmittedLevel } from './kyc-levels.js';
import { ZKycSubmission } from './kyc-submission.js';

/** The largest document picture, as sent (its bytes; the server re-encodes what it keeps). */
export const KYC_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Adds one picture to the member's draft for `level` (made at the first picture; the same kind
 * again replaces it). `image` is a data URL; what it is, is read from its bytes.
 */
export const ZUploadKycDocumentRequest = z.strictObject({
  level: ZKycSubmittedLevel,
  kind: ZKycDocumentKind,
  image: z.string().check(z.regex(/^data:[\w/+.-]+;base64,/, { message: 'rule.image' })),
});
export type TUploadKycDocumentRequest = z.infer<typeof ZUploadKycDocumentRequest>;
export const ZUploadKycDocumentResponse = ZKycSubmission;
