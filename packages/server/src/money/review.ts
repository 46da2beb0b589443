import type { CoinPayouts } from '../chain/chain-config.js';
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
  /** The networks whose coin withdrawals the signer sends (CHAIN_SIGNER=on); a withdrawal on another is paid by hand. */
  readonly coinPayouts?: CoinPayouts;
}

/** What an operator checks of an order, each named for the console to label in the operator's language. */
export type ReviewFactName = 'payer' | 'payee' | 'coins' | 'rate' | 'network' | 'address' | 'txid' | 'destination' | 'fee' | 'tax' | 'payOut';

/** One thing an operator checks before deciding; its value is the member's or the order's own text. */
export interface ReviewFact {
  readonly name: ReviewFactName;
  readonly value: string;
}

/** How the command line writes each fact, in the order the facts come. */
const FACT_WORDS: Record<ReviewFactName, string> = {
  payer: 'payer',
  payee: 'to',
  coins: 'coins',
  rate: 'at rate',
  network: 'on',
  address: 'to',
  txid: 'txid',
  destination: 'to',
  fee: 'fee',
  tax: 'tax',
  payOut: 'pay out',
};

/** The facts an order has, in the order given; one the order lacks (null or empty) is left out. */
export function reviewFacts(values: readonly (readonly [ReviewFactName, string | null | undefined])[]): ReviewFact[] {
  return values.flatMap(([name, value]) => (value === null || value === undefined || value === '' ? [] : [{ name, value }]));
}

/** The facts as the command line's one line: `payer Chan Tai Man; to HSBC 8081… (Meridian)`. */
export function reviewDetail(facts: readonly ReviewFact[]): string {
  return facts.map((fact) => `${FACT_WORDS[fact.name]} ${fact.value}`).join('; ');
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
  /** What an operator checks before deciding: payer and payee, txid, destination, fee… */
  readonly facts: readonly ReviewFact[];
  /** The facts as one English line, for the command line. */
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
