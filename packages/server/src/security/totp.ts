import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { hashToken } from './tokens.js';

/**
 * Authenticator codes (RFC 6238: six digits, 30-second steps, SHA-1, as every authenticator app
 * reads them) and the recovery codes given with them.
 */

const ISSUER = 'Meridian';
/** The previous step is accepted too: a code typed as it changes, or a clock a little behind. */
const TOLERANCE_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 8;

export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(secret: string, account: string): string {
  return generateURI({ issuer: ISSUER, label: account, secret });
}

/**
 * The time step `code` is good for at `nowMs`, or null. A step at or before `lastStep` (a code
 * already used) is refused: a code works once, never again within its window.
 */
export async function acceptedTotpStep(secret: string, code: string, nowMs: number, lastStep: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: [TOLERANCE_SECONDS, 0],
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  // verify() answers the HOTP shape too; a TOTP answer carries the step it matched.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** `abcd-2345`: 40 bits each, in letters that cannot be misread. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 8 }, () => alphabet.charAt(randomInt(0, alphabet.length)));
    return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
  });
}

/** What is stored of a recovery code: its sha256, so a leaked table gives none away. */
export function hashRecoveryCode(code: string): string {
  return hashToken(code.trim().toLowerCase());
}
