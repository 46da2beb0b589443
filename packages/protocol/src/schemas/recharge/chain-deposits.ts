import { z } from 'zod/mini';
import { ZEmpty } from '../shared.js';

/**
 * Meridian's extension (docs/product-decisions.md, issue 38): the signed-in member's own deposits
 * the chain watcher has seen on their deposit addresses in the last 30 days, newest first, at most
 * CHAIN_DEPOSITS_MAX. The deposit page lists them and follows each by the `chainDeposit` push.
 */
export const ZChainDepositsRequest = ZEmpty;

/** How many of the member's deposits the list answers at most. */
export const CHAIN_DEPOSITS_MAX = 20;
/** How far back the list reaches. */
export const CHAIN_DEPOSITS_DAYS = 30;

/**
 * What the member sees of a deposit: waiting for confirmations, credited, gone with its block, or
 * not credited automatically (below the channel's minimum, or no channel takes it: support decides).
 */
export const MEMBER_CHAIN_DEPOSIT_STATUSES = ['seen', 'credited', 'dropped', 'unmatched'] as const;
export const ZMemberChainDepositStatus = z.enum(MEMBER_CHAIN_DEPOSIT_STATUSES);
export type TMemberChainDepositStatus = z.infer<typeof ZMemberChainDepositStatus>;

export const ZChainDepositItem = z.object({
  /** The channel's network, e.g. ERC20. */
  network: z.string(),
  txHash: z.string(),
  /** With `network` and `txHash`, what names the deposit (one transaction may carry several transfers). */
  logIndex: z.int(),
  /** In the token, an exact decimal (USDT has 6 decimals). */
  amount: z.string(),
  status: ZMemberChainDepositStatus,
  confirmations: z.int(),
  confirmationsNeeded: z.int(),
  /** The recharge order that credited it; null until credited. */
  orderNo: z.nullable(z.string()),
  /** When the watcher first saw it, epoch ms. */
  seenAt: z.int(),
  /** Why an `unmatched` deposit was not credited; with `below_minimum`, the channel's minimum in the coin (e.g. "50.00" USDT). */
  notCredited: z.optional(
    z.object({
      reason: z.enum(['below_minimum', 'no_channel']),
      minimum: z.string(),
      coin: z.string(),
    }),
  ),
});
export type TChainDepositItem = z.infer<typeof ZChainDepositItem>;

export const ZChainDepositsResponse = z.object({ list: z.array(ZChainDepositItem) });
export type TChainDepositsResponse = z.infer<typeof ZChainDepositsResponse>;
