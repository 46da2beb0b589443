import type { ReviewContext, ReviewOutcome } from '../money/review.js';
import type { CommandOutcome, EffectContext } from './command-types.js';

/**
 * What the four review commands (recharge approve and reject, withdrawal pay and reject) share.
 * Each decides one order through the recharge or withdrawal module, inside the operator's audited
 * transaction; a refusal (unknown order, already decided, …) is thrown by the module as an
 * AppError and reported in English by runAudited.
 */
/** `<order no>`, and a rejection's `<reason…>` after it. */
export const ORDER_NO = { field: 'orderNo', label: 'order no' } as const;
export const REASON = { field: 'reason', label: 'reason', rest: true } as const;

export function reviewContext(context: EffectContext): ReviewContext {
  return { actor: context.actor, ...(context.caches ? { caches: context.caches } : {}) };
}

/** `done`: what happened, in the operator's words; `reason`: what the member was told. */
export function reviewed(outcome: ReviewOutcome, done: string, reason?: string): CommandOutcome {
  const told = reason === undefined ? '' : ` Reason given to the member: ${reason}`;
  return { ok: true, text: `${done}: ${outcome.orderNo} of member #${outcome.memberId} is now ${outcome.status}.${told}`, data: outcome };
}
