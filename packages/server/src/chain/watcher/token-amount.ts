import { Decimal } from 'decimal.js';
import { formatAmount, roundMoney } from '@meridian/protocol';
import { formatUnits } from 'viem';
import type { TCryptoChannelSetting } from '../../settings/recharge-settings.js';
import { channelRate } from '../../modules/recharge/crypto-channels.js';

/**
 * A token amount as an exact decimal string: `units` over 10^decimals, with no float in between
 * (1234567 units of 6-decimal USDT are "1.234567").
 */
export function tokenAmountOf(units: bigint, decimals: number): string {
  if (units < 0n) throw new Error('A token amount is never negative');
  return formatUnits(units, decimals);
}

export type DepositValue =
  /** What the member is credited in the platform currency, and at what rate. */
  | { kind: 'credit'; amount: string; rate: string }
  /** Worth less than the channel's minimum (or nothing at all after rounding): never credited by the watcher. */
  | { kind: 'below_minimum'; amount: string };

/**
 * A deposit's worth by its channel: token amount × the channel's rate, rounded as the platform
 * currency is (as finishBitcoinOrder does), then held against the channel's minimum.
 */
export function depositValueOf(tokenAmount: string, channel: TCryptoChannelSetting, currency: string): DepositValue {
  const rate = channelRate(channel);
  const worth = roundMoney(new Decimal(tokenAmount).times(rate), currency);
  const amount = formatAmount(worth, currency);
  if (worth.lte(0) || worth.lt(channel.min)) return { kind: 'below_minimum', amount };
  return { kind: 'credit', amount, rate };
}
