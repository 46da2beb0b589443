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
    /**
     * What it pays: `withdrawal` (reference: the withdrawal's order number), `sweep` (a deposit
     * address's tokens to the hot wallet), `gas` (the fee wallet's coin to a deposit address so it can
     * pay for its sweep), `cold` (the hot wallet's tokens above its ceiling to the cold address).
     */
    purpose: text('purpose').notNull(),
    /**
     * Which of the signer's keys signs it: `hot` (m/44'/60'/1'/0/0), `fee` (m/44'/60'/2'/0/0) or
     * `deposit` (the member address m/44'/60'/0'/0/`from_index`).
     */
    wallet: text('wallet').notNull().default('hot'),
    /** The deposit address's derivation index, for a send from a deposit address (`wallet` = `deposit`). */
    fromIndex: integer('from_index'),
    /** `token` (an ERC-20 `transfer` of `token`) or `native` (the network's coin, for gas). */
    asset: text('asset').notNull().default('token'),
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
    /**
     * What an operator asked the signer to do with a stuck send (the console's Wallets screen):
     * `rebroadcast`, `replace` (same nonce, higher fees) or `cancel` (a transfer of nothing to itself
     * at the same nonce; when it is mined, the send fails and the member's money returns). Cleared by
     * the signer once done.
     */
    requestedAction: text('requested_action').notNull().default(''),
    requestedBy: text('requested_by').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A withdrawal is paid once, on one network: its order number is the key, whatever the network.
    uniqueIndex('chain_sends_reference_key').on(t.purpose, t.reference),
    index('chain_sends_open_idx').on(t.network, t.status, t.id).where(sql`${t.status} in ('queued', 'signed', 'broadcast')`),
    check('chain_sends_status_check', sql`${t.status} in ('queued', 'signed', 'broadcast', 'confirmed', 'failed')`),
    check('chain_sends_units_check', sql`${t.units} > 0`),
    check('chain_sends_wallet_check', sql`${t.wallet} in ('hot', 'fee', 'deposit') and ((${t.wallet} = 'deposit') = (${t.fromIndex} is not null))`),
    check('chain_sends_asset_check', sql`${t.asset} in ('token', 'native')`),
    check('chain_sends_requested_action_check', sql`${t.requestedAction} in ('', 'rebroadcast', 'replace', 'cancel')`),
  ],
);

/**
 * What each network's signer says of itself, written at every step by whichever process holds its
 * lock: the addresses it sends from (the API server holds no key and cannot derive them), when it
 * last stepped and how that went. The console's Wallets screen reads balances of these addresses.
 */
export const signerStatus = pgTable('signer_status', {
  network: text('network').primaryKey(),
  hotAddress: text('hot_address').notNull(),
  feeAddress: text('fee_address').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull(),
  /** The last step's counts (signed, broadcast, finished, replaced…). */
  lastStep: jsonb('last_step').$type<Record<string, number>>().notNull().default({}),
  /** The last step's error, '' when it went through. */
  lastError: text('last_error').notNull().default(''),
});

/**
 * Proof of reserves: for one liabilities snapshot and one network, the platform's addresses with
 * their token balances read at one pinned block, and for each address the signer controls an
 * EIP-191 signature of a fixed message naming the snapshot, proving control. Written by the signer
 * (the only process holding keys); published beside the snapshot.
 */
export const reserveAttestations = pgTable(
  'reserve_attestations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    snapshotId: integer('snapshot_id').notNull(),
    network: text('network').notNull(),
    chainId: integer('chain_id').notNull(),
    token: text('token').notNull(),
    decimals: integer('decimals').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    blockHash: text('block_hash').notNull(),
    /** Each address: its role (hot, fee, cold, deposit), token units at the block, and the message and signature (none for cold). */
    entries: jsonb('entries').$type<{ address: string; role: string; units: string; message: string; signature: string }[]>().notNull(),
    /** The sum of the entries' units. */
    totalUnits: numeric('total_units', { precision: 78, scale: 0 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('reserve_attestations_snapshot_network_key').on(t.snapshotId, t.network)],
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
