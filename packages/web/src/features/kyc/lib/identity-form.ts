import { singleLine, type TIdDocumentType } from '@meridian/protocol';
import { z } from 'zod/mini';

/** Whether `value` is one of the documents the owner accepts now. */
export function isAcceptedDocumentType(accepted: readonly TIdDocumentType[], value: string): value is TIdDocumentType {
  return (accepted as readonly string[]).includes(value);
}

/** What each field says when it is wrong, in the member's language. */
interface IdentityFormTexts {
  documentType: string;
  documentNumber: string;
  country: string;
}

/**
 * Level 2's document, checked as submitKyc checks it (4 to 40 characters on one line, a country's
 * alpha-2 code), but every field required: the server asks for all three at level 2, and takes
 * only the documents the owner accepts.
 */
export function identityFormSchema(accepted: readonly TIdDocumentType[], texts: IdentityFormTexts) {
  return z.object({
    documentType: z.string().check(z.refine((value) => isAcceptedDocumentType(accepted, value), { message: texts.documentType })),
    documentNumber: z.string().check(z.trim(), z.minLength(4, { message: texts.documentNumber }), z.maxLength(40, { message: texts.documentNumber }), singleLine()),
    country: z.string().check(z.regex(/^[A-Z]{2}$/, { message: texts.country })),
  });
}
