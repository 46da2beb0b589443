import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { TDevice } from '@meridian/protocol';
import { sessions } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/types.js';
import { describeUserAgent } from '../../security/user-agent.js';

/** A member's sessions that can still be used: not ended, and their refresh token not expired. */
const liveSessionsOf = (memberId: number, now: number) =>
  and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), gt(sessions.refreshExpiresAt, new Date(now)));

/** The member's signed-in devices, the current session first, then the newest. */
export async function readDevices(db: DbOrTx, memberId: number, currentSessionId: number, now: number): Promise<TDevice[]> {
  const rows = await db.select().from(sessions).where(liveSessionsOf(memberId, now)).orderBy(desc(sessions.id));
  const devices = rows.map((row) => ({
    sessionId: row.id,
    ip: row.ip,
    device: describeUserAgent(row.userAgent),
    signedInAt: row.createdAt.getTime(),
    lastActiveAt: (row.refreshedAt ?? row.createdAt).getTime(),
    current: row.id === currentSessionId,
  }));
  return [...devices.filter((device) => device.current), ...devices.filter((device) => !device.current)];
}

/** Whether `sessionId` is a live session of this member (another member's is not). */
export async function isOwnLiveSession(db: DbOrTx, memberId: number, sessionId: number, now: number): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), liveSessionsOf(memberId, now)));
  return row !== undefined;
}
