import { eq, inArray, type SQL } from 'drizzle-orm';
import type { TTeamLevel } from '@meridian/protocol';
import type { DbOrTx } from '../../db/types.js';
import { members } from '../../db/schema/index.js';

/** The ids of the members `level` steps below `memberId` in the invite tree, as a subquery. */
export function teamIdsAt(db: DbOrTx, memberId: number, level: TTeamLevel) {
  return db.select({ id: members.id }).from(members).where(isAtLevel(db, memberId, level));
}

/**
 * A condition on `members`: the row is `level` steps below `memberId`. Each step is a subquery
 * over the inviter index; three levels stay three small nested lookups.
 */
export function isAtLevel(db: DbOrTx, memberId: number, level: TTeamLevel): SQL {
  if (level === 1) return eq(members.inviterId, memberId);
  const above: TTeamLevel = level === 3 ? 2 : 1;
  return inArray(members.inviterId, teamIdsAt(db, memberId, above));
}
