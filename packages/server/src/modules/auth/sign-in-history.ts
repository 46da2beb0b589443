import { count, desc, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types.js';
import { signIns } from '../../db/schema/index.js';
import { describeUserAgent, type DeviceDescription } from '../../security/user-agent.js';

/** How long a sign-in is remembered: long enough to notice a stranger, short enough to keep little. */
export const SIGN_IN_HISTORY_DAYS = 90;

/** `passkey`: a passkey instead of the password (a passkey as the second step is still `password`). */
export type SignInMethod = 'password' | 'passkey';
export type SignInOutcome = 'ok' | 'wrong-password' | 'wrong-code' | 'wrong-passkey' | 'frozen';

export interface SignInAttempt {
  memberId: number;
  ip: string;
  userAgent: string;
  method: SignInMethod;
  outcome: SignInOutcome;
  sessionId?: number;
}

export async function recordSignIn(db: DbOrTx, attempt: SignInAttempt): Promise<void> {
  await db.insert(signIns).values({ ...attempt, userAgent: attempt.userAgent.slice(0, 300), sessionId: attempt.sessionId ?? null });
}

export interface SignInView {
  id: number;
  at: string;
  ip: string;
  device: DeviceDescription;
  method: string;
  outcome: string;
  sessionId: number | null;
}

/** Only one member's sign-ins: every reader filters by it, so nobody reads another's. */
export const signInsOf = (memberId: number) => eq(signIns.memberId, memberId);

/** One member's sign-ins, newest first, a window at a time. */
export async function readSignIns(db: DbOrTx, memberId: number, window: { limit: number; offset: number }): Promise<SignInView[]> {
  const rows = await db.select().from(signIns).where(signInsOf(memberId)).orderBy(desc(signIns.id)).limit(window.limit).offset(window.offset);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    ip: row.ip,
    device: describeUserAgent(row.userAgent),
    method: row.method,
    outcome: row.outcome,
    sessionId: row.sessionId,
  }));
}

export async function countSignIns(db: DbOrTx, memberId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(signIns).where(signInsOf(memberId));
  return row?.total ?? 0;
}

/** Forgets sign-ins older than the history keeps (housekeeping). */
export async function pruneSignIns(db: DbOrTx, now: number): Promise<void> {
  await db.delete(signIns).where(lt(signIns.at, new Date(now - SIGN_IN_HISTORY_DAYS * 24 * 60 * 60 * 1000)));
}
