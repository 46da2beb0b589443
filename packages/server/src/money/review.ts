import type { InvalidationTarget } from '../db/invalidation-bus.js';

/**
 * What the operator's side of the money flows shares: recharge and withdrawal reviews take the
 * same context and answer the same outcome, so the operator CLI and admin API treat them alike.
 */
export interface ReviewContext {
  /** Who decided, for the memo and the audit log: `cli:<user>` or `api:<name>`. */
  readonly actor: string;
  /** A running server's caches (they forget the member's balance at once); absent in the CLI. */
  readonly caches?: InvalidationTarget;
}

/** A recharge or withdrawal waiting for an operator. */
export interface PendingOrder {
  readonly kind: 'recharge' | 'withdrawal';
  readonly orderNo: string;
  readonly memberId: number;
  readonly username: string;
  /** recharge: online | offline | crypto; withdrawal: bank | coin. */
  readonly mode: string;
  readonly amount: string;
  readonly currency: string;
  readonly createdAt: Date;
  /** One line an operator checks before deciding: payer name and bank, txid, destination, fee… */
  readonly detail: string;
  /** The payment proof the member uploaded (an offline recharge), as a path under /uploads/. */
  readonly proofUrl?: string;
}

export interface ReviewOutcome {
  readonly orderNo: string;
  readonly memberId: number;
  /** The order's status after the decision. */
  readonly status: string;
}
