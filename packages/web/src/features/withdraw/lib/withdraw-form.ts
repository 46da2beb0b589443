import { ZWithdrawRequest, type TWithdrawParamResponse } from '@meridian/protocol';
import { z } from 'zod/mini';
import { withdrawPreview } from './withdraw-preview';
import type { WithdrawProblem } from './withdraw-problem-text';

interface WithdrawFormRules {
  rules: TWithdrawParamResponse;
  /** What the member reads about an amount that cannot be withdrawn. */
  describe: (problem: WithdrawProblem) => string;
}

/**
 * The withdraw form's check: the amount must pass the preview (an amount of this currency, within
 * the limits and today's count), with the protocol's rules the server charges by, and then be the
 * request's `amount` as the protocol's `ZWithdrawRequest` takes it. The balance is not checked
 * here: the figure on screen may be older than the ledger, which alone decides (withdraw-form.tsx
 * asks the server again before it refuses an amount above it).
 */
export function withdrawFormSchema({ rules, describe }: WithdrawFormRules) {
  return z.object({
    /** Where to: a payout option's key (empty: the first option). */
    payoutKey: z.string(),
    amount: z.pipe(
      z.string().check(
        z.trim(),
        z.superRefine((amount, ctx) => {
          const preview = withdrawPreview(amount, rules, undefined);
          if (preview.state !== 'ok' && preview.state !== 'credit-low') ctx.addIssue({ code: 'custom', message: describe(preview) });
        }),
      ),
      ZWithdrawRequest.shape.amount,
    ),
  });
}

/** The form once checked: the amount trimmed, ready for the request. */
export type TCheckedWithdrawal = z.output<ReturnType<typeof withdrawFormSchema>>;
