import { Decimal } from 'decimal.js';
import { eq, is, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { InvalidationTarget } from '../db/invalidation-bus.js';
import type { DbOrTx } from '../db/types.js';
import { journalEntries } from '../db/schema/index.js';
import { PG_CHECK_VIOLATION, pgError } from '../db/pg-error.js';
import { forgetAccountIds } from './account-id-cache.js';
import { lockAccountsForEntry, movePostings } from './entry-statements.js';

/** Decimal places a NUMERIC(30, 8) amount keeps; more would be silently rounded by the database. */
export const AMOUNT_SCALE = 8;

export interface PostingInput {
  accountId: number;
  /** Positive adds to the account, negative takes from it. */
  amount: Decimal.Value;
}

export interface EntryInput {
  /** What happened, in the operator's words: `demo_grant`, `adjustment`, `recharge`, … */
  kind: string;
  /** Unique per movement: posting the same id again changes nothing and returns the first entry. */
  requestId: string;
  memo?: string;
  /** What caused it (a bill links to it): `recharge`, `withdrawal`, … and that record's id. */
  cause?: { type: string; id: string };
  postings: readonly PostingInput[];
}

export interface PostedEntry {
  entryId: number;
  /** false when `requestId` had been posted before and this call changed nothing. */
  created: boolean;
}

export type LedgerErrorReason = 'too_few_postings' | 'bad_amount' | 'unbalanced' | 'unknown_account' | 'insufficient_funds';

export class LedgerError extends Error {
  constructor(
    readonly reason: LedgerErrorReason,
    message: string,
  ) {
    super(message);
    this.name = 'LedgerError';
  }
}

/** The postings' amounts, refused unless they are at least two, postable and sum to zero. */
export function checkedAmounts(input: EntryInput): Decimal[] {
  if (input.postings.length < 2) {
    throw new LedgerError('too_few_postings', `Entry ${input.requestId} needs at least two postings`);
  }
  const amounts = input.postings.map((posting) => {
    let amount: Decimal;
    try {
      amount = new Decimal(posting.amount);
    } catch {
      throw new LedgerError('bad_amount', `Entry ${input.requestId}: ${String(posting.amount)} is not an amount`);
    }
    if (!amount.isFinite() || amount.isZero() || amount.decimalPlaces() > AMOUNT_SCALE) {
      throw new LedgerError('bad_amount', `Entry ${input.requestId}: ${amount.toString()} is not a postable amount`);
    }
    return amount;
  });
  const total = amounts.reduce((sum, amount) => sum.plus(amount), new Decimal(0));
  if (!total.isZero()) {
    throw new LedgerError('unbalanced', `Entry ${input.requestId} does not balance: postings sum to ${total.toString()}`);
  }
  return amounts;
}

/**
 * The only code that changes a balance, in one transaction: records the entry, locks the
 * accounts in id order (so two entries never wait on each other in a cycle), moves the balances
 * and records the postings. The postings must sum to zero; a member account that would go below
 * zero is refused by the database's CHECK. Every process forgets the balances of the members
 * touched when it commits (`caches`: this process's, which forget at once).
 *
 * Given a database, it opens its own transaction and a refusal writes nothing. Given a
 * transaction, it runs in it without a savepoint of its own (two round trips fewer per movement):
 * a refusal then leaves that transaction unusable (a CHECK violation aborts it; `unknown_account`
 * comes after the entry row was written), so the caller must let it roll back, as every caller
 * does by throwing on. A caller that wants to go on after a refusal posts in a savepoint of its
 * own (`tx.transaction(...)`, as the operator's adjustment does).
 *
 * `alongside`: a data-modifying statement of the caller's, given the new entry's id, run in the
 * round trip that moves the balances (a round trip fewer than running it after); not run when
 * the requestId was posted before (`created: false`).
 */
export async function postEntry(
  db: DbOrTx,
  input: EntryInput,
  caches?: InvalidationTarget,
  alongside?: (entryId: number) => SQL,
): Promise<PostedEntry> {
  const amounts = checkedAmounts(input);
  let written: WrittenEntry;
  try {
    written = is(db, PgTransaction)
      ? await writeEntry(db, input, amounts, alongside)
      : await db.transaction((tx) => writeEntry(tx, input, amounts, alongside));
  } catch (error) {
    if (pgError(error)?.code === PG_CHECK_VIOLATION) {
      throw new LedgerError('insufficient_funds', `Entry ${input.requestId} would take a member balance below zero`);
    }
    throw error;
  }
  caches?.forget({ balanceMemberIds: written.balanceMemberIds });
  return written.posted;
}

interface WrittenEntry {
  posted: PostedEntry;
  balanceMemberIds: number[];
}

/** Two statements for a new entry (entry + locks, then balances + postings + announcement). */
async function writeEntry(
  tx: DbOrTx,
  input: EntryInput,
  amounts: readonly Decimal[],
  alongside: ((entryId: number) => SQL) | undefined,
): Promise<WrittenEntry> {
  const accountIds = [...new Set(input.postings.map((posting) => posting.accountId))].sort((a, b) => a - b);
  const { entryId, locked } = await lockAccountsForEntry(tx, input, accountIds);
  if (entryId === null) {
    const [existing] = await tx.select({ id: journalEntries.id }).from(journalEntries).where(eq(journalEntries.requestId, input.requestId));
    if (!existing) throw new Error(`Entry ${input.requestId} conflicted but cannot be found`);
    return { posted: { entryId: existing.id, created: false }, balanceMemberIds: [] };
  }
  if (locked.length !== accountIds.length) {
    // Perhaps an id remembered from a transaction that rolled back: read them all afresh next time.
    forgetAccountIds(tx);
    throw new LedgerError('unknown_account', `Entry ${input.requestId} names an account that does not exist`);
  }
  const balanceMemberIds = [...new Set(locked.flatMap((account) => (account.memberId === null ? [] : [account.memberId])))];
  const rows = input.postings.map((posting, index) => ({ accountId: posting.accountId, amount: amounts[index] }));
  await movePostings(tx, entryId, rows, balanceMemberIds, alongside?.(entryId));
  return { posted: { entryId, created: true }, balanceMemberIds };
}
