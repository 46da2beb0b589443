import { CODE, type AppLanguage, type TIdDocumentType, type TKycDocumentKind, type TKycIdentityAsks, type TKycLevel, type TKycSubmittedLevel } from '@meridian/protocol';
import type { KycSubmissionRow } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../http/app-error.js';
import { fieldLabel } from '../../i18n/translate.js';

/** The vault key, or the refusal of a server that takes no identity documents (none configured in production). */
export function requireVaultKey(deps: Pick<AppDeps, 'kycVaultKey'>): Buffer {
  if (!deps.kycVaultKey) throw new AppError(CODE.KYC_STATE, 'error.kycNotTaken');
  return deps.kycVaultKey;
}

/** Levels are reached in order: a verified email or mobile (level 1) before a document, a document before an address. */
export function refuseUnlessNextLevel(current: TKycLevel, level: TKycSubmittedLevel): void {
  if (current >= level) throw new AppError(CODE.KYC_STATE, 'error.kycLevelReached', { level: current });
  if (current < level - 1) throw new AppError(CODE.KYC_STATE, level === 2 ? 'error.kycNeedsContact' : 'error.kycNeedsIdentity');
}

/** The member's open submission may take pictures (or be sent) only while it is a draft for this very level. */
export function refuseUnlessDraftOf(open: KycSubmissionRow, level: TKycSubmittedLevel): void {
  if (open.level !== level) throw new AppError(CODE.KYC_STATE, 'error.kycOtherLevelOpen', { level: open.level });
  if (open.status !== 'drafted') throw new AppError(CODE.KYC_STATE, 'error.kycAlreadySubmitted');
}

/** Level 2 takes only the documents the owner accepts now (a draft started before a change is sent under the new rule). */
export function refuseUnlessAccepted(documentType: TIdDocumentType | null, asks: Pick<TKycIdentityAsks, 'documentTypes'>): void {
  if (documentType !== null && !asks.documentTypes.includes(documentType)) {
    throw new AppError(CODE.INVALID_PARAMS, 'error.kycDocumentTypeNotAccepted', {}, { fields: ['documentType'] });
  }
}

/** The pictures still missing, named in the member's language (the page can mark them by `missing`). */
export function picturesMissing(missing: readonly TKycDocumentKind[], language: AppLanguage): AppError {
  const pictures = new Intl.ListFormat(language, { type: 'conjunction' }).format(missing.map((kind) => fieldLabel(language, kind)));
  return new AppError(CODE.KYC_STATE, 'error.kycPicturesMissing', { pictures }, { missing });
}
