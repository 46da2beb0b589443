import { z } from 'zod/mini';
import { CHAIN_DEPOSIT_STATUSES } from '../events.js';
import { listPage } from './list-page.js';

/** What the admin API answers about the chain watcher: each network's state and its deposits. */

/** A deposit's status as stored (seen: confirming), or `reorged`: credited, then its block left the chain. */
export const CHAIN_DEPOSIT_FILTERS = [...CHAIN_DEPOSIT_STATUSES, 'reorged'] as const;
export type TChainDepositFilter = (typeof CHAIN_DEPOSIT_FILTERS)[number];

/** One watched network as its watcher last left it. Times are ISO strings; null: never. */
export const ZChainNetworkStatus = z.object({
  network: z.string(),
  /** The chain's head at the last good poll, and the last block read (-1: none yet). */
  head: z.int(),
  cursor: z.int(),
  /** head − cursor: blocks not read yet. */
  lag: z.int(),
  polledAt: z.nullable(z.string()),
  lastError: z.string(),
  lastErrorAt: z.nullable(z.string()),
  /** False when the last RPC error is newer than the last good poll. */
  healthy: z.boolean(),
  /** Deposits counting their confirmations (seen). */
  confirming: z.int(),
  unmatched: z.int(),
  /** Deposits dropped by a re-org in the last 7 days. */
  droppedLastWeek: z.int(),
  reorgs: z.int(),
  lastReorgAt: z.nullable(z.string()),
  lastReorgDepth: z.int(),
  /** Set when a re-org removed a credited deposit: nothing more is credited on it until an owner resumes it. */
  haltedAt: z.nullable(z.string()),
  haltReason: z.string(),
});
export type TChainNetworkStatus = z.infer<typeof ZChainNetworkStatus>;
export const ZChainStatusAnswer = z.object({ networks: z.array(ZChainNetworkStatus) });

export const ZChainDepositRow = z.object({
  id: z.int(),
  network: z.string(),
  memberId: z.nullable(z.int()),
  username: z.nullable(z.string()),
  /** Token amount, exact. */
  amount: z.string(),
  txHash: z.string(),
  logIndex: z.int(),
  blockNumber: z.int(),
  fromAddress: z.string(),
  toAddress: z.string(),
  confirmations: z.int(),
  /** One of CHAIN_DEPOSIT_STATUSES. */
  status: z.string(),
  /** no_owner | below_minimum | no_channel, or empty. */
  unmatchedReason: z.string(),
  reorgedAt: z.nullable(z.string()),
  /** The recharge order that credited it, or null. */
  orderNo: z.nullable(z.string()),
  createdAt: z.string(),
});
export type TChainDepositRow = z.infer<typeof ZChainDepositRow>;
export const ZChainDepositsAnswer = listPage(ZChainDepositRow);

/** An unmatched deposit credited by an operator: its recharge order, journal entry and the member's available balance after it. */
export const ZChainDepositCreditAnswer = z.object({
  depositId: z.int(),
  orderNo: z.string(),
  entryId: z.int(),
  memberId: z.int(),
  amount: z.string(),
  currency: z.string(),
});

/** A halt cleared: when the network had halted and why. */
export const ZChainResumeAnswer = z.object({ network: z.string(), haltedAt: z.string(), haltReason: z.string() });
