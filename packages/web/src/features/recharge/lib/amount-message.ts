import type { TFunction } from 'i18next';
import { formatMoney } from '../../../lib/money';
import type { AmountProblem } from './amount-check';

/** The member's words for why an amount cannot be sent; limits are grouped for reading (`50,000.00`). */
export function amountMessage(t: TFunction, problem: AmountProblem, currency: string): string {
  switch (problem.key) {
    case 'amountRequired':
      return t('recharge.amountRequired');
    case 'amountInvalid':
      return t('recharge.amountInvalid');
    case 'amountBelowMin':
      return t('recharge.amountBelowMin', { min: formatMoney(problem.min), currency });
    case 'amountAboveMax':
      return t('recharge.amountAboveMax', { max: formatMoney(problem.max), currency });
  }
}
