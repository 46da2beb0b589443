import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { journalEntries } from './ledger.js';
import { members } from './members.js';

/**
 * One row per watched network (the crypto channel's `network`, e.g. ERC20): how far the watcher
 * has read, what it last saw of the chain, and its alert. `halted_at` set means a re-org removed
 * a deposit that was already credited: the watcher credits nothing more on this network until an
 * operator has looked (it never reverses a credit by itself).
 */
export const chainCursors = pgTable('chain_cursors', {
  network: text('network').primaryKey(),
  /** The last block whose Transfer logs are recorded; -1 before the first. */
  lastBlock: bigint('last_block', { mode: 'number' }).notNull(),
  /** The chain's head at the last successful poll (lag = head − last block). */
  headBlock: bigint('head_block', { mode: 'number' }).notNull().default(-1),
  /**
   * The confirmations the watcher credits a deposit at (its configuration, written at every poll):
   * an operator's credit of an unmatched deposit waits for as many, from the CLI as from the console.
   */
  confirmationsNeeded: integer('confirmations_needed').notNull().default(0),
  polledAt: timestamp('polled_at', { withTimezone: true }),
  /** The last failure to read the chain (cleared by the next good poll), for operators. */
  lastError: text('last_error').notNull().default(''),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  reorgs: integer('reorgs').notNull().default(0),
  lastReorgAt: timestamp('last_reorg_at', { withTimezone: true }),
  lastReorgDepth: integer('last_reorg_depth').notNull().default(0),
  haltedAt: timestamp('halted_at', { withTimezone: true }),
  haltReason: text('halt_reason').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The recent blocks the watcher has read (a window behind the head): what a re-org is found against. */
export const chainBlocks = pgTable(
  'chain_blocks',
  {
    network: text('network').notNull(),
    number: bigint('number', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
    parentHash: text('parent_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.network, t.number] })],
);

/**
 * A token Transfer to an address the platform watches, recorded once per (network, tx hash, log
 * index). seen → credited (once, with a completed recharge order and its journal entry), or
 * dropped (its block left the chain before it was credited), or unmatched (to an address no member
 * owns, or below the channel's minimum: kept for operators, never credited by the watcher).
 */
export const chainDeposits = pgTable(
  'chain_deposits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    network: text('network').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    blockHash: text('block_hash').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    memberId: integer('member_id').references(() => members.id),
    /** Token amount, exact (the token's units over 10^decimals; unconstrained NUMERIC, never a float). */
    amount: numeric('amount').notNull(),
    /** seen | credited | dropped | unmatched */
    status: text('status').notNull(),
    /** Why it is unmatched: no_owner | below_minimum | no_channel. */
    unmatchedReason: text('unmatched_reason').notNull().default(''),
    confirmations: integer('confirmations').notNull().default(0),
    /** The recharge order and journal entry that credited it, and that entry's request id. */
    orderNo: text('order_no'),
    creditEntryId: bigint('credit_entry_id', { mode: 'number' }).references(() => journalEntries.id),
    creditRequestId: text('credit_request_id'),
    /** A re-org removed its block after it was credited (the alert names it). */
    reorgedAt: timestamp('reorged_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chain_deposits_log_key').on(t.network, t.txHash, t.logIndex),
    index('chain_deposits_status_idx').on(t.network, t.status, t.blockNumber),
    index('chain_deposits_member_idx').on(t.memberId, t.createdAt),
    // Whether an order is a chain credit's own (chain/transaction-claims.ts) is asked by its number.
    index('chain_deposits_order_no_idx').on(t.orderNo),
    check('chain_deposits_status_check', sql`${t.status} in ('seen', 'credited', 'dropped', 'unmatched')`),
    check('chain_deposits_amount_check', sql`${t.amount} >= 0`),
  ],
);
