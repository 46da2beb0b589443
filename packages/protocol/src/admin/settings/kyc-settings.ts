import { z } from 'zod/mini';
import { ID_DOCUMENT_TYPES, ZIdDocumentType, type TKycIdentityAsks } from '../../schemas/kyc/kyc-levels.js';

/** A withdrawal limit in the platform currency: a positive amount, or '' for none. */
const ZLimit = z.string().check(z.regex(/^(|\d{1,15}(\.\d{1,8})?)$/, 'an amount such as 5000, or empty for no limit'));
/** Level 0's: a positive amount always. A member who proves nothing can still take their money out, a little at a time (DESIGN.md, fairness). */
const ZFloorLimit = z.string().check(z.regex(/^\d{1,15}(\.\d{1,8})?$/, 'an amount such as 500'), z.refine((value) => Number(value) > 0, 'more than 0: a member who verifies nothing must still be able to withdraw'));

const ZLevelLimits = z.object({ withdraw24h: ZLimit, withdraw30d: ZLimit });

/**
 * What level 2 asks for until the owner narrows it: any of the three documents, and a selfie
 * holding it. A setting stored before these were part of it reads as these.
 */
export const DEFAULT_KYC_IDENTITY_ASKS: TKycIdentityAsks = { documentTypes: [...ID_DOCUMENT_TYPES], selfieRequired: true };

/** At least one document a member can verify with, each once. */
const ZAcceptedDocumentTypes = z
  .array(ZIdDocumentType)
  .check(z.minLength(1, 'at least one document type'), z.refine((types) => new Set(types).size === types.length, 'each document type once'));

/**
 * Identity verification (issue 41), set by the owner: each level's withdrawal limits per 24 hours
 * and per 30 days (levels 0 to 3, in order; level 0's are never none and never zero), how many
 * days a decided submission's pictures are kept before they are deleted (the decision is kept),
 * and what level 2 asks for: the documents accepted and whether a selfie holding one is required.
 */
export const ZKycSettings = z.object({
  limits: z.tuple([z.object({ withdraw24h: ZFloorLimit, withdraw30d: ZFloorLimit }), ZLevelLimits, ZLevelLimits, ZLevelLimits]),
  retentionDays: z.int().check(z.gte(1, 'at least 1 day'), z.lte(3650, 'at most 3650 days')),
  // Defaults (a fresh copy each read), for a setting stored before level 2's asks were settings.
  documentTypes: z._default(ZAcceptedDocumentTypes, () => [...DEFAULT_KYC_IDENTITY_ASKS.documentTypes]),
  selfieRequired: z._default(z.boolean(), DEFAULT_KYC_IDENTITY_ASKS.selfieRequired),
});
export type TKycSettings = z.infer<typeof ZKycSettings>;
