import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { commitAndAnnounce, type InvalidationTarget } from '../db/invalidation-bus.js';
import type { DbOrTx } from '../db/types.js';
import { sessions } from '../db/schema/index.js';
import type { CachedSession, SessionCache } from './session-cache.js';
import { hashToken, newToken } from './tokens.js';

export const ACCESS_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Who is calling: the member and the session (one login) their token belongs to. */
export interface MemberSession {
  memberId: number;
  sessionId: number;
}

export interface IssuedTokens {
  accessToken: string;
  accessExpiresAt: number;
  refreshToken: string;
  refreshExpiresAt: number;
}

function freshTokens(now: number) {
  const tokens: IssuedTokens = {
    accessToken: newToken(),
    accessExpiresAt: now + ACCESS_TOKEN_TTL_MS,
    refreshToken: newToken(),
    refreshExpiresAt: now + REFRESH_TOKEN_TTL_MS,
  };
  const columns = {
    accessTokenHash: hashToken(tokens.accessToken),
    accessExpiresAt: new Date(tokens.accessExpiresAt),
    refreshTokenHash: hashToken(tokens.refreshToken),
    refreshExpiresAt: new Date(tokens.refreshExpiresAt),
  };
  return { tokens, columns };
}

/** The four token fields the app receives, without the session's ids. */
export function tokensOf(session: IssuedTokens): IssuedTokens {
  const { accessToken, accessExpiresAt, refreshToken, refreshExpiresAt } = session;
  return { accessToken, accessExpiresAt, refreshToken, refreshExpiresAt };
}

export async function createSession(
  db: DbOrTx,
  options: { memberId: number; ip: string; userAgent: string },
): Promise<IssuedTokens & MemberSession> {
  const { tokens, columns } = freshTokens(Date.now());
  const [row] = await db
    .insert(sessions)
    .values({ memberId: options.memberId, ip: options.ip, userAgent: options.userAgent.slice(0, 300), ...columns })
    .returning({ id: sessions.id });
  if (!row) throw new Error('Session insert returned nothing');
  return { ...tokens, memberId: options.memberId, sessionId: row.id };
}

async function readLiveSession(db: DbOrTx, accessTokenHash: string): Promise<CachedSession | null> {
  const [row] = await db
    .select({ memberId: sessions.memberId, sessionId: sessions.id, accessExpiresAt: sessions.accessExpiresAt })
    .from(sessions)
    .where(and(eq(sessions.accessTokenHash, accessTokenHash), isNull(sessions.revokedAt), gt(sessions.accessExpiresAt, new Date())))
    .limit(1);
  return row ? { memberId: row.memberId, sessionId: row.sessionId, accessExpiresAt: row.accessExpiresAt.getTime() } : null;
}

/**
 * The live session an access token belongs to, or null when it is unknown, expired or revoked.
 * With `cache` (never inside a transaction), a session this process has seen is answered from
 * memory; ending or rotating a session makes every process forget it.
 */
export async function findSessionByAccessToken(db: DbOrTx, accessToken: string, cache?: SessionCache): Promise<MemberSession | null> {
  const accessTokenHash = hashToken(accessToken);
  const session = cache
    ? (cache.get(accessTokenHash) ?? (await cache.fetch(accessTokenHash, () => readLiveSession(db, accessTokenHash))))
    : await readLiveSession(db, accessTokenHash);
  return session ? { memberId: session.memberId, sessionId: session.sessionId } : null;
}

/**
 * Exchanges a refresh token for a new pair. Both old tokens stop working at once, in every
 * process (`caches`: this one's, which forget at once); the single UPDATE makes two racing
 * refreshes with one token yield one winner.
 */
export async function rotateSession(
  db: DbOrTx,
  refreshToken: string,
  caches?: InvalidationTarget,
): Promise<(IssuedTokens & MemberSession) | null> {
  const now = Date.now();
  const { tokens, columns } = freshTokens(now);
  return commitAndAnnounce(db, caches, async (tx) => {
    const [row] = await tx
      .update(sessions)
      .set({ ...columns, refreshedAt: new Date(now) })
      .where(
        and(
          eq(sessions.refreshTokenHash, hashToken(refreshToken)),
          isNull(sessions.revokedAt),
          gt(sessions.refreshExpiresAt, new Date(now)),
        ),
      )
      .returning({ memberId: sessions.memberId, sessionId: sessions.id });
    return { result: row ? { ...tokens, ...row } : null, invalidates: { sessionIds: row ? [row.sessionId] : [] } };
  });
}

/** Ends one session, in every process (`caches`: this one's, which forget at once). */
export async function revokeSession(db: DbOrTx, sessionId: number, caches?: InvalidationTarget): Promise<void> {
  await commitAndAnnounce(db, caches, async (tx) => {
    const rows = await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return { result: undefined, invalidates: { sessionIds: rows.map((row) => row.id) } };
  });
}

/**
 * Ends every session of a member (all but `exceptSessionId` when given), in every process
 * (`caches`: this one's, which forget at once); returns the ended ids.
 */
export async function revokeMemberSessions(
  db: DbOrTx,
  memberId: number,
  options: { exceptSessionId?: number; caches?: InvalidationTarget } = {},
): Promise<number[]> {
  const { exceptSessionId, caches } = options;
  return commitAndAnnounce(db, caches, async (tx) => {
    const rows = await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(sessions.memberId, memberId),
          isNull(sessions.revokedAt),
          exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
        ),
      )
      .returning({ id: sessions.id });
    const ids = rows.map((row) => row.id);
    return { result: ids, invalidates: { sessionIds: ids } };
  });
}
