import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { SECOND_STEP_TICKET_TTL_MS, type TSecondStepTicket } from '@meridian/protocol';
import { secondStepTickets } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/types.js';
import { hashToken, newToken } from '../../security/tokens.js';

/**
 * The ticket between sign-in's two steps: given for a right password, good for 5 minutes and one
 * successful code. Only its sha256 is kept.
 */
export async function issueSecondStepTicket(
  db: DbOrTx,
  nowMs: number,
  holder: { memberId: number; ip: string; userAgent: string },
): Promise<TSecondStepTicket> {
  const ticket = newToken();
  const expiresAt = nowMs + SECOND_STEP_TICKET_TTL_MS;
  await db.insert(secondStepTickets).values({
    tokenHash: hashToken(ticket),
    memberId: holder.memberId,
    ip: holder.ip,
    userAgent: holder.userAgent.slice(0, 300),
    expiresAt: new Date(expiresAt),
  });
  return { ticket, expiresAt };
}

function liveTicket(ticket: string, nowMs: number) {
  return and(eq(secondStepTickets.tokenHash, hashToken(ticket)), isNull(secondStepTickets.usedAt), gt(secondStepTickets.expiresAt, new Date(nowMs)));
}

/** The member a ticket was given to, while it is unused and unexpired; else null. */
export async function findSecondStepTicket(db: DbOrTx, ticket: string, nowMs: number): Promise<{ id: number; memberId: number } | null> {
  const [row] = await db
    .select({ id: secondStepTickets.id, memberId: secondStepTickets.memberId })
    .from(secondStepTickets)
    .where(liveTicket(ticket, nowMs))
    .limit(1);
  return row ?? null;
}

/** Marks the ticket used; false when it was used (or ran out) meanwhile, so two racing requests open one session. */
export async function useSecondStepTicket(db: DbOrTx, ticket: string, nowMs: number): Promise<boolean> {
  const rows = await db.update(secondStepTickets).set({ usedAt: sql`now()` }).where(liveTicket(ticket, nowMs)).returning({ id: secondStepTickets.id });
  return rows.length > 0;
}
