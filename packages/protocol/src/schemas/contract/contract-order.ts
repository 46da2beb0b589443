import { z } from 'zod/mini';
import { CONTRACT_DIRECTIONS } from '../../rules/contract-payout.js';
import { ZMoney } from '../shared.js';

export const ZContractDirection = z.enum(CONTRACT_DIRECTIONS);

/** running until it expires, then how it ended. */
export const CONTRACT_STATUSES = ['running', 'won', 'lost', 'draw'] as const;
export const ZContractStatus = z.enum(CONTRACT_STATUSES);
export type TContractStatus = z.infer<typeof ZContractStatus>;

/**
 * One of the member's second contracts. Both ticks come with the second they were recorded, so
 * the member can find them on the K-line and check the outcome.
 */
export const ZContractOrder = z.object({
  id: z.int(),
  orderNo: z.string(),
  /** The pair bet on, e.g. `BTC/USDT`. */
  allname: z.string(),
  direction: ZContractDirection,
  seconds: z.int().check(z.positive()),
  /** The yield promised when signed, in percent (`85`). */
  yieldPercent: z.string(),
  /** The amount staked. */
  amount: ZMoney,
  currency: z.string(),
  purchasePrice: ZMoney,
  /** Epoch ms of the recorded tick the purchase price is. */
  purchaseTickAt: z.int(),
  /** Epoch ms when it settles. */
  expiresAt: z.int(),
  /** null while running. */
  settlePrice: z.nullable(ZMoney),
  settleTickAt: z.nullable(z.int()),
  status: ZContractStatus,
  /** What the member got back minus the stake; null while running. */
  profit: z.nullable(ZMoney),
  createdAt: z.int(),
  settledAt: z.nullable(z.int()),
});
export type TContractOrder = z.infer<typeof ZContractOrder>;
