import type { ReviewContext, ReviewOutcome } from '../money/review.js';
import { said, saidPart, wordPart, type ConsoleMessageKey } from '../i18n/console/console-translate.js';
import type { AdminOutput } from '@meridian/protocol';
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
  return { actor: context.actor, ...(context.caches ? { caches: context.caches } : {}), ...(context.coinPayouts ? { coinPayouts: context.coinPayouts } : {}) };
}

/** What a decision did, as the CLI has always said it, and its phrase for the operator's language. */
const DONE = {
  'Recharge approved': 'review.rechargeApproved',
  'Recharge rejected': 'review.rechargeRejected',
  'Withdrawal marked paid': 'review.withdrawalPaid',
  'Withdrawal handed to the signer': 'review.withdrawalSending',
  'Withdrawal rejected': 'review.withdrawalRejected',
} as const satisfies Record<string, ConsoleMessageKey>;

/** `done`: what happened, in the operator's words; `reason`: what the member was told. */
export function reviewed(outcome: ReviewOutcome, done: keyof typeof DONE, reason?: string): CommandOutcome<AdminOutput<'recharge-approve'>> {
  const told = reason === undefined ? '' : saidPart('review.told', { reason });
  const { orderNo, memberId } = outcome;
  return { ok: true, ...said('review.done', { done: saidPart(DONE[done]), orderNo, memberId, status: wordPart('orderStatus', outcome.status), told }), data: outcome };
}
