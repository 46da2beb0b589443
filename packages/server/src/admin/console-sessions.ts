import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/types.js';
import { operatorSessions } from '../db/schema/index.js';
import { hashToken, newToken } from '../security/tokens.js';
import { findOperatorById, type OperatorAccount } from './operator-accounts.js';

/**
 * Console sessions: an opaque token in an httpOnly, SameSite=Strict cookie (Secure when the app is
 * reached over https: console-request.ts), kept as its sha256.
 * A session ends 12 hours after sign-in whatever happens, and after 30 minutes without a request:
 * a console left open on a desk is not open for long.
 */
export const CONSOLE_COOKIE = 'meridian_console';
export const CONSOLE_ABSOLUTE_MS = 12 * 60 * 60_000;
export const CONSOLE_IDLE_MS = 30 * 60_000;
/** lastSeenAt is written at most this often: every request would otherwise be a write. */
const TOUCH_EVERY_MS = 60_000;

export interface ConsoleSession {
  id: number;
  operator: OperatorAccount;
  csrfToken: string;
}

export async function openConsoleSession(db: DbOrTx, operatorId: number, origin: { ip: string; userAgent: string }, nowMs: number): Promise<{ token: string; csrfToken: string }> {
  const token = newToken();
  const csrfToken = newToken();
  const now = new Date(nowMs);
  await db.insert(operatorSessions).values({
    operatorId,
    tokenHash: hashToken(token),
    csrfToken,
    ip: origin.ip,
    userAgent: origin.userAgent.slice(0, 300),
    createdAt: now,
    lastSeenAt: now,
  });
  return { token, csrfToken };
}

/**
 * The live session a cookie's token names, its idle time renewed; null when there is none, it has
 * expired (idle or absolute), or its operator is disabled.
 */
export async function findConsoleSession(db: DbOrTx, token: string, nowMs: number): Promise<ConsoleSession | null> {
  const [row] = await db
    .select()
    .from(operatorSessions)
    .where(and(eq(operatorSessions.tokenHash, hashToken(token)), isNull(operatorSessions.revokedAt)))
    .limit(1);
  if (!row) return null;
  const expired = nowMs - row.createdAt.getTime() >= CONSOLE_ABSOLUTE_MS || nowMs - row.lastSeenAt.getTime() >= CONSOLE_IDLE_MS;
  if (expired) {
    await db.update(operatorSessions).set({ revokedAt: new Date(nowMs) }).where(eq(operatorSessions.id, row.id));
    return null;
  }
  const operator = await findOperatorById(db, row.operatorId);
  if (!operator || operator.disabled) return null;
  if (nowMs - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db.update(operatorSessions).set({ lastSeenAt: new Date(nowMs) }).where(eq(operatorSessions.id, row.id));
  }
  return { id: row.id, operator, csrfToken: row.csrfToken };
}

export async function closeConsoleSession(db: DbOrTx, sessionId: number, nowMs: number): Promise<void> {
  await db.update(operatorSessions).set({ revokedAt: new Date(nowMs) }).where(eq(operatorSessions.id, sessionId));
}

/** Every session of an operator (disabled, or a new password chosen elsewhere). */
export async function closeOperatorSessions(db: DbOrTx, operatorId: number, nowMs: number): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: new Date(nowMs) })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
}
