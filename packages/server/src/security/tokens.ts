import { hash, randomBytes, randomInt } from 'node:crypto';

/** An opaque secret for the client: 32 random bytes, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token or code: its sha256, hex (one-shot: every member call hashes its token). */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** A 6-digit code for email or SMS, uniformly drawn. */
export function newVerificationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newInviteCode(length = 8): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += INVITE_ALPHABET.charAt(randomInt(0, INVITE_ALPHABET.length));
  return code;
}
