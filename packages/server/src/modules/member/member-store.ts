import { eq, sql } from 'drizzle-orm';
import type { TMemberInfo } from '@meridian/protocol';
import type { DbOrTx } from '../../db/types.js';
import { members, type MemberRow } from '../../db/schema/index.js';
import { currentAvatarUrl } from '../../static/avatars.js';

export async function findMemberById(db: DbOrTx, id: number): Promise<MemberRow | null> {
  const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return row ?? null;
}

/** Usernames are one member whatever their case (the unique index is on lower(username)). */
export async function findMemberByUsername(db: DbOrTx, username: string): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(members)
    .where(sql`lower(${members.username}) = ${username.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function findMemberByInviteCode(db: DbOrTx, inviteCode: string): Promise<MemberRow | null> {
  const [row] = await db.select().from(members).where(eq(members.inviteCode, inviteCode.trim().toUpperCase())).limit(1);
  return row ?? null;
}

/** The member as the app sees them (spec section 3); secrets never leave, only `hasPayPassword`. */
export function toMemberInfo(row: MemberRow, currency: string): TMemberInfo {
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    avatar: currentAvatarUrl(row.avatar),
    phone: row.phone,
    email: row.email,
    inviteCode: row.inviteCode,
    currency,
    timeZone: row.timeZone,
    hasPayPassword: row.payPasswordHash !== null,
    usdtAddress: row.usdtAddress,
    network: row.network,
    createdAt: row.createdAt.getTime(),
  };
}
