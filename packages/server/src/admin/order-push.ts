import type { TOrderPush } from '@meridian/protocol';
import { z } from 'zod';

/** What order-claim answers (order-claims.ts). */
const ZClaimed = z.object({ orderNo: z.string(), claimedBy: z.string(), claimedAt: z.string() });
/** What order-unclaim answers. */
const ZReleased = z.object({ orderNo: z.string() });
/** A review's outcome (money/review.ts): a decision, or an approval that ran one. */
const ZDecided = z.object({ orderNo: z.string(), memberId: z.number(), status: z.string() });

/** The `order` push (the protocol's ZOrderPush) a money command's success makes, or null when no pending order changed hands or left. */
export function orderPushOf(command: { name: string }, outcome: { status?: number; data?: unknown }): TOrderPush | null {
  // Held for a second operator: the order still waits as it was (the `approvals` push tells).
  if (outcome.status === 202) return null;
  if (command.name === 'order-claim') {
    const claimed = ZClaimed.safeParse(outcome.data);
    if (!claimed.success) return null;
    const { orderNo, claimedBy, claimedAt } = claimed.data;
    return { orderNo, claim: { claimedBy, claimedAt }, decided: false };
  }
  if (command.name === 'order-unclaim') {
    const released = ZReleased.safeParse(outcome.data);
    return released.success ? { orderNo: released.data.orderNo, claim: null, decided: false } : null;
  }
  const decided = ZDecided.safeParse(outcome.data);
  return decided.success ? { orderNo: decided.data.orderNo, claim: null, decided: true } : null;
}
