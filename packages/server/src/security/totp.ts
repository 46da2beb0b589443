import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { hashToken } from './tokens.js';

/**
 * Authenticator codes (RFC 6238: six digits, 30-second steps, SHA-1, as every authenticator app
 * reads them) and the recovery codes given with them: one implementation for operators and members.
 */

const ISSUER = 'Meridian';
/** The previous step is accepted too: a code typed as it changes, or a clock a little behind. */
const TOLERANCE_SECONDS = 30;
/** What an operator gets by default; members get the protocol's MEMBER_RECOVERY_CODE_COUNT. */
export const RECOVERY_CODE_COUNT = 8;

export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(secret: string, account: string): string {
  return generateURI({ issuer: ISSUER, label: account, secret });
}

/** What a person turning 2-step on is shown: the secret to type, its address, and that address as a QR code. */
export async function totpEnrolment(secret: string, account: string): Promise<{ secret: string; uri: string; qr: string }> {
  const uri = totpUri(secret, account);
  const qr = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
  return { secret, uri, qr };
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
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 8 }, () => alphabet.charAt(randomInt(0, alphabet.length)));
    return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
  });
}

/** What is stored of a recovery code: its sha256, so a leaked table gives none away. Typed without its dash or in capitals it is the same code. */
export function hashRecoveryCode(code: string): string {
  const plain = code.trim().toLowerCase().replace(/^([a-z0-9]{4})([a-z0-9]{4})$/, '$1-$2');
  return hashToken(plain);
}

/** Whoever holds a second factor (an operator, a member): what a code is checked against. */
export interface SecondFactor {
  totpSecret: string | null;
  totpLastStep: number | null;
  recoveryCodeHashes: readonly string[];
}

/** A code that passed: the authenticator's (its step is now the last used) or a recovery code (its hash is now spent). */
export type AcceptedCode = { kind: 'totp'; step: number } | { kind: 'recovery'; hash: string };

/**
 * Whether `code` proves `factor` at `nowMs`: a current authenticator code not used before, or an
 * unused recovery code. Decides only; the caller records the step or spends the recovery code.
 */
export async function acceptedCode(factor: SecondFactor, code: string, nowMs: number): Promise<AcceptedCode | null> {
  if (factor.totpSecret === null) return null;
  const step = await acceptedTotpStep(factor.totpSecret, code.trim(), nowMs, factor.totpLastStep);
  if (step !== null) return { kind: 'totp', step };
  const hash = hashRecoveryCode(code);
  return factor.recoveryCodeHashes.includes(hash) ? { kind: 'recovery', hash } : null;
}
