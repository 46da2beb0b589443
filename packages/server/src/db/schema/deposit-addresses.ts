import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members.js';

/**
 * Each member's own deposit address per network (issue 38): child `derivation_index` of the
 * network's configured xpub. An index is given once and never again, even if its row went: the
 * next one comes from `deposit_address_counters`, never from the rows here.
 */
export const depositAddresses = pgTable(
  'deposit_addresses',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The recharge channel's network: ERC20, TRC20. */
    network: text('network').notNull(),
    derivationIndex: integer('derivation_index').notNull(),
    /** As derived: EIP-55 checksummed (EVM) or base58 (TRON); matched case-insensitively on EVM. */
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.network, t.memberId] }),
    uniqueIndex('deposit_addresses_index_key').on(t.network, t.derivationIndex),
    uniqueIndex('deposit_addresses_address_key').on(t.network, sql`lower(${t.address})`),
  ],
);

/** The next derivation index of each network; its row lock orders concurrent allocations. */
export const depositAddressCounters = pgTable('deposit_address_counters', {
  network: text('network').primaryKey(),
  nextIndex: integer('next_index').notNull(),
});
