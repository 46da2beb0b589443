import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members.js';

/** Scale of every amount: enough for crypto quantities, exact in NUMERIC. */
const MONEY = { precision: 30, scale: 8 } as const;

/**
 * Double-entry ledger. A member has an `available` and a `held` account; the platform has named
 * accounts (adjustments, fees, …) that may go negative because they are the other side of the books.
 * Balances change only through postings (src/ledger/post-entry.ts).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** `member:<id>:available`, `member:<id>:held`, `platform:<name>`. */
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    memberId: integer('member_id').references(() => members.id),
    currency: text('currency').notNull(),
    balance: numeric('balance', MONEY).notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_code_key').on(t.code),
    index('ledger_accounts_member_id_idx').on(t.memberId),
    check('ledger_accounts_kind_check', sql`${t.kind} in ('member_available', 'member_held', 'platform')`),
    check('ledger_accounts_member_kind_check', sql`(${t.kind} = 'platform') = (${t.memberId} is null)`),
    // The promise that no member balance goes negative, kept by the database itself.
    check('ledger_accounts_member_balance_check', sql`${t.kind} = 'platform' or ${t.balance} >= 0`),
  ],
);

export const journalEntries = pgTable(
  'journal_entries',
  {
    // Entries and postings outgrow 32 bits long before accounts do.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    /** The client's id of the request that caused it: a repeat finds the first entry. */
    requestId: text('request_id').notNull(),
    memo: text('memo').notNull().default(''),
    /**
     * What caused it, so a bill links to its cause: `recharge`, `withdrawal`, `contract`, … and
     * that record's id (or order number); empty for entries without one (the demo grant).
     */
    causeType: text('cause_type').notNull().default(''),
    causeId: text('cause_id').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('journal_entries_request_id_key').on(t.requestId), index('journal_entries_cause_idx').on(t.causeType, t.causeId)],
);

export const postings = pgTable(
  'postings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => journalEntries.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: numeric('amount', MONEY).notNull(),
  },
  (t) => [
    index('postings_entry_id_idx').on(t.entryId),
    index('postings_account_id_idx').on(t.accountId),
    check('postings_amount_nonzero_check', sql`${t.amount} <> 0`),
  ],
);
