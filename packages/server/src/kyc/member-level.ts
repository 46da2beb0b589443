import { and, eq, max } from 'drizzle-orm';
import type { TKycLevel } from '@meridian/protocol';
import { kycSubmissions, members } from '../db/schema/index.js';
import type { DbOrTx } from '../db/types.js';

/**
 * A member's verification level (issue 41): the highest level of an approved submission, else 1
 * when they verified an email or a mobile number (the security centre binds one only by its code),
 * else 0. Read in the caller's transaction, so a withdrawal decides on the level it sees.
 */
export async function memberKycLevel(db: DbOrTx, memberId: number): Promise<TKycLevel> {
  const [approved] = await db
    .select({ level: max(kycSubmissions.level) })
    .from(kycSubmissions)
    .where(and(eq(kycSubmissions.memberId, memberId), eq(kycSubmissions.status, 'approved')));
  const level = approved?.level ?? 0;
  if (level >= 2) return level >= 3 ? 3 : 2;
  const [member] = await db.select({ email: members.email, phone: members.phone }).from(members).where(eq(members.id, memberId));
  return member && (member.email !== '' || member.phone !== '') ? 1 : 0;
}
