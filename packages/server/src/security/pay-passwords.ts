import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { verifyPassword } from './passwords.js';

/**
 * Pay passwords are 4 digits: 10,000 values, which no slow hash protects once the hash is stolen,
 * yet a slow hash made every withdrawal pay a third of a second of a core. So they are keyed
 * hashes instead: HMAC-SHA-256 with a per-member salt and PAY_PASSWORD_KEY, a secret that lives in
 * the configuration and never in the database, so a stolen database alone reveals nothing. Online
 * guessing is stopped by the attempt lock (PAY_PASSWORD_LOCKED), not by the hash.
 * Stored as `hmac-sha256$<salt>$<mac>`; older scrypt hashes still verify and are replaced on
 * their next successful use.
 */
const SCHEME = 'hmac-sha256';
const SALT_BYTES = 16;

function mac(payPassword: string, salt: Buffer, key: string): Buffer {
  return createHmac('sha256', key).update(salt).update(payPassword.normalize('NFC')).digest();
}

export function hashPayPassword(payPassword: string, key: string): string {
  const salt = randomBytes(SALT_BYTES);
  return [SCHEME, salt.toString('base64url'), mac(payPassword, salt, key).toString('base64url')].join('$');
}

export interface PayPasswordCheck {
  isRight: boolean;
  /** A new hash to store in place of an older kind, after a right answer; null when none is due. */
  rehashed: string | null;
}

export async function verifyPayPassword(payPassword: string, stored: string, key: string): Promise<PayPasswordCheck> {
  const [scheme, salt, expected] = stored.split('$');
  if (scheme === SCHEME && salt && expected) {
    const actual = mac(payPassword, Buffer.from(salt, 'base64url'), key);
    const wanted = Buffer.from(expected, 'base64url');
    return { isRight: actual.length === wanted.length && timingSafeEqual(actual, wanted), rehashed: null };
  }
  const isRight = await verifyPassword(payPassword, stored, 'trusted');
  return { isRight, rehashed: isRight ? hashPayPassword(payPassword, key) : null };
}
