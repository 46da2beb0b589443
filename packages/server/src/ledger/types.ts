import type { Decimal } from 'decimal.js';
import type { LedgerAmount } from './amount.js';
import type { CauseType, EntryKind } from './entry-kinds.js';

/**
 * The ledger's shapes, in a module that imports only the ledger's leaf modules, so the posting code, its SQL
 * statements and the balance cache can all name them without importing each other.
 */

export interface PostingInput {
  accountId: number;
  /** Positive adds to the account, negative takes from it. */
  amount: LedgerAmount;
}

export interface EntryInput {
  /** What happened: `demo_grant`, `adjustment`, `recharge`, … (entry-kinds.ts). */
  kind: EntryKind;
  /** Unique per movement: posting the same id again changes nothing and returns the first entry (`requestIdOf`). */
  requestId: string;
  memo?: string;
  /** What caused it (a bill links to it): `recharge`, `withdrawal`, … and that record's id. */
  cause?: { type: CauseType; id: string };
  postings: readonly PostingInput[];
}

export interface MemberBalance {
  /** What the member can spend or withdraw now. */
  available: Decimal;
  /** Held for pending withdrawals and open orders. */
  held: Decimal;
}
