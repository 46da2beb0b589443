import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/types.js';
import { approvalRequests } from '../db/schema/index.js';
import type { CommandOutcome } from './command-types.js';

/**
 * A held command's request, locked until the decision commits: a second checker waits, then finds
 * it decided (409). The maker can never be the checker, whatever their role.
 */
export async function lockUndecided(tx: Tx, id: number, checker: string): Promise<{ ok: true; command: unknown } | { ok: false; outcome: CommandOutcome }> {
  const [row] = await tx.select().from(approvalRequests).where(eq(approvalRequests.id, id)).for('update');
  if (!row) return { ok: false, outcome: { ok: false, text: `No approval #${id}.`, status: 404 } };
  if (row.status !== 'pending') return { ok: false, outcome: { ok: false, text: `Approval #${id} is already ${row.status}.`, status: 409 } };
  if (row.maker === checker) return { ok: false, outcome: { ok: false, text: `You asked for approval #${id}: a second operator must decide it.` } };
  return { ok: true, command: row.command };
}

export async function recordDecision(tx: Tx, id: number, status: 'approved' | 'rejected', checker: string, outcome: string): Promise<void> {
  await tx.update(approvalRequests).set({ status, checker, outcome: outcome.slice(0, 1000), decidedAt: sql`now()` }).where(eq(approvalRequests.id, id));
}
