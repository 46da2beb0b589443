import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A token transfer the signer sends from a hot address, once per (purpose, reference):
 * queued → signed (the signed transaction and its hash stored before anything is broadcast) →
 * broadcast → confirmed | failed. A replacement (same nonce, higher fees) overwrites the signed
 * transaction and keeps the hashes it replaced in `replaced_hashes`, so whichever of them is mined
 * is recognised. Only the signer process writes past `queued`.
 */
export const chainSends = pgTable(
  'chain_sends',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    network: text('network').notNull(),
    /** What it pays: `withdrawal` (reference: the withdrawal's order number). */
    purpose: text('purpose').notNull(),
    reference: text('reference').notNull(),
    token: text('token').notNull(),
    toAddress: text('to_address').notNull(),
    /** Token units (uint256) as an exact decimal integer. */
    units: numeric('units', { precision: 78, scale: 0 }).notNull(),
    /** queued | signed | broadcast | confirmed | failed */
    status: text('status').notNull().default('queued'),
    fromAddress: text('from_address').notNull().default(''),
    nonce: integer('nonce'),
    txHash: text('tx_hash').notNull().default(''),
    /** The signed transaction (0x hex), kept so a restart broadcasts exactly what was signed. */
    rawTx: text('raw_tx').notNull().default(''),
    /** Earlier hashes of this send (replaced by higher fees at the same nonce): one of them may be the one mined. */
    replacedHashes: jsonb('replaced_hashes').$type<string[]>().notNull().default([]),
    maxFeePerGas: numeric('max_fee_per_gas', { precision: 78, scale: 0 }),
    maxPriorityFeePerGas: numeric('max_priority_fee_per_gas', { precision: 78, scale: 0 }),
    /** Broadcasts of the current signed transaction (first and repeated). */
    broadcasts: integer('broadcasts').notNull().default(0),
    broadcastAt: timestamp('broadcast_at', { withTimezone: true }),
    /** The block that mined it, and the hash that was mined (one of tx_hash and the replaced ones). */
    blockNumber: bigint('block_number', { mode: 'number' }),
    minedHash: text('mined_hash').notNull().default(''),
    confirmations: integer('confirmations').notNull().default(0),
    /** Why it failed (a reverted transaction), for the operator and the member's record. */
    failure: text('failure').notNull().default(''),
    lastError: text('last_error').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A withdrawal is paid once, on one network: its order number is the key, whatever the network.
    uniqueIndex('chain_sends_reference_key').on(t.purpose, t.reference),
    index('chain_sends_open_idx').on(t.network, t.status, t.id).where(sql`${t.status} in ('queued', 'signed', 'broadcast')`),
    check('chain_sends_status_check', sql`${t.status} in ('queued', 'signed', 'broadcast', 'confirmed', 'failed')`),
    check('chain_sends_units_check', sql`${t.units} > 0`),
  ],
);

/** The next nonce of each hot address, kept in the database: a nonce is taken in the transaction that stores what it signs. */
export const signerNonces = pgTable(
  'signer_nonces',
  {
    network: text('network').notNull(),
    address: text('address').notNull(),
    nextNonce: integer('next_nonce').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.network, t.address] })],
);
