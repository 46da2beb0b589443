import { hkdfSync } from 'node:crypto';
import { hmacHex, sameSignature } from '../security/hmac.js';

/**
 * Short-lived links to one identity picture for one operator (issue 41): an HMAC-SHA256 over the
 * document, the operator and the expiry, keyed by a key derived from the vault key (HKDF with its
 * own label, so the link key opens no document and the vault key is never used for two purposes).
 * Every server process that can open a picture can check its link; a link copied out of one
 * operator's console is refused to anyone else (the picture route checks the session's operator).
 */
export const DOCUMENT_LINK_TTL_MS = 90_000;

/** Where the console's browser fetches a picture (under the admin API, behind its session guard). */
export const KYC_PICTURE_ROUTE = '/kyc/pictures/:documentId';

export type LinkCheck = 'valid' | 'expired' | 'forged';

export interface DocumentLinks {
  /** The picture's path under /admin with its expiry and signature, for `operator` (their console username). */
  sign(documentId: string, operator: string): { path: string; expiresAt: number };
  /** Whether a link's signature is this server's for that document and operator, and still good. */
  check(link: { documentId: string; operator: string; expires: string; signature: string }): LinkCheck;
}

const SIGNATURE = /^[0-9a-f]{64}$/;

export function documentLinks(vaultKey: Buffer, options: { now: () => number; ttlMs?: number }): DocumentLinks {
  const key = Buffer.from(hkdfSync('sha256', vaultKey, Buffer.alloc(0), 'meridian kyc picture links v1', 32));
  const ttlMs = options.ttlMs ?? DOCUMENT_LINK_TTL_MS;
  // A newline cannot appear in a document id, a username or a number: the three fields never run together.
  const signatureOf = (documentId: string, operator: string, expires: number) => hmacHex(key, `${documentId}\n${operator}\n${expires}`);
  return {
    sign(documentId, operator) {
      const expiresAt = options.now() + ttlMs;
      const query = new URLSearchParams({ operator, expires: String(expiresAt), signature: signatureOf(documentId, operator, expiresAt) });
      return { path: `${KYC_PICTURE_ROUTE.replace(':documentId', encodeURIComponent(documentId))}?${query.toString()}`, expiresAt };
    },
    check({ documentId, operator, expires, signature }) {
      const expiresAt = /^\d{1,16}$/.test(expires) ? Number(expires) : Number.NaN;
      if (!Number.isSafeInteger(expiresAt) || !SIGNATURE.test(signature)) return 'forged';
      // The signature first: an expired link that was never ours is a forgery, not merely late.
      if (!sameSignature(signatureOf(documentId, operator, expiresAt), signature)) return 'forged';
      return options.now() > expiresAt ? 'expired' : 'valid';
    },
  };
}
