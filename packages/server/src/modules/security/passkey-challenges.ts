import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import { CODE, PASSKEY_CHALLENGE_TTL_MS } from '@meridian/protocol';
import { webauthnChallenges } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/types.js';
import { AppError } from '../../http/app-error.js';
import { hashToken } from '../../security/tokens.js';

/** What a challenge was given for: it answers that call only. */
export type PasskeyPurpose = 'registration' | 'sign-in' | 'second-step';

/** Keeps the challenge the browser was just given (its sha256): good for 5 minutes and one answer. */
export async function keepPasskeyChallenge(
  db: DbOrTx,
  nowMs: number,
  challenge: { value: string; purpose: PasskeyPurpose; memberId: number | null },
): Promise<void> {
  await db.insert(webauthnChallenges).values({
    challengeHash: hashToken(challenge.value),
    memberId: challenge.memberId,
    purpose: challenge.purpose,
    expiresAt: new Date(nowMs + PASSKEY_CHALLENGE_TTL_MS),
  });
}

/** The challenge the browser signed, as its client data says (the library checks the rest against it). */
function signedChallenge(clientDataJSON: string): string {
  try {
    return decodeClientDataJSON(clientDataJSON).challenge;
  } catch {
    throw new AppError(CODE.PASSKEY_REFUSED, 'error.passkeyRefused');
  }
}

/**
 * Spends the challenge an answer carries, in one statement: unknown, used, expired, given for
 * another purpose or (when `memberId` is given) to another member, it is PASSKEY_CHALLENGE_EXPIRED.
 * Spent before the signature is checked, so a refused answer cannot be tried again.
 */
export async function spendPasskeyChallenge(
  db: DbOrTx,
  nowMs: number,
  answer: { clientDataJSON: string; purpose: PasskeyPurpose; memberId?: number },
): Promise<{ challenge: string; memberId: number | null }> {
  const challenge = signedChallenge(answer.clientDataJSON);
  const rows = await db
    .update(webauthnChallenges)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(webauthnChallenges.challengeHash, hashToken(challenge)),
        eq(webauthnChallenges.purpose, answer.purpose),
        isNull(webauthnChallenges.usedAt),
        gt(webauthnChallenges.expiresAt, new Date(nowMs)),
        answer.memberId === undefined ? undefined : eq(webauthnChallenges.memberId, answer.memberId),
      ),
    )
    .returning({ memberId: webauthnChallenges.memberId });
  const [row] = rows;
  if (!row) throw new AppError(CODE.PASSKEY_CHALLENGE_EXPIRED, 'error.passkeyChallengeExpired');
  return { challenge, memberId: row.memberId };
}

/** Forgets challenges that are spent or expired (housekeeping): they can never be answered again. */
export async function prunePasskeyChallenges(db: DbOrTx, nowMs: number): Promise<void> {
  await db.delete(webauthnChallenges).where(or(lt(webauthnChallenges.expiresAt, new Date(nowMs)), sql`${webauthnChallenges.usedAt} is not null`));
}
