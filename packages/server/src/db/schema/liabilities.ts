import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members.js';

/** Wider than one balance (NUMERIC(30,8)): a total over every member. */
const TOTAL = { precision: 40, scale: 8 } as const;

/**
 * Proof of liabilities: one row per Merkle sum tree of every member's balance (available + held)
 * read at one ledger instant. What anyone may see: the root (hash and sum), how many members it
 * counts, and the ledger's own total of member balances at that instant, which the sum must equal.
 */
export const liabilitySnapshots = pgTable(
  'liability_snapshots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    /** `daily` (the 00:00 UTC job) or `operator` (the `liabilities-snapshot` command). */
    trigger: text('trigger').notNull(),
    /** The UTC day a daily snapshot stands for: at most one per day, whichever process takes it. */
    dailyFor: date('daily_for', { mode: 'string' }),
    /** SHA-256, lower-case hex. */
    rootHash: text('root_hash').notNull(),
    rootSum: numeric('root_sum', TOTAL).notNull(),
    memberCount: integer('member_count').notNull(),
    /**
     * Level 0's width, padding included (a power of two). Null for a snapshot taken before balances
     * were split into shards: one leaf per member, `member_count` of them, proofs of format 1.
     */
    leafCount: integer('leaf_count'),
    /** The sum of the member accounts' balances as the ledger carries them, read in the same statement as the postings. */
    ledgerTotal: numeric('ledger_total', TOTAL).notNull(),
    /** `job`, or the operator (`cli:…`, `console:…`, `api:…`). */
    takenBy: text('taken_by').notNull(),
  },
  (t) => [
    uniqueIndex('liability_snapshots_daily_for_key').on(t.dailyFor),
    check('liability_snapshots_trigger_check', sql`${t.trigger} in ('daily', 'operator')`),
    check('liability_snapshots_daily_for_check', sql`(${t.trigger} = 'daily') = (${t.dailyFor} is not null)`),
    check('liability_snapshots_root_sum_check', sql`${t.rootSum} >= 0`),
  ],
);

/**
 * Which leaf is whose, and its nonce: never published, read only for the member's own proof. One row
 * per shard of a member's balance (one per member in a snapshot of format 1); padding leaves have none.
 */
export const liabilityLeaves = pgTable(
  'liability_leaves',
  {
    snapshotId: integer('snapshot_id')
      .notNull()
      .references(() => liabilitySnapshots.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The leaf's place on level 0 (leaves are shuffled, so it says nothing about who joined when). */
    position: integer('position').notNull(),
    /** 32 random bytes, hex, fresh for every leaf of every snapshot. */
    nonce: text('nonce').notNull(),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.position] }), index('liability_leaves_member_idx').on(t.snapshotId, t.memberId)],
);

/** Every node of the tree, leaves (level 0) to root, so a member's path is one indexed read. */
export const liabilityNodes = pgTable(
  'liability_nodes',
  {
    snapshotId: integer('snapshot_id')
      .notNull()
      .references(() => liabilitySnapshots.id),
    level: smallint('level').notNull(),
    position: integer('position').notNull(),
    hash: text('hash').notNull(),
    sum: numeric('sum', TOTAL).notNull(),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.level, t.position] }), check('liability_nodes_sum_check', sql`${t.sum} >= 0`)],
);
