import type { MerkleStep } from '@meridian/protocol';
import { sql } from 'drizzle-orm';
import { bigint, check, customType, index, integer, jsonb, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** A SHA-256 hash: 32 bytes in the database (half the room of hex, for a table kept for ever), hex in code. */
const hash = customType<{ data: string; driverData: Uint8Array | string }>({
  dataType: () => 'bytea',
  toDriver: (hex) => `\\x${hex}`,
  // node-postgres reads bytea as a Buffer, PGlite as a Uint8Array; text only if a driver ever sends it so.
  fromDriver: (value) => (typeof value === 'string' ? value.replace(/^\\x/, '') : Buffer.from(value).toString('hex')),
});

/**
 * The price record's commitments (protocol proofs/tick-chain.ts), kept for ever while the ticks
 * themselves go after a week: per recorded second, the Merkle root over its ticks, chained to the
 * root before it. `seq` numbers the chain without a gap, and being the key it also forbids a fork:
 * two writers that read the same last root both try the same next seq, and one of them fails.
 * A second normally has one root; a tick an exchange delivers after its second was committed gets
 * a root of its own for that second (its tick's root_seq says which).
 */
export const marketTickRoots = pgTable(
  'market_tick_roots',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey(),
    /** Epoch ms of the second whose ticks it commits. */
    second: bigint('second', { mode: 'number' }).notNull(),
    tickCount: integer('tick_count').notNull(),
    merkle: hash('merkle').notNull(),
    /** H(root of seq − 1 ‖ merkle); the root before seq 1 is 32 zero bytes. */
    root: hash('root').notNull(),
  },
  (t) => [
    index('market_tick_roots_second_idx').on(t.second),
    check('market_tick_roots_seq_check', sql`${t.seq} > 0`),
    check('market_tick_roots_hash_check', sql`octet_length(${t.merkle}) = 32 and octet_length(${t.root}) = 32`),
  ],
);

/**
 * A recorded tick some contract was bought or settled on, with its inclusion proof in its root:
 * kept for ever, so the contract can still be verified when the tick itself has expired. One row
 * per tick however many contracts share it (thousands may settle on one second).
 */
export const marketTickProofs = pgTable(
  'market_tick_proofs',
  {
    allname: text('allname').notNull(),
    at: bigint('at', { mode: 'number' }).notNull(),
    price: numeric('price').notNull(),
    rootSeq: bigint('root_seq', { mode: 'number' })
      .notNull()
      .references(() => marketTickRoots.seq),
    proof: jsonb('proof').$type<MerkleStep[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.allname, t.at] })],
);
