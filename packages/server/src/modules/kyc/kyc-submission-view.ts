import type { TKycSubmission } from '@meridian/protocol';
import type { KycDocumentRow, KycSubmissionRow } from '../../db/schema/index.js';

/** How many of a document number's characters the member's own answers show. */
const SHOWN_NUMBER_CHARACTERS = 4;

/**
 * A document number as answers carry it: all but its last 4 characters hidden. The member knows
 * their own number; whoever reads their screen or a log of the answer need not.
 */
export function maskedDocumentNumber(documentNumber: string): string {
  const characters = Array.from(documentNumber);
  const hidden = Math.max(0, characters.length - SHOWN_NUMBER_CHARACTERS);
  return '*'.repeat(hidden) + characters.slice(hidden).join('');
}

/** A submission as its member reads it: its pictures (in the order they came) by kind and time only, never their bytes. */
export function toKycSubmission(row: KycSubmissionRow, documents: readonly Pick<KycDocumentRow, 'kind' | 'createdAt'>[]): TKycSubmission {
  return {
    id: row.id,
    level: row.level,
    status: row.status,
    documentType: row.documentType,
    documentNumber: row.documentNumber === null ? null : maskedDocumentNumber(row.documentNumber),
    country: row.country,
    documents: documents.map((document) => ({ kind: document.kind, uploadedAt: document.createdAt.getTime() })),
    reason: row.reason,
    createdAt: row.createdAt.getTime(),
    submittedAt: row.submittedAt?.getTime() ?? null,
    decidedAt: row.decidedAt?.getTime() ?? null,
  };
}
