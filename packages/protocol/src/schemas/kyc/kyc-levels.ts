import { z } from 'zod/mini';

/**
 * Identity verification in levels (issue 41). 0: registered. 1: an email or a mobile number
 * verified (the security centre's code senders: no submission). 2: an identity document. 3: a
 * proof of address. Levels 2 and 3 are reached through a submission an operator decides; each
 * level raises the member's withdrawal limits (the `kyc` setting).
 */
export const KYC_LEVELS = [0, 1, 2, 3] as const;
export type TKycLevel = (typeof KYC_LEVELS)[number];
/** The levels a member submits documents for. */
export const KYC_SUBMITTED_LEVELS = [2, 3] as const;
export type TKycSubmittedLevel = (typeof KYC_SUBMITTED_LEVELS)[number];
export const ZKycSubmittedLevel = z.union([z.literal(2), z.literal(3)]);

export const ID_DOCUMENT_TYPES = ['passport', 'idCard', 'driverLicence'] as const;
export const ZIdDocumentType = z.enum(ID_DOCUMENT_TYPES);
export type TIdDocumentType = z.infer<typeof ZIdDocumentType>;

/** The pictures a submission holds: the document's two sides, a selfie holding it, a proof of address. */
export const KYC_DOCUMENT_KINDS = ['idFront', 'idBack', 'selfie', 'addressProof'] as const;
export const ZKycDocumentKind = z.enum(KYC_DOCUMENT_KINDS);
export type TKycDocumentKind = z.infer<typeof ZKycDocumentKind>;

/**
 * drafted (pictures being added) → submitted (waiting for an operator) → approved | rejected (with
 * the reason the member reads); `withdrawn` by the member before a decision. One open (drafted or
 * submitted) submission per member at a time; decided ones are kept as the member's history.
 */
export const KYC_SUBMISSION_STATUSES = ['drafted', 'submitted', 'approved', 'rejected', 'withdrawn'] as const;
export const ZKycSubmissionStatus = z.enum(KYC_SUBMISSION_STATUSES);
export type TKycSubmissionStatus = z.infer<typeof ZKycSubmissionStatus>;

/**
 * What level 2 asks for, as the owner set it (the `kyc` setting): the identity documents accepted
 * and whether a selfie holding the document is required. Level 3 always asks for a proof of address.
 */
export const ZKycIdentityAsks = z.object({ documentTypes: z.array(ZIdDocumentType), selfieRequired: z.boolean() });
export type TKycIdentityAsks = z.infer<typeof ZKycIdentityAsks>;

/** The pictures a submission for `level` must hold (a passport has one side to show; the selfie as the owner asks). */
export function requiredKycDocuments(level: TKycSubmittedLevel, documentType: TIdDocumentType | null, asks: Pick<TKycIdentityAsks, 'selfieRequired'>): TKycDocumentKind[] {
  if (level === 3) return ['addressProof'];
  const sides: TKycDocumentKind[] = documentType === 'passport' ? ['idFront'] : ['idFront', 'idBack'];
  return asks.selfieRequired ? [...sides, 'selfie'] : sides;
}

/** Which pictures belong to a submission for `level` at all (a selfie may be added where none is required). */
export function kycDocumentsOfLevel(level: TKycSubmittedLevel): TKycDocumentKind[] {
  return level === 3 ? ['addressProof'] : ['idFront', 'idBack', 'selfie'];
}
