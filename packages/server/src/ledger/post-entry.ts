import { Decimal } from 'decimal.js';
import { eq, is, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { InvalidationTarget } from '../db/invalidation-bus.js';
import type { DbOrTx } from '../db/types.js';
import { journalEntries } from '../db/schema/index.js';
import { PG_CHECK_VIOLATION, pgError } from '../db/pg-error.js';
import { forgetAccountIds } from './account-id-cache.js';
import { refuseMixedCurrencies } from './entry-currency.js';
import { lockAccountsForEntry, movePostings } from './entry-statements.js';
import { LedgerError } from './ledger-error.js';
import type { EntryInput } from './types.js';

// Callers catch LedgerError where they post; they need not know it lives in its own module.
export { LedgerError } from './ledger-error.js';

export type { EntryInput, PostingInput } from './types.js';

export interface PostEntryOptions {
  /** This process's caches, which forget the members' balances as soon as the entry commits. */
  caches?: InvalidationTarget;
  /**
   * A data-modifying statement of the caller's, given the new entry's id, run in the round trip
   * that moves the balances (a round trip fewer than running it after); not run when the
   * requestId was posted before (`created: false`).
   */
  alongside?: (entryId: number) => SQL;
}

export interface PostedEntry {
  entryId: number;
  /** false when `requestId` had been posted before and this call changed nothing. */
  created: boolean;
}

/**
 * Refuses the entry unless it has at least two postings, none of them zero, summing to zero. Each
 * amount is finite and within AMOUNT_SCALE already: a LedgerAmount is made only by ledgerAmount.
 */
export function checkPostings(input: EntryInput): void {
  if (input.postings.length < 2) {
    throw new LedgerError('too_few_postings', `Entry ${input.requestId} needs at least two postings`);
  }
  let total = new Decimal(0);
  for (const { amount } of input.postings) {
    if (amount.isZero()) throw new LedgerError('bad_amount', `Entry ${input.requestId}: a posting of zero moves nothing`);
    total = total.plus(amount);
  }
  if (!total.isZero()) {
    throw new LedgerError('unbalanced', `Entry ${input.requestId} does not balance: postings sum to ${total.toString()}`);
  }
}

/**
 * The only code that changes a balance, in one transaction: records the entry, locks the
 * accounts in id order (so two entries never wait on each other in a cycle), moves the balances
 * and records the postings. The postings must sum to zero and their accounts be of one currency
 * (`mixed_currencies`, checked on the currencies the lock reads); a member account that would go
 * below zero is refused by the database's CHECK. Every process forgets the balances of the members
 * touched when it commits (`caches`: this process's, which forget at once).
 *
 * Given a database, it opens its own transaction and a refusal writes nothing. Given a
 * transaction, it runs in it without a savepoint of its own (two round trips fewer per movement):
 * a refusal then leaves that transaction unusable (a CHECK violation aborts it; `unknown_account`
 * and `mixed_currencies` come after the entry row was written), so the caller must let it roll
 * back, as every caller does by throwing on. A caller that wants to go on after a refusal posts in
 * a savepoint of its own (`tx.transaction(...)`, as the operator's adjustment does).
 */
export async function postEntry(db: DbOrTx, input: EntryInput, options: PostEntryOptions = {}): Promise<PostedEntry> {
  checkPostings(input);
  const { caches, alongside } = options;
  let written: WrittenEntry;
  try {
    written = is(db, PgTransaction)
      ? await writeEntry(db, input, alongside)
      : await db.transaction((tx) => writeEntry(tx, input, alongside));
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
async function writeEntry(tx: DbOrTx, input: EntryInput, alongside: PostEntryOptions['alongside']): Promise<WrittenEntry> {
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
  // Like unknown_account, after the entry row was written: the transaction must roll back.
  refuseMixedCurrencies(input, new Map(locked.map((account) => [account.id, account.currency])));
  const balanceMemberIds = [...new Set(locked.flatMap((account) => (account.memberId === null ? [] : [account.memberId])))];
  await movePostings(tx, entryId, input.postings, balanceMemberIds, alongside?.(entryId));
  return { posted: { entryId, created: true }, balanceMemberIds };
}
