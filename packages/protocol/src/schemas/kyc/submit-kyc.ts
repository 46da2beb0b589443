import { z } from 'zod/mini';
import { singleLine } from '../shared.js';
import { ZIdDocumentType, ZKycSubmittedLevel } from './kyc-levels.js';
import { ZKycSubmission } from './kyc-submission.js';

/**
 * Sends the member's draft for review. Level 2 names its document (type, number, issuing
 * country); level 3 needs nothing but its picture. Refused while pictures are missing.
 */
export const ZSubmitKycRequest = z.strictObject({
  level: ZKycSubmittedLevel,
  documentType: z.optional(ZIdDocumentType),
  documentNumber: z.optional(z.string().check(z.trim(), z.minLength(4, { message: 'rule.invalid' }), z.maxLength(40), singleLine())),
  country: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/, { message: 'rule.invalid' }))),
});
export type TSubmitKycRequest = z.infer<typeof ZSubmitKycRequest>;
export const ZSubmitKycResponse = ZKycSubmission;
