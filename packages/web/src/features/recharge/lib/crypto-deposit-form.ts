import { ZFinishBitcoinOrderRequest, type TCryptoRechargeChannel } from '@meridian/protocol';
import { z } from 'zod/mini';
import type { AmountProblem } from './amount-check';
import { checkCoinCount } from './crypto-preview';

interface CryptoDepositRules {
  channel: TCryptoRechargeChannel;
  /** The rate now (it may have moved since the channel was listed). */
  rate: string;
  /** What the member reads about a coin count that cannot be sent. */
  describe: (problem: AmountProblem) => string;
  /** What the member reads about a transaction id with more than letters and digits. */
  txidInvalid: string;
}

/**
 * The crypto deposit form: the coins at the coin's scale, whose credited amount (coins × rate) is
 * within the channel's limits, and the transaction id as the protocol's `ZFinishBitcoinOrderRequest`
 * takes it, its wrong characters said in the form's words. Both come out trimmed.
 */
export function cryptoDepositFormSchema({ channel, rate, describe, txidInvalid }: CryptoDepositRules) {
  const limits = { min: channel.min, max: channel.max, currency: channel.currency };
  return z.object({
    coinCount: z.string().check(
      z.trim(),
      z.superRefine((coins, ctx) => {
        const problem = checkCoinCount(coins, rate, channel.coin, limits);
        if (problem !== null) ctx.addIssue({ code: 'custom', message: describe(problem) });
      }),
    ),
    txid: z.pipe(
      z.string().check(z.trim(), z.regex(/^[A-Za-z0-9]*$/, { message: txidInvalid })),
      ZFinishBitcoinOrderRequest.shape.txid,
    ),
  });
}
