import { formatAmount, isMoneyAmount, roundMoney } from '@meridian/protocol';
import Decimal from 'decimal.js';
import type { AmountLimits, AmountProblem } from './amount-check';

/**
 * What a crypto order credits: coins × rate, at the platform currency's scale, half away from
 * zero — the same rounding the server posts with. Null while the coin count is not a number.
 */
export function creditedAmount(coinCount: string, rate: string, currency: string, coin: string): string | null {
  const coins = coinCount.trim();
  if (!isMoneyAmount(coins, coin)) return null;
  return formatAmount(roundMoney(new Decimal(coins).times(rate), currency), currency);
}

/** Checks the coins to send: a number at the coin's scale whose credited amount is within the channel's limits. */
export function checkCoinCount(coinCount: string, rate: string | undefined, coin: string, limits: AmountLimits): AmountProblem | null {
  const coins = coinCount.trim();
  if (coins === '') return { key: 'amountRequired' };
  if (!isMoneyAmount(coins, coin)) return { key: 'amountInvalid' };
  if (rate === undefined) return null;
  const credited = creditedAmount(coins, rate, limits.currency, coin);
  if (credited === null) return { key: 'amountInvalid' };
  if (new Decimal(credited).lessThan(limits.min)) return { key: 'amountBelowMin', min: formatAmount(limits.min, limits.currency) };
  if (new Decimal(credited).greaterThan(limits.max)) return { key: 'amountAboveMax', max: formatAmount(limits.max, limits.currency) };
  return null;
}
