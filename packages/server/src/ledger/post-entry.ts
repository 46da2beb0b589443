import { Decimal } from 'decimal.js';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { commitAndAnnounce, type InvalidationTarget } from '../db/invalidation-bus.js';
import type { DbOrTx } from '../db/types.js';
import { journalEntries, ledgerAccounts, postings } from '../db/schema/index.js';
import { PG_CHECK_VIOLATION, pgError } from '../db/pg-error.js';

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
 * The only code that changes a balance. In one transaction (a savepoint when `db` is already a
 * transaction): records the entry, locks the accounts in id order (so two entries never wait on
 * each other in a cycle), moves the balances and records the postings. The postings must sum to
 * zero; a member account that would go below zero is refused by the database's CHECK and nothing
 * is written. Every process forgets the balances of the members touched when it commits
 * (`caches`: this process's, which forget at once).
 */
export async function postEntry(db: DbOrTx, input: EntryInput, caches?: InvalidationTarget): Promise<PostedEntry> {
  const amounts = checkedAmounts(input);
  try {
    return await commitAndAnnounce<PostedEntry>(db, caches, async (tx) => {
      const [inserted] = await tx
        .insert(journalEntries)
        .values({
          kind: input.kind,
          requestId: input.requestId,
          memo: input.memo ?? '',
          causeType: input.cause?.type ?? '',
          causeId: input.cause?.id ?? '',
        })
        .onConflictDoNothing({ target: journalEntries.requestId })
        .returning({ id: journalEntries.id });
      if (!inserted) {
        const [existing] = await tx
          .select({ id: journalEntries.id })
          .from(journalEntries)
          .where(eq(journalEntries.requestId, input.requestId));
        if (!existing) throw new Error(`Entry ${input.requestId} conflicted but cannot be found`);
        return { result: { entryId: existing.id, created: false }, invalidates: {} };
      }

      const accountIds = [...new Set(input.postings.map((posting) => posting.accountId))].sort((a, b) => a - b);
      const locked = await tx
        .select({ id: ledgerAccounts.id, memberId: ledgerAccounts.memberId })
        .from(ledgerAccounts)
        .where(inArray(ledgerAccounts.id, accountIds))
        .orderBy(asc(ledgerAccounts.id))
        .for('update');
      if (locked.length !== accountIds.length) {
        throw new LedgerError('unknown_account', `Entry ${input.requestId} names an account that does not exist`);
      }

      const rows = input.postings.map((posting, index) => ({
        entryId: inserted.id,
        accountId: posting.accountId,
        amount: (amounts[index] ?? new Decimal(0)).toFixed(),
      }));
      // One statement moves every balance (the rows are already locked, in id order, above); an
      // account named twice gets the sum of its postings.
      const moves = new Map<number, Decimal>();
      for (const row of rows) moves.set(row.accountId, (moves.get(row.accountId) ?? new Decimal(0)).plus(row.amount));
      const changes = JSON.stringify([...moves].map(([id, amount]) => ({ id, amount: amount.toFixed() })));
      await tx.execute(sql`
        update ${ledgerAccounts} set balance = ${ledgerAccounts.balance} + m.amount
        from jsonb_to_recordset(${changes}::jsonb) as m(id integer, amount numeric)
        where ${ledgerAccounts.id} = m.id`);
      await tx.insert(postings).values(rows);
      const balanceMemberIds = [...new Set(locked.flatMap((account) => (account.memberId === null ? [] : [account.memberId])))];
      return { result: { entryId: inserted.id, created: true }, invalidates: { balanceMemberIds } };
    });
  } catch (error) {
    if (pgError(error)?.code === PG_CHECK_VIOLATION) {
      throw new LedgerError('insufficient_funds', `Entry ${input.requestId} would take a member balance below zero`);
    }
    throw error;
  }
}
