import type { TGetTickRootsResponse } from '@meridian/protocol';
import { and, asc, gt, gte, lt } from 'drizzle-orm';
import { marketTickRoots } from '../db/schema/index.js';
import type { DbOrTx } from '../db/types.js';

/**
 * The roots whose second is in [from, to), after seq `afterSeq`, in chain order, at most `limit`.
 * The caller bounds the range (a day at most): the planner then sorts at most a day of roots.
 */
export async function listTickRoots(db: DbOrTx, page: { from: number; to: number; afterSeq: number; limit: number }): Promise<TGetTickRootsResponse> {
  const rows = await db
    .select({ seq: marketTickRoots.seq, second: marketTickRoots.second, tickCount: marketTickRoots.tickCount, merkle: marketTickRoots.merkle, root: marketTickRoots.root })
    .from(marketTickRoots)
    .where(and(gte(marketTickRoots.second, page.from), lt(marketTickRoots.second, page.to), gt(marketTickRoots.seq, page.afterSeq)))
    .orderBy(asc(marketTickRoots.seq))
    .limit(page.limit + 1);
  const list = rows.slice(0, page.limit);
  return { list, nextAfterSeq: rows.length > page.limit ? (list[list.length - 1]?.seq ?? null) : null };
}
