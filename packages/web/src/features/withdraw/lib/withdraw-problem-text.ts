import { currencyScale } from '@meridian/protocol';
import type { TFunction } from 'i18next';
import type { WithdrawPreview } from './withdraw-preview';

/** An amount the preview says cannot be withdrawn, and why. */
export type WithdrawProblem = Exclude<WithdrawPreview, { state: 'ok' | 'credit-low' }>;

/** The member's words for why an amount cannot be withdrawn. */
export function withdrawProblemText(t: TFunction, problem: WithdrawProblem, currency: string): string {
  switch (problem.state) {
    case 'empty':
      return t('withdraw.amountRequired');
    case 'invalid':
      // Said as what it is: "abc" is no number, which a rule about decimals would not tell.
      if (problem.problem === 'not-a-number') return t('withdraw.amountNotNumber');
      if (problem.problem === 'not-positive') return t('withdraw.amountNotPositive');
      return t('withdraw.amountInvalid', { decimals: currencyScale(currency) });
    case 'limit':
      if (problem.problem.limit === 'daily') return t('withdraw.dailyLimitReached', { count: problem.problem.count });
      return problem.problem.limit === 'min'
        ? t('withdraw.belowMinimum', { amount: problem.problem.amount, currency })
        : t('withdraw.aboveMaximum', { amount: problem.problem.amount, currency });
  }
}
